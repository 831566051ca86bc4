import type { ModelFactory } from '../harness/model-factory.js';
import type { FormatRecord, FormatRegistry } from '../contracts/format.js';
import { maskSecrets } from '../harness/models/http.js';
import {
  cachedModelFactory,
  modelCacheParams,
  type CacheScope,
  type ResponseCache,
} from '../harness/response-cache.js';
import { UserSimulator, type SimulatedUserSpec } from '../harness/user-simulator.js';
import { NO_EVAL_JUDGE_MESSAGE } from '../judges/evals.js';
import { LlmJudge } from '../judges/llm-judge.js';
import type { Assertion, Case, CaseFormat } from '../model/case.js';
import { normaliseAssert } from '../model/assert-field.js';
import type { Config } from '../model/config.js';
import type { ModelConfig } from '../model/model-config.js';
import type { LimiterRegistry } from '../net/endpoint-limiter.js';
import type { Problem } from '../lib/problems.js';
import type { EvalMeter } from './budget.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * The models a run needs besides the agent: the judge (`judge:` in agentci.yaml) and the
 * simulated users (`simulators:`, Yao's `simulator.use`). `use: default` (and every skilltest
 * `user:`) means the `simulators.default` entry when there is one, else the judge's model with the
 * built-in simulator prompt. Everything is checked before the first attempt: a case that needs a
 * model nobody configured, or a key that is not set, stops the run with exit 2.
 *
 * With `--cache`, every judge and simulator call of an attempt goes through the response cache
 * under that attempt's scope (suite, case, run index, role `judge` / `simulator`), so two runs of a
 * case never share a recording, and their secrets are registered with the cache. In replay mode a
 * missing key is no problem: recorded calls need none, and a call without a recording fails its
 * attempt naming the request.
 *
 * With a meter, every judge and simulator call of an attempt is also added to that attempt's
 * account (its `eval_usage`, counted by --max-cost / --max-tokens), outside the cache, so a
 * replayed call counts what its recording says, like the agent's replayed calls.
 */

/** Which attempt a model call belongs to (the cache scope without the role). */
export type AttemptScope = Omit<CacheScope, 'role'>;

export interface ModelServices {
  /** The judge, not scoped to any attempt (no caching); undefined when none is configured or needed. */
  judge?: LlmJudge;
  /** The judge for one attempt: recorded/replayed under its scope with `--cache`, else `judge`. */
  judgeFor(scope: AttemptScope): LlmJudge | undefined;
  /**
   * A fresh simulated user for one attempt of a conversation case; with `run` (and `--cache`) its
   * calls are recorded/replayed under that attempt's scope.
   */
  simulatorFor(c: Case, run?: number): UserSimulator;
}

export interface ModelServicesOptions {
  /** `--judge-runs`: overrides `judge.runs`. */
  judgeRuns?: number;
  /** The config file as shown in problems. */
  configFile?: string;
  /** `--cache`: judge and simulator calls are recorded/replayed through it. */
  cache?: ResponseCache;
  /** Meters the judge's and simulators' calls per attempt (`eval_usage`). */
  meter?: EvalMeter;
  /** The formats' records (a format may say alone whether its case needs the judge). */
  formats?: FormatRegistry;
  /** The run's limiters: judge and simulator calls share their endpoint's with every other role. */
  limits?: LimiterRegistry;
}

function usesAgentAssertion(list: Assertion[]): boolean {
  return list.some((a) => a.type === 'agent');
}

/** Whether a case asks anything of the judge model (directly, or through the default simulator). */
export function needsJudge(c: Case, formats?: FormatRegistry): boolean {
  if (c.skip !== false) return false;
  const record = formats?.[c.format] as FormatRecord<CaseFormat> | undefined;
  const own = record?.judging?.needsJudge?.(c);
  if (own !== undefined) return own;
  if (usesAgentAssertion(c.assert)) return true;
  if (c.evals.some((e) => e.type === 'boolean' || e.type === 'numeric')) return true;
  if (c.user_sim !== undefined) return true;
  if ((c.checkpoints ?? []).some((cp) => usesAgentAssertion(normaliseAssert(cp.assert))))
    return true;
  return c.simulator?.use === 'default';
}

