import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ENV, type Case } from '../../src/model/case.js';
import { createScriptRunner } from '../../src/formats/yao/script-runner.js';
import { scriptWorkerLaunch } from '../../src/scripts/session.js';
import { loadScriptTests } from '../../src/formats/yao/script-load.js';
import { loadTranspiler } from '../../src/scripts/transpile.js';

// The transpiler is loaded on first need (see loadTranspiler); these tests call it directly.
await loadTranspiler();

const root = mkdtempSync(path.join(tmpdir(), 'agentci-script-runner-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function load(rel: string, text: string): Case[] {
  const abs = path.join(root, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  const r = loadScriptTests(text, rel, { cwd: root });
  expect(r.problems).toEqual([]);
  return r.cases;
}

const byId = (cases: Case[], id: string) => cases.find((c) => c.id === id) as Case;

describe('running script tests in a worker thread', () => {
  it('a test stuck in a synchronous loop times out, its worker is stopped, and the next test runs in a fresh one', async () => {
    const cases = load(
      'loop/src/mod_test.ts',
      [
        'globalThis.__loads = (globalThis.__loads ?? 0) + 1;',
        'let runs = 0;',
        'function TestFirst(t) { runs++; t.assert.Equal(runs, 1); }',
        'function TestHangs(t) { for (;;) {} }',
        'function TestAfter(t) { t.log("loads", globalThis.__loads, "runs", runs); t.assert.Equal(runs, 0, "fresh module state"); }',
      ].join('\n'),
    );
    const runner = createScriptRunner(cases, { cwd: root });
    const ac = new AbortController();
    const deps = { env: DEFAULT_ENV, timeoutMs: 15_000, signal: ac.signal };
    try {
      expect(await runner.runAttempt(byId(cases, 'TestFirst'), 1, deps)).toMatchObject({
        status: 'passed',
      });
      const hung = await runner.runAttempt(byId(cases, 'TestHangs'), 1, {
        ...deps,
        timeoutMs: 1500,
      });
      expect(hung.status).toBe('timeout');
      expect(hung.error).toMatch(/^timeout: TestHangs did not finish within 1\.5s/);
      const after = await runner.runAttempt(byId(cases, 'TestAfter'), 1, deps);
      expect(after.status).toBe('passed');
      // A new worker (a new global): the script evaluated twice there (the load, then the call);
      // the old worker's global had counted three.
      expect(after.transcript?.logs).toEqual(['loads 2 runs 0']);
    } finally {
      await runner.close();
    }
  }, 120_000);

  // script.go executeTestFunction: script.NewContext per test, and gou v8 runs the script anew in
  // each context, so a test never sees another test's module state.
  it('every test function runs in a fresh context: module state does not carry over', async () => {
    const cases = load(
      'fresh/src/mod_test.ts',
      [
        'let runs = 0;',
        'const seen: string[] = [];',
        'function TestOne(t) { runs++; seen.push("one"); t.assert.Equal(runs, 1); }',
        'function TestTwo(t) { runs++; seen.push("two"); t.assert.Equal(runs, 1, "fresh module state"); t.assert.Equal(seen, ["two"]); }',
      ].join('\n'),
    );
    const runner = createScriptRunner(cases, { cwd: root });
    const deps = { env: DEFAULT_ENV, timeoutMs: 15_000, signal: new AbortController().signal };
    try {
      for (const id of ['TestOne', 'TestTwo', 'TestOne'])
        expect(await runner.runAttempt(byId(cases, id), 1, deps)).toMatchObject({
          status: 'passed',
        });
    } finally {
      await runner.close();
    }
  }, 60_000);

  it('console output goes to the test logs; process.exit in a test is an error, not the end of the run', async () => {
    const cases = load(
      'crash/src/mod_test.ts',
      [
        'function TestConsole(t) { console.log("hello", { a: 1 }); console.error("oops"); }',
        'function TestExit(t) { process.exit(7); }',
        'function TestStillRuns(t) { t.assert.True(true); }',
      ].join('\n'),
    );
    const runner = createScriptRunner(cases, { cwd: root });
    const deps = { env: DEFAULT_ENV, timeoutMs: 15_000, signal: new AbortController().signal };
    try {
      const a = await runner.runAttempt(byId(cases, 'TestConsole'), 1, deps);
      expect(a.transcript?.logs).toEqual(['console.log: hello { a: 1 }', 'console.error: oops']);
      const b = await runner.runAttempt(byId(cases, 'TestExit'), 1, deps);
      expect(b.status).toBe('error');
      expect(b.error).toMatch(/crashed the script worker: the script worker exited with code 7/);
      expect(await runner.runAttempt(byId(cases, 'TestStillRuns'), 1, deps)).toMatchObject({
        status: 'passed',
      });
    } finally {
      await runner.close();
    }
  }, 120_000);

  it('a script that fails to load errors every test with the reason; fail-fast reasons skip', async () => {
    const cases = load(
      'broken/src/mod_test.ts',
      'function TestA(t) {}\nfunction TestB(t) {}\nthrow new Error("no database");\n',
    );
    const runner = createScriptRunner(cases, { cwd: root });
    const deps = { env: DEFAULT_ENV, timeoutMs: 15_000, signal: new AbortController().signal };
    try {
      const a = await runner.runAttempt(byId(cases, 'TestA'), 1, deps);
      expect(a.status).toBe('error');
      expect(a.error).toMatch(
        /^the script failed to load: no database \(at broken\/src\/mod_test\.ts:3\)/,
      );
      const b = await runner.runAttempt(byId(cases, 'TestB'), 1, {
        ...deps,
        stopReason: () => 'not run: --fail-fast',
      });
      expect(b).toMatchObject({ status: 'skipped', error: 'not run: --fail-fast' });
    } finally {
      await runner.close();
    }
  }, 120_000);

  it('the bundle looks for dist/script-worker beside or above itself and says so when it is missing', () => {
    const fake = path.join(root, 'dist', 'cli', 'index.js');
    mkdirSync(path.dirname(fake), { recursive: true });
    expect(() => scriptWorkerLaunch(`file://${fake}`)).toThrow(
      /script-test worker is missing.*dist\/cli\/script-worker\/index\.js.*dist\/script-worker\/index\.js/,
    );
    mkdirSync(path.join(root, 'dist', 'script-worker'), { recursive: true });
    writeFileSync(path.join(root, 'dist', 'script-worker', 'index.js'), '');
    expect(scriptWorkerLaunch(`file://${fake}`)).toEqual({
      filename: path.join(root, 'dist', 'script-worker', 'index.js'),
      eval: false,
    });
    expect(scriptWorkerLaunch(`file://${path.join(root, 'dist', 'index.js')}`).filename).toBe(
      path.join(root, 'dist', 'script-worker', 'index.js'),
    );
  });
});
