import { open, readFile, readdir, realpath, stat } from 'node:fs/promises';
import { glob, isDynamicPattern } from 'tinyglobby';
import { existsSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG_NAMES } from '../config/load-config.js';
import type { CaseFormat } from '../model/index.js';
import type { YamlSource } from '../lib/yaml-source.js';
import type { FormatRegistry } from '../contracts/format.js';
import { isYamlName as parsedWhole, sniffFormat } from './detect.js';
import type { Problem } from '../lib/problems.js';
import { errorMessage } from '../lib/error-message.js';

/** What a folder search looks for, said in every "nothing found" problem. */
export const LOOKED_FOR = 'looked for *.jsonl, *.yaml with evals:, test_case/*.py, *_test.ts';

/** How much of a file is read to recognise its format. */
const HEAD_BYTES = 256 * 1024;

/** Folders a search never enters: dependencies, VCS data, build output (dot-folders too). */
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist']);

/** Our own and Yao's result files, which sit next to suites and are JSONL too. */
function isResultsFileName(name: string): boolean {
  return (
    (name.startsWith('output-') && name.endsWith('.jsonl')) ||
    name === 'results.jsonl' ||
    name.endsWith('.results.jsonl')
  );
}

/** Names that could be a suite; only these have their content read. */
function mayBeSuite(name: string): boolean {
  return /\.(jsonl|ya?ml|py)$/i.test(name) || /_test\.[jt]s$/.test(name);
}

function skipDir(name: string): boolean {
  return SKIP_DIRS.has(name) || name.startsWith('.');
}

/** Relative to cwd with forward slashes: the form every problem and case shows. */
function display(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return (rel === '' ? '.' : rel).split(path.sep).join('/');
}

async function readHead(abs: string): Promise<string> {
  const fh = await open(abs, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await fh.read(buf, 0, HEAD_BYTES, 0);
    // A head cut short ends at its last whole line (no broken last line, no split character).
    const end = bytesRead < HEAD_BYTES ? bytesRead : buf.lastIndexOf(10, bytesRead - 1) + 1;
    return buf.subarray(0, end > 0 ? end : bytesRead).toString('utf8');
  } finally {
    await fh.close();
  }
}

/** A YAML file's text and parse, kept from detection for its loader, and the format it showed. */
export interface SniffedSource {
  text: string;
  yaml: YamlSource;
  format?: CaseFormat;
}

/** What detection read of a file: its format, and a YAML file's whole text and parse. */
interface Sniff {
  format: CaseFormat | undefined;
  source?: SniffedSource;
  /** Why a search leaves this file of `format` alone (FormatRecord.leftOut). */
  leftOut?: string;
}

function sourceOf(text: string, yaml: YamlSource, format: CaseFormat | undefined): SniffedSource {
  return { text, yaml, ...(format ? { format } : {}) };
}

/** The format a file is read as, judged by its name and content (undefined: no suite file). */
async function sniffFile(abs: string, cwd: string, formats: FormatRegistry): Promise<Sniff> {
  if (!mayBeSuite(path.basename(abs))) return { format: undefined };
  try {
    // A YAML file is read whole: its parsed document says its format, and its loader reuses it.
    const yaml = parsedWhole(abs);
    const text = yaml ? await readFile(abs, 'utf8') : await readHead(abs);
    const shown = display(abs, cwd);
    const sniffed = sniffFormat(shown, text, formats);
    const exists = (f: string): boolean => existsSync(path.resolve(cwd, f));
    const leftOut = sniffed.format && formats[sniffed.format].leftOut?.(shown, text, exists);
    return {
      format: sniffed.format,
      ...(sniffed.yaml ? { source: sourceOf(text, sniffed.yaml, sniffed.format) } : {}),
      ...(leftOut ? { leftOut } : {}),
    };
  } catch {
    // Unreadable files are reported when they are loaded, if they are ever named directly.
    return { format: undefined };
  }
}

async function entries(dir: string): Promise<Dirent[]> {
  try {
    const list = await readdir(dir, { withFileTypes: true });
    return list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return [];
  }
}

/** Follows a symlink to a file; symlinked folders are not followed (they could loop). */
async function isFileEntry(dir: string, e: Dirent): Promise<boolean> {
  if (e.isFile()) return true;
  if (!e.isSymbolicLink()) return false;
  try {
    return (await stat(path.join(dir, e.name))).isFile();
  } catch {
    return false;
  }
}

