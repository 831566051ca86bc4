import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  compilePattern
} from "./chunk-IJSF5CVK.js";
import {
  deepEqual,
  errorMessage,
  isObjectLike,
  isPlainObject,
  tryParseJson
} from "./chunk-T62V4T6D.js";

// src/scripts/transpile.ts
var ScriptSyntaxError = class extends Error {
  constructor(message, line) {
    super(message);
    this.line = line;
    this.name = "ScriptSyntaxError";
  }
  line;
};
var sucrase;
async function loadTranspiler() {
  if (sucrase) return;
  const mod = await import("./dist-63P5AP4Z.js");
  sucrase = typeof mod.transform === "function" ? mod : mod.default;
}
function transpileScript(code, file) {
  if (!sucrase) throw new Error("transpileScript: call loadTranspiler() first");
  const ts = /\.[cm]?tsx?$/.test(file);
  try {
    return sucrase.transform(code, {
      transforms: ts ? ["typescript", "imports"] : ["imports"],
      filePath: file
    }).code;
  } catch (e) {
    const msg = errorMessage(e);
    const at = /\((\d+):(\d+)\)/.exec(msg);
    throw new ScriptSyntaxError(msg, at ? Number(at[1]) : 1);
  }
}

// src/scripts/runtime.ts
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
  writeFileSync
} from "node:fs";
import path from "node:path";
import { format } from "node:util";
function processStubs(config, baseDir) {
  const out = {};
  for (const [name, ref] of Object.entries(config.processes ?? {})) {
    const hash = ref.lastIndexOf("#");
    const file = hash < 0 ? ref : ref.slice(0, hash);
    out[name] = {
      file: path.resolve(baseDir, file),
      export: hash < 0 ? "default" : ref.slice(hash + 1)
    };
  }
  return out;
}
function goFormat(args) {
  if (typeof args[0] !== "string") return format(...args);
  const f = args[0].replace(/%[+#]?v|%t/g, "%s").replace(/%q/g, "%j");
  return format(f, ...args.slice(1));
}
var Exception = class extends Error {
  code;
  constructor(message, code) {
    super(typeof message === "string" ? message : String(message ?? ""));
    this.name = "Exception";
    this.code = typeof code === "number" ? code : 500;
  }
};
function withQuery(url, query) {
  if (!query || typeof query !== "object") return url;
  const u = new URL(url);
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const x of v) u.searchParams.append(k, String(x));
    else if (v !== void 0 && v !== null) u.searchParams.append(k, String(v));
  }
  return u.toString();
}
function headerMap(h) {
  const out = {};
  if (h && typeof h === "object")
    for (const [k, v] of Object.entries(h))
      out[k] = Array.isArray(v) ? v.map(String).join(", ") : String(v);
  return out;
}
function makeHttp(host) {
  const send = (method, url, payload, query, headers) => {
    if (!host) throw new Error("http is only available when the test runs in its script worker");
    const h = headerMap(headers);
    let body;
    if (payload !== void 0 && payload !== null && method !== "GET") {
      if (typeof payload === "string") body = payload;
      else {
        body = JSON.stringify(payload);
        if (!Object.keys(h).some((k) => k.toLowerCase() === "content-type"))
          h["Content-Type"] = "application/json";
      }
    }
    const req = {
      method,
      url: withQuery(String(url), query),
      headers: h,
      ...body !== void 0 ? { body } : {}
    };
    const r = host("fetch", req);
    if (r.error) return { status: 0, code: 0, message: r.error, headers: {}, data: null };
    const type = Object.entries(r.headers).find(([k]) => k.toLowerCase() === "content-type")?.[1];
    let data = r.body;
    if (type && /json/i.test(type))
      try {
        data = JSON.parse(r.body);
      } catch {
        data = r.body;
      }
    const headersOut = {};
    for (const [k, v] of Object.entries(r.headers)) headersOut[k] = [v];
    return { status: r.status, code: r.status, headers: headersOut, data };
  };
  return {
    Get: (url, query, headers) => send("GET", url, void 0, query, headers),
    Post: (url, payload, _files, query, headers) => send("POST", url, payload, query, headers),
    Put: (url, payload, query, headers) => send("PUT", url, payload, query, headers),
    Patch: (url, payload, query, headers) => send("PATCH", url, payload, query, headers),
    Delete: (url, payload, query, headers) => send("DELETE", url, payload, query, headers),
    Head: (url, payload, query, headers) => send("HEAD", url, payload, query, headers),
    Send: (method, url, payload, query, headers) => send(String(method).toUpperCase(), url, payload, query, headers)
  };
}
function makeFS(appRoot) {
  return class FS {
    root;
    constructor(space = "system") {
      const s = String(space);
      if (s === "app") this.root = appRoot;
      else if (s === "system" || s === "data") this.root = path.join(appRoot, "data");
      else
        throw new Exception(
          `FS: unknown space ${JSON.stringify(s)} (agentci has "app" and "system")`,
          400
        );
    }
    at(p) {
      const abs = path.resolve(this.root, String(p).replace(/^[/\\]+/, ""));
      if (abs !== this.root && !abs.startsWith(this.root + path.sep))
        throw new Exception(`FS: ${String(p)} is outside the FS root`, 403);
      return abs;
    }
    ReadFile(p) {
      return readFileSync(this.at(p), "utf8");
    }
    ReadFileBuffer(p) {
      return new Uint8Array(readFileSync(this.at(p)));
    }
    WriteFile(p, data) {
      const f = this.at(p);
      mkdirSync(path.dirname(f), { recursive: true });
      const text = typeof data === "string" ? data : Buffer.from(data);
      writeFileSync(f, text);
      return Buffer.byteLength(text);
    }
    AppendFile(p, data) {
      const f = this.at(p);
      mkdirSync(path.dirname(f), { recursive: true });
      const text = String(data);
      appendFileSync(f, text);
      return Buffer.byteLength(text);
    }
    Exists(p) {
      return existsSync(this.at(p));
    }
    IsDir(p) {
      return existsSync(this.at(p)) && statSync(this.at(p)).isDirectory();
    }
    IsFile(p) {
      return existsSync(this.at(p)) && statSync(this.at(p)).isFile();
    }
    Size(p) {
      return statSync(this.at(p)).size;
    }
    Mkdir(p) {
      mkdirSync(this.at(p));
    }
    MkdirAll(p) {
      mkdirSync(this.at(p), { recursive: true });
    }
    Remove(p) {
      rmSync(this.at(p));
    }
    RemoveAll(p) {
      rmSync(this.at(p), { recursive: true, force: true });
    }
    ReadDir(p, recursive) {
      const dir = this.at(p);
      const names = readdirSync(dir, { recursive: recursive === true });
      const rel = path.relative(this.root, dir);
      return names.map(
        (n) => `/${path.posix.join(rel.split(path.sep).join("/"), n.split(path.sep).join("/"))}`
      );
    }
    Copy(from, to) {
      cpSync(this.at(from), this.at(to), { recursive: true });
    }
    Move(from, to) {
      renameSync(this.at(from), this.at(to));
    }
    Abs(p) {
      return this.at(p);
    }
    BaseName(p) {
      return path.posix.basename(String(p));
    }
    DirName(p) {
      return path.posix.dirname(String(p));
    }
    ExtName(p) {
      return path.posix.extname(String(p)).replace(/^\./, "");
    }
  };
}
function makeStore(spaces) {
  return class Store {
    data;
    constructor(name = "default") {
      const n = String(name);
      let d = spaces.get(n);
      if (!d) spaces.set(n, d = /* @__PURE__ */ new Map());
      this.data = d;
    }
    live(key) {
      const e = this.data.get(key);
      if (e?.expires !== void 0 && e.expires <= Date.now()) {
        this.data.delete(key);
        return void 0;
      }
      return e;
    }
    Get(key) {
      return this.live(String(key))?.value ?? null;
    }
    Set(key, value, ttl) {
      const s = typeof ttl === "number" && ttl > 0 ? ttl : void 0;
      this.data.set(String(key), {
        value: structuredClone(value),
        ...s !== void 0 ? { expires: Date.now() + s * 1e3 } : {}
      });
    }
    Has(key) {
      return this.live(String(key)) !== void 0;
    }
    Del(key) {
      this.data.delete(String(key));
    }
    GetDel(key) {
      const v = this.Get(key);
      this.Del(key);
      return v;
    }
    GetSet(key, ttl, getter) {
      if (this.Has(key)) return this.Get(key);
      const v = typeof getter === "function" ? getter(key) : null;
      this.Set(key, v, ttl);
      return v;
    }
    Len() {
      return [...this.data.keys()].filter((k) => this.live(k) !== void 0).length;
    }
    Keys() {
      return [...this.data.keys()].filter((k) => this.live(k) !== void 0);
    }
    Clear() {
      this.data.clear();
    }
  };
}
var UNAVAILABLE = {
  Query: { kind: "class", does: "queries Yao's database (QueryDSL)" },
  Plan: { kind: "class", does: "orchestrates tasks in a shared data space" },
  WebSocket: { kind: "class", does: "is gou's WebSocket client" },
  MCP: { kind: "class", does: "is a client of the app's MCP servers" },
  Trace: { kind: "function", does: "writes Yao's agent traces" },
  YaoJob: { kind: "function", does: "runs Yao's background jobs" },
  sandbox: { kind: "object", does: "runs Yao's sandboxes" },
  workspace: { kind: "object", does: "manages Yao's workspaces" }
};
function parseTasks(tasks) {
  if (!Array.isArray(tasks))
    throw new Exception("the first parameter should be an array of tasks", 500);
  return tasks.map((t, i) => {
    const m = t !== null && typeof t === "object" && !Array.isArray(t) ? t : void 0;
    if (!m) throw new Exception(`task[${i}]: expected an object with 'process' field`, 500);
    if (typeof m.process !== "string" || m.process === "")
      throw new Exception(`task[${i}]: 'process' field is required and must be a string`, 500);
    return { process: m.process, args: Array.isArray(m.args) ? m.args : [] };
  });
}
var FUNC_HEAD = /\s*function\s+(\w+)\s*\(([^)]*)\)\s*\{/g;
function createYaoRuntime(opts) {
  let current;
  const line = (level, args) => {
    const text = `log.${level}: ${goFormat(args)}`;
    if (current) current.logs.push(text);
  };
  const log = Object.fromEntries(
    ["Trace", "Debug", "Info", "Warn", "Error"].map((l) => [
      l,
      (...args) => line(l.toLowerCase(), args)
    ])
  );
  const stubs = /* @__PURE__ */ new Map();
  for (const [name, stub] of Object.entries(opts.processes)) stubs.set(name.toLowerCase(), stub);
  const Process = (name, ...args) => {
    const n = String(name);
    const stub = stubs.get(n.toLowerCase());
    if (!stub) {
      const msg = `Process ${n}: no stub for this process; map it to a function under processes: in agentci.yaml (e.g. processes: {"${n}": "stubs.ts#fn"})`;
      if (current && current.fatal === void 0) current.fatal = msg;
      throw new Exception(msg, 404);
    }
    const mod = opts.require(stub.file);
    const fn = mod?.[stub.export];
    if (typeof fn !== "function") {
      const msg = `Process ${n}: ${stub.file} has no function export ${JSON.stringify(stub.export)} (processes: in agentci.yaml)`;
      if (current && current.fatal === void 0) current.fatal = msg;
      throw new Exception(msg, 500);
    }
    return fn(...args);
  };
  const time = {
    Sleep: (ms) => {
      const n = Number(ms);
      if (n > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, n);
    }
  };
  const fail = (msg, code = 500) => {
    if (current && current.fatal === void 0) current.fatal = msg;
    throw new Exception(msg, code);
  };
  const unavailable = (name, does) => () => fail(
    `${name}: not available in agentci's script tests (in Yao it ${does}); put the call behind a process the test calls with Process("…") and map that process to a stub under processes: in agentci.yaml`
  );
  const methodsFail = (name, does) => new Proxy(
    {},
    {
      get: (_t, key) => typeof key === "symbol" || key === "then" || key === "toJSON" ? void 0 : unavailable(`${name}.${key}`, does)
    }
  );
  const stand = {};
  for (const [name, { kind, does }] of Object.entries(UNAVAILABLE)) {
    if (kind === "function") stand[name] = unavailable(name, does);
    else if (kind === "object") stand[name] = methodsFail(name, does);
    else
      stand[name] = function() {
        return methodsFail(name, does);
      };
  }
  const runTask = (t, index) => {
    try {
      return { data: Process(t.process, ...t.args) ?? null, index };
    } catch (e) {
      if (current?.fatal !== void 0) throw e;
      return { data: null, error: e instanceof Error ? e.message : String(e), index };
    }
  };
  const idle = () => ({ data: null, index: 0 });
  const All = (tasks) => parseTasks(tasks).map(runTask);
  const Any = (tasks) => {
    const list = parseTasks(tasks);
    const out = list.map(idle);
    for (const [i, t] of list.entries()) {
      out[i] = runTask(t, i);
      if (out[i]?.error === void 0) break;
    }
    return out;
  };
  const Race = (tasks) => {
    const list = parseTasks(tasks);
    const out = list.map(idle);
    if (list[0]) out[0] = runTask(list[0], 0);
    return out;
  };
  function Job(process, ...args) {
    let data = null;
    let error;
    try {
      data = Process(process, ...args);
    } catch (e) {
      if (current?.fatal !== void 0) throw e;
      error = e;
    }
    return {
      Pending: () => void 0,
      Data: () => {
        if (error !== void 0) throw error;
        return data;
      },
      Cancel: () => void 0
    };
  }
  const Eval = (source, ...args) => {
    if (source === void 0) throw new Exception("missing parameters", 500);
    if (typeof source !== "string")
      throw new Exception("the first parameter should be a string", 500);
    const fn = (0, eval)(source.replace(FUNC_HEAD, "($2) => {"));
    if (typeof fn !== "function") throw new TypeError(`${String(fn)} is not a function`);
    return fn(...args);
  };
  const Use = (...args) => {
    if (args.length < 2)
      throw new Exception("Use() requires at least 2 arguments: Constructor and callback", 500);
    const [Ctor] = args;
    const callback = args[args.length - 1];
    if (typeof Ctor !== "function")
      throw new Exception("Use() requires a constructor function as the first argument", 500);
    if (typeof callback !== "function")
      throw new Exception("Use() requires a callback function as the last argument", 500);
    const instance = new Ctor(
      ...args.slice(1, -1)
    );
    try {
      return callback(instance);
    } finally {
      try {
        if (typeof instance?.__release === "function") instance.__release();
      } catch {
      }
    }
  };
  const globals = {
    log,
    time,
    http: makeHttp(opts.host),
    Exception,
    FS: makeFS(path.resolve(opts.appRoot)),
    Job,
    Store: makeStore(opts.stores ?? /* @__PURE__ */ new Map()),
    $L: (s) => s,
    Process,
    Eval,
    Use,
    Authorized: () => structuredClone(current?.authorized ?? null),
    All,
    Any,
    Race,
    ...stand
  };
  const module = new Proxy(globals, {
    get(target, key) {
      if (key === "__esModule") return true;
      if (key === "default") return target;
      if (typeof key === "symbol" || key === "then") return void 0;
      if (key in target) return target[key];
      return () => {
        throw new Error(`${key} from @yao/runtime is not available in agentci's script tests`);
      };
    }
  });
  let restore;
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
      current = void 0;
      restore?.();
      restore = void 0;
    }
  };
}
function installYaoGlobals(globals) {
  const g = globalThis;
  const saved = Object.keys(globals).map(
    (k) => [k, Object.getOwnPropertyDescriptor(g, k)]
  );
  for (const [k, v] of Object.entries(globals))
    Object.defineProperty(g, k, {
      value: v,
      writable: true,
      enumerable: false,
      configurable: true
    });
  return () => {
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(g, k, d);
      else delete g[k];
    }
  };
}

