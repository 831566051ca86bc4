import { z } from 'zod';
import { TranscriptSchema, UsageSchema } from './transcript.js';
import { MatrixCellSchema } from './case.js';

/** One assertion or eval, judged on one attempt. */
export const CheckSchema = z.object({
  /** A short human label, e.g. `contains "Paris"` or the eval's name. */
  label: z.string(),
  type: z.string(),
  passed: z.boolean(),
  expected: z.unknown().optional(),
  actual: z.unknown().optional(),
  /** What a person should read when it failed (or why it passed, for judges). */
  message: z.string().optional(),
  /** Set when the check could not be evaluated (script threw, judge unusable): the attempt errors. */
  error: z.string().optional(),
  negate: z.boolean().optional(),
  /**
   * The line of the assertion or eval in the suite file, when it is not the case's own line (a
   * skilltest eval): where an annotation of this check's failure points.
   */
  line: z.number().int().positive().optional(),
  score: z.number().optional(),
  /**
   * The verdict in skilltest's report shape (`EvalDetail`: `{kind: boolean, value, expected}`,
   * `{kind: numeric, value, threshold, comparator}`, `{kind: calls, count, times, negated}`), set
   * on skilltest evals that were scored.
   */
  detail: z.record(z.string(), z.unknown()).optional(),
  /**
   * How the judge model answered when it was asked more than once (`judge.runs`): `agreement` is
   * the share of runs agreeing with the majority (1 = unanimous), so a flaky judge is told apart
   * from a flaky agent. `unusable` counts runs whose reply could not be used.
   */
  judge: z
    .object({
      runs: z.number().int().positive(),
      agreement: z.number().min(0).max(1),
      unusable: z.number().int().nonnegative().optional(),
      verdicts: z.array(z.boolean()).optional(),
      scores: z.array(z.number()).optional(),
    })
    .optional(),
});
export type Check = z.infer<typeof CheckSchema>;

/** Why an attempt did not give evidence about the agent (see AttemptResult.cause). */
export const ATTEMPT_CAUSES = ['rate_limited', 'not_started', 'budget'] as const;
export type AttemptCause = (typeof ATTEMPT_CAUSES)[number];

export const ATTEMPT_STATUSES = ['passed', 'failed', 'error', 'timeout', 'skipped'] as const;
export const AttemptStatusSchema = z.enum(ATTEMPT_STATUSES);
export type AttemptStatus = z.infer<typeof AttemptStatusSchema>;

/** One run of one case. Field names follow Yao's `run_details[]` and JSONL `result` lines. */
export const AttemptResultSchema = z.object({
  id: z.string(),
  suite: z.string(),
  run: z.number().int().positive(),
  status: AttemptStatusSchema,
  started_at: z.string().optional(),
  duration_ms: z.number().nonnegative(),
  output: z.unknown().optional(),
  error: z.string().optional(),
  checks: z.array(CheckSchema).default([]),
  reward: z.number().min(0).max(1).optional(),
  usage: UsageSchema.optional(),
  /**
   * What the judge model and simulated users spent on this attempt (every `agent` assertion,
   * boolean/numeric eval, `done_when`, `text_yesno` and simulated-user call). Kept apart from
   * `usage`, which stays the agent's own.
   */
  eval_usage: UsageSchema.optional(),
  transcript: TranscriptSchema.optional(),
  /**
   * Why an attempt could not run, when that was not the agent's doing: `rate_limited` (an `error`)
   * = its deadline came while an endpoint (`rate_limited_by`) was still rate limiting it;
   * `not_started` (an `error`) = the agent's process could not be started (command not found,
   * permission denied); `budget` (`skipped`) = the run's `max-cost` / `max-tokens` was spent. A
   * rate-limited or unstarted attempt stays in the case's pass rate like every error; comparisons
   * with the base branch leave all three out (src/report/evidence.ts).
   */
  cause: z.enum(ATTEMPT_CAUSES).optional(),
  rate_limited_by: z.string().optional(),
  /** Time the attempt's calls waited on rate limits; not part of `duration_ms` (the agent's work). */
  limit_wait_ms: z.number().nonnegative().optional(),
});
export type AttemptResult = z.infer<typeof AttemptResultSchema>;

/** One step of a run's trajectory: a tool call by name and (parsed) arguments. */
export const TrajectoryStepSchema = z.object({
  name: z.string(),
  arguments: z.unknown().optional(),
});
export type TrajectoryStep = z.infer<typeof TrajectoryStepSchema>;

/**
 * Why a case whose runs disagree flakes (src/report/flaky-why.ts): what separates its failing runs
 * from its passing ones, found by comparing them (no model call).
 */
