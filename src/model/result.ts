import { z } from 'zod';
import { TranscriptSchema, UsageSchema } from './transcript.js';
import { MatrixCellSchema } from './matrix-cell.js';
import { AttemptFaultSchema } from './environment-fault.js';

const count = (what: string) => z.number().int().nonnegative().describe(what);

/** One assertion or eval, judged on one attempt. */
export const CheckSchema = z
  .object({
    label: z.string().describe('A short human label, e.g. `contains "Paris"` or the eval\'s name.'),
    type: z
      .string()
      .describe('The assertion or eval type (`contains`, `tool_called`, `boolean`…).'),
    passed: z.boolean().describe('The check held.'),
    expected: z.unknown().optional().describe('What the check expected.'),
    actual: z.unknown().optional().describe('What it found.'),
    message: z
      .string()
      .optional()
      .describe('What a person should read when it failed (or why it passed, for judges).'),
    error: z
      .string()
      .optional()
      .describe(
        'Set when the check could not be evaluated (script threw, judge unusable): the attempt errors.',
      ),
    negate: z.boolean().optional().describe('The assertion was negated (`not: true`).'),
    line: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "The line of the assertion or eval in the suite file, when it is not the case's own line (a skilltest eval).",
      ),
    score: z.number().optional().describe('The score, for scored checks (numeric evals, judges).'),
    detail: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        "The verdict in skilltest's report shape (`EvalDetail`), set on skilltest evals that were scored.",
      ),
    judge: z
      .object({
        runs: z.number().int().positive().describe('How many times the judge was asked.'),
        agreement: z
          .number()
          .min(0)
          .max(1)
          .describe('The share of runs agreeing with the majority (1 = unanimous).'),
        unusable: z
          .number()
          .int()
          .nonnegative()
          .optional()
          .describe('Runs whose reply could not be used.'),
        verdicts: z.array(z.boolean()).optional().describe("Each run's verdict."),
        scores: z.array(z.number()).optional().describe("Each run's score."),
      })
      .optional()
      .describe(
        'How the judge model answered when it was asked more than once (`judge.runs`), so a flaky judge is told apart from a flaky agent.',
      ),
  })
  .describe('One assertion or eval, judged on one attempt.');
export type Check = z.infer<typeof CheckSchema>;

/** Why an attempt did not give evidence about the agent (see AttemptResult.cause). */
export const ATTEMPT_CAUSES = [
  'rate_limited',
  'environment_fault',
  'not_started',
  'budget',
] as const;
export type AttemptCause = (typeof ATTEMPT_CAUSES)[number];

export const ATTEMPT_STATUSES = ['passed', 'failed', 'error', 'timeout', 'skipped'] as const;
export const AttemptStatusSchema = z.enum(ATTEMPT_STATUSES);
export type AttemptStatus = z.infer<typeof AttemptStatusSchema>;

