/**
 * Each output read by the kind of program that reads it in real use: the job summary and the PR
 * comment rendered as GFM with GitHub's sanitising (test/render/gfm.ts), the terminal text through
 * the CLI's own functions. The HTML page in Chromium is in html-browser.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { inert, colors } from '../../src/cli/terminal-text.js';
import { renderFinalTable } from '../../src/cli/final-table.js';
import type { Report } from '../../src/model/index.js';
import { renderComment } from '../../src/render/comment.js';
import { deltaPp, interval, percent, ratioPercent } from '../../src/render/format.js';
import { renderMarkdown } from '../../src/render/index.js';
import { DEFAULT_MARKDOWN_MAX_BYTES } from '../../src/render/options.js';
import { compareReports } from '../../src/report/compare.js';
import { round } from '../../src/report/stats.js';
import { buildReport, type AttemptSpec, type CaseSpec } from '../fixtures/reports/builder.js';
import { cellsOf, elementsOf, GITHUB_ALLOWED_ELEMENTS, linksOf, renderGfm, textOf } from './gfm.js';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const marker = '<!-- agentci:test -->';
const RUN_URL = 'https://github.com/acme/agent/actions/runs/42';
const REPORT_URL = 'https://github.com/acme/agent/actions/runs/42/artifacts/7';
const BASE_URL = 'https://github.com/acme/agent/actions/runs/41';

/** A small deterministic random source (tests must not depend on Math.random). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function failed(detail: string): AttemptSpec {
  return {
    status: 'failed',
    output: `Lyon ${detail}`,
    checks: [
      {
        label: 'contains "Paris"',
        type: 'contains',
        passed: false,
        expected: `Paris ${detail}`,
        actual: `Lyon ${detail}`,
        message: 'output does not contain "Paris"',
      },
    ],
    transcript: { stderr: `warning: ${detail}\n` },
  };
}
const passed: AttemptSpec = { status: 'passed', output: 'Paris' };

describe('the job summary with 3,000 cases', () => {
  it('names every failing and flaky case within its byte limit, trimming detail first', () => {
    const detail = 'lorem ipsum dolor sit amet '.repeat(20);
    const cases: CaseSpec[] = [];
    const failing: string[] = [];
    const flaky: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const id = `case-${String(i).padStart(4, '0')}`;
      if (i < 2000) {
        failing.push(id);
        cases.push({ id, attempts: [failed(detail), failed(detail), failed(detail)] });
      } else if (i < 2300) {
        // Passes at a 60% threshold with one failing run: flaky.
        flaky.push(id);
        cases.push({ id, threshold: 0.6, attempts: [passed, failed(detail), passed] });
      } else cases.push({ id, attempts: [passed, passed, passed] });
    }
    const report = buildReport({ cases });
    const md = renderMarkdown(report, { reportUrl: REPORT_URL });
    expect(bytes(md)).toBeLessThanOrEqual(DEFAULT_MARKDOWN_MAX_BYTES);

    // The tables name the cases; the failure details follow them. (micromark takes tens of seconds
    // on the whole megabyte, so only the part before the details is rendered: a block boundary.)
    const [tables, details] = md.split('\n### Failing runs\n');
    expect(details).toBeDefined();
    const html = renderGfm(tables);
    const named = new Set(cellsOf(html));
    expect(failing.filter((id) => !named.has(id))).toEqual([]);
    expect(flaky.filter((id) => !named.has(id))).toEqual([]);
    // The Flaky section is there, with every flaky case.
    const flakySection = html.split('<h3>⚠️ Flaky cases</h3>')[1] ?? '';
    const inFlaky = new Set(cellsOf(flakySection));
    expect(flaky.filter((id) => !inFlaky.has(id))).toEqual([]);
    // Detail was what gave way, and the summary says so.
    expect(details).toMatch(
      /Shortened to fit this summary|Failure details of [\d,]+ more failing cases are left out/,
    );
    expect(details).not.toContain('Expected:');
    expect(md).not.toContain('This summary was cut to fit');
  });
});

/** Integer tenths from a shown `82.4%` / `−17.6 pp` / `±0.0 pp`, read as text (no float maths). */
function shownTenths(s: string): number {
  const m = /^([+\u2212±-]?)(\d+)\.(\d)( pp|%)$/.exec(s);
  if (!m) throw new Error(`not a one-decimal number: ${s}`);
  const t = Number(m[2]) * 10 + Number(m[3]);
  return m[1] === '\u2212' || m[1] === '-' ? -t : t;
}

