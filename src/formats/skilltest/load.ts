import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { parseYamlSource, yamlProblems, type YamlSource } from '../../lib/yaml-source.js';
import {
  DenySpecSchema,
  EVAL_TYPES,
  FieldPredicateSchema,
  MockDeclSchema,
  SimulatedUserSchema,
  SkilltestCaseSchema,
  StubResultSchema,
  StubSpecSchema,
  type Case,
  type CaseOf,
  type SkilltestCase,
} from '../../model/index.js';
import { skillPayload } from '../../harness/skill.js';
import { findJsonSyntaxError } from '../../lib/json-syntax.js';
import type { Problem } from '../../lib/problems.js';
import { describeIssues, type SchemaWords } from '../../lib/zod-problems.js';
import { isPlainObject } from '../../lib/json.js';
import { errorMessage } from '../../lib/error-message.js';

/*
 * skilltest cases: one YAML file = one case (`name` defaults to the file stem), or `--case-json`
 * (one case object or an array). `skill` is a folder holding SKILL.md, relative to the case file
 * (or, for --case-json, to the working directory). Every problem names file:line and the field.
 */

const WORDS: SchemaWords = new Map<z.core.$ZodType, string>([
  [FieldPredicateSchema, 'a value, or {equals, contains, pattern}'],
  [StubSpecSchema, 'a string, {output, exit_code} or a list of those'],
  [StubResultSchema, 'a string or {output, exit_code}'],
  [DenySpecSchema, 'a string or {message}'],
  [MockDeclSchema, 'a mock {name, match, stub | deny | rewrite}'],
  [SimulatedUserSchema, 'a simulated user {persona, done_when, max_turns}'],
]);

/** Where relative paths resolve and how existence is checked (injectable for tests). */
export interface SkilltestLoadOptions {
  /** The working directory: display paths are relative to it. */
  cwd: string;
  /** Whether a path is a folder holding SKILL.md; default: the file system. */
  isSkillDir?: (abs: string) => boolean;
}

function defaultIsSkillDir(abs: string): boolean {
  try {
    return statSync(abs).isDirectory() && existsSync(path.join(abs, 'SKILL.md'));
  } catch {
    return false;
  }
}

/** An eval with a wrong or missing `type` is reported as a plain choice of the four kinds. */
function refineIssue(issue: z.core.$ZodIssue, value: unknown): z.core.$ZodIssue {
  const p = issue.path;
  if (
    issue.code === 'invalid_union' &&
    p.length >= 2 &&
    p[p.length - 1] === 'type' &&
    p[p.length - 3] === 'evals'
  ) {
    let v: unknown = value;
    for (const seg of p)
      v =
        isPlainObject(v) || Array.isArray(v)
          ? (v as Record<string, unknown>)[seg as string]
          : undefined;
    return {
      code: 'invalid_value',
      values: [...EVAL_TYPES],
      path: p,
      message: 'invalid eval type',
      input: v,
    } as z.core.$ZodIssue;
  }
  return issue;
}

/** `- boolean: {criterion}` is not skilltest's form: say how to write it (`- type: boolean`). */
function wrappedEvalHint(value: unknown, issue: z.core.$ZodIssue): string {
  const p = issue.path;
  if (p.length !== 3 || p[0] !== 'evals' || p[2] !== 'type' || !isPlainObject(value)) return '';
  const evals = value.evals;
  const e = Array.isArray(evals) ? (evals[p[1] as number] as unknown) : undefined;
  if (!isPlainObject(e) || e.type !== undefined) return '';
  const kind = Object.keys(e).find((k) => (EVAL_TYPES as readonly string[]).includes(k));
  return kind
    ? ` (write \`- type: ${kind}\` with its fields beside it, not \`- ${kind}: {…}\`)`
    : '';
}

/** The line an issue's problem belongs on: an unknown key's own line, else the node's. */
function problemsOf(
  value: unknown,
  issues: readonly z.core.$ZodIssue[],
  lineOf: (p: readonly PropertyKey[]) => number,
  file: string,
  base: readonly PropertyKey[] = [],
): Problem[] {
  const out: Problem[] = [];
  for (const raw of issues) {
    const issue = refineIssue(raw, value);
    const split: z.core.$ZodIssue[] =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => ({ ...issue, keys: [k] }))
        : [issue];
    for (const one of split) {
      const at = one.code === 'unrecognized_keys' ? [...one.path, one.keys[0] as string] : one.path;
      const line = lineOf([...base, ...at]);
      for (const fp of describeIssues(SkilltestCaseSchema, value, [one], WORDS)) {
        const field = base.length ? prefixField(base, fp.field) : fp.field;
        out.push({ file, line, field, message: fp.message + wrappedEvalHint(value, one) });
      }
    }
  }
  return out;
}