/** One run of one case. Field names follow Yao's `run_details[]` and JSONL `result` lines. */
export const AttemptResultSchema = z
  .object({
    id: z.string().describe("The case's id."),
    suite: z.string().describe("The case's suite."),
    run: z.number().int().positive().describe('Which run of the case, from 1.'),
    status: AttemptStatusSchema.describe(
      'passed: every check held; failed: one did not; error: the agent crashed, exited non-zero, printed undeclared output or a check could not run; timeout: no answer in time; skipped: did not run.',
    ),
    started_at: z.string().optional().describe('When the attempt started (ISO 8601).'),
    duration_ms: z.number().nonnegative().describe("The agent's time on the attempt, in ms."),
    output: z.unknown().optional().describe("The agent's final answer."),
    error: z.string().optional().describe('Why the attempt errored or timed out.'),
    checks: z.array(CheckSchema).default([]).describe('Every assertion and eval, judged.'),
    reward: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .describe('A score from 0 to 1, when the case is scored (thinkingbox).'),
    usage: UsageSchema.optional().describe("The agent's tokens and cost."),
    eval_usage: UsageSchema.optional().describe(
      "What the judge model and simulated users spent on this attempt, kept apart from the agent's `usage`.",
    ),
    transcript: TranscriptSchema.optional(),
    cause: z
      .enum(ATTEMPT_CAUSES)
      .optional()
      .describe(
        "Why an attempt could not run, when that was not the agent's doing: `rate_limited` (an `error`) = its deadline came while an endpoint (`rate_limited_by`) was still rate limiting it; `environment_fault` (an `error`) = its deadline came while the agent's model provider was still failing it otherwise (overloaded, a server error, no connection: `environment_faults`); `not_started` (an `error`) = the agent's process could not be started; `budget` (`skipped`) = the run's max-cost / max-tokens was spent. Rate-limited, faulted and unstarted attempts still count in the case's pass rate; comparisons with the base branch leave them all out.",
      ),
    rate_limited_by: z.string().optional().describe('The endpoint that kept rate limiting it.'),
    rejudged: z
      .object({
        verdicts: z
          .array(z.boolean())
          .describe('Whether each judging again passed every check, in order.'),
      })
      .optional()
      .describe(
        'A failed attempt whose transcript was judged again (`judge.rejudge` times, no agent call) to tell judge noise from a real failure.',
      ),
    environment_faults: z
      .array(AttemptFaultSchema)
      .optional()
      .describe(
        'Provider faults the agent failed with (matched in its stderr, error or error output, docs/environment-faults.md): each such try was waited out and the agent asked again, never graded.',
      ),
    limit_wait_ms: z
      .number()
      .nonnegative()
      .optional()
      .describe(
        "Time the attempt's calls waited on rate limits, in ms; not part of `duration_ms`.",
      ),
  })
  .describe("One run of one case (Yao's `run_details[]`).");
export type AttemptResult = z.infer<typeof AttemptResultSchema>;

/** One step of a run's trajectory: a tool call by name and (parsed) arguments. */
export const TrajectoryStepSchema = z
  .object({
    name: z.string().describe("The tool's name."),
    arguments: z.unknown().optional().describe('Its arguments, parsed.'),
  })
  .describe('A tool call by name and arguments.');
export type TrajectoryStep = z.infer<typeof TrajectoryStepSchema>;

const runNumbers = (what: string) => z.array(z.number().int().positive()).describe(what);

/** Who made a run fail, when its runs disagree (src/report/flaky-why.ts, docs/flake-sources.md). */
export const FLAKE_SOURCES = ['judge', 'simulated_user', 'agent', 'environment'] as const;
export type FlakeSource = (typeof FLAKE_SOURCES)[number];
const FlakeSourceSchema = z
  .enum(FLAKE_SOURCES)
  .describe(
    "`judge`: the same transcript was judged both ways; `simulated_user`: the runs first part at a simulated-user turn; `agent`: same inputs, other agent steps; `environment`: a provider fault, a timeout or a crash of the agent's process, not a wrong answer.",
  );

/** The source of a case's flakiness: one label per failing run, and the case's label. */
export const FlakeAttributionSchema = z
  .object({
    label: z
      .enum([...FLAKE_SOURCES, 'mixed'])
      .describe('The source of every failing run, or `mixed` when they differ (see `shares`).'),
    shares: z
      .partialRecord(FlakeSourceSchema, z.number().min(0).max(1))
      .describe('The share of failing runs per source (0–1; only the sources seen).'),
    runs: z
      .array(
        z.object({
          run: z.number().int().positive().describe('The failing run.'),
          source: FlakeSourceSchema,
          evidence: z
            .string()
            .describe(
              'Why, in a sentence (code spans in backticks hold names and values, no other backtick).',
            ),
        }),
      )
      .describe('Each failing run, the source it is put down to, and the evidence.'),
    summary: z
      .string()
      .describe(
        'One line: the label (with shares when mixed) and the first evidence; backticks only around code spans.',
      ),
  })
  .describe(
    "Whose doing a flaky case's failures are: the judge, the simulated user, the agent or the environment, per failing run and for the case.",
  );
