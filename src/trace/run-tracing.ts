import { randomBytes } from 'node:crypto';
import type { AttemptTrace, TraceSpan } from '../model/trace.js';
import { utf8Prefix } from '../lib/utf8.js';
import { readSpans, startOrder, type TraceFindings } from './genai.js';
import type { Attributes, AttrValue, Invalid, ReceivedSpan } from './otlp.js';
import { OtlpReceiver, type ReceiverOptions, type SpanRouter } from './receiver.js';

/*
 * A run's tracing: the receiver, and one trace context per attempt. Each attempt gets a fresh
 * trace id and parent span id (its `traceparent`) and a resource attribute naming it
 * (`agentci.attempt=<trace id>` in OTEL_RESOURCE_ATTRIBUTES). A span belongs to the attempt whose
 * trace id it carries (an agent that continues the given context), else to the attempt its
 * resource names (an SDK that starts a root trace of its own); any other span is refused. So
 * attempts running side by side never share a span, whichever way their agents start traces.
 *
 * When the agent has finished, the attempt waits for its spans: not at all when every span's
 * parent has arrived (the usual case for a process agent, whose SDK exports before it exits), else
 * until that is so or the flush window ends. An attempt whose agent sent nothing waits the whole
 * window, and no more.
 */

/** The resource attribute that names an attempt. */
export const ATTEMPT_ATTRIBUTE = 'agentci.attempt';

export interface RunTracingOptions extends ReceiverOptions {
  /** How long an attempt waits for its spans after its agent finished. */
  flushMs: number;
  /** Spans kept per attempt; later ones are refused (and counted). Default 1000. */
  maxSpans?: number;
  /** Longest attribute or event value kept, in UTF-8 bytes. Default 2048. */
  maxValueBytes?: number;
}

/** An attempt's trace context and the spans it has received so far. */
export class AttemptTraceSession {
  readonly traceId = randomBytes(16).toString('hex');
  readonly parentSpanId = randomBytes(8).toString('hex');
  readonly spans: ReceivedSpan[] = [];
  received = 0;
  leftOut = 0;
  private wake: (() => void) | undefined;
  private openParents = 0;
  private readonly ids = new Set<string>();
  private readonly missing = new Map<string, number>();

  constructor(
    readonly caseId: string,
    readonly run: number,
    private readonly maxSpans: number,
  ) {}

  /** W3C trace context: version 00, sampled. */
  get traceparent(): string {
    return `00-${this.traceId}-${this.parentSpanId}-01`;
  }

  /** The value of the attempt's `agentci.attempt` resource attribute. */
  get token(): string {
    return this.traceId;
  }

  /** Keeps a span; false when the attempt has its fill already (the span is counted, not kept). */
  add(span: ReceivedSpan): boolean {
    this.received++;
    if (this.spans.length >= this.maxSpans) {
      this.leftOut++;
      this.wake?.();
      return false;
    }
    this.spans.push(span);
    const key = `${span.traceId}/${span.spanId}`;
    this.ids.add(key);
    // A parent seen missing before is here now.
    const waiting = this.missing.get(key);
    if (waiting !== undefined) {
      this.missing.delete(key);
      this.openParents -= waiting;
    }
    const parent = span.parentSpanId;
    if (parent && parent !== this.parentSpanId) {
      const pkey = `${span.traceId}/${parent}`;
      if (!this.ids.has(pkey)) {
        this.missing.set(pkey, (this.missing.get(pkey) ?? 0) + 1);
        this.openParents++;
      }
    }
    this.wake?.();
    return true;
  }

  /** Some span arrived and every span's parent has too (or is agentci's context). */
  get complete(): boolean {
    return this.spans.length > 0 && this.openParents === 0;
  }

  /** Resolves when the trace is complete, or after `ms`, or when `signal` aborts. */
  async settle(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.complete || ms <= 0 || signal?.aborted) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      this.wake = () => {
        // Over the limit nothing more will be kept: no reason to wait.
        if (this.complete || this.leftOut > 0) done();
      };
    });
  }
}

