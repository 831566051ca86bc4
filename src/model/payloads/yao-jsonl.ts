import { z } from 'zod';

/** The payload of a Yao JSONL case: what the case's before/after hooks see of it. */
export const YaoJsonlPayloadSchema = z.object({
  /**
   * `assert` as written in the line (script_hooks.go buildHookArgs passes tc.Assert), kept only
   * for cases with hooks; the normalised assertions are the case's `assert`.
   */
  hook_assert: z.unknown().optional(),
  /**
   * Why the line's `input` cannot become messages (Yao's ParseInputWithOptions error, or what
   * agentci cannot send): the case errors with it when it runs, as runner.go runSingleTest does.
   */
  input_error: z.string().optional(),
  /** The `input` as written when it could not become messages (the hooks' testCase shows it). */
  written_input: z.unknown().optional(),
});
export type YaoJsonlPayload = z.output<typeof YaoJsonlPayloadSchema>;
