import { stableJson } from '../../src/lib/json.js';
import { describe, expect, it } from 'vitest';
import {
  consistency,
  durationStats,
  stabilityClass,
  yaoStabilityClass,
  verdictFor,
  wilson,
} from '../../src/report/stats.js';

describe('wilson', () => {
  it.each([
    [2, 3, 0.2077, 0.9385],
    [4, 5, 0.3755, 0.9638],
    [0, 3, 0, 0.5615],
    [3, 3, 0.4385, 1],
    [50, 100, 0.4038, 0.5962],
  ])('%i of %i → [%f, %f]', (k, n, low, high) => {
    const w = wilson(k, n);
    expect(w.low).toBeCloseTo(low, 3);
    expect(w.high).toBeCloseTo(high, 3);
  });
  it('has the whole range when nothing ran', () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('stability class (Yao)', () => {
  it.each([
    [1, 'stable'],
    [0.99, 'mostly_stable'],
    [0.8, 'mostly_stable'],
    [0.79, 'unstable'],
    [0.5, 'unstable'],
    [0.49, 'highly_unstable'],
    [0, 'highly_unstable'],
  ] as const)('%f → %s', (r, c) => expect(yaoStabilityClass(r)).toBe(c));
});

describe("agentci's class: Yao's, except a case that failed every run", () => {
  it.each([
    [5, 5, 'stable'],
    [4, 5, 'mostly_stable'],
    [3, 5, 'unstable'],
    [1, 5, 'highly_unstable'],
    // Failed every run: a consistent failure, not an unstable case.
    [0, 5, 'failing'],
    [0, 1, 'failing'],
    [1, 1, 'stable'],
  ] as const)('%i/%i → %s', (passed, runs, c) => expect(stabilityClass(passed, runs)).toBe(c));
});

describe('verdict', () => {
  it('all runs agreeing decide alone', () => {
    expect(verdictFor(3, 3, 1)).toBe('pass');
    expect(verdictFor(0, 3, 0)).toBe('fail');
  });
  it('the Wilson interval decides against the threshold', () => {
    expect(verdictFor(2, 3, 1)).toBe('fail'); // high 0.94 < 1
    expect(verdictFor(4, 5, 0.8)).toBe('flaky'); // straddles
    expect(verdictFor(95, 100, 0.8)).toBe('pass'); // low 0.89 ≥ 0.8
    expect(verdictFor(10, 100, 0.5)).toBe('fail');
  });
  it('nothing ran → skipped', () => expect(verdictFor(0, 0, 1)).toBe('skipped'));
});

describe('consistency', () => {
  it('is the share of the most common normalised output', () => {
    expect(consistency(['a', 'a ', ' a', 'b'])).toBe(0.75);
    expect(
      consistency([
        { x: 1, y: 2 },
        { y: 2, x: 1 },
      ]),
    ).toBe(1);
    expect(consistency(['a', 'b', 'c'])).toBeCloseTo(1 / 3);
    expect(consistency([])).toBe(1);
  });
  it('sorts keys for stable text', () => {
    expect(stableJson({ b: [1, { d: 1, c: 2 }], a: null })).toBe(
      '{"a":null,"b":[1,{"c":2,"d":1}]}',
    );
  });
});

describe('durationStats', () => {
  it('uses the population standard deviation', () => {
    const s = durationStats([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(s.avg).toBe(5);
    expect(s.stddev).toBe(2);
    expect(s.min).toBe(2);
    expect(s.max).toBe(9);
    expect(s.total).toBe(40);
  });
  it('is zero for no runs', () =>
    expect(durationStats([])).toEqual({ avg: 0, min: 0, max: 0, stddev: 0, total: 0 }));
});
