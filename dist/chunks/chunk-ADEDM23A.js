import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  StopTest,
  createTestingT,
  createYaoRuntime,
  reportable,
  transpileScript
} from "./chunk-LIVD4PIF.js";

// src/scripts/exec.ts
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
var UNIT_SCHEME = "agentci-script:";
var EXTENSIONS = [
  "",
  ".ts",
  ".js",
  ".mts",
  ".mjs",
  ".cts",
  ".cjs",
  ".json",
  "/index.ts",
  "/index.js"
];
function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
var transpiled = /* @__PURE__ */ new Map();
function transpiledFile(file) {
  const st = statSync(file);
  const key = `${file}\0${st.size}\0${st.mtimeMs}`;
  let js = transpiled.get(key);
  if (js === void 0) {
    js = transpileScript(readFileSync(file, "utf8"), file);
    transpiled.set(key, js);
  }
  return js;
}
function loadScriptUnit(spec, names, host, stores) {
  const code = transpiledFile(spec.testFile);
  const mapLine = (l) => ({ display: spec.testDisplay, line: l });
  const registry = names.filter((n) => /^[A-Za-z_$][\w$]*$/.test(n)).map((n) => `${JSON.stringify(n)}: typeof ${n} === "function" ? ${n} : undefined`).join(", ");
  const body = `${code}
;return {${registry}};`;
  const filename = `${UNIT_SCHEME}${spec.testDisplay}`;
  const unitExports = {};
  const module = { exports: unitExports };
  const dir = path.dirname(spec.testFile);
  const cache = /* @__PURE__ */ new Map([[spec.testFile, module]]);
  const env = { cache, runtime: () => runtime };
  const runtime = createYaoRuntime({
    appRoot: spec.appRoot ?? dir,
    processes: spec.processes ?? {},
    require: (file) => makeRequire(spec.testFile, env)(file),
    ...host ? { host } : {},
    ...stores ? { stores } : {}
  });
  const fn = vm.compileFunction(body, ["exports", "require", "module", "__filename", "__dirname"], {
    filename,
    contextExtensions: [runtime.globals]
  });
  let found;
  const restore = runtime.install();
  try {
    found = fn(unitExports, makeRequire(spec.testFile, env), module, spec.testFile, dir);
  } catch (e) {
    const where = e instanceof Error ? firstUnitFrame(e.stack, { filename, mapLine }) : void 0;
    throw new ScriptLoadError(
      `${describeThrown(e)}${where ? ` (at ${where})` : ""}`,
      e instanceof Error && e.stack ? mapStack(e.stack, { filename, mapLine }) : void 0
    );
  } finally {
    restore();
  }
  const functions = /* @__PURE__ */ new Map();
  for (const [k, v] of Object.entries(found))
    if (typeof v === "function") functions.set(k, v);
  return { functions, mapLine, filename, runtime, ...host ? { host } : {} };
}
var ScriptLoadError = class extends Error {
  constructor(message, mappedStack) {
    super(message);
    this.mappedStack = mappedStack;
    this.name = "ScriptLoadError";
  }
  mappedStack;
};
function makeRequire(fromFile, env) {
  const nodeRequire = createRequire(fromFile);
  const { cache } = env;
  return (id) => {
    if (id === "@yao/runtime") return env.runtime().module;
    if (!id.startsWith(".") && !path.isAbsolute(id)) return nodeRequire(id);
    const base = path.resolve(path.dirname(fromFile), id);
    const file = EXTENSIONS.map((e) => base + e).find(isFile);
    if (!file) throw new Error(`Cannot find module '${id}' from ${fromFile}`);
    const hit = cache.get(file);
    if (hit) return hit.exports;
    if (!/\.(ts|js|mts|cts)$/.test(file) || /\.d\.ts$/.test(file)) return nodeRequire(file);
    const mod = { exports: {} };
    cache.set(file, mod);
    const code = transpiledFile(file);
    const f = vm.compileFunction(
      code,
      ["exports", "require", "module", "__filename", "__dirname"],
      { filename: file, contextExtensions: [env.runtime().globals] }
    );
    f(mod.exports, makeRequire(file, env), mod, file, path.dirname(file));
    return mod.exports;
  };
}
var MAX_STACK = 4e3;
function mapStack(stack, unit) {
  const esc = unit.filename.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const mapped = stack.replace(
    new RegExp(`${esc}:(\\d+):(\\d+)`, "g"),
    (_m, l, c) => {
      const at = unit.mapLine(Number(l));
      return `${at.display}:${at.line}:${c}`;
    }
  );
  const lines = mapped.split("\n").filter((l) => !/script-(exec|assert|worker)\.|node:internal|agentci\/dist/.test(l));
  const s = lines.join("\n");
  return s.length > MAX_STACK ? `${s.slice(0, MAX_STACK)}…` : s;
}
function firstUnitFrame(stack, unit) {
  if (!stack) return void 0;
  const idx = stack.indexOf(`${unit.filename}:`);
  if (idx < 0) return void 0;
  const m = /^:(\d+):\d+/.exec(stack.slice(idx + unit.filename.length));
  if (!m) return void 0;
  const at = unit.mapLine(Number(m[1]));
  return `${at.display}:${at.line}`;
}
function describeThrown(e) {
  if (e instanceof Error) return `${e.name && e.name !== "Error" ? `${e.name}: ` : ""}${e.message}`;
  if (typeof e === "string") return e;
  const r = reportable(e);
  return `thrown: ${typeof r === "string" ? r : JSON.stringify(r)}`;
}
async function runTestFunction(unit, name, ctx, now = () => performance.now()) {
  const fn = unit.functions.get(name);
  if (!fn)
    return {
      status: "error",
      durationMs: 0,
      error: `${name} is not a function at the top level of ${unit.mapLine(1).display}`,
      checks: [],
      logs: []
    };
  const host = unit.host;
  const { t, state } = createTestingT(name, {
    locate: () => firstUnitFrame(new Error().stack, unit),
    ...host ? { agent: (req) => host("agent", req) } : {}
  });
  const rt = { logs: state.logs, authorized: ctx.authorized ?? null };
  unit.runtime.begin(rt);
  const t0 = now();
  let thrown;
  let threw = false;
  let returned;
  try {
    returned = await fn(t, structuredClone(ctx));
  } catch (e) {
    if (!(e instanceof StopTest)) {
      threw = true;
      thrown = e;
    }
  } finally {
    unit.runtime.end();
  }
  const durationMs = Math.round((now() - t0) * 10) / 10;
  const base = {
    durationMs,
    checks: state.checks,
    logs: state.logs,
    ...state.uncounted ? { uncounted: state.uncounted } : {},
    ...state.assertion ? { assertion: state.assertion } : {}
  };
  if (rt.fatal !== void 0) return { ...base, status: "error", error: rt.fatal };
  if (threw && !state.failed) {
    const stack = thrown instanceof Error && thrown.stack ? mapStack(thrown.stack, unit) : void 0;
    const where = thrown instanceof Error ? firstUnitFrame(thrown.stack, unit) : void 0;
    return {
      ...base,
      status: "error",
      error: describeThrown(thrown),
      ...stack ? { stack } : {},
      ...where ? { location: where } : {}
    };
  }
  if (!threw && returned instanceof Error)
    return { ...base, status: "error", error: `test threw exception: ${returned.message}` };
  if (state.skipped)
    return { ...base, status: "skipped", ...state.skipReason ? { error: state.skipReason } : {} };
  if (state.failed)
    return {
      ...base,
      status: "failed",
      error: state.errors[0],
      ...state.location ? { location: state.location } : {}
    };
  return { ...base, status: "passed" };
}
function plainValue(v) {
  if (v === void 0) return null;
  try {
    const text = JSON.stringify(v);
    return text === void 0 ? null : JSON.parse(text);
  } catch {
    return String(v);
  }
}
async function callScriptFunction(unit, name, args) {
  const fn = unit.functions.get(name);
  if (!fn) return { error: `function ${name} not defined`, logs: [] };
  const rt = { logs: [] };
  unit.runtime.begin(rt);
  try {
    const value = plainValue(await fn(...structuredClone(args)));
    if (rt.fatal !== void 0) return { error: rt.fatal, threw: true, logs: rt.logs };
    return { value, logs: rt.logs };
  } catch (e) {
    const text = e instanceof Error ? `${e.name || "Error"}: ${e.message}` : describeThrown(e);
    const where = e instanceof Error ? firstUnitFrame(e.stack, unit) : void 0;
    return { error: `${text}${where ? ` (at ${where})` : ""}`, threw: true, logs: rt.logs };
  } finally {
    unit.runtime.end();
  }
}

export {
  loadScriptUnit,
  ScriptLoadError,
  runTestFunction,
  callScriptFunction
};
//# sourceMappingURL=chunk-ADEDM23A.js.map
