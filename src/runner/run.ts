import { resolveEnv } from '../config/ctx-file.js';
import type { Assertion, Case, TestEnv } from '../model/case.js';
import type { AgentConfig } from '../model/config.js';
import type { ModelConfig } from '../model/model-config.js';
import type { MinPassHatK, Report } from '../model/report.js';
import type { AttemptResult, CaseResult } from '../model/result.js';
import { caseIdentity } from '../report/aggregate.js';
import { isoDay } from '../report/quarantine.js';
import type { CacheSettings } from '../harness/response-cache.js';
import { createRedactor, secretsFromConfig, type Redactor } from '../redaction.js';
import type { Target } from '../targets/target.js';
import type { Problem } from '../suites/problems.js';
import type { LeftOut } from '../suites/discover.js';
import { VERSION } from '../version.js';
import type { AdaptivePlan } from './adaptive.js';
import { AttemptJobs } from './attempt-job.js';
import { Budget, EvalMeter, evalPrices, type BudgetLimits } from './budget.js';
import { assembleReport } from './finish-report.js';
import { loadCases } from './load-cases.js';
import { ResultsStream, ResultsWriteError } from './results-stream.js';
import { loadRunConfig, optionsRecord, resolveRun, runsOf } from './run-plan.js';
import { buildRuntimes } from './runtimes.js';
import { FORMATS, runsOneAtATime } from '../formats/index.js';
import { LimiterRegistry, type LimitWait } from '../net/endpoint-limiter.js';
import { InputError } from '../suites/problems.js';

export { DEFAULTS } from './run-plan.js';

