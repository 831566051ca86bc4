import type { Assertion } from '../model/case.js';
import { gouExtractJson } from './gou-extract.js';
import { short } from './json-value.js';
import { isPlainObject } from '../lib/json.js';
import { failedOutcome, JudgeError, type Judge, type JudgeContext, type Outcome } from './judge.js';

/*
 * `agent`: in a Yao file, the validator agent `use: "agents:<id>"` judges (see evaluateYao).
 * Elsewhere (`--assert agent:…`), and for a validator id agentci.yaml does not map, a judge model
 * reads the output against written criteria and answers `{passed, reason, score?}`. The criteria
 * are `value` (text, or any JSON, as Yao passes it) or `options.criteria`. Without a configured
 * judge that check is an error, never a silent pass.
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

/** Go's encoding/json of a map: keys sorted, at every level. */
function goJson(v: unknown): string {
  const sort = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(sort);
    if (!isPlainObject(x)) return x === undefined ? null : x;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(x).sort()) if (x[k] !== undefined) out[k] = sort(x[k]);
    return out;
  };
  return JSON.stringify(sort(v));
}

/**
 * assert.go assertAgent, for Yao's own files: `use` must be `agents:<id>`; that validator agent
 * (agentci.yaml `agents:`) gets {output, input, criteria, …options.metadata} and answers
 * {passed, reason}. An id agentci.yaml does not map is answered by the judge model when one is
 * configured (agentci has no Yao assistants to call). Every way this goes wrong fails the case,
 * with Yao's message.
 */
async function evaluateYao(a: Assertion, ctx: JudgeContext): Promise<Outcome> {
  const fail = (message: string): Outcome => failedOutcome(a, ctx, message);
  if (typeof a.use !== 'string' || !a.use.startsWith('agents:'))
    return fail("agent assertion requires 'use' field with 'agents:' prefix");
  const id = a.use.slice('agents:'.length);
  const metadata = a.options?.metadata;
  const connector = typeof a.options?.connector === 'string' ? a.options.connector : undefined;
  const v = await askYaoValidator(
    id,
    {
      output: ctx.output,
      input: ctx.case.input,
      ...(a.value !== undefined && a.value !== null ? { criteria: a.value } : {}),
      ...(isPlainObject(metadata) ? { metadata } : {}),
      ...(connector ? { connector } : {}),
    },
    ctx.validator,
    ctx.signal ?? new AbortController().signal,
  );
  if (v === undefined) {
    if (ctx.llmJudge && criteriaOf(a) !== undefined) return evaluateWithJudge(a, ctx);
    return fail(
      `failed to get validator agent: ${id} is not under agents: in agentci.yaml${ctx.llmJudge ? ' (the judge model needs criteria in "value" to stand in for it)' : ', and no judge: model is configured to stand in for it'}`,
    );
  }
  if ('failure' in v) return fail(v.failure);
  return {
    pass: v.passed,
    expected: v.verdict,
    actual: ctx.output,
    ...(v.score !== undefined ? { score: v.score } : {}),
    ...(v.reason ? { note: v.reason } : {}),
    success: v.reason || `validator ${id} passed`,
    failure: v.reason || `validator ${id} failed`,
  };
}

/**
 * assertAgent's call and reading of a validator agent: the JSON text of {output, input,
 * criteria?, …metadata} as its one message; the reply (gou ExtractJSON of its text) must be an
 * object with a bool `passed`. Undefined when there is no agent of that id; `failure` is Yao's
 * message when the call or the reply is unusable.
 */
export async function askYaoValidator(
  id: string,
  req: {
    output: unknown;
    input: unknown;
    criteria?: unknown;
    metadata?: Record<string, unknown>;
    connector?: string;
  },
  validator: JudgeContext['validator'],
  signal: AbortSignal,
): Promise<
  | { passed: boolean; reason: string; score?: number; verdict: Record<string, unknown> }
  | { failure: string }
  | undefined
> {
  const payload: Record<string, unknown> = { output: req.output ?? null, input: req.input ?? null };
  if (req.criteria !== undefined && req.criteria !== null) payload.criteria = req.criteria;
  if (req.metadata) Object.assign(payload, req.metadata);
  const r = validator
    ? await validator(id, goJson(payload), {
        ...(req.connector ? { connector: req.connector } : {}),
        signal,
      })
    : undefined;
  if (r === undefined) return undefined;
  if ('error' in r) return { failure: `validator agent error: ${r.error}` };
  let verdict: unknown = r.output;
  if (typeof verdict === 'string') {
    const found = gouExtractJson(verdict);
    if (found.found) verdict = found.value;
  }
  if (!isPlainObject(verdict))
    return { failure: 'validator agent returned invalid response format' };
  if (typeof verdict.passed !== 'boolean')
    return { failure: "validator response missing 'passed' field" };
  const score =
    typeof verdict.score === 'number' && Number.isFinite(verdict.score) ? verdict.score : undefined;
  return {
    passed: verdict.passed,
    reason: typeof verdict.reason === 'string' ? verdict.reason : '',
    ...(score !== undefined ? { score } : {}),
    verdict,
  };
}

async function evaluate(a: Assertion, ctx: JudgeContext): Promise<Outcome> {
  return ctx.dialect === 'yao' ? evaluateYao(a, ctx) : evaluateWithJudge(a, ctx);
}

/** agentci's judge model against written criteria (`--assert agent:…`, unmapped validators). */
async function evaluateWithJudge(a: Assertion, ctx: JudgeContext): Promise<Outcome> {
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
  // A Yao validator agent needs no written criteria (assertAgent sends them only when set).
  if (typeof a.use === 'string' && a.use.startsWith('agents:')) return [];
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
