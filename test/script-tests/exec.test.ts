import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loadScriptUnit,
  runTestFunction,
  ScriptLoadError,
  type ScriptUnitSpec,
} from '../../src/scripts/exec.js';
import { discoverTestFunctions } from '../../src/formats/yao/script-load.js';
import { loadTranspiler, transpileScript } from '../../src/scripts/transpile.js';
import { buildScriptContext } from '../../src/formats/yao/script-runner.js';
import { DEFAULT_ENV } from '../../src/model/case.js';

// The transpiler is loaded on first need (see loadTranspiler); these tests call it directly.
await loadTranspiler();

const root = mkdtempSync(path.join(tmpdir(), 'agentci-script-exec-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(rel: string, text: string): string {
  const abs = path.join(root, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  return abs;
}

function unit(
  dir: string,
  testSrc: string,
  moduleSrc?: string,
): { spec: ScriptUnitSpec; names: string[] } {
  const testFile = write(`${dir}/src/mod_test.ts`, testSrc);
  if (moduleSrc !== undefined) write(`${dir}/src/mod.ts`, moduleSrc);
  const names = discoverTestFunctions(transpileScript(testSrc, testFile)).map((f) => f.name);
  return {
    spec: {
      testFile,
      testDisplay: `${dir}/src/mod_test.ts`,
    },
    names,
  };
}

const ctx = buildScriptContext(DEFAULT_ENV, { assistantId: 'expense' }, 'TestX');

describe('evaluating a script test with the module it tests', () => {
  // script.go executeTestFunction runs the function in the test script's own context (gou v8
  // compiles a script with its imports only): the module under test is seen through an import.
  it('a module function used without an import is a ReferenceError; imported, it is found', async () => {
    const moduleSrc =
      'export function SystemReady(ctx: { authorized?: { user_id?: string } }): boolean {\n  return Boolean(ctx.authorized?.user_id);\n}\n';
    const bare = unit(
      'bare',
      '// @ts-nocheck\nfunction TestUsesModule(t: testing.T, ctx: agent.Context) {\n  t.assert.True(SystemReady(ctx), "ready");\n}\n',
      moduleSrc,
    );
    expect(
      await runTestFunction(loadScriptUnit(bare.spec, bare.names), 'TestUsesModule', ctx),
    ).toMatchObject({ status: 'error', error: 'ReferenceError: SystemReady is not defined' });
    const imported = unit(
      'imported',
      "// @ts-nocheck\nimport { SystemReady } from './mod';\nfunction TestUsesModule(t: testing.T, ctx: agent.Context) {\n  t.assert.True(SystemReady(ctx), 'ready');\n}\n",
      moduleSrc,
    );
    expect(
      await runTestFunction(loadScriptUnit(imported.spec, imported.names), 'TestUsesModule', ctx),
    ).toMatchObject({ status: 'passed' });
  });

  // gou's globals are the isolate's own; agentci puts them on the global object while the unit's
  // code runs (top level and each call), and takes them away after, so nothing else in the
  // process (the CLI, a generator's caller) sees them.
  it("Yao's globals are on the global object while the unit runs, and gone after", async () => {
    const g = globalThis as Record<string, unknown>;
    const before = g.WebSocket;
    const u = unit(
      'globals',
      'const atLoad = typeof globalThis.Process;\nfunction TestSeen(t) {\n  t.assert.Equal(atLoad, "function");\n  t.assert.Equal(new Function("return typeof Query + typeof log")(), "functionobject");\n}\n',
    );
    const loaded = loadScriptUnit(u.spec, u.names);
    expect(g.Process).toBeUndefined();
    expect(await runTestFunction(loaded, 'TestSeen', ctx)).toMatchObject({ status: 'passed' });
    expect(g.Process).toBeUndefined();
    expect(g.Query).toBeUndefined();
    expect(g.log).toBeUndefined();
    // Node's own WebSocket is put back.
    expect(g.WebSocket).toBe(before);
  });

  it('the module under test, other relative files and node: builtins are imported; TS is transpiled', async () => {
    write('imports/src/helpers.ts', 'export const double = (n: number): number => n * 2;\n');
    const u = unit(
      'imports',
      "import { bump, count } from './mod';\nimport { double } from './helpers';\nimport path from 'node:path';\nexport function TestImports(t) {\n  bump();\n  t.assert.Equal(count(), 1, 'one shared counter');\n  t.assert.Equal(double(21), 42);\n  t.assert.Equal(path.basename('/a/b.txt'), 'b.txt');\n}\n",
      'let n = 0;\nexport function bump() { n++; }\nexport function count() { return n; }\n',
    );
    const out = await runTestFunction(loadScriptUnit(u.spec, u.names), 'TestImports', ctx);
    expect(out.error).toBeUndefined();
    expect(out.status).toBe('passed');
  });

  it('an assertion failure is failed with its location in the test file; a throw is an error with a mapped stack', async () => {
    const u = unit(
      'fail',
      "import { helperThatThrows } from './mod';\nfunction TestFails(t, ctx) {\n  const { assert } = t;\n  assert.Equal(2, 1, 'Result ID should match');\n  assert.True(true);\n}\nfunction TestThrows(t) {\n  helperThatThrows();\n}\n",
      '// module\n\nexport function helperThatThrows() {\n  throw new TypeError("no such record");\n}\n',
    );
    const loaded = loadScriptUnit(u.spec, u.names);
    const failed = await runTestFunction(loaded, 'TestFails', ctx);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Result ID should match',
      assertion: { type: 'Equal', expected: 1, actual: 2, message: 'Result ID should match' },
      location: 'fail/src/mod_test.ts:4',
    });
    expect(failed.checks.map((k) => k.passed)).toEqual([false, true]);
    const errored = await runTestFunction(loaded, 'TestThrows', ctx);
    expect(errored.status).toBe('error');
    expect(errored.error).toBe('TypeError: no such record');
    // The first frame in the test file: the call into the imported module.
    expect(errored.location).toBe('fail/src/mod_test.ts:8');
    expect(errored.stack).toContain('fail/src/mod.ts:4');
    expect(errored.stack).toContain('fail/src/mod_test.ts:8');
  });

  it('t.fatal stops the test (failed), t.skip skips it, async tests are awaited', async () => {
    const u = unit(
      'control',
      "function TestFatal(t) {\n  t.fatal('cannot go on');\n  t.log('never');\n}\nfunction TestSkip(t) {\n  t.skip('later');\n  t.assert.True(false);\n}\nasync function TestAsync(t) {\n  await new Promise((r) => setTimeout(r, 5));\n  t.assert.Equal(1, 2);\n}\nfunction TestFailThenSkip(t) {\n  t.fail('broken');\n  t.skip('x');\n}\n",
    );
    const loaded = loadScriptUnit(u.spec, u.names);
    expect(await runTestFunction(loaded, 'TestFatal', ctx)).toMatchObject({
      status: 'failed',
      error: 'cannot go on',
      logs: [],
    });
    expect(await runTestFunction(loaded, 'TestSkip', ctx)).toMatchObject({
      status: 'skipped',
      error: 'later',
      logs: ['SKIP: later'],
    });
    expect(await runTestFunction(loaded, 'TestAsync', ctx)).toMatchObject({
      status: 'failed',
      assertion: { type: 'Equal' },
    });
    // script.go runScriptTest checks Skipped() before Failed(): a skip after a failure is skipped.
    expect(await runTestFunction(loaded, 'TestFailThenSkip', ctx)).toMatchObject({
      status: 'skipped',
      error: 'x',
    });
  });

  it('a returned Error object is an error (script.go executeTestFunction: IsNativeError); a throw after a failed assertion is that failure', async () => {
    const u = unit(
      'returns',
      "function TestReturnsError(t) {\n  return new Error('bad state');\n}\nfunction TestReturnsValue(t) {\n  return 42;\n}\nasync function TestAsyncReturnsError(t) {\n  return new TypeError('late');\n}\nfunction TestFailThenThrow(t) {\n  t.assert.Equal(1, 2, 'first');\n  throw new Error('then boom');\n}\n",
    );
    const loaded = loadScriptUnit(u.spec, u.names);
    expect(await runTestFunction(loaded, 'TestReturnsError', ctx)).toMatchObject({
      status: 'error',
      error: 'test threw exception: bad state',
    });
    expect(await runTestFunction(loaded, 'TestReturnsValue', ctx)).toMatchObject({
      status: 'passed',
    });
    expect(await runTestFunction(loaded, 'TestAsyncReturnsError', ctx)).toMatchObject({
      status: 'error',
      error: 'test threw exception: late',
    });
    expect(await runTestFunction(loaded, 'TestFailThenThrow', ctx)).toMatchObject({
      status: 'failed',
      error: 'first',
    });
  });

  it('each test gets its own copy of ctx', async () => {
    const u = unit(
      'ctx',
      'function TestMutates(t, ctx) {\n  ctx.authorized = null;\n}\nfunction TestSees(t, ctx) {\n  t.assert.Equal(ctx.authorized.user_id, "test-user");\n  t.assert.Equal(ctx.assistant_id, "expense");\n  t.assert.Equal(ctx.chat_id, "script-test-TestX");\n}\n',
    );
    const loaded = loadScriptUnit(u.spec, u.names);
    await runTestFunction(loaded, 'TestMutates', ctx);
    expect(await runTestFunction(loaded, 'TestSees', ctx)).toMatchObject({ status: 'passed' });
  });

  it('a top-level throw or a missing import is a load error naming the place', () => {
    const u = unit(
      'broken',
      "import { nothing } from './missing';\nfunction TestA(t) { nothing(); }\n",
    );
    expect(() => loadScriptUnit(u.spec, u.names)).toThrow(ScriptLoadError);
    expect(() => loadScriptUnit(u.spec, u.names)).toThrow(
      /Cannot find module '\.\/missing'.*at broken\/src\/mod_test\.ts:1/,
    );
    const v = unit(
      'throws',
      'function TestA(t) {}\nthrow new Error("top-level boom");\n',
      'export const x = 1;\n',
    );
    expect(() => loadScriptUnit(v.spec, v.names)).toThrow(
      /top-level boom \(at throws\/src\/mod_test\.ts:2\)/,
    );
  });
});

