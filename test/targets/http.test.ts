import { afterEach, describe, expect, it } from 'vitest';
import type { HttpAgentConfig } from '../../src/model/index.js';
import { chatCompletionsUrl } from '../../src/targets/http.js';
import {
  AttemptFailure,
  createHttpTarget,
  parseRetryAfter,
  type TargetContext,
} from '../../src/targets/index.js';
import {
  chatReply,
  request,
  sendJson,
  startServer,
  timeoutNow,
  type TestServer,
} from './helpers.js';

const ctx: TargetContext = { baseDir: '/', env: {} };
const fast = { backoffBaseMs: 10, backoffMaxMs: 50 };
let servers: TestServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function serve(...args: Parameters<typeof startServer>): Promise<TestServer> {
  const s = await startServer(...args);
  servers.push(s);
  return s;
}

function http(url: string, extra: Partial<HttpAgentConfig> = {}): HttpAgentConfig {
  return { url, method: 'POST', retries: 3, ...extra };
}

async function failure(p: Promise<unknown>): Promise<AttemptFailure> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AttemptFailure);
  return err as AttemptFailure;
}

describe('http target: openai format', () => {
  it('posts a chat-completions request with only standard fields: model and messages', async () => {
    let seen: { headers: Record<string, unknown>; body: unknown } | undefined;
    const s = await serve((req, res, body) => {
      seen = { headers: req.headers, body: JSON.parse(body) };
      sendJson(res, 200, chatReply('hi there'));
    });
    const target = createHttpTarget(http(s.url + '/v1/chat/completions'), ctx);
    const reply = await target.run(request('hello', { id: 'greet', run: 2 }));
    expect(reply.output).toBe('hi there');
    expect(reply.messages).toEqual([{ role: 'assistant', content: 'hi there' }]);
    expect(reply.finish_reason).toBe('stop');
    expect(seen!.body).toEqual({
      model: 'agentci',
      messages: [{ role: 'user', content: 'hello' }],
    });
    expect(seen!.headers['content-type']).toBe('application/json');
    expect(target.description).toBe(`POST ${s.url}/v1/chat/completions`);
  });

  it('adds user and metadata {case_id, run} as strings with metadata: true, and names the model', async () => {
    let seen: unknown;
    const s = await serve((_req, res, body) => {
      seen = JSON.parse(body);
      sendJson(res, 200, chatReply('hi there'));
    });
    const target = createHttpTarget(
      http(s.url + '/v1/chat/completions', { metadata: true, model: 'gpt-4o-mini' }),
      ctx,
    );
    await target.run(request('hello', { id: 'greet', run: 2 }));
    expect(seen).toEqual({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hello' }],
      user: 'test-user',
      metadata: { case_id: 'greet', run: '2' },
    });
  });

  it('retries a 429 after its Retry-After, then succeeds', async () => {
    let count = 0;
    const s = await serve((_req, res) => {
      count++;
      if (count === 1) sendJson(res, 429, { error: 'slow down' }, { 'retry-after': '1' });
      else sendJson(res, 200, chatReply('finally'));
    });
    const reply = await createHttpTarget(http(s.url), ctx, fast).run(request('x'));
    expect(reply.output).toBe('finally');
    expect(count).toBe(2);
  });

  it('retries a 500 when the agent says its calls are idempotent, then succeeds', async () => {
    let count = 0;
    const s = await serve((_req, res) => {
      count++;
      if (count === 1) sendJson(res, 500, { error: 'boom' });
      else sendJson(res, 200, chatReply('recovered'));
    });
    const reply = await createHttpTarget(http(s.url, { idempotent: true }), ctx, fast).run(
      request('x'),
    );
    expect(reply.output).toBe('recovered');
    expect(count).toBe(2);
  });

  it('does not send a request twice after a 500 unless the agent is idempotent', async () => {
    let count = 0;
    const s = await serve((_req, res) => {
      count++;
      sendJson(res, 500, { error: 'boom' });
    });
    const f = await failure(createHttpTarget(http(s.url), ctx, fast).run(request('x')));
    expect(count).toBe(1);
    expect(f.message).toMatch(/^HTTP 500 Internal Server Error from POST /);
  });

  it('retries after a connection reset when idempotent, then succeeds', async () => {
    let count = 0;
    const s = await serve((req, res) => {
      count++;
      if (count === 1) req.socket.destroy();
      else sendJson(res, 200, chatReply('reconnected'));
    });
    const reply = await createHttpTarget(http(s.url, { idempotent: true }), ctx, fast).run(
      request('x'),
    );
    expect(reply.output).toBe('reconnected');
    expect(count).toBe(2);
  });

  it('does not retry a connection reset after the agent got the request (not idempotent)', async () => {
    let count = 0;
    const s = await serve((req) => {
      count++;
      req.socket.destroy();
    });
    const f = await failure(createHttpTarget(http(s.url), ctx, fast).run(request('x')));
    expect(count).toBe(1);
    expect(f.message).toMatch(/request to http:\/\/127\.0\.0\.1:\d+ failed: /);
  });

  it('does not retry a 400 and names the status and body', async () => {
    let count = 0;
    const s = await serve((_req, res) => {
      count++;
      sendJson(res, 400, { error: { message: 'bad field "messages"' } });
    });
    const f = await failure(createHttpTarget(http(s.url), ctx, fast).run(request('x')));
    expect(count).toBe(1);
    expect(f.kind).toBe('error');
    expect(f.message).toMatch(/^HTTP 400 Bad Request from POST http:\/\/127\.0\.0\.1:\d+/);
    expect(f.message).toContain('bad field');
  });

  it('gives up after the configured retries', async () => {
    let count = 0;
    const s = await serve((_req, res) => {
      count++;
      sendJson(res, 503, { error: 'down' });
    });
    const f = await failure(
      createHttpTarget(http(s.url, { retries: 2, idempotent: true }), ctx, fast).run(request('x')),
    );
    expect(count).toBe(3);
    expect(f.message).toMatch(/HTTP 503 Service Unavailable .*\(after 3 tries\)/);
  });

  it('reports a refused connection after retrying', async () => {
    const s = await serve(() => undefined);
    const url = s.url;
    await s.close();
    servers = [];
    const f = await failure(
      createHttpTarget(http(url, { retries: 1 }), ctx, fast).run(request('x')),
    );
    expect(f.message).toMatch(
      /request to http:\/\/127\.0\.0\.1:\d+ failed: ECONNREFUSED .*\(after 2 tries\)/,
    );
  });

  it('times out on a slow reply when the signal fires', async () => {
    let count = 0;
    const s = await serve(() => {
      count++; // never answers
    });
    const ac = new AbortController();
    const p = createHttpTarget(http(s.url), ctx, fast).run(
      request('x', { signal: ac.signal, timeoutMs: 250 }),
    );
    setTimeout(() => timeoutNow(ac), 250);
    const f = await failure(p);
    expect(f.kind).toBe('timeout');
    expect(f.message).toBe('timed out after 250 ms');
    expect(count).toBe(1);
  });

  it('stops retrying as soon as the attempt is cancelled', async () => {
    let count = 0;
    const s = await serve((_req, res) => {
      count++;
      sendJson(res, 503, {}, { 'retry-after': '30' });
    });
    const ac = new AbortController();
    const p = createHttpTarget(http(s.url), ctx, fast).run(request('x', { signal: ac.signal }));
    await new Promise((r) => setTimeout(r, 200));
    ac.abort();
    const f = await failure(p);
    expect(f.kind).toBe('error');
    expect(f.message).toBe('cancelled');
    expect(count).toBe(1);
  });

  it('names the status and the start of a non-JSON body', async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>' + 'gateway says no '.repeat(50) + '</html>');
    });
    const f = await failure(createHttpTarget(http(s.url), ctx, fast).run(request('x')));
    expect(f.message).toMatch(/^HTTP 200: response is not JSON: "<html>gateway says no/);
    expect(f.message).not.toContain('</html>');
  });

  it('refuses a response body over the cap', async () => {
    const s = await serve((_req, res) => sendJson(res, 200, chatReply('z'.repeat(5000))));
    const f = await failure(
      createHttpTarget(http(s.url), ctx, { ...fast, maxResponseBytes: 2048 }).run(request('x')),
    );
    expect(f.message).toBe('response body exceeded 2 KiB from POST ' + s.url);
  });

  it('masks secrets from ${VAR} in errors and the description', async () => {
    const secret = 'sk-test-0123456789abcdef';
    const urlKey = 'url-key-9876543210';
    let auth: string | undefined;
    const s = await serve((req, res) => {
      auth = req.headers.authorization;
      // A badly behaved server echoing credentials back.
      sendJson(res, 401, { error: `invalid key ${req.headers.authorization} for ${req.url}` });
    });
    const target = createHttpTarget(
      http(`${s.url}/chat?key=\${URL_KEY}`, { headers: { Authorization: 'Bearer ${API_KEY}' } }),
      { baseDir: '/', env: { API_KEY: secret, URL_KEY: urlKey } },
      fast,
    );
    expect(target.description).toBe(`POST ${s.url}/chat?key=***`);
    const f = await failure(target.run(request('x')));
    expect(auth).toBe(`Bearer ${secret}`);
    expect(f.message).toContain('HTTP 401');
    expect(f.message).toContain('***');
    expect(f.message).not.toContain(secret);
    expect(f.message).not.toContain(urlKey);
  });

  it('refuses a config whose ${VAR} is unset', () => {
    expect(() =>
      createHttpTarget(
        http('http://127.0.0.1:9/x', { headers: { 'X-Api-Key': '${MISSING_KEY}' } }),
        ctx,
      ),
    ).toThrow(/agent\.headers\.X-Api-Key: the environment variable MISSING_KEY is not set/);
  });
});

