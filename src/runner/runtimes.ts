import path from 'node:path';
import { configDisplay, type LoadedConfig } from '../config/load-config.js';
import { ResponseCache } from '../harness/response-cache.js';
import { judgeEvals } from '../judges/evals.js';
import { judgeAttempt } from '../judges/index.js';
import type { Case, CaseFormat } from '../model/case.js';
import type { AgentConfig, Config } from '../model/config.js';
import { suggest } from '../lib/zod-problems.js';
import { namedAgent } from './named-agent.js';
import type { Transcript } from '../model/transcript.js';
import { InputError, type Problem } from '../lib/problems.js';
import { createTarget } from '../targets/index.js';
import { needsMcpProxy, parseProxyServers, withMcpProxy } from '../targets/mcp-proxy.js';
import type { Target } from '../contracts/target.js';
import type { FormatRecord, RuntimeContext, SetupContext } from '../contracts/format.js';
import type { EvalMeter } from './budget.js';
import { runConversation, type ConversationDeps } from './conversation.js';
import type { LlmJudge } from '../judges/llm-judge.js';
import { createModelServices } from './model-services.js';
import type { LimiterRegistry } from '../net/endpoint-limiter.js';
import type { RunSettings } from '../model/run-settings.js';
import type { RunHooks, Runtimes } from './run-hooks.js';
export type { Runtimes, RuntimesOverride } from './run-hooks.js';
import type { Plan } from './run-plan.js';
import { processStubs } from '../scripts/runtime.js';
import { createYaoHooks } from './yao-hooks.js';
import { createProcessCaller } from './yao-process.js';
import { createValidatorAgents } from './validator-agents.js';
import { evalPrices } from './budget.js';
import { startTracing, tracePlan, type RunTraces, type TracePlan } from './tracing.js';
import type { CtxFile } from '../config/ctx-file.js';
import {
  buildFormatRuntimes,
  closeFormatRuntimes,
  recordOf,
  type FormatRuntimes,
} from './format-runtimes.js';

/*
 * What the attempts run with, built once before the first one and checked up front (a missing
 * agent, key or simulator is exit 2 before anything starts, checkRuntimes; a scenario server
 * that does not start is exit 2 too): the agent under test (behind agentci's MCP proxy when
 * mocked tools need it), the thinkingbox runtime, the judge and simulator models, the
 * Yao script-test runner, and the judge and conversation every other format uses.
 */

/**
 * Yao's `-c <connector>` on the agent under test: a harness agent's model becomes the
 * `connectors:` entry of that name (an unknown name is exit 2, with a did-you-mean). Other agent
 * kinds keep their config; the id reaches them as `options.connector` (withConnectorOption).
 */
export function withConnector(
  agent: AgentConfig | undefined,
  connector: string | undefined,
  loaded: LoadedConfig,
  cwd: string,
): AgentConfig | undefined {
  if (connector === undefined || !agent || !('harness' in agent)) return agent;
  const connectors = loaded.config.connectors ?? {};
  const model = connectors[connector];
  if (!model) {
    const hint = suggest(connector, Object.keys(connectors));
    throw new InputError([
      {
        file: loaded.path ? path.relative(cwd, loaded.path) : 'agentci.yaml',
        line: 0,
        field: 'connectors',
        message: `-c ${connector}: no connector of that name in connectors:${hint ? ` (did you mean "${hint}"?)` : ''}`,
      },
    ]);
  }
  return { harness: { ...agent.harness, model } };
}

/**
 * Where the agent under test's relative paths resolve: the config file's folder (the working
 * folder without one), or, with `agentTree`, the same place in that tree. A config outside the
 * working folder has no such place: an InputError.
 */
function agentBaseDir(settings: Pick<RunSettings, 'cwd' | 'agentTree'>, loaded: LoadedConfig) {
  if (settings.agentTree === undefined) return loaded.baseDir;
  const rel = path.relative(path.resolve(settings.cwd), loaded.baseDir);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel))
    throw new InputError([
      {
        file: loaded.path ? path.relative(settings.cwd, loaded.path) : '',
        line: 0,
        field: 'agent',
        message: `the config file is outside ${settings.cwd}, so it has no place in the agent's tree ${settings.agentTree}`,
      },
    ]);
  return path.resolve(settings.agentTree, rel);
}

