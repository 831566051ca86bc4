// The HTML report's page script (src/render/report-client/) without a browser: what it selects,
// sorts, pages, draws and says is computed by pure functions, tested here on built reports. The
// DOM wiring is exercised in Chromium by html-browser.test.ts.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compileProgram } from '../../src/program-source.js';
import {
  buildRows,
  countText,
  initialState,
  pageCount,
  pageInfo,
  pageRange,
  selectRows,
  sortBy,
  statusKey,
  COLUMNS,
  PAGE_SIZE,
  type Row,
  type TableState,
} from '../../src/render/report-client/cases.js';
import { caption, chartModel, HEIGHT, MAX_BARS } from '../../src/render/report-client/chart.js';
import { decodeDataBlock, type PageData } from '../../src/render/report-client/page-data.js';
import {
  attemptSummary,
  cards,
  diffCells,
  diffSummaryLine,
  messageContent,
  metaLine,
  prettyArguments,
  safeUrl,
  shown,
  statusLabel,
  thresholdsLine,
  usageText,
  verdictHeadline,
} from '../../src/render/report-client/text.js';
import type { CaseDiff } from '../../src/model/index.js';
import { buildCase, buildReport, type AttemptSpec } from '../fixtures/reports/builder.js';
import { failingDiff } from '../fixtures/reports/definitions.js';

const pass: AttemptSpec = { status: 'passed' };
const fail: AttemptSpec = { status: 'failed', error: 'wrong answer' };
const err: AttemptSpec = { status: 'error', error: 'exited with code 1' };

function report() {
  return buildReport({
    caseThreshold: 0.6,
    cases: [
      { id: 'b-flaky', suite: 's/two.jsonl', attempts: [pass, pass, fail], tags: ['geo'] },
      { id: 'a-pass', suite: 's/one.jsonl', attempts: [pass, pass, pass] },
      { id: 'c-fail', suite: 's/one.jsonl', attempts: [fail, fail, pass], error: 'wrong answer' },
      {
        id: 'd-error',
        suite: 's/two.jsonl',
        attempts: [err, err, err],
        error: 'exited with code 1',
      },
      { id: 'e-skip', suite: 's/one.jsonl', attempts: [], skip_reason: 'needs a GPU' },
    ],
  });
}

function ids(rows: Row[]): string[] {
  return rows.map((r) => r.c.id);
}

function state(over: Partial<TableState> = {}): TableState {
  return { ...initialState(), ...over };
}

