/**
 * The HTML report in a real browser: headless Chromium (the npm package, see test/helpers/browser.ts)
 * driven by playwright-core, opened from file://.
 */
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percent } from '../../src/render/format.js';
import { renderHtml } from '../../src/render/index.js';
import { compareReports } from '../../src/report/compare.js';
import { buildHugeReport, buildReport, type AttemptSpec } from '../fixtures/reports/builder.js';
import { failingDiff } from '../fixtures/reports/definitions.js';
import { launchChromium } from '../helpers/browser.js';
import { loadFixture, outputPath, writeOut } from './helpers.js';
import { reportOf } from '../report/verdict-fixtures.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface Opened {
  page: Page;
  problems: string[];
  dialogs: string[];
}

/** Opens a rendered report and records console errors, page errors, dialogs and requests. */
async function open(file: string, width = 1280): Promise<Opened> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => {
    if (!r.url().startsWith('file:') && !r.url().startsWith('data:'))
      problems.push(`network request: ${r.url()}`);
  });
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
  return { page, problems, dialogs };
}

const ids = (page: Page) => page.locator('tr.case-row td.case-id .id').allTextContents();

describe('HTML report in headless Chromium', () => {
  it('filters, sorts and expands; hostile agent text is shown as text and runs nothing', async () => {
    const file = writeOut('hostile.html', renderHtml(loadFixture('hostile')));
    const { page, problems, dialogs } = await open(file);

    expect(await page.locator('#cards .card').first().textContent()).toBe('2cases');
    expect(await ids(page)).toEqual(['hostile-<img src=x onerror=alert(1)>|@octocat', 'plain']);
    // No element came from agent markup.
    expect(await page.locator('img, iframe, svg[onload], b:has-text("Paris")').count()).toBe(0);

    // Expand the hostile case, then its first run.
    await page.locator('tr.case-row').first().click();
    const detail = page.locator('tr.detail');
    await expect.poll(() => detail.count()).toBe(1);
    await detail.locator('details.attempt').first().locator('summary').click();
    const body = detail.locator('details.attempt .body').first();
    await expect.poll(() => body.count()).toBe(1);
    const text = (await body.textContent()) ?? '';
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(text).toContain('</script><script>alert(1)</script>');
    expect(text).toContain('<svg onload=alert(1)>');
    expect(text).toContain('<iframe src=javascript:alert(1)>');
    // Mock and spy calls are part of the transcript view (tool, action, mock name), as text.
    expect(text).toContain('Mock calls');
    expect(text).toContain('<b>tool</b>');
    expect(text).toContain('@octocat');
    expect(await page.locator('b:has-text("tool")').count()).toBe(0);
    expect(await page.locator('img, iframe').count()).toBe(0);
    await page.screenshot({ path: outputPath('hostile.png'), fullPage: true });

    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('filters by status, verdict, class and text; sorts by every column', async () => {
    const file = writeOut('flaky.html', renderHtml(loadFixture('flaky')));
    const { page, problems } = await open(file);
    // Default order: worst first.
    expect(await ids(page)).toEqual([
      'coin-flip',
      'timeout-once',
      'sometimes-right',
      'always-right',
    ]);

    await page.selectOption('#filter-status', 'failed');
    expect(await ids(page)).toEqual(['coin-flip']);
    await page.selectOption('#filter-status', 'flaky');
    expect(await ids(page)).toEqual(['coin-flip', 'timeout-once', 'sometimes-right']);
    await page.selectOption('#filter-status', '');
    await page.selectOption('#filter-verdict', 'pass');
    expect(await ids(page)).toEqual(['always-right']);
    await page.selectOption('#filter-verdict', '');
    await page.selectOption('#filter-class', 'mostly_stable');
    expect(await ids(page)).toEqual(['sometimes-right']);
    await page.selectOption('#filter-class', '');
    await page.fill('#filter-text', 'slow.jsonl');
    expect(await ids(page)).toEqual(['timeout-once']);
    expect(await page.locator('#count').textContent()).toBe('1 of 4 cases');
    await page.fill('#filter-text', '');

    const sortBy = async (col: string) => page.locator(`th[data-col="${col}"] button`).click();
    await sortBy('id');
    expect(await ids(page)).toEqual([
      'always-right',
      'coin-flip',
      'sometimes-right',
      'timeout-once',
    ]);
    expect(await page.locator('th[data-col="id"]').getAttribute('aria-sort')).toBe('ascending');
    await sortBy('id');
    expect(await ids(page)).toEqual([
      'timeout-once',
      'sometimes-right',
      'coin-flip',
      'always-right',
    ]);
    await sortBy('pass_rate');
    expect(await ids(page)).toEqual([
      'coin-flip',
      'timeout-once',
      'sometimes-right',
      'always-right',
    ]);
    await sortBy('avg');
    expect((await ids(page))[3]).toBe('timeout-once');
    for (const col of ['status', 'suite', 'passed', 'low', 'verdict', 'class']) {
      await sortBy(col);
      expect(await page.locator(`th[data-col="${col}"]`).getAttribute('aria-sort')).toBe(
        'ascending',
      );
      expect((await ids(page)).sort()).toEqual([
        'always-right',
        'coin-flip',
        'sometimes-right',
        'timeout-once',
      ]);
    }
    await sortBy('suite');
    expect((await ids(page))[3]).toBe('timeout-once');
    await sortBy('suite');
    expect((await ids(page))[0]).toBe('timeout-once');

    // The stability chart has one bar per case, built as SVG.
    expect(await page.locator('#chart svg rect.bar').count()).toBe(4);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the diff and expands checks with expected vs actual and the transcript', async () => {
    const file = writeOut(
      'failing.html',
      renderHtml(loadFixture('failing'), { diff: failingDiff() }),
    );
    const { page, problems } = await open(file);
    expect(await page.locator('#diff-section').isVisible()).toBe(true);
    expect(await page.locator('#diff').textContent()).toContain('3/3 → 1/3');
    await page.locator('tr.case-row', { hasText: 'json-shape' }).click();
    const attempt = page.locator('tr.detail details.attempt').first();
    await attempt.locator('summary').click();
    const check = attempt.locator('tr.check.bad').first();
    expect(await check.locator('td').nth(1).textContent()).toContain(
      'json_path $.answer equals 42',
    );
    expect(await check.locator('td').nth(2).textContent()).toBe('42');
    expect(await check.locator('td').nth(3).textContent()).toBe('41');
    expect(await attempt.textContent()).toContain('warning: model returned a number');
    // Collapsing removes the detail row again.
    await page.locator('tr.case-row', { hasText: 'json-shape' }).click();
    expect(await page.locator('tr.detail').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a flaky case's detail says whose doing its failing runs are", async () => {
    // Run 2: judged pass when judged again (judge noise); run 4: a wrong answer (the agent's).
    const file = writeOut(
      'flake-source.html',
      renderHtml(reportOf([{ id: 'capital', runs: 'PJPF' }])),
    );
    const { page, problems } = await open(file);
    await page.locator('tr.case-row', { hasText: 'capital' }).click();
    expect(await page.locator('tr.detail .why-source').textContent()).toBe(
      'Source: mixed: judge 50 %, agent 50 %',
    );
    expect(await page.locator('tr.detail .why-source-runs li').allTextContents()).toEqual([
      'run 2 (judge): the same transcript was judged pass in 1 of 3',
      'run 4 (agent): the agent failed where other runs passed',
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a 10,000-case × 3-run report, pages it, and filters it', async () => {
    const file = writeOut('huge.html', renderHtml(buildHugeReport()));
    const { page, problems } = await open(file);
    // Only one page of rows is in the DOM.
    expect(await page.locator('tr.case-row').count()).toBe(100);
    expect(await page.locator('#page-info').textContent()).toBe(
      'Showing 1–100 of 10000 · page 1 of 100',
    );
    expect(await page.locator('#chart svg rect.bucket').count()).toBe(11);
    await page.click('#next');
    expect(await page.locator('#page-info').textContent()).toBe(
      'Showing 101–200 of 10000 · page 2 of 100',
    );
    await page.fill('#filter-text', 'case-01234');
    expect(await ids(page)).toEqual(['case-01234']);
    await page.fill('#filter-text', '');
    await page.selectOption('#filter-status', 'failed');
    // A failing run keeps its output and transcript even in a compacted report.
    await page.locator('tr.case-row').first().click();
    await page.locator('tr.detail details.attempt summary').first().click();
    const body =
      (await page.locator('tr.detail details.attempt .body').first().textContent()) ?? '';
    expect(body).toContain('The capital of France is Lyon');
    expect(body).toContain('lookup');
    const failedCount = Number(
      /^(\d+) of/.exec((await page.locator('#count').textContent()) ?? '')?.[1],
    );
    expect(failedCount).toBeGreaterThan(0);
    expect(failedCount).toBeLessThan(10_000);
    await page.screenshot({ path: outputPath('huge.png') });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('agent text reads right: long lines wrap, no ANSI or bidi reordering, stderr once, shared rounding', async () => {
    const ok: AttemptSpec = { status: 'passed', output: 'Paris' };
    const error = 'exited with code 1; stderr: \u001b[31mTraceback UNIQUE-STDERR\u001b[0m';
    const long = 'w'.repeat(6000);
    const cases = (head: boolean) => [
      // 14 of 17 runs: 82.35%.
      {
        id: 'rounding',
        threshold: 0.8,
        attempts: Array.from({ length: 17 }, (_v, i): AttemptSpec =>
          head && i >= 14 ? { status: 'failed', output: 'Lyon' } : ok,
        ),
      },
      {
        id: head ? `invoice\u202Etxt.exe ${'i'.repeat(3000)}` : 'other',
        error: head ? error : undefined,
        attempts: head
          ? [
              {
                status: 'error' as const,
                error,
                output: long,
                checks: [{ label: long, type: 'contains', passed: false, message: long }],
                transcript: { stderr: '\u001b[31mTraceback UNIQUE-STDERR\u001b[0m\n' },
              },
            ]
          : [ok],
      },
    ];
    const head = buildReport({ cases: cases(true) });
    const base = buildReport({ cases: cases(false) });
    const diff = compareReports(base, head, { source: 'main' });
    const file = writeOut('awkward.html', renderHtml(head, { diff }));
    const { page, problems } = await open(file, 1400);

    // Expand every case and open every run.
    for (let i = 0; i < 2; i++) await page.locator('tr.case-row').nth(i).click();
    await expect.poll(() => page.locator('tr.detail').count()).toBe(2);
    const summaries = page.locator('tr.detail details.attempt > summary');
    for (let i = 0; i < (await summaries.count()); i++) await summaries.nth(i).click();
    await expect.poll(() => page.locator('tr.detail details.attempt .body').count()).toBe(18);

    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(1400);

    const text = await page.evaluate<string>('document.body.innerText');
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('[31m');
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(text).toContain('invoice[U+202E]txt.exe');
    expect(text.match(/UNIQUE-STDERR/g)).toHaveLength(1);

    // The same numbers as the summary and the comment: 82.35 → 82.4%, 100 → 82.35 is −17.6 pp.
    const row = page.locator('tr.case-row', { hasText: 'rounding' });
    expect(await row.locator('td').nth(4).textContent()).toBe('82.4%');
    const diffText = (await page.locator('#diff').textContent()) ?? '';
    expect(diffText).toContain('\u221217.6 pp');
    expect(await page.title()).toContain(percent(head.summary.overall_pass_rate));
    await page.screenshot({ path: outputPath('awkward.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('labels the histogram’s y-axis in cases, the bar chart’s in percent', async () => {
    const many = buildReport({
      cases: Array.from({ length: 400 }, (_v, i) => ({
        id: `c${i}`,
        attempts: [
          { status: 'passed' as const },
          { status: i % 4 === 0 ? ('failed' as const) : ('passed' as const) },
        ],
      })),
    });
    const { page, problems } = await open(writeOut('histogram.html', renderHtml(many)));
    expect(await page.locator('#chart svg rect.bucket').count()).toBe(11);
    const labels = await page.locator('#chart svg text.y-label').allTextContents();
    // 300 cases passed every run, 100 half of them.
    expect(labels).toEqual(['0', '150', '300']);
    await page.close();

    const few = await open(writeOut('bars.html', renderHtml(loadFixture('flaky'))));
    expect(await few.page.locator('#chart svg text.y-label').allTextContents()).toEqual([
      '0%',
      '50%',
      '100%',
    ]);
    expect([...problems, ...few.problems]).toEqual([]);
    await few.page.close();
  });
});
