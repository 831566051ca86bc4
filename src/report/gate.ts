import { deltaPp, plural, ratioPercent } from '../lib/number-format.js';
import type { Diff } from '../model/diff.js';
import type { GateName, GateResult, MinPassHatK, Report } from '../model/report.js';
import type { CaseResult } from '../model/result.js';
import { DEFAULT_MIN_RUNS, evidenceOf, lostText, minRunsOf } from './evidence.js';
import { passHatK } from './pass-k.js';

export interface GateOptions {
  /** Share of (non-skipped) cases that must meet their threshold, 0–1. */
  threshold: number;
  /** Default minimum pass ratio of each case, 0–1 (a case's own `threshold` field wins). */
  caseThreshold: number;
  /** Largest allowed drop of a case's pass rate vs the baseline, in percentage points; null = off. */
  maxRegressionPp?: number | null;
  diff?: Diff;
  /** Case ids whose gates are waived (quarantine); they are still run and reported. */
  waived?: ReadonlySet<string>;
  /** The run was interrupted or the tool itself failed: exit 3 whatever the results. */
  runtimeError?: string;
  /** `min-pass-hat-k`: every gated case's pass^k at k must reach the rate; null/absent = off. */
  minPassHatK?: MinPassHatK | null;
  /** `min-runs`: fewest runs of evidence a case needs to count as a pass (default 3). */
  minRuns?: number;
}

// Every percentage and delta reads as in every output (lib/number-format.ts).
const pct = ratioPercent;
const counts = (r: CaseResult) => `${r.passed}/${r.runs}`;
/** `2/3 runs`, `0/1 run`. */
const runsOf = (passed: number, runs: number) => `${passed}/${plural(runs, 'run')}`;

/**
 * A case that ran with fewer runs of evidence than it needs (attempts lost to rate limits, the
 * budget or an agent that could not start): it is never a pass. Returns the words saying so.
 */
export function notEnoughRuns(r: CaseResult, minRuns = DEFAULT_MIN_RUNS): string | undefined {
  if (r.status === 'skipped' && r.run_details.every((a) => a.cause === undefined)) return undefined;
  const e = evidenceOf(r);
  const need = minRunsOf(e.planned, minRuns);
  if (e.runs >= need) return undefined;
  const lost = lostText(e.lost);
  return `${e.runs} of the ${plural(need, 'run')} it needs gave evidence${lost ? ` (${lost})` : ''}`;
}

/**
 * Decides the run. The gates, checked in this order (the first that fails "decides"):
 * - case_threshold: a case that declares its own `threshold` is a hard requirement and fails
 *   the run when missed, whatever the suite threshold allows;
 * - suite_threshold: the share of cases meeting their threshold must reach `threshold`
 *   (default 1.0, so by default every case must pass). A case with fewer runs of evidence than
 *   `min-runs` does not meet it, whatever its pass rate ("not enough runs");
 * - max_regression: no case may be a regression against the baseline: with the pooled verdicts
 *   (diff.comparison), a significant drop (Benjamini–Hochberg) of more than `maxRegressionPp`
 *   points; for a diff without them, any drop of more than `maxRegressionPp` points;
 * - min_pass_hat_k: every gated case's pass^k must reach the rate (a case with fewer than k runs
 *   of evidence cannot show it and misses it).
 */
export function applyGate(report: Pick<Report, 'results'>, opts: GateOptions): GateResult {
  const reasons: { gate: GateName; message: string }[] = [];
  const waived = opts.waived ?? new Set<string>();
  const minRuns = opts.minRuns ?? DEFAULT_MIN_RUNS;
  const short = new Map<CaseResult, string>();
  for (const r of report.results) {
    if (waived.has(r.id)) continue;
    const why = notEnoughRuns(r, minRuns);
    if (why) short.set(r, why);
  }
  // Skipped on purpose: not gated. Skipped because the environment lost every attempt: gated.
  const gated = report.results.filter(
    (r) => (r.status !== 'skipped' || short.has(r)) && !waived.has(r.id),
  );
  const meets = (r: CaseResult) => r.status === 'passed' && !short.has(r);

  if (opts.runtimeError) reasons.push({ gate: 'runtime', message: opts.runtimeError });

  const hard = gated.filter((r) => !meets(r) && r.threshold_declared === true);
  for (const r of hard)
    reasons.push({
      gate: 'case_threshold',
      message: short.has(r)
        ? `case ${r.id}: not enough runs: ${short.get(r)}; it must reach its own threshold ${pct(r.threshold)}`
        : `case ${r.id} passed ${runsOf(r.passed, r.runs)} (${pct(r.passed / Math.max(1, r.runs))}), below its own threshold ${pct(r.threshold)}`,
    });

  const passing = gated.filter(meets).length;
  const share = gated.length === 0 ? 1 : passing / gated.length;
  if (share < opts.threshold) {
    const failing = gated.filter((r) => !meets(r));
    const named = failing
      .slice(0, 5)
      .map((r) => `${r.id} (${short.has(r) ? 'not enough runs' : counts(r)})`)
      .join(', ');
    const more = failing.length > 5 ? ` and ${failing.length - 5} more` : '';
    const shortCount = failing.filter((r) => short.has(r)).length;
    const shortNote = shortCount
      ? `; ${shortCount} of them had not enough runs (attempts lost to the environment do not count)`
      : '';
    reasons.push({
      gate: 'suite_threshold',
      message: `${passing} of ${plural(gated.length, 'case')} met their threshold (${pct(share)}), the suite needs ${pct(opts.threshold)}; failing: ${named}${more}${shortNote}`,
    });
  }

  const maxReg = opts.maxRegressionPp;
  if (maxReg != null && opts.diff) reasons.push(...regressions(opts.diff, maxReg, waived));
  const hatK = opts.minPassHatK;
  if (hatK) reasons.push(...passHatKMisses(gated, hatK));

  const order: GateName[] = [
    'runtime',
    'case_threshold',
    'suite_threshold',
    'max_regression',
    'min_pass_hat_k',
  ];
  const decided = order.find((g) => reasons.some((r) => r.gate === g)) ?? null;
  return {
    passed: reasons.length === 0,
    exit_code: opts.runtimeError ? 3 : reasons.length === 0 ? 0 : 1,
    decided_by: decided,
    reasons,
    thresholds: {
      suite: opts.threshold,
      case: opts.caseThreshold,
      max_regression: maxReg ?? null,
      ...(hatK ? { min_pass_hat_k: hatK } : {}),
      min_runs: minRuns,
    },
  };
}

