import path from 'node:path';
import { judgeThinkingboxAttempt, type JudgeComplete } from './judge.js';
import { createJudgeCompleteFor, type JudgeCompleteFor } from './judge-model.js';
import { payloadOf, type Case } from '../../model/case.js';
import type { AgentConfig, Config } from '../../model/config.js';
import type { Check } from '../../model/result.js';
import type { Transcript } from '../../model/transcript.js';
import type { Problem } from '../../lib/problems.js';
import { checkScenarioServers, createThinkingboxTarget, type NewTbUser } from './target.js';
import { pythonCommand } from './python.js';
import { loadServersYaml } from './servers.js';
import { takeSession } from './sessions.js';
import type { ModelFactory } from '../../harness/model-factory.js';
import {
  CacheMissError,
  cachedModelFactory,
  modelCacheParams,
  type ResponseCache,
} from '../../harness/response-cache.js';
import type { ModelConfig } from '../../model/model-config.js';
import type { LimiterRegistry } from '../../net/endpoint-limiter.js';
import { UserSimulator } from '../../harness/user-simulator.js';
import type { Target } from '../../contracts/target.js';
import type { Meter } from '../../contracts/host.js';

/*
 * What runSuites (and dump-tests) need for thinkingbox Python files, kept here so run.ts only
 * calls in: the loader, --name/--test-list resolution, the scenario-server target and the
 * test-function judge.
 *
 * With `--cache`, every model call of a thinkingbox attempt goes through the response cache under
 * that attempt's scope (suite, case id, run index): the harness agent (role `agent`), the
 * simulated user (`simulator`) and the judge behind `judge.text_yesno` (`judge`), the same layout
 * and key rule as Yao and skilltest cases. In replay mode no API key is needed up front.
 */

export interface ThinkingboxRuntime {
  /** The target thinkingbox cases run against (the harness with their scenario servers). */
  target: Target;
  judge(
    c: Case,
    output: unknown,
    transcript: Transcript,
    signal: AbortSignal,
    run?: number,
  ): Promise<Check[]>;
}

/** The options of thinkingbox's setup check (createThinkingboxRuntime's, nothing started). */
export interface ThinkingboxSetupOptions {
  cases: Case[];
  config: Config;
  agent: AgentConfig | undefined;
  configFile: string;
  env: Record<string, string | undefined>;
  /** Overrides the simulated user (tests): no simulator model is checked. */
  newUser?: NewTbUser;
  /** Overrides the judge model (tests): no judge model is checked. */
  complete?: JudgeComplete;
  /** `--cache`: in replay mode no key is needed. */
  cache?: ResponseCache;
  limits?: LimiterRegistry;
}

/** The cases a thinkingbox runtime serves (not skipped). */
const activeTb = (cases: Case[]) =>
  cases.filter((c) => c.format === 'thinkingbox-python' && c.skip === false);

/** Whether a case has a simulated user (`user_context`). */
const hasUser = (c: Case) => payloadOf(c, 'thinkingbox-python').user_context !== undefined;

/** The simulated user's model: `simulators.default`, else the judge's. */
function userModel(config: Config) {
  const sim = config.simulators?.default;
  const model: ModelConfig | undefined = sim?.model ?? config.judge?.model;
  return { sim, model, field: sim ? 'simulators.default.model' : 'judge.model' };
}

/**
 * What keeps thinkingbox cases from running that is known without starting anything: the agent
 * must be the harness, every scenario server must be in `servers:` (checked here when there is
 * no `servers_file:`, whose servers only its Python parse tells, at run time), and the `judge:`
 * and simulated-user models, when configured, must be buildable (their keys set).
 */
export function thinkingboxSetupProblems(opts: ThinkingboxSetupOptions): Problem[] {
  const tb = activeTb(opts.cases);
  if (tb.length === 0) return [];
  const file = opts.configFile || 'agentci.yaml';
  if (!opts.agent || !('harness' in opts.agent))
    return [
      {
        file,
        line: 0,
        field: 'agent',
        message: `thinkingbox test files (${tb[0]?.suite ?? ''}…) need the built-in harness as the agent: set agent: {harness: {model: …}} in ${file}`,
      },
    ];
  const problems =
    opts.config.servers_file === undefined
      ? checkScenarioServers(tb, opts.config.servers ?? {}, file)
      : [];
  if (!opts.complete && opts.config.judge)
    try {
      cachedModelFactory(opts.config.judge.model, opts.env, 'judge.model', opts.cache, opts.limits);
    } catch (e) {
      problems.push({ file, line: 0, field: 'judge', message: (e as Error).message });
    }
  const user = userModel(opts.config);
  if (!opts.newUser && user.model && tb.some(hasUser))
    try {
      cachedModelFactory(user.model, opts.env, user.field, opts.cache, opts.limits);
    } catch (e) {
      problems.push({ file, line: 0, field: user.field, message: (e as Error).message });
    }
  return problems;
}

/**
 * Builds what thinkingbox cases run with, or returns problems (exit 2) when the config cannot
 * serve them: thinkingboxSetupProblems', then what `servers_file:` says (its scenario servers,
 * its mcp-remote servers).
 */
