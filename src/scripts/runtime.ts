import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Config } from '../model/config.js';
import { format } from 'node:util';

/*
 * The Yao runtime a script test sees: the globals Yao's V8 runtime (YaoApp/gou runtime/v8) gives
 * every script, and the same values as the exports of `@yao/runtime` (a test file may
 * `import { Process, log } from "@yao/runtime"`, as Yao's TypeScript apps do):
 *
 * - `log.{Trace,Debug,Info,Warn,Error}(format, …args)`: Go-printf-like lines into the test's logs;
 * - `Exception(message, code)`: an Error with a `code` (default 500);
 * - `http.{Get,Post,Put,Patch,Delete,Head,Send}`: gou's http object over fetch (synchronous, as in
 *   Yao: the worker waits for the parent thread to answer), returning `{status, headers, data}`
 *   (data parsed when the reply is JSON); a network failure is `{status: 0, code: 0, message}`;
 * - `new FS("app")` rooted at the app (the working directory), `new FS("system")` at `<app>/data`
 *   (Yao's data root); paths cannot leave their root;
 * - `new Store(name)`: an in-memory key/value store per name, shared by the tests of one file;
 * - `Process(name, …args)`: calls the stub agentci.yaml maps to that process (`processes:`), names
 *   compared case-insensitively as gou does; an unmapped process fails the test with a message
 *   naming it, even when the test catches the exception (as Yao's recover() does);
 * - `time.Sleep(ms)`, `$L(text)` (returns the text);
 * - `All`, `Any`, `Race` (gou's concurrent processes: `[{process, args}]` → `[{data, index,
 *   error?}]`), run through the same stubs one after another in list order; `new Job(process, …args)`
 *   runs its process the same way (`Data()`, `Pending(cb)`, `Cancel()`);
 * - `Eval(source, …args)` and `Use(Constructor, …args, callback)` as gou runs them;
 * - `Authorized()`: the test's `ctx.authorized` (gou reads the share data Yao sets from it), else null;
 * - `Query`, `Plan`, `WebSocket`, `MCP` (gou) and `Trace`, `YaoJob`, `sandbox`, `workspace` (Yao's
 *   own): they exist, as in Yao, but agentci has no database, plans, sockets, MCP clients or Yao
 *   services behind them: using one fails the test (even when it catches the exception) saying
 *   to put the call behind a process and stub that process under `processes:`.
 * These are globals of the script, as in gou's V8 isolate (MakeTemplate): `globalThis.Process` and
 * code made with `new Function`/`Eval` see them too (installYaoGlobals).
 * Anything else imported from `@yao/runtime` is a function that throws "not available".
 */

/** A process stub: the module (absolute path) and the export to call. */
export interface ProcessStub {
  file: string;
  export: string;
}

/** `processes:` of agentci.yaml: stub files resolved against the config's folder. */
export function processStubs(
  config: Pick<Config, 'processes'>,
  baseDir: string,
): Record<string, ProcessStub> {
  const out: Record<string, ProcessStub> = {};
  for (const [name, ref] of Object.entries(config.processes ?? {})) {
    const hash = ref.lastIndexOf('#');
    const file = hash < 0 ? ref : ref.slice(0, hash);
    out[name] = {
      file: path.resolve(baseDir, file),
      export: hash < 0 ? 'default' : ref.slice(hash + 1),
    };
  }
  return out;
}

/** Calls into the parent thread (http, the Agent assertion's judge). Synchronous. */
export type HostCall = (kind: 'fetch' | 'agent', payload: unknown) => unknown;

export interface RuntimeOptions {
  appRoot: string;
  processes: Record<string, ProcessStub>;
  /** Loads a stub module (the unit's require: TypeScript is transpiled). */
  require: (file: string) => unknown;
  host?: HostCall;
  /** Store data, when it must outlive this runtime (Yao's stores live in the Go process). */
  stores?: StoreSpaces;
}

