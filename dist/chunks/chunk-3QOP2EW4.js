import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  ScriptedConfigSchema,
  messageText
} from "./chunk-6ZAS4BUS.js";
import {
  CUT_MARK,
  cutEnd,
  cutStart,
  errorMessage,
  nestingProblem,
  stderrHeadline
} from "./chunk-T62V4T6D.js";
import {
  external_exports
} from "./chunk-RNVOGG5F.js";

// src/config/env-vars.ts
var ENV_VAR_REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
var UnsetVariableError = class extends Error {
  constructor(field, variable) {
    super(`${field}: the environment variable ${variable} is not set (used as \${${variable}})`);
    this.field = field;
    this.variable = variable;
    this.name = "UnsetVariableError";
  }
  field;
  variable;
};
function expandEnvVars(value, env, field, onValue) {
  return value.replace(ENV_VAR_REF, (_m, name) => {
    const v = env[name];
    if (v === void 0) throw new UnsetVariableError(field, name);
    onValue?.(v);
    return v;
  });
}

// src/redaction.ts
var MAX_REDACT_DEPTH = 2e3;
var MASK = "***";
var MIN_SECRET_LENGTH = 4;
var MIN_ENV_SECRET_LENGTH = 8;
var SECRET_NAME = /KEY|TOKEN|SECRET|PASSW(?:OR)?D|PASSPHRASE|CREDENTIAL|WEBHOOK|(?:^|_)(?:PASS|AUTH|DSN)(?:_|$)|_PWD(?:_|$)/i;
var NOT_A_SECRET_VALUE = /^(?:[+-]?\d+(?:\.\d+)?|true|false|yes|no|on|off|null|none)$/i;
var SECRET_HEADER = /authorization|api[-_]?key|token|secret|cookie|password/i;
var MIN_PARTIAL = 4;
var MIN_BASE64_FORM = 8;
var PERCENT_KEEPS = [
  // encodeURIComponent
  { keep: /[A-Za-z0-9\-_.!~*'()]/, plus: false },
  // encodeURI
  { keep: /[A-Za-z0-9\-_.!~*'();/?:@&=+$,#]/, plus: false },
  // Python urllib.parse.quote (safe='/' by default) and RFC 3986's unreserved set (quote with
  // safe='', Go's url.PathEscape for most text)
  { keep: /[A-Za-z0-9_.\-~/]/, plus: false },
  { keep: /[A-Za-z0-9_.\-~]/, plus: false },
  // Python quote_plus, Go's url.QueryEscape, and HTML forms / URLSearchParams: space as `+`
  { keep: /[A-Za-z0-9_.\-~]/, plus: true },
  { keep: /[A-Za-z0-9*\-._]/, plus: true }
];
function percentEncode(s, keep, plus, lower) {
  let out = "";
  for (const ch of s) {
    if (keep.test(ch)) out += ch;
    else if (plus && ch === " ") out += "+";
    else
      for (const b of Buffer.from(ch, "utf8")) {
        const hex = b.toString(16).padStart(2, "0");
        out += `%${lower ? hex : hex.toUpperCase()}`;
      }
  }
  return out;
}
var HTML_ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
function escapedForms(s, out) {
  out.add(s);
  const json = JSON.stringify(s).slice(1, -1);
  out.add(json);
  out.add(
    json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
  );
  out.add(json.replace(/\//g, "\\/"));
  out.add(s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]));
  for (const { keep, plus } of PERCENT_KEEPS)
    for (const lower of [false, true]) out.add(percentEncode(s, keep, plus, lower));
}
function base64Forms(secret, out) {
  const bytes = Buffer.from(secret, "utf8");
  const add = (b, pad) => {
    const std = b.toString("base64");
    const forms = pad ? [std, std.replace(/=+$/, "")] : [std];
    for (const f of forms) {
      if (f.length < MIN_SECRET_LENGTH) continue;
      out.add(f);
      out.add(f.replace(/\+/g, "-").replace(/\//g, "_"));
    }
  };
  add(bytes, true);
  for (const a of [0, 1, 2]) {
    const whole = Math.floor((bytes.length - a) / 3) * 3;
    if (whole / 3 * 4 < MIN_BASE64_FORM) continue;
    add(bytes.subarray(a, a + whole), false);
  }
}
function variants(secret) {
  const out = /* @__PURE__ */ new Set();
  escapedForms(secret, out);
  base64Forms(secret, out);
  if (/[\r\n]/.test(secret)) {
    const lf = secret.replace(/\r\n?/g, "\n");
    escapedForms(lf, out);
    escapedForms(lf.replace(/\n/g, "\r\n"), out);
    base64Forms(lf, out);
    for (const line of lf.split("\n")) {
      const t = line.trim();
      if (t.length >= MIN_SECRET_LENGTH) escapedForms(t, out);
    }
  }
  return [...out].filter((f) => f.length >= MIN_SECRET_LENGTH);
}
function pairHash(a, b) {
  return a * 31 + b & 65535;
}
function isPlainObject(v) {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
var SecretRedactor = class {
  constructor(onAdd) {
    this.onAdd = onAdd;
  }
  onAdd;
  secrets = /* @__PURE__ */ new Set();
  /** Every form of every secret, longest first (a secret inside a longer one goes with it). */
  patterns = [];
  shortest = Infinity;
  longest = 0;
  /** Forms by their first and by their last MIN_PARTIAL characters, for the pieces at cuts. */
  byHead = /* @__PURE__ */ new Map();
  byTail = /* @__PURE__ */ new Map();
  /**
   * Forms by their first two characters (see text()): a bitmap of their hashes to skip most
   * positions at once, and the forms of each pair, longest first.
   */
  pairBits = new Uint8Array(1 << 16);
  byPair = /* @__PURE__ */ new Map();
  /** Objects known to hold no secret: outputs of value(), forgotten when a secret is added. */
  clean = /* @__PURE__ */ new WeakSet();
  get size() {
    return this.secrets.size;
  }
  add(values) {
    let added = false;
    for (const v of values) {
      if (v === void 0 || v.length < MIN_SECRET_LENGTH || this.secrets.has(v)) continue;
      this.secrets.add(v);
      added = true;
      this.onAdd?.(v);
    }
    if (!added) return;
    const all = /* @__PURE__ */ new Set();
    for (const s of this.secrets) for (const form of variants(s)) all.add(form);
    this.patterns = [...all].sort((a, b) => b.length - a.length);
    this.shortest = Math.min(...this.patterns.map((p) => p.length));
    this.longest = this.patterns[0]?.length ?? 0;
    this.byHead = /* @__PURE__ */ new Map();
    this.byTail = /* @__PURE__ */ new Map();
    this.pairBits = new Uint8Array(1 << 16);
    this.byPair = /* @__PURE__ */ new Map();
    for (const p of this.patterns) {
      const a = p.charCodeAt(0);
      const b = p.charCodeAt(1);
      this.pairBits[pairHash(a, b)] = 1;
      const key = a << 16 | b;
      this.byPair.set(key, [...this.byPair.get(key) ?? [], p]);
      const head = p.slice(0, MIN_PARTIAL);
      const tail = p.slice(-MIN_PARTIAL);
      this.byHead.set(head, [...this.byHead.get(head) ?? [], p]);
      this.byTail.set(tail, [...this.byTail.get(tail) ?? [], p]);
    }
    this.clean = /* @__PURE__ */ new WeakSet();
  }
  text(s) {
    if (this.patterns.length === 0 || s.length < Math.min(this.shortest, MIN_PARTIAL + 1)) return s;
    let found;
    for (let i = 0; i < s.length - 1; i++) {
      const a = s.charCodeAt(i);
      const b = s.charCodeAt(i + 1);
      if (this.pairBits[pairHash(a, b)] === 0) continue;
      const forms = this.byPair.get(a << 16 | b);
      if (forms) {
        for (const p of forms) if (s.startsWith(p, i)) (found ??= /* @__PURE__ */ new Set()).add(p);
      }
    }
    let out = s;
    if (found) {
      for (const p of this.patterns) if (found.has(p)) out = out.replaceAll(p, MASK);
    }
    return out.includes(CUT_MARK) ? this.maskAtCuts(out) : out;
  }
  /**
   * Masks what a cut left of a secret: at every CUT_MARK, the longest piece (at least
   * MIN_PARTIAL characters) just before it that starts a secret's form, and the longest piece
   * just after it that ends one. Text is cut before it is redacted in places that cannot see the
   * secrets (a judge's `output starts: "…"`, a stored stderr tail), so a cut through a secret
   * leaves its start (or end) beside the mark.
   */
  maskAtCuts(s) {
    let out = "";
    let from = 0;
    for (let at = s.indexOf(CUT_MARK); at >= 0; at = s.indexOf(CUT_MARK, at + 1)) {
      let cut = at;
      for (let j = Math.max(from, at - this.longest + 1); j <= at - MIN_PARTIAL; j++) {
        const forms = this.byHead.get(s.slice(j, j + MIN_PARTIAL));
        const piece = forms && s.slice(j, at);
        if (piece && forms.some((f) => f.length > piece.length && f.startsWith(piece))) {
          cut = j;
          break;
        }
      }
      out += s.slice(from, cut) + (cut < at ? MASK : "") + CUT_MARK;
      from = at + CUT_MARK.length;
      const end = Math.min(s.length, from + this.longest - 1);
      for (let e = end; e >= from + MIN_PARTIAL; e--) {
        const forms = this.byTail.get(s.slice(e - MIN_PARTIAL, e));
        const piece = forms && s.slice(from, e);
        if (piece && forms.some((f) => f.length > piece.length && f.endsWith(piece))) {
          out += MASK;
          from = e;
          break;
        }
      }
      at = from - CUT_MARK.length;
    }
    return out + s.slice(from);
  }
  value(v) {
    if (this.patterns.length === 0) return v;
    return this.walk(v, /* @__PURE__ */ new Set());
  }
  walk(v, open) {
    if (typeof v === "string") return this.text(v);
    if (typeof v !== "object" || v === null) return v;
    if (this.clean.has(v) || open.has(v)) return v;
    if (open.size >= MAX_REDACT_DEPTH)
      return `[nested deeper than ${MAX_REDACT_DEPTH} levels: left out]`;
    let out = v;
    open.add(v);
    if (Array.isArray(v)) {
      let copy;
      for (let i = 0; i < v.length; i++) {
        const item = v[i];
        const r = this.walk(item, open);
        if (r !== item) (copy ??= v.slice())[i] = r;
      }
      if (copy) out = copy;
    } else if (isPlainObject(v)) {
      const keys = Object.keys(v);
      let changed;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        const item = v[k];
        const r = this.walk(item, open);
        const rk = this.text(k);
        if (!changed && r === item && rk === k) continue;
        changed ??= keys.slice(0, i).map((pk) => [pk, v[pk]]);
        changed.push([rk, r]);
      }
      if (changed) out = Object.fromEntries(changed);
    }
    open.delete(v);
    if (typeof out === "object" && out !== null) this.clean.add(out);
    return out;
  }
};
function createRedactor(values = [], opts = {}) {
  const r = new SecretRedactor(opts.onAdd);
  r.add(values);
  return r;
}
function redactText(text, secrets) {
  return createRedactor(secrets).text(text);
}
var KNOWN_TOKENS = [
  /(?<![A-Za-z0-9])sk-(?:ant-|proj-)?[A-Za-z0-9_-]{20,}/g,
  /(?<![A-Za-z0-9])gh[opsur]_[A-Za-z0-9]{20,}/g,
  /(?<![A-Za-z0-9])github_pat_[A-Za-z0-9_]{20,}/g,
  /(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9-]{10,}/g,
  /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/g,
  /(?<![A-Za-z0-9])AIza[A-Za-z0-9_-]{35}/g,
  /(?<![A-Za-z0-9])glpat-[A-Za-z0-9_-]{20,}/g,
  /(?<![A-Za-z0-9])npm_[A-Za-z0-9]{36}/g,
  /(?<![A-Za-z0-9])hf_[A-Za-z0-9]{30,}/g,
  /(?<![A-Za-z0-9])[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
  /(?<![A-Za-z0-9])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g,
  /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/]+/g,
  /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g
];
var URL_CREDENTIALS = /[A-Za-z][A-Za-z0-9+.-]*:\/\/([^\s:/?#@]*):([^\s/?#@]+)@[^\s]*/g;
var TOKEN_CHARS = /^[A-Za-z0-9+/=_-]+$/;
var MIN_RANDOM_LENGTH = 32;
var MIN_RANDOM_ENTROPY = 4.3;
function charEntropy(s) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}
function looksRandom(value) {
  const v = value.trim();
  return v.length >= MIN_RANDOM_LENGTH && TOKEN_CHARS.test(v) && !v.startsWith("/") && !/^[0-9a-f]+$/i.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v) && /[0-9]/.test(v) && charEntropy(v) >= MIN_RANDOM_ENTROPY;
}
function credentialsIn(value) {
  const out = [];
  for (const re of KNOWN_TOKENS) for (const m of value.matchAll(re)) out.push(m[0]);
  for (const m of value.matchAll(URL_CREDENTIALS)) {
    const [url, user, pass] = m;
    out.push(url, `${user}:${pass}`, pass);
    try {
      out.push(decodeURIComponent(pass));
    } catch {
    }
  }
  if (looksRandom(value)) out.push(value.trim());
  return out.filter((s) => s.length >= MIN_SECRET_LENGTH);
}
function secretsFromEnv(env) {
  const out = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0) continue;
    const v = value.trim();
    if (SECRET_NAME.test(name) && v.length >= MIN_ENV_SECRET_LENGTH && !NOT_A_SECRET_VALUE.test(v)) {
      out.push(value);
      if (v !== value) out.push(v);
    }
    out.push(...credentialsIn(value));
  }
  return [...new Set(out)];
}
function headerSecrets(headers) {
  const out = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_HEADER.test(name)) continue;
    out.push(value);
    const token = value.replace(/^(Bearer|Basic|Token)\s+/i, "");
    if (token !== value) out.push(token);
  }
  return out;
}
var DEFAULT_KEY_ENV = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY"
};
function visitConfigSecrets(sources, onVariable, onLiterals) {
  const visit = (v, key) => {
    if (typeof v === "string") {
      for (const m of v.matchAll(ENV_VAR_REF)) onVariable(m[1]);
      return;
    }
    if (typeof v !== "object" || v === null) return;
    if (Array.isArray(v)) {
      for (const item of v) visit(item, void 0);
      return;
    }
    const o = v;
    if (typeof o.api_key_env === "string") onVariable(o.api_key_env);
    else if (typeof o.provider === "string" && DEFAULT_KEY_ENV[o.provider])
      onVariable(DEFAULT_KEY_ENV[o.provider]);
    if (key === "headers" && Object.values(o).every((h) => typeof h === "string"))
      onLiterals(headerSecrets(o));
    if (key === "env") {
      for (const e of Object.values(o)) if (typeof e === "string") onLiterals(credentialsIn(e));
    }
    for (const [k, item] of Object.entries(o)) visit(item, k);
  };
  for (const s of sources) visit(s, void 0);
}
function secretsFromConfig(sources, env, maskNames = []) {
  const out = [];
  for (const name of maskNames) out.push(env[name] ?? "");
  visitConfigSecrets(
    sources,
    (name) => out.push(env[name] ?? ""),
    (secrets) => out.push(...secrets)
  );
  return out.filter((s) => s.length >= MIN_SECRET_LENGTH);
}
function secretVariables(sources) {
  const names = /* @__PURE__ */ new Set();
  visitConfigSecrets(
    sources,
    (name) => names.add(name),
    () => void 0
  );
  return [...names];
}
function redactingWriter(w, redactor) {
  return new Proxy(w, {
    get(target, prop, receiver) {
      if (prop === "write") return (s) => target.write(redactor.text(s));
      return Reflect.get(target, prop, receiver);
    }
  });
}

// src/net/endpoint-limiter.ts
var SYSTEM_CLOCK = { now: () => performance.now(), random: Math.random };
var PAUSE_BASE_MS = 500;
var PAUSE_MAX_MS = 3e4;
var MAX_PAUSE_MS = 12e4;
var Bucket = class {
  constructor(perMs, capacity, now) {
    this.perMs = perMs;
    this.capacity = capacity;
    this.level = capacity;
    this.at = now;
  }
  perMs;
  capacity;
  level;
  at;
  refill(now) {
    this.level = Math.min(this.capacity, this.level + (now - this.at) * this.perMs);
    this.at = now;
  }
  /** Milliseconds until `need` is available (0: now). */
  waitFor(need, now) {
    this.refill(now);
    return this.level >= need ? 0 : Math.ceil((need - this.level) / this.perMs);
  }
  take(n, now) {
    this.refill(now);
    this.level -= n;
  }
};
var EndpointLimiter = class {
  constructor(endpoint, maxConcurrency, pacing, clock = SYSTEM_CLOCK, onChange) {
    this.endpoint = endpoint;
    this.maxConcurrency = maxConcurrency;
    this.clock = clock;
    this.onChange = onChange;
    this.limit = maxConcurrency;
    this.stats = {
      endpoint,
      requests: 0,
      rate_limited: 0,
      waited_ms: 0,
      min_concurrency: maxConcurrency,
      max_concurrency: maxConcurrency
    };
    if (pacing) this.pace(pacing);
  }
  endpoint;
  maxConcurrency;
  clock;
  onChange;
  limit;
  inFlight = 0;
  pausedUntil = 0;
  /** When the pause or the last halving was decided: 429s of calls sent before it are one event. */
  lastCut = -Infinity;
  consecutive = 0;
  queue = [];
  timer;
  timerAt = Infinity;
  requestBucket;
  tokenBucket;
  waitingSince;
  stats;
  /** Adds pacing (the stricter one wins when two configs name the same endpoint). */
  pace(p) {
    const now = this.clock.now();
    const rpm = p.requests_per_minute;
    if (rpm && rpm < this.rpm) {
      this.rpm = rpm;
      this.requestBucket = new Bucket(rpm / 6e4, Math.max(1, rpm / 60), now);
    }
    const tpm = p.tokens_per_minute;
    if (tpm && tpm < this.tpm) {
      this.tpm = tpm;
      this.tokenBucket = new Bucket(tpm / 6e4, Math.max(1, tpm / 60), now);
    }
  }
  rpm = Infinity;
  tpm = Infinity;
  /** The current concurrency window. */
  get concurrency() {
    return this.limit;
  }
  /** Calls waiting for a slot now. */
  get waiting() {
    return this.queue.length;
  }
  /** Milliseconds left in the current pause (0: not paused). */
  pausedFor() {
    return Math.max(0, this.pausedUntil - this.clock.now());
  }
  snapshot() {
    const s = { ...this.stats };
    if (this.waitingSince !== void 0) s.waited_ms += this.clock.now() - this.waitingSince;
    s.waited_ms = Math.round(s.waited_ms);
    return s;
  }
  /** Whether a call arriving now would wait because of a rate limit (not plain contention). */
  constrained(now) {
    return now < this.pausedUntil || this.limit < this.maxConcurrency || (this.requestBucket?.waitFor(1, now) ?? 0) > 0 || (this.tokenBucket?.waitFor(0, now) ?? 0) > 0;
  }
  /** A slot now, without waiting, when nobody is queued and nothing holds calls back. */
  tryAcquire() {
    if (this.queue.length > 0 || this.inFlight >= this.limit) return void 0;
    const now = this.clock.now();
    if (now < this.pausedUntil) return void 0;
    if (this.requestBucket && this.requestBucket.waitFor(1, now) > 0) return void 0;
    if (this.tokenBucket && this.tokenBucket.waitFor(0, now) > 0) return void 0;
    this.inFlight++;
    this.requestBucket?.take(1, now);
    this.stats.requests++;
    return this.permit(now, 0);
  }
  /**
   * Waits for a slot (pause over, pacing allows, window not full). Rejects with the signal's
   * reason when it aborts first.
   */
  acquire(signal, account) {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const now = this.clock.now();
    if (account && this.constrained(now)) account.limitedBy = this.endpoint;
    return new Promise((resolve, reject) => {
      const w = { since: now, resolve, reject, account, signal };
      if (signal) {
        w.onAbort = () => {
          const i = this.queue.indexOf(w);
          if (i >= 0) this.queue.splice(i, 1);
          this.noteWaiting();
          reject(signal.reason);
        };
        signal.addEventListener("abort", w.onAbort, { once: true });
      }
      this.queue.push(w);
      this.pump();
    });
  }
  pump() {
    while (this.queue.length > 0) {
      const now = this.clock.now();
      let wait = this.pausedUntil - now;
      if (wait <= 0 && this.requestBucket) wait = this.requestBucket.waitFor(1, now);
      if (wait <= 0 && this.tokenBucket) wait = this.tokenBucket.waitFor(0, now);
      if (wait > 0) {
        this.arm(now + wait);
        break;
      }
      if (this.inFlight >= this.limit) break;
      const w = this.queue.shift();
      if (w.signal && w.onAbort) w.signal.removeEventListener("abort", w.onAbort);
      this.inFlight++;
      this.requestBucket?.take(1, now);
      this.stats.requests++;
      const waited = now - w.since;
      if (w.account) w.account.waitedMs += waited;
      w.resolve(this.permit(now, waited));
    }
    this.noteWaiting();
  }
  /** Keeps `waited_ms`: wall time with someone in the queue. */
  noteWaiting() {
    const now = this.clock.now();
    if (this.queue.length > 0 && this.waitingSince === void 0) {
      this.waitingSince = now;
      this.onChange?.();
    } else if (this.queue.length === 0 && this.waitingSince !== void 0) {
      this.stats.waited_ms += now - this.waitingSince;
      this.waitingSince = void 0;
      this.onChange?.();
    }
  }
  arm(at) {
    if (this.timer && at >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = void 0;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, Math.ceil(at - this.clock.now()))
    );
  }
  permit(sentAt, waitedMs) {
    let done = false;
    const end = () => {
      if (done) return false;
      done = true;
      this.inFlight--;
      return true;
    };
    return {
      waitedMs,
      succeeded: (tokens) => {
        if (!end()) return;
        this.consecutive = 0;
        if (tokens && this.tokenBucket) this.tokenBucket.take(tokens, this.clock.now());
        if (this.limit < this.maxConcurrency) this.limit++;
        this.pump();
      },
      rateLimited: (retryAfterMs) => {
        if (end()) this.cut(sentAt, retryAfterMs);
      },
      release: () => {
        if (end()) this.pump();
      }
    };
  }
  /**
   * A rate limit seen by a call that held no permit (an agent's own model call, reported by the
   * agent): pause everyone and halve the window, as a permit's `rateLimited` does.
   */
  rateLimitedOutside(sentAt, retryAfterMs) {
    this.stats.requests++;
    this.cut(sentAt, retryAfterMs);
  }
  cut(sentAt, retryAfterMs) {
    this.stats.rate_limited++;
    const now = this.clock.now();
    if (sentAt >= this.lastCut) {
      this.consecutive++;
      this.limit = Math.max(1, Math.floor(this.limit / 2));
      this.stats.min_concurrency = Math.min(this.stats.min_concurrency, this.limit);
      this.lastCut = now;
    }
    const pause = retryAfterMs !== void 0 ? Math.min(retryAfterMs, MAX_PAUSE_MS) : jittered(
      Math.min(PAUSE_MAX_MS, PAUSE_BASE_MS * 2 ** (this.consecutive - 1)),
      this.clock.random
    );
    if (now + pause > this.pausedUntil) this.pausedUntil = now + pause;
    this.onChange?.();
    this.pump();
  }
};
function jittered(ms, random = Math.random) {
  return Math.round(ms * (0.5 + random() * 0.5));
}
function endpointLabel(k) {
  if (k.kind === "model") return `${k.provider} ${k.model} at ${k.baseUrl}`;
  return k.kind === "url" ? k.url : k.name;
}
var LimiterRegistry = class {
  constructor(opts = {
    maxConcurrency: Infinity
  }) {
    this.opts = opts;
  }
  opts;
  limiters = /* @__PURE__ */ new Map();
  accounts = /* @__PURE__ */ new WeakMap();
  agentGates = /* @__PURE__ */ new Map();
  listeners = [];
  /** The limiter of `key`, made on first use; `pacing` adds to it. */
  endpoint(key, pacing) {
    const label = endpointLabel(key);
    let l = this.limiters.get(label);
    if (!l) {
      l = new EndpointLimiter(
        label,
        this.opts.maxConcurrency,
        pacing,
        this.opts.clock,
        () => this.changed()
      );
      this.limiters.set(label, l);
    } else if (pacing) l.pace(pacing);
    return l;
  }
  /**
   * The limiter an agent's own rate limits go to: the endpoint it named, else the agent itself.
   * Once made, every later attempt of that agent waits on it before calling (see `gateOf`).
   */
  reportedBy(agent, endpoint) {
    const l = this.endpoint({ kind: "agent", name: endpoint ?? `agent ${agent}` });
    this.agentGates.set(agent, l);
    return l;
  }
  /** The limiter an agent's attempts wait on, once it has reported a rate limit. */
  gateOf(agent) {
    return this.agentGates.size === 0 ? void 0 : this.agentGates.get(agent);
  }
  /** Starts an attempt's account: every call made with `signal` adds to it. */
  track(signal) {
    const a = { waitedMs: 0 };
    this.accounts.set(signal, a);
    return a;
  }
  /** The account of the attempt that owns `signal`, if it is tracked. */
  accountOf(signal) {
    return signal ? this.accounts.get(signal) : void 0;
  }
  /** Every endpoint that was called, in first-use order. */
  stats() {
    return [...this.limiters.values()].map((l) => l.snapshot()).filter((s) => s.requests > 0);
  }
  /** Endpoints whose calls are waiting on a rate limit right now. */
  waits() {
    const out = [];
    for (const l of this.limiters.values()) {
      const paused = l.pausedFor();
      if (l.waiting > 0 && (paused > 0 || l.concurrency < this.opts.maxConcurrency))
        out.push({
          endpoint: l.endpoint,
          waiting: l.waiting,
          pausedForMs: Math.round(paused),
          concurrency: l.concurrency
        });
    }
    return out;
  }
  /** Calls `fn` when some endpoint starts or stops waiting. Returns the unsubscribe. */
  onChange(fn) {
    this.listeners.push(fn);
    return () => {
      this.listeners = this.listeners.filter((f) => f !== fn);
    };
  }
  changed() {
    for (const f of this.listeners) f();
  }
};

