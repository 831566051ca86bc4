import { findPackageFile } from '../../package-files.js';
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';

/** Where the helper sits relative to agentci's root folder (beside `templates/`). */
const HELPER = join('python', 'agentci_tb.py');

let cached: string | undefined;

/**
 * The path of `python/agentci_tb.py`, the helper that parses and runs thinkingbox Python test
 * files. Found by walking up from this module (src/suites/ under vitest, the bundle in dist/)
 * to the folder that has it, as the built-in templates are found.
 */
export function tbHelperPath(): string {
  if (cached) return cached;
  const found = findPackageFile(HELPER);
  if ('path' in found) return (cached = found.path);
  throw new Error(
    `agentci: ${HELPER} not found above ${found.searched.join(', ')}; reinstall agentci`,
  );
}

/**
 * `PYTHONPATH` for a thinkingbox scenario server: its own entries first, then agentci's
 * `python/server-path/` (the fastmcp stand-in, which hands over to a real fastmcp when one is
 * installed), so thinkingbox's FastMCP servers start without fastmcp.
 */
export function serverPythonPath(own: string | undefined): string {
  const standin = join(dirname(tbHelperPath()), 'server-path');
  return own ? `${own}${delimiter}${standin}` : standin;
}

/** The python executable: `AGENTCI_PYTHON` when set, else `python3` from PATH. */
export function pythonCommand(env: Record<string, string | undefined>): string {
  const v = env.AGENTCI_PYTHON?.trim();
  return v ? v : 'python3';
}

/** The message shown when python3 cannot be started (exit 2: nothing ran). */
export function pythonMissingMessage(python: string): string {
  return (
    `${python} was not found: thinkingbox Python test files are parsed and run with python3 ` +
    `(3.8 or newer). Install python3 (e.g. apt-get install python3, or actions/setup-python in CI) ` +
    `or set AGENTCI_PYTHON to its path.`
  );
}

/** Thrown when python3 cannot be started at all. */
export class PythonMissingError extends Error {
  constructor(python: string) {
    super(pythonMissingMessage(python));
    this.name = 'PythonMissingError';
  }
}

/** One `"""!` block: its text (after the `!`) and the file line its first text line is on. */
export interface PyBlock {
  line: number;
  text: string;
}

/** What `agentci_tb.py parse` reports about one file, in source order. */
export type PyItem =
  | ({ kind: 'block' } & PyBlock)
  | {
      kind: 'function';
      name: string;
      /** The `def` line. */
      line: number;
      /** First line, decorators included, and last line of the function. */
      start: number;
      end: number;
      params: string[];
      is_async: boolean;
      block: PyBlock | null;
    };

export type PyParse =
  | { ok: true; items: PyItem[]; errors: { line: number; message: string }[] }
  | { ok: false; error: { line: number; message: string } };

/**
 * Parses a Python file's text with Python's own `ast` (through the helper). Synchronous because
 * suite loaders are. Throws PythonMissingError when python3 is not there, Error on any other
 * failure of the helper.
 */
export function parsePythonSource(
  text: string,
  display: string,
  opts: { env: Record<string, string | undefined>; cwd?: string },
): PyParse {
  const python = pythonCommand(opts.env);
  const r = spawnSync(python, [tbHelperPath(), 'parse', display], {
    input: text,
    env: childEnv(opts.env),
    cwd: opts.cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 60_000,
  });
  if (r.error) {
    if ((r.error as NodeJS.ErrnoException).code === 'ENOENT') throw new PythonMissingError(python);
    throw new Error(`${python} failed to parse ${display}: ${r.error.message}`);
  }
  if (r.status !== 0)
    throw new Error(
      `${python} failed to parse ${display} (exit ${String(r.status)}): ${r.stderr.trim().slice(-1000)}`,
    );
  try {
    return JSON.parse(r.stdout) as PyParse;
  } catch {
    throw new Error(
      `${python} answered garbage when parsing ${display}: ${r.stdout.slice(0, 200)}`,
    );
  }
}

/** The environment for python children: the given one, strings only, unbuffered output. */
export function childEnv(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === 'string') out[k] = v;
  out.PYTHONUNBUFFERED = '1';
  out.PYTHONIOENCODING = 'utf-8';
  out.PYTHONDONTWRITEBYTECODE = '1';
  return out;
}
