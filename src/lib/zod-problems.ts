import { cutEnd } from './cut.js';
import { z } from 'zod';

type Schema = z.core.$ZodType;
type Issue = z.core.$ZodIssue;
type Key = PropertyKey;

/** A problem before it is placed in a file: the field path and the plain-words message. */
export interface FieldProblem {
  /** The path as people read it: `assert[1].type`. */
  field: string;
  message: string;
  /** An unknown key that nearly spells a known one (see `nearMiss`). */
  nearMiss?: { key: string; known: string };
}

/** A problem found in a value by its schema: also the path as zod gives it (for a line lookup). */
export interface PathProblem extends FieldProblem {
  path: Key[];
}

/**
 * Plain words for what a schema accepts, e.g. "a string, a message {role, content} or a list of
 * messages": used when a union fails outright or a value has the wrong type.
 */
export type SchemaWords = ReadonlyMap<Schema, string>;

/** Optimal-string-alignment distance: Levenshtein plus swapped neighbours ("tiemout"). */
function editDistance(a: string, b: string): number {
  const d: number[][] = [];
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

/**
 * The candidate closest to `word` by edit distance (case-insensitive), if close enough to be a
 * plausible typo: one edit for words up to 3 characters, two up to 6, three beyond.
 */
export function suggest(word: string, candidates: Iterable<string>): string | undefined {
  // Typos are short; a long string is no typo, and measuring it would cost time.
  if (word.length > 64) return undefined;
  const w = word.toLowerCase();
  const limit = w.length <= 3 ? 1 : w.length <= 6 ? 2 : 3;
  let best: string | undefined;
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

/**
 * The known key that `word` nearly spells, when it is so close that it can only be a typo of it
 * (`asert`, `valeu`, `expeted`): at most one edit per three characters, at least one. Looser
 * matches stay suggestions (`suggest`): `note` is not taken for `name`, nor `user_id` for `user`.
 */
export function nearMiss(word: string, candidates: Iterable<string>): string | undefined {
  const near = suggest(word, candidates);
  if (near === undefined) return undefined;
  const limit = Math.max(1, Math.floor(word.length / 3));
  return editDistance(word.toLowerCase(), near.toLowerCase()) <= limit ? near : undefined;
}

/** `assert[1].type`, `input[0].role`, `metadata["a b"]`. */
export function formatPath(path: readonly Key[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (typeof seg === 'string' && /^[A-Za-z_$][\w$-]*$/.test(seg))
      out += out === '' ? seg : `.${seg}`;
    else out += `[${cutEnd(JSON.stringify(String(seg)), 80)}]`;
  }
  return out;
}

function valueAt(value: unknown, path: readonly Key[]): unknown {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    if (Array.isArray(v)) {
      if (typeof seg !== 'number') return undefined;
      v = v[seg];
    } else {
      if (typeof seg === 'symbol' || !Object.hasOwn(v, seg)) return undefined;
      v = (v as Record<string, unknown>)[String(seg)];
    }
  }
  return v;
}

/** Strips optional/default/nullable/readonly wrappers, which never change the shape. */
function unwrap(s: Schema): Schema {
  let cur = s;
  for (;;) {
    if (
      cur instanceof z.ZodOptional ||
      cur instanceof z.ZodDefault ||
      cur instanceof z.ZodNullable ||
      cur instanceof z.ZodPrefault ||
      cur instanceof z.ZodReadonly ||
      cur instanceof z.ZodNonOptional
    ) {
      cur = cur.unwrap();
    } else if (cur instanceof z.ZodPipe) {
      cur = cur.in;
    } else {
      return cur;
    }
  }
}

/** Every non-union schema `s` may be (unions flattened). */
function alternatives(s: Schema): Schema[] {
  const u = unwrap(s);
  return u instanceof z.ZodUnion ? u.options.flatMap(alternatives) : [u];
}

/**
 * The object schemas a value evidently is one of, for a did-you-mean that suggests only keys valid
 * where the typo stands: of a union's objects (an HTTP agent or a command agent, an eval of one
 * type or another), those that know every key of the value that is not unknown and accept its
 * literal values (`type: called`); all of them when none does.
 */
function objectsFitting(
  schemas: readonly Schema[],
  value: unknown,
  unknownKeys: readonly string[],
): z.ZodObject[] {
  const objects = schemas.flatMap(alternatives).filter((s) => s instanceof z.ZodObject);
  if (objects.length <= 1 || value === null || typeof value !== 'object') return objects;
  const v = value as Record<string, unknown>;
  const recognised = Object.keys(v).filter((k) => !unknownKeys.includes(k));
  const fitting = objects.filter((o) =>
    recognised.every((k) => {
      if (!Object.hasOwn(o.shape, k)) return false;
      const field = unwrap(o.shape[k] as Schema);
      return field instanceof z.ZodLiteral || field instanceof z.ZodEnum
        ? field.safeParse(v[k]).success
        : true;
    }),
  );
  return fitting.length > 0 ? fitting : objects;
}

/** The schemas that may sit at `path` under `root` (several when a union is on the way). */
function schemasAt(root: Schema | undefined, path: readonly Key[]): Schema[] {
  if (!root) return [];
  let cur: Schema[] = [unwrap(root)];
  for (const seg of path) {
    const next: Schema[] = [];
    for (const s of cur.flatMap(alternatives)) {
      if (s instanceof z.ZodObject && typeof seg === 'string' && Object.hasOwn(s.shape, seg))
        next.push(unwrap(s.shape[seg]));
      else if (s instanceof z.ZodArray && typeof seg === 'number') next.push(unwrap(s.element));
      else if (s instanceof z.ZodRecord && typeof seg === 'string') next.push(unwrap(s.valueType));
    }
    cur = next;
  }
  return cur;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
  tuple: 'a list',
  null: 'null',
  bigint: 'an integer',
  date: 'a date',
};

function typeWords(expected: string): string {
  return TYPE_WORDS[expected] ?? expected;
}

/** What the user wrote, briefly (it may be long or hostile: values are cut and JSON-quoted). */
function got(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') {
    const s = JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    return `the string ${s}`;
  }
  return String(v);
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** zod's own (English, developer-facing) messages: only custom ones are worth showing as-is. */
function isDefaultMessage(m: string): boolean {
  return /^(Invalid|Too (small|big)|Unrecognized)/.test(m);
}

/** Does a branch of a failed union reject the value's very kind (a string where a list is wanted)? */
function rejectsKind(branch: Issue[], received: unknown): boolean {
  return branch.some(
    (i) =>
      i.path.length === 0 &&
      (i.code === 'invalid_type' ||
        (i.code === 'invalid_value' && !i.values.some((v) => typeof v === typeof received))),
  );
}

/**
 * The union branch the user evidently meant: among branches that accept the value's kind, the one
 * whose complaints reach deepest into the value (it matched the most structure), then the one with
 * the fewest complaints. Undefined when every branch rejects the kind outright.
 */
function pickBranch(errors: Issue[][], received: unknown): number | undefined {
  let best: number | undefined;
  let bestDepth = -1;
  let bestCount = Infinity;
  errors.forEach((branch, i) => {
    if (branch.length === 0 || rejectsKind(branch, received)) return;
    const depth = Math.max(...branch.map((x) => x.path.length));
    if (depth > bestDepth || (depth === bestDepth && branch.length < bestCount)) {
      best = i;
      bestDepth = depth;
      bestCount = branch.length;
    }
  });
  return best;
}

/** "a string or a list", from what each branch of a union expected at its top. */
function genericUnionWords(errors: Issue[][]): string {
  const words: string[] = [];
  for (const branch of errors) {
    for (const i of branch) {
      if (i.path.length !== 0) continue;
      const w =
        i.code === 'invalid_type'
          ? typeWords(i.expected)
          : i.code === 'invalid_value'
            ? `one of ${i.values.map(String).join(', ')}`
            : undefined;
      if (w && !words.includes(w)) words.push(w);
    }
  }
  return words.length > 0 ? listWords(words) : 'a different value';
}

function sizeWords(
  origin: string,
  bound: number | bigint,
  inclusive: boolean,
  big: boolean,
): string {
  const n = String(bound);
  if (origin === 'string') {
    if (!big && n === '1') return 'must not be empty';
    return big ? `must be at most ${n} characters long` : `must be at least ${n} characters long`;
  }
  if (origin === 'array' || origin === 'set') {
    if (!big && n === '1') return 'must not be an empty list';
    return big ? `must have at most ${n} items` : `must have at least ${n} items`;
  }
  if (big) return inclusive ? `must be at most ${n}` : `must be less than ${n}`;
  return inclusive ? `must be at least ${n}` : `must be more than ${n}`;
}

/**
 * Each unknown key as a problem of its own, at its own path (its own line in a file), with a
 * did-you-mean from the keys the objects at that place that fit the value know and it does not use.
 */
function unknownKeys(
  keys: readonly string[],
  path: readonly Key[],
  received: unknown,
  schemas: Schema[],
): PathProblem[] {
  const known = new Set<string>();
  for (const s of objectsFitting(schemas, received, keys))
    for (const k of Object.keys(s.shape)) known.add(k);
  const present = received !== null && typeof received === 'object' ? Object.keys(received) : [];
  for (const k of present) known.delete(k);
  return keys.map((key) => {
    const near = suggest(key, known);
    const shown = key.length > 60 ? `${key.slice(0, 60)}…` : key;
    return {
      path: [...path, key],
      field: formatPath(path),
      message: `unknown field '${shown}'${near ? ` (did you mean '${near}'?)` : ''}`,
    };
  });
}

/**
 * Turns zod issues into problems a person can act on: one per issue (one per unknown key), the field
 * as a path like `assert[1].type`, the message saying what was expected. Failed unions are resolved
 * to the branch the user evidently meant, or else described with `words` ("expected a string, a
 * message {role, content} or a list of messages"); `words` also names objects of the wrong type. Unknown keys get a did-you-mean from the keys the
 * schema knows at that place.
 */
export function describeIssues(
  root: Schema | undefined,
  value: unknown,
  issues: readonly Issue[],
  words: SchemaWords = new Map(),
): PathProblem[] {
  const out: PathProblem[] = [];

  const visit = (issue: Issue, base: readonly Key[], schema: Schema | undefined): void => {
    const path = [...base, ...issue.path];
    const field = formatPath(path);
    const received = valueAt(value, path);
    const push = (message: string): void => {
      out.push({ path, field, message });
    };

    switch (issue.code) {
      case 'invalid_type': {
        if (received === undefined) return push('required');
        const named = schemasAt(schema, issue.path)
          .map((s) => words.get(s))
          .find((w) => w !== undefined);
        push(`expected ${named ?? typeWords(issue.expected)}, got ${got(received)}`);
        return;
      }
      case 'invalid_value': {
        if (received === undefined) return push('required');
        const values = issue.values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
        const expected = values.length === 1 ? values[0] : `one of ${values.join(', ')}`;
        const near =
          typeof received === 'string'
            ? suggest(
                received,
                issue.values.filter((v): v is string => typeof v === 'string'),
              )
            : undefined;
        push(
          `expected ${expected}, got ${got(received)}${near ? ` (did you mean '${near}'?)` : ''}`,
        );
        return;
      }
      case 'unrecognized_keys':
        out.push(...unknownKeys(issue.keys, path, received, schemasAt(schema, issue.path)));
        return;
      case 'invalid_union': {
        if (received === undefined) return push('required');
        const union = schemasAt(schema, issue.path).find((s) => s instanceof z.ZodUnion);
        const described = union ? words.get(union) : undefined;
        const branch = issue.errors.length > 0 ? pickBranch(issue.errors, received) : undefined;
        if (branch !== undefined) {
          const options = union instanceof z.ZodUnion ? union.options : [];
          for (const i of issue.errors[branch]) visit(i, path, options[branch]);
          return;
        }
        push(`expected ${described ?? genericUnionWords(issue.errors)}, got ${got(received)}`);
        return;
      }
      case 'too_small':
        if (!isDefaultMessage(issue.message)) return push(issue.message);
        push(
          `${sizeWords(issue.origin, issue.minimum, issue.inclusive ?? true, false)}${typeof received === 'number' ? `, got ${received}` : ''}`,
        );
        return;
      case 'too_big':
        if (!isDefaultMessage(issue.message)) return push(issue.message);
        push(
          `${sizeWords(issue.origin, issue.maximum, issue.inclusive ?? true, true)}${typeof received === 'number' ? `, got ${received}` : ''}`,
        );
        return;
      case 'invalid_format':
        push(
          isDefaultMessage(issue.message)
            ? `expected a valid ${issue.format}, got ${got(received)}`
            : `expected ${issue.message}, got ${got(received)}`,
        );
        return;
      case 'not_multiple_of':
        push(`must be a multiple of ${String(issue.divisor)}`);
        return;
      case 'invalid_key':
      case 'invalid_element':
        for (const i of issue.issues) visit(i, path, undefined);
        return;
      default:
        push(issue.message);
    }
  };

  for (const issue of issues) visit(issue, [], root);
  return out;
}

/**
 * The same problems on one line, `field: message; …` (at most `max`, then how many more), for
 * errors that are a sentence rather than a list: a reply of the wrong shape, a bad config value.
 */
export function issuesLine(
  root: Schema | undefined,
  value: unknown,
  issues: readonly Issue[],
  max = 5,
): string {
  const problems = describeIssues(root, value, issues);
  const lines = problems
    .slice(0, max)
    .map((p) => `${p.field === '' ? '(root)' : p.field}: ${p.message}`);
  if (problems.length > max) lines.push(`… and ${problems.length - max} more`);
  return lines.join('; ');
}
