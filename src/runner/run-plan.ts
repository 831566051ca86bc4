import path from 'node:path';
import { readCtxFile, type CtxFile } from '../config/ctx-file.js';
import { loadConfig, type LoadedConfig } from '../config/load-config.js';
import { loadQuarantine } from '../config/quarantine.js';
import type { Case } from '../model/case.js';
import type { MinPassHatK } from '../model/report.js';
import { parseDuration, parseRatio, type Config } from '../model/config.js';
import { InputError, type Problem } from '../lib/problems.js';
import type { Target } from '../contracts/target.js';
import { DEFAULT_ADAPTIVE, type AdaptivePlan } from './adaptive.js';
import { formatMs } from '../lib/units.js';
import type { BudgetLimits } from './budget.js';
import type { RunSettings } from '../model/run-settings.js';

/*
 * What a run was asked to do, before any suite is read: the config file, the `--ctx` file and the
 * quarantine file, then the run parameters resolved settings (flags or inputs) > config > defaults.
 */

/** The defaults of the run parameters, for every front end. */
export const DEFAULTS = {
  /** Runs per case for the CLI (Yao's default). */
  runs: 1,
  /** Runs per case for the action: stability needs more than one. */
  actionRuns: 3,
  parallel: 4,
  timeoutMs: 5 * 60_000,
  threshold: 1,
  caseThreshold: 1,
};

/** Resolved run parameters: flags > config > defaults. */
export interface Plan {
  runs: number;
  parallel: number;
  timeoutMs: number;
  threshold: number;
  caseThreshold: number;
  /** The pass^k gate, when set. */
  minPassHatK?: MinPassHatK;
}

/** The run's quarantine entries and how its file is shown. */
export type RunQuarantine = Awaited<ReturnType<typeof loadQuarantine>>;

/** The files read before the suites: config, `--ctx` file, quarantine. */
export interface RunConfig {
  loaded: LoadedConfig;
  config: Config;
  ctx: CtxFile | undefined;
  quarantine: RunQuarantine;
}

/**
 * Reads agentci.yaml, the `--ctx` file (flag, else the config's `ctx:`) and the quarantine file.
 * Throws InputError (exit 2) with every problem of the three.
 */
export async function loadRunConfig(
  settings: Pick<RunSettings, 'cwd' | 'configPath' | 'inputs' | 'ctxFile' | 'quarantinePath'>,
): Promise<RunConfig> {
  const { run, problems } = await readRunConfig(settings);
  if (problems.length) throw new InputError(problems);
  return run;
}

/**
 * loadRunConfig's reading, with its problems returned rather than thrown: with problems, the
 * config holds what of it is still of use (its `suites:`, see parseConfigText), so a caller can
 * look at the suites too and say every problem in one pass.
 */
export async function readRunConfig(
  settings: Pick<RunSettings, 'cwd' | 'configPath' | 'inputs' | 'ctxFile' | 'quarantinePath'>,
): Promise<{ run: RunConfig; problems: Problem[] }> {
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
  return { run: { loaded, config, ctx, quarantine }, problems };
}

/** What a run will do: its plan, adaptive runs (or none) and budget, from settings > config > defaults. */
export interface ResolvedRun {
  plan: Plan;
  adaptive: AdaptivePlan | undefined;
  budget: BudgetLimits;
}

/**
 * The one resolution of the run parameters, for every front end: a setting that is given wins,
 * else the config file's value, else DEFAULTS. Throws InputError (exit 2) when `min-runs` /
 * `max-runs` do not fit together or come without `runs: auto`.
 */
export function resolveRun(settings: PlanSettings, config: Config): ResolvedRun {
  const problems: Problem[] = [];
  const adaptive = resolveAdaptive(settings, config, problems);
  if (problems.length) throw new InputError(problems);
  return {
    plan: resolvePlan(settings, config, adaptive),
    adaptive,
    budget: {
      ...definedAs('maxCostUsd', settings.budget?.maxCostUsd ?? config.max_cost),
      ...definedAs('maxTokens', settings.budget?.maxTokens ?? config.max_tokens),
    },
  };
}

