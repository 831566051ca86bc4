// Builds small but real reports (through the engine's own aggregate + gate) for merge/flaky tests.
import type { Report } from '../../src/model/report.js';
import type { AttemptResult } from '../../src/model/result.js';
import { aggregateCase, buildReport } from '../../src/report/aggregate.js';
import { applyGate } from '../../src/report/gate.js';

export interface CaseOutcome {
  id: string;
  /** One letter per run: p passed, f failed, e error. */
  runs: string;
  suite?: string;
  line?: number;
  quarantined?: boolean;
}

export function makeReport(
  cases: CaseOutcome[],
  opts: {
    shard?: { index: number; total: number };
    startedAt?: string;
    minutes?: number;
    threshold?: number;
    interrupted?: boolean;
    warnings?: string[];
    gitSha?: string;
  } = {},
): Report {
  const startedAt = opts.startedAt ?? '2025-06-01T10:00:00.000Z';
  const completedAt = new Date(Date.parse(startedAt) + (opts.minutes ?? 1) * 60_000).toISOString();
  const results = cases.map((c) => {
    const suite = c.suite ?? 'suite.jsonl';
    const attempts: AttemptResult[] = [...c.runs].map((ch, i) => ({
      id: c.id,
      suite,
      run: i + 1,
      status: ch === 'p' ? 'passed' : ch === 'e' ? 'error' : 'failed',
      duration_ms: 10 + i,
      output: ch === 'p' ? 'ok' : 'bad',
      checks: [],
    }));
    const r = aggregateCase(
      {
        id: c.id,
        suite,
        file: suite,
        line: c.line ?? 1,
        format: 'yao-jsonl',
        tags: [],
        threshold: 1,
        thresholdDeclared: false,
      },
      attempts,
    );
    if (c.quarantined)
      Object.assign(r, {
        quarantined: true,
        quarantine: { reason: 'flaky upstream', expires: '2099-01-01' },
      });
    return r;
  });
  const threshold = opts.threshold ?? 1;
  const waived = new Set(results.filter((r) => r.quarantined).map((r) => r.id));
  return buildReport({
    results,
    environment: { user_id: 'test-user', team_id: 'test-team', locale: 'en-us' },
    metadata: {
      started_at: startedAt,
      completed_at: completedAt,
      version: 'test',
      ...(opts.gitSha ? { git_sha: opts.gitSha } : {}),
      ...(opts.shard ? { shard: opts.shard } : {}),
      options: {
        runs: 3,
        threshold,
        case_threshold: 1,
        ...(opts.shard ? { shard: `${opts.shard.index}/${opts.shard.total}` } : {}),
      },
      ...(opts.interrupted ? { interrupted: true } : {}),
    },
    gate: applyGate(
      { results },
      {
        threshold,
        caseThreshold: 1,
        waived,
        runtimeError: opts.interrupted ? 'the run was interrupted (SIGTERM)' : undefined,
      },
    ),
    runsPerCase: 3,
    warnings: opts.warnings,
  });
}
