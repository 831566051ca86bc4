import { z } from 'zod';
import {
  AssertFieldSchema,
  AssertionSchema,
  CaseInputSchema,
  CheckpointSchema,
  DURATION_WORDS,
  DurationSchema,
  InputMessageSchema,
  RatioSchema,
  SimulatorSchema,
  normaliseAssert,
  parseDuration,
  parseRatio,
  type Assertion,
  type Case,
  type Checkpoint,
} from '../model/index.js';
import { findJsonSyntaxError } from './json-syntax.js';
import type { Problem } from './problems.js';
import { describeIssues, suggest, type FieldProblem } from './zod-problems.js';

/** Yao's default turn limit for a simulated conversation. */
export const DEFAULT_MAX_TURNS = 20;

const SkipSchema = z.union([z.boolean(), z.string()]);

// A Go duration or a number of seconds, longer than 0 (the one duration parser, model/units.ts).
const TimeoutSchema = DurationSchema;

const ThresholdSchema = RatioSchema.refine((r) => {
  // Numbers carry their own range check in RatioSchema; only percentages are checked here.
  if (typeof r !== 'string' || !/^\d+(\.\d+)?%$/.test(r.trim())) return true;
  try {
    parseRatio(r);
    return true;
  } catch {
    return false;
  }
}, 'must be between 0 and 1 (or 0% and 100%)');

/**
 * One line of a Yao JSONL suite as written, strict: a misspelt field is an error, never ignored.
 * Yao's fields plus agentci's `runs`, `threshold` and `tags`.
 */
export const YaoCaseLineSchema = z.strictObject({
  id: z.string().min(1),
  input: CaseInputSchema,
  expected: z.unknown().optional(),
  assert: AssertFieldSchema.optional(),
  user: z.string().optional(),
  team: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  /** `true`, or the reason for skipping. */
  skip: SkipSchema.optional(),
  timeout: TimeoutSchema.optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  simulator: SimulatorSchema.optional(),
  checkpoints: z.array(CheckpointSchema).optional(),
  max_turns: z.number().int().positive().optional(),
  runs: z.number().int().min(1).optional(),
  threshold: ThresholdSchema.optional(),
  tags: z.array(z.string().min(1)).optional(),
});
export type YaoCaseLine = z.infer<typeof YaoCaseLineSchema>;

/** How to say what a part of the line schema accepts (unions with no near-miss branch, objects). */
const SCHEMA_WORDS = new Map<z.core.$ZodType, string>([
  [CaseInputSchema, 'a string, a message {role, content} or a list of messages'],
  [
    AssertFieldSchema,
    'an assertion {type, value, …}, a list of assertions or an assertion type name',
  ],
  [AssertionSchema, 'an assertion {type, value, …}'],
  [InputMessageSchema, 'a message {role, content}'],
  [InputMessageSchema.shape.content, 'a string, a list of content parts {type, text} or null'],
  [SkipSchema, 'true, false or a reason string'],
  [TimeoutSchema, DURATION_WORDS],
  [ThresholdSchema, 'a ratio 0–1 or a percentage like "80%"'],
]);

export interface YaoJsonlOptions {
  /**
   * Checks one assertion beyond its shape (a regex compiles, a judge is known…); each returned
   * string becomes a problem on the case's line.
   */
  validateAssertion?: (a: Assertion) => string[];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return 'a string';
  if (typeof v === 'number') return 'a number';
  if (typeof v === 'boolean') return `${v}`;
  return typeof v;
}

/**
 * Semantic checks zod cannot express: checkpoint ids unique, every `after` names another checkpoint
 * of the case, and no two checkpoints wait for each other (directly or through others).
 */
function checkpointProblems(cps: Checkpoint[]): FieldProblem[] {
  const out: FieldProblem[] = [];
  const first = new Map<string, number>();
  cps.forEach((cp, i) => {
    const earlier = first.get(cp.id);
    if (earlier !== undefined)
      out.push({
        field: `checkpoints[${i}].id`,
        message: `duplicate checkpoint id '${cp.id}' (already used by checkpoints[${earlier}])`,
      });
    else first.set(cp.id, i);
  });

  const edges = new Map<string, string[]>();
  cps.forEach((cp, i) => {
    const list = edges.get(cp.id) ?? [];
    edges.set(cp.id, list);
    (cp.after ?? []).forEach((a, k) => {
      const field = `checkpoints[${i}].after[${k}]`;
      if (a === cp.id) {
        out.push({ field, message: `checkpoint '${a}' cannot come after itself` });
      } else if (!first.has(a)) {
        const others = [...first.keys()].filter((id) => id !== cp.id);
        const near = suggest(a, others);
        const hint = near
          ? ` (did you mean '${near}'?)`
          : others.length > 0
            ? ` (checkpoints of this case: ${others.join(', ')})`
            : '';
        out.push({ field, message: `no checkpoint '${a}' in this case${hint}` });
      } else {
        list.push(a);
      }
    });
  });

  // Depth-first search; a grey node met again closes a cycle. Each cycle is reported once.
  const colour = new Map<string, 'grey' | 'black'>();
  const path: string[] = [];
  const reported = new Set<string>();
  const visit = (n: string): void => {
    colour.set(n, 'grey');
    path.push(n);
    for (const m of edges.get(n) ?? []) {
      if (colour.get(m) === 'grey') {
        const cycle = path.slice(path.indexOf(m));
        const key = [...cycle].sort().join('\u0000');
        if (!reported.has(key)) {
          reported.add(key);
          out.push({
            field: 'checkpoints',
            message: `'after' forms a cycle, so these checkpoints can never be reached: ${[...cycle, m].join(' → ')}`,
          });
        }
      } else if (!colour.has(m)) {
        visit(m);
      }
    }
    path.pop();
    colour.set(n, 'black');
  };
  for (const id of first.keys()) if (!colour.has(id)) visit(id);
  return out;
}