/**
 * What is known before anything runs to have no judge model: boolean and numeric evals (skilltest's)
 * with no `judge:` to ask. One problem, at the first such eval, counting the others. (Yao's `agent`
 * assertions and thinkingbox's judges fail their case when they run, as their tools do.)
 */
export function missingJudgeProblems(cases: Case[], config: Pick<Config, 'judge'>): Problem[] {
  if (config.judge) return [];
  const found: { c: Case; i: number }[] = [];
  for (const c of cases)
    if (c.skip === false)
      c.evals.forEach((e, i) => {
        if (e.type === 'boolean' || e.type === 'numeric') found.push({ c, i });
      });
  const first = found[0];
  if (!first) return [];
  const inCases = new Set(found.map((f) => f.c)).size;
  const count =
    found.length > 1
      ? `; ${found.length} evals in ${inCases} case${inCases === 1 ? '' : 's'} need it`
      : '';
  return [
    {
      file: first.c.source.file,
      line: first.c.source.evals?.[first.i] ?? first.c.source.line,
      field: `evals[${first.i}]`,
      message: `${NO_EVAL_JUDGE_MESSAGE}${count}`,
    },
  ];
}

/** The persona and goal of a case's simulated user. */
export function simulatorSpec(c: Case, system?: string): SimulatedUserSpec {
  if (c.user_sim)
    return {
      persona: c.user_sim.persona,
      // skilltest's simulated user sees its persona only and cannot end the conversation.
      endless: true,
      ...(system ? { system } : {}),
    };
  // Yao's buildSimulatorInput: persona and goal are strings of `options.metadata`; its other keys
  // are the SimulatorInput's `extra`.
  const raw = c.simulator?.options?.metadata;
  const metadata =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : undefined;
  const { persona: _p, goal: _g, ...rest } = metadata ?? {};
  // Any string is taken as it is; "" is left out, as Go's omitempty leaves it out.
  const persona = typeof metadata?.persona === 'string' ? metadata.persona : undefined;
  const goal = typeof metadata?.goal === 'string' ? metadata.goal : undefined;
  return {
    yao: true,
    ...(persona ? { persona } : {}),
    ...(goal ? { goal } : {}),
    ...(Object.keys(rest).length ? { context: rest } : {}),
    ...(system ? { system } : {}),
  };
}

/**
 * What keeps the simulated users of the cases from starting: a `simulators:` entry whose model
 * cannot be built, or the default simulator without a judge model to stand on.
 */
function simulatorProblems(
  active: Case[],
  entry: (name: string) => unknown,
  config: Config,
  file: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const c of active) {
    if (c.user_sim === undefined && c.simulator === undefined) continue;
    const use = c.simulator?.use ?? 'default';
    const field = c.simulator ? 'simulator.use' : 'user';
    try {
      if (entry(use)) continue;
    } catch (e) {
      problems.push({
        file,
        line: 0,
        field: `simulators.${use}.model`,
        message: errorMessage(e),
      });
      continue;
    }
    // A Yao simulator id that names no entry errors its own case when it runs (simulatorFor), as
    // Yao's assistant.Get failure does; the other cases run.
    if (use !== 'default') continue;
    if (!config.judge)
      problems.push({
        file: c.source.file,
        line: c.source.line,
        field,
        message:
          'a simulated user needs a model: add `judge: {model: …}` (the default simulator uses it) or `simulators: {default: {model: …}}` to agentci.yaml',
      });
  }

  return problems;
}

