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
import { detectInputMode } from '../suites/detect.js';
import { loadSuites } from '../suites/load.js';
import { InputError, type Problem } from '../suites/problems.js';
import { createTarget } from '../targets/index.js';
import type { Target } from '../targets/target.js';
import { VERSION } from '../version.js';
import { executeAttempt, formatMs } from './attempt.js';
import { ResultsStream } from './results-stream.js';
import { JobPool } from './scheduler.js';
import { inShard } from './shard.js';

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
  /** Assertions for direct message mode (`--assert`). */
  asserts?: Assertion[];
  gitSha?: string;
}

export interface RunHooks {
  env: Record<string, string | undefined>;
  log?: (line: string) => void;
  onStart?: (info: { cases: Case[]; totalAttempts: number; runsPerCase: number; target?: Target }) => void;
  onAttempt?: (a: AttemptResult) => void;
  onCase?: (c: CaseResult) => void;
  /** Aborting stops new attempts, kills running agents, and ends the run with exit code 3. */
  signal?: AbortSignal;
  now?: () => Date;
}

export const DEFAULTS = { runs: 1, parallel: 4, timeoutMs: 5 * 60_000, threshold: 1, caseThreshold: 1 };

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
  const { loaded, problems: configProblems } = await loadConfig(settings.cwd, settings.configPath, settings.inputs[0]);
  problems.push(...configProblems);
  const config = loaded.config;

  let ctx: CtxFile | undefined;
  const ctxPath = settings.ctxFile ?? (config.ctx ? path.resolve(loaded.baseDir, config.ctx) : undefined);
  if (ctxPath) {
    const r = await readCtxFile(settings.cwd, ctxPath);
    ctx = r.ctx;
    problems.push(...r.problems);
  }
  if (problems.length) throw new InputError(problems);

  const plan: Plan = {
    runs: settings.runs ?? config.runs ?? DEFAULTS.runs,
    parallel: settings.parallel ?? config.parallel ?? DEFAULTS.parallel,
    timeoutMs: settings.timeoutMs ?? (config.timeout ? parseDuration(config.timeout) : DEFAULTS.timeoutMs),
    threshold: settings.threshold ?? ratio(config.threshold) ?? DEFAULTS.threshold,
    caseThreshold: settings.caseThreshold ?? ratio(config.case_threshold) ?? DEFAULTS.caseThreshold,
  };

  // Inputs: flags, else the config's suites (relative to the config file).
  let inputs = settings.inputs;
  if (inputs.length === 0 && config.suites?.length)
    inputs = config.suites.map((s) => path.relative(settings.cwd, path.resolve(loaded.baseDir, s)) || '.');
  if (inputs.length === 0)
    throw new InputError([
      { file: '', line: 0, field: '', message: 'no suites given: pass paths (or -i), or set suites: in agentci.yaml' },
    ]);

  let cases: Case[];
  const exists = (p: string) => existsSync(path.resolve(settings.cwd, p));
  if (inputs.length === 1 && detectInputMode(inputs[0] as string, exists) === 'message') {
    const asserts = settings.asserts ?? [];
    const bad = asserts.flatMap((a, i) =>
      validateAssertion(a).map((m: string) => ({ file: '--assert', line: 0, field: `[${i}]`, message: m })),
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
    const loadedSuites = await loadSuites(inputs, { cwd: settings.cwd, validateAssertion });
    if (loadedSuites.problems.length) throw new InputError(loadedSuites.problems);
    cases = loadedSuites.cases;
  }

  if (settings.runFilter !== undefined) {
    let re: RegExp;
    try {
      re = new RegExp(settings.runFilter);
    } catch (e) {
      throw new InputError([{ file: '--run', line: 0, field: '', message: `not a valid regex: ${(e as Error).message}` }]);
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
        message: 'no agent to test: pass --agent "<command>", --agent-url <url> or --agent-module <file>, or set agent: in agentci.yaml',
      },
    ]);
  let target: Target | undefined;
  if (agent && needsAgent) {
    try {
      target = await createTarget(agent, { baseDir: loaded.baseDir, env: hooks.env, log: hooks.log });
    } catch (e) {
      throw new InputError([{ file: loaded.path ? path.relative(settings.cwd, loaded.path) : '--agent', line: 0, field: 'agent', message: (e as Error).message }]);
    }
  }

  const identities: CaseIdentity[] = cases.map((c) => caseIdentity(c, plan.caseThreshold));
  const runsOf = (c: Case) => (c.skip === false ? (c.runs ?? plan.runs) : 0);
  const totalAttempts = cases.reduce((n, c) => n + runsOf(c), 0);
  hooks.onStart?.({ cases, totalAttempts, runsPerCase: plan.runs, target });

  const stream = new ResultsStream(settings.resultsPath);
  const optionsRecord = {
    runs: plan.runs,
    parallel: plan.parallel,
    timeout: formatMs(plan.timeoutMs),
    threshold: plan.threshold,
    case_threshold: plan.caseThreshold,
    ...(settings.runFilter ? { run: settings.runFilter } : {}),
    ...(settings.failFast ? { fail_fast: true } : {}),
    ...(settings.shard ? { shard: `${settings.shard.index}/${settings.shard.total}` } : {}),
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
  const onOuterAbort = () => cancel.abort(hooks.signal?.reason);
  hooks.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (hooks.signal?.aborted) cancel.abort(hooks.signal.reason);

  const attempts: AttemptResult[][] = cases.map(() => []);
  const pending = cases.map((c) => runsOf(c));
  const caseResults: (CaseResult | undefined)[] = cases.map(() => undefined);
  let failFastReason: string | undefined;
  const envs = cases.map((c) =>
    resolveEnv({ flags: { user: settings.user, team: settings.team, locale: settings.locale }, ctx, config }, c),
  );

  const finishCase = (i: number) => {
    const r = aggregateCase(identities[i] as CaseIdentity, attempts[i] as AttemptResult[]);
    caseResults[i] = r;
    stream.case(r);
    hooks.onCase?.(r);
  };

  const judge = (c: Case, output: unknown, transcript: Transcript, signal: AbortSignal) =>
    judgeAttempt({ case: c, output, transcript, cwd: settings.cwd, signal });

  const pool = new JobPool<{ i: number; run: number }>(plan.parallel, async ({ i, run }) => {
    const c = cases[i] as Case;
    const a = await executeAttempt(c, run, {
      target: target as Target,
      judge,
      env: envs[i] as TestEnv,
      timeoutMs: c.timeout_ms ?? plan.timeoutMs,
      signal: cancel.signal,
    });
    (attempts[i] as AttemptResult[]).push(a);
    stream.result(a);
    hooks.onAttempt?.(a);
    pending[i] = (pending[i] as number) - 1;
    if (settings.failFast && !failFastReason && a.status !== 'passed' && a.status !== 'skipped') {
      const id = identities[i] as CaseIdentity;
      const failures = (attempts[i] as AttemptResult[]).filter((x) => x.status !== 'passed' && x.status !== 'skipped').length;
      const runs = runsOf(c);
      if ((runs - failures) / runs < id.threshold) {
        failFastReason = `not run: --fail-fast stopped the run after case ${c.id} failed`;
        for (const job of pool.stop()) skip(job.i, job.run, failFastReason);
      }
    }
    if (pending[i] === 0) finishCase(i);
  });

  const skip = (i: number, run: number, reason: string) => {
    const c = cases[i] as Case;
    const a: AttemptResult = { id: c.id, suite: c.suite, run, status: 'skipped', duration_ms: 0, error: reason, checks: [] };
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
  pool.push(...jobs);
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
  }
  cases.forEach((_, i) => {
    if (!caseResults[i]) finishCase(i);
  });

  const results = caseResults as CaseResult[];
  const interrupted = Boolean(hooks.signal?.aborted);
  const completed = hooks.now?.() ?? new Date();
  const gate = applyGate(
    { results },
    {
      threshold: plan.threshold,
      caseThreshold: plan.caseThreshold,
      runtimeError: interrupted ? `the run was interrupted (${describeReason(hooks.signal?.reason)}); results cover what finished` : undefined,
    },
  );
  const noAssertion = identities.filter((id) => id.assertsNothing).length;
  const warnings: string[] = [];
  if (noAssertion > 0)
    warnings.push(
      `${noAssertion} case${noAssertion === 1 ? '' : 's'} assert${noAssertion === 1 ? 's' : ''} nothing (no assert, expected or evals): ${noAssertion === 1 ? 'it passes' : 'they pass'} whenever the agent answers`,
    );
  if (failFastReason) warnings.push(failFastReason.replace(/^not run: /, ''));
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
  stream.close();
  return report;
}

function describeReason(reason: unknown): string {
  if (typeof reason === 'string') return reason;
  if (reason instanceof Error) return reason.message;
  return 'cancelled';
}
