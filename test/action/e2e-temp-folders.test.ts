import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prEvent, startE2E, TOKEN, workflowRun, type ActionRun, type E2E } from './e2e-harness.js';

// Self-hosted runners keep RUNNER_TEMP from job to job: every folder the bundled action makes there
// (the artifact's staging folder, the downloaded baseline, history and triggering-run artifacts)
// is gone when the step ends, whether the upload or download worked or not.
let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});

afterAll(async () => {
  await e?.close();
});

/** What the step left in its RUNNER_TEMP besides the runner's own files. */
const leftovers = (r: ActionRun) =>
  readdirSync(r.runnerTemp).filter((f) => !['event.json', 'output', 'summary'].includes(f));

describe('temporary folders, through the bundled action', { timeout: 300_000 }, () => {
  it('an upload that fails (no runtime token) is a warning and leaves no staging folder', async () => {
    await e.answers({ capital: 'Paris', sum: '4' });
    const r = await e.run({
      runId: 1,
      event: 'push',
      payload: {},
      env: { ACTIONS_RUNTIME_TOKEN: '' },
    });
    expect(r.stdout).toMatch(/::warning::agentci: the report artifact was not uploaded: .*/);
    expect(r.code).toBe(0);
    expect(r.outputs['artifact-id']).toBe('');
    expect(e.artifacts.artifacts).toHaveLength(0);
    expect(leftovers(r)).toEqual([]);
  });

  it('uploads, baseline and history downloads and comment-from-artifact leave nothing behind', async () => {
    const main = (id: number) =>
      workflowRun({
        id,
        head_branch: 'main',
        head_sha: 'a'.repeat(40),
        event: 'push',
        status: 'completed',
        conclusion: 'success',
        created_at: `2025-01-${String(id).padStart(2, '0')}T00:00:00Z`,
      });
    for (const id of [11, 12]) {
      e.gh.runs.push(main(id));
      const push = await e.run({ runId: id, event: 'push', payload: {} });
      expect(push.code).toBe(0);
      expect(push.outputs['artifact-id']).not.toBe('');
      expect(leftovers(push)).toEqual([]);
    }
    const sha = 'b'.repeat(40);
    e.gh.runs.push(workflowRun({ id: 20, head_sha: sha }));
    e.gh.pulls.push({
      number: 2,
      head: { sha, ref: 'feature', repo: 'acme/agent' },
      base: { ref: 'main' },
    });
    const pr = await e.run({
      runId: 20,
      event: 'pull_request',
      payload: prEvent(2, { headSha: sha }),
      inputs: { history: '5' },
    });
    expect(pr.code).toBe(0);
    expect(pr.stdout).not.toMatch(/::warning::/);
    // The baseline and the history were downloaded (the comment shows both).
    const body = e.gh.comments.find((c) => c.issue === 'acme/agent#2')?.body ?? '';
    expect(body).toContain('the last 2 reports of main');
    expect(leftovers(pr)).toEqual([]);

    const job = await e.run({
      runId: 21,
      event: 'workflow_run',
      payload: {
        action: 'completed',
        workflow_run: {
          id: 20,
          name: 'CI',
          head_sha: sha,
          html_url: 'https://github.com/acme/agent/actions/runs/20',
          conclusion: 'success',
          pull_requests: [{ number: 2 }],
        },
      },
      workflow: 'agentci comment',
      inputs: { mode: 'comment-from-artifact' },
      token: TOKEN,
    });
    expect(job.stdout).not.toMatch(/::(error|warning)::/);
    expect(job.code).toBe(0);
    expect(job.outputs['artifact-id']).toBe(pr.outputs['artifact-id']);
    expect(leftovers(job)).toEqual([]);
  });
});