/** The judge model of `judge:` (a problem when it cannot be built). */
function buildJudge(
  cfg: NonNullable<Config['judge']>,
  env: Record<string, string | undefined>,
  opts: ModelServicesOptions,
  file: string,
  problems: Problem[],
): { factory: ModelFactory; judge: LlmJudge } | undefined {
  try {
    const factory = cachedModelFactory(cfg.model, env, 'judge.model', opts.cache, opts.limits);
    const judge = new LlmJudge({
      make: factory.make,
      runs: opts.judgeRuns ?? cfg.runs,
      ...(cfg.instructions ? { instructions: cfg.instructions } : {}),
      ...(cfg.max_transcript_chars ? { maxTranscriptChars: cfg.max_transcript_chars } : {}),
      mask: (s) => maskSecrets(s, factory.secrets),
    });
    return { factory, judge };
  } catch (e) {
    problems.push({ file, line: 0, field: 'judge.model', message: errorMessage(e) });
    return undefined;
  }
}

/**
 * Builds the judge and the simulator factories for the cases of a run, or the problems that
 * keep it from starting (each naming the config field or the case's file:line).
 */
export function createModelServices(
  config: Config,
  env: Record<string, string | undefined>,
  cases: Case[],
  opts: ModelServicesOptions = {},
): { services: ModelServices; problems: Problem[] } {
  const problems: Problem[] = [];
  const file = opts.configFile ?? 'agentci.yaml';
  const active = cases.filter((c) => c.skip === false);
  const cache = opts.cache;
  const meter = opts.meter;
  /**
   * Fresh models of `f`, each recording/replaying under `scope` when there is a cache and metered
   * into the attempt's account when there is a meter.
   */
  const scoped = (f: ModelFactory, m: ModelConfig, scope: CacheScope | undefined) => {
    const params = modelCacheParams(m);
    const make = cache && scope ? () => cache.wrap(f.make(), scope, params) : f.make;
    if (!meter || !scope) return make;
    const metered = meter.meterFor(scope);
    return () => metered(make());
  };

  const built =
    config.judge && active.some((c) => needsJudge(c, opts.formats))
      ? buildJudge(config.judge, env, opts, file, problems)
      : undefined;
  const judgeFactory = built?.factory;
  const judge = built?.judge;

  const named = new Map<string, { factory: ModelFactory; model: ModelConfig; system?: string }>();
  const entry = (name: string) => {
    if (named.has(name)) return named.get(name);
    const cfg = config.simulators?.[name];
    if (!cfg) return undefined;
    const factory = cachedModelFactory(
      cfg.model,
      env,
      `simulators.${name}.model`,
      cache,
      opts.limits,
    );
    const built = { factory, model: cfg.model, ...(cfg.system ? { system: cfg.system } : {}) };
    named.set(name, built);
    return built;
  };

  problems.push(...simulatorProblems(active, entry, config, file));

  const judgeModel = config.judge?.model;
  const services: ModelServices = {
    ...(judge ? { judge } : {}),
    judgeFor(scope: AttemptScope): LlmJudge | undefined {
      if (!judge || !judgeFactory || !judgeModel || (!cache && !meter)) return judge;
      return judge.withModel(scoped(judgeFactory, judgeModel, { ...scope, role: 'judge' }));
    },
    simulatorFor(c: Case, run?: number): UserSimulator {
      const use = c.simulator?.use ?? 'default';
      const e = entry(use);
      if (!e && use !== 'default') {
        const known = Object.keys(config.simulators ?? {});
        // Yao (RunDynamic): "failed to get simulator agent: …", the case errors.
        throw new Error(
          `failed to get simulator agent: no simulator named '${use}' (${c.source.file}:${c.source.line} simulator.use): define it under simulators: in ${file}${known.length ? ` (defined: ${known.join(', ')})` : ''}, or use "default" (the judge model)`,
        );
      }
      const factory = e?.factory ?? judgeFactory;
      const model = e?.model ?? judgeModel;
      if (!factory || !model) throw new Error(`no model for the simulated user '${use}'`);
      const scope =
        run === undefined ? undefined : { suite: c.suite, caseId: c.id, run, role: 'simulator' };
      return new UserSimulator(scoped(factory, model, scope)(), simulatorSpec(c, e?.system));
    },
  };
  return { services, problems };
}
