/*
 * JSON-value helpers every stage shares: what a plain object is, equality with JSON semantics, and
 * one stable rendering (keys sorted) for cache keys, mock matching and output comparison.
 */

/** A plain JSON-like object: not null, not an array. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** JSON with object keys sorted at every level and undefined dropped: equal requests, equal text. */
export function stableJson(v: unknown): string {
  return JSON.stringify(sortKeys(v)) ?? String(v);
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map((x) => (x === undefined ? null : sortKeys(x)));
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) {
      const x = (v as Record<string, unknown>)[k];
      if (x !== undefined) out[k] = sortKeys(x);
    }
    return out;
  }
  return v;
}

/** Any object, arrays included (JS values: maps, sets, dates…). */
export function isObjectLike(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/**
 * Deep equality with JSON semantics (Yao compares the JSON of both sides): key order does not
 * matter, a key holding `undefined` equals a missing key, prototypes are ignored; Dates compare
 * by time, RegExps by source and flags, Maps and Sets by content; NaN equals NaN.
 */
export function deepEqual(
  a: unknown,
  b: unknown,
  seen: WeakMap<object, object> = new WeakMap(),
): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (!isObjectLike(a) || !isObjectLike(b)) return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime());
  if (a instanceof RegExp || b instanceof RegExp)
    return (
      a instanceof RegExp && b instanceof RegExp && a.source === b.source && a.flags === b.flags
    );
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i], seen));
  if (a instanceof Map || b instanceof Map) {
    if (!(a instanceof Map && b instanceof Map) || a.size !== b.size) return false;
    for (const [k, x] of a) if (!b.has(k) || !deepEqual(x, b.get(k), seen)) return false;
    return true;
  }
  if (a instanceof Set || b instanceof Set) {
    if (!(a instanceof Set && b instanceof Set) || a.size !== b.size) return false;
    const rest = [...b];
    for (const x of a) {
      const i = rest.findIndex((y) => deepEqual(x, y, seen));
      if (i < 0) return false;
      rest.splice(i, 1);
    }
    return true;
  }
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k], seen));
}

/**
 * How deep agent data may nest. Real replies nest a few dozen levels; every stage after the
 * reply (judges, the redactor, JSON writers, the HTML page) walks values recursively, and a
 * value thousands of levels deep exhausts the stack. Checked where agent data enters.
 */
export const MAX_AGENT_DEPTH = 500;

/**
 * What makes a value unfit to keep as agent data, in words (`is nested deeper than 500 levels`,
 * `refers to itself`), or undefined when it is fine. Iterative with an explicit stack, so a
 * 100,000-level value is measured without recursion; an object met twice (shared, not a cycle) is
 * measured once.
 */
export function nestingProblem(v: unknown, max = MAX_AGENT_DEPTH): string | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const tooDeep = `is nested deeper than ${max} levels (agentci's limit for agent data)`;
  // Height of each object whose subtree is fully measured (1 = no object inside).
  const height = new Map<object, number>();
  const onPath = new Set<object>();
  const stack: Array<{ o: object; kids: unknown[]; i: number; h: number }> = [];
  const enter = (o: object): void => {
    onPath.add(o);
    stack.push({ o, kids: Array.isArray(o) ? o : Object.values(o), i: 0, h: 1 });
  };
  enter(v);
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as (typeof stack)[number];
    if (top.i < top.kids.length) {
      const k = top.kids[top.i++];
      if (typeof k !== 'object' || k === null) continue;
      if (onPath.has(k)) return 'refers to itself (a cycle JSON cannot hold)';
      const known = height.get(k);
      if (known !== undefined) {
        if (stack.length + known > max) return tooDeep;
        top.h = Math.max(top.h, known + 1);
        continue;
      }
      if (stack.length >= max) return tooDeep;
      enter(k);
      continue;
    }
    stack.pop();
    onPath.delete(top.o);
    height.set(top.o, top.h);
    const parent = stack[stack.length - 1];
    if (parent) parent.h = Math.max(parent.h, top.h + 1);
  }
  return undefined;
}

/*
 * Workflow commands in JSON files. The Actions runner takes `##[name …]` anywhere in a line of a
 * step's output for a command (actions/runner ActionCommand.TryParse; see
 * src/render/escape.ts), so a report file printed in a later step (`cat report.json`, or
 * `jq -c .` which prints the decoded strings again) would run an agent's `##[set-output …]`.
 * Every `##[` in a JSON string gets a zero-width space (U+200B) after it, written as the escape
 * `\u200b`: the command's name then starts with that character and matches no command. The other
 * form, `::name::` at the start of a line, cannot occur: in JSON text (and in `jq -c` output) every
 * string is quoted and its line breaks are escapes, so no string starts a line.
 *
 * The change is exactly reversible: every `##[` of the original text gets one U+200B, so removing
 * one U+200B after each `##[` gives back the original, even one that had its own U+200B there.
 * agentci's own readers do that (restoreJsonText), so ids, outputs and comparisons are exact.
 */
const COMMAND_IN_JSON = '##[';

/** JSON text with a U+200B after every `##[` (see above); `##[` only ever occurs inside strings. */
export function inertJsonText(json: string): string {
  return json.includes(COMMAND_IN_JSON) ? json.replaceAll(COMMAND_IN_JSON, '##[\\u200b') : json;
}

/** The exact inverse of inertJsonText, on JSON text (either spelling of the U+200B). */
export function restoreJsonText(json: string): string {
  return json.includes(COMMAND_IN_JSON) ? json.replace(/##\[(?:\\u200[bB]|\u200B)/g, '##[') : json;
}

/** restoreJsonText on a decoded string (a value read with another JSON reader, e.g. `jq -r`). */
export function restoreCommandText(s: string): string {
  return s.includes(COMMAND_IN_JSON) ? s.replace(/##\[\u200B/g, '##[') : s;
}

/** Parses JSON text, or says it is not JSON. */
export function tryParseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
