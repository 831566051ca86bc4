import { z } from 'zod';
import {
  type AssistantMessage,
  type ChatContentPart,
  type ChatInvokeCompletion,
  type ChatInvokeRequest,
  type ChatMessage,
  type ChatModel,
  type ChatToolCall,
  type StopReason,
  type TokenUsage,
  type ToolChoice,
  type ToolDefinition,
  totalTokens,
} from '../types.js';
import {
  DEFAULT_HTTP,
  ProviderError,
  parseSseJson,
  modelLimiter,
  postJson,
  readJson,
  readSse,
  type HttpSettings,
} from './http.js';
import { CutResponseError } from '../../net/http-retry.js';
import type { EndpointLimiter } from '../../net/endpoint-limiter.js';
import { issuesLine } from '../../lib/zod-problems.js';

// ---- wire types (the subset of the messages API we speak) ----

export type AnthropicImageSource =
  { type: 'base64'; media_type: string; data: string } | { type: 'url'; url: string };

export type AnthropicBlock =
  | { type: 'text'; text: string }
  | { type: 'image'; source: AnthropicImageSource }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | {
      type: 'tool_result';
      tool_use_id: string;
      content:
        | string
        | ({ type: 'text'; text: string } | { type: 'image'; source: AnthropicImageSource })[];
      is_error?: boolean;
    };

export interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: AnthropicBlock[];
}

export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
}

export type AnthropicToolChoice =
  { type: 'auto' } | { type: 'any' } | { type: 'none' } | { type: 'tool'; name: string };

// ---- serializers: common ⇄ wire ----

function imageSource(url: string): AnthropicImageSource {
  const m = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  return m ? { type: 'base64', media_type: m[1], data: m[2] } : { type: 'url', url };
}

function partsToBlocks(
  c: string | ChatContentPart[],
): ({ type: 'text'; text: string } | { type: 'image'; source: AnthropicImageSource })[] {
  if (typeof c === 'string') return c ? [{ type: 'text', text: c }] : [];
  return c.map((p) =>
    p.type === 'text'
      ? { type: 'text', text: p.text }
      : { type: 'image', source: imageSource(p.url) },
  );
}

/** Parses tool-call arguments for `tool_use.input`; broken JSON is kept visible as `{_raw}`. */
function argsToInput(args: string): unknown {
  if (args.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(args);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : { _value: v };
  } catch {
    return { _raw: args };
  }
}

/**
 * Common messages → `{system, messages}` of the messages API. System messages join the top-level
 * `system`; tool results become `tool_result` blocks in a user turn; consecutive same-role turns
 * merge, because the API wants user and assistant turns to alternate.
 */
export function toAnthropicMessages(messages: ChatMessage[]): {
  system?: string;
  messages: AnthropicMessage[];
} {
  const system: string[] = [];
  const out: AnthropicMessage[] = [];
  const push = (role: 'user' | 'assistant', blocks: AnthropicBlock[]) => {
    if (blocks.length === 0) return;
    const last = out[out.length - 1];
    if (last && last.role === role) last.content.push(...blocks);
    else out.push({ role, content: blocks });
  };
  for (const m of messages) {
    switch (m.role) {
      case 'system':
        system.push(m.content);
        break;
      case 'user':
        push('user', partsToBlocks(m.content));
        break;
      case 'assistant': {
        const blocks: AnthropicBlock[] = [];
        if (m.content) blocks.push({ type: 'text', text: m.content });
        for (const c of m.tool_calls ?? [])
          blocks.push({
            type: 'tool_use',
            id: c.id,
            name: c.name,
            input: argsToInput(c.arguments),
          });
        // An empty assistant turn is rejected by the API; keep the turn structure with a blank.
        push('assistant', blocks.length ? blocks : [{ type: 'text', text: '(no content)' }]);
        break;
      }
      case 'tool':
        push('user', [
          {
            type: 'tool_result',
            tool_use_id: m.tool_call_id,
            content: typeof m.content === 'string' ? m.content : partsToBlocks(m.content),
            ...(m.is_error ? { is_error: true } : {}),
          },
        ]);
        break;
    }
  }
  return { ...(system.length ? { system: system.join('\n\n') } : {}), messages: out };
}

/** Tool definitions → messages-API `tools`. */
export function toAnthropicTools(tools: ToolDefinition[]): AnthropicTool[] {
  return tools.map((t) => ({
    name: t.name,
    description: t.description,
    input_schema: t.parameters,
  }));
}

/** Tool choice → messages-API `tool_choice`. */
export function toAnthropicToolChoice(c: ToolChoice): AnthropicToolChoice {
  if (c === 'auto') return { type: 'auto' };
  if (c === 'required') return { type: 'any' };
  if (c === 'none') return { type: 'none' };
  return { type: 'tool', name: c.name };
}

const WireUsage = z.looseObject({
  input_tokens: z.number().optional(),
  output_tokens: z.number().optional(),
  cache_read_input_tokens: z.number().nullish(),
  cache_creation_input_tokens: z.number().nullish(),
});

