import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenAIChatModel } from '../../src/harness/models/openai.js';
import type { ChatModel } from '../../src/harness/types.js';
import { LimiterRegistry, type LimiterClock } from '../../src/net/endpoint-limiter.js';
import { renderFinalTable } from '../../src/cli/final-table.js';
import { colors } from '../../src/cli/terminal-text.js';
import { renderComment } from '../../src/render/comment.js';
import { renderHtml, renderJunit, renderMarkdown } from '../../src/render/index.js';
import { runSuites } from '../../src/runner/run.js';
import { HostedModel, chatCompletion } from '../fakes/hosted-model.js';
import { FORMATS } from '../../src/formats/index.js';
import { renderGfm, textOf } from '../render/gfm.js';

const KEY = 'sk-test-0123456789abcdef';
let servers: HostedModel[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  servers = [];
});
async function serve(o: ConstructorParameters<typeof HostedModel>[0] = {}): Promise<HostedModel> {
  const s = await new HostedModel(o).start();
  servers.push(s);
  return s;
}

function model(url: string, limits: LimiterRegistry, extra = {}): ChatModel {
  return new OpenAIChatModel({
    model: 'm',
    apiKey: KEY,
    baseUrl: `${url}/v1`,
    http: { limits, maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 10_000, ...extra },
  });
}
const ask = (m: ChatModel, text = 'hi') =>
  m.ainvoke({ messages: [{ role: 'user', content: text }] });

function send429(res: ServerResponse, retryAfterMs: number): void {
  res.writeHead(429, {
    'content-type': 'application/json',
    'retry-after-ms': String(retryAfterMs),
  });
  res.end('{"error":"slow down"}');
}

describe('one limiter per endpoint', () => {
  it('pauses every worker after one 429: nobody calls again until the Retry-After', async () => {
    let held: ServerResponse | undefined;
    let gateOpen = true;
    let callsWhileClosed = 0;
    const server = await serve({
      override: (n, _req, res) => {
        if (!gateOpen) callsWhileClosed++;
        if (n === 1) {
          held = res; // worker A's first call: answered 429 once worker B's call is in
          return true;
        }
        if (n === 2) {
          send429(held!, 200);
          gateOpen = false;
          // The server's gate opens exactly when its Retry-After ends.
          setTimeout(() => (gateOpen = true), 200);
          // B's first call arrived before the 429: it is answered normally, during the pause.
          setTimeout(() => res.end(JSON.stringify(chatCompletion('b1'))), 20);
          res.writeHead(200, { 'content-type': 'application/json' });
          return true;
        }
        return false;
      },
    });
    const limits = new LimiterRegistry({ maxConcurrency: 4 });
    const a = model(server.url, limits);
    const b = model(server.url, limits);
    const [ra, rb] = await Promise.all([
      ask(a, 'a'),
      (async () => {
        const first = await ask(b, 'b');
        // B's next call starts while A's 429 pause is on: it waits too.
        return [first, await ask(b, 'b2')];
      })(),
    ]);
    expect(ra.messages[0]?.content).toBe('ok: a');
    expect(rb.map((r) => r.messages[0]?.content)).toEqual(['b1', 'ok: b2']);
    expect(server.requests).toBe(4);
    expect(callsWhileClosed).toBe(0);
    expect(limits.stats()).toEqual([
      expect.objectContaining({ requests: 4, rate_limited: 1, min_concurrency: 2 }),
    ]);
  });

  it('halves the concurrency after a burst of 429s and grows it back one per success', async () => {
    let burst = 0;
    const held: ServerResponse[] = [];
    const server = await serve({
      latencyMs: 30,
      override: (n, _req, res) => {
        if (n > 8) return false;
        held.push(res);
        burst++;
        // All eight first calls are in flight together, then all get the same 429.
        if (burst === 8) for (const r of held) send429(r, 50);
        return true;
      },
    });
    const limits = new LimiterRegistry({ maxConcurrency: 8 });
    const m = model(server.url, limits);
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(m, `q${i}`)));
    expect(replies.map((r) => r.messages[0]?.content)).toEqual(
      Array.from({ length: 8 }, (_, i) => `ok: q${i}`),
    );
    // One burst is one event: halved once (8 → 4), not to 1.
    const [stats] = limits.stats();
    expect(stats).toMatchObject({ requests: 16, rate_limited: 8, min_concurrency: 4 });
    // After the pause at most four calls are out; each answer lets one more go (the window grows
    // by one per success): in flight never exceeds 4 + answers so far.
    const after = server.events.slice(8);
    let arrived = 0;
    let done = 0;
    for (const e of after) {
      if (e === 'arrive') arrived++;
      else done++;
      expect(arrived - done).toBeLessThanOrEqual(Math.min(8, 4 + done));
    }
    expect(after.indexOf('done')).toBeLessThanOrEqual(4);
    expect(arrived).toBe(8);
    // Eight successes grew it back to the ceiling, never above it.
    expect(
      limits.endpoint({
        kind: 'model',
        provider: 'openai',
        baseUrl: `${server.url}/v1`,
        model: 'm',
      }).concurrency,
    ).toBe(8);
  });

  it('paces calls to rate_limit: requests_per_minute, so a known quota is never exceeded', async () => {
    // The server allows 30 a second (bursts of 30); the config says 27 a second (bursts of 27),
    // so a call arriving up to three tokens' time early is still within the quota. The control
    // shows the server does limit unpaced callers: its quota refills at 2 a second, so 45 calls
    // 8 at a time outrun it unless they take over 7.5 s, however busy the machine is (at 30 a
    // second they would have to finish within 0.5 s, which a loaded machine does not promise).
    const run = async (paced: boolean) => {
      const server = await serve({ ratePerSec: paced ? 30 : 2, burst: 30 });
      const limits = new LimiterRegistry({ maxConcurrency: 8 });
      const m = model(server.url, limits, paced ? { pacing: { requests_per_minute: 1620 } } : {});
      await Promise.all(Array.from({ length: 45 }, (_, i) => ask(m, `p${i}`)));
      return { server, stats: limits.stats()[0] };
    };
    const unpaced = await run(false);
    expect(unpaced.server.limited).toBeGreaterThan(0);
    const paced = await run(true);
    expect(paced.server.answered).toBe(45);
    expect(paced.server.limited).toBe(0);
    expect(paced.stats).toMatchObject({ requests: 45, rate_limited: 0 });
  });

  it('paces tokens_per_minute by the usage of each reply', async () => {
    let now = 0;
    const clock: LimiterClock = { now: () => now, random: () => 0.5 };
    const server = await serve();
    const limits = new LimiterRegistry({ maxConcurrency: 4, clock });
    // 13 tokens per reply, 600 per minute (a bucket of 10): one reply spends more than the bucket.
    const m = model(server.url, limits, { pacing: { tokens_per_minute: 600 } });
    await ask(m, 't1');
    let second = false;
    const p = ask(m, 't2').then(() => (second = true));
    await new Promise((r) => setTimeout(r, 50));
    // The bucket is in debt and the clock has not moved: the second call is still waiting.
    expect(server.requests).toBe(1);
    expect(second).toBe(false);
    now += 60_000;
    await p;
    expect(server.requests).toBe(2);
  });

  it('retries a cut SSE stream and a reset connection of a model call through the limiter', async () => {
    const server = await serve({
      override: (n, req, res) => {
        if (n === 1) {
          req.socket.destroy(); // reset before any answer
          return true;
        }
        if (n === 2) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'par' } }] })}\n\n`);
          setTimeout(() => req.socket.destroy(), 10); // cut before [DONE]
          return true;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(
          `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant', content: 'whole' }, finish_reason: 'stop' }] })}\n\n`,
        );
        res.end('data: [DONE]\n\n');
        return true;
      },
    });
    const limits = new LimiterRegistry({ maxConcurrency: 2 });
    const m = new OpenAIChatModel({
      model: 'm',
      apiKey: KEY,
      baseUrl: `${server.url}/v1`,
      stream: true,
      http: { limits, maxRetries: 3, baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 10_000 },
    });
    const r = await ask(m);
    expect(r.messages[0]?.content).toBe('whole');
    expect(limits.stats()[0]).toMatchObject({ requests: 3, rate_limited: 0 });
  });
});

