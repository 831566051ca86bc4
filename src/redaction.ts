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
import { CUT_MARK } from './lib/cut.js';
import { ENV_VAR_REF } from './config/env-vars.js';

/** How deep the redactor walks data (agent data is bounded far below this where it enters). */
const MAX_REDACT_DEPTH = 2000;

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

/**
 * Names that say a variable holds a secret: KEY, TOKEN, SECRET, PASSWORD/PASSWD, PASSPHRASE,
 * CREDENTIAL or WEBHOOK anywhere in the name, or PASS, AUTH, DSN as a whole part of it (`DB_PASS`,
 * `BASIC_AUTH`, `SENTRY_DSN`; not `PASSTHROUGH` or `AUTHOR`), or `_PWD` (`DB_PWD`; not `PWD`, the
 * working folder).
 */
const SECRET_NAME =
  /KEY|TOKEN|SECRET|PASSW(?:OR)?D|PASSPHRASE|CREDENTIAL|WEBHOOK|(?:^|_)(?:PASS|AUTH|DSN)(?:_|$)|_PWD(?:_|$)/i;
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

/**
 * A redacted text may have been cut (a preview, a stored tail): the cut point is marked with this
 * character, and a piece of a secret's start just before it, or of its end just after it, is
 * masked like the whole secret (see SecretRedactor.maskAtCuts).
 */
export { CUT_MARK };

/**
 * The shortest piece of a secret masked next to a cut. Shorter pieces (`sk-`) say nothing a
 * reader does not know, and masking every 3 letters before an ellipsis would garble text.
 */
export const MIN_PARTIAL = 4;

/** The shortest base64 piece of a secret masked inside longer base64 (6 bytes of the secret). */
const MIN_BASE64_FORM = 8;

// Characters each percent-encoder leaves as they are.
const PERCENT_KEEPS: ReadonlyArray<{ keep: RegExp; plus: boolean }> = [
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
  { keep: /[A-Za-z0-9*\-._]/, plus: true },
];

