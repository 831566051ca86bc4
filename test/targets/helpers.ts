import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import {
  CaseSchema,
  DEFAULT_ENV,
  inputToMessages,
  type CaseInput,
  type CommandAgentConfig,
} from '../../src/model/index.js';
import {
  AttemptFailure,
  createCommandTarget,
  type CommandTargetOptions,
  type TargetContext,
  type TargetReply,
  type TargetRequest,
} from '../../src/targets/index.js';

export const AGENTS_DIR = fileURLToPath(new URL('../fixtures/agents/', import.meta.url));

/** A request for one attempt of a case whose input is `input`. */
export function request(
  input: CaseInput,
  opts: {
    signal?: AbortSignal;
    timeoutMs?: number;
    id?: string;
    run?: number;
    metadata?: Record<string, unknown>;
  } = {},
): TargetRequest {
  const id = opts.id ?? 'case-1';
  const c = CaseSchema.parse({
    id,
    suite: 'suite.jsonl',
    source: { file: 'suite.jsonl', line: 1 },
    format: 'yao-jsonl',
    input,
  });
  return {
    case: c,
    attempt: {
      id,
      run: opts.run ?? 1,
      input,
      messages: inputToMessages(input),
      env: { ...DEFAULT_ENV, metadata: {} },
      metadata: opts.metadata ?? {},
    },
    signal: opts.signal ?? AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    timeoutMs: opts.timeoutMs ?? 20_000,
  };
}

/** A process-mode command agent config. */
export function commandConfig(
  command: string | string[],
  output: CommandAgentConfig['output'],
  extra: Partial<CommandAgentConfig> = {},
): CommandAgentConfig {
  return { command, mode: 'process', output, ...extra };
}

/** Runs one attempt on a fresh command target, then closes it. */
export async function runCommandOnce(
  config: CommandAgentConfig,
  context: TargetContext,
  req: TargetRequest = request('hello'),
  options?: CommandTargetOptions,
): Promise<TargetReply> {
  const target = createCommandTarget(config, context, options);
  try {
    return await target.run(req);
  } finally {
    await target.close();
  }
}

/** The AttemptFailure `p` rejects with (fails the test when it resolves or rejects otherwise). */
export async function failureOf(p: Promise<unknown>): Promise<AttemptFailure> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AttemptFailure);
  return err as AttemptFailure;
}

/** A signal aborted like a runner's timeout (reason: a TimeoutError DOMException). */
export function timeoutNow(ac: AbortController): void {
  ac.abort(new DOMException('The operation timed out.', 'TimeoutError'));
}

/** True while `pid` is a live process (a zombie waiting for its reaper counts as dead). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

/** Polls `fn` until it returns a value other than undefined/false (fails after `ms`). */
export async function waitFor<T>(fn: () => T | undefined | false, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error('waitFor: condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Reads a pid file once it has a number in it. */
export function waitForPid(file: string): Promise<number> {
  return waitFor(() => {
    try {
      const n = Number(readFileSync(file, 'utf8').trim().split(' ')[0]);
      return Number.isInteger(n) && n > 0 ? n : undefined;
    } catch {
      return undefined;
    }
  });
}

export interface TestServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1:0; `handler` receives the parsed body text. */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<TestServer> {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  json: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(json));
}

/** An OpenAI chat-completions reply whose assistant message says `content`. */
export function chatReply(content: string): unknown {
  return {
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}
