import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

/*
 * Yao conformance of hooks and processes, through the CLI: per-case `before`/`after` and
 * `--before`/`--after` (agent/test/script_hooks.go, runner.go at 0d1ddce), the `script`
 * assertion naming a Yao process and the `agent` assertion with `use: "agents:<id>"`
 * (agent/test/assert.go), and a script-test file without tests (agent/test/script.go Run). The
 * hook and process files are real TypeScript importing @yao/runtime.
 */

let dir: string;
const write = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
  await writeFile(path.join(dir, rel), text);
};
const jsonl = (rows: unknown[]) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;
const readJson = async (rel: string) =>
  JSON.parse(await readFile(path.join(dir, rel), 'utf8')) as Record<string, unknown>;

const HOOKS_TS = `import { FS, Process, log } from "@yao/runtime";

interface Ctx { locale: string; authorized?: Record<string, string>; user_id?: string }

const fs = new FS("app");
// Module state: every hook call is a fresh context (script.NewContext), so After sees 1.
let calls = 0;
function record(name: string, value: unknown) {
  fs.WriteFile("hooks/" + name + ".json", JSON.stringify(value));
}

export function Before(ctx: Ctx, testCase: { id: string; input: unknown; assert?: unknown; metadata?: unknown }) {
  calls++;
  log.Info("before %s", testCase.id);
  const user = Process("models.user.Create", { name: "Test User" });
  fs.WriteFile("hooks/" + testCase.id + ".before", "ready for user " + user);
  record(testCase.id + ".before-args", { ctx, testCase });
  return { data: { user } };
}

export function After(ctx: Ctx, testCase: { id: string }, result: unknown, beforeData: unknown) {
  calls++;
  record(testCase.id + ".after", { count: arguments.length, result, beforeData, calls });
}

export function NoData(ctx: Ctx, testCase: { id: string }) {
  return { user: 7 };
}

export function Nothing() {}

export function Boom() {
  throw new Error("boom");
}

export function AfterBoom() {
  throw new Error("after went wrong");
}

export function BeforeAll(ctx: Ctx, cases: { id: string }[]) {
  record("all.before", { ctx, ids: cases.map((c) => c.id) });
  return { data: { started: cases.length } };
}

export function AfterAll(ctx: Ctx, results: { id: string; status: string }[], beforeData: unknown) {
  record("all.after", { results: results.map((r) => [r.id, r.status]), beforeData });
}

export function BadAll() {
  throw new Error("no database");
}
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-yao-hooks-'));
  // The agent answers with what Before prepared for the case (so Before provably ran first).
  await write(
    'reply.mjs',
    `import { existsSync, readFileSync } from 'node:fs';
