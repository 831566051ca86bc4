import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runSuites } from '../src/runner/run.js';
import type { Figure } from './figure.js';
import { FORMATS } from '../src/formats/index.js';

/**
 * Issue 8: on a suite where 90% of cases are deterministic and 10% flaky, `--runs auto` must spend
 * at least 2× fewer attempts than a fixed `--runs <max>` for the same verdicts.
 */
export async function benchAdaptive(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-bench-adaptive-'));
  try {
    const cases = Array.from({ length: 200 }, (_, i) => ({
      id: `c${i}`,
      input: 'x',
      expected: 'ok',
      // Every tenth case is flaky: each run passes with probability 0.6.
      metadata: i % 10 === 0 ? { flaky: true, seed: i } : {},
    }));
    writeFileSync(path.join(dir, 'cases.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n'));
    const mod = path.join(dir, 'agent.mjs');
    writeFileSync(
      mod,
      `export function run(input, ctx) {
  if (!ctx.metadata.flaky) return 'ok';
  // splitmix32 of (seed, run): a fixed, well-mixed coin per attempt, so the bench is repeatable.
  let h = (ctx.metadata.seed * 0x9e3779b9 + ctx.run * 0x85ebca6b) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x21f0aaad);
  h = Math.imul(h ^ (h >>> 15), 0x735a2d97);
  h = (h ^ (h >>> 15)) >>> 0;
  return h % 100 < 60 ? 'ok' : 'bad';
}\n`,
    );
    const max = 20;
    const common = {
      inputs: [dir],
      cwd: dir,
      agent: { module: mod, export: 'run' },
      caseThreshold: 0.8,
      parallel: 4,
    };
    const fixed = await runSuites({ ...common, runs: max }, { formats: FORMATS, env: {} });
    const auto = await runSuites(
      { ...common, adaptive: { minRuns: 5, maxRuns: max, batch: 5 } },
      { formats: FORMATS, env: {} },
    );
    // Flaky (fixed runs) and inconclusive (adaptive, at max runs) both mean "the interval straddles".
    const decision = (v: string | undefined) => (v === 'inconclusive' ? 'flaky' : v);
    const differ = fixed.results.filter(
      (r, i) => decision(r.verdict) !== decision(auto.results[i]?.verdict),
    );
    if (process.env.AGENTCI_BENCH_DEBUG)
      for (const r of differ) {
        const a = auto.results.find((x) => x.id === r.id);
        console.log(
          `  ${r.id}: fixed ${r.passed}/${r.runs} ${r.verdict}; auto ${a?.passed}/${a?.runs} ${a?.verdict}`,
        );
      }
    const same = fixed.results.length - differ.length;
    // A case stops after min-runs when they all agree (DESIGN §4: unanimous runs are a clear
    // verdict); a flaky case that passes min-runs times in a row looks deterministic. The chance
    // of that is p^min per flaky case: the expected number of such cases is printed beside the count.
    const flakyCases = cases.filter((c) => c.metadata.flaky).length;
    const expectedSlips = (min: number) => flakyCases * 0.6 ** min;
    // The trade-off of --min-runs: more runs for every case, fewer flaky cases taken for stable.
    const tradeoff: Figure[] = [];
    for (const minRuns of [8, 10]) {
      const a = await runSuites(
        { ...common, adaptive: { minRuns, maxRuns: max, batch: 5 } },
        { formats: FORMATS, env: {} },
      );
      tradeoff.push(
        {
          name: `--min-runs ${minRuns}: attempts saved (fixed / auto)`,
          value: Math.round((fixed.summary.total_runs / a.summary.total_runs) * 100) / 100,
          unit: '×',
        },
        {
          name: `--min-runs ${minRuns}: same gate outcome per case`,
          value: fixed.results.filter((r, i) => r.status === a.results[i]?.status).length,
          unit: `of ${fixed.results.length} cases`,
          note: `expected disagreements: ${expectedSlips(minRuns).toFixed(2)}`,
        },
      );
    }
    const sameGate = fixed.results.filter((r, i) => r.status === auto.results[i]?.status).length;
    const ratio = fixed.summary.total_runs / auto.summary.total_runs;
    return [
      { name: `fixed --runs ${max}: attempts`, value: fixed.summary.total_runs, unit: 'attempts' },
      {
        name: `--runs auto (min 5, max ${max}): attempts`,
        value: auto.summary.total_runs,
        unit: 'attempts',
      },
      {
        name: 'attempts saved (fixed / auto)',
        value: Math.round(ratio * 100) / 100,
        unit: '×',
        target: '≥ 2×',
        ok: ratio >= 2,
      },
      {
        name: 'same gate outcome per case (met its threshold or not)',
        value: sameGate,
        unit: `of ${fixed.results.length} cases`,
        target: 'all',
        ok: sameGate === fixed.results.length,
        note: `expected disagreements at min 5: ${expectedSlips(5).toFixed(2)} (${flakyCases} flaky cases × 0.6^5)`,
      },
      ...tradeoff,
      {
        name: 'same verdict label (pass / fail / undecided)',
        value: same,
        unit: `of ${fixed.results.length} cases`,
        note: 'a sequential stop may call "fail" what 20 runs call "flaky"',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
