// The trace view's model without a browser (src/render/report-client/trace-tree.ts), and how the
// HTML report keeps traces within its budget. The DOM is exercised in Chromium by
// test/trace/html-browser.test.ts.
import { describe, expect, it } from 'vitest';
import type { AttemptTrace, TraceSpan } from '../../src/model/index.js';
import { renderHtml } from '../../src/render/index.js';
import { MAX_PAGE_SPANS } from '../../src/render/html.js';
import type { PageData } from '../../src/render/report-client/page-data.js';
import { htmlData } from './helpers.js';
import {
  axisEnd,
  barGeometry,
  spanErrors,
  spanFacts,
  spanTree,
  summariseTrace,
  traceHeadline,
  tracePair,
} from '../../src/render/report-client/trace-tree.js';
import { buildReport, type AttemptSpec } from '../fixtures/reports/builder.js';

const T = 'a'.repeat(32);
const span = (
  id: string,
  parent: string | undefined,
  start: number,
  extra: Partial<TraceSpan> = {},
): TraceSpan => ({
  trace_id: T,
  span_id: id.padStart(16, '0'),
  ...(parent ? { parent_id: parent.padStart(16, '0') } : {}),
  name: `span ${id}`,
  start_ms: start,
  duration_ms: 1,
  ...extra,
});
const trace = (spans: TraceSpan[], extra: Partial<AttemptTrace> = {}): AttemptTrace => ({
  started_at: '2025-06-01T12:00:00.000Z',
  spans,
  received: spans.length,
  complete: true,
  flush_wait_ms: 0,
  ...extra,
});

describe('the span tree', () => {
  it('nests spans under their parents, siblings by start (ties in list order), orphans at the top', () => {
    const roots = spanTree([
      span('1', undefined, 0),
      span('3', '1', 5),
      span('2', '1', 5),
      span('4', '2', 6),
      span('5', '9', 1),
    ]);
    const shape = (n: ReturnType<typeof spanTree>[number]): unknown => [
      n.span.name,
      n.depth,
      n.orphan,
      n.children.map(shape),
    ];
    expect(roots.map(shape)).toEqual([
      [
        'span 1',
        0,
        false,
        [
          ['span 3', 1, false, []],
          ['span 2', 1, false, [['span 4', 2, false, []]]],
        ],
      ],
      ['span 5', 0, true, []],
    ]);
  });

  it('cuts a cycle of parents instead of looping: each span is shown once', () => {
    const roots = spanTree([span('1', '2', 0), span('2', '1', 1), span('3', '3', 2)]);
    const all = (ns: ReturnType<typeof spanTree>): string[] =>
      ns.flatMap((n) => [n.span.name, ...all(n.children)]);
    expect(all(roots).sort()).toEqual(['span 1', 'span 2', 'span 3']);
  });

  it('draws bars on the axis of the latest end, an instant at least 0.5% wide', () => {
    const spans = [
      span('1', undefined, 0, { duration_ms: 200 }),
      span('2', '1', 50, { duration_ms: 0 }),
    ];
    expect(axisEnd(spans)).toBe(200);
    expect(barGeometry(spans[0]!, 200)).toEqual({ left: 0, width: 100 });
    expect(barGeometry(spans[1]!, 200)).toEqual({ left: 25, width: 0.5 });
    expect(barGeometry(span('3', undefined, 200, { duration_ms: 0 }), 200)).toEqual({
      left: 99.5,
      width: 0.5,
    });
  });

  it('says what a span is about: tool, arguments, result, model, tokens, agent; and its errors', () => {
    const tool = span('1', undefined, 0, {
      role: 'tool',
      attributes: {
        'tool.name': 'lookup',
        'input.value': '{"id": 7}',
        'output.value': 'x'.repeat(300),
      },
      status: 'error',
      status_message: 'timeout',
      events: [
        {
          name: 'exception',
          at_ms: 0,
          attributes: { 'exception.type': 'Err', 'exception.message': 'other' },
        },
      ],
    });
    const facts = spanFacts(tool);
    expect(facts[0]).toBe('tool: lookup');
    expect(facts[1]).toBe('arguments: {"id": 7}');
    expect(facts[2]).toMatch(/^result: x{119}…$/);
    expect(spanErrors(tool)).toEqual(['error: timeout', 'exception: Err: other']);
    const model = span('2', undefined, 0, {
      attributes: { 'gen_ai.request.model': 'm', 'gen_ai.usage.input_tokens': 5 },
    });
    expect(spanFacts(model)).toEqual(['model: m', 'tokens: 5 in · 0 out']);
    // input.value of a span that is not a tool call is not shown as arguments.
    expect(spanFacts(span('3', undefined, 0, { attributes: { 'input.value': 'q' } }))).toEqual([]);
  });

  it('headline: spans, time, errors, what was left out, an incomplete or empty trace', () => {
    expect(
      traceHeadline(trace([span('1', undefined, 0, { duration_ms: 1500, status: 'error' })])),
    ).toBe('1 span · 1.50 s · 1 with errors');
    expect(
      traceHeadline({
        ...trace([span('1', undefined, 0)], { left_out: 4, complete: false }),
        omitted_in_page: 2,
      }),
    ).toBe(
      '1 span · 1.0 ms · 4 more received over the per-attempt limit · 2 not shown here to keep the page small (report.json has them) · still incomplete when the flush window ended',
    );
    expect(traceHeadline(trace([], { complete: false, flush_wait_ms: 2000 }))).toBe(
      'No span arrived within the flush window (waited 2.00 s).',
    );
  });
});

