import { z } from 'zod';
import { parse as parseYaml } from 'yaml';
import { MinPassHatKConfigSchema } from '../model/config.js';
import type { MinPassHatK } from '../model/report.js';
import { DURATION_WORDS, RATIO_WORDS, parseDuration, parseRatio } from '../lib/units.js';
import type { RunSettings } from '../model/run-settings.js';
import { parseShard } from '../lib/shard.js';

/*
 * The run settings both front ends take as text: the action's inputs and the CLI's flags, under the
 * same names (`case-threshold` is the input and `--case-threshold`). One schema parses both, so a
 * value means the same in either. Empty or absent = not given: the config file's value, else the
 * default (run-plan.ts resolves them; DEFAULTS there is the one place defaults live).
 */

/** A setting written as text, checked and converted in one step; issues carry the expected format. */
export function textField<T>(convert: (v: string) => T, expected: string) {
  return z.string().transform((raw, ctx): T => {
    const v = raw.trim();
    try {
      return convert(v);
    } catch (e) {
      const why = e instanceof Error && !(e instanceof NotExpected) ? `: ${e.message}` : '';
      ctx.addIssue({
        code: 'custom',
        message: `expected ${expected}, got ${JSON.stringify(raw)}${why}`,
      });
      return z.NEVER;
    }
  });
}

/** "Not in the expected format", with nothing to add to the expected format itself. */
class NotExpected extends Error {}

/** Refuses a value as not in the expected format (the field's message says what is). */
export function notExpected(): never {
  throw new NotExpected();
}

/** An empty value means "not given". */
export function optionalText<T>(convert: (v: string) => T): (v: string) => T | undefined {
  return (v) => (v === '' ? undefined : convert(v));
}

/** A whole number in [min, max]. */
export function wholeNumber(min: number, max: number) {
  return (v: string): number => {
    if (!/^\d+$/.test(v)) notExpected();
    const n = Number(v);
    if (n < min || n > max) notExpected();
    return n;
  };
}

function ratio(v: string): number {
  try {
    return parseRatio(v);
  } catch {
    return notExpected();
  }
}

function duration(v: string): number {
  let ms: number;
  try {
    ms = parseDuration(v);
  } catch {
    return notExpected();
  }
  if (ms <= 0) throw new Error('must be longer than 0');
  return ms;
}

/** `otlp`/`on`/`true`: trace the agent under test; `off`/`false`: do not (over its `trace:`). */
function traceSwitch(v: string): boolean {
  const w = v.toLowerCase();
  if (w === 'otlp' || w === 'on' || w === 'true') return true;
  if (w === 'off' || w === 'false') return false;
  return notExpected();
}

/** A duration that may be 0 (no wait at all). */
function durationOrZero(v: string): number {
  try {
    return parseDuration(v);
  } catch {
    return notExpected();
  }
}

function runs(v: string): number | 'auto' {
  return v.toLowerCase() === 'auto' ? 'auto' : wholeNumber(1, MAX_RUNS)(v);
}

function shard(v: string): { index: number; total: number } {
  if (!/^\d+\s*\/\s*\d+$/.test(v)) notExpected();
  const s = parseShard(v);
  if (typeof s === 'string') throw new Error('needs 1 ≤ i ≤ n');
  return s;
}

function usd(v: string): number {
  const m = /^\$?(\d+(?:\.\d*)?|\.\d+)$/.exec(v);
  const n = m ? Number(m[1]) : Number.NaN;
  if (!(n > 0)) notExpected();
  return n;
}

/**
 * `min-pass-hat-k`: `{k: 3, rate: 0.9}` (YAML or JSON, as the config's `min_pass_hat_k`) or the
 * short `3:0.9` / `3:90%`; checked by the config's schema either way.
 */
export function minPassHatK(v: string): MinPassHatK {
  const short = /^(\d+)\s*:\s*(\S+)$/.exec(v);
  let candidate: unknown;
  if (short) {
    const rate = /%$/.test(short[2] as string) ? short[2] : Number(short[2]);
    candidate = { k: Number(short[1]), rate };
  } else {
    try {
      candidate = parseYaml(v);
    } catch {
      return notExpected();
    }
  }
  const r = MinPassHatKConfigSchema.safeParse(candidate);
  if (!r.success) return notExpected();
  return { k: r.data.k, rate: parseRatio(r.data.rate) };
}

export const MIN_PASS_HAT_K_WORDS =
  '"{k: 3, rate: 0.9}" or "3:90%" (k a whole number 1–1000, rate 0–1)';

const MAX_RUNS = 1000;
const RUNS_WORDS = `a whole number of runs per case (1–${MAX_RUNS}) or "auto"`;