/** The per-test side of the runtime: where log lines go, the failure Process recorded. */
export interface RuntimeTestState {
  logs: string[];
  fatal?: string;
  /** What `Authorized()` returns: the test's `ctx.authorized` (null outside a test). */
  authorized?: unknown;
}

export interface YaoRuntime {
  globals: Record<string, unknown>;
  /** What `require("@yao/runtime")` returns. */
  module: Record<string | symbol, unknown>;
  /** Makes the globals properties of the global object; returns what puts the old ones back. */
  install(): () => void;
  /**
   * Starts a call (a test, a hook, a process): its log lines and Process failure are recorded
   * into `state`, and the globals are on the global object until `end`.
   */
  begin(state: RuntimeTestState): void;
  end(): void;
}

export interface FetchRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface FetchReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  error?: string;
}

/** Go's %v/%+v/%#v/%q/%t/%x are not Node's; map them to what util.format understands. */
function goFormat(args: unknown[]): string {
  if (typeof args[0] !== 'string') return format(...args);
  const f = args[0].replace(/%[+#]?v|%t/g, '%s').replace(/%q/g, '%j');
  return format(f, ...args.slice(1));
}

/** A Yao Exception: `throw new Exception("not found", 404)`. */
export class Exception extends Error {
  code: number;
  constructor(message?: unknown, code?: unknown) {
    super(typeof message === 'string' ? message : String(message ?? ''));
    this.name = 'Exception';
    this.code = typeof code === 'number' ? code : 500;
  }
}

function withQuery(url: string, query: unknown): string {
  if (!query || typeof query !== 'object') return url;
  const u = new URL(url);
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (Array.isArray(v)) for (const x of v) u.searchParams.append(k, String(x));
    else if (v !== undefined && v !== null) u.searchParams.append(k, String(v));
  }
  return u.toString();
}

function headerMap(h: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (h && typeof h === 'object')
    for (const [k, v] of Object.entries(h as Record<string, unknown>))
      out[k] = Array.isArray(v) ? v.map(String).join(', ') : String(v);
  return out;
}

function makeHttp(host: HostCall | undefined): Record<string, unknown> {
  const send = (
    method: string,
    url: unknown,
    payload?: unknown,
    query?: unknown,
    headers?: unknown,
  ) => {
    if (!host) throw new Error('http is only available when the test runs in its script worker');
    const h = headerMap(headers);
    let body: string | undefined;
    if (payload !== undefined && payload !== null && method !== 'GET') {
      if (typeof payload === 'string') body = payload;
      else {
        body = JSON.stringify(payload);
        if (!Object.keys(h).some((k) => k.toLowerCase() === 'content-type'))
          h['Content-Type'] = 'application/json';
      }
    }
    const req: FetchRequest = {
      method,
      url: withQuery(String(url), query),
      headers: h,
      ...(body !== undefined ? { body } : {}),
    };
    const r = host('fetch', req) as FetchReply;
    if (r.error) return { status: 0, code: 0, message: r.error, headers: {}, data: null };
    const type = Object.entries(r.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1];
    let data: unknown = r.body;
    if (type && /json/i.test(type))
      try {
        data = JSON.parse(r.body);
      } catch {
        data = r.body;
      }
    const headersOut: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(r.headers)) headersOut[k] = [v];
    return { status: r.status, code: r.status, headers: headersOut, data };
  };
  return {
    Get: (url: unknown, query?: unknown, headers?: unknown) =>
      send('GET', url, undefined, query, headers),
    Post: (url: unknown, payload?: unknown, _files?: unknown, query?: unknown, headers?: unknown) =>
      send('POST', url, payload, query, headers),
    Put: (url: unknown, payload?: unknown, query?: unknown, headers?: unknown) =>
      send('PUT', url, payload, query, headers),
    Patch: (url: unknown, payload?: unknown, query?: unknown, headers?: unknown) =>
      send('PATCH', url, payload, query, headers),
    Delete: (url: unknown, payload?: unknown, query?: unknown, headers?: unknown) =>
      send('DELETE', url, payload, query, headers),
    Head: (url: unknown, payload?: unknown, query?: unknown, headers?: unknown) =>
      send('HEAD', url, payload, query, headers),
    Send: (method: unknown, url: unknown, payload?: unknown, query?: unknown, headers?: unknown) =>
      send(String(method).toUpperCase(), url, payload, query, headers),
  };
}

