import { mkdtemp, readFile, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ArtifactModule from '../../src/action/artifact.js';
import { startArtifactService, type FakeArtifactService } from '../fakes/artifact-service.js';
import { startGitHubServer, type FakeGitHub } from '../fakes/github-server.js';

// @actions/github reads GITHUB_API_URL when it is imported, so the modules that use it are
// imported only after the fakes are up and the environment points at them.
let artifacts: FakeArtifactService;
let gh: FakeGitHub;
let work: string;
let mod: typeof ArtifactModule;

beforeAll(async () => {
  artifacts = await startArtifactService();
  gh = await startGitHubServer({ artifacts });
  gh.tokens.set('t-read', { user: { login: 'octo', id: 1, type: 'User' } });
  work = await mkdtemp(path.join(tmpdir(), 'agentci-artifact-'));
  process.env.ACTIONS_RESULTS_URL = `${artifacts.url}/`;
  process.env.GITHUB_API_URL = gh.url;
  process.env.GITHUB_WORKSPACE = work;
  delete process.env.GITHUB_SERVER_URL;
  delete process.env.GITHUB_RETENTION_DAYS;
  mod = await import('../../src/action/artifact.js');
});

afterAll(async () => {
  await gh.close();
  await artifacts.close();
  await rm(work, { recursive: true, force: true });
});

describe('report artifact', () => {
  it('uploads the report files and downloads them again from another run with findBy', async () => {
    process.env.ACTIONS_RUNTIME_TOKEN = artifacts.runtimeToken('run-backend-a', 'job-backend-a');
    artifacts.bindRun('run-backend-a', 4242);
    const src = path.join(work, 'out');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(src, { recursive: true });
    const report = '{"hello":"wörld","pipes":"a|b"}';
    await writeFile(path.join(src, 'report.json'), report);
    await writeFile(path.join(src, 'junit.xml'), '<testsuites/>');
    const up = await mod.uploadReportArtifact({
      name: 'agentci-report',
      files: [
        path.join(src, 'report.json'),
        path.join(src, 'junit.xml'),
        path.join(src, 'missing.html'),
      ],
      rootDir: src,
      retentionDays: 7,
    });
    expect(up.id).toBeGreaterThan(0);
    const stored = artifacts.artifacts.find((a) => a.id === up.id);
    expect(stored?.finalized).toBe(true);
    expect(stored?.workflowRunId).toBe(4242);
    // Retention reached the service as an expiry about a week out.
    const days = (Date.parse(stored?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6);
    expect(days).toBeLessThan(8);
    expect(stored?.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    // The blob is a real zip (local file header magic).
    expect(stored?.blob.subarray(0, 4).toString('hex')).toBe('504b0304');

    // A later job (another backend run) downloads it through the REST API.
    process.env.ACTIONS_RUNTIME_TOKEN = artifacts.runtimeToken('run-backend-b', 'job-backend-b');
    const dest = path.join(work, 'baseline');
    const got = await mod.downloadRunArtifact({
      name: 'agentci-report',
      workflowRunId: 4242,
      owner: 'acme',
      repo: 'agent',
      token: 't-read',
      dir: dest,
    });
    expect(got?.artifactId).toBe(up.id);
    expect(await readFile(path.join(dest, 'report.json'), 'utf8')).toBe(report);
    expect(await readFile(path.join(dest, 'junit.xml'), 'utf8')).toBe('<testsuites/>');
    expect(
      gh.requests.some((r) =>
        r.path.startsWith(`/repos/acme/agent/actions/artifacts/${up.id}/zip`),
      ),
    ).toBe(true);
    expect(gh.requests.find((r) => r.path.includes('/artifacts'))?.auth).toBe('token t-read');
  });

  it('refuses a second artifact of the same name in one run', async () => {
    process.env.ACTIONS_RUNTIME_TOKEN = artifacts.runtimeToken('run-backend-c', 'job-backend-c');
    const src = path.join(work, 'dup');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(src, { recursive: true });
    await writeFile(path.join(src, 'report.json'), '{}');
    await mod.uploadReportArtifact({
      name: 'dup',
      files: [path.join(src, 'report.json')],
      rootDir: src,
    });
    await expect(
      mod.uploadReportArtifact({
        name: 'dup',
        files: [path.join(src, 'report.json')],
        rootDir: src,
      }),
    ).rejects.toThrow(/already exists/);
  });

  it('returns null when the run has no artifact of that name', async () => {
    const got = await mod.downloadRunArtifact({
      name: 'agentci-report',
      workflowRunId: 999,
      owner: 'acme',
      repo: 'agent',
      token: 't-read',
      dir: path.join(work, 'none'),
    });
    expect(got).toBeNull();
  });

  it('builds the artifact page URL', () => {
    expect(mod.artifactUrl('https://github.com/', 'acme', 'agent', 12, 34)).toBe(
      'https://github.com/acme/agent/actions/runs/12/artifacts/34',
    );
  });
});