// src/scripts/assert.ts
import { formatWithOptions } from "node:util";

// src/judges/json-value.ts
function definedKeys(o) {
  return Object.keys(o).filter((k) => o[k] !== void 0);
}
function childPath(parent, key) {
  if (typeof key === "number") return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$-]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}
function short(v, max = 80) {
  let s;
  if (v === void 0) s = "undefined";
  else {
    try {
      s = JSON.stringify(v) ?? String(v);
    } catch {
      s = String(v);
    }
  }
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
function outputText(output) {
  if (typeof output === "string") return output;
  if (output === void 0) return "";
  try {
    return JSON.stringify(output) ?? String(output);
  } catch {
    return String(output);
  }
}
function outputPreview(output, max = 200) {
  const text = outputText(output);
  if (text.trim() === "") return "output is empty";
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return `output starts: ${JSON.stringify(cut)}`;
}
var MAX_ACTUAL_CHARS = 2e3;
function boundActual(v) {
  if (typeof v === "string") return truncateString(v);
  if (v === null || typeof v !== "object") return v;
  let json;
  try {
    json = JSON.stringify(v) ?? "";
  } catch {
    return String(v);
  }
  if (json.length > MAX_ACTUAL_CHARS * 10) return truncateString(json);
  return mapStrings(v);
}
function truncateString(s) {
  if (s.length <= MAX_ACTUAL_CHARS) return s;
  return `${s.slice(0, MAX_ACTUAL_CHARS)}… (${s.length - MAX_ACTUAL_CHARS} more characters)`;
}
function mapStrings(v) {
  if (typeof v === "string") return truncateString(v);
  if (Array.isArray(v)) return v.map(mapStrings);
  if (isPlainObject(v)) {
    const out = {};
    for (const [k, x] of Object.entries(v)) out[k] = mapStrings(x);
    return out;
  }
  return v;
}
function firstDifference(actual, expected, path2 = "$") {
  if (deepEqual(actual, expected)) return null;
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (actual.length !== expected.length)
      return `at ${path2}: expected ${expected.length} items, got ${actual.length}`;
    for (let i = 0; i < expected.length; i++) {
      const d = firstDifference(actual[i], expected[i], childPath(path2, i));
      if (d) return d;
    }
  }
  if (isPlainObject(expected) && isPlainObject(actual)) {
    for (const k of definedKeys(expected)) {
      if (actual[k] === void 0)
        return `at ${childPath(path2, k)}: missing (expected ${short(expected[k])})`;
      const d = firstDifference(actual[k], expected[k], childPath(path2, k));
      if (d) return d;
    }
    const extra = definedKeys(actual).filter((k) => expected[k] === void 0);
    if (extra.length > 0)
      return `at ${path2}: unexpected key${extra.length > 1 ? "s" : ""} ${extra.slice(0, 5).map((k) => JSON.stringify(k)).join(", ")}`;
  }
  return `at ${path2}: expected ${short(expected)}, got ${short(actual)}`;
}
function listKeys(keys) {
  if (keys.length === 0) return "none";
  const shown = keys.slice(0, 20).join(", ");
  return keys.length > 20 ? `${shown}, … (${keys.length - 20} more)` : shown;
}