function makeFS(appRoot: string) {
  return class FS {
    readonly root: string;
    constructor(space: unknown = 'system') {
      const s = String(space);
      if (s === 'app') this.root = appRoot;
      else if (s === 'system' || s === 'data') this.root = path.join(appRoot, 'data');
      else
        throw new Exception(
          `FS: unknown space ${JSON.stringify(s)} (agentci has "app" and "system")`,
          400,
        );
    }
    private at(p: unknown): string {
      // A leading "/" is the FS root, as in Yao. (No literal "./" prefix here: the bundler would
      // read it as a glob of the working folder and copy that folder into dist/.)
      const abs = path.resolve(this.root, String(p).replace(/^[/\\]+/, ''));
      if (abs !== this.root && !abs.startsWith(this.root + path.sep))
        throw new Exception(`FS: ${String(p)} is outside the FS root`, 403);
      return abs;
    }
    ReadFile(p: unknown): string {
      return readFileSync(this.at(p), 'utf8');
    }
    ReadFileBuffer(p: unknown): Uint8Array {
      return new Uint8Array(readFileSync(this.at(p)));
    }
    WriteFile(p: unknown, data: unknown): number {
      const f = this.at(p);
      mkdirSync(path.dirname(f), { recursive: true });
      const text = typeof data === 'string' ? data : Buffer.from(data as Uint8Array);
      writeFileSync(f, text);
      return Buffer.byteLength(text);
    }
    AppendFile(p: unknown, data: unknown): number {
      const f = this.at(p);
      mkdirSync(path.dirname(f), { recursive: true });
      const text = String(data);
      appendFileSync(f, text);
      return Buffer.byteLength(text);
    }
    Exists(p: unknown): boolean {
      return existsSync(this.at(p));
    }
    IsDir(p: unknown): boolean {
      return existsSync(this.at(p)) && statSync(this.at(p)).isDirectory();
    }
    IsFile(p: unknown): boolean {
      return existsSync(this.at(p)) && statSync(this.at(p)).isFile();
    }
    Size(p: unknown): number {
      return statSync(this.at(p)).size;
    }
    Mkdir(p: unknown): void {
      mkdirSync(this.at(p));
    }
    MkdirAll(p: unknown): void {
      mkdirSync(this.at(p), { recursive: true });
    }
    Remove(p: unknown): void {
      rmSync(this.at(p));
    }
    RemoveAll(p: unknown): void {
      rmSync(this.at(p), { recursive: true, force: true });
    }
    ReadDir(p: unknown, recursive?: unknown): string[] {
      const dir = this.at(p);
      const names = readdirSync(dir, { recursive: recursive === true }) as string[];
      const rel = path.relative(this.root, dir);
      return names.map(
        (n) => `/${path.posix.join(rel.split(path.sep).join('/'), n.split(path.sep).join('/'))}`,
      );
    }
    Copy(from: unknown, to: unknown): void {
      cpSync(this.at(from), this.at(to), { recursive: true });
    }
    Move(from: unknown, to: unknown): void {
      renameSync(this.at(from), this.at(to));
    }
    Abs(p: unknown): string {
      return this.at(p);
    }
    BaseName(p: unknown): string {
      return path.posix.basename(String(p));
    }
    DirName(p: unknown): string {
      return path.posix.dirname(String(p));
    }
    ExtName(p: unknown): string {
      return path.posix.extname(String(p)).replace(/^\./, '');
    }
  };
}

/** `new Store(name)` data by name: kept by whoever outlives the test contexts (the worker). */
export type StoreSpaces = Map<string, Map<string, { value: unknown; expires?: number }>>;