// src/net/http-retry.ts
var DEFAULT_MAX_WAIT_MS = 6e5;
var HttpCallError = class extends Error {
  status;
  retryable;
  kind;
  /** The endpoint that rate limited the call (kind `rate_limited`). */
  endpoint;
  constructor(message, opts = {}) {
    super(message, { cause: opts.cause });
    this.name = "HttpCallError";
    this.status = opts.status;
    this.retryable = opts.retryable ?? false;
    this.kind = opts.kind ?? (opts.status !== void 0 ? "status" : "response");
    if (opts.endpoint !== void 0) this.endpoint = opts.endpoint;
  }
};
var CutResponseError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "CutResponseError";
  }
};
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    const t = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
function parseRetryAfter(value, now = Date.now()) {
  if (value === null) return void 0;
  const v = value.trim();
  if (v === "") return void 0;
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1e3);
  const t = Date.parse(v);
  if (Number.isNaN(t)) return void 0;
  return Math.max(0, t - now);
}
function retryAfterOf(headers) {
  const ms = headers.get("retry-after-ms");
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.round(Number(ms));
  return parseRetryAfter(headers.get("retry-after"));
}
function isRateLimitStatus(status, retryAfterMs) {
  return status === 429 || status === 529 || status === 503 && retryAfterMs !== void 0;
}
function errorChain(e) {
  const codes = [];
  const messages = [];
  let cur = e;
  for (let depth = 0; cur && typeof cur === "object" && depth < 5; depth++) {
    const o = cur;
    if (typeof o.code === "string") codes.push(o.code);
    if (typeof o.message === "string") messages.push(o.message);
    cur = o.cause;
  }
  return { codes, messages };
}
var BEFORE_REQUEST_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT"
]);
var AFTER_REQUEST_CODES = /* @__PURE__ */ new Set([
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED"
]);
function networkFault(e) {
  if (e instanceof CutResponseError) return "after";
  const { codes, messages } = errorChain(e);
  if (codes.some((c) => BEFORE_REQUEST_CODES.has(c))) return "before";
  if (codes.some((c) => AFTER_REQUEST_CODES.has(c))) return "after";
  if (messages.some((m) => /socket hang up|other side closed|terminated|fetch failed/i.test(m)))
    return "after";
  return void 0;
}
function networkReason(e) {
  if (e instanceof CutResponseError) return e.message;
  const { codes, messages } = errorChain(e);
  const inner = messages.length > 1 ? messages[messages.length - 1] : messages[0] ?? String(e);
  return codes.length > 0 ? `${codes[codes.length - 1]} (${inner})` : inner ?? String(e);
}
async function sendWithRetry(call) {
  const { policy: p, limiter, account, signal, mask } = call;
  const prefix = call.label ? `${call.label}: ` : "";
  const random = p.random ?? Math.random;
  const deadline = p.deadline ?? performance.now() + (p.maxWaitMs ?? DEFAULT_MAX_WAIT_MS);
  let faults = 0;
  let limited = 0;
  let last;
  const tries = (n) => n > 1 ? ` (after ${n} tries)` : "";
  for (let n = 1; ; n++) {
    if (signal?.aborted) throw signal.reason;
    const left = deadline - performance.now();
    if (left <= 0 && last) throw giveUp(last, n - 1, limited);
    let permit = limiter.tryAcquire();
    if (!permit) {
      const until = AbortSignal.timeout(Math.max(1, Math.ceil(left)));
      try {
        permit = await limiter.acquire(signal ? AbortSignal.any([signal, until]) : until, account);
      } catch (e) {
        if (signal?.aborted) throw signal.reason;
        if (last) throw giveUp(last, n - 1, limited);
        throw e;
      }
    }
    const timeout = signal && p.timeoutMs > left ? void 0 : AbortSignal.timeout(p.timeoutMs);
    const reqSignal = timeout ? signal ? AbortSignal.any([signal, timeout]) : timeout : signal;
    let res;
    try {
      res = await (call.fetch ?? fetch)(call.url, {
        method: call.method,
        headers: call.headers,
        body: call.body,
        signal: reqSignal
      });
    } catch (e) {
      permit.release();
      if (signal?.aborted) throw signal.reason;
      if (timeout?.aborted) throw timedOut(e);
      const fault2 = networkFault(e);
      last = new HttpCallError(
        mask(`${prefix}request to ${call.shownUrl} failed: ${networkReason(e)}`),
        { kind: "connection", retryable: fault2 !== void 0, cause: e }
      );
      if (fault2 === "before" || fault2 === "after" && p.idempotent) {
        if (await backoff()) continue;
      }
      throw withTries(last, n);
    }
    if (res.ok) {
      let value;
      try {
        value = await call.read(res);
      } catch (e) {
        permit.release();
        if (signal?.aborted) throw signal.reason;
        if (timeout?.aborted) throw timedOut(e);
        if (e instanceof HttpCallError) {
          if (!e.retryable) throw e.message === mask(e.message) ? e : remask(e);
          last = remask(e);
        } else {
          const fault2 = networkFault(e);
          if (fault2 === void 0) throw e;
          last = new HttpCallError(
            mask(`${prefix}response from ${call.shownUrl} broke off: ${networkReason(e)}`),
            { kind: "connection", retryable: true, cause: e }
          );
          if (!p.idempotent) throw withTries(last, n);
        }
        if (await backoff()) continue;
        throw withTries(last, n);
      }
      permit.succeeded(call.tokensOf?.(value));
      if (account?.limitedBy === limiter.endpoint) account.limitedBy = void 0;
      return value;
    }
    const retryAfter = retryAfterOf(res.headers);
    const text = await (call.readError ?? defaultReadError)(res).catch(() => "");
    const status = `${res.status}${res.statusText ? ` ${res.statusText}` : ""}`;
    const message = mask(
      `${prefix}HTTP ${status} from ${call.method} ${call.shownUrl}${text ? `: ${text}` : ""}`
    );
    if (isRateLimitStatus(res.status, retryAfter)) {
      permit.rateLimited(retryAfter);
      limited++;
      if (account) account.limitedBy = limiter.endpoint;
      last = new HttpCallError(message, {
        status: res.status,
        retryable: true,
        kind: "rate_limited",
        endpoint: limiter.endpoint
      });
      call.log?.(
        `${prefix}HTTP ${res.status} from ${call.shownUrl}; every call to it waits ${retryAfter !== void 0 ? `${retryAfter} ms (Retry-After)` : "a backoff"}`
      );
      continue;
    }
    permit.release();
    const fault = res.status === 408 || res.status >= 500 && p.idempotent;
    last = new HttpCallError(message, { status: res.status, retryable: fault });
    if (fault && await backoff()) continue;
    throw withTries(last, n);
    async function backoff() {
      if (faults >= p.maxRetries) return false;
      const wait = jittered(Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** faults), random);
      if (performance.now() + wait >= deadline) return false;
      faults++;
      call.log?.(mask(`${last?.message ?? "request failed"}; retrying in ${wait} ms`));
      await sleep(wait, signal);
      return true;
    }
  }
  function timedOut(e) {
    return new HttpCallError(
      mask(`${prefix}request to ${call.shownUrl} timed out after ${p.timeoutMs} ms`),
      { kind: "timeout", cause: e }
    );
  }
  function remask(e) {
    return new HttpCallError(mask(e.message), {
      status: e.status,
      retryable: e.retryable,
      kind: e.kind,
      cause: e.cause
    });
  }
  function withTries(e, n) {
    return new HttpCallError(`${e.message}${tries(n)}`, {
      status: e.status,
      retryable: false,
      kind: e.kind,
      ...e.endpoint !== void 0 ? { endpoint: e.endpoint } : {},
      cause: e.cause ?? e
    });
  }
  function giveUp(e, n, limitedTries) {
    if (e.kind !== "rate_limited") return withTries(e, n);
    return new HttpCallError(
      `${prefix}rate limited by ${limiter.endpoint}: ${limitedTries} rate-limited answer${limitedTries === 1 ? "" : "s"}, no answer before the deadline (last: ${e.message.slice(prefix.length)})${tries(n)}`,
      { status: e.status, kind: "rate_limited", endpoint: limiter.endpoint, cause: e }
    );
  }
}
async function defaultReadError(res) {
  return cutEnd(await res.text(), 2e3);
}

