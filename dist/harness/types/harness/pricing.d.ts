import { z } from 'zod';
import type { TokenUsage } from './types.js';
/** USD per million tokens. `cached_input` defaults to `input` when a provider has no discount. */
export declare const ModelPriceSchema: z.ZodObject<{
    input: z.ZodNumber;
    output: z.ZodNumber;
    cached_input: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type ModelPrice = z.infer<typeof ModelPriceSchema>;
export type PriceTable = Record<string, ModelPrice>;
/**
 * List prices (USD per 1M tokens) of common models. Users extend or override them with
 * `prices:` in the harness config; names match exactly or by the longest prefix, so dated
 * snapshots (`gpt-4.1-mini-2025-04-14`) find their family.
 */
export declare const DEFAULT_PRICES: PriceTable;
/** The price of `model`: exact name first, then the longest table key that prefixes it. */
export declare function findPrice(model: string, table?: PriceTable): ModelPrice | undefined;
/** Cost in USD of one call, or undefined when the model has no price. */
export declare function computeCost(model: string, usage: TokenUsage, table?: PriceTable): number | undefined;
/** The default table extended (and overridden) by user entries. */
export declare function mergePrices(extra: PriceTable | undefined): PriceTable;