type PlanSettings = Pick<
  RunSettings,
  | 'adaptive'
  | 'runs'
  | 'minRuns'
  | 'maxRuns'
  | 'defaultRuns'
  | 'defaultParallel'
  | 'parallel'
  | 'timeoutMs'
  | 'threshold'
  | 'caseThreshold'
  | 'budget'
  | 'minPassHatK'
>;

function definedAs<K extends string>(k: K, v: number | undefined): { [P in K]?: number } {
  return (v === undefined ? {} : { [k]: v }) as { [P in K]?: number };
}

/** `runs: auto` from the settings, else from the config (unless the settings give a number). */
function resolveAdaptive(
  settings: PlanSettings,
  config: Config,
  problems: Problem[],
): AdaptivePlan | undefined {
  if (settings.adaptive) return settings.adaptive;
  const bad = (name: string, message: string) =>
    problems.push({ file: name, line: 0, field: '', message });
  if ((settings.runs ?? config.runs) !== 'auto') {
    if (settings.minRuns !== undefined || settings.maxRuns !== undefined)
      bad(
        settings.minRuns !== undefined ? 'min-runs' : 'max-runs',
        'min-runs and max-runs go with runs "auto" (given with them or as the config\'s runs:)',
      );
    return undefined;
  }
  const minRuns = settings.minRuns ?? config.min_runs ?? DEFAULT_ADAPTIVE.minRuns;
  const maxRuns =
    settings.maxRuns ?? config.max_runs ?? Math.max(DEFAULT_ADAPTIVE.maxRuns, minRuns);
  if (maxRuns < minRuns) {
    bad('max-runs', `max-runs (${maxRuns}) must be at least min-runs (${minRuns})`);
    return undefined;
  }
  return { minRuns, maxRuns, batch: minRuns };
}

function ratio(v: number | string | undefined): number | undefined {
  return v === undefined ? undefined : parseRatio(v);
}

/** Runs, parallelism, timeout and thresholds: settings > config > defaults. */
function resolvePlan(
  settings: PlanSettings,
  config: Config,
  adaptive: AdaptivePlan | undefined,
): Plan {
  const number = (v: number | 'auto' | undefined) => (typeof v === 'number' ? v : undefined);
  return {
    runs: adaptive
      ? adaptive.minRuns
      : (number(settings.runs) ?? number(config.runs) ?? settings.defaultRuns ?? DEFAULTS.runs),
    parallel: settings.parallel ?? config.parallel ?? settings.defaultParallel ?? DEFAULTS.parallel,
    timeoutMs:
      settings.timeoutMs ??
      (config.timeout !== undefined ? parseDuration(config.timeout) : DEFAULTS.timeoutMs),
    threshold: settings.threshold ?? ratio(config.threshold) ?? DEFAULTS.threshold,
    caseThreshold: settings.caseThreshold ?? ratio(config.case_threshold) ?? DEFAULTS.caseThreshold,
    ...minPassHatKOf(settings.minPassHatK, config.min_pass_hat_k),
  };
}

/** `min-pass-hat-k` given, else the config's `min_pass_hat_k` (its rate read as a ratio). */
function minPassHatKOf(
  given: MinPassHatK | undefined,
  config: Config['min_pass_hat_k'],
): { minPassHatK?: MinPassHatK } {
  if (given) return { minPassHatK: given };
  return config ? { minPassHatK: { k: config.k, rate: parseRatio(config.rate) } } : {};
}

/** The runs a case starts with: its own `runs`, else the plan's; none when skipped. */
export function runsOf(c: Case, plan: Plan): number {
  return c.skip === false ? (c.runs ?? plan.runs) : 0;
}

/** The run's options as the stream's start line and the report's metadata record them. */
export function optionsRecord(
  settings: Pick<RunSettings, 'runFilter' | 'failFast' | 'shard' | 'cache'>,
  plan: Plan,
  adaptive: AdaptivePlan | undefined,
  budget: BudgetLimits,
  quarantine: RunQuarantine,
  target: Target | undefined,
): Record<string, unknown> {
  return {
    runs: adaptive ? 'auto' : plan.runs,
    ...(adaptive ? { min_runs: adaptive.minRuns, max_runs: adaptive.maxRuns } : {}),
    ...(budget.maxCostUsd !== undefined ? { max_cost: budget.maxCostUsd } : {}),
    ...(budget.maxTokens !== undefined ? { max_tokens: budget.maxTokens } : {}),
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
}
