import { parentPort, type MessagePort } from 'node:worker_threads';
import { formatWithOptions } from 'node:util';
import {
  loadScriptUnit,
  runTestFunction,
  ScriptLoadError,
  type LoadedUnit,
  type ScriptUnitSpec,
} from './script-exec.js';
import { loadTranspiler } from '../suites/script-tests.js';

/*
 * The script worker: one worker thread per script-test file, so a test stuck in a synchronous
 * loop is stopped by terminating the thread (nothing can interrupt it in-process). Protocol
 * (structured-clone messages):
 *   → {type: 'load', spec, names}          ← {type: 'loaded', functions} | {type: 'loaded', error}
 *   → {type: 'run', id, name, ctx}         ← {type: 'result', id, outcome}
 * console.* inside a test goes to that test's logs instead of the terminal.
 */

export type WorkerRequest =
  | { type: 'load'; spec: ScriptUnitSpec; names: string[] }
  | { type: 'run'; id: number; name: string; ctx: Record<string, unknown> };

let unit: LoadedUnit | undefined;
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
    unit = loadScriptUnit(msg.spec, msg.names);
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
    const loaded = unit;
    if (!loaded) {
      port.postMessage({
        type: 'result',
        id: msg.id,
        outcome: {
          status: 'error',
          durationMs: 0,
          error: 'the script was not loaded',
          checks: [],
          logs: [],
        },
      });
      return;
    }
    const logs: string[] = [];
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
