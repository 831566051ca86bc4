import type { Assertion } from '../model/case.js';
import { ASSERTION_TYPES } from '../model/case.js';
import type { Check } from '../model/result.js';
import { boundActual } from './json-value.js';
import { failedOutcome, JudgeError, type JudgeContext, type Outcome } from './judge.js';
import { judgeFor } from './registry.js';
import { suggest } from '../lib/zod-problems.js';
import { errorMessage } from '../lib/error-message.js';

export type { JudgeContext, LlmJudgeRequest, LlmJudgeVerdict, Judge, Outcome } from './judge.js';
export { JudgeError } from './judge.js';
export { JUDGES, judgeFor } from './registry.js';
export { extractJson } from './json-extract.js';
export { parsePath, evaluatePath, formatPath } from './path-expression.js';
export {
  compilePattern,
  patternProblem,
  PatternError,
  type RegexDialect,
} from '../lib/regex-pattern.js';
export { deepEqual } from '../lib/json.js';
export { collectToolCalls } from '../model/tool-calls.js';
export { NO_JUDGE_MESSAGE } from './agent.js';

/** A short human label, e.g. `contains "Paris"`, `json_path $.a == 1`, `not regex /x/i`. */
export function assertionLabel(a: Assertion): string {
  const judge = judgeFor(a.type);
  const base = judge ? judge.label(a) : String(a.type);
  return a.negate ? `not ${base}` : base;
}

/** What refuses a suite at load (a pattern RE2 cannot compile), as plain sentences. */
export function refuseAssertion(a: Assertion): string[] {
  return judgeFor(a.type)?.refuse?.(a) ?? [];
}

/** What makes one assertion fail whenever it runs, as plain sentences (empty when it is fine). */
export function validateAssertion(a: Assertion): string[] {
  const judge = judgeFor(a.type);
  if (!judge) {
    const near = suggest(a.type, ASSERTION_TYPES);
    return [
      `unknown assertion type: ${a.type}${near ? ` (did you mean '${near}'?)` : ` (known: ${ASSERTION_TYPES.join(', ')})`}`,
    ];
  }
  return judge.validate(a);
}

function errorCheck(a: Assertion, label: string, error: string): Check {
  return {
    label,
    type: String(a.type),
    passed: false,
    expected: boundActual(a.value),
    message: error,
    error,
    ...(a.negate ? { negate: true } : {}),
  };
}

/**
 * Judges one assertion on one attempt. Never throws for a bad assertion, a crashing script or a
 * missing judge model: those come back as a check with `error` set (the attempt errors). It does
 * rethrow when `ctx.signal` is aborted, so a timed-out attempt is not mistaken for a failure.
 */
export async function runAssertion(a: Assertion, ctx: JudgeContext): Promise<Check> {
  const label = assertionLabel(a);
  const judge = judgeFor(a.type);
  // A Yao case loads with these problems as warnings and fails the check when it runs, in Yao's
  // words (assert.go evaluateAssertion, then negate as for any result); elsewhere they error.
  const yao = ctx.dialect === 'yao';
  if (!judge && !yao) return errorCheck(a, label, validateAssertion(a).join('; '));
  if (ctx.signal?.aborted) throw ctx.signal.reason;
  const problems = judge ? judge.validate(a) : [];
  if (problems.length > 0 && !yao) return errorCheck(a, label, problems.join('; '));

  let outcome: Outcome;
  try {
    // evaluateAssertion's default branch: "unknown assertion type: schema".
    outcome = judge
      ? await judge.evaluate(a, ctx)
      : failedOutcome(a, ctx, `unknown assertion type: ${a.type}`);
  } catch (e) {
    if (ctx.signal?.aborted) throw ctx.signal.reason;
    const msg =
      e instanceof JudgeError ? e.message : `${a.type} could not be judged: ${errorMessage(e)}`;
    return errorCheck(a, label, msg);
  }

  const passed = a.negate ? !outcome.pass : outcome.pass;
  let message: string | undefined;
  if (!passed) {
    message =
      a.message ??
      (a.negate
        ? `${outcome.success}, but the assertion is negated (expected it not to hold)`
        : outcome.failure);
  } else if (outcome.note) {
    message = outcome.note;
  }
  const check: Check = {
    label,
    type: a.type,
    passed,
    expected: boundActual(outcome.expected !== undefined ? outcome.expected : a.value),
    actual: boundActual(outcome.actual),
  };
  if (message !== undefined) check.message = message;
  if (a.negate) check.negate = true;
  if (outcome.score !== undefined) check.score = outcome.score;
  return check;
}

/**
 * Judges every assertion of the case, in order. Assertions run one after another (judge models
 * and scripts are not hammered in parallel); an aborted signal stops the run by rethrowing.
 */
export async function judgeAttempt(ctx: JudgeContext): Promise<Check[]> {
  const checks: Check[] = [];
  for (const a of ctx.case.assert) checks.push(await runAssertion(a, ctx));
  return checks;
}