// src/harness/models/http.ts
var DEFAULT_HTTP = {
  timeoutMs: 12e4,
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 3e4
};
var ProviderError = class extends HttpCallError {
  constructor(message, opts = {}) {
    super(message, opts);
    this.name = "ProviderError";
  }
};
function maskSecrets(text, secrets) {
  return redactText(text, secrets);
}
function modelLimiter(s, key) {
  const k = { kind: "model", ...key };
  return s.limits ? s.limits.endpoint(k, s.pacing) : new EndpointLimiter(`${key.provider} ${key.model} at ${key.baseUrl}`, Infinity, s.pacing);
}
async function postJson(opts) {
  const { settings: s } = opts;
  const mask = (t) => maskSecrets(t, s.secrets);
  try {
    return await sendWithRetry({
      label: opts.label,
      url: opts.url,
      shownUrl: mask(opts.url) + (s.fetch?.routeNote?.(opts.url) ?? ""),
      method: "POST",
      headers: { "content-type": "application/json", ...opts.headers },
      body: JSON.stringify(opts.body),
      policy: {
        timeoutMs: s.timeoutMs,
        maxRetries: s.maxRetries,
        baseDelayMs: s.baseDelayMs,
        maxDelayMs: s.maxDelayMs,
        idempotent: true,
        ...s.maxWaitMs !== void 0 ? { maxWaitMs: s.maxWaitMs } : {}
      },
      limiter: opts.limiter,
      account: s.limits?.accountOf(opts.signal),
      signal: opts.signal,
      ...s.fetch ? { fetch: s.fetch } : {},
      mask,
      read: opts.read,
      ...opts.tokensOf ? { tokensOf: opts.tokensOf } : {}
    });
  } catch (e) {
    if (e instanceof HttpCallError && !(e instanceof ProviderError))
      throw new ProviderError(e.message, {
        status: e.status,
        kind: e.kind,
        ...e.endpoint !== void 0 ? { endpoint: e.endpoint } : {},
        cause: e.cause
      });
    throw e;
  }
}
async function readJson(label, res, secrets) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError(
      maskSecrets(
        `${label}: malformed response body (not JSON): ${JSON.stringify(cutEnd(text, 300))}`,
        secrets
      ),
      { status: res.status }
    );
  }
}
async function* readSse(res) {
  if (!res.body) return;
  const decoder = new TextDecoder();
  let buf = "";
  const flush = function* (block) {
    let event;
    const data = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(":") || line === "") continue;
      const i = line.indexOf(":");
      const field = i < 0 ? line : line.slice(0, i);
      const value = i < 0 ? "" : line.slice(i + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length > 0) yield { event, data: data.join("\n") };
  };
  for await (const chunk of res.body) {
    buf += decoder.decode(chunk, { stream: true });
    let m;
    while (m = /\r?\n\r?\n/.exec(buf)) {
      const block = buf.slice(0, m.index);
      buf = buf.slice(m.index + m[0].length);
      yield* flush(block);
    }
  }
  buf += decoder.decode();
  if (buf.trim()) yield* flush(buf);
}
function parseSseJson(label, data, secrets) {
  try {
    return JSON.parse(data);
  } catch {
    throw new ProviderError(
      maskSecrets(
        `${label}: malformed stream event (not JSON): ${JSON.stringify(cutEnd(data, 300))}`,
        secrets
      )
    );
  }
}

