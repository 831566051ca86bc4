import type { Assertion } from '../model/case.js';
import { extractJson } from './json-extract.js';
import { jsonEqual, outputPreview, short } from './json-value.js';
import { JudgeError, type Judge, type JudgeContext, type Outcome } from './judge.js';
import { evaluatePath, parsePath, PathSyntaxError, type PathSegment } from './path-expression.js';

/*
 * `json_path`: find the output's JSON (see json-extract.ts), take the value at `path`, compare.
 * No `value` → the path must exist. An array `value` means "any of" (Yao's IN semantics), except
 * that an extracted array is first compared with the whole list.
 */

function segmentsOf(a: Assertion): PathSegment[] {
  if (a.path === undefined || a.path.trim() === '')
    throw new JudgeError('json_path needs a "path", e.g. "$.answer"');
  try {
    return parsePath(a.path);
  } catch (e) {
    throw new JudgeError(e instanceof Error ? e.message : String(e));
  }
}

function evaluate(a: Assertion, ctx: JudgeContext): Outcome {
  const segs = segmentsOf(a);
  const path = a.path ?? '$';
  const json = extractJson(ctx.output);
  const expected = a.value;
  const success =
    expected === undefined
      ? `path ${path} exists`
      : Array.isArray(expected)
        ? `the value at ${path} is ${short(expected)} or one of its elements`
        : `the value at ${path} equals ${short(expected)}`;
  if (!json.found)
    return {
      pass: false,
      expected,
      actual: ctx.output,
      success,
      failure: `no JSON found in output; ${outputPreview(ctx.output)}`,
    };

  const hit = evaluatePath(json.value, segs);
  if (!hit.found)
    return { pass: false, expected, actual: json.value, success, failure: hit.reason };
  const actual = hit.value;

  if (expected === undefined) {
    const empty = hit.multi && Array.isArray(actual) && actual.length === 0;
    return { pass: !empty, expected, actual, success, failure: `path ${path} matched nothing` };
  }
  if (jsonEqual(actual, expected)) return { pass: true, expected, actual, success, failure: '' };
  if (Array.isArray(expected) && expected.some((e) => jsonEqual(actual, e)))
    return { pass: true, expected, actual, success, failure: '' };
  const want = Array.isArray(expected) ? `one of ${short(expected, 200)}` : short(expected, 200);
  return {
    pass: false,
    expected,
    actual,
    success,
    failure: `at ${path} expected ${want} but found ${short(actual, 200)}`,
  };
}

function validate(a: Assertion): string[] {
  if (a.path === undefined || a.path.trim() === '')
    return ['json_path needs a "path", e.g. "$.answer" or "$.items[0].name"'];
  try {
    parsePath(a.path);
    return [];
  } catch (e) {
    return [e instanceof PathSyntaxError ? e.message : String(e)];
  }
}

function label(a: Assertion): string {
  const path = a.path ?? '?';
  if (a.value === undefined) return `json_path ${path} exists`;
  if (Array.isArray(a.value)) return `json_path ${path} in ${short(a.value, 60)}`;
  return `json_path ${path} == ${short(a.value, 60)}`;
}

export const jsonPathJudge: Judge = { validate, label, evaluate };
