/**
 * The pass-rate history (`history` input) against the fake GitHub REST server and the fake
 * artifact service: three past base-branch runs with report artifacts, one whose report is not
 * JSON and one whose artifact has expired (both skipped with a note), a fork's run (ignored), and
 * the comment that shows the sparklines and why a flaky case flakes.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ArtifactModule from '../../src/action/artifact.js';
import type * as BaselineModule from '../../src/action/baseline.js';
import type { ActionContext } from '../../src/action/context.js';
import type * as GitHubModule from '../../src/action/github.js';
import type * as HistoryModule from '../../src/action/history.js';
import { parseInputs } from '../../src/action/inputs.js';
import type { Report, ToolCall } from '../../src/model/index.js';
import { renderComment } from '../../src/render/comment.js';
import { compareReports } from '../../src/report/compare.js';
import { buildHistory, historyPoints, seriesText, sparkline } from '../../src/report/history.js';
import { buildReport, type AttemptSpec } from '../fixtures/reports/builder.js';
import { startArtifactService, type FakeArtifactService } from '../fakes/artifact-service.js';
import { startGitHubServer, type FakeGitHub } from '../fakes/github-server.js';
import { workflowRun } from './e2e-harness.js';

let artifacts: FakeArtifactService;
let gh: FakeGitHub;
let work: string;
let artifact: typeof ArtifactModule;
let baselineMod: typeof BaselineModule;
let github: typeof GitHubModule;
let history: typeof HistoryModule;

const TOKEN = 't-read';

const runs = (pass: number, fail: number): AttemptSpec[] => [
  ...Array.from({ length: pass }, () => ({ status: 'passed' as const })),
  ...Array.from({ length: fail }, () => ({ status: 'failed' as const })),
];

/** A base-branch report on day `day` of January: `weather` passed `p` of 3 runs. */
function pastReport(day: number, p: number): Report {
  return buildReport({
    startedAt: `2025-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
    cases: [
      { id: 'weather', attempts: runs(p, 3 - p) },
      { id: 'lookup', attempts: runs(4, 0) },
    ],
  });
}

const search = { name: 'search', arguments: { q: 'weather in Paris' } };
const answer = { name: 'answer', arguments: { text: 'sunny' } };
const tools = (calls: ToolCall[]) => ({ transcript: { tool_calls: calls } });

/** This PR's run: `weather` fails every run; `lookup` skips `search` in runs 2 and 4 and fails them. */
function currentReport(): Report {
  return buildReport({
    startedAt: '2025-02-01T00:00:00.000Z',
    cases: [
      { id: 'weather', attempts: runs(0, 3) },
      {
        id: 'lookup',
        attempts: [
          { status: 'passed', output: 'sunny', ...tools([search, answer]) },
          { status: 'failed', output: 'no idea', ...tools([]) },
          { status: 'passed', output: 'sunny', ...tools([search, answer]) },
          { status: 'failed', output: 'no idea', ...tools([]) },
        ],
      },
    ],
  });
}

/** Uploads `files` as the "agentci-report" artifact of run `runId`. */
async function upload(runId: number, files: Record<string, string>): Promise<number> {
  const backend = `backend-run-${runId}`;
  artifacts.bindRun(backend, runId);
  process.env.ACTIONS_RUNTIME_TOKEN = artifacts.runtimeToken(backend, `job-${runId}`);
  const dir = path.join(work, `up-${runId}`);
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  const up = await artifact.uploadReportArtifact({
    name: 'agentci-report',
    files: Object.keys(files).map((f) => path.join(dir, f)),
    rootDir: dir,
  });
  return up.id;
}

const mainRun = (id: number, day: number, over: object = {}) =>
  workflowRun({
    id,
    head_branch: 'main',
    head_sha: String(id % 10).repeat(40),
    event: 'push',
    status: 'completed',
    conclusion: 'success',
    created_at: `2025-01-${String(day).padStart(2, '0')}T00:00:00Z`,
    ...over,
  });

beforeAll(async () => {
  artifacts = await startArtifactService();
  gh = await startGitHubServer({ artifacts });
  gh.tokens.set(TOKEN, { user: { login: 'octo', id: 1, type: 'User' } });
  work = await mkdtemp(path.join(tmpdir(), 'agentci-history-'));
  process.env.ACTIONS_RESULTS_URL = `${artifacts.url}/`;
  process.env.GITHUB_API_URL = gh.url;
  process.env.GITHUB_WORKSPACE = work;
  delete process.env.GITHUB_SERVER_URL;
  delete process.env.GITHUB_RETENTION_DAYS;
  // @actions/github and @actions/artifact read GITHUB_API_URL when imported: fakes first.
  artifact = await import('../../src/action/artifact.js');
  baselineMod = await import('../../src/action/baseline.js');
  github = await import('../../src/action/github.js');
  history = await import('../../src/action/history.js');

  // Oldest first: a report that is not JSON, an expired artifact, then three good reports.
  await upload(100, { 'report.json': '{"schema_version": 1, "type": "agent_te' });
  const expired = await upload(101, { 'report.json': JSON.stringify(pastReport(2, 3)) });
  const stored = artifacts.artifacts.find((a) => a.id === expired);
  if (stored) stored.expiresAt = '2025-01-03T00:00:00Z';
  await upload(102, { 'report.json': JSON.stringify(pastReport(3, 3)) });
  await upload(103, { 'report.json': JSON.stringify(pastReport(4, 1)) });
  await upload(104, { 'report.json': JSON.stringify(pastReport(5, 2)) });
  // A fork's "main", newer than all: never part of the history.
  await upload(105, { 'report.json': JSON.stringify(pastReport(6, 0)) });
  gh.runs.push(
    mainRun(100, 1),
    mainRun(101, 2),
    mainRun(102, 3),
    mainRun(103, 4),
    mainRun(104, 5),
    mainRun(105, 6, { head_repository: 'mallory/agent', event: 'pull_request' }),
    // A failed run on main has no say either.
    mainRun(106, 7, { conclusion: 'failure' }),
    workflowRun({ id: 200 }),
  );
});

afterAll(async () => {
  await gh?.close();
  await artifacts?.close();
  await rm(work, { recursive: true, force: true });
});

function context(): ActionContext {
  return {
    owner: 'acme',
    repo: 'agent',
    runId: 200,
    serverUrl: 'https://github.com',
    apiUrl: gh.url,
    workflow: 'CI',
    eventName: 'pull_request',
    workspace: work,
    tempDir: work,
    pr: { number: 7, baseRef: 'main', headSha: 'b'.repeat(40) },
    baselineBranch: 'main',
  };
}

describe('history across base-branch runs', () => {
  it('reads the last reports, skips the unreadable ones with a note, and shows sparklines', async () => {
    const inputs = parseInputs({ 'github-token': TOKEN, history: '10' });
    const ctx = context();
    const client = github.createGitHub({ token: TOKEN, baseUrl: gh.url, retries: 0 });
    const warnings: string[] = [];
    const baseline = await baselineMod.loadBaseline(inputs, ctx, client, (m) => warnings.push(m));
    expect(baseline.report && baseline.source.run_id).toBe(104);
    const log: string[] = [];
    const loaded = await history.loadHistory(inputs, ctx, client, baseline, (m) => log.push(m));
    expect(warnings).toEqual([]);
    expect(loaded?.past.map((p) => p.run.run_id)).toEqual([104, 103, 102]);
    expect(loaded?.skipped).toEqual([
      { run_id: 101, reason: 'its "agentci-report" artifact has expired' },
      { run_id: 100, reason: expect.stringMatching(/^report\.json: not JSON \(/) as string },
    ]);
    expect(log).toHaveLength(2);
    expect(log[0]).toBe(
      'agentci: history: run 101 skipped: its "agentci-report" artifact has expired',
    );
    // The baseline's artifact was downloaded once, by the baseline; the fork's never.
    const zips = (id: number) =>
      gh.requests.filter((q) =>
        q.path.startsWith(
          `/repos/acme/agent/actions/artifacts/${artifacts.listForRun(id)[0]?.id}/zip`,
        ),
      ).length;
    expect([zips(104), zips(103), zips(102), zips(105)]).toEqual([1, 1, 1, 0]);

    const current = currentReport();
    const h = buildHistory(loaded?.past ?? [], { current, skipped: loaded?.skipped });
    expect(h.runs.map((r) => r.run_id ?? 'this run')).toEqual([102, 103, 104, 'this run']);
    const weather = h.cases.find((c) => c.id === 'weather');
    expect(weather && seriesText(historyPoints(weather))).toBe('100, 33, 67, 0');
    expect(weather && sparkline(historyPoints(weather))).toBe('█▃▆▁');
    expect(weather).toMatchObject({ ran: 4, flaky: 2 });
    const lookup = h.cases.find((c) => c.id === 'lookup');
    expect(lookup && sparkline(historyPoints(lookup))).toBe('███▅');

    const report = { ...current, history: h };
    const diff = compareReports(
      pastReport(5, 2),
      report,
      baseline.report
        ? baseline.source
        : {
            source: 'none',
          },
    );
    const body = renderComment(report, { marker: '<!-- agentci:CI -->', diff });
    expect(body).toContain(
      'History (oldest → newest, this run last): the last 3 reports of main; skipped 2 that could not be read (run 101: its "agentci-report" artifact has expired; run 100: report.json: not JSON (',
    );
    // Changed cases carry their sparkline; the flaky one its line of why.
    expect(body).toMatch(
      /^\| weather \| regressed \| 2\/3 \| 0\/3 \| −66\.7 pp \| p=0\.400 \| █▃▆▁ \|$/m,
    );
    expect(body).toMatch(
      /^\| lookup \| 2\/4 \| 50\.0% \| unstable \| agent \| 4\/4 \| ███▅ flaky in 1 of the last 4 runs \|$/m,
    );
    expect(body).toContain(
      '- **lookup**: runs 2, 4 failed: `search` was not called; passing runs called it first',
    );
  });

  it('looks for no history with history: 0 or a baseline that is not "auto"', async () => {
    const client = github.createGitHub({ token: TOKEN, baseUrl: gh.url, retries: 0 });
    const none = { reason: 'x' } as const;
    const before = gh.requests.length;
    for (const raw of <Record<string, string>[]>[
      { 'github-token': TOKEN, history: '0' },
      { 'github-token': TOKEN, baseline: 'none' },
    ])
      expect(
        await history.loadHistory(parseInputs(raw), context(), client, none, () => {}),
      ).toBeUndefined();
    expect(gh.requests.length).toBe(before);
  });

  it('rejects a history that is not a whole number', () => {
    expect(() => parseInputs({ history: 'ten' })).toThrow(
      /Input 'history': expected a whole number of past runs, 0–100/,
    );
  });
});