// src/harness/types.ts
function totalTokens(u) {
  return u ? u.input_tokens + u.output_tokens : 0;
}
function chatText(content) {
  if (content == null) return "";
  if (typeof content === "string") return content;
  return content.map((p) => p.type === "text" ? p.text : "").filter((t) => t.length > 0).join("\n");
}
function partsToCommon(parts) {
  return parts.map(
    (p) => p.type === "text" ? { type: "text", text: p.text } : { type: "image_url", image_url: { url: p.url } }
  );
}
function partsFromCommon(content) {
  if (content == null) return "";
  if (typeof content === "string") return content;
  const out = [];
  for (const p of content) {
    if (typeof p.text === "string") out.push({ type: "text", text: p.text });
    else if (p.type === "image_url" || p.type === "image") {
      const iu = p.image_url;
      const url = iu && typeof iu === "object" && typeof iu.url === "string" ? iu.url : typeof p.url === "string" ? p.url : void 0;
      if (url) out.push({ type: "image", url });
    }
  }
  return out;
}
function toCommonMessage(m) {
  switch (m.role) {
    case "system":
      return { role: "system", content: m.content };
    case "user":
      return {
        role: "user",
        content: typeof m.content === "string" ? m.content : partsToCommon(m.content)
      };
    case "assistant": {
      const out = { role: "assistant", content: m.content };
      if (m.tool_calls && m.tool_calls.length > 0)
        out.tool_calls = m.tool_calls.map((c) => ({
          id: c.id,
          type: "function",
          function: { name: c.name, arguments: c.arguments }
        }));
      if (m.reasoning) out.reasoning = m.reasoning;
      return out;
    }
    case "tool": {
      const out = {
        role: "tool",
        tool_call_id: m.tool_call_id,
        name: m.name,
        content: typeof m.content === "string" ? m.content : partsToCommon(m.content)
      };
      if (m.is_error) out.is_error = true;
      if (m.output_ref) out.output_ref = m.output_ref;
      if (m.trimmed) out.trimmed = true;
      return out;
    }
  }
}
function fromCommonMessage(m) {
  switch (m.role) {
    case "system":
      return { role: "system", content: messageText(m.content) };
    case "user":
      return { role: "user", content: partsFromCommon(m.content) };
    case "assistant": {
      const out = {
        role: "assistant",
        content: m.content == null ? null : messageText(m.content)
      };
      if (m.tool_calls && m.tool_calls.length > 0)
        out.tool_calls = m.tool_calls.map((c) => ({
          id: c.id,
          name: c.function.name,
          arguments: c.function.arguments
        }));
      if (typeof m.reasoning === "string" && m.reasoning) out.reasoning = m.reasoning;
      return out;
    }
    case "tool": {
      const out = {
        role: "tool",
        tool_call_id: m.tool_call_id ?? "",
        name: m.name ?? "",
        content: partsFromCommon(m.content)
      };
      if (m.is_error) out.is_error = true;
      if (typeof m.output_ref === "string") out.output_ref = m.output_ref;
      return out;
    }
  }
}

// src/lib/zod-problems.ts
function editDistance(a, b) {
  const d = [];
  for (let i = 0; i <= a.length; i++) {
    d.push([i]);
    for (let j = 1; j <= b.length; j++) d[i].push(i === 0 ? j : 0);
  }
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2][j - 2] + 1);
      d[i][j] = v;
    }
  }
  return d[a.length][b.length];
}
function suggest(word, candidates) {
  if (word.length > 64) return void 0;
  const w = word.toLowerCase();
  const limit = w.length <= 3 ? 1 : w.length <= 6 ? 2 : 3;
  let best;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const dist = editDistance(w, c.toLowerCase());
    if (dist <= limit && dist < bestDistance) {
      best = c;
      bestDistance = dist;
    }
  }
  return best;
}
function nearMiss(word, candidates) {
  const near = suggest(word, candidates);
  if (near === void 0) return void 0;
  const limit = Math.max(1, Math.floor(word.length / 3));
  return editDistance(word.toLowerCase(), near.toLowerCase()) <= limit ? near : void 0;
}
function formatPath(path) {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else if (typeof seg === "string" && /^[A-Za-z_$][\w$-]*$/.test(seg))
      out += out === "" ? seg : `.${seg}`;
    else out += `[${cutEnd(JSON.stringify(String(seg)), 80)}]`;
  }
  return out;
}
function valueAt(value, path) {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== "object") return void 0;
    if (Array.isArray(v)) {
      if (typeof seg !== "number") return void 0;
      v = v[seg];
    } else {
      if (typeof seg === "symbol" || !Object.hasOwn(v, seg)) return void 0;
      v = v[String(seg)];
    }
  }
  return v;
}
function unwrap(s) {
  let cur = s;
  for (; ; ) {
    if (cur instanceof external_exports.ZodOptional || cur instanceof external_exports.ZodDefault || cur instanceof external_exports.ZodNullable || cur instanceof external_exports.ZodPrefault || cur instanceof external_exports.ZodReadonly || cur instanceof external_exports.ZodNonOptional) {
      cur = cur.unwrap();
    } else if (cur instanceof external_exports.ZodPipe) {
      cur = cur.in;
    } else {
      return cur;
    }
  }
}
function alternatives(s) {
  const u = unwrap(s);
  return u instanceof external_exports.ZodUnion ? u.options.flatMap(alternatives) : [u];
}
function objectsFitting(schemas, value, unknownKeys2) {
  const objects = schemas.flatMap(alternatives).filter((s) => s instanceof external_exports.ZodObject);
  if (objects.length <= 1 || value === null || typeof value !== "object") return objects;
  const v = value;
  const recognised = Object.keys(v).filter((k) => !unknownKeys2.includes(k));
  const fitting = objects.filter(
    (o) => recognised.every((k) => {
      if (!Object.hasOwn(o.shape, k)) return false;
      const field = unwrap(o.shape[k]);
      return field instanceof external_exports.ZodLiteral || field instanceof external_exports.ZodEnum ? field.safeParse(v[k]).success : true;
    })
  );
  return fitting.length > 0 ? fitting : objects;
}
function schemasAt(root, path) {
  if (!root) return [];
  let cur = [unwrap(root)];
  for (const seg of path) {
    const next = [];
    for (const s of cur.flatMap(alternatives)) {
      if (s instanceof external_exports.ZodObject && typeof seg === "string" && Object.hasOwn(s.shape, seg))
        next.push(unwrap(s.shape[seg]));
      else if (s instanceof external_exports.ZodArray && typeof seg === "number") next.push(unwrap(s.element));
      else if (s instanceof external_exports.ZodRecord && typeof seg === "string") next.push(unwrap(s.valueType));
    }
    cur = next;
  }
  return cur;
}
var TYPE_WORDS = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  record: "an object",
  array: "a list",
  tuple: "a list",
  null: "null",
  bigint: "an integer",
  date: "a date"
};
function typeWords(expected) {
  return TYPE_WORDS[expected] ?? expected;
}
function got(v) {
  if (v === void 0) return "nothing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "an object";
  if (typeof v === "string") {
    const s = JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    return `the string ${s}`;
  }
  return String(v);
}
function listWords(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}
function isDefaultMessage(m) {
  return /^(Invalid|Too (small|big)|Unrecognized)/.test(m);
}
function rejectsKind(branch, received) {
  return branch.some(
    (i) => i.path.length === 0 && (i.code === "invalid_type" || i.code === "invalid_value" && !i.values.some((v) => typeof v === typeof received))
  );
}
function pickBranch(errors, received) {
  let best;
  let bestDepth = -1;
  let bestCount = Infinity;
  errors.forEach((branch, i) => {
    if (branch.length === 0 || rejectsKind(branch, received)) return;
    const depth = Math.max(...branch.map((x) => x.path.length));
    if (depth > bestDepth || depth === bestDepth && branch.length < bestCount) {
      best = i;
      bestDepth = depth;
      bestCount = branch.length;
    }
  });
  return best;
}
function genericUnionWords(errors) {
  const words = [];
  for (const branch of errors) {
    for (const i of branch) {
      if (i.path.length !== 0) continue;
      const w = i.code === "invalid_type" ? typeWords(i.expected) : i.code === "invalid_value" ? `one of ${i.values.map(String).join(", ")}` : void 0;
      if (w && !words.includes(w)) words.push(w);
    }
  }
  return words.length > 0 ? listWords(words) : "a different value";
}
function sizeWords(origin, bound, inclusive, big) {
  const n = String(bound);
  if (origin === "string") {
    if (!big && n === "1") return "must not be empty";
    return big ? `must be at most ${n} characters long` : `must be at least ${n} characters long`;
  }
  if (origin === "array" || origin === "set") {
    if (!big && n === "1") return "must not be an empty list";
    return big ? `must have at most ${n} items` : `must have at least ${n} items`;
  }
  if (big) return inclusive ? `must be at most ${n}` : `must be less than ${n}`;
  return inclusive ? `must be at least ${n}` : `must be more than ${n}`;
}
function unknownKeys(keys, path, received, schemas) {
  const known = /* @__PURE__ */ new Set();
  for (const s of objectsFitting(schemas, received, keys))
    for (const k of Object.keys(s.shape)) known.add(k);
  const present = received !== null && typeof received === "object" ? Object.keys(received) : [];
  for (const k of present) known.delete(k);
  return keys.map((key) => {
    const near = suggest(key, known);
    const shown = key.length > 60 ? `${key.slice(0, 60)}…` : key;
    return {
      path: [...path, key],
      field: formatPath(path),
      message: `unknown field '${shown}'${near ? ` (did you mean '${near}'?)` : ""}`
    };
  });
}
function describeIssues(root, value, issues, words = /* @__PURE__ */ new Map()) {
  const out = [];
  const visit = (issue, base, schema) => {
    const path = [...base, ...issue.path];
    const field = formatPath(path);
    const received = valueAt(value, path);
    const push = (message) => {
      out.push({ path, field, message });
    };
    switch (issue.code) {
      case "invalid_type": {
        if (received === void 0) return push("required");
        const named = schemasAt(schema, issue.path).map((s) => words.get(s)).find((w) => w !== void 0);
        push(`expected ${named ?? typeWords(issue.expected)}, got ${got(received)}`);
        return;
      }
      case "invalid_value": {
        if (received === void 0) return push("required");
        const values = issue.values.map((v) => typeof v === "string" ? v : JSON.stringify(v));
        const expected = values.length === 1 ? values[0] : `one of ${values.join(", ")}`;
        const near = typeof received === "string" ? suggest(
          received,
          issue.values.filter((v) => typeof v === "string")
        ) : void 0;
        push(
          `expected ${expected}, got ${got(received)}${near ? ` (did you mean '${near}'?)` : ""}`
        );
        return;
      }
      case "unrecognized_keys":
        out.push(...unknownKeys(issue.keys, path, received, schemasAt(schema, issue.path)));
        return;
      case "invalid_union": {
        if (received === void 0) return push("required");
        const union = schemasAt(schema, issue.path).find((s) => s instanceof external_exports.ZodUnion);
        const described = union ? words.get(union) : void 0;
        const branch = issue.errors.length > 0 ? pickBranch(issue.errors, received) : void 0;
        if (branch !== void 0) {
          const options = union instanceof external_exports.ZodUnion ? union.options : [];
          for (const i of issue.errors[branch]) visit(i, path, options[branch]);
          return;
        }
        push(`expected ${described ?? genericUnionWords(issue.errors)}, got ${got(received)}`);
        return;
      }
      case "too_small":
        if (!isDefaultMessage(issue.message)) return push(issue.message);
        push(
          `${sizeWords(issue.origin, issue.minimum, issue.inclusive ?? true, false)}${typeof received === "number" ? `, got ${received}` : ""}`
        );
        return;
      case "too_big":
        if (!isDefaultMessage(issue.message)) return push(issue.message);
        push(
          `${sizeWords(issue.origin, issue.maximum, issue.inclusive ?? true, true)}${typeof received === "number" ? `, got ${received}` : ""}`
        );
        return;
      case "invalid_format":
        push(
          isDefaultMessage(issue.message) ? `expected a valid ${issue.format}, got ${got(received)}` : `expected ${issue.message}, got ${got(received)}`
        );
        return;
      case "not_multiple_of":
        push(`must be a multiple of ${String(issue.divisor)}`);
        return;
      case "invalid_key":
      case "invalid_element":
        for (const i of issue.issues) visit(i, path, void 0);
        return;
      default:
        push(issue.message);
    }
  };
  for (const issue of issues) visit(issue, [], root);
  return out;
}
function issuesLine(root, value, issues, max = 5) {
  const problems = describeIssues(root, value, issues);
  const lines = problems.slice(0, max).map((p) => `${p.field === "" ? "(root)" : p.field}: ${p.message}`);
  if (problems.length > max) lines.push(`… and ${problems.length - max} more`);
  return lines.join("; ");
}

