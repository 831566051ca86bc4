import { type Tool } from './tools.js';
import { type ChatContentPart, type ChatMessage, type ToolMessage } from './types.js';
/** Name of the built-in tool that expands a trimmed tool output. */
export declare const EXPAND_TOOL_NAME = "expand_tool_output";
export interface ToolOutputCacheOptions {
    /** Budget for the total UTF-8 size of all tool message contents in the history. */
    maxTotalBytes: number;
}
/**
 * Keeps the history's tool outputs under a byte budget. Every tool message gets an `output_ref`
 * when it enters the history; when the total exceeds the budget, the oldest outputs are replaced
 * by a short stub that keeps the ref, and the `expand_tool_output` tool brings one back.
 */
export declare class ToolOutputCache {
    readonly maxTotalBytes: number;
    private readonly store;
    private counter;
    constructor(opts: ToolOutputCacheOptions);
    /** Stores a tool message's full output and gives the message its `output_ref`. */
    register(msg: ToolMessage): ToolMessage;
    /** The full output behind a reference, or undefined when it is unknown. */
    get(ref: string): string | ChatContentPart[] | undefined;
    /** Total bytes of tool message contents in `messages`. */
    static toolBytes(messages: ChatMessage[]): number;
    /**
     * Returns the history with the oldest tool outputs trimmed to stubs until the total fits the
     * budget. The newest tool message is never trimmed, so the model always sees its latest result
     * (an expansion it just asked for included).
     */
    trim(messages: ChatMessage[]): {
        messages: ChatMessage[];
        trimmed: number;
    };
    /** The built-in tool that expands a reference back to the full output. */
    expandTool(): Tool;
}
