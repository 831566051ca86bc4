import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export interface WireMessage {
  role: string;
  content: unknown;
}

/** One chat/completions request as the fake sees it. */
export interface ChatRequest {
  model: string;
  messages: WireMessage[];
  headers: IncomingMessage['headers'];
}

/** A message's text (non-string content as JSON). */
export function wireText(m?: WireMessage): string {
  return typeof m?.content === 'string' ? m.content : JSON.stringify(m?.content ?? '');
}

/**
 * A real OpenAI chat/completions endpoint on 127.0.0.1 whose assistant message comes from
 * `answer` (undefined: HTTP 500 "unexpected request"). Tests that play several roles (agent,
 * judge, simulated user) decide by the request, usually its system prompt.
 */
export abstract class ChatServer {
  url = '';
  private server?: Server;

  protected abstract answer(req: ChatRequest): Record<string, unknown> | undefined;

  /**
   * An error the endpoint answers instead (status and OpenAI's `{error: {message, type, code}}`),
   * for fakes as strict as a real endpoint: a wrong path, an unknown model or field. None here.
   */
  protected refuse(
    _path: string,
    _body: Record<string, unknown>,
  ): { status: number; message: string; code?: string } | undefined {
    return undefined;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          model: string;
          messages: WireMessage[];
        };
        const refused = this.refuse(req.url ?? '/', body);
        if (refused) {
          res.writeHead(refused.status, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              error: {
                message: refused.message,
                type: 'invalid_request_error',
                param: null,
                code: refused.code ?? null,
              },
            }),
          );
          return;
        }
        const message = this.answer({ ...body, headers: req.headers });
        if (!message) {
          res.writeHead(500).end('unexpected request');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-x',
            object: 'chat.completion',
            choices: [
              { index: 0, message, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 3 },
          }),
        );
      });
    });
    await new Promise<void>((r) => this.server?.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
    this.server = undefined;
  }
}

/**
 * Serves `server` for the whole test file; returns a maker of temp folders (named by `prefix`)
 * that are removed with the server when the file is done.
 */
export function serveForFile(server: {
  start(): Promise<unknown>;
  stop(): Promise<unknown>;
}): (prefix: string) => string {
  const dirs: string[] = [];
  beforeAll(() => server.start());
  afterAll(async () => {
    await server.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}
