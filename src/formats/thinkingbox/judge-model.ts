import type { LimiterRegistry } from '../../net/endpoint-limiter.js';
import type { ModelFactory } from '../../harness/model-factory.js';
import { maskSecrets } from '../../harness/models/http.js';
import {
  cachedModelFactory,
  modelCacheParams,
  type CacheScope,
  type ResponseCache,
} from '../../harness/response-cache.js';
import { chatText, type ChatModel } from '../../harness/types.js';
import type { JudgeConfig } from '../../model/model-config.js';
import type { JudgeComplete } from './judge.js';

/*
 * The judge model behind thinkingbox's `Judge` (run in python, python/thinkingbox/common/judge.py):
 * `createJudgeCompleteFor` answers each of its completions (thinkingbox's own prompts; the Python
 * side parses the reply as thinkingbox does).
 *
 * With `--cache`, each attempt asks through the response cache under its own scope (suite, case,
 * run index, role `judge`), exactly like the judge of Yao and skilltest cases; in replay mode the
 * judge starts without its API key (recorded answers need none). With a meter, each attempt's
 * questions are added to that attempt's `eval_usage`.
 */

/**
 * Meters an attempt's model calls (the runner's EvalMeter): `meterFor(scope)` wraps a model so its
 * usage is added to that attempt's `eval_usage`.
 */
export interface AttemptMeter {
  meterFor(scope: Omit<CacheScope, 'role'>): (model: ChatModel) => ChatModel;
}

/** `judge._get_text_completion` for one attempt: its scope when the calls should be cached. */
export type JudgeCompleteFor = (scope?: Omit<CacheScope, 'role'>) => JudgeComplete;

/**
 * thinkingbox's judge completion on the judge model, per attempt: thinkingbox's Judge (run in
 * python) builds its own prompts and parses the plain reply ("Yes"/"No", JSON for motivations) as
 * thinkingbox does. Cached under the attempt's scope (role `judge`) and metered like the other
 * judges. Throws, naming `judge.model`, when the model cannot be built.
 */
export function createJudgeCompleteFor(
  judge: JudgeConfig,
  env: Record<string, string | undefined>,
  cache?: ResponseCache,
  meter?: AttemptMeter,
  limits?: LimiterRegistry,
): JudgeCompleteFor {
  const factory: ModelFactory = cachedModelFactory(judge.model, env, 'judge.model', cache, limits);
  const params = modelCacheParams(judge.model);
  const mask = (s: string) => maskSecrets(s, factory.secrets);
  return (scope) => {
    const make =
      scope && cache
        ? () => cache.wrap(factory.make(), { ...scope, role: 'judge' }, params)
        : factory.make;
    const metered = scope ? meter?.meterFor(scope) : undefined;
    return async (messages, signal) => {
      const model = metered ? metered(make()) : make();
      try {
        const res = await model.ainvoke({ messages, signal });
        return res.messages.map((m) => chatText(m.content)).join('');
      } catch (e) {
        if (e instanceof Error) e.message = mask(e.message);
        throw e;
      }
    };
  };
}
