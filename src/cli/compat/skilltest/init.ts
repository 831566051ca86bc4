import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CliWorld } from '../../world.js';
import { errorMessage } from '../../../lib/error-message.js';

/*
 * `agentci skilltest init [DIR]`: skilltest's `init` (crates/skilltest-cli/src/scaffold.rs, cli.rs
 * cmd_init at 62096ed): the same three files with the same bytes — skilltest.yaml, an example
 * skill and an example case — and the same refusal when any of them exists (checked before
 * anything is written, exit 2). Only the closing hint names agentci's command line.
 */

const CONFIG = `# skilltest configuration. See https://github.com/nickderobertis/skilltest.
# The default provider runs skills through \`oneharness\` (must be on PATH).
provider:
  kind: oneharness
  bin: oneharness
  judge_harness: claude-code
platforms:
  - claude-code
models:
  - sonnet
judge_model: haiku
max_turns: 8
`;

const SKILL = `---
name: example
description: An example greeter skill scaffolded by \`skilltest init\`.
---
# Example greeter

Greet the user by name in one warm, professional sentence. Always use their
title and surname.

<!-- Offline demo only: skilltest-fake-provider replies with this line so you can
     try \`skilltest run\` without a real provider. A real model ignores it.
     fake-reply: Hello, Dr. Smith! Your appointment is confirmed. -->
`;

const CASE = `# An example test case. Run it with:
#   skilltest run cases/example.yaml
# or try it offline against the bundled fake provider:
#   skilltest run cases/example.yaml --provider skilltest-fake-provider
name: example
skill: ../skills/example
input: "Greet Dr. Smith, who has an appointment today."
evals:
  - type: boolean
    name: names-the-patient
    criterion: "the reply greets \`Dr. Smith\` by name"
  - type: numeric
    name: warmth
    criterion: "how warm and professional is the greeting"
    min: 0
    max: 10
    threshold: 7
`;

/** The files `init` lays down, relative to the target folder (scaffold.rs FILES). */
export const SCAFFOLD_FILES: readonly (readonly [string, string])[] = [
  ['skilltest.yaml', CONFIG],
  ['skills/example/SKILL.md', SKILL],
  ['cases/example.yaml', CASE],
];

/** `dir.join(rel)` as Rust's Path displays it: `./skilltest.yaml` for `.`. */
function joined(dir: string, rel: string): string {
  return dir.endsWith('/') ? `${dir}${rel}` : `${dir}/${rel}`;
}

/** Writes the starter project; exit 0, or 2 when a file exists or cannot be written. */
export function skilltestInitCommand(dir: string, world: CliWorld): number {
  const at = (rel: string) => path.resolve(world.cwd, dir, rel);
  // Everything is checked first, so a conflict never leaves a partial scaffold behind.
  for (const [rel] of SCAFFOLD_FILES)
    if (existsSync(at(rel))) {
      world.stderr.write(
        `error: invalid test definition: refusing to overwrite existing ${joined(dir, rel)}; run \`skilltest init\` in an empty directory\n`,
      );
      return 2;
    }
  for (const [rel, content] of SCAFFOLD_FILES) {
    try {
      mkdirSync(path.dirname(at(rel)), { recursive: true });
      writeFileSync(at(rel), content);
    } catch (e) {
      world.stderr.write(`error: could not write ${joined(dir, rel)}: ${errorMessage(e)}\n`);
      return 2;
    }
    world.stdout.write(`created ${joined(dir, rel)}\n`);
  }
  world.stdout.write(
    '\nNext: agentci skilltest run cases/example.yaml --provider "<your skilltest provider command>"\n',
  );
  return 0;
}
