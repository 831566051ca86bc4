import type { Assertion } from '../model/case.js';
import { gouExtractJson } from './gou-extract.js';
import { outputPreview, short } from './json-value.js';
import { isPlainObject, deepEqual } from '../lib/json.js';
import type { Judge, JudgeContext, Outcome } from './judge.js';
import { evaluatePath, parsePath } from './path-expression.js';

/*
 * `json_path`, as Yao's assertJSONPath (agent/test/assert.go): a text output is read as gou's
 * ExtractJSON reads it (fenced blocks, then the whole text; broken JSON repaired; YAML replies
 * parsed, see gou-extract.ts); the value at `path` is compared with `value` as JSON values, a
 * missing path being null. So no `value` (null) holds when the path is missing or null, and
 * `value: null` asserts absence. A list `value` also holds when the value found is not a list and
 * equals one of its elements (Yao's IN semantics).
 *
 * Paths are Yao's (`$.a.b`, `a.b[0].c`); agentci also reads `$['k']`, `[-1]` and `[*]`, which
 * Yao reads as missing keys.
 */

/** Yao's parsePathSegments + extractPath, for paths agentci's parser refuses (Yao never does). */
function yaoExtract(data: unknown, path: string): unknown {
  const segments: string[] = [];
  let cur = '';
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (ch === '.') {
      if (cur !== '') segments.push(cur);
      cur = '';
    } else if (ch === '[') {
      if (cur !== '') segments.push(cur);
      cur = '';
      const j = path.indexOf(']', i + 1);
      if (j >= 0) {
        segments.push(path.slice(i, j + 1));
        i = j;
      }
    } else cur += ch;
  }
  if (cur !== '') segments.push(cur);
  let node: unknown = data;
  for (const seg of segments) {
    if (seg.startsWith('[') && seg.endsWith(']')) {
      const inner = seg.slice(1, -1);
      if (!/^[+-]?\d+$/.test(inner) || !Array.isArray(node)) return null;
      const index = Number(inner);
      if (index < 0 || index >= node.length) return null;
      node = node[index];
    } else if (isPlainObject(node)) node = node[seg];
    else return null;
  }
  return node ?? null;
}

/** The value at the assertion's path, null when missing. */
function valueAt(data: unknown, rawPath: string): unknown {
  const path = rawPath.startsWith('$.') ? rawPath.slice(2) : rawPath;
  let segs;
  try {
    segs = parsePath(rawPath);
  } catch {
    return yaoExtract(data, path);
  }
  const hit = evaluatePath(data, segs);
  return hit.found ? (hit.value ?? null) : null;
}

function evaluate(a: Assertion, ctx: JudgeContext): Outcome {
  const path = a.path ?? '';
  const expected = a.value === undefined ? null : a.value;
  const success = Array.isArray(expected)
    ? `the value at ${path} is ${short(expected)} or one of its elements`
    : `the value at ${path} equals ${short(expected)}`;
  let data: unknown;
  const out = ctx.output;
  if (typeof out === 'string') {
    const found = gouExtractJson(out);
    if (!found.found)
      return {
        pass: false,
        expected,
        actual: out,
        success,
        failure: `output is not valid JSON; ${outputPreview(out)}`,
      };
    data = found.value;
  } else if (isPlainObject(out) || Array.isArray(out)) {
    data = out;
  } else {
    return {
      pass: false,
      expected,
      actual: out,
      success,
      failure: `output is not a JSON object or array, got ${short(out ?? null, 200)}`,
    };
  }
  const actual = valueAt(data, path);
  if (deepEqual(actual, expected)) return { pass: true, expected, actual, success, failure: '' };
  if (
    Array.isArray(expected) &&
    !Array.isArray(actual) &&
    expected.some((e) => deepEqual(actual, e ?? null))
  )
    return { pass: true, expected, actual, success, failure: '' };
  return {
    pass: false,
    expected,
    actual,
    success,
    failure: `path '${path}': expected ${short(expected, 200)}, got ${short(actual, 200)}`,
  };
}

function label(a: Assertion): string {
  const path = a.path ?? '';
  if (a.value === undefined || a.value === null) return `json_path ${path} is missing or null`;
  if (Array.isArray(a.value)) return `json_path ${path} in ${short(a.value, 60)}`;
  return `json_path ${path} == ${short(a.value, 60)}`;
}

export const jsonPathJudge: Judge = { validate: () => [], label, evaluate };
