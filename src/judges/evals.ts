import type { Case } from '../model/case.js';
import type { Check } from '../model/result.js';
import {
  evalLabel,
  type BooleanEval,
  type Comparator,
  type Eval,
  type NumericEval,
} from '../model/skilltest.js';
import type { Transcript } from '../model/transcript.js';
import {
  agreementText,
  firstError,
  median,
  tallyVotes,
  type BooleanVerdict,
  type JudgeRun,
  type LlmJudge,
  type ScoreVerdict,
} from './llm-judge.js';
import { judgeCalled, judgeNotCalled } from './mock-evals.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * skilltest evals on one attempt: `boolean` and `numeric` ask the judge model, `called` and
 * `not_called` count the mock/spy records. Every eval gives one check; a judge that is missing,
 * fails or answers garbage gives a check with `error` (the attempt errors, it does not fail).
 */

export const NO_EVAL_JUDGE_MESSAGE =
  'boolean and numeric evals need a judge model, and none is configured: add `judge: {model: {provider, model}}` to agentci.yaml (provider scripted for offline runs)';

/**
 * A skilltest provider's `judge` operation (`--provider`): the criterion, its kind and scale, the
 * conversation; resolves to the verdict and the judge's reason, rejects on a provider failure.
 */
export type ProviderJudge = (
  q: { kind: 'boolean' | 'numeric'; criterion: string; scale?: [number, number] },
  transcript: Transcript,
  signal?: AbortSignal,
) => Promise<{ value: boolean | number; reason: string }>;

export interface EvalDeps {
  /** The judge model; absent → boolean/numeric evals are error checks. */
  judge?: LlmJudge;
  /** `--provider`: the provider judges instead of a judge model (runner.rs score). */
  provider?: ProviderJudge;
  /**
   * How many times the provider is asked each question (skilltest asks once). More than one (the
   * judge model's `runs`, `--judge-runs`) takes the majority or the median, as agentci's own
   * judge does, and reports the agreement.
   */
  providerRuns?: number;
  signal?: AbortSignal;
}

/**
 * runner.rs score with a provider: one judge call per eval; eval.rs outcome: a boolean passes when
 * the value equals `expected`, a score is clamped into [min, max] and compared with the threshold;
 * the reason is the judge's. A failed call is an error check (the attempt errors, exit 3).
 */
async function providerEval(
  e: BooleanEval | NumericEval,
  transcript: Transcript,
  deps: EvalDeps & { provider: ProviderJudge },
): Promise<Check> {
  const q =
    e.type === 'boolean'
      ? { kind: 'boolean' as const, criterion: e.criterion }
      : {
          kind: 'numeric' as const,
          criterion: e.criterion,
          scale: [e.min, e.max] as [number, number],
        };
  const k = Math.max(1, Math.floor(deps.providerRuns ?? 1));
  if (k > 1) {
    // Several answers: the same aggregation as agentci's own judge (a failed call is unusable).
    const runs = await Promise.all(
      Array.from({ length: k }, () =>
        deps.provider(q, transcript, deps.signal).then(
          (v): JudgeRun<{ value: boolean | number; reason: string }> => ({ ok: true, value: v }),
          (err: unknown): JudgeRun<{ value: boolean | number; reason: string }> => {
            if (deps.signal?.aborted) throw err;
            return { ok: false, error: errorMessage(err) };
          },
        ),
      ),
    );
    return e.type === 'boolean'
      ? booleanCheck(
          e,
          runs.map((r) =>
            r.ok
              ? { ok: true, value: { verdict: r.value.value as boolean, reason: r.value.reason } }
              : r,
          ),
        )
      : numericCheck(
          e,
          runs.map((r) =>
            r.ok
              ? { ok: true, value: { score: r.value.value as number, reason: r.value.reason } }
              : r,
          ),
        );
  }
  let v: { value: boolean | number; reason: string };
  try {
    v = await deps.provider(q, transcript, deps.signal);
  } catch (err) {
    if (deps.signal?.aborted) throw err;
    return errorCheck(e, errorMessage(err));
  }
  if (e.type === 'boolean') {
    const value = v.value as boolean;
    return {
      label: evalLabel(e),
      type: 'boolean',
      passed: value === e.expected,
      expected: e.expected,
      actual: value,
      message: v.reason,
    };
  }
  const score = clamp(v.value as number, e.min, e.max);
  return {
    label: evalLabel(e),
    type: 'numeric',
    passed: compareScore(score, e.comparator, e.threshold),
    expected: `${SYMBOL[e.comparator]} ${e.threshold} (scale ${e.min}–${e.max})`,
    actual: score,
    score,
    message: v.reason,
  };
}

