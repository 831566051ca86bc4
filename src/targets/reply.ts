import { z } from 'zod';
import { MessageSchema, messageText, type Message } from '../model/message.js';
import {
  AgentEventSchema,
  MockCallSchema,
  type ToolCall,
  type Usage,
} from '../model/transcript.js';
import { isRateLimitStatus, retryAfterOf } from '../net/http-retry.js';
import { AttemptFailure, type AgentRateLimit, type TargetReply } from '../contracts/target.js';
import { issuesLine } from '../lib/zod-problems.js';

/*
 * What every target shares: reading an agent's structured reply `{output, messages?, tool_calls?,
 * usage?, finish_reason?}`, converting tool calls and usage from the OpenAI wire form, and turning
 * an aborted signal into the right AttemptFailure.
 */

const ArgumentsSchema = z.unknown();

/** `{name, arguments, result?}`: how agents usually report a call they made. */
const CommonToolCallSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().min(1),
  arguments: ArgumentsSchema.optional(),
  result: z.unknown().optional(),
  is_error: z.boolean().optional(),
  server: z.string().optional(),
});

/** `{id, type: "function", function: {name, arguments: "<json>"}}`: the OpenAI wire form. */
const WireToolCallInSchema = z.looseObject({
  id: z.string().optional(),
  type: z.string().optional(),
  function: z.looseObject({ name: z.string().min(1), arguments: z.unknown().optional() }),
  result: z.unknown().optional(),
  is_error: z.boolean().optional(),
});

const AnyToolCallSchema = z.union([WireToolCallInSchema, CommonToolCallSchema]);

/** Usage in our names (`input_tokens`) or OpenAI's (`prompt_tokens`, `completion_tokens`). */
const UsageInSchema = z.looseObject({
  input_tokens: z.number().nonnegative().optional(),
  output_tokens: z.number().nonnegative().optional(),
  prompt_tokens: z.number().nonnegative().optional(),
  completion_tokens: z.number().nonnegative().optional(),
  cached_tokens: z.number().nonnegative().optional(),
  cost_usd: z.number().nonnegative().optional(),
  prompt_tokens_details: z
    .looseObject({ cached_tokens: z.number().nonnegative().optional() })
    .nullish(),
});

/** The structured reply an agent may print (command), return (module) or send (http). */
export const StructuredReplySchema = z.looseObject({
  output: z.unknown(),
  messages: z.array(MessageSchema).optional(),
  tool_calls: z.array(AnyToolCallSchema).optional(),
  usage: UsageInSchema.optional(),
  finish_reason: z.string().optional(),
  mock_calls: z.array(MockCallSchema).optional(),
  events: z.array(AgentEventSchema).optional(),
  effects: z.record(z.string(), z.unknown()).optional(),
  logs: z.array(z.string()).optional(),
});

/**
 * `rate_limited` in a reply: the agent's own model call was refused for a rate limit. `true`, or
 * `{retry_after: <seconds>, endpoint: "<what refused it>"}`. Such a reply needs no `output`.
 */
const RateLimitedSchema = z.union([
  z.literal(true),
  z.strictObject({
    retry_after: z.number().nonnegative().optional(),
    endpoint: z.string().min(1).optional(),
  }),
]);

/** sysexits.h EX_TEMPFAIL ("try again later"): a command agent's exit code for a rate limit. */
export const EX_TEMPFAIL = 75;

/** The failure for an agent that reported a rate limit (the runner waits and tries again). */
export function rateLimitFailure(
  limit: AgentRateLimit,
  how: string,
  extra: { stderr?: string; exitCode?: number | null; cause?: unknown } = {},
): AttemptFailure {
  const by = limit.endpoint ? ` by ${limit.endpoint}` : '';
  return new AttemptFailure(`the agent reported it was rate limited${by} (${how})`, {
    ...extra,
    rateLimit: limit,
  });
}

/**
 * The rate limit a reply reports (`{"rate_limited": …}`), or undefined when it reports none.
 * A malformed `rate_limited` is an error naming the field, not a silent answer.
 */
