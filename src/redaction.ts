/**
 * Secret redaction: the one place that decides what is a secret and replaces it with `***`.
 *
 * Every output agentci writes or sends (terminal, results stream, report.json, JUnit, Markdown,
 * the PR comment, the HTML report, the artifact) is rendered from data that went through a
 * Redactor first, so a secret is gone before any format escapes it: `ghp_x` can never come out as
 * `ghp\_x` (Markdown) or `ghp_x&amp;` (XML) and slip past a runner that masks exact text.
 *
 * The front ends collect the values (src/cli: the environment; src/action: the environment, the
 * `github-token` and `mask` inputs); the run adds what its config names as keys. Nothing here
 * reads process.env: environments come in as arguments.
 */
import { ENV_VAR_REF } from './config/env-vars.js';

/** What a secret becomes. */
export const MASK = '***';

/**
 * Known secrets shorter than this are not masked: replacing every "abc" would garble reports
 * without protecting anything.
 */
export const MIN_SECRET_LENGTH = 4;

/**
 * An environment variable is taken for a secret by its name alone only when its value is at least
 * this long and not a plain number or flag (`MY_TOKEN_TTL=3600`, `USE_KEYRING=true` are not).
 */
export const MIN_ENV_SECRET_LENGTH = 8;

/** Names that say a variable holds a secret. */
const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL/i;
const NOT_A_SECRET_VALUE = /^(?:[+-]?\d+(?:\.\d+)?|true|false|yes|no|on|off|null|none)$/i;

/** Header names whose literal values are credentials even without `${VAR}`. */
const SECRET_HEADER = /authorization|api[-_]?key|token|secret|cookie|password/i;

export interface Redactor {
  /** Adds secret values (shorter than MIN_SECRET_LENGTH, empty or undefined ones are ignored). */
  add(values: Iterable<string | undefined>): void;
  /** The text with every secret (and its JSON-, URL- and HTML-escaped forms) replaced by `***`. */
  text(s: string): string;
  /**
   * A deep copy of JSON-like data with every string (keys included) redacted. Objects and arrays
   * that hold no secret are returned as they are (no copy), and data already redacted is not
   * walked again, so redacting attempts as they finish and the whole report at the end stays cheap.
   */
  value<T>(v: T): T;
  /** How many secret values are known. */
  readonly size: number;
}

/** The forms a secret takes inside agent text: as written, JSON-escaped, URL-encoded, HTML-escaped. */
function variants(secret: string): string[] {
  const out = new Set([secret]);
  out.add(JSON.stringify(secret).slice(1, -1));
  out.add(encodeURIComponent(secret));
  out.add(
    secret.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
    ),
  );
  return [...out];
}

function isPlainObject(v: object): v is Record<string, unknown> {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

class SecretRedactor implements Redactor {
  private readonly secrets = new Set<string>();
  /** Every form of every secret, longest first (a secret inside a longer one goes with it). */
  private patterns: string[] = [];
  private shortest = Infinity;
  /** Objects known to hold no secret: outputs of value(), forgotten when a secret is added. */
  private clean = new WeakSet<object>();

  constructor(private readonly onAdd?: (secret: string) => void) {}

  get size(): number {
    return this.secrets.size;
  }

  add(values: Iterable<string | undefined>): void {
    let added = false;
    for (const v of values) {
      if (v === undefined || v.length < MIN_SECRET_LENGTH || this.secrets.has(v)) continue;
      this.secrets.add(v);
      added = true;
      this.onAdd?.(v);
    }
    if (!added) return;
    const all = new Set<string>();
    for (const s of this.secrets) for (const form of variants(s)) all.add(form);
    this.patterns = [...all].sort((a, b) => b.length - a.length);
    this.shortest = Math.min(...this.patterns.map((p) => p.length));
    this.clean = new WeakSet();
  }

  text(s: string): string {
    if (s.length < this.shortest) return s;
    let out = s;
    for (const p of this.patterns) if (out.includes(p)) out = out.replaceAll(p, MASK);
    return out;
  }

  value<T>(v: T): T {
    if (this.patterns.length === 0) return v;
    return this.walk(v, new Set()) as T;
  }

  private walk(v: unknown, open: Set<object>): unknown {
    if (typeof v === 'string') return this.text(v);
    if (typeof v !== 'object' || v === null) return v;
    if (this.clean.has(v) || open.has(v)) return v;
    let out: unknown = v;
    open.add(v);
    if (Array.isArray(v)) {
      let copy: unknown[] | undefined;
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        const r = this.walk(item, open);
        if (r !== item) (copy ??= v.slice())[i] = r;
      }
      if (copy) out = copy;
    } else if (isPlainObject(v)) {
      const keys = Object.keys(v);
      let changed: Array<[string, unknown]> | undefined;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i] as string;
        const item = v[k];
        const r = this.walk(item, open);
        const rk = this.text(k);
        if (!changed && r === item && rk === k) continue;
        // Keys before the first change are copied as they are, in order, so the shape is kept.
        changed ??= keys.slice(0, i).map((pk) => [pk, v[pk]]);
        changed.push([rk, r]);
      }
      if (changed) out = Object.fromEntries(changed);
    }
    open.delete(v);
    if (typeof out === 'object' && out !== null) this.clean.add(out);
    return out;
  }
}

