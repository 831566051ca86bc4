import type { Flags } from './command-types.js';
import { runThroughDoor } from './run-engine.js';
import { skilltestConfigOutsideItsDoor } from './compat/skilltest/outside-its-door.js';
import type { CliWorld } from './world.js';

/*
 * `agentci run [paths…]`: agentci's own front door, with agentci's meaning for every format's
 * files (each still judged as its format says). Every path is a path (one that matches nothing is
 * exit 2, never a message), an unknown field that nearly spells a known one is exit 2, attempts
 * run 4 at a time, and nothing is written that was not asked for (`-o`, `--results`, `--json`…).
 * The seeds' command lines are their adapters' (`agentci yao`, `agentci skilltest`,
 * `agentci thinkingbox`).
 */

export type { CliWorld } from './world.js';
export { printProblems } from './world.js';

/** `agentci run`: returns the exit code (0 passed, 1 failed, 2 bad input, 3 runtime failure). */
export function runCommand(paths: string[], flags: Flags, world: CliWorld): Promise<number> {
  return runThroughDoor(paths, flags, world, {
    output: 'agentci',
    read: (_settings, f, w) => skilltestConfigOutsideItsDoor(f, w),
  });
}
