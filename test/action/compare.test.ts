import { describe, expect, it } from 'vitest';
import {
  compareCase,
  compareReports,
  hasChanges,
  largestRegressionPp,
} from '../../src/report/compare.js';
import { fisherExactTwoSided } from '../../src/report/fisher.js';
import { caseResult, report } from './fixtures.js';

describe('fisherExactTwoSided', () => {
  // Reference values from scipy.stats.fisher_exact (two-sided).
  it.each([
    [3, 0, 0, 3, 0.1],
    [3, 1, 1, 3, 0.4857142857142857],
    [8, 2, 1, 5, 0.03496503496503497],
    [10, 0, 0, 10, 1.082508822446903e-5],
    [1, 9, 11, 3, 0.0027594561852200836],
    [5, 0, 5, 0, 1],
    [2, 1, 1, 2, 1],
    [0, 5, 3, 2, 0.16666666666666666],
    [0, 0, 3, 0, 1],
  ])('(%i %i / %i %i) → %f', (a, b, c, d, p) => {
    expect(fisherExactTwoSided(a, b, c, d)).toBeCloseTo(p, 12);
  });

  it('rejects non-integer counts', () => {
    expect(() => fisherExactTwoSided(1.5, 0, 0, 1)).toThrow(RangeError);
  });
});

describe('transitions', () => {
  // [name, base passed/runs | null (absent), head passed/runs | null (absent), transition]
  const table: Array<[string, [number, number] | null, [number, number] | null, string]> = [
    ['pass → pass', [3, 3], [3, 3], 'unchanged'],
    ['fail → fail', [0, 3], [0, 5], 'unchanged'],
    ['equal mixed ratios with different runs', [2, 3], [4, 6], 'unchanged'],
    ['pass → fail', [3, 3], [0, 3], 'new_failure'],
    ['fail → pass', [0, 3], [3, 3], 'fixed'],
    ['pass → mixed', [3, 3], [1, 3], 'newly_flaky'],
    ['mixed → pass', [2, 3], [3, 3], 'stabilised'],
    ['mixed → lower mixed', [2, 3], [1, 3], 'regressed'],
    ['mixed → fail', [2, 3], [0, 3], 'regressed'],
    ['mixed → higher mixed', [1, 3], [2, 3], 'improved'],
    ['fail → mixed', [0, 3], [1, 3], 'improved'],
    ['absent → ran', null, [3, 3], 'added'],
    ['ran → absent', [3, 3], null, 'removed'],
    ['skipped → ran', [0, 0], [1, 3], 'added'],
    ['ran → skipped', [3, 3], [0, 0], 'removed'],
    ['skipped → skipped', [0, 0], [0, 0], 'unchanged'],
  ];
  it.each(table)('%s', (_name, b, h, transition) => {
    const base = b ? caseResult('c', b[0], b[1]) : null;
    const head = h ? caseResult('c', h[0], h[1]) : null;
    expect(compareCase(base, head).transition).toBe(transition);
  });

  it('computes deltas and the p-value of one case', () => {
    const d = compareCase(
      caseResult('c', 3, 3, {
        avg_duration_ms: 100,
        usage: { input_tokens: 1, output_tokens: 1, cost_usd: 0.01 },
      }),
      caseResult('c', 0, 3, {
        avg_duration_ms: 250,
        usage: { input_tokens: 1, output_tokens: 1, cost_usd: 0.03 },
      }),
    );
    expect(d).toMatchObject({
      base: { passed: 3, runs: 3, pass_rate: 100, cost_usd: 0.01 },
      head: { passed: 0, runs: 3, pass_rate: 0 },
      delta_pp: -100,
      duration_delta_ms: 150,
      cost_delta_usd: 0.02,
    });
    expect(d.p_value).toBeCloseTo(0.1, 12);
  });

  it('leaves deltas null when one side did not run or cost is unknown', () => {
    const d = compareCase(null, caseResult('c', 1, 3));
    expect(d).toMatchObject({
      base: null,
      delta_pp: null,
      p_value: null,
      duration_delta_ms: null,
      cost_delta_usd: null,
    });
    expect(compareCase(caseResult('c', 1, 3), caseResult('c', 2, 3)).cost_delta_usd).toBeNull();
  });
});

describe('compareReports', () => {
  it('pairs cases by suite and id, then by a unique id, and sums the transitions', () => {
    const base = report([
      caseResult('a', 3, 3),
      caseResult('b', 3, 3),
      caseResult('moved', 0, 3, { suite: 'old.jsonl' }),
      caseResult('gone', 3, 3),
      caseResult('dup', 3, 3, { suite: 'x.jsonl' }),
      caseResult('dup', 3, 3, { suite: 'y.jsonl' }),
    ]);
    const head = report([
      caseResult('a', 3, 3),
      caseResult('b', 1, 3),
      caseResult('moved', 3, 3, { suite: 'new.jsonl' }),
      caseResult('new', 2, 3),
      caseResult('dup', 3, 3, { suite: 'z.jsonl' }),
    ]);
    const diff = compareReports(base, head, {
      source: 'artifact',
      run_id: 11,
      run_url: 'https://x/11',
    });
    const by = Object.fromEntries(diff.cases.map((c) => [`${c.suite}:${c.id}`, c.transition]));
    expect(by).toEqual({
      'suite.jsonl:a': 'unchanged',
      'suite.jsonl:b': 'newly_flaky',
      'new.jsonl:moved': 'fixed',
      'suite.jsonl:new': 'added',
      // `dup` is not unique in the base, so the z.jsonl one is new and both old ones are removed.
      'z.jsonl:dup': 'added',
      'suite.jsonl:gone': 'removed',
      'x.jsonl:dup': 'removed',
      'y.jsonl:dup': 'removed',
    });
    expect(diff.summary.transitions).toMatchObject({
      unchanged: 1,
      newly_flaky: 1,
      fixed: 1,
      added: 2,
      removed: 3,
      new_failure: 0,
    });
    expect(diff.base).toEqual({
      source: 'artifact',
      run_id: 11,
      run_url: 'https://x/11',
      sha: 'f'.repeat(40),
      completed_at: '2025-01-01T00:00:01.000Z',
    });
    expect(diff.summary.base_total).toBe(6);
    expect(diff.summary.head_total).toBe(5);
    expect(diff.summary.delta_pp).toBeCloseTo(
      diff.summary.head_pass_rate - diff.summary.base_pass_rate,
      6,
    );
    expect(hasChanges(diff)).toBe(true);
    expect(largestRegressionPp(diff)).toBeCloseTo(66.67, 2);
  });

  it('reports no changes for identical reports', () => {
    const r = report([caseResult('a', 3, 3), caseResult('b', 2, 3)]);
    const diff = compareReports(r, r, { source: 'file:base.json' });
    expect(hasChanges(diff)).toBe(false);
    expect(largestRegressionPp(diff)).toBe(0);
    expect(diff.summary.delta_pp).toBe(0);
  });
});