/** The settings the up-front checks (checkRuntimes) read. */
type CheckedSettings = Pick<
  RunSettings,
  | 'cwd'
  | 'agent'
  | 'cache'
  | 'judgeRuns'
  | 'agentName'
  | 'connector'
  | 'judgeApi'
  | 'agentTree'
  | 'trace'
  | 'traceFlushMs'
>;

/** What checkRuntimes found: the agent under test, the judge and simulator models, the problems. */
export interface CheckedRuntimes {
  /** The agent under test as configured (after `-n` and `-c`); undefined without one. */
  agent: AgentConfig | undefined;
  /** Whether a case of the run reaches the agent under test. */
  needsAgent: boolean;
  /** The agent's tracing, when on. */
  trace?: TracePlan;
  /** Where the agent's relative paths resolve. */
  agentBaseDir?: string;
  /** The servers agentci's MCP proxy serves (a command or HTTP agent with mocked tools). */
  proxyServers?: ReturnType<typeof parseProxyServers>['servers'];
  models: ReturnType<typeof createModelServices>;
  /** What the formats' checks were given (their runtimes are given it too). */
  setup: SetupContext;
  /** Every problem, each naming its file and field: any one keeps the run from starting. */
  problems: Problem[];
}

/**
 * Every check of a run's setup that needs nothing started (no process, server or network): the
 * agent under test (`-n`, `-c`, its folder, its tracing, the proxy's `servers:`), the judge and
 * simulator models and their keys (createModelServices), and each format's own config checks
 * (FormatRecord.check). buildRuntimes runs it before it starts anything, and `agentci validate`
 * runs it alone (leaving no agent at all to the run: run may be given one on its command line).
 * What only starting something can tell (the agent's command or module, a thinkingbox
 * `servers_file:`, a scenario server) is left to the run.
 */
export function checkRuntimes(opts: {
  settings: CheckedSettings;
  hooks: Pick<RunHooks, 'env' | 'formats'>;
  loaded: LoadedConfig;
  config: Config;
  cases: Case[];
  evalMeter?: EvalMeter;
  limits?: LimiterRegistry;
  cache?: ResponseCache;
  /**
   * `agentci validate`: a run with no agent configured is no problem, as `agentci run` is often
   * given its agent on the command line (--agent, --agent-url, --agent-module).
   */
  agentLater?: boolean;
}): CheckedRuntimes {
  const { settings, hooks, loaded, config, cases, limits, cache } = opts;
  const formats = hooks.formats;
  const problems: Problem[] = [];
  const configFile = loaded.path ? path.relative(settings.cwd, loaded.path) : '';
  /** The problems of an InputError, anything else thrown as it is. */
  const collect = <T>(f: () => T): T | undefined => {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      problems.push(...e.problems);
      return undefined;
    }
  };
  let agentKnown = true;
  const agent = collect(() =>
    withConnector(
      settings.agent ??
        (settings.agentName !== undefined
          ? namedAgent(loaded, settings.agentName, '-n', settings.cwd)
          : config.agent),
      settings.connector,
      loaded,
      settings.cwd,
    ),
  );
  if (problems.length) agentKnown = false;
  const needsAgent = cases.some((c) => !formats[c.format].agentless && c.skip === false);
  if (needsAgent && !agent && agentKnown && !opts.agentLater)
    problems.push({
      file: configFile,
      line: 0,
      field: 'agent',
      message:
        'no agent to test: pass --agent "<command>", --agent-url <url> or --agent-module <file>, or set agent: in agentci.yaml',
    });
  const checked: Omit<CheckedRuntimes, 'models' | 'setup' | 'problems'> = { agent, needsAgent };
  if (agent && needsAgent) {
    const trace = tracePlan(agent, settings);
    if (typeof trace === 'string')
      problems.push({
        file: settings.trace !== undefined ? '--trace' : configDisplay(settings.cwd, loaded.path),
        line: 0,
        field: settings.trace !== undefined ? '' : 'agent.trace',
        message: trace,
      });
    else if (trace) checked.trace = trace;
    const baseDir = collect(() => agentBaseDir(settings, loaded));
    if (baseDir !== undefined) checked.agentBaseDir = baseDir;
    // Agents other than the harness (and a module) reach mocked/spied tools through agentci's
    // MCP proxy.
    if (!('harness' in agent) && !('module' in agent) && needsMcpProxy(cases, config.servers)) {
      const parsed = parseProxyServers(config.servers);
      problems.push(...parsed.problems.map((p) => ({ file: configFile, line: 0, ...p })));
      checked.proxyServers = parsed.servers;
    }
  }

  // What each format present checks in its setup. Their problems come before the judge model's,
  // as a format's setup is what the user fixes first.
  const setup: SetupContext = {
    cwd: settings.cwd,
    baseDir: loaded.baseDir,
    config,
    agent,
    configFile: configDisplay(settings.cwd, loaded.path),
    env: hooks.env,
    ...(cache ? { cache } : {}),
    ...(limits ? { limits } : {}),
  };
  for (const format of Object.keys(formats) as CaseFormat[]) {
    const record = formats[format] as FormatRecord<CaseFormat>;
    const own = cases.filter((c) => c.format === format);
    if (own.length && record.check) problems.push(...record.check(own, setup));
  }

  // The judge model and simulated users (a missing key or simulator is exit 2).
  const models = createModelServices(config, hooks.env, cases, {
    judgeRuns: settings.judgeRuns,
    // The judge model of skilltest.yaml's `judge: {kind: api}` is that file's.
    configFile: settings.judgeApi?.file ?? configDisplay(settings.cwd, loaded.path),
    ...(cache ? { cache } : {}),
    ...(opts.evalMeter ? { meter: opts.evalMeter } : {}),
    ...(limits ? { limits } : {}),
    formats,
  });
  problems.push(...models.problems);
  return { ...checked, models, setup, problems };
}

