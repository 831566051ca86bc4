import { z } from 'zod';
/**
 * The common chat message every part of agentci speaks: suite inputs, target replies, the harness
 * and transcripts. It is the OpenAI chat-completions shape (the lingua franca of agent APIs), with
 * `is_error` on tool messages so a failed tool call is visible without parsing its text.
 */
export declare const ContentPartSchema: z.ZodObject<{
    type: z.ZodString;
    text: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
export type ContentPart = z.infer<typeof ContentPartSchema>;
export declare const WireToolCallSchema: z.ZodObject<{
    id: z.ZodString;
    type: z.ZodDefault<z.ZodLiteral<"function">>;
    function: z.ZodObject<{
        name: z.ZodString;
        arguments: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>;
export type WireToolCall = z.infer<typeof WireToolCallSchema>;
export declare const RoleSchema: z.ZodEnum<{
    system: "system";
    user: "user";
    assistant: "assistant";
    tool: "tool";
}>;
export type Role = z.infer<typeof RoleSchema>;
/**
 * A message as a suite file writes it, read as Yao's parseMessageMap (agent/test/input.go) reads
 * it: without a `role` it is the user's; `content` may be one content part instead of a list
 * (processContent wraps it). Otherwise strict, so typos in test inputs are reported.
 */
export declare const InputMessageSchema: z.ZodObject<{
    role: z.ZodDefault<z.ZodEnum<{
        system: "system";
        user: "user";
        assistant: "assistant";
        tool: "tool";
    }>>;
    content: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodObject<{
        type: z.ZodString;
        text: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>, z.ZodPipe<z.ZodObject<{
        type: z.ZodString;
        text: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>, z.ZodTransform<{
        [x: string]: unknown;
        type: string;
        text?: string | undefined;
    }[], {
        [x: string]: unknown;
        type: string;
        text?: string | undefined;
    }>>, z.ZodNull]>;
    name: z.ZodOptional<z.ZodString>;
    tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodDefault<z.ZodString>;
        type: z.ZodDefault<z.ZodLiteral<"function">>;
        function: z.ZodObject<{
            name: z.ZodDefault<z.ZodString>;
            arguments: z.ZodPipe<z.ZodDefault<z.ZodUnion<readonly [z.ZodString, z.ZodRecord<z.ZodString, z.ZodUnknown>]>>, z.ZodTransform<string, string | Record<string, unknown>>>;
        }, z.core.$strip>;
    }, z.core.$strip>>>;
    tool_call_id: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** A message as an agent reports it: lenient, extra provider fields are kept. */
export declare const MessageSchema: z.ZodObject<{
    role: z.ZodEnum<{
        system: "system";
        user: "user";
        assistant: "assistant";
        tool: "tool";
    }>;
    content: z.ZodDefault<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodObject<{
        type: z.ZodString;
        text: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>, z.ZodNull]>>;
    name: z.ZodOptional<z.ZodString>;
    tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        type: z.ZodDefault<z.ZodLiteral<"function">>;
        function: z.ZodObject<{
            name: z.ZodString;
            arguments: z.ZodString;
        }, z.core.$strip>;
    }, z.core.$strip>>>;
    tool_call_id: z.ZodOptional<z.ZodString>;
    is_error: z.ZodOptional<z.ZodBoolean>;
    reasoning: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
export type Message = z.infer<typeof MessageSchema>;
/** Yao's `input`: a string, one message, or a conversation. */
export declare const CaseInputSchema: z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
    role: z.ZodDefault<z.ZodEnum<{
        system: "system";
        user: "user";
        assistant: "assistant";
        tool: "tool";
    }>>;
    content: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodObject<{
        type: z.ZodString;
        text: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>, z.ZodPipe<z.ZodObject<{
        type: z.ZodString;
        text: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>, z.ZodTransform<{
        [x: string]: unknown;
        type: string;
        text?: string | undefined;
    }[], {
        [x: string]: unknown;
        type: string;
        text?: string | undefined;
    }>>, z.ZodNull]>;
    name: z.ZodOptional<z.ZodString>;
    tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodDefault<z.ZodString>;
        type: z.ZodDefault<z.ZodLiteral<"function">>;
        function: z.ZodObject<{
            name: z.ZodDefault<z.ZodString>;
            arguments: z.ZodPipe<z.ZodDefault<z.ZodUnion<readonly [z.ZodString, z.ZodRecord<z.ZodString, z.ZodUnknown>]>>, z.ZodTransform<string, string | Record<string, unknown>>>;
        }, z.core.$strip>;
    }, z.core.$strip>>>;
    tool_call_id: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodArray<z.ZodObject<{
    role: z.ZodDefault<z.ZodEnum<{
        system: "system";
        user: "user";
        assistant: "assistant";
        tool: "tool";
    }>>;
    content: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodObject<{
        type: z.ZodString;
        text: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>, z.ZodPipe<z.ZodObject<{
        type: z.ZodString;
        text: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>, z.ZodTransform<{
        [x: string]: unknown;
        type: string;
        text?: string | undefined;
    }[], {
        [x: string]: unknown;
        type: string;
        text?: string | undefined;
    }>>, z.ZodNull]>;
    name: z.ZodOptional<z.ZodString>;
    tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodDefault<z.ZodString>;
        type: z.ZodDefault<z.ZodLiteral<"function">>;
        function: z.ZodObject<{
            name: z.ZodDefault<z.ZodString>;
            arguments: z.ZodPipe<z.ZodDefault<z.ZodUnion<readonly [z.ZodString, z.ZodRecord<z.ZodString, z.ZodUnknown>]>>, z.ZodTransform<string, string | Record<string, unknown>>>;
        }, z.core.$strip>;
    }, z.core.$strip>>>;
    tool_call_id: z.ZodOptional<z.ZodString>;
}, z.core.$strict>>]>;
export type CaseInput = z.infer<typeof CaseInputSchema>;
/** Normalises any accepted input form to a list of messages. */
export declare function inputToMessages(input: CaseInput): Message[];
/** The plain text of a message's content (parts joined by newlines). */
export declare function messageText(content: Message['content'] | undefined): string;
