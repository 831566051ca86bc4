import type { Message } from '../model/message.js';
/**
 * The harness's own message and model types. They mirror the OpenAI chat-completions shape that
 * `src/model/message.ts` uses (so transcripts flow into reports unchanged), but as a discriminated
 * union, so the loop and the serializers can rely on each role's fields.
 */
/** A piece of multi-part content: text, an image (URL or data URL), or anything a provider adds. */
export type ChatContentPart = {
    type: 'text';
    text: string;
} | {
    type: 'image';
    url: string;
    media_type?: string;
};
/** A tool call as the model asked for it; `arguments` is the raw JSON text (it may be broken). */
export interface ChatToolCall {
    id: string;
    name: string;
    arguments: string;
}
export interface SystemMessage {
    role: 'system';
    content: string;
}
export interface UserMessage {
    role: 'user';
    content: string | ChatContentPart[];
}
export interface AssistantMessage {
    role: 'assistant';
    content: string | null;
    tool_calls?: ChatToolCall[];
    /** Thinking/reasoning text, when the provider returns it. */
    reasoning?: string;
}
export interface ToolMessage {
    role: 'tool';
    tool_call_id: string;
    /** The tool's name (kept so providers and reports need not search the history). */
    name: string;
    content: string | ChatContentPart[];
    is_error?: boolean;
    /** Reference into the tool output cache: the full output can be expanded from it. */
    output_ref?: string;
    /** True when the content was replaced by a stub by the tool output cache. */
    trimmed?: boolean;
}
export type ChatMessage = SystemMessage | UserMessage | AssistantMessage | ToolMessage;
/** Token counts of one model call. `input_tokens` includes cached input tokens. */
export interface TokenUsage {
    input_tokens: number;
    output_tokens: number;
    cached_tokens?: number;
}
/** Total tokens of a call as compaction counts them: everything the context held. */
export declare function totalTokens(u: TokenUsage | undefined): number;
/** A JSON Schema object (as given by MCP servers or generated from zod). */
export type JsonSchema = Record<string, unknown>;
/** A tool as the model sees it. */
export interface ToolDefinition {
    name: string;
    description: string;
    parameters: JsonSchema;
}
/** `auto`: the model decides; `required`: it must call some tool; `none`: no tools; or one tool. */
export type ToolChoice = 'auto' | 'none' | 'required' | {
    name: string;
};
/** Why the model stopped, normalised across providers. */
export type StopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence' | 'refusal' | 'other';
export interface ChatInvokeRequest {
    messages: ChatMessage[];
    tools?: ToolDefinition[];
    toolChoice?: ToolChoice;
    signal?: AbortSignal;
}
export interface ChatInvokeCompletion {
    /** Usually one assistant message. */
    messages: AssistantMessage[];
    usage?: TokenUsage;
    stop_reason: StopReason;
}
/** Every model provider implements this one method. */
export interface ChatModel {
    readonly provider: string;
    readonly model: string;
    ainvoke(req: ChatInvokeRequest): Promise<ChatInvokeCompletion>;
}
/** Events of `Agent.runStream()`, in the order the loop produces them; `final` is always last. */
export type AgentEvent = {
    type: 'reasoning';
    content: string;
} | {
    type: 'text';
    content: string;
} | {
    type: 'step_start';
    step_id: string;
    title: string;
    step_number: number;
} | {
    type: 'tool_call';
    tool: string;
    args: unknown;
    tool_call_id: string;
} | {
    type: 'tool_result';
    tool: string;
    result: string;
    tool_call_id: string;
    is_error: boolean;
} | {
    type: 'step_complete';
    step_id: string;
    status: 'completed' | 'error';
    duration_ms: number;
} | {
    type: 'compaction_start';
    total_tokens: number;
    threshold: number;
} | {
    type: 'compaction_complete';
    summary: string;
    messages_before: number;
    messages_after: number;
} | {
    type: 'final';
    content: string;
};
/** The plain text of a harness message's content. */
export declare function chatText(content: string | ChatContentPart[] | null | undefined): string;
/** Converts a harness message to the common transcript `Message` (OpenAI-like, with `is_error`). */
export declare function toCommonMessage(m: ChatMessage): Message;
/** Converts a common `Message` (e.g. a case's input conversation) to a harness message. */
export declare function fromCommonMessage(m: Message): ChatMessage;
