import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Report } from '../model/report.js';
import { renderHtml, renderJson, renderJunit, renderMarkdown } from '../render/index.js';
import type { Problem } from '../suites/problems.js';
import type { Flags } from './program.js';

export type OutputFormat = 'json' | 'markdown' | 'html' | 'junit';
export interface OutputTarget {
  format: OutputFormat;
  path: string;
}

/** `-o file` by extension, plus the explicit --json/--junit/--markdown/--html flags. */
export function outputTargets(
  flags: Flags,
  cwd: string,
): { targets: OutputTarget[]; resultsPath?: string; problems: Problem[] } {
  const targets: OutputTarget[] = [];
  const problems: Problem[] = [];
  let resultsPath: string | undefined;
  const outputs = Array.isArray(flags.output) ? (flags.output as string[]) : [];
  for (const o of outputs) {
    const lower = o.toLowerCase();
    const abs = path.resolve(cwd, o);
    if (lower.endsWith('.jsonl')) resultsPath = abs;
    else if (lower.endsWith('.json')) targets.push({ format: 'json', path: abs });
    else if (lower.endsWith('.md') || lower.endsWith('.markdown')) targets.push({ format: 'markdown', path: abs });
    else if (lower.endsWith('.html') || lower.endsWith('.htm')) targets.push({ format: 'html', path: abs });
    else if (lower.endsWith('.xml')) targets.push({ format: 'junit', path: abs });
    else
      problems.push({
        file: '-o',
        line: 0,
        field: '',
        message: `${JSON.stringify(o)}: cannot tell the format from the extension (use .json, .jsonl, .md, .html or .xml)`,
      });
  }
  const explicit: [string, OutputFormat][] = [
    ['json', 'json'],
    ['junit', 'junit'],
    ['markdown', 'markdown'],
    ['html', 'html'],
  ];
  for (const [flag, format] of explicit)
    if (typeof flags[flag] === 'string') targets.push({ format, path: path.resolve(cwd, flags[flag] as string) });
  return { targets, resultsPath, problems };
}

/** Renders one format. */
export function renderFormat(report: Report, format: OutputFormat, opts: { templatesDir?: string }): string {
  switch (format) {
    case 'json':
      return renderJson(report);
    case 'markdown':
      return renderMarkdown(report, { templatesDir: opts.templatesDir });
    case 'html':
      return renderHtml(report, { templatesDir: opts.templatesDir });
    case 'junit':
      return renderJunit(report, { templatesDir: opts.templatesDir });
  }
}

/**
 * Writes every requested report file. Each is written to a temporary name and renamed, so a full
 * disk never leaves a half-written report under the real name.
 */
export async function writeOutputs(
  report: Report,
  targets: OutputTarget[],
  opts: { templatesDir?: string; cwd: string },
): Promise<string[]> {
  const written: string[] = [];
  for (const t of targets) {
    const text = renderFormat(report, t.format, opts);
    const tmp = `${t.path}.tmp-${process.pid}`;
    try {
      await mkdir(path.dirname(t.path), { recursive: true });
      await writeFile(tmp, text);
      await rename(tmp, t.path);
    } catch (e) {
      await rm(tmp, { force: true });
      const code = (e as NodeJS.ErrnoException).code;
      const why = code === 'ENOSPC' ? 'no space left on the device' : (e as Error).message;
      throw new Error(`cannot write ${path.relative(opts.cwd, t.path) || t.path}: ${why}`, { cause: e });
    }
    written.push(t.path);
  }
  return written;
}
