import { z } from 'zod';
import { type ChatInvokeCompletion, type ChatInvokeRequest, type ChatMessage, type ChatModel, type ChatToolCall, type StopReason, type ToolChoice, type ToolDefinition } from '../types.js';
import { type HttpSettings } from './http.js';
export type OpenAIContentPart = {
    type: 'text';
    text: string;
} | {
    type: 'image_url';
    image_url: {
        url: string;
    };
};
export interface OpenAIToolCall {
    id: string;
    type: 'function';
    function: {
        name: string;
        arguments: string;
    };
}
export type OpenAIMessage = {
    role: 'system';
    content: string;
} | {
    role: 'user';
    content: string | OpenAIContentPart[];
} | {
    role: 'assistant';
    content: string | null;
    tool_calls?: OpenAIToolCall[];
} | {
    role: 'tool';
    tool_call_id: string;
    content: string;
};
export interface OpenAITool {
    type: 'function';
    function: {
        name: string;
        description: string;
        parameters: Record<string, unknown>;
    };
}
export type OpenAIToolChoice = 'auto' | 'none' | 'required' | {
    type: 'function';
    function: {
        name: string;
    };
};
/** Common messages → chat-completions messages. Tool output parts become text (the API wants a string). */
export declare function toOpenAIMessages(messages: ChatMessage[]): OpenAIMessage[];
/** Tool definitions → chat-completions `tools`. */
export declare function toOpenAITools(tools: ToolDefinition[]): OpenAITool[];
/** Tool choice → chat-completions `tool_choice`. */
export declare function toOpenAIToolChoice(c: ToolChoice): OpenAIToolChoice;
declare const WireToolCall: z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    function: z.ZodObject<{
        name: z.ZodString;
        arguments: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** Wire tool calls → common tool calls (missing ids get stable synthetic ones). */
export declare function fromOpenAIToolCalls(calls: z.input<typeof WireToolCall>[]): ChatToolCall[];
export declare function fromOpenAIFinishReason(r: string | null | undefined, hasCalls: boolean): StopReason;
/** A chat-completions response body → common completion; a wrong shape is a clear error. */
export declare function fromOpenAIResponse(body: unknown): ChatInvokeCompletion;
/** Folds chat-completions stream chunks into one completion. */
export declare class OpenAIStreamAccumulator {
    private content;
    private reasoning;
    private hasContent;
    private readonly calls;
    private finish;
    private usage;
    add(chunk: unknown): void;
    result(): ChatInvokeCompletion;
}
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
export declare class OpenAIChatModel implements ChatModel {
    readonly provider = "openai";
    readonly model: string;
    private readonly url;
    private readonly headers;
    private readonly http;
    private readonly limiter;
    private readonly stream;
    private readonly extra;
    constructor(o: OpenAIModelOptions);
    /** The request body for `req` (exported for tests and debugging). */
    buildBody(req: ChatInvokeRequest): Record<string, unknown>;
    ainvoke(req: ChatInvokeRequest): Promise<ChatInvokeCompletion>;
}
export {};