export function replyRateLimit(value: unknown, where: string): AgentRateLimit | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const field = (value as Record<string, unknown>).rate_limited;
  if (field === undefined || field === false || field === null) return undefined;
  const r = RateLimitedSchema.safeParse(field);
  if (!r.success)
    throw new AttemptFailure(
      `${where}: rate_limited must be true or {retry_after: <seconds>, endpoint: "<name>"}: ${issuesLine(RateLimitedSchema, field, r.error.issues)}`,
    );
  if (r.data === true) return {};
  return {
    ...(r.data.retry_after !== undefined
      ? { retryAfterMs: Math.round(r.data.retry_after * 1000) }
      : {}),
    ...(r.data.endpoint ? { endpoint: r.data.endpoint } : {}),
  };
}

/**
 * The rate limit behind an error a module agent threw: the OpenAI and Anthropic SDKs throw errors
 * with `status` 429 (or 529) and the response `headers`, so an agent that lets them through is
 * waited out without writing anything for agentci.
 */
export function thrownRateLimit(e: unknown): AgentRateLimit | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const { status, headers } = e as { status?: unknown; headers?: unknown };
  if (typeof status !== 'number') return undefined;
  let retryAfterMs: number | undefined;
  if (headers instanceof Headers) retryAfterMs = retryAfterOf(headers);
  else if (typeof headers === 'object' && headers !== null) {
    const plain = Object.entries(headers).filter(
      (kv): kv is [string, string] => typeof kv[1] === 'string',
    );
    retryAfterMs = retryAfterOf(new Headers(plain));
  }
  if (!isRateLimitStatus(status, retryAfterMs)) return undefined;
  return retryAfterMs !== undefined ? { retryAfterMs } : {};
}

/** Parses tool-call arguments sent as a JSON string; keeps the raw string when it is not JSON. */
function parseArguments(args: unknown): unknown {
  if (typeof args !== 'string') return args;
  if (args.trim() === '') return {};
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return args;
  }
}

/** Converts one tool call in either accepted form to the judges' `ToolCall`. */
export function toToolCall(raw: z.infer<typeof AnyToolCallSchema>): ToolCall {
  if ('function' in raw && raw.function && typeof raw.function === 'object') {
    const w = raw as z.infer<typeof WireToolCallInSchema>;
    const call: ToolCall = {
      name: w.function.name,
      arguments: parseArguments(w.function.arguments),
    };
    if (w.id !== undefined) call.id = w.id;
    if (w.result !== undefined) call.result = w.result;
    if (w.is_error !== undefined) call.is_error = w.is_error;
    if (typeof w.error === 'string' && w.error !== '') call.error = w.error;
    return call;
  }
  const c = raw as z.infer<typeof CommonToolCallSchema>;
  const { id, name, arguments: args, result, is_error, server } = c;
  const call: ToolCall = { name };
  if (id !== undefined) call.id = id;
  if (args !== undefined) call.arguments = parseArguments(args);
  if (result !== undefined) call.result = result;
  if (is_error !== undefined) call.is_error = is_error;
  if (server !== undefined) call.server = server;
  // Yao's ToolCallResponse.Error: the call failed with this message (tool_result fails on it).
  if (typeof c.error === 'string' && c.error !== '') call.error = c.error;
  return call;
}

/**
 * Parses a list of tool calls in either form (common or OpenAI wire). Throws a readable Error
 * naming the first bad item.
 */
export function parseToolCalls(value: unknown, where: string): ToolCall[] {
  const r = z.array(AnyToolCallSchema).safeParse(value);
  if (!r.success) throw new Error(`${where}: ${issuesLine(undefined, value, r.error.issues)}`);
  return r.data.map(toToolCall);
}

/** Converts usage in our or OpenAI's field names; undefined when it carries no token counts. */
export function toUsage(raw: z.infer<typeof UsageInSchema>): Usage {
  const usage: Usage = {
    input_tokens: raw.input_tokens ?? raw.prompt_tokens ?? 0,
    output_tokens: raw.output_tokens ?? raw.completion_tokens ?? 0,
  };
  const cached = raw.cached_tokens ?? raw.prompt_tokens_details?.cached_tokens ?? undefined;
  if (cached !== undefined) usage.cached_tokens = cached;
  if (raw.cost_usd !== undefined) usage.cost_usd = raw.cost_usd;
  return usage;
}

