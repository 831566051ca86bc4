import { isPlainObject } from '../lib/json.js';

/*
 * How Yao's Go code turns values into text, so a Yao assertion compares what Yao compares.
 *
 * - `goJson` is encoding/json's Marshal (YaoApp/yao agent/test/assert.go `toString`): map keys
 *   sorted, no spaces, `<`, `>`, `&`, U+2028 and U+2029 escaped as \u003c… (Go's HTML-safe default).
 * - `goText` is assert.go's `toString`: nil → "", a string as is, anything else `goJson`.
 * - `goFmtV` is fmt's `%v` (assert.go `matchResult` compares `fmt.Sprintf("%v", actual)` with a
 *   string): numbers as Go prints a float64, maps as `map[k:v]` with sorted keys, slices as `[a b]`,
 *   nil as `<nil>`.
 */

const HTML_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function goString(s: string): string {
  return JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => HTML_ESCAPES[c]);
}

/** A float64 the way encoding/json writes it (`1e+21`, `1e-7`, integers without a fraction). */
function goJsonNumber(n: number): string {
  if (!Number.isFinite(n)) return 'null';
  return JSON.stringify(n);
}

/** encoding/json.Marshal of a decoded JSON value (keys sorted, HTML characters escaped). */
export function goJson(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return goString(v);
  if (typeof v === 'number') return goJsonNumber(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return `[${v.map(goJson).join(',')}]`;
  if (isPlainObject(v)) {
    const keys = Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${goString(k)}:${goJson(v[k])}`).join(',')}}`;
  }
  return goString(String(v));
}

/** Yao's `toString`: nil is the empty text, a string is itself, the rest is `goJson`. */
export function goText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  return goJson(v);
}

/**
 * A float64 as `%v` prints it: strconv's `'g'` with the shortest digits, which switches to the
 * exponent form below 1e-4 and from 1e6 up (fmt.Println(1000000.0) prints `1e+06`).
 */
function goFloat(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return '+Inf';
  if (n === -Infinity) return '-Inf';
  if (Object.is(n, -0)) return '-0';
  const abs = Math.abs(n);
  if (abs !== 0 && (abs >= 1e6 || abs < 1e-4)) {
    // %v uses %g: exponent form with at least two exponent digits.
    const [mant, exp] = n.toExponential().split('e');
    const e = Number(exp);
    const sign = e < 0 ? '-' : '+';
    return `${mant}e${sign}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  return String(n);
}

/** Go's `fmt.Sprintf("%v", v)` of a decoded JSON value. */
export function goFmtV(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return goFloat(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return `[${v.map(goFmtV).join(' ')}]`;
  if (isPlainObject(v)) {
    const keys = Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort();
    return `map[${keys.map((k) => `${k}:${goFmtV(v[k])}`).join(' ')}]`;
  }
  return String(v);
}