export type FlakeAttribution = z.infer<typeof FlakeAttributionSchema>;

/**
 * Why a case whose runs disagree flakes (src/report/flaky-why.ts): what separates its failing runs
 * from its passing ones, found by comparing them (no model call).
 */
export const FlakyWhySchema = z
  .object({
    passing_runs: runNumbers('The runs that passed.'),
    failing_runs: runNumbers('The runs that did not.'),
    summary: z
      .string()
      .describe(
        'One line for the PR comment; code spans in backticks hold names and values (no other backtick).',
      ),
    divergence: z
      .array(
        z.object({
          runs: runNumbers('The failing runs that part at this step.'),
          step: z
            .number()
            .int()
            .positive()
            .describe('1-based index of the tool call where they part.'),
          kind: z
            .enum(['missing_call', 'extra_call', 'other_call', 'other_arguments'])
            .describe('How they part: a call missing, one more, another tool, other arguments.'),
          passing_run: z.number().int().positive().describe('The passing run compared with.'),
          passing: TrajectoryStepSchema.optional().describe(
            'What the passing run did at that step.',
          ),
          failing: TrajectoryStepSchema.optional().describe('What the failing runs did there.'),
          text: z.string().describe('The same, in a sentence.'),
        }),
      )
      .describe(
        "Where the failing runs' tool calls first part from the closest passing run's, per group of runs.",
      ),
    failing_checks: z
      .array(
        z.object({
          label: z.string().describe("The check's label."),
          runs: runNumbers('The failing runs in which it failed.'),
          message: z.string().optional().describe('Its message.'),
          passed_in_passing_runs: z.boolean().describe('Every passing run passed it.'),
        }),
      )
      .describe('Checks that failed in failing runs, with whether every passing run passed them.'),
    errors: z
      .array(
        z.object({
          run: z.number().int().positive().describe('The run.'),
          status: z.string().describe('`error` or `timeout`.'),
          message: z.string().describe('Why.'),
        }),
      )
      .describe('Failing runs that errored or timed out instead of failing a check.'),
    output_diff: z
      .object({
        passing_run: z.number().int().positive().describe('The passing run.'),
        failing_run: z.number().int().positive().describe('The failing run.'),
        lines: z.array(z.string()).describe('The diff, `-` passing, `+` failing.'),
        truncated: z.boolean().describe('The diff was cut short.'),
      })
      .optional()
      .describe("A short line diff of one passing and one failing run's output."),
    source: FlakeAttributionSchema.optional(),
  })
  .describe(
    'Why a case whose runs disagree flakes: what separates its failing runs from its passing ones, found by comparing them (no model call).',
  );
export type FlakyWhy = z.infer<typeof FlakyWhySchema>;

