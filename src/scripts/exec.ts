import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {
  createTestingT,
  reportable,
  StopTest,
  type AgentAssertRequest,
  type AssertionInfo,
} from './assert.js';
import type { Check } from '../model/result.js';
import { transpileScript } from './transpile.js';
import {
  createYaoRuntime,
  type HostCall,
  type ProcessStub,
  type RuntimeTestState,
  type StoreSpaces,
  type YaoRuntime,
} from './runtime.js';

/*
 * Evaluating a script test and calling one test function. Runs inside the script worker (see
 * script-runner.ts), but is plain code so it can be tested in-process too.
 *
 * Scope, as Yao's ScriptRunner has it (agent/test/script.go executeTestFunction, gou v8
 * Script.NewContext): the test file is its own script, so a function of `setup.ts` is seen only
 * through `import { SystemReady } from '../runner/setup'` (without it, a ReferenceError errors the test);
 * and every test function runs in a fresh context, the script evaluated anew, so no module state
 * outlives one test (script-worker.ts loads the unit for each call). The file is transpiled to
 * CommonJS (sucrase); relative imports (`./setup`, `../lib/x.ts`) are transpiled and evaluated
 * with it, packages and node: builtins come from Node's `require` next to the file. Stack
 * positions inside the unit are mapped back to `file:line`.
 */

/** A script unit: the test file (absolute) and its display name. */
export interface ScriptUnitSpec {
  testFile: string;
  testDisplay: string;
  /** The app root (`FS("app")`); the test file's folder when absent. */
  appRoot?: string;
  /** `processes:` of agentci.yaml, stub files absolute. */
  processes?: Record<string, ProcessStub>;
}

export interface LoadedUnit {
  /** Functions found by the names asked for; names that are not functions are missing here. */
  functions: Map<string, (...args: unknown[]) => unknown>;
  /** `file:line` for a line of the combined unit. */
  mapLine(line: number): { display: string; line: number };
  filename: string;
  /** Yao's globals and `@yao/runtime` for this unit. */
  runtime: YaoRuntime;
  /** Calls into the parent thread (in the worker); absent in-process. */
  host?: HostCall;
}

type AgentVerdictReply = { passed: boolean; reason?: string };

/** The serialisable result of one test function. */
export interface ScriptOutcome {
  status: 'passed' | 'failed' | 'error' | 'skipped';
  durationMs: number;
  error?: string;
  /** The stack (mapped to the test files) of an exception, bounded. */
  stack?: string;
  assertion?: AssertionInfo;
  location?: string;
  checks: Check[];
  logs: string[];
  uncounted?: number;
}

const UNIT_SCHEME = 'agentci-script:';
const EXTENSIONS = [
  '',
  '.ts',
  '.js',
  '.mts',
  '.mjs',
  '.cts',
  '.cjs',
  '.json',
  '/index.ts',
  '/index.js',
];

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

type Exports = Record<string, unknown>;

/**
 * Transpiled sources by file, size and mtime: a unit is evaluated anew for every test function,
 * its files transpiled once.
 */
const transpiled = new Map<string, string>();

function transpiledFile(file: string): string {
  const st = statSync(file);
  const key = `${file}\u0000${st.size}\u0000${st.mtimeMs}`;
  let js = transpiled.get(key);
  if (js === undefined) {
    js = transpileScript(readFileSync(file, 'utf8'), file);
    transpiled.set(key, js);
  }
  return js;
}

/**
 * Compiles and evaluates the unit, returning the functions named in `names` (the statically
 * discovered tests). Throws when the code fails to load (a top-level throw, a missing import).
 */
