import { CompactionService, stripTrailingToolCalls, type CompactionOptions } from './compaction.js';
import { ToolOutputCache, type ToolOutputCacheOptions } from './output-cache.js';
import { computeCost, DEFAULT_PRICES, type PriceTable } from './pricing.js';
import { executeToolCall, toolDefinition, type Tool } from './tools.js';
import {
  chatText,
  type AgentEvent,
  type AssistantMessage,
  type ChatContentPart,
  type ChatMessage,
  type ChatModel,
  type TokenUsage,
  type ToolChoice,
  type ToolDefinition,
  type ToolMessage,
} from './types.js';

export interface AgentOptions {
  model: ChatModel;
  tools?: Tool[];
  /** Sent once, as the first message of the history. */
  systemPrompt?: string;
  /** Model calls per run before the loop stops and asks for a summary. Default 200. */
  maxIterations?: number;
  toolChoice?: ToolChoice;
  /** Trims old tool outputs over a byte budget (and adds the `expand_tool_output` tool). */
  toolOutputCache?: ToolOutputCache | ToolOutputCacheOptions;
  /** Replaces the history by a summary when the context fills up. */
  compaction?: CompactionService | CompactionOptions;
  /** Price table for `cost_usd` (default: DEFAULT_PRICES). */
  prices?: PriceTable;
  /** The instruction of the extra call made when maxIterations is reached. */
  maxIterationsPrompt?: string;
}

/** One executed tool call, as reports need it. */
export interface ToolCallRecord {
  id: string;
  name: string;
  /** Parsed arguments; undefined when the model sent broken JSON (see raw_arguments). */
  arguments: unknown;
  raw_arguments: string;
  /** The full result (before any output-cache trimming). */
  result: string | ChatContentPart[];
  is_error: boolean;
  server?: string;
}

export interface CallUsage extends TokenUsage {
  model: string;
  cost_usd?: number;
  /** Why the call was made: a loop step, a compaction summary, the max-iterations summary. */
  purpose: 'step' | 'compaction' | 'max_iterations';
}

export interface UsageSummary {
  input_tokens: number;
  output_tokens: number;
  cached_tokens: number;
  /** Undefined when some call's model has no price. */
  cost_usd?: number;
  calls: CallUsage[];
}

/** `stop`: the model answered without tool calls; `max_iterations`: the loop was cut short. */
export type FinishReason = 'stop' | 'max_iterations' | 'max_tokens' | 'refusal';

export interface AgentRunResult {
  /** The final assistant text. */
  output: string;
  /** The whole history after the run (system prompt included). */
  messages: ChatMessage[];
  toolCalls: ToolCallRecord[];
  events: AgentEvent[];
  usage: UsageSummary;
  finishReason: FinishReason;
  /** Model calls made by the loop (extra summary calls excluded). */
  iterations: number;
}

export type AgentInput = string | ChatMessage | ChatMessage[];

export const DEFAULT_MAX_ITERATIONS = 200;
export const DEFAULT_MAX_ITERATIONS_PROMPT =
  'You have reached the maximum number of steps for this task and cannot call tools any more. ' +
  'Reply to the user now: summarise what you did, what you found and what remains undone.';

interface RunState {
  toolCalls: ToolCallRecord[];
  usage: UsageSummary;
  finishReason: FinishReason;
  iterations: number;
  output: string;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

/**
 * The agent loop (ts-agent-sdk testing spec §3): call the model, run the tools it asks for,
 * append their results, repeat until a reply has no tool calls. The history persists across
 * runs, so `run()` can be called again to continue a conversation.
 */
export class Agent {
  readonly model: ChatModel;
  readonly systemPrompt?: string;
  readonly maxIterations: number;
  private readonly tools = new Map<string, Tool>();
  private readonly toolChoice?: ToolChoice;
  private readonly cache?: ToolOutputCache;
  private readonly compaction?: CompactionService;
  private readonly prices: PriceTable;
  private readonly maxIterationsPrompt: string;
  private history: ChatMessage[] = [];

