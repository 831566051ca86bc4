import { z } from 'zod';

/** The payload of a skilltest case: the skill it is about (`skill:`, resolved at load). */
export const SkilltestPayloadSchema = z.object({
  /** Absolute path of the skill folder (it holds SKILL.md; the loader checked). */
  skill: z.string().min(1),
});
export type SkilltestPayload = z.output<typeof SkilltestPayloadSchema>;
