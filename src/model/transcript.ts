import { z } from 'zod';
import { MessageSchema } from './message.js';
import { AttemptTraceSchema } from './trace.js';

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
 * One turn of a conversation (a skilltest `user` or a Yao `simulator` case), as Yao's TurnResult
 * holds it (agent/test/dynamic_types.go): what the user said, what the agent answered, how long
 * the turn took, which checkpoints it reached.
 */
export const TurnRecordSchema = z.object({
  turn: z.number().int().positive(),
  input: z.unknown().optional(),
  output: z.unknown().optional(),
  /** How many of the transcript's `tool_calls` this turn made: the next ones after earlier turns'. */
  tool_calls: z.number().int().nonnegative().default(0),
  checkpoints_reached: z.array(z.string()).optional(),
  duration_ms: z.number().nonnegative(),
  error: z.string().optional(),
});
export type TurnRecord = z.infer<typeof TurnRecordSchema>;

/** A Yao checkpoint at the end of a conversation (Yao's CheckpointResult). */
export const CheckpointRecordSchema = z.object({
  id: z.string(),
  reached: z.boolean(),
  reached_at_turn: z.number().int().positive().optional(),
  required: z.boolean(),
  passed: z.boolean(),
  /** The message of its assertions when it held; else the first failure seen. */
  message: z.string().optional(),
  /** An `agent` assertion's verdict (Yao's AgentValidationResult). */
  agent_validation: z
    .object({
      passed: z.boolean(),
      reason: z.string().optional(),
      criteria: z.string().optional(),
      input: z.unknown().optional(),
      response: z.unknown().optional(),
    })
    .optional(),
});
export type CheckpointRecord = z.infer<typeof CheckpointRecordSchema>;

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
  /** A conversation's turns, in order. */
  turns: z.array(TurnRecordSchema).optional(),
  /** A Yao dynamic case's checkpoints, in the case's order. */
  checkpoints: z.array(CheckpointRecordSchema).optional(),
  /** The agent's OpenTelemetry spans, when it was traced (`trace: otlp`, `--trace`). */
  trace: AttemptTraceSchema.optional(),
});
export type Transcript = z.infer<typeof TranscriptSchema>;

export function emptyTranscript(): Transcript {
  return { messages: [], tool_calls: [], mock_calls: [], events: [] };
}
