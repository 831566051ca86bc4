import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { borderline, nextBatch, runsReason } from '../../src/runner/adaptive.js';
import { Budget, estimateLine } from '../../src/runner/budget.js';
import { runSuites } from '../../src/runner/run.js';
import type { Report } from '../../src/model/report.js';
import { FORMATS } from '../../src/formats/index.js';

function setup(cases: object[], agentSource: string): { dir: string; mod: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-adaptive-'));
  writeFileSync(path.join(dir, 'cases.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n'));
  const mod = path.join(dir, 'agent.mjs');
  writeFileSync(mod, agentSource);
  return { dir, mod };
}

// The agent answers "ok" unless the case's options.metadata says which runs fail (a Yao case's
// own metadata is not sent to the agent: runner.go buildContextOptions).
const AGENT = `export function run(input, ctx) {
  const every = ctx.options?.metadata?.fail_every;
  const ok = !every || ctx.run % every !== 0;
  return { output: ok ? 'ok' : 'bad', usage: { input_tokens: 10, output_tokens: 5, cost_usd: 0.01 } };
}`;

describe('adaptive runs (--runs auto)', () => {
  it('decides from the Wilson interval', () => {
    expect(borderline(3, 3, 0.8)).toBe(false);
    expect(borderline(2, 3, 0.8)).toBe(true);
    expect(borderline(1, 10, 0.8)).toBe(false); // wholly below
    expect(nextBatch(2, 3, 0.8, { minRuns: 3, maxRuns: 10, batch: 3 })).toBe(3);
    expect(nextBatch(8, 9, 0.8, { minRuns: 3, maxRuns: 10, batch: 3 })).toBe(1);
    expect(runsReason(3, 3, 0.8, { minRuns: 3, maxRuns: 10, batch: 3 })).toMatch(
      /all 3 runs agreed/,
    );
  });

  it('stable cases stop at min-runs, borderline ones get more, up to max-runs (then inconclusive)', async () => {
    const { dir, mod } = setup(
      [
        { id: 'steady', input: 'x', expected: 'ok' },
        { id: 'broken', input: 'x', expected: 'ok', options: { metadata: { fail_every: 1 } } },
        { id: 'half', input: 'x', expected: 'ok', options: { metadata: { fail_every: 2 } } },
        { id: 'mostly', input: 'x', expected: 'ok', options: { metadata: { fail_every: 3 } } },
        { id: 'fixed', input: 'x', expected: 'ok', runs: 2 },
      ],
      AGENT,
    );
    const report = await runSuites(
      {
        inputs: [dir],
        cwd: dir,
        agent: { module: mod, export: 'run' },
        caseThreshold: 0.8,
        adaptive: { minRuns: 3, maxRuns: 12, batch: 3 },
      },
      { formats: FORMATS, env: {} },
    );
    const by = Object.fromEntries(report.results.map((r) => [r.id, r]));
    expect(by.steady).toMatchObject({ runs: 3, verdict: 'pass' });
    expect(by.steady?.runs_reason).toMatch(/agreed/);
    expect(by.broken).toMatchObject({ runs: 3, verdict: 'fail' });
    // 50%: more runs until the interval lies below 80%.
    expect(by.half?.runs).toBeGreaterThan(3);
    expect(by.half?.verdict).toBe('fail');
    expect(by.half?.runs_reason).toMatch(/below the threshold/);
    // 67%: the interval keeps straddling 80% → stops at max and says so.
    expect(by.mostly).toMatchObject({ runs: 12, verdict: 'inconclusive' });
    expect(by.mostly?.runs_reason).toMatch(/maximum of 12/);
    expect(by.fixed?.runs).toBe(2); // a case's own runs wins
    expect(report.metadata.options).toMatchObject({ runs: 'auto', min_runs: 3, max_runs: 12 });
    expect(new Set(by.half?.run_details.map((a) => a.run)).size).toBe(by.half?.runs);
  });
});

describe('budgets', () => {
  it('stops starting attempts once the cost budget is spent; the rest are skipped with the reason', async () => {
    const { dir, mod } = setup(
      Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, input: 'x', expected: 'ok' })),
      AGENT,
    );
    const report = await runSuites(
      {
        inputs: [dir],
        cwd: dir,
        agent: { module: mod, export: 'run' },
        parallel: 1,
        budget: { maxCostUsd: 0.05 },
      },
      { formats: FORMATS, env: {} },
    );
    const ran = report.results.filter((r) => r.runs > 0);
    expect(ran).toHaveLength(5);
    const skipped = report.results.filter((r) => r.status === 'skipped');
    expect(skipped).toHaveLength(5);
    expect(skipped[0]?.skip_reason).toMatch(/budget spent: \$0\.05\d* of the --max-cost \$0\.05/);
    // Marked as lost to the budget: a comparison with the base branch leaves them out, and a case
    // the budget kept from running is "not enough runs", which the gate never counts as a pass.
    expect(skipped[0]?.run_details[0]).toMatchObject({ status: 'skipped', cause: 'budget' });
    expect(report.gate.passed).toBe(false);
    expect(report.gate.reasons[0]?.message).toMatch(
      /5 of 10 cases met their threshold .*5 of them had not enough runs/,
    );
    expect(report.warnings.join('\n')).toMatch(/5 attempts not run/);
    expect(report.summary.usage).toMatchObject({ input_tokens: 50, output_tokens: 25 });
    expect(report.summary.usage?.cost_usd).toBeCloseTo(0.05);
  });

  it('token budget and the up-front estimate', () => {
    const b = new Budget({ maxTokens: 20 });
    b.add({ input_tokens: 10, output_tokens: 5 });
    expect(b.exhausted()).toBeUndefined();
    b.add({ input_tokens: 3, output_tokens: 2 });
    expect(b.exhausted()).toMatch(/20 tokens of the --max-tokens 20/);
    const prev = {
      summary: { total_runs: 4, usage: { input_tokens: 80, output_tokens: 20, cost_usd: 0.4 } },
    } as Report;
    expect(estimateLine(prev, 10, { maxCostUsd: 0.5 })).toMatch(
      /\$1\.0000, 250 tokens for 10 attempts — more than the budget/,
    );
  });
});