function prefixField(base: readonly PropertyKey[], field: string): string {
  const head = base
    .map((b) => (typeof b === 'number' ? `[${b}]` : `.${String(b)}`))
    .join('')
    .replace(/^\./, '');
  if (field === '') return head;
  return field.startsWith('[') ? `${head}${field}` : `${head}.${field}`;
}

/**
 * The fields skilltest declares `Option<…>` (its case.schema.json lists `"null"` for them): a
 * `null` there means "absent", as serde reads it. Paths are of the case object; `*` is any key or
 * index. Required fields and lists (`name`, `skill`, `input`, `evals`, `mocks`, `spy`) stay
 * strict: a `null` in them is an error in skilltest too.
 */
const NULLABLE: readonly (readonly string[])[] = [
  ['user'],
  ['user', 'done_when'],
  ['user', 'max_turns'],
  ['evals', '*', 'name'],
  ['evals', '*', 'times'],
  ['evals', '*', 'where', '*', 'equals'],
  ['evals', '*', 'where', '*', 'contains'],
  ['evals', '*', 'where', '*', 'pattern'],
  ['mocks', '*', 'name'],
  ['mocks', '*', 'stub'],
  ['mocks', '*', 'deny'],
  ['mocks', '*', 'rewrite'],
  ['mocks', '*', 'match', 'tool'],
  ['mocks', '*', 'match', 'contains'],
  ['mocks', '*', 'match', 'pattern'],
  ['mocks', '*', 'match', 'input', '*', 'equals'],
  ['mocks', '*', 'match', 'input', '*', 'contains'],
  ['mocks', '*', 'match', 'input', '*', 'pattern'],
];

