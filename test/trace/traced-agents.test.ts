// Agents instrumented with the real OpenTelemetry SDKs, tested from their spans: a Node agent
// (@opentelemetry/sdk-node + the OTLP/HTTP protobuf exporter) and a Python one (opentelemetry-sdk +
// opentelemetry-exporter-otlp-proto-http), each printing only a plain-text answer. Every check
// must come out exactly as it does when the same agent reports its tool calls itself.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptResult, Report } from '../../src/model/index.js';
import { ROOT, runMain } from '../helpers/cli.js';

const NODE_AGENT = path.join(ROOT, 'test/fixtures/agents/otel-agent.mjs');
const PY_AGENT = path.join(ROOT, 'test/fixtures/agents/otel_agent.py');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-traced-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SUITE = [
  {
    id: 'weather',
    input: 'What is the weather in Paris?',
    assert: [{ type: 'tool_called', value: { name: 'get_weather', arguments: { city: 'Paris' } } }],
  },
  {
    id: 'wrong-city',
    input: 'What is the weather in Paris?',
    assert: [{ type: 'tool_called', value: { name: 'get_weather', arguments: { city: 'Rome' } } }],
  },
  { id: 'no-tool', input: 'Say hello', assert: [{ type: 'tool_called', value: 'get_weather' }] },
  {
    id: 'not-time',
    input: 'What is the weather in Oslo?',
    assert: [
      { type: 'tool_called', value: 'get_time', negate: true },
      { type: 'tool_result', value: { tool: 'get_weather', result: { temp_c: 21 } } },
    ],
  },
  {
    id: 'tool-failed',
    input: 'broken please',
    assert: [{ type: 'tool_result', value: { tool: 'flaky_lookup' } }],
  },
];

function writeSuite(name: string): string {
  const file = path.join(dir, `${name}.jsonl`);
  writeFileSync(file, SUITE.map((c) => JSON.stringify(c)).join('\n'));
  return file;
}

let runs = 0;
/** Runs the CLI in-process; returns the report and the process's exit code. */
async function run(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ report: Report; code: number | null; stderr: string }> {
  const report = path.join(dir, `report-${++runs}.json`);
  const r = await runMain(['run', ...args, '--report', report, '--no-results'], { cwd: dir, env });
  expect(r.stderr, r.stderr).not.toMatch(/problem|nothing was run/);
  return {
    report: JSON.parse(readFileSync(report, 'utf8')) as Report,
    code: r.code,
    stderr: r.stderr,
  };
}

const attempts = (r: Report): Map<string, AttemptResult> =>
  new Map(r.results.flatMap((c) => c.run_details.map((a) => [`${c.id}#${a.run}`, a] as const)));

/** What a check comes to, without what depends on the agent's exact wording. */
function verdicts(r: Report) {
  return [...attempts(r)].map(([id, a]) => ({
    id,
    status: a.status,
    checks: a.checks.map((k) => ({ label: k.label, passed: k.passed, message: k.message })),
  }));
}

const agentCmd = `node ${NODE_AGENT}`;

