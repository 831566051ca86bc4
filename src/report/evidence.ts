import type { Lost } from '../model/diff.js';
import type { AttemptResult, CaseResult } from '../model/result.js';

/*
 * What counts as evidence about the agent (docs/statistics.md, "What is not evidence"). An attempt
 * lost to the environment says nothing about the agent: rate limited (or failed otherwise by the
 * agent's model provider, docs/environment-faults.md) until its deadline, skipped
 * because the run's budget was spent, or an agent process that could not be started. Such attempts
 * leave both sides of a comparison, and a case with fewer runs of evidence than `min-runs` is "not
 * enough runs": never a regression, never a pass.
 */

/** The `min-runs` a case needs when none is set (also the first runs of `runs: auto`). */
export const DEFAULT_MIN_RUNS = 3;

export type LossKind = keyof Lost;

export function noLoss(): Lost {
  return { rate_limited: 0, environment_fault: 0, budget: 0, not_started: 0, shard_missing: 0 };
}

export function addLost(into: Lost, from: Lost): Lost {
  // `?? 0`: a comparison stored before a kind existed does not have it.
  for (const k of Object.keys(into) as LossKind[]) into[k] += from[k] ?? 0;
  return into;
}

export function totalLost(l: Lost): number {
  return l.rate_limited + l.environment_fault + l.budget + l.not_started + l.shard_missing;
}

/** The words a budget skip was recorded with before attempts carried a `cause`. */
const BUDGET_SKIP = /^not run: budget spent/;

/** Why an attempt is not evidence about the agent, or undefined when it is (or was skipped on purpose). */
export function lossOf(
  a: Pick<AttemptResult, 'status' | 'cause' | 'error'>,
): Exclude<LossKind, 'shard_missing'> | undefined {
  if (a.cause === 'rate_limited') return 'rate_limited';
  if (a.cause === 'environment_fault') return 'environment_fault';
  if (a.cause === 'not_started') return 'not_started';
  if (a.cause === 'budget') return 'budget';
  if (a.status === 'skipped' && a.error !== undefined && BUDGET_SKIP.test(a.error)) return 'budget';
  return undefined;
}

/** A case's evidence: runs that ran and were not lost, how many passed, and what was lost. */
export interface Evidence {
  passed: number;
  runs: number;
  lost: Lost;
  /** Attempts the run planned for the case (every attempt, skipped and lost ones included). */
  planned: number;
}

/**
 * Counts a case's evidence from its attempts. A report that kept no attempts (`run_details`
 * empty but runs counted) falls back to its counts: nothing is known to be lost then.
 */
export function evidenceOf(
  r: Pick<CaseResult, 'passed' | 'runs' | 'skipped' | 'run_details'>,
): Evidence {
  const lost = noLoss();
  if (r.run_details.length === 0)
    return { passed: r.passed, runs: r.runs, lost, planned: r.runs + r.skipped };
  let passed = 0;
  let runs = 0;
  for (const a of r.run_details) {
    const l = lossOf(a);
    if (l) lost[l]++;
    else if (a.status !== 'skipped') {
      runs++;
      if (a.status === 'passed') passed++;
    }
  }
  return { passed, runs, lost, planned: r.run_details.length };
}

/**
 * The runs of evidence a case needs: `min-runs`, but never more than the case planned (a case of
 * one run needs its one run).
 */
export function minRunsOf(planned: number, minRuns: number = DEFAULT_MIN_RUNS): number {
  return Math.max(1, Math.min(minRuns, planned));
}

/** The run's `min-runs` as its report records it (`runs: auto` and a given `min-runs` both do). */
export function reportMinRuns(options: Record<string, unknown>): number {
  const m = options.min_runs;
  return typeof m === 'number' && Number.isInteger(m) && m > 0 ? m : DEFAULT_MIN_RUNS;
}

/** "2 rate limited, 1 skipped by the budget": the lost attempts in words ('' when none). */
export function lostText(l: Lost): string {
  const parts: string[] = [];
  if (l.rate_limited) parts.push(`${l.rate_limited} rate limited`);
  if (l.environment_fault) parts.push(`${l.environment_fault} failed by the provider`);
  if (l.budget) parts.push(`${l.budget} skipped by the budget`);
  if (l.not_started) parts.push(`${l.not_started} agent could not start`);
  if (l.shard_missing) parts.push(`${l.shard_missing} in a shard that never reported`);
  return parts.join(', ');
}
