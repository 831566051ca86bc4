import type { Case, MatrixCell } from '../model/case.js';
import type { Report, Summary, Environment, Metadata, GateResult } from '../model/report.js';
import { REPORT_SCHEMA_VERSION } from '../model/report-version.js';
import type { AttemptResult, CaseResult, CaseStatus } from '../model/result.js';
import type { Usage } from '../model/transcript.js';
import { evidenceOf } from './evidence.js';
import { faultSummary } from './environment-faults.js';
import { caseFingerprint, type FingerprintContext } from './fingerprint.js';
import { flakyWhyField } from './flaky-why.js';
import { passKSeries, suitePassK } from './pass-k.js';
import { consistency, durationStats, round, stabilityClass, verdictFor, wilson } from './stats.js';

/** Adds usages together; undefined when nothing reported any usage. */
export function sumUsage(usages: ReadonlyArray<Usage | undefined>): Usage | undefined {
  let out: Usage | undefined;
  // Rounded once at the end: rounding every step would lose sub-micro-dollar calls (a cheap
  // judge's) one by one.
  let cost: number | undefined;
  for (const u of usages) {
    if (!u) continue;
    out ??= { input_tokens: 0, output_tokens: 0 };
    out.input_tokens += u.input_tokens ?? 0;
    out.output_tokens += u.output_tokens ?? 0;
    if (u.cached_tokens !== undefined)
      out.cached_tokens = (out.cached_tokens ?? 0) + u.cached_tokens;
    if (u.cost_usd !== undefined) cost = (cost ?? 0) + u.cost_usd;
  }
  if (out && cost !== undefined) out.cost_usd = round(cost, 6);
  return out;
}

/** `{eval_usage}`, or nothing when no judge or simulator was called (reports keep their shape). */
function evalUsage(usages: ReadonlyArray<Usage | undefined>): { eval_usage?: Usage } {
  const u = sumUsage(usages);
  return u ? { eval_usage: u } : {};
}

/** The identity of a case as results carry it (enough to aggregate without the Case itself). */
export interface CaseIdentity {
  id: string;
  suite: string;
  file: string;
  line: number;
  format: string;
  tags: string[];
  input?: unknown;
  expected?: unknown;
  threshold: number;
  thresholdDeclared: boolean;
  skipReason?: string;
  assertsNothing?: boolean;
  /** skilltest's platform × model cell (`-p`/`-m`). */
  matrix?: MatrixCell;
  /** The case's definition as a hash (src/report/fingerprint.ts). */
  fingerprint?: string;
}

/**
 * What results carry of a case. `traits.assertsItself`: the case's format makes its function its
 * assertion (Yao script tests, thinkingbox tests: FormatRecord.assertsItself), passed as data by
 * the runner. With `traits.fingerprint` (the run's folder, judge and simulators) the identity
 * carries the case's fingerprint too.
 */
export function caseIdentity(
  c: Case,
  defaultThreshold: number,
  traits: { assertsItself?: boolean; fingerprint?: FingerprintContext } = {},
): CaseIdentity {
  const { assertsItself = false, fingerprint } = traits;
  return {
    id: c.id,
    suite: c.suite,
    file: c.source.file,
    line: c.source.line,
    format: c.format,
    tags: c.tags,
    input: c.input,
    expected: c.expected,
    threshold: c.threshold ?? defaultThreshold,
    thresholdDeclared: c.threshold !== undefined,
    ...(c.matrix ? { matrix: c.matrix } : {}),
    skipReason: c.skip === false ? undefined : c.skip === true ? 'skip: true' : c.skip,
    // A format whose test function is its assertion asserts something (assertsItself).
    // Checkpoints of a dynamic-mode conversation are assertions too.
    assertsNothing:
      !assertsItself &&
      c.assert.length === 0 &&
      c.evals.length === 0 &&
      c.expected === undefined &&
      !c.checkpoints?.length,
    ...(fingerprint
      ? { fingerprint: caseFingerprint(c, { ...fingerprint, codeAsserts: assertsItself }) }
      : {}),
  };
}

/**
 * Folds one case's attempts into its stability result. Pass rate counts every attempt that ran:
 * errors and timeouts are failures, never dropped from the denominator (DESIGN §4).
 */