function makeStore(spaces: StoreSpaces) {
  return class Store {
    private readonly data: Map<string, { value: unknown; expires?: number }>;
    constructor(name: unknown = 'default') {
      const n = String(name);
      let d = spaces.get(n);
      if (!d) spaces.set(n, (d = new Map()));
      this.data = d;
    }
    private live(key: string) {
      const e = this.data.get(key);
      if (e?.expires !== undefined && e.expires <= Date.now()) {
        this.data.delete(key);
        return undefined;
      }
      return e;
    }
    Get(key: unknown): unknown {
      return this.live(String(key))?.value ?? null;
    }
    Set(key: unknown, value: unknown, ttl?: unknown): void {
      const s = typeof ttl === 'number' && ttl > 0 ? ttl : undefined;
      this.data.set(String(key), {
        value: structuredClone(value),
        ...(s !== undefined ? { expires: Date.now() + s * 1000 } : {}),
      });
    }
    Has(key: unknown): boolean {
      return this.live(String(key)) !== undefined;
    }
    Del(key: unknown): void {
      this.data.delete(String(key));
    }
    GetDel(key: unknown): unknown {
      const v = this.Get(key);
      this.Del(key);
      return v;
    }
    GetSet(key: unknown, ttl: unknown, getter?: unknown): unknown {
      if (this.Has(key)) return this.Get(key);
      const v = typeof getter === 'function' ? (getter as (k: unknown) => unknown)(key) : null;
      this.Set(key, v, ttl);
      return v;
    }
    Len(): number {
      return [...this.data.keys()].filter((k) => this.live(k) !== undefined).length;
    }
    Keys(): string[] {
      return [...this.data.keys()].filter((k) => this.live(k) !== undefined);
    }
    Clear(): void {
      this.data.clear();
    }
  };
}

/**
 * gou's globals agentci has nothing behind, with what they do in Yao: using one fails the test
 * with what to stub instead. Constructors (`new Query("default")`) and objects (`sandbox`) exist;
 * their methods fail. Functions (`Trace(…)`) fail when called.
 */
const UNAVAILABLE: Record<string, { kind: 'class' | 'function' | 'object'; does: string }> = {
  Query: { kind: 'class', does: "queries Yao's database (QueryDSL)" },
  Plan: { kind: 'class', does: 'orchestrates tasks in a shared data space' },
  WebSocket: { kind: 'class', does: "is gou's WebSocket client" },
  MCP: { kind: 'class', does: "is a client of the app's MCP servers" },
  Trace: { kind: 'function', does: "writes Yao's agent traces" },
  YaoJob: { kind: 'function', does: "runs Yao's background jobs" },
  sandbox: { kind: 'object', does: "runs Yao's sandboxes" },
  workspace: { kind: 'object', does: "manages Yao's workspaces" },
};

/** A gou concurrent task (`All`, `Any`, `Race`): functions/concurrent ParseTasks. */
function parseTasks(tasks: unknown): { process: string; args: unknown[] }[] {
  if (!Array.isArray(tasks))
    throw new Exception('the first parameter should be an array of tasks', 500);
  return tasks.map((t, i) => {
    const m =
      t !== null && typeof t === 'object' && !Array.isArray(t)
        ? (t as Record<string, unknown>)
        : undefined;
    if (!m) throw new Exception(`task[${i}]: expected an object with 'process' field`, 500);
    if (typeof m.process !== 'string' || m.process === '')
      throw new Exception(`task[${i}]: 'process' field is required and must be a string`, 500);
    return { process: m.process, args: Array.isArray(m.args) ? m.args : [] };
  });
}

