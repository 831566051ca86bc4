// Spans made by the real OpenTelemetry SDK and encoded by its own serializers, for the receiver's
// tests: what an exporter sends, byte for byte.
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { api, resources, tracing } from '@opentelemetry/sdk-node';

export interface SpanSpec {
  name: string;
  attributes?: Record<string, string | number | boolean | string[] | number[]>;
  error?: string;
  exception?: string;
  children?: SpanSpec[];
  kind?: number;
}

/**
 * Finished SDK spans of a tree of specs. `traceparent` makes the top spans children of that
 * context (as an agent continuing agentci's trace); `resource` adds resource attributes.
 */
export function sdkSpans(
  specs: SpanSpec[],
  opts: { traceparent?: string; resource?: Record<string, string> } = {},
): tracing.ReadableSpan[] {
  const exporter = new tracing.InMemorySpanExporter();
  const provider = new tracing.BasicTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': 'test-agent', ...opts.resource }),
    spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('test');
  let parent = api.ROOT_CONTEXT;
  if (opts.traceparent) {
    const [, traceId, spanId] = opts.traceparent.split('-') as [string, string, string];
    parent = api.trace.setSpanContext(api.ROOT_CONTEXT, {
      traceId,
      spanId,
      traceFlags: 1,
      isRemote: true,
    });
  }
  const make = (spec: SpanSpec, ctx: api.Context): void => {
    const span = tracer.startSpan(
      spec.name,
      {
        attributes: spec.attributes ?? {},
        ...(spec.kind !== undefined ? { kind: spec.kind } : {}),
      },
      ctx,
    );
    for (const child of spec.children ?? []) make(child, api.trace.setSpan(ctx, span));
    if (spec.exception) span.recordException(new Error(spec.exception));
    if (spec.error !== undefined)
      span.setStatus({ code: api.SpanStatusCode.ERROR, message: spec.error });
    span.end();
  };
  for (const s of specs) make(s, parent);
  return exporter.getFinishedSpans();
}

/** An ExportTraceServiceRequest as the OTLP/HTTP protobuf exporter sends it. */
export function protobufBody(spans: tracing.ReadableSpan[]): Uint8Array {
  return ProtobufTraceSerializer.serializeRequest(spans) as Uint8Array;
}

/** An ExportTraceServiceRequest as the OTLP/HTTP JSON exporter sends it. */
export function jsonBody(spans: tracing.ReadableSpan[]): string {
  return new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans));
}