export const STABILITY_CLASSES = [
  'stable',
  'mostly_stable',
  'unstable',
  'highly_unstable',
  'failing',
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
export const CaseResultSchema = z
  .object({
    id: z.string().describe("The case's id, unique in its suite."),
    suite: z.string().describe('The suite file it comes from, relative to the working folder.'),
    file: z.string().describe('The file the case is in.'),
    line: z.number().int().positive().describe('Its line in that file.'),
    format: z.string().describe('Its test format (`yao-jsonl`, `skilltest`, `thinkingbox`…).'),
    tags: z.array(z.string()).default([]).describe("The case's tags."),
    status: z
      .enum(CASE_STATUSES)
      .describe(
        'passed: met its threshold; failed: missed it; error: missed it only through errors and timeouts; skipped: did not run.',
      ),
    verdict: z
      .enum(VERDICTS)
      .describe(
        'All runs agree: pass or fail; else the Wilson interval decides when it lies wholly above (pass) or below (fail) the threshold, and flaky when it straddles it; inconclusive when adaptive runs reached their maximum.',
      ),
    flaky: z.boolean().describe('Some runs passed and some failed.'),
    input: z.unknown().optional().describe("The case's input."),
    expected: z.unknown().optional().describe('What the case expects, when it says.'),
    output: z.unknown().optional().describe("The first attempt's output (Yao's single-run field)."),
    error: z.string().optional().describe('The first error, when an attempt errored.'),
    skip_reason: z.string().optional().describe('Why the case was skipped.'),
    runs: count('Attempts that ran.'),
    passed: count('Attempts that passed.'),
    failed: count('Attempts whose checks failed.'),
    errors: count('Attempts that errored.'),
    timeouts: count('Attempts that timed out.'),
    skipped: count('Attempts that did not run.'),
    pass_rate: z
      .number()
      .min(0)
      .max(100)
      .describe(
        'Percentage 0–100 over every non-skipped attempt; errors and timeouts count as failures.',
      ),
    interval: z
      .object({
        low: z.number().describe('Lower bound.'),
        high: z.number().describe('Upper bound.'),
      })
      .describe('Wilson 95% interval of the pass ratio, 0–1.'),
    consistency: z
      .number()
      .min(0)
      .max(1)
      .describe('Share of runs whose normalised output equals the most common one.'),
    stable: z.boolean().describe('Every run passed.'),
    class: z
      .enum(STABILITY_CLASSES)
      .describe(
        "Yao's stability class by pass rate (100% stable, ≥80% mostly_stable, ≥50% unstable, else highly_unstable), except failing: every run failed (a consistent failure, not an unstable case). Yao's report format keeps Yao's class in stability_class.",
      ),
    threshold: z
      .number()
      .min(0)
      .max(1)
      .describe('The minimum pass ratio (0–1) this case had to reach.'),
    threshold_declared: z
      .boolean()
      .optional()
      .describe('The case declared its own threshold: then it is a hard gate of its own.'),
    matrix: MatrixCellSchema.optional().describe(
      "skilltest's platform × model cell of this case (`-p`/`-m`), and the case's own name.",
    ),
    duration_ms: z.number().nonnegative().describe('Total time of its attempts, in ms.'),
    avg_duration_ms: z.number().nonnegative().describe('Mean attempt time, in ms.'),
    min_duration_ms: z.number().nonnegative().describe('Shortest attempt, in ms.'),
    max_duration_ms: z.number().nonnegative().describe('Longest attempt, in ms.'),
    std_deviation_ms: z
      .number()
      .nonnegative()
      .describe('Population standard deviation of the attempt times, in ms.'),
    usage: UsageSchema.optional().describe("The agent's tokens and cost over the runs."),
    eval_usage: UsageSchema.optional().describe(
      "The judge's and simulated users' usage over the runs (`run_details[].eval_usage` summed).",
    ),
    runs_reason: z
      .string()
      .optional()
      .describe('Why the runner used this many runs (adaptive runs say more).'),
    quarantined: z
      .boolean()
      .optional()
      .describe('Listed in the quarantine file (and not expired): run and reported, never gates.'),
    quarantine: z
      .object({
        reason: z.string().describe('Why.'),
        expires: z.string().describe('Until when (a date).'),
      })
      .optional()
      .describe('Why it is quarantined and until when (from the quarantine file).'),
    flaky_why: FlakyWhySchema.optional(),
    fingerprint: z
      .string()
      .optional()
      .describe(
        "The case's definition as a hash (input, checks, mocks, simulator, options, canonicalised): a base report's runs under another fingerprint are not compared with this one's.",
      ),
    pass_at_k: z
      .array(z.number().min(0).max(1))
      .optional()
      .describe(
        'pass@k (at least one of k runs passed) for k = 1…n, index k−1, from the runs that gave evidence.',
      ),
    pass_hat_k: z
      .array(z.number().min(0).max(1))
      .optional()
      .describe(
        'pass^k (all k runs passed) for k = 1…n, index k−1, from the runs that gave evidence.',
      ),
    run_details: z.array(AttemptResultSchema).describe('Every attempt, in run order.'),
  })
  .describe(
    "One case over all its runs: a superset of Yao's stability result (`pass_rate` is a percentage, as in Yao's report).",
  );
export type CaseResult = z.infer<typeof CaseResultSchema>;
