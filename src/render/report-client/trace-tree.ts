import { TOOL_ARGUMENTS, TOOL_RESULT } from '../../model/genai-attributes.js';
import type { AttemptTrace, TraceSpan } from '../../model/trace.js';
import { duration } from '../format.js';
import type { PageAttempt, PageCase } from './page-data.js';

/*
 * The trace view's model, as pure functions of an attempt's spans (the DOM code in trace.ts only
 * places it): the span tree, each span's bar on the attempt's time axis, the few attributes worth
 * a glance, and how a large trace is summarised to fit the page.
 */

/** A trace as the page gets it: maybe summarised (html.ts), saying how many spans it left out. */
export type PageTrace = AttemptTrace & { omitted_in_page?: number };

/** A span with the spans under it. */
export interface SpanNode {
  span: TraceSpan;
  /** Its place in the trace's list (ordered by start when it was stored): ties keep it. */
  index: number;
  depth: number;
  children: SpanNode[];
  /** Its parent is named but was not received (or was left out): shown at the top level. */
  orphan: boolean;
}

function key(traceId: string, spanId: string): string {
  return `${traceId}/${spanId}`;
}

/**
 * The spans as trees: each span under its parent, siblings by start time (at the same start, in
 * the order the trace lists them); spans without a parent
 * (or whose parent is missing) are the roots. A malformed trace whose parents form a cycle has
 * the cycle cut where it is found.
 */
export function spanTree(spans: readonly TraceSpan[]): SpanNode[] {
  const nodes = new Map<string, SpanNode>();
  spans.forEach((span, index) =>
    nodes.set(key(span.trace_id, span.span_id), {
      span,
      index,
      depth: 0,
      children: [],
      orphan: false,
    }),
  );
  const roots: SpanNode[] = [];
  for (const node of nodes.values()) {
    const p = node.span.parent_id;
    const parent = p ? nodes.get(key(node.span.trace_id, p)) : undefined;
    if (parent && parent !== node && !isAncestor(node, parent, nodes)) parent.children.push(node);
    else {
      node.orphan = p !== undefined && !parent;
      roots.push(node);
    }
  }
  const place = (list: SpanNode[], depth: number): void => {
    list.sort((a, b) => a.span.start_ms - b.span.start_ms || a.index - b.index);
    for (const n of list) {
      n.depth = depth;
      place(n.children, depth + 1);
    }
  };
  place(roots, 0);
  return roots;
}

/** Whether `node` is already above `parent` (linking them would close a cycle). */
function isAncestor(node: SpanNode, parent: SpanNode, nodes: Map<string, SpanNode>): boolean {
  const seen = new Set<SpanNode>();
  let cur: SpanNode | undefined = parent;
  while (cur && !seen.has(cur)) {
    if (cur === node) return true;
    seen.add(cur);
    const p: string | undefined = cur.span.parent_id;
    cur = p ? nodes.get(key(cur.span.trace_id, p)) : undefined;
  }
  return false;
}

/** The end of the attempt's time axis: the latest end among its spans (at least 1 ms). */
export function axisEnd(spans: readonly TraceSpan[]): number {
  let end = 0;
  for (const s of spans) end = Math.max(end, s.start_ms + s.duration_ms);
  return Math.max(1, end);
}

/** A span's bar as percentages of the axis; a bar is at least 0.5% wide, so an instant shows. */
export function barGeometry(span: TraceSpan, end: number): { left: number; width: number } {
  const round = (x: number) => Math.round(x * 100) / 100;
  const left = Math.min(100, Math.max(0, (span.start_ms / end) * 100));
  const width = Math.max(0.5, Math.min(100 - left, (span.duration_ms / end) * 100));
  return { left: round(Math.min(left, 99.5)), width: round(width) };
}

