import { z } from 'zod';

function isRealDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** One quarantine entry: the case (and optionally its suite), why, and until when. */
export const QuarantineEntrySchema = z.strictObject({
  id: z.string().min(1, 'the case id is empty').describe('The case id'),
  suite: z
    .string()
    .min(1)
    .optional()
    .describe(
      'The suite file (as reports show it, or its base name) when the id alone is ambiguous',
    ),
  reason: z
    .string()
    .trim()
    .min(1, 'say why the case is quarantined')
    .describe('Why it is quarantined (shown in every report)'),
  expires: z
    .union([z.string(), z.date()])
    .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v), 'expected a date YYYY-MM-DD')
    .describe(
      'Last day the entry holds, YYYY-MM-DD (UTC, inclusive); the day after, the case gates again and the summary warns',
    ),
});
export type QuarantineEntry = z.output<typeof QuarantineEntrySchema>;

export const QuarantineFileSchema = z.array(QuarantineEntrySchema);