describe('large traces', () => {
  it('keeps tool, model, agent and failing spans with their ancestors first, then others by start', () => {
    const spans: TraceSpan[] = [span('1', undefined, 0)];
    for (let i = 2; i < 100; i++) spans.push(span(String(i), String(i - 1), i));
    spans.push(span('100', '50', 100, { role: 'tool' }));
    spans.push(span('101', '10', 101, { status: 'error' }));
    const t = summariseTrace(trace(spans), 60);
    expect(t.spans).toHaveLength(60);
    expect(t.omitted_in_page).toBe(41);
    const kept = new Set(t.spans.map((s) => s.span_id.replace(/^0+/, '')));
    // The tool span and its 50 ancestors, the failing span and its own (shared) ones, then fill.
    for (const id of ['100', '101', '1', '50', '10']) expect(kept.has(id), id).toBe(true);
    expect(summariseTrace(trace(spans.slice(0, 5)), 60).omitted_in_page).toBeUndefined();
  });

  it('the HTML report summarises traces over its span limit and says so', () => {
    const spans = Array.from({ length: MAX_PAGE_SPANS + 50 }, (_, i) =>
      span(String(i + 1), undefined, i),
    );
    const report = buildReport({
      cases: [{ id: 'big', attempts: [{ status: 'failed', transcript: { trace: trace(spans) } }] }],
    });
    const data = pageData(renderHtml(report));
    const shown = data.report.results[0]!.run_details[0]!.transcript!.trace as AttemptTrace & {
      omitted_in_page: number;
    };
    expect(shown.spans).toHaveLength(MAX_PAGE_SPANS);
    expect(shown.omitted_in_page).toBe(50);
    expect(data.notes).toContain(
      `1 trace of more than ${MAX_PAGE_SPANS} spans is shown summarised (tool, model, agent and failing spans, with the spans above them); report.json has every span.`,
    );
  });

  it("over budget, a flaky case's passing run keeps its trace for the side-by-side view", () => {
    const t = trace([span('1', undefined, 0, { name: 'kept' })]);
    const attempts: AttemptSpec[] = [
      { status: 'failed', transcript: { trace: t, stderr: 'x'.repeat(20_000) } },
      { status: 'passed', transcript: { trace: t, stderr: 'y'.repeat(20_000) } },
      { status: 'passed', transcript: { trace: t, stderr: 'z'.repeat(20_000) } },
    ];
    const report = buildReport({ cases: [{ id: 'flaky', attempts, threshold: 0.5 }] });
    const data = pageData(renderHtml(report, { maxBytes: 30_000 }));
    const [failing, passing, other] = data.report.results[0]!.run_details;
    expect(failing!.transcript?.stderr).toBeDefined();
    expect(passing!.transcript_omitted).toBe(true);
    expect(passing!.transcript?.trace?.spans.map((s) => s.name)).toEqual(['kept']);
    expect(passing!.transcript?.stderr).toBeUndefined();
    expect(other!.transcript).toBeUndefined();
    expect(tracePair(data.report.results[0]!)?.passing.run).toBe(2);
  });
});

function pageData(html: string): PageData {
  return JSON.parse(htmlData(html).json) as PageData;
}
