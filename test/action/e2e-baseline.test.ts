import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prEvent, startE2E, workflowRun, type E2E } from './e2e-harness.js';

// `baseline: auto` through the bundled action: none yet, a fork's run on "main" that must be
// ignored, and a download the token may not make. The tests run in order on one fake GitHub.
let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});

afterAll(async () => {
  await e?.close();
});

const commentOn = (pr: number) => {
  const found = e.gh.comments.filter((c) => c.issue === `acme/agent#${pr}`);
  expect(found).toHaveLength(1);
  return found[0].body;
};

const mainRun = (id: number, over: object = {}) =>
  workflowRun({
    id,
    head_branch: 'main',
    head_sha: 'a'.repeat(40),
    event: 'push',
    status: 'completed',
    conclusion: 'success',
    created_at: `2025-01-${String(id).padStart(2, '0')}T00:00:00Z`,
    ...over,
  });

describe('the baseline, through the bundled action', { timeout: 300_000 }, () => {
  it('says there is no baseline when the base branch has no successful run yet', async () => {
    await e.answers({ capital: 'Paris', sum: '4' });
    e.gh.runs.push(workflowRun({ id: 200 }));
    const r = await e.run({
      runId: 200,
      event: 'pull_request',
      payload: prEvent(20),
      inputs: { 'max-regression': '0' },
    });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/::warning::/);
    const body = commentOn(20);
    expect(body).toContain(
      'No baseline to compare with: no successful run of this workflow on main has an "agentci-report" artifact yet.',
    );
    expect(body).toContain('**Pass rate 100.0%**');
    expect(JSON.parse(r.outputs.json)).toMatchObject({
      verdict: 'passed',
      delta_pp: null,
      transitions: null,
    });
  });

  it('ignores a newer successful run on "main" whose head is a fork, and compares with its own', async () => {
    // The real baseline: this repository's main.
    await e.answers({ capital: 'Paris', sum: '4' });
    e.gh.runs.push(mainRun(21));
    expect(
      (await e.run({ runId: 21, event: 'push', payload: {}, inputs: { baseline: 'none' } })).code,
    ).toBe(0);
    // A fork's PR from its own branch named "main": newer, successful, with an artifact whose report
    // says every case failed. Used as a baseline, it would turn the PR's results into "fixed".
    await e.answers({ capital: 'nope', sum: 'nope' });
    e.gh.runs.push(
      mainRun(22, {
        event: 'pull_request',
        head_repository: 'mallory/agent',
        head_sha: 'f'.repeat(40),
      }),
    );
    await e.run({
      runId: 22,
      event: 'push',
      payload: {},
      inputs: { baseline: 'none', comment: 'off', threshold: '0' },
    });
    expect(e.artifacts.listForRun(22)).toHaveLength(1);
    const forkArtifact = e.artifacts.listForRun(22)[0].id;

    await e.answers({ capital: 'Paris', sum: 'five' });
    e.gh.runs.push(workflowRun({ id: 201 }));
    const r = await e.run({
      runId: 201,
      event: 'pull_request',
      payload: prEvent(21),
      inputs: { threshold: '0.5' },
    });
    expect(r.code).toBe(0);
    const body = commentOn(21);
    expect(body).toContain('[main @ aaaaaaa](https://github.com/acme/agent/actions/runs/21)');
    // One base report (the fork's is no history either): 3/3 → 0/3, q = 2 × 1/C(6,3) = 0.1.
    expect(body).toContain('| sum | new failure | regression vs 3/3 base (q=0.100) | 3/3 | 0/3 |');
    expect(body).not.toContain('fixed');
    expect(e.gh.requests.some((q) => q.path.includes('/actions/runs/22/artifacts'))).toBe(false);
    expect(e.gh.requests.some((q) => q.path.includes(`/actions/artifacts/${forkArtifact}/`))).toBe(
      false,
    );
    expect(JSON.parse(r.outputs.json)).toMatchObject({
      delta_pp: -50,
      transitions: { new_failure: 1, unchanged: 1 },
    });
  });

  it('turns a 403 on the baseline download into a warning, and the comment says there is no baseline', async () => {
    // The token may not download artifacts: the baseline's and the history's downloads answer 403.
    e.gh.fail('GET', /^\/repos\/acme\/agent\/actions\/artifacts\/\d+\/zip$/, 403, 2);
    await e.answers({ capital: 'Lyon', sum: '4' });
    e.gh.runs.push(workflowRun({ id: 202 }));
    // With a baseline this would fail max-regression (capital 3/3 → 0/3); without one, only the
    // thresholds decide.
    const r = await e.run({
      runId: 202,
      event: 'pull_request',
      payload: prEvent(22),
      inputs: { 'max-regression': '10', threshold: '0.5' },
    });
    expect(r.stdout).toMatch(
      /::warning::agentci: no permission to read the baseline \(.*Resource not accessible by integration/,
    );
    expect(r.stdout).toContain('actions: read');
    expect(r.code).toBe(0);
    expect(
      e.gh.requests.filter((q) => /\/actions\/artifacts\/\d+\/zip/.test(q.path)),
    ).not.toHaveLength(0);
    const body = commentOn(22);
    expect(body).toContain(
      'No baseline to compare with: the token may not read workflow runs or their artifacts (the workflow needs actions: read).',
    );
    expect(body).not.toContain('Compared with');
    expect(JSON.parse(r.outputs.json)).toMatchObject({ verdict: 'passed', delta_pp: null });
  });
});
