import { z } from 'zod';
/** How every duration is described to the user. */
export declare const DURATION_WORDS = "a duration like \"30s\", \"2m30s\" or \"500ms\", or a number of seconds";
/** How every ratio is described to the user. */
export declare const RATIO_WORDS = "a ratio 0\u20131 or a percentage like \"80%\"";
/**
 * Go's time.ParseDuration syntax without a sign ("30s", "2m30s", "1h2m3s", "1.5h", "300us", "10ns"),
 * spaces allowed between the parts, or a bare number of seconds ("30", "0.5").
 */
export declare const DURATION_PATTERN: RegExp;
/**
 * A duration: a Go duration string or a number of seconds (`30` = `"30"` = `"30s"`), everywhere a
 * duration is read: flags, action inputs, agentci.yaml, suite files.
 */
export declare const DurationSchema: z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>;
/** A ratio 0–1, or a percentage written "80%". */
export declare const RatioSchema: z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>;
/**
 * The one duration parser: a Go duration string or a number (or numeric string) of seconds, to
 * whole milliseconds (a positive duration shorter than 1 ms counts as 1 ms, so it never becomes 0).
 */
export declare function parseDuration(d: number | string): number;
/** Parses a ratio: 0.8, "0.8", ".8" or "80%". */
export declare function parseRatio(r: number | string): number;
/** "5m", "30s", "1.5s", "250ms". */
export declare function formatMs(ms: number): string;
