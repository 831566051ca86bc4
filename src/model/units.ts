import { z } from 'zod';

/*
 * Units shared by the config, the suites and the model settings. They live apart from config.ts
 * so that model-config.ts can use them while config.ts uses model-config.ts (no import cycle).
 */

/** "30s", "5m", "1h", "250ms" or a bare number of milliseconds. */
export const DurationSchema = z.union([
  z.number().int().positive(),
  z.string().regex(/^\d+(\.\d+)?\s*(ms|s|m|h)$/, 'a duration like "30s", "5m", "1h" or "250ms"'),
]);

/** A ratio 0–1, or a percentage written "80%". */
export const RatioSchema = z.union([
  z.number().min(0).max(1),
  z.string().regex(/^\d+(\.\d+)?%$/, 'a ratio 0–1 or a percentage like "80%"'),
]);

/** Parses a duration string to milliseconds. */
export function parseDuration(d: z.infer<typeof DurationSchema>): number {
  if (typeof d === 'number') return d;
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(d.trim());
  if (!m) throw new Error(`not a duration: ${JSON.stringify(d)} (expected e.g. "30s", "5m")`);
  const n = Number(m[1]);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'ms' | 's' | 'm' | 'h'];
  return Math.round(n * unit);
}

/** Parses a ratio: 0.8, "0.8" or "80%". */
export function parseRatio(r: number | string): number {
  const s = typeof r === 'number' ? '' : r.trim();
  const v = typeof r === 'number' ? r : s.endsWith('%') ? Number(s.slice(0, -1)) / 100 : Number(s);
  if (!Number.isFinite(v) || v < 0 || v > 1)
    throw new Error(`not a ratio: ${JSON.stringify(r)} (expected 0–1 or a percentage like "80%")`);
  return v;
}