/** Everything a run needs, already parsed by a front end (CLI flags or action inputs). */
export interface RunSettings {
  /** Suite files, folders, globs, or one plain message (direct message mode). */
  inputs: string[];
  cwd: string;
  configPath?: string;
  agent?: AgentConfig;
  /** Yao's `-n`: the agent under test is this `agents:` entry of agentci.yaml (over `agent:`). */
  agentName?: string;
  /**
   * Yao's `-c`: the connector override. A harness agent's model becomes `connectors.<id>`; every
   * other agent receives the id as `options.connector` (over the case's own, as in Yao).
   */
  connector?: string;
  /** Runs per case, or `auto` (adaptive); undefined = the config's `runs:`, else the default. */
  runs?: number | 'auto';
  /** With `runs: auto` (here or in the config): the first runs of every case and the batch size. */
  minRuns?: number;
  /** With `runs: auto`: the most runs a borderline case gets. */
  maxRuns?: number;
  /** Runs per case when neither these settings nor the config say (the action's 3); else DEFAULTS.runs. */
  defaultRuns?: number;
  parallel?: number;
  timeoutMs?: number;
  /** Share of cases that must pass, 0–1. */
  threshold?: number;
  /** Default minimum pass ratio of each case, 0–1. */
  caseThreshold?: number;
  /** `min-pass-hat-k`: the pass^k gate (over the config's `min_pass_hat_k`). */
  minPassHatK?: MinPassHatK;
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
  /** `--case-json` files (repeatable): skilltest cases (one or an array), skill paths relative to `cwd`. */
  caseJson?: string[];
  /** skilltest `--max-turns`: the turn cap of `user:` cases without their own (over config `max_turns`). */
  maxTurns?: number;
  /** skilltest `--spy`: every skilltest case records its tool calls (`mock_calls`). */
  spy?: boolean;
  /** skilltest `--mocks FILE`: mock/spy declarations put before every skilltest case's own. */
  mocksFile?: string;
  /**
   * skilltest `--provider CMD` (whitespace-split, as cli.rs splits it), or skilltest.yaml's
   * `provider: {kind: command, command: [argv]}`: a command speaking skilltest's JSON-lines
   * provider protocol runs the skill, plays the simulated user and judges (skilltest cases only).
   */
  provider?: string | readonly string[];
  /**
   * skilltest.yaml's `judge: {kind: api}`: the model of evals and the simulated user (agentci's
   * judge model; with a provider, the provider still runs the skill: skilltest's SplitProvider).
   */
  judgeApi?: { model: ModelConfig; file: string };
  /** skilltest `-p`: the platforms every skilltest case runs on (with `--provider`). */
  platforms?: string[];
  /** skilltest `-m`: the models every skilltest case runs on (with `--provider`). */
  models?: string[];
  /** skilltest `--judge-model`: the judge and simulated user's model (default: the first model). */
  judgeModel?: string;
  /** Assertions for direct message mode (`--assert`). */
  asserts?: Assertion[];
  gitSha?: string;
  /** `--judge-runs k`: ask the judge model every question k times (overrides `judge.runs`). */
  judgeRuns?: number;
  /** thinkingbox `--name` / `--test-list` entries (`f.py` or `f.py:test_fn`), resolved under test_case/. */
  names?: string[];
  /** A complete adaptive plan (overrides `runs`, `minRuns`, `maxRuns` and the config's). */
  adaptive?: AdaptivePlan;
  /** `--max-cost` / `--max-tokens` for the whole run. */
  budget?: BudgetLimits;
  /** A previous report to estimate the run's cost and tokens from before it starts. */
  estimateFrom?: Report;
  /** `--strict`: what a seed's tool reads anyway (unknown fields…) is an error, not a warning. */
  strict?: boolean;
  /** Yao's `--before` / `--after`: BeforeAll / AfterAll hook functions (`env_test.BeforeAll`). */
  beforeAll?: string;
  afterAll?: string;
  /** Record/replay of model calls (`--cache <dir> --cache-mode …`). */
  cache?: CacheSettings;
  /** Quarantine file (`--quarantine`); else the config's `quarantine:`. */
  quarantinePath?: string;
  /**
   * A second tree laid out as `cwd` that the agent under test comes from (the action's fork
   * recipe: the PR's head checked out in a folder, the suites and config read from the base).
   * The agent's relative paths (a command's `cwd`, a module, a harness's prompt, skill and MCP
   * servers) resolve there where they would resolve under `cwd`; everything else stays in `cwd`.
   */
  agentTree?: string;
  /**
   * `--trace` / `--no-trace`, the action input `trace`: receive the agent's OpenTelemetry spans
   * (over the agent's `trace:`).
   */
  trace?: boolean;
  /** `--trace-flush`, the action input `trace-flush`: an attempt's wait for its spans. */
  traceFlushMs?: number;
}

export interface RunHooks {
  env: Record<string, string | undefined>;
  /**
   * Masks secrets in everything the run hands out: attempt and case results (hooks and stream),
   * log lines and the report. The front end fills it (environment, tokens, `mask` input); the run
   * adds the keys its config names. Without it, only those config keys are masked.
   */
  redactor?: Redactor;
  log?: (line: string) => void;
  /** A load warning (`file:line: field: message`), said before anything runs. */
  onWarning?: (line: string) => void;
  /**
   * The files the folder searches and globs found and left alone (data beside the suites), with
   * the reason: said before anything runs, never a warning (`--strict` does not refuse them).
   */
  onLeftOut?: (files: LeftOut[]) => void;
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
  /**
   * The run's calls to some endpoint started or stopped waiting on its rate limit (the progress
   * line says so); `waits` lists the endpoints waiting now.
   */
  onRateLimitWait?: (waits: LimitWait[]) => void;
  /** Aborting stops new attempts, kills running agents, and ends the run with exit code 3. */
  signal?: AbortSignal;
  now?: () => Date;
}

/**
 * The run's cases, loaded (or generated) and selected as a run would, without running them
 * (`--dry-run`). Throws InputError (exit 2) or NoCasesError as a run does.
 */