let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => {
  const req = JSON.parse(s);
  const f = 'hooks/' + req.id + '.before';
  process.stdout.write(existsSync(f) ? readFileSync(f, 'utf8') : 'nothing prepared');
});\n`,
  );
  await write(
    'stubs.ts',
    'export function createUser() { return 42; }\n' +
      'export function checkOutput(output: string, input: string, value: unknown) {\n' +
      '  return { pass: output.startsWith(String(value)), message: "stub saw " + input };\n}\n',
  );
  await write(
    'agentci.yaml',
    'agent:\n  command: [node, reply.mjs]\nprocesses:\n  models.user.Create: stubs.ts#createUser\n  models.check.Output: stubs.ts#checkOutput\n',
  );
  await write('assistants/hk/package.yao', '{"name": "hk"}\n');
  await write('assistants/hk/src/env_test.ts', HOOKS_TS);
  await write(
    'assistants/hk/src/sub/deep_test.ts',
    'export function Before() { return { data: "from sub/deep_test.ts" }; }\n' +
      'export function After(ctx, tc, result, beforeData) {\n' +
      '  new FS("app").WriteFile("hooks/" + tc.id + ".after.json", JSON.stringify({ beforeData }));\n}\n',
  );
  await write(
    'assistants/hk/tests/hooks.jsonl',
    jsonl([
      {
        id: 'prepared',
        input: 'go',
        user: 'u1',
        metadata: { m: 1 },
        before: 'env_test.Before',
        after: 'env_test.After',
        assert: { type: 'contains', value: 'ready for user 42' },
      },
      {
        id: 'sees-failure',
        input: 'go',
        before: 'env.Before',
        after: 'env.After',
        assert: { type: 'contains', value: 'never said' },
      },
      { id: 'before-throws', input: 'go', before: 'env.Boom', after: 'env.After' },
      { id: 'no-function', input: 'go', before: 'env.Nope' },
      { id: 'no-file', input: 'go', before: 'nofile.Before' },
      { id: 'after-throws', input: 'go', after: 'env.AfterBoom' },
      { id: 'no-data-field', input: 'go', before: 'env.NoData', after: 'env.After' },
      { id: 'returns-nothing', input: 'go', before: 'env.Nothing', after: 'env.After' },
      { id: 'nested-file', input: 'go', before: 'sub.deep.Before', after: 'sub.deep_test.After' },
      { id: 'plain', input: 'go', assert: { type: 'contains', value: 'nothing prepared' } },
      { id: 'bad-input', input: 42, before: 'env.Before', after: 'env.After' },
    ]),
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1' },
    stdout: { write: (s: string) => void (out += s), isTTY: false },
    stderr: { write: (s: string) => void (err += s) },
  });
  return { code, out, err };
}

interface Attempt {
  status: string;
  error?: string;
}
async function attempts(file: string): Promise<Record<string, Attempt>> {
  const report = (await readJson(file)) as unknown as {
    results: { id: string; run_details: Attempt[] }[];
  };
  return Object.fromEntries(report.results.map((r) => [r.id, r.run_details[0] as Attempt]));
}

describe('Yao per-case before/after hooks (script_hooks.go, runner.go runSingleTest)', () => {
  let res: { code: number; out: string; err: string };
  let got: Record<string, Attempt>;
  beforeAll(async () => {
    res = await run(['yao', 'assistants/hk/tests/hooks.jsonl', '--no-results', '-o', 'h.json']);
    got = await attempts('h.json');
  }, 60_000);

  // ExecuteBefore runs before the agent is called; its {data} is After's beforeData; ctx from
  // the case's user (buildHookArgs without --ctx), testCase {id, input, metadata, assert}.
  // script_hooks.go runs each hook in a new context of the hook script: module state set by
  // Before is gone in After (calls is 1).
  it('runs Before first, then the agent, then After with the result and beforeData', async () => {
    expect(got.prepared?.status).toBe('passed');
    const before = await readJson('hooks/prepared.before-args.json');
    expect(before).toEqual({
      ctx: { locale: 'en', user_id: 'u1', authorized: { user_id: 'u1' } },
      testCase: {
        id: 'prepared',
        input: 'go',
        metadata: { m: 1 },
        assert: { type: 'contains', value: 'ready for user 42' },
      },
    });
    const after = await readJson('hooks/prepared.after.json');
    expect(after).toMatchObject({
      count: 4,
      result: { id: 'prepared', status: 'passed', output: 'ready for user 42' },
      beforeData: { user: 42 },
      calls: 1,
    });
  });

  // runSingleTest: After is deferred, so it sees a failed verdict too (with the error).
  it('gives After the failed result', async () => {
    expect(got['sees-failure']?.status).toBe('failed');
    const after = await readJson('hooks/sees-failure.after.json');
    expect(after.result).toMatchObject({ status: 'failed', error: expect.any(String) });
  });

  // A failing Before: status error "before script failed: …", After is not called.
  it('a throwing Before makes the case an error and skips After', () => {
    expect(got['before-throws']).toMatchObject({
      status: 'error',
      error: expect.stringContaining(
        'before script failed: hook function Boom failed: Error: boom',
      ),
    });
    expect(existsSync(path.join(dir, 'hooks/before-throws.after.json'))).toBe(false);
  });

  // executeHookFunction "function X not defined"; FindTestScript "hook script not found".
  it('a missing function or hook file is an error naming it', () => {
    expect(got['no-function']).toMatchObject({
      status: 'error',
      error: 'before script failed: function Nope not defined',
    });
    expect(got['no-file']).toMatchObject({
      status: 'error',
      error: 'before script failed: hook script not found: nofile_test.ts (id: hook.nofile_test)',
    });
  });

  // runSingleTest's deferred After: a failure is only the warning "after script failed".
  it('a throwing After is a warning; the case keeps its verdict', () => {
    expect(got['after-throws']?.status).toBe('passed');
    expect(res.err).toContain(
      'warning: after-throws: after script failed: hook function AfterBoom failed: Error: after went wrong',
    );
  });

  // executeHookFunction returns the `data` field only when there is one; nil data is not passed.
  it("hands After Before's whole value without a data field, and no fourth argument for none", async () => {
    expect((await readJson('hooks/no-data-field.after.json')).beforeData).toEqual({ user: 7 });
    const none = await readJson('hooks/returns-nothing.after.json');
    expect(none.count).toBe(3);
  });

  // ParseHookRef + generateHookScriptID: `sub.deep.Before` is src/sub/deep_test.ts.
  it('finds hook files in folders below src/ by their dotted id', async () => {
    expect(got['nested-file']?.status).toBe('passed');
    expect((await readJson('hooks/nested-file.after.json')).beforeData).toBe(
      'from sub/deep_test.ts',
    );
  });

  // runSingleTest runs Before, then parses the input (an error ends the case), and the deferred
  // After still runs; the hooks' testCase carries the input as written.
  it('an input Yao cannot parse: Before ran with it, the case errors, After sees the error', async () => {
    expect(got['bad-input']).toMatchObject({
      status: 'error',
      error:
        'failed to parse input (assistants/hk/tests/hooks.jsonl:11): unsupported input type: float64',
    });
    const before = await readJson('hooks/bad-input.before-args.json');
    expect((before.testCase as { input: unknown }).input).toBe(42);
    const after = await readJson('hooks/bad-input.after.json');
    expect(after.result).toMatchObject({
      status: 'error',
      error: expect.stringContaining('float64'),
    });
    expect(after.beforeData).toEqual({ user: 42 });
  });

  it('cases without hooks run as ever; the run fails for the failed and errored cases', () => {
    expect(got.plain?.status).toBe('passed');
    expect(res.code).toBe(1);
  });
});

describe('Yao --before / --after (runner.go RunTests: ExecuteBeforeAll / ExecuteAfterAll)', () => {
  // BeforeAll gets ctx and the active cases; AfterAll the results and BeforeAll's data.
  it('runs BeforeAll once before the cases and AfterAll once after, with its data', async () => {
    await write(
      'assistants/hk/tests/all.jsonl',
      jsonl([
        { id: 'one', input: 'go' },
        { id: 'two', input: 'go', assert: { type: 'contains', value: 'absent' } },
        { id: 'off', input: 'go', skip: true },
      ]),
    );
    const r = await run([
      'yao',
      'assistants/hk/tests/all.jsonl',
      '--no-results',
      '--before',
      'env_test.BeforeAll',
      '--after',
      'env_test.AfterAll',
    ]);
    expect(r.code).toBe(1);
    expect(await readJson('hooks/all.before.json')).toEqual({
      ctx: { locale: 'en' },
      ids: ['one', 'two'],
    });
    expect(await readJson('hooks/all.after.json')).toEqual({
      results: [
        ['one', 'passed'],
        ['two', 'failed'],
      ],
      beforeData: { started: 2 },
    });
  });

  // RunTests: "beforeAll script failed: …" is the run's error (exit 1); no case runs.
  it('a failing BeforeAll stops the run with exit 1 before any case', async () => {
    await write('assistants/hk/tests/one.jsonl', jsonl([{ id: 'lonely', input: 'go' }]));
    const r = await run([
      'yao',
      'assistants/hk/tests/one.jsonl',
      '-o',
      'lonely.json',
      '--before',
      'env.BadAll',
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'agentci: beforeAll script failed: hook function BadAll failed: Error: no database',
    );
    expect(existsSync(path.join(dir, 'lonely.json'))).toBe(false);
  });

  // The deferred AfterAll: its failure is the warning "afterAll script failed"; verdicts stand.
  it('a failing AfterAll is a warning', async () => {
    const r = await run([
      'yao',
      'assistants/hk/tests/one.jsonl',
      '--no-results',
      '--after',
      'env.BadAll',
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      'warning: afterAll script failed: hook function BadAll failed: Error: no database',
    );
  });
});

describe('Yao script tests with nothing to run (script.go ScriptRunner.Run)', () => {
  // Run: len(tests) == 0 → Warning("No tests to run"); the report has no failure → exit 0.
  it('a test file without Test functions (a hook file) warns "No tests to run" and exits 0', async () => {
    const r = await run(['yao', 'assistants/hk/src/env_test.ts']);
    expect(r.code).toBe(0);
    expect(r.err).toContain('warning: assistants/hk/src/env_test.ts: No tests to run');
    const named = await run(['yao', '-i', 'scripts.hk.env']);
    expect(named.code).toBe(0);
    expect(named.err).toContain('No tests to run');
  });

  // The same line after filterTests: a --run matching no test function is a warning too.
  it('--run matching no test function warns and exits 0', async () => {
    await write(
      'assistants/hk/src/calc_test.ts',
      'export function TestAdd(t) { t.assert.Equal(1 + 1, 2); }\n',
    );
    const r = await run(['yao', '-i', 'scripts.hk.calc', '--run', '^TestNothing$']);
    expect(r.code).toBe(0);
    expect(r.err).toContain('No tests to run: no test function matches ^TestNothing$');
    expect((await run(['yao', '-i', 'scripts.hk.calc'])).code).toBe(0);
  });
});

describe('Yao script assertion naming a process (assert.go assertScript)', () => {
  // process.Of(name, output, input, value).Exec(): scripts.tests.X is function X of scripts/tests.ts;
  // a bool, or {pass, message} (no bool pass = failed); anything else, a missing script or a
  // throw fails the case (never an error).
  it('runs the app script and reads its result as Yao does', async () => {
    await write(
      'scripts/tests.ts',
      `import { log } from "@yao/runtime";
