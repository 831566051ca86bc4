import { resolveEnv } from '../config/ctx-file.js';
import type { Case } from '../model/case.js';
import type { Report } from '../model/report.js';
import type { CaseResult } from '../model/result.js';
import type { RunSettings } from '../model/run-settings.js';
import { caseIdentity } from '../report/aggregate.js';
import { isoDay } from '../report/quarantine.js';
import { createRedactor, secretsFromConfig } from '../redaction.js';
import type { Problem } from '../lib/problems.js';
import type { LeftOut } from '../suites/discover.js';
import { formatProblem, InputError } from '../lib/problems.js';
import { VERSION } from '../version.js';
import { AttemptJobs } from './attempt-job.js';
import { Budget, EvalMeter, evalPrices } from './budget.js';
import { assembleReport } from './finish-report.js';
import { loadCases } from './load-cases.js';
import { ResultsStream, ResultsWriteError } from './results-stream.js';
import { optionsRecord, readRunConfig, resolveRun, runsOf, type RunConfig } from './run-plan.js';
import { buildRuntimes, checkRuntimes } from './runtimes.js';
import { ResponseCache } from '../harness/response-cache.js';
import { LimiterRegistry } from '../net/endpoint-limiter.js';
import { faultPatterns } from '../net/provider-faults.js';
import { DEFAULT_REJUDGE } from '../model/model-config.js';
import type { Config } from '../model/config.js';
import { missingJudgeProblems } from './model-services.js';

export { DEFAULTS } from './run-plan.js';
export type { RunSettings } from '../model/run-settings.js';
export type { CaseGenerator, CaseSourcing } from './load-cases.js';
export type { RunHooks } from './run-hooks.js';
import type { RunHooks } from './run-hooks.js';

/**
 * The run's cases, loaded (or generated) and selected as a run would, without running them
 * (`--dry-run`). Throws InputError (exit 2) or NoCasesError as a run does.
 */
export async function loadRunCases(
  settings: RunSettings,
  hooks: Pick<RunHooks, 'env' | 'formats' | 'sourcing' | 'runtimes'>,
): Promise<{ cases: Case[]; warnings: Problem[]; leftOut?: LeftOut[] }> {
  const { run, found } = await loadRunInput(settings, hooks);
  judgeCheck(settings, hooks, run.config, found);
  return found;
}

/**
 * The files a run reads and its cases, every problem of both in one InputError: a config with
 * problems still has the suites it names looked at (a path that matches nothing, a suite that
 * does not load), so one pass says them all.
 */
async function loadRunInput(
  settings: RunSettings,
  hooks: Pick<RunHooks, 'env' | 'formats' | 'sourcing'>,
): Promise<{ run: RunConfig; found: Awaited<ReturnType<typeof loadCases>> }> {
  const { run, problems } = await readRunConfig(settings);
  if (problems.length === 0) return { run, found: await loadCases(settings, run.loaded, hooks) };
  // Only suites that are named (on the command line or in the config's valid `suites:`), and no
  // cases a door makes from the config it could not read.
  const named = settings.inputs.length > 0 || (run.loaded.config.suites?.length ?? 0) > 0;
  if (!named || hooks.sourcing?.generate) throw new InputError(problems);
  let warnings: Problem[] = [];
  try {
    ({ warnings } = await loadCases(settings, run.loaded, hooks));
  } catch (e) {
    if (e instanceof InputError) throw new InputError([...problems, ...e.problems], e.warnings);
  }
  throw new InputError(problems, warnings);
}

/**
 * agentci's front doors refuse boolean and numeric evals that have no judge model before any
 * agent starts (settings.missingJudge); a door that brings its own judging (skilltest's
 * provider) or keeps its tool's meaning ('attempt') lets the attempts say it.
 */
function judgeCheck(
  settings: Pick<RunSettings, 'missingJudge'>,
  hooks: Pick<RunHooks, 'runtimes'>,
  config: Pick<Config, 'judge'>,
  found: { cases: Case[]; warnings: Problem[] },
): void {
  if (settings.missingJudge === 'attempt' || hooks.runtimes !== undefined) return;
  const problems = missingJudgeProblems(found.cases, config);
  if (problems.length) throw new InputError(problems, found.warnings);
}

/**
 * The judge model the run's flags make of the config's `judge:` (changed in place): skilltest.yaml's
 * `judge: {kind: api}`, or `--judge-model` over the config's model name.
 */
