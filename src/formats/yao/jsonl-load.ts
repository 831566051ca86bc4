import { z } from 'zod';
import {
  AssertFieldSchema,
  AssertionSchema,
  CaseInputSchema,
  CheckpointSchema,
  DURATION_WORDS,
  InputMessageSchema,
  normaliseAssert,
  parseDuration,
  parseRatio,
  type Assertion,
  type Case,
  type CaseOf,
  type Checkpoint,
} from '../../model/index.js';
import { findJsonSyntaxError } from '../../lib/json-syntax.js';
import type { Problem } from '../../lib/problems.js';
import { describeIssues, nearMiss, suggest, type FieldProblem } from '../../lib/zod-problems.js';
import { isPlainObject } from '../../lib/json.js';
import {
  SkipSchema,
  ThresholdSchema,
  TimeoutFieldSchema,
  YaoCaseLineSchema,
  type YaoCaseLine,
} from '../../model/yao-case-line.js';
import { errorMessage } from '../../lib/error-message.js';
import { yaoInputShapeError } from './content.js';

/** Yao's default turn limit for a simulated conversation. */
export const DEFAULT_MAX_TURNS = 20;

/** The fields a line may have; any other is ignored with a warning. */
const KNOWN_FIELDS = Object.keys(YaoCaseLineSchema.shape);

/** How to say what a part of the line schema accepts (unions with no near-miss branch, objects). */
const SCHEMA_WORDS = new Map<z.core.$ZodType, string>([
  [CaseInputSchema, 'a string, a message {role, content} or a list of messages'],
  [
    AssertFieldSchema,
    'an assertion {type, value, …}, a list of assertions or an assertion type name',
  ],
  [AssertionSchema, 'an assertion {type, value, …}'],
  [InputMessageSchema, 'a message {role, content}'],
  [
    InputMessageSchema.shape.content,
    'a string, a content part {type, text} or a list of them, or null',
  ],
  [SkipSchema, 'true, false or a reason string'],
  [TimeoutFieldSchema, DURATION_WORDS],
  [ThresholdSchema, 'a ratio 0–1 or a percentage like "80%"'],
]);

