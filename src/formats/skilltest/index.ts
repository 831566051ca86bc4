import { skillPayload } from '../../harness/skill.js';
import { parseSkilltestYaml } from './load.js';
import type { FormatRecord } from '../../contracts/format.js';
import type { YamlSource } from '../../lib/yaml-source.js';
import { skilltestModelJudge } from './judge.js';

/** Is `file` a YAML file (by name)? */
export function isYamlFile(file: string): boolean {
  const lower = file.toLowerCase();
  return lower.endsWith('.yaml') || lower.endsWith('.yml');
}

/**
 * Is this parsed YAML document a skilltest case? A mapping with `evals` (however written:
 * `"evals":`, `{…, "evals": […]}`), or with both `skill` and `input`, the other two fields
 * testcase.rs requires (a case whose `evals` key is misspelt is still a case, and its loader
 * says what is wrong instead of a search skipping it).
 */
export function isSkilltestCaseDocument(yaml: YamlSource): boolean {
  const keys = new Set(yaml.topKeys);
  return keys.has('evals') || (keys.has('skill') && keys.has('input'));
}

/** skilltest's YAML cases (a skill, an input, evals). */
export const skilltestYamlFormat: FormatRecord<'skilltest-yaml'> = {
  format: 'skilltest-yaml',
  // `*.yaml` / `*.yml` whose document is a case (isSkilltestCaseDocument).
  detect: (file, _head, yaml) =>
    isYamlFile(file) && yaml !== undefined && isSkilltestCaseDocument(yaml),
  // skilltest's discover_cases: a folder with a case directly inside is a suite, every `.yaml` /
  // `.yml` directly inside is a case (spelt so: `.YAML` is none), and no subfolder gives YAML;
  // testcase.rs: a file named on the command line is a case (`path.is_file()`), so agentci takes
  // a named YAML file when no other format's content claims it.
  discovery: { named: /\.ya?ml$/i, claimsFolder: { cases: /\.ya?ml$/, shadows: /\.ya?ml$/i } },
  // skilltest cases have evals, not assertions: nothing for the validators.
  loader: (ctx) => (text, file, yaml) => parseSkilltestYaml(text, file, { cwd: ctx.cwd }, yaml),
  // Every agent kind gets a skilltest case's skill, as skilltest's providers do.
  attempt: { fields: (c) => ({ skill: skillPayload(c.payload.skill) }) },
  // provider.rs ApiJudgeProvider: skilltest's judge prompt and verdict parsing.
  judging: { evals: skilltestModelJudge },
};
