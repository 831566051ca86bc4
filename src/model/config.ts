import { z } from 'zod';
import {
  JudgeConfigSchema,
  ModelConfigSchema,
  RateLimitSchema,
  SimulatorConfigSchema,
  SimulatorNameSchema,
} from './model-config.js';
import { DurationSchema, RatioSchema } from './units.js';

// Moved to units.ts (model-config.ts needs them too); re-exported so existing imports keep working.
export {
  DURATION_WORDS,
  DurationSchema,
  RATIO_WORDS,
  RatioSchema,
  parseDuration,
  parseRatio,
} from './units.js';

const EnvMapSchema = z.record(z.string(), z.string());

/** `agent: {command: …}`: one process per attempt (or one per worker with `mode: session`). */
export const CommandAgentSchema = z.strictObject({
  command: z.union([z.string().min(1), z.array(z.string()).min(1)]),
  cwd: z.string().optional(),
  env: EnvMapSchema.optional(),
  mode: z.enum(['process', 'session']).default('process'),
  /** How stdout is read: `auto` tries JSON `{output,…}` then falls back to text. */
  output: z.enum(['auto', 'text', 'json']).default('auto'),
});

/** `agent: {url: …}`: POST per attempt. */
export const HttpAgentSchema = z.strictObject({
  url: z.url(),
  method: z.enum(['POST', 'PUT']).default('POST'),
  headers: EnvMapSchema.optional(),
  /** `openai` = chat-completions request/response; `template` = `body` with placeholders. */
  format: z.enum(['openai', 'template']).optional(),
  model: z.string().optional(),
  body: z.unknown().optional(),
  /** JSON path of the output in the response body (template format), e.g. `$.answer`. */
  output_path: z.string().optional(),
  tool_calls_path: z.string().optional(),
  /** Retries after faults; rate limits (429, 529, 503 + Retry-After) are retried until the attempt's deadline. */
  retries: z.number().int().min(0).max(10).default(3),
  /**
   * The agent's calls are safe to send twice: then a reset connection and 500/502/503/504 are
   * retried too. Without it only errors before the agent received the request are retried.
   */
  idempotent: z.boolean().optional(),
  /** The endpoint's quota: calls are paced to it (tokens from the reply's `usage`). */
  rate_limit: RateLimitSchema.optional(),
});

/** `agent: {module: …}`: a JS module exporting `run(input, ctx)`, called in-process. */
export const ModuleAgentSchema = z.strictObject({
  module: z.string().min(1),
  export: z.string().default('run'),
});

/** `agent: {harness: …}`: the built-in loop; its fields are validated by the harness. */
export const HarnessAgentSchema = z.strictObject({
  harness: z.record(z.string(), z.unknown()),
});

export const AgentConfigSchema = z.union([
  CommandAgentSchema,
  HttpAgentSchema,
  ModuleAgentSchema,
  HarnessAgentSchema,
]);
export type AgentConfig = z.infer<typeof AgentConfigSchema>;
export type CommandAgentConfig = z.infer<typeof CommandAgentSchema>;
export type HttpAgentConfig = z.infer<typeof HttpAgentSchema>;
export type ModuleAgentConfig = z.infer<typeof ModuleAgentSchema>;

/** `agentci.yaml`. Paths inside are relative to the file's folder. */
/** Names of `agents:` and `connectors:` entries: Yao ids such as `tests.generator` or `gpt4o`. */
export const AgentNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits, _, ., : and -');

export const ConfigSchema = z.strictObject({
  agent: AgentConfigSchema.optional(),
  /**
   * Agents by Yao id: `-n <id>` tests one of them instead of `agent:`; `-r <id>` (reporter) and
   * `-i agents:<id>` (case generator) call one, as Yao's `yao agent test` does with assistants.
   */
  agents: z.record(AgentNameSchema, AgentConfigSchema).optional(),
  /**
   * Models by Yao connector id: `-c <id>` replaces the model of the harness agent under test
   * (Yao's connector override); other agent kinds receive the id as `options.connector`.
   */
  connectors: z.record(AgentNameSchema, ModelConfigSchema).optional(),
  suites: z.array(z.string()).optional(),
  /** Runs per case, or `auto` (adaptive: min_runs, more for borderline cases, up to max_runs). */
  runs: z.union([z.number().int().positive(), z.literal('auto')]).optional(),
  /** skilltest's `max_turns`: the assistant-turn cap of `user:` cases without their own (default 8). */
  max_turns: z.number().int().positive().optional(),
  min_runs: z.number().int().positive().optional(),
  max_runs: z.number().int().positive().optional(),
  /** Budgets for the whole run: no new attempt starts once spent. */
  max_cost: z.number().positive().optional(),
  max_tokens: z.number().int().positive().optional(),
  parallel: z.number().int().positive().optional(),
  /** Per attempt: a Go duration (`30s`, `2m30s`, `500ms`) or a number of seconds. */
  timeout: DurationSchema.optional(),
  threshold: RatioSchema.optional(),
  case_threshold: RatioSchema.optional(),
  user: z.string().optional(),
  team: z.string().optional(),
  locale: z.string().optional(),
  ctx: z.string().optional(),
  /** Judge model for `agent` assertions, skilltest evals, `done_when` and the default simulated user. */
  judge: JudgeConfigSchema.optional(),
  /** Simulated users by name, for Yao's `simulator.use` (see model-config.ts). */
  simulators: z.record(SimulatorNameSchema, SimulatorConfigSchema).optional(),
  /**
   * Yao script tests: stubs for `Process(name, …args)`, by process name (compared
   * case-insensitively): `"<module file>#<export>"` relative to this file, or without `#` the
   * module's default export. A process not listed fails the test that calls it.
   */
  processes: z
    .record(
      z.string().min(1),
      z
        .string()
        .regex(
          /^[^#]+(#[A-Za-z_$][\w$]*)?$/,
          'expected "<module file>#<export>", e.g. "stubs/models.ts#findUser"',
        ),
    )
    .optional(),
  /** MCP servers by name (thinkingbox scenarios, mocks proxy). */
  servers: z.record(z.string(), z.unknown()).optional(),
  templates: z.string().optional(),
  /** Quarantine file: YAML list of {id, suite?, reason, expires}; those cases never gate. */
  quarantine: z.string().optional(),
  /**
   * Environment variables whose values are secrets: masked as `***` in every output, in addition to
   * the model keys and `${VAR}` headers the config names and the variables whose names say
   * KEY/TOKEN/SECRET/PASSWORD/CREDENTIAL. Names, not values: this file is committed.
   */
  mask: z
    .array(
      z
        .string()
        .regex(
          /^[A-Za-z_][A-Za-z0-9_]*$/,
          'expected the name of an environment variable (the value is read from the environment)',
        ),
    )
    .optional(),
});
export type Config = z.infer<typeof ConfigSchema>;
