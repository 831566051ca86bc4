import { type ChatMessage, type ChatModel, type TokenUsage, type ToolDefinition } from './types.js';
export interface CompactionOptions {
    /** The model's context window in tokens. */
    contextLimit: number;
    /** Compaction starts at `total_tokens ≥ floor(contextLimit × thresholdRatio)`. Default 0.8. */
    thresholdRatio?: number;
    /** `false` disables compaction entirely. Default true. */
    auto?: boolean;
    /** The instruction sent with the history to obtain the summary. */
    summaryPrompt?: string;
    /** Model used for summaries (default: the agent's model). */
    model?: ChatModel;
}
export declare const DEFAULT_SUMMARY_PROMPT: string;
/** Prefix of the user message that carries a summary into the compacted history. */
export declare const SUMMARY_PREFIX = "[Summary of the conversation so far]\n";
/**
 * Removes `tool_calls` from a trailing assistant message: providers reject a history whose last
 * assistant turn asks for tools that never answered, and the summary request would be such one.
 */
export declare function stripTrailingToolCalls(messages: ChatMessage[]): ChatMessage[];
/** Decides when to compact and does it: history → retained last user turn + a summary. */
export declare class CompactionService {
    readonly contextLimit: number;
    readonly thresholdRatio: number;
    readonly auto: boolean;
    readonly summaryPrompt: string;
    readonly model?: ChatModel;
    constructor(opts: CompactionOptions);
    /** The token count at which compaction starts. */
    get threshold(): number;
    /** Whether a call that used `usage` should trigger compaction. */
    shouldCompact(usage: TokenUsage | undefined): boolean;
    /**
     * Summarises `messages` with `model` and returns the new history: the system prompt (if any),
     * the last user message (the task in progress), and the summary as a user message.
     */
    compact(messages: ChatMessage[], model: ChatModel, opts?: {
        signal?: AbortSignal;
        tools?: ToolDefinition[];
    }): Promise<{
        messages: ChatMessage[];
        summary: string;
        usage?: TokenUsage;
    }>;
}
