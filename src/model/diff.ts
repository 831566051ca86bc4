import { z } from 'zod';

export const TRANSITIONS = [
  'new_failure',
  'fixed',
  'newly_flaky',
  'stabilised',
  'regressed',
  'improved',
  'added',
  'removed',
  'unchanged',
] as const;
export type Transition = (typeof TRANSITIONS)[number];

const CountsSchema = z.object({
  passed: z.number().int().nonnegative(),
  runs: z.number().int().nonnegative(),
  pass_rate: z.number(),
  status: z.string(),
  verdict: z.string(),
  avg_duration_ms: z.number().optional(),
  cost_usd: z.number().optional(),
});

/**
 * The regression verdict of a case against the base branch (src/report/pooled-baseline.ts,
 * docs/statistics.md):
 * - `regression`: its pass rate is significantly below the pooled base rate (one-sided Fisher exact,
 *   Benjamini–Hochberg across the run's compared cases) and dropped by more than `max-regression`;
 * - `no_regression`: compared, and not a regression (the drop, if any, looks like noise);
 * - `not_enough_runs`: fewer runs gave evidence than `min-runs` (on this run, or in the base);
 * - `redefined`: the base ran it under another definition (fingerprint): not compared;
 * - `new`: the base never ran it: only its threshold judges it;
 * - `removed`: the base ran it, this run did not;
 * - `skipped`: skipped on purpose (a `skip` field, a filter) in this run.
 */
export const COMPARE_VERDICTS = [
  'regression',
  'no_regression',
  'not_enough_runs',
  'redefined',
  'new',
  'removed',
  'skipped',
] as const;
export type CompareVerdict = (typeof COMPARE_VERDICTS)[number];

/** What the base counts came from: pooled history, the single base report, or nothing (threshold). */
export const COMPARE_BASES = ['history', 'base', 'threshold'] as const;
export type CompareBasis = (typeof COMPARE_BASES)[number];

/** Attempts that gave no evidence about the agent, by why (src/report/evidence.ts). */
export const LostSchema = z.object({
  rate_limited: z.number().int().nonnegative(),
  /** Still failing with a provider fault other than a rate limit at the deadline. */
  environment_fault: z.number().int().nonnegative().default(0),
  budget: z.number().int().nonnegative(),
  not_started: z.number().int().nonnegative(),
  shard_missing: z.number().int().nonnegative(),
});
export type Lost = z.infer<typeof LostSchema>;

/** One case against the pooled base: counts, the test, and what the runs could detect. */
export const CaseCompareSchema = z.object({
  verdict: z.enum(COMPARE_VERDICTS),
  basis: z.enum(COMPARE_BASES),
  /** Pooled base runs that gave evidence under this run's definition, and the reports they span. */
  base: z.object({
    passed: z.number().int().nonnegative(),
    runs: z.number().int().nonnegative(),
    reports: z.number().int().nonnegative(),
  }),
  /** This run's runs that gave evidence. */
  head: z.object({
    passed: z.number().int().nonnegative(),
    runs: z.number().int().nonnegative(),
  }),
  /** Attempts left out of both counts: lost to the environment, on each side. */
  lost: z.object({ base: LostSchema, head: LostSchema }),
  /** Base runs left out because the case was defined otherwise then. */
  other_definition_runs: z.number().int().nonnegative(),
  /** Pooled base pass rate − this run's, in percentage points (positive = dropped). */
  drop_pp: z.number().nullable(),
  /** One-sided Fisher exact p-value that this run passes less often than the pooled base. */
  p_value: z.number().nullable(),
  /** The p-value adjusted by Benjamini–Hochberg over the run's compared cases (its q-value). */
  p_adjusted: z.number().nullable(),
  /** Smallest drop (pp) these run counts detect with 80 % power at the lone-case level q/m. */
  detectable_drop_pp: z.number().nullable(),
  /** Runs per case that would detect a 20-point drop from the pooled rate (null: none up to 1000). */
  runs_for_drop: z.number().int().nullable(),
  /** With `not_enough_runs`: the side that had too few runs of evidence. */
  short_of_runs: z.enum(['head', 'base']).optional(),
  /** Why the verdict is what it is, when the numbers alone do not say (fallbacks, losses). */
  note: z.string().optional(),
  /**
   * Set when the drop was significant but every failing run of this run was judge noise or an
   * environment fault (src/report/flaky-why.ts): why it is not a regression.
   */
  noise: z.string().optional(),
});
export type CaseCompare = z.infer<typeof CaseCompareSchema>;