const WireBlock = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
  thinking: z.string().optional(),
  id: z.string().optional(),
  name: z.string().optional(),
  input: z.unknown().optional(),
});

const WireResponse = z.looseObject({
  content: z.array(WireBlock),
  stop_reason: z.string().nullish(),
  usage: WireUsage.nullish(),
});

/** `tool_use` blocks → common tool calls (input re-serialised as JSON text). */
export function fromAnthropicToolUses(blocks: z.input<typeof WireBlock>[]): ChatToolCall[] {
  return blocks
    .filter((b) => b.type === 'tool_use')
    .map((b, i) => ({
      id: b.id ?? `toolu_${i}`,
      name: b.name ?? '',
      arguments: JSON.stringify(b.input ?? {}),
    }));
}

/** Input tokens include cache reads and writes, so totals compare across providers. */
function usageFrom(u: z.infer<typeof WireUsage> | null | undefined): TokenUsage | undefined {
  if (!u) return undefined;
  const cached = u.cache_read_input_tokens ?? 0;
  return {
    input_tokens: (u.input_tokens ?? 0) + cached + (u.cache_creation_input_tokens ?? 0),
    output_tokens: u.output_tokens ?? 0,
    ...(cached ? { cached_tokens: cached } : {}),
  };
}

function stopReason(r: string | null | undefined): StopReason {
  switch (r) {
    case 'end_turn':
    case 'tool_use':
    case 'max_tokens':
    case 'stop_sequence':
    case 'refusal':
      return r;
    default:
      return r ? 'other' : 'end_turn';
  }
}

function assemble(
  blocks: z.input<typeof WireBlock>[],
  stop: string | null | undefined,
  usage: TokenUsage | undefined,
): ChatInvokeCompletion {
  const text = blocks
    .filter((b) => b.type === 'text')
    .map((b) => b.text ?? '')
    .join('');
  const reasoning = blocks
    .filter((b) => b.type === 'thinking')
    .map((b) => b.thinking ?? '')
    .join('');
  const calls = fromAnthropicToolUses(blocks);
  const msg: AssistantMessage = { role: 'assistant', content: text || (calls.length ? null : '') };
  if (calls.length > 0) msg.tool_calls = calls;
  if (reasoning) msg.reasoning = reasoning;
  return { messages: [msg], usage, stop_reason: stopReason(stop) };
}

/** A messages-API response body → common completion; a wrong shape is a clear error. */
export function fromAnthropicResponse(body: unknown): ChatInvokeCompletion {
  const p = WireResponse.safeParse(body);
  if (!p.success)
    throw new ProviderError(
      `anthropic: unexpected response shape: ${issuesLine(WireResponse, body, p.error.issues)}`,
    );
  return assemble(p.data.content, p.data.stop_reason, usageFrom(p.data.usage));
}

/** Folds messages-API stream events into one completion. */
export class AnthropicStreamAccumulator {
  private readonly blocks: (z.infer<typeof WireBlock> & { partial?: string })[] = [];
  private usage: z.infer<typeof WireUsage> = {};
  private stop: string | null | undefined;
  stopped = false;

  add(ev: unknown): void {
    const e = (ev ?? {}) as Record<string, unknown>;
    switch (e.type) {
      case 'message_start': {
        const u = WireUsage.safeParse((e.message as Record<string, unknown> | undefined)?.usage);
        if (u.success) this.usage = { ...this.usage, ...u.data };
        break;
      }
      case 'content_block_start': {
        const b = WireBlock.safeParse(e.content_block);
        if (!b.success) throw new ProviderError('anthropic: malformed content_block_start event');
        const block = { ...b.data };
        // tool_use input arrives as JSON deltas; the start block carries an empty object.
        if (block.type === 'tool_use') block.input = undefined;
        this.blocks[typeof e.index === 'number' ? e.index : this.blocks.length] = block;
        break;
      }
      case 'content_block_delta': {
        const b = this.blocks[typeof e.index === 'number' ? e.index : this.blocks.length - 1];
        const d = (e.delta ?? {}) as Record<string, unknown>;
        if (!b) throw new ProviderError('anthropic: content_block_delta for an unknown block');
        if (d.type === 'text_delta' && typeof d.text === 'string') b.text = (b.text ?? '') + d.text;
        else if (d.type === 'thinking_delta' && typeof d.thinking === 'string')
          b.thinking = (b.thinking ?? '') + d.thinking;
        else if (d.type === 'input_json_delta' && typeof d.partial_json === 'string')
          b.partial = (b.partial ?? '') + d.partial_json;
        break;
      }
      case 'message_delta': {
        const d = (e.delta ?? {}) as Record<string, unknown>;
        if (typeof d.stop_reason === 'string') this.stop = d.stop_reason;
        const u = WireUsage.safeParse(e.usage);
        if (u.success)
          this.usage = {
            ...this.usage,
            ...Object.fromEntries(Object.entries(u.data).filter(([, v]) => v != null)),
          };
        break;
      }
      case 'message_stop':
        this.stopped = true;
        break;
      case 'error':
        throw new ProviderError(`anthropic: stream error: ${JSON.stringify(e.error)}`);
      default:
        break; // ping, content_block_stop, future event types
    }
  }