describe('percentages and deltas', () => {
  it('round half up on the decimal value, and a delta is the difference of the shown values', () => {
    const r = rng(7);
    const rates: number[] = [];
    // Pass rates as the aggregator stores them (two decimals), from every k/n up to 60 runs…
    for (let n = 1; n <= 60; n++) for (let k = 0; k <= n; k++) rates.push(round((k / n) * 100, 2));
    // …and every two-decimal value between 0 and 100.
    for (let c = 0; c <= 10_000; c++) rates.push(c / 100);
    for (const p of rates) {
      const cents = Math.round(p * 100);
      // The oracle works on integers: hundredths → tenths, half up.
      const t = Math.floor((cents + 5) / 10);
      expect(percent(p), `percent(${p})`).toBe(`${Math.floor(t / 10)}.${t % 10}%`);
    }
    for (let i = 0; i < 20_000; i++) {
      const base = rates[Math.floor(r() * rates.length)];
      const head = rates[Math.floor(r() * rates.length)];
      const d = deltaPp(base, head);
      expect(shownTenths(d), `deltaPp(${base}, ${head})`).toBe(
        shownTenths(percent(head)) - shownTenths(percent(base)),
      );
      if (d.startsWith('±')) expect(percent(head)).toBe(percent(base));
    }
    // Intervals and thresholds use the same rounding.
    for (let i = 0; i < 2000; i++) {
      const low = r();
      const high = r();
      const [a, b] = /^\[(.*)–(.*)%\]$/.exec(interval(low, high))!.slice(1);
      expect(`${a}%`).toBe(percent(low * 100));
      expect(`${b}%`).toBe(percent(high * 100));
    }
    expect(ratioPercent(0.8235)).toBe(percent(82.35));
    expect(ratioPercent(0.9)).toBe('90%');
  });

  it('82.35% reads 82.4% and 100 → 82.35 reads −17.6 pp in the summary, the comment and the terminal', () => {
    // 14 of 17 runs: 82.35%.
    const spec = (passedRuns: number): CaseSpec[] => [
      {
        id: 'c',
        attempts: Array.from({ length: 17 }, (_v, i) => (i < passedRuns ? passed : failed('x'))),
      },
    ];
    const head = buildReport({ cases: spec(14), caseThreshold: 0.8 });
    const base = buildReport({ cases: spec(17), caseThreshold: 0.8 });
    expect(head.summary.overall_pass_rate).toBe(82.35);
    const diff = compareReports(base, head, { source: 'main', run_url: BASE_URL });

    const md = textOf(renderGfm(renderMarkdown(head, { diff })));
    const comment = textOf(renderGfm(renderComment(head, { marker, diff })));
    const terminal = renderFinalTable(head, colors(false));
    for (const [name, out] of [
      ['summary', md],
      ['comment', comment],
      ['terminal', terminal],
    ]) {
      expect(out, name).toContain('82.4%');
      expect(out, name).not.toContain('82.3%');
      expect(out, name).not.toContain('82.35%');
    }
    for (const [name, out] of [
      ['summary', md],
      ['comment', comment],
    ]) {
      expect(out, name).toContain('\u221217.6 pp');
      expect(out, name).not.toContain('17.7 pp');
    }
  });
});

/** A report whose agent text holds everything a renderer could get wrong. */
function awkwardReport(): { head: Report; base: Report } {
  const errorText =
    'exited with code 1 (see https://evil.example/x or www.evil.example, ask ann@example.com or @octocat); stderr: \u001b[31mTraceback UNIQUE-STDERR\u001b[0m';
  const bad: CaseSpec = {
    id: 'invoice\u202Etxt.exe',
    // As the aggregator does: the case's error is its first failing run's.
    error: errorText,
    attempts: [
      {
        status: 'error',
        error: errorText,
        transcript: { stderr: '\u001b[31mTraceback UNIQUE-STDERR\u001b[0m\n' },
      },
      passed,
      passed,
    ],
  };
  const cases = (extra: CaseSpec[]): CaseSpec[] => [
    { id: '1. setup', attempts: [passed, passed, passed] },
    { id: '- dash', attempts: [passed, passed, passed] },
    { id: '2) second', attempts: [passed, passed, passed] },
    ...extra,
  ];
  const newFailure = (id: string): CaseSpec => ({
    id,
    attempts: [failed('x'), failed('x'), failed('x')],
  });
  const head = buildReport({
    cases: cases([bad, newFailure('nf-1'), newFailure('nf-2'), newFailure('nf-3')]),
  });
  const base = buildReport({
    cases: cases(
      ['invoice\u202Etxt.exe', 'nf-1', 'nf-2', 'nf-3'].map((id) => ({
        id,
        attempts: [passed, passed, passed],
      })),
    ),
  });
  return { head, base };
}