describe('the ctx a test receives (agent/context/jsapi.go NewObject, agent/test/context.go NewTestContext)', () => {
  it("is snake_case with Yao's defaults; authorized is always there (buildAuthorizedInfo: sub/user_id from -u, team_id/tenant_id from -t)", () => {
    expect(ctx).toEqual({
      chat_id: 'script-test-TestX',
      assistant_id: 'expense',
      locale: 'en-us',
      theme: '',
      referer: 'test',
      accept: 'standard',
      route: '',
      client: { type: 'test', user_agent: 'yao-agent-test/1.0', ip: '127.0.0.1' },
      metadata: {},
      authorized: {
        sub: 'test-user',
        client_id: '',
        user_id: 'test-user',
        team_id: 'test-team',
        tenant_id: 'test-team',
        constraints: {},
      },
    });
  });

  it('takes the context file: client, metadata, referer, locale, authorized fields over -u/-t (json tags of oauth types.AuthorizedInfo)', () => {
    const full = buildScriptContext(
      {
        user: 'admin',
        team: 'team-001',
        locale: 'zh-cn',
        metadata: { trace_id: 't' },
        client: { type: 'web', ip: '192.168.1.100', user_agent: 'UA' },
        referer: 'https://x',
        authorized: {
          user_id: 'admin',
          tenant_id: 'tenant-9',
          scope: 'read',
          remember_me: true,
          constraints: { team_only: true, owner_only: false },
        },
      },
      { assistantId: 'workers.keyword' },
      'TestY',
    );
    expect(full).toMatchObject({
      chat_id: 'script-test-TestY',
      assistant_id: 'workers/keyword',
      locale: 'zh-cn',
      client: { type: 'web', ip: '192.168.1.100', user_agent: 'UA' },
      metadata: { trace_id: 't' },
      referer: 'https://x',
    });
    expect(full.authorized).toEqual({
      sub: 'admin',
      client_id: '',
      scope: 'read',
      user_id: 'admin',
      team_id: 'team-001',
      tenant_id: 'tenant-9',
      remember_me: true,
      constraints: { team_only: true },
    });
  });
});
