import { skillPayload } from '../../harness/skill.js';
import { parseSkilltestYaml } from './load.js';
import type { FormatRecord } from '../../contracts/format.js';
import { skilltestModelJudge } from './judge.js';

/** Is `file` a YAML file (by name)? */
export function isYamlFile(file: string): boolean {
  const lower = file.toLowerCase();
  return lower.endsWith('.yaml') || lower.endsWith('.yml');
}

/** skilltest's YAML cases (a skill, an input, evals). */
export const skilltestYamlFormat: FormatRecord<'skilltest-yaml'> = {
  format: 'skilltest-yaml',
  // `*.yaml` / `*.yml` with a top-level `evals:` key.
  detect: (file, head) => isYamlFile(file) && /^evals[ \t]*:/m.test(head),
  // skilltest cases have evals, not assertions: nothing for the validators.
  loader: (ctx) => (text, file) => parseSkilltestYaml(text, file, { cwd: ctx.cwd }),
  // Every agent kind gets a skilltest case's skill, as skilltest's providers do.
  attemptFields: (c) => ({ skill: skillPayload(c.payload.skill) }),
  // provider.rs ApiJudgeProvider: skilltest's judge prompt and verdict parsing.
  evalsJudge: skilltestModelJudge,
};
