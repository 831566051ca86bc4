import { z } from 'zod';

/** "30s", "5m", "1h", "250ms" or a bare number of milliseconds. */
export const DurationSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d+(\.\d+)?\s*(ms|s|m|h)$/, 'a duration like "30s", "5m", "1h" or "250ms"'),
]);

/** A ratio 0–1, or a percentage written "80%". */
export const RatioSchema = z.union([
  z.number().min(0).max(1),
  z.string().regex(/^\d+(\.\d+)?%$/, 'a ratio 0–1 or a percentage like "80%"'),
]);

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
  retries: z.number().int().min(0).max(10).default(3),
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
export const ConfigSchema = z.strictObject({
  agent: AgentConfigSchema.optional(),
  suites: z.array(z.string()).optional(),
  runs: z.number().int().positive().optional(),
  parallel: z.number().int().positive().optional(),
  timeout: DurationSchema.optional(),
  threshold: RatioSchema.optional(),
  case_threshold: RatioSchema.optional(),
  user: z.string().optional(),
  team: z.string().optional(),
  locale: z.string().optional(),
  ctx: z.string().optional(),
  /** Judge model for `agent` assertions and skilltest evals (see the harness). */
  judge: z.record(z.string(), z.unknown()).optional(),
  /** MCP servers by name (thinkingbox scenarios, mocks proxy). */
  servers: z.record(z.string(), z.unknown()).optional(),
  templates: z.string().optional(),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Parses a duration string to milliseconds. */
export function parseDuration(d: z.infer<typeof DurationSchema>): number {
  if (typeof d === 'number') return d;
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(d.trim());
  if (!m) throw new Error(`not a duration: ${JSON.stringify(d)} (expected e.g. "30s", "5m")`);
  const n = Number(m[1]);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'ms' | 's' | 'm' | 'h'];
  return Math.round(n * unit);
}

/** Parses a ratio: 0.8, "0.8" or "80%". */
export function parseRatio(r: number | string): number {
  const s = typeof r === 'number' ? '' : r.trim();
  const v = typeof r === 'number' ? r : s.endsWith('%') ? Number(s.slice(0, -1)) / 100 : Number(s);
  if (!Number.isFinite(v) || v < 0 || v > 1)
    throw new Error(`not a ratio: ${JSON.stringify(r)} (expected 0–1 or a percentage like "80%")`);
  return v;
}
