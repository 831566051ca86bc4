import { z } from 'zod';
import { CaseResultSchema } from './result.js';
import { UsageSchema } from './transcript.js';
import { schemaId } from './schema-id.js';
import { REPORT_SCHEMA_VERSION } from './report-version.js';
import { FaultSummarySchema } from './environment-fault.js';

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
  k: z.number().int().min(1).max(1000).describe('How many runs in a row must all pass.'),
  rate: z.number().min(0).max(1).describe('The least pass^k (0–1) each gated case had to reach.'),
});
export type MinPassHatK = z.infer<typeof MinPassHatKSchema>;

/** The outcome of the gates: what decided, in words a reviewer can act on. */
export const GateResultSchema = z
  .object({
    passed: z.boolean().describe('Every gate passed: the run succeeds.'),
    exit_code: z
      .number()
      .int()
      .min(0)
      .max(3)
      .describe(
        'The exit code the run ends with: 0 every gate passed, 1 a test failed or a gate was missed, 3 a runtime failure (interrupted, results could not be written).',
      ),
    decided_by: z
      .enum(GATES)
      .nullable()
      .describe(
        'The gate that decided a failure (the first that failed), or null when all passed.',
      ),
    reasons: z
      .array(
        z.object({
          gate: z.enum(GATES).describe('The gate that failed.'),
          message: z.string().describe('Why, in a sentence a reviewer can act on.'),
        }),
      )
      .describe('Every gate that failed, in the order the gates are checked.'),
    thresholds: z
      .object({
        suite: z
          .number()
          .min(0)
          .max(1)
          .describe('The share of cases (0–1) that had to meet their threshold (`threshold`).'),
        case: z
          .number()
          .min(0)
          .max(1)
          .describe(
            'The pass ratio (0–1) each case had to reach unless it declares its own (`case_threshold`).',
          ),
        max_regression: z
          .number()
          .nullable()
          .optional()
          .describe(
            'The most percentage points a case could lose against the baseline; null or absent: not gated.',
          ),
        min_pass_hat_k: MinPassHatKSchema.nullable()
          .optional()
          .describe(
            "The `min-pass-hat-k` gate: every case's pass^k at this k had to reach this rate; null or absent: not gated.",
          ),
        min_runs: z
          .number()
          .int()
          .positive()
          .optional()
          .describe(
            'The fewest runs giving evidence a case needed to count as a pass (or be compared).',
          ),
      })
      .describe('The thresholds the gates applied.'),
  })
  .describe('The gates: whether the run passed, which gate decided and why.');
export type GateResult = z.infer<typeof GateResultSchema>;

const count = (what: string) => z.number().int().nonnegative().describe(what);

/** Suite totals: a superset of both of Yao's summary shapes. */
export const SummarySchema = z
  .object({
    total: count("Cases in the run (Yao's field; the same as `total_cases`)."),
    total_cases: count('Cases in the run.'),
    total_runs: count('Attempts that ran (skipped ones not counted).'),
    runs_per_case: count('Runs planned per case (`runs`; adaptive runs may add more).'),
    passed: count('Cases that met their threshold.'),
    failed: count('Cases that ran and missed their threshold (errors included).'),
    errors: count('Cases that missed their threshold only through errors and timeouts.'),
    skipped: count('Cases that did not run.'),
    flaky: count('Cases some of whose runs passed and some failed.'),
    verdicts: z
      .object({
        pass: count('Cases whose verdict is `pass`.'),
        fail: count('Cases whose verdict is `fail`.'),
        flaky: count('Cases whose verdict is `flaky`.'),
        inconclusive: count('Cases whose verdict is `inconclusive`.'),
        skipped: count('Cases whose verdict is `skipped`.'),
      })
      .describe('Cases per verdict.'),
    attempts: z
      .object({
        passed: count('Attempts that passed.'),
        failed: count('Attempts whose checks failed.'),
        error: count('Attempts that errored (crash, bad output, a check that could not run).'),
        timeout: count('Attempts that timed out.'),
        skipped: count('Attempts that did not run.'),
      })
      .describe('Attempts (case × run) per status.'),
    overall_pass_rate: z
      .number()
      .min(0)
      .max(100)
      .describe("Percentage of non-skipped attempts that passed (Yao's field)."),
    case_pass_rate: z
      .number()
      .min(0)
      .max(100)
      .describe('Percentage of non-skipped cases that met their threshold.'),
    stable_cases: count('Cases every run of which passed.'),
    unstable_cases: count('Cases that ran and not every run of which passed.'),
    no_assertion_cases: z
      .number()
      .int()
      .nonnegative()
      .default(0)
      .describe(
        'Cases that assert nothing: they pass whenever the agent answers, which is rarely meant.',
      ),
    environment_faults: FaultSummarySchema.optional(),
    duration_ms: z.number().nonnegative().describe('Wall-clock time of the whole run, in ms.'),
    agent_id: z.string().optional().describe('The agent under test, when it has an id.'),
    connector: z.string().optional().describe("The model connector used (Yao's field)."),
    usage: UsageSchema.optional().describe("The agent's tokens and cost over every attempt."),
    eval_usage: UsageSchema.optional().describe(
      "The judge's and simulated users' tokens and cost over every case (the agent's stay in `usage`).",
    ),
    pass_k: z
      .object({
        pass_at_k: z
          .array(z.number().min(0).max(1))
          .describe('Mean pass@k (at least one of k runs passes) for k = 1…, index k−1.'),
        pass_hat_k: z
          .array(z.number().min(0).max(1))
          .describe('Mean pass^k (all k runs pass) for k = 1…, index k−1.'),
        cases: z
          .array(z.number().int().nonnegative())
          .describe('How many cases have runs reaching k, index k−1: the means are over those.'),
      })
      .optional()
      .describe(
        "The suite's mean pass@k and pass^k for k = 1…(most runs of a case), each over the cases whose runs reach k (docs/statistics.md).",
      ),
  })
  .describe("Totals over the run: a superset of both of Yao's summary shapes.");