export interface YaoJsonlOptions {
  /**
   * Checks one assertion beyond its shape (a regex compiles, a judge is known…); each returned
   * string becomes a problem on the case's line.
   */
  validateAssertion?: (a: Assertion) => string[];
  /** What refuses the line at load (a pattern RE2 cannot compile); each string is a problem. */
  refuseAssertion?: (a: Assertion) => string[];
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
        // Yao's checkCheckpoints waits for it like any other: it can never be reached.
        out.push({
          field,
          message: `checkpoint '${a}' waits for itself, so it can never be reached`,
        });
      } else if (!first.has(a)) {
        const others = [...first.keys()].filter((id) => id !== cp.id);
        const near = suggest(a, others);
        const hint = near
          ? ` (did you mean '${near}'?)`
          : others.length > 0
            ? ` (checkpoints of this case: ${others.join(', ')})`
            : '';
        out.push({
          field,
          message: `no checkpoint '${a}' in this case${hint}: ignored, as Yao ignores it`,
        });
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

/** Runs one of the caller's assertion checks on every assertion of a line, checkpoints included. */
function assertionProblems(
  value: Record<string, unknown>,
  validate: (a: Assertion) => string[],
): FieldProblem[] {
  const out: FieldProblem[] = [];
  const check = (a: Assertion, field: string): void => {
    for (const message of validate(a)) out.push({ field, message });
  };
  if (value.assert !== undefined && value.assert !== null) {
    normaliseAssert(value.assert).forEach((a, i) => check(a, `assert[${i}]`));
  } else if (value.expected !== undefined && value.expected !== null) {
    check({ type: 'equals', value: value.expected }, 'expected');
  }
  if (Array.isArray(value.checkpoints)) {
    value.checkpoints.forEach((cp: unknown, c) => {
      if (!isPlainObject(cp)) return;
      normaliseAssert(cp.assert).forEach((a, j) => check(a, `checkpoints[${c}].assert[${j}]`));
    });
  }
  return out;
}

/** Builds the normalised case from a valid line, reading each field as Yao reads it. */
function toCase(
  d: YaoCaseLine,
  file: string,
  line: number,
  warnings: FieldProblem[],
): CaseOf<'yao-jsonl'> {
  // Yao (assert.go Validate): a non-nil `assert` wins, even `[]`; else a non-nil `expected` is one
  // equals; JSON null is Go's nil, i.e. not set.
  const hasExpected = d.expected !== undefined && d.expected !== null;
  const assert: Assertion[] =
    d.assert !== undefined && d.assert !== null
      ? normaliseAssert(d.assert)
      : hasExpected
        ? [{ type: 'equals', value: d.expected }]
        : [];
  const skip =
    typeof d.skip === 'string' ? (d.skip.trim() === '' ? true : d.skip) : (d.skip ?? false);
  const c: CaseOf<'yao-jsonl'> = {
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
  if (d.user !== undefined && d.user !== '') c.user = d.user;
  if (d.team !== undefined && d.team !== '') c.team = d.team;
  if (d.metadata !== undefined) c.metadata = d.metadata;
  if (d.options !== undefined) c.options = d.options;
  if (d.before !== undefined || d.after !== undefined) {
    c.hooks = {};
    if (d.before) c.hooks.before = d.before;
    if (d.after) c.hooks.after = d.after;
    // The hooks see `assert` as written (script_hooks.go buildHookArgs passes tc.Assert).
    if (d.assert !== undefined && d.assert !== null) c.payload = { hook_assert: d.assert };
  }
  // Yao's IsDynamicMode: checkpoints without a simulator are a static case. A simulator without
  // checkpoints is one too in Yao; agentci still runs its conversation and judges the case's
  // assertions after it (docs/yao-departures.md).
  const cps = d.checkpoints ?? [];
  if (d.simulator !== undefined) {
    c.simulator = d.simulator;
    if (cps.length > 0) {
      const ids = new Set(cps.map((cp) => cp.id));
      // Yao ignores an `after` that names no checkpoint of the case (a self-reference stays: it
      // is waited for, and never reached).
      // `assert` stays as written: Yao tells a one-`agent`-assertion checkpoint (a map) apart.
      c.checkpoints = cps.map((cp) => ({
        ...cp,
        ...(cp.after ? { after: cp.after.filter((a) => ids.has(a)) } : {}),
      }));
      // Yao's runDynamicTest judges a dynamic case by its checkpoints only.
      if (c.assert.length > 0) {
        warnings.push({
          field: d.assert !== undefined && d.assert !== null ? 'assert' : 'expected',
          message:
            'not evaluated in dynamic mode (simulator and checkpoints): Yao judges the case by its checkpoints only',
        });
        c.assert = [];
      }
    }
    c.max_turns = d.max_turns !== undefined && d.max_turns > 0 ? d.max_turns : DEFAULT_MAX_TURNS;
  } else if (cps.length > 0) {
    warnings.push({
      field: 'checkpoints',
      message:
        'ignored without a simulator {use, options}: Yao checks checkpoints only in a simulated conversation',
    });
  }
  if (d.timeout !== undefined && d.timeout !== '') {
    try {
      const ms = parseDuration(d.timeout);
      if (ms > 0) c.timeout_ms = ms;
      else warnings.push({ field: 'timeout', message: 'is 0: the default timeout applies' });
    } catch {
      warnings.push({
        field: 'timeout',
        message: `${JSON.stringify(d.timeout)} is not a duration like "30s" or "2m30s": the default timeout applies, as in Yao`,
      });
    }
  }
  if (d.runs !== undefined) c.runs = d.runs;
  if (d.threshold !== undefined) c.threshold = parseRatio(d.threshold);
  return c;
}

/**
 * A required field that is missing while the line holds a misspelling of it (`inptu`): the
 * problem says so, since the unknown-field warning is not shown when the line is refused.
 */
function misspeltRequired(p: FieldProblem, value: Record<string, unknown>): FieldProblem {
  if (p.message !== 'required' || !KNOWN_FIELDS.includes(p.field)) return p;
  const typo = Object.keys(value).find(
    (k) => !KNOWN_FIELDS.includes(k) && suggest(k, [p.field]) === p.field,
  );
  return typo === undefined
    ? p
    : { ...p, message: `required ('${shownKey(typo)}' is no field: did you mean '${p.field}'?)` };
}

/** A key as a message shows it: hostile keys can be megabytes long. */
function shownKey(k: string): string {
  return k.length > 60 ? `${k.slice(0, 60)}…` : k;
}

const ASSERTION_FIELDS = ['type', 'value', 'path', 'script', 'use', 'options', 'message', 'negate'];
const CHECKPOINT_FIELDS = Object.keys(CheckpointSchema.shape);

/** One warning per key of `value` that `known` lacks (Yao's decoder ignores it), with a did-you-mean. */
function unknownKeys(
  value: Record<string, unknown>,
  known: string[],
  field: string,
): FieldProblem[] {
  return Object.keys(value)
    .filter((k) => !known.includes(k))
    .map((k) => {
      const near = suggest(k, known);
      const miss = nearMiss(k, known);
      return {
        field,
        message: `unknown field '${shownKey(k)}', ignored${near ? ` (did you mean '${near}'?)` : ''}`,
        ...(miss !== undefined ? { nearMiss: { key: shownKey(k), known: miss } } : {}),
      };
    });
}

/** What an `assert` field holds that Yao skips or ignores: said, never refused. */
function assertFieldWarnings(raw: unknown, field: string): FieldProblem[] {
  if (Array.isArray(raw))
    return raw.flatMap((item, i) =>
      isPlainObject(item)
        ? unknownKeys(item, ASSERTION_FIELDS, `${field}[${i}]`)
        : [
            {
              field: `${field}[${i}]`,
              message: `not an assertion object {type, value, …}, skipped as Yao skips it: ${kindOf(item)}`,
            },
          ],
    );
  return isPlainObject(raw) ? unknownKeys(raw, ASSERTION_FIELDS, field) : [];
}

/** Yao's Simulator and SimulatorOptions (types.go): what else they hold is ignored. */
const SIMULATOR_FIELDS = ['use', 'options'];
const SIMULATOR_OPTION_FIELDS = ['metadata', 'connector'];

function simulatorWarnings(sim: unknown): FieldProblem[] {
  if (!isPlainObject(sim)) return [];
  const out = unknownKeys(sim, SIMULATOR_FIELDS, 'simulator');
  if (!isPlainObject(sim.options)) return out;
  for (const k of Object.keys(sim.options)) {
    if (SIMULATOR_OPTION_FIELDS.includes(k)) continue;
    // agentci once read persona and goal here; Yao reads them from options.metadata.
    if (k === 'persona' || k === 'goal')
      out.push({
        field: 'simulator.options',
        message: `unknown field '${k}', ignored: Yao reads the simulator's ${k} from simulator.options.metadata.${k}`,
      });
    else out.push(...unknownKeys({ [k]: null }, SIMULATOR_OPTION_FIELDS, 'simulator.options'));
  }
  return out;
}

/** Every warning about fields Yao's decoder ignores, on the case, its assertions and checkpoints. */
function unknownFieldWarnings(value: Record<string, unknown>): FieldProblem[] {
  const out = unknownKeys(value, KNOWN_FIELDS, '');
  out.push(...simulatorWarnings(value.simulator));
  out.push(...assertFieldWarnings(value.assert, 'assert'));
  if (Array.isArray(value.checkpoints))
    value.checkpoints.forEach((cp: unknown, i) => {
      if (!isPlainObject(cp)) return;
      out.push(...unknownKeys(cp, CHECKPOINT_FIELDS, `checkpoints[${i}]`));
      out.push(...assertFieldWarnings(cp.assert, `checkpoints[${i}].assert`));
    });
  return out;
}

/**
 * An `input` that is there (Yao's loader asks no more) but cannot become messages: Yao's own parse
 * error (yaoInputShapeError), else what agentci's input schema says of it (an input Yao sends as
 * it is, such as a role or a content agentci has no way to send). Undefined when it is usable or
 * missing (a missing input is a problem of the line: Yao's loader refuses the file).
 */
function unusableInput(
  value: Record<string, unknown>,
  parsed: ReturnType<typeof YaoCaseLineSchema.safeParse>,
): { error: string; notes: FieldProblem[] } | undefined {
  if (value.input === undefined || value.input === null) return undefined;
  const issues = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === 'input');
  const yao = yaoInputShapeError(value.input);
  if (yao === undefined && issues.length === 0) return undefined;
  const described = describeIssues(YaoCaseLineSchema, value, issues, SCHEMA_WORDS);
  const error = yao ?? described.map((d) => `${d.field}: ${d.message}`).join('; ');
  const why = yao !== undefined ? error : `agentci cannot send it as written (${error})`;
  return {
    error,
    notes: [
      {
        field: 'input',
        message: `${why}: this case errors when it runs, the file's other cases run (as in Yao)`,
      },
      // Yao's words name no typo: the did-you-mean of an unknown field does.
      ...(yao !== undefined ? described.filter((d) => d.message.startsWith('unknown field')) : []),
    ],
  };
}

/**
 * Parses a Yao JSONL suite: one case per line; blank lines and `//` comment lines are skipped; a
 * UTF-8 BOM and CRLF line ends are accepted. What Yao cannot load either is a problem (JSON
 * syntax with its column, a known field of the wrong type, with its field path) and so is a
 * duplicate id (agentci tracks a case by its id across runs and baselines); a line with a problem
 * yields no case. What Yao reads anyway is a warning: unknown fields (with a did-you-mean),
 * checkpoint `after` names that are ignored or can never be met, and what `opts.validateAssertion`
 * says of an assertion (that check fails when it runs, as in Yao).
 *
 * @param text the file's content
 * @param file the display path (relative to the working directory, forward slashes); it becomes
 *   each case's `suite` and `source.file`
 */
export function parseYaoJsonl(
  text: string,
  file: string,
  opts: YaoJsonlOptions = {},
): { cases: Case[]; problems: Problem[]; warnings: Problem[] } {
  const cases: Case[] = [];
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
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
        message: `invalid JSON: ${err ? err.message : errorMessage(e)}`,
      };
      if (err) problem.column = err.offset + 1;
      problems.push(problem);
      return;
    }
    if (!isPlainObject(value)) {
      problems.push({
        file,
        line,
        field: '',
        message: `expected a JSON object like {"id": …, "input": …} on each line, got ${kindOf(value)}`,
      });
      return;
    }

    const found: FieldProblem[] = [];
    const noted: FieldProblem[] = [];
    let parsed = YaoCaseLineSchema.safeParse(value);
    // Yao's LoadFile checks only that `input` is there. An input its ParseInputWithOptions cannot
    // parse, or one agentci cannot send as written, errors that case when it runs (runner.go
    // runSingleTest) and the file's other cases run; it is said here, at its line.
    const input = unusableInput(value, parsed);
    if (input) {
      noted.push(...input.notes);
      parsed = YaoCaseLineSchema.safeParse({ ...value, input: '' });
    }
    if (!parsed.success)
      found.push(...describeIssues(YaoCaseLineSchema, value, parsed.error.issues, SCHEMA_WORDS));

    noted.push(...unknownFieldWarnings(value));
    if (value.checkpoints !== undefined && value.simulator !== undefined) {
      const cps = z.array(CheckpointSchema).safeParse(value.checkpoints);
      if (cps.success) noted.push(...checkpointProblems(cps.data));
    }
    if (opts.validateAssertion) noted.push(...assertionProblems(value, opts.validateAssertion));
    if (opts.refuseAssertion) found.push(...assertionProblems(value, opts.refuseAssertion));

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
      for (const p of found) problems.push({ file, line, ...misspeltRequired(p, value) });
      return;
    }
    if (parsed.success) {
      const c = toCase(parsed.data, file, line, noted);
      if (input) {
        // No message can be built from it; the hooks see the input as written.
        c.input = '';
        c.payload = { ...c.payload, input_error: input.error, written_input: value.input };
      }
      cases.push(c);
    }
    for (const p of noted) warnings.push({ file, line, ...p });
  });

  return { cases, problems, warnings };
}