export async function loadRunCases(
  settings: RunSettings,
  env: Record<string, string | undefined>,
): Promise<{ cases: Case[]; warnings: Problem[]; leftOut?: LeftOut[] }> {
  const { loaded } = await loadRunConfig(settings);
  return loadCases(settings, loaded, env);
}

/**
 * Loads, validates, runs and aggregates: the whole engine behind `agentci run` and the action.
 * Throws InputError (exit 2) when any input is wrong; nothing runs until every suite is valid.
 */
export async function runSuites(settings: RunSettings, hooks: RunHooks): Promise<Report> {
  const started = hooks.now?.() ?? new Date();
  // Load and validate: config, ctx and quarantine files, the run's parameters, the cases.
  const { loaded, config, ctx, quarantine } = await loadRunConfig(settings);
  const redactor = hooks.redactor ?? createRedactor();
  redactor.add(secretsFromConfig([config, settings.agent], hooks.env, config.mask));
  const outerLog = hooks.log;
  if (outerLog) hooks = { ...hooks, log: (line) => outerLog(redactor.text(line)) };
  // skilltest.yaml's `judge: {kind: api}`: evals and the simulated user on that model API.
  if (settings.judgeApi !== undefined)
    config.judge = { runs: 1, ...config.judge, model: settings.judgeApi.model };
  // skilltest --judge-model without --provider: the judge model's name (cli.rs overrides it).
  else if (settings.judgeModel !== undefined && settings.provider === undefined) {
    if (!config.judge)
      throw new InputError([
        {
          file: '--judge-model',
          line: 0,
          field: '',
          message:
            'needs a judge: add `judge: {model: {provider, model}}` to agentci.yaml, or use --provider',
        },
      ]);
    config.judge = {
      ...config.judge,
      model: { ...config.judge.model, model: settings.judgeModel },
    };
  }
  const { plan, adaptive, budget: budgetLimits } = resolveRun(settings, config);
  const budget = new Budget(budgetLimits);
  // Judge and simulated-user calls, per attempt: recorded as `eval_usage`, counted by the budget.
  const evalMeter = new EvalMeter(evalPrices(config));
  const { cases, warnings: loadWarnings, leftOut } = await loadCases(settings, loaded, hooks.env);
  if (leftOut?.length) hooks.onLeftOut?.(leftOut);
  const { formatProblem } = await import('../suites/problems.js');
  // The report's warnings are the bare text: every renderer adds its own "warning" label.
  const loadNotes = loadWarnings.map((w) => formatProblem(w));
  for (const note of loadNotes) hooks.onWarning?.(redactor.text(`warning: ${note}`));
  // A run of formats whose tool runs one test at a time (Yao's --parallel defaults to 1:
  // cmd/agent/test.go, DefaultOptions) does so too, in file order, unless told otherwise.
  if (runsOneAtATime(cases, settings.parallel, config.parallel)) plan.parallel = 1;
  // One limiter per endpoint for this run, shared by every worker and role calling it.
  const limits = new LimiterRegistry({ maxConcurrency: Math.max(1, plan.parallel) });
  const onWait = hooks.onRateLimitWait;
  if (onWait) limits.onChange(() => onWait(limits.waits()));

  // Build what the attempts run with (every missing agent, key or server is exit 2 here).
  const runtimes = await buildRuntimes({
    settings,
    hooks,
    loaded,
    config,
    cases,
    plan,
    evalMeter,
    limits,
    ctx,
  });
  const target = runtimes.target;
  // runner.go RunTests: BeforeAll runs once before the first case; its failure stops the run.
  let beforeAllData: unknown = null;
  if (runtimes.hooks) {
    try {
      beforeAllData = await runtimes.hooks.beforeAll(
        cases,
        hooks.signal ?? new AbortController().signal,
        plan.timeoutMs,
      );
    } catch (e) {
      await Promise.all([
        target?.close().catch(() => undefined),
        runtimes.hooks.close().catch(() => undefined),
        runtimes.extras.close().catch(() => undefined),
      ]);
      throw e;
    }
  }

  // Plan the attempts and open the stream.
  // Fingerprints cover the judge and simulated users a case's verdict depends on.
  const fingerprint = { root: settings.cwd, judge: config.judge, simulators: config.simulators };
  const identities = cases.map((c) => caseIdentity(c, plan.caseThreshold, fingerprint));
  const totalAttempts = cases.reduce((n, c) => n + runsOf(c, plan), 0);
  hooks.onStart?.({ cases, totalAttempts, runsPerCase: plan.runs, target });

  const stream = new ResultsStream(settings.resultsPath);
  const options = optionsRecord(settings, plan, adaptive, budget.limits, quarantine, target);
  stream.start(
    redactor.value({
      timestamp: started.toISOString(),
      agent_id: target?.description,
      total_cases: cases.length,
      total_runs: totalAttempts,
      runs_per_case: plan.runs,
      version: VERSION,
      options,
      cases: identities,
    }),
  );

  const cancel = new AbortController();
  // A results stream that cannot be written (disk full) stops the run like a signal: running
  // agents are stopped, the rest is skipped, and the report still covers what finished.
  stream.onFailure((e) => cancel.abort(e));
  const onOuterAbort = () => cancel.abort(hooks.signal?.reason);
  hooks.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (hooks.signal?.aborted) cancel.abort(hooks.signal.reason);

  const envs = cases.map((c) => {
    // The case's format may layer it otherwise (Yao: metadata from --ctx alone; script tests:
    // the context file wins over -u/-t).
    const rule = FORMATS[c.format].testEnv;
    return resolveEnv(
      { flags: { user: settings.user, team: settings.team, locale: settings.locale }, ctx, config },
      rule?.caseMetadata === false ? { user: c.user, team: c.team } : c,
      rule?.ctxWins ? { ctxWins: true } : {},
    );
  });

  // Run the pool of attempts.
  const jobs = new AttemptJobs({
    settings,
    hooks,
    cases,
    identities,
    envs,
    plan,
    adaptive,
    quarantine: quarantine.entries,
    today: isoDay(started),
    runtimes,
    budget,
    evalMeter,
    stream,
    redactor,
    signal: cancel.signal,
    limits,
  });
  let results: CaseResult[];
  try {
    await jobs.run();
    results = jobs.finishRemaining();
    // AfterAll runs whatever the results (deferred in Yao), with BeforeAll's data; Yao's
    // results leave out skipped cases and those fail-fast never started.
    await runtimes.hooks?.afterAll(
      results.flatMap((r) => r.run_details).filter((a) => a.status !== 'skipped'),
      beforeAllData,
      cancel.signal,
      plan.timeoutMs,
    );
  } finally {
    hooks.signal?.removeEventListener('abort', onOuterAbort);
    await target?.close().catch(() => undefined);
    await runtimes.hooks?.close().catch(() => undefined);
    await runtimes.extras.close().catch(() => undefined);
  }

  // Aggregate, gate and report.
  stream.flush();
  const streamFailure = stream.failure;
  const interrupted = Boolean(hooks.signal?.aborted) || streamFailure !== undefined;
  const completed = hooks.now?.() ?? new Date();
  const report = redactor.value(
    assembleReport({
      settings,
      plan,
      results,
      identities,
      quarantine,
      started,
      completed,
      streamFailure,
      interrupted,
      abortReason: hooks.signal?.reason,
      failFastReason: jobs.failFastReason,
      budgetReason: jobs.budgetReason,
      budgetLimits: budget.limits,
      totalAttempts,
      firstEnv: envs[0] ?? resolveEnv({ flags: settings, ctx, config }, {}),
      options,
      agentId: target?.description,
      loadWarnings: loadNotes,
      endpoints: limits.stats(),
    }),
  );
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