// src/harness/models/anthropic.ts
function imageSource(url) {
  const m = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  return m ? { type: "base64", media_type: m[1], data: m[2] } : { type: "url", url };
}
function partsToBlocks(c) {
  if (typeof c === "string") return c ? [{ type: "text", text: c }] : [];
  return c.map(
    (p) => p.type === "text" ? { type: "text", text: p.text } : { type: "image", source: imageSource(p.url) }
  );
}
function argsToInput(args) {
  if (args.trim() === "") return {};
  try {
    const v = JSON.parse(args);
    return v !== null && typeof v === "object" && !Array.isArray(v) ? v : { _value: v };
  } catch {
    return { _raw: args };
  }
}
function toAnthropicMessages(messages) {
  const system = [];
  const out = [];
  const push = (role, blocks) => {
    if (blocks.length === 0) return;
    const last = out[out.length - 1];
    if (last && last.role === role) last.content.push(...blocks);
    else out.push({ role, content: blocks });
  };
  for (const m of messages) {
    switch (m.role) {
      case "system":
        system.push(m.content);
        break;
      case "user":
        push("user", partsToBlocks(m.content));
        break;
      case "assistant": {
        const blocks = [];
        if (m.content) blocks.push({ type: "text", text: m.content });
        for (const c of m.tool_calls ?? [])
          blocks.push({
            type: "tool_use",
            id: c.id,
            name: c.name,
            input: argsToInput(c.arguments)
          });
        push("assistant", blocks.length ? blocks : [{ type: "text", text: "(no content)" }]);
        break;
      }
      case "tool":
        push("user", [
          {
            type: "tool_result",
            tool_use_id: m.tool_call_id,
            content: typeof m.content === "string" ? m.content : partsToBlocks(m.content),
            ...m.is_error ? { is_error: true } : {}
          }
        ]);
        break;
    }
  }
  return { ...system.length ? { system: system.join("\n\n") } : {}, messages: out };
}
function toAnthropicTools(tools) {
  return tools.map((t) => ({
    name: t.name,
    description: t.description,
    input_schema: t.parameters
  }));
}
function toAnthropicToolChoice(c) {
  if (c === "auto") return { type: "auto" };
  if (c === "required") return { type: "any" };
  if (c === "none") return { type: "none" };
  return { type: "tool", name: c.name };
}
var WireUsage = external_exports.looseObject({
  input_tokens: external_exports.number().optional(),
  output_tokens: external_exports.number().optional(),
  cache_read_input_tokens: external_exports.number().nullish(),
  cache_creation_input_tokens: external_exports.number().nullish()
});
var WireBlock = external_exports.looseObject({
  type: external_exports.string(),
  text: external_exports.string().optional(),
  thinking: external_exports.string().optional(),
  id: external_exports.string().optional(),
  name: external_exports.string().optional(),
  input: external_exports.unknown().optional()
});
var WireResponse = external_exports.looseObject({
  content: external_exports.array(WireBlock),
  stop_reason: external_exports.string().nullish(),
  usage: WireUsage.nullish()
});
function fromAnthropicToolUses(blocks) {
  return blocks.filter((b) => b.type === "tool_use").map((b, i) => ({
    id: b.id ?? `toolu_${i}`,
    name: b.name ?? "",
    arguments: JSON.stringify(b.input ?? {})
  }));
}
function usageFrom(u) {
  if (!u) return void 0;
  const cached = u.cache_read_input_tokens ?? 0;
  return {
    input_tokens: (u.input_tokens ?? 0) + cached + (u.cache_creation_input_tokens ?? 0),
    output_tokens: u.output_tokens ?? 0,
    ...cached ? { cached_tokens: cached } : {}
  };
}
function stopReason(r) {
  switch (r) {
    case "end_turn":
    case "tool_use":
    case "max_tokens":
    case "stop_sequence":
    case "refusal":
      return r;
    default:
      return r ? "other" : "end_turn";
  }
}
function assemble(blocks, stop, usage) {
  const text = blocks.filter((b) => b.type === "text").map((b) => b.text ?? "").join("");
  const reasoning = blocks.filter((b) => b.type === "thinking").map((b) => b.thinking ?? "").join("");
  const calls = fromAnthropicToolUses(blocks);
  const msg = { role: "assistant", content: text || (calls.length ? null : "") };
  if (calls.length > 0) msg.tool_calls = calls;
  if (reasoning) msg.reasoning = reasoning;
  return { messages: [msg], usage, stop_reason: stopReason(stop) };
}
function fromAnthropicResponse(body) {
  const p = WireResponse.safeParse(body);
  if (!p.success)
    throw new ProviderError(
      `anthropic: unexpected response shape: ${issuesLine(WireResponse, body, p.error.issues)}`
    );
  return assemble(p.data.content, p.data.stop_reason, usageFrom(p.data.usage));
}
var AnthropicStreamAccumulator = class {
  blocks = [];
  usage = {};
  stop;
  stopped = false;
  add(ev) {
    const e = ev ?? {};
    switch (e.type) {
      case "message_start": {
        const u = WireUsage.safeParse(e.message?.usage);
        if (u.success) this.usage = { ...this.usage, ...u.data };
        break;
      }
      case "content_block_start": {
        const b = WireBlock.safeParse(e.content_block);
        if (!b.success) throw new ProviderError("anthropic: malformed content_block_start event");
        const block = { ...b.data };
        if (block.type === "tool_use") block.input = void 0;
        this.blocks[typeof e.index === "number" ? e.index : this.blocks.length] = block;
        break;
      }
      case "content_block_delta": {
        const b = this.blocks[typeof e.index === "number" ? e.index : this.blocks.length - 1];
        const d = e.delta ?? {};
        if (!b) throw new ProviderError("anthropic: content_block_delta for an unknown block");
        if (d.type === "text_delta" && typeof d.text === "string") b.text = (b.text ?? "") + d.text;
        else if (d.type === "thinking_delta" && typeof d.thinking === "string")
          b.thinking = (b.thinking ?? "") + d.thinking;
        else if (d.type === "input_json_delta" && typeof d.partial_json === "string")
          b.partial = (b.partial ?? "") + d.partial_json;
        break;
      }
      case "message_delta": {
        const d = e.delta ?? {};
        if (typeof d.stop_reason === "string") this.stop = d.stop_reason;
        const u = WireUsage.safeParse(e.usage);
        if (u.success)
          this.usage = {
            ...this.usage,
            ...Object.fromEntries(Object.entries(u.data).filter(([, v]) => v != null))
          };
        break;
      }
      case "message_stop":
        this.stopped = true;
        break;
      case "error":
        throw new ProviderError(`anthropic: stream error: ${JSON.stringify(e.error)}`);
      default:
        break;
    }
  }
  result() {
    const blocks = this.blocks.filter(Boolean).map((b) => {
      if (b.type !== "tool_use") return b;
      let input = {};
      if (b.partial && b.partial.trim()) {
        try {
          input = JSON.parse(b.partial);
        } catch {
          return { ...b, input: void 0, rawArgs: b.partial };
        }
      }
      return { ...b, input };
    });
    const out = assemble(blocks, this.stop, usageFrom(this.usage));
    const raw = blocks.filter((b) => b.type === "tool_use").map((b) => "rawArgs" in b ? b.rawArgs : void 0);
    out.messages[0].tool_calls?.forEach((c, i) => {
      if (raw[i] !== void 0) c.arguments = raw[i];
    });
    return out;
  }
};
var AnthropicChatModel = class {
  provider = "anthropic";
  model;
  url;
  headers;
  http;
  limiter;
  stream;
  maxTokens;
  temperature;
  constructor(o) {
    this.model = o.model;
    this.url = `${(o.baseUrl ?? "https://api.anthropic.com").replace(/\/+$/, "")}/v1/messages`;
    if (o.query && Object.keys(o.query).length)
      this.url += `?${new URLSearchParams(o.query).toString()}`;
    this.headers = {
      "anthropic-version": o.anthropicVersion ?? "2023-06-01",
      ...o.apiKey ? { "x-api-key": o.apiKey } : {},
      ...o.headers ?? {}
    };
    const secrets = [o.apiKey ?? "", ...Object.values(o.headers ?? {})].filter(
      (s) => s.length >= 8
    );
    this.http = { ...DEFAULT_HTTP, ...o.http, secrets: [...secrets, ...o.http?.secrets ?? []] };
    this.limiter = modelLimiter(this.http, {
      provider: "anthropic",
      baseUrl: (o.baseUrl ?? "https://api.anthropic.com").replace(/\/+$/, ""),
      model: o.model
    });
    this.stream = o.stream ?? false;
    this.maxTokens = o.maxTokens ?? 4096;
    this.temperature = o.temperature;
  }
  /** The request body for `req` (exported for tests and debugging). */
  buildBody(req) {
    const { system, messages } = toAnthropicMessages(req.messages);
    const body = {
      model: this.model,
      max_tokens: this.maxTokens,
      messages
    };
    if (system) body.system = system;
    if (this.temperature !== void 0) body.temperature = this.temperature;
    if (req.tools && req.tools.length > 0) {
      body.tools = toAnthropicTools(req.tools);
      if (req.toolChoice) body.tool_choice = toAnthropicToolChoice(req.toolChoice);
    }
    if (this.stream) body.stream = true;
    return body;
  }
  ainvoke(req) {
    const secrets = this.http.secrets;
    return postJson({
      label: "anthropic",
      url: this.url,
      headers: this.headers,
      body: this.buildBody(req),
      settings: this.http,
      limiter: this.limiter,
      signal: req.signal,
      tokensOf: (r) => totalTokens(r.usage),
      read: async (res) => {
        if (!this.stream) return fromAnthropicResponse(await readJson("anthropic", res, secrets));
        const acc = new AnthropicStreamAccumulator();
        for await (const ev of readSse(res)) {
          acc.add(parseSseJson("anthropic", ev.data, secrets));
          if (acc.stopped) break;
        }
        if (!acc.stopped)
          throw new CutResponseError(
            "anthropic: stream ended before message_stop (connection dropped)"
          );
        return acc.result();
      }
    });
  }
};

