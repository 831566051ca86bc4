import {
  MessageChannel,
  parentPort,
  receiveMessageOnPort,
  type MessagePort,
} from 'node:worker_threads';
import { formatWithOptions } from 'node:util';
import {
  callScriptFunction,
  loadScriptUnit,
  runTestFunction,
  ScriptLoadError,
  type LoadedUnit,
  type ScriptUnitSpec,
} from './exec.js';
import { loadTranspiler } from './transpile.js';
import type { HostCall, StoreSpaces } from './runtime.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * The script worker: one worker thread per script-test file, so a test stuck in a synchronous
 * loop is stopped by terminating the thread (nothing can interrupt it in-process). Protocol
 * (structured-clone messages):
 *   → {type: 'load', spec, names}          ← {type: 'loaded', functions} | {type: 'loaded', error}
 *   → {type: 'run', id, name, ctx}         ← {type: 'result', id, outcome}
 *   → {type: 'invoke', id, name, args}     ← {type: 'invoked', id, outcome}   (Yao hooks, processes)
 *   ← {type: 'call', kind, payload, flag, port}   (http and t.assert.Agent, see hostCall)
 * console.* inside a test goes to that test's logs instead of the terminal.
 */

/**
 * A synchronous call into the parent thread, as Yao's http and Agent assertion are synchronous:
 * the request carries a port and a shared flag; this thread sleeps on the flag (Atomics.wait)
 * until the parent has posted the reply on the port and raised the flag, then reads the reply
 * synchronously. A test that outlives its timeout is ended by terminating the worker, as ever.
 */
function hostCall(port: MessagePort, kind: string, payload: unknown): unknown {
  const flag = new SharedArrayBuffer(4);
  const channel = new MessageChannel();
  port.postMessage({ type: 'call', kind, payload, flag, port: channel.port2 }, [channel.port2]);
  Atomics.wait(new Int32Array(flag), 0, 0);
  const reply = receiveMessageOnPort(channel.port1)?.message as
    { value?: unknown; error?: string } | undefined;
  channel.port1.close();
  if (!reply) throw new Error(`${kind}: the parent thread did not answer`);
  if (reply.error !== undefined) throw new Error(reply.error);
  return reply.value;
}

export type WorkerRequest =
  | { type: 'load'; spec: ScriptUnitSpec; names: string[] }
  | { type: 'run'; id: number; name: string; ctx: Record<string, unknown> }
  | { type: 'invoke'; id: number; name: string; args: unknown[] };

/** What was loaded: every call gets a unit of its own, the script evaluated anew (script-exec.ts). */
let loadedSpec: { spec: ScriptUnitSpec; names: string[]; host: HostCall } | undefined;
/** Yao's stores outlive a test's context: one set for the worker's file. */
const stores: StoreSpaces = new Map();
let consoleSink: string[] | undefined;

function captureConsole(): void {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      if (consoleSink)
        consoleSink.push(
          `console.${level}: ${formatWithOptions({ breakLength: Infinity }, ...args)}`,
        );
      else original(...args);
    };
  }
}

function load(port: MessagePort, msg: Extract<WorkerRequest, { type: 'load' }>): void {
  try {
    const host: HostCall = (kind, payload) => hostCall(port, kind, payload);
    const unit = loadScriptUnit(msg.spec, msg.names, host, stores);
    loadedSpec = { spec: msg.spec, names: msg.names, host };
    port.postMessage({ type: 'loaded', functions: [...unit.functions.keys()] });
  } catch (e) {
    if (e instanceof ScriptLoadError)
      port.postMessage({ type: 'loaded', error: e.message, stack: e.mappedStack });
    else
      port.postMessage({
        type: 'loaded',
        error: e instanceof Error ? `${e.name}: ${e.message}` : String(e),
      });
  }
}

/** Starts answering the parent's messages (the module's only effect when run as a worker). */
export function startScriptWorker(): void {
  const port = parentPort;
  if (!port) return;
  Error.stackTraceLimit = 50;
  captureConsole();
  port.on('message', (msg: WorkerRequest) => {
    if (msg.type === 'load') {
      // The parent waits for 'loaded' before sending any 'run'.
      void loadTranspiler().then(() => load(port, msg));
      return;
    }
    let loaded: LoadedUnit | undefined;
    let loadError: string | undefined;
    if (loadedSpec)
      try {
        loaded = loadScriptUnit(loadedSpec.spec, loadedSpec.names, loadedSpec.host, stores);
      } catch (e) {
        loadError = errorMessage(e);
      }
    if (!loaded) {
      const error = loadError ?? 'the script was not loaded';
      port.postMessage(
        msg.type === 'invoke'
          ? {
              type: 'invoked',
              id: msg.id,
              outcome: { error, logs: [] },
            }
          : {
              type: 'result',
              id: msg.id,
              outcome: {
                status: 'error',
                durationMs: 0,
                error,
                checks: [],
                logs: [],
              },
            },
      );
      return;
    }
    const logs: string[] = [];
    if (msg.type === 'invoke') {
      consoleSink = logs;
      void callScriptFunction(loaded, msg.name, msg.args).then((outcome) => {
        consoleSink = undefined;
        port.postMessage({
          type: 'invoked',
          id: msg.id,
          outcome: { ...outcome, logs: [...outcome.logs, ...logs] },
        });
      });
      return;
    }
    consoleSink = logs;
    void runTestFunction(loaded, msg.name, msg.ctx).then((outcome) => {
      consoleSink = undefined;
      port.postMessage({
        type: 'result',
        id: msg.id,
        outcome: { ...outcome, logs: [...outcome.logs, ...logs] },
      });
    });
  });
}

startScriptWorker();