type Reason = { gate: GateName; message: string };

/** max_regression: the cases of the comparison that dropped too far (see applyGate). */
function regressions(diff: Diff, maxReg: number, waived: ReadonlySet<string>): Reason[] {
  const reasons: Reason[] = [];
  for (const d of diff.cases) {
    if (waived.has(d.id)) continue;
    if (diff.comparison && d.compare) {
      const c = d.compare;
      if (c.verdict !== 'regression') continue;
      const base =
        c.basis === 'history' ? `pooled over ${plural(c.base.reports, 'report')}` : 'base';
      reasons.push({
        gate: 'max_regression',
        message: `case ${d.id} dropped ${deltaPp(pctOf(c.base), pctOf(c.head)).replace(/^[+\u2212]/, '')} (${base} ${c.base.passed}/${c.base.runs} → ${c.head.passed}/${c.head.runs}), more than the allowed ${maxReg} pp and beyond noise (q ${formatQ(c.p_adjusted)} at FDR ${diff.comparison.fdr})`,
      });
      continue;
    }
    if (d.delta_pp === null || !d.base || !d.head) continue;
    if (-d.delta_pp > maxReg)
      reasons.push({
        gate: 'max_regression',
        message: `case ${d.id} dropped ${deltaPp(d.base.pass_rate, d.head.pass_rate).replace(/^[+\u2212]/, '')} (${d.base.passed}/${d.base.runs} → ${d.head.passed}/${d.head.runs}), more than the allowed ${maxReg} pp`,
      });
  }
  return reasons;
}

/** min_pass_hat_k: the gated cases whose pass^k misses the rate, or cannot show it. */
function passHatKMisses(gated: CaseResult[], hatK: MinPassHatK): Reason[] {
  const reasons: Reason[] = [];
  for (const r of gated) {
    const e = evidenceOf(r);
    if (e.runs < hatK.k) {
      reasons.push({
        gate: 'min_pass_hat_k',
        message: `case ${r.id}: ${plural(e.runs, 'run')} gave evidence, pass^${hatK.k} needs at least ${hatK.k}`,
      });
      continue;
    }
    const v = passHatK(e.runs, e.passed, hatK.k);
    if (v < hatK.rate - 1e-12)
      reasons.push({
        gate: 'min_pass_hat_k',
        message: `case ${r.id}: pass^${hatK.k} ${pct(v)} (${runsOf(e.passed, e.runs)} passed), below ${pct(hatK.rate)}`,
      });
  }
  return reasons;
}

function pctOf(x: { passed: number; runs: number }): number {
  return x.runs === 0 ? 0 : (x.passed / x.runs) * 100;
}

/** An adjusted p-value after "q": `= 0.012`, `< 0.001`. */
function formatQ(p: number | null): string {
  if (p === null) return '= —';
  return p < 0.001 ? '< 0.001' : `= ${p.toFixed(3)}`;
}

/** The options to gate a report again with (a baseline, other inputs), from what it recorded. */
export function recordedGateOptions(
  report: Pick<Report, 'gate' | 'results'>,
): Pick<
  GateOptions,
  'threshold' | 'caseThreshold' | 'waived' | 'runtimeError' | 'minPassHatK' | 'minRuns'
> {
  const t = report.gate.thresholds;
  return {
    threshold: t.suite,
    caseThreshold: t.case,
    // Quarantined cases stay waived when the gate is applied again.
    waived: new Set(report.results.filter((r) => r.quarantined === true).map((r) => r.id)),
    // An interrupted or broken run keeps its runtime failure.
    runtimeError:
      report.gate.decided_by === 'runtime'
        ? report.gate.reasons.find((r) => r.gate === 'runtime')?.message
        : undefined,
    minPassHatK: t.min_pass_hat_k ?? null,
    ...(t.min_runs !== undefined ? { minRuns: t.min_runs } : {}),
  };
}

/** One line saying how the run ended and why, for terminals, summaries and comments. */
export function gateHeadline(gate: GateResult): string {
  if (gate.passed) return 'passed: every gate met';
  const first = gate.reasons.find((r) => r.gate === gate.decided_by) ?? gate.reasons[0];
  const label: Record<GateName, string> = {
    runtime: 'run failed',
    case_threshold: 'case threshold missed',
    suite_threshold: 'suite threshold missed',
    max_regression: 'regression over the limit',
    min_pass_hat_k: 'pass^k below its minimum',
  };
  return `failed (${label[gate.decided_by ?? first.gate]}): ${first.message}`;
}
