import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../lib/problems.js';
import type { RunSettings } from '../model/run-settings.js';
import type { Flags } from './command-types.js';
import { runThroughDoor } from './run-engine.js';
import { commonSettings, FlagReader } from './settings.js';
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

/** `agentci run`'s flags as RunSettings (what the action makes of its inputs, the same way). */
export function agentciRunSettings(
  paths: string[],
  flags: Flags,
  world: Pick<CliWorld, 'cwd' | 'env'>,
): { settings: RunSettings; problems: Problem[] } {
  const f = new FlagReader(flags);
  const settings = commonSettings([...f.list('input'), ...paths], f, world);
  return { settings, problems: f.problems };
}

/**
 * skilltest's project config is a command line's file (`skilltest run` reads it): `agentci run`
 * leaves it alone, and says so, since a skilltest project run this way gets agentci's turn cap,
 * models and judge, not the ones the file names.
 */
function projectNotes(world: Pick<CliWorld, 'cwd'>): string[] {
  if (!existsSync(path.join(world.cwd, 'skilltest.yaml'))) return [];
  return [
    "./skilltest.yaml is skilltest's project config: agentci run does not read it (its provider, platforms, models, judge_model and max_turns); `agentci skilltest run` does, or set them in agentci.yaml",
  ];
}

/** `agentci run`: returns the exit code (0 passed, 1 failed, 2 bad input, 3 runtime failure). */
export function runCommand(paths: string[], flags: Flags, world: CliWorld): Promise<number> {
  return runThroughDoor(paths, flags, world, {
    output: 'agentci',
    read: (_settings, _f, w) => ({ notes: projectNotes(w) }),
  });
}
