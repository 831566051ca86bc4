import { existsSync } from 'node:fs';
import path from 'node:path';
import { readCtxFile, resolveEnv, type CtxFile } from '../config/ctx-file.js';
import { loadConfig } from '../config/load-config.js';
import { judgeAttempt, validateAssertion } from '../judges/index.js';
import type { Assertion, Case, TestEnv } from '../model/case.js';
import type { Transcript } from '../model/transcript.js';
import { parseDuration, parseRatio, type AgentConfig } from '../model/config.js';
import type { Report } from '../model/report.js';
import type { AttemptResult, CaseResult } from '../model/result.js';
import {
  aggregateCase,
  buildReport,
  caseIdentity,
  type CaseIdentity,
} from '../report/aggregate.js';
import { applyGate } from '../report/gate.js';
import { applyQuarantine, isoDay, quarantineFor } from '../report/quarantine.js';
import { loadQuarantine } from '../config/quarantine.js';
import { ResponseCache, type CacheSettings } from '../harness/response-cache.js';
import { detectInputMode } from '../suites/detect.js';
import { loadSuites } from '../suites/load.js';
import {
  loadScriptTests,
  loadTranspiler,
  resolveScriptInput,
  type ScriptRef,
} from '../suites/script-tests.js';
import { compilePattern } from '../judges/regex-pattern.js';
import { createScriptRunner, SCRIPT_TIMEOUT_MS, type ScriptRunner } from './script-runner.js';
import {
  configDisplay,
  createThinkingboxRuntime,
  resolveNamedInputs,
  selectNamedCases,
  thinkingboxLoaders,
} from './thinkingbox-run.js';
import { loadCaseJson } from '../suites/skilltest-yaml.js';
import { InputError, type Problem } from '../suites/problems.js';
import { createTarget } from '../targets/index.js';
import { needsMcpProxy, parseProxyServers, withMcpProxy } from '../targets/mcp-proxy.js';
import type { Target } from '../targets/target.js';
import { VERSION } from '../version.js';
import { executeAttempt, formatMs, type ConversationRunner } from './attempt.js';
import { runConversation } from './conversation.js';
import { createModelServices } from './model-services.js';
import { judgeEvals } from '../judges/evals.js';
import { ResultsStream, ResultsWriteError } from './results-stream.js';
import { JobPool } from './scheduler.js';
import { inShard } from './shard.js';
import { DEFAULT_ADAPTIVE, nextBatch, runsReason, type AdaptivePlan } from './adaptive.js';
import { Budget, estimateLine, EvalMeter, evalPrices, type BudgetLimits } from './budget.js';

/** Everything a run needs, already parsed by a front end (CLI flags or action inputs). */
export interface RunSettings {
  /** Suite files, folders, globs, or one plain message (direct message mode). */
  inputs: string[];
  cwd: string;
  configPath?: string;
  agent?: AgentConfig;
  runs?: number;
  parallel?: number;
  timeoutMs?: number;
  /** Share of cases that must pass, 0–1. */
  threshold?: number;
  /** Default minimum pass ratio of each case, 0–1. */
  caseThreshold?: number;
  /** Regex over case ids (Yao's `--run`). */
  runFilter?: string;
  failFast?: boolean;
  user?: string;
  team?: string;
  locale?: string;
  ctxFile?: string;
  shard?: { index: number; total: number };
  /** Where the JSONL stream goes; undefined = no stream. */
  resultsPath?: string;
  templatesDir?: string;
  /** A `--case-json` file: skilltest cases (one or an array), skill paths relative to `cwd`. */
  caseJson?: string;
  /** Assertions for direct message mode (`--assert`). */
  asserts?: Assertion[];
  gitSha?: string;
  /** `--judge-runs k`: ask the judge model every question k times (overrides `judge.runs`). */
  judgeRuns?: number;
  /** thinkingbox `--name` / `--test-list` entries (`f.py` or `f.py:test_fn`), resolved under test_case/. */
  names?: string[];
  /** `--runs auto`: adaptive runs between min and max (overrides `runs` for cases without their own). */
  adaptive?: AdaptivePlan;
  /** `--max-cost` / `--max-tokens` for the whole run. */
  budget?: BudgetLimits;
  /** A previous report to estimate the run's cost and tokens from before it starts. */
  estimateFrom?: Report;
  /** Record/replay of model calls (`--cache <dir> --cache-mode …`). */
  cache?: CacheSettings;
  /** Quarantine file (`--quarantine`); else the config's `quarantine:`. */
  quarantinePath?: string;
}

