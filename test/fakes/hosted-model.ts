import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake behaves. */
export interface HostedModelOptions {
  /** Time before each successful answer. */
  latencyMs?: number;
  /** Token-bucket rate limit, requests per second (none when absent). */
  ratePerSec?: number;
  /** Bucket size (default: one second's worth). */
  burst?: number;
  /** Decides one request before the rate limit does; return true when it answered itself. */
  override?: (n: number, req: IncomingMessage, res: ServerResponse) => boolean;
}

/**
 * A fake hosted model on 127.0.0.1 speaking OpenAI chat completions: latency, a token-bucket
 * rate limit answering 429 with Retry-After (seconds, rounded up) and retry-after-ms (exact), and
 * counters of what it saw. Every answer is `ok: <last user message>`.
 */
export class HostedModel {
  url = '';
  requests = 0;
  answered = 0;
  limited = 0;
  inFlight = 0;
  maxInFlight = 0;
  /** Events in order: `arrive`, `429`, `done` (tests assert orders, not times). */
  readonly events: string[] = [];
  private server?: Server;
  private level: number;
  private at = performance.now();

  constructor(private readonly o: HostedModelOptions = {}) {
    this.level = o.burst ?? o.ratePerSec ?? 0;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => this.server?.close(() => r()) ?? r());
  }

  /** Milliseconds until the bucket has a token (0: take one now). */
  private take(): number {
    const rate = this.o.ratePerSec;
    if (!rate) return 0;
    const now = performance.now();
    const cap = this.o.burst ?? rate;
    this.level = Math.min(cap, this.level + ((now - this.at) * rate) / 1000);
    this.at = now;
    if (this.level >= 1) {
      this.level -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil(((1 - this.level) * 1000) / rate));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const n = ++this.requests;
    this.events.push('arrive');
    if (this.o.override?.(n, req, res)) return;
    const wait = this.take();
    if (wait > 0) {
      this.limited++;
      this.events.push('429');
      res.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': String(Math.ceil(wait / 1000)),
        'retry-after-ms': String(wait),
      });
      res.end(JSON.stringify({ error: { type: 'rate_limit_exceeded', message: 'slow down' } }));
      return;
    }
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    if (this.o.latencyMs) await new Promise((r) => setTimeout(r, this.o.latencyMs));
    this.inFlight--;
    let last = '';
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messages?: { role: string; content: unknown }[];
      };
      const m = [...(body.messages ?? [])].reverse().find((x) => x.role === 'user');
      last = typeof m?.content === 'string' ? m.content : '';
    } catch {
      // not a chat request: answer anyway
    }
    this.answered++;
    this.events.push('done');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(chatCompletion(`ok: ${last}`)));
  }
}

/** A chat-completions body with one assistant message. */
export function chatCompletion(text: string, usage = { prompt_tokens: 10, completion_tokens: 3 }) {
  return {
    id: 'chatcmpl-h',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage,
  };
}
