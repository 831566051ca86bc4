import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  Scalar,
  type CollectionTag,
  type Document,
  type Node,
  type ScalarTag,
  type YAMLMap,
} from 'yaml';
import type { YamlReading } from '../../lib/yaml-source.js';

/*
 * YAML as thinkingbox reads it: PyYAML's `yaml.safe_load` (SafeLoader), the value then written as
 * pydantic's `model_dump_json` writes a `dict[str, Any]`. The `yaml` package parses; this module
 * gives it PyYAML's resolver (the implicit-tag regular expressions of PyYAML's resolver.py, copied
 * as they are) and constructor (constructor.py's SafeConstructor), so a plain scalar means exactly
 * what it means to PyYAML:
 * - bool is yes/no/true/false/on/off in three spellings each (`y`, `n`, `tRUE` stay strings);
 * - int is decimal, `0b…`, `0x…`, octal `0…` (`0755` is 493, `08` a string), sexagesimal `1:30`,
 *   with `_` anywhere after the first digit; `0o17` is a string;
 * - float needs a dot (`1.`, `.5`, `1_0.5`), an exponent needs a sign (`1.0e+5`; `1e5`, `1.0e5`,
 *   `E9182746` are strings), plus `.inf`, `-.inf`, `.nan` and sexagesimal `1:30.5`;
 * - null is `~`, null/Null/NULL and the empty value;
 * - a timestamp is a date (`2024-03-15`) or a date-time; it becomes the text pydantic writes for
 *   it (`2024-03-15`, `2024-03-15T14:30:00`, `…T14:30:00.500000Z`, `…+05:30`);
 * - `<<` merges mappings (PyYAML's flatten_mapping: merged keys first, a later `<<` over an
 *   earlier one, in a list of mappings the first one wins, the mapping's own keys over all);
 * - a plain `<<` or `=` that is a value, an unknown tag, an impossible date and an unhashable key
 *   are errors, as they are to PyYAML.
 * Mapping keys are Python dict keys (`yes` and `1` are one key, True) written as pydantic writes
 * them (`true`, `1`, `1.0`, `None`, `2024-03-15`).
 */

type PyKind = 'float' | 'date' | 'datetime' | 'bytes' | 'merge' | 'value';

/**
 * A scalar whose Python type a JS value cannot tell: a float (`1.0` is 1 in JS), a date or
 * date-time (its value is the text pydantic writes), bytes (their UTF-8 text), the merge key `<<`
 * and the value key `=`. `key` is its identity as a Python dict key.
 */
class PyScalar extends Scalar {
  constructor(
    value: unknown,
    readonly py: PyKind,
    readonly key?: string,
  ) {
    super(value);
  }
}

const T = 'tag:yaml.org,2002:';

/** PyYAML resolver.py, `Resolver.add_implicit_resolver` (re.X white space removed). */
export const PYYAML_RESOLVERS = {
  bool: /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/,
  float:
    /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  int: /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
  merge: /^(?:<<)$/,
  null: /^(?:~|null|Null|NULL|)$/,
  timestamp:
    /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/,
  value: /^(?:=)$/,
} as const;

type OnError = (message: string) => void;

/** SafeConstructor.construct_yaml_bool. */
function constructBool(s: string, onError: OnError): unknown {
  const v = ({ yes: true, no: false, true: true, false: false, on: true, off: false } as const)[
    s.toLowerCase() as 'yes'
  ];
  if (v === undefined) onError(`invalid boolean '${s}' (PyYAML knows yes/no/true/false/on/off)`);
  return v ?? s;
}

/** Python's `int(digits, base)` for the digits PyYAML hands it (white space allowed around). */
function pyInt(digits: string, base: 2 | 8 | 10 | 16, onError: OnError): bigint | undefined {
  const t = digits.trim();
  const ok = { 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^[0-9]+$/, 16: /^[0-9a-fA-F]+$/ }[base];
  if (!ok.test(t)) {
    onError(`invalid literal for int() with base ${base}: '${digits}'`);
    return undefined;
  }
  const prefix = { 2: '0b', 8: '0o', 10: '', 16: '0x' }[base];
  return BigInt(prefix + t);
}

