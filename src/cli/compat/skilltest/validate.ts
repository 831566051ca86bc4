import path from 'node:path';
import { validateSkillPath, type ValidationFinding } from '../../../harness/skill-validate.js';
import type { Flags } from '../../command-types.js';
import type { CliWorld } from '../../world.js';
import { errorMessage } from '../../../lib/error-message.js';

/**
 * `agentci skilltest validate <paths…>`: skilltest's `validate` (cli.rs cmd_validate). Human: `OK    all
 * skill definitions valid` on stdout, or `INVALID  <skill>: <message>` lines and `FAIL  N
 * validation finding(s)` on stderr; json: `{valid, findings}`. Exit 0 valid, 1 findings, 2 a
 * path that cannot be read.
 */
export function skilltestValidateCommand(paths: string[], flags: Flags, world: CliWorld): number {
  const findings: ValidationFinding[] = [];
  for (const p of paths) {
    try {
      findings.push(...validateSkillPath(path.resolve(world.cwd, p)));
    } catch (e) {
      world.stderr.write(`error: cannot read ${p}: ${errorMessage(e)}\n`);
      return 2;
    }
  }
  const shown = findings.map((f) => ({
    ...f,
    skill: path.relative(world.cwd, f.skill).split(path.sep).join('/') || '.',
  }));
  const valid = shown.length === 0;
  if (flags.format === 'json' || flags.format === 'json-stream')
    world.stdout.write(`${JSON.stringify({ valid, findings: shown }, null, 2)}\n`);
  else if (valid) world.stdout.write('OK    all skill definitions valid\n');
  else {
    for (const f of shown) world.stderr.write(`INVALID  ${f.skill}: ${f.message}\n`);
    world.stderr.write(`FAIL  ${shown.length} validation finding(s)\n`);
  }
  return valid ? 0 : 1;
}
