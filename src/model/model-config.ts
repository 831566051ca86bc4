import { z } from 'zod';
import { DurationSchema } from '../lib/units.js';

/*
 * How agentci names a model: the harness's agent model, the judge model and simulated users all
 * use this one shape (`provider: openai | anthropic | scripted`). It lives in src/model/ so the
 * config schema can validate `judge:` and `simulators:` without importing the harness.
 */

/** A scripted tool call: `arguments` as an object (serialised) or raw text (may be broken JSON). */
export const ScriptedToolCallSchema = z.strictObject({
  id: z.string().optional().describe('Tool call id (default: generated)'),
  name: z.string().min(1).describe('The tool to call'),
  arguments: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .default({})
    .describe(
      'Arguments as an object (serialised), or raw text (may be broken JSON, to test that)',
    ),
});

/** One scripted reply: a bare string is the assistant's text. */
export const ScriptedReplySchema = z.union([
  z.string(),
  z.strictObject({
    content: z.string().nullable().optional().describe("The assistant's text"),
    tool_calls: z.array(ScriptedToolCallSchema).optional().describe('Tool calls of this reply'),
    reasoning: z.string().optional().describe('Reasoning text, reported as a `reasoning` event'),
    usage: z
      .strictObject({
        input_tokens: z.number().int().nonnegative().default(0),
        output_tokens: z.number().int().nonnegative().default(0),
        cached_tokens: z.number().int().nonnegative().optional(),
      })
      .optional()
      .describe('Token usage reported for this call'),
    stop_reason: z
      .enum(['end_turn', 'tool_use', 'max_tokens', 'stop_sequence', 'refusal', 'other'])
      .optional()
      .describe('Stop reason reported for this call'),
    error: z
      .string()
      .optional()
      .describe('Makes this call fail with the message, to script provider errors'),
  }),
]);
export type ScriptedReply = z.input<typeof ScriptedReplySchema>;

/** `when` of a rule: every given field must hold. */
export const ScriptedWhenSchema = z
  .strictObject({
    contains: z
      .string()
      .optional()
      .describe("Substring of the last non-assistant message's text (user or tool)"),
    pattern: z.string().optional().describe('Regex on the same text; `(?i)` prefix allowed'),
    tool_result_of: z.string().optional().describe('The last message is the result of this tool'),
  })
  .refine(
    (w) => w.contains !== undefined || w.pattern !== undefined || w.tool_result_of !== undefined,
    {
      message: 'a rule needs at least one of contains, pattern, tool_result_of',
    },
  );

export const ScriptedRuleSchema = z.strictObject({
  when: ScriptedWhenSchema.describe('Every given field must hold; the first matching rule wins'),
  reply: ScriptedReplySchema.describe('The reply: a string is the text, or an object'),
});

/**
 * `rate_limit:` of a model or an HTTP agent: the quota a team knows it has. Calls are paced to it
 * (tokens counted from each reply's usage), so most runs never see a 429.
 */
export const RateLimitSchema = z
  .strictObject({
    requests_per_minute: z.number().positive().optional().describe('Requests per minute at most'),
    tokens_per_minute: z
      .number()
      .positive()
      .optional()
      .describe("Tokens per minute at most, counted from each reply's `usage`"),
  })
  .refine((r) => r.requests_per_minute !== undefined || r.tokens_per_minute !== undefined, {
    message: 'give requests_per_minute, tokens_per_minute or both',
  });
export type RateLimitConfig = z.output<typeof RateLimitSchema>;

const HttpModelFields = {
  model: z.string().min(1).describe("The provider's model name, e.g. `gpt-4.1-mini`"),
  base_url: z
    .url()
    .optional()
    .describe(
      "The endpoint (default: the provider's): any OpenAI-compatible server (vLLM, Ollama, LiteLLM, Azure-style deployments)",
    ),
  api_key_env: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name like OPENAI_API_KEY')
    .optional()
    .describe(
      'The NAME of the environment variable holding the API key (never the key itself); the key is masked in every output',
    ),
  headers: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      "Extra request headers, e.g. Azure's `api-key: ${AZURE_OPENAI_KEY}` (`${VAR}` from the environment; masked)",
    ),
  query: z
    .record(z.string(), z.string())
    .optional()
    .describe("Query parameters added to the endpoint URL, e.g. Azure's `api-version: 2024-06-01`"),
  stream: z.boolean().default(false).describe('Stream replies with server-sent events'),
  temperature: z.number().min(0).max(2).optional().describe('Sampling temperature'),
  max_tokens: z.number().int().positive().optional().describe('Most output tokens per call'),
  timeout: DurationSchema.optional().describe('Timeout of each call'),
  max_retries: z
    .number()
    .int()
    .min(0)
    .max(10)
    .default(3)
    .describe(
      "Retries after faults (5xx, a dropped connection, a cut SSE stream), with backoff; rate limits are retried until the attempt's deadline",
    ),
  rate_limit: RateLimitSchema.optional().describe(
    'The quota to pace calls to (one limiter per provider + base URL + model for the whole run)',
  ),
};

