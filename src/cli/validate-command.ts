import { FORMATS } from '../formats/index.js';
import { errorMessage } from '../lib/error-message.js';
import { InputError, NoCasesError, formatProblem } from '../lib/problems.js';
import { loadRunCases } from '../runner/run.js';
import type { Flags } from './command-types.js';
import { refuse } from './run-engine.js';
import { commonSettings, FlagReader } from './settings.js';
import { inert } from './terminal-text.js';
import type { CliWorld } from './world.js';

/*
 * `agentci validate [paths…]`: loads agentci.yaml and the suites as `agentci run` would (the
 * config's `suites:` when no path is given) and reports every problem, file:line and what was
 * expected, without starting an agent. Exit 2 on a problem (a path that matches nothing, a file
 * that does not load, a near miss of a known field, a warning under --strict), 0 when clean.
 */

export async function validateCommand(
  paths: string[],
  flags: Flags,
  world: CliWorld,
): Promise<number> {
  const f = new FlagReader(flags);
  const settings = commonSettings([...f.list('input'), ...paths], f, world);
  if (f.problems.length) return refuse(f.problems, world);
  try {
    const { cases, warnings } = await loadRunCases(settings, { formats: FORMATS, env: world.env });
    for (const w of warnings) world.stderr.write(`${inert(formatProblem(w), 400)}\n`);
    const suites = new Set(cases.map((c) => c.suite)).size;
    world.stdout.write(
      `ok: ${cases.length} case${cases.length === 1 ? '' : 's'} in ${suites} suite file${suites === 1 ? '' : 's'}${warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''}\n`,
    );
    return 0;
  } catch (e) {
    if (e instanceof InputError) return refuse(e.problems, world);
    if (e instanceof NoCasesError) {
      world.stderr.write(`agentci: ${e.message}\n`);
      return 2;
    }
    world.stderr.write(`agentci: ${errorMessage(e)}\n`);
    return 3;
  }
}
