import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DurationSchema, RatioSchema, parseDuration, parseRatio } from '../model/config.js';
import { Agent, type AgentRunResult } from '../harness/agent.js';
import { McpServerConfigSchema, McpToolset } from '../harness/mcp.js';
import { AnthropicChatModel } from '../harness/models/anthropic.js';
import { maskSecrets } from '../harness/models/http.js';
import { OpenAIChatModel } from '../harness/models/openai.js';
import {
  ScriptedModel,
  ScriptedReplySchema,
  ScriptedRuleSchema,
} from '../harness/models/scripted.js';
import { ModelPriceSchema, mergePrices } from '../harness/pricing.js';
import { chatText, fromCommonMessage, toCommonMessage, type ChatModel } from '../harness/types.js';
import {
  AttemptFailure,
  type Target,
  type TargetContext,
  type TargetReply,
  type TargetRequest,
} from './target.js';

const HttpModelFields = {
  model: z.string().min(1),
  base_url: z.url().optional(),
  /** The NAME of the environment variable holding the key (never the key itself). */
  api_key_env: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name like OPENAI_API_KEY')
    .optional(),
  stream: z.boolean().default(false),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().positive().optional(),
  timeout: DurationSchema.optional(),
  max_retries: z.number().int().min(0).max(10).default(3),
};

export const HarnessModelSchema = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('openai'), ...HttpModelFields }),
  z.strictObject({ provider: z.literal('anthropic'), ...HttpModelFields }),
  z.strictObject({
    provider: z.literal('scripted'),
    model: z.string().default('scripted'),
    replies: z.array(ScriptedReplySchema).min(1).optional(),
    on_exhausted: z.enum(['repeat', 'error']).default('repeat'),
    rules: z.array(ScriptedRuleSchema).optional(),
    default: ScriptedReplySchema.optional(),
  }),
]);

/** `agent: {harness: …}` in agentci.yaml. */
export const HarnessConfigSchema = z
  .strictObject({
    model: HarnessModelSchema,
    system: z.string().optional(),
    system_file: z.string().optional(),
    /** A skill folder: its SKILL.md (front matter removed) becomes the system prompt. */
    skill: z.string().optional(),
    mcp: z
      .record(
        z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and -'),
        McpServerConfigSchema,
      )
      .optional(),
    max_iterations: z.number().int().positive().default(200),
    compaction: z
      .strictObject({
        context_limit: z.number().int().positive(),
        threshold_ratio: RatioSchema.default(0.8),
        auto: z.boolean().default(true),
      })
      .optional(),
    tool_output_cache: z.strictObject({ max_bytes: z.number().int().positive() }).optional(),
    tool_timeout: DurationSchema.optional(),
    prices: z.record(z.string(), ModelPriceSchema).optional(),
  })
  .refine((c) => [c.system, c.system_file, c.skill].filter((v) => v !== undefined).length <= 1, {
    message: 'give at most one of system, system_file, skill',
  });
export type HarnessConfig = z.output<typeof HarnessConfigSchema>;

function formatIssues(err: z.ZodError): string {
  return err.issues
    .map((i) => `agent.harness${i.path.length ? '.' + i.path.join('.') : ''}: ${i.message}`)
    .join('\n');
}