/** A copy of `value` without the `null`s skilltest reads as absent (see NULLABLE). */
export function dropSkilltestNulls(value: unknown): unknown {
  const walk = (v: unknown, paths: readonly (readonly string[])[]): unknown => {
    if (Array.isArray(v)) {
      const next = paths.filter((p) => p[0] === '*' && p.length > 1).map((p) => p.slice(1));
      return next.length ? v.map((x) => walk(x, next)) : v;
    }
    if (!isPlainObject(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const here = paths.filter((p) => p[0] === k || p[0] === '*');
      if (x === null && here.some((p) => p.length === 1)) continue;
      const next = here.filter((p) => p.length > 1).map((p) => p.slice(1));
      out[k] = next.length ? walk(x, next) : x;
    }
    return out;
  };
  return walk(value, NULLABLE);
}

/** Builds the normalised case. */
function toCase(
  d: SkilltestCase,
  id: string,
  file: string,
  lines: { line: number; evals: number[] },
  skillAbs: string,
): CaseOf<'skilltest-yaml'> {
  const c: CaseOf<'skilltest-yaml'> = {
    id,
    suite: file,
    source: { file, ...lines },
    format: 'skilltest-yaml',
    input: d.input,
    assert: [],
    evals: d.evals,
    mocks: d.mocks,
    spy: d.spy,
    skip: false,
    tags: [],
    payload: { skill: skillAbs },
  };
  if (d.user !== undefined) c.user_sim = d.user;
  return c;
}

/**
 * Validates one case value and builds it: schema problems, then the skill folder (must hold
 * SKILL.md). `base` is the value's path inside the document (`[i]` in a --case-json array).
 */
function buildCase(
  value: unknown,
  opts: {
    file: string;
    baseDir: string;
    defaultName: string;
    lineOf: (p: readonly PropertyKey[]) => number;
    base?: readonly PropertyKey[];
    load: SkilltestLoadOptions;
  },
): { case?: Case; problems: Problem[] } {
  const base = opts.base ?? [];
  const lineOf = (p: readonly PropertyKey[]) => opts.lineOf(p);
  if (!isPlainObject(value))
    return {
      problems: [
        {
          file: opts.file,
          line: lineOf(base),
          field: base.length ? prefixField(base, '') : '',
          message: 'expected a test case {skill, input, evals, …}',
        },
      ],
    };
  const parsed = SkilltestCaseSchema.safeParse(dropSkilltestNulls(value));
  if (!parsed.success)
    return {
      problems: problemsOf(value, parsed.error.issues, lineOf, opts.file, base).sort(
        (a, b) => a.line - b.line,
      ),
    };
  const d = parsed.data;
  const skillAbs = path.resolve(opts.baseDir, d.skill);
  const isSkill = opts.load.isSkillDir ?? defaultIsSkillDir;
  if (!isSkill(skillAbs)) {
    const shown = path.relative(opts.load.cwd, skillAbs).replace(/\\/g, '/') || '.';
    const why = existsSync(skillAbs)
      ? `${shown} holds no SKILL.md (a skill is a folder with SKILL.md)`
      : `no such folder: ${shown}`;
    return {
      problems: [
        {
          file: opts.file,
          line: lineOf([...base, 'skill']),
          field: prefixField([...base, 'skill'], ''),
          message: why,
        },
      ],
    };
  }
  // skilltest's load_skill: front matter that is not YAML stops the run (exit 2).
  if (opts.load.isSkillDir === undefined) {
    try {
      skillPayload(skillAbs);
    } catch (e) {
      const shown = path
        .relative(opts.load.cwd, path.join(skillAbs, 'SKILL.md'))
        .replace(/\\/g, '/');
      return {
        problems: [
          {
            file: opts.file,
            line: lineOf([...base, 'skill']),
            field: prefixField([...base, 'skill'], ''),
            message: `invalid YAML in ${shown}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
          },
        ],
      };
    }
  }
  // skilltest's finalize: an empty name is the default name.
  const named = d.name !== undefined && d.name !== '';
  const id = named ? (d.name as string) : opts.defaultName;
  return {
    case: toCase(
      d,
      id,
      opts.file,
      {
        line: lineOf([...base, named ? 'name' : 'skill']),
        evals: d.evals.map((_, i) => lineOf([...base, 'evals', i])),
      },
      skillAbs,
    ),
    problems: [],
  };
}

/**
 * Parses one skilltest YAML case file. `file` is the display path (relative to `opts.cwd`); the
 * case id is its `name`, else the file stem; `skill` resolves against the file's folder.
 * `parsed`: the text as format detection already parsed it (YAML 1.2, as serde_yaml reads it).
 */
export function parseSkilltestYaml(
  text: string,
  file: string,
  opts: SkilltestLoadOptions,
  parsed?: YamlSource,
): { cases: Case[]; problems: Problem[] } {
  const src = parsed ?? parseYamlSource(text.replace(/^\uFEFF/, ''));
  if (src.errors.length > 0)
    return {
      cases: [],
      problems: yamlProblems(src, file, undefined, 'invalid YAML'),
    };
  const abs = path.resolve(opts.cwd, file);
  const stem = path.basename(abs).replace(/\.ya?ml$/i, '');
  const r = buildCase(src.value, {
    file,
    baseDir: path.dirname(abs),
    defaultName: stem,
    lineOf: src.lineOf,
    load: opts,
  });
  return { cases: r.case ? [r.case] : [], problems: r.problems };
}

/**
 * Parses a `--case-json` payload: one case object or an array of them. Relative `skill` paths
 * resolve against the working directory; an unnamed case is named by its index as skilltest's
 * `from_json` names it: `case` for the first, `case-<n>` (1-based) for the n-th. Two cases may
 * share a name (two runs), as in skilltest.
 */
export function parseCaseJson(
  text: string,
  file: string,
  opts: SkilltestLoadOptions,
): { cases: Case[]; problems: Problem[] } {
  const body = text.replace(/^\uFEFF/, '');
  try {
    JSON.parse(body);
  } catch (e) {
    const err = findJsonSyntaxError(body);
    const before = err ? body.slice(0, err.offset) : '';
    const line = err ? before.split('\n').length : 1;
    const problem: Problem = {
      file,
      line,
      field: '',
      message: `invalid JSON: ${err ? err.message : errorMessage(e)}`,
    };
    if (err) problem.column = err.offset - before.lastIndexOf('\n');
    return { cases: [], problems: [problem] };
  }
  // JSON is YAML: the YAML parser gives every node its line.
  const src = parseYamlSource(body);
  const value = src.value;
  const items = Array.isArray(value) ? value : [value];
  if (Array.isArray(value) && value.length === 0)
    return {
      cases: [],
      problems: [{ file, line: 1, field: '', message: 'no test cases: the array is empty' }],
    };
  const cases: Case[] = [];
  const problems: Problem[] = [];
  items.forEach((item, i) => {
    const defaultName = i === 0 ? 'case' : `case-${i + 1}`;
    const r = buildCase(item, {
      file,
      baseDir: opts.cwd,
      defaultName,
      lineOf: src.lineOf,
      base: Array.isArray(value) ? [i] : [],
      load: opts,
    });
    problems.push(...r.problems);
    if (r.case) cases.push(r.case);
  });
  return { cases, problems };
}

/** Reads and parses the `--case-json` file (path relative to `opts.cwd`). */
export async function loadCaseJson(
  file: string,
  opts: SkilltestLoadOptions,
): Promise<{ cases: Case[]; problems: Problem[] }> {
  const abs = path.resolve(opts.cwd, file);
  const shown = path.relative(opts.cwd, abs).replace(/\\/g, '/') || file;
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (e) {
    return {
      cases: [],
      problems: [
        {
          file: '--case-json',
          line: 0,
          field: '',
          message: `cannot read ${shown}: ${errorMessage(e)}`,
        },
      ],
    };
  }
  return parseCaseJson(text, shown, opts);
}
