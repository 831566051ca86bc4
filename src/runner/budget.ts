import type { Meter } from '../contracts/host.js';
import type { BudgetLimits } from '../model/run-settings.js';
import { z } from 'zod';
import { computeCost, DEFAULT_PRICES, mergePrices, ModelPriceSchema } from '../harness/pricing.js';
import type { PriceTable } from '../harness/pricing.js';
import type { CacheScope } from '../harness/response-cache.js';
import type { ChatModel } from '../harness/types.js';
import type { Config } from '../model/config.js';
import { plural } from '../lib/number-format.js';
import type { Report } from '../model/report.js';
import type { Usage } from '../model/transcript.js';

/** `--max-cost` / `--max-tokens` for the whole run. */
export type { BudgetLimits } from '../model/run-settings.js';

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
  // The judge's and simulated users' spending counts too: the budget enforces both.
  const agent = prev.summary.usage;
  const evals = prev.summary.eval_usage;
  if ((!agent && !evals) || attempts === 0) return undefined;
  const tokens = (u: Usage | undefined) => (u?.input_tokens ?? 0) + (u?.output_tokens ?? 0);
  const cost =
    agent?.cost_usd !== undefined || evals?.cost_usd !== undefined
      ? (agent?.cost_usd ?? 0) + (evals?.cost_usd ?? 0)
      : undefined;
  return {
    tokens: (tokens(agent) + tokens(evals)) / attempts,
    ...(cost !== undefined ? { costUsd: cost / attempts } : {}),
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
  let line = `estimated from the previous report: ${parts.join(', ')} for ${plural(attempts, 'attempt')}`;
  if (
    (limits.maxCostUsd !== undefined && cost !== undefined && cost > limits.maxCostUsd) ||
    (limits.maxTokens !== undefined && tokens !== undefined && tokens > limits.maxTokens)
  )
    line += ' — more than the budget allows: some attempts will be skipped';
  return line;
}

/** Which attempt a model call belongs to. */
export type AttemptKey = Omit<CacheScope, 'role'>;

/** One attempt's judge and simulator spending; `cost_usd` is dropped once a call has no price. */
interface EvalAccount {
  usage: Usage;
  calls: number;
}

const HarnessPricesSchema = z.object({
  prices: z.record(z.string(), ModelPriceSchema).optional(),
});

/**
 * The price table for judge and simulator calls: the built-in list, extended by the harness
 * agent's `prices:` when the agent is the harness (one table for the whole run, so a model is
 * priced the same whoever calls it).
 */
export function evalPrices(config: Pick<Config, 'agent'>): PriceTable {
  const agent = config.agent;
  if (!agent || !('harness' in agent)) return DEFAULT_PRICES;
  const parsed = HarnessPricesSchema.safeParse(agent.harness);
  return parsed.success ? mergePrices(parsed.data.prices) : DEFAULT_PRICES;
}

function accountKey(k: AttemptKey): string {
  return `${k.suite}\u0000${k.caseId}\u0000${k.run}`;
}

/**
 * Meters the models a run calls besides the agent (the judge, simulated users): every call's
 * `completion.usage` is added to its attempt's account, priced like the harness agent's calls
 * (`computeCost` on the model name; a model without a price leaves the account at tokens only).
 * The runner takes the account when the attempt ends and records it as `eval_usage`.
 */
export class EvalMeter implements Meter {
  private readonly accounts = new Map<string, EvalAccount>();
  constructor(private readonly prices: PriceTable = DEFAULT_PRICES) {}

  private account(k: AttemptKey): EvalAccount {
    const key = accountKey(k);
    let a = this.accounts.get(key);
    if (!a) {
      a = { usage: { input_tokens: 0, output_tokens: 0, cost_usd: 0 }, calls: 0 };
      this.accounts.set(key, a);
    }
    return a;
  }

  /**
   * A wrapper adding every call of a model to the account of the attempt `k`. The account is
   * bound now (when the attempt asks for its judge or simulator): a call still running after the
   * attempt was taken (a timeout) adds to an account nobody reads again rather than opening one.
   */
  meterFor(k: AttemptKey): (model: ChatModel) => ChatModel {
    const account = this.account(k);
    const prices = this.prices;
    return (model) => ({
      provider: model.provider,
      model: model.model,
      async ainvoke(req) {
        const res = await model.ainvoke(req);
        account.calls++;
        const u = res.usage ?? { input_tokens: 0, output_tokens: 0 };
        const total = account.usage;
        total.input_tokens += u.input_tokens;
        total.output_tokens += u.output_tokens;
        if (u.cached_tokens !== undefined)
          total.cached_tokens = (total.cached_tokens ?? 0) + u.cached_tokens;
        const cost = computeCost(model.model, u, prices);
        if (cost === undefined || total.cost_usd === undefined) delete total.cost_usd;
        else total.cost_usd += cost;
        return res;
      },
    });
  }

  /**
   * Adds one call's reported usage (a `--provider` judge or simulated-user reply) to the account
   * of the attempt `k`, as it came: a provider reports its own cost, or none.
   */
  add(k: AttemptKey, u: Usage): void {
    const account = this.account(k);
    account.calls++;
    const total = account.usage;
    total.input_tokens += u.input_tokens;
    total.output_tokens += u.output_tokens;
    if (u.cost_usd === undefined || total.cost_usd === undefined) delete total.cost_usd;
    else total.cost_usd += u.cost_usd;
  }

  /** `model`, with every call's usage added to the account of the attempt `k`. */
  wrap(model: ChatModel, k: AttemptKey): ChatModel {
    return this.meterFor(k)(model);
  }

  /**
   * The attempt's judge and simulator usage (undefined when they made no call), removed from the
   * meter: each attempt is taken once, when it has ended.
   */
  take(k: AttemptKey): Usage | undefined {
    // Most runs have no judge or simulator: no account, no key to build (a per-attempt path).
    if (this.accounts.size === 0) return undefined;
    const key = accountKey(k);
    const a = this.accounts.get(key);
    this.accounts.delete(key);
    if (!a || a.calls === 0) return undefined;
    return { ...a.usage };
  }
}
