import {
  chatText,
  type AssistantMessage,
  type ChatMessage,
  type ChatModel,
  type TokenUsage,
  type ToolDefinition,
  type UserMessage,
} from './types.js';

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

export const DEFAULT_SUMMARY_PROMPT =
  'Summarise the conversation so far for your own later use: the task, what has been done, tool results that ' +
  'matter, decisions made and what remains to do. Be complete but concise. Reply with the summary only.';

/** Prefix of the user message that carries a summary into the compacted history. */
export const SUMMARY_PREFIX = '[Summary of the conversation so far]\n';

/**
 * Removes `tool_calls` from a trailing assistant message: providers reject a history whose last
 * assistant turn asks for tools that never answered, and the summary request would be such one.
 */
export function stripTrailingToolCalls(messages: ChatMessage[]): ChatMessage[] {
  if (messages.length === 0) return messages;
  const last = messages[messages.length - 1];
  if (last.role !== 'assistant' || !last.tool_calls || last.tool_calls.length === 0)
    return messages;
  const { tool_calls: _drop, ...rest } = last;
  const cleaned: AssistantMessage = { ...rest, content: rest.content ?? '' };
  return [...messages.slice(0, -1), cleaned];
}

/** Decides when to compact and does it: history → retained last user turn + a summary. */
export class CompactionService {
  readonly contextLimit: number;
  readonly thresholdRatio: number;
  readonly auto: boolean;
  readonly summaryPrompt: string;
  readonly model?: ChatModel;

  constructor(opts: CompactionOptions) {
    if (!Number.isInteger(opts.contextLimit) || opts.contextLimit <= 0)
      throw new Error(
        `compaction: context_limit must be a positive integer, got ${opts.contextLimit}`,
      );
    const r = opts.thresholdRatio ?? 0.8;
    if (!(r > 0 && r <= 1))
      throw new Error(`compaction: threshold_ratio must be in (0, 1], got ${r}`);
    this.contextLimit = opts.contextLimit;
    this.thresholdRatio = r;
    this.auto = opts.auto ?? true;
    this.summaryPrompt = opts.summaryPrompt ?? DEFAULT_SUMMARY_PROMPT;
    this.model = opts.model;
  }

  /** The token count at which compaction starts. */
  get threshold(): number {
    return Math.floor(this.contextLimit * this.thresholdRatio);
  }

  /** Whether a call that used `usage` should trigger compaction. */
  shouldCompact(usage: TokenUsage | undefined): boolean {
    if (!this.auto || !usage) return false;
    return usage.input_tokens + usage.output_tokens >= this.threshold;
  }

  /**
   * Summarises `messages` with `model` and returns the new history: the system prompt (if any),
   * the last user message (the task in progress), and the summary as a user message.
   */
  async compact(
    messages: ChatMessage[],
    model: ChatModel,
    opts: { signal?: AbortSignal; tools?: ToolDefinition[] } = {},
  ): Promise<{ messages: ChatMessage[]; summary: string; usage?: TokenUsage }> {
    const system = messages.filter((m) => m.role === 'system');
    const history = stripTrailingToolCalls(messages.filter((m) => m.role !== 'system'));
    const request: ChatMessage[] = [
      ...system,
      ...history,
      { role: 'user', content: this.summaryPrompt },
    ];
    // Tools stay declared (some providers reject tool blocks in a history without them) but unusable.
    const res = await (this.model ?? model).ainvoke({
      messages: request,
      tools: opts.tools ?? [],
      toolChoice: 'none',
      signal: opts.signal,
    });
    const summary = res.messages
      .map((m) => chatText(m.content))
      .join('\n')
      .trim();
    let lastUser: UserMessage | undefined;
    for (let i = history.length - 1; i >= 0; i--) {
      const m = history[i];
      if (m.role === 'user' && !chatText(m.content).startsWith(SUMMARY_PREFIX)) {
        lastUser = m;
        break;
      }
    }
    const out: ChatMessage[] = [...system];
    if (lastUser) out.push(lastUser);
    out.push({ role: 'user', content: SUMMARY_PREFIX + summary });
    return { messages: out, summary, usage: res.usage };
  }
}