/** Runs the caller's assertion check on every assertion of a line whose assertions have a valid shape. */
function assertionProblems(
  value: Record<string, unknown>,
  validate: (a: Assertion) => string[],
): FieldProblem[] {
  const out: FieldProblem[] = [];
  const check = (a: Assertion, field: string): void => {
    for (const message of validate(a)) out.push({ field, message });
  };
  if (value.assert !== undefined) {
    const parsed = AssertFieldSchema.safeParse(value.assert);
    if (parsed.success) normaliseAssert(parsed.data).forEach((a, i) => check(a, `assert[${i}]`));
  } else if (value.expected !== undefined && value.expected !== null) {
    check({ type: 'equals', value: value.expected }, 'expected');
  }
  if (Array.isArray(value.checkpoints)) {
    value.checkpoints.forEach((cp: unknown, c) => {
      if (!isRecord(cp) || cp.assert === undefined) return;
      const parsed = AssertFieldSchema.safeParse(cp.assert);
      if (parsed.success)
        normaliseAssert(parsed.data).forEach((a, j) => check(a, `checkpoints[${c}].assert[${j}]`));
    });
  }
  return out;
}

/** Builds the normalised case from a valid line. */
function toCase(d: YaoCaseLine, file: string, line: number): Case {
  // Yao: `assert` takes precedence over `expected`; `expected` alone is one `equals`. A JSON null
  // `expected` is Go's nil there, i.e. not set.
  const hasExpected = d.expected !== undefined && d.expected !== null;
  const assert: Assertion[] =
    d.assert !== undefined
      ? normaliseAssert(d.assert)
      : hasExpected
        ? [{ type: 'equals', value: d.expected }]
        : [];
  const skip =
    typeof d.skip === 'string' ? (d.skip.trim() === '' ? true : d.skip) : (d.skip ?? false);
  const c: Case = {
    id: d.id,
    suite: file,
    source: { file, line },
    format: 'yao-jsonl',
    input: d.input,
    assert,
    evals: [],
    mocks: [],
    spy: false,
    skip,
    tags: d.tags ?? [],
  };
  if (d.expected !== undefined) c.expected = d.expected;
  if (d.user !== undefined) c.user = d.user;
  if (d.team !== undefined) c.team = d.team;
  if (d.metadata !== undefined) c.metadata = d.metadata;
  if (d.options !== undefined) c.options = d.options;
  if (d.simulator !== undefined) c.simulator = d.simulator;
  if (d.checkpoints !== undefined)
    c.checkpoints = d.checkpoints.map((cp) => ({ ...cp, assert: normaliseAssert(cp.assert) }));
  if (d.max_turns !== undefined) c.max_turns = d.max_turns;
  else if (d.simulator !== undefined) c.max_turns = DEFAULT_MAX_TURNS;
  if (d.timeout !== undefined) c.timeout_ms = parseDuration(d.timeout);
  if (d.runs !== undefined) c.runs = d.runs;
  if (d.threshold !== undefined) c.threshold = parseRatio(d.threshold);
  return c;
}

/**
 * Parses a Yao JSONL suite: one case per line; blank lines and `//` comment lines are skipped; a
 * UTF-8 BOM and CRLF line ends are accepted. Every problem of every line is reported (JSON syntax
 * with its column, each schema issue with its field path, unknown fields with a did-you-mean,
 * checkpoint `after` errors, duplicate ids, and whatever `opts.validateAssertion` returns); a line
 * with any problem yields no case.
 *
 * @param text the file's content
 * @param file the display path (relative to the working directory, forward slashes); it becomes
 *   each case's `suite` and `source.file`
 */
export function parseYaoJsonl(
  text: string,
  file: string,
  opts: YaoJsonlOptions = {},
): { cases: Case[]; problems: Problem[] } {
  const cases: Case[] = [];
  const problems: Problem[] = [];
  const idLines = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);

  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('//')) return;

    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      const err = findJsonSyntaxError(raw);
      const problem: Problem = {
        file,
        line,
        field: '',
        message: `invalid JSON: ${err ? err.message : e instanceof Error ? e.message : String(e)}`,
      };
      if (err) problem.column = err.offset + 1;
      problems.push(problem);
      return;
    }
    if (!isRecord(value)) {
      problems.push({
        file,
        line,
        field: '',
        message: `expected a JSON object like {"id": …, "input": …} on each line, got ${kindOf(value)}`,
      });
      return;
    }

    const found: FieldProblem[] = [];
    const parsed = YaoCaseLineSchema.safeParse(value);
    if (!parsed.success)
      found.push(...describeIssues(YaoCaseLineSchema, value, parsed.error.issues, SCHEMA_WORDS));

    if (value.checkpoints !== undefined) {
      const cps = z.array(CheckpointSchema).safeParse(value.checkpoints);
      if (cps.success) found.push(...checkpointProblems(cps.data));
      if (value.simulator === undefined)
        found.push({
          field: 'checkpoints',
          message:
            'checkpoints are only checked in a simulated conversation: add a simulator {use, options}',
        });
    }

    if (opts.validateAssertion) found.push(...assertionProblems(value, opts.validateAssertion));

    if (typeof value.id === 'string' && value.id !== '') {
      const earlier = idLines.get(value.id);
      if (earlier !== undefined)
        found.push({
          field: 'id',
          message: `duplicate id '${value.id}' (first used on line ${earlier})`,
        });
      else idLines.set(value.id, line);
    }

    if (found.length > 0) {
      for (const p of found) problems.push({ file, line, ...p });
      return;
    }
    if (parsed.success) cases.push(toCase(parsed.data, file, line));
  });

  return { cases, problems };
}
