import { z } from 'zod';
import { schemaId } from './schema-id.js';
import {
  AssertFieldSchema,
  CaseInputSchema,
  CheckpointSchema,
  RatioSchema,
  SimulatorSchema,
  parseRatio,
} from './index.js';

/*
 * One line of a Yao JSONL suite file, as Yao's decoder reads it (YaoApp/yao agent/test/types.go
 * Case). The loader is src/formats/yao/jsonl-load.ts; `agentci schema jsonl-case` prints this.
 */

export const SkipSchema = z.union([z.boolean(), z.string()]);
export const TimeoutFieldSchema = z.union([z.string(), z.number()]);

export const ThresholdSchema = RatioSchema.refine((r) => {
  // Numbers carry their own range check in RatioSchema; only percentages are checked here.
  if (typeof r !== 'string' || !/^\d+(\.\d+)?%$/.test(r.trim())) return true;
  try {
    parseRatio(r);
    return true;
  } catch {
    return false;
  }
}, 'must be between 0 and 1 (or 0% and 100%)');

/** A Go bool / string field: jsoniter leaves it unset on `null`, refuses another type. */
const goBool = z.boolean().nullable().optional();
const goString = z.string().nullable().optional();

/**
 * types.go CaseOptions, as jsoniter decodes it: a value of the wrong type (`"skip": true` where
 * CaseSkipOptions is an object) fails the whole file in Yao. Other keys are kept (and ignored).
 */
const YaoCaseOptionsSchema = z.looseObject({
  connector: goString,
  skip: z
    .looseObject({
      history: goBool,
      trace: goBool,
      output: goBool,
      keyword: goBool,
      search: goBool,
    })
    .nullable()
    .optional(),
  disable_global_prompts: goBool,
  search: goBool,
  mode: goString,
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});

/**
 * One line of a Yao JSONL suite: every field of Yao's `Case` (YaoApp/yao agent/test/types.go), the
 * fields Yao's own fixtures carry that its decoder ignores (`name`, `description`), and agentci's
 * `runs`, `threshold` and `tags`. Other fields are ignored as Yao ignores them, with a warning and
 * a did-you-mean (`--strict` makes the warning an error). A known field of the wrong type is an
 * error: Yao cannot load that file either.
 */
export const YaoCaseLineSchema = z
  .looseObject({
    id: z.string().min(1).describe('Unique in the file'),
    name: z
      .string()
      .optional()
      .describe(
        "A label; ignored by Yao's decoder (Yao's dynamic fixtures name their cases with it)",
      ),
    description: z.string().optional().describe("A label; ignored by Yao's decoder"),
    // No .describe() on `input`: SCHEMA_WORDS finds its schema by identity, and describe() clones it.
    input: CaseInputSchema,
    expected: z
      .unknown()
      .optional()
      .describe(
        'Alone (or with `"assert": null`): one `equals` assertion; with `assert`, kept as data',
      ),
    assert: AssertFieldSchema.optional().describe(
      'An assertion `{type, value, path, script, use, options, message, negate}`, a list of them, or a type name; every one must hold',
    ),
    user: z.string().optional().describe('Test user of this case (`-u` overrides it)'),
    team: z.string().optional().describe('Test team of this case (`-t` overrides it)'),
    metadata: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Given to the case's hooks (testCase.metadata); not sent to the agent, as in Yao"),
    skip: SkipSchema.optional().describe('`true`, or the reason for skipping: reported as skipped'),
    timeout: TimeoutFieldSchema.optional().describe(
      'Per-attempt timeout: a Go duration (`30s`, `2m30s`); text that does not parse means the default, as in Yao (GetTimeout). agentci also reads a number, as seconds',
    ),
    options: YaoCaseOptionsSchema.optional().describe(
      "Yao's context options (`connector`, `mode`, `search`, `skip`, `metadata`), sent to the agent as `options`",
    ),
    before: z
      .string()
      .optional()
      .describe(
        "Yao's per-case hook, run before the case (`env.Before` is function Before of the agent's src/env_test.ts)",
      ),
    after: z
      .string()
      .optional()
      .describe(
        "Yao's per-case hook, run after the case with its result and what `before` returned",
      ),
    simulator: SimulatorSchema.optional().describe(
      'Dynamic mode: `{use, options}`, a simulated user drives the conversation',
    ),
    checkpoints: z
      .array(CheckpointSchema)
      .optional()
      .describe(
        'Dynamic mode: `[{id, description, assert, after[], required=true}]`, what must happen',
      ),
    max_turns: z
      .number()
      .int()
      .optional()
      .describe("Dynamic mode: most user turns; 0 or less means Yao's default, 20"),
    runs: z.number().int().min(1).optional().describe("This case's number of runs (agentci)"),
    threshold: ThresholdSchema.optional().describe(
      'This case\'s minimum pass rate, 0–1 or "80%"; makes it a hard gate (agentci)',
    ),
    tags: z.array(z.string().min(1)).optional().describe('Labels shown in reports (agentci)'),
  })
  .describe(
    'One line of a Yao JSONL test file: one case (agentci reads the same file as Yao does).',
  )
  .meta({ $id: schemaId('jsonl-case') });
export type YaoCaseLine = z.infer<typeof YaoCaseLineSchema>;