export function loadScriptUnit(
  spec: ScriptUnitSpec,
  names: string[],
  host?: HostCall,
  stores?: StoreSpaces,
): LoadedUnit {
  const code = transpiledFile(spec.testFile);
  const mapLine = (l: number) => ({ display: spec.testDisplay, line: l });
  // Names are checked with typeof so a name found in a comment or nested scope is simply absent.
  const registry = names
    .filter((n) => /^[A-Za-z_$][\w$]*$/.test(n))
    .map((n) => `${JSON.stringify(n)}: typeof ${n} === "function" ? ${n} : undefined`)
    .join(', ');
  const body = `${code}\n;return {${registry}};`;
  const filename = `${UNIT_SCHEME}${spec.testDisplay}`;
  const unitExports: Exports = {};
  const module = { exports: unitExports };
  const dir = path.dirname(spec.testFile);
  const cache = new Map<string, { exports: unknown }>([[spec.testFile, module]]);
  // The runtime's stub loader and the unit's require refer to each other: the getter breaks the knot.
  const env: RequireEnv = { cache, runtime: () => runtime };
  const runtime: YaoRuntime = createYaoRuntime({
    appRoot: spec.appRoot ?? dir,
    processes: spec.processes ?? {},
    require: (file) => makeRequire(spec.testFile, env)(file),
    ...(host ? { host } : {}),
    ...(stores ? { stores } : {}),
  });
  // Yao's globals are a scope around the unit (contextExtensions), so a file may still declare
  // its own `log` or `http`; they are on the global object too while the unit runs (runtime.ts
  // installYaoGlobals), for `globalThis.Process` and code made with `new Function`.
  const fn = vm.compileFunction(body, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename,
    contextExtensions: [runtime.globals],
  });
  let found: Record<string, unknown>;
  // Top-level code sees the globals on the global object too (gou's isolate template).
  const restore = runtime.install();
  try {
    found = fn(unitExports, makeRequire(spec.testFile, env), module, spec.testFile, dir) as Record<
      string,
      unknown
    >;
  } catch (e) {
    const where = e instanceof Error ? firstUnitFrame(e.stack, { filename, mapLine }) : undefined;
    throw new ScriptLoadError(
      `${describeThrown(e)}${where ? ` (at ${where})` : ''}`,
      e instanceof Error && e.stack ? mapStack(e.stack, { filename, mapLine }) : undefined,
    );
  } finally {
    restore();
  }
  const functions = new Map<string, (...args: unknown[]) => unknown>();
  for (const [k, v] of Object.entries(found))
    if (typeof v === 'function') functions.set(k, v as (...args: unknown[]) => unknown);
  return { functions, mapLine, filename, runtime, ...(host ? { host } : {}) };
}

/** The script could not be evaluated (a top-level throw, a missing import): every test errors. */
export class ScriptLoadError extends Error {
  constructor(
    message: string,
    readonly mappedStack?: string,
  ) {
    super(message);
    this.name = 'ScriptLoadError';
  }
}

interface RequireEnv {
  cache: Map<string, { exports: unknown }>;
  runtime: () => YaoRuntime;
}

/**
 * A `require` for transpiled scripts: `@yao/runtime` is the unit's Yao runtime, relative TS/JS
 * files are transpiled too (and see Yao's globals), the rest is Node's.
 */
function makeRequire(fromFile: string, env: RequireEnv): (id: string) => unknown {
  const nodeRequire = createRequire(fromFile);
  const { cache } = env;
  return (id: string) => {
    if (id === '@yao/runtime') return env.runtime().module;
    if (!id.startsWith('.') && !path.isAbsolute(id)) return nodeRequire(id);
    const base = path.resolve(path.dirname(fromFile), id);
    const file = EXTENSIONS.map((e) => base + e).find(isFile);
    if (!file) throw new Error(`Cannot find module '${id}' from ${fromFile}`);
    const hit = cache.get(file);
    if (hit) return hit.exports;
    if (!/\.(ts|js|mts|cts)$/.test(file) || /\.d\.ts$/.test(file)) return nodeRequire(file);
    const mod: { exports: unknown } = { exports: {} };
    cache.set(file, mod);
    const code = transpiledFile(file);
    const f = vm.compileFunction(
      code,
      ['exports', 'require', 'module', '__filename', '__dirname'],
      { filename: file, contextExtensions: [env.runtime().globals] },
    );
    f(mod.exports, makeRequire(file, env), mod, file, path.dirname(file));
    return mod.exports;
  };
}

const MAX_STACK = 4000;

/** Rewrites `agentci-script:<test>:<line>:<col>` positions to the real file and line. */
export function mapStack(stack: string, unit: Pick<LoadedUnit, 'filename' | 'mapLine'>): string {
  const esc = unit.filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mapped = stack.replace(
    new RegExp(`${esc}:(\\d+):(\\d+)`, 'g'),
    (_m, l: string, c: string) => {
      const at = unit.mapLine(Number(l));
      return `${at.display}:${at.line}:${c}`;
    },
  );
  // Frames of agentci itself are noise to the test author.
  const lines = mapped
    .split('\n')
    .filter((l) => !/script-(exec|assert|worker)\.|node:internal|agentci\/dist/.test(l));
  const s = lines.join('\n');
  return s.length > MAX_STACK ? `${s.slice(0, MAX_STACK)}…` : s;
}

/** The first stack frame inside the unit, as `file:line`. */
function firstUnitFrame(
  stack: string | undefined,
  unit: Pick<LoadedUnit, 'filename' | 'mapLine'>,
): string | undefined {
  if (!stack) return undefined;
  const idx = stack.indexOf(`${unit.filename}:`);
  if (idx < 0) return undefined;
  const m = /^:(\d+):\d+/.exec(stack.slice(idx + unit.filename.length));
  if (!m) return undefined;
  const at = unit.mapLine(Number(m[1]));
  return `${at.display}:${at.line}`;
}

function describeThrown(e: unknown): string {
  if (e instanceof Error) return `${e.name && e.name !== 'Error' ? `${e.name}: ` : ''}${e.message}`;
  if (typeof e === 'string') return e;
  const r = reportable(e);
  return `thrown: ${typeof r === 'string' ? r : JSON.stringify(r)}`;
}

