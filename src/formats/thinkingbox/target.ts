import { cutEnd } from '../../lib/cut.js';
import { keepSession, needsLiveSession } from './sessions.js';
import { isTimeoutReason } from '../../targets/reply.js';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Agent, type AgentRunResult } from '../../harness/agent.js';
import { McpServerConfigSchema, McpToolset, type McpServerConfig } from '../../harness/mcp.js';
import type { Tool } from '../../harness/tools.js';
import {
  CacheMissError,
  cachedModelFactory,
  modelCacheParams,
  type CacheScope,
} from '../../harness/response-cache.js';
import { maskSecrets } from '../../harness/models/http.js';
import { mergePrices } from '../../harness/pricing.js';
import {
  chatText,
  fromCommonMessage,
  toCommonMessage,
  type ChatMessage,
  type ChatModel,
} from '../../harness/types.js';
import { payloadOf, type Case } from '../../model/case.js';
import type { Message } from '../../model/message.js';
import type { AgentEvent, ToolCall } from '../../model/transcript.js';
import { parseDuration } from '../../lib/units.js';
import type { Problem } from '../../lib/problems.js';
import { serverPythonPath } from './python.js';
import type { TbCase } from '../../model/payloads/thinkingbox-python.js';
import { parseHarnessConfig, type HarnessConfig } from '../../targets/harness.js';
import {
  AttemptFailure,
  type Target,
  type TargetContext,
  type TargetReply,
  type TargetRequest,
} from '../../contracts/target.js';
import { errorMessage } from '../../lib/error-message.js';

/*
 * The thinkingbox conversation (DESIGN §5): the built-in harness is the agent, with the case's
 * scenario servers as its MCP tools and bot_instructions as its system prompt. Each server is a
 * real process started per attempt. Its state goes in and comes out as thinkingbox's session
 * proxy does it (thinkingbox/tools/session_proxy.py, ToolDispatcherExt and Session):
 *   - `__reserved__init({config, session_id?})` once per server, in world_state order, before the
 *     history replay; config is world_state[server] with the case's init merged in; the reply must
 *     be `{}` or `{"status": "ok", …}` (parse_init_response), the rest is x.init_result[server];
 *   - `__reserved__geteffects({session_id?})` after the conversation: a JSON object, which the
 *     test sees as x.effects[server] (anything else is `{}`);
 *   - `__reserved__teardown({session_id?})` when the attempt ends.
 * `session_id` is passed only when the tool's input schema has it. The `__reserved__` tools are
 * never shown to the agent. A server without them may speak agentci's own protocol instead: env
 * AGENTCI_WORLD_STATE names a JSON file with its world state (env AGENTCI_SERVER_NAME its name),
 * and the resource `agentci://effects` is read as its effects.
 */

/** thinkingbox's marker of an agent message that ends the conversation (MessageConfig.tag_done). */
export const DONE_TAG = '<DONE>';

/** The URI of the resource a scenario server reports its state after the conversation through. */
export const EFFECTS_URI = 'agentci://effects';
/** The env variable naming the world-state JSON file a scenario server reads at start. */
export const WORLD_STATE_ENV = 'AGENTCI_WORLD_STATE';

/** thinkingbox's reserved tools: never offered to the agent (session_proxy.py). */
export const RESERVED_PREFIX = '__reserved__';
const INIT_TOOL = '__reserved__init';
const GETEFFECTS_TOOL = '__reserved__geteffects';
const TEARDOWN_TOOL = '__reserved__teardown';