describe('a Node agent with @opentelemetry/sdk-node and the OTLP/HTTP exporter', () => {
  let direct: Report;
  beforeAll(async () => {
    // The reference: the same agent reporting its tool calls and usage on stdout, untraced.
    direct = (await run([writeSuite('direct'), '--agent', agentCmd], { OTEL_AGENT_REPORT: 'json' }))
      .report;
  });

  it('the reference run reports what the suite expects', () => {
    expect(verdicts(direct).map((v) => [v.id, v.status])).toEqual([
      ['weather#1', 'passed'],
      ['wrong-city#1', 'failed'],
      ['no-tool#1', 'failed'],
      ['not-time#1', 'passed'],
      ['tool-failed#1', 'failed'],
    ]);
  });

  for (const [mode, env] of [
    ['GenAI spans continuing TRACEPARENT', {}],
    [
      'GenAI spans in a root trace of its own (found by resource attribute)',
      { OTEL_AGENT_PARENT: 'own' },
    ],
    ['OpenInference spans', { OTEL_AGENT_CONVENTION: 'openinference' }],
  ] as const) {
    it(`${mode}: tool_called and tool_result hold and fail exactly as when reported directly`, async () => {
      const { report, code } = await run(
        [writeSuite('traced'), '--agent', agentCmd, '--trace'],
        env,
      );
      expect(code).toBe(1);
      expect(verdicts(report)).toEqual(verdicts(direct));
      for (const [id, a] of attempts(report)) {
        // Only the plain answer came on stdout; the calls came from the spans.
        expect(typeof a.output, id).toBe('string');
        expect(a.transcript?.trace?.complete, id).toBe(true);
        // Tokens are counted once (the agent span's sum is not added to its model calls).
        expect(a.usage?.input_tokens, id).toBe(attempts(direct).get(id)?.usage?.input_tokens);
        expect(a.usage?.output_tokens, id).toBe(attempts(direct).get(id)?.usage?.output_tokens);
        // gpt-4o-mini is in the price table: the spans' usage is priced.
        expect(a.usage?.cost_usd, id).toBeGreaterThan(0);
      }
      const weather = attempts(report).get('weather#1')!;
      expect(weather.transcript?.tool_calls).toEqual([
        expect.objectContaining({
          name: 'get_weather',
          arguments: { city: 'Paris' },
          result: { city: 'Paris', temp_c: 21 },
        }),
      ]);
      expect(weather.transcript?.trace?.spans.map((s) => [s.name, s.role])).toEqual([
        ['invoke_agent weather-bot', 'agent'],
        ['chat gpt-4o-mini', 'model'],
        ['execute_tool get_weather', 'tool'],
        ['chat gpt-4o-mini', 'model'],
      ]);
      // Budgets see the same tokens.
      expect(report.summary.usage?.input_tokens).toBe(direct.summary.usage?.input_tokens);
    });
  }

  it('span attributes are redacted like every output (report.json, HTML)', async () => {
    const secret = 'sk-trace-secret-987654321';
    const file = path.join(dir, 'secret.jsonl');
    writeFileSync(file, JSON.stringify(SUITE[0]));
    const html = path.join(dir, 'secret.html');
    const { report } = await run([file, '--agent', agentCmd, '--trace', '--html', html], {
      DEMO_API_KEY: secret,
      OTEL_AGENT_NOTE: `called with ${secret}`,
    });
    const a = report.results[0]!.run_details[0]!;
    const root = a.transcript?.trace?.spans.find((s) => s.role === 'agent');
    expect(root?.attributes?.['agent.note']).toBe('called with ***');
    expect(JSON.stringify(report)).not.toContain(secret);
    expect(readFileSync(html, 'utf8')).not.toContain(secret);
  });

  it('a token budget counts traced tokens: once spent, later attempts are skipped', async () => {
    const { report } = await run([
      writeSuite('budget'),
      '--agent',
      agentCmd,
      '--trace',
      '--max-tokens',
      '300',
      '--parallel',
      '1',
    ]);
    const statuses = verdicts(report).map((v) => v.status);
    expect(statuses[0]).not.toBe('skipped');
    expect(statuses).toContain('skipped');
  });

  it('a flaky agent: the first divergent step is read from the spans', async () => {
    const file = path.join(dir, 'flaky.jsonl');
    writeFileSync(file, JSON.stringify(SUITE[0]));
    const { report } = await run([file, '--agent', agentCmd, '--trace', '--runs', '4'], {
      OTEL_AGENT_SKIP_ODD: '1',
    });
    const c = report.results[0]!;
    expect([c.passed, c.runs]).toEqual([2, 4]);
    expect(c.flaky_why?.divergence[0]).toMatchObject({
      step: 1,
      kind: 'missing_call',
      runs: [1, 3],
      passing: { name: 'get_weather', arguments: { city: 'Paris' } },
    });
  });

  it("skilltest's called / not_called see the agent's own tool calls through its spans", async () => {
    const sdir = path.join(dir, 'skilltest');
    mkdirSync(path.join(sdir, 'desk'), { recursive: true });
    writeFileSync(
      path.join(sdir, 'desk', 'SKILL.md'),
      '---\nname: desk\ndescription: Answers weather questions.\n---\nUse get_weather.\n',
    );
    writeFileSync(
      path.join(sdir, 'weather.yaml'),
      [
        'skill: desk',
        'input: "What is the weather in Paris?"',
        'mocks:',
        '  - name: weather',
        '    match: { tool: get_weather }',
        '  - name: clock',
        '    match: { tool: get_time }',
        'evals:',
        '  - type: called',
        '    mock: weather',
        '    times: 1',
        '    where: { city: "Paris" }',
        '  - type: not_called',
        '    mock: clock',
        '  - type: called',
        '    name: expected to fail',
        '    mock: clock',
      ].join('\n'),
    );
    const { report } = await run([path.join(sdir, 'weather.yaml'), '--agent', agentCmd, '--trace']);
    const a = report.results[0]!.run_details[0]!;
    expect(a.checks.map((k) => [k.label, k.passed])).toEqual([
      ['called: weather', true],
      ['not_called: clock', true],
      ['expected to fail', false],
    ]);
    expect(a.transcript?.mock_calls).toEqual([
      { tool: 'get_weather', input: { city: 'Paris' }, action: 'spy' },
    ]);
  });
});

