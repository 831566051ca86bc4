import { inertJsonText } from '../lib/json.js';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { AttemptResult, CaseResult, Report } from '../model/index.js';
import { flakyWhyField } from '../report/flaky-why.js';
import { escapeScriptJson, jsonForScript, stripControls } from './escape.js';
import { programSource } from '../program-source.js';
import { percent, plural, stampOf } from './format.js';
import { DEFAULT_HTML_MAX_BYTES, type RenderOptions } from './options.js';
import type { PageCase, PageData } from './report-client/page-data.js';
import { summariseTrace, tracePair } from './report-client/trace-tree.js';
import { compileTemplate, safe, type HelperMap } from './templates.js';

/** An attempt in the page data; `transcript_omitted` tells the page why a transcript is missing. */
type PageAttempt = AttemptResult & { transcript_omitted?: boolean };

/**
 * The page script (src/render/report-client/) as one classic script for an inline `<script>`:
 * it must not close its element early nor open an HTML comment there.
 */
function reportClient(): string {
  const code = programSource('report-client');
  if (/<\/script|<!--/i.test(code))
    throw new Error('the report page script contains </script or <!--: it cannot be inlined');
  return code;
}

function mapAttempts(report: Report, fn: (a: AttemptResult, c: CaseResult) => PageAttempt): Report {
  return {
    ...report,
    results: report.results.map((c) => ({ ...c, run_details: c.run_details.map((a) => fn(a, c)) })),
  };
}

/**
 * Estimated JSON size of a report's results from an evenly spaced sample of cases, so a huge report
 * is compacted before it is serialised (serialising tens of megabytes twice would dominate the
 * render time). Small reports are measured exactly.
 */
function estimateBytes(report: Report): number {
  const n = report.results.length;
  const step = Math.max(1, Math.floor(n / 200));
  let bytes = 0;
  let sampled = 0;
  for (let i = 0; i < n; i += step) {
    bytes += Buffer.byteLength(JSON.stringify(report.results[i]), 'utf8');
    sampled++;
  }
  return sampled === 0 ? 0 : (bytes / sampled) * n;
}

type Stage = (report: Report) => { report: Report; note: string };

/** Spans an attempt's trace shows at most; a larger trace is summarised (see summariseTrace). */
export const MAX_PAGE_SPANS = 200;

/**
 * An attempt without its transcript, except its trace when the case's trace view shows it beside
 * a failing run (a flaky case's passing run): the comparison is what the view is for.
 */
function withoutTranscript(a: PageAttempt, c: CaseResult): PageAttempt {
  const { transcript: t, ...rest } = a;
  const pair = t?.trace ? tracePair(c as unknown as PageCase) : undefined;
  if (t?.trace && pair?.passing.run === a.run)
    return {
      ...rest,
      transcript_omitted: true,
      transcript: { messages: [], tool_calls: [], mock_calls: [], events: [], trace: t.trace },
    };
  return { ...rest, transcript_omitted: true };
}

/** The compaction steps, mildest first. */
const STAGES: Stage[] = [
  (r) => ({
    report: mapAttempts(r, (a, c) => {
      if (a.status !== 'passed' || !a.transcript) return a;
      return withoutTranscript(a, c);
    }),
    note: 'Transcripts of passing runs are left out to keep this report small; report.json has them.',
  }),
  (r) => ({
    report: mapAttempts(r, (a) => {
      if (a.status !== 'passed') return a;
      const { output: _o, started_at: _s, ...rest } = a;
      return { ...rest, checks: a.checks.map(({ actual: _a, expected: _e, ...ch }) => ch) };
    }),
    note: 'Outputs of passing runs are left out as well.',
  }),
  (r) => ({
    report: mapAttempts(r, (a, c) => {
      const firstFailing = c.run_details.find(
        (x) => x.status !== 'passed' && x.status !== 'skipped',
      );
      if (a === firstFailing || !a.transcript) return a;
      return withoutTranscript(a, c);
    }),
    note: "Only each case's first failing run keeps its transcript.",
  }),
];

/**
 * Every string the page shows goes through the shared sanitising first: ANSI colour codes from an
 * agent's stderr would show as a box and `[31m`, and bidi overrides would reorder the text around
 * them (`txt\u202Eexe.` reads `exe.txt`). The page renders with textContent, so this is all it needs.
 */
function forDisplay(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? stripControls(value) : value;
}

/**
 * Keeps the embedded data within the budget: first passing runs lose their transcripts, then
 * their outputs and check values, then every run but each case's first failing one loses its
 * transcript. Each step adds a note the page shows. The last step's result is used even if still
 * over budget: the page must show every case.
 */