  constructor(opts: AgentOptions) {
    this.model = opts.model;
    this.systemPrompt = opts.systemPrompt;
    this.maxIterations = opts.maxIterations ?? DEFAULT_MAX_ITERATIONS;
    if (!Number.isInteger(this.maxIterations) || this.maxIterations < 1)
      throw new Error(`maxIterations must be a positive integer, got ${opts.maxIterations}`);
    this.toolChoice = opts.toolChoice;
    this.prices = opts.prices ?? DEFAULT_PRICES;
    this.maxIterationsPrompt = opts.maxIterationsPrompt ?? DEFAULT_MAX_ITERATIONS_PROMPT;
    if (opts.toolOutputCache)
      this.cache =
        opts.toolOutputCache instanceof ToolOutputCache
          ? opts.toolOutputCache
          : new ToolOutputCache(opts.toolOutputCache);
    if (opts.compaction)
      this.compaction =
        opts.compaction instanceof CompactionService
          ? opts.compaction
          : new CompactionService(opts.compaction);
    const all = [...(opts.tools ?? []), ...(this.cache ? [this.cache.expandTool()] : [])];
    for (const t of all) {
      if (this.tools.has(t.name)) throw new Error(`two tools are named ${JSON.stringify(t.name)}`);
      this.tools.set(t.name, t);
    }
  }

  /** The conversation so far (a copy). */
  get messages(): ChatMessage[] {
    return [...this.history];
  }

  /** Forgets the conversation (the system prompt is sent again on the next run). */
  reset(): void {
    this.history = [];
  }

  /** The tool definitions the model is offered. */
  get toolDefinitions(): ToolDefinition[] {
    return [...this.tools.values()].map(toolDefinition);
  }

  /** Runs the loop to the end and returns the final text, history, tool calls, events and usage. */
  async run(input: AgentInput, opts: { signal?: AbortSignal } = {}): Promise<AgentRunResult> {
    const state = this.newState();
    const events: AgentEvent[] = [];
    for await (const ev of this.loop(input, state, opts.signal)) events.push(ev);
    return {
      output: state.output,
      messages: this.messages,
      toolCalls: state.toolCalls,
      events,
      usage: state.usage,
      finishReason: state.finishReason,
      iterations: state.iterations,
    };
  }

  /** Runs the loop, yielding its events as they happen; `final` is always the last one. */
  runStream(input: AgentInput, opts: { signal?: AbortSignal } = {}): AsyncGenerator<AgentEvent> {
    return this.loop(input, this.newState(), opts.signal);
  }

  private newState(): RunState {
    return {
      toolCalls: [],
      usage: { input_tokens: 0, output_tokens: 0, cached_tokens: 0, cost_usd: 0, calls: [] },
      finishReason: 'stop',
      iterations: 0,
      output: '',
    };
  }

  private record(
    state: RunState,
    usage: TokenUsage | undefined,
    purpose: CallUsage['purpose'],
  ): void {
    const u = usage ?? { input_tokens: 0, output_tokens: 0 };
    const cost = computeCost(this.model.model, u, this.prices);
    state.usage.calls.push({ ...u, model: this.model.model, cost_usd: cost, purpose });
    state.usage.input_tokens += u.input_tokens;
    state.usage.output_tokens += u.output_tokens;
    state.usage.cached_tokens += u.cached_tokens ?? 0;
    state.usage.cost_usd =
      cost === undefined || state.usage.cost_usd === undefined
        ? undefined
        : state.usage.cost_usd + cost;
  }

