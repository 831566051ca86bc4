import { z } from 'zod';
import { MessageSchema } from './message.js';
import { AttemptTraceSchema } from './trace.js';

/** A tool call as judges see it: arguments parsed, result attached when the target reports it. */
export const ToolCallSchema = z
  .looseObject({
    id: z.string().optional().describe("The call's id."),
    name: z.string().describe("The tool's name."),
    arguments: z.unknown().optional().describe('Its arguments, parsed.'),
    result: z.unknown().optional().describe('What the tool returned, when the target reports it.'),
    is_error: z.boolean().optional().describe('The tool reported an error.'),
    error: z
      .string()
      .optional()
      .describe("The error a call reported (Yao's ToolCallResponse.Error)."),
    server: z.string().optional().describe('The MCP server the tool belongs to.'),
  })
  .describe('A tool call the agent made.');
export type ToolCall = z.infer<typeof ToolCallSchema>;

/** One call seen by a mock or spy: what was asked, what the mock did. */
export const MockCallSchema = z
  .looseObject({
    tool: z.string().describe('The tool called.'),
    input: z.unknown().describe('What it was called with.'),
    action: z
      .enum(['stub', 'deny', 'rewrite', 'spy'])
      .describe(
        'What the mock did: answered in its place, refused, changed the input, or only recorded.',
      ),
    mock: z.string().optional().describe("The mock's name."),
    rule: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe(
        "Index of the intercepting declaration among those with an action (skilltest's `rule`).",
      ),
  })
  .describe('One call seen by a mock or spy.');
export type MockCall = z.infer<typeof MockCallSchema>;

export const UsageSchema = z
  .looseObject({
    input_tokens: z.number().nonnegative().default(0).describe('Prompt tokens.'),
    output_tokens: z.number().nonnegative().default(0).describe('Completion tokens.'),
    cached_tokens: z.number().nonnegative().optional().describe('Prompt tokens served from cache.'),
    cost_usd: z.number().nonnegative().optional().describe('Cost in US dollars, when priced.'),
  })
  .describe('Tokens and cost.');
export type Usage = z.infer<typeof UsageSchema>;

export const AgentEventSchema = z
  .looseObject({ type: z.string().describe("The event's type.") })
  .describe('An event the agent streamed (harness agents).');
export type AgentEvent = z.infer<typeof AgentEventSchema>;

/**
 * One turn of a conversation (a skilltest `user` or a Yao `simulator` case), as Yao's TurnResult
 * holds it (agent/test/dynamic_types.go): what the user said, what the agent answered, how long
 * the turn took, which checkpoints it reached.
 */
export const TurnRecordSchema = z
  .object({
    turn: z.number().int().positive().describe('The turn, from 1.'),
    input: z.unknown().optional().describe('What the user said.'),
    output: z.unknown().optional().describe('What the agent answered.'),
    tool_calls: z
      .number()
      .int()
      .nonnegative()
      .default(0)
      .describe(
        "How many of the transcript's `tool_calls` this turn made: the next ones after earlier turns'.",
      ),
    checkpoints_reached: z
      .array(z.string())
      .optional()
      .describe('Checkpoints reached in this turn.'),
    duration_ms: z.number().nonnegative().describe("The turn's time, in ms."),
    error: z.string().optional().describe('What went wrong in this turn.'),
  })
  .describe("One turn of a conversation (Yao's TurnResult).");
export type TurnRecord = z.infer<typeof TurnRecordSchema>;

/** A Yao checkpoint at the end of a conversation (Yao's CheckpointResult). */
export const CheckpointRecordSchema = z
  .object({
    id: z.string().describe("The checkpoint's id."),
    reached: z.boolean().describe('The conversation reached it.'),
    reached_at_turn: z.number().int().positive().optional().describe('The turn that reached it.'),
    required: z.boolean().describe('The case fails without it.'),
    passed: z.boolean().describe('It held.'),
    message: z
      .string()
      .optional()
      .describe('The message of its assertions when it held; else the first failure seen.'),
    agent_validation: z
      .object({
        passed: z.boolean().describe('The judge said it held.'),
        reason: z.string().optional().describe("The judge's reason."),
        criteria: z.string().optional().describe('What the judge was asked.'),
        input: z.unknown().optional().describe('What the judge was shown.'),
        response: z.unknown().optional().describe("The judge's raw answer."),
      })
      .optional()
      .describe("An `agent` assertion's verdict (Yao's AgentValidationResult)."),
  })
  .describe("A Yao checkpoint at the end of a conversation (Yao's CheckpointResult).");
export type CheckpointRecord = z.infer<typeof CheckpointRecordSchema>;

/**
 * Everything one attempt left behind. The final `output` is lifted onto the attempt result
 * (Yao's `run_details[].output`), so the transcript itself does not repeat it.
 */
export const TranscriptSchema = z
  .object({
    messages: z.array(MessageSchema).default([]).describe('The conversation, in order.'),
    tool_calls: z.array(ToolCallSchema).default([]).describe('Every tool call, in order.'),
    mock_calls: z.array(MockCallSchema).default([]).describe('Every call a mock or spy saw.'),
    mock_channel: z
      .boolean()
      .optional()
      .describe(
        'The case recorded tool calls (mocks or `spy`): an empty `mock_calls` then means no calls.',
      ),
    events: z.array(AgentEventSchema).default([]).describe('Events the agent streamed.'),
    usage: UsageSchema.optional().describe("The attempt's tokens and cost."),
    finish_reason: z
      .string()
      .optional()
      .describe("Why the agent's last reply ended (model's words)."),
    stderr: z.string().optional().describe("The agent's stderr (command agents), capped."),
    exit_code: z.number().nullable().optional().describe("The agent's exit code (command agents)."),
    effects: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Side effects the agent's reply reported (its `effects` field)."),
    init_result: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("thinkingbox: what each server's `__reserved__init` returned (x.init_result)."),
    session_id: z
      .string()
      .optional()
      .describe('thinkingbox: the session id the servers were given (x.session_id).'),
    logs: z
      .array(z.string())
      .optional()
      .describe("Log lines the agent's reply carried (its `logs` field)."),
    turns: z.array(TurnRecordSchema).optional().describe("A conversation's turns, in order."),
    checkpoints: z
      .array(CheckpointRecordSchema)
      .optional()
      .describe("A Yao dynamic case's checkpoints, in the case's order."),
    trace: AttemptTraceSchema.optional().describe(
      "The agent's OpenTelemetry spans, when it was traced (`trace: otlp`, `--trace`).",
    ),
  })
  .describe("Everything one attempt left behind (its final output is the attempt's `output`).");
export type Transcript = z.infer<typeof TranscriptSchema>;

export function emptyTranscript(): Transcript {
  return { messages: [], tool_calls: [], mock_calls: [], events: [] };
}