/**
 * A folder a format claims (FormatRecord.discovery.claimsFolder: skilltest's): when a file
 * directly inside it is a case of that format, every file directly inside whose name matches is
 * one (one that does not parse is a problem, never skipped). agentci's own config
 * (`agentci.yaml`/`agentci.yml`) is the one such file left out.
 */
async function claimedFolder(
  dir: string,
  list: Dirent[],
  cwd: string,
  formats: FormatRegistry,
): Promise<{ files: Found[]; shadows: RegExp } | undefined> {
  for (const record of Object.values(formats)) {
    const claim = record.discovery?.claimsFolder;
    if (!claim) continue;
    const files: Found[] = [];
    let any = false;
    for (const e of list) {
      if (!claim.cases.test(e.name) || DEFAULT_CONFIG_NAMES.includes(e.name)) continue;
      if (!(await isFileEntry(dir, e))) continue;
      const abs = path.join(dir, e.name);
      const sniff = await sniffFile(abs, cwd, formats);
      files.push({ abs, format: record.format, ...(sniff.source ? { source: sniff.source } : {}) });
      // A file of another format with the same names (thinkingbox's test_cases: YAML) claims nothing.
      if (sniff.format === record.format) any = true;
    }
    if (any) return { files, shadows: claim.shadows };
  }
  return undefined;
}

/** A found suite file, the format it is read as, and what detection read of it. */
interface Found {
  abs: string;
  format?: CaseFormat;
  source?: SniffedSource;
  /** Found but left alone, and why. */
  leftOut?: string;
}

/** A file a search found and left alone, and why (a suite's format says so: FormatRecord.leftOut). */
export interface LeftOut {
  file: string;
  reason: string;
}

/**
 * Every suite file under a folder, depth first, names sorted. A folder a format claims (see
 * claimedFolder: a skilltest suite) gives its matching files as that format's cases, and neither
 * it nor its subfolders give other files of the names the claim shadows (skilltest's
 * `discover_cases` searches no subfolder for YAML); other files are searched for everywhere.
 */
async function searchFolder(
  dir: string,
  cwd: string,
  formats: FormatRegistry,
  out: Found[],
  shadowed?: RegExp,
): Promise<void> {
  const list = await entries(dir);
  const claim = shadowed ? undefined : await claimedFolder(dir, list, cwd, formats);
  const taken = new Map((claim?.files ?? []).map((f) => [f.abs, f]));
  const hidden = shadowed ?? claim?.shadows;
  for (const e of list) {
    const abs = path.join(dir, e.name);
    const claimed = taken.get(abs);
    if (claimed) {
      out.push(claimed);
    } else if (e.isDirectory()) {
      if (!skipDir(e.name)) await searchFolder(abs, cwd, formats, out, hidden);
    } else if (!isResultsFileName(e.name) && !hidden?.test(e.name) && (await isFileEntry(dir, e))) {
      const sniff = await sniffFile(abs, cwd, formats);
      if (sniff.format !== undefined)
        out.push({
          abs,
          ...(sniff.source ? { source: sniff.source } : {}),
          ...(sniff.leftOut !== undefined ? { leftOut: sniff.leftOut } : {}),
        });
    }
  }
}

/** A pattern rather than a path: `*`, `?`, `**`, `{a,b}` braces, `[ab]` classes, `!(…)` extglobs. */
export function hasGlob(p: string): boolean {
  return isDynamicPattern(p.replace(/\\/g, '/'));
}

/** Folders a glob never enters either (as a folder search skips them; dot-folders need a `.`). */
const GLOB_IGNORE = [...SKIP_DIRS].map((d) => `**/${d}/**`);

/**
 * Files matching a glob (tinyglobby: `*`, `**`, `?`, braces, classes), relative to cwd unless
 * absolute; sorted. `*` does not match a leading dot unless the pattern writes it; symlinked files
 * are followed, symlinked folders are not (they could loop).
 */
async function expandGlob(pattern: string, cwd: string): Promise<string[]> {
  let norm = pattern.replace(/\\/g, '/');
  // tinyglobby takes patterns relative to its cwd: an absolute one is relative to its root.
  const root = path.isAbsolute(norm) ? path.parse(norm).root.replace(/\\/g, '/') : '';
  const base = root === '' ? cwd : root;
  norm = norm.slice(root.length);
  const found = await glob(norm, {
    cwd: base,
    onlyFiles: true,
    dot: false,
    expandDirectories: false,
    // Followed so that symlinked files match; what came through a symlinked folder is dropped below.
    followSymbolicLinks: true,
    ignore: GLOB_IGNORE,
  });
  const realBase = await realpath(base).catch(() => base);
  const files: string[] = [];
  for (const rel of found) {
    const abs = path.resolve(base, rel);
    const dir = path.dirname(rel);
    const realDir = await realpath(path.dirname(abs)).catch(() => '');
    if (realDir === path.resolve(realBase, dir) && (await isFile(abs))) files.push(abs);
  }
  return files.sort();
}