describe('a run against an endpoint that stays rate limited', () => {
  it('retries until the attempt deadline, then reports it rate_limited in every output', async () => {
    const server = await serve({
      override: (_n, _req, res) => {
        send429(res, 20);
        return true;
      },
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-rl-'));
    writeFileSync(
      path.join(dir, 'cases.jsonl'),
      JSON.stringify({ id: 'limited', input: 'hello', assert: { type: 'contains', value: 'ok' } }) +
        '\n',
    );
    const waits: number[] = [];
    const report = await runSuites(
      {
        inputs: [dir],
        cwd: dir,
        agent: { url: `${server.url}/v1/chat/completions`, method: 'POST', retries: 3 },
        runs: 1,
        parallel: 2,
        timeoutMs: 1500,
      },
      { formats: FORMATS, env: {}, onRateLimitWait: (w) => waits.push(w.length) },
    );
    // Far more tries than `retries: 3` allows for faults: rate limits retry to the deadline.
    expect(server.requests).toBeGreaterThan(4);
    const a = report.results[0]!.run_details[0]!;
    expect(a).toMatchObject({ status: 'error', cause: 'rate_limited' });
    expect(a.rate_limited_by).toBe(`${server.url}/v1/chat/completions`);
    expect(a.error).toMatch(/^rate limited by http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: /);
    // Errors stay in the denominator.
    expect(report.results[0]).toMatchObject({ runs: 1, errors: 1, pass_rate: 0 });
    expect(report.rate_limits).toEqual([
      expect.objectContaining({
        endpoint: `${server.url}/v1/chat/completions`,
        attempts_lost: 1,
        min_concurrency: 1,
      }),
    ]);
    // Every 429 the client read is counted; the last request may have reached the server just as
    // the deadline aborted it, before its 429 was read.
    const seen = report.rate_limits![0]!.rate_limited;
    expect(seen).toBeLessThanOrEqual(server.requests);
    expect(seen).toBeGreaterThanOrEqual(server.requests - 1);
    // The progress hook heard the wait start (and end).
    expect(waits).toContain(1);
    expect(waits.at(-1)).toBe(0);

    const line = `1 attempt could not run: rate limited by ${server.url}/v1/chat/completions`;
    expect(report.warnings.some((w) => w.startsWith(line))).toBe(true);
    const outputs = {
      terminal: renderFinalTable(report, colors(false)),
      summary: renderMarkdown(report),
      comment: renderComment(report, { marker: '<!-- agentci -->' }),
      html: renderHtml(report),
      junit: renderJunit(report),
      json: JSON.stringify(report),
    };
    for (const [name, raw] of Object.entries(outputs)) {
      // Markdown writes the URL (agent-controlled text) as it is in a code span: what the reader
      // sees is the rendered text.
      const text = name === 'summary' || name === 'comment' ? textOf(renderGfm(raw)) : raw;
      const want = name === 'junit' || name === 'json' ? 'rate limited by' : line;
      expect(text.includes(want) || text.includes(want.replaceAll('/', '\\/')), name).toBe(true);
    }
    expect(outputs.json).toContain('"cause":"rate_limited"');
  });
});
