import { z } from 'zod';
import { MatrixCellSchema } from './matrix-cell.js';
import { CaseInputSchema, type Message } from './message.js';
import { EvalSchema, MockDeclSchema, SimulatedUserSchema } from './skilltest.js';
import { ScriptPayloadSchema } from './payloads/yao-script.js';
import { SkilltestPayloadSchema } from './payloads/skilltest-yaml.js';
import { TbCaseSchema } from './payloads/thinkingbox-python.js';
import { YaoJsonlPayloadSchema } from './payloads/yao-jsonl.js';

export { MatrixCellSchema, type MatrixCell } from './matrix-cell.js';

/** Every assertion type a case may use (Yao's list plus the tool assertions). */
export const ASSERTION_TYPES = [
  'equals',
  'contains',
  'not_contains',
  'json_path',
  'regex',
  'type',
  'script',
  'agent',
  'tool_called',
  'tool_result',
] as const;
export const AssertionTypeSchema = z.enum(ASSERTION_TYPES);
export type AssertionType = z.infer<typeof AssertionTypeSchema>;

/**
 * Yao's assertion object: `{type, value, path, script, use, options, message, negate}`. `type` is
 * any string: an unknown type fails its check when it runs, as in Yao (and is warned about at
 * load); an empty type means `equals` (Yao's evaluateAssertion). Yao files are read into this by
 * the loader's own mapping (Yao ignores fields of the wrong type), so the schema stays lenient.
 */
export const AssertionSchema = z.looseObject({
  type: z.string(),
  value: z.unknown().optional(),
  path: z.string().optional(),
  script: z.string().optional(),
  use: z.string().optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  message: z.string().optional(),
  negate: z.boolean().optional(),
});
export type Assertion = z.infer<typeof AssertionSchema>;

/**
 * `assert` as Yao's parseAssertions reads it: one object, a list (items that are not objects are
 * skipped), a bare type name (`"assert": "contains"`), or null (not set: `expected` decides).
 */
export const AssertFieldSchema = z.union([
  z.record(z.string(), z.unknown()),
  z.array(z.unknown()),
  z.string(),
  z.null(),
]);

/** Yao dynamic mode: a checkpoint the conversation must reach. */
export const CheckpointSchema = z.looseObject({
  id: z.string(),
  description: z.string().optional(),
  assert: AssertFieldSchema.optional(),
  after: z.array(z.string()).optional(),
  required: z.boolean().default(true),
});
export type Checkpoint = z.infer<typeof CheckpointSchema>;

export const SimulatorSchema = z.looseObject({
  use: z.string(),
  options: z.record(z.string(), z.unknown()).optional(),
});

/** The environment an agent is called with (Yao's TestEnvironment, reduced to what travels). */
export const TestEnvSchema = z.object({
  user: z.string(),
  team: z.string(),
  locale: z.string(),
  metadata: z.record(z.string(), z.unknown()).default({}),
  client: z.record(z.string(), z.unknown()).optional(),
  referer: z.string().optional(),
  authorized: z.record(z.string(), z.unknown()).optional(),
});
export type TestEnv = z.infer<typeof TestEnvSchema>;

export const DEFAULT_ENV: TestEnv = {
  user: 'test-user',
  team: 'test-team',
  locale: 'en-us',
  metadata: {},
};

export const CASE_FORMATS = [
  'yao-jsonl',
  'skilltest-yaml',
  'thinkingbox-python',
  'yao-script',
  'message',
] as const;
export type CaseFormat = (typeof CASE_FORMATS)[number];

/**
 * The fields every case has, whatever loader produced it. Format-specific extras that one runner
 * serves for every format (mocks, evals, scenario, checkpoints…) are typed optional fields here;
 * what only the format's own stages read is the case's `payload` (see CaseSchema).
 */