export type Summary = z.infer<typeof SummarySchema>;

export const EnvironmentSchema = z
  .looseObject({
    user_id: z.string().describe("The user the agent was run as (Yao's context user)."),
    team_id: z.string().describe("The team the agent was run as (Yao's context team)."),
    locale: z.string().describe('The locale the agent was run with.'),
  })
  .describe("The context the cases ran in (the first case's; Yao's report field).");
export type Environment = z.infer<typeof EnvironmentSchema>;

export const MetadataSchema = z
  .looseObject({
    started_at: z.string().describe('When the run started (ISO 8601).'),
    completed_at: z.string().describe('When the run ended (ISO 8601).'),
    version: z.string().describe('The agentci version that ran it.'),
    git_sha: z.string().optional().describe('The commit under test, when known.'),
    shard: z
      .object({
        index: z.number().int().describe('This shard, from 1.'),
        total: z.number().int().describe('How many shards the cases were split into.'),
      })
      .optional()
      .describe('The shard of the cases this run covered (`shard: i/n`).'),
    options: z
      .record(z.string(), z.unknown())
      .default({})
      .describe('The run settings that shaped the results (runs, timeout, parallel…).'),
    interrupted: z
      .boolean()
      .optional()
      .describe('The run was stopped before every attempt finished: results cover what finished.'),
    missing_shards: z
      .array(
        z.object({
          total: z.number().int().describe('How many shards the run was split into.'),
          indexes: z.array(z.number().int()).describe('The shards that never reported, from 1.'),
        }),
      )
      .optional()
      .describe('A merged report: the shards that never reported (their cases are not in it).'),
  })
  .describe('When and how the run was made.');
export type Metadata = z.infer<typeof MetadataSchema>;

/** What the run's limiter saw of one endpoint (a model or an HTTP agent). */
export const EndpointStatsSchema = z
  .object({
    endpoint: z.string().describe('The endpoint (a model or an HTTP agent), by address.'),
    requests: count('Requests sent, retries included.'),
    rate_limited: count('Answers that said "rate limited" (429, 529, 503 with Retry-After).'),
    waited_ms: z
      .number()
      .nonnegative()
      .describe("Wall time during which calls waited on the endpoint's limit, in ms."),
    min_concurrency: count('The lowest concurrency the window came down to.'),
    max_concurrency: count("The window's ceiling (`parallel`)."),
    attempts_lost: count(
      'Attempts that could not run because this endpoint kept rate limiting them.',
    ),
  })
  .describe("What the run's limiter saw of one endpoint.");
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
export const HistorySchema = z
  .object({
    runs: z
      .array(
        z.object({
          source: z.string().describe('Where the report came from: the base branch, or this run.'),
          run_id: z.number().int().optional().describe('The workflow run that made it.'),
          run_url: z.string().optional().describe("That run's web page."),
          sha: z.string().optional().describe('The commit it tested.'),
          started_at: z.string().optional().describe('When it started (ISO 8601).'),
          current: z.boolean().optional().describe('This report itself.'),
        }),
      )
      .describe('The reports compared, oldest first; this one last when included.'),
    skipped: z
      .array(
        z.object({
          run_id: z.number().int().optional().describe('The run whose report was not read.'),
          reason: z.string().describe('Why.'),
        }),
      )
      .describe('Past runs whose report could not be fetched or read, and why.'),
    cases: z
      .array(
        z.object({
          id: z.string().describe("The case's id."),
          suite: z.string().describe("The case's suite."),
          pass_rates: z
            .array(z.number().min(0).max(100).nullable())
            .describe(
              'Pass rate (0–100) per report, as `runs`; null where the case was absent or skipped.',
            ),
          outcomes: z
            .string()
            .regex(/^[PFES-]*$/)
            .describe(
              'Status per report, one letter each: P passed, F failed, E error, S skipped, - absent.',
            ),
          ran: count('Reports in which the case ran.'),
          flaky: count('Reports in which some of its runs passed and some failed.'),
        }),
      )
      .describe('Per case: its pass rate and status in each of `runs`.'),
  })
  .describe(
    "Each case's pass-rate history over the base branch's last reports and this one (the action's `history`).",
  );
export type History = z.infer<typeof HistorySchema>;

export { REPORT_SCHEMA_VERSION } from './report-version.js';

/** The one report every renderer reads. A superset of Yao's JSON report. */
export const ReportSchema = z
  .object({
    schema_version: z
      .literal(REPORT_SCHEMA_VERSION)
      .describe("The report format's version; changes only when a field changes meaning."),
    type: z.literal('agent_test').describe("Yao's report type."),
    summary: SummarySchema,
    environment: EnvironmentSchema,
    gate: GateResultSchema,
    results: z.array(CaseResultSchema).describe('One entry per case, over all its runs.'),
    metadata: MetadataSchema,
    warnings: z
      .array(z.string())
      .default([])
      .describe('What a reader should know about the run as a whole (a sentence each).'),
    rate_limits: z
      .array(EndpointStatsSchema)
      .optional()
      .describe(
        'Per endpoint the run called through agentci (HTTP agent, models): rate limits and waits.',
      ),
    history: HistorySchema.optional(),
  })
  .describe(
    "An agentci report (report.json): every case's runs, stability, verdict and the gates' decision. A superset of Yao's JSON report.",
  )
  .meta({ $id: schemaId('report') });
export type Report = z.infer<typeof ReportSchema>;
