import { cutEnd } from '../../lib/cut.js';
import type { z } from 'zod';
import type { ScriptedReplySchema } from '../../model/model-config.js';
import { ScriptedConfigSchema, type ScriptedReply } from '../../model/model-config.js';
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

// The reply and rule schemas are part of the model config (src/model/model-config.ts): the
// judge and simulated users use scripted models too. Re-exported here for existing imports.
export {
  ScriptedToolCallSchema,
  ScriptedReplySchema,
  ScriptedWhenSchema,
  ScriptedRuleSchema,
  ScriptedConfigSchema,
  type ScriptedReply,
} from '../../model/model-config.js';
import { issuesLine } from '../../lib/zod-problems.js';

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
        `invalid scripted model config: ${issuesLine(ScriptedConfigSchema, config, parsed.error.issues)}`,
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
      `scripted model: no rule matched the last message ${JSON.stringify(cutEnd(text, 200))} and there is no default`,
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