/** Whether a path exists: a file named `a[1].jsonl` is that file, not a pattern. */
async function exists(abs: string): Promise<boolean> {
  try {
    await stat(abs);
    return true;
  } catch {
    return false;
  }
}

/** A file, or a symlink to one (a symlinked folder is none). */
async function isFile(abs: string): Promise<boolean> {
  try {
    return (await stat(abs)).isFile();
  } catch {
    return false;
  }
}

/** The files the `!` patterns exclude, as absolute paths (they apply to every path given). */
async function excludedFiles(patterns: string[], cwd: string): Promise<Set<string>> {
  if (patterns.length === 0) return new Set();
  const out = new Set<string>();
  for (const p of patterns) {
    const norm = p.replace(/\\/g, '/');
    const root = path.isAbsolute(norm) ? path.parse(norm).root : '';
    for (const f of await glob(norm.slice(root.length), {
      cwd: root === '' ? cwd : root,
      absolute: true,
      onlyFiles: true,
      dot: true,
      expandDirectories: false,
      followSymbolicLinks: true,
    }))
      out.add(path.resolve(f));
  }
  return out;
}

/** Why a path could not be looked at: it does not exist, or it cannot be read. */
function statProblem(e: unknown): string {
  const code = e instanceof Error && 'code' in e ? e.code : undefined;
  return code === 'ENOENT' || code === 'ENOTDIR'
    ? 'no such file or folder'
    : `cannot read: ${String(code ?? e)}`;
}

/**
 * A file named on the command line: a suite by its content, else by its name alone when a format
 * takes it so (its record's `discovery.named`: Yao's `.json`, skilltest's YAML), else a problem.
 */
async function namedSuiteFile(
  abs: string,
  cwd: string,
  registry: FormatRegistry,
): Promise<{ format?: CaseFormat; source?: SniffedSource } | { problem: string }> {
  let head: string;
  try {
    head = parsedWhole(abs) ? await readFile(abs, 'utf8') : await readHead(abs);
  } catch (e) {
    return { problem: `cannot read: ${errorMessage(e)}` };
  }
  const sniffed = sniffFormat(display(abs, cwd), head, registry);
  const source = sniffed.yaml ? sourceOf(head, sniffed.yaml, sniffed.format) : undefined;
  const withSource = source ? { source } : {};
  if (sniffed.format !== undefined) return withSource;
  const byName = Object.values(registry).find((r) => r.discovery?.named?.test(abs))?.format;
  if (byName !== undefined) return { format: byName, ...withSource };
  if (/\.jsonl$/i.test(abs))
    return {
      problem:
        'this is a results stream (its first line has "type": start/result/summary), not a suite',
    };
  return { problem: `not a suite file (${LOOKED_FOR})` };
}

/**
 * Where a path was written when it came from a file (an entry of agentci.yaml's `suites:`): its
 * problems are said there (`agentci.yaml:3: suites[1]: missing/: no such file or folder`),
 * naming the path as written.
 */
export interface PathOrigin {
  file: string;
  line: number;
  field: string;
  /** The path as the file writes it. */
  path: string;
}

/** The files a glob matched that a format recognises (results files and unknown files skipped). */
async function sniffMatches(
  matches: string[],
  cwd: string,
  registry: FormatRegistry,
): Promise<{ abs: string; source?: SniffedSource; leftOut?: string }[]> {
  const out: { abs: string; source?: SniffedSource; leftOut?: string }[] = [];
  for (const abs of matches) {
    if (isResultsFileName(path.basename(abs))) continue;
    const sniff = await sniffFile(abs, cwd, registry);
    if (sniff.format === undefined) continue;
    out.push(
      sniff.leftOut !== undefined ? { abs, leftOut: sniff.leftOut } : { abs, source: sniff.source },
    );
  }
  return out;
}

