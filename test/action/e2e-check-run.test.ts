import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORK_TOKEN, prEvent, startE2E, TOKEN, workflowRun, type E2E } from './e2e-harness.js';

// `check-name`: the bundled action, as a process under Node 24, against the fake GitHub REST server
// and artifact service. The workspace suite is suite.jsonl: `capital` on line 1, `sum` on line 2.
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  await writeFile(
    path.join(e.work, 'quarantine.yml'),
    '- id: sum\n  reason: flaky upstream calculator\n  expires: 2099-12-31\n',
  );
});
afterAll(async () => {
  await e?.close();
});

const CHECK = 'agentci / suite';
const checksOn = (sha: string) => e.gh.checkRuns.filter((c) => c.head_sha === sha);

describe('check-name', { timeout: 300_000 }, () => {
  it("creates the named check on a PR's head commit, annotating the failing case's line", async () => {
    await e.answers({ capital: 'Paris', sum: 'five' });
    const sha = '1'.repeat(40);
    e.gh.runs.push(workflowRun({ id: 400, head_sha: sha }));
    const r = await e.run({
      runId: 400,
      event: 'pull_request',
      payload: prEvent(40, { headSha: sha }),
      inputs: { 'check-name': CHECK },
    });
    expect(r.code).toBe(1); // the gate fails the step, as without a check
    const [c, ...more] = checksOn(sha);
    expect(more).toEqual([]);
    expect(c).toMatchObject({ name: CHECK, status: 'completed', conclusion: 'failure' });
    expect(c.output.title).toMatch(/^agentci failed \(suite threshold missed\)/);
    expect(c.details_url).toBe(r.outputs['artifact-url']);
    expect(c.output.summary).toContain(r.outputs['artifact-url']);
    expect(c.annotations).toEqual([
      {
        path: 'suite.jsonl',
        start_line: 2,
        end_line: 2,
        annotation_level: 'failure',
        title: 'sum: failed (0 of 3 runs passed)',
        message: expect.stringMatching(/contains "4"[\s\S]*expected: 4\nactual: five/),
      },
    ]);
    expect(r.stdout).toContain(`agentci: check run "${CHECK}" (failure, 1 annotation)`);
  });

  it('creates it on the pushed commit, success when every gate passed', async () => {
    await e.answers({ capital: 'Paris', sum: '4' });
    e.gh.runs.push(workflowRun({ id: 401, head_branch: 'main', event: 'push' }));
    const r = await e.run({
      runId: 401,
      event: 'push',
      payload: {},
      inputs: { 'check-name': CHECK },
    });
    expect(r.code).toBe(0);
    const [c] = checksOn('c'.repeat(40));
    expect(c).toMatchObject({ name: CHECK, conclusion: 'success', annotations: [] });
  });

  it('is neutral when only a quarantined case failed', async () => {
    await e.answers({ capital: 'Paris', sum: 'five' });
    const sha = '2'.repeat(40);
    e.gh.runs.push(workflowRun({ id: 402, head_sha: sha }));
    const r = await e.run({
      runId: 402,
      event: 'pull_request',
      payload: prEvent(42, { headSha: sha }),
      inputs: { 'check-name': CHECK, quarantine: 'quarantine.yml' },
    });
    expect(r.code).toBe(0);
    const [c] = checksOn(sha);
    expect(c.conclusion).toBe('neutral');
    expect(c.annotations.map((a) => [a.annotation_level, a.path, a.start_line])).toEqual([
      ['notice', 'suite.jsonl', 2],
    ]);
  });

  it("falls back to workflow-command annotations on a fork PR's 403, without failing the step", async () => {
    // The agent's answer tries to start workflow commands of its own on the annotation's lines.
    await e.answers({
      capital: 'Paris',
      sum: 'five\n::error file=evil.ts,line=1::pwned\n::add-mask::x\n::set-env name=X::y',
    });
    const sha = '3'.repeat(40);
    e.gh.runs.push(workflowRun({ id: 403, head_sha: sha, head_repository: 'fork/agent' }));
    const r = await e.run({
      runId: 403,
      event: 'pull_request',
      payload: prEvent(43, { headSha: sha, headRepo: 'fork/agent' }),
      token: FORK_TOKEN,
      inputs: { 'check-name': CHECK, quarantine: 'quarantine.yml' },
    });
    expect(r.code).toBe(0);
    expect(checksOn(sha)).toEqual([]);
    // @actions/core's notice with AnnotationProperties: `:` and `,` in the title are escaped.
    expect(r.stdout).toMatch(
      /^::notice title=sum%3A quarantined%2C failed \(0 of 3 runs passed\),file=suite\.jsonl,line=2,endLine=2::run 1 of 3: contains "4" failed/m,
    );
    expect(r.stdout).toMatch(
      /^::warning::agentci: could not create the check run "agentci \/ suite" \(403: .*\); fork PRs get a read-only token/m,
    );
    expect(r.stdout).not.toMatch(/^::error::/m);
    // Escaped by @actions/core into the one command's message (%0A), never a line of its own.
    expect(r.stdout).toMatch(/actual: five%0A::error file=evil\.ts,line=1::pwned%0A/);
    expect(r.stdout).not.toMatch(/^\s*::(error file=evil|add-mask::x$|set-env)/m);
  });

  it('workflow_run recipe: creates the check from the triggering run’s artifact as it comments', async () => {
    await e.answers({ capital: 'Lyon', sum: '4' });
    const sha = '4'.repeat(40);
    e.gh.runs.push(workflowRun({ id: 404, head_sha: sha, head_repository: 'fork/agent' }));
    e.gh.pulls.push({
      number: 44,
      head: { sha, ref: 'f', repo: 'fork/agent' },
      base: { ref: 'main' },
    });
    const pr = await e.run({
      runId: 404,
      event: 'pull_request',
      payload: prEvent(44, { headSha: sha, headRepo: 'fork/agent' }),
      token: FORK_TOKEN,
    });
    expect(pr.code).toBe(1);
    expect(checksOn(sha)).toEqual([]);
    const job = await e.run({
      runId: 405,
      event: 'workflow_run',
      payload: {
        action: 'completed',
        workflow_run: {
          id: 404,
          name: 'CI',
          head_sha: sha,
          html_url: 'https://github.com/acme/agent/actions/runs/404',
          conclusion: 'failure',
          pull_requests: [],
        },
      },
      workflow: 'agentci comment',
      inputs: { mode: 'comment-from-artifact', 'check-name': CHECK },
      token: TOKEN,
    });
    expect(job.code).toBe(0);
    const [c] = checksOn(sha);
    expect(c).toMatchObject({ name: CHECK, conclusion: 'failure' });
    expect(c.details_url).toMatch(/\/actions\/runs\/404\/artifacts\/\d+$/);
    expect(c.annotations.map((a) => [a.annotation_level, a.path, a.start_line, a.title])).toEqual([
      ['failure', 'suite.jsonl', 1, 'capital: failed (0 of 3 runs passed)'],
    ]);
    expect(e.gh.comments.filter((x) => x.issue === 'acme/agent#44')).toHaveLength(1);
  });
});
