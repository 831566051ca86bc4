/**
 * The check run against the fake GitHub REST server (a real HTTP server on 127.0.0.1, real Octokit
 * with retry and throttling): create with the first 50 annotations, update with the rest 50 at a
 * time, the conclusion from the gate, the summary within the API's 65,535 characters, secrets
 * masked, and a read-only token's 403 turned into a fallback that never throws.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishReportCheck } from '../../src/action/check-run.js';
import { createGitHub, type GitHub } from '../../src/action/github.js';
import type { Report } from '../../src/model/index.js';
import { createRedactor } from '../../src/redaction.js';
import { applyGate } from '../../src/report/gate.js';
import { buildReport, type CaseSpec } from '../fixtures/reports/builder.js';
import { GITHUB_ACTIONS_BOT, startGitHubServer, type FakeGitHub } from '../fakes/github-server.js';

let gh: FakeGitHub;
let client: GitHub;
let forkClient: GitHub;
const HEAD = 'b'.repeat(40);
const ARTIFACT = 'https://github.com/acme/agent/actions/runs/7/artifacts/9';

beforeAll(async () => {
  gh = await startGitHubServer();
  gh.tokens.set('ghs_rw', { user: GITHUB_ACTIONS_BOT, installation: true });
  gh.tokens.set('ghs_fork', { user: GITHUB_ACTIONS_BOT, installation: true, readOnly: true });
  const opts = { baseUrl: gh.url, retryBaseMs: 1, secondMs: 1 };
  client = createGitHub({ token: 'ghs_rw', ...opts });
  forkClient = createGitHub({ token: 'ghs_fork', ...opts });
});
afterAll(async () => {
  await gh?.close();
});

const failing = (id: string, line: number, actual = 'Lyon'): CaseSpec => ({
  id,
  suite: 'suites/geo.jsonl',
  line,
  attempts: [
    {
      status: 'failed',
      checks: [
        {
          label: 'contains "Paris"',
          type: 'contains',
          passed: false,
          expected: 'Paris',
          actual,
        },
      ],
    },
  ],
});

function gated(report: Report): Report {
  const waived = new Set(report.results.filter((r) => r.quarantined).map((r) => r.id));
  return { ...report, gate: applyGate(report, { threshold: 1, caseThreshold: 1, waived }) };
}

async function publish(
  report: Report,
  opts: { name?: string; github?: GitHub; secrets?: string[] } = {},
) {
  const before = gh.checkRuns.length;
  const r = await publishReportCheck(opts.github ?? client, {
    name: opts.name ?? 'agentci',
    owner: 'acme',
    repo: 'agent',
    headSha: HEAD,
    report,
    gate: report.gate,
    cwd: '/repo',
    workspace: '/repo',
    artifactUrl: ARTIFACT,
    redactor: createRedactor(opts.secrets ?? []),
  });
  return { r, created: gh.checkRuns.slice(before) };
}

describe('the check run', { timeout: 120_000 }, () => {
  it('is created on the head commit with its name, the conclusion, the verdict line, the summary and the artifact link', async () => {
    const report = gated(
      buildReport({
        cases: [failing('capital', 4), { id: 'sum', line: 2, attempts: [{ status: 'passed' }] }],
      }),
    );
    const { r, created } = await publish(report, { name: 'agentci / geo' });
    expect(created).toHaveLength(1);
    const [c] = created;
    expect(c).toMatchObject({
      name: 'agentci / geo',
      head_sha: HEAD,
      status: 'completed',
      conclusion: 'failure',
      details_url: ARTIFACT,
    });
    expect(c.output.title).toMatch(/^agentci failed \(suite threshold missed\): /);
    expect(c.output.summary).toContain('agentci');
    expect(c.output.summary).toContain(ARTIFACT);
    expect(c.annotations).toEqual([
      {
        path: 'suites/geo.jsonl',
        start_line: 4,
        end_line: 4,
        annotation_level: 'failure',
        title: 'capital: failed (0 of 1 run passed)',
        message: expect.stringContaining('expected: Paris\nactual: Lyon'),
      },
    ]);
    expect(r).toEqual({ id: c.id, url: c.html_url, annotations: 1 });
  });

  it('concludes success when every gate passed and neutral when only quarantined cases failed', async () => {
    const passing = gated(
      buildReport({ cases: [{ id: 'sum', attempts: [{ status: 'passed' }] }] }),
    );
    expect((await publish(passing)).created[0]).toMatchObject({
      conclusion: 'success',
      annotations: [],
    });
    const quarantined = gated(
      buildReport({
        cases: [
          { id: 'sum', attempts: [{ status: 'passed' }] },
          { ...failing('flaky-one', 3), quarantine: { reason: 'known', expires: '2099-12-31' } },
        ],
      }),
    );
    expect(quarantined.gate.passed).toBe(true);
    const [c] = (await publish(quarantined)).created;
    expect(c.conclusion).toBe('neutral');
    expect(c.annotations.map((a) => [a.annotation_level, a.start_line])).toEqual([['notice', 3]]);
  });

  it('sends 120 annotations as one create with 50, then updates with 50 and 20', async () => {
    const report = gated(
      buildReport({ cases: Array.from({ length: 120 }, (_, i) => failing(`c${i}`, i + 1)) }),
    );
    const { r, created } = await publish(report);
    const [c] = created;
    expect(c.calls).toEqual([
      { method: 'POST', annotations: 50 },
      { method: 'PATCH', annotations: 50 },
      { method: 'PATCH', annotations: 20 },
    ]);
    expect(c.annotations).toHaveLength(120);
    expect(new Set(c.annotations.map((a) => a.start_line)).size).toBe(120);
    expect(r?.annotations).toBe(120);
  });

  it('keeps the summary of a huge report within 65,535 bytes (the server refuses more)', async () => {
    const report = gated(
      buildReport({
        cases: Array.from({ length: 400 }, (_, i) =>
          failing(`case-${i}`, i + 1, 'x'.repeat(3_000)),
        ),
      }),
    );
    const { created } = await publish(report);
    expect(created).toHaveLength(1);
    const bytes = Buffer.byteLength(created[0].output.summary ?? '', 'utf8');
    expect(bytes).toBeGreaterThan(20_000);
    expect(bytes).toBeLessThanOrEqual(65_535);
  });

  it('masks secrets in annotation messages, titles and the summary', async () => {
    const secret = 'sk-FAKE-leaked-0123456789';
    const report = gated(
      buildReport({ cases: [failing(`leak ${secret}`, 1, `the key is ${secret}`)] }),
    );
    const { created } = await publish(report, { secrets: [secret] });
    const [c] = created;
    const sent = JSON.stringify({ output: c.output, annotations: c.annotations });
    expect(sent).not.toContain(secret);
    expect(c.annotations[0].message).toContain('actual: the key is ***');
    expect(c.annotations[0].title).toContain('leak ***');
  });

  it("falls back without throwing when a fork PR's token gets 403", async () => {
    const report = gated(buildReport({ cases: [failing('capital', 4)] }));
    const { r, created } = await publish(report, { github: forkClient });
    expect(r).toBeUndefined();
    expect(created).toEqual([]);
    expect(
      gh.requests.some((q) => q.method === 'POST' && q.path === '/repos/acme/agent/check-runs'),
    ).toBe(true);
  });
});
