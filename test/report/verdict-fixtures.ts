/**
 * Reports for the comparison tests, built by the real aggregator and gate (src/report/), from a
 * short text per case: one letter per attempt.
 *   P passed · F failed · E error · R rate limited (an error with cause rate_limited)
 *   N agent could not start (an error with cause not_started) · B skipped by the budget
 *   S skipped (not run, no cause) · T timed out · K killed by a signal
 *   J failed by the judge model, and judged pass when judged again (judge noise)
 */
import type { AttemptResult, Report } from '../../src/model/index.js';
import { ReportSchema } from '../../src/model/index.js';
import { aggregateCase, buildReport } from '../../src/report/aggregate.js';
import { applyGate } from '../../src/report/gate.js';
import type { PastReport } from '../../src/report/history.js';

export interface CaseText {
  id: string;
  runs: string;
  fingerprint?: string;
  suite?: string;
  threshold?: number;
}

function attempt(c: CaseText, letter: string, run: number): AttemptResult {
  const base = { id: c.id, suite: c.suite ?? 'suite.jsonl', run, duration_ms: 10, checks: [] };
  switch (letter) {
    case 'P':
      return { ...base, status: 'passed' };
    case 'F':
      return { ...base, status: 'failed', error: 'contains "4": no' };
    case 'E':
      return { ...base, status: 'error', error: 'exited with code 1' };
    case 'R':
      return {
        ...base,
        status: 'error',
        error: 'rate limited by openai gpt-4o: no answer within 30s',
        cause: 'rate_limited',
        rate_limited_by: 'openai gpt-4o',
      };
    case 'N':
      return { ...base, status: 'error', error: 'command not found: agent', cause: 'not_started' };
    case 'B':
      return {
        ...base,
        status: 'skipped',
        error: 'not run: budget spent: $1.0000 of the --max-cost $1',
        cause: 'budget',
      };
    case 'S':
      return { ...base, status: 'skipped', error: 'not run' };
    case 'T':
      return { ...base, status: 'timeout', error: 'timeout: no answer within 30s' };
    case 'K':
      return { ...base, status: 'error', error: 'killed by signal SIGKILL' };
    case 'J':
      return {
        ...base,
        status: 'failed',
        output: 'Paris',
        error: 'agent: the answer does not name the capital',
        checks: [{ label: 'agent', type: 'agent', passed: false }],
        rejudged: { verdicts: [true, false] },
      };
    default:
      throw new Error(`unknown attempt letter ${letter}`);
  }
}

/** A report of these cases, started at `startedAt` (ISO), gated as the runner gates it. */
export function reportOf(
  cases: CaseText[],
  opts: { startedAt?: string; caseThreshold?: number; agent?: string; options?: object } = {},
): Report {
  const caseThreshold = opts.caseThreshold ?? 0;
  const results = cases.map((c) =>
    aggregateCase(
      {
        id: c.id,
        suite: c.suite ?? 'suite.jsonl',
        file: c.suite ?? 'suite.jsonl',
        line: 1,
        format: 'yao-jsonl',
        tags: [],
        threshold: c.threshold ?? caseThreshold,
        thresholdDeclared: false,
        ...(c.fingerprint ? { fingerprint: c.fingerprint } : {}),
      },
      [...c.runs].map((l, i) => attempt(c, l, i + 1)),
    ),
  );
  const started = opts.startedAt ?? '2025-06-10T00:00:00.000Z';
  const gate = applyGate({ results }, { threshold: 0, caseThreshold });
  return ReportSchema.parse(
    buildReport({
      results,
      environment: { user_id: 'u', team_id: 't', locale: 'en-us' },
      metadata: {
        started_at: started,
        completed_at: new Date(Date.parse(started) + 60_000).toISOString(),
        version: '0.1.0',
        options: {
          runs: Math.max(0, ...cases.map((c) => c.runs.length)),
          agent: { kind: 'command', description: opts.agent ?? 'node agent.mjs' },
          ...opts.options,
        },
      },
      gate,
      runsPerCase: Math.max(0, ...cases.map((c) => c.runs.length)),
    }),
  );
}

/** `n` history reports of the base branch, one a day up to `last` (ISO day), oldest first. */
export function historyOf(
  n: number,
  make: (i: number) => CaseText[],
  last = '2025-06-09',
): PastReport[] {
  const end = Date.parse(`${last}T00:00:00.000Z`);
  return Array.from({ length: n }, (_, i) => ({
    report: reportOf(make(i), {
      startedAt: new Date(end - (n - 1 - i) * 86_400_000).toISOString(),
    }),
    run: { source: 'main', run_id: 100 + i },
  }));
}

/** `passes` P then `fails` F. */
export function pf(passes: number, fails: number): string {
  return 'P'.repeat(passes) + 'F'.repeat(fails);
}
