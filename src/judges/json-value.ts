import { deepEqual, isPlainObject } from '../lib/json.js';
/*
 * JSON value helpers shared by the judges: deep equality with JSON semantics, subset matching
 * (with optional `regex:` leaves), and the short, bounded renderings that go into labels and
 * messages. Agent output is hostile: every rendering here is bounded in length.
 */

/** Keys whose value is not `undefined` (JSON has no undefined: a missing key and undefined agree). */
function definedKeys(o: Record<string, unknown>): string[] {
  return Object.keys(o).filter((k) => o[k] !== undefined);
}

/** `$.a.b` / `$.a[0]` / `$['odd key']`: how a child location is written in messages. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$-]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

/** A compact JSON rendering, cut at `max` characters. */
export function short(v: unknown, max = 80): string {
  let s: string;
  if (v === undefined) s = 'undefined';
  else {
    try {
      s = JSON.stringify(v) ?? String(v);
    } catch {
      s = String(v);
    }
  }
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** The text judges compare against: a string as is, anything else as JSON, nothing as "". */
export function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output === undefined) return '';
  try {
    return JSON.stringify(output) ?? String(output);
  } catch {
    return String(output);
  }
}

/** `output starts: "…"` (or `output is empty`): the piece of output a failure message shows. */
export function outputPreview(output: unknown, max = 200): string {
  const text = outputText(output);
  if (text.trim() === '') return 'output is empty';
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return `output starts: ${JSON.stringify(cut)}`;
}

export const MAX_ACTUAL_CHARS = 2000;

/**
 * Bounds a value recorded as a check's `actual`: strings are cut at 2,000 characters, and a
 * structure whose JSON is very large is replaced by the start of that JSON, so one huge agent
 * answer cannot bloat every report.
 */
export function boundActual(v: unknown): unknown {
  if (typeof v === 'string') return truncateString(v);
  if (v === null || typeof v !== 'object') return v;
  let json: string;
  try {
    json = JSON.stringify(v) ?? '';
  } catch {
    return String(v);
  }
  if (json.length > MAX_ACTUAL_CHARS * 10) return truncateString(json);
  return mapStrings(v);
}

function truncateString(s: string): string {
  if (s.length <= MAX_ACTUAL_CHARS) return s;
  return `${s.slice(0, MAX_ACTUAL_CHARS)}… (${s.length - MAX_ACTUAL_CHARS} more characters)`;
}

function mapStrings(v: unknown): unknown {
  if (typeof v === 'string') return truncateString(v);
  if (Array.isArray(v)) return v.map(mapStrings);
  if (isPlainObject(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = mapStrings(x);
    return out;
  }
  return v;
}

/**
 * Where two JSON values first differ, in words (`at $.a: expected 1, got 2`), or null when
 * equal. Used so an `equals` failure on a large object points at the one field that is wrong.
 */
export function firstDifference(actual: unknown, expected: unknown, path = '$'): string | null {
  if (deepEqual(actual, expected)) return null;
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (actual.length !== expected.length)
      return `at ${path}: expected ${expected.length} items, got ${actual.length}`;
    for (let i = 0; i < expected.length; i++) {
      const d = firstDifference(actual[i], expected[i], childPath(path, i));
      if (d) return d;
    }
  }
  if (isPlainObject(expected) && isPlainObject(actual)) {
    for (const k of definedKeys(expected)) {
      if (actual[k] === undefined)
        return `at ${childPath(path, k)}: missing (expected ${short(expected[k])})`;
      const d = firstDifference(actual[k], expected[k], childPath(path, k));
      if (d) return d;
    }
    const extra = definedKeys(actual).filter((k) => expected[k] === undefined);
    if (extra.length > 0)
      return `at ${path}: unexpected key${extra.length > 1 ? 's' : ''} ${extra
        .slice(0, 5)
        .map((k) => JSON.stringify(k))
        .join(', ')}`;
  }
  return `at ${path}: expected ${short(expected)}, got ${short(actual)}`;
}

/** `a, b, c` (at most 20 keys), or `none`. */
export function listKeys(keys: string[]): string {
  if (keys.length === 0) return 'none';
  const shown = keys.slice(0, 20).join(', ');
  return keys.length > 20 ? `${shown}, … (${keys.length - 20} more)` : shown;
}

export { tryParseJson } from '../lib/json.js';
