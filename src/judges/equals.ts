import type { Assertion } from '../model/case.js';
import { wholeJson } from './json-extract.js';
import { firstDifference, jsonEqual, outputPreview, short } from './json-value.js';
import { JudgeError, type Judge, type JudgeContext, type Outcome } from './judge.js';

/*
 * `equals`: deep JSON equality, key order irrelevant. A string output is compared as a string
 * (trailing whitespace trimmed: agents print a final newline); when the expected value is not a
 * string and the output is text that is JSON, the parsed value is compared. Without `value`, the
 * case's `expected` is used (Yao's `"assert": "equals"` shorthand next to `expected`).
 */

function expectedOf(a: Assertion, ctx: JudgeContext): unknown {
  if (a.value !== undefined) return a.value;
  if (ctx.case.expected !== undefined) return ctx.case.expected;
  throw new JudgeError('equals has no value, and the case has no "expected" to compare with');
}

function evaluate(a: Assertion, ctx: JudgeContext): Outcome {
  const expected = expectedOf(a, ctx);
  const output = ctx.output;
  const success = `output equals ${short(expected)}`;

  if (typeof expected === 'string') {
    if (typeof output === 'string') {
      const pass = output === expected || output.trimEnd() === expected;
      return {
        pass,
        expected,
        actual: output,
        success,
        failure: `expected output to equal ${short(expected, 200)} but it was ${short(output.trimEnd(), 200)}${stringHint(output.trimEnd(), expected)}`,
      };
    }
    return {
      pass: false,
      expected,
      actual: output,
      success,
      failure: `expected output to equal the text ${short(expected, 200)} but the output is ${kindOf(output)}: ${short(output, 200)}`,
    };
  }

  let actual = output;
  if (typeof output === 'string') {
    const parsed = wholeJson(output);
    if (!parsed.ok)
      return {
        pass: false,
        expected,
        actual: output,
        success,
        failure: `expected output to equal ${short(expected, 200)} but the output is text that is not JSON; ${outputPreview(output)}`,
      };
    actual = parsed.value;
  }
  const pass = jsonEqual(actual, expected);
  return {
    pass,
    expected,
    actual,
    success,
    failure: pass
      ? ''
      : `expected output to equal ${short(expected, 200)}; it differs ${firstDifference(actual, expected) ?? ''}`,
  };
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
  label: (a) => (a.value === undefined ? 'equals expected' : `equals ${short(a.value, 60)}`),
  evaluate,
};
