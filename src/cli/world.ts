import type { Redactor } from '../redaction.js';
import type { Problem } from '../lib/problems.js';

/** What a command works against: the process's world, passed in (tests give their own). */
export interface CliWorld {
  cwd: string;
  env: Record<string, string | undefined>;
  stdout: { write(s: string): void; isTTY: boolean };
  stderr: { write(s: string): void };
  /** Aborted on SIGINT/SIGTERM. */
  signal?: AbortSignal;
  /** Masks secrets in what is printed and written (main() sets it from the environment). */
  redactor?: Redactor;
  now?: () => Date;
}

/** Every problem of the input, one per line, and that nothing ran (the caller's exit code is 2). */
export function printProblems(
  problems: Problem[],
  world: CliWorld,
  formatProblem: (p: Problem) => string,
): void {
  world.stderr.write(
    `agentci: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the input, nothing was run:\n`,
  );
  for (const p of problems) world.stderr.write(`  ${formatProblem(p)}\n`);
}

/** A process stream as the CLI sees it (process.stdout, process.stderr). */
export interface ProcessStream {
  write(s: string): unknown;
  on(event: 'error', listener: (e: NodeJS.ErrnoException) => void): unknown;
  isTTY?: boolean;
}

/**
 * A writer on a process stream that outlives its reader. When the reader goes away
 * (`agentci run | head -1`: EPIPE) or the stream fails otherwise, every later write is a no-op and
 * the run goes on: results already obtained are never lost, the files asked for are still
 * written and the exit code is still the gate's, as `git log | head` quietly stops printing.
 * `lost` hears of a failure other than a closed pipe, once, to say it where it can.
 */
export function outliveReader(
  stream: ProcessStream,
  lost: (e: NodeJS.ErrnoException) => void = () => undefined,
): { write(s: string): void } {
  let open = true;
  stream.on('error', (e) => {
    if (!open) return;
    open = false;
    if (e.code !== 'EPIPE') lost(e);
  });
  return {
    write(s) {
      if (open) stream.write(s);
    },
  };
}
