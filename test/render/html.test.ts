import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stripControls } from '../../src/render/escape.js';
import { renderHtml } from '../../src/render/index.js';
import { buildHugeReport } from '../fixtures/reports/builder.js';
import { HOSTILE_OUTPUT } from '../fixtures/reports/definitions.js';
import { htmlData, loadFixture } from './helpers.js';

interface PageData {
  generated_at: string;
  report_url: string | null;
  notes: string[];
  report: {
    results: Array<{
      id: string;
      run_details: Array<{
        output?: unknown;
        transcript?: unknown;
        transcript_omitted?: boolean;
        status: string;
      }>;
    }>;
  };
}

const dataBlock = (html: string) => htmlData(html).json;

describe('renderHtml', () => {
  const hostile = renderHtml(loadFixture('hostile'), { reportUrl: 'https://example.com/r' });

  it('embeds the report as JSON that hostile text cannot end early', () => {
    const { raw, compressed } = htmlData(hostile);
    expect(compressed).toBe(false);
    expect(raw).not.toMatch(/[<>\u2028\u2029]/);
    const data = JSON.parse(raw) as PageData;
    expect(data.report.results[0].id).toBe('hostile-<img src=x onerror=alert(1)>|@octocat');
    // Everything else arrives as written, except the terminal escapes and control characters the
    // page could only show as boxes (the shared display sanitising).
    expect(data.report.results[0].run_details[0].output).toBe(stripControls(HOSTILE_OUTPUT));
    expect(HOSTILE_OUTPUT).toContain('\u001b[31m');
    expect(raw).not.toContain('\\u001b');
    expect(data.report_url).toBe('https://example.com/r');
  });

  it('is self-contained: two scripts (data + page), no external resources', () => {
    expect(hostile.match(/<script/g)?.length).toBe(2);
    expect(hostile).not.toMatch(/<(script|link|img|iframe)[^>]+(src|href)="?(https?:)?\/\//i);
    expect(hostile).not.toMatch(/@import|url\(\s*["']?https?:/i);
    expect(hostile).not.toContain('innerHTML');
  });

  it('allows exactly its own inline script through the Content-Security-Policy', () => {
    const csp =
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(hostile)?.[1] ?? '';
    const script = /<script>([\s\S]*?)<\/script>/.exec(hostile)?.[1] ?? '';
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
  });

  it('keeps a 10,000 × 3 report compact: passing transcripts go first, with a note', () => {
    const report = buildHugeReport();
    const html = renderHtml(report);
    // Large data travels gzip-compressed (base64), far smaller than the JSON.
    const block = htmlData(html);
    expect(block.compressed).toBe(true);
    expect(block.raw).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(block.raw.length).toBeLessThan(block.json.length / 4);
    const data = JSON.parse(block.json) as PageData;
    expect(data.report.results).toHaveLength(10_000);
    expect(data.notes[0]).toMatch(/Transcripts of passing runs are left out/);
    const attempts = data.report.results.flatMap((c) => c.run_details);
    expect(
      attempts.filter((a) => a.status === 'passed').every((a) => a.transcript === undefined),
    ).toBe(true);
    expect(attempts.some((a) => a.status !== 'passed' && a.transcript !== undefined)).toBe(true);

    const roomy = JSON.parse(dataBlock(renderHtml(report, { maxBytes: 1e9 }))) as PageData;
    expect(roomy.notes).toEqual([]);
    expect(roomy.report.results[0].run_details[0].transcript).toBeDefined();
  });
});