/** gou's eval: `function name(a) {` becomes `(a) => {` before the source is run. */
const FUNC_HEAD = /\s*function\s+(\w+)\s*\(([^)]*)\)\s*\{/g;

/** Builds the runtime of one script unit (one test file and its module). */
export function createYaoRuntime(opts: RuntimeOptions): YaoRuntime {
  let current: RuntimeTestState | undefined;
  const line = (level: string, args: unknown[]) => {
    const text = `log.${level}: ${goFormat(args)}`;
    if (current) current.logs.push(text);
  };
  const log = Object.fromEntries(
    ['Trace', 'Debug', 'Info', 'Warn', 'Error'].map((l) => [
      l,
      (...args: unknown[]) => line(l.toLowerCase(), args),
    ]),
  );
  const stubs = new Map<string, ProcessStub>();
  for (const [name, stub] of Object.entries(opts.processes)) stubs.set(name.toLowerCase(), stub);
  const Process = (name: unknown, ...args: unknown[]) => {
    const n = String(name);
    const stub = stubs.get(n.toLowerCase());
    if (!stub) {
      const msg = `Process ${n}: no stub for this process; map it to a function under processes: in agentci.yaml (e.g. processes: {"${n}": "stubs.ts#fn"})`;
      if (current && current.fatal === undefined) current.fatal = msg;
      throw new Exception(msg, 404);
    }
    const mod = opts.require(stub.file) as Record<string, unknown> | undefined;
    const fn = mod?.[stub.export];
    if (typeof fn !== 'function') {
      const msg = `Process ${n}: ${stub.file} has no function export ${JSON.stringify(stub.export)} (processes: in agentci.yaml)`;
      if (current && current.fatal === undefined) current.fatal = msg;
      throw new Exception(msg, 500);
    }
    return (fn as (...a: unknown[]) => unknown)(...args);
  };
  const time = {
    Sleep: (ms: unknown) => {
      const n = Number(ms);
      if (n > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, n);
    },
  };
  /** Fails the running test (even if it catches the exception) and throws. */
  const fail = (msg: string, code = 500): never => {
    if (current && current.fatal === undefined) current.fatal = msg;
    throw new Exception(msg, code);
  };
  const unavailable = (name: string, does: string) => () =>
    fail(
      `${name}: not available in agentci's script tests (in Yao it ${does}); put the call behind a process the test calls with Process("…") and map that process to a stub under processes: in agentci.yaml`,
    );
  const methodsFail = (name: string, does: string) =>
    new Proxy(
      {},
      {
        get: (_t, key) =>
          typeof key === 'symbol' || key === 'then' || key === 'toJSON'
            ? undefined
            : unavailable(`${name}.${key}`, does),
      },
    );
  const stand: Record<string, unknown> = {};
  for (const [name, { kind, does }] of Object.entries(UNAVAILABLE)) {
    if (kind === 'function') stand[name] = unavailable(name, does);
    else if (kind === 'object') stand[name] = methodsFail(name, does);
    else
      // A constructor, as gou exports it: `new Query("default")` works, its methods fail.
      stand[name] = function (this: unknown) {
        return methodsFail(name, does);
      };
  }

  /** gou's concurrent functions, over the same stubs as Process, in list order. */
  type TaskResult = { data: unknown; error?: string; index: number };
  const runTask = (t: { process: string; args: unknown[] }, index: number): TaskResult => {
    try {
      return { data: Process(t.process, ...t.args) ?? null, index };
    } catch (e) {
      if (current?.fatal !== undefined) throw e;
      return { data: null, error: e instanceof Error ? e.message : String(e), index };
    }
  };
  const idle = (): TaskResult => ({ data: null, index: 0 });
  const All = (tasks: unknown) => parseTasks(tasks).map(runTask);
  // Any: the first success ends it; Race: the first to finish. Tasks not run keep gou's zero value.
  const Any = (tasks: unknown) => {
    const list = parseTasks(tasks);
    const out = list.map(idle);
    for (const [i, t] of list.entries()) {
      out[i] = runTask(t, i);
      if (out[i]?.error === undefined) break;
    }
    return out;
  };
  const Race = (tasks: unknown) => {
    const list = parseTasks(tasks);
    const out = list.map(idle);
    if (list[0]) out[0] = runTask(list[0], 0);
    return out;
  };

  /** gou's Job: its process runs at once (a stub); Data() gives its result. */
  function Job(this: unknown, process: unknown, ...args: unknown[]) {
    let data: unknown = null;
    let error: unknown;
    try {
      data = Process(process, ...args);
    } catch (e) {
      if (current?.fatal !== undefined) throw e;
      error = e;
    }
    return {
      Pending: () => undefined,
      Data: () => {
        if (error !== undefined) throw error;
        return data;
      },
      Cancel: () => undefined,
    };
  }

  const Eval = (source: unknown, ...args: unknown[]) => {
    if (source === undefined) throw new Exception('missing parameters', 500);
    if (typeof source !== 'string')
      throw new Exception('the first parameter should be a string', 500);
    // Indirect eval runs in the global scope, where the Yao globals are (installYaoGlobals).
    const fn = (0, eval)(source.replace(FUNC_HEAD, '($2) => {')) as unknown;
    if (typeof fn !== 'function') throw new TypeError(`${String(fn)} is not a function`);
    return (fn as (...a: unknown[]) => unknown)(...args);
  };

  const Use = (...args: unknown[]) => {
    if (args.length < 2)
      throw new Exception('Use() requires at least 2 arguments: Constructor and callback', 500);
    const [Ctor] = args;
    const callback = args[args.length - 1];
    if (typeof Ctor !== 'function')
      throw new Exception('Use() requires a constructor function as the first argument', 500);
    if (typeof callback !== 'function')
      throw new Exception('Use() requires a callback function as the last argument', 500);
    const instance = new (Ctor as new (...a: unknown[]) => Record<string, unknown>)(
      ...args.slice(1, -1),
    );
    try {
      return (callback as (i: unknown) => unknown)(instance);
    } finally {
      try {
        if (typeof instance?.__release === 'function') (instance.__release as () => void)();
      } catch {
        // gou ignores errors of __release.
      }
    }
  };

  const globals: Record<string, unknown> = {
    log,
    time,
    http: makeHttp(opts.host),
    Exception,
    FS: makeFS(path.resolve(opts.appRoot)),
    Job,
    Store: makeStore(opts.stores ?? new Map()),
    $L: (s: unknown) => s,
    Process,
    Eval,
    Use,
    Authorized: () => structuredClone(current?.authorized ?? null),
    All,
    Any,
    Race,
    ...stand,
  };
  const module = new Proxy(globals, {
    get(target, key) {
      if (key === '__esModule') return true;
      if (key === 'default') return target;
      if (typeof key === 'symbol' || key === 'then') return undefined;
      if (key in target) return target[key];
      return () => {
        throw new Error(`${key} from @yao/runtime is not available in agentci's script tests`);
      };
    },
  }) as Record<string | symbol, unknown>;
  let restore: (() => void) | undefined;
  return {
    globals,
    module,
    install: () => installYaoGlobals(globals),
    begin(state) {
      current = state;
      restore?.();
      restore = installYaoGlobals(globals);
    },
    end() {
      current = undefined;
      restore?.();
      restore = undefined;
    },
  };
}

/**
 * Puts Yao's globals on the global object, as gou's isolate template does, so `globalThis.Process`
 * and code compiled at run time (`new Function`, `Eval`) find them; the unit's own code also has
 * them as its scope (exec.ts contextExtensions), so a later unit's install cannot change what an
 * earlier one calls. Returns the function that restores what the global object had before: they
 * are there while the unit is evaluated and while one of its functions runs (YaoRuntime.begin/end),
 * so nothing is left on the global object of a process that runs other code too.
 */
export function installYaoGlobals(globals: Record<string, unknown>): () => void {
  const g = globalThis as Record<string, unknown>;
  const saved = Object.keys(globals).map(
    (k) => [k, Object.getOwnPropertyDescriptor(g, k)] as const,
  );
  for (const [k, v] of Object.entries(globals))
    Object.defineProperty(g, k, {
      value: v,
      writable: true,
      enumerable: false,
      configurable: true,
    });
  return () => {
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(g, k, d);
      else delete g[k];
    }
  };
}
