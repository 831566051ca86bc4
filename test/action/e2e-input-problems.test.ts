import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './e2e-harness.js';

// The bundled action (dist/index.js) under Node 24: inputs that would turn a mistake into a green
// check fail the step before any agent runs, with the problem in the step's error.
let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});

afterAll(async () => {
  await e?.close();
});

describe('the action refuses what would make a false green', { timeout: 300_000 }, () => {
  it('a `suites` path that matches nothing fails the step: "<path>: no such file or folder"', async () => {
    // The README's own example value, in a workspace without that folder.
    const r = await e.run({
      runId: 501,
      event: 'push',
      payload: { ref: 'refs/heads/main' },
      inputs: { suites: 'tests/agent' },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::.*tests\/agent: no such file or folder/);
    expect(r.outputs.verdict).not.toBe('passed');
    // The workspace agent writes seen-env.json whenever it runs: it never did.
    expect(existsSync(path.join(e.work, 'seen-env.json'))).toBe(false);
  });

  it('so does a `suites:` entry of the config that matches nothing', async () => {
    await mkdir(path.join(e.work, 'cfg'), { recursive: true });
    await writeFile(path.join(e.work, 'cfg', 'agentci.yaml'), 'suites: [tests/agent]\n');
    const r = await e.run({
      runId: 502,
      event: 'push',
      payload: { ref: 'refs/heads/main' },
      inputs: { suites: '', config: 'cfg/agentci.yaml' },
    });
    expect(r.code).toBe(1);
    // Said at its line of the config, as the config writes it.
    expect(r.stdout).toContain(
      '::error::cfg/agentci.yaml:1: suites[0]: tests/agent: no such file or folder\n',
    );
    expect(r.outputs.verdict).not.toBe('passed');
  });

  it("`runs: 0` fails the step as `--runs 0` does; an empty input means the config's value", async () => {
    const r = await e.run({
      runId: 504,
      event: 'push',
      payload: { ref: 'refs/heads/main' },
      inputs: { runs: '0', parallel: '0' },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `Input 'runs': expected a whole number of runs per case (1–1000) or "auto", got "0"`,
    );
    expect(r.stdout).toContain(
      `Input 'parallel': expected a whole number of parallel attempts, 1–256, got "0"`,
    );
    expect(r.outputs.verdict).not.toBe('passed');
    expect(existsSync(path.join(e.work, 'seen-env.json'))).toBe(false);
  });

  it('a near miss of a known field fails the step with file:line and the did-you-mean', async () => {
    await writeFile(
      path.join(e.work, 'typo.jsonl'),
      `${JSON.stringify({ id: 'capital', input: 'Capital of France?', asert: { type: 'contains', value: 'Paris' } })}\n`,
    );
    const r = await e.run({
      runId: 503,
      event: 'push',
      payload: { ref: 'refs/heads/main' },
      inputs: { suites: 'typo.jsonl' },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("typo.jsonl:1: unknown field 'asert': did you mean 'assert'?");
    expect(r.outputs.verdict).not.toBe('passed');
  });
});
