import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/model/report.js';
import { mergeReports, MergeOverlapError } from '../../src/report/merge.js';
import { fnv1a, inShard } from '../../src/lib/shard.js';
import { makeReport } from './reports.js';

describe('sharding', () => {
  it('spreads 10,000 ids over 16 shards within ±10% of even, each id in exactly one shard', () => {
    const counts = Array<number>(16).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const hits = [];
      for (let s = 1; s <= 16; s++)
        if (inShard('suites/a.jsonl', `case-${i}`, { index: s, total: 16 })) hits.push(s);
      expect(hits).toHaveLength(1);
      counts[(hits[0] as number) - 1]++;
    }
    for (const c of counts) expect(Math.abs(c - 625)).toBeLessThan(63);
  });

  it('is pinned to FNV-1a, so shard membership never changes between versions or platforms', () => {
    // Published FNV-1a 32-bit test vectors.
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});

describe('mergeReports', () => {
  const a = makeReport(
    [
      { id: 'one', runs: 'ppp', line: 1 },
      { id: 'three', runs: 'pfp', line: 3 },
    ],
    { shard: { index: 1, total: 2 }, startedAt: '2025-06-01T10:00:00.000Z', minutes: 2 },
  );
  const b = makeReport([{ id: 'two', runs: 'ppp', line: 2 }], {
    shard: { index: 2, total: 2 },
    startedAt: '2025-06-01T09:59:00.000Z',
    minutes: 5,
  });

  it('combines per-case results in file order, recomputes totals and spans the timing', () => {
    const { report, warnings, missing } = mergeReports([
      { file: 'a/report.json', report: a },
      { file: 'b/report.json', report: b },
    ]);
    expect(() => ReportSchema.parse(report)).not.toThrow();
    expect(report.results.map((r) => r.id)).toEqual(['one', 'two', 'three']);
    expect(report.summary).toMatchObject({
      total: 3,
      total_runs: 9,
      passed: 2,
      failed: 1,
      flaky: 1,
    });
    expect(report.summary.attempts).toEqual({
      passed: 8,
      failed: 1,
      error: 0,
      timeout: 0,
      skipped: 0,
    });
    expect(report.metadata.started_at).toBe('2025-06-01T09:59:00.000Z');
    expect(report.metadata.completed_at).toBe('2025-06-01T10:04:00.000Z');
    expect(report.summary.duration_ms).toBe(5 * 60_000);
    expect(report.metadata.shard).toBeUndefined();
    expect(report.metadata.options.shard).toBeUndefined();
    // The gate is applied again over the whole: 'three' failed its 100% threshold.
    expect(report.gate.passed).toBe(false);
    expect(report.gate.decided_by).toBe('suite_threshold');
    expect(report.gate.reasons[0]?.message).toMatch(/2 of 3 cases/);
    expect(warnings).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('keeps the endpoints each shard was rate limited by: counts add up, the lowest concurrency stays', () => {
    const stats = (endpoint: string, n: number, min: number) => ({
      endpoint,
      requests: 10 * n,
      rate_limited: n,
      waited_ms: 100 * n,
      min_concurrency: min,
      max_concurrency: 8,
      attempts_lost: n - 1,
    });
    const ra = { ...a, rate_limits: [stats('openai m at http://x/v1', 2, 4)] };
    const rb = {
      ...b,
      rate_limits: [stats('agent node agent.js', 1, 8), stats('openai m at http://x/v1', 3, 2)],
    };
    const { report } = mergeReports([
      { file: 'a/report.json', report: ra },
      { file: 'b/report.json', report: rb },
    ]);
    expect(() => ReportSchema.parse(report)).not.toThrow();
    expect(report.rate_limits).toEqual([
      {
        endpoint: 'openai m at http://x/v1',
        requests: 50,
        rate_limited: 5,
        waited_ms: 500,
        min_concurrency: 2,
        max_concurrency: 8,
        attempts_lost: 3,
      },
      stats('agent node agent.js', 1, 8),
    ]);
    // Shards that saw no limit add nothing.
    expect(
      mergeReports([
        { file: 'a', report: a },
        { file: 'b', report: b },
      ]).report.rate_limits,
    ).toBeUndefined();
  });

  it('uses the thresholds the shards recorded', () => {
    const lax = (r: typeof a, shard: { index: number; total: number }) =>
      makeReport(
        r.results.map((x) => ({
          id: x.id,
          runs: x.run_details.map((d) => d.status[0]).join(''),
          line: x.line,
        })),
        { shard, threshold: 0.5 },
      );
    const { report } = mergeReports([
      { file: 'a', report: lax(a, { index: 1, total: 2 }) },
      { file: 'b', report: lax(b, { index: 2, total: 2 }) },
    ]);
    expect(report.gate.thresholds.suite).toBe(0.5);
    expect(report.gate.passed).toBe(true);
  });

  it('refuses overlapping shards, naming both files', () => {
    const other = makeReport([{ id: 'one', runs: 'fff', line: 1 }], {
      shard: { index: 2, total: 2 },
    });
    let err: unknown;
    try {
      mergeReports([
        { file: 'a/report.json', report: a },
        { file: 'c/report.json', report: other },
      ]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(MergeOverlapError);
    expect((err as Error).message).toContain(
      'case one (suite.jsonl) is in both a/report.json and c/report.json',
    );
  });

  it('counts identical duplicates once, with a warning', () => {
    const { report, warnings } = mergeReports([
      { file: 'a/report.json', report: a },
      { file: 'a-again/report.json', report: a },
      { file: 'b/report.json', report: b },
    ]);
    expect(report.summary.total).toBe(3);
    expect(warnings.join('\n')).toMatch(/2 case results appeared twice, identical/);
  });

  it('reports missing shards by index and fails the gate unless allowed', () => {
    const s3 = makeReport([{ id: 'x', runs: 'p' }], { shard: { index: 3, total: 5 } });
    const { report, missing, warnings } = mergeReports([{ file: 's3.json', report: s3 }]);
    expect(missing).toEqual([{ total: 5, indexes: [1, 2, 4, 5] }]);
    expect(warnings.join('\n')).toContain('missing shards 1, 2, 4, 5 of 5');
    expect(report.warnings.join('\n')).toContain('missing shards 1, 2, 4, 5 of 5');
    expect(report.gate).toMatchObject({ passed: false, exit_code: 3, decided_by: 'runtime' });
    const allowed = mergeReports([{ file: 's3.json', report: s3 }], { allowMissing: true });
    expect(allowed.report.gate.passed).toBe(true);
    expect(allowed.report.warnings.join('\n')).toContain('missing shards');
  });

  it('keeps a shard that did not finish failing the merged run', () => {
    const cut = makeReport([{ id: 'two', runs: 'p' }], {
      shard: { index: 2, total: 2 },
      interrupted: true,
    });
    const { report } = mergeReports([
      { file: 'a', report: a },
      { file: 'b', report: cut },
    ]);
    expect(report.gate.decided_by).toBe('runtime');
    expect(report.gate.reasons[0]?.message).toContain('shard 2/2: the run was interrupted');
    expect(report.metadata.interrupted).toBe(true);
  });

  it('quarantined cases stay waived after the merge', () => {
    const q = makeReport([{ id: 'two', runs: 'fff', quarantined: true }], {
      shard: { index: 2, total: 2 },
    });
    const good = makeReport([{ id: 'one', runs: 'ppp' }], { shard: { index: 1, total: 2 } });
    const { report } = mergeReports([
      { file: 'a', report: good },
      { file: 'b', report: q },
    ]);
    expect(report.results.find((r) => r.id === 'two')?.quarantined).toBe(true);
    expect(report.gate.passed).toBe(true);
  });

  it('labels shard warnings, says shared ones once, and flags mixed commits', () => {
    const w1 = makeReport([{ id: 'one', runs: 'p' }], {
      shard: { index: 1, total: 2 },
      warnings: ['same everywhere', 'only here'],
      gitSha: 'a'.repeat(40),
    });
    const w2 = makeReport([{ id: 'two', runs: 'p' }], {
      shard: { index: 2, total: 2 },
      warnings: ['same everywhere'],
      gitSha: 'b'.repeat(40),
    });
    const { report } = mergeReports([
      { file: 'a', report: w1 },
      { file: 'b', report: w2 },
    ]);
    expect(report.warnings).toContain('same everywhere');
    expect(report.warnings).toContain('[shard 1/2] only here');
    expect(report.warnings.join('\n')).toMatch(/different commits/);
    expect(report.metadata.git_sha).toBeUndefined();
  });

  it('throws on nothing to merge', () => {
    expect(() => mergeReports([])).toThrow(/nothing to merge/);
  });
});
