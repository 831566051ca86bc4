import type { Flags } from '../../command-types.js';
import { runThroughDoor } from '../../run-engine.js';
import type { CliWorld } from '../../world.js';
import { testNamesFromFlags } from './dump-tests.js';
import { thinkingboxNames } from './names.js';

/*
 * `agentci thinkingbox run [paths…]`: thinkingbox's test selectors (dump_tests.py): `--name
 * f.py[:test]` and `--test-list FILE` name tests looked up under each root's `test_case/` (the
 * paths, or `.`), run in the names' order. The agent flags, `--config` and agentci's runs, gates
 * and reports are there too; without names it runs the paths as `agentci run` does.
 */

/** What gives cases here: paths, the test selectors (under `.` without paths) or the config. */
const NO_INPUTS =
  'no tests given: pass test files or folders, --name <file.py[:test]> or --test-list <file>, or set suites: in agentci.yaml';

/** `agentci thinkingbox run`: returns the exit code (0 passed, 1 failed, 2 bad input, 3 failure). */
export function thinkingboxRunCommand(
  paths: string[],
  flags: Flags,
  world: CliWorld,
): Promise<number> {
  return runThroughDoor(paths, flags, world, {
    output: 'agentci',
    read(settings, f) {
      const named = testNamesFromFlags(f.flags, world.cwd);
      f.problems.push(...named.problems);
      return {
        front: {
          sourcing: named.names.length
            ? thinkingboxNames(named.names, settings.cwd)
            : { noInputs: NO_INPUTS },
        },
      };
    },
  });
}
