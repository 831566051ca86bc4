import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../../src/harness/agent.js';
import { AnthropicChatModel } from '../../src/harness/models/anthropic.js';
import { OpenAIChatModel } from '../../src/harness/models/openai.js';
import { tool } from '../../src/harness/tools.js';
import type { ChatModel } from '../../src/harness/types.js';
import { LimiterRegistry } from '../../src/net/endpoint-limiter.js';
import {
  FakeModelServer,
  anthropicText,
  anthropicToolUse,
  openaiText,
  openaiToolCall,
  type FakeReply,
} from '../fakes/fake-model-server.js';

const KEY = 'sk-test-SECRET-0123456789';

interface ProviderCase {
  name: 'openai' | 'anthropic';
  make: (
    url: string,
    o?: { stream?: boolean; timeoutMs?: number; limits?: LimiterRegistry },
  ) => ChatModel;
  text: (t: string) => FakeReply;
  toolCall: (name: string, args: unknown) => FakeReply;
  textStream: (t: string) => FakeReply;
  path: string;
  keyHeader: (h: Record<string, string | string[] | undefined>) => string | undefined;
}

const http = (o: { timeoutMs?: number; limits?: LimiterRegistry } = {}) => ({
  timeoutMs: o.timeoutMs ?? 5000,
  maxRetries: 2,
  baseDelayMs: 1,
  maxDelayMs: 5,
  ...(o.limits ? { limits: o.limits } : {}),
});

const providers: ProviderCase[] = [
  {
    name: 'openai',
    make: (url, o = {}) =>
      new OpenAIChatModel({
        model: 'gpt-4.1-mini',
        apiKey: KEY,
        baseUrl: `${url}/v1`,
        stream: o.stream,
        http: http(o),
      }),
    text: (t) => openaiText(t),
    toolCall: (n, a) => openaiToolCall(n, a),
    textStream: (t) => ({
      kind: 'sse',
      events: [
        { data: { choices: [{ delta: { role: 'assistant', content: t.slice(0, 3) } }] } },
        { data: { choices: [{ delta: { content: t.slice(3) }, finish_reason: 'stop' }] } },
        { data: { choices: [], usage: { prompt_tokens: 7, completion_tokens: 2 } } },
        { data: '[DONE]' },
      ],
    }),
    path: '/v1/chat/completions',
    keyHeader: (h) => String(h.authorization ?? ''),
  },
  {
    name: 'anthropic',
    make: (url, o = {}) =>
      new AnthropicChatModel({
        model: 'claude-sonnet-4-5',
        apiKey: KEY,
        baseUrl: url,
        stream: o.stream,
        http: http(o),
      }),
    text: (t) => anthropicText(t),
    toolCall: (n, a) => anthropicToolUse(n, a),
    textStream: (t) => ({
      kind: 'sse',
      events: [
        {
          event: 'message_start',
          data: {
            type: 'message_start',
            message: { usage: { input_tokens: 7, output_tokens: 1 } },
          },
        },
        {
          event: 'content_block_start',
          data: {
            type: 'content_block_start',
            index: 0,
            content_block: { type: 'text', text: '' },
          },
        },
        { event: 'ping', data: { type: 'ping' } },
        {
          event: 'content_block_delta',
          data: {
            type: 'content_block_delta',
            index: 0,
            delta: { type: 'text_delta', text: t.slice(0, 3) },
          },
        },
        {
          event: 'content_block_delta',
          data: {
            type: 'content_block_delta',
            index: 0,
            delta: { type: 'text_delta', text: t.slice(3) },
          },
        },
        { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
        {
          event: 'message_delta',
          data: {
            type: 'message_delta',
            delta: { stop_reason: 'end_turn' },
            usage: { output_tokens: 2 },
          },
        },
        { event: 'message_stop', data: { type: 'message_stop' } },
      ],
    }),
    path: '/v1/messages',
    keyHeader: (h) => String(h['x-api-key'] ?? ''),
  },
];

const server = new FakeModelServer();
beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  server.script();
});

async function failure(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Error) return e;
    throw new Error(`rejected with a non-Error: ${String(e)}`);
  }
  throw new Error('expected a rejection');
}

const ask = (m: ChatModel) => m.ainvoke({ messages: [{ role: 'user', content: 'hi' }] });

