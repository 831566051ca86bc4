import { tryParseJson } from '../lib/json.js';
import { messageText } from './message.js';
import type { Transcript } from './transcript.js';

/*
 * A transcript's tool calls read one way for every stage that looks at them: the tool judges
 * (src/judges/tools.ts), the simulated user's view of a turn and the report's flaky-case why.
 */

/** A tool call as the judges and the report see it. */
export interface SeenCall {
  name: string;
  server?: string;
  arguments: unknown;
  result: unknown;
  isError: boolean;
  /** The error a call reported (Yao's ToolCallResponse.Error), when it reported one. */
  error?: string;
}

function parseArgs(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const parsed = tryParseJson(v);
  return parsed.ok ? parsed.value : v;
}

/**
 * A result read back from a tool message's text: the JSON value it holds (the text is how the
 * value was serialised for the model), else the text.
 */
function messageResult(text: string): unknown {
  const parsed = tryParseJson(text.trim());
  return parsed.ok ? parsed.value : text;
}

/**
 * The transcript's tool calls, with arguments parsed. When a target reported only messages, the
 * calls are read from assistant `tool_calls` and their results from the matching tool messages.
 */
export function collectToolCalls(t: Transcript): SeenCall[] {
  const toolMessages = new Map<string, { text: string; isError: boolean }>();
  for (const m of t.messages ?? []) {
    if (m.role === 'tool' && m.tool_call_id)
      toolMessages.set(m.tool_call_id, {
        text: messageText(m.content),
        isError: m.is_error === true,
      });
  }
  if ((t.tool_calls ?? []).length > 0) {
    return t.tool_calls.map((c) => {
      const msg = c.result === undefined && c.id ? toolMessages.get(c.id) : undefined;
      const error = typeof c.error === 'string' && c.error !== '' ? c.error : undefined;
      return {
        name: c.name,
        server: c.server,
        arguments: parseArgs(c.arguments),
        result: msg ? messageResult(msg.text) : c.result,
        isError: c.is_error === true || msg?.isError === true || error !== undefined,
        ...(error !== undefined ? { error } : {}),
      };
    });
  }
  const calls: SeenCall[] = [];
  for (const m of t.messages ?? []) {
    if (m.role !== 'assistant' || !m.tool_calls) continue;
    for (const w of m.tool_calls) {
      const msg = toolMessages.get(w.id);
      calls.push({
        name: w.function.name,
        arguments: parseArgs(w.function.arguments),
        result: msg ? messageResult(msg.text) : undefined,
        isError: msg?.isError === true,
      });
    }
  }
  return calls;
}
