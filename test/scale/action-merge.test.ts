import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isShardArtifact, shardArtifactName } from '../../src/action/merge-artifacts.js';
import { parseInputs } from '../../src/action/inputs.js';
import { prEvent, startE2E, workflowRun, type E2E } from '../action/e2e-harness.js';

// A matrix of shard jobs and a merge job of ONE workflow run, each the bundled action under Node
// 24: every job shares the run's backend id (so the merge job's ListArtifacts sees the shards'
// uploads), as on GitHub.
let e: E2E;
const RUN_ID = 500;

beforeAll(async () => {
  e = await startE2E();
  await writeFile(
    path.join(e.work, 'suite.jsonl'),
    Array.from({ length: 8 }, (_, i) =>
      JSON.stringify({ id: `c${i}`, input: `q${i}`, assert: { type: 'contains', value: 'ok' } }),
    ).join('\n'),
  );
  await e.answers(
    Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`c${i}`, i === 3 ? 'wrong' : 'ok'])),
  );
  await writeFile(
    path.join(e.work, 'quarantine.yaml'),
    '- id: c3\n  reason: known bad answer\n  expires: 2099-01-01\n',
  );
  e.gh.runs.push(workflowRun({ id: RUN_ID }));
});

afterAll(async () => {
  await e?.close();
});

async function job(
  name: string,
  inputs: Record<string, string>,
): Promise<{ code: number | null; stdout: string; summary: string }> {
  return e.run({
    runId: RUN_ID,
    job: `job-${name}`,
    event: 'pull_request',
    payload: prEvent(7),
    inputs: {
      runs: '2',
      baseline: 'none',
      // Each job writes its reports to its own folder, as separate runners would.
      html: `out-${name}/report.html`,
      junit: `out-${name}/junit.xml`,
      ...inputs,
    },
  });
}

describe('sharding in the action', () => {
  it('names shard artifacts <prefix>-<i>-of-<n> and recognises them by prefix', () => {
    expect(parseInputs({ shard: '2/3' }).artifactName).toBe('agentci-report-2-of-3');
    expect(parseInputs({ shard: '2/3', 'artifact-name': 'evals' })).toMatchObject({
      artifactName: 'evals-2-of-3',
      artifactPrefix: 'evals',
    });
    expect(parseInputs({}).artifactName).toBe('agentci-report');
    expect(shardArtifactName('agentci-report', { index: 1, total: 4 })).toBe(
      'agentci-report-1-of-4',
    );
    expect(isShardArtifact('agentci-report', 'agentci-report-1-of-4')).toBe(true);
    expect(isShardArtifact('agentci-report', 'agentci-report')).toBe(false);
    expect(isShardArtifact('agentci-report', 'agentci-report-extra-1-of-4')).toBe(false);
    expect(() => parseInputs({ shard: '1/2', merge: 'true' })).toThrow(/merge/);
  });

  it('shard jobs upload under unique names and do not comment; the merge job merges, gates, uploads and comments once', async () => {
    const shards = await Promise.all(
      [1, 2].map((i) => job(`s${i}`, { shard: `${i}/2`, quarantine: 'quarantine.yaml' })),
    );
    for (const s of shards) expect(s.code, s.stdout).toBe(0);
    expect(
      e.artifacts
        .listForRun(RUN_ID)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['agentci-report-1-of-2', 'agentci-report-2-of-2']);
    expect(e.gh.comments.filter((c) => c.issue === 'acme/agent#7')).toHaveLength(0);

    const merged = await job('merge', { merge: 'true' });
    expect(merged.code, merged.stdout).toBe(0);
    expect(merged.stdout).not.toMatch(/::error::/);
    expect(
      e.artifacts
        .listForRun(RUN_ID)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['agentci-report', 'agentci-report-1-of-2', 'agentci-report-2-of-2']);
    const report = JSON.parse(
      await readFile(path.join(e.work, 'out-merge/report.json'), 'utf8'),
    ) as {
      summary: { total: number; total_runs: number };
      results: { id: string; quarantined?: boolean }[];
    };
    expect(report.summary).toMatchObject({ total: 8, total_runs: 16 });
    expect(report.results.find((r) => r.id === 'c3')?.quarantined).toBe(true);
    const comments = e.gh.comments.filter((c) => c.issue === 'acme/agent#7');
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('c3');
    expect(merged.summary).toContain('c3');
  }, 300_000);

  it('a merge job with a shard missing says which and fails', async () => {
    const lone = await job('lone', {
      shard: '1/3',
      'artifact-name': 'partial',
      quarantine: 'quarantine.yaml',
    });
    expect(lone.code, lone.stdout).toBe(0);
    const merged = await job('merge-partial', { merge: 'true', 'artifact-name': 'partial' });
    expect(merged.code).not.toBe(0);
    expect(merged.stdout).toMatch(/::warning::agentci merge: missing shards 2, 3 of 3/);
    expect(merged.stdout).toMatch(/::error::.*shards 2, 3 of 3 missing/);
  }, 300_000);
});