const RunSettingsTextSchema = z.object({
  runs: textField(optionalText(runs), RUNS_WORDS),
  'min-runs': textField(
    optionalText(wholeNumber(1, MAX_RUNS)),
    `a whole number of runs, 1–${MAX_RUNS}`,
  ),
  'max-runs': textField(
    optionalText(wholeNumber(1, MAX_RUNS)),
    `a whole number of runs, 1–${MAX_RUNS}`,
  ),
  parallel: textField(
    optionalText(wholeNumber(1, 256)),
    'a whole number of parallel attempts, 1–256',
  ),
  timeout: textField(optionalText(duration), DURATION_WORDS),
  threshold: textField(optionalText(ratio), RATIO_WORDS),
  'case-threshold': textField(optionalText(ratio), RATIO_WORDS),
  shard: textField(optionalText(shard), 'a shard "i/n" such as "2/4"'),
  'max-cost': textField(optionalText(usd), 'an amount in USD like 2.50'),
  'max-tokens': textField(
    optionalText(wholeNumber(1, Number.MAX_SAFE_INTEGER)),
    'a whole number of tokens',
  ),
  'min-pass-hat-k': textField(optionalText(minPassHatK), MIN_PASS_HAT_K_WORDS),
  trace: textField(
    optionalText(traceSwitch),
    '"otlp" (or "true") to trace the agent under test, "off" (or "false") not to',
  ),
  'trace-flush': textField(optionalText(durationOrZero), DURATION_WORDS),
});

/** The names of the run settings: action input names, CLI flag names without `--`. */
export const RUN_SETTING_NAMES = Object.keys(RunSettingsTextSchema.shape) as RunSettingName[];
export type RunSettingName = keyof typeof RunSettingsTextSchema.shape;

/** What the run settings text sets; the rest of RunSettings comes from each front end. */
export type RunOverrides = Pick<
  RunSettings,
  | 'runs'
  | 'minRuns'
  | 'maxRuns'
  | 'parallel'
  | 'timeoutMs'
  | 'threshold'
  | 'caseThreshold'
  | 'shard'
  | 'budget'
  | 'minPassHatK'
  | 'trace'
  | 'traceFlushMs'
>;

export interface RunSettingProblem {
  name: RunSettingName;
  message: string;
}

/**
 * Parses the run settings as text (absent or empty = not given). Every bad value is a problem of its
 * own, named by the setting; the front end says how it is called there (`--runs`, `Input 'runs'`).
 */
export function parseRunSettings(raw: Partial<Record<RunSettingName, string | undefined>>): {
  settings: RunOverrides;
  problems: RunSettingProblem[];
} {
  const text = Object.fromEntries(RUN_SETTING_NAMES.map((n) => [n, raw[n] ?? '']));
  const parsed = RunSettingsTextSchema.safeParse(text);
  if (!parsed.success)
    return {
      settings: {},
      problems: parsed.error.issues.map((i) => ({
        name: i.path[0] as RunSettingName,
        message: i.message,
      })),
    };
  const d = parsed.data;
  const problems: RunSettingProblem[] = [];
  if (typeof d.runs === 'number') {
    for (const name of ['min-runs', 'max-runs'] as const)
      if (d[name] !== undefined)
        problems.push({ name, message: `goes with runs "auto", not runs ${d.runs}` });
  }
  if (d['min-runs'] !== undefined && d['max-runs'] !== undefined && d['max-runs'] < d['min-runs'])
    problems.push({
      name: 'max-runs',
      message: `must be at least min-runs (${d['min-runs']}), got ${d['max-runs']}`,
    });
  const budget = {
    ...(d['max-cost'] !== undefined ? { maxCostUsd: d['max-cost'] } : {}),
    ...(d['max-tokens'] !== undefined ? { maxTokens: d['max-tokens'] } : {}),
  };
  const settings: RunOverrides = {
    runs: d.runs,
    minRuns: d['min-runs'],
    maxRuns: d['max-runs'],
    parallel: d.parallel,
    timeoutMs: d.timeout,
    threshold: d.threshold,
    caseThreshold: d['case-threshold'],
    shard: d.shard,
    ...(Object.keys(budget).length > 0 ? { budget } : {}),
    ...(d['min-pass-hat-k'] ? { minPassHatK: d['min-pass-hat-k'] } : {}),
    ...(d.trace !== undefined ? { trace: d.trace } : {}),
    ...(d['trace-flush'] !== undefined ? { traceFlushMs: d['trace-flush'] } : {}),
  };
  return { settings, problems };
}
