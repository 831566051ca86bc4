import { CompactionService, type CompactionOptions } from './compaction.js';
import { ToolOutputCache, type ToolOutputCacheOptions } from './output-cache.js';
import { type PriceTable } from './pricing.js';
import { type Tool } from './tools.js';
import { type AgentEvent, type ChatContentPart, type ChatMessage, type ChatModel, type TokenUsage, type ToolChoice, type ToolDefinition } from './types.js';
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
export declare const DEFAULT_MAX_ITERATIONS = 200;
export declare const DEFAULT_MAX_ITERATIONS_PROMPT: string;
/**
 * The agent loop (ts-agent-sdk testing spec §3): call the model, run the tools it asks for,
 * append their results, repeat until a reply has no tool calls. The history persists across
 * runs, so `run()` can be called again to continue a conversation.
 */
export declare class Agent {
    readonly model: ChatModel;
    readonly systemPrompt?: string;
    readonly maxIterations: number;
    private readonly tools;
    private readonly toolChoice?;
    private readonly cache?;
    private readonly compaction?;
    private readonly prices;
    private readonly maxIterationsPrompt;
    private history;
    constructor(opts: AgentOptions);
    /** The conversation so far (a copy). */
    get messages(): ChatMessage[];
    /** Forgets the conversation (the system prompt is sent again on the next run). */
    reset(): void;
    /** The tool definitions the model is offered. */
    get toolDefinitions(): ToolDefinition[];
    /** Runs the loop to the end and returns the final text, history, tool calls, events and usage. */
    run(input: AgentInput, opts?: {
        signal?: AbortSignal;
    }): Promise<AgentRunResult>;
    /** Runs the loop, yielding its events as they happen; `final` is always the last one. */
    runStream(input: AgentInput, opts?: {
        signal?: AbortSignal;
    }): AsyncGenerator<AgentEvent>;
    private newState;
    private record;
    private loop;
}