describe('the cases table (report-client/cases.ts)', () => {
  const rows = buildRows(report().results);

  it('keys a passed case with failing runs as flaky, others by their status', () => {
    expect(rows.map((r) => [r.c.id, r.key])).toEqual([
      ['b-flaky', 'flaky'],
      ['a-pass', 'passed'],
      ['c-fail', 'failed'],
      ['d-error', 'error'],
      ['e-skip', 'skipped'],
    ]);
    expect(statusKey({ status: 'passed', flaky: false, failed: 0, errors: 0, timeouts: 1 })).toBe(
      'flaky',
    );
  });

  it('opens worst status first, ties by pass rate then id', () => {
    expect(ids(selectRows(rows, state()))).toEqual([
      'd-error',
      'c-fail',
      'b-flaky',
      'a-pass',
      'e-skip',
    ]);
  });

  it('filters by text in id, suite, tags, error and skip reason, case-blind and trimmed', () => {
    expect(ids(selectRows(rows, state({ text: '  GEO ' })))).toEqual(['b-flaky']);
    expect(ids(selectRows(rows, state({ text: 'gpu' })))).toEqual(['e-skip']);
    expect(ids(selectRows(rows, state({ text: 'wrong answer' })))).toEqual(['c-fail']);
    expect(ids(selectRows(rows, state({ text: 's/two' })))).toEqual(['d-error', 'b-flaky']);
    expect(ids(selectRows(rows, state({ text: 'nothing like this' })))).toEqual([]);
  });

  it('filters by status (flaky = mixed runs, whatever the status), verdict and class', () => {
    expect(ids(selectRows(rows, state({ status: 'flaky' })))).toEqual(['c-fail', 'b-flaky']);
    expect(ids(selectRows(rows, state({ status: 'passed' })))).toEqual(['b-flaky', 'a-pass']);
    expect(ids(selectRows(rows, state({ status: 'error' })))).toEqual(['d-error']);
    expect(ids(selectRows(rows, state({ verdict: 'skipped' })))).toEqual(['e-skip']);
    expect(ids(selectRows(rows, state({ cls: 'stable' })))).toEqual(['a-pass']);
    expect(ids(selectRows(rows, state({ cls: 'highly_unstable' })))).toEqual(['c-fail', 'e-skip']);
    // Every run of d-error failed: a consistent failure, not an unstable case.
    expect(ids(selectRows(rows, state({ cls: 'failing' })))).toEqual(['d-error']);
    expect(ids(selectRows(rows, state({ status: 'passed', cls: 'unstable' })))).toEqual([
      'b-flaky',
    ]);
  });

  it('sorts by every column both ways; a skipped case sorts below every case that ran', () => {
    const by = (col: TableState['col'], dir: 1 | -1 = 1) =>
      ids(selectRows(rows, state({ col, dir })));
    expect(by('id')).toEqual(['a-pass', 'b-flaky', 'c-fail', 'd-error', 'e-skip']);
    expect(by('id', -1)).toEqual(['e-skip', 'd-error', 'c-fail', 'b-flaky', 'a-pass']);
    expect(by('suite')).toEqual(['e-skip', 'c-fail', 'a-pass', 'd-error', 'b-flaky']);
    expect(by('passed')).toEqual(['e-skip', 'd-error', 'c-fail', 'b-flaky', 'a-pass']);
    expect(by('pass_rate', -1)).toEqual(['a-pass', 'b-flaky', 'c-fail', 'd-error', 'e-skip']);
    expect(by('avg')[0]).toBe('e-skip');
    for (const col of COLUMNS) {
      const up = by(col);
      const down = by(col, -1);
      expect(up.length, col).toBe(5);
      expect(new Set(down), col).toEqual(new Set(up));
    }
  });

  it('a header click sorts its column ascending, a second click descending', () => {
    const s = state();
    sortBy(s, 'id');
    expect([s.col, s.dir]).toEqual(['id', 1]);
    sortBy(s, 'id');
    expect([s.col, s.dir]).toEqual(['id', -1]);
    sortBy(s, 'avg');
    expect([s.col, s.dir]).toEqual(['avg', 1]);
  });

  it('pages by 100 and says what it shows', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(PAGE_SIZE)).toBe(1);
    expect(pageCount(PAGE_SIZE + 1)).toBe(2);
    expect(pageRange(250, 2)).toEqual([200, 250]);
    expect(pageInfo(250, 2)).toBe('Showing 201–250 of 250 · page 3 of 3');
    expect(pageInfo(0, 0)).toBe('No case matches');
    expect(countText(5, 5)).toBe('5 cases');
    expect(countText(2, 5)).toBe('2 of 5 cases');
    expect(countText(1, 1)).toBe('1 case');
    expect(countText(0, 1)).toBe('0 of 1 case');
  });
});

describe('the stability chart (report-client/chart.ts)', () => {
  it('draws one bar per case that ran, worst first, coloured by status, with the threshold line', () => {
    const r = report();
    const chart = chartModel(buildRows(r.results), r.gate.thresholds.case);
    if (chart.kind !== 'bars') throw new Error('expected bars');
    expect(chart.bars.map((b) => b.id)).toEqual(['d-error', 'c-fail', 'b-flaky', 'a-pass']);
    expect(chart.bars.map((b) => b.fill)).toEqual([
      'var(--err)',
      'var(--fail)',
      'var(--flaky)',
      'var(--pass)',
    ]);
    // A 0% case still shows a sliver; a 100% case reaches the top.
    expect(chart.bars[0].height).toBe(2);
    expect(chart.bars[3].height).toBe(HEIGHT - 10);
    expect(chart.bars[1].title).toBe('c-fail: 1/3 (33.3%)');
    expect(chart.thresholdY).toBeCloseTo(HEIGHT - 0.6 * (HEIGHT - 10));
    expect(chart.yLabels.map((l) => l.text)).toEqual(['0%', '50%', '100%']);
    expect(caption(chart)).toBe('Pass rate per case (worst first) · 4 cases');
  });

  it(`above ${MAX_BARS} cases, counts cases in pass-rate buckets, 100% apart`, () => {
    const cases = Array.from({ length: MAX_BARS + 1 }, (_, i) => ({
      id: `c${i}`,
      attempts: i % 3 === 0 ? [pass] : i % 3 === 1 ? [pass, fail] : [fail, fail, fail, pass],
    }));
    const r = buildReport({ cases });
    const chart = chartModel(buildRows(r.results), 1);
    if (chart.kind !== 'histogram') throw new Error('expected a histogram');
    const counts = chart.buckets.map((b) => b.count);
    expect(counts[10]).toBe(101);
    expect(counts[5]).toBe(100);
    expect(counts[2]).toBe(100);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(MAX_BARS + 1);
    expect(chart.buckets[10].label).toBe('100%');
    expect(chart.buckets[2].label).toBe('20%+');
    expect(chart.buckets[0].height).toBe(0);
    expect(chart.yLabels.map((l) => l.text)).toEqual(['0', '51', '101']);
  });

  it('leaves skipped cases out', () => {
    const r = buildReport({ cases: [{ id: 's', attempts: [], skip_reason: 'off' }] });
    const chart = chartModel(buildRows(r.results), 1);
    expect(chart.kind === 'bars' && chart.bars).toEqual([]);
    expect(caption(chart)).toMatch(/ · 0 cases$/);
  });
});

