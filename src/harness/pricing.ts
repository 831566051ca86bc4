import { z } from 'zod';
import type { TokenUsage } from './types.js';

/** USD per million tokens. `cached_input` defaults to `input` when a provider has no discount. */
export const ModelPriceSchema = z.strictObject({
  input: z.number().nonnegative().describe('USD per million input tokens'),
  output: z.number().nonnegative().describe('USD per million output tokens'),
  cached_input: z
    .number()
    .nonnegative()
    .optional()
    .describe('USD per million cached input tokens (default: `input`)'),
});
export type ModelPrice = z.infer<typeof ModelPriceSchema>;
export type PriceTable = Record<string, ModelPrice>;

/**
 * List prices (USD per 1M tokens) of common models. Users extend or override them with
 * `prices:` in the harness config; names match exactly or by the longest prefix, so dated
 * snapshots (`gpt-4.1-mini-2025-04-14`) find their family.
 */
export const DEFAULT_PRICES: PriceTable = {
  'gpt-4.1': { input: 2, output: 8, cached_input: 0.5 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6, cached_input: 0.1 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4, cached_input: 0.025 },
  'gpt-4o': { input: 2.5, output: 10, cached_input: 1.25 },
  'gpt-4o-mini': { input: 0.15, output: 0.6, cached_input: 0.075 },
  o3: { input: 2, output: 8, cached_input: 0.5 },
  'o4-mini': { input: 1.1, output: 4.4, cached_input: 0.275 },
  'claude-opus-4': { input: 15, output: 75, cached_input: 1.5 },
  'claude-sonnet-4': { input: 3, output: 15, cached_input: 0.3 },
  'claude-3-7-sonnet': { input: 3, output: 15, cached_input: 0.3 },
  'claude-3-5-sonnet': { input: 3, output: 15, cached_input: 0.3 },
  'claude-3-5-haiku': { input: 0.8, output: 4, cached_input: 0.08 },
  'claude-haiku-4-5': { input: 1, output: 5, cached_input: 0.1 },
  scripted: { input: 0, output: 0, cached_input: 0 },
};

/** The price of `model`: exact name first, then the longest table key that prefixes it. */
export function findPrice(
  model: string,
  table: PriceTable = DEFAULT_PRICES,
): ModelPrice | undefined {
  if (Object.hasOwn(table, model)) return table[model];
  let best: string | undefined;
  for (const k of Object.keys(table))
    if (model.startsWith(k) && (best === undefined || k.length > best.length)) best = k;
  return best === undefined ? undefined : table[best];
}

/** Cost in USD of one call, or undefined when the model has no price. */
export function computeCost(
  model: string,
  usage: TokenUsage,
  table: PriceTable = DEFAULT_PRICES,
): number | undefined {
  const p = findPrice(model, table);
  if (!p) return undefined;
  const cached = Math.min(usage.cached_tokens ?? 0, usage.input_tokens);
  const fresh = usage.input_tokens - cached;
  return (
    (fresh * p.input + cached * (p.cached_input ?? p.input) + usage.output_tokens * p.output) /
    1_000_000
  );
}

/** The default table extended (and overridden) by user entries. */
export function mergePrices(extra: PriceTable | undefined): PriceTable {
  return extra ? { ...DEFAULT_PRICES, ...extra } : DEFAULT_PRICES;
}
