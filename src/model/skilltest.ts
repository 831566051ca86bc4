import { z } from 'zod';
import { schemaId } from './schema-id.js';
import { patternProblem as regexProblem } from '../lib/regex-pattern.js';

/*
 * skilltest test cases (skilltest-core's `TestCase`, `MockDecl`, `Eval`), as zod schemas. The file
 * shape follows skilltest's own: evals are tagged by `type` (`- type: boolean`), a field predicate
 * is a bare string or `{equals, contains, pattern}`, unknown fields are errors at every level, and
 * everything that could silently match nothing (an empty needle, a broken regex, a matcher with no
 * criterion) is rejected when the file is loaded.
 */

/** A refinement that compiles `value` as skilltest does (Rust's regex crate, mock.rs compile_pattern). */
function patternProblem(value: string): string | undefined {
  if (value === '') return 'must not be empty';
  return regexProblem(value, 'rust');
}

const NeedleSchema = z.string().min(1, 'must not be empty');
const PatternSchema = z.string().superRefine((v, ctx) => {
  const p = patternProblem(v);
  if (p) ctx.addIssue({ code: 'custom', message: p });
});

/**
 * A predicate on one tool-input field: a bare value (exact equality with the field; non-string
 * fields compare by their compact JSON form) or `{equals, contains, pattern}`, all given must hold.
 */
export const FieldPredicateSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z
    .strictObject({
      equals: z.string().optional(),
      contains: NeedleSchema.optional(),
      pattern: PatternSchema.optional(),
    })
    .refine((p) => p.equals !== undefined || p.contains !== undefined || p.pattern !== undefined, {
      message: 'needs at least one of equals, contains, pattern',
    }),
]);
export type FieldPredicate = z.infer<typeof FieldPredicateSchema>;

/** `where`/`input`: field name → predicate; every listed field must match. */
export const FieldPredicatesSchema = z.record(z.string(), FieldPredicateSchema);
export type FieldPredicates = z.infer<typeof FieldPredicatesSchema>;

/** What a mock/spy matches on: every given criterion must hold (AND); at least one is required. */
export const MockMatchSchema = z
  .strictObject({
    tool: NeedleSchema.optional().describe(
      'Case-insensitive exact match on the tool name (bare or `server__name`)',
    ),
    contains: NeedleSchema.optional().describe(
      'Substring of the call as compact JSON `{"tool":…,"input":…}`',
    ),
    pattern: PatternSchema.optional().describe(
      "Unanchored regex (Rust's regex syntax) over the same text as `contains`",
    ),
    input: FieldPredicatesSchema.optional().describe(
      'Field name → exact value or `{equals, contains, pattern}`; every listed field must match',
    ),
  })
  .refine(
    (m) =>
      m.tool !== undefined ||
      m.contains !== undefined ||
      m.pattern !== undefined ||
      (m.input !== undefined && Object.keys(m.input).length > 0),
    { message: 'needs at least one of tool, contains, pattern, input' },
  );
export type MockMatch = z.infer<typeof MockMatchSchema>;

/** One canned tool result: the output text, and an exit code (non-zero: the result is an error). */
export const StubResultSchema = z.union([
  z.string(),
  z.strictObject({
    output: z.string(),
    /** An i32, as skilltest's `StubOutput.exit_code`. */
    exit_code: z.number().int().min(-2147483648).max(2147483647).optional(),
  }),
]);
export type StubResult = z.infer<typeof StubResultSchema>;

/** `stub`: one result, or a list where the n-th call gets the n-th item and the last repeats. */
export const StubSpecSchema = z.union([
  StubResultSchema,
  z.array(StubResultSchema).min(1, 'must not be an empty list'),
]);
export type StubSpec = z.infer<typeof StubSpecSchema>;

/** `deny`: the message the model reads as the tool's (error) feedback. */
export const DenySpecSchema = z.union([z.string(), z.strictObject({ message: z.string() })]);
export type DenySpec = z.infer<typeof DenySpecSchema>;

/**
 * One `mocks:` entry. With `stub`, `deny` or `rewrite` (at most one) it intercepts matching calls;
 * with none it is a spy that only records them. First matching action wins.
 */