export const FlakyWhySchema = z.object({
  passing_runs: z.array(z.number().int().positive()),
  failing_runs: z.array(z.number().int().positive()),
  /** One line for the PR comment; code spans in backticks hold names and values (no other backtick). */
  summary: z.string(),
  /** Where the failing runs' tool calls first part from the closest passing run's, per group of runs. */
  divergence: z.array(
    z.object({
      runs: z.array(z.number().int().positive()),
      /** 1-based index of the tool call where they part. */
      step: z.number().int().positive(),
      kind: z.enum(['missing_call', 'extra_call', 'other_call', 'other_arguments']),
      /** The passing run compared with, and what it did at that step. */
      passing_run: z.number().int().positive(),
      passing: TrajectoryStepSchema.optional(),
      failing: TrajectoryStepSchema.optional(),
      text: z.string(),
    }),
  ),
  /** Checks that failed in failing runs, with whether every passing run passed them. */
  failing_checks: z.array(
    z.object({
      label: z.string(),
      runs: z.array(z.number().int().positive()),
      message: z.string().optional(),
      passed_in_passing_runs: z.boolean(),
    }),
  ),
  /** Failing runs that errored or timed out instead of failing a check. */
  errors: z.array(
    z.object({ run: z.number().int().positive(), status: z.string(), message: z.string() }),
  ),
  /** A short line diff of one passing and one failing run's output (`-` passing, `+` failing). */
  output_diff: z
    .object({
      passing_run: z.number().int().positive(),
      failing_run: z.number().int().positive(),
      lines: z.array(z.string()),
      truncated: z.boolean(),
    })
    .optional(),
});
export type FlakyWhy = z.infer<typeof FlakyWhySchema>;

export const STABILITY_CLASSES = [
  'stable',
  'mostly_stable',
  'unstable',
  'highly_unstable',
] as const;
export type StabilityClass = (typeof STABILITY_CLASSES)[number];
export const VERDICTS = ['pass', 'fail', 'flaky', 'inconclusive', 'skipped'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const CASE_STATUSES = ['passed', 'failed', 'error', 'skipped'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/**
 * One case over all its runs. A superset of Yao's stability result: `pass_rate` is a percentage
 * (0–100) as in Yao's report, so `jq '.results | all(.pass_rate >= 80)'` keeps working.
 */
export const CaseResultSchema = z.object({
  id: z.string(),
  suite: z.string(),
  file: z.string(),
  line: z.number().int().positive(),
  format: z.string(),
  tags: z.array(z.string()).default([]),
  /** passed = met its threshold; error = missed it and only through errors/timeouts. */
  status: z.enum(CASE_STATUSES),
  verdict: z.enum(VERDICTS),
  /** Some runs passed and some failed. */
  flaky: z.boolean(),
  input: z.unknown().optional(),
  expected: z.unknown().optional(),
  /** The first attempt's output (Yao's single-run field). */
  output: z.unknown().optional(),
  error: z.string().optional(),
  skip_reason: z.string().optional(),
  runs: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  timeouts: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  /** Percentage 0–100 over every non-skipped attempt; errors and timeouts count as failures. */
  pass_rate: z.number().min(0).max(100),
  /** Wilson 95% interval of the pass ratio, 0–1. */
  interval: z.object({ low: z.number(), high: z.number() }),
  consistency: z.number().min(0).max(1),
  stable: z.boolean(),
  class: z.enum(STABILITY_CLASSES),
  /** The minimum pass ratio (0–1) this case had to reach. */
  threshold: z.number().min(0).max(1),
  /** The case declared its own threshold: then it is a hard gate of its own. */
  threshold_declared: z.boolean().optional(),
  /** skilltest's platform × model cell of this case (`-p`/`-m`), and the case's own name. */
  matrix: MatrixCellSchema.optional(),
  duration_ms: z.number().nonnegative(),
  avg_duration_ms: z.number().nonnegative(),
  min_duration_ms: z.number().nonnegative(),
  max_duration_ms: z.number().nonnegative(),
  std_deviation_ms: z.number().nonnegative(),
  usage: UsageSchema.optional(),
  /** The judge's and simulated users' usage over the runs (`run_details[].eval_usage` summed). */
  eval_usage: UsageSchema.optional(),
  /** Why the runner used this many runs (adaptive runs say more). */
  runs_reason: z.string().optional(),
  /** Listed in the quarantine file (and not expired): run and reported, never gates. */
  quarantined: z.boolean().optional(),
  /** Why it is quarantined and until when (from the quarantine file). */
  quarantine: z.object({ reason: z.string(), expires: z.string() }).optional(),
  /** Some runs passed and some did not: what separates them (src/report/flaky-why.ts). */
  flaky_why: FlakyWhySchema.optional(),
  /**
   * The case's definition as a hash (src/report/fingerprint.ts): its input, checks, mocks,
   * simulator and options, canonicalised. A base report's runs of the case under another
   * fingerprint are not compared with this one's.
   */
  fingerprint: z.string().optional(),
  /**
   * pass@k (at least one of k runs passed) and pass^k (all k passed) for k = 1…n, index k−1, from
   * the n runs that gave evidence (src/report/pass-k.ts).
   */
  pass_at_k: z.array(z.number().min(0).max(1)).optional(),
  pass_hat_k: z.array(z.number().min(0).max(1)).optional(),
  run_details: z.array(AttemptResultSchema),
});
export type CaseResult = z.infer<typeof CaseResultSchema>;
