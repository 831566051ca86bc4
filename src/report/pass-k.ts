import { round } from './stats.js';

/*
 * pass@k and pass^k: what a case's runs say about k tries of the agent (docs/statistics.md).
 * With n runs of which c passed, drawing k of the n runs without replacement:
 * - pass@k = 1 − C(n−c, k) / C(n, k): at least one of the k passed (the chance that k tries find a
 *   passing answer; Chen et al. 2021's unbiased estimator);
 * - pass^k = C(c, k) / C(n, k): all k passed (τ-bench's reliability measure: the chance the agent
 *   gets it right k times in a row).
 * Both are unbiased estimates of 1 − (1−p)^k and p^k for the case's true pass rate p, defined for
 * k = 1…n; pass@1 = pass^1 = c/n.
 */

/** C(a, k) / C(n, k) as a product of k ratios (exact for the small counts of a case's runs). */
function chooseRatio(a: number, n: number, k: number): number {
  if (k > a) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r *= (a - i) / (n - i);
  return r;
}

function checkArgs(n: number, c: number, k: number): void {
  if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k))
    throw new RangeError(`pass@k: n, c and k must be whole numbers, got ${n}, ${c}, ${k}`);
  if (c < 0 || c > n || k < 1 || k > n)
    throw new RangeError(`pass@k: needs 0 ≤ c ≤ n and 1 ≤ k ≤ n, got n=${n} c=${c} k=${k}`);
}

/** pass@k = 1 − C(n−c, k) / C(n, k): at least one of k runs drawn from the n passed. */
export function passAtK(n: number, c: number, k: number): number {
  checkArgs(n, c, k);
  return 1 - chooseRatio(n - c, n, k);
}

/** pass^k = C(c, k) / C(n, k): every one of k runs drawn from the n passed. */
export function passHatK(n: number, c: number, k: number): number {
  checkArgs(n, c, k);
  return chooseRatio(c, n, k);
}

/** pass@k and pass^k for k = 1…n (index k−1), rounded to 4 decimals; empty when n is 0. */
export function passKSeries(n: number, c: number): { pass_at_k: number[]; pass_hat_k: number[] } {
  const at: number[] = [];
  const hat: number[] = [];
  for (let k = 1; k <= n; k++) {
    at.push(round(passAtK(n, c, k), 4));
    hat.push(round(passHatK(n, c, k), 4));
  }
  return { pass_at_k: at, pass_hat_k: hat };
}

/**
 * The suite's means for k = 1…(most runs of a case): at each k the mean over the cases whose runs
 * reach k (a case with 3 runs says nothing about pass^5), rounded to 4 decimals. `cases[k−1]`
 * counts them.
 */
export function suitePassK(
  series: ReadonlyArray<{ pass_at_k?: readonly number[]; pass_hat_k?: readonly number[] }>,
): { pass_at_k: number[]; pass_hat_k: number[]; cases: number[] } {
  const most = Math.max(0, ...series.map((s) => s.pass_hat_k?.length ?? 0));
  const at: number[] = [];
  const hat: number[] = [];
  const cases: number[] = [];
  for (let k = 1; k <= most; k++) {
    let sumAt = 0;
    let sumHat = 0;
    let n = 0;
    for (const s of series) {
      const h = s.pass_hat_k?.[k - 1];
      const a = s.pass_at_k?.[k - 1];
      if (h === undefined || a === undefined) continue;
      sumAt += a;
      sumHat += h;
      n++;
    }
    at.push(round(sumAt / n, 4));
    hat.push(round(sumHat / n, 4));
    cases.push(n);
  }
  return { pass_at_k: at, pass_hat_k: hat, cases };
}
