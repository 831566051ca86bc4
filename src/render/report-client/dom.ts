/// <reference lib="dom" />
// The page script's DOM helpers (its only files that need the DOM's types). Text reaches the page
// through textContent only: agent text never becomes markup.
import { shown } from './text.js';

/** The element of an id the template has. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`the report page has no #${id}`);
  return e as T;
}

/** Creates an element; text goes through textContent only. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  cls?: string | null,
  text?: string | number | null,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

/** Appends the children that are there (null and undefined are skipped); returns the parent. */
export function add<P extends Node>(
  parent: P,
  ...children: (Node | null | undefined | false)[]
): P {
  for (const c of children) if (c) parent.appendChild(c);
  return parent;
}

/** A `<pre>` of a value (strings as they are, other values as JSON). */
export function pre(v: unknown): HTMLPreElement {
  return el('pre', null, shown(v));
}

/** A two-column list of label and value; empty values are left out. */
export function kv(pairs: [string, string | null | undefined][]): HTMLDivElement {
  const box = el('div', 'kv');
  for (const [k, v] of pairs)
    if (v !== undefined && v !== null && v !== '')
      add(box, el('div', 'muted', k), el('div', null, v));
  return box;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes. */
export function svg(tag: string, attrs: Record<string, string | number> = {}): SVGElement {
  const e = document.createElementNS(SVG_NS, tag) as SVGElement;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** A link to an http(s) URL, or null. */
export function link(label: string, url: string | null): HTMLAnchorElement | null {
  if (!url) return null;
  const a = el('a', null, label);
  a.href = url;
  a.rel = 'noopener noreferrer';
  return a;
}
