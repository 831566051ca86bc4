import { z } from 'zod';
import { schemaId } from './schema-id.js';
import {
  JudgeConfigSchema,
  ModelConfigSchema,
  RateLimitSchema,
  SimulatorConfigSchema,
  SimulatorNameSchema,
} from './model-config.js';
import { DurationSchema, RatioSchema } from '../lib/units.js';
import { EnvironmentFaultsConfigSchema } from './environment-fault.js';

// Moved to units.ts (model-config.ts needs them too); re-exported so existing imports keep working.
export {
  DURATION_WORDS,
  DurationSchema,
  RATIO_WORDS,
  RatioSchema,
  parseDuration,
  parseRatio,
} from '../lib/units.js';

const EnvMapSchema = z.record(z.string(), z.string());

/** `min_pass_hat_k: {k: 3, rate: 0.9}` as written (the rate also as `"90%"`). */
export const MinPassHatKConfigSchema = z.strictObject({
  k: z.number().int().min(1).max(1000).describe('How many runs in a row must all pass'),
  rate: RatioSchema.describe('The least pass^k each case must reach, 0–1 or `"90%"`'),
});

/**
 * Tracing of a command, HTTP or module agent (src/trace/): agentci receives its OpenTelemetry
 * spans over OTLP/HTTP and reads its tool calls and token usage from them (docs/tracing.md).
 */
const TRACE_FIELDS = {
  trace: z
    .enum(['otlp', 'off'])
    .optional()
    .describe(
      "`otlp`: receive the agent's OpenTelemetry spans (OTLP/HTTP on 127.0.0.1) and read its tool calls and token usage from them; each attempt gets its own trace context. `--trace` / `--no-trace` and the action input `trace` override it",
    ),
  trace_flush: DurationSchema.optional().describe(
    "With `trace: otlp`: how long an attempt waits for the agent's spans after it finished, when they have not all arrived (default 2s; `--trace-flush`)",
  ),
  trace_port: z
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe(
      'With `trace: otlp`: the port of the OTLP receiver on 127.0.0.1 (default: a free port, given to the agent in OTEL_EXPORTER_OTLP_ENDPOINT); fix it for an agent started before the run',
    ),
};

/** `agent: {command: …}`: one process per attempt (or one per worker with `mode: session`). */
export const CommandAgentSchema = z.strictObject({
  command: z
    .union([z.string().min(1), z.array(z.string()).min(1)])
    .describe(
      'The agent command. A string runs through `/bin/sh -c` (quoting, pipes, `$VAR` as in a shell); a list (`[node, agent.js]`) is started as it is, without a shell',
    ),
  cwd: z
    .string()
    .optional()
    .describe("Working directory of the agent (default: the config file's folder)"),
  env: EnvMapSchema.optional().describe('Extra environment variables for the agent'),
  mode: z
    .enum(['process', 'session'])
    .default('process')
    .describe(
      '`process`: one process per attempt, the case JSON on stdin. `session`: one process per worker stays alive and speaks JSON lines (one request line in, one reply line out)',
    ),
  output: z
    .enum(['auto', 'text', 'json'])
    .default('auto')
    .describe(
      'How stdout is read: `json` = `{"output", "messages"?, "tool_calls"?, "usage"?}`, `text` = the answer as text, `auto` tries JSON then falls back to text',
    ),
  ...TRACE_FIELDS,
});