// src/harness/models/openai.ts
function partsToOpenAI(parts) {
  return parts.map(
    (p) => p.type === "text" ? { type: "text", text: p.text } : { type: "image_url", image_url: { url: p.url } }
  );
}
function toOpenAIMessages(messages) {
  return messages.map((m) => {
    switch (m.role) {
      case "system":
        return { role: "system", content: m.content };
      case "user":
        return {
          role: "user",
          content: typeof m.content === "string" ? m.content : partsToOpenAI(m.content)
        };
      case "assistant": {
        const out = { role: "assistant", content: m.content };
        if (m.tool_calls && m.tool_calls.length > 0)
          out.tool_calls = m.tool_calls.map((c) => ({
            id: c.id,
            type: "function",
            function: { name: c.name, arguments: c.arguments }
          }));
        return out;
      }
      case "tool":
        return { role: "tool", tool_call_id: m.tool_call_id, content: chatText(m.content) };
    }
  });
}
function toOpenAITools(tools) {
  return tools.map((t) => ({
    type: "function",
    function: { name: t.name, description: t.description, parameters: t.parameters }
  }));
}
function toOpenAIToolChoice(c) {
  return typeof c === "string" ? c : { type: "function", function: { name: c.name } };
}
var WireToolCall = external_exports.looseObject({
  id: external_exports.string().optional(),
  function: external_exports.looseObject({ name: external_exports.string(), arguments: external_exports.string().nullish() })
});
var WireResponse2 = external_exports.looseObject({
  choices: external_exports.array(
    external_exports.looseObject({
      message: external_exports.looseObject({
        content: external_exports.string().nullish(),
        reasoning_content: external_exports.string().nullish(),
        reasoning: external_exports.string().nullish(),
        tool_calls: external_exports.array(WireToolCall).nullish()
      }),
      finish_reason: external_exports.string().nullish()
    })
  ).min(1),
  usage: external_exports.looseObject({
    prompt_tokens: external_exports.number().optional(),
    completion_tokens: external_exports.number().optional(),
    prompt_tokens_details: external_exports.looseObject({ cached_tokens: external_exports.number().nullish() }).nullish()
  }).nullish()
});
function fromOpenAIToolCalls(calls) {
  return calls.map((c, i) => ({
    id: c.id ?? `call_${i}`,
    name: c.function.name,
    arguments: c.function.arguments ?? ""
  }));
}
function fromOpenAIFinishReason(r, hasCalls) {
  if (r === "tool_calls" || r === "function_call") return "tool_use";
  if (r === "length") return "max_tokens";
  if (r === "content_filter") return "refusal";
  if (r === "stop") return hasCalls ? "tool_use" : "end_turn";
  return hasCalls ? "tool_use" : r ? "other" : "end_turn";
}
function usageFrom2(u) {
  if (!u) return void 0;
  const cached = u.prompt_tokens_details?.cached_tokens ?? void 0;
  return {
    input_tokens: u.prompt_tokens ?? 0,
    output_tokens: u.completion_tokens ?? 0,
    ...cached ? { cached_tokens: cached } : {}
  };
}
function fromOpenAIResponse(body) {
  const parsed = WireResponse2.safeParse(body);
  if (!parsed.success)
    throw new ProviderError(
      `openai: unexpected response shape: ${issuesLine(WireResponse2, body, parsed.error.issues)}`
    );
  const choice = parsed.data.choices[0];
  const msg = { role: "assistant", content: choice.message.content ?? null };
  const calls = choice.message.tool_calls ? fromOpenAIToolCalls(choice.message.tool_calls) : [];
  if (calls.length > 0) msg.tool_calls = calls;
  const reasoning = choice.message.reasoning_content ?? choice.message.reasoning;
  if (reasoning) msg.reasoning = reasoning;
  return {
    messages: [msg],
    usage: usageFrom2(parsed.data.usage),
    stop_reason: fromOpenAIFinishReason(choice.finish_reason, calls.length > 0)
  };
}
var StreamChunk = external_exports.looseObject({
  choices: external_exports.array(
    external_exports.looseObject({
      delta: external_exports.looseObject({
        content: external_exports.string().nullish(),
        reasoning_content: external_exports.string().nullish(),
        reasoning: external_exports.string().nullish(),
        tool_calls: external_exports.array(
          external_exports.looseObject({
            index: external_exports.number().optional(),
            id: external_exports.string().nullish(),
            function: external_exports.looseObject({ name: external_exports.string().nullish(), arguments: external_exports.string().nullish() }).nullish()
          })
        ).nullish()
      }).nullish(),
      finish_reason: external_exports.string().nullish()
    })
  ).nullish(),
  usage: WireResponse2.shape.usage
});
var OpenAIStreamAccumulator = class {
  content = "";
  reasoning = "";
  hasContent = false;
  calls = /* @__PURE__ */ new Map();
  finish;
  usage;
  add(chunk) {
    const c = StreamChunk.safeParse(chunk);
    if (!c.success)
      throw new ProviderError(
        `openai: unexpected stream chunk: ${issuesLine(StreamChunk, chunk, c.error.issues, 1)}`
      );
    if (c.data.usage) this.usage = usageFrom2(c.data.usage);
    for (const ch of c.data.choices ?? []) {
      const d = ch.delta;
      if (d?.content) {
        this.content += d.content;
        this.hasContent = true;
      }
      const r = d?.reasoning_content ?? d?.reasoning;
      if (r) this.reasoning += r;
      for (const tc of d?.tool_calls ?? []) {
        const idx = tc.index ?? this.calls.size;
        const cur = this.calls.get(idx) ?? { name: "", arguments: "" };
        if (tc.id) cur.id = tc.id;
        if (tc.function?.name) cur.name += tc.function.name;
        if (tc.function?.arguments) cur.arguments += tc.function.arguments;
        this.calls.set(idx, cur);
      }
      if (ch.finish_reason) this.finish = ch.finish_reason;
    }
  }
  result() {
    const calls = [...this.calls.entries()].sort((a, b) => a[0] - b[0]).map(([i, c]) => ({ id: c.id ?? `call_${i}`, name: c.name, arguments: c.arguments }));
    const msg = {
      role: "assistant",
      content: this.hasContent ? this.content : null
    };
    if (calls.length > 0) msg.tool_calls = calls;
    if (this.reasoning) msg.reasoning = this.reasoning;
    return {
      messages: [msg],
      usage: this.usage,
      stop_reason: fromOpenAIFinishReason(this.finish, calls.length > 0)
    };
  }
};
var OpenAIChatModel = class {
  provider = "openai";
  model;
  url;
  headers;
  http;
  limiter;
  stream;
  extra;
  constructor(o) {
    this.model = o.model;
    this.url = `${(o.baseUrl ?? "https://api.openai.com/v1").replace(/\/+$/, "")}/chat/completions`;
    if (o.query && Object.keys(o.query).length)
      this.url += `?${new URLSearchParams(o.query).toString()}`;
    this.headers = {
      ...o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {},
      ...o.headers ?? {}
    };
    const secrets = [o.apiKey ?? "", ...Object.values(o.headers ?? {})].filter(
      (s) => s.length >= 8
    );
    this.http = { ...DEFAULT_HTTP, ...o.http, secrets: [...secrets, ...o.http?.secrets ?? []] };
    this.limiter = modelLimiter(this.http, {
      provider: "openai",
      baseUrl: (o.baseUrl ?? "https://api.openai.com/v1").replace(/\/+$/, ""),
      model: o.model
    });
    this.stream = o.stream ?? false;
    this.extra = {
      ...o.temperature !== void 0 ? { temperature: o.temperature } : {},
      ...o.maxTokens !== void 0 ? { max_tokens: o.maxTokens } : {}
    };
  }
  /** The request body for `req` (exported for tests and debugging). */
  buildBody(req) {
    const body = {
      model: this.model,
      messages: toOpenAIMessages(req.messages),
      ...this.extra
    };
    if (req.tools && req.tools.length > 0) {
      body.tools = toOpenAITools(req.tools);
      if (req.toolChoice) body.tool_choice = toOpenAIToolChoice(req.toolChoice);
    }
    if (this.stream) {
      body.stream = true;
      body.stream_options = { include_usage: true };
    }
    return body;
  }
  ainvoke(req) {
    const secrets = this.http.secrets;
    return postJson({
      label: "openai",
      url: this.url,
      headers: this.headers,
      body: this.buildBody(req),
      settings: this.http,
      limiter: this.limiter,
      signal: req.signal,
      tokensOf: (r) => totalTokens(r.usage),
      read: async (res) => {
        if (!this.stream) return fromOpenAIResponse(await readJson("openai", res, secrets));
        const acc = new OpenAIStreamAccumulator();
        let done = false;
        for await (const ev of readSse(res)) {
          if (ev.data.trim() === "[DONE]") {
            done = true;
            break;
          }
          const data = parseSseJson("openai", ev.data, secrets);
          if (data && typeof data === "object" && "error" in data)
            throw new ProviderError(
              `openai: stream error: ${JSON.stringify(data.error)}`
            );
          acc.add(data);
        }
        if (!done)
          throw new CutResponseError("openai: stream ended before [DONE] (connection dropped)");
        return acc.result();
      }
    });
  }
};