  result(): ChatInvokeCompletion {
    const blocks = this.blocks.filter(Boolean).map((b) => {
      if (b.type !== 'tool_use') return b;
      let input: unknown = {};
      if (b.partial && b.partial.trim()) {
        try {
          input = JSON.parse(b.partial);
        } catch {
          // Keep what the model sent so the loop reports a parse error instead of guessing.
          return { ...b, input: undefined, rawArgs: b.partial };
        }
      }
      return { ...b, input };
    });
    const out = assemble(blocks, this.stop, usageFrom(this.usage));
    // tool calls whose streamed JSON was broken keep the raw text as arguments
    const raw = blocks
      .filter((b) => b.type === 'tool_use')
      .map((b) => ('rawArgs' in b ? (b.rawArgs as string) : undefined));
    out.messages[0].tool_calls?.forEach((c, i) => {
      if (raw[i] !== undefined) c.arguments = raw[i];
    });
    return out;
  }
}

// ---- the provider ----

export interface AnthropicModelOptions {
  model: string;
  apiKey?: string;
  baseUrl?: string;
  headers?: Record<string, string>;
  /** Query parameters for the endpoint (Azure's `api-version`). */
  query?: Record<string, string>;
  stream?: boolean;
  /** Required by the API; default 4096. */
  maxTokens?: number;
  temperature?: number;
  anthropicVersion?: string;
  http?: Partial<HttpSettings>;
}

/** The `anthropic` provider: the messages API over fetch, optional SSE streaming. */
export class AnthropicChatModel implements ChatModel {
  readonly provider = 'anthropic';
  readonly model: string;
  private readonly url: string;
  private readonly headers: Record<string, string>;
  private readonly http: HttpSettings;
  private readonly limiter: EndpointLimiter;
  private readonly stream: boolean;
  private readonly maxTokens: number;
  private readonly temperature?: number;

  constructor(o: AnthropicModelOptions) {
    this.model = o.model;
    this.url = `${(o.baseUrl ?? 'https://api.anthropic.com').replace(/\/+$/, '')}/v1/messages`;
    if (o.query && Object.keys(o.query).length)
      this.url += `?${new URLSearchParams(o.query).toString()}`;
    this.headers = {
      'anthropic-version': o.anthropicVersion ?? '2023-06-01',
      ...(o.apiKey ? { 'x-api-key': o.apiKey } : {}),
      ...(o.headers ?? {}),
    };
    const secrets = [o.apiKey ?? '', ...Object.values(o.headers ?? {})].filter(
      (s) => s.length >= 8,
    );
    this.http = { ...DEFAULT_HTTP, ...o.http, secrets: [...secrets, ...(o.http?.secrets ?? [])] };
    this.limiter = modelLimiter(this.http, {
      provider: 'anthropic',
      baseUrl: (o.baseUrl ?? 'https://api.anthropic.com').replace(/\/+$/, ''),
      model: o.model,
    });
    this.stream = o.stream ?? false;
    this.maxTokens = o.maxTokens ?? 4096;
    this.temperature = o.temperature;
  }

  /** The request body for `req` (exported for tests and debugging). */
  buildBody(req: ChatInvokeRequest): Record<string, unknown> {
    const { system, messages } = toAnthropicMessages(req.messages);
    const body: Record<string, unknown> = {
      model: this.model,
      max_tokens: this.maxTokens,
      messages,
    };
    if (system) body.system = system;
    if (this.temperature !== undefined) body.temperature = this.temperature;
    if (req.tools && req.tools.length > 0) {
      body.tools = toAnthropicTools(req.tools);
      if (req.toolChoice) body.tool_choice = toAnthropicToolChoice(req.toolChoice);
    }
    if (this.stream) body.stream = true;
    return body;
  }

  ainvoke(req: ChatInvokeRequest): Promise<ChatInvokeCompletion> {
    const secrets = this.http.secrets;
    return postJson({
      label: 'anthropic',
      url: this.url,
      headers: this.headers,
      body: this.buildBody(req),
      settings: this.http,
      limiter: this.limiter,
      signal: req.signal,
      tokensOf: (r) => totalTokens(r.usage),
      read: async (res) => {
        if (!this.stream) return fromAnthropicResponse(await readJson('anthropic', res, secrets));
        const acc = new AnthropicStreamAccumulator();
        for await (const ev of readSse(res)) {
          acc.add(parseSseJson('anthropic', ev.data, secrets));
          if (acc.stopped) break;
        }
        if (!acc.stopped)
          throw new CutResponseError(
            'anthropic: stream ended before message_stop (connection dropped)',
          );
        return acc.result();
      },
    });
  }
}
