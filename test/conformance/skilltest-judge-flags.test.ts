import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PROVIDER, cli, project, removeProject, requests } from './skilltest-helpers.js';

/*
 * skilltest's judge flags (cli.rs RunArgs): `--judge-model` (the model of evals and the simulated
 * user, config.rs apply_overrides → effective_judge_model), `--judge-harness` and
 * `--oneharness-bin` (applied only to the oneharness provider: with a command provider
 * apply_overrides leaves them unused), `--max-turns` (the turn cap of multi-turn cases).
 */

const CASE = `name: talk
skill: skills/greeter
input: hi
user: { persona: "say: go on" }
evals: [{ type: boolean, criterion: "\`Dr. Smith\`" }]
`;

let dir = '';
let log = '';
let code = 0;

beforeAll(async () => {
  dir = project({ 'talk.yaml': CASE });
  log = path.join(dir, 'requests.jsonl');
  ({ code } = await cli(
    [
      'skilltest',
      'run',
      'talk.yaml',
      '--provider',
      FAKE_PROVIDER,
      '-m',
      'sonnet',
      '--judge-model',
      'haiku',
      '--judge-harness',
      'codex',
      '--oneharness-bin',
      '/nowhere/oneharness',
      '--max-turns',
      '2',
      '--no-results',
    ],
    dir,
    { FAKE_PROVIDER_LOG: log },
  ));
}, 120_000);
afterAll(() => removeProject(dir));

describe('skilltest judge flags with --provider', () => {
  it('--judge-model is the model of every judge and user request; respond keeps the run’s model', () => {
    expect(code).toBe(0);
    const rs = requests(log);
    expect(
      new Set(
        rs.filter((r) => r.op !== 'respond').map((r) => `${String(r.op)} ${String(r.model)}`),
      ),
    ).toEqual(new Set(['user haiku', 'judge haiku']));
    expect(new Set(rs.filter((r) => r.op === 'respond').map((r) => r.model))).toEqual(
      new Set(['sonnet']),
    );
  });

  it('--judge-harness and --oneharness-bin are accepted and change nothing for a command provider', () => {
    expect(requests(log).some((r) => JSON.stringify(r).includes('codex'))).toBe(false);
    expect(requests(log).some((r) => JSON.stringify(r).includes('/nowhere'))).toBe(false);
  });

  it('--max-turns caps a case without its own max_turns', () => {
    expect(requests(log).filter((r) => r.op === 'respond')).toHaveLength(2);
  });
});

describe('skilltest judge flags without --provider', () => {
  it('--judge-harness needs --provider (agentci runs no oneharness): exit 2', async () => {
    const r = await cli(
      ['skilltest', 'run', 'talk.yaml', '--judge-harness', 'codex', '--no-results'],
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--judge-harness');
  }, 60_000);

  it('--judge-model without a judge in agentci.yaml is exit 2 naming what to add', async () => {
    const r = await cli(
      [
        'skilltest',
        'run',
        'talk.yaml',
        '--agent',
        'echo hi',
        '--judge-model',
        'haiku',
        '--no-results',
      ],
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--judge-model');
    expect(r.stderr).toContain('judge:');
  }, 60_000);
});
