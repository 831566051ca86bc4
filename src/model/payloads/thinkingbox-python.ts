import { z } from 'zod';

/*
 * The payload of a thinkingbox Python case: the seed's TestCase after hydration (hydrator.py),
 * plus what the scenario and the dataset add. The loader (src/formats/thinkingbox/load.ts) builds
 * it; the target, the judge and dump-tests read it.
 */

/** One entry of a scenario's `tools:` (thinkingbox's ToolDefOverride). */
export const ToolOverrideSchema = z.object({
  name: z.string(),
  override_description: z.string().nullable().optional(),
  override_arg_description: z.record(z.string(), z.string()).nullable().optional(),
  direct_response: z.string().nullable().optional(),
  is_end_turn: z.boolean().default(false),
});
export type ToolOverride = z.output<typeof ToolOverrideSchema>;

/** A fixture (thinkingbox's FixtureConfig): `type` is a dotted path, the other keys its arguments. */
export const FixtureSchema = z.looseObject({ type: z.string() });

/** `agent/<name>.yaml` (thinkingbox's AgentConfig): the agent's system prompt and builtin tools. */
export const AgentFileSchema = z.object({
  system_instructions: z.string(),
  builtin_tools: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      input_schema: z.record(z.string(), z.unknown()),
      direct_response: z.string().nullable().optional(),
      is_end_turn: z.boolean().default(false),
    }),
  ),
});
export type AgentFile = z.output<typeof AgentFileSchema>;

/** A hydrated case: the TestCase plus what the scenario adds. */
export const TbCaseSchema = z.object({
  uid: z.string(),
  test_code: z.string(),
  scenario: z.string().optional(),
  query: z.string().optional(),
  user_context: z.string().optional(),
  bot_instructions: z.string().optional(),
  max_user_sim_turns: z.number().int(),
  max_agent_sim_turns: z.number().int().min(0).nullable(),
  tags: z.array(z.string()),
  init: z.record(z.string(), z.unknown()).optional(),
  history: z.array(z.looseObject({ role: z.string() })).optional(),
  /** The history's tool calls, replayed against the servers before the conversation. */
  history_tool_calls: z
    .array(z.object({ name: z.string(), arguments: z.record(z.string(), z.unknown()) }))
    .default([]),
  format_query: z.unknown().optional(),
  world_state: z.record(z.string(), z.unknown()),
  /** The servers to start for the agent: world_state's keys. */
  servers: z.array(z.string()),
  /** The scenario's `tools:`: what the agent sees of the servers' (and agent's builtin) tools. */
  tools: z.array(ToolOverrideSchema).optional(),
  /** `agent/<name>.yaml` of the dataset, when it has one. */
  agent: AgentFileSchema.optional(),
  scenario_metadata: z.record(z.string(), z.unknown()).default({}),
  /**
   * The fixtures a test function may take (hydrator.py: conftest.yaml files from test_case/ down
   * to the file's folder, then the scenario's `fixtures:`, later ones replacing earlier ones).
   */
  fixtures: z.record(z.string(), FixtureSchema).default({}),
  /** Absolute path of the test file (tracebacks name it). */
  file: z.string(),
  function: z.string(),
  params: z.array(z.string()),
});
export type TbCase = z.output<typeof TbCaseSchema>;
