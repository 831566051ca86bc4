// An attempt's trace session: when it stops waiting for spans, and what it keeps of them.
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceivedSpan } from '../../src/trace/otlp.js';
import { RunTracing } from '../../src/trace/run-tracing.js';

const HOUR = 3_600_000;
const open: RunTracing[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

async function tracing(opts: Partial<Parameters<typeof RunTracing.start>[0]> = {}) {
  const t = await RunTracing.start({ flushMs: HOUR, ...opts });
  open.push(t);
  return t;
}

let n = 0;
function span(
  traceId: string,
  parent: string | undefined,
  extra: Partial<ReceivedSpan> = {},
): ReceivedSpan {
  n++;
  return {
    traceId,
    spanId: n.toString(16).padStart(16, '0'),
    ...(parent ? { parentSpanId: parent } : {}),
    name: `span ${n}`,
    startMs: 1_700_000_000_000 + n,
    endMs: 1_700_000_000_000 + n + 0.5,
    attributes: {},
    events: [],
    resource: {},
    ...extra,
  };
}

/** Whether a promise has settled after the queued work of this turn. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
}

describe('waiting for spans', () => {
  it('does not wait when every span that arrived has its parent (an SDK that flushed before exit)', async () => {
    const t = await tracing();
    const key = {};
    const s = t.begin(key, 'c', 1);
    const root = span(s.traceId, s.parentSpanId);
    t.route([span(s.traceId, root.spanId), root]);
    // With a window of an hour, this only returns because the trace is complete.
    const { trace } = await t.end(key, s);
    expect(trace.complete).toBe(true);
    expect(trace.spans).toHaveLength(2);
  });

  it('waits while a parent is missing, and stops as soon as it arrives', async () => {
    const t = await tracing();
    const key = {};
    const s = t.begin(key, 'c', 1);
    const root = span(s.traceId, s.parentSpanId);
    t.route([span(s.traceId, root.spanId)]);
    const ending = t.end(key, s);
    expect(await settled(ending)).toBe(false);
    t.route([root]);
    const { trace } = await ending;
    expect(trace.complete).toBe(true);
    expect(trace.received).toBe(2);
  });

  it('an agent that sends nothing costs the flush window, and the trace says nothing came', async () => {
    const t = await tracing({ flushMs: 30 });
    const key = {};
    const s = t.begin(key, 'c', 1);
    const { trace, findings } = await t.end(key, s);
    expect(trace).toMatchObject({ spans: [], received: 0, complete: false });
    expect(trace.flush_wait_ms).toBeGreaterThan(0);
    expect(findings.toolCalls).toEqual([]);
  });

  it('does not wait once the run is stopped', async () => {
    const t = await tracing();
    const key = {};
    const s = t.begin(key, 'c', 1);
    const stop = new AbortController();
    const ending = t.end(key, s, { signal: stop.signal });
    expect(await settled(ending)).toBe(false);
    stop.abort();
    expect((await ending).trace.complete).toBe(false);
    // Already stopped: no wait at all.
    const s2 = t.begin(key, 'c', 2);
    await t.end(key, s2, { signal: stop.signal });
  });

  it('spans of its own root traces (by resource attribute) complete the same way', async () => {
    const t = await tracing();
    const key = {};
    const s = t.begin(key, 'c', 1);
    const own = 'f'.repeat(32);
    const res = { resource: { 'agentci.attempt': s.token } };
    const root = span(own, undefined, res);
    t.route([span(own, root.spanId, res)]);
    const ending = t.end(key, s);
    expect(await settled(ending)).toBe(false);
    t.route([root]);
    expect((await ending).trace.spans.map((x) => x.trace_id)).toEqual([own, own]);
  });
});

describe('the trace context', () => {
  it('each attempt its own trace id and resource attribute; the case and run are named', async () => {
    const t = await tracing();
    const a = t.begin({}, 'case "a", b=c', 1);
    const b = t.begin({}, 'x', 2);
    expect(a.traceId).not.toBe(b.traceId);
    expect(a.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const env = t.attemptEnv(a);
    expect(env.TRACEPARENT).toBe(a.traceparent);
    expect(env.OTEL_RESOURCE_ATTRIBUTES).toBe(
      `agentci.attempt=${a.traceId},agentci.case=case%20%22a%22%2C%20b%3Dc,agentci.run=1`,
    );
    expect(t.runEnv()).toEqual({
      OTEL_EXPORTER_OTLP_ENDPOINT: t.endpoint,
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${t.endpoint}/v1/traces`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf',
    });
  });

  it('finds the open session of a case object and run, until it ends', async () => {
    const t = await tracing({ flushMs: 0 });
    const key = {};
    const s = t.begin(key, 'c', 3);
    expect(t.sessionFor(key, 3)).toBe(s);
    expect(t.sessionFor({}, 3)).toBeUndefined();
    await t.end(key, s);
    expect(t.sessionFor(key, 3)).toBeUndefined();
  });
});

describe('what the transcript keeps', () => {
  it('times from the first start, agentci’s parent dropped, roles, long values cut and counted', async () => {
    const t = await tracing({ flushMs: 0, maxValueBytes: 12 });
    const key = {};
    const s = t.begin(key, 'c', 1);
    const root = span(s.traceId, s.parentSpanId, {
      startMs: 1000,
      endMs: 1010,
      name: 'agent',
      attributes: { 'gen_ai.operation.name': 'invoke_agent' },
      resource: { 'service.name': 'bot' },
      kind: 'server',
    });
    const tool = span(s.traceId, root.spanId, {
      startMs: 1002.5,
      endMs: 1004,
      name: 'execute_tool x',
      attributes: {
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.call.result': 'a very long result indeed',
        list: ['short', 'another long value'],
      },
      status: { code: 'error', message: 'bad' },
      events: [{ name: 'exception', timeMs: 1003, attributes: { 'exception.message': 'boom' } }],
    });
    t.route([tool, root]);
    const { trace, findings } = await t.end(key, s);
    expect(trace.spans).toEqual([
      {
        trace_id: s.traceId,
        span_id: root.spanId,
        name: 'agent',
        kind: 'server',
        start_ms: 0,
        duration_ms: 10,
        service: 'bot',
        role: 'agent',
        attributes: { 'gen_ai.operation.name': 'invoke_agent' },
      },
      {
        trace_id: s.traceId,
        span_id: tool.spanId,
        parent_id: root.spanId,
        name: 'execute_tool x',
        start_ms: 2.5,
        duration_ms: 1.5,
        status: 'error',
        status_message: 'bad',
        role: 'tool',
        attributes: {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.call.result': 'a very long …[25 bytes in all]',
          list: ['short', 'another long…[18 bytes in all]'],
        },
        events: [{ name: 'exception', at_ms: 3, attributes: { 'exception.message': 'boom' } }],
      },
    ]);
    expect(trace.values_cut).toBe(2);
    expect(trace.started_at).toBe(new Date(1000).toISOString());
    // The judges get the whole value, not the cut one.
    expect(findings.toolCalls[0]?.result).toBe('a very long result indeed');
  });
});