describe("the page's words (report-client/text.ts)", () => {
  it('says what the gate decided and the thresholds, with the shared percent format', () => {
    const r = report();
    expect(verdictHeadline(r.gate)).toBe('✗ Failed — decided by case threshold');
    expect(verdictHeadline({ ...r.gate, passed: true })).toBe('✓ All gates passed');
    expect(thresholdsLine(r.gate)).toBe(
      'Thresholds: suite ≥ 90% of cases · each case ≥ 60% of its runs',
    );
    expect(
      thresholdsLine({
        ...r.gate,
        thresholds: { suite: 0.825, case: 1, max_regression: 5 },
      }),
    ).toBe(
      'Thresholds: suite ≥ 82.5% of cases · each case ≥ 100% of its runs · max regression 5 pp',
    );
  });

  it('heads the page with version, commit, times and agent', () => {
    const r = report();
    r.metadata.git_sha = '0123456789abcdef';
    r.summary.agent_id = 'bot';
    r.summary.connector = 'command';
    expect(metaLine(r)).toBe(
      `agentci ${r.metadata.version} · commit 0123456 · started ${r.metadata.started_at} · completed ${r.metadata.completed_at} · agent bot (command)`,
    );
  });

  it('shows cost cards only for what was spent, the judge beside the agent', () => {
    const s = report().summary;
    const labels = (c: ReturnType<typeof cards>) => c.map((x) => x.label);
    expect(labels(cards(s))).not.toContain('cost');
    expect(cards(s).find((c) => c.label === 'pass rate (runs)')?.value).toMatch(/^\d+\.\d%$/);
    const agent = cards({ ...s, usage: { input_tokens: 10, output_tokens: 2, cost_usd: 0.5 } });
    expect(agent.find((c) => c.label === 'cost')?.value).toBe('$0.5000');
    expect(agent.find((c) => c.label === 'tokens in / out')?.value).toBe('10 / 2');
    const both = cards({
      ...s,
      usage: { input_tokens: 10, output_tokens: 2, cost_usd: 0.5 },
      eval_usage: { input_tokens: 7, output_tokens: 1, cost_usd: 0.25 },
    });
    expect(both.find((c) => c.label === 'cost')?.value).toBe(
      'agent $0.5000 + judge/simulator $0.2500',
    );
    expect(both.at(-1)).toEqual({ label: 'judge/simulator tokens in / out', value: '7 / 1' });
  });

  it('sums the diff up and lists a changed case with runs, delta and p-value', () => {
    const d = failingDiff();
    expect(diffSummaryLine(d)).toMatch(
      /^Base \S+: pass rate \d+\.\d% → \d+\.\d% \([+−±]\d+\.\d pp\)/,
    );
    const c: CaseDiff = {
      id: 'x',
      suite: 's',
      base: { passed: 3, runs: 3, pass_rate: 100, status: 'passed', verdict: 'pass' },
      head: { passed: 1, runs: 3, pass_rate: 33.33, status: 'failed', verdict: 'fail' },
      transition: 'new_failure',
      delta_pp: -66.67,
      p_value: 0.0004,
      duration_delta_ms: null,
      cost_delta_usd: null,
    };
    expect(diffCells(c)).toEqual(['x', 'new failure', '3/3 → 1/3', '\u221266.7 pp', '<0.001']);
    expect(diffCells({ ...c, base: null, delta_pp: null, p_value: 0.25 })).toEqual([
      'x',
      'new failure',
      '— → 1/3',
      '—',
      '0.250',
    ]);
  });

  it('sums an attempt up in one line, its error cut at the first line', () => {
    const c = buildCase({
      id: 'x',
      attempts: [
        {
          status: 'failed',
          error: `first line\nsecond`,
          duration_ms: 1500,
          checks: [
            { label: 'a', type: 'contains', passed: true },
            { label: 'b', type: 'contains', passed: false },
          ],
        },
      ],
    });
    const a = c.run_details[0];
    expect(attemptSummary(a, a.error!)).toBe(' · run 1 · 1.50 s · checks 1/2 · first line');
    expect(attemptSummary({ ...a, error: undefined, checks: [] }, '')).toBe(' · run 1 · 1.50 s');
    expect(statusLabel('timeout')).toBe('⏱ timeout');
    expect(statusLabel('flaky')).toBe('~ flaky');
  });

  it('turns messages, arguments, usage and values into text', () => {
    expect(
      messageContent({
        role: 'user',
        content: [{ type: 'text', text: 'hi' }, { type: 'image_url' }],
      }),
    ).toBe('hi\n[image_url]');
    expect(messageContent({ role: 'assistant', content: null })).toBeNull();
    expect(prettyArguments('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyArguments('not json')).toBe('not json');
    expect(usageText({ input_tokens: 5, output_tokens: 3, cost_usd: 0.01 })).toBe(
      '5 in / 3 out · $0.01',
    );
    expect(usageText({ input_tokens: 5, output_tokens: 3, cost_usd: 0.01 }, false)).toBe(
      '5 in / 3 out',
    );
    expect(usageText(undefined)).toBe('');
    expect(shown({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(shown('<b>as is</b>')).toBe('<b>as is</b>');
    expect(shown(undefined)).toBe('');
  });

  it('links only to http(s) URLs', () => {
    expect(safeUrl('https://example.test/run/1')).toBe('https://example.test/run/1');
    expect(safeUrl('HTTP://x.test')).toBe('HTTP://x.test');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});

describe('the data block (report-client/page-data.ts)', () => {
  const data = {
    generated_at: '2025-06-01T12:00:00Z',
    report_url: null,
    run_url: null,
    diff: null,
    notes: ['ünïcödé ✓'],
    report: report(),
  } satisfies PageData;
  const json = JSON.stringify(data);

  it('reads plain JSON', async () => {
    expect(await decodeDataBlock(json, null)).toEqual(data);
  });

  it('reads gzip + base64, multi-byte text across chunk boundaries intact', async () => {
    const big = { ...data, notes: Array.from({ length: 20_000 }, (_, i) => `${i} ✓ ü`) };
    const text = `\n${gzipSync(JSON.stringify(big)).toString('base64')}\n`;
    expect(await decodeDataBlock(text, 'gzip-base64')).toEqual(big);
  });

  it('rejects a block that is not what its encoding says', async () => {
    await expect(decodeDataBlock('bm90IGd6aXA=', 'gzip-base64')).rejects.toThrow();
    await expect(decodeDataBlock('{', null)).rejects.toThrow();
  });
});

describe('the bundled page script (program-source.ts)', () => {
  const code = compileProgram('report-client');

  it('is one classic script: no import or export left, its names inside one function', () => {
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code.trim()).toMatch(/^("use strict";\s*)?\(\(\) => \{[\s\S]*\}\)\(\);$/);
  });

  it('holds only the page code of src/: no zod or other package comes in through a value import', () => {
    // A value import of a schema module (src/model/*.ts beyond number-format) would bundle zod:
    // 20,000 more lines in every report.html.
    const modules = [...code.matchAll(/^\s*\/\/ (\S+\.[cm]?[jt]s)$/gm)].map((m) => m[1] as string);
    expect(modules.length).toBeGreaterThan(3);
    expect(modules.filter((m) => !m.startsWith('src/'))).toEqual([]);
    expect(code).not.toMatch(/\bZodError\b/);
  });

  it('imports the one percent formatter rather than copying it', () => {
    expect(code).toContain('// src/lib/number-format.ts');
    expect(code.match(/function tenths\(/g)).toHaveLength(1);
    expect(code).toContain('// src/render/format.ts');
  });

  it('can be inlined in a <script> element', () => {
    expect(code).not.toMatch(/<\/script|<!--/i);
  });
});