// src/harness/models/scripted.ts
function compilePattern(p) {
  const m = /^\(\?([ims]+)\)/.exec(p);
  if (m) return new RegExp(p.slice(m[0].length), [...new Set(m[1])].join(""));
  return new RegExp(p);
}
var ScriptedModel = class _ScriptedModel {
  provider = "scripted";
  model;
  /** Every request seen, in order (copies), so tests can check what the model was sent. */
  calls = [];
  cfg;
  patterns;
  idCounter = 0;
  constructor(config) {
    const parsed = ScriptedConfigSchema.safeParse(config);
    if (!parsed.success)
      throw new Error(
        `invalid scripted model config: ${issuesLine(ScriptedConfigSchema, config, parsed.error.issues)}`
      );
    this.cfg = parsed.data;
    this.model = parsed.data.model;
    this.patterns = (parsed.data.rules ?? []).map(
      (r) => r.when.pattern !== void 0 ? compilePattern(r.when.pattern) : void 0
    );
  }
  /** Shorthand for list mode. */
  static fromReplies(replies, onExhausted = "repeat") {
    return new _ScriptedModel({ replies, on_exhausted: onExhausted });
  }
  ainvoke(req) {
    if (req.signal?.aborted) return Promise.reject(req.signal.reason ?? new Error("aborted"));
    const n = this.calls.length;
    this.calls.push({ ...req, messages: structuredClone(req.messages) });
    try {
      return Promise.resolve(this.toCompletion(this.pick(n, req.messages)));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }
  pick(n, messages) {
    const { replies, rules } = this.cfg;
    if (replies) {
      if (n < replies.length) return replies[n];
      if (this.cfg.on_exhausted === "error")
        throw new Error(
          `scripted model: no reply left for call ${n + 1} (${replies.length} scripted)`
        );
      return replies[replies.length - 1];
    }
    const last = [...messages].reverse().find((m) => m.role !== "assistant" && m.role !== "system");
    const text = last ? chatText(last.content) : "";
    const lastMsg = messages[messages.length - 1];
    const ruleList = rules ?? [];
    for (let i = 0; i < ruleList.length; i++) {
      const w = ruleList[i].when;
      if (w.contains !== void 0 && !text.includes(w.contains)) continue;
      if (w.pattern !== void 0 && !(this.patterns[i]?.test(text) ?? false)) continue;
      if (w.tool_result_of !== void 0 && !(lastMsg?.role === "tool" && lastMsg.name === w.tool_result_of))
        continue;
      return ruleList[i].reply;
    }
    if (this.cfg.default !== void 0) return this.cfg.default;
    throw new Error(
      `scripted model: no rule matched the last message ${JSON.stringify(cutEnd(text, 200))} and there is no default`
    );
  }
  toCompletion(r) {
    if (typeof r === "string")
      return { messages: [{ role: "assistant", content: r }], stop_reason: "end_turn" };
    if (r.error !== void 0) throw new Error(r.error);
    const msg = { role: "assistant", content: r.content ?? null };
    if (r.tool_calls && r.tool_calls.length > 0)
      msg.tool_calls = r.tool_calls.map((c) => ({
        id: c.id ?? `call_${++this.idCounter}`,
        name: c.name,
        arguments: typeof c.arguments === "string" ? c.arguments : JSON.stringify(c.arguments)
      }));
    if (r.reasoning) msg.reasoning = r.reasoning;
    const usage = r.usage ? {
      input_tokens: r.usage.input_tokens,
      output_tokens: r.usage.output_tokens,
      ...r.usage.cached_tokens !== void 0 ? { cached_tokens: r.usage.cached_tokens } : {}
    } : void 0;
    const stop = r.stop_reason ?? (msg.tool_calls ? "tool_use" : "end_turn");
    return { messages: [msg], usage, stop_reason: stop };
  }
};

// src/harness/tools.ts
var RESULT = /* @__PURE__ */ Symbol.for("agentci.harness.tool-result");
function toolResult(content, opts = {}) {
  return { [RESULT]: true, content, isError: opts.isError ?? false };
}
function isToolResult(v) {
  return typeof v === "object" && v !== null && v[RESULT] === true;
}
function tool(def) {
  return {
    name: def.name,
    description: def.description,
    schema: def.schema,
    execute: (args, ctx) => def.execute(args, ctx)
  };
}
function zodToJsonSchema(schema) {
  const js = external_exports.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  const { $schema: _drop, ...rest } = js;
  if (rest.type === void 0) return { type: "object", properties: {}, ...rest };
  return rest;
}
function toolDefinition(t) {
  const parameters = t.schema ? zodToJsonSchema(t.schema) : t.parameters ?? { type: "object", properties: {} };
  return { name: t.name, description: t.description, parameters };
}
function isContentParts(v) {
  return Array.isArray(v) && v.length > 0 && v.every(
    (p) => typeof p === "object" && p !== null && (p.type === "text" && typeof p.text === "string" || p.type === "image" && typeof p.url === "string")
  );
}
function serializeToolReturn(v) {
  if (typeof v === "string") return v;
  if (v === void 0 || v === null) return "";
  if (isContentParts(v)) return v;
  try {
    const s = JSON.stringify(v);
    return s === void 0 ? String(v) : s;
  } catch {
    return String(v);
  }
}
function toolErrorText(e) {
  if (e instanceof Error) return e.message;
  return typeof e === "string" ? e : JSON.stringify(e);
}
async function executeToolCall(t, rawArgs, ctx) {
  let args;
  try {
    args = rawArgs.trim() === "" ? {} : JSON.parse(rawArgs);
  } catch (e) {
    return {
      content: `Error: could not parse the arguments of tool "${t.name}" as JSON: ${toolErrorText(e)}`,
      isError: true,
      args: void 0
    };
  }
  let input = args;
  if (t.schema) {
    const parsed = t.schema.safeParse(args);
    if (!parsed.success)
      return {
        content: `Error: invalid arguments for tool "${t.name}": ${issuesLine(t.schema, args, parsed.error.issues)}`,
        isError: true,
        args
      };
    input = parsed.data;
  }
  try {
    const out = await t.execute(input, ctx);
    if (isToolResult(out)) return { content: out.content, isError: out.isError, args };
    return { content: serializeToolReturn(out), isError: false, args };
  } catch (e) {
    return { content: `Error: tool "${t.name}" failed: ${toolErrorText(e)}`, isError: true, args };
  }
}

// src/harness/mcp.ts
var McpServerConfigSchema = external_exports.strictObject({
  command: external_exports.string().min(1).describe("The program to start"),
  args: external_exports.array(external_exports.string()).default([]).describe("Its arguments"),
  env: external_exports.record(external_exports.string(), external_exports.string()).optional().describe("Extra environment variables (they win over the inherited ones)"),
  cwd: external_exports.string().optional().describe("Working directory (default: the config file's folder)")
});
var MCP_PREFIX_SEPARATOR = "__";
var STDERR_TAIL = 4e3;
var McpToolset = class _McpToolset {
  tools;
  conns;
  callTimeoutMs;
  constructor(conns, tools, callTimeoutMs) {
    this.conns = conns;
    this.tools = tools;
    this.callTimeoutMs = callTimeoutMs;
  }
  /** The input schema of a tool one server listed (hidden ones too), or undefined. */
  serverToolSchema(server, tool2) {
    return this.conns.find((c) => c.name === server)?.listed.find((t) => t.name === tool2)?.inputSchema;
  }
  /**
   * Calls a tool of one server by its own name, hidden tools included; throws when the server
   * is unknown, stopped, does not list the tool, or the call fails at the protocol level.
   */
  async callServerTool(server, tool2, args, signal) {
    const conn = this.conns.find((c) => c.name === server);
    if (!conn) throw new Error(`no MCP server named "${server}"`);
    if (!conn.listed.some((t) => t.name === tool2))
      throw new Error(`Tool ${server} > ${tool2} does not exist`);
    if (conn.closed) throw new Error(`MCP server "${server}" is not running${stderrNote(conn)}`);
    const res = await conn.client.callTool({ name: tool2, arguments: args }, void 0, {
      timeout: this.callTimeoutMs,
      ...signal ? { signal } : {}
    });
    const first = Array.isArray(res.content) ? res.content[0] : {};
    return {
      text: first && typeof first.text === "string" ? first.text : "",
      isError: res.isError === true
    };
  }
  /** The stderr tail of each server (for logs and failed attempts). */
  stderr() {
    return Object.fromEntries(this.conns.map((c) => [c.name, c.stderr]));
  }
  /**
   * Reads a resource of one server (e.g. thinkingbox's `agentci://effects`) and returns its text
   * contents joined; throws when the server is unknown, stopped, or does not offer the resource.
   */
  async readResource(server, uri, timeoutMs = 3e4) {
    const conn = this.conns.find((c) => c.name === server);
    if (!conn) throw new Error(`no MCP server named "${server}"`);
    if (conn.closed) throw new Error(`MCP server "${server}" is not running${stderrNote(conn)}`);
    const res = await conn.client.readResource({ uri }, { timeout: timeoutMs });
    return res.contents.map((c) => "text" in c && typeof c.text === "string" ? c.text : "").join("");
  }
  /** Stops every server; never throws. */
  async close() {
    await Promise.all(
      this.conns.map(async (c) => {
        c.closed = true;
        await c.client.close().catch(() => void 0);
      })
    );
  }
  /**
   * Starts every server, lists its tools and wraps them as harness tools. Names are kept, except
   * when two servers offer the same name: then each of those becomes `server__name`. If one
   * server fails to start, the ones already running are stopped and the error names the server.
   */
  static async connect(servers, opts = {}) {
    const conns = [];
    const listed = [];
    const [{ Client }, { StdioClientTransport }] = await Promise.all([
      import("./client-BM5NBVIY.js"),
      import("./stdio-L44F2VUL.js")
    ]);
    const baseEnv = Object.fromEntries(
      Object.entries(opts.env ?? {}).filter((e) => typeof e[1] === "string")
    );
    try {
      for (const [name, raw] of Object.entries(servers)) {
        const cfg = McpServerConfigSchema.parse(raw);
        const transport = new StdioClientTransport({
          command: cfg.command,
          args: cfg.args,
          env: { ...baseEnv, ...cfg.env ?? {} },
          cwd: cfg.cwd ?? opts.cwd,
          stderr: "pipe"
        });
        const conn = {
          name,
          listed: [],
          client: new Client({ name: "agentci", version: "0.1.0" }),
          transport,
          closed: false,
          stderr: ""
        };
        transport.stderr?.on("data", (d) => {
          conn.stderr = cutStart(conn.stderr + d.toString("utf8"), STDERR_TAIL);
        });
        conn.client.onclose = () => {
          if (!conn.closed) opts.log?.(`mcp: server "${name}" exited`);
          conn.closed = true;
        };
        conns.push(conn);
        const timeout = opts.startTimeoutMs ?? 3e4;
        try {
          await conn.client.connect(transport, { timeout });
          const res = await conn.client.listTools(void 0, { timeout });
          conn.listed = res.tools;
          listed.push({ conn, tools: conn.listed.filter((t) => !opts.hidden?.(t.name)) });
          opts.log?.(
            `mcp: server "${name}" offers ${res.tools.map((t) => t.name).join(", ") || "(no tools)"}`
          );
        } catch (e) {
          throw new Error(
            `MCP server "${name}" (${[cfg.command, ...cfg.args].join(" ")}) failed to start: ${errorMessage(e)}${stderrNote(conn)}`,
            { cause: e }
          );
        }
      }
    } catch (e) {
      await Promise.all(conns.map((c) => c.client.close().catch(() => void 0)));
      throw e;
    }
    const count = /* @__PURE__ */ new Map();
    for (const l of listed)
      for (const t of l.tools) count.set(t.name, (count.get(t.name) ?? 0) + 1);
    const tools = [];
    for (const { conn, tools: ts } of listed)
      for (const t of ts) {
        const exposed = (count.get(t.name) ?? 0) > 1 ? `${conn.name}${MCP_PREFIX_SEPARATOR}${t.name}` : t.name;
        tools.push(mcpTool(conn, t, exposed, opts.callTimeoutMs ?? 6e4));
      }
    return new _McpToolset(conns, tools, opts.callTimeoutMs ?? 6e4);
  }
};
function mcpTool(conn, t, exposed, timeoutMs) {
  const { $schema: _drop, ...parameters } = t.inputSchema;
  return {
    name: exposed,
    description: t.description ?? "",
    parameters,
    server: conn.name,
    async execute(args, ctx) {
      if (conn.closed)
        throw new Error(`MCP server "${conn.name}" is not running${stderrNote(conn)}`);
      try {
        const res = await conn.client.callTool(
          { name: t.name, arguments: args ?? {} },
          void 0,
          { timeout: timeoutMs, signal: ctx.signal }
        );
        return toolResult(mcpContent(res.content), { isError: res.isError === true });
      } catch (e) {
        const msg = errorMessage(e);
        throw new Error(`MCP server "${conn.name}": ${msg}${conn.closed ? stderrNote(conn) : ""}`, {
          cause: e
        });
      }
    }
  };
}
function stderrNote(conn) {
  const why = stderrHeadline(conn.stderr);
  return why ? ` (stderr: ${why})` : "";
}
function mcpContent(content) {
  if (!Array.isArray(content)) return "";
  const parts = [];
  for (const c of content) {
    if (c.type === "text" && typeof c.text === "string") parts.push({ type: "text", text: c.text });
    else if (c.type === "image" && typeof c.data === "string")
      parts.push({
        type: "image",
        url: `data:${String(c.mimeType ?? "image/png")};base64,${c.data}`,
        media_type: String(c.mimeType ?? "image/png")
      });
    else {
      const problem = nestingProblem(c);
      parts.push({
        type: "text",
        text: problem ? `[a ${String(c.type)} content block that ${problem}: left out]` : JSON.stringify(c)
      });
    }
  }
  if (parts.every((p) => p.type === "text"))
    return parts.map((p) => p.text).join("\n");
  return parts;
}

// src/harness/pricing.ts
var ModelPriceSchema = external_exports.strictObject({
  input: external_exports.number().nonnegative().describe("USD per million input tokens"),
  output: external_exports.number().nonnegative().describe("USD per million output tokens"),
  cached_input: external_exports.number().nonnegative().optional().describe("USD per million cached input tokens (default: `input`)")
});
var DEFAULT_PRICES = {
  "gpt-4.1": { input: 2, output: 8, cached_input: 0.5 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6, cached_input: 0.1 },
  "gpt-4.1-nano": { input: 0.1, output: 0.4, cached_input: 0.025 },
  "gpt-4o": { input: 2.5, output: 10, cached_input: 1.25 },
  "gpt-4o-mini": { input: 0.15, output: 0.6, cached_input: 0.075 },
  o3: { input: 2, output: 8, cached_input: 0.5 },
  "o4-mini": { input: 1.1, output: 4.4, cached_input: 0.275 },
  "claude-opus-4": { input: 15, output: 75, cached_input: 1.5 },
  "claude-sonnet-4": { input: 3, output: 15, cached_input: 0.3 },
  "claude-3-7-sonnet": { input: 3, output: 15, cached_input: 0.3 },
  "claude-3-5-sonnet": { input: 3, output: 15, cached_input: 0.3 },
  "claude-3-5-haiku": { input: 0.8, output: 4, cached_input: 0.08 },
  "claude-haiku-4-5": { input: 1, output: 5, cached_input: 0.1 },
  scripted: { input: 0, output: 0, cached_input: 0 }
};
function findPrice(model, table = DEFAULT_PRICES) {
  if (Object.hasOwn(table, model)) return table[model];
  let best;
  for (const k of Object.keys(table))
    if (model.startsWith(k) && (best === void 0 || k.length > best.length)) best = k;
  return best === void 0 ? void 0 : table[best];
}
function computeCost(model, usage, table = DEFAULT_PRICES) {
  const p = findPrice(model, table);
  if (!p) return void 0;
  const cached = Math.min(usage.cached_tokens ?? 0, usage.input_tokens);
  const fresh = usage.input_tokens - cached;
  return (fresh * p.input + cached * (p.cached_input ?? p.input) + usage.output_tokens * p.output) / 1e6;
}
function mergePrices(extra) {
  return extra ? { ...DEFAULT_PRICES, ...extra } : DEFAULT_PRICES;
}

// src/harness/compaction.ts
var DEFAULT_SUMMARY_PROMPT = "Summarise the conversation so far for your own later use: the task, what has been done, tool results that matter, decisions made and what remains to do. Be complete but concise. Reply with the summary only.";
var SUMMARY_PREFIX = "[Summary of the conversation so far]\n";
function stripTrailingToolCalls(messages) {
  if (messages.length === 0) return messages;
  const last = messages[messages.length - 1];
  if (last.role !== "assistant" || !last.tool_calls || last.tool_calls.length === 0)
    return messages;
  const { tool_calls: _drop, ...rest } = last;
  const cleaned = { ...rest, content: rest.content ?? "" };
  return [...messages.slice(0, -1), cleaned];
}
var CompactionService = class {
  contextLimit;
  thresholdRatio;
  auto;
  summaryPrompt;
  model;
  constructor(opts) {
    if (!Number.isInteger(opts.contextLimit) || opts.contextLimit <= 0)
      throw new Error(
        `compaction: context_limit must be a positive integer, got ${opts.contextLimit}`
      );
    const r = opts.thresholdRatio ?? 0.8;
    if (!(r > 0 && r <= 1))
      throw new Error(`compaction: threshold_ratio must be in (0, 1], got ${r}`);
    this.contextLimit = opts.contextLimit;
    this.thresholdRatio = r;
    this.auto = opts.auto ?? true;
    this.summaryPrompt = opts.summaryPrompt ?? DEFAULT_SUMMARY_PROMPT;
    this.model = opts.model;
  }
  /** The token count at which compaction starts. */
  get threshold() {
    return Math.floor(this.contextLimit * this.thresholdRatio);
  }
  /** Whether a call that used `usage` should trigger compaction. */
  shouldCompact(usage) {
    if (!this.auto || !usage) return false;
    return usage.input_tokens + usage.output_tokens >= this.threshold;
  }
  /**
   * Summarises `messages` with `model` and returns the new history: the system prompt (if any),
   * the last user message (the task in progress), and the summary as a user message.
   */
  async compact(messages, model, opts = {}) {
    const system = messages.filter((m) => m.role === "system");
    const history = stripTrailingToolCalls(messages.filter((m) => m.role !== "system"));
    const request = [
      ...system,
      ...history,
      { role: "user", content: this.summaryPrompt }
    ];
    const res = await (this.model ?? model).ainvoke({
      messages: request,
      tools: opts.tools ?? [],
      toolChoice: "none",
      signal: opts.signal
    });
    const summary = res.messages.map((m) => chatText(m.content)).join("\n").trim();
    let lastUser;
    for (let i = history.length - 1; i >= 0; i--) {
      const m = history[i];
      if (m.role === "user" && !chatText(m.content).startsWith(SUMMARY_PREFIX)) {
        lastUser = m;
        break;
      }
    }
    const out = [...system];
    if (lastUser) out.push(lastUser);
    out.push({ role: "user", content: SUMMARY_PREFIX + summary });
    return { messages: out, summary, usage: res.usage };
  }
};

// src/harness/output-cache.ts
var EXPAND_TOOL_NAME = "expand_tool_output";
function contentBytes(c) {
  return Buffer.byteLength(typeof c === "string" ? c : JSON.stringify(c), "utf8");
}
var ToolOutputCache = class _ToolOutputCache {
  maxTotalBytes;
  store = /* @__PURE__ */ new Map();
  counter = 0;
  constructor(opts) {
    if (!Number.isFinite(opts.maxTotalBytes) || opts.maxTotalBytes <= 0)
      throw new Error(
        `tool output cache: maxTotalBytes must be a positive number, got ${opts.maxTotalBytes}`
      );
    this.maxTotalBytes = opts.maxTotalBytes;
  }
  /** Stores a tool message's full output and gives the message its `output_ref`. */
  register(msg) {
    if (msg.output_ref && this.store.has(msg.output_ref)) return msg;
    const ref = `out_${++this.counter}`;
    this.store.set(ref, msg.content);
    return { ...msg, output_ref: ref };
  }
  /** The full output behind a reference, or undefined when it is unknown. */
  get(ref) {
    return this.store.get(ref);
  }
  /** Total bytes of tool message contents in `messages`. */
  static toolBytes(messages) {
    let n = 0;
    for (const m of messages) if (m.role === "tool") n += contentBytes(m.content);
    return n;
  }
  /**
   * Returns the history with the oldest tool outputs trimmed to stubs until the total fits the
   * budget. The newest tool message is never trimmed, so the model always sees its latest result
   * (an expansion it just asked for included).
   */
  trim(messages) {
    let total = _ToolOutputCache.toolBytes(messages);
    if (total <= this.maxTotalBytes) return { messages, trimmed: 0 };
    const out = [...messages];
    let lastTool = -1;
    for (let i = out.length - 1; i >= 0; i--)
      if (out[i].role === "tool") {
        lastTool = i;
        break;
      }
    let trimmed = 0;
    for (let i = 0; i < out.length && total > this.maxTotalBytes; i++) {
      const m = out[i];
      if (m.role !== "tool" || m.trimmed || i === lastTool) continue;
      const reg = this.register(m);
      const full = this.store.get(reg.output_ref) ?? m.content;
      const before = contentBytes(m.content);
      const stub = `[tool output trimmed to save context: ${contentBytes(full)} bytes, ${chatText(full).split("\n").length} lines. Call ${EXPAND_TOOL_NAME} with {"ref": "${reg.output_ref}"} to read it.]`;
      out[i] = { ...reg, content: stub, trimmed: true };
      total += contentBytes(stub) - before;
      trimmed++;
    }
    return { messages: out, trimmed };
  }
  /** The built-in tool that expands a reference back to the full output. */
  expandTool() {
    return tool({
      name: EXPAND_TOOL_NAME,
      description: "Returns the full text of an earlier tool output that was trimmed from the conversation, by its reference.",
      schema: external_exports.object({
        ref: external_exports.string().describe("the reference shown in the trimmed output, e.g. out_3")
      }),
      execute: ({ ref }) => {
        const v = this.store.get(ref);
        if (v === void 0) throw new Error(`unknown output reference ${JSON.stringify(ref)}`);
        return v;
      }
    });
  }
};

// src/harness/agent.ts
var DEFAULT_MAX_ITERATIONS = 200;
var DEFAULT_MAX_ITERATIONS_PROMPT = "You have reached the maximum number of steps for this task and cannot call tools any more. Reply to the user now: summarise what you did, what you found and what remains undone.";
function throwIfAborted(signal) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error("aborted");
}
var Agent = class {
  model;
  systemPrompt;
  maxIterations;
  tools = /* @__PURE__ */ new Map();
  toolChoice;
  cache;
  compaction;
  prices;
  maxIterationsPrompt;
  history = [];
  constructor(opts) {
    this.model = opts.model;
    this.systemPrompt = opts.systemPrompt;
    this.maxIterations = opts.maxIterations ?? DEFAULT_MAX_ITERATIONS;
    if (!Number.isInteger(this.maxIterations) || this.maxIterations < 1)
      throw new Error(`maxIterations must be a positive integer, got ${opts.maxIterations}`);
    this.toolChoice = opts.toolChoice;
    this.prices = opts.prices ?? DEFAULT_PRICES;
    this.maxIterationsPrompt = opts.maxIterationsPrompt ?? DEFAULT_MAX_ITERATIONS_PROMPT;
    if (opts.toolOutputCache)
      this.cache = opts.toolOutputCache instanceof ToolOutputCache ? opts.toolOutputCache : new ToolOutputCache(opts.toolOutputCache);
    if (opts.compaction)
      this.compaction = opts.compaction instanceof CompactionService ? opts.compaction : new CompactionService(opts.compaction);
    const all = [...opts.tools ?? [], ...this.cache ? [this.cache.expandTool()] : []];
    for (const t of all) {
      if (this.tools.has(t.name)) throw new Error(`two tools are named ${JSON.stringify(t.name)}`);
      this.tools.set(t.name, t);
    }
  }
  /** The conversation so far (a copy). */
  get messages() {
    return [...this.history];
  }
  /** Forgets the conversation (the system prompt is sent again on the next run). */
  reset() {
    this.history = [];
  }
  /** The tool definitions the model is offered. */
  get toolDefinitions() {
    return [...this.tools.values()].map(toolDefinition);
  }
  /** Runs the loop to the end and returns the final text, history, tool calls, events and usage. */
  async run(input, opts = {}) {
    const state = this.newState();
    const events = [];
    for await (const ev of this.loop(input, state, opts.signal)) events.push(ev);
    return {
      output: state.output,
      messages: this.messages,
      toolCalls: state.toolCalls,
      events,
      usage: state.usage,
      finishReason: state.finishReason,
      iterations: state.iterations
    };
  }
  /** Runs the loop, yielding its events as they happen; `final` is always the last one. */
  runStream(input, opts = {}) {
    return this.loop(input, this.newState(), opts.signal);
  }
  newState() {
    return {
      toolCalls: [],
      usage: { input_tokens: 0, output_tokens: 0, cached_tokens: 0, cost_usd: 0, calls: [] },
      finishReason: "stop",
      iterations: 0,
      output: ""
    };
  }
  record(state, usage, purpose) {
    const u = usage ?? { input_tokens: 0, output_tokens: 0 };
    const cost = computeCost(this.model.model, u, this.prices);
    state.usage.calls.push({ ...u, model: this.model.model, cost_usd: cost, purpose });
    state.usage.input_tokens += u.input_tokens;
    state.usage.output_tokens += u.output_tokens;
    state.usage.cached_tokens += u.cached_tokens ?? 0;
    state.usage.cost_usd = cost === void 0 || state.usage.cost_usd === void 0 ? void 0 : state.usage.cost_usd + cost;
  }
  async *loop(input, state, signal) {
    if (this.history.length === 0 && this.systemPrompt)
      this.history.push({ role: "system", content: this.systemPrompt });
    if (typeof input === "string") this.history.push({ role: "user", content: input });
    else if (Array.isArray(input)) this.history.push(...structuredClone(input));
    else this.history.push(structuredClone(input));
    const defs = this.toolDefinitions;
    let stepNumber = 0;
    for (let iter = 0; iter < this.maxIterations; iter++) {
      throwIfAborted(signal);
      const res2 = await this.model.ainvoke({
        messages: [...this.history],
        tools: defs,
        toolChoice: defs.length > 0 ? this.toolChoice : void 0,
        signal
      });
      state.iterations++;
      this.record(state, res2.usage, "step");
      const replies = res2.messages.length ? res2.messages : [{ role: "assistant", content: "" }];
      this.history.push(...replies);
      const calls = replies.flatMap((m) => m.tool_calls ?? []);
      const text = replies.map((m) => chatText(m.content)).filter((t) => t).join("\n");
      for (const m of replies) if (m.reasoning) yield { type: "reasoning", content: m.reasoning };
      if (calls.length === 0) {
        state.output = text;
        state.finishReason = res2.stop_reason === "max_tokens" ? "max_tokens" : res2.stop_reason === "refusal" ? "refusal" : "stop";
        yield { type: "final", content: text };
        return;
      }
      if (text) yield { type: "text", content: text };
      const toolMessages = [];
      for (const call of calls) {
        throwIfAborted(signal);
        stepNumber++;
        yield { type: "step_start", step_id: call.id, title: call.name, step_number: stepNumber };
        const started = Date.now();
        const t = this.tools.get(call.name);
        let parsedArgs;
        try {
          parsedArgs = call.arguments.trim() === "" ? {} : JSON.parse(call.arguments);
        } catch {
          parsedArgs = call.arguments;
        }
        yield { type: "tool_call", tool: call.name, args: parsedArgs, tool_call_id: call.id };
        const outcome = t ? await executeToolCall(t, call.arguments, { toolCallId: call.id, signal }) : {
          content: `Error: unknown tool "${call.name}". Available tools: ${[...this.tools.keys()].join(", ") || "(none)"}`,
          isError: true,
          args: typeof parsedArgs === "string" ? void 0 : parsedArgs
        };
        let msg = {
          role: "tool",
          tool_call_id: call.id,
          name: call.name,
          content: outcome.content,
          ...outcome.isError ? { is_error: true } : {}
        };
        if (this.cache) msg = this.cache.register(msg);
        this.history.push(msg);
        toolMessages.push(msg);
        state.toolCalls.push({
          id: call.id,
          name: call.name,
          arguments: outcome.args,
          raw_arguments: call.arguments,
          result: outcome.content,
          is_error: outcome.isError,
          ...t?.server ? { server: t.server } : {}
        });
        yield {
          type: "tool_result",
          tool: call.name,
          result: chatText(outcome.content),
          tool_call_id: call.id,
          is_error: outcome.isError
        };
        yield {
          type: "step_complete",
          step_id: call.id,
          status: outcome.isError ? "error" : "completed",
          duration_ms: Date.now() - started
        };
      }
      if (this.cache) this.history = this.cache.trim(this.history).messages;
      if (this.compaction?.shouldCompact(res2.usage)) {
        const before = this.history.length;
        yield {
          type: "compaction_start",
          total_tokens: (res2.usage?.input_tokens ?? 0) + (res2.usage?.output_tokens ?? 0),
          threshold: this.compaction.threshold
        };
        const c = await this.compaction.compact(this.history, this.model, { signal, tools: defs });
        this.record(state, c.usage, "compaction");
        this.history = c.messages;
        yield {
          type: "compaction_complete",
          summary: c.summary,
          messages_before: before,
          messages_after: this.history.length
        };
      }
    }
    throwIfAborted(signal);
    const res = await this.model.ainvoke({
      messages: [
        ...stripTrailingToolCalls(this.history),
        { role: "user", content: this.maxIterationsPrompt }
      ],
      tools: defs,
      toolChoice: "none",
      signal
    });
    this.record(state, res.usage, "max_iterations");
    const summary = res.messages.map((m) => chatText(m.content)).filter((t) => t).join("\n");
    this.history.push({ role: "assistant", content: summary });
    state.output = summary;
    state.finishReason = "max_iterations";
    yield { type: "final", content: summary };
  }
};

