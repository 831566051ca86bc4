/**
 * The trace view in the HTML report, in headless Chromium (the npm package @sparticuz/chromium) opened from
 * file://: the span trees of traced Node and Python agents, collapsible, with bars on a shared
 * axis and errors shown, and a flaky case's passing and failing runs side by side.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.js';
import { ROOT, runMain } from '../helpers/cli.js';

const NODE_AGENT = path.join(ROOT, 'test/fixtures/agents/otel-agent.mjs');
const PY_AGENT = path.join(ROOT, 'test/fixtures/agents/otel_agent.py');

/** Whether the Python agent can run here (it needs opentelemetry-sdk and the OTLP/HTTP exporter). */
const pythonReady =
  spawnSync('python3', [
    '-c',
    'import opentelemetry.sdk.trace, opentelemetry.exporter.otlp.proto.http.trace_exporter',
  ]).status === 0;

let browser: Browser;
let dir: string;
let html: string;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-trace-html-'));
  const cases = [
    {
      id: 'weather-flaky',
      input: 'What is the weather in Oslo?',
      assert: [{ type: 'tool_called', value: 'get_weather' }],
    },
    {
      id: 'broken',
      input: 'broken please',
      assert: [{ type: 'tool_result', value: { tool: 'flaky_lookup' } }],
    },
    ...(pythonReady
      ? [
          {
            id: 'py-weather',
            input: 'What is the weather in Lima?',
            assert: [{ type: 'tool_called', value: 'get_weather' }],
          },
        ]
      : []),
  ];
  writeFileSync(path.join(dir, 's.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n'));
  // One command for both agents: cases named py-* go to the Python one.
  const agent = `case "$AGENTCI_CASE_ID" in py-*) exec python3 ${PY_AGENT};; *) exec node ${NODE_AGENT};; esac`;
  html = path.join(dir, 'report.html');
  const r = await runMain(
    ['run', 's.jsonl', '--agent', agent, '--trace', '--runs', '4', '--html', html, '--no-results'],
    { cwd: dir, env: { OTEL_AGENT_SKIP_ODD: '1' } },
  );
  expect(r.stderr).not.toMatch(/nothing was run/);
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(pathToFileURL(html).href);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a case's detail row. */
async function openCase(id: string) {
  await page.locator('tr.case-row', { hasText: id }).click();
  return page.locator('tr.detail', { has: page.locator(`text=${id}`) }).last();
}

describe('HTML report: the trace view', () => {
  it("shows a flaky case's passing and failing runs' span trees side by side", async () => {
    await page.locator('tr.case-row', { hasText: 'weather-flaky' }).click();
    const pair = page.locator('.trace-compare');
    await pair.waitFor();
    const cols = pair.locator('.trace-col');
    expect(await cols.count()).toBe(2);
    // Odd runs skip the tool: run 1 failed, run 2 (the run the explanation compares) passed.
    expect(await cols.nth(0).getAttribute('data-run')).toBe('2');
    expect(await cols.nth(1).getAttribute('data-run')).toBe('1');
    const names = async (i: number) =>
      (await cols.nth(i).locator('.span-title').allTextContents()).map((t) => t.trim());
    expect(await names(0)).toEqual([
      'invoke_agent weather-bot',
      'chat gpt-4o-mini',
      'execute_tool get_weather',
      'chat gpt-4o-mini',
    ]);
    expect(await names(1)).toEqual(['invoke_agent weather-bot', 'chat gpt-4o-mini']);
    const passing = (await cols.nth(0).textContent()) ?? '';
    expect(passing).toContain('✓ passed · run 2');
    expect(passing).toContain('arguments: {"city":"Oslo"}');
    expect(passing).toContain('model: gpt-4o-mini');
    expect(passing).toContain('tokens: 100 in · 20 out');
    // Bars sit on the trace's time axis.
    for (const style of await cols
      .nth(0)
      .locator('.span-bar')
      .evaluateAll((bars) =>
        bars.map((b) => [
          parseFloat((b as HTMLElement).style.left),
          parseFloat((b as HTMLElement).style.width),
        ]),
      )) {
      expect(style[0]).toBeGreaterThanOrEqual(0);
      expect(style[0]! + style[1]!).toBeLessThanOrEqual(100.5);
    }
  });

  it('collapses a span with its children, and opens it again', async () => {
    const col = page.locator('.trace-compare .trace-col').first();
    const child = col.locator('.span-row', { hasText: 'execute_tool get_weather' });
    expect(await child.isVisible()).toBe(true);
    await col.locator('details.span > summary').first().click();
    expect(await child.isVisible()).toBe(false);
    await col.locator('details.span > summary').first().click();
    expect(await child.isVisible()).toBe(true);
  });

  it("shows a failing tool span's error in an attempt's trace", async () => {
    const detail = await openCase('broken');
    const attempt = detail.locator('details.attempt[data-run="2"]');
    await attempt.locator('summary').click();
    const trace = attempt.locator('.trace');
    await trace.waitFor();
    const failed = trace.locator('.span-row.span-failed');
    expect(await failed.count()).toBe(1);
    const text = (await failed.textContent()) ?? '';
    expect(text).toContain('execute_tool flaky_lookup');
    expect(text).toContain('error: lookup service unavailable');
    expect((await trace.locator('.trace-head').textContent()) ?? '').toContain('1 with errors');
  });

  it('shows the Python agent’s tree too', async (ctx) => {
    if (!pythonReady)
      ctx.skip(
        'Python packages not installed: opentelemetry-sdk, opentelemetry-exporter-otlp-proto-http (pip install opentelemetry-sdk opentelemetry-exporter-otlp-proto-http)',
      );
    const detail = await openCase('py-weather');
    const attempt = detail.locator('details.attempt').first();
    await attempt.locator('summary').click();
    const titles = await attempt.locator('.trace .span-title').allTextContents();
    expect(titles.map((t) => t.trim())).toEqual([
      'invoke_agent python-weather-bot',
      'chat gpt-4o-mini',
      'execute_tool get_weather',
      'chat gpt-4o-mini',
    ]);
  });

  it('has no script errors', () => {
    expect(errors).toEqual([]);
  });
});
