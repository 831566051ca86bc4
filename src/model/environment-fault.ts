import { z } from 'zod';

/*
 * Environment faults: a failed attempt whose agent was refused by its model provider (a rate
 * limit, a spent quota, an overloaded or failing server, a dropped connection) says nothing about
 * the agent. The patterns that recognise them are data (src/net/provider-faults.ts holds the
 * built-in table; `environment_faults:` in agentci.yaml adds and removes entries); these are their
 * shapes, and the shapes the report keeps of what they found (docs/environment-faults.md).
 */

/** What went wrong at the provider, from most to least specific. */
export const FAULT_KINDS = [
  'rate_limit',
  'quota',
  'overloaded',
  'server_error',
  'connection',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const FaultKindSchema = z
  .enum(FAULT_KINDS)
  .describe(
    '`rate_limit`: 429 / RateLimitError / RESOURCE_EXHAUSTED; `quota`: the account ran out (insufficient_quota); `overloaded`: 529 / 503 / overloaded_error; `server_error`: another 5xx from the provider; `connection`: the connection to the provider failed or timed out.',
  );

/** One entry of the table: text a provider's SDK prints when a call failed for this reason. */
export const FaultPatternSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]*$/, 'lower-case letters, digits, `.`, `_` and `-`')
      .describe('A name for the pattern (reports count faults by it; `remove` names it)'),
    kind: FaultKindSchema,
    pattern: z
      .string()
      .min(1)
      .describe(
        'An RE2 regular expression (`(?i)` for case-insensitive), searched in the stderr, the error and, when the output is nothing but an error, the output of a failed attempt',
      ),
    source: z
      .string()
      .min(1)
      .optional()
      .describe('Where the text comes from (an SDK file, a service): for people reading the table'),
    example: z
      .string()
      .optional()
      .describe('A real message the pattern must match (checked when the table is loaded)'),
  })
  .describe('A provider fault: text an SDK prints when a model call failed for this reason.');
export type FaultPattern = z.infer<typeof FaultPatternSchema>;

/** `environment_faults:` in agentci.yaml. */
export const EnvironmentFaultsConfigSchema = z
  .strictObject({
    add: z
      .array(FaultPatternSchema)
      .optional()
      .describe(
        'Patterns added before the built-in ones (the first that matches decides the kind); an `id` equal to a built-in one replaces it',
      ),
    remove: z
      .array(z.string().min(1))
      .optional()
      .describe(
        'Ids of built-in patterns to leave out (docs/environment-fault-patterns.md lists them)',
      ),
    builtin: z
      .boolean()
      .optional()
      .describe('`false`: use only the patterns under `add` (default true)'),
  })
  .describe(
    "Which failures are the provider's, not the agent's: an attempt that failed with one of these is waited out on the agent's rate limiter and asked again until its deadline, never graded (docs/environment-faults.md).",
  );
export type EnvironmentFaultsConfig = z.infer<typeof EnvironmentFaultsConfigSchema>;

/** What an attempt kept of the environment faults it hit (one entry per pattern). */
export const AttemptFaultSchema = z
  .object({
    kind: FaultKindSchema,
    pattern: z.string().describe('The id of the pattern that matched.'),
    times: z
      .number()
      .int()
      .positive()
      .describe('How many of the attempt’s tries failed with it (each one was not graded).'),
    text: z.string().describe('The text it matched, as the agent printed it (cut short).'),
  })
  .describe('An environment fault an attempt hit: the agent was asked again instead of graded.');
export type AttemptFault = z.infer<typeof AttemptFaultSchema>;

const count = (what: string) => z.number().int().nonnegative().describe(what);

/** Environment faults of one kind over a run. */
export const FaultCountSchema = z.object({
  kind: FaultKindSchema,
  attempts: count('Attempts that hit it at least once.'),
  faults: count('Tries that failed with it (none of them graded).'),
  lost: count('Attempts still failing with it at their deadline (left out of comparisons).'),
});
export type FaultCount = z.infer<typeof FaultCountSchema>;

/** The run's environment faults: what was asked again instead of counted against the agent. */
export const FaultSummarySchema = z
  .object({
    attempts: count('Attempts that hit an environment fault at least once.'),
    faults: count('Tries that failed with one: each was asked again, none was graded.'),
    lost: count(
      'Attempts still failing with one at their deadline: errors with a `cause`, left out of comparisons.',
    ),
    by_kind: z.array(FaultCountSchema).describe('The same, per kind, in FAULT_KINDS order.'),
  })
  .describe(
    'Environment faults in agents agentci does not wrap (matched in stderr, errors and error outputs): asked again instead of graded.',
  );
export type FaultSummary = z.infer<typeof FaultSummarySchema>;