export {
  suggest,
  nearMiss,
  formatPath,
  describeIssues,
  issuesLine,
  expandEnvVars,
  createRedactor,
  secretsFromEnv,
  headerSecrets,
  secretsFromConfig,
  secretVariables,
  redactingWriter,
  EndpointLimiter,
  LimiterRegistry,
  HttpCallError,
  parseRetryAfter,
  retryAfterOf,
  isRateLimitStatus,
  sendWithRetry,
  ProviderError,
  maskSecrets,
  totalTokens,
  chatText,
  toCommonMessage,
  fromCommonMessage,
  AnthropicChatModel,
  OpenAIChatModel,
  ScriptedModel,
  toolResult,
  tool,
  zodToJsonSchema,
  toolDefinition,
  serializeToolReturn,
  executeToolCall,
  McpServerConfigSchema,
  MCP_PREFIX_SEPARATOR,
  McpToolset,
  ModelPriceSchema,
  DEFAULT_PRICES,
  findPrice,
  computeCost,
  mergePrices,
  stripTrailingToolCalls,
  CompactionService,
  EXPAND_TOOL_NAME,
  ToolOutputCache,
  DEFAULT_MAX_ITERATIONS,
  Agent
};
//# sourceMappingURL=chunk-3QOP2EW4.js.map
