import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with one request. */
export type FakeReply =
  | {
      kind: 'json';
      status?: number;
      body: unknown;
      headers?: Record<string, string>;
      delayMs?: number;
    }
  | { kind: 'raw'; status?: number; body: string; headers?: Record<string, string> }
  /** SSE: each item is one event (`event` optional, `data` a string or JSON value). */
  | {
      kind: 'sse';
      events: { event?: string; data: unknown }[];
      dropAfter?: number;
      delayMs?: number;
    }
  /** Closes the socket without any response. */
  | { kind: 'drop' };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * A real HTTP server on 127.0.0.1 that plays scripted replies in order (the last repeats) and
 * records every request. Used as a fake OpenAI or Anthropic endpoint.
 */
export class FakeModelServer {
  readonly requests: RecordedRequest[] = [];
  private replies: FakeReply[] = [];
  private served = 0;
  private server?: Server;
  url = '';

  script(...replies: FakeReply[]): this {
    this.replies = replies;
    this.served = 0;
    this.requests.length = 0;
    return this;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => this.server?.close(() => r()) ?? r());
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // keep raw text
    }
    this.requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body,
    });
    const reply = this.replies[Math.min(this.served, this.replies.length - 1)];
    this.served++;
    if (!reply) {
      res.writeHead(500).end('no scripted reply');
      return;
    }
    const wait = (ms?: number) => (ms ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
    switch (reply.kind) {
      case 'drop':
        req.socket.destroy();
        return;
      case 'json':
        await wait(reply.delayMs);
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          ...reply.headers,
        });
        res.end(JSON.stringify(reply.body));
        return;
      case 'raw':
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          ...reply.headers,
        });
        res.end(reply.body);
        return;
      case 'sse': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        let i = 0;
        for (const ev of reply.events) {
          if (reply.dropAfter !== undefined && i >= reply.dropAfter) {
            req.socket.destroy();
            return;
          }
          await wait(reply.delayMs);
          const data = typeof ev.data === 'string' ? ev.data : JSON.stringify(ev.data);
          res.write(`${ev.event ? `event: ${ev.event}\n` : ''}data: ${data}\n\n`);
          i++;
        }
        res.end();
        return;
      }
    }
  }
}

// ---- reply builders in each provider's wire format ----

export function openaiText(
  text: string,
  usage = { prompt_tokens: 10, completion_tokens: 3 },
): FakeReply {
  return {
    kind: 'json',
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage,
    },
  };
}

export function openaiToolCall(name: string, args: unknown, id = 'call_a'): FakeReply {
  return {
    kind: 'json',
    body: {
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              { id, type: 'function', function: { name, arguments: JSON.stringify(args) } },
            ],
          },
          finish_reason: 'tool_calls',
        },
      ],
      usage: {
        prompt_tokens: 20,
        completion_tokens: 5,
        prompt_tokens_details: { cached_tokens: 8 },
      },
    },
  };
}

export function anthropicText(text: string): FakeReply {
  return {
    kind: 'json',
    body: {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      usage: { input_tokens: 12, output_tokens: 4 },
    },
  };
}

export function anthropicToolUse(name: string, input: unknown, id = 'toolu_a'): FakeReply {
  return {
    kind: 'json',
    body: {
      id: 'msg_2',
      type: 'message',
      role: 'assistant',
      content: [
        { type: 'text', text: 'Let me check.' },
        { type: 'tool_use', id, name, input },
      ],
      stop_reason: 'tool_use',
      usage: { input_tokens: 30, output_tokens: 7, cache_read_input_tokens: 10 },
    },
  };
}
