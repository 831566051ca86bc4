import { z } from 'zod';
import { CaseResultSchema } from './result.js';
import { UsageSchema } from './transcript.js';

export const GATES = [
  'suite_threshold',
  'case_threshold',
  'max_regression',
  'min_pass_hat_k',
  'runtime',
] as const;
export type GateName = (typeof GATES)[number];

/**
 * `min-pass-hat-k: {k: 3, rate: 0.9}`: every gated case's pass^k (all k of k runs pass) at this k
 * must be at least `rate`. The config key `min_pass_hat_k`, the action input `min-pass-hat-k`.
 */
export const MinPassHatKSchema = z.strictObject({
  k: z.number().int().min(1).max(1000),
  rate: z.number().min(0).max(1),
});
export type MinPassHatK = z.infer<typeof MinPassHatKSchema>;

/** The outcome of the gates: what decided, in words a reviewer can act on. */
export const GateResultSchema = z.object({
  passed: z.boolean(),
  exit_code: z.number().int().min(0).max(3),
  /** The gate that decided a failure (the first that failed), or null when all passed. */
  decided_by: z.enum(GATES).nullable(),
  reasons: z.array(z.object({ gate: z.enum(GATES), message: z.string() })),
  thresholds: z.object({
    suite: z.number().min(0).max(1),
    case: z.number().min(0).max(1),
    max_regression: z.number().nullable().optional(),
    /** The `min-pass-hat-k` gate: every case's pass^k at this k must reach this rate. */
    min_pass_hat_k: MinPassHatKSchema.nullable().optional(),
    /** Fewest runs giving evidence a case needs to count as a pass (or be compared). */
    min_runs: z.number().int().positive().optional(),
  }),
});
export type GateResult = z.infer<typeof GateResultSchema>;

/** Suite totals: a superset of both of Yao's summary shapes. */
export const SummarySchema = z.object({
  total: z.number().int().nonnegative(),
  total_cases: z.number().int().nonnegative(),
  total_runs: z.number().int().nonnegative(),
  runs_per_case: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  flaky: z.number().int().nonnegative(),
  verdicts: z.object({
    pass: z.number().int().nonnegative(),
    fail: z.number().int().nonnegative(),
    flaky: z.number().int().nonnegative(),
    inconclusive: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
  }),
  attempts: z.object({
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    error: z.number().int().nonnegative(),
    timeout: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
  }),
  /** Percentage of non-skipped attempts that passed (Yao's field). */
  overall_pass_rate: z.number().min(0).max(100),
  /** Percentage of non-skipped cases that met their threshold. */
  case_pass_rate: z.number().min(0).max(100),
  stable_cases: z.number().int().nonnegative(),
  unstable_cases: z.number().int().nonnegative(),
  /** Cases that assert nothing: they pass whenever the agent answers, which is rarely meant. */
  no_assertion_cases: z.number().int().nonnegative().default(0),
  duration_ms: z.number().nonnegative(),
  agent_id: z.string().optional(),
  connector: z.string().optional(),
  usage: UsageSchema.optional(),
  /** The judge's and simulated users' usage over every case (agent usage stays in `usage`). */
  eval_usage: UsageSchema.optional(),
  /**
   * The suite's mean pass@k and pass^k for k = 1…(most runs of a case), index k−1: at each k the
   * mean over the `cases[k−1]` cases whose runs reach k (src/report/pass-k.ts).
   */
  pass_k: z
    .object({
      pass_at_k: z.array(z.number().min(0).max(1)),
      pass_hat_k: z.array(z.number().min(0).max(1)),
      cases: z.array(z.number().int().nonnegative()),
    })
    .optional(),
});
export type Summary = z.infer<typeof SummarySchema>;

export const EnvironmentSchema = z.looseObject({
  user_id: z.string(),
  team_id: z.string(),
  locale: z.string(),
});
export type Environment = z.infer<typeof EnvironmentSchema>;

