import { z } from 'zod';
import type { ScriptedReply } from '../../model/model-config.js';
import { type ChatInvokeCompletion, type ChatInvokeRequest, type ChatModel } from '../types.js';
export { ScriptedToolCallSchema, ScriptedReplySchema, ScriptedWhenSchema, ScriptedRuleSchema, type ScriptedReply, } from '../../model/model-config.js';
/** Configuration of the `scripted` provider: `replies` (list mode) or `rules` (+ `default`). */
export declare const ScriptedConfigSchema: z.ZodObject<{
    model: z.ZodDefault<z.ZodString>;
    replies: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
        content: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
            id: z.ZodOptional<z.ZodString>;
            name: z.ZodString;
            arguments: z.ZodDefault<z.ZodUnion<readonly [z.ZodRecord<z.ZodString, z.ZodUnknown>, z.ZodString]>>;
        }, z.core.$strict>>>;
        reasoning: z.ZodOptional<z.ZodString>;
        usage: z.ZodOptional<z.ZodObject<{
            input_tokens: z.ZodDefault<z.ZodNumber>;
            output_tokens: z.ZodDefault<z.ZodNumber>;
            cached_tokens: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>;
        stop_reason: z.ZodOptional<z.ZodEnum<{
            end_turn: "end_turn";
            tool_use: "tool_use";
            max_tokens: "max_tokens";
            stop_sequence: "stop_sequence";
            refusal: "refusal";
            other: "other";
        }>>;
        error: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>]>>>;
    on_exhausted: z.ZodDefault<z.ZodEnum<{
        error: "error";
        repeat: "repeat";
    }>>;
    rules: z.ZodOptional<z.ZodArray<z.ZodObject<{
        when: z.ZodObject<{
            contains: z.ZodOptional<z.ZodString>;
            pattern: z.ZodOptional<z.ZodString>;
            tool_result_of: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>;
        reply: z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
            content: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
                id: z.ZodOptional<z.ZodString>;
                name: z.ZodString;
                arguments: z.ZodDefault<z.ZodUnion<readonly [z.ZodRecord<z.ZodString, z.ZodUnknown>, z.ZodString]>>;
            }, z.core.$strict>>>;
            reasoning: z.ZodOptional<z.ZodString>;
            usage: z.ZodOptional<z.ZodObject<{
                input_tokens: z.ZodDefault<z.ZodNumber>;
                output_tokens: z.ZodDefault<z.ZodNumber>;
                cached_tokens: z.ZodOptional<z.ZodNumber>;
            }, z.core.$strict>>;
            stop_reason: z.ZodOptional<z.ZodEnum<{
                end_turn: "end_turn";
                tool_use: "tool_use";
                max_tokens: "max_tokens";
                stop_sequence: "stop_sequence";
                refusal: "refusal";
                other: "other";
            }>>;
            error: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>]>;
    }, z.core.$strict>>>;
    default: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
        content: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
            id: z.ZodOptional<z.ZodString>;
            name: z.ZodString;
            arguments: z.ZodDefault<z.ZodUnion<readonly [z.ZodRecord<z.ZodString, z.ZodUnknown>, z.ZodString]>>;
        }, z.core.$strict>>>;
        reasoning: z.ZodOptional<z.ZodString>;
        usage: z.ZodOptional<z.ZodObject<{
            input_tokens: z.ZodDefault<z.ZodNumber>;
            output_tokens: z.ZodDefault<z.ZodNumber>;
            cached_tokens: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>;
        stop_reason: z.ZodOptional<z.ZodEnum<{
            end_turn: "end_turn";
            tool_use: "tool_use";
            max_tokens: "max_tokens";
            stop_sequence: "stop_sequence";
            refusal: "refusal";
            other: "other";
        }>>;
        error: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>]>>;
}, z.core.$strict>;
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
