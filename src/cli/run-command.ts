import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Flags } from './command-types.js';
import { runThroughDoor, type DoorParts } from './run-engine.js';
import { SKILLTEST_CONFIG_NAME } from '../formats/skilltest/project-config.js';
import type { FlagReader } from './settings.js';
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

/**
 * skilltest's project config is a command line's file (`skilltest run` reads it): `agentci run`
 * leaves it alone and says so, since a skilltest project run this way gets agentci's turn cap,
 * models and judge, not the ones the file names. Named as `--config`, it is refused with the
 * command that reads it (agentci run's `--config` is agentci.yaml).
 */
function readSkilltestConfigFlag(f: FlagReader, world: Pick<CliWorld, 'cwd'>): DoorParts {
  const config = f.str('config');
  if (config !== undefined && path.basename(config) === SKILLTEST_CONFIG_NAME) {
    f.bad(
      '--config',
      `${config} is skilltest's project config, which \`agentci skilltest --config ${config} run\` reads; agentci run's --config is an agentci.yaml`,
    );
    return {};
  }
  if (!existsSync(path.join(world.cwd, SKILLTEST_CONFIG_NAME))) return {};
  return {
    notes: [
      `./${SKILLTEST_CONFIG_NAME} is skilltest's project config: agentci run does not read it (its provider, platforms, models, judge_model and max_turns); \`agentci skilltest run\` does, or set them in agentci.yaml`,
    ],
  };
}

/** `agentci run`: returns the exit code (0 passed, 1 failed, 2 bad input, 3 runtime failure). */
export function runCommand(paths: string[], flags: Flags, world: CliWorld): Promise<number> {
  return runThroughDoor(paths, flags, world, {
    output: 'agentci',
    read: (_settings, f, w) => readSkilltestConfigFlag(f, w),
  });
}
