import { describe, expect, it } from 'vitest';
import type { AttemptResult, AttemptStatus } from '../../src/model/result.js';
import { ReportSchema } from '../../src/model/report.js';
import {
  aggregateCase,
  buildReport,
  type CaseIdentity,
  worstFirst,
} from '../../src/report/aggregate.js';
import { applyGate, gateHeadline } from '../../src/report/gate.js';

const ident = (id: string, threshold = 1, declared = false): CaseIdentity => ({
  id,
  suite: 's.jsonl',
  file: 's.jsonl',
  line: 1,
  format: 'yao-jsonl',
  tags: [],
  threshold,
  thresholdDeclared: declared,
});
const attempt = (
  id: string,
  run: number,
  status: AttemptStatus,
  ms = 10,
  output: unknown = 'x',
): AttemptResult => ({
  id,
  suite: 's.jsonl',
  run,
  status,
  duration_ms: ms,
  output,
  checks: [],
  ...(status === 'passed' ? {} : { error: `${status} happened` }),
});

describe('aggregateCase', () => {
  it('counts errors and timeouts as failures, never dropping them', () => {
    const r = aggregateCase(ident('a'), [
      attempt('a', 1, 'passed'),
      attempt('a', 2, 'error'),
      attempt('a', 3, 'timeout'),
      attempt('a', 4, 'passed'),
    ]);
    expect(r.runs).toBe(4);
    expect(r.passed).toBe(2);
    expect(r.failed).toBe(2);
    expect(r.errors).toBe(1);
    expect(r.timeouts).toBe(1);
    expect(r.pass_rate).toBe(50);
    expect(r.status).toBe('error'); // missed only through errors/timeouts
    expect(r.flaky).toBe(true);
    expect(r.class).toBe('unstable');
    expect(r.error).toBe('error happened');
  });
  it('meets a lower threshold while flaky', () => {
    const r = aggregateCase(ident('b', 0.6, true), [
      attempt('b', 1, 'passed'),
      attempt('b', 2, 'failed'),
      attempt('b', 3, 'passed'),
      attempt('b', 4, 'passed'),
      attempt('b', 5, 'passed'),
    ]);
    expect(r.status).toBe('passed');
    expect(r.verdict).toBe('flaky');
    expect(r.flaky).toBe(true);
    expect(r.threshold_declared).toBe(true);
    expect(r.interval.low).toBeCloseTo(0.3755, 3);
  });
  it('computes duration stats and consistency over runs', () => {
    const r = aggregateCase(ident('c'), [
      attempt('c', 2, 'passed', 30, 'B'),
      attempt('c', 1, 'passed', 10, 'A'),
      attempt('c', 3, 'passed', 20, 'A'),
    ]);
    expect(r.run_details.map((a) => a.run)).toEqual([1, 2, 3]);
    expect(r.avg_duration_ms).toBe(20);
    expect(r.min_duration_ms).toBe(10);
    expect(r.max_duration_ms).toBe(30);
    expect(r.std_deviation_ms).toBeCloseTo(8.2, 1);
    expect(r.consistency).toBeCloseTo(0.6667, 3);
    expect(r.output).toBe('A');
    expect(r.stable).toBe(true);
  });
  it('a case with no attempts is skipped with its reason', () => {
    const r = aggregateCase({ ...ident('d'), skipReason: 'later' }, []);
    expect(r.status).toBe('skipped');
    expect(r.verdict).toBe('skipped');
    expect(r.skip_reason).toBe('later');
  });
});

