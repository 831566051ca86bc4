import { existsSync } from 'node:fs';
import path from 'node:path';
import { SKILLTEST_CONFIG_NAME } from '../../../formats/skilltest/project-config.js';
import type { DoorParts } from '../../run-engine.js';
import type { FlagReader } from '../../settings.js';
import type { CliWorld } from '../../world.js';

/**
 * skilltest's project config is a command line's file (`skilltest run` reads it): `agentci run`
 * leaves it alone and says so, since a skilltest project run this way gets agentci's turn cap,
 * models and judge, not the ones the file names. Named as `--config`, it is refused with the
 * command that reads it (agentci run's `--config` is agentci.yaml).
 */
export function skilltestConfigOutsideItsDoor(
  f: FlagReader,
  world: Pick<CliWorld, 'cwd'>,
): DoorParts {
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
