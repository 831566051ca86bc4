import type { Assertion } from '../model/case.js';
import { isPlainObject, short } from './json-value.js';
import { JudgeError, type Judge, type JudgeContext, type Outcome } from './judge.js';

/*
 * `agent`: a judge model reads the output against written criteria and answers
 * `{passed, reason, score?}`. The criteria are `value` (text, or any JSON, as Yao passes it) or
 * `options.criteria`. Without a configured judge the check is an error, never a silent pass.
 */

export const NO_JUDGE_MESSAGE =
  'the agent assertion needs a judge model, and none is configured: add a `judge:` section (model provider and model) to agentci.yaml';

function criteriaOf(a: Assertion): string | undefined {
  if (typeof a.value === 'string' && a.value.trim() !== '') return a.value;
  const fromOptions = a.options?.criteria;
  if (typeof fromOptions === 'string' && fromOptions.trim() !== '') return fromOptions;
  if (a.value !== undefined && a.value !== null && typeof a.value !== 'string')
    return JSON.stringify(a.value);
  return undefined;
}

async function evaluate(a: Assertion, ctx: JudgeContext): Promise<Outcome> {
  const criteria = criteriaOf(a);
  if (criteria === undefined) throw new JudgeError(validate(a).join('; '));
  if (!ctx.llmJudge) throw new JudgeError(NO_JUDGE_MESSAGE);
  const options: Record<string, unknown> = { ...(a.options ?? {}) };
  if (a.use !== undefined) options.use = a.use;
  let verdict: unknown;
  try {
    verdict = await ctx.llmJudge({
      criteria,
      output: ctx.output,
      transcript: ctx.transcript,
      input: ctx.case.input,
      options,
      signal: ctx.signal,
    });
  } catch (e) {
    if (ctx.signal?.aborted) throw e;
    throw new JudgeError(
      `the judge model failed: ${e instanceof Error ? e.message : short(e, 300)}`,
      { cause: e },
    );
  }
  if (!isPlainObject(verdict) || typeof verdict.passed !== 'boolean')
    throw new JudgeError(
      `the judge model answered ${short(verdict, 200)}; expected {passed, reason, score?}`,
    );
  const reason =
    typeof verdict.reason === 'string' && verdict.reason.trim() !== '' ? verdict.reason : undefined;
  const score =
    typeof verdict.score === 'number' && Number.isFinite(verdict.score) ? verdict.score : undefined;
  return {
    pass: verdict.passed,
    expected: criteria,
    actual: ctx.output,
    score,
    note: reason,
    success: `the judge found the criteria met${reason ? `: ${reason}` : ''}`,
    failure: `the judge found the criteria not met${reason ? `: ${reason}` : ''}`,
  };
}

function validate(a: Assertion): string[] {
  if (criteriaOf(a) === undefined)
    return [
      'agent needs criteria: put what the judge should check in "value" (or options.criteria)',
    ];
  return [];
}

export const agentJudge: Judge = {
  validate,
  label: (a) => `agent ${short(criteriaOf(a) ?? '?', 60)}`,
  evaluate,
};