describe.each(providers)('$name provider over real HTTP', (p) => {
  it('sends the request in its wire format with the API key, and parses the reply', async () => {
    server.script(p.text('Hello!'));
    const r = await ask(p.make(server.url));
    expect(r.messages[0].content).toBe('Hello!');
    expect(r.stop_reason).toBe('end_turn');
    expect(r.usage?.input_tokens).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].url).toBe(p.path);
    expect(p.keyHeader(server.requests[0].headers)).toContain(KEY);
  });

  it('drives the agent loop through a tool call', async () => {
    server.script(p.toolCall('add', { a: 2, b: 3 }), p.text('5'));
    const add = tool({
      name: 'add',
      description: 'adds',
      schema: z.object({ a: z.number(), b: z.number() }),
      execute: ({ a, b }) => a + b,
    });
    const res = await new Agent({
      model: p.make(server.url),
      tools: [add],
      systemPrompt: 'math',
    }).run('2+3?');
    expect(res.output).toBe('5');
    expect(res.toolCalls[0]).toMatchObject({
      name: 'add',
      arguments: { a: 2, b: 3 },
      result: '5',
      is_error: false,
    });
    const second = JSON.stringify(server.requests[1].body);
    expect(second).toContain('"add"'); // the tool definition went out
    expect(second).toMatch(p.name === 'openai' ? /"role":"tool"/ : /"type":"tool_result"/);
    expect(res.usage.cost_usd).toBeGreaterThan(0);
  });

  it('streams over SSE', async () => {
    server.script(p.textStream('Hello world'));
    const r = await ask(p.make(server.url, { stream: true }));
    expect(r.messages[0].content).toBe('Hello world');
    expect(r.usage).toMatchObject({ input_tokens: 7, output_tokens: 2 });
    expect((server.requests[0].body as { stream?: boolean }).stream).toBe(true);
  });

  it('retries a 429 after the Retry-After the server asked for', async () => {
    const limits = new LimiterRegistry({ maxConcurrency: 4 });
    server.script(
      {
        kind: 'json',
        status: 429,
        headers: { 'retry-after': '0.05' },
        body: { error: 'slow down' },
      },
      p.text('ok'),
    );
    const r = await ask(p.make(server.url, { limits }));
    expect(r.messages[0].content).toBe('ok');
    expect(server.requests).toHaveLength(2);
    const [stats] = limits.stats();
    expect(stats).toMatchObject({ requests: 2, rate_limited: 1, min_concurrency: 2 });
  });

  it('retries a 500 with backoff', async () => {
    server.script({ kind: 'json', status: 500, body: { error: 'oops' } }, p.text('ok'));
    expect((await ask(p.make(server.url))).messages[0].content).toBe('ok');
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after the retries with a clear, masked error', async () => {
    server.script({ kind: 'json', status: 503, body: { error: `bad key ${KEY}` } });
    const err = await failure(ask(p.make(server.url)));
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(new RegExp(`${p.name}: HTTP 503 .*\\(after 3 tries\\)`));
    expect(err.message).toContain('bad key ***');
    expect(err.message).not.toContain(KEY);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 401 and masks the key the server echoed', async () => {
    server.script({
      kind: 'json',
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${KEY}` } },
    });
    const err = await failure(ask(p.make(server.url)));
    expect(err.message).toMatch(/HTTP 401/);
    expect(err.message).not.toContain(KEY);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a dropped connection', async () => {
    server.script({ kind: 'drop' }, p.text('back'));
    expect((await ask(p.make(server.url))).messages[0].content).toBe('back');
    expect(server.requests).toHaveLength(2);
  });

  it('retries a stream that drops mid-way', async () => {
    const stream = p.textStream('Hello world');
    if (stream.kind !== 'sse') throw new Error('unreachable');
    server.script({ ...stream, dropAfter: 2 }, stream);
    const r = await ask(p.make(server.url, { stream: true }));
    expect(r.messages[0].content).toBe('Hello world');
    expect(server.requests).toHaveLength(2);
  });

  it('fails with a clear error when every attempt drops', async () => {
    server.script({ kind: 'drop' });
    await expect(ask(p.make(server.url))).rejects.toThrow(
      /request to .* failed.*\(after 3 tries\)/,
    );
  });

  it('fails clearly on a slow reply that hits the timeout (not retried)', async () => {
    server.script({ ...(p.text('late') as Extract<FakeReply, { kind: 'json' }>), delayMs: 3000 });
    await expect(ask(p.make(server.url, { timeoutMs: 200 }))).rejects.toThrow(
      /timed out after 200 ms/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('fails clearly on a malformed body (not retried)', async () => {
    server.script({ kind: 'raw', body: '<html>gateway</html>' });
    await expect(ask(p.make(server.url))).rejects.toThrow(
      new RegExp(`${p.name}: malformed response body \\(not JSON\\)`),
    );
    expect(server.requests).toHaveLength(1);
  });

  it('fails clearly on JSON of the wrong shape', async () => {
    server.script({ kind: 'json', body: { unexpected: true } });
    await expect(ask(p.make(server.url))).rejects.toThrow(
      new RegExp(`${p.name}: unexpected response shape`),
    );
  });

  it('stops when the caller aborts', async () => {
    server.script({ ...(p.text('late') as Extract<FakeReply, { kind: 'json' }>), delayMs: 3000 });
    const ac = new AbortController();
    setTimeout(() => ac.abort(new Error('attempt cancelled')), 50);
    await expect(
      p.make(server.url).ainvoke({ messages: [{ role: 'user', content: 'x' }], signal: ac.signal }),
    ).rejects.toThrow('attempt cancelled');
  });
});