  private async *loop(
    input: AgentInput,
    state: RunState,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<AgentEvent> {
    if (this.history.length === 0 && this.systemPrompt)
      this.history.push({ role: 'system', content: this.systemPrompt });
    if (typeof input === 'string') this.history.push({ role: 'user', content: input });
    else if (Array.isArray(input)) this.history.push(...structuredClone(input));
    else this.history.push(structuredClone(input));

    const defs = this.toolDefinitions;
    let stepNumber = 0;
    for (let iter = 0; iter < this.maxIterations; iter++) {
      throwIfAborted(signal);
      const res = await this.model.ainvoke({
        messages: [...this.history],
        tools: defs,
        toolChoice: defs.length > 0 ? this.toolChoice : undefined,
        signal,
      });
      state.iterations++;
      this.record(state, res.usage, 'step');
      const replies: AssistantMessage[] = res.messages.length
        ? res.messages
        : [{ role: 'assistant', content: '' }];
      this.history.push(...replies);
      const calls = replies.flatMap((m) => m.tool_calls ?? []);
      const text = replies
        .map((m) => chatText(m.content))
        .filter((t) => t)
        .join('\n');
      for (const m of replies) if (m.reasoning) yield { type: 'reasoning', content: m.reasoning };

      if (calls.length === 0) {
        // A terminal reply: its text is the answer, reported once as `final` (not also as `text`).
        state.output = text;
        state.finishReason =
          res.stop_reason === 'max_tokens'
            ? 'max_tokens'
            : res.stop_reason === 'refusal'
              ? 'refusal'
              : 'stop';
        yield { type: 'final', content: text };
        return;
      }
      if (text) yield { type: 'text', content: text };

      const toolMessages: ToolMessage[] = [];
      for (const call of calls) {
        throwIfAborted(signal);
        stepNumber++;
        yield { type: 'step_start', step_id: call.id, title: call.name, step_number: stepNumber };
        const started = Date.now();
        const t = this.tools.get(call.name);
        let parsedArgs: unknown;
        try {
          parsedArgs = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
        } catch {
          parsedArgs = call.arguments;
        }
        yield { type: 'tool_call', tool: call.name, args: parsedArgs, tool_call_id: call.id };
        const outcome = t
          ? await executeToolCall(t, call.arguments, { toolCallId: call.id, signal })
          : {
              content: `Error: unknown tool "${call.name}". Available tools: ${[...this.tools.keys()].join(', ') || '(none)'}`,
              isError: true,
              args: typeof parsedArgs === 'string' ? undefined : parsedArgs,
            };
        let msg: ToolMessage = {
          role: 'tool',
          tool_call_id: call.id,
          name: call.name,
          content: outcome.content,
          ...(outcome.isError ? { is_error: true } : {}),
        };
        if (this.cache) msg = this.cache.register(msg);
        this.history.push(msg);
        toolMessages.push(msg);
        state.toolCalls.push({
          id: call.id,
          name: call.name,
          arguments: outcome.args,
          raw_arguments: call.arguments,
          result: outcome.content,
          is_error: outcome.isError,
          ...(t?.server ? { server: t.server } : {}),
        });
        yield {
          type: 'tool_result',
          tool: call.name,
          result: chatText(outcome.content),
          tool_call_id: call.id,
          is_error: outcome.isError,
        };
        yield {
          type: 'step_complete',
          step_id: call.id,
          status: outcome.isError ? 'error' : 'completed',
          duration_ms: Date.now() - started,
        };
      }
      if (this.cache) this.history = this.cache.trim(this.history).messages;

      if (this.compaction?.shouldCompact(res.usage)) {
        const before = this.history.length;
        yield {
          type: 'compaction_start',
          total_tokens: (res.usage?.input_tokens ?? 0) + (res.usage?.output_tokens ?? 0),
          threshold: this.compaction.threshold,
        };
        const c = await this.compaction.compact(this.history, this.model, { signal, tools: defs });
        this.record(state, c.usage, 'compaction');
        this.history = c.messages;
        yield {
          type: 'compaction_complete',
          summary: c.summary,
          messages_before: before,
          messages_after: this.history.length,
        };
      }
    }

    // Out of iterations with tools still being called: one extra call, tools disabled, for a summary.
    throwIfAborted(signal);
    const res = await this.model.ainvoke({
      messages: [
        ...stripTrailingToolCalls(this.history),
        { role: 'user', content: this.maxIterationsPrompt },
      ],
      tools: defs,
      toolChoice: 'none',
      signal,
    });
    this.record(state, res.usage, 'max_iterations');
    const summary = res.messages
      .map((m) => chatText(m.content))
      .filter((t) => t)
      .join('\n');
    this.history.push({ role: 'assistant', content: summary });
    state.output = summary;
    state.finishReason = 'max_iterations';
    yield { type: 'final', content: summary };
  }
}
