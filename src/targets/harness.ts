import { isTimeoutReason } from './reply.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DurationSchema, RatioSchema, parseDuration, parseRatio } from '../model/config.js';
import { ModelConfigSchema } from '../model/model-config.js';
import { Agent, type AgentRunResult } from '../harness/agent.js';
import { McpServerConfigSchema, McpToolset } from '../harness/mcp.js';
import { applyMocks, AttemptMockSessions } from '../harness/mocks.js';
import { loadSkill, type LoadedSkill } from '../harness/skill.js';
import { cachedModelFactory, modelCacheParams } from '../harness/response-cache.js';
import { maskSecrets } from '../harness/models/http.js';
import { ModelPriceSchema, mergePrices } from '../harness/pricing.js';
import { chatText, fromCommonMessage, toCommonMessage, type ChatModel } from '../harness/types.js';
import {
  AttemptFailure,
  type Target,
  type TargetContext,
  type TargetReply,
  type TargetRequest,
} from '../contracts/target.js';
import { describeIssues } from '../lib/zod-problems.js';
import { errorMessage } from '../lib/error-message.js';

/** The model of `agent: {harness: {model}}`: the shared model config (src/model/model-config.ts). */
export const HarnessModelSchema = ModelConfigSchema;

/** `agent: {harness: …}` in agentci.yaml. */
export const HarnessConfigSchema = z
  .strictObject({
    model: HarnessModelSchema.describe('The model the loop calls'),
    system: z.string().optional().describe('The system prompt'),
    system_file: z
      .string()
      .optional()
      .describe('A file holding the system prompt (relative to the config file)'),
    skill: z
      .string()
      .optional()
      .describe(
        'A skill folder: its SKILL.md (front matter removed) becomes the system prompt, its files readable through a `read_skill_file` tool',
      ),
    mcp: z
      .record(
        z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and -'),
        McpServerConfigSchema,
      )
      .optional()
      .describe(
        'MCP servers by name, started per attempt over stdio; their tools are offered to the model (`server__tool` when two servers offer the same name)',
      ),
    max_iterations: z
      .number()
      .int()
      .positive()
      .default(200)
      .describe('Most model calls; reaching it ends with one extra summarising call'),
    compaction: z
      .strictObject({
        context_limit: z.number().int().positive().describe("The model's context size in tokens"),
        threshold_ratio: RatioSchema.default(0.8).describe(
          'Compact when total_tokens ≥ floor(context_limit × threshold_ratio)',
        ),
        auto: z.boolean().default(true).describe('`false` turns compaction off'),
      })
      .optional()
      .describe('Replaces the history with the last turn and a summary when the context fills up'),
    tool_output_cache: z
      .strictObject({
        max_bytes: z
          .number()
          .int()
          .positive()
          .describe('Byte budget of tool messages in the history'),
      })
      .optional()
      .describe(
        'Trims old tool messages over the budget to stubs with an `output_ref` (the built-in `expand_tool_output` tool brings them back)',
      ),
    tool_timeout: DurationSchema.optional().describe('Timeout of each tool call (default 60s)'),
    prices: z
      .record(z.string(), ModelPriceSchema)
      .optional()
      .describe(
        'USD per million tokens by model name (exact, or the longest prefix), extending the built-in table',
      ),
  })
  .refine((c) => [c.system, c.system_file, c.skill].filter((v) => v !== undefined).length <= 1, {
    message: 'give at most one of system, system_file, skill',
  });
export type HarnessConfig = z.output<typeof HarnessConfigSchema>;