export const MetadataSchema = z.looseObject({
  started_at: z.string(),
  completed_at: z.string(),
  version: z.string(),
  git_sha: z.string().optional(),
  shard: z.object({ index: z.number().int(), total: z.number().int() }).optional(),
  options: z.record(z.string(), z.unknown()).default({}),
  interrupted: z.boolean().optional(),
  /** A merged report: the shards that never reported (their cases are not in it). */
  missing_shards: z
    .array(z.object({ total: z.number().int(), indexes: z.array(z.number().int()) }))
    .optional(),
});
export type Metadata = z.infer<typeof MetadataSchema>;

/** What the run's limiter saw of one endpoint (a model or an HTTP agent). */
export const EndpointStatsSchema = z.object({
  endpoint: z.string(),
  /** Requests sent, retries included. */
  requests: z.number().int().nonnegative(),
  /** Answers that said "rate limited" (429, 529, 503 with Retry-After). */
  rate_limited: z.number().int().nonnegative(),
  /** Wall time during which calls waited on the endpoint's limit. */
  waited_ms: z.number().nonnegative(),
  /** The lowest concurrency the window came down to, and its ceiling (--parallel). */
  min_concurrency: z.number().int().nonnegative(),
  max_concurrency: z.number().int().nonnegative(),
  /** Attempts that could not run because this endpoint kept rate limiting them. */
  attempts_lost: z.number().int().nonnegative(),
});
export type EndpointStats = z.infer<typeof EndpointStatsSchema>;

/** One case in one report of the history, as read back: null where it was absent. */
export type HistoryPoint = {
  pass_rate: number;
  status: 'passed' | 'failed' | 'error' | 'skipped';
} | null;

/**
 * Pass-rate history across past base-branch reports and this one (src/report/history.ts): `runs`
 * oldest first, the current run last when it is included; each case's `points` line up with `runs`.
 */
export const HistorySchema = z.object({
  runs: z.array(
    z.object({
      source: z.string(),
      run_id: z.number().int().optional(),
      run_url: z.string().optional(),
      sha: z.string().optional(),
      started_at: z.string().optional(),
      /** This report itself. */
      current: z.boolean().optional(),
    }),
  ),
  /** Past runs whose report could not be fetched or read, and why. */
  skipped: z.array(z.object({ run_id: z.number().int().optional(), reason: z.string() })),
  cases: z.array(
    z.object({
      id: z.string(),
      suite: z.string(),
      /** Pass rate (0–100) per report; null where the case was absent or skipped. */
      pass_rates: z.array(z.number().min(0).max(100).nullable()),
      /**
       * Status per report, one letter each (kept this small: a suite of thousands of cases carries
       * one per run): P passed, F failed, E error, S skipped, - absent.
       */
      outcomes: z.string().regex(/^[PFES-]*$/),
      /** Points in which the case ran, and in which some runs passed and some failed. */
      ran: z.number().int().nonnegative(),
      flaky: z.number().int().nonnegative(),
    }),
  ),
});
export type History = z.infer<typeof HistorySchema>;

export const REPORT_SCHEMA_VERSION = 1;

/** The one report every renderer reads. A superset of Yao's JSON report. */
export const ReportSchema = z.object({
  schema_version: z.literal(REPORT_SCHEMA_VERSION),
  type: z.literal('agent_test'),
  summary: SummarySchema,
  environment: EnvironmentSchema,
  gate: GateResultSchema,
  results: z.array(CaseResultSchema),
  metadata: MetadataSchema,
  warnings: z.array(z.string()).default([]),
  /** Per endpoint the run called through agentci (HTTP agent, models): rate limits and waits. */
  rate_limits: z.array(EndpointStatsSchema).optional(),
  /** Pass-rate history of each case over the base branch's last reports (the action's `history`). */
  history: HistorySchema.optional(),
});
export type Report = z.infer<typeof ReportSchema>;
