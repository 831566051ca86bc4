import { describe, expect, it } from 'vitest';
import { fisherExactLower, fisherExactTwoSided } from '../../src/report/fisher.js';
import { passAtK, passHatK, passKSeries, suitePassK } from '../../src/report/pass-k.js';
import {
  benjaminiHochberg,
  binomialCdf,
  criticalPasses,
  detectableDrop,
  runsForDrop,
} from '../../src/report/power.js';
import { compareWithBase, schemaStaleness } from '../../src/report/pooled-baseline.js';
import { applyGate } from '../../src/report/gate.js';
import { caseVerdictText, comparisonNotes } from '../../src/report/compare-text.js';
import { historyOf, pf, reportOf } from './verdict-fixtures.js';

// Every expected number below is worked out by hand in the comment beside it (docs/statistics.md
// has the same examples in words).

describe('pass@k and pass^k', () => {
  it('5 runs, 3 passed: the formulas by hand', () => {
    // pass@2 = 1 − C(2,2)/C(5,2) = 1 − 1/10; pass^2 = C(3,2)/C(5,2) = 3/10
    expect(passAtK(5, 3, 2)).toBeCloseTo(0.9, 12);
    expect(passHatK(5, 3, 2)).toBeCloseTo(0.3, 12);
    // pass@3 = 1 − C(2,3)/C(5,3) = 1 − 0; pass^3 = C(3,3)/C(5,3) = 1/10
    expect(passAtK(5, 3, 3)).toBe(1);
    expect(passHatK(5, 3, 3)).toBeCloseTo(0.1, 12);
    // pass^4 = C(3,4)/C(5,4) = 0: 4 runs drawn from 5 always include a failure
    expect(passHatK(5, 3, 4)).toBe(0);
    expect(passKSeries(5, 3)).toEqual({
      pass_at_k: [0.6, 0.9, 1, 1, 1],
      pass_hat_k: [0.6, 0.3, 0.1, 0, 0],
    });
  });

  it('4 runs, 2 passed; and the two ends', () => {
    // pass@2 = 1 − C(2,2)/C(4,2) = 5/6; pass^2 = C(2,2)/C(4,2) = 1/6
    expect(passAtK(4, 2, 2)).toBeCloseTo(5 / 6, 12);
    expect(passHatK(4, 2, 2)).toBeCloseTo(1 / 6, 12);
    expect(passKSeries(3, 3)).toEqual({ pass_at_k: [1, 1, 1], pass_hat_k: [1, 1, 1] });
    expect(passKSeries(3, 0)).toEqual({ pass_at_k: [0, 0, 0], pass_hat_k: [0, 0, 0] });
    expect(() => passHatK(3, 1, 4)).toThrow(/1 ≤ k ≤ n/);
  });

  it('suite means at each k over the cases whose runs reach k', () => {
    const s = suitePassK([passKSeries(5, 3), passKSeries(3, 3)]);
    // k=1: (0.6 + 1)/2; k=2: (0.3 + 1)/2; k=3: (0.1 + 1)/2; k=4, 5: the 5-run case alone
    expect(s.pass_hat_k).toEqual([0.8, 0.65, 0.55, 0, 0]);
    expect(s.pass_at_k).toEqual([0.8, 0.95, 1, 1, 1]);
    expect(s.cases).toEqual([2, 2, 2, 1, 1]);
  });

  it('are in every case and the summary of a report', () => {
    const r = reportOf([
      { id: 'a', runs: 'PPPFF' },
      { id: 'b', runs: 'PPRPB' },
    ]);
    expect(r.results[0]).toMatchObject({ pass_at_k: [0.6, 0.9, 1, 1, 1] });
    // b: the rate-limited and budget-skipped attempts are no evidence: 3 runs, 3 passed
    expect(r.results[1]).toMatchObject({ pass_at_k: [1, 1, 1], pass_hat_k: [1, 1, 1] });
    expect(r.summary.pass_k?.pass_hat_k).toEqual([0.8, 0.65, 0.55, 0, 0]);
  });
});

