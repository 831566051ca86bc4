/**
 * The pooled verdicts in the HTML report, in headless Chromium (as html-history-browser.test.ts):
 * the diff section's verdict lines and column, and per case what its runs can detect and its
 * pass^k / pass@k.
 */
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/render/index.js';
import { compareWithBase } from '../../src/report/pooled-baseline.js';
import { historyOf, pf, reportOf } from '../report/verdict-fixtures.js';
import { writeOut } from './helpers.js';
import { launchChromium } from '../helpers/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

describe('HTML report verdicts in headless Chromium', () => {
  it('shows the verdicts, what the runs can detect, redefined cases and pass^k', async () => {
    const history = historyOf(10, (i) => [
      { id: 'flaky', runs: i % 2 === 0 ? pf(4, 1) : pf(3, 2) },
      { id: 'stable', runs: pf(5, 0) },
      { id: 'tone', runs: pf(5, 0), fingerprint: 'sha256:old' },
    ]);
    const head = reportOf([
      { id: 'flaky', runs: pf(3, 2) },
      { id: 'stable', runs: pf(2, 3) },
      { id: 'tone', runs: pf(0, 5), fingerprint: 'sha256:new' },
    ]);
    const diff = compareWithBase(head, { history })!;
    const file = writeOut('verdicts.html', renderHtml(head, { diff }));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('body[data-ready="true"]');

    const lines = await page.locator('#diff ul.comparison li').allTextContents();
    expect(lines[0]).toBe(
      'Verdicts against main (pooled over 10 reports, false discovery rate 10%): 1 regression · 1 no significant drop · 1 redefined — not compared.',
    );
    expect(lines[1]).toMatch(/^With 5 runs per case, drops under \d+ points look like noise/);
    const rows = await page
      .locator('#diff table.diff-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (td) => td.textContent)));
    expect(rows[0]?.slice(0, 3)).toEqual([
      'stable',
      'newly flaky',
      'regression vs 50/50 pooled (q<0.001)',
    ]);
    expect(rows.find((r) => r[0] === 'tone')?.[2]).toBe('redefined — not compared');
    expect(await page.locator('#diff tr.regression').count()).toBe(1);

    // Per case: the verdict with its numbers, what 5 runs can detect, pass^k and pass@k.
    await page
      .locator('tr.case-row')
      .filter({ has: page.locator('span.id', { hasText: /^stable$/ }) })
      .click();
    const detail = await page.locator('tr.detail').textContent();
    expect(detail).toContain('regression: 50/50 pooled over 10 reports → 2/5, p<0.001, q<0.001');
    // α = 0.1 / 2 compared cases: 49 points (test/report/pooled-baseline.test.ts works it out).
    expect(detail).toContain('with 5 runs drops under 49 points look like noise');
    // 2 of 5: pass^2 = C(2,2)/C(5,2) = 10 %, pass@2 = 1 − C(3,2)/C(5,2) = 70 %
    expect(detail).toContain(
      'pass^k 40% · 10% · 0% · 0% · 0%; pass@k 40% · 70% · 90% · 100% · 100% (k = 1…5)',
    );
    expect(problems).toEqual([]);
    await page.close();
  });
});
