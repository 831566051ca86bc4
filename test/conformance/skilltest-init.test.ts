import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCAFFOLD_FILES } from '../../src/cli/compat/skilltest/init.js';
import { FAKE_PROVIDER, cli, project, removeProject, type StReport } from './skilltest-helpers.js';

/*
 * `agentci init` against skilltest's `init` (crates/skilltest-cli/src/scaffold.rs scaffold,
 * cli.rs cmd_init; the version of the mirror's HEAD 62096ed). The expected bytes below are copied
 * from scaffold.rs's CONFIG/SKILL/CASE constants, not from agentci's source.
 */

const EXPECTED: Record<string, string> = {
  'skilltest.yaml':
    '# skilltest configuration. See https://github.com/nickderobertis/skilltest.\n# The default provider runs skills through `oneharness` (must be on PATH).\nprovider:\n  kind: oneharness\n  bin: oneharness\n  judge_harness: claude-code\nplatforms:\n  - claude-code\nmodels:\n  - sonnet\njudge_model: haiku\nmax_turns: 8\n',
  'skills/example/SKILL.md':
    '---\nname: example\ndescription: An example greeter skill scaffolded by `skilltest init`.\n---\n# Example greeter\n\nGreet the user by name in one warm, professional sentence. Always use their\ntitle and surname.\n\n<!-- Offline demo only: skilltest-fake-provider replies with this line so you can\n     try `skilltest run` without a real provider. A real model ignores it.\n     fake-reply: Hello, Dr. Smith! Your appointment is confirmed. -->\n',
  'cases/example.yaml':
    '# An example test case. Run it with:\n#   skilltest run cases/example.yaml\n# or try it offline against the bundled fake provider:\n#   skilltest run cases/example.yaml --provider skilltest-fake-provider\nname: example\nskill: ../skills/example\ninput: "Greet Dr. Smith, who has an appointment today."\nevals:\n  - type: boolean\n    name: names-the-patient\n    criterion: "the reply greets `Dr. Smith` by name"\n  - type: numeric\n    name: warmth\n    criterion: "how warm and professional is the greeting"\n    min: 0\n    max: 10\n    threshold: 7\n',
};

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) removeProject(d);
});
function empty(): string {
  const d = project({}, {});
  dirs.push(d);
  return d;
}

describe('skilltest init (scaffold.rs)', () => {
  it('writes skilltest.yaml, skills/example/SKILL.md and cases/example.yaml, byte for byte, and lists them', async () => {
    const d = empty();
    const r = await cli(['skilltest', 'init'], d);
    expect(r.code).toBe(0);
    for (const [rel, text] of Object.entries(EXPECTED))
      expect(readFileSync(path.join(d, rel), 'utf8')).toBe(text);
    expect(SCAFFOLD_FILES.map(([rel]) => rel)).toEqual(Object.keys(EXPECTED));
    // cli.rs cmd_init: `created <dir.join(rel)>` per file, in FILES order.
    expect(r.stdout.split('\n').slice(0, 3)).toEqual([
      'created ./skilltest.yaml',
      'created ./skills/example/SKILL.md',
      'created ./cases/example.yaml',
    ]);
  });

  it('scaffolds into DIR, creating it', async () => {
    const d = empty();
    const r = await cli(['skilltest', 'init', 'new/place'], d);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('created new/place/cases/example.yaml');
    expect(readFileSync(path.join(d, 'new/place/skilltest.yaml'), 'utf8')).toBe(
      EXPECTED['skilltest.yaml'],
    );
  });

  it('refuses (exit 2) when any target file exists, and writes nothing', async () => {
    const d = empty();
    mkdirSync(path.join(d, 'cases'));
    writeFileSync(path.join(d, 'cases', 'example.yaml'), 'mine\n');
    const r = await cli(['skilltest', 'init'], d);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'error: invalid test definition: refusing to overwrite existing ./cases/example.yaml; run `skilltest init` in an empty directory\n',
    );
    expect(existsSync(path.join(d, 'skilltest.yaml'))).toBe(false);
    expect(readFileSync(path.join(d, 'cases', 'example.yaml'), 'utf8')).toBe('mine\n');
  });

  it('the scaffolded case runs offline against the reference provider', async () => {
    const d = empty();
    await cli(['skilltest', 'init'], d);
    const r = await cli(
      [
        'skilltest',
        'run',
        'cases/example.yaml',
        '--provider',
        FAKE_PROVIDER,
        '--format',
        'json',
        '--no-results',
      ],
      d,
    );
    const rep = JSON.parse(r.stdout) as StReport;
    // The fake judge scores `warmth` (no backticks) 10/10 and finds `Dr. Smith`: both pass.
    expect(rep.runs[0]?.evals.map((e) => e.passed)).toEqual([true, true]);
    expect(r.code).toBe(0);
  }, 60_000);
});
