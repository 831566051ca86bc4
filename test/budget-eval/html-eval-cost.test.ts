/**
 * The HTML report shows the judge's and simulated users' spending beside the agent's, in headless
 * Chromium (the npm package, see test/helpers/browser.ts), opened from file://.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { aggregateCase, buildReport, type CaseIdentity } from '../../src/report/aggregate.js';
import { applyGate } from '../../src/report/gate.js';
import { renderHtml } from '../../src/render/index.js';
import { launchChromium } from '../helpers/browser.js';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchChromium();
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-eval-html-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

function report(withEval: boolean): Report {
  const ident: CaseIdentity = {
    id: 'judged',
    suite: 's.jsonl',
    file: 's.jsonl',
    line: 1,
    format: 'yao-jsonl',
    tags: [],
    threshold: 1,
    thresholdDeclared: false,
  };
  const results = [
    aggregateCase(ident, [
      {
        id: 'judged',
        suite: 's.jsonl',
        run: 1,
        status: 'passed',
        duration_ms: 5,
        output: 'ok',
        checks: [],
        usage: { input_tokens: 1000, output_tokens: 100, cost_usd: 0.0123 },
        ...(withEval
          ? { eval_usage: { input_tokens: 20, output_tokens: 6, cost_usd: 0.0031 } }
          : {}),
      },
    ]),
  ];
  return buildReport({
    results,
    environment: { user_id: 'u', team_id: 't', locale: 'en' },
    metadata: {
      started_at: '2025-06-01T12:00:00.000Z',
      completed_at: '2025-06-01T12:00:01.000Z',
      version: '0',
      options: {},
    },
    gate: applyGate({ results }, { threshold: 1, caseThreshold: 1 }),
    runsPerCase: 1,
  });
}

async function cards(r: Report, name: string): Promise<{ cards: string[]; attempt: string }> {
  const file = path.join(dir, name);
  writeFileSync(file, renderHtml(r));
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
  const texts = await page.locator('#cards .card').allTextContents();
  await page.locator('tr.case-row').first().click();
  const detail = page.locator('tr.detail details.attempt').first();
  await detail.locator('summary').click();
  const attempt = (await detail.locator('.body').textContent()) ?? '';
  await page.close();
  expect(errors).toEqual([]);
  return { cards: texts, attempt };
}

describe('HTML report: judge and simulator cost', () => {
  it('shows agent + judge/simulator cost and tokens in the summary and on the attempt', async () => {
    const { cards: c, attempt } = await cards(report(true), 'eval.html');
    expect(c).toContain('agent $0.0123 + judge/simulator $0.0031cost');
    expect(c).toContain('20 / 6judge/simulator tokens in / out');
    expect(c).toContain('1000 / 100tokens in / out');
    expect(attempt).toContain('judge/simulator20 in / 6 out · $0.0031');
  });

  it('shows the agent’s cost alone when no judge or simulator was called', async () => {
    const { cards: c, attempt } = await cards(report(false), 'plain.html');
    expect(c).toContain('$0.0123cost');
    expect(c.some((t) => t.includes('judge/simulator'))).toBe(false);
    expect(attempt).not.toContain('judge/simulator');
  });
});