async function loadSystemPrompt(cfg: HarnessConfig, baseDir: string): Promise<string | undefined> {
  if (cfg.system !== undefined) return cfg.system;
  const file =
    cfg.system_file ?? (cfg.skill !== undefined ? path.join(cfg.skill, 'SKILL.md') : undefined);
  if (file === undefined) return undefined;
  const abs = path.resolve(baseDir, file);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (e) {
    const field = cfg.system_file !== undefined ? 'system_file' : 'skill';
    throw new Error(
      `agent.harness.${field}: cannot read ${abs}: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
  // SKILL.md front matter is metadata for skill loaders, not instructions.
  return cfg.skill !== undefined
    ? text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '').trim()
    : text;
}

function makeModelFactory(
  cfg: HarnessConfig,
  ctx: TargetContext,
): { make: () => ChatModel; secrets: string[]; description: string } {
  const m = cfg.model;
  if (m.provider === 'scripted') {
    const { provider: _p, ...scripted } = m;
    // Validate now so a bad script fails at start, not in every attempt.
    new ScriptedModel(scripted);
    return {
      make: () => new ScriptedModel(scripted),
      secrets: [],
      description: `harness (scripted)`,
    };
  }
  const envName =
    m.api_key_env ?? (m.provider === 'openai' ? 'OPENAI_API_KEY' : 'ANTHROPIC_API_KEY');
  const apiKey = ctx.env[envName];
  // A custom base_url (Ollama, vLLM) may need no key; the official endpoints do.
  if (!apiKey && (m.api_key_env !== undefined || m.base_url === undefined))
    throw new Error(
      `agent.harness.model.api_key_env: the environment variable ${envName} is not set`,
    );
  const http = {
    maxRetries: m.max_retries,
    ...(m.timeout !== undefined ? { timeoutMs: parseDuration(m.timeout) } : {}),
  };
  const common = {
    model: m.model,
    apiKey,
    baseUrl: m.base_url,
    stream: m.stream,
    temperature: m.temperature,
    maxTokens: m.max_tokens,
    http,
  };
  const make = () =>
    m.provider === 'openai' ? new OpenAIChatModel(common) : new AnthropicChatModel(common);
  return {
    make,
    secrets: apiKey ? [apiKey] : [],
    description: `harness (${m.provider} ${m.model}${m.base_url ? ` at ${m.base_url}` : ''})`,
  };
}

function toReply(res: AgentRunResult): TargetReply {
  return {
    output: res.output,
    messages: res.messages.map(toCommonMessage),
    tool_calls: res.toolCalls.map((c) => ({
      id: c.id,
      name: c.name,
      arguments: c.arguments,
      result: typeof c.result === 'string' ? c.result : chatText(c.result),
      is_error: c.is_error,
      ...(c.server ? { server: c.server } : {}),
    })),
    events: res.events,
    usage: {
      input_tokens: res.usage.input_tokens,
      output_tokens: res.usage.output_tokens,
      cached_tokens: res.usage.cached_tokens,
      ...(res.usage.cost_usd !== undefined ? { cost_usd: res.usage.cost_usd } : {}),
    },
    finish_reason: res.finishReason,
  };
}

/**
 * The `harness` target: runs each attempt through the built-in agent loop with the configured
 * model and MCP servers (started per attempt so no state leaks between attempts, and stopped
 * when it ends).
 */
export async function createHarnessTarget(config: unknown, ctx: TargetContext): Promise<Target> {
  const parsed = HarnessConfigSchema.safeParse(config);
  if (!parsed.success)
    throw new Error(`invalid harness agent config:\n${formatIssues(parsed.error)}`);
  const cfg = parsed.data;
  const systemPrompt = await loadSystemPrompt(cfg, ctx.baseDir);
  const { make, secrets, description } = makeModelFactory(cfg, ctx);
  const prices = mergePrices(cfg.prices);
  const mask = (s: string) => maskSecrets(s, secrets);
  const mcpServers = Object.fromEntries(
    Object.entries(cfg.mcp ?? {}).map(([name, s]) => [
      name,
      { ...s, cwd: s.cwd !== undefined ? path.resolve(ctx.baseDir, s.cwd) : ctx.baseDir },
    ]),
  );

  return {
    kind: 'harness',
    description,
    async close() {
      // MCP servers live per attempt; nothing long-lived to release.
    },
    async run(req: TargetRequest): Promise<TargetReply> {
      let toolset: McpToolset | undefined;
      try {
        if (Object.keys(mcpServers).length > 0)
          toolset = await McpToolset.connect(mcpServers, {
            env: ctx.env,
            cwd: ctx.baseDir,
            log: ctx.log,
            ...(cfg.tool_timeout !== undefined
              ? { callTimeoutMs: parseDuration(cfg.tool_timeout) }
              : {}),
          });
        const agent = new Agent({
          model: make(),
          tools: toolset?.tools ?? [],
          systemPrompt,
          maxIterations: cfg.max_iterations,
          prices,
          ...(cfg.tool_output_cache
            ? { toolOutputCache: { maxTotalBytes: cfg.tool_output_cache.max_bytes } }
            : {}),
          ...(cfg.compaction
            ? {
                compaction: {
                  contextLimit: cfg.compaction.context_limit,
                  thresholdRatio: parseRatio(cfg.compaction.threshold_ratio),
                  auto: cfg.compaction.auto,
                },
              }
            : {}),
        });
        const input =
          req.attempt.messages.length > 0 ? req.attempt.messages.map(fromCommonMessage) : [];
        if (input.length === 0) throw new AttemptFailure('the case has no input message');
        const res = await agent.run(input, { signal: req.signal });
        return toReply(res);
      } catch (e) {
        if (e instanceof AttemptFailure) throw e;
        const timedOut =
          req.signal.aborted &&
          req.signal.reason instanceof DOMException &&
          req.signal.reason.name === 'TimeoutError';
        const msg = e instanceof Error ? e.message : String(e);
        const stderr = toolset
          ? Object.entries(toolset.stderr())
              .filter(([, s]) => s.trim())
              .map(([n, s]) => `[${n}] ${s}`)
              .join('\n')
          : '';
        throw new AttemptFailure(
          mask(timedOut ? `harness attempt timed out after ${req.timeoutMs} ms` : msg),
          {
            kind: timedOut ? 'timeout' : 'error',
            cause: e,
            ...(stderr ? { stderr: mask(stderr) } : {}),
          },
        );
      } finally {
        await toolset?.close();
      }
    },
  };
}
