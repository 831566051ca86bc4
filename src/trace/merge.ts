import { deepEqual } from '../lib/json.js';
import type { Message } from '../model/message.js';
import type { MockCall, ToolCall, Usage } from '../model/transcript.js';
import type { TracedToolCall } from './genai.js';

/*
 * The merge rule: what an agent reports itself (its reply's `tool_calls`, or the tool calls in its
 * `messages`; its `usage`) and what its spans say become one transcript, with nothing counted twice.
 *
 * Tool calls. The reported calls stay, in their order. Each traced call (spans in start order) is
 * matched to at most one reported call not matched yet: the one with the same call id
 * (`gen_ai.tool.call.id`), else the first with the same name and equal arguments (JSON values
 * compared; a JSON string of arguments equals the object it holds). A matched pair is one call: the
 * reported one, with what it left out (arguments, result, error) filled in from the span. A traced
 * call that matches none is a call the agent did not report: it is added, placed after the
 * reported calls matched by spans that started before it. With no reported calls, the traced calls
 * are the list.
 *
 * Mock records (skilltest's `called`/`not_called`). When the case records calls (mocks or `spy`),
 * each traced call becomes a `spy` record unless agentci's MCP proxy already recorded it (same
 * tool, equal input, matched one to one): a tool the agent runs itself is seen by its spans, one
 * it reaches through the proxy by the proxy, and one seen by both is recorded once.
 *
 * Usage. The agent's own `usage` stands whole when it reports one (it may count calls that were not
 * traced, and a total cannot be matched call by call); the spans' usage is used when it reports
 * none. Within the spans, tokens carried by a span and again by a span above it count once (see
 * usageCarriers in genai.ts).
 */

/** The parts of an agent's reply the merge reads and writes. */
export interface ReportedCalls {
  tool_calls?: ToolCall[];
  messages?: Message[];
  mock_calls?: MockCall[];
  usage?: Usage;
}

/** Arguments as a value: a JSON string is its parsed value. */
function argValue(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

function sameArguments(a: unknown, b: unknown): boolean {
  return deepEqual(argValue(a) ?? {}, argValue(b) ?? {});
}

/** The calls an agent reported: its `tool_calls`, else the assistant tool calls in its messages. */
function reportedCalls(r: ReportedCalls): ToolCall[] {
  if (r.tool_calls?.length) return r.tool_calls;
  const out: ToolCall[] = [];
  for (const m of r.messages ?? []) {
    if (m.role !== 'assistant') continue;
    // Without a result: the judges read it from the tool message with the same id, as before.
    for (const w of m.tool_calls ?? [])
      out.push({ id: w.id, name: w.function.name, arguments: w.function.arguments });
  }
  return out;
}

function asToolCall(t: TracedToolCall): ToolCall {
  const { spanId: _s, startMs: _t, ...call } = t;
  return call;
}

/** The reported call completed with what its span adds (never overriding what it reported). */
function filledIn(reported: ToolCall, traced: TracedToolCall): ToolCall {
  const out: ToolCall = { ...reported };
  if (out.arguments === undefined && traced.arguments !== undefined)
    out.arguments = traced.arguments;
  if (out.result === undefined && traced.result !== undefined) out.result = traced.result;
  if (out.is_error === undefined && traced.is_error) out.is_error = true;
  if (out.error === undefined && traced.error !== undefined) out.error = traced.error;
  return out;
}

/** Merges traced tool calls into the reported ones (see the rule above). */
export function mergeToolCalls(
  reported: readonly ToolCall[],
  traced: readonly TracedToolCall[],
): ToolCall[] {
  if (traced.length === 0) return [...reported];
  const ordered = [...traced].sort((a, b) => a.startMs - b.startMs);
  if (reported.length === 0) return ordered.map(asToolCall);
  const taken = new Array<boolean>(reported.length).fill(false);
  const matchOf = (t: TracedToolCall): number => {
    if (t.id !== undefined) {
      const byId = reported.findIndex((r, i) => !taken[i] && r.id === t.id);
      if (byId >= 0) return byId;
    }
    return reported.findIndex(
      (r, i) => !taken[i] && r.name === t.name && sameArguments(r.arguments, t.arguments),
    );
  };
  // Reported calls are placed by index and resolved at the end, so each appears filled in.
  const merged = [...reported];
  const out: (number | ToolCall)[] = [];
  let next = 0;
  for (const t of ordered) {
    const m = matchOf(t);
    if (m < 0) {
      out.push(asToolCall(t));
      continue;
    }
    taken[m] = true;
    merged[m] = filledIn(reported[m] as ToolCall, t);
    // The reported calls up to this one come first, in their order.
    while (next <= m) out.push(next++);
  }
  while (next < merged.length) out.push(next++);
  return out.map((x) => (typeof x === 'number' ? (merged[x] as ToolCall) : x));
}

/** Traced calls as `spy` records, leaving out those the MCP proxy recorded already. */
export function mergeMockCalls(
  recorded: readonly MockCall[],
  traced: readonly TracedToolCall[],
): MockCall[] {
  const taken = new Array<boolean>(recorded.length).fill(false);
  const out = [...recorded];
  for (const t of [...traced].sort((a, b) => a.startMs - b.startMs)) {
    const input = argValue(t.arguments) ?? {};
    const m = recorded.findIndex(
      (r, i) =>
        !taken[i] && r.tool.toLowerCase() === t.name.toLowerCase() && deepEqual(r.input, input),
    );
    if (m >= 0) {
      taken[m] = true;
      continue;
    }
    out.push({ tool: t.name, input, action: 'spy' });
  }
  return out;
}

/**
 * The reply's tool calls, mock records and usage with the spans' findings merged in. Fields the
 * spans change nothing about are returned as they were.
 */
export function mergeTraced(
  reply: ReportedCalls,
  traced: { toolCalls: readonly TracedToolCall[]; usage?: Usage },
  opts: { mockChannel: boolean },
): Pick<ReportedCalls, 'tool_calls' | 'mock_calls' | 'usage'> {
  const out: Pick<ReportedCalls, 'tool_calls' | 'mock_calls' | 'usage'> = {};
  if (traced.toolCalls.length > 0) {
    out.tool_calls = mergeToolCalls(reportedCalls(reply), traced.toolCalls);
    if (opts.mockChannel) out.mock_calls = mergeMockCalls(reply.mock_calls ?? [], traced.toolCalls);
  }
  if (!reply.usage && traced.usage) out.usage = traced.usage;
  return out;
}
