import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-RNVOGG5F.js";

// src/lib/units.ts
var DURATION_WORDS = 'a duration like "30s", "2m30s" or "500ms", or a number of seconds';
var RATIO_WORDS = 'a ratio 0–1 or a percentage like "80%"';
var UNIT_MS = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  // U+00B5 micro sign, as Go accepts
  μs: 1e-3,
  // U+03BC Greek mu, as Go accepts
  ms: 1,
  s: 1e3,
  m: 6e4,
  h: 36e5
};
var NUMBER = String.raw`(?:\d+(?:\.\d*)?|\.\d+)`;
var UNIT = "ns|us|µs|μs|ms|s|m|h";
var BARE = new RegExp(`^${NUMBER}$`);
var COMPONENT = new RegExp(`(${NUMBER})\\s*(${UNIT})\\s*`, "gy");
var DURATION_PATTERN = new RegExp(
  String.raw`^\s*(?:${NUMBER}|(?:${NUMBER}\s*(?:${UNIT})\s*)+)\s*$`
);
var DurationSchema = external_exports.union([external_exports.number().positive(), external_exports.string().regex(DURATION_PATTERN, DURATION_WORDS)]).refine((d) => {
  try {
    return parseDuration(d) > 0;
  } catch {
    return true;
  }
}, "must be longer than 0").describe('A Go duration ("30s", "2m30s", "1h2m3s", "500ms", "300us") or a number of seconds');
var RatioSchema = external_exports.union([
  external_exports.number().min(0).max(1),
  external_exports.string().regex(/^\d+(\.\d+)?%$/, RATIO_WORDS)
]);
function parseDuration(d) {
  let ms;
  if (typeof d === "number") ms = d * 1e3;
  else {
    const s = d.trim();
    if (BARE.test(s)) ms = Number(s) * 1e3;
    else {
      ms = 0;
      COMPONENT.lastIndex = 0;
      let at = 0;
      for (let m = COMPONENT.exec(s); m; m = COMPONENT.exec(s)) {
        ms += Number(m[1]) * UNIT_MS[m[2]];
        at = COMPONENT.lastIndex;
      }
      if (at === 0 || at !== s.length) ms = Number.NaN;
    }
  }
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`not a duration: ${JSON.stringify(d)} (expected ${DURATION_WORDS})`);
  return ms > 0 ? Math.max(1, Math.round(ms)) : 0;
}
var RATIO_TEXT = /^(?:\d+(?:\.\d*)?|\.\d+)%?$/;
function parseRatio(r) {
  const s = typeof r === "number" ? "" : r.trim();
  const v = typeof r === "number" ? r : !RATIO_TEXT.test(s) ? Number.NaN : s.endsWith("%") ? Number(s.slice(0, -1)) / 100 : Number(s);
  if (!Number.isFinite(v) || v < 0 || v > 1)
    throw new Error(`not a ratio: ${JSON.stringify(r)} (expected ${RATIO_WORDS})`);
  return v;
}
function formatMs(ms) {
  if (ms < 1e3) return `${Math.round(ms)}ms`;
  if (ms < 6e4) return `${Math.round(ms / 100) / 10}s`;
  if (ms < 36e5) return `${Math.round(ms / 6e3) / 10}m`;
  return `${Math.round(ms / 36e4) / 10}h`;
}