/** SafeConstructor.construct_yaml_int (a value past ±2^53 loses precision as a JS number). */
function constructInt(s: string, onError: OnError): unknown {
  let v = s.replace(/_/g, '');
  const sign = v[0] === '-' ? -1n : 1n;
  if (v[0] === '+' || v[0] === '-') v = v.slice(1);
  let n: bigint | undefined;
  if (v === '0') n = 0n;
  else if (v.startsWith('0b')) n = pyInt(v.slice(2), 2, onError);
  else if (v.startsWith('0x')) n = pyInt(v.slice(2), 16, onError);
  else if (v[0] === '0') n = pyInt(v, 8, onError);
  else if (v.includes(':')) {
    n = 0n;
    for (const part of v.split(':')) {
      const d = pyInt(part, 10, onError);
      if (d === undefined) return s;
      n = n * 60n + d;
    }
  } else n = pyInt(v, 10, onError);
  return n === undefined ? s : Number(sign * n);
}

/** Python's `float(text)` on what construct_yaml_float hands it (lower case, no `_`). */
function pyFloat(text: string, onError: OnError): number {
  const t = text.trim();
  if (/^[+-]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[+-]?[0-9]+)?)$/.test(t)) return Number(t);
  const m = /^([+-]?)(inf|infinity|nan)$/.exec(t);
  if (m) return m[2] === 'nan' ? NaN : m[1] === '-' ? -Infinity : Infinity;
  onError(`could not convert string to float: '${text}'`);
  return NaN;
}

/** SafeConstructor.construct_yaml_float. */
function constructFloat(s: string, onError: OnError): unknown {
  let v = s.replace(/_/g, '').toLowerCase();
  const sign = v[0] === '-' ? -1 : 1;
  if (v[0] === '+' || v[0] === '-') v = v.slice(1);
  let n: number;
  if (v === '.inf') n = Infinity;
  else if (v === '.nan') n = NaN;
  else if (v.includes(':')) {
    n = 0;
    for (const part of v.split(':')) n = n * 60 + pyFloat(part, onError);
  } else n = pyFloat(v, onError);
  return new PyScalar(sign * n, 'float');
}