export function Validate(output: string, input: string, value: string) {
  log.Info("validating %s", input);
  return { pass: output.includes(value), message: "looked for " + value };
}
export function Bool(output: string) { return output === "nothing prepared"; }
export function NoPass() { return { message: "no verdict" }; }
export function Text() { return "yes"; }
export function Throws() { throw new Error("bad script"); }
`,
    );
    const p = (script: string, extra: Record<string, unknown> = {}) => ({
      type: 'script',
      script,
      ...extra,
    });
    await write(
      'proc.jsonl',
      jsonl([
        { id: 'obj-pass', input: 'q', assert: p('scripts.tests.Validate', { value: 'nothing' }) },
        { id: 'obj-fail', input: 'q', assert: p('scripts.tests.Validate', { value: 'absent' }) },
        { id: 'bool-pass', input: 'q', assert: p('scripts.tests.Bool') },
        { id: 'negated', input: 'q', assert: p('scripts.tests.Bool', { negate: true }) },
        { id: 'no-pass-field', input: 'q', assert: p('scripts.tests.NoPass') },
        { id: 'text-result', input: 'q', assert: p('scripts.tests.Text') },
        { id: 'throws', input: 'q', assert: p('scripts.tests.Throws') },
        { id: 'no-script', input: 'q', assert: p('scripts.nothere.Validate') },
        { id: 'stub', input: 'qq', assert: p('models.check.Output', { value: 'nothing' }) },
      ]),
    );
    const r = await run(['yao', 'proc.jsonl', '--no-results', '-o', 'p.json']);
    expect(r.code).toBe(1);
    const got = await attempts('p.json');
    const status = Object.fromEntries(Object.entries(got).map(([k, v]) => [k, v.status]));
    expect(status).toEqual({
      'obj-pass': 'passed',
      'obj-fail': 'failed',
      'bool-pass': 'passed',
      negated: 'failed',
      'no-pass-field': 'failed',
      'text-result': 'failed',
      throws: 'failed',
      'no-script': 'failed',
      stub: 'passed',
    });
    expect(got['obj-fail']?.error).toContain('looked for absent');
    expect(got['no-pass-field']?.error).toContain('no verdict');
    expect(got['text-result']?.error).toContain('script returned unexpected type: string');
    expect(got.throws?.error).toContain(
      'script execution failed: scripts.tests.Throws: Error: bad script',
    );
    expect(got['no-script']?.error).toContain(
      'script execution failed: scripts.nothere.Validate: no scripts/nothere.ts or scripts/nothere.js in the app',
    );
  });
});

describe('Yao agent assertion with a validator agent (assert.go assertAgent)', () => {
  // assertAgent: `use: "agents:<id>"` calls that assistant (here an agents: entry of agentci.yaml)
  // with the JSON of {output, input, criteria, …options.metadata}; its reply is read with gou's
  // ExtractJSON as {passed, reason}. Every problem fails the case with Yao's message.
  it("asks the validator agent and reads {passed, reason}; without use it fails with Yao's message", async () => {
    await write(
      'validator.mjs',
      `import { appendFileSync } from 'node:fs';
