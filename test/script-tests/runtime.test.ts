import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ENV, type Case } from '../../src/model/case.js';
import { createModelFactory } from '../../src/harness/model-factory.js';
import { LlmJudge } from '../../src/judges/llm-judge.js';
import { ConfigSchema } from '../../src/model/config.js';
import { ModelConfigSchema } from '../../src/model/model-config.js';
import { FakeModelServer } from '../fakes/fake-model-server.js';
import { processStubs } from '../../src/scripts/runtime.js';
import { FORMATS } from '../../src/formats/index.js';
import { needsJudge } from '../../src/runner/model-services.js';
import { createScriptRunner } from '../../src/formats/yao/script-runner.js';
import { judgeAgentAssertion } from '../../src/scripts/session.js';
import { loadScriptTests } from '../../src/formats/yao/script-load.js';
import { loadTranspiler } from '../../src/scripts/transpile.js';

/*
 * The Yao runtime of script tests (src/formats/yao/script-runtime.ts): `@yao/runtime` imports and the
 * globals Yao's V8 runtime gives a script (YaoApp/gou runtime/v8, used by agent/test/script.go
 * executeTestFunction), run in the real script worker against a real HTTP server on 127.0.0.1.
 */

await loadTranspiler();

const root = mkdtempSync(path.join(tmpdir(), 'agentci-script-runtime-'));
let server: Server;
let base = '';
const seen: { method: string; url: string; body: string; type?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body,
        ...(req.headers['content-type'] ? { type: req.headers['content-type'] } : {}),
      });
      if (req.url?.startsWith('/text')) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('plain words');
        return;
      }
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ method: req.method, url: req.url, echo: body ? JSON.parse(body) : null }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(root, { recursive: true, force: true });
});