/**
 * Builds the run's runtimes for these cases. Throws InputError (exit 2) when something they need
 * is missing or misconfigured: checkRuntimes' problems before anything starts, then what starting
 * the agent, a format's runtime or its servers says.
 */
export async function buildRuntimes(opts: {
  settings: CheckedSettings & Pick<RunSettings, 'beforeAll' | 'afterAll'>;
  hooks: Pick<RunHooks, 'env' | 'log' | 'onWarning' | 'formats' | 'runtimes'>;
  /** The `--ctx` file (Yao's hooks build their ctx from it). */
  ctx?: CtxFile;
  loaded: LoadedConfig;
  config: Config;
  cases: Case[];
  plan: Plan;
  evalMeter: EvalMeter;
  /** The run's limiters, one per endpoint, shared by the agent, the judge and the simulators. */
  limits?: LimiterRegistry;
}): Promise<Runtimes> {
  const { settings, hooks, loaded, config, cases, plan, evalMeter, limits } = opts;
  const formats = hooks.formats;
  // A front door that runs the whole run itself (skilltest's --provider).
  if (hooks.runtimes) {
    // skilltest.yaml's `judge: {kind: api}` (SplitProvider): the judge model judges and plays
    // the user; the provider still runs the skill.
    const split = settings.judgeApi
      ? createModelServices(config, hooks.env, cases, {
          judgeRuns: settings.judgeRuns,
          configFile: settings.judgeApi.file,
          meter: evalMeter,
          ...(settings.cache ? { cache: new ResponseCache(settings.cache) } : {}),
          ...(limits ? { limits } : {}),
        })
      : undefined;
    if (split?.problems.length) throw new InputError(split.problems);
    return hooks.runtimes(cases, {
      timeoutMs: plan.timeoutMs,
      meter: evalMeter,
      ...(split ? { judgeFor: (scope) => split.services.judgeFor(scope) } : {}),
    });
  }
  const responseCache = settings.cache ? new ResponseCache(settings.cache) : undefined;
  const checked = checkRuntimes({
    settings,
    hooks,
    loaded,
    config,
    cases,
    evalMeter,
    ...(limits ? { limits } : {}),
    ...(responseCache ? { cache: responseCache } : {}),
  });
  if (checked.problems.length) throw new InputError(checked.problems);
  const { agent, models } = checked;
  let target: Target | undefined;
  let tracing: RunTraces | undefined;
  if (agent && checked.needsAgent) {
    // The agent's OpenTelemetry spans (src/trace/): the receiver starts before the agent's
    // processes, which get its address in their environment.
    if (checked.trace)
      tracing = await startTracing(checked.trace, {
        prices: evalPrices(config),
        ...(hooks.log ? { log: hooks.log } : {}),
      });
    try {
      target = await createTarget(agent, {
        baseDir: checked.agentBaseDir ?? loaded.baseDir,
        env: tracing ? tracing.processEnv(hooks.env) : hooks.env,
        log: hooks.log,
        cache: responseCache,
        ...(limits ? { limits } : {}),
      });
      if (tracing) target = tracing.wrap(target);
    } catch (e) {
      await tracing?.close();
      throw new InputError([
        {
          file: loaded.path ? path.relative(settings.cwd, loaded.path) : '--agent',
          line: 0,
          field: 'agent',
          message: (e as Error).message,
        },
      ]);
    }
    // Yao's -c for agents other than the harness: the connector id in every attempt's options,
    // over the case's own (runner.go buildContextOptions: the runner's override comes last).
    const connector = settings.connector;
    if (connector !== undefined && target.kind !== 'harness') {
      const inner = target;
      target = {
        kind: inner.kind,
        description: inner.description,
        run: (req) =>
          inner.run({
            ...req,
            attempt: { ...req.attempt, options: { ...req.attempt.options, connector } },
          }),
        close: () => inner.close(),
      };
    }
    // Agents other than the harness reach mocked/spied tools through agentci's MCP proxy.
    if (checked.proxyServers && (target.kind === 'command' || target.kind === 'http'))
      target = withMcpProxy(
        target,
        { servers: checked.proxyServers, nodePath: process.execPath },
        { baseDir: loaded.baseDir, env: hooks.env, log: hooks.log },
      );
  }

  // Yao's validator agents (`agent` assertions with use: "agents:<id>"), from agentci.yaml agents:.
  const validators = createValidatorAgents(config.agents, {
    baseDir: loaded.baseDir,
    env: hooks.env,
    log: hooks.log,
    ...(responseCache ? { cache: responseCache } : {}),
    ...(limits ? { limits } : {}),
  });
  const validator = validators
    ? (id: string, content: string, o: { connector?: string; signal: AbortSignal }) =>
        validators.call(id, content, { ...o, timeoutMs: plan.timeoutMs })
    : undefined;

  // What each format present adds to the run (its own target, judge or whole attempt).
  const formatCtx: RuntimeContext = {
    ...checked.setup,
    ...(hooks.log ? { log: hooks.log } : {}),
    meter: evalMeter,
    judgeFor: (scope) => models.services.judgeFor(scope),
    ...(validator ? { validator } : {}),
  };
  let built: FormatRuntimes = {};
  try {
    built = await buildFormatRuntimes(formats, cases, formatCtx);
  } catch (e) {
    await Promise.all([
      closeFormatRuntimes(built),
      validators?.close(),
      target?.close().catch(() => undefined),
    ]);
    throw e;
  }

  const yaoHooks = createYaoHooks({
    cwd: settings.cwd,
    cases,
    agentless: (c) => recordOf(formats, c).agentless === true,
    ...(settings.beforeAll ? { beforeAll: settings.beforeAll } : {}),
    ...(settings.afterAll ? { afterAll: settings.afterAll } : {}),
    ...(opts.ctx ? { ctx: opts.ctx } : {}),
    processes: processStubs(config, loaded.baseDir),
    warn: (line) => hooks.onWarning?.(line),
    ...(hooks.log ? { log: hooks.log } : {}),
  });

  // `script` assertions naming a Yao process (scripts.tests.Validate) run the app's scripts.
  const processes = createProcessCaller({
    cwd: settings.cwd,
    cases,
    processes: processStubs(config, loaded.baseDir),
    ...(hooks.log ? { log: hooks.log } : {}),
  });
  const callProcess = processes?.call;
  // Yao assertions, then skilltest evals, on the final transcript. The judge model is scoped to
  // the attempt, so --cache records/replays its calls per case and run.
  const judgeCase = async (
    c: Case,
    output: unknown,
    transcript: Transcript,
    signal: AbortSignal,
    run: number,
  ) => {
    const llm = models.services.judgeFor({ suite: c.suite, caseId: c.id, run });
    const llmJudge = llm?.hook();
    return [
      ...(await judgeAttempt({
        case: c,
        ...dialectOf(recordOf(formats, c)),
        output,
        transcript,
        cwd: settings.cwd,
        signal,
        ...(llmJudge ? { llmJudge } : {}),
        ...(callProcess ? { callProcess } : {}),
        ...(validator ? { validator } : {}),
      })),
      // Evals go to the judge model as the case's format puts them (skilltest's own prompt).
      ...(await judgeEvals(c, transcript, output, evalJudging(recordOf(formats, c), llm, signal))),
    ];
  };
  return {
    target,
    formats: built,
    hooks: yaoHooks,
    extras: {
      close: async () => {
        await Promise.all([processes?.close(), validators?.close(), closeFormatRuntimes(built)]);
      },
    },
    targetFor: (c) => (built[c.format]?.target ?? target) as Target,
    ...(tracing ? { tracing } : {}),
    judge: (c, output, transcript, signal, run) =>
      (built[c.format]?.judge ?? judgeCase)(c, output, transcript, signal, run),
    conversation: (c, input, signal, progress) =>
      runConversation(
        c,
        input,
        signal,
        {
          target: target as Target,
          timeoutMs: c.timeout_ms ?? plan.timeoutMs,
          user: models.services.simulatorFor(c, input.run),
          judge: models.services.judgeFor({ suite: c.suite, caseId: c.id, run: input.run }),
          ...doneWhenJudge(
            recordOf(formats, c),
            models.services.judgeFor({ suite: c.suite, caseId: c.id, run: input.run }),
          ),
          ...judgedOutputOf(recordOf(formats, c)),
          cwd: settings.cwd,
          judgeExtras: {
            ...dialectOf(recordOf(formats, c)),
            ...(callProcess ? { callProcess } : {}),
            ...(validator ? { validator } : {}),
          },
        },
        progress,
      ),
  };
}

