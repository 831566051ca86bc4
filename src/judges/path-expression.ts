import { childPath, listKeys } from './json-value.js';
import { isPlainObject } from '../lib/json.js';

/*
 * The JSON path subset suites use: `$.a.b[0]`, `a.b` (Yao's form, `$` implied), `$['key with
 * space']`, `$.items[-1]` (from the end), `$.items[*].name` / `$.obj.*` (wildcards yield a list).
 * Recursive descent (`..`), filters and slices are not supported and are reported as such.
 */

export type PathSegment =
  { kind: 'key'; key: string } | { kind: 'index'; index: number } | { kind: 'wildcard' };

/** Thrown for a path that does not parse; the message names the position. */
export class PathSyntaxError extends Error {
  constructor(path: string, pos: number, what: string) {
    super(`invalid JSON path ${JSON.stringify(path)}: ${what} at position ${pos}`);
    this.name = 'PathSyntaxError';
  }
}

/** Parses a path into segments; throws PathSyntaxError. */
export function parsePath(path: string): PathSegment[] {
  const s = path.trim();
  const segs: PathSegment[] = [];
  if (s === '') throw new PathSyntaxError(path, 0, 'the path is empty');
  let i = 0;
  if (s[0] === '$') i = 1;
  else if (s[0] !== '[' && s[0] !== '.') {
    // Yao's `a.b`: the first name needs no leading dot.
    const name = readName(s, 0);
    if (name.text === '') throw new PathSyntaxError(path, 0, 'expected a name');
    segs.push(name.text === '*' ? { kind: 'wildcard' } : { kind: 'key', key: name.text });
    i = name.end;
  }
  while (i < s.length) {
    const c = s[i];
    if (c === '.') {
      if (s[i + 1] === '.')
        throw new PathSyntaxError(path, i, 'recursive descent (..) is not supported');
      const name = readName(s, i + 1);
      if (name.text === '') throw new PathSyntaxError(path, i + 1, 'expected a name after "."');
      segs.push(name.text === '*' ? { kind: 'wildcard' } : { kind: 'key', key: name.text });
      i = name.end;
    } else if (c === '[') {
      i = readBracket(path, s, i, segs);
    } else {
      throw new PathSyntaxError(path, i, `unexpected ${JSON.stringify(c)}`);
    }
  }
  return segs;
}

function readName(s: string, start: number): { text: string; end: number } {
  let j = start;
  while (j < s.length && s[j] !== '.' && s[j] !== '[' && s[j] !== ']') j++;
  return { text: s.slice(start, j).trim(), end: j };
}

/** Reads `[…]` starting at `i` (which holds `[`), pushes its segment, returns the index after `]`. */
function readBracket(path: string, s: string, i: number, segs: PathSegment[]): number {
  let j = i + 1;
  while (s[j] === ' ') j++;
  const q = s[j];
  if (q === "'" || q === '"') {
    let key = '';
    j++;
    while (j < s.length && s[j] !== q) {
      if (s[j] === '\\' && j + 1 < s.length) j++;
      key += s[j];
      j++;
    }
    if (j >= s.length) throw new PathSyntaxError(path, i, 'unterminated quoted key');
    j++;
    segs.push({ kind: 'key', key });
  } else if (q === '*') {
    j++;
    segs.push({ kind: 'wildcard' });
  } else {
    const m = /^-?\d+/.exec(s.slice(j));
    if (!m) {
      const what =
        s[j] === '?' ? 'filters ([?…]) are not supported' : 'expected an index, a quoted key or *';
      throw new PathSyntaxError(path, j, what);
    }
    j += m[0].length;
    segs.push({ kind: 'index', index: Number(m[0]) });
  }
  while (s[j] === ' ') j++;
  if (s[j] !== ']') {
    const what = s[j] === ':' ? 'slices ([a:b]) are not supported' : 'expected "]"';
    throw new PathSyntaxError(path, j, what);
  }
  return j + 1;
}

/** Writes segments back as a canonical path, e.g. `$.a[0]['odd key'][*]`. */
export function formatPath(segs: PathSegment[]): string {
  let out = '$';
  for (const seg of segs) {
    if (seg.kind === 'wildcard') out += '[*]';
    else if (seg.kind === 'index') out += `[${seg.index}]`;
    else out = childPath(out, seg.key);
  }
  return out;
}

export type PathResult =
  { found: true; value: unknown; multi: boolean } | { found: false; reason: string };

/**
 * Evaluates segments against a JSON value. Without a wildcard the result is the one value or a
 * reason naming where the walk stopped (`path $.x not found (keys at $: a, b)`); after a wildcard
 * the result is the list of values found, missing branches dropped (as JSONPath does).
 */
export function evaluatePath(root: unknown, segs: PathSegment[]): PathResult {
  const full = formatPath(segs);
  let nodes: unknown[] = [root];
  let multi = false;
  let at = '$';
  for (let k = 0; k < segs.length; k++) {
    const seg = segs[k];
    const next: unknown[] = [];
    for (const node of nodes) {
      const step = stepInto(node, seg);
      if (step.ok) next.push(...step.values);
      else if (!multi) return { found: false, reason: `path ${full} not found (${step.why(at)})` };
    }
    if (seg.kind === 'wildcard') multi = true;
    nodes = next;
    at = formatPath(segs.slice(0, k + 1));
  }
  return multi ? { found: true, value: nodes, multi } : { found: true, value: nodes[0], multi };
}

type Step = { ok: true; values: unknown[] } | { ok: false; why: (at: string) => string };

function stepInto(node: unknown, seg: PathSegment): Step {
  if (seg.kind === 'wildcard') {
    if (Array.isArray(node)) return { ok: true, values: node };
    if (isPlainObject(node)) return { ok: true, values: Object.values(node) };
    return { ok: false, why: (at) => `${at} is ${describeKind(node)}, not an object or array` };
  }
  if (seg.kind === 'index') {
    if (!Array.isArray(node))
      return { ok: false, why: (at) => `${at} is ${describeKind(node)}, not an array` };
    const i = seg.index < 0 ? node.length + seg.index : seg.index;
    if (i < 0 || i >= node.length)
      return {
        ok: false,
        why: (at) =>
          `${at} has ${node.length} item${node.length === 1 ? '' : 's'}; index ${seg.index} is out of range`,
      };
    return { ok: true, values: [node[i]] };
  }
  if (!isPlainObject(node))
    return { ok: false, why: (at) => `${at} is ${describeKind(node)}, not an object` };
  if (!Object.prototype.hasOwnProperty.call(node, seg.key) || node[seg.key] === undefined)
    return { ok: false, why: (at) => `keys at ${at}: ${listKeys(Object.keys(node))}` };
  return { ok: true, values: [node[seg.key]] };
}

function describeKind(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return `an array of ${v.length}`;
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}
