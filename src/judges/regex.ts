import type { Assertion } from '../model/case.js';
import { goText } from './go-text.js';
import { outputPreview, short } from './json-value.js';
import { failedOutcome, JudgeError, type Judge, type JudgeContext, type Outcome } from './judge.js';
import { compilePattern, patternProblem, type CompiledPattern } from '../lib/regex-pattern.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * `regex`: the output's text matches `value`, a Go regexp pattern as in Yao's assertRegex
 * (regexp.Compile + MatchString: an unanchored search). `/…/` is an ordinary pattern.
 */

function compiled(value: string): CompiledPattern {
  try {
    return compilePattern(value, 'go');
  } catch (e) {
    throw new JudgeError(errorMessage(e));
  }
}

function evaluate(a: Assertion, ctx: JudgeContext): Outcome {
  // assertRegex: a value that is not a string fails the assertion (a load warning here).
  if (typeof a.value !== 'string') return failedOutcome(a, ctx, 'regex pattern must be a string');
  const p = compiled(a.value);
  // Yao matches the text of the output, an object as Go's json.Marshal writes it (sorted keys).
  const text = goText(ctx.output);
  const m = p.find(text);
  // Yao's wording (assertRegex): "output matches pattern '…'".
  const shown = `'${p.display}'`;
  return {
    pass: m !== null,
    expected: a.value,
    actual: ctx.output,
    success:
      m !== null
        ? `output matches pattern ${shown} (matched ${short(m, 80)})`
        : `output matches pattern ${shown}`,
    failure: `output does not match pattern ${shown}; ${outputPreview(ctx.output)}`,
  };
}

/** What fails every run (Yao: "regex pattern must be a string"): a warning at load. */
function validate(a: Assertion): string[] {
  if (typeof a.value !== 'string')
    return [`regex pattern must be a string, got ${short(a.value ?? null)}`];
  return refuse(a);
}

/** A pattern Go's regexp refuses (look-around, backreferences…): refused at load, with file:line. */
function refuse(a: Assertion): string[] {
  if (typeof a.value !== 'string') return [];
  const problem = patternProblem(a.value, 'go');
  return problem === undefined ? [] : [problem];
}

function label(a: Assertion): string {
  if (typeof a.value !== 'string') return `regex ${short(a.value, 60)}`;
  return `regex ${a.value.length > 60 ? `${a.value.slice(0, 59)}…` : a.value}`;
}

export const regexJudge: Judge = { validate, refuse, label, evaluate };