/** Parses usage from an unknown value (OpenAI or our names); undefined when not an object. */
export function parseUsage(value: unknown): Usage | undefined {
  const r = UsageInSchema.safeParse(value);
  return r.success ? toUsage(r.data) : undefined;
}

/**
 * Tool calls an agent made, read from the assistant messages of its transcript, with each result
 * attached from the `tool` message answering it. Used when a reply reports messages only.
 */
export function toolCallsFromMessages(messages: Message[]): ToolCall[] {
  const calls: ToolCall[] = [];
  const byId = new Map<string, ToolCall>();
  for (const m of messages) {
    if (m.role === 'assistant' && m.tool_calls) {
      for (const w of m.tool_calls) {
        const call = toToolCall(w);
        calls.push(call);
        if (call.id) byId.set(call.id, call);
      }
    } else if (m.role === 'tool' && m.tool_call_id) {
      const call = byId.get(m.tool_call_id);
      if (call) {
        call.result = messageText(m.content);
        if (m.is_error !== undefined) call.is_error = m.is_error;
      }
    }
  }
  return calls;
}

/** True when `value` is a plain object carrying an `output` key: the structured reply shape. */
export function isStructuredReply(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.prototype.hasOwnProperty.call(value, 'output')
  );
}

/**
 * Validates and normalises a structured reply. `where` names the source in errors
 * (e.g. "stdout JSON"). Throws an AttemptFailure when a field has the wrong shape.
 */
export function normaliseStructuredReply(value: unknown, where: string): TargetReply {
  const r = StructuredReplySchema.safeParse(value);
  if (!r.success)
    throw new AttemptFailure(
      `${where} is not a valid reply: ${issuesLine(StructuredReplySchema, value, r.error.issues)}`,
    );
  const d = r.data;
  const reply: TargetReply = { output: d.output };
  if (d.messages) reply.messages = d.messages;
  if (d.tool_calls) reply.tool_calls = d.tool_calls.map(toToolCall);
  else if (d.messages) {
    const derived = toolCallsFromMessages(d.messages);
    if (derived.length > 0) reply.tool_calls = derived;
  }
  if (d.usage) reply.usage = toUsage(d.usage);
  if (d.finish_reason !== undefined) reply.finish_reason = d.finish_reason;
  if (d.mock_calls) reply.mock_calls = d.mock_calls;
  if (d.events) reply.events = d.events;
  if (d.effects) reply.effects = d.effects;
  if (d.logs) reply.logs = d.logs;
  return reply;
}

/** True when an abort reason means "the attempt ran out of time" rather than "cancelled". */
export function isTimeoutReason(reason: unknown): boolean {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    (reason as { name?: unknown }).name === 'TimeoutError'
  );
}

/** The AttemptFailure a target throws when its signal aborted. */
export function abortFailure(
  signal: AbortSignal,
  timeoutMs: number | undefined,
  extra: { stderr?: string; exitCode?: number | null } = {},
): AttemptFailure {
  if (isTimeoutReason(signal.reason)) {
    const after = timeoutMs !== undefined ? ` after ${timeoutMs} ms` : '';
    return new AttemptFailure(`timed out${after}`, {
      kind: 'timeout',
      cause: signal.reason,
      ...extra,
    });
  }
  return new AttemptFailure('cancelled', { kind: 'error', cause: signal.reason, ...extra });
}

/** The text of the last user message (what `{{input}}` means), or '' when there is none. */
export function lastUserText(messages: Message[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].role === 'user') return messageText(messages[i].content);
  }
  return '';
}

/** Shortens agent text for an error message: first `max` characters, with a visible ellipsis. */
export function excerpt(text: string, max = 200): string {
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max)}…` : t;
}

/** A byte count for people: "10 MiB", "4 KiB", "512 bytes". */
export function formatSize(bytes: number): string {
  const round = (n: number): number => Math.round(n * 100) / 100;
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MiB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}
