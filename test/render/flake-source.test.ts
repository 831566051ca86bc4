import { describe, expect, it } from 'vitest';
import { renderFinalTable } from '../../src/cli/final-table.js';
import { colors } from '../../src/cli/terminal-text.js';
import { renderComment } from '../../src/render/comment.js';
import { sourceLabel } from '../../src/render/flake-source.js';
import { renderMarkdown } from '../../src/render/index.js';
import { compareWithBase } from '../../src/report/pooled-baseline.js';
import { historyOf, reportOf } from '../report/verdict-fixtures.js';

/*
 * A flaky case's source in every output: the job summary's and the comment's flaky tables, the
 * terminal's line under the case (report.json holds it in flaky_why.source; the HTML page is
 * checked in a real browser, test/render/html-browser.test.ts).
 */

// Run 2: judged pass when judged again (judge noise); run 4: a wrong answer (the agent's).
const report = () => reportOf([{ id: 'capital', runs: 'PJPF' }]);

describe('the source of a flaky case in the outputs', () => {
  it('is in report.json with one source per failing run and the shares', () => {
    const c = report().results[0]!;
    expect(c.flaky_why?.source).toEqual({
      label: 'mixed',
      shares: { judge: 0.5, agent: 0.5 },
      runs: [
        { run: 2, source: 'judge', evidence: 'the same transcript was judged pass in 1 of 3' },
        { run: 4, source: 'agent', evidence: 'the agent failed where other runs passed' },
      ],
      summary: 'mixed: judge 50 % (run 2), agent 50 % (run 4)',
    });
    expect(sourceLabel(c.flaky_why?.source)).toBe('mixed: judge 50 %, agent 50 %');
  });

  it('the summary, the comment and the terminal show it', () => {
    const r = report();
    expect(renderMarkdown(r)).toMatch(/\| capital \| 2\/4 \|.*\| mixed: judge 50 %, agent 50 % \|/);
    expect(renderComment(r, { marker: '<!-- agentci -->' })).toMatch(
      /\| capital \| 2\/4 \| 50\.0% \| unstable \| mixed: judge 50 %, agent 50 % \|/,
    );
    expect(renderFinalTable(r, colors(false))).toContain(
      'source: mixed: judge 50 % (run 2), agent 50 % (run 4)',
    );
  });
});

describe('a drop made only of noise, in the PR comment', () => {
  it('says it is not a regression, and why', () => {
    // 10 base reports of 5 passing runs; here 2 of 5 passed, the 3 failures judge noise or a timeout.
    const history = historyOf(10, () => [{ id: 'capital', runs: 'PPPPP' }]);
    const head = reportOf([{ id: 'capital', runs: 'PPJJT' }]);
    const diff = compareWithBase(head, { history })!;
    const md = renderComment(head, { marker: '<!-- agentci -->', diff });
    expect(md).toContain(
      "| capital | newly flaky | not a regression: every failing run here was judge noise (runs 3, 4: the same transcript was judged pass in 1 of 3) or the environment's doing (run 5: timed out) |",
    );
    expect(md).toContain(
      "- 1 case fell significantly, but every failing run was judge noise or the environment's doing (a provider fault, a timeout, a crash), not the agent's: not counted as a regression.",
    );
    expect(md).not.toMatch(/\bregression vs\b/);
  });
});
