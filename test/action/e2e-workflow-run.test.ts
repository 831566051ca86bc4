import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORK_TOKEN,
  prEvent,
  startE2E,
  TOKEN,
  workflowRun,
  workflowRunEvent,
  type E2E,
} from './e2e-harness.js';

// The fork-safe recipe, both halves as processes of the bundled action: the tests run in the PR's
// workflow (`mode: run`), then a `workflow_run` job (`mode: comment-from-artifact`, write token)
// downloads that run's artifact and posts the same sticky comment.
let e: E2E;

beforeAll(async () => {
  e = await startE2E();
  // The baseline on main, so PR runs have a diff.
  await e.answers({ capital: 'Paris', sum: '4' });
  e.gh.runs.push(
    workflowRun({
      id: 30,
      head_branch: 'main',
      head_sha: 'a'.repeat(40),
      event: 'push',
      status: 'completed',
      conclusion: 'success',
      created_at: '2025-01-01T00:00:00Z',
    }),
  );
  const base = await e.run({ runId: 30, event: 'push', payload: {} });
  if (base.code !== 0) throw new Error(`the baseline run failed:\n${base.stdout}`);
}, 300_000);

afterAll(async () => {
  await e?.close();
});

const commentsOn = (pr: number) => e.gh.comments.filter((c) => c.issue === `acme/agent#${pr}`);

const commentJob = (runId: number, event: unknown) =>
  e.run({
    runId,
    event: 'workflow_run',
    payload: event,
    workflow: 'agentci comment',
    inputs: { mode: 'comment-from-artifact' },
    token: TOKEN,
  });

describe(
  'mode: comment-from-artifact (workflow_run), through the bundled action',
  { timeout: 300_000 },
  () => {
    it('refreshes the very comment the PR run posted: same body, same id, no second comment', async () => {
      await e.answers({ capital: 'Lyon', sum: '4' });
      const sha = 'b'.repeat(40);
      e.gh.runs.push(workflowRun({ id: 310, head_sha: sha }));
      e.gh.pulls.push({
        number: 31,
        head: { sha, ref: 'feature', repo: 'acme/agent' },
        base: { ref: 'main' },
      });
      const pr = await e.run({
        runId: 310,
        event: 'pull_request',
        payload: prEvent(31, { headSha: sha }),
        inputs: { threshold: '0.5' },
      });
      expect(pr.code).toBe(0);
      expect(commentsOn(31)).toHaveLength(1);
      const posted = { ...commentsOn(31)[0] };
      expect(posted.body).toContain(
        '| capital | new failure | regression vs 3/3 base (q=0.100) | 3/3 | 0/3 |',
      );

      const job = await commentJob(311, workflowRunEvent(310, sha, [31]));
      expect(job.stdout).not.toMatch(/::(error|warning)::/);
      expect(job.code).toBe(0);
      expect(commentsOn(31)).toHaveLength(1);
      expect(commentsOn(31)[0].id).toBe(posted.id);
      // Rendered from the artifact's report.json and diff.json: the same comment, links included.
      expect(commentsOn(31)[0].body).toBe(posted.body);
      expect(job.outputs['comment-url']).toBe(posted.html_url);
      expect(job.outputs['artifact-id']).toBe(pr.outputs['artifact-id']);
      expect(job.outputs.verdict).toBe('passed');
    });

    it('posts for a fork PR whose own run could not, after checking the PR’s head commit; a mismatch posts nothing', async () => {
      await e.answers({ capital: 'Paris', sum: 'five' });
      const sha = 'd'.repeat(40);
      e.gh.runs.push(workflowRun({ id: 320, head_sha: sha, head_repository: 'mallory/agent' }));
      e.gh.pulls.push({
        number: 32,
        head: { sha, ref: 'patch', repo: 'mallory/agent' },
        base: { ref: 'main' },
      });
      const fork = await e.run({
        runId: 320,
        event: 'pull_request',
        payload: prEvent(32, { headSha: sha, headRepo: 'mallory/agent' }),
        token: FORK_TOKEN,
      });
      expect(fork.code).toBe(1); // the gate failed: "sum" fails every run
      expect(fork.stdout).toMatch(/::warning::agentci: could not comment on the PR \(403/);
      expect(commentsOn(32)).toHaveLength(0);

      // GitHub leaves pull_requests empty for fork PRs: the PR number comes from the artifact's
      // pr.json, and is trusted only because PR 32's head is the triggering run's head commit.
      const job = await commentJob(321, workflowRunEvent(320, sha));
      expect(job.code).toBe(0); // this job does not re-gate
      expect(commentsOn(32)).toHaveLength(1);
      const body = commentsOn(32)[0].body;
      expect(body.startsWith('<!-- agentci:CI/agentci-report -->\n')).toBe(true);
      expect(body).toContain('### ❌ agentci failed: suite threshold');
      expect(body).toContain(
        '| sum | new failure | regression vs 3/3 base (q=0.100) | 3/3 | 0/3 |',
      );
      expect(body).toContain(`[Workflow run](https://github.com/acme/agent/actions/runs/320)`);
      expect(body).toContain(`/actions/runs/320/artifacts/${e.artifacts.listForRun(320)[0].id})`);
      expect(job.outputs.verdict).toBe('failed');

      // A run whose head commit is not the PR's (a forged pr.json, or a stale run): nothing posted.
      const before = commentsOn(32)[0].updated_at;
      e.gh.runs.push(
        workflowRun({ id: 322, head_sha: 'e'.repeat(40), head_repository: 'mallory/agent' }),
      );
      const forged = await commentJob(323, workflowRunEvent(320, 'e'.repeat(40)));
      expect(forged.code).toBe(0);
      expect(forged.stdout).toMatch(
        /::warning::agentci: run 320 is not for an open PR whose head is eeeeeee/,
      );
      expect(commentsOn(32)).toHaveLength(1);
      expect(commentsOn(32)[0].updated_at).toBe(before);
    });

    it('fails clearly outside a workflow_run event', async () => {
      const r = await e.run({
        runId: 330,
        event: 'pull_request',
        payload: prEvent(33),
        inputs: { mode: 'comment-from-artifact' },
      });
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('::error::mode comment-from-artifact needs a workflow_run event');
    });
  },
);