export interface RunHooks {
  env: Record<string, string | undefined>;
  log?: (line: string) => void;
  onStart?: (info: {
    cases: Case[];
    totalAttempts: number;
    runsPerCase: number;
    target?: Target;
  }) => void;
  /** An attempt is about to start (script tests print `► [TestName] ...` here). */
  onAttemptStart?: (c: Case, run: number, env: TestEnv) => void;
  onAttempt?: (a: AttemptResult) => void;
  onCase?: (c: CaseResult) => void;
  /** Aborting stops new attempts, kills running agents, and ends the run with exit code 3. */
  signal?: AbortSignal;
  now?: () => Date;
}

export const DEFAULTS = {
  runs: 1,
  parallel: 4,
  timeoutMs: 5 * 60_000,
  threshold: 1,
  caseThreshold: 1,
};

function ratio(v: number | string | undefined): number | undefined {
  return v === undefined ? undefined : parseRatio(v);
}

/** Resolved run parameters: flags > config > defaults. */
interface Plan {
  runs: number;
  parallel: number;
  timeoutMs: number;
  threshold: number;
  caseThreshold: number;
}

/**
 * Loads, validates, runs and aggregates: the whole engine behind `agentci run` and the action.
 * Throws InputError (exit 2) when any input is wrong; nothing runs until every suite is valid.
 */