const ScriptedFields = {
  model: z.string().default('scripted').describe('Name shown in reports'),
  replies: z
    .array(ScriptedReplySchema)
    .min(1)
    .optional()
    .describe(
      'List mode: the replies in order, one per call (as a simulated user: its messages in order)',
    ),
  on_exhausted: z
    .enum(['repeat', 'error'])
    .default('repeat')
    .describe('List mode, after the last reply: repeat it, or fail the call'),
  rules: z
    .array(ScriptedRuleSchema)
    .optional()
    .describe(
      'Rules mode: `{when: {contains | pattern | tool_result_of}, reply}`, first match wins',
    ),
  default: ScriptedReplySchema.optional().describe('Rules mode: the reply when no rule matches'),
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
  z.strictObject({
    provider: z.literal('openai').describe('OpenAI chat-completions (or any compatible endpoint)'),
    ...HttpModelFields,
  }),
  z.strictObject({
    provider: z.literal('anthropic').describe("Anthropic's messages API"),
    ...HttpModelFields,
  }),
  z
    .strictObject({
      provider: z.literal('scripted').describe('Offline: replies written in the config'),
      ...ScriptedFields,
    })
    .refine(oneScriptedMode, { message: ONE_SCRIPTED_MODE }),
]);
export type ModelConfig = z.output<typeof ModelConfigSchema>;

/** How many more times a failed, model-judged attempt is judged when `judge.rejudge` is not set. */
export const DEFAULT_REJUDGE = 2;

/** The most times one judge question may be asked (`judge.runs`, `--judge-runs`). */
export const MAX_JUDGE_RUNS = 15;

/**
 * `judge:` in agentci.yaml: the model behind `agent` assertions, `boolean`/`numeric` evals,
 * `done_when` and the default simulated user. `runs: k` asks every question k times and reports
 * how far the answers agree.
 */
export const JudgeConfigSchema = z.strictObject({
  model: ModelConfigSchema.describe('The judge model'),
  runs: z
    .number()
    .int()
    .min(1)
    .max(MAX_JUDGE_RUNS)
    .default(1)
    .describe(
      'Ask every question k times, take the majority and report the agreement (`--judge-runs` overrides it)',
    ),
  rejudge: z
    .number()
    .int()
    .min(0)
    .max(MAX_JUDGE_RUNS)
    .optional()
    .describe(
      "A failed attempt judged by this model is judged this many more times on the same transcript (no agent call, metered by the budget): passing some of those times marks its failure as judge noise, not the agent's (docs/flake-sources.md). Default 2; 0: never. Nothing is re-asked when `runs` ≥ 2 (every verdict is kept already)",
    ),
  instructions: z
    .string()
    .optional()
    .describe('Extra instructions appended to the built-in judge prompt (house rules, language)'),
  max_transcript_chars: z
    .number()
    .int()
    .min(1000)
    .max(2_000_000)
    .optional()
    .describe('Characters of transcript the judge is shown at most (the middle is cut beyond it)'),
});
export type JudgeConfig = z.output<typeof JudgeConfigSchema>;

/**
 * `simulators: {name: {model, system?}}`: simulated users a Yao case names with
 * `simulator.use`. `system` replaces the built-in simulator prompt.
 */
export const SimulatorConfigSchema = z.strictObject({
  model: ModelConfigSchema.describe('The model playing the user'),
  system: z.string().min(1).optional().describe('Replaces the built-in simulator prompt'),
});
export type SimulatorConfig = z.output<typeof SimulatorConfigSchema>;

/** Names of `simulators:` entries; an entry named `default` replaces the judge-backed default. */
export const SimulatorNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _, . and -');