const CaseFieldsSchema = z.object({
  id: z.string().min(1),
  /** The suite's file path, relative to the working directory, with forward slashes. */
  suite: z.string(),
  source: z.object({
    file: z.string(),
    line: z.number().int().positive(),
    /**
     * skilltest: the line of each eval in `evals`, in order, so a failing eval's check (and its
     * annotation) points at the eval rather than at the case.
     */
    evals: z.array(z.number().int().positive()).optional(),
  }),
  input: CaseInputSchema,
  expected: z.unknown().optional(),
  assert: z.array(AssertionSchema).default([]),
  /** skilltest evals (`type: boolean|numeric|called|not_called`). */
  evals: z.array(EvalSchema).default([]),
  /** Per-case environment overrides as written in the case (`user`, `team`, `metadata`). */
  user: z.string().optional(),
  team: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  simulator: SimulatorSchema.optional(),
  checkpoints: z.array(CheckpointSchema).optional(),
  max_turns: z.number().int().positive().optional(),
  /** skilltest simulated user `{persona, done_when?, max_turns?}` (Yao's `user` is the user id). */
  user_sim: SimulatedUserSchema.optional(),
  mocks: z.array(MockDeclSchema).default([]),
  spy: z.boolean().default(false),
  scenario: z.string().optional(),
  init: z.record(z.string(), z.unknown()).optional(),
  /** `true`, or a reason string. */
  skip: z.union([z.boolean(), z.string()]).default(false),
  timeout_ms: z.number().int().positive().optional(),
  runs: z.number().int().positive().optional(),
  threshold: z.number().min(0).max(1).optional(),
  tags: z.array(z.string()).default([]),
  /**
   * Yao's per-case `before`/`after` hooks: references to functions of the assistant's `*_test.ts`
   * scripts (`Before`, `env_test.Before`, `src/env_test.Before`; see parseHookRef).
   */
  hooks: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
  /**
   * skilltest's platform × model matrix (`-p`, `-m`): the cell this case runs on, and the case's
   * own name (its id then names the cell too when the matrix has more than one).
   */
  matrix: MatrixCellSchema.optional(),
});

/**
 * The normalised case every loader produces and every later stage consumes: a union on `format`
 * (which loader made it) whose `payload` is that format's own data, typed by the format's schema
 * in src/model/payloads/ and built once, by the loader.
 */
export const CaseSchema = z.discriminatedUnion('format', [
  CaseFieldsSchema.extend({
    format: z.literal('yao-jsonl'),
    payload: YaoJsonlPayloadSchema.optional(),
  }),
  CaseFieldsSchema.extend({
    format: z.literal('skilltest-yaml'),
    payload: SkilltestPayloadSchema,
  }),
  CaseFieldsSchema.extend({
    format: z.literal('thinkingbox-python'),
    payload: TbCaseSchema,
  }),
  CaseFieldsSchema.extend({
    format: z.literal('yao-script'),
    payload: ScriptPayloadSchema,
  }),
  /** A case made on the spot (see oneOffCase): no payload. */
  CaseFieldsSchema.extend({ format: z.literal('message') }),
]);
export type Case = z.infer<typeof CaseSchema>;

/** The cases of one format. */
export type CaseOf<F extends CaseFormat> = Extract<Case, { format: F }>;

/** Narrows a case to its format (then its `payload` has that format's type). */
export function isFormat<F extends CaseFormat>(c: Case, format: F): c is CaseOf<F> {
  return c.format === format;
}

/** The formats whose cases carry a payload. */
export type PayloadFormat = Exclude<CaseFormat, 'message'>;
/** The payload type of a format. */
export type PayloadOf<F extends PayloadFormat> = CaseOf<F>['payload'];

/** The payload of a case of `format`; throws when the case is of another format. */
export function payloadOf<F extends PayloadFormat>(c: Case, format: F): PayloadOf<F> {
  if (c.format !== format) throw new Error(`case ${c.id} is not a ${format} case`);
  // TypeScript does not narrow a union by a generic discriminant: the check above does.
  return (c as CaseOf<PayloadFormat>).payload as PayloadOf<F>;
}

/** What a target receives for one attempt. */
/** skilltest's `SkillPayload`: front-matter `name` ("" without one), folder, SKILL.md body. */
export interface SkillPayload {
  name: string;
  path: string;
  instructions: string;
}

export interface AttemptInput {
  id: string;
  run: number;
  input: Case['input'];
  messages: Message[];
  env: TestEnv;
  metadata: Record<string, unknown>;
  /** A skilltest case's skill, as skilltest's providers receive it in every `respond` request. */
  skill?: SkillPayload;
  options?: Record<string, unknown>;
}

/**
 * A case made on the spot to call an agent once with `content` as the user message (Yao's
 * generator, reporter and validator agents); `options` reach the agent as the case's options.
 */
export function oneOffCase(id: string, content: string, options: Record<string, unknown>): Case {
  return {
    id,
    suite: `(${id})`,
    source: { file: `(${id})`, line: 1 },
    format: 'message',
    input: content,
    assert: [],
    evals: [],
    mocks: [],
    spy: false,
    skip: false,
    tags: [],
    options,
  };
}
