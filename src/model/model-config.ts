import { z } from 'zod';
import { DurationSchema } from './units.js';

/*
 * How agentci names a model: the harness's agent model, the judge model and simulated users all
 * use this one shape (`provider: openai | anthropic | scripted`). It lives in src/model/ so the
 * config schema can validate `judge:` and `simulators:` without importing the harness.
 */

/** A scripted tool call: `arguments` as an object (serialised) or raw text (may be broken JSON). */
export const ScriptedToolCallSchema = z.strictObject({
  id: z.string().optional(),
  name: z.string().min(1),
  arguments: z.union([z.record(z.string(), z.unknown()), z.string()]).default({}),
});

/** One scripted reply: a bare string is the assistant's text. */
export const ScriptedReplySchema = z.union([
  z.string(),
  z.strictObject({
    content: z.string().nullable().optional(),
    tool_calls: z.array(ScriptedToolCallSchema).optional(),
    reasoning: z.string().optional(),
    usage: z
      .strictObject({
        input_tokens: z.number().int().nonnegative().default(0),
        output_tokens: z.number().int().nonnegative().default(0),
        cached_tokens: z.number().int().nonnegative().optional(),
      })
      .optional(),
    stop_reason: z
      .enum(['end_turn', 'tool_use', 'max_tokens', 'stop_sequence', 'refusal', 'other'])
      .optional(),
    /** Makes this call fail with the message, to script provider errors. */
    error: z.string().optional(),
  }),
]);
export type ScriptedReply = z.input<typeof ScriptedReplySchema>;

/** `when` of a rule: every given field must hold. */
export const ScriptedWhenSchema = z
  .strictObject({
    /** Substring of the last non-assistant message's text (user or tool). */
    contains: z.string().optional(),
    /** Regex on the same text; `(?i)` prefix allowed. */
    pattern: z.string().optional(),
    /** The last message is the result of this tool. */
    tool_result_of: z.string().optional(),
  })
  .refine(
    (w) => w.contains !== undefined || w.pattern !== undefined || w.tool_result_of !== undefined,
    {
      message: 'a rule needs at least one of contains, pattern, tool_result_of',
    },
  );

export const ScriptedRuleSchema = z.strictObject({
  when: ScriptedWhenSchema,
  reply: ScriptedReplySchema,
});

/**
 * `rate_limit:` of a model or an HTTP agent: the quota a team knows it has. Calls are paced to it
 * (tokens counted from each reply's usage), so most runs never see a 429.
 */
export const RateLimitSchema = z
  .strictObject({
    requests_per_minute: z.number().positive().optional(),
    tokens_per_minute: z.number().positive().optional(),
  })
  .refine((r) => r.requests_per_minute !== undefined || r.tokens_per_minute !== undefined, {
    message: 'give requests_per_minute, tokens_per_minute or both',
  });
export type RateLimitConfig = z.output<typeof RateLimitSchema>;

const HttpModelFields = {
  model: z.string().min(1),
  base_url: z.url().optional(),
  /** The NAME of the environment variable holding the key (never the key itself). */
  api_key_env: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name like OPENAI_API_KEY')
    .optional(),
  /** Extra request headers, e.g. Azure's `api-key: ${AZURE_OPENAI_KEY}` (`${VAR}` from the environment; masked). */
  headers: z.record(z.string(), z.string()).optional(),
  /** Query parameters added to the endpoint URL, e.g. Azure's `api-version: 2024-06-01`. */
  query: z.record(z.string(), z.string()).optional(),
  stream: z.boolean().default(false),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().positive().optional(),
  timeout: DurationSchema.optional(),
  /** Retries after faults (5xx, a dropped connection); rate limits are retried until the attempt's deadline. */
  max_retries: z.number().int().min(0).max(10).default(3),
  rate_limit: RateLimitSchema.optional(),
};

const ScriptedFields = {
  model: z.string().default('scripted'),
  replies: z.array(ScriptedReplySchema).min(1).optional(),
  /** List mode, after the last reply: repeat it, or fail the call. */
  on_exhausted: z.enum(['repeat', 'error']).default('repeat'),
  rules: z.array(ScriptedRuleSchema).optional(),
  default: ScriptedReplySchema.optional(),
};
const oneScriptedMode = (c: { replies?: unknown; rules?: unknown }) =>
  (c.replies === undefined) !== (c.rules === undefined);
const ONE_SCRIPTED_MODE =
  'a scripted model needs exactly one of `replies` (list mode) or `rules` (rules mode)';

/** The `scripted` provider's settings: `replies` (list mode) or `rules` (+ `default`). */
export const ScriptedConfigSchema = z
  .strictObject(ScriptedFields)
  .refine(oneScriptedMode, { message: ONE_SCRIPTED_MODE });

/** `model: {provider, model, …}`: any provider of the harness, `scripted` for offline runs. */
export const ModelConfigSchema = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('openai'), ...HttpModelFields }),
  z.strictObject({ provider: z.literal('anthropic'), ...HttpModelFields }),
  z
    .strictObject({ provider: z.literal('scripted'), ...ScriptedFields })
    .refine(oneScriptedMode, { message: ONE_SCRIPTED_MODE }),
]);
export type ModelConfig = z.output<typeof ModelConfigSchema>;

/** The most times one judge question may be asked (`judge.runs`, `--judge-runs`). */
export const MAX_JUDGE_RUNS = 15;

/**
 * `judge:` in agentci.yaml: the model behind `agent` assertions, `boolean`/`numeric` evals,
 * `done_when` and the default simulated user. `runs: k` asks every question k times and reports
 * how far the answers agree.
 */
export const JudgeConfigSchema = z.strictObject({
  model: ModelConfigSchema,
  runs: z.number().int().min(1).max(MAX_JUDGE_RUNS).default(1),
  /** Extra instructions appended to the built-in judge prompt (house rules, language). */
  instructions: z.string().optional(),
  /** Characters of transcript the judge is shown at most (the middle is cut beyond it). */
  max_transcript_chars: z.number().int().min(1000).max(2_000_000).optional(),
});
export type JudgeConfig = z.output<typeof JudgeConfigSchema>;

/**
 * `simulators: {name: {model, system?}}`: simulated users a Yao case names with
 * `simulator.use`. `system` replaces the built-in simulator prompt.
 */
export const SimulatorConfigSchema = z.strictObject({
  model: ModelConfigSchema,
  system: z.string().min(1).optional(),
});
export type SimulatorConfig = z.output<typeof SimulatorConfigSchema>;

/** Names of `simulators:` entries; an entry named `default` replaces the judge-backed default. */
export const SimulatorNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _, . and -');