/** thinkingbox's `parse_init_response` (tools/client/common.py). */
export function parseInitResponse(text: string): {
  success: boolean;
  obj: Record<string, unknown>;
} {
  let obj: unknown;
  try {
    obj = JSON.parse(text);
  } catch {
    return { success: false, obj: {} };
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return { success: false, obj: {} };
  const { status, ...rest } = obj as Record<string, unknown>;
  // `{}` is accepted for backwards compatibility, as thinkingbox does.
  if (Object.keys(obj).length === 0) return { success: true, obj: {} };
  return status === 'ok' ? { success: true, obj: rest } : { success: false, obj: {} };
}

/**
 * Calls a reserved tool of one server when it lists it (undefined otherwise), adding
 * `session_id` when its schema has that argument (ToolDispatcherExt._call_reserved_tool_if_exists).
 */
async function callReserved(
  toolset: McpToolset,
  server: string,
  tool: string,
  sessionId: string,
  args: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<{ text: string; isError: boolean } | undefined> {
  const schema = toolset.serverToolSchema(server, tool);
  if (!schema) return undefined;
  const props = (schema as { properties?: unknown }).properties;
  const withSession =
    props && typeof props === 'object' && 'session_id' in props
      ? { ...args, session_id: sessionId }
      : args;
  return toolset.callServerTool(server, tool, withSession, signal);
}

/** How a conversation ended (transcript `finish_reason`). */
export type ConversationFinish =
  'done' | 'end_turn_tool' | 'user_done' | 'user_limit' | 'agent_limit' | 'agent_error';

/** The simulated user of one conversation: the next user message, or done. */
export interface TbUser {
  next(
    conversation: Message[],
    signal?: AbortSignal,
  ): Promise<{ done: false; message: string } | { done: true; reason: string }>;
}

/**
 * Makes a fresh simulated user for one attempt of a case with `user_context` (the user's
 * instructions). Absent → such conversations are single-turn (the attempt's stderr says so).
 * `scope` names the attempt (suite, case id, run index): with `--cache` its calls are
 * recorded/replayed under it.
 */
export type NewTbUser = (tb: TbCase, scope: Omit<CacheScope, 'role'>) => TbUser;

export interface ThinkingboxTargetOptions {
  /** `agent.harness` of agentci.yaml. */
  harness: unknown;
  /** `servers:` of agentci.yaml. */
  servers: Record<string, unknown>;
  ctx: TargetContext;
  newUser?: NewTbUser;
}

/** Problems of cases naming servers that agentci.yaml `servers:` does not define (checked before running). */
export function checkScenarioServers(
  cases: Case[],
  servers: Record<string, unknown> | undefined,
  configFile: string,
): Problem[] {
  const problems: Problem[] = [];
  const known = Object.keys(servers ?? {});
  for (const c of cases) {
    if (c.format !== 'thinkingbox-python') continue;
    for (const s of c.payload.servers)
      if (!known.includes(s))
        problems.push({
          file: c.source.file,
          line: c.source.line,
          field: 'scenario',
          message: `server '${s}' of scenario '${c.scenario ?? ''}' is not configured: add servers: {${s}: {command, args}} to ${configFile || 'agentci.yaml'}${known.length ? ` (configured: ${known.join(', ')})` : ''}`,
        });
    for (const [name, raw] of Object.entries(servers ?? {})) {
      const r = McpServerConfigSchema.safeParse(raw);
      if (!r.success)
        problems.push({
          file: configFile,
          line: 0,
          field: `servers.${name}`,
          message: r.error.issues
            .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
            .join('; '),
        });
    }
  }
  return [
    ...new Map(problems.map((p) => [`${p.file}:${p.line}:${p.field}:${p.message}`, p])).values(),
  ];
}

function toToolCalls(res: AgentRunResult): ToolCall[] {
  return res.toolCalls.map((c) => ({
    id: c.id,
    name: c.name,
    arguments: c.arguments,
    result: typeof c.result === 'string' ? c.result : chatText(c.result),
    is_error: c.is_error,
    ...(c.server ? { server: c.server } : {}),
  }));
}

/** The text of a tool's outcome (MCP results come as toolResult values). */
function outcomeText(out: unknown): string {
  if (typeof out === 'string') return out;
  if (out && typeof out === 'object' && 'content' in out) {
    const c = (out as { content: unknown }).content;
    return typeof c === 'string' ? c : chatText(c as Parameters<typeof chatText>[0]);
  }
  return JSON.stringify(out) ?? '';
}

/** Python's `str.format(**obj)` for `{name}` fields (`{{`/`}}` escapes); undefined when a field is missing. */
export function formatDirectResponse(
  template: string,
  obj: Record<string, unknown>,
): string | undefined {
  let missing = false;
  const out = template.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (m, name: string | undefined) => {
    if (m === '{{') return '{';
    if (m === '}}') return '}';
    const key = (name ?? '').split(/[.[!:]/)[0] ?? '';
    if (!(key in obj)) {
      missing = true;
      return '';
    }
    const v = obj[key];
    return typeof v === 'string'
      ? v
      : v === true
        ? 'True'
        : v === false
          ? 'False'
          : v === null
            ? 'None'
            : JSON.stringify(v);
  });
  return missing ? undefined : out;
}

/** What the agent's tools did besides their results: direct responses and end-turn calls. */
interface ToolEffects {
  /** tool_call_id → the direct response shown to the user after that tool's result. */
  direct: Map<string, string>;
  endTurnTools: Set<string>;
}

/**
 * thinkingbox's `max_agent_sim_turns`: the agent's actions (a visible text, a set of tool calls)
 * over the whole conversation; at the limit nothing more of the agent's is taken.
 */
interface AgentBudget {
  limit: number | null;
  used: number;
  /** The limit stopped the agent. */
  hit: boolean;
}

/**
 * The tools the agent sees, as thinkingbox builds them: the agent file's builtin tools, always,
 * with their own `direct_response` / `is_end_turn` (agent_session.py: `builtin_tools + mcp_tools`),
 * then the servers' tools kept to the scenario's `tools:` list when the scenario has one (the
 * session proxy's `available_tools`), in the servers' order, with the list's overrides of
 * descriptions, `direct_response` and `is_end_turn` (config_types.py
 * update_tools_with_client_config). A listed tool no server offers fails the attempt with the
 * proxy's message, `Tool <name> does not exist`.
 */
export function scenarioTools(tb: TbCase, serverTools: Tool[], effects: ToolEffects): Tool[] {
  const builtins = tb.agent?.builtin_tools ?? [];
  const builtin: Tool[] = builtins.map((b) => ({
    name: b.name,
    description: b.description,
    parameters: b.input_schema as Tool['parameters'],
    // thinkingbox records an empty response for builtin (end-turn) tools.
    execute: () => '',
  }));
  for (const b of builtins) if (b.is_end_turn) effects.endTurnTools.add(b.name);
  const overrides = tb.tools;
  if (!overrides) return [...builtin, ...serverTools];
  const offered = new Set(serverTools.map((t) => t.name));
  for (const o of overrides)
    if (!offered.has(o.name)) throw new Error(`Tool ${o.name} does not exist`);
  const byName = new Map(overrides.map((o) => [o.name, o]));
  const out: Tool[] = [...builtin];
  for (const t of serverTools) {
    const o = byName.get(t.name);
    if (!o) continue;
    let parameters = t.parameters;
    if (o.override_arg_description && parameters) {
      parameters = structuredClone(parameters);
      const props =
        (parameters as { properties?: Record<string, { description?: string }> }).properties ?? {};
      for (const [arg, desc] of Object.entries(o.override_arg_description))
        if (props[arg]) props[arg].description = desc;
    }
    const direct = o.direct_response ?? null;
    if (o.is_end_turn) effects.endTurnTools.add(o.name);
    out.push({
      name: t.name,
      description: o.override_description ?? t.description,
      ...(t.schema ? { schema: t.schema } : {}),
      ...(parameters ? { parameters } : {}),
      ...(t.server ? { server: t.server } : {}),
      execute: async (args, ctx) => {
        const res: unknown = await t.execute(args, ctx);
        if (direct === null) return res;
        // thinkingbox: the result must be a JSON object the template is formatted with.
        let text: string | undefined;
        try {
          const obj = JSON.parse(outcomeText(res)) as unknown;
          if (obj && typeof obj === 'object' && !Array.isArray(obj))
            text = formatDirectResponse(direct, obj as Record<string, unknown>);
        } catch {
          text = undefined;
        }
        if (text === undefined) return 'Error in function execution';
        effects.direct.set(ctx.toolCallId, text);
        return res;
      },
    });
  }
  return out;
}

/**
 * The agent's model as thinkingbox's session uses it: after an end-turn tool the turn ends with no
 * further model call; the direct responses shown to the user follow their tool results.
 */
function sessionModel(model: ChatModel, effects: ToolEffects, budget: AgentBudget): ChatModel {
  const done = {
    messages: [{ role: 'assistant' as const, content: '' }],
    stop_reason: 'end_turn' as const,
  };
  const full = () => budget.limit !== null && budget.used >= budget.limit;
  return {
    provider: model.provider,
    model: model.model,
    async ainvoke(req) {
      const last = req.messages[req.messages.length - 1];
      if (last?.role === 'tool' && last.name !== undefined && effects.endTurnTools.has(last.name))
        return done;
      if (full()) {
        budget.hit = true;
        return done;
      }
      const messages = req.messages.flatMap((m) => {
        const d = m.role === 'tool' ? effects.direct.get(m.tool_call_id) : undefined;
        return d === undefined ? [m] : [m, { role: 'assistant' as const, content: d }];
      });
      const res = await model.ainvoke({ ...req, messages });
      if (budget.limit === null) return res;
      // Each visible text and each set of tool calls is one action; past the limit it is dropped.
      const kept = res.messages.map((m) => {
        const out = { ...m };
        if (chatText(out.content)) {
          if (full()) {
            out.content = '';
            budget.hit = true;
          } else budget.used++;
        }
        if (out.tool_calls?.length) {
          if (full()) {
            delete out.tool_calls;
            budget.hit = true;
          } else budget.used++;
        }
        return out;
      });
      return { ...res, messages: kept };
    },
  };
}

/** The conversation's messages with each direct response after its tool result (`tb_tag: direct`). */
function withDirectResponses(messages: Message[], effects: ToolEffects): Message[] {
  return messages.flatMap((m) => {
    const d = m.role === 'tool' && m.tool_call_id ? effects.direct.get(m.tool_call_id) : undefined;
    return d === undefined ? [m] : [m, { role: 'assistant', content: d, tb_tag: 'direct' }];
  });
}

/**
 * The scenario's servers, each told where its world state is (a JSON file in `dir`, written now)
 * and its name, with agentci's thinkingbox package on its PYTHONPATH.
 */
async function worldStateServers(
  tb: TbCase,
  dir: string,
  serverConfig: (name: string) => McpServerConfig,
  env: Record<string, string | undefined>,
): Promise<Record<string, McpServerConfig>> {
  const servers: Record<string, McpServerConfig> = {};
  for (const name of tb.servers) {
    const file = path.join(dir, `${name}.json`);
    await writeFile(file, JSON.stringify(tb.world_state[name] ?? {}));
    const s = serverConfig(name);
    servers[name] = {
      ...s,
      env: {
        ...(s.env ?? {}),
        [WORLD_STATE_ENV]: file,
        AGENTCI_SERVER_NAME: name,
        PYTHONPATH: serverPythonPath(s.env?.PYTHONPATH ?? env.PYTHONPATH),
      },
    };
  }
  return servers;
}

/**
 * thinkingbox's session_create: each server's `__reserved__init` with its world state; a server
 * without one read its state from AGENTCI_WORLD_STATE. An init reply that is no object fails the
 * attempt (a system error of the case).
 */
async function initServers(
  toolset: McpToolset | undefined,
  tb: TbCase,
  o: {
    sessionId: string;
    req: TargetRequest;
    notes: string[];
    initialized: string[];
    mask: (s: string) => string;
  },
): Promise<Record<string, unknown>> {
  const initResult: Record<string, unknown> = {};
  for (const name of tb.servers) {
    const ts = toolset as McpToolset;
    o.initialized.push(name);
    const res = await callReserved(
      ts,
      name,
      INIT_TOOL,
      o.sessionId,
      { config: tb.world_state[name] ?? null },
      o.req.signal,
    );
    if (!res) {
      initResult[name] = {};
      continue;
    }
    const parsedInit = parseInitResponse(res.isError ? '' : res.text);
    if (!parsedInit.success) {
      const tail = [...o.notes, ...serverStderr(toolset)].join('\n');
      throw new AttemptFailure(o.mask(`agent_error: Error calling ${name} init: ${res.text}`), {
        ...(tail ? { stderr: o.mask(tail) } : {}),
      });
    }
    initResult[name] = parsedInit.obj;
  }
  return initResult;
}

/** The history's tool calls, replayed on the servers (a failure is a note, as in thinkingbox). */
async function replayHistory(
  tb: TbCase,
  toolset: McpToolset | undefined,
  signal: AbortSignal,
  notes: string[],
): Promise<void> {
  for (const call of tb.history_tool_calls) {
    const t = toolset?.tools.find((x) => x.name === call.name);
    try {
      if (!t) throw new Error('no server offers this tool');
      await t.execute(call.arguments, { toolCallId: 'history', signal });
    } catch (e) {
      notes.push(
        `History replay: tool call ${call.name}(${JSON.stringify(call.arguments)}) failed: ${errorMessage(e)}`,
      );
    }
  }
}

/** Each server's effects after the conversation: `{}` unless it reports a JSON object. */
async function serverEffects(
  toolset: McpToolset | undefined,
  tb: TbCase,
  sessionId: string,
  signal: AbortSignal,
  notes: string[],
): Promise<Record<string, unknown>> {
  const effects: Record<string, unknown> = {};
  for (const name of tb.servers) {
    const ts = toolset as McpToolset;
    effects[name] = {};
    try {
      const res = await callReserved(ts, name, GETEFFECTS_TOOL, sessionId, {}, signal);
      const text = res ? res.text : await ts.readResource(name, EFFECTS_URI);
      if (res?.isError) throw new Error(text);
      const obj = JSON.parse(text) as unknown;
      if (obj && typeof obj === 'object' && !Array.isArray(obj)) effects[name] = obj;
      else throw new Error(`not a JSON object: ${cutEnd(text, 200)}`);
    } catch (e) {
      const via = ts.serverToolSchema(name, GETEFFECTS_TOOL) ? GETEFFECTS_TOOL : EFFECTS_URI;
      notes.push(`server '${name}' reported no effects (${via}): ${errorMessage(e)}`);
    }
  }
  return effects;
}

/**
 * The target for thinkingbox cases: one conversation per attempt with the case's scenario
 * servers started fresh (world state in, effects out), the harness model, and the simulated user
 * when one is available and the case has `user_context`.
 */
export async function createThinkingboxTarget(opts: ThinkingboxTargetOptions): Promise<Target> {
  const cfg = parseHarnessConfig(opts.harness);
  const { ctx } = opts;
  // With --cache the agent's calls are recorded/replayed per attempt (role `agent`), and in
  // replay mode its API key is not needed.
  const factory = cachedModelFactory(
    cfg.model,
    ctx.env,
    'agent.harness.model',
    ctx.cache,
    ctx.limits,
  );
  const cacheParams = modelCacheParams(cfg.model);
  const mask = (s: string) => maskSecrets(s, factory.secrets);
  const prices = mergePrices(cfg.prices);
  let fallbackSystem = cfg.system;
  if (fallbackSystem === undefined && cfg.system_file !== undefined)
    fallbackSystem = await readFile(path.resolve(ctx.baseDir, cfg.system_file), 'utf8');

  const serverConfig = (name: string): McpServerConfig => {
    const r = McpServerConfigSchema.safeParse(opts.servers[name]);
    if (!r.success)
      throw new AttemptFailure(`server '${name}' is not configured in agentci.yaml servers:`);
    return {
      ...r.data,
      cwd: r.data.cwd !== undefined ? path.resolve(ctx.baseDir, r.data.cwd) : ctx.baseDir,
    };
  };

  return {
    kind: 'harness',
    description: `harness (${factory.description}) with scenario MCP servers`,
    async close() {
      // Servers live per attempt.
    },
    run: (req: TargetRequest) =>
      runThinkingboxAttempt(req, {
        opts,
        cfg,
        factory,
        cacheParams,
        mask,
        prices,
        fallbackSystem,
        serverConfig,
      }),
  };
}

/** What every attempt of a thinkingbox target shares (see createThinkingboxTarget). */
interface TbTargetState {
  opts: ThinkingboxTargetOptions;
  cfg: HarnessConfig;
  factory: ReturnType<typeof cachedModelFactory>;
  cacheParams: ReturnType<typeof modelCacheParams>;
  mask: (s: string) => string;
  prices: ReturnType<typeof mergePrices>;
  fallbackSystem: string | undefined;
  serverConfig: (name: string) => McpServerConfig;
}

/**
 * One attempt: the scenario's servers started fresh (world state in), initialised, the history
 * replayed, the conversation, the effects read; the session kept for the test when it asks.
 */
async function runThinkingboxAttempt(req: TargetRequest, t: TbTargetState): Promise<TargetReply> {
  const { opts, cfg, factory, cacheParams, mask, prices, fallbackSystem, serverConfig } = t;
  const { ctx } = opts;
  const tb = payloadOf(req.case, 'thinkingbox-python');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agentci-tb-'));
  let toolset: McpToolset | undefined;
  const notes: string[] = [];
  // thinkingbox's MCPProxyClient names each session with a fresh uuid4.
  const sessionId = randomUUID();
  const initialized: string[] = [];
  let tornDown = false;
  let keptOpen = false;
  const teardown = async () => {
    if (tornDown || !toolset) return;
    tornDown = true;
    for (const name of initialized)
      try {
        await callReserved(toolset, name, TEARDOWN_TOOL, sessionId, {});
      } catch (e) {
        // thinkingbox logs a failed teardown as a warning and goes on.
        notes.push(`server '${name}': ${TEARDOWN_TOOL} failed: ${errorMessage(e)}`);
      }
  };
  try {
    const servers = await worldStateServers(tb, dir, serverConfig, ctx.env);
    if (tb.servers.length)
      toolset = await McpToolset.connect(servers, {
        env: ctx.env,
        cwd: ctx.baseDir,
        log: ctx.log,
        hidden: (name) => name.startsWith(RESERVED_PREFIX),
        ...(cfg.tool_timeout !== undefined
          ? { callTimeoutMs: parseDuration(cfg.tool_timeout) }
          : {}),
      });
    const initResult = await initServers(toolset, tb, {
      sessionId,
      req,
      notes,
      initialized,
      mask,
    });
    const scope = { suite: req.case.suite, caseId: req.case.id, run: req.attempt.run };
    // The history's tool calls are replayed first, so the servers are where the history left them.
    await replayHistory(tb, toolset, req.signal, notes);
    const effectsOf: ToolEffects = { direct: new Map(), endTurnTools: new Set() };
    const model = ctx.cache
      ? ctx.cache.wrap(factory.make(), { ...scope, role: 'agent' }, cacheParams)
      : factory.make();
    const budget: AgentBudget = { limit: tb.max_agent_sim_turns, used: 0, hit: false };
    const agent = new Agent({
      model: sessionModel(model, effectsOf, budget),
      tools: scenarioTools(tb, toolset?.tools ?? [], effectsOf),
      maxIterations: cfg.max_iterations,
      prices,
    });
    const prefix = systemPrefix(tb, fallbackSystem);
    const convo = await converse(
      agent,
      tb,
      req,
      opts.newUser,
      notes,
      scope,
      prefix,
      budget,
      effectsOf.endTurnTools,
    );
    const effects = await serverEffects(toolset, tb, sessionId, req.signal, notes);
    if (toolset && needsLiveSession(tb.fixtures)) {
      keepLiveSession(sessionId, toolset, teardown);
      keptOpen = true;
    } else await teardown();
    const reply: TargetReply = {
      output: convo.output,
      messages: withDirectResponses(agent.messages.map(toCommonMessage), effectsOf),
      tool_calls: convo.toolCalls,
      events: convo.events,
      usage: convo.usage,
      finish_reason: convo.finish,
      effects,
      init_result: initResult,
      session_id: sessionId,
    };
    const stderr = [...notes, ...serverStderr(toolset)].join('\n');
    if (stderr) reply.stderr = mask(stderr);
    return reply;
  } catch (e) {
    await teardown();
    throw attemptFailure(e, req, [...notes, ...serverStderr(toolset)].join('\n'), mask);
  } finally {
    if (!keptOpen) await toolset?.close();
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * thinkingbox's prefix: the agent's system instructions, then bot_instructions as a second system
 * message (agentci's harness `system` stands in when the dataset has no agent file).
 */
function systemPrefix(tb: TbCase, fallbackSystem: string | undefined): Message[] {
  const system = tb.agent?.system_instructions ?? fallbackSystem;
  return [
    ...(system ? [{ role: 'system' as const, content: system }] : []),
    ...(tb.bot_instructions ? [{ role: 'system' as const, content: tb.bot_instructions }] : []),
  ];
}

/**
 * SessionClientFixture: the session stays open for the test function (session_proxy.py), which
 * calls the servers' tools through it; the judge tears it down after the test.
 */
function keepLiveSession(sessionId: string, ts: McpToolset, teardown: () => Promise<void>): void {
  keepSession(sessionId, {
    callServerTool: async (server, tool, args) => {
      // ToolDispatcher._handle_server_tool_call: the server's tool, as called.
      if (!ts.serverToolSchema(server, tool))
        throw new Error(`Tool ${tool} does not exist on server ${server}`);
      const res = await ts.callServerTool(server, tool, args);
      if (res.isError) throw new Error(res.text);
      return res.text;
    },
    close: async () => {
      await teardown();
      await ts.close();
    },
  });
}

/** An attempt that threw: a timeout, a replay miss (saying what is missing) or the agent's error. */
function attemptFailure(
  e: unknown,
  req: TargetRequest,
  stderr: string,
  mask: (s: string) => string,
): AttemptFailure {
  if (e instanceof AttemptFailure) return e;
  const timedOut = req.signal.aborted && isTimeoutReason(req.signal.reason);
  // A replay miss (the agent's or the simulated user's) is no agent error: say what is missing.
  const miss = cacheMiss(e);
  const message = timedOut
    ? `attempt timed out after ${req.timeoutMs} ms`
    : miss
      ? miss.message
      : `agent_error: ${errorMessage(e)}`;
  return new AttemptFailure(mask(message), {
    kind: timedOut ? 'timeout' : 'error',
    cause: e,
    ...(stderr ? { stderr: mask(stderr) } : {}),
  });
}

/** The CacheMissError behind an error (directly or as its cause), if any. */
function cacheMiss(e: unknown): CacheMissError | undefined {
  for (let x = e, depth = 0; x instanceof Error && depth < 5; x = x.cause, depth++)
    if (x instanceof CacheMissError) return x;
  return undefined;
}

function serverStderr(toolset: McpToolset | undefined): string[] {
  if (!toolset) return [];
  return Object.entries(toolset.stderr())
    .filter(([, s]) => s.trim())
    .map(([n, s]) => `[${n}] ${s.trim()}`);
}

interface Conversation {
  output: string;
  toolCalls: ToolCall[];
  events: AgentEvent[];
  usage: { input_tokens: number; output_tokens: number; cached_tokens: number; cost_usd?: number };
  finish: ConversationFinish;
}

/**
 * `history` + `query` go to the agent first; then, with a simulator and `user_context`, the
 * simulated user answers each agent reply for up to `max_user_sim_turns` messages. The agent's
 * actions over the whole conversation are bounded by `max_agent_sim_turns` (sessionModel).
 */
async function converse(
  agent: Agent,
  tb: TbCase,
  req: TargetRequest,
  newUser: NewTbUser | undefined,
  notes: string[],
  scope: Omit<CacheScope, 'role'>,
  prefix: Message[],
  budget: AgentBudget,
  endTurnTools: Set<string>,
): Promise<Conversation> {
  const c: Conversation = {
    output: '',
    toolCalls: [],
    events: [],
    usage: { input_tokens: 0, output_tokens: 0, cached_tokens: 0, cost_usd: 0 },
    finish: 'done',
  };
  const take = (res: AgentRunResult): boolean => {
    c.output = res.output;
    c.toolCalls.push(...toToolCalls(res));
    c.events.push(...(res.events as AgentEvent[]));
    c.usage.input_tokens += res.usage.input_tokens;
    c.usage.output_tokens += res.usage.output_tokens;
    c.usage.cached_tokens += res.usage.cached_tokens;
    c.usage.cost_usd =
      res.usage.cost_usd === undefined || c.usage.cost_usd === undefined
        ? undefined
        : c.usage.cost_usd + res.usage.cost_usd;
    const spent = budget.limit !== null && budget.used >= budget.limit;
    if (res.finishReason === 'max_iterations' || budget.hit || spent) c.finish = 'agent_limit';
    if (c.finish === 'agent_limit') return false;
    // thinkingbox's should_end_conversation: the agent's last visible message ends with <DONE>,
    // or the last tool it called ends the turn.
    const last = [...res.messages]
      .reverse()
      .find((m) => m.role === 'assistant' && (chatText(m.content) !== '' || m.tool_calls?.length));
    if (last?.role === 'assistant' && chatText(last.content) !== '') {
      if (chatText(last.content).trim().endsWith(DONE_TAG)) {
        c.finish = 'done';
        return false;
      }
    } else if (
      last?.role === 'assistant' &&
      last.tool_calls?.some((t) => endTurnTools.has(t.name))
    ) {
      c.finish = 'end_turn_tool';
      return false;
    }
    return true;
  };
  const first: ChatMessage[] = [...prefix, ...req.attempt.messages].map(fromCommonMessage);
  if (req.attempt.messages.length === 0)
    throw new AttemptFailure('the case has no query and no history');
  if (!take(await agent.run(first, { signal: req.signal }))) return c;
  if (tb.user_context === undefined || tb.max_user_sim_turns === 0) return c;
  if (!newUser) {
    notes.push(
      'user_context is set but no simulated user model is configured (simulators.default or judge): the conversation was single-turn',
    );
    return c;
  }
  const user = newUser(tb, scope);
  for (let turn = 1; ; turn++) {
    if (turn > tb.max_user_sim_turns) {
      c.finish = 'user_limit';
      return c;
    }
    const next = await user.next(agent.messages.map(toCommonMessage), req.signal);
    if (next.done) {
      c.finish = 'user_done';
      return c;
    }
    if (!take(await agent.run(next.message, { signal: req.signal }))) return c;
  }
}
