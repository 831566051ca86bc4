import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prEvent, startE2E, workflowRun, type E2E } from './e2e-harness.js';

// The `history` input through the bundled action: two runs on "main" upload their reports, a PR
// run shows each changed case's pass-rate sparkline over them and itself.
let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});

afterAll(async () => {
  await e?.close();
});

const mainRun = (id: number) =>
  workflowRun({
    id,
    head_branch: 'main',
    head_sha: 'a'.repeat(40),
    event: 'push',
    status: 'completed',
    conclusion: 'success',
    created_at: `2025-01-${String(id).padStart(2, '0')}T00:00:00Z`,
  });

describe('history, through the bundled action', { timeout: 300_000 }, () => {
  it('puts the base branch runs and this one in a sparkline per changed case', async () => {
    for (const [id, sum] of [
      [11, '4'],
      [12, 'five'],
    ] as const) {
      await e.answers({ capital: 'Paris', sum });
      e.gh.runs.push(mainRun(id));
      const r = await e.run({
        runId: id,
        event: 'push',
        payload: {},
        inputs: { threshold: '0', 'case-threshold': '0' },
      });
      expect(r.code).toBe(0);
    }
    await e.answers({ capital: 'Paris', sum: '4' });
    e.gh.runs.push(workflowRun({ id: 300 }));
    const r = await e.run({ runId: 300, event: 'pull_request', payload: prEvent(30) });
    expect(r.code).toBe(0);
    const body = e.gh.comments.find((c) => c.issue === 'acme/agent#30')?.body ?? '';
    expect(body).toContain('History (oldest → newest, this run last): the last 2 reports of main.');
    // Pooled over both base reports, sum passed 3 of 6: 3/3 now is no drop at all.
    expect(body).toMatch(
      /^\| sum \| fixed \| no significant drop vs 3\/6 pooled \| 0\/3 \| 3\/3 \| .* \| █▁█ \|$/m,
    );
    expect(r.stdout).not.toMatch(/::warning::/);
    // report.json carries the history, for comment-from-artifact and the HTML report.
    const report = JSON.parse(await readFile(r.outputs.report, 'utf8')) as {
      history: { runs: { run_id?: number }[]; cases: { id: string }[] };
    };
    expect(report.history.runs.map((x) => x.run_id ?? 'this run')).toEqual([11, 12, 'this run']);
    expect(report.history.cases.map((c) => c.id)).toEqual(['capital', 'sum']);
  });
});
