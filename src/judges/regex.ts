import type { Assertion } from '../model/case.js';
import { outputPreview, outputText, short } from './json-value.js';
import { JudgeError, type Judge, type JudgeContext, type Outcome } from './judge.js';
import { compilePattern, PatternError, type CompiledPattern } from './regex-pattern.js';

/*
 * `regex`: the output's text matches `value`, written for RE2 (`(?i)` inline flags, as in Yao)
 * or as a `/pattern/flags` literal.
 */

function compiled(a: Assertion): CompiledPattern {
  if (typeof a.value !== 'string') throw new JudgeError(validate(a).join('; '));
  try {
    return compilePattern(a.value);
  } catch (e) {
    throw new JudgeError(e instanceof Error ? e.message : String(e));
  }
}

function evaluate(a: Assertion, ctx: JudgeContext): Outcome {
  const p = compiled(a);
  const text = outputText(ctx.output);
  const m = p.regex.exec(text);
  return {
    pass: m !== null,
    expected: a.value,
    actual: ctx.output,
    success: m
      ? `output matches ${p.display} (matched ${short(m[0], 80)})`
      : `output matches ${p.display}`,
    failure: `expected output to match ${p.display} but it did not; ${outputPreview(ctx.output)}`,
  };
}

function validate(a: Assertion): string[] {
  if (a.value === undefined) return ['regex needs a "value": the pattern, e.g. "(?i)^paris"'];
  if (typeof a.value !== 'string')
    return [`regex "value" must be a pattern string, got ${short(a.value)}`];
  if (a.value === '') return ['regex "value" is an empty pattern, which matches every output'];
  try {
    compilePattern(a.value);
    return [];
  } catch (e) {
    return [e instanceof PatternError ? e.message : String(e)];
  }
}

function label(a: Assertion): string {
  if (typeof a.value === 'string') {
    try {
      return `regex ${compilePattern(a.value).display}`;
    } catch {
      return `regex ${short(a.value, 60)}`;
    }
  }
  return `regex ${short(a.value, 60)}`;
}

export const regexJudge: Judge = { validate, label, evaluate };