export const MockDeclSchema = z
  .strictObject({
    name: NeedleSchema.optional().describe(
      'The name evals use (default `mock_<i>`, or `spy_<i>` without an action)',
    ),
    match: MockMatchSchema.describe('Which calls: every given criterion must hold'),
    stub: StubSpecSchema.optional().describe(
      'The real tool never runs: a result (`output`, `exit_code`), or a list served one per call (the last repeats)',
    ),
    deny: DenySpecSchema.optional().describe(
      'The call is blocked; the model reads the message as an error result',
    ),
    rewrite: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Input fields replaced before the real tool runs'),
  })
  .superRefine((m, ctx) => {
    // skilltest (mock.rs validate): a single bare `stub: ""` is refused; list items are not checked.
    if (m.stub === '')
      ctx.addIssue({
        code: 'custom',
        path: ['stub'],
        message: 'stub output must not be empty (use `deny` to block a call)',
      });
    const actions = (['stub', 'deny', 'rewrite'] as const).filter((k) => m[k] !== undefined);
    if (actions.length > 1)
      ctx.addIssue({
        code: 'custom',
        path: [actions[1]],
        message: `a mock takes one action; ${actions.join(' and ')} are both given`,
      });
  });
export type MockDecl = z.infer<typeof MockDeclSchema>;

/** The action a declaration takes (`spy` when it has none). */
export function mockAction(m: MockDecl): 'stub' | 'deny' | 'rewrite' | 'spy' {
  if (m.stub !== undefined) return 'stub';
  if (m.deny !== undefined) return 'deny';
  if (m.rewrite !== undefined) return 'rewrite';
  return 'spy';
}

/** The name evals and reports use: the explicit name, else `mock_<i>` / `spy_<i>` (0-based). */
export function mockName(m: MockDecl, index: number): string {
  return m.name ?? `${mockAction(m) === 'spy' ? 'spy' : 'mock'}_${index}`;
}

const CriterionSchema = z.string().refine((s) => s.trim() !== '', 'must not be blank');

export const COMPARATORS = ['gte', 'gt', 'lte', 'lt'] as const;
export type Comparator = (typeof COMPARATORS)[number];
const COMPARATOR_ALIASES: Record<string, Comparator> = {
  '>=': 'gte',
  '>': 'gt',
  '<=': 'lte',
  '<': 'lt',
};

/** `gte|gt|lte|lt` or the symbols `>= > <= <`, normalised to the word. */
export const ComparatorSchema = z
  .enum(['gte', 'gt', 'lte', 'lt', '>=', '>', '<=', '<'])
  .transform((c): Comparator => COMPARATOR_ALIASES[c] ?? (c as Comparator));

export const BooleanEvalSchema = z.strictObject({
  type: z.literal('boolean'),
  name: z.string().optional().describe('Label in reports (default: the criterion)'),
  criterion: CriterionSchema.describe('The yes/no question the judge answers about the transcript'),
  expected: z.boolean().default(true).describe("What the judge's verdict must equal to pass"),
});
export type BooleanEval = z.infer<typeof BooleanEvalSchema>;

export const NumericEvalSchema = z
  .strictObject({
    type: z.literal('numeric'),
    name: z.string().optional().describe('Label in reports (default: the criterion)'),
    criterion: CriterionSchema.describe('What the judge scores'),
    min: z.number().describe("Lower bound of the scale; the judge's score is clamped into it"),
    max: z.number().describe('Upper bound of the scale (greater than min)'),
    threshold: z.number().describe('The score is compared with it; min ≤ threshold ≤ max'),
    comparator: ComparatorSchema.default('gte').describe('gte, gt, lte, lt (or >=, >, <=, <)'),
  })
  .superRefine((e, ctx) => {
    if (!(e.min < e.max))
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: `max (${e.max}) must be greater than min (${e.min})`,
      });
    else if (e.threshold < e.min || e.threshold > e.max)
      ctx.addIssue({
        code: 'custom',
        path: ['threshold'],
        message: `threshold (${e.threshold}) must lie within [${e.min}, ${e.max}]`,
      });
  });
export type NumericEval = z.infer<typeof NumericEvalSchema>;

const MockRefSchema = z.string().refine((s) => s.trim() !== '', 'must not be blank');

export const CalledEvalSchema = z.strictObject({
  type: z.literal('called'),
  name: z.string().optional().describe('Label in reports (default: `called: <mock>`)'),
  mock: MockRefSchema.describe('The `mocks:` declaration (by name) whose records are counted'),
  times: z
    .number()
    .int()
    .min(1, 'must be at least 1 (use not_called for none)')
    .optional()
    .describe('Exactly this many matching calls; absent: at least one'),
  where: FieldPredicatesSchema.optional().describe(
    'Extra per-field predicates on the recorded (pre-rewrite) input',
  ),
});
export type CalledEval = z.infer<typeof CalledEvalSchema>;

