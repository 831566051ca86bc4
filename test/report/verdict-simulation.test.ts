import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/index.js';
import { fisherExactLower } from '../../src/report/fisher.js';
import type { PastReport } from '../../src/report/history.js';
import { compareWithBase } from '../../src/report/pooled-baseline.js';
import { rng } from '../fixtures/reports/builder.js';
import { reportOf, type CaseText } from './verdict-fixtures.js';

/*
 * The acceptance test of the pooled verdict (docs/statistics.md, "How well it works"): seeded flaky
 * outcomes, 200 cases with true pass rates spread evenly from 10 % to 100 %, 10 reports of the base
 * branch and this run, 5 runs per case, 20 repetitions with other seeds.
 * - A/A: the agent did not change, so every case flagged among the 200 is a false alarm. On average
 *   at most 0.5 per run are allowed; an uncorrected one-sided test at 5 % per case flags several.
 * - A/B, in the same runs: 10 more cases that always passed on the base branch pass 20 % of the
 *   time here; each must be flagged in at least 90 % of the repetitions (chance says ≈ 94 %: 2 or
 *   fewer passes of 5 happen with probability 0.942, and 2 passes of 5 after 50 of 50 is the
 *   least a lone case needs under FDR control at 0.1 among 210 cases).
 */

const CASES = 200;
const DROPPED = 10;
const REPORTS = 10;
const RUNS = 5;
const REPETITIONS = 20;
const rateOf = (i: number) => 0.1 + (0.9 * i) / (CASES - 1);

function outcomes(next: () => number, rate: number): string {
  let s = '';
  for (let r = 0; r < RUNS; r++) s += next() < rate ? 'P' : 'F';
  return s;
}

function run(next: () => number, head: boolean, day: string): Report {
  const cases: CaseText[] = [];
  for (let i = 0; i < CASES; i++) cases.push({ id: `aa-${i}`, runs: outcomes(next, rateOf(i)) });
  for (let i = 0; i < DROPPED; i++)
    cases.push({ id: `ab-${i}`, runs: outcomes(next, head ? 0.2 : 1) });
  return reportOf(cases, { startedAt: `${day}T00:00:00.000Z` });
}

interface Repetition {
  falseFlags: number;
  uncorrectedFalseFlags: number;
  /** Today's rule without statistics: any unchanged case whose pass rate fell below the base report's. */
  naiveFalseFlags: number;
  flaggedDropped: number;
  /** Dropped cases that passed 2 or fewer of 5 here, and how many of them were flagged. */
  lowDropped: number;
  lowFlagged: number;
}

function repetition(seed: number): Repetition {
  const next = rng(seed);
  const history: PastReport[] = Array.from({ length: REPORTS }, (_, i) => ({
    report: run(next, false, `2025-06-${String(i + 1).padStart(2, '0')}`),
    run: { source: 'main', run_id: i + 1 },
  }));
  const head = run(next, true, '2025-06-12');
  const diff = compareWithBase(head, { history });
  if (!diff?.comparison) throw new Error('no comparison');
  let falseFlags = 0;
  let uncorrectedFalseFlags = 0;
  let naiveFalseFlags = 0;
  let flaggedDropped = 0;
  let lowDropped = 0;
  let lowFlagged = 0;
  for (const d of diff.cases) {
    const c = d.compare;
    if (!c) throw new Error(`case ${d.id} was not compared`);
    if (d.id.startsWith('aa-')) {
      if (c.verdict === 'regression') falseFlags++;
      // The same test without the correction: one-sided Fisher at 5 % per case.
      const p = fisherExactLower(
        c.base.passed,
        c.base.runs - c.base.passed,
        c.head.passed,
        c.head.runs - c.head.passed,
      );
      if (p <= 0.05) uncorrectedFalseFlags++;
      if ((d.delta_pp ?? 0) < 0) naiveFalseFlags++;
    } else {
      if (c.verdict === 'regression') flaggedDropped++;
      if (c.head.passed <= 2) {
        lowDropped++;
        if (c.verdict === 'regression') lowFlagged++;
      }
    }
  }
  return {
    falseFlags,
    uncorrectedFalseFlags,
    naiveFalseFlags,
    flaggedDropped,
    lowDropped,
    lowFlagged,
  };
}

describe('A/A and A/B: 200 + 10 cases, 10 base reports, 5 runs each, 20 repetitions', () => {
  const reps = Array.from({ length: REPETITIONS }, (_, i) => repetition(1000 + i));
  const mean = (f: (r: Repetition) => number) => reps.reduce((s, r) => s + f(r), 0) / reps.length;

  it('flags on average at most 0.5 unchanged cases per run; uncorrected, several', () => {
    const falseFlags = mean((r) => r.falseFlags);
    const uncorrected = mean((r) => r.uncorrectedFalseFlags);
    const naive = mean((r) => r.naiveFalseFlags);
    console.log(
      `A/A: ${falseFlags.toFixed(2)} false regressions per run with FDR control; ${uncorrected.toFixed(2)} uncorrected (one-sided Fisher at 5 % per case); ${naive.toFixed(1)} cases whose rate fell below the single base report's`,
    );
    expect(falseFlags).toBeLessThanOrEqual(0.5);
    // Fisher's test is conservative on 5 runs (its real level is well under 5 %), still: several.
    expect(uncorrected).toBeGreaterThanOrEqual(2);
    expect(naive).toBeGreaterThan(40);
  });

  it('flags a case whose pass rate fell from 100 % to 20 % in at least 90 % of the repetitions', () => {
    const rate = mean((r) => r.flaggedDropped) / DROPPED;
    const low = reps.reduce((s, r) => s + r.lowDropped, 0);
    console.log(
      `A/B: 100 % → 20 % flagged in ${(rate * 100).toFixed(1)} % of case × repetition; ${((low / (DROPPED * REPETITIONS)) * 100).toFixed(1)} % passed 2 or fewer of 5`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.9);
    // The rule behind it: 3 failures of 5 after 50 of 50 are always flagged.
    expect(reps.reduce((s, r) => s + r.lowFlagged, 0)).toBe(low);
  });
}, 120_000);
