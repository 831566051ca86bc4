import { z } from 'zod';
import { MessageSchema } from './message.js';

/** A tool call as judges see it: arguments parsed, result attached when the target reports it. */
export const ToolCallSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string(),
  arguments: z.unknown().optional(),
  result: z.unknown().optional(),
  is_error: z.boolean().optional(),
  /** The error a call reported (Yao's ToolCallResponse.Error). */
  error: z.string().optional(),
  server: z.string().optional(),
});
export type ToolCall = z.infer<typeof ToolCallSchema>;

/** One call seen by a mock or spy: what was asked, what the mock did. */
export const MockCallSchema = z.looseObject({
  tool: z.string(),
  input: z.unknown(),
  action: z.enum(['stub', 'deny', 'rewrite', 'spy']),
  mock: z.string().optional(),
  /** Index of the intercepting declaration among those with an action (skilltest's `rule`). */
  rule: z.number().int().nonnegative().optional(),
});
export type MockCall = z.infer<typeof MockCallSchema>;

export const UsageSchema = z.looseObject({
  input_tokens: z.number().nonnegative().default(0),
  output_tokens: z.number().nonnegative().default(0),
  cached_tokens: z.number().nonnegative().optional(),
  cost_usd: z.number().nonnegative().optional(),
});
export type Usage = z.infer<typeof UsageSchema>;

export const AgentEventSchema = z.looseObject({ type: z.string() });
export type AgentEvent = z.infer<typeof AgentEventSchema>;

/**
 * Everything one attempt left behind. The final `output` is lifted onto the attempt result
 * (Yao's `run_details[].output`), so the transcript itself does not repeat it.
 */
export const TranscriptSchema = z.object({
  messages: z.array(MessageSchema).default([]),
  tool_calls: z.array(ToolCallSchema).default([]),
  mock_calls: z.array(MockCallSchema).default([]),
  /** The case recorded tool calls (mocks or `spy`): an empty `mock_calls` then means no calls. */
  mock_channel: z.boolean().optional(),
  events: z.array(AgentEventSchema).default([]),
  usage: UsageSchema.optional(),
  finish_reason: z.string().optional(),
  stderr: z.string().optional(),
  exit_code: z.number().nullable().optional(),
  effects: z.record(z.string(), z.unknown()).optional(),
  /** thinkingbox: what each server's `__reserved__init` returned (x.init_result). */
  init_result: z.record(z.string(), z.unknown()).optional(),
  /** thinkingbox: the session id the servers were given (x.session_id). */
  session_id: z.string().optional(),
  logs: z.array(z.string()).optional(),
});
export type Transcript = z.infer<typeof TranscriptSchema>;

export function emptyTranscript(): Transcript {
  return { messages: [], tool_calls: [], mock_calls: [], events: [] };
}