export function aggregateCase(id: CaseIdentity, attempts: AttemptResult[]): CaseResult {
  const sorted = [...attempts].sort((a, b) => a.run - b.run);
  const ran = sorted.filter((a) => a.status !== 'skipped');
  const n = ran.length;
  const passed = ran.filter((a) => a.status === 'passed').length;
  const errors = ran.filter((a) => a.status === 'error').length;
  const timeouts = ran.filter((a) => a.status === 'timeout').length;
  const failed = n - passed;
  const ratio = n === 0 ? 0 : passed / n;
  const durations = durationStats(ran.map((a) => a.duration_ms));
  const first = ran[0] ?? sorted[0];
  let status: CaseStatus;
  if (n === 0) status = 'skipped';
  else if (ratio >= id.threshold) status = 'passed';
  else if (failed === errors + timeouts) status = 'error';
  else status = 'failed';
  const firstFailure = ran.find((a) => a.status !== 'passed');
  // pass@k and pass^k count the runs that gave evidence (lost attempts say nothing of the agent).
  const evidence = evidenceOf({ passed, runs: n, skipped: sorted.length - n, run_details: sorted });
  const skipReason =
    n === 0 ? (id.skipReason ?? sorted.find((a) => a.error)?.error ?? 'not run') : undefined;
  return {
    id: id.id,
    suite: id.suite,
    file: id.file,
    line: id.line,
    format: id.format,
    tags: id.tags,
    status,
    verdict: verdictFor(passed, n, id.threshold),
    flaky: passed > 0 && passed < n,
    input: id.input,
    expected: id.expected,
    output: first?.output,
    error: firstFailure?.error,
    skip_reason: skipReason,
    runs: n,
    passed,
    failed,
    errors,
    timeouts,
    skipped: sorted.length - n,
    pass_rate: n === 0 ? 0 : round(ratio * 100, 2),
    interval: (() => {
      const w = wilson(passed, n);
      return { low: round(w.low, 4), high: round(w.high, 4) };
    })(),
    consistency: round(
      consistency(
        ran.filter((a) => a.status !== 'error' && a.status !== 'timeout').map((a) => a.output),
      ),
      4,
    ),
    stable: n > 0 && passed === n,
    class: stabilityClass(passed, n),
    threshold: id.threshold,
    threshold_declared: id.thresholdDeclared || undefined,
    ...(id.matrix ? { matrix: id.matrix } : {}),
    duration_ms: round(durations.total, 1),
    avg_duration_ms: round(durations.avg, 1),
    min_duration_ms: round(durations.min, 1),
    max_duration_ms: round(durations.max, 1),
    std_deviation_ms: round(durations.stddev, 1),
    usage: sumUsage(ran.map((a) => a.usage)),
    ...evalUsage(ran.map((a) => a.eval_usage)),
    ...flakyWhyField(sorted),
    ...(id.fingerprint ? { fingerprint: id.fingerprint } : {}),
    ...(evidence.runs > 0 ? passKSeries(evidence.runs, evidence.passed) : {}),
    run_details: sorted,
  };
}

/** Suite totals over case results. `failed` includes cases that failed through errors. */
export function summarise(
  results: readonly CaseResult[],
  opts: { durationMs: number; runsPerCase: number; agentId?: string; noAssertionCases?: number },
): Summary {
  const count = (p: (r: CaseResult) => boolean) => results.filter(p).length;
  const attempts = { passed: 0, failed: 0, error: 0, timeout: 0, skipped: 0 };
  for (const r of results) for (const a of r.run_details) attempts[a.status]++;
  const ranAttempts = attempts.passed + attempts.failed + attempts.error + attempts.timeout;
  const skipped = count((r) => r.status === 'skipped');
  const passed = count((r) => r.status === 'passed');
  const considered = results.length - skipped;
  return {
    total: results.length,
    total_cases: results.length,
    total_runs: ranAttempts,
    runs_per_case: opts.runsPerCase,
    passed,
    failed: considered - passed,
    errors: count((r) => r.status === 'error'),
    skipped,
    flaky: count((r) => r.flaky),
    verdicts: {
      pass: count((r) => r.verdict === 'pass'),
      fail: count((r) => r.verdict === 'fail'),
      flaky: count((r) => r.verdict === 'flaky'),
      inconclusive: count((r) => r.verdict === 'inconclusive'),
      skipped: count((r) => r.verdict === 'skipped'),
    },
    attempts,
    overall_pass_rate: ranAttempts === 0 ? 0 : round((attempts.passed / ranAttempts) * 100, 2),
    case_pass_rate: considered === 0 ? 0 : round((passed / considered) * 100, 2),
    stable_cases: count((r) => r.stable),
    unstable_cases: count((r) => r.runs > 0 && !r.stable),
    no_assertion_cases: opts.noAssertionCases ?? 0,
    ...faultField(results),
    duration_ms: Math.round(opts.durationMs),
    agent_id: opts.agentId,
    usage: sumUsage(results.map((r) => r.usage)),
    ...evalUsage(results.map((r) => r.eval_usage)),
    ...passKField(results),
  };
}

/** `{environment_faults}` when some attempt hit one (reports without any keep their shape). */
function faultField(results: readonly CaseResult[]): {
  environment_faults?: Summary['environment_faults'];
} {
  const s = faultSummary(results);
  return s ? { environment_faults: s } : {};
}

/** The suite's pass@k / pass^k means, when some case has runs of evidence. */
function passKField(results: readonly CaseResult[]): { pass_k?: Summary['pass_k'] } {
  const s = suitePassK(results.filter((r) => r.status !== 'skipped'));
  return s.cases.length ? { pass_k: s } : {};
}

/** Orders cases worst first: failing before flaky before passing, lowest pass rate first. */
export function worstFirst(results: readonly CaseResult[]): CaseResult[] {
  const rank: Record<CaseStatus, number> = { error: 0, failed: 0, passed: 2, skipped: 3 };
  return [...results].sort(
    (a, b) =>
      rank[a.status] - rank[b.status] ||
      Number(b.flaky) - Number(a.flaky) ||
      a.pass_rate - b.pass_rate ||
      a.suite.localeCompare(b.suite) ||
      a.id.localeCompare(b.id),
  );
}

export interface BuildReportInput {
  results: CaseResult[];
  environment: Environment;
  metadata: Metadata;
  gate: GateResult;
  runsPerCase: number;
  agentId?: string;
  noAssertionCases?: number;
  warnings?: string[];
}

/** Assembles the Report from aggregated cases and the gate's decision. */
export function buildReport(input: BuildReportInput): Report {
  const started = Date.parse(input.metadata.started_at);
  const completed = Date.parse(input.metadata.completed_at);
  return {
    schema_version: REPORT_SCHEMA_VERSION,
    type: 'agent_test',
    summary: summarise(input.results, {
      durationMs: Number.isFinite(completed - started) ? completed - started : 0,
      runsPerCase: input.runsPerCase,
      agentId: input.agentId,
      noAssertionCases: input.noAssertionCases,
    }),
    environment: input.environment,
    gate: input.gate,
    results: input.results,
    metadata: input.metadata,
    warnings: input.warnings ?? [],
  };
}