/** `agent: {url: …}`: POST per attempt. */
export const HttpAgentSchema = z.strictObject({
  url: z
    .url()
    .describe(
      'The endpoint every attempt is POSTed to. `openai` format: the full chat-completions URL (`https://api.openai.com/v1/chat/completions`); a base URL ending in `/v1` gets `/chat/completions` added. `${VAR}` is expanded from the environment (and masked)',
    ),
  method: z.enum(['POST', 'PUT']).default('POST').describe('HTTP method of each request'),
  headers: EnvMapSchema.optional().describe(
    'Request headers; `${VAR}` is expanded from the environment and the value masked in every output',
  ),
  format: z
    .enum(['openai', 'template'])
    .optional()
    .describe(
      '`openai` (default): an OpenAI chat-completions request and response. `template`: posts `body` with `{{messages}}`, `{{input}}`, `{{id}}`, `{{run}}`, `{{env}}`, `{{metadata}}`, `{{env.user}}`, `{{skill}}`, `{{options}}` placeholders and reads `output_path`',
    ),
  model: z
    .string()
    .min(1)
    .optional()
    .describe(
      '`model` of the chat-completions request (default `agentci`); `--agent-model` sets it for `--agent-url`',
    ),
  metadata: z
    .boolean()
    .optional()
    .describe(
      "`openai` format: also send agentci's `user` (the case's user id) and `metadata: {case_id, run}` (strings, as OpenAI defines metadata). Off by default: only standard chat-completions fields are sent",
    ),
  body: z.unknown().optional().describe('Request body of the `template` format, with placeholders'),
  output_path: z
    .string()
    .optional()
    .describe('JSON path of the output in the response body (template format), e.g. `$.answer`'),
  tool_calls_path: z
    .string()
    .optional()
    .describe("JSON path of the agent's tool calls in the response body (template format)"),
  retries: z
    .number()
    .int()
    .min(0)
    .max(10)
    .default(3)
    .describe(
      "Retries after faults, with exponential backoff; rate limits (429, 529, 503 + Retry-After) are retried until the attempt's deadline",
    ),
  idempotent: z
    .boolean()
    .optional()
    .describe(
      "The agent's calls are safe to send twice: then a reset connection and 500/502/503/504 are retried too. Without it only errors before the agent received the request (refused connection, DNS, 408) are retried",
    ),
  rate_limit: RateLimitSchema.optional().describe(
    "The endpoint's quota: calls are paced to it (tokens from the reply's `usage`)",
  ),
  ...TRACE_FIELDS,
});

/** `agent: {module: …}`: a JS module exporting `run(input, ctx)`, called in-process. */
export const ModuleAgentSchema = z.strictObject({
  module: z
    .string()
    .min(1)
    .describe('A JS module (relative to the config file) whose export is called in-process'),
  export: z
    .string()
    .default('run')
    .describe('Name of the exported function, called as `run(input, ctx)`'),
  ...TRACE_FIELDS,
});