/** What an attempt's spans came to. */
export interface CollectedTrace {
  trace: AttemptTrace;
  findings: TraceFindings;
}

/** Ids of attempts that ended, kept so late spans are refused with the right reason. */
const RETIRED_KEPT = 10_000;

export class RunTracing implements SpanRouter {
  readonly flushMs: number;
  private receiver!: OtlpReceiver;
  private readonly byTrace = new Map<string, AttemptTraceSession>();
  private readonly byToken = new Map<string, AttemptTraceSession>();
  private readonly retired = new Set<string>();
  private readonly sessions = new WeakMap<object, Map<number, AttemptTraceSession>>();
  private readonly maxSpans: number;
  private readonly maxValueBytes: number;

  private constructor(opts: RunTracingOptions) {
    this.flushMs = opts.flushMs;
    this.maxSpans = opts.maxSpans ?? 1000;
    this.maxValueBytes = opts.maxValueBytes ?? 2048;
  }

  /** Starts the receiver (127.0.0.1, `opts.port` or a free port). */
  static async start(opts: RunTracingOptions): Promise<RunTracing> {
    const t = new RunTracing(opts);
    t.receiver = await OtlpReceiver.start(t, opts);
    return t;
  }

  get stats(): OtlpReceiver['stats'] {
    return this.receiver.stats;
  }

  get endpoint(): string {
    return this.receiver.endpoint;
  }

  get tracesUrl(): string {
    return this.receiver.tracesUrl;
  }

  /**
   * The environment every agent process of the run gets: where to export, and how. The per-attempt
   * part (TRACEPARENT, OTEL_RESOURCE_ATTRIBUTES) is `attemptEnv`.
   */
  runEnv(): Record<string, string> {
    return {
      OTEL_EXPORTER_OTLP_ENDPOINT: this.endpoint,
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: this.tracesUrl,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf',
    };
  }

  /** The variables that give one attempt's agent its trace context. */
  attemptEnv(s: AttemptTraceSession): Record<string, string> {
    const attrs = [
      `${ATTEMPT_ATTRIBUTE}=${s.token}`,
      `agentci.case=${encodeURIComponent(s.caseId)}`,
      `agentci.run=${s.run}`,
    ];
    return { TRACEPARENT: s.traceparent, OTEL_RESOURCE_ATTRIBUTES: attrs.join(',') };
  }

  /** Opens the trace context of attempt `run` of the case `key` (a Case object). */
  begin(key: object, caseId: string, run: number): AttemptTraceSession {
    const s = new AttemptTraceSession(caseId, run, this.maxSpans);
    this.byTrace.set(s.traceId, s);
    this.byToken.set(s.token, s);
    let runs = this.sessions.get(key);
    if (!runs) this.sessions.set(key, (runs = new Map()));
    runs.set(run, s);
    return s;
  }

  /** The open session of attempt `run` of the case `key`, if there is one. */
  sessionFor(key: object, run: number): AttemptTraceSession | undefined {
    return this.sessions.get(key)?.get(run);
  }

  /**
   * Ends an attempt's collection: waits for its spans (see above; `flushMs: 0` or an aborted
   * `signal` does not wait), stops routing to it, and reads what arrived.
   */
  async end(
    key: object,
    s: AttemptTraceSession,
    opts: { signal?: AbortSignal; flushMs?: number } = {},
  ): Promise<CollectedTrace> {
    const t0 = performance.now();
    await s.settle(opts.flushMs ?? this.flushMs, opts.signal);
    const waited = performance.now() - t0;
    this.byTrace.delete(s.traceId);
    this.byToken.delete(s.token);
    this.sessions.get(key)?.delete(s.run);
    this.retired.add(s.traceId);
    if (this.retired.size > RETIRED_KEPT) {
      const oldest = this.retired.values().next().value;
      if (oldest !== undefined) this.retired.delete(oldest);
    }
    const findings = readSpans(s.spans);
    return { trace: this.stored(s, findings, waited), findings };
  }