export const NotCalledEvalSchema = z.strictObject({
  type: z.literal('not_called'),
  name: z.string().optional().describe('Label in reports (default: `not_called: <mock>`)'),
  mock: MockRefSchema.describe('The `mocks:` declaration (by name) that must record no call'),
  where: FieldPredicatesSchema.optional().describe(
    'Only calls whose recorded input matches these predicates count',
  ),
});
export type NotCalledEval = z.infer<typeof NotCalledEvalSchema>;

/** One eval, tagged by `type` as in skilltest files: `- type: boolean` / `numeric` / `called` / `not_called`. */
export const EvalSchema = z.discriminatedUnion('type', [
  BooleanEvalSchema,
  NumericEvalSchema,
  CalledEvalSchema,
  NotCalledEvalSchema,
]);
export type Eval = z.infer<typeof EvalSchema>;
export const EVAL_TYPES = ['boolean', 'numeric', 'called', 'not_called'] as const;

/** The report label: the explicit name, else the criterion, else `called: <mock>` / `not_called: <mock>`. */
export function evalLabel(e: Eval): string {
  if (e.name !== undefined && e.name !== '') return e.name;
  if (e.type === 'boolean' || e.type === 'numeric') return e.criterion;
  return `${e.type}: ${e.mock}`;
}

/** A simulated user for multi-turn cases: who they are, when they are done, how long they go on. */
export const SimulatedUserSchema = z.strictObject({
  persona: CriterionSchema.describe('Who the simulated user is: all it is told'),
  done_when: CriterionSchema.optional().describe(
    'Judged after every turn but the last; true ends the conversation',
  ),
  max_turns: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Assistant-turn cap (default: --max-turns, else max_turns: in agentci.yaml, else 8)'),
});
export type SimulatedUser = z.infer<typeof SimulatedUserSchema>;

/**
 * One skilltest case as written in a `.yaml` file or a `--case-json` payload. `skill` is a skill
 * folder, relative to the file (or the working directory for --case-json).
 */
export const SkilltestCaseSchema = z
  .strictObject({
    name: z
      .string()
      .optional()
      .describe(
        "Empty or absent: the file stem (`--case-json`: `case`, `case-2`, …), as skilltest's finalize",
      ),
    skill: z
      .string()
      .min(1, 'must not be empty')
      .describe(
        'Skill folder holding SKILL.md, relative to this file (to the working directory for --case-json)',
      ),
    input: z
      .string()
      .refine((s) => s.trim() !== '', 'must not be blank')
      .describe('The first user message'),
    user: SimulatedUserSchema.optional().describe(
      'A simulated user drives a multi-turn conversation',
    ),
    mocks: z
      .array(MockDeclSchema)
      .default([])
      .describe('Stubs, denials, rewrites and spies on tool calls; the first match wins'),
    spy: z
      .boolean()
      .default(false)
      .describe(
        'Record every tool call even with no mock declared (implied by a non-empty `mocks`)',
      ),
    evals: z
      .array(EvalSchema)
      .min(1, 'must have at least one eval')
      .describe('All must pass: boolean, numeric, called, not_called'),
  })
  .superRefine((c, ctx) => {
    const names = new Map<string, number>();
    c.mocks.forEach((m, i) => {
      const n = mockName(m, i);
      const first = names.get(n);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['mocks', i, 'name'],
          message: `duplicate mock name '${n}' (also mocks[${first}])`,
        });
      else names.set(n, i);
    });
    c.evals.forEach((e, i) => {
      if ((e.type === 'called' || e.type === 'not_called') && !names.has(e.mock)) {
        const known = [...names.keys()];
        ctx.addIssue({
          code: 'custom',
          path: ['evals', i, 'mock'],
          message: `no mock named '${e.mock}' in mocks${known.length > 0 ? ` (known: ${known.join(', ')})` : ' (declare one under mocks:)'}`,
        });
      }
    });
  })
  .describe('A skilltest case file (YAML): a skill, an input, mocks, a simulated user and evals.')
  .meta({ $id: schemaId('case') });
export type SkilltestCase = z.infer<typeof SkilltestCaseSchema>;

/** skilltest's Config::default: one platform, one model (the `--provider` matrix's one cell). */
export const DEFAULT_PLATFORM = 'claude-code';
export const DEFAULT_MODEL = 'claude-opus-4-8';
