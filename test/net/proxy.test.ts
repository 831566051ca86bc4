import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelFactory } from '../../src/harness/model-factory.js';
import { LlmJudge } from '../../src/judges/llm-judge.js';
import { ModelConfigSchema } from '../../src/model/model-config.js';
import { TranscriptSchema } from '../../src/model/transcript.js';
import { proxiedFetch, proxyEnvOf, proxyFor } from '../../src/net/proxy.js';
import { fetchForScript } from '../../src/scripts/session.js';
import { createHttpTarget } from '../../src/targets/index.js';
import { FakeModelServer } from '../fakes/fake-model-server.js';
import { seenAtLeast, startCountingProxy, type CountingProxy } from '../helpers/proxy.js';
import { chatReply, request, sendJson, startServer, type TestServer } from '../targets/helpers.js';

const run = promisify(execFile);

describe('proxyFor: which calls go through HTTPS_PROXY / HTTP_PROXY (curl rules)', () => {
  const env = (e: Record<string, string>) => proxyEnvOf(e);
  const via = (url: string, e: Record<string, string>) => proxyFor(url, env(e))?.href;
  const P = 'http://proxy.corp:3128/';

  it.each([
    // [url, environment, proxy used or undefined]
    ['http://api.example.com/v1', { HTTP_PROXY: P }, P],
    ['https://api.example.com/v1', { HTTPS_PROXY: P }, P],
    // An https URL does not fall back to HTTP_PROXY, nor http to HTTPS_PROXY (curl, Go).
    ['https://api.example.com/v1', { HTTP_PROXY: P }, undefined],
    ['http://api.example.com/v1', { HTTPS_PROXY: P }, undefined],
    // The lower-case variable wins; a blank one counts as unset.
    ['http://a.example', { http_proxy: 'http://low:1', HTTP_PROXY: P }, 'http://low:1/'],
    ['http://a.example', { http_proxy: ' ', HTTP_PROXY: P }, P],
    // `host:port` without a scheme is an http proxy.
    ['http://a.example', { HTTP_PROXY: 'proxy.corp:3128' }, P],
    // NO_PROXY: exact host and its subdomains, leading dot or `*.`, ports, `*`, spaces or commas.
    ['http://example.com', { HTTP_PROXY: P, NO_PROXY: 'example.com' }, undefined],
    ['http://api.example.com', { HTTP_PROXY: P, NO_PROXY: 'example.com' }, undefined],
    ['http://notexample.com', { HTTP_PROXY: P, NO_PROXY: 'example.com' }, P],
    ['http://api.example.com', { HTTP_PROXY: P, NO_PROXY: '.example.com' }, undefined],
    ['http://api.example.com', { HTTP_PROXY: P, NO_PROXY: '*.example.com' }, undefined],
    ['http://API.Example.COM', { HTTP_PROXY: P, no_proxy: 'x.org api.example.com' }, undefined],
    ['http://127.0.0.1:8080', { HTTP_PROXY: P, NO_PROXY: '127.0.0.1:8080' }, undefined],
    ['http://127.0.0.1:9090', { HTTP_PROXY: P, NO_PROXY: '127.0.0.1:8080' }, P],
    ['https://a.example', { HTTPS_PROXY: P, NO_PROXY: 'a.example:443' }, undefined],
    ['http://[::1]:8080', { HTTP_PROXY: P, NO_PROXY: '::1' }, undefined],
    ['http://[::1]:8080', { HTTP_PROXY: P, NO_PROXY: '[::1]:8080' }, undefined],
    ['http://anything', { HTTP_PROXY: P, NO_PROXY: '*' }, undefined],
    // Nothing is implied: a proxy variable applies to loopback too unless NO_PROXY names it.
    ['http://127.0.0.1:8080', { HTTP_PROXY: P }, P],
    ['http://localhost:8080', { HTTP_PROXY: P, NO_PROXY: 'localhost,127.0.0.1' }, undefined],
  ])('%s with %j → %s', (url, e, expected) => {
    expect(via(url, e)).toBe(expected);
  });

  it('is the global fetch itself when no proxy variable is set', () => {
    expect(proxiedFetch({})).toBe(fetch);
    expect(proxiedFetch({ NO_PROXY: '*' })).toBe(fetch);
    expect(proxiedFetch({ HTTP_PROXY: P })).not.toBe(fetch);
  });

  it('names the proxy in messages without its credentials', () => {
    const f = proxiedFetch({ HTTP_PROXY: 'http://bob:s3cret@proxy.corp:3128' });
    expect(f.routeNote?.('http://a.example/x')).toBe(' (through proxy http://***@proxy.corp:3128)');
    expect(f.routeNote?.('https://a.example/x')).toBe('');
  });
});

