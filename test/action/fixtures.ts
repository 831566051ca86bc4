import type { AttemptResult, CaseResult, Report } from '../../src/model/index.js';

/** A case result with `passed` of `runs` attempts passing (the rest failing). */
export function caseResult(
  id: string,
  passed: number,
  runs: number,
  over: Partial<CaseResult> = {},
): CaseResult {
  const attempts: AttemptResult[] = Array.from({ length: runs }, (_, i) => ({
    id,
    suite: over.suite ?? 'suite.jsonl',
    run: i + 1,
    status: i < passed ? 'passed' : 'failed',
    duration_ms: 100,
    checks: [],
    ...(i < passed ? {} : { error: `run ${i + 1} failed` }),
  }));
  const ratio = runs === 0 ? 0 : passed / runs;
  return {
    id,
    suite: 'suite.jsonl',
    file: 'suite.jsonl',
    line: 1,
    format: 'yao-jsonl',
    tags: [],
    status: runs === 0 ? 'skipped' : ratio >= 1 ? 'passed' : 'failed',
    verdict: runs === 0 ? 'skipped' : passed === runs ? 'pass' : passed === 0 ? 'fail' : 'flaky',
    flaky: passed > 0 && passed < runs,
    runs,
    passed,
    failed: runs - passed,
    errors: 0,
    timeouts: 0,
    skipped: 0,
    pass_rate: Math.round(ratio * 10000) / 100,
    interval: { low: 0, high: 1 },
    consistency: 1,
    stable: runs > 0 && passed === runs,
    class:
      ratio >= 1
        ? 'stable'
        : ratio >= 0.8
          ? 'mostly_stable'
          : ratio >= 0.5
            ? 'unstable'
            : 'highly_unstable',
    threshold: 1,
    duration_ms: 100 * runs,
    avg_duration_ms: 100,
    min_duration_ms: 100,
    max_duration_ms: 100,
    std_deviation_ms: 0,
    run_details: attempts,
    ...over,
  };
}

/** A report over the given cases with consistent totals. */
export function report(results: CaseResult[], over: Partial<Report> = {}): Report {
  const ran = results.filter((r) => r.status !== 'skipped');
  const attempts = { passed: 0, failed: 0, error: 0, timeout: 0, skipped: 0 };
  for (const r of results) for (const a of r.run_details) attempts[a.status]++;
  const total = attempts.passed + attempts.failed + attempts.error + attempts.timeout;
  const passed = ran.filter((r) => r.status === 'passed').length;
  return {
    schema_version: 1,
    type: 'agent_test',
    summary: {
      total: results.length,
      total_cases: results.length,
      total_runs: total,
      runs_per_case: 3,
      passed,
      failed: ran.length - passed,
      errors: 0,
      skipped: results.length - ran.length,
      flaky: results.filter((r) => r.flaky).length,
      verdicts: { pass: 0, fail: 0, flaky: 0, inconclusive: 0, skipped: 0 },
      attempts,
      overall_pass_rate: total === 0 ? 0 : Math.round((attempts.passed / total) * 10000) / 100,
      case_pass_rate: ran.length === 0 ? 0 : Math.round((passed / ran.length) * 10000) / 100,
      stable_cases: results.filter((r) => r.stable).length,
      unstable_cases: results.filter((r) => r.runs > 0 && !r.stable).length,
      no_assertion_cases: 0,
      duration_ms: 1000,
    },
    environment: { user_id: 'test-user', team_id: 'test-team', locale: 'en-us' },
    gate: {
      passed: passed === ran.length,
      exit_code: passed === ran.length ? 0 : 1,
      decided_by: passed === ran.length ? null : 'suite_threshold',
      reasons:
        passed === ran.length
          ? []
          : [
              {
                gate: 'suite_threshold',
                message: `${passed} of ${ran.length} cases met their threshold`,
              },
            ],
      thresholds: { suite: 1, case: 1, max_regression: null },
    },
    results,
    metadata: {
      started_at: '2025-01-01T00:00:00.000Z',
      completed_at: '2025-01-01T00:00:01.000Z',
      version: '0.1.0',
      git_sha: 'f'.repeat(40),
      options: {},
    },
    warnings: [],
    ...over,
  };
}