export async function runSuites(settings: RunSettings, hooks: RunHooks): Promise<Report> {
  const started = hooks.now?.() ?? new Date();
  const problems: Problem[] = [];
  const { loaded, problems: configProblems } = await loadConfig(
    settings.cwd,
    settings.configPath,
    settings.inputs[0],
  );
  problems.push(...configProblems);
  const config = loaded.config;

  let ctx: CtxFile | undefined;
  const ctxPath =
    settings.ctxFile ?? (config.ctx ? path.resolve(loaded.baseDir, config.ctx) : undefined);
  if (ctxPath) {
    const r = await readCtxFile(settings.cwd, ctxPath);
    ctx = r.ctx;
    problems.push(...r.problems);
  }
  const quarantine = await loadQuarantine(
    settings.cwd,
    settings.quarantinePath,
    config.quarantine,
    loaded.baseDir,
  );
  problems.push(...quarantine.problems);
  if (problems.length) throw new InputError(problems);

  const configAuto = config.runs === 'auto';
  const adaptive: AdaptivePlan | undefined =
    settings.adaptive ??
    (configAuto && settings.runs === undefined
      ? {
          ...DEFAULT_ADAPTIVE,
          ...(config.min_runs ? { minRuns: config.min_runs, batch: config.min_runs } : {}),
          ...(config.max_runs ? { maxRuns: config.max_runs } : {}),
        }
      : undefined);
  const budget = new Budget({
    maxCostUsd: settings.budget?.maxCostUsd ?? config.max_cost,
    maxTokens: settings.budget?.maxTokens ?? config.max_tokens,
  });
  // Judge and simulated-user calls, per attempt: recorded as `eval_usage`, counted by the budget.
  const evalMeter = new EvalMeter(evalPrices(config));
  const plan: Plan = {
    runs: adaptive
      ? adaptive.minRuns
      : (settings.runs ??
        (typeof config.runs === 'number' ? config.runs : undefined) ??
        DEFAULTS.runs),
    parallel: settings.parallel ?? config.parallel ?? DEFAULTS.parallel,
    timeoutMs:
      settings.timeoutMs ?? (config.timeout ? parseDuration(config.timeout) : DEFAULTS.timeoutMs),
    threshold: settings.threshold ?? ratio(config.threshold) ?? DEFAULTS.threshold,
    caseThreshold: settings.caseThreshold ?? ratio(config.case_threshold) ?? DEFAULTS.caseThreshold,
  };

  // Inputs: flags, else the config's suites (relative to the config file).
  let inputs = settings.inputs;
  if (inputs.length === 0 && settings.caseJson === undefined && config.suites?.length)
    inputs = config.suites.map(
      (s) => path.relative(settings.cwd, path.resolve(loaded.baseDir, s)) || '.',
    );
  if (inputs.length === 0 && settings.caseJson === undefined && !settings.names?.length)
    throw new InputError([
      {
        file: '',
        line: 0,
        field: '',
        message: 'no suites given: pass paths (or -i), or set suites: in agentci.yaml',
      },
    ]);

  // thinkingbox --name/--test-list: the paths are the roots whose test_case/ is searched.
  let named: ReturnType<typeof resolveNamedInputs> | undefined;
  if (settings.names?.length) {
    named = resolveNamedInputs(settings.names, inputs, settings.cwd);
    if (named.problems.length) throw new InputError(named.problems);
    inputs = named.inputs;
  }
  // Yao script tests: `scripts.<assistant>.<module>` names a `<assistant>/src/<module>_test.ts` file.
  const scriptRefs = new Map<string, ScriptRef>();
  if (inputs.some((i) => i.startsWith('scripts.'))) {
    const scriptProblems: Problem[] = [];
    inputs = inputs.map((i) => {
      if (!i.startsWith('scripts.')) return i;
      const r = resolveScriptInput(i, settings.cwd, existsSync);
      if ('problem' in r) {
        scriptProblems.push(r.problem);
        return i;
      }
      scriptRefs.set(r.ref.testFile, r.ref);
      return r.ref.testFile;
    });
    if (scriptProblems.length) throw new InputError(scriptProblems);
  }
  let cases: Case[];
  const exists = (p: string) => existsSync(path.resolve(settings.cwd, p));
  if (
    settings.caseJson === undefined &&
    inputs.length === 1 &&
    detectInputMode(inputs[0] as string, exists) === 'message'
  ) {
    const asserts = settings.asserts ?? [];
    const bad = asserts.flatMap((a, i) =>
      validateAssertion(a).map((m: string) => ({
        file: '--assert',
        line: 0,
        field: `[${i}]`,
        message: m,
      })),
    );
    if (bad.length) throw new InputError(bad);
    cases = [
      {
        id: 'message',
        suite: '(message)',
        source: { file: '(message)', line: 1 },
        format: 'message',
        input: inputs[0] as string,
        assert: asserts,
        evals: [],
        mocks: [],
        spy: false,
        skip: false,
        tags: [],
      },
    ];
  } else {
    const loadedSuites =
      inputs.length > 0
        ? await loadSuites(inputs, {
            cwd: settings.cwd,
            validateAssertion,
            loaders: {
              ...thinkingboxLoaders(settings.cwd, hooks.env),
              'yao-script': async (text, file) => {
                await loadTranspiler();
                return loadScriptTests(text, file, {
                  cwd: settings.cwd,
                  exists: existsSync,
                  ref: scriptRefs.get(file),
                });
              },
            },
          })
        : { cases: [], problems: [] };
    const loadProblems = [...loadedSuites.problems];
    cases = loadedSuites.cases;
    if (settings.caseJson !== undefined) {
      const fromJson = await loadCaseJson(settings.caseJson, { cwd: settings.cwd });
      loadProblems.push(...fromJson.problems);
      cases = [...cases, ...fromJson.cases];
    }
    if (named) {
      const sel = selectNamedCases(cases, named.resolved);
      loadProblems.push(...sel.problems);
      cases = sel.cases;
    }
    if (loadProblems.length) throw new InputError(loadProblems);
  }

  if (settings.runFilter !== undefined) {
    let re: RegExp;
    try {
      // Go-style (RE2) like Yao's `-run`: leading inline flags such as (?i) work too.
      re = compilePattern(settings.runFilter).regex;
    } catch (e) {
      throw new InputError([
        {
          file: '--run',
          line: 0,
          field: '',
          message: `not a valid regex: ${(e as Error).message}`,
        },
      ]);
    }
    cases = cases.filter((c) => re.test(c.id));
  }
  if (settings.shard) {
    const shard = settings.shard;
    cases = cases.filter((c) => inShard(c.suite, c.id, shard));
  }

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
  });
  if (tb.problems.length) throw new InputError(tb.problems);

  // The judge model and simulated users (checked now: a missing key or simulator is exit 2).
  const models = createModelServices(config, hooks.env, cases, {
    judgeRuns: settings.judgeRuns,
    configFile: configDisplay(settings.cwd, loaded.path),
    ...(responseCache ? { cache: responseCache } : {}),
    meter: evalMeter,
  });
  if (models.problems.length) throw new InputError(models.problems);

  const scriptCases = cases.filter((c) => c.format === 'yao-script');
  const scripts: ScriptRunner | undefined = scriptCases.length
    ? createScriptRunner(scriptCases, { cwd: settings.cwd, log: hooks.log })
    : undefined;
  // Script tests run one at a time, in file order (as Yao does), unless --parallel says otherwise.
  if (
    scriptCases.length > 0 &&
    scriptCases.length === cases.length &&
    settings.parallel === undefined
  )
    plan.parallel = 1;

  const identities: CaseIdentity[] = cases.map((c) => caseIdentity(c, plan.caseThreshold));
  const runsOf = (c: Case) => (c.skip === false ? (c.runs ?? plan.runs) : 0);
  const totalAttempts = cases.reduce((n, c) => n + runsOf(c), 0);
  hooks.onStart?.({ cases, totalAttempts, runsPerCase: plan.runs, target });

  const stream = new ResultsStream(settings.resultsPath);
  const optionsRecord = {
    runs: adaptive ? 'auto' : plan.runs,
    ...(adaptive ? { min_runs: adaptive.minRuns, max_runs: adaptive.maxRuns } : {}),
    ...(budget.limits.maxCostUsd !== undefined ? { max_cost: budget.limits.maxCostUsd } : {}),
    ...(budget.limits.maxTokens !== undefined ? { max_tokens: budget.limits.maxTokens } : {}),
    parallel: plan.parallel,
    timeout: formatMs(plan.timeoutMs),
    threshold: plan.threshold,
    case_threshold: plan.caseThreshold,
    ...(settings.runFilter ? { run: settings.runFilter } : {}),
    ...(settings.failFast ? { fail_fast: true } : {}),
    ...(settings.shard ? { shard: `${settings.shard.index}/${settings.shard.total}` } : {}),
    ...(quarantine.display ? { quarantine: quarantine.display } : {}),
    ...(settings.cache ? { cache: settings.cache.mode } : {}),
    agent: target ? { kind: target.kind, description: target.description } : undefined,
  };
  stream.start({
    timestamp: started.toISOString(),
    agent_id: target?.description,
    total_cases: cases.length,
    total_runs: totalAttempts,
    runs_per_case: plan.runs,
    version: VERSION,
    options: optionsRecord,
    cases: identities,
  });

  const cancel = new AbortController();
  // A results stream that cannot be written (disk full) stops the run like a signal: running
  // agents are stopped, the rest is skipped, and the report still covers what finished.
  stream.onFailure((e) => cancel.abort(e));
  const onOuterAbort = () => cancel.abort(hooks.signal?.reason);
  hooks.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (hooks.signal?.aborted) cancel.abort(hooks.signal.reason);

  const attempts: AttemptResult[][] = cases.map(() => []);
  const pending = cases.map((c) => runsOf(c));
  const caseResults: (CaseResult | undefined)[] = cases.map(() => undefined);
  let failFastReason: string | undefined;
  const envs = cases.map((c) =>
    // Script tests: the context file wins over -u/-t (the Yao seed's rule for script tests).
    resolveEnv(
      { flags: { user: settings.user, team: settings.team, locale: settings.locale }, ctx, config },
      c,
      c.format === 'yao-script' ? { ctxWins: true } : {},
    ),
  );

  const isAdaptive = (c: Case) =>
    adaptive !== undefined && c.runs === undefined && c.skip === false;
  const today = isoDay(started);
  const finishCase = (i: number) => {
    const r = aggregateCase(identities[i] as CaseIdentity, attempts[i] as AttemptResult[]);
    if (adaptive && isAdaptive(cases[i] as Case)) {
      r.runs_reason = runsReason(r.passed, r.runs, r.threshold, adaptive);
      if (r.verdict === 'flaky' && r.runs >= adaptive.maxRuns) r.verdict = 'inconclusive';
    }
    // Marked before streaming, so the stream's case lines say it too.
    const q = quarantine.entries.length ? quarantineFor(quarantine.entries, r, today) : undefined;
    if (q?.state === 'active')
      Object.assign(r, {
        quarantined: true,
        quarantine: { reason: q.entry.reason, expires: q.entry.expires },
      });
    caseResults[i] = r;
    stream.case(r);
    hooks.onCase?.(r);
  };

  const judge = (
    c: Case,
    output: unknown,
    transcript: Transcript,
    signal: AbortSignal,
    run: number,
  ) =>
    c.format === 'thinkingbox-python' && tb.runtime
      ? tb.runtime.judge(c, output, transcript, signal, run)
      : judgeCase(c, output, transcript, signal, run);
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
  const conversation: ConversationRunner = (c, input, signal, progress) =>
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
    );

  let budgetReason: string | undefined;
  /** Adaptive runs: when a case's batch is done and its verdict is still open, queue another. */
  const moreRuns = (i: number): boolean => {
    const c = cases[i] as Case;
    if (!adaptive || !isAdaptive(c) || pool.isStopped) return false;
    const ran = (attempts[i] as AttemptResult[]).filter((a) => a.status !== 'skipped');
    const passed = ran.filter((a) => a.status === 'passed').length;
    const more = nextBatch(passed, ran.length, (identities[i] as CaseIdentity).threshold, adaptive);
    if (more === 0) return false;
    pending[i] = (pending[i] as number) + more;
    const next = (attempts[i] as AttemptResult[]).length;
    pool.pushAll(Array.from({ length: more }, (_, k) => ({ i, run: next + k + 1 })));
    return true;
  };
  const pool = new JobPool<{ i: number; run: number }>(plan.parallel, async ({ i, run }) => {
    const c = cases[i] as Case;
    // Budgets: once spent, no new attempt starts; the rest are reported as skipped with the reason.
    budgetReason ??= budget.exhausted();
    if (budgetReason) return skip(i, run, `not run: ${budgetReason}`);
    hooks.onAttemptStart?.(c, run, envs[i] as TestEnv);
    const a =
      c.format === 'yao-script' && scripts
        ? await scripts.runAttempt(c, run, {
            env: envs[i] as TestEnv,
            // Script tests default to 30 s per test (Yao), not the agent timeout.
            timeoutMs: c.timeout_ms ?? settings.timeoutMs ?? SCRIPT_TIMEOUT_MS,
            signal: cancel.signal,
            stopReason: () => failFastReason,
          })
        : await executeAttempt(c, run, {
            target: (c.format === 'thinkingbox-python' && tb.runtime
              ? tb.runtime.target
              : target) as Target,
            judge,
            conversation,
            env: envs[i] as TestEnv,
            timeoutMs: c.timeout_ms ?? plan.timeoutMs,
            signal: cancel.signal,
          });
    const evalUsage = evalMeter.take({ suite: c.suite, caseId: c.id, run });
    if (evalUsage) a.eval_usage = evalUsage;
    (attempts[i] as AttemptResult[]).push(a);
    budget.add(a.usage ?? a.transcript?.usage);
    budget.add(a.eval_usage);
    stream.result(a);
    hooks.onAttempt?.(a);
    pending[i] = (pending[i] as number) - 1;
    if (settings.failFast && !failFastReason && a.status !== 'passed' && a.status !== 'skipped') {
      const id = identities[i] as CaseIdentity;
      const failures = (attempts[i] as AttemptResult[]).filter(
        (x) => x.status !== 'passed' && x.status !== 'skipped',
      ).length;
      const runs = runsOf(c);
      if ((runs - failures) / runs < id.threshold) {
        failFastReason = `not run: --fail-fast stopped the run after case ${c.id} failed`;
        for (const job of pool.stop()) skip(job.i, job.run, failFastReason);
      }
    }
    if (pending[i] === 0 && !moreRuns(i)) finishCase(i);
  });

  const skip = (i: number, run: number, reason: string) => {
    const c = cases[i] as Case;
    const a: AttemptResult = {
      id: c.id,
      suite: c.suite,
      run,
      status: 'skipped',
      duration_ms: 0,
      error: reason,
      checks: [],
    };
    (attempts[i] as AttemptResult[]).push(a);
    stream.result(a);
    pending[i] = (pending[i] as number) - 1;
    if (pending[i] === 0) finishCase(i);
  };

  // Case-major order: every run of a case is queued together so cases finish (and stream) early.
  const jobs: { i: number; run: number }[] = [];
  cases.forEach((c, i) => {
    for (let run = 1; run <= runsOf(c); run++) jobs.push({ i, run });
  });
  pool.pushAll(jobs);
  // The pool drops jobs as they start; this list must not keep 100,000 of them alive meanwhile.
  jobs.length = 0;
  const stopOnCancel = () => {
    for (const job of pool.stop()) skip(job.i, job.run, 'not run: the run was stopped');
  };
  cancel.signal.addEventListener('abort', stopOnCancel, { once: true });
  if (cancel.signal.aborted) stopOnCancel();
  try {
    await pool.run();
  } finally {
    hooks.signal?.removeEventListener('abort', onOuterAbort);
    cancel.signal.removeEventListener('abort', stopOnCancel);
    await target?.close().catch(() => undefined);
    await scripts?.close().catch(() => undefined);
  }
  cases.forEach((_, i) => {
    if (!caseResults[i]) finishCase(i);
  });

  const results = caseResults as CaseResult[];
  stream.flush();
  const streamFailure = stream.failure;
  const interrupted = Boolean(hooks.signal?.aborted) || streamFailure !== undefined;
  const completed = hooks.now?.() ?? new Date();
  const quarantined = applyQuarantine(results, quarantine.entries, isoDay(started), {
    sharded: Boolean(settings.shard || settings.runFilter),
    file: quarantine.display,
  });
  const gate = applyGate(
    { results },
    {
      waived: quarantined.waived,
      threshold: plan.threshold,
      caseThreshold: plan.caseThreshold,
      runtimeError: streamFailure
        ? `${streamFailure.message}; the run was stopped, results cover what finished`
        : interrupted
          ? `the run was interrupted (${describeReason(hooks.signal?.reason)}); results cover what finished`
          : undefined,
    },
  );
  const noAssertion = identities.filter((id) => id.assertsNothing).length;
  const warnings: string[] = [];
  if (noAssertion > 0)
    warnings.push(
      `${noAssertion} case${noAssertion === 1 ? '' : 's'} assert${noAssertion === 1 ? 's' : ''} nothing (no assert, expected or evals): ${noAssertion === 1 ? 'it passes' : 'they pass'} whenever the agent answers`,
    );
  if (failFastReason) warnings.push(failFastReason.replace(/^not run: /, ''));
  if (budgetReason) {
    const skipped = results.reduce(
      (n, r) => n + r.run_details.filter((a) => a.error === `not run: ${budgetReason}`).length,
      0,
    );
    warnings.push(`${budgetReason}: ${skipped} attempt${skipped === 1 ? '' : 's'} not run`);
  }
  if (settings.estimateFrom) {
    const line = estimateLine(settings.estimateFrom, totalAttempts, budget.limits);
    if (line) warnings.push(line);
  }
  warnings.push(...quarantined.warnings);
  const firstEnv = envs[0] ?? resolveEnv({ flags: settings, ctx, config }, {});
  const report = buildReport({
    results,
    environment: { user_id: firstEnv.user, team_id: firstEnv.team, locale: firstEnv.locale },
    metadata: {
      started_at: started.toISOString(),
      completed_at: completed.toISOString(),
      version: VERSION,
      ...(settings.gitSha ? { git_sha: settings.gitSha } : {}),
      ...(settings.shard ? { shard: settings.shard } : {}),
      options: optionsRecord,
      ...(interrupted ? { interrupted: true } : {}),
    },
    gate,
    runsPerCase: plan.runs,
    agentId: target?.description,
    noAssertionCases: noAssertion,
    warnings,
  });
  stream.summary(report);
  try {
    stream.close();
  } catch (e) {
    // The caller still writes the other reports from it.
    if (e instanceof ResultsWriteError) e.report = report;
    throw e;
  }
  return report;
}

function describeReason(reason: unknown): string {
  if (typeof reason === 'string') return reason;
  if (reason instanceof Error) return reason.message;
  return 'cancelled';
}
