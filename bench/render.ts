/**
 * Rendering benchmark: a 10,000-case × 3-run report rendered to JUnit, Markdown, HTML and JSON
 * (target: all together ≤ 2 s), the HTML file's size, and how long
 * the HTML report takes to open and become interactive in headless Chromium (target ≤ 2 s).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './figure.js';
import { renderHtml, renderJsonChunks, renderJunit, renderMarkdown } from '../src/render/index.js';
import { buildHugeReport } from '../test/fixtures/reports/builder.js';
import { launchChromium } from '../test/helpers/browser.js';

export type BenchResult = Figure;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * Wall-clock ms of `fn` (median of `runs` after one warm-up), and the process CPU time it used: on
 * a busy machine the CPU time shows the cost when the wall clock mostly shows the contention.
 */
function time<T>(fn: () => T, runs = 3): { ms: number; cpuMs: number; value: T } {
  let value = fn();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    value = fn();
    const used = process.cpuUsage(c);
    times.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: median(times), cpuMs: median(cpu), value };
}

async function browserTimings(htmlFile: string): Promise<BenchResult[]> {
  // The packaged headless Chromium the HTML tests use (test/helpers/browser.ts).
  const browser = await launchChromium();
  try {
    const opens: number[] = [];
    const filters: number[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage();
      const t = performance.now();
      await page.goto(pathToFileURL(htmlFile).href);
      await page.waitForSelector('body[data-ready="true"]');
      opens.push(performance.now() - t);
      // Filtering 10,000 cases: time from input to the re-rendered table, measured in the page.
      // The page's own clock, so Playwright's round trips are not counted. A string keeps DOM types
      // out of this Node-only project.
      filters.push(
        Number(
          await page.evaluate(`(() => {
            const input = document.getElementById('filter-text');
            const t0 = performance.now();
            input.value = 'case-0999';
            input.dispatchEvent(new Event('input'));
            return performance.now() - t0;
          })()`),
        ),
      );
      await page.close();
    }
    return [
      {
        name: 'html report open → interactive (10k×3, headless Chromium)',
        value: Math.round(median(opens)),
        unit: 'ms',
        target: '≤ 2000 ms',
        ok: median(opens) <= 2000,
      },
      {
        name: 'html report text filter over 10k cases',
        value: Math.round(median(filters) * 10) / 10,
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
  }
}

/** Runs the render benchmark; `npm run bench` prints the results. */
export async function benchRender(): Promise<BenchResult[]> {
  const report = buildHugeReport(10_000, 3);
  const all = time(() => {
    const junit = renderJunit(report);
    const markdown = renderMarkdown(report);
    const html = renderHtml(report);
    // report.json as the CLI and the action write it (one compact line per case).
    const json = [...renderJsonChunks(report)].join('');
    return { junit, markdown, html, json };
  });
  const junit = time(() => renderJunit(report), 1);
  const markdown = time(() => renderMarkdown(report), 1);
  const html = time(() => renderHtml(report), 1);
  const json = time(() => [...renderJsonChunks(report)].join(''), 1);

  const outDir = join(process.cwd(), 'test-output', 'bench');
  mkdirSync(outDir, { recursive: true });
  const htmlFile = join(outDir, 'report-10k.html');
  writeFileSync(htmlFile, all.value.html);

  const results: BenchResult[] = [
    {
      name: 'render all formats (10k cases × 3 runs)',
      value: Math.round(all.ms),
      unit: 'ms',
      target: '≤ 2000 ms',
      ok: all.ms <= 2000,
    },
    { name: 'render all formats, CPU time (10k×3)', value: Math.round(all.cpuMs), unit: 'ms' },
    { name: 'render junit (10k×3)', value: Math.round(junit.ms), unit: 'ms' },
    { name: 'render markdown (10k×3)', value: Math.round(markdown.ms), unit: 'ms' },
    { name: 'render html (10k×3)', value: Math.round(html.ms), unit: 'ms' },
    { name: 'render report.json (10k×3)', value: Math.round(json.ms), unit: 'ms' },
    { name: 'html report size (10k×3)', value: Buffer.byteLength(all.value.html), unit: 'bytes' },
    {
      name: 'markdown summary size (10k×3)',
      value: Buffer.byteLength(all.value.markdown),
      unit: 'bytes',
      target: '≤ 1000000 bytes',
      ok: Buffer.byteLength(all.value.markdown) <= 1_000_000,
    },
    { name: 'junit size (10k×3)', value: Buffer.byteLength(all.value.junit), unit: 'bytes' },
  ];
  return [...results, ...(await browserTimings(htmlFile))];
}
