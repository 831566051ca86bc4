import { z } from 'zod';

/*
 * Units shared by the config, the suites, the model settings and both front ends (action inputs,
 * CLI flags). They live apart from config.ts so that model-config.ts can use them while config.ts
 * uses model-config.ts (no import cycle).
 */

/** How every duration is described to the user. */
export const DURATION_WORDS = 'a duration like "30s", "2m30s" or "500ms", or a number of seconds';
/** How every ratio is described to the user. */
export const RATIO_WORDS = 'a ratio 0–1 or a percentage like "80%"';

const UNIT_MS = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3, // U+00B5 micro sign, as Go accepts
  μs: 1e-3, // U+03BC Greek mu, as Go accepts
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
} as const;
const NUMBER = String.raw`(?:\d+(?:\.\d*)?|\.\d+)`;
// Longest first, so "ms" is never read as "m" then "s".
const UNIT = 'ns|us|µs|μs|ms|s|m|h';
const BARE = new RegExp(`^${NUMBER}$`);
const COMPONENT = new RegExp(`(${NUMBER})\\s*(${UNIT})\\s*`, 'gy');
/**
 * Go's time.ParseDuration syntax without a sign ("30s", "2m30s", "1h2m3s", "1.5h", "300us", "10ns"),
 * spaces allowed between the parts, or a bare number of seconds ("30", "0.5").
 */
export const DURATION_PATTERN = new RegExp(
  String.raw`^\s*(?:${NUMBER}|(?:${NUMBER}\s*(?:${UNIT})\s*)+)\s*$`,
);

/**
 * A duration: a Go duration string or a number of seconds (`30` = `"30"` = `"30s"`), everywhere a
 * duration is read: flags, action inputs, agentci.yaml, suite files.
 */
export const DurationSchema = z
  .union([z.number().positive(), z.string().regex(DURATION_PATTERN, DURATION_WORDS)])
  .refine((d) => {
    // A value that is no duration at all is left to the check above, so it is reported once.
    try {
      return parseDuration(d) > 0;
    } catch {
      return true;
    }
  }, 'must be longer than 0')
  .describe('A Go duration ("30s", "2m30s", "1h2m3s", "500ms", "300us") or a number of seconds');

/** A ratio 0–1, or a percentage written "80%". */
export const RatioSchema = z.union([
  z.number().min(0).max(1),
  z.string().regex(/^\d+(\.\d+)?%$/, RATIO_WORDS),
]);

/**
 * The one duration parser: a Go duration string or a number (or numeric string) of seconds, to
 * whole milliseconds (a positive duration shorter than 1 ms counts as 1 ms, so it never becomes 0).
 */
export function parseDuration(d: number | string): number {
  let ms: number;
  if (typeof d === 'number') ms = d * 1000;
  else {
    const s = d.trim();
    if (BARE.test(s)) ms = Number(s) * 1000;
    else {
      ms = 0;
      COMPONENT.lastIndex = 0;
      let at = 0;
      for (let m = COMPONENT.exec(s); m; m = COMPONENT.exec(s)) {
        ms += Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS];
        at = COMPONENT.lastIndex;
      }
      if (at === 0 || at !== s.length) ms = Number.NaN;
    }
  }
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`not a duration: ${JSON.stringify(d)} (expected ${DURATION_WORDS})`);
  return ms > 0 ? Math.max(1, Math.round(ms)) : 0;
}

const RATIO_TEXT = /^(?:\d+(?:\.\d*)?|\.\d+)%?$/;

/** Parses a ratio: 0.8, "0.8", ".8" or "80%". */
export function parseRatio(r: number | string): number {
  const s = typeof r === 'number' ? '' : r.trim();
  const v =
    typeof r === 'number'
      ? r
      : !RATIO_TEXT.test(s)
        ? Number.NaN
        : s.endsWith('%')
          ? Number(s.slice(0, -1)) / 100
          : Number(s);
  if (!Number.isFinite(v) || v < 0 || v > 1)
    throw new Error(`not a ratio: ${JSON.stringify(r)} (expected ${RATIO_WORDS})`);
  return v;
}

/** "5m", "30s", "1.5s", "250ms". */
export function formatMs(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${Math.round(ms / 100) / 10}s`;
  if (ms < 3_600_000) return `${Math.round(ms / 6000) / 10}m`;
  return `${Math.round(ms / 360_000) / 10}h`;
}