describe('applyGate', () => {
  const pass = aggregateCase(ident('p'), [attempt('p', 1, 'passed')]);
  const fail = aggregateCase(ident('f'), [attempt('f', 1, 'passed'), attempt('f', 2, 'failed')]);
  const hard = aggregateCase(ident('h', 0.9, true), [attempt('h', 1, 'failed')]);

  it('passes when every case passes', () => {
    const g = applyGate({ results: [pass] }, { threshold: 1, caseThreshold: 1 });
    expect(g).toMatchObject({ passed: true, exit_code: 0, decided_by: null, reasons: [] });
    expect(gateHeadline(g)).toMatch(/^passed/);
  });
  it('the suite threshold decides by default and names the failing cases', () => {
    const g = applyGate({ results: [pass, fail] }, { threshold: 1, caseThreshold: 1 });
    expect(g.passed).toBe(false);
    expect(g.exit_code).toBe(1);
    expect(g.decided_by).toBe('suite_threshold');
    expect(g.reasons[0]?.message).toContain('1 of 2 cases');
    expect(g.reasons[0]?.message).toContain('f (1/2)');
  });
  it('a lower suite threshold tolerates some failing cases', () => {
    expect(applyGate({ results: [pass, fail] }, { threshold: 0.5, caseThreshold: 1 }).passed).toBe(
      true,
    );
  });
  it("a case's own threshold is a hard gate", () => {
    const g = applyGate(
      { results: [pass, pass, pass, hard] },
      { threshold: 0.5, caseThreshold: 1 },
    );
    expect(g.passed).toBe(false);
    expect(g.decided_by).toBe('case_threshold');
    expect(gateHeadline(g)).toContain('case h passed 0/1');
  });
  it('max regression compares with the diff', () => {
    const diff = {
      base: { source: 'x' },
      summary: {
        base_pass_rate: 100,
        head_pass_rate: 50,
        delta_pp: -50,
        base_total: 1,
        head_total: 1,
        base_passed: 1,
        head_passed: 0,
        base_failed: 0,
        head_failed: 1,
        base_flaky: 0,
        head_flaky: 1,
        transitions: {},
      },
      cases: [
        {
          id: 'f',
          suite: 's.jsonl',
          base: { passed: 3, runs: 3, pass_rate: 100, status: 'passed', verdict: 'pass' },
          head: { passed: 1, runs: 2, pass_rate: 50, status: 'failed', verdict: 'flaky' },
          transition: 'new_failure' as const,
          delta_pp: -50,
          p_value: 0.4,
          duration_delta_ms: 0,
          cost_delta_usd: null,
        },
      ],
    };
    const g = applyGate(
      { results: [fail] },
      { threshold: 0, caseThreshold: 1, maxRegressionPp: 10, diff },
    );
    expect(g.decided_by).toBe('max_regression');
    expect(g.reasons[0]?.message).toContain('dropped 50.0 pp');
    expect(
      applyGate({ results: [fail] }, { threshold: 0, caseThreshold: 1, maxRegressionPp: 60, diff })
        .passed,
    ).toBe(true);
  });
  it('waived (quarantined) cases never gate', () => {
    expect(
      applyGate(
        { results: [pass, fail] },
        { threshold: 1, caseThreshold: 1, waived: new Set(['f']) },
      ).passed,
    ).toBe(true);
  });
  it('a runtime error exits 3', () => {
    const g = applyGate(
      { results: [pass] },
      { threshold: 1, caseThreshold: 1, runtimeError: 'interrupted' },
    );
    expect(g.exit_code).toBe(3);
    expect(g.decided_by).toBe('runtime');
  });
});

describe('buildReport', () => {
  it('produces a valid Report with Yao summary fields', () => {
    const results = [
      aggregateCase(ident('p'), [attempt('p', 1, 'passed'), attempt('p', 2, 'passed')]),
      aggregateCase(ident('f'), [attempt('f', 1, 'passed'), attempt('f', 2, 'failed')]),
      aggregateCase({ ...ident('s'), skipReason: 'x' }, []),
    ];
    const report = buildReport({
      results,
      environment: { user_id: 'u', team_id: 't', locale: 'en-us' },
      metadata: {
        started_at: '2026-01-01T00:00:00.000Z',
        completed_at: '2026-01-01T00:00:02.500Z',
        version: '0',
        options: {},
      },
      gate: applyGate({ results }, { threshold: 1, caseThreshold: 1 }),
      runsPerCase: 2,
    });
    expect(() => ReportSchema.parse(report)).not.toThrow();
    expect(report.summary).toMatchObject({
      total: 3,
      total_cases: 3,
      total_runs: 4,
      runs_per_case: 2,
      passed: 1,
      failed: 1,
      skipped: 1,
      flaky: 1,
      overall_pass_rate: 75,
      case_pass_rate: 50,
      stable_cases: 1,
      unstable_cases: 1,
      duration_ms: 2500,
    });
    expect(worstFirst(report.results).map((r) => r.id)).toEqual(['f', 'p', 's']);
  });
});
