import type { CaseDiff, CaseResult, Diff, Report, Transition } from '../model/index.js';
import { TRANSITIONS } from '../model/index.js';
import { fisherExactTwoSided } from './fisher.js';

/** Where the baseline report came from (shown in the comment and kept in diff.json). */
export interface BaselineSource {
  /** `artifact`, `file:<path>`, … a short human label. */
  source: string;
  run_id?: number;
  run_url?: string;
  sha?: string;
  completed_at?: string;
}

/**
 * The shape of one side of a case, from its pass counts alone (thresholds do not enter, so the
 * transition means the same for every case):
 * - `skipped`: the case did not run (skipped, or no attempts);
 * - `pass`: every attempt passed;
 * - `fail`: no attempt passed (errors and timeouts are failures);
 * - `mixed`: some attempts passed and some did not.
 */
type Shape = 'skipped' | 'pass' | 'fail' | 'mixed';

interface Side {
  passed: number;
  /** Attempts that ran (skipped attempts excluded); errors and timeouts count. */
  runs: number;
  shape: Shape;
  result: CaseResult;
}

function side(r: CaseResult): Side {
  // `runs` counts attempts that ran (skipped ones excluded, errors and timeouts included).
  const runs = Math.max(r.runs, r.passed);
  const skipped = r.status === 'skipped' || r.verdict === 'skipped' || runs === 0;
  const shape: Shape = skipped
    ? 'skipped'
    : r.passed === runs
      ? 'pass'
      : r.passed === 0
        ? 'fail'
        : 'mixed';
  return { passed: skipped ? 0 : r.passed, runs: skipped ? 0 : runs, shape, result: r };
}

/**
 * The transition of one case from base to head. Checked in this order; the first that applies wins:
 *
 * | transition    | base                          | head                                   |
 * |---------------|-------------------------------|----------------------------------------|
 * | `added`       | absent or skipped             | ran                                    |
 * | `removed`     | ran                           | absent or skipped                      |
 * | `unchanged`   | absent or skipped             | absent or skipped                      |
 * | `new_failure` | every attempt passed          | no attempt passed                      |
 * | `fixed`       | no attempt passed             | every attempt passed                   |
 * | `newly_flaky` | every attempt passed          | some passed, some failed               |
 * | `stabilised`  | some passed, some failed      | every attempt passed                   |
 * | `regressed`   | some passed (mixed)           | lower pass rate (mixed, or none passed)|
 * | `improved`    | some failed (mixed or none passed) | higher pass rate (mixed)          |
 * | `unchanged`   | same shape and same pass rate (all pass, all fail, or equal mixed rates) |
 *
 * Pass rates compare as ratios, so 2/3 → 4/6 is unchanged. Significance is not part of the
 * transition: the p-value beside it says how much to trust it.
 */
export function classifyTransition(base: Side | null, head: Side | null): Transition {
  const baseRan = base !== null && base.shape !== 'skipped';
  const headRan = head !== null && head.shape !== 'skipped';
  if (!baseRan && headRan) return 'added';
  if (baseRan && !headRan) return 'removed';
  if (!baseRan || !headRan || base === null || head === null) return 'unchanged';
  const b = base.shape;
  const h = head.shape;
  if (b === 'pass' && h === 'fail') return 'new_failure';
  if (b === 'fail' && h === 'pass') return 'fixed';
  if (b === 'pass' && h === 'mixed') return 'newly_flaky';
  if (b === 'mixed' && h === 'pass') return 'stabilised';
  if (b === h && b !== 'mixed') return 'unchanged';
  // Cross-multiplied so equal ratios with different run counts compare exactly.
  const cmp = head.passed * base.runs - base.passed * head.runs;
  if (cmp < 0) return 'regressed';
  if (cmp > 0) return 'improved';
  return 'unchanged';
}