describe('http target: template format', () => {
  it('fills placeholders and reads output_path and tool_calls_path', async () => {
    let seen: unknown;
    const s = await serve((_req, res, body) => {
      seen = JSON.parse(body);
      sendJson(res, 200, {
        data: { answer: 'forty-two' },
        calls: [{ name: 'calc', arguments: '{"expr":"6*7"}', result: 42 }],
        usage: { prompt_tokens: 3, completion_tokens: 4 },
      });
    });
    const target = createHttpTarget(
      http(s.url, {
        body: {
          question: '{{input}}',
          history: '{{messages}}',
          who: '{{env.user}}',
          label: 'case {{id}} run {{run}} for {{env.user}}',
          tags: ['{{metadata.tier}}', 'fixed'],
          run: '{{run}}',
          missing: '{{metadata.nope}}',
        },
        output_path: '$.data.answer',
        tool_calls_path: 'calls',
      }),
      ctx,
    );
    const req = request(
      [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'hello' },
        { role: 'user', content: 'what is 6*7?' },
      ],
      { id: 'calc-1', run: 4, metadata: { tier: 'gold' } },
    );
    const reply = await target.run(req);
    expect(seen).toEqual({
      question: 'what is 6*7?',
      history: req.attempt.messages,
      who: 'test-user',
      label: 'case calc-1 run 4 for test-user',
      tags: ['gold', 'fixed'],
      run: 4,
      missing: null,
    });
    expect(reply.output).toBe('forty-two');
    expect(reply.tool_calls).toEqual([{ name: 'calc', arguments: { expr: '6*7' }, result: 42 }]);
    expect(reply.usage).toEqual({ input_tokens: 3, output_tokens: 4 });
  });

  it('returns the whole JSON body, or the text body, without output_path', async () => {
    const s = await serve((req, res) => {
      if (req.url === '/json') sendJson(res, 200, { a: [1, 2] });
      else {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('plain answer');
      }
    });
    const body = { q: '{{input}}' };
    expect(
      (await createHttpTarget(http(s.url + '/json', { body }), ctx).run(request('x'))).output,
    ).toEqual({
      a: [1, 2],
    });
    expect(
      (await createHttpTarget(http(s.url + '/text', { body }), ctx).run(request('x'))).output,
    ).toBe('plain answer');
  });

  it('fails when output_path is not in the response', async () => {
    const s = await serve((_req, res) => sendJson(res, 200, { other: 1 }));
    const target = createHttpTarget(
      http(s.url, { body: {}, output_path: 'choices[0].message.content' }),
      ctx,
    );
    const f = await failure(target.run(request('x')));
    expect(f.message).toBe(
      'HTTP 200: output_path: path $.choices[0].message.content not found (keys at $: other); response: "{\\"other\\":1}"',
    );
  });

  it('reads tool calls through a wildcard path', async () => {
    const s = await serve((_req, res) =>
      sendJson(res, 200, {
        answer: 'ok',
        steps: [{ call: { name: 'a', arguments: {} } }, { call: { name: 'b' } }],
      }),
    );
    const target = createHttpTarget(
      http(s.url, { body: {}, output_path: 'answer', tool_calls_path: '$.steps[*].call' }),
      ctx,
    );
    const reply = await target.run(request('x'));
    expect(reply.tool_calls).toEqual([{ name: 'a', arguments: {} }, { name: 'b' }]);
  });

  it('refuses a malformed path when the target is created', () => {
    expect(() =>
      createHttpTarget(http('http://127.0.0.1:9/', { body: {}, output_path: '$..x' }), ctx),
    ).toThrow(/agent\.output_path: invalid JSON path/);
  });

  it('refuses an unknown placeholder when the target is created', () => {
    expect(() =>
      createHttpTarget(http('http://127.0.0.1:9/', { body: { q: '{{inptu}}' } }), ctx),
    ).toThrow(/agent\.body\.q: unknown placeholder \{\{inptu\}\}/);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('chatCompletionsUrl', () => {
  it.each([
    ['https://api.openai.com/v1', 'https://api.openai.com/v1/chat/completions'],
    ['https://api.openai.com/v1/', 'https://api.openai.com/v1/chat/completions'],
    [
      'http://127.0.0.1:8000/proxy/v1?key=1',
      'http://127.0.0.1:8000/proxy/v1/chat/completions?key=1',
    ],
    // A full URL, or any other path, is used as it is.
    ['https://api.openai.com/v1/chat/completions', 'https://api.openai.com/v1/chat/completions'],
    ['http://127.0.0.1:8000/chat', 'http://127.0.0.1:8000/chat'],
    ['http://127.0.0.1:8000', 'http://127.0.0.1:8000'],
  ])('%s → %s', (given, used) => expect(chatCompletionsUrl(given)).toBe(used));
});
