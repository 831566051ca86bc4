import { z } from 'zod';

/** Where a script test lives and what it tests. */
export const ScriptRefSchema = z.object({
  /** `scripts.expense.setup` (also derived for a test file named by path). */
  scriptId: z.string(),
  /** The assistant id the tests see as `ctx.AssistantID`, e.g. `expense` or `workers.keyword`. */
  assistantId: z.string(),
  module: z.string(),
  /** The test file, relative to cwd with forward slashes. */
  testFile: z.string(),
});
export type ScriptRef = z.output<typeof ScriptRefSchema>;

/** The payload of a Yao script-test case: one test function of a `*_test.ts` file. */
export const ScriptPayloadSchema = z.object({
  script: ScriptRefSchema,
  /** The function name as written (also the case id). */
  function: z.string(),
  /** The file calls `t.assert.Agent` (the run then needs the judge model, when configured). */
  usesAgent: z.boolean().optional(),
});
export type ScriptPayload = z.output<typeof ScriptPayloadSchema>;
