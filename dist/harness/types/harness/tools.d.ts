import { z } from 'zod';
import type { ChatContentPart, JsonSchema, ToolDefinition } from './types.js';
/** What a tool's `execute` may be told besides its arguments. */
export interface ToolContext {
    toolCallId: string;
    signal?: AbortSignal;
}
declare const RESULT: unique symbol;
/** An explicit tool result: content plus an error flag (e.g. an MCP result with `isError`). */
export interface ToolResultValue {
    readonly [RESULT]: true;
    content: string | ChatContentPart[];
    isError: boolean;
}
/** Wraps content as an explicit tool result; `isError` marks the tool message `is_error`. */
export declare function toolResult(content: string | ChatContentPart[], opts?: {
    isError?: boolean;
}): ToolResultValue;
/**
 * A tool the agent may call. `schema` (zod) validates the arguments before `execute` runs;
 * tools without one (MCP tools) give `parameters` as JSON Schema and validate on their side.
 */
export interface Tool {
    readonly name: string;
    readonly description: string;
    readonly schema?: z.ZodType;
    readonly parameters?: JsonSchema;
    /** The MCP server a tool comes from, for reports. */
    readonly server?: string;
    execute(args: unknown, ctx: ToolContext): unknown;
}
/**
 * Declares a tool with zod-validated arguments; `execute` receives the parsed value.
 * @example tool({name: 'add', description: 'adds', schema: z.object({a: z.number()}), execute: ({a}) => a + 1})
 */
export declare function tool<S extends z.ZodType>(def: {
    name: string;
    description: string;
    schema: S;
    execute: (args: z.output<S>, ctx: ToolContext) => unknown;
}): Tool;
/** Converts a zod schema to the JSON Schema object providers expect (no `$schema` key). */
export declare function zodToJsonSchema(schema: z.ZodType): JsonSchema;
/** The model-facing definition of a tool. */
export declare function toolDefinition(t: Tool): ToolDefinition;
/** Outcome of running one tool call, already serialised for a tool message. */
export interface ToolOutcome {
    content: string | ChatContentPart[];
    isError: boolean;
    /** Arguments as parsed (undefined when they were not valid JSON). */
    args: unknown;
}
/**
 * The serialisation rule for tool returns: a string stays as it is; an array of content parts
 * (`{type:'text',text}` / `{type:'image',url}`) stays parts; `undefined`/`null` is empty;
 * everything else is JSON.
 */
export declare function serializeToolReturn(v: unknown): string | ChatContentPart[];
/**
 * Runs one tool call with the harness rules: broken JSON → parse-error result; zod-invalid
 * arguments → is_error and the tool is not run; a throwing tool → is_error with its message.
 */
export declare function executeToolCall(t: Tool, rawArgs: string, ctx: ToolContext): Promise<ToolOutcome>;
export {};
