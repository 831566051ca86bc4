import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runMain } from '../helpers/cli.js';
import { FORMATS } from '../../src/formats/index.js';

/*
 * The paths by which a CI gate could turn a mistake into a green check, under agentci's own `run`:
 * a path that matches nothing, a typo'd field that makes a case assert nothing. Yao's own command
 * line (`agentci yao`) keeps Yao's meanings: a non-path input is a message, an unknown field is
 * ignored with a warning.
 */

const AGENT = `node ${path.join(ROOT, 'test/fixtures/runner/agent.mjs')}`;

function workdir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-false-green-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const lines = (cases: object[]) => cases.map((c) => JSON.stringify(c)).join('\n') + '\n';

describe('a path that matches nothing (agentci run)', () => {
  it('a positional path is exit 2 with "<path>: no such file or folder"; nothing is sent to the agent', async () => {
    const dir = workdir({});
    const r = await runMain(['run', 'tests/agent', '--agent', AGENT, '--no-results'], {
      cwd: dir,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tests/agent: no such file or folder');
    expect(r.stdout).toBe('');
  });

  it('so is -i', async () => {
    const dir = workdir({});
    const r = await runMain(['run', '-i', 'tests/agent', '--agent', AGENT, '--no-results'], {
      cwd: dir,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tests/agent: no such file or folder');
  });

  it("so is the config's suites: entry", async () => {
    const dir = workdir({
      'agentci.yaml': `suites: [tests/agent]\nagent: {command: "${AGENT}"}\n`,
    });
    const r = await runMain(['run', '--no-results'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tests/agent: no such file or folder');
  });

  it("under `agentci yao` a non-path input is Yao's direct message (resolver.go DetectInputMode)", async () => {
    const dir = workdir({});
    const r = await runMain(['yao', '-i', 'echo hello there', '--agent', AGENT], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('hello there\n');
  });
});

describe('unknown fields (agentci run)', () => {
  const suite = lines([
    { id: 'a', input: 'echo x', asert: { type: 'contains', value: 'y' } },
    { id: 'b', input: 'echo x', assert: { type: 'contains', valeu: 'y' } },
    { id: 'c', input: 'echo x', expeted: 'y' },
  ]);

  it('a near miss of a known field is exit 2 with file:line and the did-you-mean, every one in one round', async () => {
    const dir = workdir({ 's.jsonl': suite });
    const r = await runMain(['run', 's.jsonl', '--agent', AGENT, '--no-results'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("s.jsonl:1: unknown field 'asert': did you mean 'assert'?");
    expect(r.stderr).toContain("s.jsonl:2: assert: unknown field 'valeu': did you mean 'value'?");
    expect(r.stderr).toContain("s.jsonl:3: unknown field 'expeted': did you mean 'expected'?");
    expect(r.stdout).toBe('');
  });

  it('the action refuses it the same way (one run of the engine for both front doors)', async () => {
    const { runSuites } = await import('../../src/runner/run.js');
    const { InputError } = await import('../../src/lib/problems.js');
    const dir = workdir({ 's.jsonl': suite });
    const err = await runSuites(
      { inputs: ['s.jsonl'], cwd: dir, agent: { command: AGENT, mode: 'process', output: 'auto' } },
      { formats: FORMATS, env: {} },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InstanceType<typeof InputError>).problems.map((p) => p.line)).toEqual([1, 2, 3]);
  });

  it("under `agentci yao` it keeps Yao's meaning: ignored, with a warning naming the near miss", async () => {
    const dir = workdir({ 's.jsonl': suite });
    const r = await runMain(['yao', 's.jsonl', '--agent', AGENT, '--no-results'], { cwd: dir });
    // Yao's decoder drops the fields: a asserts nothing, b's contains has no value (always
    // holds), c has no expected; all three pass, as they do in Yao.
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "s.jsonl:1: unknown field 'asert', ignored (did you mean 'assert'?)",
    );
    expect(r.stderr).toContain(
      "s.jsonl:2: assert: unknown field 'valeu', ignored (did you mean 'value'?)",
    );
  });

  it('other unknown fields stay warnings (exit 0); --strict makes every warning an error (exit 2)', async () => {
    const dir = workdir({
      's.jsonl': lines([{ id: 'a', input: 'echo x', expected: 'x', note: 'why' }]),
    });
    const loose = await runMain(['run', 's.jsonl', '--agent', AGENT, '--no-results'], {
      cwd: dir,
    });
    expect(loose.code).toBe(0);
    expect(loose.stderr).toContain("s.jsonl:1: unknown field 'note', ignored");
    const strict = await runMain(['run', 's.jsonl', '--agent', AGENT, '--no-results', '--strict'], {
      cwd: dir,
    });
    expect(strict.code).toBe(2);
    expect(strict.stderr).toContain("s.jsonl:1: unknown field 'note', ignored");
  });
});

describe('cases that assert nothing', () => {
  it('are named in the warning, in the terminal and in the Markdown summary', async () => {
    const dir = workdir({
      's.jsonl': lines([
        { id: 'checked', input: 'echo x', expected: 'x' },
        { id: 'bare', input: 'echo x' },
        { id: 'also-bare', input: 'echo y' },
      ]),
    });
    const r = await runMain(
      ['run', 's.jsonl', '--agent', AGENT, '--no-results', '--markdown', 'summary.md'],
      { cwd: dir },
    );
    expect(r.code).toBe(0);
    const warning =
      '2 cases assert nothing (no assert, expected or evals), so they pass whenever the agent answers: bare (s.jsonl:2), also-bare (s.jsonl:3)';
    expect(r.stdout).toContain(warning);
    expect(readFileSync(path.join(dir, 'summary.md'), 'utf8')).toContain(warning);
  });
});
