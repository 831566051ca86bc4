import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diff } from '../model/diff.js';
import type { Report } from '../model/report.js';
import { writeFailureText } from '../runner/results-stream.js';
import {
  renderHtml,
  renderJson,
  renderJsonChunks,
  renderJunit,
  renderMarkdown,
} from '../render/index.js';
import { renderSkilltest } from '../render/skilltest.js';
import { renderYaoReport, renderYaoReportChunks } from '../render/yao-report.js';
import { toYaoReport, type YaoReportInfo } from '../report/yao-report.js';
import type { Problem } from '../lib/problems.js';
import type { Flags } from './command-types.js';
import type { Colors } from './terminal-text.js';

/** `yao`: Yao's JSON Report with agentci's fields (`-o` of `agentci yao`); `skilltest`: its report. */
export type OutputFormat = 'json' | 'yao' | 'markdown' | 'html' | 'junit' | 'skilltest';
export interface OutputTarget {
  format: OutputFormat;
  path: string;
}

/**
 * What `-o` means in a front door: `agentci` by extension, one meaning each (`.json` agentci's
 * report, `.jsonl` the results stream, `.xml` JUnit, `.md`, `.html`); `skilltest` adds
 * `.skilltest.json`, skilltest's report; `yao` is Yao's GetOutputFormat (agent/test/resolver.go):
 * `.md` and `.html` as agentci's, `.xml` JUnit, `.skilltest.json` skilltest's report (extensions
 * Yao gives no meaning of their own), any other extension Yao's JSON Report.
 */
export type OutputMode = 'agentci' | 'skilltest' | 'yao';

/** The format `-o <file>` writes in a mode; a results stream for agentci's `.jsonl`. */
function formatByExtension(file: string, mode: OutputMode): OutputFormat | 'stream' | undefined {
  const lower = file.toLowerCase();
  // skilltest's report: its own front door's, and Yao's (an extension Yao gives no meaning).
  if (mode !== 'agentci' && lower.endsWith('.skilltest.json')) return 'skilltest';
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) return 'markdown';
  if (lower.endsWith('.html') || lower.endsWith('.htm')) return 'html';
  if (lower.endsWith('.xml')) return 'junit';
  if (mode === 'yao') return 'yao';
  if (lower.endsWith('.jsonl')) return 'stream';
  if (lower.endsWith('.json')) return 'json';
  return undefined;
}

/**
 * `-o file` by extension (see OutputMode), plus the explicit `--json` (`--report`), `--junit`,
 * `--markdown` and `--html` files.
 */
export function outputTargets(
  flags: Flags,
  cwd: string,
  mode: OutputMode = 'agentci',
): { targets: OutputTarget[]; resultsPath?: string; problems: Problem[] } {
  const targets: OutputTarget[] = [];
  const problems: Problem[] = [];
  let resultsPath: string | undefined;
  const outputs = Array.isArray(flags.output) ? (flags.output as string[]) : [];
  for (const o of outputs) {
    const abs = path.resolve(cwd, o);
    const format = formatByExtension(o, mode);
    if (format === 'stream') resultsPath = abs;
    else if (format) targets.push({ format, path: abs });
    else
      problems.push({
        file: '-o',
        line: 0,
        field: '',
        message: `${JSON.stringify(o)}: cannot tell the format from the extension (use .json, .jsonl, .md, .html or .xml${mode === 'skilltest' ? ' or .skilltest.json' : ''})`,
      });
  }
  const explicit: [string, OutputFormat][] = [
    ['json', 'json'],
    ['report', 'json'],
    ['junit', 'junit'],
    ['markdown', 'markdown'],
    ['html', 'html'],
  ];
  for (const [flag, format] of explicit)
    if (typeof flags[flag] === 'string')
      targets.push({ format, path: path.resolve(cwd, flags[flag] as string) });
  return { targets, resultsPath, problems };
}

export interface RenderOptions {
  templatesDir?: string;
  junitExtensions?: boolean;
  /** The comparison with the base branch (`--baseline`, `--history`), for Markdown and HTML. */
  diff?: Diff;
  /** The CI run, for the HTML and Markdown reports. */
  runUrl?: string;
  /** What Yao's Report needs beyond agentci's (the run's -i, -n, -c, -u, -t…), per output file. */
  yao?: (file: string) => YaoReportInfo;
  /**
   * Yao's `-r <agent>`: the content of a Yao report, Markdown or HTML file is the reporter
   * agent's answer to `{report, format, options}`; called once per file.
   */
  reporter?: (yaoReport: Record<string, unknown>, format: string) => Promise<string>;
}

/** The Yao report info of a file, or what agentci's report alone says. */
function yaoInfoFor(
  report: Report,
  file: string,
  info: ((file: string) => YaoReportInfo) | undefined,
): YaoReportInfo {
  if (info) return info(file);
  const runs = report.metadata.options.runs;
  return { input: '', outputFile: file, runs: typeof runs === 'number' ? runs : 1 };
}

/** Yao's GetOutputFormat: html, markdown, else json. */
function yaoFormat(file: string): string {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.html' || ext === '.htm') return 'html';
  if (ext === '.md' || ext === '.markdown') return 'markdown';
  return 'json';
}

