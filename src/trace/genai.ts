import { TOOL_ARGUMENTS, TOOL_RESULT } from '../model/genai-attributes.js';
import type { SpanRole } from '../model/trace.js';
import type { Usage } from '../model/transcript.js';

/*
 * What an agent's spans say it did, read with the two conventions agent frameworks use:
 *
 * - OpenTelemetry's GenAI semantic conventions: `gen_ai.operation.name` = `execute_tool` (a tool
 *   call: `gen_ai.tool.name`, `gen_ai.tool.call.id`, `gen_ai.tool.call.arguments`,
 *   `gen_ai.tool.call.result`), `chat` / `text_completion` / `generate_content` / `embeddings` (a
 *   model call: `gen_ai.request.model`, `gen_ai.response.model`, `gen_ai.usage.input_tokens`,
 *   `gen_ai.usage.output_tokens`, `gen_ai.usage.cache_read.input_tokens`), `invoke_agent` /
 *   `create_agent` (an agent).
 * - OpenInference: `openinference.span.kind` = `TOOL` (`tool.name`, `input.value`, `output.value`),
 *   `LLM` / `EMBEDDING` (`llm.model_name`, `llm.token_count.prompt`, `llm.token_count.completion`,
 *   `llm.token_count.prompt_details.cache_read`), `AGENT`.
 *
 * - LangSmith's OpenTelemetry export (LangChain, LangGraph): `execute_tool` spans named after the
 *   tool, its inputs in `gen_ai.prompt` and outputs in `gen_ai.completion`.
 * - Google ADK, which follows the GenAI conventions but keeps a tool call's arguments and result
 *   in `gcp.vertex.agent.tool_call_args` / `gcp.vertex.agent.tool_response` and names its model
 *   calls only by `gen_ai.request.model`; its `(merged tools)` span, a summary of parallel calls
 *   whose own spans are there too, is not a call.
 *
 * A failed tool call is one whose span has status ERROR or an `error.type` attribute; its error
 * text is the status message, else the first exception event's `exception.message`, else the
 * `error.type`. Older attribute names (`gen_ai.usage.prompt_tokens`, `completion_tokens`) are read
 * too. Pure functions of the spans: no I/O, no clock.
 */

/** The part of a span this reading needs (src/trace/otlp.ts's ReceivedSpan has it). */
export interface SpanFacts {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startMs: number;
  attributes: Record<string, unknown>;
  status?: { code: 'ok' | 'error'; message?: string };
  events: { name: string; attributes: Record<string, unknown> }[];
}

/** A tool call read from a span. */
export interface TracedToolCall {
  /** The call id the agent's model gave it (`gen_ai.tool.call.id`), when the span has one. */
  id?: string;
  name: string;
  arguments?: unknown;
  result?: unknown;
  is_error?: boolean;
  error?: string;
  /** The span it came from, and when it started (calls are ordered by it). */
  spanId: string;
  startMs: number;
}

/** A model call's token counts, read from the span that carries them. */
export interface TracedUsage {
  spanId: string;
  model?: string;
  input_tokens: number;
  output_tokens: number;
  cached_tokens?: number;
}

/** Everything read from an attempt's spans. */
export interface TraceFindings {
  toolCalls: TracedToolCall[];
  /** The usage that counts (see usageCarriers): one entry per counted span. */
  usage: TracedUsage[];
  /** Each span's role, by span id (spans that are none of the three are absent). */
  roles: Map<string, SpanRole>;
}

/** ADK's summary span over parallel tool calls (each has a span of its own). */
const MERGED_TOOLS = '(merged tools)';

const MODEL_OPERATIONS = new Set(['chat', 'text_completion', 'generate_content', 'embeddings']);
const AGENT_OPERATIONS = new Set(['invoke_agent', 'create_agent']);

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