/** The case's assertion dialect as JudgeContext takes it (absent: agentci's). */
function dialectOf(format: FormatRecord<CaseFormat>): { dialect?: 'yao' } {
  const dialect = format.judging?.dialect;
  return dialect ? { dialect } : {};
}

/** How a case's evals reach the judge model: through its format's prompt, else agentci's. */
function evalJudging(
  format: FormatRecord<CaseFormat>,
  llm: LlmJudge | undefined,
  signal: AbortSignal,
) {
  const provider = llm && format.judging?.evals?.(llm);
  return provider && llm
    ? { provider, providerRuns: llm.runs, signal }
    : { ...(llm ? { judge: llm } : {}), signal };
}

/**
 * skilltest runner.rs converse: a simulated user's `done_when` is a boolean judge query on the
 * conversation so far, asked as the case's format asks its evals (skilltest's judge prompt, here
 * on agentci's judge model). Without one the conversation's own "needs a judge model" error stands.
 */
function doneWhenJudge(
  format: FormatRecord<CaseFormat>,
  llm: LlmJudge | undefined,
): Pick<ConversationDeps, 'doneWhen'> {
  const judge = llm && format.judging?.evals?.(llm);
  if (!judge) return {};
  return {
    doneWhen: async (conversation, criterion, signal) =>
      (
        await judge(
          { kind: 'boolean', criterion },
          { messages: conversation } as Transcript,
          signal,
        )
      ).value === true,
  };
}

/** The output a case's format judges, turn by turn in a conversation. */
function judgedOutputOf(format: FormatRecord<CaseFormat>): Pick<ConversationDeps, 'judgedOutput'> {
  const output = format.attempt?.output;
  return output ? { judgedOutput: output } : {};
}