describe('agent text in the summary and the comment, rendered as GitHub does', () => {
  const { head, base } = awkwardReport();
  const diff = compareReports(base, head, { source: 'main', run_url: BASE_URL });
  const summaryMd = renderMarkdown(head, { diff, reportUrl: REPORT_URL, runUrl: RUN_URL });
  const commentMd = renderComment(head, {
    marker,
    diff,
    runUrl: RUN_URL,
    artifactUrl: REPORT_URL,
  });
  const outputs = [
    ['summary', summaryMd],
    ['comment', commentMd],
  ] as const;

  it('uses only elements GitHub allows, and links only to agentci’s own URLs', () => {
    for (const [name, md] of outputs) {
      const html = renderGfm(md);
      const stray = [...elementsOf(html)].filter((e) => !GITHUB_ALLOWED_ELEMENTS.has(e));
      expect(stray, name).toEqual([]);
      expect(html, name).toContain('https:'); // the agent's URL is there, as text
      for (const href of linksOf(html))
        expect([RUN_URL, REPORT_URL, BASE_URL], name).toContain(href);
      expect(textOf(html), name).toContain('see https://evil.example/x or www.evil.example');
    }
  });

  it('a case id starting with `1. ` or `- ` stays text: no list is formed from it', () => {
    for (const [name, md] of outputs) {
      const html = renderGfm(md);
      expect(html, name).not.toContain('<ol');
      const text = textOf(html);
      expect(text, name).toContain('1. setup');
      expect(text, name).toContain('2) second');
      expect(text, name).toContain('- dash');
    }
    // The comment's unchanged list names each case on its own.
    const unchanged = renderGfm(commentMd).split('Unchanged cases')[1] ?? '';
    expect(textOf(unchanged)).toMatch(/1\. setup \(3\/3\)[\s\S]*- dash \(3\/3\)[\s\S]*2\) second/);
  });

  it('shows bidi overrides instead of obeying them, and no ANSI escape reaches the text', () => {
    for (const [name, md] of outputs) {
      const text = textOf(renderGfm(md));
      expect(text, name).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      expect(text, name).toContain('invoice[U+202E]txt.exe');
      expect(md, name).not.toContain('\u001b');
      expect(text, name).not.toContain('[31m');
    }
  });

  it('leaves e-mail addresses whole (no invisible joiner) while @mentions stay inert', () => {
    for (const [name, md] of outputs) {
      const text = textOf(renderGfm(md));
      expect(text, name).toContain('ann@example.com');
      expect(text, name).toContain('@\u200Doctocat');
      expect(text, name).not.toContain('@octocat');
    }
  });

  it('shows the stderr of an error once', () => {
    const text = textOf(renderGfm(summaryMd));
    expect(text.match(/UNIQUE-STDERR/g)).toHaveLength(1);
    expect(textOf(renderGfm(commentMd)).match(/UNIQUE-STDERR/g)).toHaveLength(1);
  });

  it('counts transitions in words that agree with the number', () => {
    expect(textOf(renderGfm(commentMd))).toContain('3 new failures');
    expect(textOf(renderGfm(summaryMd))).toContain('3 new failures');
  });
});

describe('terminal text', () => {
  it('shows bidi overrides as code points and strips ANSI escapes', () => {
    expect(inert('invoice\u202Etxt.exe')).toBe('invoice[U+202E]txt.exe');
    expect(inert('\u2067isolate\u2069')).toBe('[U+2067]isolate[U+2069]');
    expect(inert('\u001b[31mred\u001b[0m \u001b]0;title\u0007x')).toBe('red x');
    // Natural right-to-left text is left alone.
    expect(inert('باريس')).toBe('باريس');
  });

  it('the closing table shows an error’s stderr once and the shared percentages', () => {
    const { head } = awkwardReport();
    const table = renderFinalTable(head, colors(false));
    expect(table.match(/UNIQUE-STDERR/g)).toHaveLength(1);
    expect(table).not.toContain('\u202E');
    expect(table).not.toContain('\u001b');
    expect(table).toContain(percent(head.summary.overall_pass_rate));
  });
});
