import { FORMATS } from '../formats/index.js';
import { errorMessage } from '../lib/error-message.js';
import { InputError, NoCasesError, formatProblem, type Problem } from '../lib/problems.js';
import { validateRun } from '../runner/run.js';
import { leftOutLines } from '../suites/left-out-note.js';
import type { Flags } from './command-types.js';
import { refuse } from './run-engine.js';
import { commonSettings, FlagReader } from './settings.js';
import { inert } from './terminal-text.js';
import type { CliWorld } from './world.js';

/*
 * `agentci validate [paths…]`: loads agentci.yaml and the suites as `agentci run` would (the
 * config's `suites:` when no path is given) and reports every problem, file:line and what was
 * expected, without starting an agent: with them every setup problem `agentci run` refuses before
 * starting anything (validateRun: the agent settings, judge and simulator models and their keys,
 * each format's needs). What only starting something tells (an agent command that does not run, a
 * scenario server, a thinkingbox `servers_file:`) is left to `agentci run`. Each line says what it is (`error:` or `warning:`), and the
 * warnings are said beside the errors, so one pass shows everything; the files a folder search
 * left out are counted as `agentci run` counts them (named with --verbose). Exit 2 on an error (a
 * path that matches nothing, a file that does not load, a near miss of a known field, evals with
 * no judge model, a setup `agentci run` refuses, a warning under --strict), 0 when there is none.
 */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Every error and warning, each marked, errors first. */
function say(errors: Problem[], warnings: Problem[], world: CliWorld): void {
  for (const p of errors) world.stderr.write(`error: ${inert(formatProblem(p), 400)}\n`);
  for (const w of warnings) world.stderr.write(`warning: ${inert(formatProblem(w), 400)}\n`);
}

export async function validateCommand(
  paths: string[],
  flags: Flags,
  world: CliWorld,
): Promise<number> {
  const f = new FlagReader(flags);
  const settings = commonSettings([...f.list('input'), ...paths], f, world);
  if (f.problems.length) return refuse(f.problems, world);
  try {
    const { cases, warnings, leftOut } = await validateRun(settings, {
      formats: FORMATS,
      env: world.env,
    });
    say([], warnings, world);
    for (const l of leftOutLines(leftOut ?? [], flags.verbose === true))
      world.stderr.write(`${inert(l, 400)}\n`);
    const suites = new Set(cases.map((c) => c.suite)).size;
    world.stdout.write(
      `ok: ${plural(cases.length, 'case')} in ${plural(suites, 'suite file')}${warnings.length ? `, ${plural(warnings.length, 'warning')}` : ''}\n`,
    );
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      say(e.problems, e.warnings, world);
      const w = e.warnings.length ? `, ${plural(e.warnings.length, 'warning')}` : '';
      world.stderr.write(`agentci: not valid: ${plural(e.problems.length, 'error')}${w}\n`);
      return 2;
    }
    if (e instanceof NoCasesError) {
      world.stderr.write(`agentci: ${e.message}\n`);
      return 2;
    }
    world.stderr.write(`agentci: ${errorMessage(e)}\n`);
    return 3;
  }
}
