import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseInput } from '../../src/model/index.js';
import {
  AttemptFailure,
  createTarget,
  type Target,
  type TargetContext,
  type TargetReply,
} from '../../src/targets/index.js';
import { AGENTS_DIR, request, timeoutNow } from './helpers.js';

// One table of attempts, run against every target implementing the fixture behaviour of
// test/fixtures/agents/behaviour.mjs: each must normalise to the same replies and failures.

const ctx: TargetContext = { baseDir: AGENTS_DIR, env: { ...process.env } };
let server: ChildProcess | undefined;
let serverUrl = '';

beforeAll(async () => {
  server = spawn(process.execPath, ['echo-server.mjs'], {
    cwd: AGENTS_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(server.stdout!, 'data')) as [Buffer];
  serverUrl = `http://127.0.0.1:${chunk.toString().trim()}/v1/chat/completions`;
});
afterAll(() => {
  server?.kill();
});

const implementations: Array<[string, () => Promise<Target>]> = [
  [
    'command (sh -c)',
    () => createTarget({ command: 'node echo-agent.mjs', mode: 'process', output: 'auto' }, ctx),
  ],
  [
    'command (argv)',
    () =>
      createTarget(
        { command: [process.execPath, 'echo-agent.mjs'], mode: 'process', output: 'auto' },
        ctx,
      ),
  ],
  [
    'command (session)',
    () =>
      createTarget(
        { command: [process.execPath, 'session-agent.mjs'], mode: 'session', output: 'auto' },
        ctx,
      ),
  ],
  ['http (openai)', () => createTarget({ url: serverUrl, method: 'POST', retries: 0 }, ctx)],
  ['module', () => createTarget({ module: './echo-module.mjs', export: 'run' }, ctx)],
];

interface Row {
  name: string;
  input: CaseInput;
  expected?: Partial<TargetReply>;
  failure?: { kind: 'error' | 'timeout'; message: RegExp };
  abortAfterMs?: number;
}

const rows: Row[] = [
  {
    name: 'echoes a plain input',
    input: 'hello world',
    expected: { output: 'hello world', tool_calls: undefined },
  },
  {
    name: 'answers the last user message of a conversation',
    input: [
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'ok' },
      { role: 'user', content: 'second' },
    ],
    expected: { output: 'second' },
  },
  {
    name: 'keeps unicode, quotes and backslashes intact',
    input: 'héllo 🌍 "quoted" \\ back\tslash',
    expected: { output: 'héllo 🌍 "quoted" \\ back\tslash' },
  },
  {
    name: 'reports tool calls and usage',
    input: 'tools: Paris',
    expected: {
      output: 'It is sunny in Paris',
      tool_calls: [{ id: 'call_1', name: 'get_weather', arguments: { city: 'Paris' } }],
      usage: { input_tokens: 12, output_tokens: 5 },
      finish_reason: 'tool_calls',
    },
  },
  {
    name: 'fails when asked to',
    input: 'fail please',
    failure: { kind: 'error', message: /asked to fail/ },
  },
  {
    name: 'times out when the agent never answers',
    input: 'sleep forever',
    abortAfterMs: 300,
    failure: { kind: 'timeout', message: /timed out/ },
  },
];

describe.each(implementations)('target contract: %s', (_name, make) => {
  let target: Target;
  beforeAll(async () => {
    target = await make();
  });
  afterAll(async () => {
    await target.close();
  });

  it.each(rows)('$name', async (row) => {
    const ac = new AbortController();
    const timer =
      row.abortAfterMs !== undefined
        ? setTimeout(() => timeoutNow(ac), row.abortAfterMs)
        : undefined;
    const req = request(row.input, { signal: ac.signal, timeoutMs: 20_000 });
    try {
      if (row.failure) {
        const err = await target.run(req).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(AttemptFailure);
        const f = err as AttemptFailure;
        expect(f.kind).toBe(row.failure.kind);
        expect(f.message).toMatch(row.failure.message);
        return;
      }
      const reply = await target.run(req);
      const picked = Object.fromEntries(
        Object.keys(row.expected!).map((k) => [k, reply[k as keyof TargetReply]]),
      );
      expect(picked).toEqual(row.expected);
    } finally {
      clearTimeout(timer);
    }
  });

  it('describes itself without being empty', () => {
    expect(target.description.length).toBeGreaterThan(0);
  });
});
