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