describe("Fisher's exact test, one-sided", () => {
  it('50 of 50 on main, 2 of 5 here: only the 3 failures all landing here, C(5,3)/C(55,3)', () => {
    expect(fisherExactLower(50, 0, 2, 3)).toBeCloseTo(10 / 26235, 15);
  });
  it('35 of 50 on main (70 %), 3 of 5 here: P(X ≤ 3), X hypergeometric(55, 38, 5)', () => {
    // P(X ≥ 4) = [C(38,4)·C(17,1) + C(38,5)] / C(55,5) = (1254855 + 501942) / 3478761
    expect(fisherExactLower(35, 15, 3, 2)).toBeCloseTo(1 - 1756797 / 3478761, 12);
  });
  it('is 1 when the head did at least as well as it could, and when a margin is empty', () => {
    expect(fisherExactLower(3, 2, 5, 0)).toBeCloseTo(1, 12);
    expect(fisherExactLower(0, 0, 2, 3)).toBe(1);
    expect(fisherExactLower(5, 0, 5, 0)).toBe(1);
  });
  it('is at most the two-sided p-value, and sums to more than 1 with the other tail', () => {
    expect(fisherExactLower(9, 1, 2, 8)).toBeLessThanOrEqual(fisherExactTwoSided(9, 1, 2, 8));
    // P(head ≤ 2) + P(head ≥ 2) = 1 + P(head = 2)
    const lower = fisherExactLower(9, 1, 2, 8);
    const upperFromOther = fisherExactLower(1, 9, 8, 2); // passes and failures swapped
    expect(lower + upperFromOther).toBeGreaterThan(1);
  });
});

describe('Benjamini–Hochberg', () => {
  it('adjusts by m/rank and keeps the order (hand-computed)', () => {
    // sorted 0.01, 0.03, 0.04, 0.5 (m = 4): 4·0.01/1 = 0.04, 4·0.03/2 = 0.06,
    // 4·0.04/3 = 0.0533, 4·0.5/4 = 0.5; then the running minimum from the top.
    const q = benjaminiHochberg([0.01, 0.04, null, 0.03, 0.5]);
    expect(q[0]).toBeCloseTo(0.04, 12);
    expect(q[1]).toBeCloseTo(0.16 / 3, 12);
    expect(q[2]).toBeNull();
    expect(q[3]).toBeCloseTo(0.16 / 3, 12);
    expect(q[4]).toBeCloseTo(0.5, 12);
  });
});

describe('what the runs can detect', () => {
  it('binomial CDF by hand', () => {
    // P(X ≤ 2 | 5, 0.2) = 0.8^5 + 5·0.2·0.8^4 + 10·0.04·0.8^3
    expect(binomialCdf(2, 5, 0.2)).toBeCloseTo(0.32768 + 0.4096 + 0.2048, 12);
  });

  it('5 runs against 50 of 50 at α = 0.05: flagged at ≤ 3 passes, 80 % power from a 49-point drop', () => {
    // 4 passes: p = 5/55 = 0.091 > 0.05; 3 passes: p = C(5,2)/C(55,2) = 10/1485 = 0.0067
    expect(criticalPasses(50, 50, 5, 0.05)).toBe(3);
    const drop = detectableDrop({ basePassed: 50, baseRuns: 50, headRuns: 5, alpha: 0.05 });
    // Power 80 % where P(Binomial(5, p₁) ≤ 3) = 0.8, i.e. 5p₁⁴(1−p₁) + p₁⁵ = 0.2: p₁ ≈ 0.5098
    expect(drop).toBeCloseTo(0.4902, 3);
    expect(binomialCdf(3, 5, 1 - (drop as number))).toBeCloseTo(0.8, 9);
  });

  it('at the level of a lone case among 200 (0.1/200): 3 failures of 5 are needed', () => {
    // 3 passes: p = 0.0067 > 0.0005; 2 passes: p = 10/26235 = 0.00038 ≤ 0.0005
    expect(criticalPasses(50, 50, 5, 0.1 / 200)).toBe(2);
    const drop = detectableDrop({ basePassed: 50, baseRuns: 50, headRuns: 5, alpha: 0.1 / 200 });
    // P(Binomial(5, p₁) ≤ 2) = 0.8 at p₁ ≈ 0.3266: a drop of about 67 points
    expect(drop).toBeCloseTo(0.6734, 3);
  });

  it('nothing is detectable when not even 0 passes would be flagged', () => {
    // 25 of 50 on main, 0 of 5 here: C(30,5)/C(55,5) = 142506/3478761 = 0.041 > 0.0005
    expect(criticalPasses(25, 50, 5, 0.0005)).toBe(-1);
    expect(detectableDrop({ basePassed: 25, baseRuns: 50, headRuns: 5, alpha: 0.0005 })).toBeNull();
  });

  it('27 runs per case (over 10 reports) detect a 20-point drop from 100 % at 0.1/200; 26 do not', () => {
    // n = 27: base 270/270; 3 failures: C(27,3)/C(297,3) = 2925/4322140 = 0.00068 > 0.0005,
    // 4 failures: 17550/317677290 = 0.000055 → flagged at ≤ 23 passes;
    // P(Binomial(27, 0.8) ≤ 23) = 1 − (0.1105 + 0.0530 + 0.0163 + 0.0024) = 0.818 ≥ 0.8.
    // n = 26: flagged at ≤ 22; P(Binomial(26, 0.8) ≤ 22) = 0.793 < 0.8.
    expect(criticalPasses(270, 270, 27, 0.0005)).toBe(23);
    expect(binomialCdf(23, 27, 0.8)).toBeCloseTo(0.8177, 3);
    expect(binomialCdf(22, 26, 0.8)).toBeCloseTo(0.7932, 3);
    expect(runsForDrop({ rate: 1, reports: 10, alpha: 0.0005 })).toBe(27);
  });

  it('no run count helps when the rate is below the drop, or the base is too small', () => {
    expect(runsForDrop({ rate: 0.1, reports: 10, alpha: 0.05 })).toBeNull();
    expect(runsForDrop({ rate: 0.5, reports: 1, alpha: 1e-9, maxRuns: 64 })).toBeNull();
  });
});

