import { z } from 'zod';
import { tool, type Tool } from './tools.js';
import { chatText, type ChatContentPart, type ChatMessage, type ToolMessage } from './types.js';

/** Name of the built-in tool that expands a trimmed tool output. */
export const EXPAND_TOOL_NAME = 'expand_tool_output';

export interface ToolOutputCacheOptions {
  /** Budget for the total UTF-8 size of all tool message contents in the history. */
  maxTotalBytes: number;
}

function contentBytes(c: string | ChatContentPart[]): number {
  return Buffer.byteLength(typeof c === 'string' ? c : JSON.stringify(c), 'utf8');
}

/**
 * Keeps the history's tool outputs under a byte budget. Every tool message gets an `output_ref`
 * when it enters the history; when the total exceeds the budget, the oldest outputs are replaced
 * by a short stub that keeps the ref, and the `expand_tool_output` tool brings one back.
 */
export class ToolOutputCache {
  readonly maxTotalBytes: number;
  private readonly store = new Map<string, string | ChatContentPart[]>();
  private counter = 0;

  constructor(opts: ToolOutputCacheOptions) {
    if (!Number.isFinite(opts.maxTotalBytes) || opts.maxTotalBytes <= 0)
      throw new Error(
        `tool output cache: maxTotalBytes must be a positive number, got ${opts.maxTotalBytes}`,
      );
    this.maxTotalBytes = opts.maxTotalBytes;
  }

  /** Stores a tool message's full output and gives the message its `output_ref`. */
  register(msg: ToolMessage): ToolMessage {
    if (msg.output_ref && this.store.has(msg.output_ref)) return msg;
    const ref = `out_${++this.counter}`;
    this.store.set(ref, msg.content);
    return { ...msg, output_ref: ref };
  }

  /** The full output behind a reference, or undefined when it is unknown. */
  get(ref: string): string | ChatContentPart[] | undefined {
    return this.store.get(ref);
  }

  /** Total bytes of tool message contents in `messages`. */
  static toolBytes(messages: ChatMessage[]): number {
    let n = 0;
    for (const m of messages) if (m.role === 'tool') n += contentBytes(m.content);
    return n;
  }

  /**
   * Returns the history with the oldest tool outputs trimmed to stubs until the total fits the
   * budget. The newest tool message is never trimmed, so the model always sees its latest result
   * (an expansion it just asked for included).
   */
  trim(messages: ChatMessage[]): { messages: ChatMessage[]; trimmed: number } {
    let total = ToolOutputCache.toolBytes(messages);
    if (total <= this.maxTotalBytes) return { messages, trimmed: 0 };
    const out = [...messages];
    let lastTool = -1;
    for (let i = out.length - 1; i >= 0; i--)
      if (out[i].role === 'tool') {
        lastTool = i;
        break;
      }
    let trimmed = 0;
    for (let i = 0; i < out.length && total > this.maxTotalBytes; i++) {
      const m = out[i];
      if (m.role !== 'tool' || m.trimmed || i === lastTool) continue;
      const reg = this.register(m);
      const full = this.store.get(reg.output_ref!) ?? m.content;
      const before = contentBytes(m.content);
      const stub = `[tool output trimmed to save context: ${contentBytes(full)} bytes, ${chatText(full).split('\n').length} lines. Call ${EXPAND_TOOL_NAME} with {"ref": "${reg.output_ref}"} to read it.]`;
      out[i] = { ...reg, content: stub, trimmed: true };
      total += contentBytes(stub) - before;
      trimmed++;
    }
    return { messages: out, trimmed };
  }

  /** The built-in tool that expands a reference back to the full output. */
  expandTool(): Tool {
    return tool({
      name: EXPAND_TOOL_NAME,
      description:
        'Returns the full text of an earlier tool output that was trimmed from the conversation, by its reference.',
      schema: z.object({
        ref: z.string().describe('the reference shown in the trimmed output, e.g. out_3'),
      }),
      execute: ({ ref }) => {
        const v = this.store.get(ref);
        if (v === undefined) throw new Error(`unknown output reference ${JSON.stringify(ref)}`);
        return v;
      },
    });
  }
}
