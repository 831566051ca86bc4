import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isShardArtifact, shardArtifactName } from '../../src/action/merge-artifacts.js';
import { parseInputs } from '../../src/action/inputs.js';
import { startArtifactService, type FakeArtifactService } from '../fakes/artifact-service.js';
import { GITHUB_ACTIONS_BOT, startGitHubServer, type FakeGitHub } from '../fakes/github-server.js';
import { ROOT, TSX_LOADER } from '../helpers/cli.js';

// A matrix of shard jobs and a merge job of ONE workflow run: every job shares the run's backend
// id (so the merge job's ListArtifacts sees the shards' uploads), as on GitHub.
let gh: FakeGitHub;
let artifacts: FakeArtifactService;
let work: string;
const RUN_ID = 500;
const BACKEND = 'backend-500';

beforeAll(async () => {
  artifacts = await startArtifactService();
  gh = await startGitHubServer({ artifacts });
  gh.tokens.set('ghs_token', { user: GITHUB_ACTIONS_BOT, installation: true });
  artifacts.bindRun(BACKEND, RUN_ID);
  work = await mkdtemp(path.join(tmpdir(), 'agentci-action-merge-'));
  await writeFile(
    path.join(work, 'agent.mjs'),
    `import { readFileSync } from 'node:fs';\nconst c = JSON.parse(readFileSync(0, 'utf8'));\nprocess.stdout.write(c.id === 'c3' ? 'wrong' : 'ok');\n`,
  );
  await writeFile(
    path.join(work, 'suite.jsonl'),
    Array.from({ length: 8 }, (_, i) =>
      JSON.stringify({ id: `c${i}`, input: `q${i}`, assert: { type: 'contains', value: 'ok' } }),
    ).join('\n'),
  );
  await writeFile(
    path.join(work, 'quarantine.yaml'),
    '- id: c3\n  reason: known bad answer\n  expires: 2099-01-01\n',
  );
  gh.runs.push({
    id: RUN_ID,
    name: 'CI',
    workflow_id: 77,
    path: '.github/workflows/ci.yml',
    head_branch: 'feature',
    head_sha: 'b'.repeat(40),
    event: 'pull_request',
    status: 'in_progress',
    conclusion: null,
    created_at: '2025-02-01T00:00:00Z',
    head_repository: 'acme/agent',
  });
});

afterAll(async () => {
  await gh?.close();
  await artifacts?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function job(
  name: string,
  inputs: Record<string, string>,
): Promise<{ code: number | null; stdout: string; summary: string }> {
  const dir = await mkdtemp(path.join(work, `.job-${name}-`));
  const eventPath = path.join(dir, 'event.json');
  await writeFile(
    eventPath,
    JSON.stringify({
      number: 7,
      pull_request: {
        number: 7,
        base: { ref: 'main' },
        head: { sha: 'b'.repeat(40), repo: { full_name: 'acme/agent' } },
      },
    }),
  );
  await writeFile(path.join(dir, 'output'), '');
  await writeFile(path.join(dir, 'summary'), '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: 'acme/agent',
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_WORKFLOW: 'CI',
    GITHUB_WORKFLOW_REF: 'acme/agent/.github/workflows/ci.yml@refs/heads/main',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: work,
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
    GITHUB_API_URL: gh.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REF_NAME: '7/merge',
    RUNNER_TEMP: dir,
    ACTIONS_RUNTIME_TOKEN: artifacts.runtimeToken(BACKEND, `job-${name}`),
    ACTIONS_RESULTS_URL: `${artifacts.url}/`,
    'INPUT_GITHUB-TOKEN': 'ghs_token',
    INPUT_AGENT: 'node agent.mjs',
    INPUT_SUITES: 'suite.jsonl',
    INPUT_RUNS: '2',
    INPUT_BASELINE: 'none',
    // Each job writes its reports to its own folder, as separate runners would.
    INPUT_HTML: `out-${name}/report.html`,
    INPUT_JUNIT: `out-${name}/junit.xml`,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const child = spawn(
    process.execPath,
    ['--import', TSX_LOADER, path.join(ROOT, 'src/action/index.ts')],
    { cwd: work, env },
  );
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, summary: await readFile(path.join(dir, 'summary'), 'utf8') };
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
      artifacts
        .listForRun(RUN_ID)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['agentci-report-1-of-2', 'agentci-report-2-of-2']);
    expect(gh.comments.filter((c) => c.issue === 'acme/agent#7')).toHaveLength(0);

    const merged = await job('merge', { merge: 'true' });
    expect(merged.code, merged.stdout).toBe(0);
    expect(merged.stdout).not.toMatch(/::error::/);
    expect(
      artifacts
        .listForRun(RUN_ID)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['agentci-report', 'agentci-report-1-of-2', 'agentci-report-2-of-2']);
    const report = JSON.parse(await readFile(path.join(work, 'out-merge/report.json'), 'utf8')) as {
      summary: { total: number; total_runs: number };
      results: { id: string; quarantined?: boolean }[];
    };
    expect(report.summary).toMatchObject({ total: 8, total_runs: 16 });
    expect(report.results.find((r) => r.id === 'c3')?.quarantined).toBe(true);
    const comments = gh.comments.filter((c) => c.issue === 'acme/agent#7');
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
