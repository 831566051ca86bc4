import { tryParseJson } from './json-value.js';

/*
 * Agents wrap JSON in prose and Markdown fences. `json_path` (and `contains` with an object value)
 * needs the JSON back: a structured output as is; text → a ```json (or bare ```) fenced block, else
 * the whole text, else the first balanced {…} or […] in the text that parses.
 */

export type JsonSource = 'value' | 'fenced' | 'text' | 'embedded';
export type Extracted = { found: true; value: unknown; source: JsonSource } | { found: false };

/** Bounds the scan on hostile output: enough for any honest answer, never quadratic on megabytes. */
const MAX_SCAN_CHARS = 1_000_000;
const MAX_CANDIDATES = 200;

/** Finds the JSON value in an agent's output (see the module comment for the order). */
export function extractJson(output: unknown): Extracted {
  if (output === undefined) return { found: false };
  if (typeof output !== 'string') return { found: true, value: output, source: 'value' };
  const text = output.length > MAX_SCAN_CHARS ? output.slice(0, MAX_SCAN_CHARS) : output;

  for (const block of fencedBlocks(text)) {
    const parsed = tryParseJson(block.trim());
    if (parsed.ok) return { found: true, value: parsed.value, source: 'fenced' };
  }
  const trimmed = text.trim();
  if (trimmed !== '') {
    const whole = tryParseJson(trimmed);
    if (whole.ok) return { found: true, value: whole.value, source: 'text' };
  }
  const embedded = firstBalanced(text);
  if (embedded !== undefined) return { found: true, value: embedded, source: 'embedded' };
  return { found: false };
}

/**
 * The JSON a text is, when the whole (trimmed) text is JSON or exactly one fenced block: stricter
 * than `extractJson`, for `equals` and `type`, which must not dig JSON out of prose.
 */
export function wholeJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const trimmed = text.trim();
  const whole = tryParseJson(trimmed);
  if (whole.ok) return whole;
  const m = /^```[ \t]*(?:json[\w-]*)?[ \t]*\r?\n([\s\S]*?)\r?\n?```$/i.exec(trimmed);
  if (m) return tryParseJson(m[1].trim());
  return { ok: false };
}

/** Bodies of ```json / ```jsonc / bare ``` fenced blocks, json-labelled ones first. */
function fencedBlocks(text: string): string[] {
  const labelled: string[] = [];
  const bare: string[] = [];
  const re = /```[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)```/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const lang = m[1].toLowerCase();
    if (lang.startsWith('json')) labelled.push(m[2]);
    else if (lang === '') bare.push(m[2]);
  }
  return [...labelled, ...bare];
}

/**
 * The first balanced `{…}` or `[…]` in the text that parses as JSON. A lone footnote marker such
 * as `[1]` is skipped: prose cites sources that way far more often than it embeds a one-number list.
 */
function firstBalanced(text: string): unknown {
  let tried = 0;
  for (let i = 0; i < text.length && tried < MAX_CANDIDATES; i++) {
    const c = text[i];
    if (c !== '{' && c !== '[') continue;
    tried++;
    const end = matchingClose(text, i);
    if (end < 0) continue;
    const candidate = text.slice(i, end + 1);
    if (/^\[\s*\d+\s*\]$/.test(candidate)) continue;
    const parsed = tryParseJson(candidate);
    if (parsed.ok) return parsed.value;
  }
  return undefined;
}

/** Index of the bracket closing the one at `start` (string-aware), or -1. */
function matchingClose(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{') stack.push('}');
    else if (c === '[') stack.push(']');
    else if (c === '}' || c === ']') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}