function attr(s: TraceSpan, ...keys: string[]): unknown {
  for (const k of keys) {
    const v = s.attributes?.[k];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

function short(v: unknown, max = 120): string {
  const t = typeof v === 'string' ? v : JSON.stringify(v);
  const one = (t ?? '').replace(/\s+/g, ' ');
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/** The span's label beside its name: what agentci read it as, and its kind. */
export function spanBadge(s: TraceSpan): string {
  return [s.role, s.kind && s.kind !== 'internal' ? s.kind : undefined].filter(Boolean).join(' · ');
}

/** The few attributes worth a glance, as `label: value` lines (tool, model, tokens, agent). */
export function spanFacts(s: TraceSpan): string[] {
  const out: string[] = [];
  const tool = attr(s, 'gen_ai.tool.name', 'tool.name');
  if (tool !== undefined) out.push(`tool: ${short(tool)}`);
  // Where each convention keeps a tool call's arguments and result (src/trace/genai.ts reads
  // the same keys); on other spans these keys hold prompts and completions.
  const args = s.role === 'tool' ? attr(s, ...TOOL_ARGUMENTS) : undefined;
  if (args !== undefined) out.push(`arguments: ${short(args)}`);
  const result = s.role === 'tool' ? attr(s, ...TOOL_RESULT) : undefined;
  if (result !== undefined) out.push(`result: ${short(result)}`);
  const model = attr(s, 'gen_ai.response.model', 'gen_ai.request.model', 'llm.model_name');
  if (model !== undefined) out.push(`model: ${short(model)}`);
  const input = attr(
    s,
    'gen_ai.usage.input_tokens',
    'gen_ai.usage.prompt_tokens',
    'llm.token_count.prompt',
  );
  const output = attr(
    s,
    'gen_ai.usage.output_tokens',
    'gen_ai.usage.completion_tokens',
    'llm.token_count.completion',
  );
  if (input !== undefined || output !== undefined)
    out.push(`tokens: ${String(input ?? 0)} in · ${String(output ?? 0)} out`);
  const agent = attr(s, 'gen_ai.agent.name');
  if (agent !== undefined) out.push(`agent: ${short(agent)}`);
  return out;
}

/** The span's errors: its status message, its exception events, its `error.type`. */
export function spanErrors(s: TraceSpan): string[] {
  const out: string[] = [];
  if (s.status === 'error') out.push(s.status_message ? `error: ${s.status_message}` : 'error');
  for (const e of s.events ?? []) {
    if (e.name !== 'exception') continue;
    const type = e.attributes?.['exception.type'];
    const message = e.attributes?.['exception.message'];
    const text = [type, message]
      .filter((x) => x !== undefined && x !== '')
      .map(String)
      .join(': ');
    if (text && !out.some((o) => o.includes(String(message ?? type))))
      out.push(`exception: ${text}`);
  }
  const type = attr(s, 'error.type');
  if (type !== undefined && out.length === 0) out.push(`error: ${short(type)}`);
  return out;
}

/** A span's duration: sub-millisecond ones too (`0.07 ms`, `12.5 ms`, `1.24 s`). */
export function spanDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 100) return `${ms.toFixed(1)} ms`;
  return duration(ms);
}

/** The line above a trace: spans, span of time, and what was left out or not waited for. */
export function traceHeadline(t: PageTrace): string {
  if (t.spans.length === 0 && !t.left_out)
    return `No span arrived within the flush window (waited ${spanDuration(t.flush_wait_ms)}).`;
  const parts = [
    `${t.spans.length} span${t.spans.length === 1 ? '' : 's'}`,
    spanDuration(axisEnd(t.spans)),
  ];
  const errors = t.spans.filter((s) => s.status === 'error').length;
  if (errors) parts.push(`${errors} with errors`);
  if (t.left_out) parts.push(`${t.left_out} more received over the per-attempt limit`);
  if (t.omitted_in_page)
    parts.push(`${t.omitted_in_page} not shown here to keep the page small (report.json has them)`);
  if (!t.complete) parts.push('still incomplete when the flush window ended');
  return parts.join(' · ');
}

/**
 * A trace cut to at most `max` spans for the page: first every span agentci read as a tool,
 * model or agent call and every failing span, with the spans above them (so the tree still
 * holds), then the others by start time. Returns the trace as it is when it fits.
 */
export function summariseTrace(t: AttemptTrace, max: number): PageTrace {
  if (t.spans.length <= max) return t;
  const byKey = new Map(t.spans.map((s) => [key(s.trace_id, s.span_id), s]));
  const keep = new Set<TraceSpan>();
  const withAncestors = (s: TraceSpan): void => {
    let cur: TraceSpan | undefined = s;
    while (cur && !keep.has(cur) && keep.size < max) {
      keep.add(cur);
      cur = cur.parent_id ? byKey.get(key(cur.trace_id, cur.parent_id)) : undefined;
    }
  };
  for (const s of t.spans) if (s.role || s.status === 'error') withAncestors(s);
  for (const s of t.spans) {
    if (keep.size >= max) break;
    keep.add(s);
  }
  const spans = t.spans.filter((s) => keep.has(s));
  return { ...t, spans, omitted_in_page: t.spans.length - spans.length };
}

/**
 * The runs a flaky case's trace view puts side by side: its first failing run that has a trace,
 * and the passing run the flaky explanation compared it with (else the first passing run with a
 * trace). Undefined unless both have one.
 */
export function tracePair(c: PageCase): { passing: PageAttempt; failing: PageAttempt } | undefined {
  const traced = (a: PageAttempt) => a.transcript?.trace !== undefined;
  const failing = c.run_details.find(
    (a) => a.status !== 'passed' && a.status !== 'skipped' && traced(a),
  );
  if (!failing) return undefined;
  const compared = c.flaky_why?.divergence.find((d) => d.runs.includes(failing.run))?.passing_run;
  const passing =
    c.run_details.find((a) => a.run === compared && a.status === 'passed' && traced(a)) ??
    c.run_details.find((a) => a.status === 'passed' && traced(a));
  return passing ? { passing, failing } : undefined;
}