function counts(s: Side): NonNullable<CaseDiff['base']> {
  const r = s.result;
  return {
    passed: s.passed,
    runs: s.runs,
    pass_rate: r.pass_rate,
    status: r.status,
    verdict: r.verdict,
    avg_duration_ms: r.avg_duration_ms,
    ...(r.usage?.cost_usd !== undefined ? { cost_usd: r.usage.cost_usd } : {}),
  };
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function key(r: CaseResult): string {
  return `${r.suite}\u0000${r.id}`;
}

/**
 * Pairs base and head cases: first by suite and id, then, for what is left, by id alone when it is
 * unique on both sides (a suite file that moved keeps its history).
 */
function pairCases(
  base: CaseResult[],
  head: CaseResult[],
): Array<[CaseResult | null, CaseResult | null]> {
  const baseByKey = new Map(base.map((r) => [key(r), r]));
  const pairs: Array<[CaseResult | null, CaseResult | null]> = [];
  const usedBase = new Set<CaseResult>();
  const unmatchedHead: number[] = [];
  for (const h of head) {
    const b = baseByKey.get(key(h));
    if (b && !usedBase.has(b)) {
      usedBase.add(b);
      pairs.push([b, h]);
    } else {
      unmatchedHead.push(pairs.length);
      pairs.push([null, h]);
    }
  }
  const leftBase = base.filter((b) => !usedBase.has(b));
  const countIds = (rs: CaseResult[]): Map<string, number> => {
    const m = new Map<string, number>();
    for (const r of rs) m.set(r.id, (m.get(r.id) ?? 0) + 1);
    return m;
  };
  const baseIds = countIds(leftBase);
  const headIds = countIds(unmatchedHead.map((i) => pairs[i][1] as CaseResult));
  for (const i of unmatchedHead) {
    const h = pairs[i][1] as CaseResult;
    if (baseIds.get(h.id) !== 1 || headIds.get(h.id) !== 1) continue;
    const b = leftBase.find((r) => r.id === h.id && !usedBase.has(r));
    if (b) {
      usedBase.add(b);
      pairs[i] = [b, h];
    }
  }
  for (const b of base) if (!usedBase.has(b)) pairs.push([b, null]);
  return pairs;
}

/** Compares one case's two sides. */
export function compareCase(
  baseResult: CaseResult | null,
  headResult: CaseResult | null,
): CaseDiff {
  const ref = (headResult ?? baseResult) as CaseResult;
  const b = baseResult ? side(baseResult) : null;
  const h = headResult ? side(headResult) : null;
  const transition = classifyTransition(b, h);
  const bothRan = b !== null && h !== null && b.shape !== 'skipped' && h.shape !== 'skipped';
  const baseCost = baseResult?.usage?.cost_usd;
  const headCost = headResult?.usage?.cost_usd;
  return {
    id: ref.id,
    suite: ref.suite,
    base: b ? counts(b) : null,
    head: h ? counts(h) : null,
    transition,
    delta_pp: bothRan ? round(h.result.pass_rate - b.result.pass_rate, 4) : null,
    p_value: bothRan
      ? fisherExactTwoSided(b.passed, b.runs - b.passed, h.passed, h.runs - h.passed)
      : null,
    duration_delta_ms: bothRan
      ? round(h.result.avg_duration_ms - b.result.avg_duration_ms, 3)
      : null,
    cost_delta_usd:
      bothRan && baseCost !== undefined && headCost !== undefined
        ? round(headCost - baseCost, 8)
        : null,
  };
}

/**
 * Compares a head report with the baseline report (pure). Cases are paired by suite and id (then
 * by a unique id), listed in head order with removed cases last. Summary rates are the attempt-level
 * `overall_pass_rate` percentages; `delta_pp` is head − base in percentage points.
 */
export function compareReports(base: Report, head: Report, source: BaselineSource): Diff {
  const cases = pairCases(base.results, head.results).map(([b, h]) => compareCase(b, h));
  const transitions: Record<string, number> = {};
  for (const t of TRANSITIONS) transitions[t] = 0;
  for (const c of cases) transitions[c.transition] += 1;
  const bs = base.summary;
  const hs = head.summary;
  return {
    base: {
      source: source.source,
      ...(source.run_id !== undefined ? { run_id: source.run_id } : {}),
      ...(source.run_url !== undefined ? { run_url: source.run_url } : {}),
      ...((source.sha ?? base.metadata.git_sha) !== undefined
        ? { sha: source.sha ?? base.metadata.git_sha }
        : {}),
      completed_at: source.completed_at ?? base.metadata.completed_at,
    },
    summary: {
      base_pass_rate: bs.overall_pass_rate,
      head_pass_rate: hs.overall_pass_rate,
      delta_pp: round(hs.overall_pass_rate - bs.overall_pass_rate, 4),
      base_total: bs.total,
      head_total: hs.total,
      base_passed: bs.passed,
      head_passed: hs.passed,
      base_failed: bs.failed,
      head_failed: hs.failed,
      base_flaky: bs.flaky,
      head_flaky: hs.flaky,
      transitions,
    },
    cases,
  };
}

/** True when any case changed (anything but `unchanged`): what `comment: changes` posts on. */
export function hasChanges(diff: Diff): boolean {
  return diff.cases.some((c) => c.transition !== 'unchanged');
}

/** The largest drop in a case's pass rate, in percentage points (0 when nothing dropped). */
export function largestRegressionPp(diff: Diff): number {
  let worst = 0;
  for (const c of diff.cases) if (c.delta_pp !== null && -c.delta_pp > worst) worst = -c.delta_pp;
  return worst;
}