/** `s` percent-encoded by one encoder's rules, with upper- or lower-case hex digits. */
function percentEncode(s: string, keep: RegExp, plus: boolean, lower: boolean): string {
  let out = '';
  for (const ch of s) {
    if (keep.test(ch)) out += ch;
    else if (plus && ch === ' ') out += '+';
    else
      for (const b of Buffer.from(ch, 'utf8')) {
        const hex = b.toString(16).padStart(2, '0');
        out += `%${lower ? hex : hex.toUpperCase()}`;
      }
  }
  return out;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The escaped forms of one piece of text: as written, JSON-escaped (also with every non-ASCII
 * character as `\uXXXX`, as Python's json.dumps writes it, and `/` as `\/`), HTML-escaped, and
 * percent-encoded by each common encoder with upper- and lower-case hex.
 */
function escapedForms(s: string, out: Set<string>): void {
  out.add(s);
  const json = JSON.stringify(s).slice(1, -1);
  out.add(json);
  out.add(
    json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
  out.add(json.replace(/\//g, '\\/'));
  out.add(s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string));
  for (const { keep, plus } of PERCENT_KEEPS)
    for (const lower of [false, true]) out.add(percentEncode(s, keep, plus, lower));
}

/**
 * The base64 forms of a secret, in the standard and the URL-safe alphabet: the whole value (with
 * and without padding), and for a secret inside longer encoded data (`base64("user:" + secret)`)
 * the part that does not depend on what surrounds it. Base64 encodes 3 bytes as 4 characters;
 * where the secret starts in its group of 3 (its alignment) decides which characters carry only
 * its bits. For alignment `a` (0, 1 or 2 bytes of the secret fill the group begun before it),
 * bytes `a … a + 3k` of the secret form whole groups: their encoding is the same whatever comes
 * before or after. Pieces shorter than MIN_BASE64_FORM characters are left out (a 4-character
 * piece turns up by chance in any large base64 image).
 */
function base64Forms(secret: string, out: Set<string>): void {
  const bytes = Buffer.from(secret, 'utf8');
  const add = (b: Buffer, pad: boolean): void => {
    const std = b.toString('base64');
    const forms = pad ? [std, std.replace(/=+$/, '')] : [std];
    for (const f of forms) {
      if (f.length < MIN_SECRET_LENGTH) continue;
      out.add(f);
      out.add(f.replace(/\+/g, '-').replace(/\//g, '_'));
    }
  };
  add(bytes, true);
  for (const a of [0, 1, 2]) {
    const whole = Math.floor((bytes.length - a) / 3) * 3;
    if ((whole / 3) * 4 < MIN_BASE64_FORM) continue;
    add(bytes.subarray(a, a + whole), false);
  }
}

/**
 * Every form a secret takes inside agent text: its escaped forms, its base64 forms, and for a
 * multi-line secret (a PEM key, a JSON credential file) the value with either line ending and
 * each line on its own, trimmed (a line printed with other indentation or CRLF still matches;
 * the Actions runner masks each line of a multi-line secret the same way).
 */
function variants(secret: string): string[] {
  const out = new Set<string>();
  escapedForms(secret, out);
  base64Forms(secret, out);
  if (/[\r\n]/.test(secret)) {
    const lf = secret.replace(/\r\n?/g, '\n');
    escapedForms(lf, out);
    escapedForms(lf.replace(/\n/g, '\r\n'), out);
    base64Forms(lf, out);
    for (const line of lf.split('\n')) {
      const t = line.trim();
      if (t.length >= MIN_SECRET_LENGTH) escapedForms(t, out);
    }
  }
  return [...out].filter((f) => f.length >= MIN_SECRET_LENGTH);
}

/** A 16-bit hash of two UTF-16 code units. */
function pairHash(a: number, b: number): number {
  return (a * 31 + b) & 0xffff;
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
  private longest = 0;
  /** Forms by their first and by their last MIN_PARTIAL characters, for the pieces at cuts. */
  private byHead = new Map<string, string[]>();
  private byTail = new Map<string, string[]>();
  /**
   * Forms by their first two characters (see text()): a bitmap of their hashes to skip most
   * positions at once, and the forms of each pair, longest first.
   */
  private pairBits = new Uint8Array(1 << 16);
  private byPair = new Map<number, string[]>();
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
    this.longest = this.patterns[0]?.length ?? 0;
    this.byHead = new Map();
    this.byTail = new Map();
    this.pairBits = new Uint8Array(1 << 16);
    this.byPair = new Map();
    for (const p of this.patterns) {
      const a = p.charCodeAt(0);
      const b = p.charCodeAt(1);
      this.pairBits[pairHash(a, b)] = 1;
      const key = (a << 16) | b;
      this.byPair.set(key, [...(this.byPair.get(key) ?? []), p]);
      const head = p.slice(0, MIN_PARTIAL);
      const tail = p.slice(-MIN_PARTIAL);
      this.byHead.set(head, [...(this.byHead.get(head) ?? []), p]);
      this.byTail.set(tail, [...(this.byTail.get(tail) ?? []), p]);
    }
    this.clean = new WeakSet();
  }

  text(s: string): string {
    if (this.patterns.length === 0 || s.length < Math.min(this.shortest, MIN_PARTIAL + 1)) return s;
    // One pass over the text finds which forms occur (a secret has a dozen forms, a run may know
    // dozens of secrets: one `includes` per form would cost that many passes over every string).
    let found: Set<string> | undefined;
    for (let i = 0; i < s.length - 1; i++) {
      const a = s.charCodeAt(i);
      const b = s.charCodeAt(i + 1);
      if (this.pairBits[pairHash(a, b)] === 0) continue;
      const forms = this.byPair.get((a << 16) | b);
      if (forms) for (const p of forms) if (s.startsWith(p, i)) (found ??= new Set()).add(p);
    }
    let out = s;
    // Longest first: a secret inside a longer one goes with it.
    if (found) for (const p of this.patterns) if (found.has(p)) out = out.replaceAll(p, MASK);
    return out.includes(CUT_MARK) ? this.maskAtCuts(out) : out;
  }

  /**
   * Masks what a cut left of a secret: at every CUT_MARK, the longest piece (at least
   * MIN_PARTIAL characters) just before it that starts a secret's form, and the longest piece
   * just after it that ends one. Text is cut before it is redacted in places that cannot see the
   * secrets (a judge's `output starts: "…"`, a stored stderr tail), so a cut through a secret
   * leaves its start (or end) beside the mark.
   */
  private maskAtCuts(s: string): string {
    let out = '';
    let from = 0;
    for (let at = s.indexOf(CUT_MARK); at >= 0; at = s.indexOf(CUT_MARK, at + 1)) {
      // Before the mark: a piece s[j, at) that a form starts with, the longest one.
      let cut = at;
      for (let j = Math.max(from, at - this.longest + 1); j <= at - MIN_PARTIAL; j++) {
        const forms = this.byHead.get(s.slice(j, j + MIN_PARTIAL));
        const piece = forms && s.slice(j, at);
        if (piece && forms.some((f) => f.length > piece.length && f.startsWith(piece))) {
          cut = j;
          break;
        }
      }
      out += s.slice(from, cut) + (cut < at ? MASK : '') + CUT_MARK;
      from = at + CUT_MARK.length;
      // After the mark: a piece s[from, e) that a form ends with, the longest one.
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

  value<T>(v: T): T {
    if (this.patterns.length === 0) return v;
    return this.walk(v, new Set()) as T;
  }

  private walk(v: unknown, open: Set<object>): unknown {
    if (typeof v === 'string') return this.text(v);
    if (typeof v !== 'object' || v === null) return v;
    if (this.clean.has(v) || open.has(v)) return v;
    // Agent data is bounded where it enters (MAX_AGENT_DEPTH); anything deeper that reaches here
    // (a forged report) is left out rather than walked off the end of the stack.
    if (open.size >= MAX_REDACT_DEPTH)
      return `[nested deeper than ${MAX_REDACT_DEPTH} levels: left out]`;
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
 * Token shapes that are credentials whatever the variable holding them is called: OpenAI and
 * Anthropic keys (`sk-…`, `sk-proj-…`, `sk-ant-…`), GitHub tokens (`ghp_`, `gho_`, `ghs_`, `ghu_`,
 * `ghr_`, `github_pat_`), Slack tokens (`xoxa-`, `xoxb-`, `xoxp-`, `xoxr-`, `xoxs-`, `xoxo-`),
 * AWS access key ids (`AKIA…`, `ASIA…`), Google API keys (`AIza…`), GitLab (`glpat-`), npm
 * (`npm_`), Hugging Face (`hf_`), Stripe (`sk_live_`, `rk_test_`…) tokens, JWTs (`eyJ….eyJ….…`),
 * Slack webhook URLs and PEM private keys (`-----BEGIN … PRIVATE KEY-----` to its END line).
 */
const KNOWN_TOKENS: readonly RegExp[] = [
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
  /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g,
];

/** `scheme://user:password@host`: the password of a URL (a `DATABASE_URL`). */
const URL_CREDENTIALS = /[A-Za-z][A-Za-z0-9+.-]*:\/\/([^\s:/?#@]*):([^\s/?#@]+)@[^\s]*/g;

/** The high-entropy rule's alphabet: base64, base64url and base62 characters, nothing else. */
const TOKEN_CHARS = /^[A-Za-z0-9+/=_-]+$/;
/** The shortest value the high-entropy rule looks at. */
export const MIN_RANDOM_LENGTH = 32;
/** The least entropy (bits per character) of a value the high-entropy rule takes for random. */
export const MIN_RANDOM_ENTROPY = 4.3;

/**
 * Shannon entropy of a string's characters in bits per character: −Σ p·log2(p) over the share p
 * of each distinct character. `aaaa` has 0; 32 distinct characters have 5 (log2 32).
 */
export function charEntropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/**
 * The high-entropy rule: a value that is one token of at least MIN_RANDOM_LENGTH characters of
 * the base64/base62 alphabets, holds upper-case and lower-case letters and digits, is not a
 * hexadecimal string (commit SHAs, digests and ids are hex, and are no secrets) and does not start
 * with `/` (a path), and whose character entropy is at least MIN_RANDOM_ENTROPY bits. Random
 * base62 tokens of 32 characters pass 96% of the time, of 40 characters 99.9%; identifiers,
 * branch names and paths (`AbstractSingletonProxyFactoryBean2024`: 4.26 bits) do not.
 */
export function looksRandom(value: string): boolean {
  const v = value.trim();
  return (
    v.length >= MIN_RANDOM_LENGTH &&
    TOKEN_CHARS.test(v) &&
    !v.startsWith('/') &&
    !/^[0-9a-f]+$/i.test(v) &&
    /[a-z]/.test(v) &&
    /[A-Z]/.test(v) &&
    /[0-9]/.test(v) &&
    charEntropy(v) >= MIN_RANDOM_ENTROPY
  );
}

/**
 * The credentials a value holds by its look alone (see KNOWN_TOKENS, URL_CREDENTIALS and
 * looksRandom): each known token in it, a URL's `user:password` and password (also
 * percent-decoded) with the whole URL, or the whole value when it looks random.
 */
export function credentialsIn(value: string): string[] {
  const out: string[] = [];
  for (const re of KNOWN_TOKENS) for (const m of value.matchAll(re)) out.push(m[0]);
  for (const m of value.matchAll(URL_CREDENTIALS)) {
    const [url, user, pass] = m as unknown as [string, string, string];
    out.push(url, `${user}:${pass}`, pass);
    try {
      out.push(decodeURIComponent(pass));
    } catch {
      // Not valid percent-encoding: the password as written is enough.
    }
  }
  if (looksRandom(value)) out.push(value.trim());
  return out.filter((s) => s.length >= MIN_SECRET_LENGTH);
}

/**
 * The secrets of an environment. By name: variables whose names say they are secret (see
 * SECRET_NAME; case-insensitive), at least MIN_ENV_SECRET_LENGTH characters and not a plain
 * number or flag; GitHub's `GITHUB_TOKEN` and the runner's `ACTIONS_RUNTIME_TOKEN` /
 * `ACTIONS_ID_TOKEN_REQUEST_TOKEN` are among them. By value, whatever the name: what
 * credentialsIn finds (known token shapes, URL passwords, random-looking values).
 */
export function secretsFromEnv(env: Record<string, string | undefined>): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const v = value.trim();
    if (
      SECRET_NAME.test(name) &&
      v.length >= MIN_ENV_SECRET_LENGTH &&
      !NOT_A_SECRET_VALUE.test(v)
    ) {
      out.push(value);
      if (v !== value) out.push(v);
    }
    out.push(...credentialsIn(value));
  }
  return [...new Set(out)];
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
 * string: URLs, headers, a command's `env:`), `onLiterals` the secrets written in the config
 * itself (credential headers, `agent.env` values that look like credentials). `sources`
 * are the parsed config and any agent given apart from it (a flag or an action input); they are
 * walked whole, so a key nested in `agent.harness`, `judge` or `simulators` is found without
 * knowing each format's layout.
 */
function visitConfigSecrets(
  sources: ReadonlyArray<unknown>,
  onVariable: (name: string) => void,
  onLiterals: (secrets: string[]) => void,
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
      onLiterals(headerSecrets(o as Record<string, string>));
    // The agent's own environment (`agent.env`): literal values that look like credentials.
    if (key === 'env')
      for (const e of Object.values(o)) if (typeof e === 'string') onLiterals(credentialsIn(e));
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
    (secrets) => out.push(...secrets),
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