function write(rel: string, text: string): void {
  const abs = path.join(root, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
}

function load(rel: string, text: string): Case[] {
  write(rel, text);
  const r = loadScriptTests(text, rel, { cwd: root });
  expect(r.problems).toEqual([]);
  return r.cases;
}

const deps = () => ({ env: DEFAULT_ENV, timeoutMs: 20_000, signal: new AbortController().signal });

async function runAll(
  cases: Case[],
  opts: Parameters<typeof createScriptRunner>[1] = { cwd: root },
): Promise<Record<string, { status: string; error?: string; logs?: string[] }>> {
  const runner = createScriptRunner(cases, opts);
  const out: Record<string, { status: string; error?: string; logs?: string[] }> = {};
  try {
    for (const c of cases) {
      const r = await runner.runAttempt(c, 1, deps());
      out[c.id] = {
        status: r.status,
        ...(r.error !== undefined ? { error: r.error } : {}),
        ...(r.transcript?.logs ? { logs: r.transcript.logs } : {}),
      };
    }
  } finally {
    await runner.close();
  }
  return out;
}

describe('@yao/runtime and the Yao globals in script tests', () => {
  it('value imports from @yao/runtime resolve, in the test file and in the module it imports (yao-craft utils_test pattern)', async () => {
    write(
      'craft/src/utils.ts',
      'import { log, Exception } from "@yao/runtime";\nexport function slug(s: string): string {\n  if (!s) throw new Exception("empty", 400);\n  log.Info("slug of %s", s);\n  return s.toLowerCase().replace(/\\s+/g, "-");\n}\n',
    );
    const cases = load(
      'craft/src/utils_test.ts',
      [
        'import { Process, log, Exception, http, FS, Store, time } from "@yao/runtime";',
        'import type { agent } from "@yao/runtime";',
        'import { slug } from "./utils";',
        'export function TestPure(t) { t.assert.Equal(slug("Hello World"), "hello-world"); }',
        'export function TestImportsAreTheGlobals(t) {',
        '  t.assert.Equal(typeof log.Info, "function");',
        '  t.assert.Equal(typeof Process, "function");',
        '  t.assert.Equal(typeof http.Get, "function");',
        '  t.assert.Equal(typeof FS, "function");',
        '  t.assert.Equal(typeof Store, "function");',
        '  t.assert.Equal(typeof time.Sleep, "function");',
        '}',
        'export function TestException(t) {',
        '  try { slug(""); t.fail("no throw"); } catch (e) {',
        '    t.assert.True(e instanceof Exception); t.assert.Equal(e.code, 400); t.assert.Equal(e.message, "empty");',
        '  }',
        '}',
        'export function TestLog(t) { log.Warn("n=%d v=%v", 3, "x"); }',
      ].join('\n'),
    );
    const r = await runAll(cases);
    expect(r.TestPure).toMatchObject({ status: 'passed' });
    expect(r.TestImportsAreTheGlobals).toMatchObject({ status: 'passed' });
    expect(r.TestException).toMatchObject({ status: 'passed' });
    expect(r.TestLog).toMatchObject({ status: 'passed', logs: ['log.warn: n=3 v=x'] });
    // The module's log line lands in the logs of the test that called it.
    expect(r.TestPure?.logs).toEqual(['log.info: slug of Hello World']);
  }, 120_000);

  it('the globals exist without any import (Yao gives them to every script); a file may still declare its own', async () => {
    const cases = load(
      'globals/src/g_test.ts',
      [
        'function TestGlobals(t) {',
        '  t.assert.Equal([typeof log, typeof Exception, typeof http, typeof FS, typeof Store, typeof Process].join(","), "object,function,object,function,function,function");',
        '}',
      ].join('\n'),
    );
    const shadow = load(
      'shadow/src/s_test.ts',
      'const log = { mine: true };\nfunction TestShadow(t) { t.assert.True(log.mine); }\n',
    );
    const r = { ...(await runAll(cases)), ...(await runAll(shadow)) };
    expect(r.TestGlobals).toMatchObject({ status: 'passed' });
    expect(r.TestShadow).toMatchObject({ status: 'passed' });
  }, 120_000);

  it('http (gou http over fetch) is synchronous and returns {status, headers, data}, JSON parsed', async () => {
    const cases = load(
      'web/src/h_test.ts',
      [
        `const BASE = ${JSON.stringify(base)};`,
        'function TestGet(t) {',
        '  const r = http.Get(BASE + "/items", { page: 2 }, { "X-Test": "1" });',
        '  t.assert.Equal(r.status, 200);',
        '  t.assert.Equal(r.data.url, "/items?page=2");',
        '}',
        'function TestPost(t) {',
        '  const r = http.Post(BASE + "/items", { name: "a" });',
        '  t.assert.Equal(r.status, 201);',
        '  t.assert.Equal(r.data.echo, { name: "a" });',
        '}',
        'function TestText(t) { t.assert.Equal(http.Get(BASE + "/text").data, "plain words"); }',
        'function TestDown(t) { const r = http.Get("http://127.0.0.1:1/none"); t.assert.Equal(r.status, 0); t.assert.NotNil(r.message); }',
      ].join('\n'),
    );
    const r = await runAll(cases);
    expect(r).toMatchObject({
      TestGet: { status: 'passed' },
      TestPost: { status: 'passed' },
      TestText: { status: 'passed' },
      TestDown: { status: 'passed' },
    });
    expect(seen.find((s) => s.method === 'POST')).toMatchObject({
      body: '{"name":"a"}',
      type: 'application/json',
    });
  }, 120_000);

  it('FS("app") is rooted at the app, FS("system") at <app>/data; paths cannot leave the root; Store is in memory per name', async () => {
    write('app.yao', '{"name":"demo"}\n');
    const cases = load(
      'fsapp/src/f_test.ts',
      [
        'function TestFS(t) {',
        '  const app = new FS("app");',
        '  t.assert.True(app.Exists("/app.yao"));',
        '  t.assert.Contains(app.ReadFile("app.yao"), "demo");',
        '  const sys = new FS("system");',
        '  t.assert.Equal(sys.WriteFile("/out/a.txt", "héllo"), 6);',
        '  t.assert.True(sys.IsFile("out/a.txt"));',
        '  t.assert.Equal(sys.ReadDir("/out"), ["/out/a.txt"]);',
        '  t.assert.Panic(() => app.ReadFile("../../etc/passwd"));',
        '}',
        'function TestStoreSet(t) { const s = new Store("cache"); s.Set("k", { n: 1 }); t.assert.Equal(s.Get("k"), { n: 1 }); t.assert.Nil(s.Get("missing")); }',
        'function TestStoreShared(t) { const s = new Store("cache"); t.assert.True(s.Has("k")); t.assert.Equal(s.Keys(), ["k"]); t.assert.False(new Store("other").Has("k")); }',
      ].join('\n'),
    );
    const r = await runAll(cases);
    expect(r).toMatchObject({
      TestFS: { status: 'passed' },
      TestStoreSet: { status: 'passed' },
      TestStoreShared: { status: 'passed' },
    });
    expect(readFileSync(path.join(root, 'data/out/a.txt'), 'utf8')).toBe('héllo');
  }, 120_000);

  it('Process calls the stub agentci.yaml maps (processes:), case-insensitively; an unmapped process errors the test naming it, even when caught', async () => {
    write(
      'stubs/models.ts',
      'export function findUser(id: number) { return { id, name: "user-" + id }; }\nexport default function echo(...args: unknown[]) { return args; }\n',
    );
    const cases = load(
      'proc/src/p_test.ts',
      [
        'import { Process } from "@yao/runtime";',
        'function TestStub(t) { t.assert.Equal(Process("models.user.Find", 7), { id: 7, name: "user-7" }); }',
        'function TestCase(t) { t.assert.Equal(Process("MODELS.USER.FIND", 1).name, "user-1"); }',
        'function TestDefault(t) { t.assert.Equal(Process("utils.echo", "a", 2), ["a", 2]); }',
        'function TestUnmapped(t) { Process("models.pet.Get", 1); }',
        'function TestCaught(t) { try { Process("scripts.nope.Run"); } catch (e) { t.log("caught", e.message); } }',
      ].join('\n'),
    );
    const r = await runAll(cases, {
      cwd: root,
      processes: {
        'models.user.find': { file: path.join(root, 'stubs/models.ts'), export: 'findUser' },
        'utils.echo': { file: path.join(root, 'stubs/models.ts'), export: 'default' },
      },
    });
    expect(r.TestStub).toMatchObject({ status: 'passed' });
    expect(r.TestCase).toMatchObject({ status: 'passed' });
    expect(r.TestDefault).toMatchObject({ status: 'passed' });
    expect(r.TestUnmapped?.status).toBe('error');
    expect(r.TestUnmapped?.error).toMatch(
      /^Process models\.pet\.Get: no stub.*processes: in agentci\.yaml/,
    );
    expect(r.TestCaught?.status).toBe('error');
    expect(r.TestCaught?.error).toMatch(/^Process scripts\.nope\.Run: no stub/);
  }, 120_000);

  it('an export @yao/runtime does not provide throws a clear error when used', async () => {
    const cases = load(
      'missing/src/m_test.ts',
      // Studio is commented out of gou's isolate template at the commit Yao builds with.
      'import { Studio } from "@yao/runtime";\nfunction TestStudio(t) { Studio(); }\n',
    );
    const r = await runAll(cases);
    expect(r.TestStudio?.status).toBe('error');
    expect(r.TestStudio?.error).toMatch(/Studio from @yao\/runtime is not available/);
  }, 120_000);

  // gou runtime/v8 isolate.go MakeTemplate (YaoApp/gou 41aeff7, the gou Yao 0d1ddce builds with:
  // its go.mod replaces gou with ../gou) sets these on the isolate's global object template, and
  // Yao registers Trace, YaoJob, sandbox and workspace (v8.RegisterFunction/RegisterObject).
  it("gou's globals are properties of the global object: globalThis, new Function and Eval see them", async () => {
    const NAMES = {
      log: 'object',
      time: 'object',
      http: 'object',
      Exception: 'function',
      FS: 'function',
      Job: 'function',
      Store: 'function',
      Plan: 'function',
      Query: 'function',
      WebSocket: 'function',
      $L: 'function',
      Process: 'function',
      Eval: 'function',
      Use: 'function',
      MCP: 'function',
      atob: 'function',
      btoa: 'function',
      Authorized: 'function',
      All: 'function',
      Any: 'function',
      Race: 'function',
      Trace: 'function',
      YaoJob: 'function',
      sandbox: 'object',
      workspace: 'object',
    };
    const cases = load(
      'gglobal/src/g_test.ts',
      [
        `const NAMES = ${JSON.stringify(NAMES)};`,
        'function TestTypeof(t) { for (const [n, k] of Object.entries(NAMES)) t.assert.Equal(new Function("return typeof " + n)(), k, n); }',
        'function TestGlobalThis(t) { t.assert.True(globalThis.Process === Process); t.assert.Equal(typeof globalThis.Query, "function"); t.assert.Equal(typeof globalThis.WebSocket, "function"); }',
        'function TestEval(t) { t.assert.Equal(Eval("function add(a, b) { return a + b + (typeof Process); }", 1, 2), "3function"); t.assert.Equal(Eval("(x) => x * 2", 4), 8); }',
        'function TestUse(t) { let released = 0; class R { constructor(n) { this.n = n; } __release() { released++; } } t.assert.Equal(Use(R, 5, (r) => r.n + 1), 6); t.assert.Equal(released, 1); t.assert.Panic(() => Use(R)); }',
        'function TestAuthorized(t, ctx) { t.assert.Equal(Authorized(), ctx.authorized); t.assert.Equal(Authorized().user_id, "u1"); }',
      ].join('\n'),
    );
    const runner = createScriptRunner(cases, { cwd: root });
    const out: Record<string, { status: string; error?: string }> = {};
    try {
      for (const c of cases) {
        const r = await runner.runAttempt(c, 1, {
          ...deps(),
          env: { ...DEFAULT_ENV, user: 'u1' },
        });
        out[c.id] = { status: r.status, ...(r.error !== undefined ? { error: r.error } : {}) };
      }
    } finally {
      await runner.close();
    }
    expect(out).toEqual({
      TestTypeof: { status: 'passed' },
      TestGlobalThis: { status: 'passed' },
      TestEval: { status: 'passed' },
      TestUse: { status: 'passed' },
      TestAuthorized: { status: 'passed' },
    });
  }, 120_000);

  it("Query, Plan, WebSocket, MCP and Yao's own services exist, and using one errors the test saying what to stub, even when caught", async () => {
    const cases = load(
      'gquery/src/q_test.ts',
      [
        'function TestTypeofOnly(t) { t.assert.Equal(typeof Query, "function"); const q = new Query("default"); t.assert.NotNil(q); }',
        'function TestQuery(t) { new Query("default").Get({ from: "user" }); }',
        'function TestCaught(t) { try { new WebSocket("ws://127.0.0.1:1/x").push("hi"); } catch (e) { t.log(e.message); } }',
        'function TestSandbox(t) { sandbox.Create({}); }',
        'function TestTrace(t) { Trace("x"); }',
      ].join('\n'),
    );
    const r = await runAll(cases);
    expect(r.TestTypeofOnly).toMatchObject({ status: 'passed' });
    const stub =
      'put the call behind a process the test calls with Process("…") and map that process to a stub under processes: in agentci.yaml';
    expect(r.TestQuery).toMatchObject({
      status: 'error',
      error: `Query.Get: not available in agentci's script tests (in Yao it queries Yao's database (QueryDSL)); ${stub}`,
    });
    expect(r.TestCaught?.status).toBe('error');
    expect(r.TestCaught?.error).toMatch(
      /^WebSocket\.push: not available in agentci's script tests/,
    );
    expect(r.TestSandbox?.error).toMatch(/^sandbox\.Create: not available/);
    expect(r.TestTrace?.error).toMatch(/^Trace: not available/);
  }, 120_000);

  it("All, Any, Race and Job run their processes through the processes: stubs, as gou's concurrent functions shape them", async () => {
    write(
      'stubs/work.ts',
      'export function double(n: number) { return n * 2; }\nexport function boom() { throw new Error("boom"); }\n',
    );
    const cases = load(
      'gconc/src/c_test.ts',
      [
        'function TestAll(t) { t.assert.Equal(All([{ process: "work.double", args: [2] }, { process: "work.boom" }]), [{ data: 4, index: 0 }, { data: null, error: "boom", index: 1 }]); }',
        'function TestAny(t) { t.assert.Equal(Any([{ process: "work.boom" }, { process: "work.double", args: [5] }, { process: "work.double", args: [6] }]), [{ data: null, error: "boom", index: 0 }, { data: 10, index: 1 }, { data: null, index: 0 }]); }',
        'function TestRace(t) { t.assert.Equal(Race([{ process: "work.double", args: [1] }, { process: "work.double", args: [2] }]), [{ data: 2, index: 0 }, { data: null, index: 0 }]); }',
        'function TestBadTask(t) { t.assert.Panic(() => All([{ args: [] }])); t.assert.Panic(() => All("x")); }',
        'function TestJob(t) { const j = new Job("work.double", 21); j.Pending(() => true); t.assert.Equal(j.Data(), 42); }',
        'function TestUnmapped(t) { All([{ process: "work.nope" }]); }',
      ].join('\n'),
    );
    const work = (e: string) => ({ file: path.join(root, 'stubs/work.ts'), export: e });
    const r = await runAll(cases, {
      cwd: root,
      processes: { 'work.double': work('double'), 'work.boom': work('boom') },
    });
    expect(r).toMatchObject({
      TestAll: { status: 'passed' },
      TestAny: { status: 'passed' },
      TestRace: { status: 'passed' },
      TestBadTask: { status: 'passed' },
      TestJob: { status: 'passed' },
    });
    expect(r.TestUnmapped?.error).toMatch(/^Process work\.nope: no stub/);
  }, 120_000);

  it('processes: in agentci.yaml maps names to "<file>#<export>" (default export without #), files relative to the config', () => {
    const config = ConfigSchema.parse({
      processes: { 'models.user.Find': 'stubs/models.ts#findUser', 'utils.echo': './stubs/e.ts' },
    });
    expect(processStubs(config, '/app')).toEqual({
      'models.user.Find': { file: path.resolve('/app/stubs/models.ts'), export: 'findUser' },
      'utils.echo': { file: path.resolve('/app/stubs/e.ts'), export: 'default' },
    });
    const bad = ConfigSchema.safeParse({ processes: { x: 'a.ts#not-a-name' } });
    expect(bad.success).toBe(false);
  });
});

describe('t.assert.Agent (script_assert.go assertAgentMethod) judged by the judge model', () => {
  const verdict = (passed: boolean, reason: string) => ({
    kind: 'json' as const,
    body: {
      id: 'x',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: JSON.stringify({ passed, reason }) },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 5 },
    },
  });
  const file = [
    'function TestAgentPass(t) { t.assert.Agent("Paris is the capital", "tests.validator", { criteria: "names Paris" }); }',
    'function TestAgentFail(t) { t.assert.Agent({ city: "Rome" }, "tests.validator", { criteria: "names Paris", metadata: { k: 1 } }); }',
    'function TestAgentNoCriteria(t) { t.assert.Agent("x", "tests.validator"); }',
    'function TestAgentArgs(t) { t.assert.Agent("only one"); }',
  ].join('\n');

  it('asks the judge synchronously from the worker, with the response and the criteria; its verdict and reason decide', async () => {
    const server = await new FakeModelServer().start();
    try {
      server.script(verdict(true, 'Paris is named'), verdict(false, 'it says Rome'));
      const cfg = ModelConfigSchema.parse({
        provider: 'openai',
        model: 'judge-1',
        base_url: `${server.url}/v1`,
      });
      const judge = new LlmJudge({ make: createModelFactory(cfg, {}, 'judge.model').make });
      const cases = load('agentcheck/src/a_test.ts', file);
      const r = await runAll(cases, {
        cwd: root,
        host: {
          agent: (payload, signal) =>
            judgeAgentAssertion(
              payload as Parameters<typeof judgeAgentAssertion>[0],
              judge,
              signal,
            ),
        },
      });
      expect(r.TestAgentPass).toMatchObject({ status: 'passed' });
      expect(r.TestAgentFail).toMatchObject({
        status: 'failed',
        error: 'it says Rome (at agentcheck/src/a_test.ts:2)',
      });
      expect(r.TestAgentNoCriteria?.status).toBe('failed');
      expect(r.TestAgentNoCriteria?.error).toMatch(/needs options\.criteria/);
      expect(r.TestAgentArgs?.error).toMatch(/^Agent requires response and agentID arguments/);
      // Two judge calls: the criteria and the response reached the model.
      expect(server.requests).toHaveLength(2);
      const second = JSON.stringify(server.requests[1]?.body);
      expect(second).toContain('names Paris');
      expect(second).toContain('Rome');
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('without a judge configured the assertion fails saying so', async () => {
    const cases = load('agentnojudge/src/a_test.ts', file);
    const r = await runAll(cases, {
      cwd: root,
      host: {
        agent: (payload, signal) =>
          judgeAgentAssertion(
            payload as Parameters<typeof judgeAgentAssertion>[0],
            undefined,
            signal,
          ),
      },
    });
    expect(r.TestAgentPass?.status).toBe('failed');
    expect(r.TestAgentPass?.error).toMatch(/t\.assert\.Agent needs a judge model.*judge:/);
    // The default runner (no host answer for agent) says the same.
    const plain = await runAll(load('agentdefault/src/a_test.ts', file));
    expect(plain.TestAgentPass?.error).toMatch(/agent is not available|needs a judge model/);
  }, 120_000);

  it('a file calling t.assert.Agent makes the run need the judge model; other script files do not', () => {
    const withAgent = load('needs/src/a_test.ts', file);
    const without = load('needs/src/b_test.ts', 'function TestPlain(t) { t.assert.True(true); }\n');
    expect(withAgent.every((c) => needsJudge(c, FORMATS))).toBe(true);
    expect(without.some((c) => needsJudge(c, FORMATS))).toBe(false);
  });
});