// src/model/model-config.ts
var ScriptedToolCallSchema = external_exports.strictObject({
  id: external_exports.string().optional().describe("Tool call id (default: generated)"),
  name: external_exports.string().min(1).describe("The tool to call"),
  arguments: external_exports.union([external_exports.record(external_exports.string(), external_exports.unknown()), external_exports.string()]).default({}).describe(
    "Arguments as an object (serialised), or raw text (may be broken JSON, to test that)"
  )
});
var ScriptedReplySchema = external_exports.union([
  external_exports.string(),
  external_exports.strictObject({
    content: external_exports.string().nullable().optional().describe("The assistant's text"),
    tool_calls: external_exports.array(ScriptedToolCallSchema).optional().describe("Tool calls of this reply"),
    reasoning: external_exports.string().optional().describe("Reasoning text, reported as a `reasoning` event"),
    usage: external_exports.strictObject({
      input_tokens: external_exports.number().int().nonnegative().default(0),
      output_tokens: external_exports.number().int().nonnegative().default(0),
      cached_tokens: external_exports.number().int().nonnegative().optional()
    }).optional().describe("Token usage reported for this call"),
    stop_reason: external_exports.enum(["end_turn", "tool_use", "max_tokens", "stop_sequence", "refusal", "other"]).optional().describe("Stop reason reported for this call"),
    error: external_exports.string().optional().describe("Makes this call fail with the message, to script provider errors")
  })
]);
var ScriptedWhenSchema = external_exports.strictObject({
  contains: external_exports.string().optional().describe("Substring of the last non-assistant message's text (user or tool)"),
  pattern: external_exports.string().optional().describe("Regex on the same text; `(?i)` prefix allowed"),
  tool_result_of: external_exports.string().optional().describe("The last message is the result of this tool")
}).refine(
  (w) => w.contains !== void 0 || w.pattern !== void 0 || w.tool_result_of !== void 0,
  {
    message: "a rule needs at least one of contains, pattern, tool_result_of"
  }
);
var ScriptedRuleSchema = external_exports.strictObject({
  when: ScriptedWhenSchema.describe("Every given field must hold; the first matching rule wins"),
  reply: ScriptedReplySchema.describe("The reply: a string is the text, or an object")
});
var RateLimitSchema = external_exports.strictObject({
  requests_per_minute: external_exports.number().positive().optional().describe("Requests per minute at most"),
  tokens_per_minute: external_exports.number().positive().optional().describe("Tokens per minute at most, counted from each reply's `usage`")
}).refine((r) => r.requests_per_minute !== void 0 || r.tokens_per_minute !== void 0, {
  message: "give requests_per_minute, tokens_per_minute or both"
});
var HttpModelFields = {
  model: external_exports.string().min(1).describe("The provider's model name, e.g. `gpt-4.1-mini`"),
  base_url: external_exports.url().optional().describe(
    "The endpoint (default: the provider's): any OpenAI-compatible server (vLLM, Ollama, LiteLLM, Azure-style deployments)"
  ),
  api_key_env: external_exports.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "an environment variable name like OPENAI_API_KEY").optional().describe(
    "The NAME of the environment variable holding the API key (never the key itself); the key is masked in every output"
  ),
  headers: external_exports.record(external_exports.string(), external_exports.string()).optional().describe(
    "Extra request headers, e.g. Azure's `api-key: ${AZURE_OPENAI_KEY}` (`${VAR}` from the environment; masked)"
  ),
  query: external_exports.record(external_exports.string(), external_exports.string()).optional().describe("Query parameters added to the endpoint URL, e.g. Azure's `api-version: 2024-06-01`"),
  stream: external_exports.boolean().default(false).describe("Stream replies with server-sent events"),
  temperature: external_exports.number().min(0).max(2).optional().describe("Sampling temperature"),
  max_tokens: external_exports.number().int().positive().optional().describe("Most output tokens per call"),
  timeout: DurationSchema.optional().describe("Timeout of each call"),
  max_retries: external_exports.number().int().min(0).max(10).default(3).describe(
    "Retries after faults (5xx, a dropped connection, a cut SSE stream), with backoff; rate limits are retried until the attempt's deadline"
  ),
  rate_limit: RateLimitSchema.optional().describe(
    "The quota to pace calls to (one limiter per provider + base URL + model for the whole run)"
  )
};
var ScriptedFields = {
  model: external_exports.string().default("scripted").describe("Name shown in reports"),
  replies: external_exports.array(ScriptedReplySchema).min(1).optional().describe(
    "List mode: the replies in order, one per call (as a simulated user: its messages in order)"
  ),
  on_exhausted: external_exports.enum(["repeat", "error"]).default("repeat").describe("List mode, after the last reply: repeat it, or fail the call"),
  rules: external_exports.array(ScriptedRuleSchema).optional().describe(
    "Rules mode: `{when: {contains | pattern | tool_result_of}, reply}`, first match wins"
  ),
  default: ScriptedReplySchema.optional().describe("Rules mode: the reply when no rule matches")
};
var oneScriptedMode = (c) => c.replies === void 0 !== (c.rules === void 0);
var ONE_SCRIPTED_MODE = "a scripted model needs exactly one of `replies` (list mode) or `rules` (rules mode)";
var ScriptedConfigSchema = external_exports.strictObject(ScriptedFields).refine(oneScriptedMode, { message: ONE_SCRIPTED_MODE });
var ModelConfigSchema = external_exports.discriminatedUnion("provider", [
  external_exports.strictObject({
    provider: external_exports.literal("openai").describe("OpenAI chat-completions (or any compatible endpoint)"),
    ...HttpModelFields
  }),
  external_exports.strictObject({
    provider: external_exports.literal("anthropic").describe("Anthropic's messages API"),
    ...HttpModelFields
  }),
  external_exports.strictObject({
    provider: external_exports.literal("scripted").describe("Offline: replies written in the config"),
    ...ScriptedFields
  }).refine(oneScriptedMode, { message: ONE_SCRIPTED_MODE })
]);
var DEFAULT_REJUDGE = 2;
var MAX_JUDGE_RUNS = 15;
var JudgeConfigSchema = external_exports.strictObject({
  model: ModelConfigSchema.describe("The judge model"),
  runs: external_exports.number().int().min(1).max(MAX_JUDGE_RUNS).default(1).describe(
    "Ask every question k times, take the majority and report the agreement (`--judge-runs` overrides it)"
  ),
  rejudge: external_exports.number().int().min(0).max(MAX_JUDGE_RUNS).optional().describe(
    "A failed attempt judged by this model is judged this many more times on the same transcript (no agent call, metered by the budget): passing some of those times marks its failure as judge noise, not the agent's (docs/flake-sources.md). Default 2; 0: never. Nothing is re-asked when `runs` ≥ 2 (every verdict is kept already)"
  ),
  instructions: external_exports.string().optional().describe("Extra instructions appended to the built-in judge prompt (house rules, language)"),
  max_transcript_chars: external_exports.number().int().min(1e3).max(2e6).optional().describe("Characters of transcript the judge is shown at most (the middle is cut beyond it)")
});
var SimulatorConfigSchema = external_exports.strictObject({
  model: ModelConfigSchema.describe("The model playing the user"),
  system: external_exports.string().min(1).optional().describe("Replaces the built-in simulator prompt")
});
var SimulatorNameSchema = external_exports.string().regex(/^[A-Za-z0-9_.-]+$/, "letters, digits, _, . and -");