/** SafeConstructor.timestamp_regexp (the constructor's, wider than the resolver's). */
const TIMESTAMP_PARTS =
  /^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:(?:[Tt]|[ \t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\.([0-9]*))?(?:[ \t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?)?$/;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const daysIn = (y: number, m: number) =>
  [
    31,
    y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ][m - 1] as number;

/**
 * SafeConstructor.construct_yaml_timestamp: a `datetime.date` or `datetime.datetime` (with
 * Python's range checks), as the text pydantic writes for it.
 */
function constructTimestamp(s: string, onError: OnError): unknown {
  const m = TIMESTAMP_PARTS.exec(s);
  if (!m) {
    onError(`not a timestamp: '${s}'`);
    return s;
  }
  const [year, month, day] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
  let offset: number | undefined; // minutes east of UTC; undefined: naive
  if (m[9]) {
    offset = (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11] ?? 0));
    if (Math.abs(offset) >= 24 * 60) {
      onError(
        'offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24)',
      );
      return s;
    }
  } else if (m[8]) offset = 0;
  const check =
    year < 1
      ? `year ${year} is out of range`
      : month < 1 || month > 12
        ? 'month must be in 1..12'
        : day < 1 || day > daysIn(year, month)
          ? 'day is out of range for month'
          : undefined;
  if (check) {
    onError(check);
    return s;
  }
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (m[4] === undefined) return new PyScalar(date, 'date', `date:${date}`);
  const [hour, minute, second] = [m[4], m[5], m[6]].map(Number) as [number, number, number];
  const bad =
    hour > 23
      ? 'hour must be in 0..23'
      : minute > 59
        ? 'minute must be in 0..59'
        : second > 59
          ? 'second must be in 0..59'
          : undefined;
  if (bad) {
    onError(bad);
    return s;
  }
  const micro = Number((m[7] ?? '').slice(0, 6).padEnd(6, '0'));
  let text = `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  if (micro) text += `.${pad(micro, 6)}`;
  if (offset === undefined) return new PyScalar(text, 'datetime', `naive:${text}`);
  const abs = Math.abs(offset);
  text +=
    offset === 0 ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  // Aware date-times are one dict key when they are the same instant.
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute - offset, second, 0);
  return new PyScalar(text, 'datetime', `aware:${utc.getTime()}.${pad(micro, 6)}`);
}

/** SafeConstructor.construct_yaml_binary: bytes, which pydantic writes as UTF-8 text. */
function constructBinary(s: string, onError: OnError): unknown {
  const b64 = s.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 !== 0) {
    onError('failed to decode base64 data: Incorrect padding');
    return s;
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(b64, 'base64'));
    return new PyScalar(text, 'bytes', `bytes:${text}`);
  } catch {
    onError('!!binary data that is not UTF-8 text (pydantic writes bytes as UTF-8)');
    return s;
  }
}

/**
 * One tag per PyYAML implicit resolver (used for plain scalars that match its expression), and one
 * without a test for the same tag written explicitly (`!!int "0x1F"`): the `yaml` package takes
 * an explicit tag's first entry without a test, so the constructor decides, as in PyYAML.
 */
function scalarTag(
  name: string,
  test: RegExp | undefined,
  resolve: ScalarTag['resolve'],
): ScalarTag[] {
  const implicit: ScalarTag = { tag: T + name, default: true, test, resolve };
  const explicit: ScalarTag = { tag: T + name, default: false, resolve };
  return test ? [implicit, explicit] : [explicit];
}

const R = PYYAML_RESOLVERS;
/** Collection tags SafeConstructor knows besides map and seq (read by `construct` below). */
const collectionTags: CollectionTag[] = [
  { tag: T + 'set', collection: 'map' },
  { tag: T + 'omap', collection: 'seq' },
  { tag: T + 'pairs', collection: 'seq' },
];

const scalarTags: ScalarTag[] = [
  ...scalarTag('bool', R.bool, (s, onError) => constructBool(s, onError)),
  ...scalarTag('float', R.float, (s, onError) => constructFloat(s, onError)),
  ...scalarTag('int', R.int, (s, onError) => constructInt(s, onError)),
  ...scalarTag('merge', R.merge, (s) => new PyScalar(s, 'merge')),
  ...scalarTag('null', R.null, () => null),
  ...scalarTag('timestamp', R.timestamp, (s, onError) => constructTimestamp(s, onError)),
  ...scalarTag('value', R.value, (s) => new PyScalar(s, 'value')),
  ...scalarTag('binary', undefined, (s, onError) => constructBinary(s, onError)),
];

/** Python's repr of a float (shortest digits; exponent form below 1e-4 and from 1e16). */
export function pyFloatRepr(n: number): string {
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  const [mant = '', expText = '0'] = Math.abs(n).toExponential().split('e');
  const exp = Number(expText);
  const digits = mant.replace('.', '');
  const sign = n < 0 ? '-' : '';
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${pad(Math.abs(exp))}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const whole = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
  return `${sign}${whole}.${digits.slice(exp + 1) || '0'}`;
}

class ConstructError extends Error {
  constructor(
    message: string,
    readonly node: Node | undefined,
  ) {
    super(message);
  }
}

const kindOf = (n: Node): string => (isMap(n) ? 'mapping' : isSeq(n) ? 'sequence' : 'scalar');

/** yaml's `maxAliasCount` rule (Document#toJS), kept so an alias bomb is refused as before. */
const MAX_ALIAS_COUNT = 100;

/**
 * PyYAML's SafeConstructor over the `yaml` package's nodes: the value of a document, with dict
 * semantics for mappings (see the module comment).
 */
function construct(doc: Document): unknown {
  const done = new Map<Node, unknown>();
  /** Collections being built: an alias to one of them is a collection inside itself. */
  const building = new Set<Node>();
  const anchors = new Map<Node, { count: number; aliasCount: number }>();

  const deref = (n: unknown): unknown => {
    if (!isAlias(n)) return n;
    const target = n.resolve(doc);
    if (!target) throw new ConstructError(`found undefined alias '${n.source}'`, n);
    return target;
  };

  function aliasCount(n: unknown): number {
    if (isAlias(n)) {
      const a = anchors.get(n.resolve(doc) as Node);
      return a ? a.count * a.aliasCount : 0;
    }
    if (isMap(n) || isSeq(n)) {
      let c = 0;
      for (const it of n.items as unknown[]) c = Math.max(c, aliasCount(it));
      return c;
    }
    if (isPair(n)) return Math.max(aliasCount(n.key), aliasCount(n.value));
    return 1;
  }

  function value(raw: unknown): unknown {
    if (raw === null || raw === undefined) return null;
    let n = raw as Node;
    if (isAlias(n)) {
      n = deref(n) as Node;
      const a = anchors.get(n);
      // PyYAML builds such a recursive structure; JSON (a record, a server's init) cannot hold it.
      if (!a || building.has(n) || !done.has(n))
        throw new ConstructError(
          'found a recursive alias (a collection inside itself)',
          raw as Node,
        );
      a.count += 1;
      if (a.aliasCount === 0) a.aliasCount = aliasCount(n);
      if (a.count * a.aliasCount > MAX_ALIAS_COUNT)
        throw new ConstructError(
          'Excessive alias count indicates a resource exhaustion attack',
          raw as Node,
        );
      return done.get(n);
    }
    if (done.has(n)) return done.get(n);
    if (n.anchor) anchors.set(n, { count: 1, aliasCount: 0 });
    if (isScalar(n)) {
      const py = n instanceof PyScalar ? n.py : undefined;
      if (py === 'merge' || py === 'value')
        throw new ConstructError(`could not determine a constructor for the tag '${T}${py}'`, n);
      const v = n.value;
      done.set(n, v);
      return v;
    }
    building.add(n);
    try {
      const v = collection(n);
      done.set(n, v);
      return v;
    } finally {
      building.delete(n);
    }
  }

  /** A sequence as a list, a mapping as a dict; `!!omap`/`!!pairs` a list of pairs, `!!set` of keys. */
  function collection(n: Node): unknown {
    if (isSeq(n)) {
      const out: unknown[] = [];
      if (n.tag === T + 'omap' || n.tag === T + 'pairs') {
        for (const it of n.items) {
          const m = deref(it);
          if (!isMap(m) || m.items.length !== 1)
            throw new ConstructError(
              `expected a mapping of length 1, but found ${isMap(m) ? `a mapping of length ${m.items.length}` : kindOf(m as Node)}`,
              it as Node,
            );
          const [p] = m.items;
          out.push([keyOf(p?.key).value, value(p?.value)]);
        }
        return out;
      }
      for (const it of n.items) out.push(value(it));
      return out;
    }
    if (isMap(n)) {
      if (n.tag === T + 'set') {
        const out: unknown[] = [];
        const seen = new Set<string>();
        for (const [k] of flatten(n)) {
          const key = keyOf(k);
          if (!seen.has(key.id)) {
            seen.add(key.id);
            out.push(key.value);
          }
        }
        return out;
      }
      const out: Record<string, unknown> = {};
      const slots = new Map<string, string>(); // Python key identity → the written key
      for (const [k, v] of flatten(n)) {
        const key = keyOf(k);
        const written = slots.get(key.id) ?? key.text;
        slots.set(key.id, written);
        // defineProperty: a `__proto__` key is data, not the prototype.
        Object.defineProperty(out, written, {
          value: value(v),
          writable: true,
          enumerable: true,
          configurable: true,
        });
      }
      return out;
    }
    throw new ConstructError('unexpected YAML node', n);
  }

  /** A mapping key: its Python identity, the text pydantic writes for it, and its value. */
  function keyOf(raw: unknown): { id: string; text: string; value: unknown } {
    const n = deref(raw) as Node | null | undefined;
    if (isMap(n) || isSeq(n)) throw new ConstructError('found unhashable key', raw as Node);
    if (n instanceof PyScalar && n.py === 'value') return { id: 's:=', text: '=', value: '=' };
    const v = value(raw);
    if (n instanceof PyScalar && n.key) return { id: n.key, text: String(v), value: v };
    if (typeof v === 'string') return { id: `s:${v}`, text: v, value: v };
    if (v === null) return { id: 'None', text: 'None', value: v };
    if (typeof v === 'boolean') return { id: `n:${Number(v)}`, text: String(v), value: v };
    const num = v as number;
    const isFloat = n instanceof PyScalar && n.py === 'float';
    // pydantic writes an inf or nan key as `None`; True, 1 and 1.0 are one key.
    const text = !isFloat ? String(num) : Number.isFinite(num) ? pyFloatRepr(num) : 'None';
    return { id: `n:${num}`, text, value: v };
  }

  /**
   * PyYAML's flatten_mapping: the pairs of a mapping with its `<<` keys replaced by the pairs
   * they merge, put first (a later `<<` after an earlier one; of a list, the first mapping last,
   * so it wins), the mapping's own pairs after them.
   */
  function flatten(map: YAMLMap, merging = new Set<YAMLMap>()): [unknown, unknown][] {
    if (merging.has(map))
      throw new ConstructError('found a recursive merge (a mapping merged into itself)', map);
    merging.add(map);
    const merged: [unknown, unknown][] = [];
    const own: [unknown, unknown][] = [];
    for (const p of map.items) {
      const k = deref(p.key);
      if (!(k instanceof PyScalar && k.py === 'merge')) {
        own.push([p.key, p.value]);
        continue;
      }
      const v = deref(p.value);
      if (isMap(v)) merged.push(...flatten(v, merging));
      else if (isSeq(v)) {
        const parts: [unknown, unknown][][] = [];
        for (const it of v.items) {
          const m = deref(it);
          if (!isMap(m))
            throw new ConstructError(
              `expected a mapping for merging, but found ${kindOf(m as Node)}`,
              it as Node,
            );
          parts.push(flatten(m, merging));
        }
        for (const part of parts.reverse()) merged.push(...part);
      } else
        throw new ConstructError(
          `expected a mapping or list of mappings for merging, but found ${v == null ? 'scalar' : kindOf(v as Node)}`,
          (p.value ?? p.key) as Node,
        );
    }
    merging.delete(map);
    return [...merged, ...own];
  }

  return value(doc.contents);
}

/**
 * The reading of every YAML file thinkingbox reads with `yaml.safe_load`: `"""!` blocks, YAML
 * test-case files, scenarios, `.meta.yaml`, conftest.yaml, agent files, servers.yaml, test lists.
 */
export const PYYAML_SAFE: YamlReading = {
  options: {
    version: '1.1',
    schema: 'failsafe',
    customTags: (base) => [...base, ...collectionTags, ...scalarTags],
    resolveKnownTags: false,
    merge: false,
  },
  construct(doc) {
    const errors: { offset: number; message: string }[] = [];
    // An unknown tag is a warning to the `yaml` package and an error to PyYAML's safe loader.
    for (const w of doc.warnings)
      if (w.code === 'TAG_RESOLVE_FAILED') {
        const tag = /^Unresolved tag: (.*)$/.exec(w.message.split('\n')[0] ?? '')?.[1];
        errors.push({
          offset: w.pos[0],
          message: tag
            ? `could not determine a constructor for the tag '${tag}'`
            : (w.message.split('\n')[0] ?? w.message),
        });
      }
    if (errors.length || doc.errors.length) return { value: undefined, errors };
    try {
      return { value: construct(doc), errors };
    } catch (e) {
      if (!(e instanceof ConstructError)) throw e;
      return {
        value: undefined,
        errors: [{ offset: e.node?.range?.[0] ?? 0, message: e.message }],
      };
    }
  },
};
