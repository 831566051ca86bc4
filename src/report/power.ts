import { fisherExactLower, logChoose } from './fisher.js';

/*
 * What a comparison can detect (docs/statistics.md, "What the runs can detect"). The regression
 * test is the one-sided Fisher exact test of the head's passes against the pooled base passes; a
 * case is flagged when its p-value is at most a level α. With the base counts fixed, the head's
 * test flags exactly the pass counts at or below a critical count c*, so its power against a true
 * head pass rate p is P(Binomial(n, p) ≤ c*): exact, no normal approximation, checkable by hand.
 */

/** The power the "detectable" figures are for: 80 %, the usual planning value. */
export const POWER = 0.8;
/** The drop the "runs needed" figure is for: 20 percentage points. */
export const PLANNED_DROP = 0.2;
/** The most runs per case the "runs needed" search considers. */
export const MAX_PLANNED_RUNS = 1000;

/** P(X ≤ k) for X ~ Binomial(n, p). */
export function binomialCdf(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  if (p <= 0) return 1;
  if (p >= 1) return 0;
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  let s = 0;
  for (let x = 0; x <= k; x++) s += Math.exp(logChoose(n, x) + x * lp + (n - x) * lq);
  return Math.min(1, s);
}

/**
 * The most passes of `headRuns` that the one-sided Fisher test at level `alpha` still flags
 * against `basePassed` of `baseRuns`, or −1 when no outcome is flagged (not even 0 passes). The
 * p-value grows with the head's passes, so the flagged counts are 0…c*.
 */
export function criticalPasses(
  basePassed: number,
  baseRuns: number,
  headRuns: number,
  alpha: number,
): number {
  const p = (c: number) => fisherExactLower(basePassed, baseRuns - basePassed, c, headRuns - c);
  if (headRuns <= 0 || baseRuns <= 0 || p(0) > alpha) return -1;
  let lo = 0;
  let hi = headRuns;
  // Largest c with p(c) ≤ alpha (p is non-decreasing in c).
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (p(mid) <= alpha) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The smallest drop below the base's pass rate (a ratio, 0–1) that `headRuns` runs detect with
 * probability `power` at level `alpha`, the base counts as observed; null when no drop can be
 * detected (no head outcome would be flagged). Solves P(Binomial(n, p₁) ≤ c*) = power for p₁ by
 * bisection; the drop is base rate − p₁.
 */
export function detectableDrop(o: {
  basePassed: number;
  baseRuns: number;
  headRuns: number;
  alpha: number;
  power?: number;
}): number | null {
  const power = o.power ?? POWER;
  const crit = criticalPasses(o.basePassed, o.baseRuns, o.headRuns, o.alpha);
  if (crit < 0) return null;
  const p0 = o.basePassed / o.baseRuns;
  // binomialCdf(crit, n, p) falls from 1 (p = 0) as p grows: find where it crosses `power`.
  let lo = 0;
  let hi = p0;
  if (binomialCdf(crit, o.headRuns, hi) >= power) return 0;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (binomialCdf(crit, o.headRuns, mid) >= power) lo = mid;
    else hi = mid;
  }
  return Math.max(0, p0 - lo);
}

/** The power of `n` head runs against a pooled base of `reports × n` runs at `rate`, for a drop. */
function plannedPower(rate: number, reports: number, n: number, drop: number, alpha: number) {
  const baseRuns = reports * n;
  const basePassed = Math.round(rate * baseRuns);
  const crit = criticalPasses(basePassed, baseRuns, n, alpha);
  return crit < 0 ? 0 : binomialCdf(crit, n, rate - drop);
}

/**
 * How many runs per case would detect a drop of `drop` (default 20 points) from `rate` with
 * probability `power` at level `alpha`, if every report (the `reports` pooled ones and this one)
 * ran that many: the base is then `reports × n` runs at the same rate. Null when the rate is below
 * the drop, or when more than `maxRuns` would be needed. Found by doubling n, then halving the
 * last step; whole-number counts make power not quite monotone in n, so a smaller n may now and
 * then do as well.
 */
export function runsForDrop(o: {
  rate: number;
  reports: number;
  alpha: number;
  drop?: number;
  power?: number;
  maxRuns?: number;
}): number | null {
  const drop = o.drop ?? PLANNED_DROP;
  const power = o.power ?? POWER;
  const maxRuns = o.maxRuns ?? MAX_PLANNED_RUNS;
  const reports = Math.max(1, o.reports);
  if (o.rate - drop < -1e-12) return null;
  const enough = (n: number) => plannedPower(o.rate, reports, n, drop, o.alpha) >= power;
  let hi = 1;
  while (!enough(hi)) {
    if (hi >= maxRuns) return null;
    hi = Math.min(maxRuns, hi * 2);
  }
  let lo = Math.floor(hi / 2);
  // enough(hi); lo is 0 or a count that was not enough.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (enough(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * Benjamini–Hochberg: adjusted p-values (q-values) of a family, in input order; null stays null
 * and is not part of the family. Sorted ascending, p₍ᵢ₎ becomes min over j ≥ i of m·p₍ⱼ₎/j
 * (capped at 1); rejecting the adjusted values at or below q keeps the expected share of false
 * discoveries among the rejected at or below q.
 */
export function benjaminiHochberg(ps: ReadonlyArray<number | null>): Array<number | null> {
  const idx = ps
    .map((p, i) => ({ p, i }))
    .filter((x): x is { p: number; i: number } => x.p !== null)
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const m = idx.length;
  const out: Array<number | null> = ps.map(() => null);
  let running = 1;
  for (let j = m - 1; j >= 0; j--) {
    const { p, i } = idx[j] as { p: number; i: number };
    running = Math.min(running, (m * p) / (j + 1));
    out[i] = Math.min(1, running);
  }
  return out;
}
