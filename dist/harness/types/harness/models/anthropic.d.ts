import { z } from 'zod';
import { type ChatInvokeCompletion, type ChatInvokeRequest, type ChatMessage, type ChatModel, type ChatToolCall, type ToolChoice, type ToolDefinition } from '../types.js';
import { type HttpSettings } from './http.js';
export type AnthropicImageSource = {
    type: 'base64';
    media_type: string;
    data: string;
} | {
    type: 'url';
    url: string;
};
export type AnthropicBlock = {
    type: 'text';
    text: string;
} | {
    type: 'image';
    source: AnthropicImageSource;
} | {
    type: 'tool_use';
    id: string;
    name: string;
    input: unknown;
} | {
    type: 'tool_result';
    tool_use_id: string;
    content: string | ({
        type: 'text';
        text: string;
    } | {
        type: 'image';
        source: AnthropicImageSource;
    })[];
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
export type AnthropicToolChoice = {
    type: 'auto';
} | {
    type: 'any';
} | {
    type: 'none';
} | {
    type: 'tool';
    name: string;
};
/**
 * Common messages → `{system, messages}` of the messages API. System messages join the top-level
 * `system`; tool results become `tool_result` blocks in a user turn; consecutive same-role turns
 * merge, because the API wants user and assistant turns to alternate.
 */
export declare function toAnthropicMessages(messages: ChatMessage[]): {
    system?: string;
    messages: AnthropicMessage[];
};
/** Tool definitions → messages-API `tools`. */
export declare function toAnthropicTools(tools: ToolDefinition[]): AnthropicTool[];
/** Tool choice → messages-API `tool_choice`. */
export declare function toAnthropicToolChoice(c: ToolChoice): AnthropicToolChoice;
declare const WireBlock: z.ZodObject<{
    type: z.ZodString;
    text: z.ZodOptional<z.ZodString>;
    thinking: z.ZodOptional<z.ZodString>;
    id: z.ZodOptional<z.ZodString>;
    name: z.ZodOptional<z.ZodString>;
    input: z.ZodOptional<z.ZodUnknown>;
}, z.core.$loose>;
/** `tool_use` blocks → common tool calls (input re-serialised as JSON text). */
export declare function fromAnthropicToolUses(blocks: z.input<typeof WireBlock>[]): ChatToolCall[];
/** A messages-API response body → common completion; a wrong shape is a clear error. */
export declare function fromAnthropicResponse(body: unknown): ChatInvokeCompletion;
/** Folds messages-API stream events into one completion. */
export declare class AnthropicStreamAccumulator {
    private readonly blocks;
    private usage;
    private stop;
    stopped: boolean;
    add(ev: unknown): void;
    result(): ChatInvokeCompletion;
}
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
export declare class AnthropicChatModel implements ChatModel {
    readonly provider = "anthropic";
    readonly model: string;
    private readonly url;
    private readonly headers;
    private readonly http;
    private readonly limiter;
    private readonly stream;
    private readonly maxTokens;
    private readonly temperature?;
    constructor(o: AnthropicModelOptions);
    /** The request body for `req` (exported for tests and debugging). */
    buildBody(req: ChatInvokeRequest): Record<string, unknown>;
    ainvoke(req: ChatInvokeRequest): Promise<ChatInvokeCompletion>;
}
export {};
