import { z } from 'zod';
/** A scripted tool call: `arguments` as an object (serialised) or raw text (may be broken JSON). */
export declare const ScriptedToolCallSchema: z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    name: z.ZodString;
    arguments: z.ZodDefault<z.ZodUnion<readonly [z.ZodRecord<z.ZodString, z.ZodUnknown>, z.ZodString]>>;
}, z.core.$strict>;
/** One scripted reply: a bare string is the assistant's text. */
export declare const ScriptedReplySchema: z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
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
export type ScriptedReply = z.input<typeof ScriptedReplySchema>;
/** `when` of a rule: every given field must hold. */
export declare const ScriptedWhenSchema: z.ZodObject<{
    contains: z.ZodOptional<z.ZodString>;
    pattern: z.ZodOptional<z.ZodString>;
    tool_result_of: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
export declare const ScriptedRuleSchema: z.ZodObject<{
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
}, z.core.$strict>;
/**
 * `rate_limit:` of a model or an HTTP agent: the quota a team knows it has. Calls are paced to it
 * (tokens counted from each reply's usage), so most runs never see a 429.
 */
export declare const RateLimitSchema: z.ZodObject<{
    requests_per_minute: z.ZodOptional<z.ZodNumber>;
    tokens_per_minute: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type RateLimitConfig = z.output<typeof RateLimitSchema>;
/** The `scripted` provider's settings: `replies` (list mode) or `rules` (+ `default`). */
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
/** `model: {provider, model, …}`: any provider of the harness, `scripted` for offline runs. */
export declare const ModelConfigSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    model: z.ZodString;
    base_url: z.ZodOptional<z.ZodURL>;
    api_key_env: z.ZodOptional<z.ZodString>;
    headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    query: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    stream: z.ZodDefault<z.ZodBoolean>;
    temperature: z.ZodOptional<z.ZodNumber>;
    max_tokens: z.ZodOptional<z.ZodNumber>;
    timeout: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>>;
    max_retries: z.ZodDefault<z.ZodNumber>;
    rate_limit: z.ZodOptional<z.ZodObject<{
        requests_per_minute: z.ZodOptional<z.ZodNumber>;
        tokens_per_minute: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
    provider: z.ZodLiteral<"openai">;
}, z.core.$strict>, z.ZodObject<{
    model: z.ZodString;
    base_url: z.ZodOptional<z.ZodURL>;
    api_key_env: z.ZodOptional<z.ZodString>;
    headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    query: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    stream: z.ZodDefault<z.ZodBoolean>;
    temperature: z.ZodOptional<z.ZodNumber>;
    max_tokens: z.ZodOptional<z.ZodNumber>;
    timeout: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>>;
    max_retries: z.ZodDefault<z.ZodNumber>;
    rate_limit: z.ZodOptional<z.ZodObject<{
        requests_per_minute: z.ZodOptional<z.ZodNumber>;
        tokens_per_minute: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
    provider: z.ZodLiteral<"anthropic">;
}, z.core.$strict>, z.ZodObject<{
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
    provider: z.ZodLiteral<"scripted">;
}, z.core.$strict>], "provider">;
export type ModelConfig = z.output<typeof ModelConfigSchema>;
/** How many more times a failed, model-judged attempt is judged when `judge.rejudge` is not set. */
export declare const DEFAULT_REJUDGE = 2;
/** The most times one judge question may be asked (`judge.runs`, `--judge-runs`). */
export declare const MAX_JUDGE_RUNS = 15;
/**
 * `judge:` in agentci.yaml: the model behind `agent` assertions, `boolean`/`numeric` evals,
 * `done_when` and the default simulated user. `runs: k` asks every question k times and reports
 * how far the answers agree.
 */
export declare const JudgeConfigSchema: z.ZodObject<{
    model: z.ZodDiscriminatedUnion<[z.ZodObject<{
        model: z.ZodString;
        base_url: z.ZodOptional<z.ZodURL>;
        api_key_env: z.ZodOptional<z.ZodString>;
        headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        query: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        stream: z.ZodDefault<z.ZodBoolean>;
        temperature: z.ZodOptional<z.ZodNumber>;
        max_tokens: z.ZodOptional<z.ZodNumber>;
        timeout: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>>;
        max_retries: z.ZodDefault<z.ZodNumber>;
        rate_limit: z.ZodOptional<z.ZodObject<{
            requests_per_minute: z.ZodOptional<z.ZodNumber>;
            tokens_per_minute: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>;
        provider: z.ZodLiteral<"openai">;
    }, z.core.$strict>, z.ZodObject<{
        model: z.ZodString;
        base_url: z.ZodOptional<z.ZodURL>;
        api_key_env: z.ZodOptional<z.ZodString>;
        headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        query: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        stream: z.ZodDefault<z.ZodBoolean>;
        temperature: z.ZodOptional<z.ZodNumber>;
        max_tokens: z.ZodOptional<z.ZodNumber>;
        timeout: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>>;
        max_retries: z.ZodDefault<z.ZodNumber>;
        rate_limit: z.ZodOptional<z.ZodObject<{
            requests_per_minute: z.ZodOptional<z.ZodNumber>;
            tokens_per_minute: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>;
        provider: z.ZodLiteral<"anthropic">;
    }, z.core.$strict>, z.ZodObject<{
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
        provider: z.ZodLiteral<"scripted">;
    }, z.core.$strict>], "provider">;
    runs: z.ZodDefault<z.ZodNumber>;
    rejudge: z.ZodOptional<z.ZodNumber>;
    instructions: z.ZodOptional<z.ZodString>;
    max_transcript_chars: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type JudgeConfig = z.output<typeof JudgeConfigSchema>;
/**
 * `simulators: {name: {model, system?}}`: simulated users a Yao case names with
 * `simulator.use`. `system` replaces the built-in simulator prompt.
 */
export declare const SimulatorConfigSchema: z.ZodObject<{
    model: z.ZodDiscriminatedUnion<[z.ZodObject<{
        model: z.ZodString;
        base_url: z.ZodOptional<z.ZodURL>;
        api_key_env: z.ZodOptional<z.ZodString>;
        headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        query: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        stream: z.ZodDefault<z.ZodBoolean>;
        temperature: z.ZodOptional<z.ZodNumber>;
        max_tokens: z.ZodOptional<z.ZodNumber>;
        timeout: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>>;
        max_retries: z.ZodDefault<z.ZodNumber>;
        rate_limit: z.ZodOptional<z.ZodObject<{
            requests_per_minute: z.ZodOptional<z.ZodNumber>;
            tokens_per_minute: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>;
        provider: z.ZodLiteral<"openai">;
    }, z.core.$strict>, z.ZodObject<{
        model: z.ZodString;
        base_url: z.ZodOptional<z.ZodURL>;
        api_key_env: z.ZodOptional<z.ZodString>;
        headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        query: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        stream: z.ZodDefault<z.ZodBoolean>;
        temperature: z.ZodOptional<z.ZodNumber>;
        max_tokens: z.ZodOptional<z.ZodNumber>;
        timeout: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>>;
        max_retries: z.ZodDefault<z.ZodNumber>;
        rate_limit: z.ZodOptional<z.ZodObject<{
            requests_per_minute: z.ZodOptional<z.ZodNumber>;
            tokens_per_minute: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>;
        provider: z.ZodLiteral<"anthropic">;
    }, z.core.$strict>, z.ZodObject<{
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
        provider: z.ZodLiteral<"scripted">;
    }, z.core.$strict>], "provider">;
    system: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
export type SimulatorConfig = z.output<typeof SimulatorConfigSchema>;
/** Names of `simulators:` entries; an entry named `default` replaces the judge-backed default. */
export declare const SimulatorNameSchema: z.ZodString;