/** The Python packages the Python agent needs that this machine does not have. */
function missingPython(): string[] {
  const probe = spawnSync(
    'python3',
    [
      '-c',
      [
        'import importlib',
        'need = [("opentelemetry-sdk", "opentelemetry.sdk.trace"), ("opentelemetry-exporter-otlp-proto-http", "opentelemetry.exporter.otlp.proto.http.trace_exporter")]',
        'missing = []',
        'for pkg, mod in need:',
        '    try: importlib.import_module(mod)',
        '    except ImportError: missing.append(pkg)',
        'print(",".join(missing))',
      ].join('\n'),
    ],
    { encoding: 'utf8' },
  );
  if (probe.status !== 0) return ['python3'];
  return probe.stdout.trim() ? probe.stdout.trim().split(',') : [];
}

describe('a Python agent with opentelemetry-sdk and opentelemetry-exporter-otlp-proto-http', () => {
  const missing = missingPython();
  it('tool_called holds and fails as when reported directly; tokens are counted', async (ctx) => {
    if (missing.length)
      ctx.skip(
        `Python packages not installed: ${missing.join(', ')} (pip install ${missing.join(' ')})`,
      );
    const file = path.join(dir, 'py.jsonl');
    writeFileSync(
      file,
      SUITE.slice(0, 3)
        .map((c) => JSON.stringify(c))
        .join('\n'),
    );
    const { report } = await run([file, '--agent', `python3 ${PY_AGENT}`, '--trace']);
    expect(verdicts(report).map((v) => [v.id, v.status])).toEqual([
      ['weather#1', 'passed'],
      ['wrong-city#1', 'failed'],
      ['no-tool#1', 'failed'],
    ]);
    const weather = attempts(report).get('weather#1')!;
    expect(weather.usage).toMatchObject({ input_tokens: 250, output_tokens: 50 });
    expect(weather.transcript?.trace?.spans.find((s) => s.role === 'tool')?.service).toBe(
      'python-weather-bot',
    );
  });
});

describe('tracing on and off', () => {
  const echo = `node -e "const e = process.env; process.stdout.write([e.TRACEPARENT, e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, e.OTEL_RESOURCE_ATTRIBUTES, e.OTEL_BSP_SCHEDULE_DELAY, e.OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT].join(' | '))"`;
  const file = () => {
    const f = path.join(dir, 'echo.jsonl');
    writeFileSync(f, JSON.stringify({ id: 'echo', input: 'x' }));
    return f;
  };

  it('off (the default): no receiver, no trace environment, no trace in the transcript', async () => {
    const { report } = await run([file(), '--agent', echo]);
    const a = report.results[0]!.run_details[0]!;
    expect(a.output).toBe(' |  |  |  | ');
    expect(a.transcript?.trace).toBeUndefined();
  });

  it("--no-trace overrides the agent's trace: otlp; the agent's own resource attributes are kept", async () => {
    writeFileSync(
      path.join(dir, 'agentci.yaml'),
      `agent:\n  command: ${JSON.stringify(echo)}\n  trace: otlp\n  trace_flush: 100ms\n  env: { OTEL_RESOURCE_ATTRIBUTES: "team=search" }\n`,
    );
    try {
      const off = await run([file(), '--no-trace']);
      expect(off.report.results[0]!.run_details[0]!.output).toBe(' |  | team=search |  | ');
      const on = await run([file()]);
      const a = on.report.results[0]!.run_details[0]!;
      const [traceparent, endpoint, attrs, delay, capture] = String(a.output).split(' | ');
      // Unless the environment says otherwise: quick exports, GenAI content recorded.
      expect([delay, capture]).toEqual(['200', 'true']);
      expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/traces$/);
      expect(attrs).toBe(
        `team=search,agentci.attempt=${traceparent!.split('-')[1]},agentci.case=echo,agentci.run=1`,
      );
      // An agent configured for tracing that sends nothing: the attempt still passes, and its
      // trace says that nothing came within the flush window.
      expect(a.status).toBe('passed');
      expect(a.transcript?.trace).toMatchObject({ spans: [], received: 0, complete: false });
    } finally {
      rmSync(path.join(dir, 'agentci.yaml'));
    }
  });

  it('--trace on the harness agent is a usage error', async () => {
    writeFileSync(
      path.join(dir, 'agentci.yaml'),
      'agent:\n  harness:\n    model: { provider: scripted, replies: ["hi"] }\n',
    );
    try {
      const r = await runMain(['run', file(), '--trace', '--no-results'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--trace: tracing applies to command, HTTP and module agents/);
    } finally {
      rmSync(path.join(dir, 'agentci.yaml'));
    }
  });
});
