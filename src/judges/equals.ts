import type { Assertion } from '../model/case.js';
import { wholeJson } from './json-extract.js';
import { firstDifference, outputPreview, short } from './json-value.js';
import { deepEqual } from '../lib/json.js';
import { type Judge, type JudgeContext, type Outcome } from './judge.js';

/*
 * `equals`, as Yao's assertEquals / validateOutput (agent/test/assert.go, runner.go): the output
 * and `value` are the same JSON value. A text output is text: `"42"` does not equal 42, and the
 * text `{"a": 1}` does not equal the object (return structured output, `{"output": {…}}`, to
 * compare JSON). A missing `value` is JSON null, as in Yao (the case's `expected` is not used).
 *
 * Departures, documented in docs/yao-departures.md: objects compare key by key whatever their key
 * order (Yao compares marshalled text, whose key order Go leaves to chance), and a text output's
 * trailing whitespace is ignored (a process prints a final newline).
 */

function evaluate(a: Assertion, ctx: JudgeContext): Outcome {
  const expected = a.value === undefined ? null : a.value;
  const output = ctx.output === undefined ? null : ctx.output;
  const success = `output equals ${short(expected)}`;

  if (typeof expected === 'string' && typeof output === 'string') {
    const pass = output === expected || output.trimEnd() === expected;
    return {
      pass,
      expected,
      actual: output,
      success,
      failure: `expected output to equal ${short(expected, 200)} but it was ${short(output.trimEnd(), 200)}${stringHint(output.trimEnd(), expected)}`,
    };
  }
  const pass = deepEqual(output, expected);
  let failure = '';
  if (!pass) {
    if (typeof output === 'string' && typeof expected !== 'string') {
      const looksJson = wholeJson(output).ok;
      failure = `expected output to equal ${short(expected, 200)} but the output is text${looksJson ? ' (it holds JSON: a Yao agent returns structured output for equals to compare it as JSON)' : ''}; ${outputPreview(output)}`;
    } else if (typeof expected === 'string') {
      failure = `expected output to equal the text ${short(expected, 200)} but the output is ${kindOf(output)}: ${short(output, 200)}`;
    } else {
      failure = `expected output to equal ${short(expected, 200)}; it differs ${firstDifference(output, expected) ?? ''}`;
    }
  }
  return { pass, expected, actual: output, success, failure };
}

/** Points at the first differing character of two long strings, where eyes give up. */
function stringHint(actual: string, expected: string): string {
  if (actual.toLowerCase() === expected.toLowerCase()) return ' (differs only in letter case)';
  if (actual.trim() === expected.trim()) return ' (differs only in leading/trailing whitespace)';
  if (expected.length < 40) return '';
  let i = 0;
  while (i < actual.length && i < expected.length && actual[i] === expected[i]) i++;
  return ` (first difference at character ${i})`;
}

function kindOf(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

export const equalsJudge: Judge = {
  validate: () => [],
  label: (a) => `equals ${short(a.value ?? null, 60)}`,
  evaluate,
};
