import { deltaPp, ratioPercent } from '../lib/number-format.js';
import type { Diff } from '../model/diff.js';
import type { GateName, GateResult, Report } from '../model/report.js';
import type { CaseResult } from '../model/result.js';

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
}

// Every percentage and delta reads as in every output (lib/number-format.ts).
const pct = ratioPercent;
const counts = (r: CaseResult) => `${r.passed}/${r.runs}`;

/**
 * Decides the run. Three gates, checked in this order (the first that fails "decides"):
 * - case_threshold: a case that declares its own `threshold` is a hard requirement and fails
 *   the run when missed, whatever the suite threshold allows;
 * - suite_threshold: the share of cases meeting their threshold must reach `threshold`
 *   (default 1.0, so by default every case must pass);
 * - max_regression: no case may lose more than `maxRegressionPp` points against the baseline.
 */
export function applyGate(report: Pick<Report, 'results'>, opts: GateOptions): GateResult {
  const reasons: { gate: GateName; message: string }[] = [];
  const waived = opts.waived ?? new Set<string>();
  const gated = report.results.filter((r) => r.status !== 'skipped' && !waived.has(r.id));

  if (opts.runtimeError) reasons.push({ gate: 'runtime', message: opts.runtimeError });

  const hard = gated.filter((r) => r.status !== 'passed' && r.threshold_declared === true);
  for (const r of hard)
    reasons.push({
      gate: 'case_threshold',
      message: `case ${r.id} passed ${counts(r)} runs (${pct(r.passed / Math.max(1, r.runs))}), below its own threshold ${pct(r.threshold)}`,
    });

  const passing = gated.filter((r) => r.status === 'passed').length;
  const share = gated.length === 0 ? 1 : passing / gated.length;
  if (share < opts.threshold) {
    const failing = gated.filter((r) => r.status !== 'passed');
    const named = failing
      .slice(0, 5)
      .map((r) => `${r.id} (${counts(r)})`)
      .join(', ');
    const more = failing.length > 5 ? ` and ${failing.length - 5} more` : '';
    reasons.push({
      gate: 'suite_threshold',
      message: `${passing} of ${gated.length} cases met their threshold (${pct(share)}), the suite needs ${pct(opts.threshold)}; failing: ${named}${more}`,
    });
  }

  const maxReg = opts.maxRegressionPp;
  if (maxReg != null && opts.diff) {
    for (const d of opts.diff.cases) {
      if (waived.has(d.id) || d.delta_pp === null || !d.base || !d.head) continue;
      if (-d.delta_pp > maxReg)
        reasons.push({
          gate: 'max_regression',
          message: `case ${d.id} dropped ${deltaPp(d.base.pass_rate, d.head.pass_rate).replace(/^[+\u2212]/, '')} (${d.base.passed}/${d.base.runs} → ${d.head.passed}/${d.head.runs}), more than the allowed ${maxReg} pp`,
        });
    }
  }

  const order: GateName[] = ['runtime', 'case_threshold', 'suite_threshold', 'max_regression'];
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
    },
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
  };
  return `failed (${label[gate.decided_by ?? first.gate]}): ${first.message}`;
}
