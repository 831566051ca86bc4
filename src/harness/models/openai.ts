import { z } from 'zod';
import {
  chatText,
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

// ---- wire types (the subset of the chat-completions API we speak) ----

export type OpenAIContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface OpenAIToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type OpenAIMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string | OpenAIContentPart[] }
  | { role: 'assistant'; content: string | null; tool_calls?: OpenAIToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface OpenAITool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export type OpenAIToolChoice =
  'auto' | 'none' | 'required' | { type: 'function'; function: { name: string } };

// ---- serializers: common ⇄ wire ----

function partsToOpenAI(parts: ChatContentPart[]): OpenAIContentPart[] {
  return parts.map((p) =>
    p.type === 'text'
      ? { type: 'text', text: p.text }
      : { type: 'image_url', image_url: { url: p.url } },
  );
}

/** Common messages → chat-completions messages. Tool output parts become text (the API wants a string). */
export function toOpenAIMessages(messages: ChatMessage[]): OpenAIMessage[] {
  return messages.map((m): OpenAIMessage => {
    switch (m.role) {
      case 'system':
        return { role: 'system', content: m.content };
      case 'user':
        return {
          role: 'user',
          content: typeof m.content === 'string' ? m.content : partsToOpenAI(m.content),
        };
      case 'assistant': {
        const out: OpenAIMessage = { role: 'assistant', content: m.content };
        if (m.tool_calls && m.tool_calls.length > 0)
          out.tool_calls = m.tool_calls.map((c) => ({
            id: c.id,
            type: 'function',
            function: { name: c.name, arguments: c.arguments },
          }));
        return out;
      }
      case 'tool':
        return { role: 'tool', tool_call_id: m.tool_call_id, content: chatText(m.content) };
    }
  });
}

/** Tool definitions → chat-completions `tools`. */
export function toOpenAITools(tools: ToolDefinition[]): OpenAITool[] {
  return tools.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.parameters },
  }));
}

/** Tool choice → chat-completions `tool_choice`. */
export function toOpenAIToolChoice(c: ToolChoice): OpenAIToolChoice {
  return typeof c === 'string' ? c : { type: 'function', function: { name: c.name } };
}

const WireToolCall = z.looseObject({
  id: z.string().optional(),
  function: z.looseObject({ name: z.string(), arguments: z.string().nullish() }),
});

const WireResponse = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        message: z.looseObject({
          content: z.string().nullish(),
          reasoning_content: z.string().nullish(),
          reasoning: z.string().nullish(),
          tool_calls: z.array(WireToolCall).nullish(),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  usage: z
    .looseObject({
      prompt_tokens: z.number().optional(),
      completion_tokens: z.number().optional(),
      prompt_tokens_details: z.looseObject({ cached_tokens: z.number().nullish() }).nullish(),
    })
    .nullish(),
});

/** Wire tool calls → common tool calls (missing ids get stable synthetic ones). */
export function fromOpenAIToolCalls(calls: z.input<typeof WireToolCall>[]): ChatToolCall[] {
  return calls.map((c, i) => ({
    id: c.id ?? `call_${i}`,
    name: c.function.name,
    arguments: c.function.arguments ?? '',
  }));
}

export function fromOpenAIFinishReason(
  r: string | null | undefined,
  hasCalls: boolean,
): StopReason {
  if (r === 'tool_calls' || r === 'function_call') return 'tool_use';
  if (r === 'length') return 'max_tokens';
  if (r === 'content_filter') return 'refusal';
  if (r === 'stop') return hasCalls ? 'tool_use' : 'end_turn';
  return hasCalls ? 'tool_use' : r ? 'other' : 'end_turn';
}

function usageFrom(u: z.infer<typeof WireResponse>['usage']): TokenUsage | undefined {
  if (!u) return undefined;
  const cached = u.prompt_tokens_details?.cached_tokens ?? undefined;
  return {
    input_tokens: u.prompt_tokens ?? 0,
    output_tokens: u.completion_tokens ?? 0,
    ...(cached ? { cached_tokens: cached } : {}),
  };
}

/** A chat-completions response body → common completion; a wrong shape is a clear error. */
export function fromOpenAIResponse(body: unknown): ChatInvokeCompletion {
  const parsed = WireResponse.safeParse(body);
  if (!parsed.success)
    throw new ProviderError(
      `openai: unexpected response shape: ${issuesLine(WireResponse, body, parsed.error.issues)}`,
    );
  const choice = parsed.data.choices[0];
  const msg: AssistantMessage = { role: 'assistant', content: choice.message.content ?? null };
  const calls = choice.message.tool_calls ? fromOpenAIToolCalls(choice.message.tool_calls) : [];
  if (calls.length > 0) msg.tool_calls = calls;
  const reasoning = choice.message.reasoning_content ?? choice.message.reasoning;
  if (reasoning) msg.reasoning = reasoning;
  return {
    messages: [msg],
    usage: usageFrom(parsed.data.usage),
    stop_reason: fromOpenAIFinishReason(choice.finish_reason, calls.length > 0),
  };
}

