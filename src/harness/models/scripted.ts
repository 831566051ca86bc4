import { z } from 'zod';
import {
  chatText,
  type AssistantMessage,
  type ChatInvokeCompletion,
  type ChatInvokeRequest,
  type ChatMessage,
  type ChatModel,
  type StopReason,
  type TokenUsage,
} from '../types.js';

/** A scripted tool call: `arguments` as an object (serialised) or raw text (may be broken JSON). */
export const ScriptedToolCallSchema = z.strictObject({
  id: z.string().optional(),
  name: z.string().min(1),
  arguments: z.union([z.record(z.string(), z.unknown()), z.string()]).default({}),
});

/** One scripted reply: a bare string is the assistant's text. */
export const ScriptedReplySchema = z.union([
  z.string(),
  z.strictObject({
    content: z.string().nullable().optional(),
    tool_calls: z.array(ScriptedToolCallSchema).optional(),
    reasoning: z.string().optional(),
    usage: z
      .strictObject({
        input_tokens: z.number().int().nonnegative().default(0),
        output_tokens: z.number().int().nonnegative().default(0),
        cached_tokens: z.number().int().nonnegative().optional(),
      })
      .optional(),
    stop_reason: z
      .enum(['end_turn', 'tool_use', 'max_tokens', 'stop_sequence', 'refusal', 'other'])
      .optional(),
    /** Makes this call fail with the message, to script provider errors. */
    error: z.string().optional(),
  }),
]);
export type ScriptedReply = z.input<typeof ScriptedReplySchema>;

/** `when` of a rule: every given field must hold. */
export const ScriptedWhenSchema = z
  .strictObject({
    /** Substring of the last non-assistant message's text (user or tool). */
    contains: z.string().optional(),
    /** Regex on the same text; `(?i)` prefix allowed. */
    pattern: z.string().optional(),
    /** The last message is the result of this tool. */
    tool_result_of: z.string().optional(),
  })
  .refine(
    (w) => w.contains !== undefined || w.pattern !== undefined || w.tool_result_of !== undefined,
    {
      message: 'a rule needs at least one of contains, pattern, tool_result_of',
    },
  );

export const ScriptedRuleSchema = z.strictObject({
  when: ScriptedWhenSchema,
  reply: ScriptedReplySchema,
});

/** Configuration of the `scripted` provider: `replies` (list mode) or `rules` (+ `default`). */
export const ScriptedConfigSchema = z
  .strictObject({
    model: z.string().default('scripted'),
    replies: z.array(ScriptedReplySchema).min(1).optional(),
    /** List mode, after the last reply: repeat it, or fail the call. */
    on_exhausted: z.enum(['repeat', 'error']).default('repeat'),
    rules: z.array(ScriptedRuleSchema).optional(),
    default: ScriptedReplySchema.optional(),
  })
  .refine((c) => (c.replies === undefined) !== (c.rules === undefined), {
    message: 'give exactly one of `replies` (list mode) or `rules` (rules mode)',
  });
export type ScriptedConfig = z.input<typeof ScriptedConfigSchema>;

/** Compiles a pattern, honouring an RE2/Go-style leading `(?i)`. */
export function compilePattern(p: string): RegExp {
  const m = /^\(\?([ims]+)\)/.exec(p);
  if (m) return new RegExp(p.slice(m[0].length), [...new Set(m[1])].join(''));
  return new RegExp(p);
}

/** Replays scripted replies with no network: what examples, CI and the loop's tests use. */
export class ScriptedModel implements ChatModel {
  readonly provider = 'scripted';
  readonly model: string;
  /** Every request seen, in order (copies), so tests can check what the model was sent. */
  readonly calls: ChatInvokeRequest[] = [];
  private readonly cfg: z.output<typeof ScriptedConfigSchema>;
  private readonly patterns: (RegExp | undefined)[];
  private idCounter = 0;

  constructor(config: ScriptedConfig) {
    const parsed = ScriptedConfigSchema.safeParse(config);
    if (!parsed.success)
      throw new Error(
        `invalid scripted model config: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
      );
    this.cfg = parsed.data;
    this.model = parsed.data.model;
    this.patterns = (parsed.data.rules ?? []).map((r) =>
      r.when.pattern !== undefined ? compilePattern(r.when.pattern) : undefined,
    );
  }

  /** Shorthand for list mode. */
  static fromReplies(
    replies: ScriptedReply[],
    onExhausted: 'repeat' | 'error' = 'repeat',
  ): ScriptedModel {
    return new ScriptedModel({ replies, on_exhausted: onExhausted });
  }

  ainvoke(req: ChatInvokeRequest): Promise<ChatInvokeCompletion> {
    if (req.signal?.aborted) return Promise.reject(req.signal.reason ?? new Error('aborted'));
    const n = this.calls.length;
    this.calls.push({ ...req, messages: structuredClone(req.messages) });
    try {
      return Promise.resolve(this.toCompletion(this.pick(n, req.messages)));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }

  private pick(n: number, messages: ChatMessage[]): z.output<typeof ScriptedReplySchema> {
    const { replies, rules } = this.cfg;
    if (replies) {
      if (n < replies.length) return replies[n];
      if (this.cfg.on_exhausted === 'error')
        throw new Error(
          `scripted model: no reply left for call ${n + 1} (${replies.length} scripted)`,
        );
      return replies[replies.length - 1];
    }
    const last = [...messages].reverse().find((m) => m.role !== 'assistant' && m.role !== 'system');
    const text = last ? chatText(last.content) : '';
    const lastMsg = messages[messages.length - 1];
    const ruleList = rules ?? [];
    for (let i = 0; i < ruleList.length; i++) {
      const w = ruleList[i].when;
      if (w.contains !== undefined && !text.includes(w.contains)) continue;
      if (w.pattern !== undefined && !(this.patterns[i]?.test(text) ?? false)) continue;
      if (
        w.tool_result_of !== undefined &&
        !(lastMsg?.role === 'tool' && lastMsg.name === w.tool_result_of)
      )
        continue;
      return ruleList[i].reply;
    }
    if (this.cfg.default !== undefined) return this.cfg.default;
    throw new Error(
      `scripted model: no rule matched the last message ${JSON.stringify(text.slice(0, 200))} and there is no default`,
    );
  }

  private toCompletion(r: z.output<typeof ScriptedReplySchema>): ChatInvokeCompletion {
    if (typeof r === 'string')
      return { messages: [{ role: 'assistant', content: r }], stop_reason: 'end_turn' };
    if (r.error !== undefined) throw new Error(r.error);
    const msg: AssistantMessage = { role: 'assistant', content: r.content ?? null };
    if (r.tool_calls && r.tool_calls.length > 0)
      msg.tool_calls = r.tool_calls.map((c) => ({
        id: c.id ?? `call_${++this.idCounter}`,
        name: c.name,
        arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
      }));
    if (r.reasoning) msg.reasoning = r.reasoning;
    const usage: TokenUsage | undefined = r.usage
      ? {
          input_tokens: r.usage.input_tokens,
          output_tokens: r.usage.output_tokens,
          ...(r.usage.cached_tokens !== undefined ? { cached_tokens: r.usage.cached_tokens } : {}),
        }
      : undefined;
    const stop: StopReason = r.stop_reason ?? (msg.tool_calls ? 'tool_use' : 'end_turn');
    return { messages: [msg], usage, stop_reason: stop };
  }
}
