import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.js';
import { ResponseCache } from '../harness/response-cache.js';
import { judgeEvals } from '../judges/evals.js';
import { judgeAttempt } from '../judges/index.js';
import type { Case } from '../model/case.js';
import type { Config } from '../model/config.js';
import type { Transcript } from '../model/transcript.js';
import { InputError } from '../suites/problems.js';
import { createTarget } from '../targets/index.js';
import { needsMcpProxy, parseProxyServers, withMcpProxy } from '../targets/mcp-proxy.js';
import type { Target } from '../targets/target.js';
import type { ConversationRunner, Judge } from './attempt.js';
import type { EvalMeter } from './budget.js';
import { runConversation } from './conversation.js';
import { createModelServices } from './model-services.js';
import type { LimiterRegistry } from '../net/endpoint-limiter.js';
import type { RunHooks, RunSettings } from './run.js';
import type { Plan } from './run-plan.js';
import type { AgentAssertRequest } from '../judges/script-assert.js';
import {
  createScriptRunner,
  fetchForScript,
  judgeAgentAssertion,
  type ScriptRunner,
} from './script-runner.js';
import { proxiedFetch } from '../net/proxy.js';
import type { ProcessStub } from './script-runtime.js';
import {
  configDisplay,
  createThinkingboxRuntime,
  type ThinkingboxRuntime,
} from './thinkingbox-run.js';

/*
 * What the attempts run with, built once before the first one and checked up front (a missing
 * agent, key, simulator or scenario server is exit 2): the agent under test (behind agentci's MCP
 * proxy when mocked tools need it), the thinkingbox runtime, the judge and simulator models, the
 * Yao script-test runner, and the judge and conversation every other format uses.
 */

export interface Runtimes {
  /** The agent under test; undefined when no case needs one (script tests only, all skipped). */
  target: Target | undefined;
  /** Yao script tests; undefined when there are none. */
  scripts: ScriptRunner | undefined;
  /** Every case is a script test (they then run one at a time unless --parallel says otherwise). */
  scriptsOnly: boolean;
  /** The target an attempt of this case runs against (thinkingbox cases have their own). */
  targetFor(c: Case): Target;
  /** Judges an attempt: the thinkingbox test function, else Yao assertions then skilltest evals. */
  judge: Judge;
  /** Multi-turn cases: the simulated user talks to the target. */
  conversation: ConversationRunner;
}

/** `processes:` of agentci.yaml: stub files resolved against the config's folder. */
export function processStubs(config: Config, baseDir: string): Record<string, ProcessStub> {
  const out: Record<string, ProcessStub> = {};
  for (const [name, ref] of Object.entries(config.processes ?? {})) {
    const hash = ref.lastIndexOf('#');
    const file = hash < 0 ? ref : ref.slice(0, hash);
    out[name] = {
      file: path.resolve(baseDir, file),
      export: hash < 0 ? 'default' : ref.slice(hash + 1),
    };
  }
  return out;
}

/**
 * Builds the run's runtimes for these cases. Throws InputError (exit 2) when something they need
 * is missing or misconfigured.
 */
