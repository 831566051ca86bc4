import { describe, expect, it } from 'vitest';
import { stickyMarker } from '../../src/action/github.js';
import { compareReports } from '../../src/report/compare.js';
import { applyGate } from '../../src/report/gate.js';
import { COMMENT_MAX_CHARS, renderComment, wantsComment } from '../../src/render/comment.js';
import { caseResult, report } from './fixtures.js';
import { linksOf, renderGfm } from '../render/gfm.js';

const marker = stickyMarker('CI/agentci-report');
const links = {
  runUrl: 'https://github.com/acme/agent/actions/runs/7',
  artifactUrl: 'https://github.com/acme/agent/actions/runs/7/artifacts/9',
};

function fixture() {
  const base = report([
    caseResult('capital-of-france', 3, 3),
    caseResult('weather tool', 3, 3),
    caseResult('refund policy', 1, 3),
    caseResult('summarise', 0, 3),
    caseResult('old case', 3, 3),
  ]);
  const head = report([
    caseResult('capital-of-france', 3, 3),
    caseResult('weather tool', 1, 3),
    caseResult('refund policy', 3, 3),
    caseResult('summarise', 0, 3, {
      run_details: caseResult('summarise', 0, 3).run_details.map((a) => ({
        ...a,
        error: undefined,
        checks: [
          {
            label: 'contains "Paris"',
            type: 'contains',
            passed: false,
            message: 'output was "Lyon"',
          },
        ],
      })),
    }),
    caseResult('new case', 2, 3),
  ]);
  const diff = compareReports(base, head, {
    source: 'main',
    run_id: 5,
    run_url: 'https://github.com/acme/agent/actions/runs/5',
    sha: 'abcdef1234567',
  });
  const gate = applyGate(head, { threshold: 1, caseThreshold: 1, maxRegressionPp: 50, diff });
  return { base, head, diff, gate };
}

