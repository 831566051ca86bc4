import { z } from 'zod';

/*
 * What an attempt's OpenTelemetry spans leave in its transcript (`transcript.trace`): the spans
 * agentci received for it, in a compact form the reports can show as a tree, and how complete the
 * collection was. The tool calls and usage read from them are merged into the transcript's own
 * `tool_calls`, `mock_calls` and `usage` (src/trace/merge.ts says the rule); this is the record
 * of where they came from.
 */

/** An OTLP span kind, by its name in the OpenTelemetry API. */
export const SpanKindSchema = z
  .enum(['internal', 'server', 'client', 'producer', 'consumer'])
  .describe('The span kind, by its name in the OpenTelemetry API.');

/** What agentci read a span as (GenAI semantic conventions or OpenInference span kinds). */
export const SpanRoleSchema = z
  .enum(['tool', 'model', 'agent'])
  .describe('What agentci read the span as (GenAI semantic conventions or OpenInference kinds).');
export type SpanRole = z.infer<typeof SpanRoleSchema>;

const attributes = (what: string) => z.record(z.string(), z.unknown()).optional().describe(what);

/** An event on a span (an exception, a log line); `at_ms` is from the trace's first start. */
export const TraceSpanEventSchema = z
  .object({
    name: z.string().describe("The event's name (`exception`, a log line's name)."),
    at_ms: z.number().describe("When it happened, in ms after the trace's earliest start."),
    attributes: attributes("The event's attributes; long values are cut."),
  })
  .describe('An event on a span (an exception, a log line).');

export const TraceSpanSchema = z
  .object({
    trace_id: z.string().describe('The trace id (32 hex digits).'),
    span_id: z.string().describe('The span id (16 hex digits).'),
    parent_id: z
      .string()
      .optional()
      .describe(
        "The parent span's id; absent for a root span (or one under the attempt's context).",
      ),
    name: z.string().describe("The span's name."),
    kind: SpanKindSchema.optional(),
    start_ms: z
      .number()
      .describe("Start, in ms after the earliest start among the attempt's spans (the time axis)."),
    duration_ms: z.number().nonnegative().describe('How long the span lasted, in ms.'),
    status: z.enum(['ok', 'error']).optional().describe("The span's status; absent when unset."),
    status_message: z.string().optional().describe("The status's message, when it has one."),
    service: z.string().optional().describe('`service.name` of the resource that sent it.'),
    role: SpanRoleSchema.optional(),
    attributes: attributes("The span's attributes; long values are cut (see `values_cut`)."),
    events: z.array(TraceSpanEventSchema).optional().describe("The span's events, in order."),
  })
  .describe('One span the agent sent.');
export type TraceSpan = z.infer<typeof TraceSpanSchema>;

export const AttemptTraceSchema = z
  .object({
    started_at: z
      .string()
      .describe('When the earliest span started (ISO 8601); the zero of every `start_ms`.'),
    spans: z.array(TraceSpanSchema).describe('The spans kept, ordered by start time.'),
    received: z
      .number()
      .int()
      .nonnegative()
      .describe(
        "Spans received for the attempt; more than `spans`' length when some were left out.",
      ),
    left_out: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Spans over the per-attempt limit, received and counted but not kept.'),
    values_cut: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Attribute and event values cut to the per-value limit.'),
    complete: z
      .boolean()
      .describe(
        "Whether every span's parent had arrived when collection ended: false means the agent was still sending (later spans of this attempt are refused, and said so in the log).",
      ),
    flush_wait_ms: z
      .number()
      .nonnegative()
      .describe(
        'How long the attempt waited for spans after the agent finished (its flush window at most).',
      ),
  })
  .describe(
    "The agent's OpenTelemetry spans for one attempt, and how complete their collection was.",
  );
export type AttemptTrace = z.infer<typeof AttemptTraceSchema>;