export async function buildRuntimes(opts: {
  settings: Pick<RunSettings, 'cwd' | 'agent' | 'cache' | 'judgeRuns'>;
  hooks: Pick<RunHooks, 'env' | 'log'>;
  loaded: LoadedConfig;
  config: Config;
  cases: Case[];
  plan: Plan;
  evalMeter: EvalMeter;
  /** The run's limiters, one per endpoint, shared by the agent, the judge and the simulators. */
  limits?: LimiterRegistry;
}): Promise<Runtimes> {
  const { settings, hooks, loaded, config, cases, plan, evalMeter, limits } = opts;
  const agent = settings.agent ?? config.agent;
  const needsAgent = cases.some((c) => c.format !== 'yao-script' && c.skip === false);
  if (needsAgent && !agent)
    throw new InputError([
      {
        file: loaded.path ? path.relative(settings.cwd, loaded.path) : '',
        line: 0,
        field: 'agent',
        message:
          'no agent to test: pass --agent "<command>", --agent-url <url> or --agent-module <file>, or set agent: in agentci.yaml',
      },
    ]);
  const responseCache = settings.cache ? new ResponseCache(settings.cache) : undefined;
  let target: Target | undefined;
  if (agent && needsAgent) {
    try {
      target = await createTarget(agent, {
        baseDir: loaded.baseDir,
        env: hooks.env,
        log: hooks.log,
        cache: responseCache,
        ...(limits ? { limits } : {}),
      });
    } catch (e) {
      throw new InputError([
        {
          file: loaded.path ? path.relative(settings.cwd, loaded.path) : '--agent',
          line: 0,
          field: 'agent',
          message: (e as Error).message,
        },
      ]);
    }
    // Agents other than the harness reach mocked/spied tools through agentci's MCP proxy.
    if (
      (target.kind === 'command' || target.kind === 'http') &&
      needsMcpProxy(cases, config.servers)
    ) {
      const parsedServers = parseProxyServers(config.servers);
      if (parsedServers.problems.length) {
        await target.close().catch(() => undefined);
        const file = loaded.path ? path.relative(settings.cwd, loaded.path) : '';
        throw new InputError(parsedServers.problems.map((p) => ({ file, line: 0, ...p })));
      }
      target = withMcpProxy(
        target,
        { servers: parsedServers.servers, nodePath: process.execPath },
        { baseDir: loaded.baseDir, env: hooks.env, log: hooks.log },
      );
    }
  }

  const tb = await createThinkingboxRuntime({
    cases,
    config,
    agent,
    baseDir: loaded.baseDir,
    configFile: configDisplay(settings.cwd, loaded.path),
    env: hooks.env,
    log: hooks.log,
    ...(responseCache ? { cache: responseCache } : {}),
    meter: evalMeter,
    ...(limits ? { limits } : {}),
  });
  if (tb.problems.length) throw new InputError(tb.problems);

  // The judge model and simulated users (checked now: a missing key or simulator is exit 2).
  const models = createModelServices(config, hooks.env, cases, {
    judgeRuns: settings.judgeRuns,
    configFile: configDisplay(settings.cwd, loaded.path),
    ...(responseCache ? { cache: responseCache } : {}),
    meter: evalMeter,
    ...(limits ? { limits } : {}),
  });
  if (models.problems.length) throw new InputError(models.problems);

  const scriptCases = cases.filter((c) => c.format === 'yao-script');
  const scripts: ScriptRunner | undefined = scriptCases.length
    ? createScriptRunner(scriptCases, {
        cwd: settings.cwd,
        log: hooks.log,
        processes: processStubs(config, loaded.baseDir),
        host: {
          // `http` calls of the tests honour the run's HTTPS_PROXY / NO_PROXY like every other call.
          fetch: (payload, signal) => fetchForScript(payload, signal, proxiedFetch(hooks.env)),
          agent: (payload, signal, where) =>
            judgeAgentAssertion(
              payload as AgentAssertRequest,
              models.services.judgeFor({
                suite: where.testFile,
                caseId: (payload as AgentAssertRequest).test,
                run: 1,
              }),
              signal,
            ),
        },
      })
    : undefined;

  const tbRuntime: ThinkingboxRuntime | undefined = tb.runtime;
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
        output,
        transcript,
        cwd: settings.cwd,
        signal,
        ...(llmJudge ? { llmJudge } : {}),
      })),
      ...(await judgeEvals(c, transcript, output, { judge: llm, signal })),
    ];
  };
  return {
    target,
    scripts,
    scriptsOnly: scriptCases.length > 0 && scriptCases.length === cases.length,
    targetFor: (c) =>
      (c.format === 'thinkingbox-python' && tbRuntime ? tbRuntime.target : target) as Target,
    judge: (c, output, transcript, signal, run) =>
      c.format === 'thinkingbox-python' && tbRuntime
        ? tbRuntime.judge(c, output, transcript, signal, run)
        : judgeCase(c, output, transcript, signal, run),
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
          cwd: settings.cwd,
        },
        progress,
      ),
  };
}
