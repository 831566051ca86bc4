import { z } from 'zod';
import { parseRatio } from '../lib/units.js';
import type { CompareOptions } from '../model/diff.js';
import { notExpected, optionalText, textField } from './run-settings.js';

/*
 * The comparison settings both front ends take as text: the action's inputs and the CLI's flags of
 * the same names (`max-regression`, `fdr`, `stale-after`). One schema parses both, so a value means
 * the same in either; empty or absent = the default (docs/statistics.md).
 */

/** `10`, `12.5pp`, or `none` (empty = none). */
function maxRegression(v: string): number | null {
  if (v === '' || v.toLowerCase() === 'none') return null;
  const m = /^(\d+(?:\.\d+)?)\s*(pp)?$/.exec(v);
  if (!m) notExpected();
  const n = Number(m[1]);
  if (n > 100) notExpected();
  return n;
}

/** A false discovery rate: `0.1` or `10%`, above 0 and at most 0.5. */
function fdr(v: string): number {
  let r: number;
  try {
    r = parseRatio(/%$/.test(v) ? v : Number(v));
  } catch {
    return notExpected();
  }
  if (!(r > 0 && r <= 0.5)) notExpected();
  return r;
}

/** Days: `14` or `14d`. */
function days(v: string): number {
  const m = /^(\d+)\s*d?$/.exec(v);
  if (!m) notExpected();
  const n = Number(m[1]);
  if (n < 1 || n > 3650) notExpected();
  return n;
}

export const MAX_REGRESSION_WORDS = 'percentage points 0–100 (e.g. "10" or "10pp") or "none"';

const CompareSettingsTextSchema = z.object({
  'max-regression': textField(maxRegression, MAX_REGRESSION_WORDS),
  fdr: textField(
    optionalText(fdr),
    'a false discovery rate above 0 and at most 0.5, e.g. "0.1" or "10%"',
  ),
  'stale-after': textField(optionalText(days), 'a number of days, 1–3650, like "14" or "14d"'),
});

export type CompareSettingName = keyof typeof CompareSettingsTextSchema.shape;
/** The names of the comparison settings: action input names, CLI flag names without `--`. */
export const COMPARE_SETTING_NAMES = Object.keys(
  CompareSettingsTextSchema.shape,
) as CompareSettingName[];

export interface CompareSettingProblem {
  name: CompareSettingName;
  message: string;
}

/** Parses the comparison settings as text (absent or empty = the default); one problem per bad value. */
export function parseCompareSettings(
  raw: Partial<Record<CompareSettingName, string | undefined>>,
): {
  settings: Required<Pick<CompareOptions, 'maxRegressionPp'>> & CompareOptions;
  problems: CompareSettingProblem[];
} {
  const text = Object.fromEntries(COMPARE_SETTING_NAMES.map((n) => [n, raw[n] ?? '']));
  const parsed = CompareSettingsTextSchema.safeParse(text);
  if (!parsed.success)
    return {
      settings: { maxRegressionPp: null },
      problems: parsed.error.issues.map((i) => ({
        name: i.path[0] as CompareSettingName,
        message: i.message,
      })),
    };
  const d = parsed.data;
  return {
    settings: {
      maxRegressionPp: d['max-regression'],
      ...(d.fdr !== undefined ? { fdr: d.fdr } : {}),
      ...(d['stale-after'] !== undefined ? { staleAfterDays: d['stale-after'] } : {}),
    },
    problems: [],
  };
}
