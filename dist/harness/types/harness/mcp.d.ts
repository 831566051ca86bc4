import { z } from 'zod';
import { type Tool } from './tools.js';
import type { JsonSchema } from './types.js';
/** One MCP server started as a process over stdio. */
export declare const McpServerConfigSchema: z.ZodObject<{
    command: z.ZodString;
    args: z.ZodDefault<z.ZodArray<z.ZodString>>;
    env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    cwd: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
export type McpServerConfig = z.input<typeof McpServerConfigSchema>;
export interface McpConnectOptions {
    /** Environment the servers inherit (their own `env` entries win). Never read from process.env here. */
    env?: Record<string, string | undefined>;
    /** Working directory for servers without their own `cwd`. */
    cwd?: string;
    /** Timeout of each tool call. Default 60 s. */
    callTimeoutMs?: number;
    /** Timeout of start-up (connect + list tools). Default 30 s. */
    startTimeoutMs?: number;
    log?: (line: string) => void;
    /**
     * Tools kept from the agent: not in `tools`, not counted when names collide, but callable by
     * server with `callServerTool` (thinkingbox's `__reserved__*` state tools).
     */
    hidden?: (toolName: string) => boolean;
}
/** The first text content of an MCP tool result, as thinkingbox reads it (`res.content[0].text`). */
export interface ServerToolResult {
    text: string;
    isError: boolean;
}
/** Separator of the `server__tool` names given to tools whose names collide. */
export declare const MCP_PREFIX_SEPARATOR = "__";
/** Tools of a set of running MCP servers; `close()` stops them all. */
export declare class McpToolset {
    readonly tools: Tool[];
    private readonly conns;
    private readonly callTimeoutMs;
    private constructor();
    /** The input schema of a tool one server listed (hidden ones too), or undefined. */
    serverToolSchema(server: string, tool: string): JsonSchema | undefined;
    /**
     * Calls a tool of one server by its own name, hidden tools included; throws when the server
     * is unknown, stopped, does not list the tool, or the call fails at the protocol level.
     */
    callServerTool(server: string, tool: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ServerToolResult>;
    /** The stderr tail of each server (for logs and failed attempts). */
    stderr(): Record<string, string>;
    /**
     * Reads a resource of one server (e.g. thinkingbox's `agentci://effects`) and returns its text
     * contents joined; throws when the server is unknown, stopped, or does not offer the resource.
     */
    readResource(server: string, uri: string, timeoutMs?: number): Promise<string>;
    /** Stops every server; never throws. */
    close(): Promise<void>;
    /**
     * Starts every server, lists its tools and wraps them as harness tools. Names are kept, except
     * when two servers offer the same name: then each of those becomes `server__name`. If one
     * server fails to start, the ones already running are stopped and the error names the server.
     */
    static connect(servers: Record<string, McpServerConfig>, opts?: McpConnectOptions): Promise<McpToolset>;
}
