import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type MessagePort } from 'node:worker_threads';
import type { FunctionCallOutcome, ScriptOutcome, ScriptUnitSpec } from './exec.js';
import type { WorkerRequest } from './worker.js';
import type { FetchReply, FetchRequest } from './runtime.js';
import { NO_AGENT_JUDGE_MESSAGE, type AgentAssertRequest } from './assert.js';
import type { LlmJudge } from '../judges/llm-judge.js';
import type { Fetch } from '../net/proxy.js';
import { formatMs } from '../lib/units.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * A session runs the functions of one Yao script file in a worker thread of its own: Yao's
 * script tests (src/formats/yao/), before/after hooks, the processes behind `script`
 * assertions and generator scripts all go through it. Each call evaluates the file afresh (as
 * gou's Script.NewContext does); a call that outlives its timeout has its worker terminated (the
 * only way to stop a synchronous endless loop) and the next call starts a new one. The worker
 * is src/scripts/worker.ts: from source (tests, tsx) it is loaded through tsx; from dist/ it is
 * the bundle entry dist/script-worker/index.js.
 */

/** Default per-test timeout of script tests (Yao's), not the 5 minutes of agent tests. */
export const SCRIPT_TIMEOUT_MS = 30_000;
/**
 * Starting a worker and evaluating the script is not the test's time: it gets at least this long
 * (a busy CI machine can take seconds to start a thread), or the test timeout when that is longer.
 */
export const SCRIPT_LOAD_TIMEOUT_MS = 60_000;

/** How to start the worker thread, from source or from the bundle. */
export interface WorkerLaunch {
  filename: string | URL;
  eval: boolean;
}

/** Finds the script worker next to this module (source) or next to the bundle (dist/). */
export function scriptWorkerLaunch(moduleUrl: string = import.meta.url): WorkerLaunch {
  const here = fileURLToPath(moduleUrl);
  const dir = path.dirname(here);
  if (here.endsWith('.ts')) {
    // Source: Node 20 cannot run .ts in a worker by itself; register tsx's loader in the worker first.
    const req = createRequire(moduleUrl);
    const tsxDir = path.dirname(req.resolve(['tsx', 'package.json'].join('/')));
    const api = pathToFileURL(path.join(tsxDir, 'dist', 'esm', 'api', 'index.mjs')).href;
    const entry = pathToFileURL(path.join(dir, 'worker.ts')).href;
    return {
      filename: `(async () => { const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(entry)}); })();`,
      eval: true,
    };
  }
  const candidates = [
    path.join(dir, 'script-worker', 'index.js'),
    path.join(dir, '..', 'script-worker', 'index.js'),
  ];
  const found = candidates.find((c) => existsSync(c));
  if (!found)
    throw new Error(
      `the script-test worker is missing (looked for ${candidates.join(' and ')}); rebuild dist/ with npm run build`,
    );
  return { filename: found, eval: false };
}

type LoadState = { functions: Set<string> } | { error: string; stack?: string };
/** What the parent thread answers for the worker's synchronous calls (worker.ts hostCall). */
export type HostHandlers = Partial<
  Record<
    'fetch' | 'agent',
    (payload: unknown, signal: AbortSignal, where: { testFile: string }) => Promise<unknown>
  >
>;

type HostRequest = {
  type: 'call';
  kind: 'fetch' | 'agent';
  payload: unknown;
  flag: SharedArrayBuffer;
  port: MessagePort;
};

/** The parent's side of a hostCall: run the handler, post the reply, wake the worker. */
async function answerHostCall(
  m: HostRequest,
  handlers: HostHandlers,
  signal: AbortSignal,
  where: { testFile: string },
): Promise<void> {
  let reply: { value?: unknown; error?: string };
  const handler = handlers[m.kind];
  try {
    if (!handler) throw new Error(`${m.kind} is not available in this run`);
    reply = { value: await handler(m.payload, signal, where) };
  } catch (e) {
    reply = { error: errorMessage(e) };
  }
  try {
    m.port.postMessage(reply);
  } catch (e) {
    m.port.postMessage({ error: `${m.kind}: the reply cannot be sent: ${String(e)}` });
  }
  m.port.close();
  const flag = new Int32Array(m.flag);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}

/** The default fetch handler of `http`: a real request from the parent thread. */
export async function fetchForScript(
  payload: unknown,
  signal: AbortSignal,
  send: Fetch = fetch,
): Promise<FetchReply> {
  const req = payload as FetchRequest;
  try {
    const res = await send(req.url, {
      method: req.method,
      headers: req.headers,
      ...(req.body !== undefined ? { body: req.body } : {}),
      signal,
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      headers[k] = v;
    });
    return { status: res.status, headers, body: await res.text() };
  } catch (e) {
    const cause = e instanceof Error && e.cause instanceof Error ? `: ${e.cause.message}` : '';
    return {
      status: 0,
      headers: {},
      body: '',
      error: `${errorMessage(e)}${cause}`,
    };
  }
}

