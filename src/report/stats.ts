import type { StabilityClass, Verdict } from '../model/result.js';
import { stableJson } from '../lib/json.js';

/** Wilson score interval (95% by default) for `passed` successes out of `n` trials. */
export function wilson(
  passed: number,
  n: number,
  z = 1.959963984540054,
): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = passed / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // Clamp away floating-point dust so an all-pass case reports exactly 1.
  return {
    low: passed === 0 ? 0 : Math.max(0, centre - half),
    high: passed === n ? 1 : Math.min(1, centre + half),
  };
}

/**
 * Yao's stability classes (ClassifyStability), by pass ratio alone: 100% stable, ≥80% mostly
 * stable, ≥50% unstable, else highly unstable. What Yao's report (`stability_class`) says.
 */
export function yaoStabilityClass(ratio: number): Exclude<StabilityClass, 'failing'> {
  if (ratio >= 1) return 'stable';
  if (ratio >= 0.8) return 'mostly_stable';
  if (ratio >= 0.5) return 'unstable';
  return 'highly_unstable';
}

/**
 * agentci's class of a case: Yao's, except that a case that failed every one of its runs is
 * `failing`. Its outcome never varied: calling it highly unstable would send a reader looking for
 * randomness in a case that is simply broken (or whose agent never started).
 */
export function stabilityClass(passed: number, runs: number): StabilityClass {
  if (runs > 0 && passed === 0) return 'failing';
  return yaoStabilityClass(runs === 0 ? 0 : passed / runs);
}

/**
 * The statistical verdict (DESIGN §4): all runs agree → pass/fail; otherwise the Wilson interval
 * decides when it lies wholly on one side of the threshold, and `flaky` when it straddles it.
 */
export function verdictFor(passed: number, n: number, threshold: number): Verdict {
  if (n === 0) return 'skipped';
  if (passed === n) return 'pass';
  if (passed === 0) return 'fail';
  const { low, high } = wilson(passed, n);
  if (low >= threshold) return 'pass';
  if (high < threshold) return 'fail';
  return 'flaky';
}

/** Canonical text of an output for consistency: JSON with sorted keys, whitespace collapsed. */
export function normaliseOutput(output: unknown): string {
  if (typeof output === 'string') return output.trim().replace(/\s+/g, ' ');
  return stableJson(output);
}

/** Share of outputs equal to the most common one (1 = identical every run; 1 for no runs). */
export function consistency(outputs: readonly unknown[]): number {
  if (outputs.length === 0) return 1;
  const counts = new Map<string, number>();
  let best = 0;
  for (const o of outputs) {
    const k = normaliseOutput(o);
    const c = (counts.get(k) ?? 0) + 1;
    counts.set(k, c);
    if (c > best) best = c;
  }
  return best / outputs.length;
}

/** avg/min/max and population standard deviation of durations in ms. */
export function durationStats(ms: readonly number[]): {
  avg: number;
  min: number;
  max: number;
  stddev: number;
  total: number;
} {
  if (ms.length === 0) return { avg: 0, min: 0, max: 0, stddev: 0, total: 0 };
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const d of ms) {
    total += d;
    if (d < min) min = d;
    if (d > max) max = d;
  }
  const avg = total / ms.length;
  let sq = 0;
  for (const d of ms) sq += (d - avg) ** 2;
  return { avg, min, max, stddev: Math.sqrt(sq / ms.length), total };
}

/** Rounds to `digits` decimals (reports show one or two). */
export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
