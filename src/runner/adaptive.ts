import { plural } from '../lib/number-format.js';
import type { AdaptivePlan } from '../model/run-settings.js';
import { DEFAULT_MIN_RUNS } from '../report/evidence.js';
import { wilson } from '../report/stats.js';

/** `--runs auto`: every case runs `minRuns` times, borderline ones get `batch` more at a time. */
export type { AdaptivePlan } from '../model/run-settings.js';

export const DEFAULT_ADAPTIVE: AdaptivePlan = {
  minRuns: DEFAULT_MIN_RUNS,
  maxRuns: 10,
  batch: DEFAULT_MIN_RUNS,
};

/** Whether the evidence so far leaves the verdict open: runs disagree and the interval straddles. */
export function borderline(passed: number, n: number, threshold: number): boolean {
  if (n === 0 || passed === 0 || passed === n) return false;
  const { low, high } = wilson(passed, n);
  return low < threshold && high >= threshold;
}

/** How many more runs a case gets now (0 = its verdict is clear or it reached maxRuns). */
export function nextBatch(
  passed: number,
  n: number,
  threshold: number,
  plan: AdaptivePlan,
): number {
  if (!borderline(passed, n, threshold)) return 0;
  return Math.max(0, Math.min(plan.batch, plan.maxRuns - n));
}

/** Why a case used the runs it used, for the report. */
export function runsReason(
  passed: number,
  n: number,
  threshold: number,
  plan: AdaptivePlan,
): string {
  if (n === 0) return 'not run';
  if (passed === 0 || passed === n)
    return n <= plan.minRuns
      ? `all ${plural(n, 'run')} agreed after the minimum of ${plan.minRuns}`
      : `all ${plural(n, 'run')} agreed`;
  const { low, high } = wilson(passed, n);
  const iv = `[${(low * 100).toFixed(1)}%, ${(high * 100).toFixed(1)}%]`;
  const th = `${(threshold * 100).toFixed(0)}%`;
  if (!borderline(passed, n, threshold))
    return `verdict clear after ${plural(n, 'run')}: the 95% interval ${iv} lies ${low >= threshold ? 'above' : 'below'} the threshold ${th}`;
  return `stopped at the maximum of ${plural(plan.maxRuns, 'run')} with the 95% interval ${iv} still straddling the threshold ${th}: inconclusive`;
}
