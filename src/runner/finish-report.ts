import type { TestEnv } from '../model/case.js';
import type { EndpointStats, Report } from '../model/report.js';
import type { EndpointStats as LimiterStats } from '../net/endpoint-limiter.js';
import { rateLimitWarnings } from '../report/rate-limits.js';
import type { CaseResult } from '../model/result.js';
import { buildReport, type CaseIdentity } from '../report/aggregate.js';
import { reportMinRuns } from '../report/evidence.js';
import { applyGate } from '../report/gate.js';
import { applyQuarantine, isoDay } from '../report/quarantine.js';
import { VERSION } from '../version.js';
import { estimateLine, type BudgetLimits } from './budget.js';
import type { RunSettings } from '../model/run-settings.js';
import type { Plan, RunQuarantine } from './run-plan.js';

/*
 * The report of a finished run, from data only: quarantine waivers, the gate (a stopped run fails
 * it with the reason), the run's warnings, and the Report the renderers and the stream's summary
 * line take.
 */

export interface FinishedRun {
  settings: Pick<RunSettings, 'shard' | 'runFilter' | 'estimateFrom' | 'gitSha'>;
  plan: Plan;
  results: CaseResult[];
  identities: CaseIdentity[];
  quarantine: RunQuarantine;
  started: Date;
  completed: Date;
  /** The results stream could not be written (the run was stopped). */
  streamFailure: Error | undefined;
  /** The run was stopped early (signal or stream failure). */
  interrupted: boolean;
  /** The signal's reason, when it stopped the run. */
  abortReason: unknown;
  failFastReason: string | undefined;
  budgetReason: string | undefined;
  budgetLimits: BudgetLimits;
  totalAttempts: number;
  /** The first case's environment (the report's `environment`). */
  firstEnv: TestEnv;
  options: Record<string, unknown>;
  agentId: string | undefined;
  /** What loading the suites warned about (`file:line: field: message`). */
  loadWarnings?: string[];
  /** What the run's limiters saw, per endpoint. */
  endpoints?: LimiterStats[];
}

/** Applies quarantine and the gate, collects the warnings and builds the run's Report. */
export function assembleReport(run: FinishedRun): Report {
  const { settings, plan, results, quarantine, streamFailure, interrupted } = run;
  const quarantined = applyQuarantine(results, quarantine.entries, isoDay(run.started), {
    sharded: Boolean(settings.shard || settings.runFilter),
    file: quarantine.display,
  });
  const gate = applyGate(
    { results },
    {
      waived: quarantined.waived,
      threshold: plan.threshold,
      caseThreshold: plan.caseThreshold,
      minPassHatK: plan.minPassHatK ?? null,
      minRuns: reportMinRuns(run.options),
      runtimeError: streamFailure
        ? `${streamFailure.message}; the run was stopped, results cover what finished`
        : interrupted
          ? `the run was interrupted (${describeReason(run.abortReason)}); results cover what finished`
          : undefined,
    },
  );
  const noAssertion = run.identities.filter((id) => id.assertsNothing).length;
  const warnings = [...(run.loadWarnings ?? []), ...runWarnings(run, noAssertion)];
  const rateLimits = endpointReport(run);
  warnings.push(...rateLimitWarnings(rateLimits));
  warnings.push(...quarantined.warnings);
  const report = buildReport({
    results,
    environment: {
      user_id: run.firstEnv.user,
      team_id: run.firstEnv.team,
      locale: run.firstEnv.locale,
    },
    metadata: {
      started_at: run.started.toISOString(),
      completed_at: run.completed.toISOString(),
      version: VERSION,
      ...(settings.gitSha ? { git_sha: settings.gitSha } : {}),
      ...(settings.shard ? { shard: settings.shard } : {}),
      options: run.options,
      ...(interrupted ? { interrupted: true } : {}),
    },
    gate,
    runsPerCase: plan.runs,
    agentId: run.agentId,
    noAssertionCases: noAssertion,
    warnings,
  });
  if (rateLimits.length) report.rate_limits = rateLimits;
  return report;
}

/** The limiters' figures, with the attempts each endpoint kept from running. */
function endpointReport(run: FinishedRun): EndpointStats[] {
  const lost = new Map<string, number>();
  for (const r of run.results)
    for (const a of r.run_details)
      if (a.cause === 'rate_limited') {
        const by = a.rate_limited_by ?? 'an endpoint';
        lost.set(by, (lost.get(by) ?? 0) + 1);
      }
  const out: EndpointStats[] = (run.endpoints ?? []).map((s) => ({
    ...s,
    attempts_lost: lost.get(s.endpoint) ?? 0,
  }));
  for (const [endpoint, n] of lost)
    if (!out.some((s) => s.endpoint === endpoint))
      out.push({
        endpoint,
        requests: 0,
        rate_limited: 0,
        waited_ms: 0,
        min_concurrency: 0,
        max_concurrency: 0,
        attempts_lost: n,
      });
  return out.filter((s) => s.requests > 0 || s.attempts_lost > 0);
}

/** Cases asserting nothing, --fail-fast, a spent budget, the cost estimate (quarantine's come after). */
function runWarnings(run: FinishedRun, noAssertion: number): string[] {
  const warnings: string[] = [];
  if (noAssertion > 0) warnings.push(noAssertionWarning(run.identities));
  if (run.failFastReason) warnings.push(run.failFastReason.replace(/^not run: /, ''));
  const budgetReason = run.budgetReason;
  if (budgetReason) {
    const skipped = run.results.reduce(
      (n, r) => n + r.run_details.filter((a) => a.error === `not run: ${budgetReason}`).length,
      0,
    );
    warnings.push(`${budgetReason}: ${skipped} attempt${skipped === 1 ? '' : 's'} not run`);
  }
  if (run.settings.estimateFrom) {
    const line = estimateLine(run.settings.estimateFrom, run.totalAttempts, run.budgetLimits);
    if (line) warnings.push(line);
  }
  return warnings;
}

/** How many cases are named in the warning about cases asserting nothing; the rest are counted. */
const NAMED_UNASSERTED = 10;

/**
 * The cases that assert nothing, named (`id (file:line)`): they pass whenever the agent answers,
 * so the warning says which to fix, in the terminal and the Markdown summary alike.
 */
function noAssertionWarning(identities: readonly CaseIdentity[]): string {
  const none = identities.filter((id) => id.assertsNothing);
  const n = none.length;
  const named = none.slice(0, NAMED_UNASSERTED).map((id) => `${id.id} (${id.file}:${id.line})`);
  const more = n > NAMED_UNASSERTED ? ` and ${n - NAMED_UNASSERTED} more` : '';
  return `${n} case${n === 1 ? '' : 's'} assert${n === 1 ? 's' : ''} nothing (no assert, expected or evals), so ${n === 1 ? 'it passes' : 'they pass'} whenever the agent answers: ${named.join(', ')}${more}`;
}

function describeReason(reason: unknown): string {
  if (typeof reason === 'string') return reason;
  if (reason instanceof Error) return reason.message;
  return 'cancelled';
}