  route(spans: ReceivedSpan[]): Invalid[] {
    let foreign = 0;
    let late = 0;
    let over = 0;
    for (const span of spans) {
      const token = span.resource[ATTEMPT_ATTRIBUTE];
      const session =
        this.byTrace.get(span.traceId) ??
        (typeof token === 'string' ? this.byToken.get(token) : undefined);
      if (session) {
        if (!session.add(span)) over++;
      } else if (
        this.retired.has(span.traceId) ||
        (typeof token === 'string' && this.retired.has(token))
      )
        late++;
      else foreign++;
    }
    const out: Invalid[] = [];
    if (foreign)
      out.push({
        count: foreign,
        reason: `belong to no attempt of this run (unknown trace id and no ${ATTEMPT_ATTRIBUTE} resource attribute of a running attempt)`,
      });
    if (late)
      out.push({
        count: late,
        reason: `arrived after their attempt had ended (its flush window is ${this.flushMs} ms: raise trace_flush)`,
      });
    if (over)
      out.push({ count: over, reason: `over the limit of ${this.maxSpans} spans per attempt` });
    return out;
  }

  async close(): Promise<void> {
    await this.receiver.close();
  }

  /** The compact record of the spans kept in the transcript. */
  private stored(s: AttemptTraceSession, f: TraceFindings, waited: number): AttemptTrace {
    const spans = startOrder(s.spans);
    const t0 = spans[0]?.startMs ?? 0;
    let cut = 0;
    const cutValue = (v: AttrValue): AttrValue => {
      if (typeof v === 'string') {
        const bytes = Buffer.byteLength(v);
        if (bytes <= this.maxValueBytes) return v;
        cut++;
        return `${utf8Prefix(v, this.maxValueBytes)}…[${bytes} bytes in all]`;
      }
      if (Array.isArray(v)) return v.map(cutValue);
      if (v && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cutValue(x)]));
      return v;
    };
    const attrs = (a: Attributes): Record<string, unknown> | undefined => {
      const keys = Object.keys(a);
      return keys.length
        ? Object.fromEntries(keys.map((k) => [k, cutValue(a[k] as AttrValue)]))
        : undefined;
    };
    const ms = (x: number): number => Math.round(x * 1000) / 1000;
    const out: TraceSpan[] = spans.map((span) => {
      const t: TraceSpan = {
        trace_id: span.traceId,
        span_id: span.spanId,
        name: span.name,
        start_ms: ms(span.startMs - t0),
        duration_ms: ms(span.endMs - span.startMs),
      };
      if (span.parentSpanId && span.parentSpanId !== s.parentSpanId)
        t.parent_id = span.parentSpanId;
      if (span.kind) t.kind = span.kind;
      if (span.status) {
        t.status = span.status.code;
        if (span.status.message) t.status_message = span.status.message;
      }
      const service = span.resource['service.name'];
      if (typeof service === 'string') t.service = service;
      const role = f.roles.get(span.spanId);
      if (role) t.role = role;
      const a = attrs(span.attributes);
      if (a) t.attributes = a;
      if (span.events.length)
        t.events = span.events.map((e) => {
          const ea = attrs(e.attributes);
          return { name: e.name, at_ms: ms(e.timeMs - t0), ...(ea ? { attributes: ea } : {}) };
        });
      return t;
    });
    return {
      started_at: new Date(t0 || Date.now()).toISOString(),
      spans: out,
      received: s.received,
      ...(s.leftOut ? { left_out: s.leftOut } : {}),
      ...(cut ? { values_cut: cut } : {}),
      complete: s.complete,
      flush_wait_ms: ms(waited),
    };
  }
}