// src/model/message.ts
var ContentPartSchema = external_exports.looseObject({
  type: external_exports.string().describe("The part's type (`text`, `image_url`…)."),
  text: external_exports.string().optional().describe("Its text, for a text part.")
}).describe("One part of a message's content (OpenAI's content parts).");
var WireToolCallSchema = external_exports.object({
  id: external_exports.string().describe("The call's id, which the tool message answering it names."),
  type: external_exports.literal("function").default("function").describe("Always `function`."),
  function: external_exports.object({
    name: external_exports.string().describe("The tool's name."),
    arguments: external_exports.string().describe("Its arguments, as JSON text.")
  }).describe("The tool and its arguments.")
}).describe("A tool call in the OpenAI chat-completions shape.");
var RoleSchema = external_exports.enum(["system", "user", "assistant", "tool"]);
var InputToolCallSchema = external_exports.object({
  id: external_exports.string().default("").describe("The call's id."),
  type: external_exports.literal("function").default("function").describe("Always `function`."),
  function: external_exports.object({
    name: external_exports.string().default("").describe("The tool's name."),
    arguments: external_exports.union([external_exports.string(), external_exports.record(external_exports.string(), external_exports.unknown())]).default("").transform((a) => typeof a === "string" ? a : JSON.stringify(a)).describe("Its arguments: JSON text, or an object (sent as its JSON text).")
  }).describe("The tool and its arguments.")
}).describe("A tool call the assistant made earlier in the conversation.");
var InputMessageSchema = external_exports.strictObject({
  role: RoleSchema.default("user").describe("Who speaks; the user when absent."),
  content: external_exports.union([
    external_exports.string(),
    external_exports.array(ContentPartSchema),
    ContentPartSchema.transform((p) => [p]),
    external_exports.null()
  ]).describe("Text, content parts, one content part, or null."),
  name: external_exports.string().optional().describe("The speaker's name."),
  tool_calls: external_exports.array(InputToolCallSchema).optional().describe("Tool calls an assistant message made."),
  tool_call_id: external_exports.string().optional().describe("For a tool message: the id of the call it answers.")
}).describe("A chat message of the conversation given as input.");
var MessageSchema = external_exports.looseObject({
  role: RoleSchema.describe("Who speaks."),
  content: external_exports.union([external_exports.string(), external_exports.array(ContentPartSchema), external_exports.null()]).default(null).describe("Text, content parts, or null (an assistant message with only tool calls)."),
  name: external_exports.string().optional().describe("The speaker's name."),
  tool_calls: external_exports.array(WireToolCallSchema).optional().describe("Tool calls an assistant message made."),
  tool_call_id: external_exports.string().optional().describe("For a tool message: the id of the call it answers."),
  is_error: external_exports.boolean().optional().describe("For a tool message: the call failed."),
  reasoning: external_exports.string().optional().describe("The model's reasoning, when it shows it.")
}).describe(
  "A chat message (the OpenAI chat-completions shape, with `is_error` on tool messages)."
);
var CaseInputSchema = external_exports.union([
  external_exports.string(),
  InputMessageSchema,
  external_exports.array(InputMessageSchema).min(1, "a conversation needs at least one message")
]);
function inputToMessages(input) {
  if (typeof input === "string") return [{ role: "user", content: input }];
  if (Array.isArray(input)) return input.map((m) => ({ ...m }));
  return [{ ...input }];
}
function messageText(content) {
  if (content == null) return "";
  if (typeof content === "string") return content;
  return content.map((p) => typeof p.text === "string" ? p.text : "").filter((t) => t.length > 0).join("\n");
}

export {
  InputMessageSchema,
  MessageSchema,
  CaseInputSchema,
  inputToMessages,
  messageText,
  DURATION_WORDS,
  RATIO_WORDS,
  DurationSchema,
  RatioSchema,
  parseDuration,
  parseRatio,
  formatMs,
  RateLimitSchema,
  ScriptedConfigSchema,
  ModelConfigSchema,
  DEFAULT_REJUDGE,
  MAX_JUDGE_RUNS,
  JudgeConfigSchema,
  SimulatorConfigSchema,
  SimulatorNameSchema
};
//# sourceMappingURL=chunk-6ZAS4BUS.js.map