let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => {
  const req = JSON.parse(s);
  appendFileSync('validator.log', JSON.stringify({ content: req.input, options: req.options }) + '\\n');
  const v = JSON.parse(req.input);
  const c = String(v.criteria ?? '');
  if (c.startsWith('raw:')) return process.stdout.write(c.slice(4));
  const passed = String(v.output).includes(c);
  process.stdout.write('Verdict:\\n\`\`\`json\\n' + JSON.stringify({ passed, reason: passed ? 'found ' + c : 'no ' + c }) + '\\n\`\`\`\\n');
});\n`,
    );
    await write(
      'validating.yaml',
      'agent:\n  command: [node, reply.mjs]\nagents:\n  checker:\n    command: [node, validator.mjs]\n',
    );
    const ag = (extra: Record<string, unknown>) => ({ type: 'agent', ...extra });
    await write(
      'agent-assert.jsonl',
      jsonl([
        {
          id: 'v-pass',
          input: 'q',
          assert: ag({
            use: 'agents:checker',
            value: 'nothing',
            options: { metadata: { k: 'm' } },
          }),
        },
        { id: 'v-fail', input: 'q', assert: ag({ use: 'agents:checker', value: 'absent' }) },
        { id: 'no-use', input: 'q', assert: ag({ value: 'nothing' }) },
        { id: 'no-prefix', input: 'q', assert: ag({ use: 'checker', value: 'nothing' }) },
        { id: 'unmapped', input: 'q', assert: ag({ use: 'agents:ghost', value: 'nothing' }) },
        { id: 'not-json', input: 'q', assert: ag({ use: 'agents:checker', value: 'raw:yes' }) },
        {
          id: 'no-passed',
          input: 'q',
          assert: ag({ use: 'agents:checker', value: 'raw:{"reason": "hm"}' }),
        },
      ]),
    );
    const r = await run([
      'yao',
      'agent-assert.jsonl',
      '--config',
      'validating.yaml',
      '--no-results',
      '-o',
      'a.json',
    ]);
    expect(r.code).toBe(1);
    const got = await attempts('a.json');
    const status = Object.fromEntries(Object.entries(got).map(([k, v]) => [k, v.status]));
    expect(status).toEqual({
      'v-pass': 'passed',
      'v-fail': 'failed',
      'no-use': 'failed',
      'no-prefix': 'failed',
      unmapped: 'failed',
      'not-json': 'failed',
      'no-passed': 'failed',
    });
    expect(got['v-fail']?.error).toContain('no absent');
    expect(got['no-use']?.error).toContain(
      "agent assertion requires 'use' field with 'agents:' prefix",
    );
    expect(got['no-prefix']?.error).toContain("requires 'use' field with 'agents:' prefix");
    expect(got.unmapped?.error).toContain('failed to get validator agent: ghost');
    expect(got['not-json']?.error).toContain('validator agent returned invalid response format');
    expect(got['no-passed']?.error).toContain("validator response missing 'passed' field");
    const calls = (await readFile(path.join(dir, 'validator.log'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { content: string; options: unknown });
    // Go's json.Marshal of the map: keys sorted, metadata merged in; Yao's validator options.
    const first = calls.find((c) => c.content.includes('"k"'));
    expect(first?.content).toBe(
      '{"criteria":"nothing","input":"q","k":"m","output":"nothing prepared"}',
    );
    expect(first?.options).toEqual({
      skip: { history: true, trace: true, output: true },
      metadata: { test_mode: 'validator' },
    });
  });

  // script_assert.go assertAgentMethod: assertAgent(Use "agents:"+id, response, input nil).
  it('t.assert.Agent in a script test asks the same validator agent', async () => {
    await write(
      'assistants/hk/src/judged_test.ts',
      'export function TestValidated(t) { t.assert.Agent("nothing prepared", "checker", { criteria: "nothing" }); }\n' +
        'export function TestRejected(t) { t.assert.Agent("something", "checker", { criteria: "nothing" }); }\n',
    );
    const r = await run(['yao', '-i', 'scripts.hk.judged', '--config', 'validating.yaml', '-v']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('no nothing');
    const calls = (await readFile(path.join(dir, 'validator.log'), 'utf8')).trim().split('\n');
    expect(calls).toContainEqual(
      JSON.stringify({
        content: '{"criteria":"nothing","input":null,"output":"nothing prepared"}',
        options: {
          skip: { history: true, trace: true, output: true },
          metadata: { test_mode: 'validator' },
        },
      }),
    );
  });
});