// The pair from the issue: a case flaky on main at 70 % and a stable one, over 10 reports of 5 runs.
const flakyAndStable = historyOf(10, (i) => [
  { id: 'flaky', runs: i % 2 === 0 ? pf(4, 1) : pf(3, 2) }, // 35 of 50
  { id: 'stable', runs: pf(5, 0) }, // 50 of 50
]);

describe('the pooled verdict', () => {
  it('flaky on main (35/50), 3 of 5 here: no regression; stable (50/50), 2 of 5: a regression', () => {
    const head = reportOf([
      { id: 'flaky', runs: pf(3, 2) },
      { id: 'stable', runs: pf(2, 3) },
    ]);
    const diff = compareWithBase(head, { history: flakyAndStable })!;
    const [flaky, stable] = diff.cases.map((c) => c.compare!);
    expect(flaky).toMatchObject({
      verdict: 'no_regression',
      basis: 'history',
      base: { passed: 35, runs: 50, reports: 10 },
      head: { passed: 3, runs: 5 },
      drop_pp: 10,
    });
    expect(flaky.p_value).toBeCloseTo(0.495, 3);
    expect(stable).toMatchObject({
      verdict: 'regression',
      base: { passed: 50, runs: 50, reports: 10 },
      drop_pp: 60,
    });
    expect(stable.p_value).toBeCloseTo(10 / 26235, 8);
    // Two compared cases: q = min(2·0.00038/1, …) = 0.00076
    expect(stable.p_adjusted).toBeCloseTo((2 * 10) / 26235, 8);
    expect(diff.comparison).toMatchObject({
      fdr: 0.1,
      compared: 2,
      alpha: 0.05,
      reports: 10,
      counts: { regression: 1, no_regression: 1 },
      basis: { history: 2, base: 0, threshold: 0 },
    });
    // The single base report alone says flaky 3/5 → 3/5: the transition stays descriptive.
    expect(diff.cases[0]?.transition).toBe('unchanged');
  });

  it('the same drop under max-regression is no regression; over it, it is', () => {
    const head = reportOf([
      { id: 'flaky', runs: pf(3, 2) },
      { id: 'stable', runs: pf(2, 3) },
    ]);
    const at = (pp: number) =>
      compareWithBase(head, { history: flakyAndStable }, { maxRegressionPp: pp })!.cases[1]?.compare
        ?.verdict;
    expect(at(60)).toBe('no_regression');
    expect(at(59.9)).toBe('regression');
  });

  it('fewer failures are regressions too when few cases are compared: BH scales with the run', () => {
    const head = reportOf([
      { id: 'flaky', runs: pf(4, 1) },
      { id: 'stable', runs: pf(3, 2) },
    ]);
    const c = compareWithBase(head, { history: flakyAndStable })!.cases[1]!.compare!;
    // p = C(5,2)/C(55,2) = 10/1485 = 0.0067; q = 2·0.0067 = 0.013 ≤ 0.1
    expect(c.p_value).toBeCloseTo(10 / 1485, 6);
    expect(c.verdict).toBe('regression');
    const lone = reportOf([{ id: 'stable', runs: pf(4, 1) }]);
    // p = 5/55 = 0.091 ≤ 0.1 with one case, and still flagged: one failure in 5 after 50 passes
    expect(compareWithBase(lone, { history: flakyAndStable })!.cases[0]?.compare).toMatchObject({
      verdict: 'regression',
      p_value: expect.closeTo(5 / 55, 6),
    });
  });

  it('a significant drop made only of judge noise and environment failures is not a regression, and says why', () => {
    // The stable case (50/50 on main) at 2 of 5, as above: p = 10/26235 either way.
    const head = reportOf([
      { id: 'flaky', runs: pf(3, 2) },
      { id: 'stable', runs: 'PPJJT' },
    ]);
    const diff = compareWithBase(head, { history: flakyAndStable })!;
    const c = diff.cases[1]!.compare!;
    expect(c.p_value).toBeCloseTo(10 / 26235, 8);
    expect(c.verdict).toBe('no_regression');
    expect(c.noise).toBe(
      "every failing run here was judge noise (runs 3, 4: the same transcript was judged pass in 1 of 3) or the environment's doing (run 5: timed out)",
    );
    expect(diff.comparison).toMatchObject({
      counts: { regression: 0, no_regression: 2 },
      noise: 1,
    });
    expect(caseVerdictText(c)).toMatch(/^not a regression: every failing run here was judge noise/);
    expect(comparisonNotes(diff.comparison!)).toContain(
      "1 case fell significantly, but every failing run was judge noise or the environment's doing (a provider fault, a timeout, a crash), not the agent's: not counted as a regression.",
    );
    // Not a regression either way, so the max-regression gate passes.
    expect(
      applyGate(
        { results: head.results },
        { threshold: 0, caseThreshold: 0, maxRegressionPp: 10, diff },
      ).passed,
    ).toBe(true);
    // One failure that is the agent's (a wrong answer, or an exception of its own) keeps it one.
    for (const runs of ['PPJJF', 'PPJTE']) {
      const h = reportOf([
        { id: 'flaky', runs: pf(3, 2) },
        { id: 'stable', runs },
      ]);
      const v = compareWithBase(h, { history: flakyAndStable })!.cases[1]!.compare!;
      expect(v.verdict, runs).toBe('regression');
      expect(v.noise, runs).toBeUndefined();
    }
    // A process killed by a signal is the environment's.
    const killed = reportOf([
      { id: 'flaky', runs: pf(3, 2) },
      { id: 'stable', runs: 'PPKKK' },
    ]);
    expect(compareWithBase(killed, { history: flakyAndStable })!.cases[1]!.compare!.noise).toBe(
      "every failing run here was the environment's doing (runs 3, 4, 5: the agent's process was killed by SIGKILL)",
    );
  });

  it('says what the runs can detect, per case and for the suite', () => {
    const head = reportOf([
      { id: 'flaky', runs: pf(3, 2) },
      { id: 'stable', runs: pf(2, 3) },
    ]);
    const diff = compareWithBase(head, { history: flakyAndStable })!;
    // α = 0.1 / 2 = 0.05; stable: 49.0 points (worked out above); 27 runs would not be needed at
    // 0.05 — the doubling search finds the least n whose power reaches 80 %.
    expect(diff.cases[1]?.compare?.detectable_drop_pp).toBe(49);
    expect(diff.comparison?.power.runs_per_case).toBe(5);
    expect(diff.comparison?.power.drop_pp).toBe(20);
    expect(diff.cases[1]?.compare?.runs_for_drop).toBe(
      runsForDrop({ rate: 1, reports: 10, alpha: 0.05 }),
    );
  });

  it('leaves out attempts lost to rate limits, the budget and an agent that could not start, on both sides', () => {
    const history = historyOf(10, () => [{ id: 'a', runs: 'PPPPR' }]); // 4 of 4 each, 10 lost
    const head = reportOf([{ id: 'a', runs: 'PPPRB' }]);
    const c = compareWithBase(head, { history })!.cases[0]!.compare!;
    expect(c).toMatchObject({
      verdict: 'no_regression',
      base: { passed: 40, runs: 40, reports: 10 },
      head: { passed: 3, runs: 3 },
      lost: {
        base: { rate_limited: 10, budget: 0, not_started: 0, shard_missing: 0 },
        head: { rate_limited: 1, budget: 1, not_started: 0, shard_missing: 0 },
      },
      drop_pp: 0,
    });
    // Counted as failures, 3/5 against 40/50 would have been a 20-point drop.
  });

  it('a case whose runs of evidence fall below min-runs is not enough runs, never a regression', () => {
    const history = historyOf(10, () => [{ id: 'a', runs: pf(5, 0) }]);
    const head = reportOf([{ id: 'a', runs: 'FRRNB' }]);
    const diff = compareWithBase(head, { history })!;
    expect(diff.cases[0]?.compare).toMatchObject({
      verdict: 'not_enough_runs',
      short_of_runs: 'head',
      head: { passed: 0, runs: 1 },
      note: '1 of the 3 runs it needs gave evidence here (2 rate limited, 1 skipped by the budget, 1 agent could not start)',
      p_value: null,
    });
    expect(diff.comparison?.counts.not_enough_runs).toBe(1);
    expect(diff.comparison?.compared).toBe(0);
    // …and never a pass: the gate does not count it as meeting its threshold.
    const gate = applyGate(head, { threshold: 1, caseThreshold: 0 });
    expect(gate.passed).toBe(false);
    expect(gate.reasons[0]?.message).toContain('a (not enough runs)');
  });

  it('a case redefined since the base reads redefined and is not compared', () => {
    const history = historyOf(3, () => [
      { id: 'a', runs: pf(5, 0), fingerprint: 'sha256:old' },
      { id: 'b', runs: pf(5, 0), fingerprint: 'sha256:b' },
    ]);
    const head = reportOf([
      { id: 'a', runs: pf(0, 5), fingerprint: 'sha256:new' },
      { id: 'b', runs: pf(5, 0), fingerprint: 'sha256:b' },
    ]);
    const diff = compareWithBase(head, { history })!;
    expect(diff.cases[0]?.compare).toMatchObject({
      verdict: 'redefined',
      basis: 'threshold',
      other_definition_runs: 15,
      p_value: null,
    });
    expect(diff.comparison?.compared).toBe(1);
    // A case redefined in the newest report only is pooled over the older reports of its definition.
    const mixed = [
      ...historyOf(2, () => [{ id: 'a', runs: pf(5, 0), fingerprint: 'sha256:new' }], '2025-06-07'),
      ...historyOf(1, () => [{ id: 'a', runs: pf(5, 0), fingerprint: 'sha256:old' }]),
    ];
    expect(compareWithBase(head, { history: mixed })!.cases[0]?.compare).toMatchObject({
      verdict: 'regression',
      basis: 'history',
      base: { passed: 10, runs: 10, reports: 2 },
      other_definition_runs: 5,
    });
  });

  it('falls back to the single base report, then to the threshold, and says which', () => {
    const base = reportOf([{ id: 'a', runs: pf(5, 0) }], { startedAt: '2025-06-09T00:00:00.000Z' });
    const head = reportOf([
      { id: 'a', runs: pf(5, 0) },
      { id: 'new', runs: pf(1, 4) },
    ]);
    const diff = compareWithBase(head, {
      base: { report: base, source: { source: 'file base.json' } },
    })!;
    expect(diff.cases[0]?.compare).toMatchObject({ verdict: 'no_regression', basis: 'base' });
    expect(diff.cases[1]?.compare).toMatchObject({ verdict: 'new', basis: 'threshold' });
    expect(diff.comparison?.basis).toEqual({ history: 0, base: 1, threshold: 1 });
    // A base with too few runs of evidence: judged by the threshold alone.
    const thin = reportOf([{ id: 'a', runs: 'PRR' }], { startedAt: '2025-06-09T00:00:00.000Z' });
    expect(
      compareWithBase(head, { base: { report: thin, source: { source: 'main' } } })!.cases[0]
        ?.compare,
    ).toMatchObject({
      verdict: 'not_enough_runs',
      short_of_runs: 'base',
      base: { runs: 1 },
      note: 'the base has 1 of the 3 runs of evidence it needs under this definition (2 rate limited): judged by its threshold alone',
    });
  });

  it('names a stale base report and leaves stale history out of the pool', () => {
    const history = [
      ...historyOf(2, () => [{ id: 'a', runs: pf(5, 0) }], '2025-05-01'),
      ...historyOf(1, () => [{ id: 'a', runs: pf(5, 0) }]),
    ];
    const head = reportOf([{ id: 'a', runs: pf(5, 0) }], { startedAt: '2025-06-10T00:00:00.000Z' });
    const diff = compareWithBase(head, { history })!;
    expect(diff.comparison?.reports).toBe(1);
    expect(diff.comparison?.stale.map((s) => s.reason)).toEqual([
      '40 days old (older than 14 days)',
      '39 days old (older than 14 days)',
    ]);
    const old = historyOf(1, () => [{ id: 'a', runs: pf(5, 0) }], '2025-05-01');
    const d2 = compareWithBase(head, { history: old }, { staleAfterDays: 30 })!;
    expect(d2.comparison?.stale).toEqual([
      {
        source: 'the base report (main run 100)',
        reason: '39 days old (older than 30 days)',
        pooled: true,
      },
    ]);
    expect(schemaStaleness({ schema_version: 2 })).toBe(
      'report schema version 2, this agentci reads version 1',
    );
    expect(schemaStaleness({ schema_version: 1 })).toBeUndefined();
  });

  it('cases of a shard that never reported are lost, not removed', () => {
    const history = historyOf(2, () => [
      { id: 'a', runs: pf(3, 0) },
      { id: 'b', runs: pf(3, 0) },
    ]);
    const head = reportOf([{ id: 'a', runs: pf(3, 0) }]);
    expect(compareWithBase(head, { history })!.cases[1]?.compare?.verdict).toBe('removed');
    head.metadata.missing_shards = [{ total: 2, indexes: [2] }];
    expect(compareWithBase(head, { history })!.cases[1]?.compare).toMatchObject({
      verdict: 'not_enough_runs',
      note: 'not in this run: shard 2 of 2 never reported',
      lost: { head: { shard_missing: 3 } },
    });
  });

  it('shows the agent when it differs from the base, and still compares', () => {
    const history = historyOf(1, () => [{ id: 'a', runs: pf(3, 0) }]);
    const head = reportOf([{ id: 'a', runs: pf(0, 3) }], { agent: 'node agent-v2.mjs' });
    const diff = compareWithBase(head, { history })!;
    expect(diff.comparison?.agent).toEqual({ base: 'node agent.mjs', head: 'node agent-v2.mjs' });
    expect(diff.cases[0]?.compare?.verdict).toBe('regression');
  });
});