describe('every outgoing call of the engine through a real proxy process', () => {
  let proxy: CountingProxy;
  let authProxy: CountingProxy;
  let agent: TestServer;
  let model: FakeModelServer;
  const agentCalls: string[] = [];

  beforeAll(async () => {
    proxy = await startCountingProxy();
    authProxy = await startCountingProxy({ auth: 'bob:s3cret' });
    agent = await startServer((req, res) => {
      agentCalls.push(req.url ?? '');
      sendJson(res, 200, chatReply(`hello from ${req.url ?? ''}`));
    });
    model = await new FakeModelServer().start();
  });
  afterAll(async () => {
    await Promise.all([proxy.close(), authProxy.close(), agent.close(), model.stop()]);
  });

  const port = (url: string) => new URL(url).port;
  /** Sends a marker through the proxy and waits for it: every earlier line has arrived then. */
  async function settled(p: CountingProxy, marker: string) {
    const n = p.seen.length;
    const res = await proxiedFetch({ HTTP_PROXY: p.url })(`${agent.url}/${marker}`);
    expect(await res.text()).toContain(marker);
    const seen = await seenAtLeast(p, n + 1);
    expect(seen.some((s) => s.path === `/${marker}`)).toBe(true);
    return seen;
  }

  it('the HTTP target goes through HTTP_PROXY, and NO_PROXY=127.0.0.1 goes direct', async () => {
    const before = proxy.seen.length;
    const through = createHttpTarget(
      { url: `${agent.url}/via-proxy`, method: 'POST', retries: 0 },
      { baseDir: '/', env: { HTTP_PROXY: proxy.url } },
    );
    expect(through.description).toBe(`POST ${agent.url}/via-proxy (through proxy ${proxy.url})`);
    expect((await through.run(request('hi'))).output).toBe('hello from /via-proxy');
    const seen = await seenAtLeast(proxy, before + 1);
    expect(seen.slice(before)).toEqual([
      { kind: 'http', method: 'POST', target: `127.0.0.1:${port(agent.url)}`, path: '/via-proxy' },
    ]);

    const direct = createHttpTarget(
      { url: `${agent.url}/direct`, method: 'POST', retries: 0 },
      { baseDir: '/', env: { HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' } },
    );
    expect((await direct.run(request('hi'))).output).toBe('hello from /direct');
    expect(agentCalls).toContain('/direct');
    const after = await settled(proxy, 'marker-1');
    expect(after.some((s) => s.path === '/direct')).toBe(false);
  });

  it('loopback agents work as before when no proxy variable is set', async () => {
    const before = proxy.seen.length;
    const t = createHttpTarget(
      { url: `${agent.url}/plain`, method: 'POST', retries: 0 },
      { baseDir: '/', env: {} },
    );
    expect(t.description).toBe(`POST ${agent.url}/plain`);
    expect((await t.run(request('hi'))).output).toBe('hello from /plain');
    const after = await settled(proxy, 'marker-2');
    expect(after.slice(before).map((s) => s.path)).toEqual(['/marker-2']);
  });

  it('model providers and the judge (createModelFactory) go through the proxy', async () => {
    const verdict = {
      id: 'x',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: '{"verdict": true, "reason": "fine"}' },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1 },
    };
    model.script({ kind: 'json', body: verdict });
    const before = proxy.seen.length;
    const cfg = ModelConfigSchema.parse({
      provider: 'openai',
      model: 'judge-1',
      base_url: `${model.url}/v1`,
      max_retries: 0,
    });
    const f = createModelFactory(cfg, { HTTP_PROXY: proxy.url }, 'judge.model');
    const judge = new LlmJudge({ make: f.make });
    const transcript = TranscriptSchema.parse({ messages: [{ role: 'assistant', content: 'a' }] });
    const runs = await judge.askBoolean({ transcript, output: 'a' }, 'is it fine?');
    expect(runs).toEqual([{ ok: true, value: { verdict: true, reason: 'fine' } }]);
    expect(model.requests).toHaveLength(1);
    const seen = await seenAtLeast(proxy, before + 1);
    expect(seen.slice(before)).toEqual([
      {
        kind: 'http',
        method: 'POST',
        target: `127.0.0.1:${port(model.url)}`,
        path: '/v1/chat/completions',
      },
    ]);

    model.script({
      kind: 'json',
      body: {
        id: 'm',
        type: 'message',
        role: 'assistant',
        content: [{ type: 'text', text: '{"verdict": false, "reason": "no"}' }],
        stop_reason: 'end_turn',
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    });
    const anthropic = createModelFactory(
      ModelConfigSchema.parse({
        provider: 'anthropic',
        model: 'claude-x',
        base_url: model.url,
        api_key_env: 'KEY',
        max_retries: 0,
      }),
      { KEY: 'sk-ant-test-key', HTTP_PROXY: proxy.url },
      'judge.model',
    );
    const reply = await anthropic.make().ainvoke({ messages: [{ role: 'user', content: 'hi' }] });
    expect(JSON.stringify(reply.messages)).toContain('verdict');
    const seen2 = await seenAtLeast(proxy, before + 2);
    expect(seen2[before + 1]).toMatchObject({ kind: 'http', method: 'POST', path: '/v1/messages' });
  });

  it("script tests' http calls go through the proxy", async () => {
    const before = proxy.seen.length;
    const reply = await fetchForScript(
      { url: `${agent.url}/from-script`, method: 'GET', headers: {} },
      AbortSignal.timeout(5000),
      proxiedFetch({ HTTP_PROXY: proxy.url }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('hello from /from-script');
    const seen = await seenAtLeast(proxy, before + 1);
    expect(seen[before]).toMatchObject({ kind: 'http', method: 'GET', path: '/from-script' });
  });

  it('sends the credentials of the proxy URL as Proxy-Authorization', async () => {
    const good = new URL(authProxy.url);
    good.username = 'bob';
    good.password = 's3cret';
    const res = await proxiedFetch({ HTTP_PROXY: good.href })(`${agent.url}/authed`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/authed');
    // Without them the proxy answers 407, and the message says which proxy refused.
    const target = createHttpTarget(
      { url: `${agent.url}/anonymous`, method: 'POST', retries: 0 },
      { baseDir: '/', env: { HTTP_PROXY: authProxy.url } },
    );
    await expect(target.run(request('hi'))).rejects.toThrow(
      `request to ${agent.url}/anonymous (through proxy ${authProxy.url}) failed: UND_ERR_INVALID_ARG (Proxy Authentication Required (407))`,
    );
    expect((await seenAtLeast(authProxy, 2)).map((s) => s.path)).toEqual(['/authed', '/anonymous']);
  });
});

describe('HTTPS through CONNECT', () => {
  let proxy: CountingProxy;
  let server: https.Server;
  let url = '';
  const cert = fileURLToPath(new URL('../fixtures/proxy/loopback-cert.pem', import.meta.url));
  const key = fileURLToPath(new URL('../fixtures/proxy/loopback-key.pem', import.meta.url));
  const once = fileURLToPath(new URL('../fixtures/proxy/fetch-once.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

  beforeAll(async () => {
    proxy = await startCountingProxy();
    server = https.createServer({ cert: readFileSync(cert), key: readFileSync(key) }, (req, res) =>
      res.end(`secure ${req.url ?? ''}`),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await proxy.close();
  });

  // A process of its own: NODE_EXTRA_CA_CERTS, which trusts the loopback certificate, is read
  // only at start-up (it is also how a runner trusts a TLS-inspecting proxy's CA).
  const fetchEach = (calls: Array<[string, Record<string, string>]>) =>
    run(tsx, [once, JSON.stringify(calls)], {
      env: { PATH: process.env.PATH ?? '', NODE_EXTRA_CA_CERTS: cert },
      timeout: 60_000,
    });

  it(
    'tunnels an https call with CONNECT when HTTPS_PROXY is set',
    { timeout: 60_000 },
    async () => {
      const { stdout } = await fetchEach([
        [`${url}/tunnelled`, { HTTPS_PROXY: proxy.url }],
        [`${url}/direct`, { HTTPS_PROXY: proxy.url, NO_PROXY: '127.0.0.1' }],
        // Plain HTTP to the same proxy: not tunnelled, so it fails at the TLS server (400), but it
        // is the last line the proxy reports, after anything the direct call could have sent.
        [`${url.replace('https:', 'http:')}/marker`, { HTTP_PROXY: proxy.url }],
      ]);
      expect(stdout.split('\n').slice(0, 2)).toEqual([
        '200 secure /tunnelled',
        '200 secure /direct',
      ]);
      const seen = await seenAtLeast(proxy, 2);
      expect(seen).toEqual([
        { kind: 'connect', method: 'CONNECT', target: `127.0.0.1:${new URL(url).port}` },
        { kind: 'http', method: 'GET', target: `127.0.0.1:${new URL(url).port}`, path: '/marker' },
      ]);
    },
  );
});