const StreamChunk = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        delta: z
          .looseObject({
            content: z.string().nullish(),
            reasoning_content: z.string().nullish(),
            reasoning: z.string().nullish(),
            tool_calls: z
              .array(
                z.looseObject({
                  index: z.number().optional(),
                  id: z.string().nullish(),
                  function: z
                    .looseObject({ name: z.string().nullish(), arguments: z.string().nullish() })
                    .nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
  usage: WireResponse.shape.usage,
});

/** Folds chat-completions stream chunks into one completion. */
export class OpenAIStreamAccumulator {
  private content = '';
  private reasoning = '';
  private hasContent = false;
  private readonly calls = new Map<number, { id?: string; name: string; arguments: string }>();
  private finish: string | null | undefined;
  private usage: TokenUsage | undefined;

  add(chunk: unknown): void {
    const c = StreamChunk.safeParse(chunk);
    if (!c.success)
      throw new ProviderError(
        `openai: unexpected stream chunk: ${issuesLine(StreamChunk, chunk, c.error.issues, 1)}`,
      );
    if (c.data.usage) this.usage = usageFrom(c.data.usage);
    for (const ch of c.data.choices ?? []) {
      const d = ch.delta;
      if (d?.content) {
        this.content += d.content;
        this.hasContent = true;
      }
      const r = d?.reasoning_content ?? d?.reasoning;
      if (r) this.reasoning += r;
      for (const tc of d?.tool_calls ?? []) {
        const idx = tc.index ?? this.calls.size;
        const cur = this.calls.get(idx) ?? { name: '', arguments: '' };
        if (tc.id) cur.id = tc.id;
        if (tc.function?.name) cur.name += tc.function.name;
        if (tc.function?.arguments) cur.arguments += tc.function.arguments;
        this.calls.set(idx, cur);
      }
      if (ch.finish_reason) this.finish = ch.finish_reason;
    }
  }

  result(): ChatInvokeCompletion {
    const calls = [...this.calls.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([i, c]) => ({ id: c.id ?? `call_${i}`, name: c.name, arguments: c.arguments }));
    const msg: AssistantMessage = {
      role: 'assistant',
      content: this.hasContent ? this.content : null,
    };
    if (calls.length > 0) msg.tool_calls = calls;
    if (this.reasoning) msg.reasoning = this.reasoning;
    return {
      messages: [msg],
      usage: this.usage,
      stop_reason: fromOpenAIFinishReason(this.finish, calls.length > 0),
    };
  }
}

// ---- the provider ----

export interface OpenAIModelOptions {
  model: string;
  apiKey?: string;
  /** Any chat-completions endpoint: OpenAI, vLLM, Ollama, LiteLLM, a proxy. */
  baseUrl?: string;
  /** Extra headers (e.g. Azure's `api-key`, an org id). */
  headers?: Record<string, string>;
  /** Query parameters for the endpoint (Azure's `api-version`). */
  query?: Record<string, string>;
  stream?: boolean;
  temperature?: number;
  maxTokens?: number;
  http?: Partial<HttpSettings>;
}

/** The `openai` provider: chat completions over fetch, optional SSE streaming. */
export class OpenAIChatModel implements ChatModel {
  readonly provider = 'openai';
  readonly model: string;
  private readonly url: string;
  private readonly headers: Record<string, string>;
  private readonly http: HttpSettings;
  private readonly limiter: EndpointLimiter;
  private readonly stream: boolean;
  private readonly extra: Record<string, unknown>;

  constructor(o: OpenAIModelOptions) {
    this.model = o.model;
    this.url = `${(o.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/chat/completions`;
    if (o.query && Object.keys(o.query).length)
      this.url += `?${new URLSearchParams(o.query).toString()}`;
    this.headers = {
      ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}),
      ...(o.headers ?? {}),
    };
    const secrets = [o.apiKey ?? '', ...Object.values(o.headers ?? {})].filter(
      (s) => s.length >= 8,
    );
    this.http = { ...DEFAULT_HTTP, ...o.http, secrets: [...secrets, ...(o.http?.secrets ?? [])] };
    this.limiter = modelLimiter(this.http, {
      provider: 'openai',
      baseUrl: (o.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
      model: o.model,
    });
    this.stream = o.stream ?? false;
    this.extra = {
      ...(o.temperature !== undefined ? { temperature: o.temperature } : {}),
      ...(o.maxTokens !== undefined ? { max_tokens: o.maxTokens } : {}),
    };
  }

  /** The request body for `req` (exported for tests and debugging). */
  buildBody(req: ChatInvokeRequest): Record<string, unknown> {
    const body: Record<string, unknown> = {
      model: this.model,
      messages: toOpenAIMessages(req.messages),
      ...this.extra,
    };
    if (req.tools && req.tools.length > 0) {
      body.tools = toOpenAITools(req.tools);
      if (req.toolChoice) body.tool_choice = toOpenAIToolChoice(req.toolChoice);
    }
    if (this.stream) {
      body.stream = true;
      body.stream_options = { include_usage: true };
    }
    return body;
  }

  ainvoke(req: ChatInvokeRequest): Promise<ChatInvokeCompletion> {
    const secrets = this.http.secrets;
    return postJson({
      label: 'openai',
      url: this.url,
      headers: this.headers,
      body: this.buildBody(req),
      settings: this.http,
      limiter: this.limiter,
      signal: req.signal,
      tokensOf: (r) => totalTokens(r.usage),
      read: async (res) => {
        if (!this.stream) return fromOpenAIResponse(await readJson('openai', res, secrets));
        const acc = new OpenAIStreamAccumulator();
        let done = false;
        for await (const ev of readSse(res)) {
          if (ev.data.trim() === '[DONE]') {
            done = true;
            break;
          }
          const data = parseSseJson('openai', ev.data, secrets);
          if (data && typeof data === 'object' && 'error' in data)
            throw new ProviderError(
              `openai: stream error: ${JSON.stringify((data as { error: unknown }).error)}`,
            );
          acc.add(data);
        }
        if (!done)
          throw new CutResponseError('openai: stream ended before [DONE] (connection dropped)');
        return acc.result();
      },
    });
  }
}
