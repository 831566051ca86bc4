import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { main } from '../../src/cli/main.js';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const CLI_SRC = path.join(ROOT, 'src', 'cli', 'index.ts');
/** tsx's loader by absolute URL, so the CLI can run from any working directory. */
export const TSX_LOADER = pathToFileURL(
  path.join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs'),
).href;

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI from source (through tsx) as a real child process. */
export function startCli(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string | undefined> } = {},
): {
  child: ChildProcess;
  done: Promise<CliResult>;
  output: () => string;
} {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, CLI_SRC, ...args], {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, NO_COLOR: '1', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<CliResult>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done, output: () => stdout };
}

/** The bundled CLI a user runs (`npx agentci` → bin/agentci.js → dist/cli). */
export const BUNDLED_BIN = path.join(ROOT, 'bin', 'agentci.js');

/**
 * Runs the bundled CLI (dist/, built by `npm run build`) as a child process, the way a user
 * meets it; `NO_COLOR` set unless `env` says otherwise.
 */
export function runBundled(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliResult> {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', ...opts.env };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const child = spawn(process.execPath, [BUNDLED_BIN, ...args], {
    cwd: opts.cwd ?? ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<CliResult>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
}

export function runCli(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliResult> {
  return startCli(args, opts).done;
}

/**
 * Runs the CLI in-process: `main(argv, world)` with the environment and working directory a child
 * of `runCli` would get, stdout and stderr captured. Same result shape as `runCli`; use it for
 * flags, output, files and exit codes, and keep `runCli` for what needs a real process (signals,
 * orphans, the process's own exit).
 */
export async function runMain(
  args: string[],
  opts: {
    cwd?: string;
    env?: Record<string, string | undefined>;
    isTTY?: boolean;
    signal?: AbortSignal;
  } = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', ...opts.env };
  // A child's environment has no unset entries; keep the same shape.
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const code = await main(args, {
    cwd: opts.cwd ?? ROOT,
    env,
    stdout: { write: (s) => void (stdout += s), isTTY: opts.isTTY ?? false },
    stderr: { write: (s) => void (stderr += s) },
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  return { code, signal: null, stdout, stderr };
}