function applyJudgeSettings(
  settings: Pick<RunSettings, 'judgeApi' | 'judgeModel'>,
  hooks: Pick<RunHooks, 'runtimes'>,
  config: Config,
): void {
  // skilltest.yaml's `judge: {kind: api}`: evals and the simulated user on that model API.
  if (settings.judgeApi !== undefined)
    config.judge = { runs: 1, ...config.judge, model: settings.judgeApi.model };
  // The judge model's name over the config's (skilltest's --judge-model; a --provider run
  // passes it to the provider instead).
  else if (settings.judgeModel !== undefined && hooks.runtimes === undefined) {
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
}

/**
 * What `agentci validate` checks: the run's cases loaded and selected as a run would (loadRunCases),
 * then every check of the run's setup that starts nothing (checkRuntimes), as runSuites makes
 * them before its first attempt. Throws InputError (exit 2) with every problem found, or
 * NoCasesError.
 */
export async function validateRun(
  settings: RunSettings,
  hooks: Pick<RunHooks, 'env' | 'formats' | 'sourcing' | 'runtimes'>,
): Promise<{ cases: Case[]; warnings: Problem[]; leftOut?: LeftOut[] }> {
  const { run, found } = await loadRunInput(settings, hooks);
  const { loaded, config } = run;
  applyJudgeSettings(settings, hooks, config);
  judgeCheck(settings, hooks, config, found);
  // A front door that runs the whole run itself (skilltest's --provider) checks its own setup.
  if (hooks.runtimes) return found;
  // With --cache, a replayed model call needs no key: the check knows it as the run does.
  const { problems } = checkRuntimes({
    settings,
    hooks,
    loaded,
    config,
    cases: found.cases,
    ...(settings.cache ? { cache: new ResponseCache(settings.cache) } : {}),
    // The agent is often given on run's command line: no agent at all is the run's to say.
    agentLater: true,
  });
  if (problems.length) throw new InputError(problems, found.warnings);
  return found;
}

/**
 * Loads, validates, runs and aggregates: the whole engine behind `agentci run` and the action.
 * Throws InputError (exit 2) when any input is wrong; nothing runs until every suite is valid.
 */
export async function runSuites(settings: RunSettings, hooks: RunHooks): Promise<Report> {
  const started = hooks.now?.() ?? new Date();
  // Load and validate: config, ctx and quarantine files, the run's parameters, the cases.
  const { run, found } = await loadRunInput(settings, hooks);
  const { loaded, config, ctx, quarantine } = run;
  const redactor = hooks.redactor ?? createRedactor();
  redactor.add(secretsFromConfig([config, settings.agent], hooks.env, config.mask));
  const outerLog = hooks.log;
  if (outerLog) hooks = { ...hooks, log: (line) => outerLog(redactor.text(line)) };
  applyJudgeSettings(settings, hooks, config);
  const { plan, adaptive, budget: budgetLimits } = resolveRun(settings, config);
  const budget = new Budget(budgetLimits);
  // Judge and simulated-user calls, per attempt: recorded as `eval_usage`, counted by the budget.
  const evalMeter = new EvalMeter(evalPrices(config));
  const { cases, warnings: loadWarnings, leftOut } = found;
  // Known now, before any agent starts: evals with no judge model to ask.
  judgeCheck(settings, hooks, config, found);
  if (leftOut?.length) hooks.onLeftOut?.(leftOut);
  // The report's warnings are the bare text: every renderer adds its own "warning" label.
  const loadNotes = loadWarnings.map((w) => formatProblem(w));
  for (const note of loadNotes) hooks.onWarning?.(redactor.text(`warning: ${note}`));
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
  const identities = cases.map((c) =>
    caseIdentity(c, plan.caseThreshold, {
      assertsItself: hooks.formats[c.format].assertsItself === true,
      fingerprint,
    }),
  );
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
    const rule = hooks.formats[c.format].testEnv;
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
    faults: faultPatterns(config.environment_faults),
    rejudge: config.judge ? (config.judge.rejudge ?? DEFAULT_REJUDGE) : 0,
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
  const assembled = redactor.value(
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
  let report = assembled;
  if (hooks.completeReport) {
    try {
      report = redactor.value(await hooks.completeReport(assembled));
    } catch (e) {
      // No summary line: the stream reads as a run that did not finish (exit 3), never a pass.
      try {
        stream.close();
      } catch {
        // The front door's error is the one to report.
      }
      throw e;
    }
  }
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