const SYMBOL: Record<Comparator, string> = { gte: '>=', gt: '>', lte: '<=', lt: '<' };

/** `score <comparator> threshold`. */
export function compareScore(score: number, comparator: Comparator, threshold: number): boolean {
  switch (comparator) {
    case 'gte':
      return score >= threshold;
    case 'gt':
      return score > threshold;
    case 'lte':
      return score <= threshold;
    case 'lt':
      return score < threshold;
  }
}

/** Clamps into [min, max]. */
export function clamp(x: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, x));
}

function errorCheck(e: Eval, error: string, extra: Partial<Check> = {}): Check {
  return { label: evalLabel(e), type: e.type, passed: false, message: error, error, ...extra };
}

async function judgeBoolean(
  e: BooleanEval,
  transcript: Transcript,
  output: unknown,
  deps: EvalDeps,
): Promise<Check> {
  if (!deps.judge) return errorCheck(e, NO_EVAL_JUDGE_MESSAGE);
  const runs = await deps.judge.askBoolean({ transcript, output }, e.criterion, {
    signal: deps.signal,
  });
  return booleanCheck(e, runs);
}

/** A boolean eval's check from the judge's answers: the majority, with the agreement when k > 1. */
function booleanCheck(e: BooleanEval, runs: JudgeRun<BooleanVerdict>[]): Check {
  const votes = runs.map((r) => (r.ok ? r.value.verdict : undefined));
  const tally = tallyVotes(votes);
  const judgeInfo =
    runs.length > 1
      ? {
          judge: {
            runs: runs.length,
            agreement: round3(tally.agreement),
            verdicts: votes.filter((v): v is boolean => v !== undefined),
            ...(tally.unusable ? { unusable: tally.unusable } : {}),
          },
        }
      : {};
  if (tally.winner === undefined)
    return errorCheck(e, tally.problem ?? firstError(runs), { expected: e.expected, ...judgeInfo });
  const reason = runs.find((r) => r.ok && r.value.verdict === tally.winner);
  const why = reason?.ok ? reason.value.reason : '';
  const passed = tally.winner === e.expected;
  const agreement = runs.length > 1 ? `; ${agreementText(tally, runs.length)}` : '';
  return {
    label: evalLabel(e),
    type: 'boolean',
    passed,
    expected: e.expected,
    actual: tally.winner,
    message: `judge verdict ${tally.winner} (expected ${e.expected})${agreement}${why ? `: ${why}` : ''}`,
    ...judgeInfo,
  };
}

async function judgeNumeric(
  e: NumericEval,
  transcript: Transcript,
  output: unknown,
  deps: EvalDeps,
): Promise<Check> {
  if (!deps.judge) return errorCheck(e, NO_EVAL_JUDGE_MESSAGE);
  const runs: JudgeRun<ScoreVerdict>[] = await deps.judge.askScore(
    { transcript, output },
    e.criterion,
    e.min,
    e.max,
    { signal: deps.signal },
  );
  return numericCheck(e, runs);
}

