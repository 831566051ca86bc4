import type { TestEnv } from '../model/case.js';
import type { Report } from '../model/report.js';
import type { CaseResult } from '../model/result.js';
import { buildReport, type CaseIdentity } from '../report/aggregate.js';
import { applyGate } from '../report/gate.js';
import { applyQuarantine, isoDay } from '../report/quarantine.js';
import { VERSION } from '../version.js';
import { estimateLine, type BudgetLimits } from './budget.js';
import type { RunSettings } from './run.js';
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
  /** What loading the suites warned about (`warning: file:line: field: message`). */
  loadWarnings?: string[];
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
      runtimeError: streamFailure
        ? `${streamFailure.message}; the run was stopped, results cover what finished`
        : interrupted
          ? `the run was interrupted (${describeReason(run.abortReason)}); results cover what finished`
          : undefined,
    },
  );
  const noAssertion = run.identities.filter((id) => id.assertsNothing).length;
  const warnings = [...(run.loadWarnings ?? []), ...runWarnings(run, noAssertion)];
  warnings.push(...quarantined.warnings);
  return buildReport({
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
}

/** Cases asserting nothing, --fail-fast, a spent budget, the cost estimate (quarantine's come after). */
function runWarnings(run: FinishedRun, noAssertion: number): string[] {
  const warnings: string[] = [];
  if (noAssertion > 0)
    warnings.push(
      `${noAssertion} case${noAssertion === 1 ? '' : 's'} assert${noAssertion === 1 ? 's' : ''} nothing (no assert, expected or evals): ${noAssertion === 1 ? 'it passes' : 'they pass'} whenever the agent answers`,
    );
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

function describeReason(reason: unknown): string {
  if (typeof reason === 'string') return reason;
  if (reason instanceof Error) return reason.message;
  return 'cancelled';
}