// src/judges/json-extract.ts
var MAX_SCAN_CHARS = 1e6;
var MAX_CANDIDATES = 200;
function extractJson(output) {
  if (output === void 0) return { found: false };
  if (typeof output !== "string") return { found: true, value: output, source: "value" };
  const text = output.length > MAX_SCAN_CHARS ? output.slice(0, MAX_SCAN_CHARS) : output;
  for (const block of fencedBlocks(text)) {
    const parsed = tryParseJson(block.trim());
    if (parsed.ok) return { found: true, value: parsed.value, source: "fenced" };
  }
  const trimmed = text.trim();
  if (trimmed !== "") {
    const whole = tryParseJson(trimmed);
    if (whole.ok) return { found: true, value: whole.value, source: "text" };
  }
  const embedded = firstBalanced(text);
  if (embedded !== void 0) return { found: true, value: embedded, source: "embedded" };
  return { found: false };
}
function wholeJson(text) {
  const trimmed = text.trim();
  const whole = tryParseJson(trimmed);
  if (whole.ok) return whole;
  const m = /^```[ \t]*(?:json[\w-]*)?[ \t]*\r?\n([\s\S]*?)\r?\n?```$/i.exec(trimmed);
  if (m) return tryParseJson(m[1].trim());
  return { ok: false };
}
function fencedBlocks(text) {
  const labelled = [];
  const bare = [];
  const re = /```[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)```/g;
  let m;
  while ((m = re.exec(text)) !== null) {
    const lang = m[1].toLowerCase();
    if (lang.startsWith("json")) labelled.push(m[2]);
    else if (lang === "") bare.push(m[2]);
  }
  return [...labelled, ...bare];
}
function firstBalanced(text) {
  let tried = 0;
  for (let i = 0; i < text.length && tried < MAX_CANDIDATES; i++) {
    const c = text[i];
    if (c !== "{" && c !== "[") continue;
    tried++;
    const end = matchingClose(text, i);
    if (end < 0) continue;
    const candidate = text.slice(i, end + 1);
    if (/^\[\s*\d+\s*\]$/.test(candidate)) continue;
    const parsed = tryParseJson(candidate);
    if (parsed.ok) return parsed.value;
  }
  return void 0;
}
function matchingClose(text, start) {
  const stack = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "{") stack.push("}");
    else if (c === "[") stack.push("]");
    else if (c === "}" || c === "]") {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

// src/judges/path-expression.ts
var PathSyntaxError = class extends Error {
  constructor(path2, pos, what) {
    super(`invalid JSON path ${JSON.stringify(path2)}: ${what} at position ${pos}`);
    this.name = "PathSyntaxError";
  }
};
function parsePath(path2) {
  const s = path2.trim();
  const segs = [];
  if (s === "") throw new PathSyntaxError(path2, 0, "the path is empty");
  let i = 0;
  if (s[0] === "$") i = 1;
  else if (s[0] !== "[" && s[0] !== ".") {
    const name = readName(s, 0);
    if (name.text === "") throw new PathSyntaxError(path2, 0, "expected a name");
    segs.push(name.text === "*" ? { kind: "wildcard" } : { kind: "key", key: name.text });
    i = name.end;
  }
  while (i < s.length) {
    const c = s[i];
    if (c === ".") {
      if (s[i + 1] === ".")
        throw new PathSyntaxError(path2, i, "recursive descent (..) is not supported");
      const name = readName(s, i + 1);
      if (name.text === "") throw new PathSyntaxError(path2, i + 1, 'expected a name after "."');
      segs.push(name.text === "*" ? { kind: "wildcard" } : { kind: "key", key: name.text });
      i = name.end;
    } else if (c === "[") {
      i = readBracket(path2, s, i, segs);
    } else {
      throw new PathSyntaxError(path2, i, `unexpected ${JSON.stringify(c)}`);
    }
  }
  return segs;
}
function readName(s, start) {
  let j = start;
  while (j < s.length && s[j] !== "." && s[j] !== "[" && s[j] !== "]") j++;
  return { text: s.slice(start, j).trim(), end: j };
}
function readBracket(path2, s, i, segs) {
  let j = i + 1;
  while (s[j] === " ") j++;
  const q = s[j];
  if (q === "'" || q === '"') {
    let key = "";
    j++;
    while (j < s.length && s[j] !== q) {
      if (s[j] === "\\" && j + 1 < s.length) j++;
      key += s[j];
      j++;
    }
    if (j >= s.length) throw new PathSyntaxError(path2, i, "unterminated quoted key");
    j++;
    segs.push({ kind: "key", key });
  } else if (q === "*") {
    j++;
    segs.push({ kind: "wildcard" });
  } else {
    const m = /^-?\d+/.exec(s.slice(j));
    if (!m) {
      const what = s[j] === "?" ? "filters ([?…]) are not supported" : "expected an index, a quoted key or *";
      throw new PathSyntaxError(path2, j, what);
    }
    j += m[0].length;
    segs.push({ kind: "index", index: Number(m[0]) });
  }
  while (s[j] === " ") j++;
  if (s[j] !== "]") {
    const what = s[j] === ":" ? "slices ([a:b]) are not supported" : 'expected "]"';
    throw new PathSyntaxError(path2, j, what);
  }
  return j + 1;
}
function formatPath(segs) {
  let out = "$";
  for (const seg of segs) {
    if (seg.kind === "wildcard") out += "[*]";
    else if (seg.kind === "index") out += `[${seg.index}]`;
    else out = childPath(out, seg.key);
  }
  return out;
}
function evaluatePath(root, segs) {
  const full = formatPath(segs);
  let nodes = [root];
  let multi = false;
  let at = "$";
  for (let k = 0; k < segs.length; k++) {
    const seg = segs[k];
    const next = [];
    for (const node of nodes) {
      const step = stepInto(node, seg);
      if (step.ok) next.push(...step.values);
      else if (!multi) return { found: false, reason: `path ${full} not found (${step.why(at)})` };
    }
    if (seg.kind === "wildcard") multi = true;
    nodes = next;
    at = formatPath(segs.slice(0, k + 1));
  }
  return multi ? { found: true, value: nodes, multi } : { found: true, value: nodes[0], multi };
}
function stepInto(node, seg) {
  if (seg.kind === "wildcard") {
    if (Array.isArray(node)) return { ok: true, values: node };
    if (isPlainObject(node)) return { ok: true, values: Object.values(node) };
    return { ok: false, why: (at) => `${at} is ${describeKind(node)}, not an object or array` };
  }
  if (seg.kind === "index") {
    if (!Array.isArray(node))
      return { ok: false, why: (at) => `${at} is ${describeKind(node)}, not an array` };
    const i = seg.index < 0 ? node.length + seg.index : seg.index;
    if (i < 0 || i >= node.length)
      return {
        ok: false,
        why: (at) => `${at} has ${node.length} item${node.length === 1 ? "" : "s"}; index ${seg.index} is out of range`
      };
    return { ok: true, values: [node[i]] };
  }
  if (!isPlainObject(node))
    return { ok: false, why: (at) => `${at} is ${describeKind(node)}, not an object` };
  if (!Object.prototype.hasOwnProperty.call(node, seg.key) || node[seg.key] === void 0)
    return { ok: false, why: (at) => `keys at ${at}: ${listKeys(Object.keys(node))}` };
  return { ok: true, values: [node[seg.key]] };
}
function describeKind(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return `an array of ${v.length}`;
  if (typeof v === "object") return "an object";
  return `a ${typeof v}`;
}

// src/scripts/assert.ts
var StopTest = class extends Error {
  constructor(kind) {
    super(kind === "fatal" ? "t.fatal stopped the test" : "t.skip stopped the test");
    this.kind = kind;
    this.name = "StopTest";
  }
  kind;
};
var NO_AGENT_JUDGE_MESSAGE = "t.assert.Agent needs a judge model, and none is configured: add a `judge:` section (model provider and model) to agentci.yaml";
var MAX_CHECKS = 200;
var MAX_LOGS = 500;
var MAX_LOG_CHARS = 4e3;
var MAX_VALUE_CHARS = 2e3;
function reportable(v, depth = 0, seen = /* @__PURE__ */ new Set()) {
  if (v === null || v === void 0 || typeof v === "boolean") return v;
  if (typeof v === "number") return Number.isFinite(v) ? v : String(v);
  if (typeof v === "string")
    return v.length > MAX_VALUE_CHARS ? `${v.slice(0, MAX_VALUE_CHARS)}… (${v.length - MAX_VALUE_CHARS} more characters)` : v;
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "symbol") return v.toString();
  if (typeof v === "function") return `[Function ${v.name || "anonymous"}]`;
  const o = v;
  if (seen.has(o)) return "[Circular]";
  if (depth >= 8) return "[…]";
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "Invalid Date" : v.toISOString();
  if (v instanceof RegExp) return v.toString();
  if (v instanceof Error) return `${v.name}: ${v.message}`;
  seen.add(o);
  try {
    if (Array.isArray(v) || v instanceof Set) {
      const list = [...v];
      const out2 = list.slice(0, 100).map((x) => reportable(x, depth + 1, seen));
      if (list.length > 100) out2.push(`… ${list.length - 100} more items`);
      return out2;
    }
    const entries = v instanceof Map ? [...v.entries()].map(([k, x]) => [String(k), x]) : Object.entries(o);
    const out = {};
    for (const [k, x] of entries.slice(0, 100)) out[k] = reportable(x, depth + 1, seen);
    if (entries.length > 100) out["…"] = `${entries.length - 100} more keys`;
    return out;
  } finally {
    seen.delete(o);
  }
}
function show(v) {
  if (typeof v === "string") return JSON.stringify(v.length > 200 ? `${v.slice(0, 200)}…` : v);
  const r = reportable(v);
  if (r === void 0) return "undefined";
  const s = typeof r === "string" && typeof v !== "string" ? r : JSON.stringify(r);
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}
function jsType(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}
function lengthOf(v) {
  if (v === null || v === void 0) return 0;
  if (typeof v === "string") return Buffer.byteLength(v, "utf8");
  if (Array.isArray(v)) return v.length;
  if (v instanceof Map || v instanceof Set) return v.size;
  if (ArrayBuffer.isView(v)) return v.length ?? v.byteLength;
  if (typeof v === "object") return Object.keys(v).length;
  return void 0;
}
function contains(haystack, needle) {
  if (typeof haystack === "string") return haystack.includes(String(needle));
  if (Array.isArray(haystack)) return haystack.some((x) => deepEqual(x, needle));
  if (haystack instanceof Set) return [...haystack].some((x) => deepEqual(x, needle));
  if (haystack instanceof Map) return haystack.has(needle);
  if (isObjectLike(haystack)) return Object.prototype.hasOwnProperty.call(haystack, String(needle));
  return String(haystack).includes(String(needle));
}
function ordered(cmp) {
  const num = (v) => {
    if (typeof v === "symbol") return Number.NaN;
    try {
      return Number(v);
    } catch {
      return Number.NaN;
    }
  };
  return (a, b) => {
    const x = num(a);
    const y = num(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return void 0;
    return cmp(x, y);
  };
}
function messageArg(args, index) {
  const m = args[index];
  return typeof m === "string" && m !== "" ? m : void 0;
}
function joinArgs(args) {
  const s = formatWithOptions({ breakLength: Infinity }, ...args);
  return s.length > MAX_LOG_CHARS ? `${s.slice(0, MAX_LOG_CHARS)}…` : s;
}
function createTestingT(name, opts = {}) {
  const state = {
    name,
    failed: false,
    skipped: false,
    errors: [],
    logs: [],
    checks: [],
    uncounted: 0
  };
  const log = (line) => {
    if (state.logs.length < MAX_LOGS) state.logs.push(line);
    else if (state.logs.length === MAX_LOGS)
      state.logs.push(`… further logs dropped (more than ${MAX_LOGS})`);
  };
  const markFailed = (message) => {
    state.failed = true;
    state.errors.push(message);
    if (state.location === void 0) state.location = opts.locate?.();
  };
  const record = (check2) => {
    if (state.checks.length < MAX_CHECKS) state.checks.push(check2);
    else state.uncounted++;
  };
  const failControl = (type, message) => {
    markFailed(message);
    record({ label: `t.${type}`, type: `t.${type}`, passed: false, message });
  };
  const check = (type, pass, info) => {
    const expected = reportable(info.expected);
    const actual = reportable(info.actual);
    const text = info.message ?? info.fail;
    record({
      label: info.message ? `${type}: ${info.message}` : type,
      type,
      passed: pass,
      ...info.expected !== void 0 ? { expected } : {},
      ...info.actual !== void 0 ? { actual } : {},
      ...pass ? {} : { message: text }
    });
    if (!pass) {
      markFailed(text);
      state.assertion ??= {
        type,
        ...info.expected !== void 0 ? { expected } : {},
        ...info.actual !== void 0 ? { actual } : {},
        ...info.message ? { message: info.message } : {}
      };
    }
    return pass;
  };
  const needs = (type, args, n, what) => {
    if (args.length >= n) return true;
    check(type, false, { fail: `${type} requires ${what}` });
    return false;
  };
  const compare = (type, op, order) => (...args) => {
    if (!needs(type, args, 2, "two arguments")) return false;
    const [a, b] = args;
    const r = order(a, b);
    return check(type, r === true, {
      expected: `${op} ${show(b)}`,
      actual: a,
      message: messageArg(args, 2),
      fail: r === void 0 ? `cannot compare ${show(a)} with ${show(b)}: ${type} needs two numbers (or numeric strings)` : `expected ${show(a)} ${op} ${show(b)}`
    });
  };
  const panics = (fn) => {
    try {
      fn();
      return { threw: false };
    } catch (e) {
      if (e instanceof StopTest) throw e;
      return { threw: true, error: e };
    }
  };
  const assert = {
    True: (...args) => needs("True", args, 1, "a value argument") && check("True", Boolean(args[0]), {
      expected: true,
      actual: args[0],
      message: messageArg(args, 1),
      fail: `expected true, got ${show(args[0])}`
    }),
    False: (...args) => needs("False", args, 1, "a value argument") && check("False", !args[0], {
      expected: false,
      actual: args[0],
      message: messageArg(args, 1),
      fail: `expected false, got ${show(args[0])}`
    }),
    Equal: (...args) => needs("Equal", args, 2, "actual and expected arguments") && check("Equal", deepEqual(args[0], args[1]), {
      expected: args[1],
      actual: args[0],
      message: messageArg(args, 2),
      fail: `expected ${show(args[1])}, got ${show(args[0])}`
    }),
    NotEqual: (...args) => needs("NotEqual", args, 2, "actual and expected arguments") && check("NotEqual", !deepEqual(args[0], args[1]), {
      expected: args[1],
      actual: args[0],
      message: messageArg(args, 2),
      fail: `expected values to be different, both are ${show(args[0])}`
    }),
    Nil: (...args) => needs("Nil", args, 1, "a value argument") && check("Nil", args[0] === null || args[0] === void 0, {
      actual: args[0],
      message: messageArg(args, 1),
      fail: `expected nil (null or undefined), got ${show(args[0])}`
    }),
    NotNil: (...args) => needs("NotNil", args, 1, "a value argument") && check("NotNil", args[0] !== null && args[0] !== void 0, {
      actual: args[0] === void 0 ? "undefined" : args[0],
      message: messageArg(args, 1),
      fail: `expected a value, got ${args[0] === null ? "null" : "undefined"}`
    }),
    Contains: (...args) => needs("Contains", args, 2, "str and substr arguments") && check("Contains", contains(args[0], args[1]), {
      expected: args[1],
      actual: args[0],
      message: messageArg(args, 2),
      fail: `expected ${show(args[0])} to contain ${show(args[1])}`
    }),
    NotContains: (...args) => needs("NotContains", args, 2, "str and substr arguments") && check("NotContains", !contains(args[0], args[1]), {
      expected: args[1],
      actual: args[0],
      message: messageArg(args, 2),
      fail: `expected ${show(args[0])} not to contain ${show(args[1])}`
    }),
    Len: (...args) => {
      if (!needs("Len", args, 2, "value and length arguments")) return false;
      const n = lengthOf(args[0]);
      const want = Number(args[1]);
      return check("Len", n === want, {
        expected: want,
        actual: n ?? args[0],
        message: messageArg(args, 2),
        fail: n === void 0 ? `${show(args[0])} has no length` : `expected length ${want}, got ${n}`
      });
    },
    Greater: compare(
      "Greater",
      ">",
      ordered((a, b) => a > b)
    ),
    GreaterOrEqual: compare(
      "GreaterOrEqual",
      ">=",
      ordered((a, b) => a >= b)
    ),
    Less: compare(
      "Less",
      "<",
      ordered((a, b) => a < b)
    ),
    LessOrEqual: compare(
      "LessOrEqual",
      "<=",
      ordered((a, b) => a <= b)
    ),
    Error: (...args) => needs("Error", args, 1, "an argument") && check("Error", args[0] !== null && args[0] !== void 0, {
      actual: args[0] ?? null,
      message: messageArg(args, 1),
      fail: "expected an error, got nil"
    }),
    NoError: (...args) => needs("NoError", args, 1, "an argument") && check("NoError", args[0] === null || args[0] === void 0, {
      actual: args[0],
      message: messageArg(args, 1),
      fail: `expected no error, got ${show(args[0])}`
    }),
    Panic: (...args) => {
      if (typeof args[0] !== "function")
        return check("Panic", false, {
          actual: args[0],
          fail: "Panic requires a function argument"
        });
      const r = panics(args[0]);
      return check("Panic", r.threw, {
        message: messageArg(args, 1),
        fail: "expected function to panic (throw), but it didn't"
      });
    },
    NoPanic: (...args) => {
      if (typeof args[0] !== "function")
        return check("NoPanic", false, {
          actual: args[0],
          fail: "NoPanic requires a function argument"
        });
      const r = panics(args[0]);
      return check("NoPanic", !r.threw, {
        ...r.threw ? { actual: r.error } : {},
        message: messageArg(args, 1),
        fail: `expected function not to panic, but got: ${r.error instanceof Error ? r.error.message : show(r.error)}`
      });
    },
    Match: (...args) => matcher("Match", true, args),
    NotMatch: (...args) => matcher("NotMatch", false, args),
    Type: (...args) => {
      if (!needs("Type", args, 2, "value and typeName arguments")) return false;
      const actual = jsType(args[0]);
      const want = String(args[1]);
      return check("Type", actual === want, {
        expected: want,
        actual,
        message: messageArg(args, 2),
        fail: `expected type '${want}', got '${actual}'`
      });
    },
    JSONPath: (...args) => {
      if (!needs("JSONPath", args, 2, "obj and path arguments")) return false;
      const path2 = String(args[1]);
      const existence = args.length < 3;
      const expected = args[2];
      const message = messageArg(args, 3);
      let segs;
      try {
        segs = parsePath(path2);
      } catch (e) {
        return check("JSONPath", false, { expected, message, fail: e.message });
      }
      const json = extractJson(args[0]);
      if (!json.found)
        return check("JSONPath", false, {
          expected,
          actual: args[0],
          message,
          fail: `path '${path2}': no JSON found in ${show(args[0])}`
        });
      const hit = evaluatePath(json.value, segs);
      if (!hit.found) return check("JSONPath", false, { expected, message, fail: hit.reason });
      if (existence)
        return check(
          "JSONPath",
          !(hit.multi && Array.isArray(hit.value) && hit.value.length === 0),
          { actual: hit.value, message, fail: `path '${path2}' matched nothing` }
        );
      const pass = deepEqual(hit.value, expected) || Array.isArray(expected) && expected.some((e) => deepEqual(hit.value, e));
      return check("JSONPath", pass, {
        expected,
        actual: hit.value,
        message,
        fail: `path '${path2}': expected ${Array.isArray(expected) ? `one of ${show(expected)}` : show(expected)}, got ${show(hit.value)}`
      });
    },
    // script_assert.go assertAgentMethod: Agent(response, agentID, {criteria, metadata,
    // connector}); agentci's validator is its judge model, told the agent id.
    Agent: (...args) => {
      if (!needs("Agent", args, 2, "response and agentID arguments")) return false;
      const response = args[0];
      const agentId = String(args[1]);
      const o = isObjectLike(args[2]) ? args[2] : {};
      const metadata = isObjectLike(o.metadata) ? o.metadata : void 0;
      const req = {
        response: reportable(response),
        agentId,
        ...o.criteria !== void 0 ? { criteria: reportable(o.criteria) } : {},
        ...metadata ? { metadata: reportable(metadata) } : {},
        ...typeof o.connector === "string" ? { connector: o.connector } : {},
        test: name
      };
      let verdict;
      if (!opts.agent) verdict = { passed: false, reason: NO_AGENT_JUDGE_MESSAGE };
      else
        try {
          verdict = opts.agent(req);
        } catch (e) {
          verdict = {
            passed: false,
            reason: `the judge failed: ${errorMessage(e)}`
          };
        }
      const reason = verdict.reason && verdict.reason.trim() !== "" ? verdict.reason : void 0;
      return check("Agent", verdict.passed, {
        actual: response,
        ...reason && !verdict.passed ? { message: reason } : {},
        fail: reason ?? "agent assertion failed"
      });
    }
  };
  function matcher(type, want, args) {
    if (!needs(type, args, 2, "value and pattern arguments")) return false;
    const value = typeof args[0] === "string" ? args[0] : String(args[0]);
    const pattern = String(args[1]);
    let re;
    try {
      re = compilePattern(pattern, "go");
    } catch (e) {
      return check(type, false, {
        expected: pattern,
        message: messageArg(args, 2),
        fail: `invalid regex pattern: ${e.message}`
      });
    }
    return check(type, re.test(value) === want, {
      expected: pattern,
      actual: value,
      message: messageArg(args, 2),
      fail: `expected ${show(value)} ${want ? "" : "not "}to match pattern ${show(pattern)}`
    });
  }
  const t = {
    name,
    // NewTestingTObject sets `failed` once, when the object is made: it stays false.
    failed: false,
    assert,
    log: (...args) => log(joinArgs(args)),
    error: (...args) => {
      const msg = joinArgs(args);
      log(msg);
      failControl("error", msg);
    },
    skip: (reason) => {
      state.skipped = true;
      if (reason !== void 0 && reason !== "") {
        state.skipReason = String(reason);
        log(`SKIP: ${String(reason)}`);
      }
      throw new StopTest("skip");
    },
    fail: (reason) => failControl("fail", reason === void 0 || reason === "" ? "test failed" : String(reason)),
    fatal: (reason) => {
      failControl("fatal", reason === void 0 || reason === "" ? "fatal error" : String(reason));
      throw new StopTest("fatal");
    }
  };
  return { t, state };
}

export {
  short,
  outputPreview,
  boundActual,
  firstDifference,
  extractJson,
  wholeJson,
  parsePath,
  evaluatePath,
  processStubs,
  createYaoRuntime,
  StopTest,
  NO_AGENT_JUDGE_MESSAGE,
  reportable,
  createTestingT,
  ScriptSyntaxError,
  loadTranspiler,
  transpileScript
};
//# sourceMappingURL=chunk-LIVD4PIF.js.map