/**
 * Calls one test function with a fresh `t` and the given ctx (a fresh copy: tests may change it).
 * An async test is awaited. Never throws: a thrown exception is an `error` outcome.
 */
export async function runTestFunction(
  unit: LoadedUnit,
  name: string,
  ctx: Record<string, unknown>,
  now: () => number = () => performance.now(),
): Promise<ScriptOutcome> {
  const fn = unit.functions.get(name);
  if (!fn)
    return {
      status: 'error',
      durationMs: 0,
      error: `${name} is not a function at the top level of ${unit.mapLine(1).display}`,
      checks: [],
      logs: [],
    };
  const host = unit.host;
  const { t, state } = createTestingT(name, {
    locate: () => firstUnitFrame(new Error().stack, unit),
    ...(host
      ? { agent: (req: AgentAssertRequest) => host('agent', req) as AgentVerdictReply }
      : {}),
  });
  const rt: RuntimeTestState = { logs: state.logs, authorized: ctx.authorized ?? null };
  unit.runtime.begin(rt);
  const t0 = now();
  let thrown: unknown;
  let threw = false;
  let returned: unknown;
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
    ...(state.uncounted ? { uncounted: state.uncounted } : {}),
    ...(state.assertion ? { assertion: state.assertion } : {}),
  };
  // A Process call without a stub fails the test even when the test caught the exception
  // (script.go executeTestFunction recovers the panic into an error).
  if (rt.fatal !== undefined) return { ...base, status: 'error', error: rt.fatal };
  // script.go executeTestFunction: an exception after a failed assertion is that failure.
  if (threw && !state.failed) {
    const stack =
      thrown instanceof Error && thrown.stack ? mapStack(thrown.stack, unit) : undefined;
    const where = thrown instanceof Error ? firstUnitFrame(thrown.stack, unit) : undefined;
    return {
      ...base,
      status: 'error',
      error: describeThrown(thrown),
      ...(stack ? { stack } : {}),
      ...(where ? { location: where } : {}),
    };
  }
  // script.go executeTestFunction: a returned Error object (IsNativeError) is an error.
  if (!threw && returned instanceof Error)
    return { ...base, status: 'error', error: `test threw exception: ${returned.message}` };
  // script.go runScriptTest checks Skipped() before Failed(): a skip after a failure is skipped.
  if (state.skipped)
    return { ...base, status: 'skipped', ...(state.skipReason ? { error: state.skipReason } : {}) };
  if (state.failed)
    return {
      ...base,
      status: 'failed',
      error: state.errors[0],
      ...(state.location ? { location: state.location } : {}),
    };
  return { ...base, status: 'passed' };
}

/** What calling a script function by name (a Yao hook or process) gave. */
export interface FunctionCallOutcome {
  /** The returned value as plain JSON (a Promise is awaited); absent when it failed. */
  value?: unknown;
  /** Why it failed: `function X not defined`, or what was thrown (`Error: boom (at f.ts:3)`). */
  error?: string;
  /** The function threw (then callers say `hook function X failed: …` as Yao does). */
  threw?: boolean;
  logs: string[];
}

/** A returned value as Yao's bridge hands it back to Go: JSON values only (undefined → null). */
function plainValue(v: unknown): unknown {
  if (v === undefined) return null;
  try {
    const text = JSON.stringify(v);
    return text === undefined ? null : (JSON.parse(text) as unknown);
  } catch {
    return String(v);
  }
}

/**
 * Calls a top-level function of the unit with the given arguments (copies: the function may
 * change them), as script_hooks.go executeHookFunction and gou's process call do: a thrown
 * exception is `<Name>: <message>` (the text V8 gives Go), a name that is no function is
 * `function <name> not defined`. Never throws.
 */
export async function callScriptFunction(
  unit: LoadedUnit,
  name: string,
  args: unknown[],
): Promise<FunctionCallOutcome> {
  const fn = unit.functions.get(name);
  if (!fn) return { error: `function ${name} not defined`, logs: [] };
  const rt: RuntimeTestState = { logs: [] };
  unit.runtime.begin(rt);
  try {
    const value = plainValue(await fn(...structuredClone(args)));
    // An unmapped Process fails the call even when the script caught its exception.
    if (rt.fatal !== undefined) return { error: rt.fatal, threw: true, logs: rt.logs };
    return { value, logs: rt.logs };
  } catch (e) {
    const text = e instanceof Error ? `${e.name || 'Error'}: ${e.message}` : describeThrown(e);
    const where = e instanceof Error ? firstUnitFrame(e.stack, unit) : undefined;
    return { error: `${text}${where ? ` (at ${where})` : ''}`, threw: true, logs: rt.logs };
  } finally {
    unit.runtime.end();
  }
}
