import { describe, expect, it } from 'vitest';
import { renderFinalTable } from '../../src/cli/final-table.js';
import { colors } from '../../src/cli/terminal-text.js';
import { renderComment } from '../../src/render/comment.js';
import { renderMarkdown } from '../../src/render/index.js';
import { faultLines } from '../../src/render/environment-faults.js';
import { notes } from '../../src/render/report-client/text.js';
import type { PageData } from '../../src/render/report-client/page-data.js';
import { faultSummary } from '../../src/report/environment-faults.js';
import { loadFixture } from './helpers.js';

/*
 * The run's environment faults (attempts asked again after a provider fault) are said in every
 * output, apart from the agent's failures: terminal, job summary, PR comment and HTML page.
 */

function reportWithFaults() {
  const report = loadFixture('passing');
  const attempts = report.results.flatMap((r) => r.run_details);
  const text =
    "openai.RateLimitError: Error code: 429 - {'error': {'code': 'rate_limit_exceeded'}}";
  attempts[0]!.environment_faults = [
    { kind: 'rate_limit', pattern: 'openai-rate-limit-exceeded', times: 2, text },
  ];
  attempts[1]!.environment_faults = [
    { kind: 'rate_limit', pattern: 'openai-rate-limit-exceeded', times: 1, text },
    { kind: 'overloaded', pattern: 'anthropic-overloaded', times: 1, text: 'overloaded_error' },
  ];
  attempts[1]!.cause = 'environment_fault';
  report.summary.environment_faults = faultSummary(report.results);
  return report;
}

const RATE =
  "2 attempts hit the provider's rate limit and were retried (3 failed tries, none of them graded); 0 lost";
const OVERLOADED = '1 attempt found the provider overloaded and was retried; 1 lost';

describe('environment faults in the outputs', () => {
  it('counts them per kind, with the attempt lost to the fault it hit last', () => {
    const report = reportWithFaults();
    expect(report.summary.environment_faults).toEqual({
      attempts: 2,
      faults: 4,
      lost: 1,
      by_kind: [
        { kind: 'rate_limit', attempts: 2, faults: 3, lost: 0 },
        { kind: 'overloaded', attempts: 1, faults: 1, lost: 1 },
      ],
    });
    expect(faultLines(report.summary.environment_faults)).toEqual([RATE, OVERLOADED]);
    expect(faultLines(undefined)).toEqual([]);
  });

  it('the terminal, the job summary, the PR comment and the HTML page say them', () => {
    const report = reportWithFaults();
    const terminal = renderFinalTable(report, colors(false));
    expect(terminal).toContain(`⏳ ${RATE}`);
    expect(terminal).toContain(`⏳ ${OVERLOADED}`);
    const md = renderMarkdown(report);
    expect(md).toContain(`> ⏳ ${RATE}`);
    const comment = renderComment(report, { marker: '<!-- agentci -->' });
    expect(comment).toContain(`- ⏳ ${RATE}`);
    expect(comment).toContain(`- ⏳ ${OVERLOADED}`);
    expect(notes({ report } as unknown as PageData)).toEqual([
      RATE,
      OVERLOADED,
      ...report.warnings,
    ]);
    // A run without any says nothing of them.
    const plain = loadFixture('passing');
    expect(renderMarkdown(plain)).not.toContain('⏳');
    expect(renderComment(plain, { marker: '<!-- agentci -->' })).not.toContain('⏳');
  });
});
