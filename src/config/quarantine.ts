import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Problem } from '../lib/problems.js';
import { describeIssues, formatPath } from '../lib/zod-problems.js';
import { parseYamlSource, yamlProblems } from '../lib/yaml-source.js';

import { QuarantineFileSchema, type QuarantineEntry } from '../model/quarantine.js';

export {
  QuarantineEntrySchema,
  QuarantineFileSchema,
  type QuarantineEntry,
} from '../model/quarantine.js';

/**
 * Parses a quarantine file: a YAML list of `{id, suite?, reason, expires}`. Every problem names
 * file:line and the field. An empty file is an empty list.
 */
export function parseQuarantineText(
  text: string,
  display: string,
): { entries: QuarantineEntry[]; problems: Problem[] } {
  const src = parseYamlSource(text);
  if (src.errors.length)
    return {
      entries: [],
      problems: yamlProblems(src, display),
    };
  const value = src.value ?? [];
  const res = QuarantineFileSchema.safeParse(value);
  if (res.success) return { entries: res.data, problems: [] };
  return {
    entries: [],
    problems: describeIssues(QuarantineFileSchema, value, res.error.issues).map((i) => ({
      file: display,
      line: src.lineOf(i.path),
      field: formatPath(i.path) || '(file)',
      message: i.path.length === 0 ? 'expected a list of {id, suite?, reason, expires}' : i.message,
    })),
  };
}

/** Reads and parses a quarantine file; a missing or unreadable file is a problem (exit 2). */
export async function readQuarantineFile(
  abs: string,
  display: string,
): Promise<{ entries: QuarantineEntry[]; problems: Problem[] }> {
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      entries: [],
      problems: [
        {
          file: display,
          line: 0,
          field: '',
          message:
            code === 'ENOENT'
              ? 'quarantine file not found'
              : `cannot read the quarantine file: ${(e as Error).message}`,
        },
      ],
    };
  }
  return parseQuarantineText(text, display);
}

/** Writes entries back as YAML, with a header saying what the file is. */
export function renderQuarantine(entries: readonly QuarantineEntry[]): string {
  const header =
    '# agentci quarantine: these cases run and are reported but never fail the gate until they expire.\n' +
    '# Fields: id, suite (optional), reason, expires (YYYY-MM-DD, the last day the entry holds).\n';
  if (entries.length === 0) return `${header}[]\n`;
  return (
    header +
    stringify(
      entries.map((e) => ({
        id: e.id,
        ...(e.suite ? { suite: e.suite } : {}),
        reason: e.reason,
        expires: e.expires,
      })),
    )
  );
}

/**
 * The run's quarantine: `--quarantine <file>` (relative to cwd) wins over the config's
 * `quarantine:` (relative to the config file). No file named → no entries.
 */
export async function loadQuarantine(
  cwd: string,
  flagPath: string | undefined,
  configPath: string | undefined,
  configDir: string,
): Promise<{ entries: QuarantineEntry[]; display?: string; problems: Problem[] }> {
  const abs =
    flagPath !== undefined
      ? path.resolve(cwd, flagPath)
      : configPath !== undefined
        ? path.resolve(configDir, configPath)
        : undefined;
  if (abs === undefined) return { entries: [], problems: [] };
  const display = path.relative(cwd, abs).split(path.sep).join('/') || abs;
  return { ...(await readQuarantineFile(abs, display)), display };
}
