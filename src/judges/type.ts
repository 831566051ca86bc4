import type { Assertion } from '../model/case.js';
import { short } from './json-value.js';
import type { Judge, JudgeContext, Outcome } from './judge.js';

/*
 * `type`, as Yao's assertType / getType (agent/test/assert.go): the output's JSON type is one of
 * `string`, `number`, `boolean`, `object`, `array`, `null`, compared with `value` as text. A text
 * output is a string, even when it holds JSON. agentci adds `integer` (a whole number).
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

/** Yao's getType of a decoded value. */
function typeOf(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'object') return 'object';
  return typeof v;
}

function article(t: string): string {
  if (t === 'null') return 'null';
  return /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
}

function evaluate(a: Assertion, ctx: JudgeContext): Outcome {
  const want = a.value;
  if (typeof want !== 'string')
    return {
      pass: false,
      expected: want,
      actual: ctx.output,
      success: '',
      failure: 'type assertion value must be a string',
    };
  const actualType = typeOf(ctx.output);
  const pass =
    actualType === want ||
    (want === 'integer' && typeof ctx.output === 'number' && Number.isInteger(ctx.output));
  return {
    pass,
    expected: want,
    actual: actualType,
    success: `output is ${article(want)}`,
    failure: `expected type '${want}', got '${actualType}': ${short(ctx.output ?? null, 200)}`,
  };
}

/** Load-time notes (warnings): what can never hold. */
function validate(a: Assertion): string[] {
  if (typeof a.value !== 'string') return ['type assertion value must be a string'];
  if (!(JSON_TYPES as readonly string[]).includes(a.value))
    return [`type "value" ${short(a.value)} never matches: one of ${JSON_TYPES.join(', ')}`];
  return [];
}

export const typeJudge: Judge = {
  validate,
  label: (a) => `type ${typeof a.value === 'string' ? a.value : short(a.value, 60)}`,
  evaluate,
};
