import { messageText, type Message } from '../model/message.js';
import type { Transcript } from '../model/transcript.js';

/*
 * The transcript as a judge model reads it: one line-block per message (user, assistant, tool
 * calls with their arguments, tool results), then the final output. Bounded twice, per entry and
 * in all, so a megabyte of tool output cannot blow the judge's context: the first entry (the task)
 * and the latest ones are kept, the middle is dropped with a visible notice. Agent text is
 * hostile: the tags that delimit the transcript are neutralised inside it, so it cannot close the
 * block and speak to the judge as the prompt.
 */

/** Default bound of the whole rendered transcript, in characters. */
export const DEFAULT_MAX_TRANSCRIPT_CHARS = 60_000;
/** Bound of one message or tool result. */
export const MAX_ENTRY_CHARS = 6_000;

/** Cuts the middle of a long text, keeping its start and end (the parts that say most). */
export function cutMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const keep = Math.max(0, max - 40);
  const head = Math.ceil(keep * 0.6);
  const tail = keep - head;
  return `${text.slice(0, head)}\n…[${text.length - keep} characters cut]…\n${text.slice(text.length - tail)}`;
}

/** Makes text safe to embed between `<transcript>` tags (and `<output>`, `<criterion>`). */
export function neutraliseTags(text: string): string {
  return text.replace(/<(\/?)(transcript|output|criterion|conversation)\b/gi, '<$1\u200b$2');
}

function jsonText(v: unknown): string {
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

function entry(label: string, text: string): string {
  return `[${label}] ${cutMiddle(neutraliseTags(text), MAX_ENTRY_CHARS)}`;
}

function messageEntries(m: Message): string[] {
  const text = messageText(m.content);
  switch (m.role) {
    case 'system':
      return text ? [entry('system prompt', cutMiddle(text, 2_000))] : [];
    case 'user':
      return [entry('user', text)];
    case 'assistant': {
      const out: string[] = [];
      if (text.trim() !== '') out.push(entry('assistant', text));
      for (const c of m.tool_calls ?? [])
        out.push(entry(`assistant calls tool ${c.function.name}`, c.function.arguments));
      return out;
    }
    case 'tool':
      return [entry(`result of tool ${m.name ?? '?'}${m.is_error ? ' (error)' : ''}`, text)];
  }
}

/** Keeps the first entry and as many of the last ones as fit `max` characters. */
function bound(entries: string[], max: number): string[] {
  const total = entries.reduce((n, e) => n + e.length + 1, 0);
  if (total <= max || entries.length <= 1) return entries.map((e) => cutMiddle(e, max));
  const first = cutMiddle(entries[0] as string, Math.floor(max / 4));
  let budget = max - first.length - 80;
  const tail: string[] = [];
  for (let i = entries.length - 1; i > 0; i--) {
    const e = entries[i] as string;
    if (e.length + 1 > budget) break;
    tail.unshift(e);
    budget -= e.length + 1;
  }
  const dropped = entries.length - 1 - tail.length;
  return [
    first,
    `[… ${dropped} earlier entr${dropped === 1 ? 'y' : 'ies'} omitted to fit the judge's context …]`,
    ...tail,
  ];
}

/**
 * Renders a transcript (messages, tool calls and results) and the final output for a judge,
 * bounded to about `maxChars` characters. When the messages do not carry the tool calls (agents
 * that report them only as `tool_calls`), they are listed after the conversation.
 */
export function renderTranscript(
  t: Pick<Transcript, 'messages' | 'tool_calls'>,
  output: unknown,
  maxChars = DEFAULT_MAX_TRANSCRIPT_CHARS,
): string {
  const entries = t.messages.flatMap(messageEntries);
  const inMessages = t.messages.some((m) => (m.tool_calls?.length ?? 0) > 0);
  if (!inMessages)
    for (const c of t.tool_calls) {
      entries.push(entry(`agent called tool ${c.name}`, jsonText(c.arguments ?? {})));
      if (c.result !== undefined)
        entries.push(
          entry(`result of tool ${c.name}${c.is_error ? ' (error)' : ''}`, jsonText(c.result)),
        );
    }
  if (entries.length === 0) entries.push('[no messages were recorded]');
  const body = bound(entries, Math.floor(maxChars * 0.85)).join('\n');
  const outText = output === undefined ? '(none)' : jsonText(output);
  const out = cutMiddle(neutraliseTags(outText), Math.max(500, Math.floor(maxChars * 0.15)));
  return `<transcript>\n${body}\n</transcript>\n\n<output>\n${out}\n</output>`;
}
