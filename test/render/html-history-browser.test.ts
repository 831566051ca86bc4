/**
 * The HTML report's history and flaky explanation in headless Chromium (the npm package, driven by
 * playwright-core as in html-browser.test.ts): the sparkline in the case row,
 * "flaky in N of the last M runs" and "Why it flakes" in the case's detail.
 */
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/index.js';
import { renderHtml } from '../../src/render/index.js';
import { buildHistory } from '../../src/report/history.js';
import { buildReport, type AttemptSpec } from '../fixtures/reports/builder.js';
import { launchChromium } from '../helpers/browser.js';
import { writeOut } from './helpers.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const runs = (pass: number, fail: number): AttemptSpec[] => [
  ...Array.from({ length: pass }, () => ({ status: 'passed' as const })),
  ...Array.from({ length: fail }, () => ({ status: 'failed' as const })),
];
const past = (day: number, p: number): Report =>
  buildReport({
    startedAt: `2025-01-0${day}T00:00:00.000Z`,
    cases: [{ id: 'lookup', attempts: runs(p, 3 - p) }],
  });
const search = { name: 'search', arguments: { q: 'weather in Paris' } };

describe('HTML report history in headless Chromium', () => {
  it('shows the sparkline in the row, and the history line and why it flakes in the detail', async () => {
    const current = buildReport({
      startedAt: '2025-02-01T00:00:00.000Z',
      cases: [
        {
          id: 'lookup',
          attempts: [
            { status: 'passed', output: 'sunny', transcript: { tool_calls: [search] } },
            { status: 'failed', output: 'no idea', transcript: { tool_calls: [] } },
            { status: 'passed', output: 'sunny', transcript: { tool_calls: [search] } },
          ],
        },
      ],
    });
    const history = buildHistory(
      [1, 2, 3].map((d, i) => ({
        report: past(d, [3, 1, 2][i]),
        run: { source: 'main', run_id: 100 + d },
      })),
      { current, skipped: [] },
    );
    const file = writeOut('history.html', renderHtml({ ...current, history }));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('body[data-ready="true"]');

    const spark = page.locator('tr.case-row td.case-id svg.spark');
    expect(await spark.getAttribute('data-values')).toBe('100, 33, 67, 67');
    // One bar per report, heights by pass rate in a 14 px box, this run's outlined.
    const heights = await spark
      .locator('rect')
      .evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('height')).toFixed(2)));
    expect(heights).toEqual(['14.00', '4.67', '9.33', '9.33']);
    expect(await spark.locator('rect.current').count()).toBe(1);
    expect(await spark.locator('title').textContent()).toBe(
      'Pass rate per run, oldest first: 100, 33, 67, 67 (flaky in 3 of the last 4 runs)',
    );

    await page.locator('tr.case-row').click();
    const detail = page.locator('tr.detail');
    expect(await detail.textContent()).toContain(
      'flaky in 3 of the last 4 runs · pass rate per run, oldest first: 100, 33, 67, 67',
    );
    expect(await detail.locator('.why .why-summary').textContent()).toBe(
      'run 2 failed: `search` was not called; passing runs called it first',
    );
    expect(await detail.locator('.why li').first().textContent()).toBe(
      'run 2, tool call 1 (compared with run 1): `search` was not called; passing runs called it first',
    );
    expect(await detail.locator('.why pre.output-diff').textContent()).toBe('- sunny\n+ no idea');
    expect(problems).toEqual([]);
    await page.close();
  });
});