/**
 * Finds the suite files named by `paths`: each a file, a folder (searched recursively in name order,
 * skipping node_modules, .git, dist, dot-folders and result files such as `output-*.jsonl`,
 * `results.jsonl`, `*.results.jsonl`), or a glob (tinyglobby: `*`, `**`, `?`, `{a,b}`, `[abc]`).
 * A path starting with `!` is an exclusion: the files it matches are left out of what every other
 * path finds (`!suites/drafts/*.jsonl`), whatever the order. Only files `detectFormat`
 * recognises are returned, each once, as display paths (relative to cwd, forward slashes) in the
 * order the paths were given — except in a folder a format claims (a skilltest suite folder, where
 * every YAML file is a case: FormatRecord.discovery.claimsFolder); `registry` holds the formats
 * asked. A file named on the command line that no format claims by its content is read as the
 * format that takes it by name (FormatRecord.discovery.named: Yao's `.json`, skilltest's YAML). A path that
 * does not exist, a folder or glob without suites, and a named file that is no suite are problems
 * (line 0). `sources` keeps the text and parse of the YAML files detection read, for their loaders.
 * `leftOut`: the files a folder search or glob found and left alone (FormatRecord.leftOut: data
 * beside the suites), with the reason; a file named on the command line is never left out.
 * `origins`: where paths that came from a file were written (their problems are said there).
 */
export async function discoverSuiteFiles(
  paths: string[],
  cwd: string,
  registry: FormatRegistry,
  origins?: ReadonlyMap<string, PathOrigin>,
): Promise<{
  files: string[];
  problems: Problem[];
  formats: Record<string, CaseFormat>;
  sources: Record<string, SniffedSource>;
  leftOut: LeftOut[];
}> {
  const files: string[] = [];
  const formats: Record<string, CaseFormat> = {};
  const sources: Record<string, SniffedSource> = {};
  const seen = new Set<string>();
  const problems: Problem[] = [];
  const negations = paths.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const excluded = await excludedFiles(negations, cwd);
  const add = (abs: string, format?: CaseFormat, source?: SniffedSource): void => {
    if (seen.has(abs) || excluded.has(abs)) return;
    seen.add(abs);
    const shown = display(abs, cwd);
    files.push(shown);
    if (format) formats[shown] = format;
    if (source) sources[shown] = source;
  };
  const problem = (p: string, message: string): void => {
    const at = origins?.get(p);
    problems.push(
      at
        ? { file: at.file, line: at.line, field: at.field, message: `${at.path}: ${message}` }
        : { file: p.replace(/\\/g, '/'), line: 0, field: '', message },
    );
  };
  const left = new Map<string, LeftOut>();
  const leave = (abs: string, reason: string): number => {
    if (excluded.has(abs)) return 0;
    left.set(abs, { file: display(abs, cwd), reason });
    return 1;
  };
  /** The note a "no suite files" problem ends with when the search left files alone. */
  const leftNote = (n: number): string =>
    n > 0
      ? `; left out ${n} file${n === 1 ? '' : 's'} that hold${n === 1 ? 's' : ''} no suite`
      : '';
  if (negations.length > 0 && negations.length === paths.length)
    problem(paths[0] as string, 'only exclusions (!…): name the suites to run as well');

  for (const p of paths) {
    if (p.startsWith('!')) continue;
    if (hasGlob(p) && !(await exists(path.resolve(cwd, p)))) {
      const matches = (await expandGlob(p, cwd)).filter((f) => !excluded.has(f));
      if (matches.length === 0) {
        problem(p, 'no files match this pattern');
        continue;
      }
      const sniffed = await sniffMatches(matches, cwd, registry);
      let leftHere = 0;
      for (const f of sniffed)
        if (f.leftOut !== undefined) leftHere += leave(f.abs, f.leftOut);
        else add(f.abs, undefined, f.source);
      if (sniffed.every((f) => f.leftOut !== undefined))
        problem(p, `no suite files match this pattern (${LOOKED_FOR}${leftNote(leftHere)})`);
      continue;
    }

    const abs = path.resolve(cwd, p);
    let info: Stats;
    try {
      info = await stat(abs);
    } catch (e) {
      problem(p, statProblem(e));
      continue;
    }
    if (info.isDirectory()) {
      const found: Found[] = [];
      await searchFolder(abs, cwd, registry, found);
      let leftHere = 0;
      for (const f of found)
        if (f.leftOut !== undefined) leftHere += leave(f.abs, f.leftOut);
        else add(f.abs, f.format, f.source);
      if (found.every((f) => f.leftOut !== undefined))
        problem(p, `no suite files found (${LOOKED_FOR}${leftNote(leftHere)})`);
      continue;
    }
    const named = await namedSuiteFile(abs, cwd, registry);
    if ('problem' in named) problem(p, named.problem);
    else add(abs, named.format, named.source);
  }
  // A file another path named (or found as a suite) is read, not left out.
  const leftOut = [...left].filter(([abs]) => !seen.has(abs)).map(([, l]) => l);
  return { files, problems, formats, sources, leftOut };
}