/** The comparison of the whole run: settings, counts, what the runs can detect, staleness. */
export const ComparisonSchema = z.object({
  /** Benjamini–Hochberg false discovery rate (`fdr`). */
  fdr: z.number(),
  /** Smallest drop (pp) that counts as a regression; 0 when `max-regression` is none. */
  max_regression_pp: z.number(),
  /** `min-runs`: fewest runs with evidence, per side, for a case to be compared. */
  min_runs: z.number().int().positive(),
  /** Cases tested (the Benjamini–Hochberg family), and the level a lone regression must reach (fdr/m). */
  compared: z.number().int().nonnegative(),
  alpha: z.number().nullable(),
  counts: z.record(z.enum(COMPARE_VERDICTS), z.number().int().nonnegative()),
  /** The `not_enough_runs` cases by the side that was short: this run's, or the base's. */
  short_of_runs: z.object({
    head: z.number().int().nonnegative(),
    base: z.number().int().nonnegative(),
  }),
  basis: z.record(z.enum(COMPARE_BASES), z.number().int().nonnegative()),
  /** Reports of the base branch the pool could draw on (the base report included). */
  reports: z.number().int().nonnegative(),
  lost: z.object({ base: LostSchema, head: LostSchema }),
  /** Cases whose drop was significant but whose failures were all judge noise or the environment's. */
  noise: z.number().int().nonnegative().optional(),
  /** The run's detection power, summarised (medians over compared cases). */
  power: z.object({
    runs_per_case: z.number().nullable(),
    detectable_drop_pp: z.number().nullable(),
    drop_pp: z.number(),
    runs_for_drop: z.number().nullable(),
    power: z.number(),
    /** Compared cases whose drop no run count up to 1000 detects, or that never could drop 20 pp. */
    undetectable: z.number().int().nonnegative(),
  }),
  /** Base reports named as stale (too old, or another major report schema), and why. */
  stale: z.array(z.object({ source: z.string(), reason: z.string(), pooled: z.boolean() })),
  /** The agent under test, when it differs from the base's (still compared: a PR changes the agent). */
  agent: z.object({ base: z.string(), head: z.string() }).optional(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

/** One case compared between the base branch's report and this run's. */
export const CaseDiffSchema = z.object({
  id: z.string(),
  suite: z.string(),
  base: CountsSchema.nullable(),
  head: CountsSchema.nullable(),
  transition: z.enum(TRANSITIONS),
  /** Change in pass rate, percentage points (head − base). */
  delta_pp: z.number().nullable(),
  /** Two-sided Fisher's exact test p-value of base vs head pass counts. */
  p_value: z.number().nullable(),
  duration_delta_ms: z.number().nullable(),
  cost_delta_usd: z.number().nullable(),
  /** The regression verdict against the pooled base branch (absent in diffs written before it). */
  compare: CaseCompareSchema.optional(),
});
export type CaseDiff = z.infer<typeof CaseDiffSchema>;

export const DiffSchema = z.object({
  base: z.object({
    source: z.string(),
    run_id: z.number().optional(),
    run_url: z.string().optional(),
    sha: z.string().optional(),
    completed_at: z.string().optional(),
  }),
  summary: z.object({
    base_pass_rate: z.number(),
    head_pass_rate: z.number(),
    delta_pp: z.number(),
    base_total: z.number().int(),
    head_total: z.number().int(),
    base_passed: z.number().int(),
    head_passed: z.number().int(),
    base_failed: z.number().int(),
    head_failed: z.number().int(),
    base_flaky: z.number().int(),
    head_flaky: z.number().int(),
    transitions: z.record(z.string(), z.number().int()),
  }),
  /** The pooled regression verdicts (absent in diffs written before them). */
  comparison: ComparisonSchema.optional(),
  cases: z.array(CaseDiffSchema),
});
export type Diff = z.infer<typeof DiffSchema>;

/** How a run is compared with its base: the regression verdicts' settings. */
export interface CompareOptions {
  /** Benjamini–Hochberg level (default 0.1). */
  fdr?: number;
  /** Drops at or below this many points are never regressions; null/absent = any drop. */
  maxRegressionPp?: number | null;
  /** Days after which a base report is stale (default 14). */
  staleAfterDays?: number;
}
