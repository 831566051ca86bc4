/**
 * Fisher's exact test on a 2×2 table, used to say whether a change in pass counts between the
 * base branch and this run is more than the noise a handful of runs produces: two-sided for the
 * descriptive p-value beside a transition, one-sided (the head passed less) for the regression
 * verdict (docs/statistics.md).
 */

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++)
    logFactorials[i] = logFactorials[i - 1] + Math.log(i);
  return logFactorials[n];
}

/**
 * The table's margins (first row, second row, first column), or null when a row or column is empty
 * and there is nothing to compare. Counts must be non-negative integers.
 */
function margins(
  a: number,
  b: number,
  c: number,
  d: number,
): { row1: number; row2: number; col1: number } | null {
  for (const v of [a, b, c, d]) {
    if (!Number.isInteger(v) || v < 0)
      throw new RangeError(`fisher: counts must be non-negative integers, got ${v}`);
  }
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  const n = row1 + row2;
  return row1 === 0 || row2 === 0 || col1 === 0 || col1 === n ? null : { row1, row2, col1 };
}

/** log C(n, k), the number of ways to choose k of n. */
export function logChoose(n: number, k: number): number {
  if (k < 0 || k > n) return -Infinity;
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/** log of the hypergeometric probability of `x` passes in row 1 given the margins. */
function logHypergeometric(x: number, row1: number, row2: number, col1: number): number {
  const n = row1 + row2;
  return (
    logFactorial(row1) -
    logFactorial(x) -
    logFactorial(row1 - x) +
    logFactorial(row2) -
    logFactorial(col1 - x) -
    logFactorial(row2 - col1 + x) -
    (logFactorial(n) - logFactorial(col1) - logFactorial(n - col1))
  );
}

/**
 * Two-sided Fisher's exact p-value for the table
 * ```
 *            passed  failed
 *   base       a       b
 *   head       c       d
 * ```
 * Sums the probabilities of every table with the same margins that is at most as likely as the
 * observed one (the usual "minimum likelihood" definition, as R's `fisher.test`). Returns 1 when
 * a row or column is empty (nothing to compare). Counts must be non-negative integers.
 */
export function fisherExactTwoSided(a: number, b: number, c: number, d: number): number {
  const m = margins(a, b, c, d);
  if (!m) return 1;
  const { row1, row2, col1 } = m;
  const lo = Math.max(0, col1 - row2);
  const hi = Math.min(row1, col1);
  const observed = logHypergeometric(a, row1, row2, col1);
  // Relative tolerance so tables equally likely as the observed one count despite rounding.
  const cutoff = observed + 1e-7;
  let p = 0;
  for (let x = lo; x <= hi; x++) {
    const lp = logHypergeometric(x, row1, row2, col1);
    if (lp <= cutoff) p += Math.exp(lp);
  }
  return Math.min(1, p);
}

/**
 * One-sided Fisher's exact p-value that the head passes less often than the base, for the table
 * ```
 *            passed  failed
 *   base       a       b
 *   head       c       d
 * ```
 * The probability, with the margins fixed, of a table in which the head passed `c` times or fewer
 * (R's `fisher.test(alternative = "less")` on the table with head as the first row). Returns 1 when
 * a row or column is empty (nothing to compare).
 */
export function fisherExactLower(a: number, b: number, c: number, d: number): number {
  const m = margins(a, b, c, d);
  if (!m) return 1;
  const { row1, row2, col1 } = m;
  // Head passes = col1 − x where x is the base's passes: "head c or fewer" is "base a or more".
  const hi = Math.min(row1, col1);
  let p = 0;
  for (let x = a; x <= hi; x++) p += Math.exp(logHypergeometric(x, row1, row2, col1));
  return Math.min(1, p);
}
