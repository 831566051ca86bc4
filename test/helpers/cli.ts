import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

export function runCli(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliResult> {
  return startCli(args, opts).done;
}
