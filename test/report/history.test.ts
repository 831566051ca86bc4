import { describe, expect, it } from 'vitest';
import { flakiness } from '../../src/report/flaky.js';
import { mergeReports } from '../../src/report/merge.js';
import { aggregateCase } from '../../src/report/aggregate.js';
import {
  buildHistory,
  flakyInLine,
  historyPoints,
  seriesText,
  sparkline,
} from '../../src/report/history.js';
import { buildReport, type AttemptSpec } from '../fixtures/reports/builder.js';

const runs = (pass: number, fail: number): AttemptSpec[] => [
  ...Array.from({ length: pass }, () => ({ status: 'passed' as const })),
  ...Array.from({ length: fail }, () => ({ status: 'failed' as const })),
];

function report(startedAt: string, cases: Record<string, [number, number]>) {
  return buildReport({
    startedAt,
    cases: Object.entries(cases).map(([id, [p, f]]) => ({ id, attempts: runs(p, f) })),
  });
}

describe('buildHistory', () => {
  const older = report('2025-01-01T00:00:00.000Z', { a: [3, 0], b: [0, 3] });
  const newer = report('2025-01-03T00:00:00.000Z', { a: [1, 2], c: [3, 0] });
  const middle = report('2025-01-02T00:00:00.000Z', { a: [2, 1] });
  const current = report('2025-01-04T00:00:00.000Z', { a: [2, 1], b: [3, 0] });

  it('orders past reports by start, adds the current one last, and follows its cases', () => {
    const h = buildHistory(
      [
        { report: newer, run: { source: 'main', run_id: 3 } },
        { report: older, run: { source: 'main', run_id: 1 } },
        { report: middle, run: { source: 'main', run_id: 2 } },
      ],
      { current, skipped: [{ run_id: 9, reason: 'the artifact has expired' }] },
    );
    expect(h.runs.map((r) => r.run_id ?? 'current')).toEqual([1, 2, 3, 'current']);
    expect(h.runs[3]).toMatchObject({ current: true, source: 'this run' });
    expect(h.skipped).toEqual([{ run_id: 9, reason: 'the artifact has expired' }]);
    expect(h.cases.map((c) => c.id)).toEqual(['a', 'b']);
    const a = h.cases[0];
    expect(seriesText(historyPoints(a))).toBe('100, 67, 33, 67');
    expect(sparkline(historyPoints(a))).toBe('█▆▃▆');
    expect(a).toMatchObject({ ran: 4, flaky: 3 });
    // What report.json holds: a pass rate and one status letter per report.
    expect(a.pass_rates).toEqual([100, 66.67, 33.33, 66.67]);
    expect(a.outcomes).toBe('PFFF');
    expect(h.cases[1]).toMatchObject({ pass_rates: [0, null, null, 100], outcomes: 'F--P' });
    expect(flakyInLine(a)).toBe('flaky in 3 of the last 4 runs');
    const b = h.cases[1];
    expect(sparkline(historyPoints(b))).toBe('▁··█');
    expect(flakyInLine(b)).toBe('not flaky in the last 2 runs');
  });

  it('without a current report covers every case, in order of first appearance', () => {
    const h = buildHistory([
      { report: newer, run: { source: 'f' } },
      { report: older, run: { source: 'f' } },
    ]);
    expect(h.cases.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(sparkline(historyPoints(h.cases[2]))).toBe('·█');
  });

  it('is what `agentci flaky` ranks (flaky.ts reads the same series)', () => {
    const rows = flakiness([newer, older, middle, current]);
    expect(rows.map((r) => [r.id, r.history, r.flips, r.mixed])).toEqual([
      ['b', 'F--P', 1, 0],
      // The case threshold is 1: a mixed report is a failed one.
      ['a', 'PFFF', 1, 3],
    ]);
  });
});

describe('flaky_why in report.json', () => {
  it('is written by the aggregator for a case whose runs disagree, and survives a shard merge', () => {
    const id = {
      id: 'c',
      suite: 's.jsonl',
      file: 's.jsonl',
      line: 1,
      format: 'yao-jsonl',
      tags: [],
      threshold: 1,
      thresholdDeclared: false,
      assertsNothing: false,
    };
    const attempt = (run: number, status: 'passed' | 'failed', calls: { name: string }[]) => ({
      id: 'c',
      suite: 's.jsonl',
      run,
      status,
      duration_ms: 1,
      checks: [],
      transcript: { messages: [], tool_calls: calls, mock_calls: [], events: [] },
    });
    const c = aggregateCase(id, [
      attempt(1, 'passed', [{ name: 'search' }]),
      attempt(2, 'failed', []),
    ]);
    expect(c.flaky_why?.summary).toBe(
      'run 2 failed: `search` was not called; passing runs called it first',
    );
    expect(aggregateCase(id, [attempt(1, 'passed', [])]).flaky_why).toBeUndefined();
    const shard = buildReport({ cases: [{ id: 'other', attempts: runs(1, 0) }] });
    const merged = mergeReports([
      { file: 'a.json', report: { ...shard, results: [c] } },
      { file: 'b.json', report: shard },
    ]);
    expect(merged.report.results.find((r) => r.id === 'c')?.flaky_why).toEqual(c.flaky_why);
  });
});