/** Renders one format. */
export function renderFormat(
  report: Report,
  format: OutputFormat,
  opts: RenderOptions,
  file = '',
): string {
  switch (format) {
    case 'json':
      return renderJson(report);
    case 'yao':
      return renderYaoReport(report, yaoInfoFor(report, file, opts.yao));
    case 'markdown':
      return renderMarkdown(report, {
        templatesDir: opts.templatesDir,
        diff: opts.diff,
        runUrl: opts.runUrl,
      });
    case 'html':
      return renderHtml(report, {
        templatesDir: opts.templatesDir,
        diff: opts.diff,
        runUrl: opts.runUrl,
      });
    case 'junit':
      return renderJunit(report, { junitExtensions: opts.junitExtensions });
    case 'skilltest':
      return renderSkilltest(report);
  }
}

/** Some report files could not be written; the others were. The message is one line. */
export class OutputsWriteError extends Error {
  constructor(
    /** The files that were written. */
    readonly written: string[],
    /** One line per file that was not (`cannot write x: no space left on the device (ENOSPC)`). */
    readonly failures: string[],
  ) {
    super(failures.join('; '));
    this.name = 'OutputsWriteError';
  }
}

/**
 * Writes every requested report file. Each is written to a temporary name and renamed, so a full
 * disk never leaves a half-written report under the real name. A file that fails does not stop
 * the others (its temporary file is removed, which may free the room they need); the failures are
 * thrown together at the end as an OutputsWriteError.
 */
export async function writeOutputs(
  report: Report,
  targets: OutputTarget[],
  opts: RenderOptions & { cwd: string },
): Promise<string[]> {
  const written: string[] = [];
  const failures: string[] = [];
  for (const t of targets) {
    try {
      // The JSON report is written in pieces: a big run's report is too large for one string.
      const reporter =
        opts.reporter && (t.format === 'yao' || t.format === 'markdown' || t.format === 'html')
          ? opts.reporter
          : undefined;
      const text = reporter
        ? await reporter(
            toYaoReport(report, yaoInfoFor(report, t.path, opts.yao)),
            yaoFormat(t.path),
          )
        : t.format === 'json'
          ? batched(renderJsonChunks(report))
          : t.format === 'yao'
            ? batched(renderYaoReportChunks(report, yaoInfoFor(report, t.path, opts.yao)))
            : renderFormat(report, t.format, opts, t.path);
      written.push(await writeTextFile(t.path, text, opts.cwd));
    } catch (e) {
      failures.push((e as Error).message);
    }
  }
  if (failures.length) throw new OutputsWriteError(written, failures);
  return written;
}

/** Writes one file through a temporary name and a rename; returns the path. */
export async function writeTextFile(
  file: string,
  text: string | Iterable<string>,
  cwd: string,
): Promise<string> {
  const tmp = `${file}.tmp-${process.pid}`;
  // A device or pipe (/dev/stdout, a FIFO) is written in place: renaming a temporary file over
  // it would replace the device itself (as root) or fail for no reason (found writing to /dev/full).
  const special = await stat(file).then(
    (st) => !st.isFile() && !st.isDirectory(),
    () => false,
  );
  try {
    if (special) await writeFile(file, text);
    else {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(tmp, text);
      await rename(tmp, file);
    }
  } catch (e) {
    // Best effort: where the folder is a file, removing the temporary name fails as writing did.
    await rm(tmp, { force: true }).catch(() => undefined);
    throw new Error(`cannot write ${path.relative(cwd, file) || file}: ${writeFailureText(e)}`, {
      cause: e,
    });
  }
  return file;
}

/** Joins small pieces into ~1 MiB writes. */
function* batched(chunks: Iterable<string>, size = 1 << 20): Generator<string> {
  let buf: string[] = [];
  let n = 0;
  for (const c of chunks) {
    buf.push(c);
    n += c.length;
    if (n >= size) {
      yield buf.join('');
      buf = [];
      n = 0;
    }
  }
  if (buf.length) yield buf.join('');
}

/**
 * Output targets for commands that render an existing report (`report`, `merge`): every format but
 * the `.jsonl` stream, which only a run produces.
 */
export function reportOnlyTargets(
  flags: Flags,
  cwd: string,
  command: string,
): ReturnType<typeof outputTargets> {
  const outs = outputTargets(flags, cwd);
  if (outs.resultsPath)
    outs.problems.push({
      file: '-o',
      line: 0,
      field: '',
      message: `${command} cannot write a .jsonl stream; use .json, .md, .html or .xml`,
    });
  return outs;
}

interface ListWorld {
  cwd: string;
  stdout: { write(s: string): void };
  stderr: { write(s: string): void };
}

/** `wrote <file>` for each file written (unless quiet), one `agentci: <why>` line per failure. */
export function listWrites(
  written: readonly string[],
  failures: readonly string[],
  world: ListWorld,
  c: Colors,
  quiet = false,
): void {
  if (!quiet)
    for (const f of written)
      world.stdout.write(c.dim(`  wrote ${path.relative(world.cwd, f) || f}\n`));
  for (const f of failures) world.stderr.write(`agentci: ${f}\n`);
}

/**
 * Writes every report file and lists what happened (see listWrites); a file that fails leaves
 * the others written. Exit code 3 when any failed, undefined when all were written.
 */
export async function writeAndList(
  report: Report,
  targets: OutputTarget[],
  opts: RenderOptions & { cwd: string },
  world: ListWorld,
  c: Colors,
): Promise<number | undefined> {
  let written: string[] = [];
  let failures: string[] = [];
  try {
    written = await writeOutputs(report, targets, opts);
  } catch (e) {
    if (e instanceof OutputsWriteError) ({ written, failures } = e);
    else failures = [(e as Error).message];
  }
  listWrites(written, failures, world, c);
  return failures.length ? 3 : undefined;
}