/**
 * The validator of `t.assert.Agent` (script_assert.go assertAgentMethod, which asks the agent
 * `agents:<id>`): agentci's judge model, given the response and the written `criteria`, told the
 * agent id (`use`) and `metadata`. No judge, or no criteria, fails the assertion saying so.
 */
export async function judgeAgentAssertion(
  req: AgentAssertRequest,
  judge: LlmJudge | undefined,
  signal: AbortSignal,
): Promise<{ passed: boolean; reason: string }> {
  if (!judge) return { passed: false, reason: NO_AGENT_JUDGE_MESSAGE };
  const c = req.criteria;
  const criteria =
    typeof c === 'string' ? c.trim() : c === undefined || c === null ? '' : JSON.stringify(c);
  if (criteria === '')
    return {
      passed: false,
      reason: `t.assert.Agent(response, ${JSON.stringify(req.agentId)}) needs options.criteria: agentci's validator is the judge model, which checks the response against written criteria`,
    };
  const v = await judge.hook()({
    criteria,
    output: req.response,
    transcript: { messages: [], tool_calls: [], mock_calls: [], events: [] },
    input: req.test,
    options: {
      use: `agents:${req.agentId}`,
      ...(req.metadata ? { metadata: req.metadata } : {}),
    },
    signal,
  });
  return { passed: v.passed, reason: v.reason };
}

type WorkerReply =
  | { type: 'loaded'; functions: string[] }
  | { type: 'loaded'; error: string; stack?: string }
  | { type: 'result'; id: number; outcome: ScriptOutcome }
  | { type: 'invoked'; id: number; outcome: FunctionCallOutcome };

export type RunResult =
  | { kind: 'done'; outcome: ScriptOutcome }
  | { kind: 'timeout'; ms: number }
  | { kind: 'cancelled' }
  | { kind: 'crashed'; error: string; ms: number };

/** One script file's worker and queue (a test file, or a file of Yao hooks or processes). */
export class ScriptSession {
  private worker?: Worker;
  private load?: Promise<LoadState>;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private listener?: (m: WorkerReply) => void;
  private failure?: (why: string) => void;
  private output = '';

  constructor(
    private readonly spec: ScriptUnitSpec,
    private readonly names: string[],
    private readonly launch: () => WorkerLaunch,
    private readonly log?: (line: string) => void,
    private readonly host: HostHandlers = {},
  ) {}
  private calls = new AbortController();

