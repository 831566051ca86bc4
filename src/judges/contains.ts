import type { Assertion } from '../model/case.js';
import { goText } from './go-text.js';
import { outputPreview, short } from './json-value.js';
import {
  boolOption,
  checkBoolOption,
  type Judge,
  type JudgeContext,
  type Outcome,
} from './judge.js';

/*
 * `contains` / `not_contains`, as Yao's assertContains (agent/test/assert.go): both the output and
 * `value` become text by Yao's toString (a string as is; nil as ""; anything else as Go's
 * encoding/json writes it: keys sorted, no spaces), then one is a substring of the other. So a list
 * value is looked for as its JSON text, and an empty or missing value is always contained.
 * Case-sensitive; agentci adds `options.ignore_case: true`.
 */

function find(a: Assertion, ctx: JudgeContext): { text: string; needle: string; at: number } {
  const text = goText(ctx.output);
  const needle = goText(a.value);
  const ignoreCase = boolOption(a, 'ignore_case');
  const at = ignoreCase ? text.toLowerCase().indexOf(needle.toLowerCase()) : text.indexOf(needle);
  return { text, needle, at };
}

/** `"…some context…"` around a match, bounded. */
function around(text: string, at: number, len: number): string {
  const from = Math.max(0, at - 30);
  const to = Math.min(text.length, at + len + 30);
  const cut = `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
  return JSON.stringify(cut.length > 300 ? `${cut.slice(0, 300)}…` : cut);
}

function describeNeedle(a: Assertion, needle: string): string {
  const ic = boolOption(a, 'ignore_case') ? ' (ignoring case)' : '';
  return `${short(needle, 200)}${ic}`;
}

function evaluateContains(a: Assertion, ctx: JudgeContext): Outcome {
  const { text, needle, at } = find(a, ctx);
  return {
    pass: at >= 0,
    expected: a.value,
    actual: ctx.output,
    success: `output contains ${describeNeedle(a, needle)}`,
    failure: `expected output to contain ${describeNeedle(a, needle)} but it did not; ${outputPreview(text)}`,
  };
}

function evaluateNotContains(a: Assertion, ctx: JudgeContext): Outcome {
  const { text, needle, at } = find(a, ctx);
  return {
    pass: at < 0,
    expected: a.value,
    actual: ctx.output,
    success: `output does not contain ${describeNeedle(a, needle)}`,
    failure: `expected output not to contain ${describeNeedle(a, needle)} but it does: ${at >= 0 ? around(text, at, needle.length) : ''}`,
  };
}

function label(a: Assertion): string {
  const ic = boolOption(a, 'ignore_case') ? ' (ignore case)' : '';
  return `${a.type} ${short(goText(a.value), 60)}${ic}`;
}

const validate = (a: Assertion): string[] => checkBoolOption(a, 'ignore_case');

export const containsJudge: Judge = { validate, label, evaluate: evaluateContains };
export const notContainsJudge: Judge = { validate, label, evaluate: evaluateNotContains };
