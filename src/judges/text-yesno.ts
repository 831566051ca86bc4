import type { LimiterRegistry } from '../net/endpoint-limiter.js';
import type { ModelFactory } from '../harness/model-factory.js';
import { maskSecrets } from '../harness/models/http.js';
import {
  cachedModelFactory,
  modelCacheParams,
  type CacheScope,
  type ResponseCache,
} from '../harness/response-cache.js';
import type { ChatModel } from '../harness/types.js';
import type { JudgeConfig } from '../model/model-config.js';
import { firstError, LlmJudge, tallyVotes } from './llm-judge.js';
import type { TextYesNo } from './python-test.js';

/*
 * thinkingbox's `judge.text_yesno(text, question)`, answered by the judge model configured once
 * for agentci (`judge:` in agentci.yaml): the text is shown as the output under judgement and the
 * question as the criterion; the judge replies `{"verdict": true|false, "reason": …}` like every
 * other agentci judge question (with `judge.runs`, the majority answer; an unusable reply or an
 * even split is an error, never a silent no).
 *
 * With `--cache`, each attempt asks through the response cache under its own scope (suite, case,
 * run index, role `judge`), exactly like the judge of Yao and skilltest cases; in replay mode the
 * judge starts without its API key (recorded answers need none). With a meter, each attempt's
 * questions are added to that attempt's `eval_usage`.
 */

/** `text_yesno` for one attempt: its scope (suite, case, run) when the calls should be cached. */
export type TextYesNoFor = (scope?: Omit<CacheScope, 'role'>) => TextYesNo;

/**
 * Meters an attempt's model calls (the runner's EvalMeter): `meterFor(scope)` wraps a model so its
 * usage is added to that attempt's `eval_usage`.
 */
export interface AttemptMeter {
  meterFor(scope: Omit<CacheScope, 'role'>): (model: ChatModel) => ChatModel;
}

function yesNoOn(llm: LlmJudge): TextYesNo {
  return async (text, question, signal) => {
    const results = await llm.askBoolean(
      { transcript: { messages: [], tool_calls: [] }, output: text },
      question,
      { signal },
    );
    const tally = tallyVotes(results.map((r) => (r.ok ? r.value.verdict : undefined)));
    if (tally.winner === undefined) throw new Error(tally.problem ?? firstError(results));
    return tally.winner;
  };
}

/**
 * Builds text_yesno on the judge model, per attempt (throws, naming `judge.model`, when it cannot
 * be built). With `cache`, an attempt's questions are recorded/replayed under its scope and the
 * model's secrets are registered with the cache; without a scope the model is asked directly.
 */
export function createTextYesNoFor(
  judge: JudgeConfig,
  env: Record<string, string | undefined>,
  cache?: ResponseCache,
  meter?: AttemptMeter,
  limits?: LimiterRegistry,
): TextYesNoFor {
  const factory: ModelFactory = cachedModelFactory(judge.model, env, 'judge.model', cache, limits);
  const llm = new LlmJudge({
    make: factory.make,
    runs: judge.runs,
    instructions: judge.instructions,
    maxTranscriptChars: judge.max_transcript_chars,
    mask: (s) => maskSecrets(s, factory.secrets),
  });
  const params = modelCacheParams(judge.model);
  return (scope) => {
    if (!scope || (!cache && !meter)) return yesNoOn(llm);
    const make = cache
      ? () => cache.wrap(factory.make(), { ...scope, role: 'judge' }, params)
      : factory.make;
    // Metered outside the cache: a replayed answer counts what its recording says.
    const metered = meter?.meterFor(scope);
    return yesNoOn(llm.withModel(metered ? () => metered(make()) : make));
  };
}

/** Builds text_yesno on the judge model (throws, naming `judge.model`, when it cannot be built). */
export function createTextYesNo(
  judge: JudgeConfig,
  env: Record<string, string | undefined>,
): TextYesNo {
  return createTextYesNoFor(judge, env)();
}
