/// <reference lib="dom" />
import { statusLabel } from './text.js';
import { add, el } from './dom.js';
import type { PageCase } from './page-data.js';
import {
  axisEnd,
  barGeometry,
  spanBadge,
  spanDuration,
  spanErrors,
  spanFacts,
  spanTree,
  traceHeadline,
  tracePair,
  type PageTrace,
  type SpanNode,
} from './trace-tree.js';

/*
 * The trace view: an attempt's spans as a collapsible tree (native <details>), each with its bar on
 * the attempt's time axis, its status, the attributes worth a glance and its errors. Text goes
 * through textContent only (dom.ts), as everywhere on the page.
 */

/** Deepest indentation drawn; deeper spans line up at this depth. */
const MAX_INDENT = 12;

/** The trace view of one attempt. */
export function traceView(t: PageTrace): HTMLDivElement {
  const box = el('div', 'trace');
  box.dataset.spans = String(t.spans.length);
  add(box, el('div', 'muted trace-head', traceHeadline(t)));
  const end = axisEnd(t.spans);
  add(
    box,
    add(
      el('div', 'span-row span-axis'),
      el('div', 'span-name', 'span'),
      add(
        el('div', 'span-bar-cell'),
        el('span', 'tick tick-start', '0'),
        el('span', 'tick tick-end', spanDuration(end)),
      ),
      el('div', 'span-dur', 'duration'),
    ),
  );
  for (const root of spanTree(t.spans)) add(box, spanNode(root, end));
  return box;
}

function spanNode(n: SpanNode, end: number): HTMLElement {
  if (n.children.length === 0) return add(el('div', 'span leaf'), spanRow(n, end));
  const d = el('details', 'span');
  d.open = true;
  add(d, add(el('summary'), spanRow(n, end)));
  const kids = el('div', 'span-children');
  for (const c of n.children) add(kids, spanNode(c, end));
  return add(d, kids);
}

function spanRow(n: SpanNode, end: number): HTMLDivElement {
  const s = n.span;
  const failed = s.status === 'error';
  const row = el('div', `span-row${failed ? ' span-failed' : ''}`);
  row.dataset.spanId = s.span_id;
  const name = el('div', 'span-name');
  name.style.paddingLeft = `${Math.min(n.depth, MAX_INDENT) * 14}px`;
  add(name, el('span', 'span-title', s.name || '(unnamed span)'));
  const badge = spanBadge(s);
  if (badge) add(name, el('span', 'span-badge', badge));
  if (failed) add(name, el('span', 'span-badge st-failed', 'error'));
  if (n.orphan) add(name, el('span', 'span-badge', 'parent not received'));
  for (const f of spanFacts(s)) add(name, el('div', 'span-fact muted', f));
  for (const e of spanErrors(s)) add(name, el('div', 'span-fact span-err', e));
  const g = barGeometry(s, end);
  const bar = el('div', `span-bar${s.role ? ` role-${s.role}` : ''}${failed ? ' bar-failed' : ''}`);
  bar.style.left = `${g.left}%`;
  bar.style.width = `${g.width}%`;
  bar.title = `${s.name}: from ${spanDuration(s.start_ms)}, for ${spanDuration(s.duration_ms)}`;
  return add(
    row,
    name,
    add(el('div', 'span-bar-cell'), bar),
    el('div', 'span-dur', spanDuration(s.duration_ms)),
  );
}

/** A flaky case's passing and failing runs' traces side by side (null when it has no pair). */
export function tracePairBox(c: PageCase): HTMLDivElement | null {
  const pair = tracePair(c);
  if (!pair) return null;
  const box = el('div', 'trace-compare');
  add(box, el('h3', null, 'Traces side by side'));
  const cols = el('div', 'trace-pair');
  for (const a of [pair.passing, pair.failing]) {
    const col = el('div', 'trace-col');
    col.dataset.run = String(a.run);
    add(
      col,
      add(
        el('div', 'trace-label'),
        el('span', `st st-${a.status}`, statusLabel(a.status)),
        el('span', null, ` · run ${a.run}`),
      ),
      traceView(a.transcript?.trace as PageTrace),
    );
    add(cols, col);
  }
  return add(box, cols);
}