describe('renderComment', () => {
  it('renders verdict, deciding gate, totals with deltas, changed cases, flaky cases, links and the marker', async () => {
    const { head, diff, gate } = fixture();
    const md = renderComment(head, { marker, gate, diff, ...links });
    expect(md.split('\n')[0]).toBe(marker);
    expect(md).toContain('### ❌ agentci failed: suite threshold');
    expect(md).toContain('**max regression**: case weather tool dropped 66.7 pp');
    expect(md).toMatch(/\| Pass rate \(runs\) \| 66\.7% \| 60\.0% \| −6\.7 pp \|/);
    expect(md).toContain('| weather tool | newly flaky | 3/3 | 1/3 | −66.7 pp | p=0.400 |');
    expect(md).toContain('| refund policy | stabilised | 1/3 | 3/3 | +66.7 pp | p=0.400 |');
    expect(md).toContain('| new case | added | — | 2/3 | — | — |');
    expect(md).toContain('| old case | removed | 3/3 | — | — | — |');
    // Worst first.
    const rowOf = (t: string) => md.split('\n').findIndex((l) => l.includes(`| ${t} |`));
    expect(rowOf('newly flaky')).toBeGreaterThan(0);
    expect(rowOf('newly flaky')).toBeLessThan(rowOf('removed'));
    expect(rowOf('removed')).toBeLessThan(rowOf('added'));
    expect(rowOf('added')).toBeLessThan(rowOf('stabilised'));
    expect(md).toContain('Flaky cases (2)');
    expect(md).toContain('- **summarise**: contains "Paris": output was "Lyon"');
    expect(md).toContain('[Workflow run](https://github.com/acme/agent/actions/runs/7)');
    expect(md).toContain(
      '[Full report (HTML, JSON, JUnit)](https://github.com/acme/agent/actions/runs/7/artifacts/9)',
    );
    expect(md).toContain('[main @ abcdef1](https://github.com/acme/agent/actions/runs/5)');
    await expect(md).toMatchFileSnapshot('./__outputs__/comment-diff.md');
  });

  it('says when there is no baseline and shows the head results alone', async () => {
    const { head } = fixture();
    const gate = applyGate(head, { threshold: 0.4, caseThreshold: 1 });
    const md = renderComment(head, {
      marker,
      gate,
      noBaselineReason: 'no successful run on main has an agentci-report artifact',
      ...links,
    });
    expect(md).toContain(
      'No baseline to compare with: no successful run on main has an agentci-report artifact. Showing this run',
    );
    expect(md).toContain('### ✅ agentci passed');
    expect(md).toContain('| summarise | 0/3 | 0.0% | failed |');
    expect(md).not.toContain('| capital-of-france |');
    expect(md).not.toContain('Changed cases');
    // No baseline, no "Base" column in the flaky table (it used to be a column of dashes).
    expect(md).toContain('| Case | Passed | Pass rate | Class | Source |\n');
    expect(md).toContain('| weather tool | 1/3 | 33.3% | highly unstable | agent |\n');
    expect(md).not.toContain('| Base |');
    await expect(md).toMatchFileSnapshot('./__outputs__/comment-no-baseline.md');
  });

  it('escapes hostile case ids and messages: pipes, HTML, mentions, newlines, links', () => {
    const nasty = 'a|b\\|c <script>alert(1)</script> @octocat [x](http://evil)\n| row |';
    const head = report([
      caseResult(nasty, 0, 3, {
        run_details: caseResult('x', 0, 3).run_details.map((a) => ({
          ...a,
          error: '</details><img src=x onerror=alert(1)> @admins',
        })),
      }),
    ]);
    const md = renderComment(head, { marker, gate: head.gate, noBaselineReason: 'none' });
    const row = md.split('\n').find((l) => l.includes('script'));
    expect(row).toBeDefined();
    // Every pipe inside the cell is escaped, so the row keeps its 4 columns (5 unescaped pipes).
    expect(row?.match(/(?<!\\)\|/g)).toHaveLength(5);
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('<img');
    expect(md).not.toMatch(/@octocat|@admins/);
    // The link stays text: written as it is in a code span (so a secret the runner masks stays
    // whole), where GitHub makes neither a link nor an autolink of it.
    expect(md).toContain('`[x](http://evil)`');
    expect(linksOf(renderGfm(md))).toEqual([]);
    expect(renderGfm(md)).toContain('<code>[x](http://evil)</code>');
    expect(md.match(/<\/details>/g)?.length).toBe(md.match(/<details>/g)?.length);
  });

  it('links only a whole URL: a run_url with a line break, a space or a control character is text', () => {
    const { head, diff, gate } = fixture();
    const tail = '\n@org/team ![b](https://evil.example/b.png)\n# forged';
    for (const bad of [
      `https://github.com/acme/agent/actions/runs/5${tail}`,
      `https://github.com/acme/agent/actions/runs/5\r${tail}`,
      'https://github.com/acme/agent/actions/runs/5 "title"',
      'https://github.com/acme/agent/actions/runs/5\u2028# forged',
      'https://github.com/acme/agent/actions/runs/5\u202E',
      'https://exa mple.com/',
      'https://[::1/',
    ]) {
      const md = renderComment(head, {
        marker,
        gate,
        diff: { ...diff, base: { ...diff.base, run_url: bad } },
      });
      const line = md.split('\n').find((l) => l.startsWith('Compared with '));
      expect(line, bad).toMatch(/^Compared with main @ abcdef1[:.]/);
      expect(md, bad).not.toMatch(/^#+ forged|(?<![\\\u200D])@org|!\[b\]\(/m);
    }
    // A well-formed URL stays a link, with what would end the link destination percent-encoded.
    const md = renderComment(head, {
      marker,
      gate,
      diff: { ...diff, base: { ...diff.base, run_url: "https://github.com/a/b/runs/5?q=(x)'" } },
    });
    expect(md).toContain('[main @ abcdef1](https://github.com/a/b/runs/5?q=%28x%29%27)');
  });

  it('stays under 65,000 characters for huge suites: unchanged cases first, then detail, with a notice', () => {
    const many = (n: number, passed: number, msg = '') =>
      Array.from({ length: n }, (_, i) =>
        caseResult(`case-${i}-${'x'.repeat(60)}`, passed, 3, {
          run_details: caseResult('x', passed, 3).run_details.map((a) => ({
            ...a,
            ...(a.status === 'passed' ? {} : { error: `${msg}${'why '.repeat(70)}` }),
          })),
        }),
      );
    // 1,500 unchanged cases alone overflow the unchanged list; dropping it is enough.
    const base1 = report([...many(1500, 3), caseResult('broken', 3, 3)]);
    const head1 = report([...many(1500, 3), caseResult('broken', 0, 3)]);
    const diff1 = compareReports(base1, head1, { source: 'main' });
    const md1 = renderComment(head1, { marker, gate: head1.gate, diff: diff1, ...links });
    expect(md1.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(md1).toContain('| broken | new failure | 3/3 | 0/3 |');
    expect(md1).not.toContain('Unchanged cases (');
    expect(md1).toContain('left out 1500 unchanged cases.');
    expect(md1).toContain('- **broken**:');

    // 1,000 new failures with long messages: details go, then rows, with counts in the notice.
    const base2 = report(many(1000, 3));
    const head2 = report(many(1000, 0));
    const diff2 = compareReports(base2, head2, { source: 'main' });
    const md2 = renderComment(head2, { marker, gate: head2.gate, diff: diff2, ...links });
    expect(md2.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(md2.length).toBeGreaterThan(COMMENT_MAX_CHARS * 0.8);
    expect(md2.split('\n')[0]).toBe(marker);
    expect(md2).toMatch(
      /left out failure details, \d+ of 1000 changed cases\. Everything is in the \[HTML report\]/,
    );
    expect(md2).not.toContain('Why cases failed');
  });
});

describe('wantsComment', () => {
  const { head, diff, gate } = fixture();
  const same = compareReports(head, head, { source: 'main' });
  const passing = report([caseResult('a', 3, 3)]);
  const cases: Array<[string, Parameters<typeof wantsComment>, boolean]> = [
    ['always', ['always', passing, passing.gate, undefined], true],
    ['off even when failing', ['off', head, gate, diff], false],
    ['changes with changes', ['changes', head, gate, diff], true],
    ['changes without changes', ['changes', head, gate, same], false],
    ['changes without a baseline', ['changes', head, gate, undefined], false],
    ['failures when the gate failed', ['failures', head, gate, diff], true],
    ['failures when all passed', ['failures', passing, passing.gate, undefined], false],
  ];
  it.each(cases)('%s', (_n, args, expected) => {
    expect(wantsComment(...args)).toBe(expected);
  });
});