/**
 * A redactor for the given secret values. `onAdd` is told each new value once (the action
 * registers them with the runner's own masking).
 */
export function createRedactor(
  values: Iterable<string | undefined> = [],
  opts: { onAdd?: (secret: string) => void } = {},
): Redactor {
  const r = new SecretRedactor(opts.onAdd);
  r.add(values);
  return r;
}

/** `text` with every given secret replaced by `***` (for one-off messages). */
export function redactText(text: string, secrets: Iterable<string | undefined>): string {
  return createRedactor(secrets).text(text);
}

/**
 * Values of environment variables whose names say they are secret (`*KEY*`, `*TOKEN*`,
 * `*SECRET*`, `*PASSWORD*`, `*CREDENTIAL*`, case-insensitive): at least MIN_ENV_SECRET_LENGTH
 * characters and not a plain number or flag. GitHub's `GITHUB_TOKEN` and the runner's
 * `ACTIONS_RUNTIME_TOKEN` / `ACTIONS_ID_TOKEN_REQUEST_TOKEN` are among them.
 */
export function secretsFromEnv(env: Record<string, string | undefined>): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !SECRET_NAME.test(name)) continue;
    const v = value.trim();
    if (v.length < MIN_ENV_SECRET_LENGTH || NOT_A_SECRET_VALUE.test(v)) continue;
    out.push(value);
    if (v !== value) out.push(v);
  }
  return out;
}

/**
 * The secret values of request headers: every `${VAR}` expansion is passed in `expanded`; here the
 * literal values of credential-like headers (`Authorization: Bearer sk-…`), with the bare token too
 * since it may be echoed back alone.
 */
export function headerSecrets(headers: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_HEADER.test(name)) continue;
    out.push(value);
    const token = value.replace(/^(Bearer|Basic|Token)\s+/i, '');
    if (token !== value) out.push(token);
  }
  return out;
}

const DEFAULT_KEY_ENV: Record<string, string> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
};

/**
 * Walks what a config names as secret: `onVariable` is told each environment variable a secret is
 * read from (a model's `api_key_env`, or the provider's default variable, and every `${VAR}` in a
 * string: URLs, headers, a command's `env:`), `onHeaders` each map of request headers. `sources`
 * are the parsed config and any agent given apart from it (a flag or an action input); they are
 * walked whole, so a key nested in `agent.harness`, `judge` or `simulators` is found without
 * knowing each format's layout.
 */
function visitConfigSecrets(
  sources: ReadonlyArray<unknown>,
  onVariable: (name: string) => void,
  onHeaders: (headers: Record<string, string>) => void,
): void {
  const visit = (v: unknown, key: string | undefined): void => {
    if (typeof v === 'string') {
      for (const m of v.matchAll(ENV_VAR_REF)) onVariable(m[1] as string);
      return;
    }
    if (typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      for (const item of v) visit(item, undefined);
      return;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.api_key_env === 'string') onVariable(o.api_key_env);
    else if (typeof o.provider === 'string' && DEFAULT_KEY_ENV[o.provider])
      onVariable(DEFAULT_KEY_ENV[o.provider] as string);
    if (key === 'headers' && Object.values(o).every((h) => typeof h === 'string'))
      onHeaders(o as Record<string, string>);
    for (const [k, item] of Object.entries(o)) visit(item, k);
  };
  for (const s of sources) visit(s, undefined);
}

/**
 * Every secret a config names, resolved against `env`: the variables named in `maskNames` (the
 * config's `mask:`), every variable visitConfigSecrets finds (model API keys, `${VAR}` expansions)
 * and literal credential headers.
 */
export function secretsFromConfig(
  sources: ReadonlyArray<unknown>,
  env: Record<string, string | undefined>,
  maskNames: readonly string[] = [],
): string[] {
  const out: string[] = [];
  for (const name of maskNames) out.push(env[name] ?? '');
  visitConfigSecrets(
    sources,
    (name) => out.push(env[name] ?? ''),
    (headers) => out.push(...headerSecrets(headers)),
  );
  return out.filter((s) => s.length >= MIN_SECRET_LENGTH);
}

/**
 * The environment variables a config reads its secrets from (model API keys by `api_key_env` or
 * the provider's default, every `${VAR}`), each once, in the order found: what a run cannot do
 * without (the action waits for approval on a fork PR whose run has them empty).
 */
export function secretVariables(sources: ReadonlyArray<unknown>): string[] {
  const names = new Set<string>();
  visitConfigSecrets(
    sources,
    (name) => names.add(name),
    () => undefined,
  );
  return [...names];
}

/**
 * Wraps a writer (a terminal stream) so everything written through it is redacted. Writes are
 * whole lines or progress redraws, so a secret is never split across two writes.
 */
export function redactingWriter<W extends { write(s: string): void }>(w: W, redactor: Redactor): W {
  return new Proxy(w, {
    get(target, prop, receiver) {
      if (prop === 'write') return (s: string) => target.write(redactor.text(s));
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}