function count(v: unknown): number | undefined {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The first of `keys` the attributes hold a usable value for. */
function first<T>(
  attrs: Record<string, unknown>,
  keys: readonly string[],
  read: (v: unknown) => T | undefined,
): T | undefined {
  for (const k of keys) {
    const v = read(attrs[k]);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** A JSON text's value; other text (and non-text values) as they are. */
function jsonValue(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (!/^[[{"]/.test(t) && !/^(-?\d|true$|false$|null$)/.test(t)) return v;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return v;
  }
}

/** What the span is to agentci: a tool call, a model call, an agent, or none of these. */
export function spanRole(span: Pick<SpanFacts, 'attributes'>): SpanRole | undefined {
  const a = span.attributes;
  const op = text(a['gen_ai.operation.name']);
  if (op === 'execute_tool') return 'tool';
  if (op && MODEL_OPERATIONS.has(op)) return 'model';
  if (op && AGENT_OPERATIONS.has(op)) return 'agent';
  const kind = text(a['openinference.span.kind'])?.toUpperCase();
  if (kind === 'TOOL') return 'tool';
  if (kind === 'LLM' || kind === 'EMBEDDING') return 'model';
  if (kind === 'AGENT') return 'agent';
  // Instrumentations older than `gen_ai.operation.name` (and ADK's model calls) name the tool or
  // the model only.
  if (!op && !kind) {
    if (text(a['gen_ai.tool.name'])) return 'tool';
    if (tokenCounts(a) || text(a['gen_ai.request.model'])) return 'model';
  }
  return undefined;
}

const INPUT_TOKENS = [
  'gen_ai.usage.input_tokens',
  'gen_ai.usage.prompt_tokens',
  'llm.token_count.prompt',
] as const;
const OUTPUT_TOKENS = [
  'gen_ai.usage.output_tokens',
  'gen_ai.usage.completion_tokens',
  'llm.token_count.completion',
] as const;
const CACHED_TOKENS = [
  'gen_ai.usage.cache_read.input_tokens',
  'gen_ai.usage.cache_read_input_tokens',
  'llm.token_count.prompt_details.cache_read',
] as const;
const MODEL = ['gen_ai.response.model', 'gen_ai.request.model', 'llm.model_name'] as const;

/** The token counts a span carries, if it carries any. */
function tokenCounts(a: Record<string, unknown>): Omit<TracedUsage, 'spanId'> | undefined {
  const input = first(a, INPUT_TOKENS, count);
  const output = first(a, OUTPUT_TOKENS, count);
  if (input === undefined && output === undefined) return undefined;
  const cached = first(a, CACHED_TOKENS, count);
  const model = first(a, MODEL, text);
  return {
    input_tokens: input ?? 0,
    output_tokens: output ?? 0,
    ...(cached !== undefined ? { cached_tokens: cached } : {}),
    ...(model !== undefined ? { model } : {}),
  };
}

/** The error a span reports, or undefined when it reports none. */
export function spanError(
  span: Pick<SpanFacts, 'attributes' | 'status' | 'events'>,
): string | undefined {
  const errorType = text(span.attributes['error.type']);
  if (span.status?.code !== 'error' && !errorType) return undefined;
  const exception = span.events.find((e) => e.name === 'exception');
  return (
    text(span.status?.message) ??
    text(exception?.attributes['exception.message']) ??
    errorType ??
    text(exception?.attributes['exception.type']) ??
    'error'
  );
}

function toolCall(span: SpanFacts): TracedToolCall {
  const a = span.attributes;
  const name =
    first(a, ['gen_ai.tool.name', 'tool.name'], text) ?? span.name.replace(/^execute_tool\s+/, '');
  const id = first(a, ['gen_ai.tool.call.id', 'tool_call.id', 'tool.id'], text);
  const args = first(a, TOOL_ARGUMENTS, (v) => (v === undefined || v === null ? undefined : v));
  const result = first(a, TOOL_RESULT, (v) => (v === undefined || v === null ? undefined : v));
  const error = spanError(span);
  return {
    // ADK writes this when the call had no id.
    ...(id !== undefined && id !== '<not specified>' ? { id } : {}),
    name,
    ...(args !== undefined ? { arguments: jsonValue(args) } : {}),
    ...(result !== undefined ? { result: jsonValue(result) } : {}),
    ...(error !== undefined ? { is_error: true, error } : {}),
    spanId: span.spanId,
    startMs: span.startMs,
  };
}

/**
 * The spans whose token counts are added up. Frameworks report usage on each model call and often
 * again, summed, on the agent span around them (or on a workflow span above that): counting both
 * would count every token twice. A span's counts are used only when none of the spans below it
 * carries counts of its own, so the most detailed figures win and each token is counted once.
 */
export function usageCarriers<T extends SpanFacts>(spans: readonly T[]): T[] {
  const key = (traceId: string, spanId: string) => `${traceId}/${spanId}`;
  const byKey = new Map(spans.map((s) => [key(s.traceId, s.spanId), s]));
  const carries = (s: SpanFacts) => tokenCounts(s.attributes) !== undefined;
  const hasCarrierBelow = new Set<string>();
  for (const s of spans) {
    if (!carries(s)) continue;
    // Mark every ancestor; a cycle (a malformed trace) stops at the first span seen twice.
    const seen = new Set<string>();
    let parent = s.parentSpanId ? byKey.get(key(s.traceId, s.parentSpanId)) : undefined;
    while (parent && !seen.has(parent.spanId)) {
      seen.add(parent.spanId);
      hasCarrierBelow.add(key(parent.traceId, parent.spanId));
      parent = parent.parentSpanId
        ? byKey.get(key(parent.traceId, parent.parentSpanId))
        : undefined;
    }
  }
  return spans.filter((s) => carries(s) && !hasCarrierBelow.has(key(s.traceId, s.spanId)));
}

/**
 * Spans in the order they started. Start times can be coarse (the Node SDK stamps whole
 * milliseconds and adds a precise duration, so even end times do not order spans within a
 * millisecond): at the same start, a span comes before the spans below it, and otherwise the
 * order they arrived in stands. SDKs export spans as they end, and of two calls made one after the
 * other the first ends first.
 */
export function startOrder<T extends SpanFacts>(spans: readonly T[]): T[] {
  const byKey = new Map(spans.map((s) => [`${s.traceId}/${s.spanId}`, s]));
  const depth = new Map<T, number>();
  const depthOf = (s: T): number => {
    const known = depth.get(s);
    if (known !== undefined) return known;
    let d = 0;
    const seen = new Set<T>([s]);
    let p = s.parentSpanId ? byKey.get(`${s.traceId}/${s.parentSpanId}`) : undefined;
    while (p && !seen.has(p)) {
      seen.add(p);
      d++;
      p = p.parentSpanId ? byKey.get(`${p.traceId}/${p.parentSpanId}`) : undefined;
    }
    depth.set(s, d);
    return d;
  };
  return [...spans].sort((a, b) => a.startMs - b.startMs || depthOf(a) - depthOf(b));
}

/** Reads an attempt's spans: its tool calls (in start order), counted usage and span roles. */
export function readSpans(spans: readonly SpanFacts[]): TraceFindings {
  const roles = new Map<string, SpanRole>();
  const toolCalls: TracedToolCall[] = [];
  const ordered = startOrder(spans);
  for (const s of ordered) {
    const role = spanRole(s);
    if (!role) continue;
    roles.set(s.spanId, role);
    if (role === 'tool' && s.attributes['gen_ai.tool.name'] !== MERGED_TOOLS)
      toolCalls.push(toolCall(s));
  }
  const usage = usageCarriers(ordered).map((s) => ({
    spanId: s.spanId,
    ...(tokenCounts(s.attributes) as Omit<TracedUsage, 'spanId'>),
  }));
  return { toolCalls, usage, roles };
}

/**
 * The counted usage as one total. `price` gives a model call's cost; the total has a cost only
 * when every counted call has one (a model without a price leaves it at tokens only, as the judge's
 * meter does). Undefined when no span carried counts.
 */
export function totalUsage(
  usage: readonly TracedUsage[],
  price?: (model: string, u: TracedUsage) => number | undefined,
): Usage | undefined {
  if (usage.length === 0) return undefined;
  const total: Usage = { input_tokens: 0, output_tokens: 0 };
  let cost: number | undefined = 0;
  let cached: number | undefined;
  for (const u of usage) {
    total.input_tokens += u.input_tokens;
    total.output_tokens += u.output_tokens;
    if (u.cached_tokens !== undefined) cached = (cached ?? 0) + u.cached_tokens;
    const c = u.model !== undefined && price ? price(u.model, u) : undefined;
    cost = c === undefined || cost === undefined ? undefined : cost + c;
  }
  if (cached !== undefined) total.cached_tokens = cached;
  if (cost !== undefined) total.cost_usd = cost;
  return total;
}
