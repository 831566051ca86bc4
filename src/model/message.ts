import { z } from 'zod';

/**
 * The common chat message every part of agentci speaks: suite inputs, target replies, the harness
 * and transcripts. It is the OpenAI chat-completions shape (the lingua franca of agent APIs), with
 * `is_error` on tool messages so a failed tool call is visible without parsing its text.
 */
export const ContentPartSchema = z
  .looseObject({
    type: z.string().describe("The part's type (`text`, `image_url`…)."),
    text: z.string().optional().describe('Its text, for a text part.'),
  })
  .describe("One part of a message's content (OpenAI's content parts).");
export type ContentPart = z.infer<typeof ContentPartSchema>;

export const WireToolCallSchema = z
  .object({
    id: z.string().describe("The call's id, which the tool message answering it names."),
    type: z.literal('function').default('function').describe('Always `function`.'),
    function: z
      .object({
        name: z.string().describe("The tool's name."),
        arguments: z.string().describe('Its arguments, as JSON text.'),
      })
      .describe('The tool and its arguments.'),
  })
  .describe('A tool call in the OpenAI chat-completions shape.');
export type WireToolCall = z.infer<typeof WireToolCallSchema>;

export const RoleSchema = z.enum(['system', 'user', 'assistant', 'tool']);
export type Role = z.infer<typeof RoleSchema>;

/**
 * A tool call in a suite's conversation history, read as Yao's parseToolCall (agent/test/input.go)
 * reads it: `id` and the function's `name` default to "", `arguments` given as an object is sent
 * as its JSON text.
 */
const InputToolCallSchema = z
  .object({
    id: z.string().default('').describe("The call's id."),
    type: z.literal('function').default('function').describe('Always `function`.'),
    function: z
      .object({
        name: z.string().default('').describe("The tool's name."),
        arguments: z
          .union([z.string(), z.record(z.string(), z.unknown())])
          .default('')
          .transform((a) => (typeof a === 'string' ? a : JSON.stringify(a)))
          .describe('Its arguments: JSON text, or an object (sent as its JSON text).'),
      })
      .describe('The tool and its arguments.'),
  })
  .describe('A tool call the assistant made earlier in the conversation.');

/**
 * A message as a suite file writes it, read as Yao's parseMessageMap (agent/test/input.go) reads
 * it: without a `role` it is the user's; `content` may be one content part instead of a list
 * (processContent wraps it). Otherwise strict, so typos in test inputs are reported.
 */
export const InputMessageSchema = z
  .strictObject({
    role: RoleSchema.default('user').describe('Who speaks; the user when absent.'),
    content: z
      .union([
        z.string(),
        z.array(ContentPartSchema),
        ContentPartSchema.transform((p) => [p]),
        z.null(),
      ])
      .describe('Text, content parts, one content part, or null.'),
    name: z.string().optional().describe("The speaker's name."),
    tool_calls: z
      .array(InputToolCallSchema)
      .optional()
      .describe('Tool calls an assistant message made.'),
    tool_call_id: z
      .string()
      .optional()
      .describe('For a tool message: the id of the call it answers.'),
  })
  .describe('A chat message of the conversation given as input.');

/** A message as an agent reports it: lenient, extra provider fields are kept. */
export const MessageSchema = z
  .looseObject({
    role: RoleSchema.describe('Who speaks.'),
    content: z
      .union([z.string(), z.array(ContentPartSchema), z.null()])
      .default(null)
      .describe('Text, content parts, or null (an assistant message with only tool calls).'),
    name: z.string().optional().describe("The speaker's name."),
    tool_calls: z
      .array(WireToolCallSchema)
      .optional()
      .describe('Tool calls an assistant message made.'),
    tool_call_id: z
      .string()
      .optional()
      .describe('For a tool message: the id of the call it answers.'),
    is_error: z.boolean().optional().describe('For a tool message: the call failed.'),
    reasoning: z.string().optional().describe("The model's reasoning, when it shows it."),
  })
  .describe(
    'A chat message (the OpenAI chat-completions shape, with `is_error` on tool messages).',
  );
export type Message = z.infer<typeof MessageSchema>;

/** Yao's `input`: a string, one message, or a conversation. */
export const CaseInputSchema = z.union([
  z.string(),
  InputMessageSchema,
  z.array(InputMessageSchema).min(1, 'a conversation needs at least one message'),
]);
export type CaseInput = z.infer<typeof CaseInputSchema>;

/** Normalises any accepted input form to a list of messages. */
export function inputToMessages(input: CaseInput): Message[] {
  if (typeof input === 'string') return [{ role: 'user', content: input }];
  if (Array.isArray(input)) return input.map((m) => ({ ...m }));
  return [{ ...input }];
}

/** The plain text of a message's content (parts joined by newlines). */
export function messageText(content: Message['content'] | undefined): string {
  if (content == null) return '';
  if (typeof content === 'string') return content;
  return content
    .map((p) => (typeof p.text === 'string' ? p.text : ''))
    .filter((t) => t.length > 0)
    .join('\n');
}
