import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  ScriptLoadError,
  callScriptFunction,
  loadScriptUnit,
  runTestFunction
} from "../chunks/chunk-ADEDM23A.js";
import {
  loadTranspiler
} from "../chunks/chunk-LIVD4PIF.js";
import "../chunks/chunk-IJSF5CVK.js";
import {
  errorMessage
} from "../chunks/chunk-T62V4T6D.js";
import "../chunks/chunk-7QLURW7J.js";

// src/scripts/worker.ts
import {
  MessageChannel,
  parentPort,
  receiveMessageOnPort
} from "node:worker_threads";
import { formatWithOptions } from "node:util";
function hostCall(port, kind, payload) {
  const flag = new SharedArrayBuffer(4);
  const channel = new MessageChannel();
  port.postMessage({ type: "call", kind, payload, flag, port: channel.port2 }, [channel.port2]);
  Atomics.wait(new Int32Array(flag), 0, 0);
  const reply = receiveMessageOnPort(channel.port1)?.message;
  channel.port1.close();
  if (!reply) throw new Error(`${kind}: the parent thread did not answer`);
  if (reply.error !== void 0) throw new Error(reply.error);
  return reply.value;
}
var loadedSpec;
var stores = /* @__PURE__ */ new Map();
var consoleSink;
function captureConsole() {
  for (const level of ["log", "info", "warn", "error", "debug"]) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      if (consoleSink)
        consoleSink.push(
          `console.${level}: ${formatWithOptions({ breakLength: Infinity }, ...args)}`
        );
      else original(...args);
    };
  }
}
function load(port, msg) {
  try {
    const host = (kind, payload) => hostCall(port, kind, payload);
    const unit = loadScriptUnit(msg.spec, msg.names, host, stores);
    loadedSpec = { spec: msg.spec, names: msg.names, host };
    port.postMessage({ type: "loaded", functions: [...unit.functions.keys()] });
  } catch (e) {
    if (e instanceof ScriptLoadError)
      port.postMessage({ type: "loaded", error: e.message, stack: e.mappedStack });
    else
      port.postMessage({
        type: "loaded",
        error: e instanceof Error ? `${e.name}: ${e.message}` : String(e)
      });
  }
}
function startScriptWorker() {
  const port = parentPort;
  if (!port) return;
  Error.stackTraceLimit = 50;
  captureConsole();
  port.on("message", (msg) => {
    if (msg.type === "load") {
      void loadTranspiler().then(() => load(port, msg));
      return;
    }
    let loaded;
    let loadError;
    if (loadedSpec)
      try {
        loaded = loadScriptUnit(loadedSpec.spec, loadedSpec.names, loadedSpec.host, stores);
      } catch (e) {
        loadError = errorMessage(e);
      }
    if (!loaded) {
      const error = loadError ?? "the script was not loaded";
      port.postMessage(
        msg.type === "invoke" ? {
          type: "invoked",
          id: msg.id,
          outcome: { error, logs: [] }
        } : {
          type: "result",
          id: msg.id,
          outcome: {
            status: "error",
            durationMs: 0,
            error,
            checks: [],
            logs: []
          }
        }
      );
      return;
    }
    const logs = [];
    if (msg.type === "invoke") {
      consoleSink = logs;
      void callScriptFunction(loaded, msg.name, msg.args).then((outcome) => {
        consoleSink = void 0;
        port.postMessage({
          type: "invoked",
          id: msg.id,
          outcome: { ...outcome, logs: [...outcome.logs, ...logs] }
        });
      });
      return;
    }
    consoleSink = logs;
    void runTestFunction(loaded, msg.name, msg.ctx).then((outcome) => {
      consoleSink = void 0;
      port.postMessage({
        type: "result",
        id: msg.id,
        outcome: { ...outcome, logs: [...outcome.logs, ...logs] }
      });
    });
  });
}
startScriptWorker();
export {
  startScriptWorker
};
//# sourceMappingURL=index.js.map
