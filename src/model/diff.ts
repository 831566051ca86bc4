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
  cases: z.array(CaseDiffSchema),
});
export type Diff = z.infer<typeof DiffSchema>;