function compact(
  report: Report,
  maxBytes: number,
  wrap: (r: Report, notes: string[]) => PageData,
): { json: string; notes: string[] } {
  const notes: string[] = [];
  let summarised = 0;
  // Attempts repeat their case's id and suite, and a case repeats its first attempt's output: the
  // page needs neither copy. Traces over MAX_PAGE_SPANS are summarised, and the page says so.
  let current: Report = {
    ...report,
    results: report.results.map(({ output: _o, ...c }) => ({
      ...c,
      // Worked out before transcripts are dropped below (reports written before flaky_why existed).
      ...(c.flaky && !c.flaky_why ? flakyWhyField(c.run_details) : {}),
      run_details: c.run_details.map(({ id: _i, suite: _s, ...a }) => {
        const trace = a.transcript?.trace;
        if (!trace || trace.spans.length <= MAX_PAGE_SPANS) return a as AttemptResult;
        summarised++;
        return {
          ...a,
          transcript: { ...a.transcript, trace: summariseTrace(trace, MAX_PAGE_SPANS) },
        } as AttemptResult;
      }),
    })),
  };
  if (summarised > 0)
    notes.push(
      `${summarised} trace${summarised === 1 ? '' : 's'} of more than ${MAX_PAGE_SPANS} spans ${summarised === 1 ? 'is' : 'are'} shown summarised (tool, model, agent and failing spans, with the spans above them); report.json has every span.`,
    );
  for (let i = 0; ; i++) {
    const last = i === STAGES.length;
    // Only serialise when the estimate says it may fit (or nothing is left to drop).
    if (last || estimateBytes(current) <= maxBytes) {
      const json = inertJsonText(JSON.stringify(wrap(current, notes), forDisplay));
      if (last || Buffer.byteLength(json, 'utf8') <= maxBytes) return { json, notes };
    }
    const next = STAGES[i](current);
    current = next.report;
    notes.push(next.note);
  }
}

/**
 * Above this much JSON the data block is gzip-compressed and base64-encoded: the browser's HTML
 * parser spends seconds on a 10 MB text block, but decompresses it natively in milliseconds
 * (DecompressionStream), and the artifact shrinks ~15×.
 */
export const HTML_COMPRESS_ABOVE_BYTES = 2_000_000;

/** The page's data block: the (compacted) report, its notes, links and the optional diff. */
function pageData(report: Report, opts: RenderOptions): { text: string; compressed: boolean } {
  const max = opts.maxBytes ?? DEFAULT_HTML_MAX_BYTES;
  const generated_at = stampOf(opts.now, report.metadata.completed_at);
  const { json } = compact(report, max, (r, notes) => ({
    generated_at,
    report_url: opts.reportUrl ?? null,
    run_url: opts.runUrl ?? null,
    diff: opts.diff ?? null,
    notes,
    report: r,
  }));
  if (Buffer.byteLength(json, 'utf8') > HTML_COMPRESS_ABOVE_BYTES) {
    // Base64 has no `<`, so it needs no further escaping for a <script> element.
    return { text: gzipSync(json, { level: 6 }).toString('base64'), compressed: true };
  }
  return { text: escapeScriptJson(json), compressed: false };
}

/**
 * Stands in for the data while the template renders and the CSP is computed, so neither has to
 * scan tens of megabytes of JSON; it is swapped for the data at the end.
 */
const DATA_SLOT = '\u0000agentci-data\u0000';

const htmlHelpers: HelperMap = {
  /** JSON for the data block, already escaped for a `<script>` element. */
  json: (v: unknown) => safe(v === DATA_SLOT ? DATA_SLOT : jsonForScript(v)),
  /** The page script, bundled from src/render/report-client/. */
  reportClient: () => safe(reportClient()),
};

/**
 * Replaces the `AGENTCI_CSP` placeholder with a policy that allows only this page's own inline
 * scripts (by SHA-256), inline styles and data: images. Agent text cannot add a script (the data
 * block escapes `<`), and if a template bug ever let one through, the browser would refuse it.
 */
function applyCsp(html: string): string {
  const hashes: string[] = [];
  const re = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    // Data blocks (JSON, gzip) are not executed; only JavaScript needs a hash.
    const type = /type\s*=\s*["']?([^"'\s>]+)/i.exec(m[1] ?? '')?.[1];
    if (type && !/^(text\/javascript|module|application\/javascript)$/i.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  const policy = [
    "default-src 'none'",
    `script-src ${hashes.length ? hashes.join(' ') : "'none'"}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return html.replace('content="AGENTCI_CSP"', `content="${policy}"`);
}

/**
 * The interactive HTML report from `templates/report.html.hbs`: one self-contained file with the
 * report embedded as JSON (`#agentci-data`) and rendered by the page's own script. Over
 * `opts.maxBytes` of data (default 10 MB), passing runs' transcripts are left out first.
 */
export function renderHtml(report: Report, opts: RenderOptions = {}): string {
  const tpl = compileTemplate('report.html.hbs', htmlHelpers, opts.templatesDir);
  const title = `agentci report: ${report.gate.passed ? 'passed' : 'failed'} · ${report.summary.passed}/${plural(report.summary.total_cases, 'case')} · ${percent(report.summary.overall_pass_rate)}`;
  const data = pageData(report, opts);
  const html = applyCsp(
    tpl({
      title,
      version: report.metadata.version,
      report,
      diff: opts.diff,
      data: DATA_SLOT,
      compressed: data.compressed,
    }),
  );
  const at = html.indexOf(DATA_SLOT);
  if (at < 0) return html;
  return html.slice(0, at) + data.text + html.slice(at + DATA_SLOT.length);
}
