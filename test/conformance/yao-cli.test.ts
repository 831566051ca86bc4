import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { main } from '../../src/cli/main.js';

/*
 * Yao's command line and reports, run through the CLI in-process: each test is one behaviour of
 * `yao agent test` as Yao's code has it (YaoApp/yao at 0d1ddce: cmd/agent/test.go, agent/test/
 * runner.go, resolver.go, input_source.go, loader.go, reporter.go, types.go).
 */

// ---------------------------------------------------------------------------------------------
// Yao's Report, field by field from the Go struct tags of agent/test/types.go. `json:"x"` is a
// required key, `json:"x,omitempty"` an optional one; Go's int/int64 must be whole numbers (a
// fraction fails jsoniter.Unmarshal, so `yao agent extract` could not read the file); time.Time is
// RFC 3339. Objects are loose: agentci's extra fields are allowed, Yao's own must have Yao's type.
// ---------------------------------------------------------------------------------------------
const int = z.number().int();
const StatusSchema = z.enum(['passed', 'failed', 'skipped', 'error', 'timeout']);

/** types.go Summary. */
const YaoSummarySchema = z.looseObject({
  total: int,
  passed: int,
  failed: int,
  skipped: int,
  errors: int,
  timeouts: int,
  duration_ms: int,
  agent_id: z.string(),
  agent_path: z.string().optional(),
  connector: z.string(),
  runs_per_case: int.optional(),
  total_runs: int.optional(),
  overall_pass_rate: z.number().optional(),
  stable_cases: int.optional(),
  unstable_cases: int.optional(),
});

/** types.go Environment (no omitempty: every key is written). */
const YaoEnvironmentSchema = z.looseObject({
  user_id: z.string(),
  team_id: z.string(),
  locale: z.string(),
  client_type: z.string(),
  client_ip: z.string(),
  referer: z.string(),
  accept: z.string(),
});

/** types.go Trace, CompletionTrace, TraceToolCall. */
const YaoTraceSchema = z.looseObject({
  completion: z
    .looseObject({
      model: z.string().optional(),
      role: z.string().optional(),
      content: z.unknown().optional(),
      reasoning_content: z.string().optional(),
      refusal: z.string().optional(),
    })
    .optional(),
  tool_calls: z
    .array(
      z.looseObject({
        id: z.string().optional(),
        server: z.string().optional(),
        tool: z.string(),
        arguments: z.unknown().optional(),
        result: z.unknown().optional(),
        error: z.string().optional(),
      }),
    )
    .optional(),
  next: z.unknown().optional(),
});