describe('the gates that read the comparison', () => {
  const head = reportOf([
    { id: 'flaky', runs: pf(3, 2) },
    { id: 'stable', runs: pf(2, 3) },
  ]);
  const diff = compareWithBase(head, { history: flakyAndStable }, { maxRegressionPp: 10 })!;

  it('max-regression fails on regressions only, not on a drop that looks like noise', () => {
    const gate = applyGate(head, { threshold: 0, caseThreshold: 0, maxRegressionPp: 10, diff });
    expect(gate.reasons.map((r) => r.gate)).toEqual(['max_regression']);
    expect(gate.reasons[0]?.message).toBe(
      'case stable dropped 60.0 pp (pooled over 10 reports 50/50 → 2/5), more than the allowed 10 pp and beyond noise (q < 0.001 at FDR 0.1)',
    );
  });

  it('min-pass-hat-k: pass^3 of 3/5 is 0.1, of 5/5 is 1', () => {
    const r = reportOf([
      { id: 'a', runs: pf(3, 2) },
      { id: 'b', runs: pf(5, 0) },
      { id: 'c', runs: 'PP' },
    ]);
    const gate = applyGate(r, { threshold: 0, caseThreshold: 0, minPassHatK: { k: 3, rate: 0.9 } });
    expect(gate.reasons).toEqual([
      { gate: 'min_pass_hat_k', message: 'case a: pass^3 10% (3/5 runs passed), below 90%' },
      { gate: 'min_pass_hat_k', message: 'case c: 2 runs gave evidence, pass^3 needs at least 3' },
    ]);
    expect(gate.thresholds.min_pass_hat_k).toEqual({ k: 3, rate: 0.9 });
  });
});
