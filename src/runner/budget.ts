import type { Report } from '../model/report.js';
import type { Usage } from '../model/transcript.js';

/** `--max-cost` / `--max-tokens` for the whole run. */
export interface BudgetLimits {
  maxCostUsd?: number;
  maxTokens?: number;
}

/**
 * Spending so far. Enforced between attempts: once a limit is reached no new attempt starts (the
 * ones running finish, so the total can exceed the limit by what they spend).
 */
export class Budget {
  costUsd = 0;
  tokens = 0;
  constructor(readonly limits: BudgetLimits) {}

  get active(): boolean {
    return this.limits.maxCostUsd !== undefined || this.limits.maxTokens !== undefined;
  }

  add(u: Usage | undefined): void {
    if (!u) return;
    this.costUsd += u.cost_usd ?? 0;
    this.tokens += (u.input_tokens ?? 0) + (u.output_tokens ?? 0);
  }

  /** The reason no further attempt may start, or undefined. */
  exhausted(): string | undefined {
    const { maxCostUsd, maxTokens } = this.limits;
    if (maxCostUsd !== undefined && this.costUsd >= maxCostUsd)
      return `budget spent: $${this.costUsd.toFixed(4)} of the --max-cost $${maxCostUsd}`;
    if (maxTokens !== undefined && this.tokens >= maxTokens)
      return `budget spent: ${this.tokens} tokens of the --max-tokens ${maxTokens}`;
    return undefined;
  }
}

/** Average spending per attempt in a previous report, to estimate a run before it starts. */
export function perAttemptFromReport(
  prev: Report,
): { costUsd?: number; tokens?: number } | undefined {
  const attempts = prev.summary.total_runs;
  const u = prev.summary.usage;
  if (!u || attempts === 0) return undefined;
  return {
    tokens: ((u.input_tokens ?? 0) + (u.output_tokens ?? 0)) / attempts,
    ...(u.cost_usd !== undefined ? { costUsd: u.cost_usd / attempts } : {}),
  };
}

/** A sentence estimating the run from a previous report, with a warning when over the limits. */
export function estimateLine(
  prev: Report,
  attempts: number,
  limits: BudgetLimits,
): string | undefined {
  const per = perAttemptFromReport(prev);
  if (!per) return undefined;
  const cost = per.costUsd !== undefined ? per.costUsd * attempts : undefined;
  const tokens = per.tokens !== undefined ? Math.round(per.tokens * attempts) : undefined;
  const parts = [
    cost !== undefined ? `$${cost.toFixed(4)}` : undefined,
    tokens !== undefined ? `${tokens} tokens` : undefined,
  ].filter(Boolean);
  let line = `estimated from the previous report: ${parts.join(', ')} for ${attempts} attempts`;
  if (
    (limits.maxCostUsd !== undefined && cost !== undefined && cost > limits.maxCostUsd) ||
    (limits.maxTokens !== undefined && tokens !== undefined && tokens > limits.maxTokens)
  )
    line += ' — more than the budget allows: some attempts will be skipped';
  return line;
}
