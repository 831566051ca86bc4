import type { z } from 'zod';
import { ScriptedConfigSchema, type ScriptedReply } from '../../model/model-config.js';
import { type ChatInvokeCompletion, type ChatInvokeRequest, type ChatModel } from '../types.js';
export { ScriptedToolCallSchema, ScriptedReplySchema, ScriptedWhenSchema, ScriptedRuleSchema, ScriptedConfigSchema, type ScriptedReply, } from '../../model/model-config.js';
export type ScriptedConfig = z.input<typeof ScriptedConfigSchema>;
/** Compiles a pattern, honouring an RE2/Go-style leading `(?i)`. */
export declare function compilePattern(p: string): RegExp;
/** Replays scripted replies with no network: what examples, CI and the loop's tests use. */
export declare class ScriptedModel implements ChatModel {
    readonly provider = "scripted";
    readonly model: string;
    /** Every request seen, in order (copies), so tests can check what the model was sent. */
    readonly calls: ChatInvokeRequest[];
    private readonly cfg;
    private readonly patterns;
    private idCounter;
    constructor(config: ScriptedConfig);
    /** Shorthand for list mode. */
    static fromReplies(replies: ScriptedReply[], onExhausted?: 'repeat' | 'error'): ScriptedModel;
    ainvoke(req: ChatInvokeRequest): Promise<ChatInvokeCompletion>;
    private pick;
    private toCompletion;
}