export async function createThinkingboxRuntime(
  opts: ThinkingboxSetupOptions & {
    baseDir: string;
    log?: (line: string) => void;
    /** Meters the simulated user's and the judge's calls per attempt (`eval_usage`). */
    meter?: Meter;
  },
): Promise<{ runtime?: ThinkingboxRuntime; problems: Problem[] }> {
  const tb = activeTb(opts.cases);
  if (tb.length === 0) return { problems: [] };
  const setup = thinkingboxSetupProblems(opts);
  if (setup.length || !opts.agent || !('harness' in opts.agent)) return { problems: setup };
  const file = opts.configFile || 'agentci.yaml';
  // servers.yaml (load_servers_config) first, agentci.yaml's own `servers:` over it.
  let servers: Record<string, unknown> = opts.config.servers ?? {};
  if (opts.config.servers_file !== undefined) {
    const loaded = loadServersYaml(
      path.resolve(opts.baseDir, opts.config.servers_file),
      pythonCommand(opts.env),
      opts.env,
    );
    if (loaded.problems.length) return { problems: loaded.problems };
    servers = { ...loaded.servers, ...servers };
    const remote = remoteProblems(tb, loaded.remote, servers);
    if (remote.length) return { problems: remote };
    const problems = checkScenarioServers(tb, servers, file);
    if (problems.length) return { problems };
  }
  const cache = opts.cache;
  // The models below were checked (thinkingboxSetupProblems): building them again cannot fail.
  let completeFor: JudgeCompleteFor | undefined;
  if (opts.complete) {
    const fixed = opts.complete;
    completeFor = () => fixed;
  } else if (opts.config.judge)
    completeFor = createJudgeCompleteFor(
      opts.config.judge,
      opts.env,
      cache,
      opts.meter,
      opts.limits,
    );
  let newUser = opts.newUser;
  const { sim, model, field } = userModel(opts.config);
  if (!newUser && model && tb.some(hasUser)) {
    const f: ModelFactory = cachedModelFactory(model, opts.env, field, cache, opts.limits);
    const params = modelCacheParams(model);
    const meter = opts.meter;
    newUser = (t, scope) => {
      const made = cache ? cache.wrap(f.make(), { ...scope, role: 'simulator' }, params) : f.make();
      // Metered outside the cache, like the judge: a replayed reply counts what it recorded.
      return new UserSimulator(meter ? meter.wrap(made, scope) : made, {
        persona: t.user_context,
        goal: 'What you asked for in your first message has been done (or the assistant cannot do it).',
        ...(sim?.system ? { system: sim.system } : {}),
      });
    };
  }
  let target: Target;
  try {
    target = await createThinkingboxTarget({
      harness: opts.agent.harness,
      servers,
      ctx: {
        baseDir: opts.baseDir,
        env: opts.env,
        log: opts.log,
        ...(cache ? { cache } : {}),
        ...(opts.limits ? { limits: opts.limits } : {}),
      },
      newUser,
    });
  } catch (e) {
    return { problems: [{ file, line: 0, field: 'agent', message: (e as Error).message }] };
  }
  return {
    problems: [],
    runtime: {
      target,
      judge: async (c, output, transcript, signal, run) => {
        const ask = completeFor?.(
          run !== undefined ? { suite: c.suite, caseId: c.id, run } : undefined,
        );
        // A replay miss fails the attempt naming the request, whatever the test does with the
        // JudgeError it sees (a test that catches it must not pass on a missing recording).
        let miss: CacheMissError | undefined;
        const complete: JudgeComplete | undefined = ask
          ? async (messages, s) => {
              try {
                return await ask(messages, s);
              } catch (e) {
                if (e instanceof CacheMissError) miss ??= e;
                throw e;
              }
            }
          : undefined;
        // SessionClientFixture: the attempt's session is open until its test has run.
        const session = takeSession(transcript.session_id);
        let checks: Check[];
        try {
          checks = await judgeThinkingboxAttempt(c, output, transcript, {
            env: opts.env,
            complete,
            signal,
            metadata: run !== undefined ? { run } : {},
            ...(session
              ? {
                  serverTool: (srv: string, tool: string, args: Record<string, unknown>) =>
                    session.callServerTool(srv, tool, args),
                }
              : {}),
          });
        } finally {
          await session?.close();
        }
        if (miss) throw miss;
        return checks;
      },
    },
  };
}

/** Scenarios naming a servers.yaml `mcp-remote` server (not overridden in `servers:`). */
function remoteProblems(
  cases: Case[],
  remote: Record<string, string>,
  servers: Record<string, unknown>,
): Problem[] {
  const out = new Map<string, Problem>();
  for (const c of cases)
    for (const s of payloadOf(c, 'thinkingbox-python').servers)
      if (remote[s] !== undefined && servers[s] === undefined)
        out.set(`${c.source.file}:${s}`, {
          file: c.source.file,
          line: c.source.line,
          field: 'scenario',
          message: `server '${s}' of scenario '${c.scenario ?? ''}' is an mcp-remote server in servers.yaml (${remote[s]}): agentci starts mcp-process (stdio) servers only; give it a command in agentci.yaml servers:`,
        });
  return [...out.values()];
}