/** `agent: {harness: …}`: the built-in loop; its fields are validated by the harness. */
export const HarnessAgentSchema = z.strictObject({
  harness: z
    .record(z.string(), z.unknown())
    .describe('The built-in agent loop: a model, a system prompt or skill, MCP tools'),
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

export const ConfigSchema = z
  .strictObject({
    agent: AgentConfigSchema.optional().describe(
      'The agent under test: a command, an HTTP endpoint, a JS module or the built-in harness (`--agent`, `--agent-url`, `--agent-module` and the action input `agent` override it)',
    ),
    agents: z
      .record(AgentNameSchema, AgentConfigSchema)
      .optional()
      .describe(
        "Agents by Yao id: `-n <id>` tests one of them instead of `agent:`; `-r <id>` (reporter) and `-i agents:<id>` (case generator) call one, as Yao's `yao agent test` does with assistants",
      ),
    connectors: z
      .record(AgentNameSchema, ModelConfigSchema)
      .optional()
      .describe(
        "Models by Yao connector id: `-c <id>` replaces the model of the harness agent under test (Yao's connector override); other agent kinds receive the id as `options.connector`",
      ),
    suites: z
      .array(z.string())
      .optional()
      .describe('Suite files, folders or globs, used when no paths are given'),
    runs: z
      .union([z.number().int().positive(), z.literal('auto')])
      .optional()
      .describe(
        'Runs per case, or `auto` (adaptive: `min_runs` each, more for borderline cases, up to `max_runs`). Default 1 in the CLI, 3 in the action; `--runs` and the action input override it',
      ),
    max_turns: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "skilltest's `max_turns`: the assistant-turn cap of `user:` cases without their own (default 8; `agentci skilltest run --max-turns` overrides it)",
      ),
    min_runs: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'With `runs: auto`: the runs every case gets first, and the batch size of extra runs (default 3); also the fewest runs of evidence a case needs to pass or be compared with the base branch (with a fixed `runs`: 3, or all its runs when fewer)',
      ),
    max_runs: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'With `runs: auto`: the most runs a borderline case gets before it is `inconclusive` (default 10)',
      ),
    max_cost: z
      .number()
      .positive()
      .optional()
      .describe(
        'Budget for the whole run in USD (agent, judge and simulated users): no new attempt starts once spent; the rest are skipped',
      ),
    max_tokens: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('Token budget for the whole run (input + output tokens), like `max_cost`'),
    parallel: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "Attempts running at once (default 4, in every format; a script file's tests run one after another in its worker; `agentci yao` runs one at a time, as Yao does)",
      ),
    timeout: DurationSchema.optional().describe(
      'Per attempt: a Go duration (`30s`, `2m30s`, `500ms`) or a number of seconds (default 5m; Yao script tests 30s)',
    ),
    threshold: RatioSchema.optional().describe(
      'Share of cases that must meet their threshold, 0–1 or `"90%"` (default 1: every case)',
    ),
    min_pass_hat_k: MinPassHatKConfigSchema.optional().describe(
      "A gate on reliability: every case's pass^k (all k of k runs pass, estimated from its runs) must reach `rate`, e.g. `{k: 3, rate: 0.9}`; the action input and `--min-pass-hat-k` override it",
    ),
    case_threshold: RatioSchema.optional().describe(
      'Each case\'s minimum pass rate over its runs, 0–1 or `"80%"` (default 1: every run); a case\'s own `threshold` wins',
    ),
    user: z
      .string()
      .optional()
      .describe('Test user id of every case (default `test-user`; `-u` wins)'),
    team: z
      .string()
      .optional()
      .describe('Test team id of every case (default `test-team`; `-t` wins)'),
    locale: z
      .string()
      .optional()
      .describe('Locale of every case (default `en-us`; `--locale` wins)'),
    ctx: z
      .string()
      .optional()
      .describe(
        'A Yao context JSON file (`authorized.user_id/team_id`, `metadata`, `client`, `locale`, `referer`), like `--ctx`',
      ),
    judge: JudgeConfigSchema.optional().describe(
      "Judge model for `agent` assertions, skilltest evals, `done_when`, thinkingbox's `Judge` and the default simulated user",
    ),
    environment_faults: EnvironmentFaultsConfigSchema.optional().describe(
      "Which failures are the model provider's, not the agent's (`add`, `remove`, `builtin`): a failed attempt matching one is waited out on the agent's limiter and asked again, never graded (docs/environment-faults.md)",
    ),
    simulators: z
      .record(SimulatorNameSchema, SimulatorConfigSchema)
      .optional()
      .describe(
        "Simulated users by name, for Yao's `simulator.use`; an entry named `default` replaces the judge-backed default",
      ),
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
      .optional()
      .describe(
        'Yao script tests: stubs for `Process(name, …args)`, by process name (compared case-insensitively): `"<module file>#<export>"` relative to this file, or without `#` the default export. A process not listed fails the test that calls it',
      ),
    servers: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        'MCP servers by name, started per attempt: thinkingbox scenarios (`world_state` keys) and the mocks proxy that serves tools to any agent',
      ),
    servers_file: z
      .string()
      .optional()
      .describe(
        "A thinkingbox servers.yaml (the session proxy's `tb mcp-start --servers` file), relative to this file: its `mcp-process` servers start the scenarios' `world_state` servers as thinkingbox starts them; `servers:` entries of the same name win",
      ),
    templates: z
      .string()
      .optional()
      .describe(
        'Folder of Handlebars templates overriding summary.md.hbs, comment.md.hbs, report.html.hbs (a missing one falls back)',
      ),
    quarantine: z
      .string()
      .optional()
      .describe(
        'Quarantine file: a YAML list of `{id, suite?, reason, expires}`; those cases run and are reported but never gate until they expire',
      ),
    mask: z
      .array(
        z
          .string()
          .regex(
            /^[A-Za-z_][A-Za-z0-9_]*$/,
            'expected the name of an environment variable (the value is read from the environment)',
          ),
      )
      .optional()
      .describe(
        'Environment variables whose values are secrets: masked as `***` in every output, in addition to the model keys and `${VAR}` headers the config names, the variables whose names say KEY/TOKEN/SECRET/PASSWORD/CREDENTIAL/WEBHOOK/PASS/AUTH/DSN and the values that look like credentials (docs/secrets.md). Names, not values: this file is committed',
      ),
  })
  .describe(
    'agentci.yaml: the agent under test, the suites, runs, thresholds and outputs (paths relative to its folder).',
  )
  .meta({ $id: schemaId('config') });
export type Config = z.infer<typeof ConfigSchema>;
