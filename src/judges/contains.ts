import type { Assertion } from '../model/case.js';
import { extractJson } from './json-extract.js';
import { isPlainObject, outputPreview, outputText, short, subsetMismatch } from './json-value.js';
import {
  boolOption,
  checkBoolOption,
  type Judge,
  type JudgeContext,
  type Outcome,
} from './judge.js';

/*
 * `contains` / `not_contains` on the output's text (a non-string output is JSON-stringified).
 * A string value is a substring; a list means every element (contains) or none (not_contains);
 * an object value is a deep subset of the output's JSON. Case-sensitive unless
 * `options.ignore_case: true`.
 */

interface ItemResult {
  item: unknown;
  present: boolean;
  /** For a present substring: the text around it; for an absent object: why it did not match. */
  detail?: string;
}

function checkItem(item: unknown, output: unknown, text: string, ignoreCase: boolean): ItemResult {
  if (isPlainObject(item)) {
    const json = extractJson(output);
    if (!json.found)
      return { item, present: false, detail: 'the output has no JSON to compare with' };
    const why = subsetMismatch(json.value, item, { ignoreCase });
    return why === null
      ? { item, present: true, detail: 'its JSON matches' }
      : { item, present: false, detail: why };
  }
  const needle = typeof item === 'string' ? item : outputText(item);
  const hay = ignoreCase ? text.toLowerCase() : text;
  const at = hay.indexOf(ignoreCase ? needle.toLowerCase() : needle);
  if (at < 0) return { item, present: false };
  return { item, present: true, detail: around(text, at, needle.length) };
}

/** `"…some context…"` around a match, bounded. */
function around(text: string, at: number, len: number): string {
  const from = Math.max(0, at - 30);
  const to = Math.min(text.length, at + len + 30);
  const cut = `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
  return JSON.stringify(cut.length > 300 ? `${cut.slice(0, 300)}…` : cut);
}

function itemsOf(a: Assertion): unknown[] {
  return Array.isArray(a.value) ? a.value : [a.value];
}

function describeValue(a: Assertion, max = 200): string {
  const ic = boolOption(a, 'ignore_case') ? ' (ignoring case)' : '';
  return `${short(a.value, max)}${ic}`;
}

function evaluateContains(a: Assertion, ctx: JudgeContext): Outcome {
  const text = outputText(ctx.output);
  const results = itemsOf(a).map((it) =>
    checkItem(it, ctx.output, text, boolOption(a, 'ignore_case')),
  );
  const missing = results.filter((r) => !r.present);
  const many = Array.isArray(a.value);
  let failure = '';
  if (missing.length > 0) {
    const what = many
      ? `every one of ${describeValue(a)} but it lacks ${missing.map((m) => short(m.item, 80)).join(', ')}`
      : `${describeValue(a)} but it did not`;
    const why = missing.find((m) => m.detail)?.detail;
    failure = `expected output to contain ${what}${why ? ` (${why})` : ''}; ${outputPreview(ctx.output)}`;
  }
  return {
    pass: missing.length === 0,
    expected: a.value,
    actual: ctx.output,
    success: `output contains ${many ? 'every one of ' : ''}${describeValue(a)}`,
    failure,
  };
}

function evaluateNotContains(a: Assertion, ctx: JudgeContext): Outcome {
  const text = outputText(ctx.output);
  const results = itemsOf(a).map((it) =>
    checkItem(it, ctx.output, text, boolOption(a, 'ignore_case')),
  );
  const found = results.filter((r) => r.present);
  const many = Array.isArray(a.value);
  let failure = '';
  if (found.length > 0) {
    const first = found[0];
    failure = many
      ? `expected output to contain none of ${describeValue(a)} but it contains ${found.map((f) => short(f.item, 80)).join(', ')} (${first.detail ?? ''})`
      : `expected output not to contain ${describeValue(a)} but it does: ${first.detail ?? ''}`;
  }
  return {
    pass: found.length === 0,
    expected: a.value,
    actual: ctx.output,
    success: many
      ? `output contains none of ${describeValue(a)}`
      : `output does not contain ${describeValue(a)}`,
    failure,
  };
}

function validate(a: Assertion): string[] {
  const problems = checkBoolOption(a, 'ignore_case');
  const v = a.value;
  if (v === undefined)
    problems.push(`${a.type} needs a "value": the text to look for (or a list of texts)`);
  else if (v === null)
    problems.push(`${a.type} "value" must be text, a list of texts or an object, not null`);
  else if (Array.isArray(v) && v.length === 0)
    problems.push(`${a.type} "value" is an empty list: give at least one text`);
  else if (typeof v === 'string' && v === '')
    problems.push(`${a.type} "value" is empty text, which every output contains`);
  return problems;
}

function label(a: Assertion): string {
  const ic = boolOption(a, 'ignore_case') ? ' (ignore case)' : '';
  return `${a.type} ${short(a.value, 60)}${ic}`;
}

export const containsJudge: Judge = { validate, label, evaluate: evaluateContains };
export const notContainsJudge: Judge = { validate, label, evaluate: evaluateNotContains };
