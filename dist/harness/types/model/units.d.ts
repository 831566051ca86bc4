import { z } from 'zod';
/** "30s", "5m", "1h", "250ms" or a bare number of milliseconds. */
export declare const DurationSchema: z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>;
/** A ratio 0–1, or a percentage written "80%". */
export declare const RatioSchema: z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>;
/** Parses a duration string to milliseconds. */
export declare function parseDuration(d: z.infer<typeof DurationSchema>): number;
/** Parses a ratio: 0.8, "0.8" or "80%". */
export declare function parseRatio(r: number | string): number;
