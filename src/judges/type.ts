import type { Assertion } from '../model/case.js';
import { wholeJson } from './json-extract.js';
import { short } from './json-value.js';
import { JudgeError, type Judge, type JudgeContext, type Outcome } from './judge.js';

/*
 * `type`: the output is a string, number, integer, boolean, object, array or null. A text output
 * that is a JSON object/array counts as one when that is the type asked for (agents print JSON).
 */

export const JSON_TYPES = [
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'null',
] as const;
type JsonType = (typeof JSON_TYPES)[number];

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'missing';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function isType(v: unknown, t: JsonType): boolean {
  const actual = typeOf(v);
  if (t === 'number') return actual === 'number' || actual === 'integer';
  return actual === t;
}

function article(t: string): string {
  if (t === 'null') return 'null';
  return /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
}

function evaluate(a: Assertion, ctx: JudgeContext): Outcome {
  const t = a.value;
  if (typeof t !== 'string' || !(JSON_TYPES as readonly string[]).includes(t))
    throw new JudgeError(validate(a).join('; '));
  const want = t as JsonType;
  let subject = ctx.output;
  let parsedNote = '';
  if ((want === 'object' || want === 'array') && typeof subject === 'string') {
    const parsed = wholeJson(subject);
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object') {
      subject = parsed.value;
      parsedNote = ' (parsed from the output text)';
    }
  }
  const actualType = typeOf(subject);
  const shown = actualType === 'integer' && want !== 'integer' ? 'number' : actualType;
  return {
    pass: isType(subject, want),
    expected: want,
    actual: shown,
    success: `output is ${article(want)}${parsedNote}`,
    failure:
      subject === undefined
        ? `expected output to be ${article(want)} but there was no output`
        : `expected output to be ${article(want)} but it is ${article(shown)}: ${short(subject, 200)}`,
  };
}

function validate(a: Assertion): string[] {
  if (a.value === undefined) return [`type needs a "value": one of ${JSON_TYPES.join(', ')}`];
  if (typeof a.value !== 'string' || !(JSON_TYPES as readonly string[]).includes(a.value))
    return [`type "value" must be one of ${JSON_TYPES.join(', ')}, got ${short(a.value)}`];
  return [];
}

export const typeJudge: Judge = {
  validate,
  label: (a) => `type ${typeof a.value === 'string' ? a.value : short(a.value, 60)}`,
  evaluate,
};