/** A numeric eval's check from the judge's answers: the median, with the agreement when k > 1. */
function numericCheck(e: NumericEval, runs: JudgeRun<ScoreVerdict>[]): Check {
  const expected = `${SYMBOL[e.comparator]} ${e.threshold} (scale ${e.min}–${e.max})`;
  const usable = runs.flatMap((r) => (r.ok ? [r.value] : []));
  if (usable.length === 0) return errorCheck(e, firstError(runs), { expected });
  const clamped = usable.map((v) => clamp(v.score, e.min, e.max));
  const score = median(clamped);
  const passed = compareScore(score, e.comparator, e.threshold);
  // The reason of the run whose score is nearest the median speaks for the result.
  let best = 0;
  clamped.forEach((s, i) => {
    if (Math.abs(s - score) < Math.abs((clamped[best] as number) - score)) best = i;
  });
  const raw = (usable[best] as ScoreVerdict).score;
  const why = (usable[best] as ScoreVerdict).reason;
  const agreeing = clamped.filter(
    (s) => compareScore(s, e.comparator, e.threshold) === passed,
  ).length;
  const unusable = runs.length - usable.length;
  const clampNote = runs.length === 1 && raw !== score ? ` (clamped from ${raw})` : '';
  const agreement =
    runs.length > 1
      ? `; ${agreementText({ agreeing, unusable }, runs.length)} (scores ${clamped.join(', ')})`
      : '';
  return {
    label: evalLabel(e),
    type: 'numeric',
    passed,
    expected,
    actual: score,
    score,
    message: `judge score ${score}${clampNote}, needed ${SYMBOL[e.comparator]} ${e.threshold}${agreement}${why ? `: ${why}` : ''}`,
    ...(runs.length > 1
      ? {
          judge: {
            runs: runs.length,
            agreement: round3(agreeing / runs.length),
            scores: clamped,
            ...(unusable ? { unusable } : {}),
          },
        }
      : {}),
  };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** skilltest's `EvalDetail` of a scored eval (report.schema.json); undefined when it errored. */
function detailOf(e: Eval, k: Check): Record<string, unknown> | undefined {
  if (k.error !== undefined) return undefined;
  switch (e.type) {
    case 'boolean':
      return { kind: 'boolean', value: k.actual, expected: e.expected };
    case 'numeric':
      return { kind: 'numeric', value: k.score, threshold: e.threshold, comparator: e.comparator };
    case 'called':
      return { kind: 'calls', count: k.actual, times: e.times ?? null, negated: false };
    case 'not_called':
      return { kind: 'calls', count: k.actual, times: null, negated: true };
  }
}

/**
 * Judges every skilltest eval of the case on one attempt, in order (judge calls one at a time).
 * Rethrows only when `deps.signal` is aborted, so a timed-out attempt is not mistaken for a failure.
 */
export async function judgeEvals(
  c: Case,
  transcript: Transcript,
  output: unknown,
  deps: EvalDeps,
): Promise<Check[]> {
  const checks: Check[] = [];
  for (const [i, e] of c.evals.entries()) {
    if (deps.signal?.aborted) throw deps.signal.reason;
    let k: Check;
    switch (e.type) {
      case 'boolean':
        k = deps.provider
          ? await providerEval(e, transcript, { ...deps, provider: deps.provider })
          : await judgeBoolean(e, transcript, output, deps);
        break;
      case 'numeric':
        k = deps.provider
          ? await providerEval(e, transcript, { ...deps, provider: deps.provider })
          : await judgeNumeric(e, transcript, output, deps);
        break;
      case 'called':
        k = judgeCalled(e, transcript.mock_calls, c.mocks);
        break;
      case 'not_called':
        k = judgeNotCalled(e, transcript.mock_calls, c.mocks);
        break;
    }
    const detail = detailOf(e, k);
    const line = c.source.evals?.[i];
    checks.push({ ...k, ...(detail ? { detail } : {}), ...(line !== undefined ? { line } : {}) });
  }
  return checks;
}
