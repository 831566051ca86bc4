import { messageText, type Message } from './message.js';

/*
 * skilltest's conversation shape (skilltest-core conversation.rs `Message`): `{role, content,
 * events?}`, where an assistant turn carries the tool events that produced it. What skilltest's
 * report shows and what a skilltest provider is sent.
 */

export interface SkilltestToolEvent {
  kind: 'tool_call' | 'tool_result';
  index: number;
  name: string | null;
  input: unknown;
  output: string | null;
}

export interface SkilltestMessage {
  role: 'user' | 'assistant' | 'system';
  content: string;
  events?: SkilltestToolEvent[];
}

function argumentsOf(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * skilltest's transcript: user and assistant turns (agentci's system prompt left out), the tool
 * calls and results of a turn as `events` on the assistant message that ends it.
 */
export function skilltestMessages(messages: Message[]): SkilltestMessage[] {
  const out: SkilltestMessage[] = [];
  let events: SkilltestToolEvent[] = [];
  const names = new Map<string, string>();
  const event = (e: Omit<SkilltestToolEvent, 'index'>) =>
    events.push({ ...e, index: events.length });
  for (const m of messages) {
    if (m.role === 'system') continue;
    if (m.role === 'tool') {
      event({
        kind: 'tool_result',
        name: null,
        input: null,
        output: messageText(m.content),
      });
      continue;
    }
    if (m.role === 'assistant' && m.tool_calls && m.tool_calls.length > 0) {
      for (const c of m.tool_calls) {
        names.set(c.id, c.function.name);
        event({
          kind: 'tool_call',
          name: c.function.name,
          input: argumentsOf(c.function.arguments),
          output: null,
        });
      }
      continue;
    }
    const msg: SkilltestMessage = { role: m.role, content: messageText(m.content) };
    // A skilltest provider's own events (kept on its assistant message) are shown as they came.
    const own = (m as { events?: unknown }).events;
    if (m.role === 'assistant' && Array.isArray(own) && own.length > 0) {
      msg.events = [...events, ...(own as SkilltestToolEvent[])];
      events = [];
    } else if (m.role === 'assistant' && events.length > 0) {
      msg.events = events;
      events = [];
    }
    out.push(msg);
  }
  // Tool steps after the last reply (a run cut off mid-turn) still belong to an assistant turn.
  if (events.length > 0) out.push({ role: 'assistant', content: '', events });
  return out;
}
