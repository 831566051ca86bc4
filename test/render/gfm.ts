/**
 * Markdown read the way GitHub reads a job summary or a PR comment: GFM (tables, autolink
 * literals, strikethrough, task lists) through micromark, raw HTML passed on to a sanitiser with
 * GitHub's allow-list (html-pipeline's SanitizationFilter), which drops comments.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/** The elements html-pipeline's SanitizationFilter WHITELIST lets through. */
export const GITHUB_ALLOWED_ELEMENTS = new Set(
  `h1 h2 h3 h4 h5 h6 h7 h8 br b i strong em a pre code img tt div ins del sup sub p ol ul table
   thead tbody tfoot blockquote dl dt dd kbd q samp var hr ruby rt rp li tr td th s strike summary
   details`.split(/\s+/),
);

/** GFM → HTML, comments removed as GitHub's sanitiser removes them. */
export function renderGfm(md: string): string {
  const html = micromark(md, {
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
    allowDangerousHtml: true,
  });
  return html.replace(/<!--[\s\S]*?-->/g, '');
}

/** Names of the elements in rendered HTML. */
export function elementsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1].toLowerCase()));
}

/** The `href` of every link. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => decode(m[1]));
}

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** What a reader sees: the text with tags removed and entities decoded. */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ''));
}

/** The text of every table cell (`<td>`), in order. */
export function cellsOf(html: string): string[] {
  return [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => textOf(m[1]).trim());
}