/** types.go CaseOptions, CaseSkipOptions. */
const YaoCaseOptionsSchema = z.looseObject({
  connector: z.string().optional(),
  skip: z
    .looseObject({
      history: z.boolean().optional(),
      trace: z.boolean().optional(),
      output: z.boolean().optional(),
      keyword: z.boolean().optional(),
      search: z.boolean().optional(),
    })
    .optional(),
  disable_global_prompts: z.boolean().optional(),
  search: z.boolean().optional(),
  mode: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** types.go Result. `input` has no omitempty: the key is always there (null when unset). */
const YaoResultSchema = z.looseObject({
  id: z.string(),
  status: StatusSchema,
  input: z.unknown().refine((v) => v !== undefined, 'input is always written'),
  output: z.unknown().optional(),
  expected: z.unknown().optional(),
  duration_ms: int,
  error: z.string().optional(),
  trace: YaoTraceSchema.optional(),
  options: YaoCaseOptionsSchema.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** types.go RunDetail. */
const YaoRunDetailSchema = z.looseObject({
  run: int,
  status: StatusSchema,
  duration_ms: int,
  output: z.unknown().optional(),
  error: z.string().optional(),
});

/** types.go StabilityResult. */
const YaoStabilityResultSchema = z.looseObject({
  id: z.string(),
  input: z.unknown().refine((v) => v !== undefined, 'input is always written'),
  expected: z.unknown().optional(),
  runs: int,
  passed: int,
  failed: int,
  pass_rate: z.number(),
  consistency: z.number(),
  stable: z.boolean(),
  stability_class: z.enum(['stable', 'mostly_stable', 'unstable', 'highly_unstable']),
  avg_duration_ms: z.number(),
  min_duration_ms: int,
  max_duration_ms: int,
  std_deviation_ms: z.number(),
  run_details: z.array(YaoRunDetailSchema),
});

/** types.go Options (time.Duration marshals as integer nanoseconds). */
const YaoOptionsSchema = z.looseObject({
  input: z.string(),
  input_mode: z.string(),
  output_file: z.string(),
  agent_id: z.string().optional(),
  connector: z.string().optional(),
  user_id: z.string().optional(),
  team_id: z.string().optional(),
  locale: z.string().optional(),
  context_file: z.string().optional(),
  timeout: int.optional(),
  parallel: int.optional(),
  runs: int.optional(),
  reporter_id: z.string().optional(),
  verbose: z.boolean().optional(),
  fail_fast: z.boolean().optional(),
  run: z.string().optional(),
  before_all: z.string().optional(),
  after_all: z.string().optional(),
  dry_run: z.boolean().optional(),
  simulator: z.string().optional(),
  json_output: z.boolean().optional(),
});

/** types.go ReportMetadata. */
const YaoMetadataSchema = z.looseObject({
  started_at: z.iso.datetime({ offset: true }),
  completed_at: z.iso.datetime({ offset: true }),
  version: z.string(),
  input_file: z.string(),
  output_file: z.string(),
  options: YaoOptionsSchema.optional(),
});

/** types.go Report. */
const YaoReportSchema = z.looseObject({
  summary: YaoSummarySchema,
  environment: YaoEnvironmentSchema.optional(),
  results: z.array(YaoResultSchema).optional(),
  stability_results: z.array(YaoStabilityResultSchema).optional(),
  metadata: YaoMetadataSchema,
  error: z.string().optional(),
});
type YaoReport = z.infer<typeof YaoReportSchema> & Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// The app: a command agent that answers what each message asks, and agentci.yaml naming it.
// ---------------------------------------------------------------------------------------------
const AGENT = `
import { appendFileSync, readFileSync } from 'node:fs';
const req = JSON.parse(readFileSync(0, 'utf8'));
const last = [...req.messages].reverse().find((m) => m.role === 'user');
const t = typeof last.content === 'string' ? last.content : '';
if (process.env.CALLS) appendFileSync(process.env.CALLS, JSON.stringify({ id: req.id, t }) + '\\n');
const say = (o) => process.stdout.write(typeof o === 'string' ? o : JSON.stringify(o));
if (t.startsWith('{"target_agent"')) {
  const g = JSON.parse(t);
  // A fenced block, as models answer: gou's ExtractJSON finds it. 'extra' is dropped (mapToCase).
  say('Here are the cases:\\n\`\`\`json\\n' + JSON.stringify(Array.from({ length: g.count }, (_, i) => ({
    id: 'G' + i, input: 'echo g' + i, assertions: [{ type: 'contains', value: 'g' + i }], extra: 1,
  }))) + '\\n\`\`\`');
} else if (t.startsWith('{"report"')) {
  const r = JSON.parse(t);
  say('# ' + r.format + ': ' + r.report.summary.passed + '/' + r.report.summary.total + ' ' + JSON.stringify(r.options));
} else if (t === 'sleep') setTimeout(() => {}, 10000);
else if (t === 'crash') process.exit(3);
else if (t === 'env') say({ output: { team: req.env.team, user: req.env.user, options: req.options ?? null, var: process.env.FROM_ENV_FILE ?? null } });
else say(t.replace(/^echo /, ''));
`;

const CONFIG = `
agents:
  myagent: { command: "node agent.mjs" }
  tests.generator: { command: "node agent.mjs" }
  reporter: { command: "node agent.mjs" }
  harnessed:
    harness:
      model: { provider: scripted, replies: ["the agent's own model"] }
connectors:
  gpt4o: { provider: scripted, replies: ["answered by gpt4o"] }
`;

const SUITE = [
  { id: 'pass', input: 'echo hi', assert: { type: 'contains', value: 'hi' } },
  { id: 'fail', input: 'echo no', assert: { type: 'contains', value: 'zz' } },
  { id: 'err', input: 'crash', assert: 'contains' },
  { id: 'slow', input: 'sleep', timeout: '1s', assert: 'contains' },
  { id: 'skipped', input: 'echo s', skip: true },
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-yao-cli-'));
  await writeFile(path.join(dir, 'agent.mjs'), AGENT);
  await writeFile(path.join(dir, 'agentci.yaml'), CONFIG);
  await mkdir(path.join(dir, 'tests'));
  await writeFile(
    path.join(dir, 'tests', 'suite.jsonl'),
    `${SUITE.map((c) => JSON.stringify(c)).join('\n')}\n`,
  );
  await writeFile(
    path.join(dir, 'tests', 'two.jsonl'),
    `${JSON.stringify({ id: 'a', input: 'echo a', assert: 'contains' })}\n${JSON.stringify({ id: 'b', input: 'echo b', assert: 'contains' })}\n`,
  );
  await writeFile(
    path.join(dir, 'tests', 'env.jsonl'),
    `${JSON.stringify({ id: 'env', input: 'env', options: { connector: 'own' } })}\n`,
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1', ...env },
    stdout: { write: (s: string) => void (out += s), isTTY: false },
    stderr: { write: (s: string) => void (err += s) },
  });
  return { code, out, err };
}

const readJson = async (f: string): Promise<YaoReport> =>
  JSON.parse(await readFile(path.join(dir, f), 'utf8')) as YaoReport;

/** Parses with Yao's Report schema, failing the test with every wrong field. */
function asYaoReport(json: unknown): YaoReport {
  const r = YaoReportSchema.safeParse(json);
  if (!r.success)
    throw new Error(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  return r.data as YaoReport;
}

const byId = (rs: unknown, id: string) =>
  (rs as { id: string }[]).find((r) => r.id === id) as Record<string, unknown>;

describe("Yao's command line (cmd/agent/test.go)", () => {
  it('-n <agent> tests the agents: entry of that name; summary.agent_id is its id (test.go -n, runner.go Resolve)', async () => {
    const r = await run(['yao', '-n', 'myagent', '-i', 'tests/two.jsonl', '-o', 'n.json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const rep = asYaoReport(await readJson('n.json'));
    expect(rep.summary.agent_id).toBe('myagent');
    expect(rep.results?.map((x) => x.output)).toEqual(['a', 'b']);
    // An unknown id is bad input, named with what is known.
    const bad = await run(['yao', '-n', 'myagnet', '-i', 'tests/two.jsonl']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(
      '-n myagnet: no agent of that name in agents: (did you mean "myagent"?)',
    );
  });

  it("-c <connector> replaces the harness agent's model with connectors.<id>; summary.connector names it (runner.go buildContextOptions)", async () => {
    const own = await run(['yao', '-n', 'harnessed', '-i', 'hello']);
    expect(own.out).toContain("the agent's own model");
    const r = await run(['yao', '-n', 'harnessed', '-c', 'gpt4o', '-i', 'hello']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('answered by gpt4o');
    const unknown = await run(['yao', '-n', 'harnessed', '-c', 'gpt4', '-i', 'hello']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain(
      '-c gpt4: no connector of that name in connectors: (did you mean "gpt4o"?)',
    );
  });

  it("-c <connector> reaches other agents as options.connector, over the case's own (buildContextOptions: runner override last)", async () => {
    const r = await run([
      'yao',
      '-n',
      'myagent',
      '-i',
      'tests/env.jsonl',
      '-c',
      'gpt4o',
      '-o',
      'c.json',
    ]);
    expect(r.code).toBe(0);
    const rep = asYaoReport(await readJson('c.json'));
    expect(rep.summary.connector).toBe('gpt4o');
    const out = byId(rep.results, 'env').output as { options: { connector: string } };
    expect(out.options.connector).toBe('gpt4o');
    // Result.Options is the case's own (tc.Options), not the override.
    expect(byId(rep.results, 'env').options).toEqual({ connector: 'own' });
  });

  it('--json in direct message mode prints {type: direct_output, output, duration_ms, trace} (output.go DirectOutputJSON)', async () => {
    const r = await run(['yao', '-n', 'myagent', '-i', 'echo hello', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as Record<string, unknown>;
    expect(j).toMatchObject({ type: 'direct_output', output: 'hello' });
    expect(Number.isInteger(j.duration_ms)).toBe(true);
    expect(j.trace).toEqual({ completion: { role: 'assistant', content: 'hello' } });
  });

  it('--json is a flag with no argument: a suite run takes it and writes its reports as without it (runner.go RunTests never reads JSONOutput)', async () => {
    const r = await run([
      'yao',
      '-n',
      'myagent',
      '-i',
      'tests/two.jsonl',
      '--json',
      '-o',
      'j.json',
    ]);
    expect(r.code).toBe(0);
    expect(asYaoReport(await readJson('j.json')).metadata.options?.json_output).toBe(true);
  });

  it('--dry-run prints the cases as Yao Case JSON lines, writes them to the output file and runs nothing (runner.go outputDryRun)', async () => {
    const calls = path.join(dir, 'dry-calls.jsonl');
    const r = await run(
      ['yao', '-n', 'myagent', '-i', 'tests/suite.jsonl', '--dry-run', '-o', 'dry.jsonl'],
      {
        CALLS: calls,
      },
    );
    expect(r.code).toBe(0);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    // Every case, skipped ones too (outputDryRun runs before FilterSkipped).
    expect(lines.map((l) => l.id)).toEqual(['pass', 'fail', 'err', 'slow', 'skipped']);
    expect(lines[0]).toEqual({
      id: 'pass',
      input: 'echo hi',
      assert: [{ type: 'contains', value: 'hi' }],
    });
    expect(lines[3]).toMatchObject({ id: 'slow', timeout: '1s' });
    expect(lines[4]).toMatchObject({ id: 'skipped', skip: true });
    expect(await readFile(path.join(dir, 'dry.jsonl'), 'utf8')).toBe(r.out);
    await expect(readFile(calls, 'utf8')).rejects.toThrow(); // the agent was never called
  });

  it('-i "agents:<id>?count=3" asks the generator agent with GeneratorInput and runs what it returns (input_source.go GenerateTestCases)', async () => {
    const calls = path.join(dir, 'gen-calls.jsonl');
    const r = await run(
      ['yao', '-n', 'myagent', '-i', 'agents:tests.generator?count=3&focus=edge', '-o', 'gen.json'],
      {
        CALLS: calls,
      },
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const first = JSON.parse((await readFile(calls, 'utf8')).split('\n')[0] as string) as {
      t: string;
    };
    expect(JSON.parse(first.t)).toEqual({
      target_agent: { id: 'myagent' },
      count: 3,
      focus: 'edge',
    });
    const rep = asYaoReport(await readJson('gen.json'));
    expect(rep.results?.map((x) => [x.id, x.status])).toEqual([
      ['G0', 'passed'],
      ['G1', 'passed'],
      ['G2', 'passed'],
    ]);
    expect(rep.metadata.input_file).toBe('agents:tests.generator?count=3&focus=edge');
    // With --dry-run the generated cases are printed instead; count defaults to 5.
    const dry = await run([
      'yao',
      '-n',
      'myagent',
      '-i',
      'agents:tests.generator',
      '--dry-run',
      '--no-results',
    ]);
    expect(dry.out.trim().split('\n')).toHaveLength(5);
  });

  it('-i scripts:<module>.<Function> runs the generator script scripts/<module>.ts with the TargetAgentInfo (loader.go LoadFromScript)', async () => {
    await mkdir(path.join(dir, 'scripts', 'tests'), { recursive: true });
    await writeFile(
      path.join(dir, 'scripts', 'tests', 'gen.ts'),
      `export function Generate(target: { id: string }) {
  return { test_cases: [{ id: 'S1', input: 'echo ' + target.id, assert: { type: 'equals', value: target.id } }] };
}\n`,
    );
    const r = await run([
      'yao',
      '-n',
      'myagent',
      '-i',
      'scripts:tests.gen.Generate',
      '-o',
      'sg.json',
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const rep = asYaoReport(await readJson('sg.json'));
    expect(rep.results?.map((x) => [x.id, x.status, x.output])).toEqual([
      ['S1', 'passed', 'myagent'],
    ]);
    const bad = await run(['yao', '-i', 'scripts:gen', '--no-results']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("invalid script reference format: gen (expected 'module.Function')");
  });

  it('-n X --scripts Y is the script test scripts.X.Y; --scripts without -n is an error (test.go Run)', async () => {
    await mkdir(path.join(dir, 'assistants', 'shop', 'src'), { recursive: true });
    await writeFile(
      path.join(dir, 'assistants', 'shop', 'src', 'cart_test.ts'),
      'function TestCart(t) { t.assert.True(true, "ok") }\n',
    );
    const r = await run(['yao', '-n', 'shop', '--scripts', 'cart', '--json']);
    expect(r.code).toBe(0);
    // --json in script mode: Yao's ScriptTestReport alone on stdout (runner.go RunScriptTests).
    const j = JSON.parse(r.out) as { type: string; script: string; summary: { passed: number } };
    expect(j).toMatchObject({
      type: 'script_test',
      script: 'scripts.shop.cart',
      summary: { passed: 1 },
    });
    const bad = await run(['yao', '--scripts', 'cart']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('-n <agent> is required when using --scripts');
  });

  it("-r <agent> makes the output file the reporter agent's answer to {report, format, options} (reporter.go AgentReporter)", async () => {
    const r = await run([
      'yao',
      '-n',
      'myagent',
      '-i',
      'tests/two.jsonl',
      '-r',
      'reporter',
      '-o',
      'rep.md',
      '-o',
      'rep.json',
      '-v',
    ]);
    expect(r.code).toBe(0);
    expect(await readFile(path.join(dir, 'rep.md'), 'utf8')).toBe(
      '# markdown: 2/2 {"verbose":true,"include_outputs":true,"include_inputs":true}',
    );
    expect(await readFile(path.join(dir, 'rep.json'), 'utf8')).toMatch(/^# json: 2\/2 /);
    const bad = await run(['yao', '-n', 'myagent', '-i', 'tests/two.jsonl', '-r', 'nobody']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('-r nobody: no agent of that name in agents:');
  });

  it('-a <app> finds inputs and agentci.yaml in the app; -e <file> adds its variables (agent.go Boot: godotenv.Overload)', async () => {
    await writeFile(path.join(dir, 'vars.env'), 'FROM_ENV_FILE=from-the-file\n');
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'agentci-yao-cwd-'));
    let out = '';
    const code = await main(
      [
        'yao',
        '-a',
        dir,
        '-e',
        path.join(dir, 'vars.env'),
        '-n',
        'myagent',
        '-i',
        'tests/env.jsonl',
        '-o',
        'app.json',
      ],
      {
        cwd: elsewhere,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1' },
        stdout: { write: (s: string) => void (out += s), isTTY: false },
        stderr: { write: () => undefined },
      },
    );
    expect(code).toBe(0);
    // -o is named from where the command ran, as Yao's os.Create does.
    const rep = asYaoReport(JSON.parse(await readFile(path.join(elsewhere, 'app.json'), 'utf8')));
    expect((byId(rep.results, 'env').output as { var: string }).var).toBe('from-the-file');
    await rm(elsewhere, { recursive: true, force: true });
  });

  it('--auth and --simulator are accepted; each says it has no effect and the run goes on (test.go flags)', async () => {
    const r = await run([
      'yao',
      '-n',
      'myagent',
      '-i',
      'tests/two.jsonl',
      '--auth',
      'cred',
      '--simulator',
      'tests.sim',
      '--no-results',
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toContain('warning: --auth has no effect');
    expect(r.err).toContain('warning: --simulator has no effect');
  });

  it('--ctx with tenant_id and no team_id: the team is the tenant (types.go NewEnvironmentWithContext); -t still wins (GetEnvironment)', async () => {
    await writeFile(
      path.join(dir, 'ctx.json'),
      JSON.stringify({ authorized: { user_id: 'u1', tenant_id: 'tenant-7' } }),
    );
    const r = await run([
      'yao',
      '-n',
      'myagent',
      '-i',
      'tests/env.jsonl',
      '--ctx',
      'ctx.json',
      '-o',
      'ctx.json.out.json',
    ]);
    expect(r.code).toBe(0);
    const rep = asYaoReport(await readJson('ctx.json.out.json'));
    expect(byId(rep.results, 'env').output).toMatchObject({ team: 'tenant-7', user: 'u1' });
    // The report's environment is NewEnvironment(-u, -t): the flags or the defaults, not --ctx.
    expect(rep.environment).toMatchObject({
      user_id: 'test-user',
      team_id: 'test-team',
      client_type: 'test',
    });
    await writeFile(
      path.join(dir, 'ctx2.json'),
      JSON.stringify({ authorized: { team_id: '', tenant_id: 'tenant-8' } }),
    );
    const flag = await run([
      'yao',
      '-n',
      'myagent',
      '-i',
      'tests/env.jsonl',
      '--ctx',
      'ctx2.json',
      '-t',
      'flag-team',
      '-o',
      'ctx2.out.json',
    ]);
    expect(flag.code).toBe(0);
    expect(byId((await readJson('ctx2.out.json')).results, 'env').output).toMatchObject({
      team: 'flag-team',
    });
  });

  it('default --parallel is 1: cases run one after another (test.go --parallel default 1)', async () => {
    const r = await run(['yao', '-n', 'myagent', '-i', 'tests/two.jsonl', '-o', 'par.json']);
    expect(r.code).toBe(0);
    const rep = await readJson('par.json');
    expect(rep.metadata.options?.parallel).toBe(1);
    const [a, b] = ['a', 'b'].map((id) => {
      const d = (
        byId(rep.results, id).run_details as { started_at: string; duration_ms: number }[]
      )[0]!;
      return { start: Date.parse(d.started_at), end: Date.parse(d.started_at) + d.duration_ms };
    });
    expect(b!.start).toBeGreaterThanOrEqual(a!.end - 5);
  });
});

describe("Yao's reports (runner.go, reporter.go, types.go)", () => {
  it("the default output-<timestamp>.jsonl beside the input holds Yao's JSON Report; the results stream goes to output-<timestamp>.results.jsonl (resolver.go ResolveOutputPath, GetOutputFormat)", async () => {
    const r = await run(['yao', '-n', 'myagent', '-i', 'tests/two.jsonl']);
    expect(r.code).toBe(0);
    const files = await readdir(path.join(dir, 'tests'));
    const report = files.filter((f) => /^output-\d{14}\.jsonl$/.test(f));
    expect(report).toHaveLength(1);
    const text = await readFile(path.join(dir, 'tests', report[0] as string), 'utf8');
    // JSONReporter: one indented JSON document (not JSON lines), what `yao agent extract` parses.
    expect(text.startsWith('{\n  "summary": {')).toBe(true);
    const rep = asYaoReport(JSON.parse(text));
    expect(rep.metadata.input_file).toBe('tests/two.jsonl');
    expect(rep.metadata.output_file).toBe(path.join(dir, 'tests', report[0] as string));
    const stream = report[0]!.replace(/\.jsonl$/, '.results.jsonl');
    expect(files).toContain(stream);
    const start = JSON.parse(
      (await readFile(path.join(dir, 'tests', stream), 'utf8')).split('\n')[0]!,
    );
    expect(start).toMatchObject({ type: 'start' });
    // agentci reads its own Yao report back.
    const again = await run(['report', path.join('tests', report[0] as string)]);
    expect(again.code).toBe(0);
    expect(again.out).toContain('2 cases: 2 passed');
  });

  it('summary counts (runs = 1): failed excludes errors and timeouts, each counted apart; skipped cases counted (runner.go calculateSingleSummary)', async () => {
    const r = await run(['yao', '-n', 'myagent', '-i', 'tests/suite.jsonl', '-o', 'counts.json']);
    expect(r.code).toBe(1);
    const rep = asYaoReport(await readJson('counts.json'));
    expect(rep.summary).toMatchObject({
      total: 5,
      passed: 1,
      failed: 1,
      errors: 1,
      timeouts: 1,
      skipped: 1,
      agent_id: 'myagent',
      connector: '',
      runs_per_case: 1,
    });
    expect(rep.stability_results).toBeUndefined();
    expect(Object.fromEntries((rep.results ?? []).map((x) => [x.id, x.status]))).toEqual({
      pass: 'passed',
      fail: 'failed',
      err: 'error',
      slow: 'timeout',
      skipped: 'skipped',
    });
    expect(byId(rep.results, 'slow').error).toMatch(/timeout/);
    // agentci's own fields are added under their own names.
    expect(rep).toMatchObject({ schema_version: 1, type: 'agent_test' });
    expect((rep.summary as Record<string, unknown>).attempts).toMatchObject({
      timeout: 1,
      error: 1,
    });
    expect(rep.metadata.options).toMatchObject({
      input: 'tests/suite.jsonl',
      runs: 1,
      timeout: 300_000_000_000,
    });
    // Read back, agentci's summary is its own again (errors and timeouts count as failures).
    const again = await run(['report', 'counts.json', '--json', 'counts.agentci.json']);
    expect(again.code).toBe(1);
    const agentci = JSON.parse(await readFile(path.join(dir, 'counts.agentci.json'), 'utf8')) as {
      summary: { failed: number; errors: number };
    };
    expect(agentci.summary).toMatchObject({ failed: 3, errors: 2 });
  });

  it('-o x.json with --runs > 1 writes stability_results with stability_class and no results (runner.go runStabilityTests, calculateStabilitySummary)', async () => {
    const r = await run([
      'yao',
      '-n',
      'myagent',
      '-i',
      'tests/suite.jsonl',
      '--runs',
      '2',
      '-o',
      'stab.json',
    ]);
    expect(r.code).toBe(1);
    const rep = asYaoReport(await readJson('stab.json'));
    expect(rep.results).toBeUndefined();
    const sr = rep.stability_results ?? [];
    // FilterSkipped: the skipped case is not among them (agentci keeps it in skipped_results).
    expect(sr.map((x) => [x.id, x.stability_class, x.runs, x.passed, x.failed])).toEqual([
      ['pass', 'stable', 2, 2, 0],
      ['fail', 'highly_unstable', 2, 0, 2],
      ['err', 'highly_unstable', 2, 0, 2],
      ['slow', 'highly_unstable', 2, 0, 2],
    ]);
    // agentci's own class rides along: a case that failed every run is `failing` there.
    expect(sr.map((x) => [x.id, x.class])).toEqual([
      ['pass', 'stable'],
      ['fail', 'failing'],
      ['err', 'failing'],
      ['slow', 'failing'],
    ]);
    expect(byId(rep.skipped_results, 'skipped').status).toBe('skipped');
    expect(byId(sr, 'err').run_details).toMatchObject([
      { run: 1, status: 'error' },
      { run: 2, status: 'error' },
    ]);
    // Stability summary: passed = stable cases, failed = the others; errors/timeouts not counted.
    expect(rep.summary).toMatchObject({
      total: 5,
      passed: 1,
      failed: 3,
      errors: 0,
      timeouts: 0,
      skipped: 1,
      runs_per_case: 2,
      total_runs: 8,
      overall_pass_rate: 25,
      stable_cases: 1,
      unstable_cases: 3,
    });
    const back = await run(['report', 'stab.json']);
    expect(back.code).toBe(1);
    expect(back.out).toContain('5 cases: 1 passed, 3 failed (2 by errors), 1 skipped');
  });
});
