import { z } from 'zod';

/*
 * What an attempt's OpenTelemetry spans leave in its transcript (`transcript.trace`): the spans
 * agentci received for it, in a compact form the reports can show as a tree, and how complete the
 * collection was. The tool calls and usage read from them are merged into the transcript's own
 * `tool_calls`, `mock_calls` and `usage` (src/trace/merge.ts says the rule); this is the record
 * of where they came from.
 */

/** An OTLP span kind, by its name in the OpenTelemetry API. */
export const SpanKindSchema = z.enum(['internal', 'server', 'client', 'producer', 'consumer']);

/** What agentci read a span as (GenAI semantic conventions or OpenInference span kinds). */
export const SpanRoleSchema = z.enum(['tool', 'model', 'agent']);
export type SpanRole = z.infer<typeof SpanRoleSchema>;

/** An event on a span (an exception, a log line); `at_ms` is from the trace's first start. */
export const TraceSpanEventSchema = z.object({
  name: z.string(),
  at_ms: z.number(),
  attributes: z.record(z.string(), z.unknown()).optional(),
});

export const TraceSpanSchema = z.object({
  trace_id: z.string(),
  span_id: z.string(),
  /** Absent for a root span (or one whose parent is agentci's attempt context). */
  parent_id: z.string().optional(),
  name: z.string(),
  kind: SpanKindSchema.optional(),
  /** Start, in ms after the earliest start among the attempt's spans (the shared time axis). */
  start_ms: z.number(),
  duration_ms: z.number().nonnegative(),
  /** The span's status; absent when unset. */
  status: z.enum(['ok', 'error']).optional(),
  status_message: z.string().optional(),
  /** `service.name` of the resource that sent it. */
  service: z.string().optional(),
  role: SpanRoleSchema.optional(),
  /** The span's attributes; long values are cut (see `AttemptTrace.values_cut`). */
  attributes: z.record(z.string(), z.unknown()).optional(),
  events: z.array(TraceSpanEventSchema).optional(),
});
export type TraceSpan = z.infer<typeof TraceSpanSchema>;

export const AttemptTraceSchema = z.object({
  /** When the earliest span started (ISO 8601); the zero of every `start_ms`. */
  started_at: z.string(),
  /** The spans kept, ordered by start time. */
  spans: z.array(TraceSpanSchema),
  /** Spans received for the attempt; more than `spans.length` when some were left out. */
  received: z.number().int().nonnegative(),
  /** Spans over the per-attempt limit, received and counted but not kept. */
  left_out: z.number().int().nonnegative().optional(),
  /** Attribute and event values cut to the per-value limit. */
  values_cut: z.number().int().nonnegative().optional(),
  /**
   * Whether every span's parent had arrived when collection ended: false means the agent was
   * still sending (spans of this attempt that arrive later are refused, and said so in the log).
   */
  complete: z.boolean(),
  /** How long the attempt waited for spans after the agent finished (its flush window at most). */
  flush_wait_ms: z.number().nonnegative(),
});
export type AttemptTrace = z.infer<typeof AttemptTraceSchema>;