async function loadSystemPrompt(cfg: HarnessConfig, baseDir: string): Promise<string | undefined> {
  if (cfg.system !== undefined) return cfg.system;
  // A skill folder is loaded by loadSkill (prompt plus its files).
  if (cfg.skill !== undefined && cfg.system_file === undefined) return undefined;
  const file =
    cfg.system_file ?? (cfg.skill !== undefined ? path.join(cfg.skill, 'SKILL.md') : undefined);
  if (file === undefined) return undefined;
  const abs = path.resolve(baseDir, file);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (e) {
    const field = cfg.system_file !== undefined ? 'system_file' : 'skill';
    throw new Error(`agent.harness.${field}: cannot read ${abs}: ${errorMessage(e)}`, { cause: e });
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
  // Replaying recorded calls needs no API key: the model is never called (a miss fails the
  // attempt); the key and expanded header values are registered with the cache to be masked.
  const f = cachedModelFactory(cfg.model, ctx.env, 'agent.harness.model', ctx.cache, ctx.limits);
  return { ...f, description: `harness (${f.description})` };
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

/** The agent loop's context settings: the tool output cache and compaction, when configured. */
function contextOptions(cfg: HarnessConfig) {
  return {
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
  };
}

/**
 * An attempt of the harness that threw: a timeout or an error, masked, with the MCP servers'
 * stderr; an AttemptFailure already is one.
 */
function harnessFailure(
  e: unknown,
  req: TargetRequest,
  toolset: McpToolset | undefined,
  mask: (s: string) => string,
): AttemptFailure {
  if (e instanceof AttemptFailure) return e;
  const timedOut = req.signal.aborted && isTimeoutReason(req.signal.reason);
  const stderr = toolset
    ? Object.entries(toolset.stderr())
        .filter(([, s]) => s.trim())
        .map(([n, s]) => `[${n}] ${s}`)
        .join('\n')
    : '';
  return new AttemptFailure(
    mask(timedOut ? `harness attempt timed out after ${req.timeoutMs} ms` : errorMessage(e)),
    { kind: timedOut ? 'timeout' : 'error', cause: e, ...(stderr ? { stderr: mask(stderr) } : {}) },
  );
}

/** `agent.harness` read, or an error naming every problem (`agent.harness.<field>: …`). */
export function parseHarnessConfig(config: unknown): HarnessConfig {
  const parsed = HarnessConfigSchema.safeParse(config);
  if (parsed.success) return parsed.data;
  const problems = describeIssues(HarnessConfigSchema, config, parsed.error.issues).map(
    (p) => `agent.harness${p.field ? `.${p.field}` : ''}: ${p.message}`,
  );
  throw new Error(`invalid harness agent config:\n${problems.join('\n')}`);
}

/**
 * The `harness` target: runs each attempt through the built-in agent loop with the configured
 * model and MCP servers (started per attempt so no state leaks between attempts, and stopped
 * when it ends).
 */
export async function createHarnessTarget(config: unknown, ctx: TargetContext): Promise<Target> {
  const cfg = parseHarnessConfig(config);
  const systemPrompt = await loadSystemPrompt(cfg, ctx.baseDir);
  // Skills load once per folder; a case's own skill (skilltest `skill:`) wins over the config's.
  const skills = new Map<string, Promise<LoadedSkill>>();
  const skillAt = (dir: string): Promise<LoadedSkill> => {
    let p = skills.get(dir);
    if (!p) {
      p = loadSkill(dir);
      skills.set(dir, p);
    }
    return p;
  };
  const configSkill =
    cfg.skill !== undefined
      ? await skillAt(path.resolve(ctx.baseDir, cfg.skill)).catch((e: unknown) => {
          throw new Error(`agent.harness.skill: ${errorMessage(e)}`, {
            cause: e,
          });
        })
      : undefined;
  const sessions = new AttemptMockSessions();
  const { make, secrets, description } = makeModelFactory(cfg, ctx);
  // The agent's cache key follows the judge's and the simulators' rule: the settings that change
  // answers, never transport or auth (headers are often credentials; rotating one must not
  // invalidate recordings).
  const cacheParams = modelCacheParams(cfg.model);
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
        // The case's own skill comes with the attempt (its format's attempt.fields: skilltest's).
        const caseSkill = req.attempt.skill?.path;
        const skill = caseSkill !== undefined ? await skillAt(caseSkill) : configSkill;
        const session = sessions.for(req.case, req.attempt.run);
        const seen = session.calls.length;
        const agent = new Agent({
          model: ctx.cache
            ? ctx.cache.wrap(
                make(),
                { suite: req.case.suite, caseId: req.case.id, run: req.attempt.run, role: 'agent' },
                cacheParams,
              )
            : make(),
          tools: applyMocks(
            [...(toolset?.tools ?? []), ...(skill?.tool ? [skill.tool] : [])],
            session,
          ),
          systemPrompt: skill ? skill.systemPrompt : systemPrompt,
          maxIterations: cfg.max_iterations,
          prices,
          ...contextOptions(cfg),
        });
        const input =
          req.attempt.messages.length > 0 ? req.attempt.messages.map(fromCommonMessage) : [];
        if (input.length === 0) throw new AttemptFailure('the case has no input message');
        const res = await agent.run(input, { signal: req.signal });
        const reply = toReply(res);
        if (!session.idle) reply.mock_calls = session.calls.slice(seen);
        return reply;
      } catch (e) {
        throw harnessFailure(e, req, toolset, mask);
      } finally {
        await toolset?.close();
      }
    },
  };
}