  run(
    name: string,
    ctx: Record<string, unknown>,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<RunResult> {
    const job = this.queue.then(() => this.execute(name, ctx, timeoutMs, signal));
    this.queue = job.catch(() => undefined);
    return job;
  }

  private start(): Worker {
    const l = this.launch();
    const w = new Worker(l.filename, { eval: l.eval, stdout: true, stderr: true });
    // Output of the script outside a test (top-level console.log, process.stdout) must not garble the terminal.
    const collect = (d: Buffer) => {
      this.output += d.toString();
      let nl: number;
      while ((nl = this.output.indexOf('\n')) >= 0) {
        this.log?.(`${this.spec.testDisplay}: ${this.output.slice(0, nl)}`);
        this.output = this.output.slice(nl + 1);
      }
    };
    w.stdout.on('data', collect);
    w.stderr.on('data', collect);
    w.on('message', (m: WorkerReply | HostRequest) => {
      if (m.type === 'call')
        void answerHostCall(m, this.host, this.calls.signal, {
          testFile: this.spec.testDisplay,
        });
      else this.listener?.(m);
    });
    w.on('error', (e: Error) => this.failure?.(`${e.name}: ${e.message}`));
    w.on('exit', (code) => {
      if (this.worker === w) {
        this.worker = undefined;
        this.load = undefined;
        this.failure?.(`the script worker exited with code ${code}`);
      }
    });
    this.worker = w;
    return w;
  }

  /** Waits for one reply, a worker failure, the timeout or the signal. */
  private exchange<T extends WorkerReply>(
    send: WorkerRequest,
    accept: (m: WorkerReply) => m is T,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<
    | { kind: 'reply'; reply: T }
    | { kind: 'timeout' }
    | { kind: 'cancelled' }
    | { kind: 'crashed'; error: string }
  > {
    const w = this.worker ?? this.start();
    return new Promise((resolve) => {
      const done = (
        r:
          | { kind: 'reply'; reply: T }
          | { kind: 'timeout' }
          | { kind: 'cancelled' }
          | { kind: 'crashed'; error: string },
      ) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        this.listener = undefined;
        this.failure = undefined;
        resolve(r);
      };
      const timer = setTimeout(() => {
        void this.kill();
        done({ kind: 'timeout' });
      }, timeoutMs);
      const onAbort = () => {
        void this.kill();
        done({ kind: 'cancelled' });
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.listener = (m) => {
        if (accept(m)) done({ kind: 'reply', reply: m });
      };
      this.failure = (error) => {
        void this.kill();
        done({ kind: 'crashed', error });
      };
      w.postMessage(send);
    });
  }

  /** The unit loaded in the worker (started on first need), or why it could not be. */
  private loaded(timeoutMs: number, signal: AbortSignal): Promise<LoadState> {
    if (!this.load) {
      const limit = Math.max(timeoutMs, SCRIPT_LOAD_TIMEOUT_MS);
      this.load = this.exchange(
        { type: 'load', spec: this.spec, names: this.names },
        (m): m is Extract<WorkerReply, { type: 'loaded' }> => m.type === 'loaded',
        limit,
        signal,
      ).then((r): LoadState => {
        if (r.kind === 'reply')
          return 'error' in r.reply
            ? { error: r.reply.error, stack: r.reply.stack }
            : { functions: new Set(r.reply.functions) };
        if (r.kind === 'timeout')
          return { error: `loading the script did not finish within ${formatMs(limit)}` };
        if (r.kind === 'cancelled') return { error: 'cancelled' };
        return { error: `the script worker crashed while loading: ${r.error}` };
      });
    }
    return this.load;
  }

  private async execute(
    name: string,
    ctx: Record<string, unknown>,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<RunResult> {
    if (signal.aborted) return { kind: 'cancelled' };
    const t0 = performance.now();
    const elapsed = () => Math.round((performance.now() - t0) * 10) / 10;
    const state = await this.loaded(timeoutMs, signal);
    if (signal.aborted) return { kind: 'cancelled' };
    if ('error' in state)
      return {
        kind: 'done',
        outcome: {
          status: 'error',
          durationMs: elapsed(),
          error: `the script failed to load: ${state.error}`,
          ...(state.stack ? { stack: state.stack } : {}),
          checks: [],
          logs: [],
        },
      };
    const id = this.nextId++;
    const t1 = performance.now();
    const r = await this.exchange(
      { type: 'run', id, name, ctx },
      (m): m is Extract<WorkerReply, { type: 'result' }> => m.type === 'result' && m.id === id,
      timeoutMs,
      signal,
    );
    const ms = Math.round((performance.now() - t1) * 10) / 10;
    if (r.kind === 'reply') return { kind: 'done', outcome: r.reply.outcome };
    if (r.kind === 'timeout') return { kind: 'timeout', ms };
    if (r.kind === 'cancelled') return { kind: 'cancelled' };
    return { kind: 'crashed', error: r.error, ms };
  }

  /**
   * Calls a function of the script with arguments and returns what it returned (Yao hooks and
   * processes), queued behind the file's other calls. Never throws: a load failure, a timeout or
   * a crash is the outcome's `error`.
   */
  invoke(
    name: string,
    args: unknown[],
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<FunctionCallOutcome> {
    const job = this.queue.then(async (): Promise<FunctionCallOutcome> => {
      if (signal.aborted) return { error: 'cancelled: the run was stopped', logs: [] };
      const state = await this.loaded(timeoutMs, signal);
      if ('error' in state) return { error: `the script failed to load: ${state.error}`, logs: [] };
      const id = this.nextId++;
      const r = await this.exchange(
        { type: 'invoke', id, name, args },
        (m): m is Extract<WorkerReply, { type: 'invoked' }> => m.type === 'invoked' && m.id === id,
        timeoutMs,
        signal,
      );
      if (r.kind === 'reply') return r.reply.outcome;
      if (r.kind === 'timeout')
        return { error: `${name} did not finish within ${formatMs(timeoutMs)}`, logs: [] };
      if (r.kind === 'cancelled') return { error: 'cancelled: the run was stopped', logs: [] };
      return { error: `the script worker crashed: ${r.error}`, logs: [] };
    });
    this.queue = job.catch(() => undefined);
    return job;
  }

  private async kill(): Promise<void> {
    this.calls.abort();
    this.calls = new AbortController();
    const w = this.worker;
    this.worker = undefined;
    this.load = undefined;
    if (w) await w.terminate().catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.kill();
  }
}
