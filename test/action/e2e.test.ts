import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/model/index.js';
import {
  downloadArtifact,
  FORK_TOKEN,
  node24,
  OUTPUT_NAMES,
  prEvent,
  seenEnv,
  startE2E,
  workflowRun,
  type E2E,
} from './e2e-harness.js';

// The bundled action (dist/index.js) as a child process under Node 24, against the fake GitHub
// REST server and the fake artifact service. The tests in this file share one fake GitHub and run
// in order: each uses its own run ids and PR numbers; run 11 on main is the baseline PR runs find.
let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});

afterAll(async () => {
  await e?.close();
});

const commentsOn = (pr: number) => e.gh.comments.filter((c) => c.issue === `acme/agent#${pr}`);

// Each test starts one to three action processes; a loaded machine makes them slow.
describe('the bundled action (dist/index.js) under Node 24', { timeout: 300_000 }, () => {
  it('is run by a Node 24 binary', () => {
    // Fails (never skips) with the reason when Node 24 could not be found or installed.
    const version = execFileSync(node24(), ['-p', 'process.version'], { encoding: 'utf8' }).trim();
    expect(version).toMatch(/^v24\./);
  });

  it('produces the baseline on main, then compares, gates and comments on a PR (created once, then updated)', async () => {
    await e.answers({ capital: 'Paris', sum: '4' });
    e.gh.runs.push(
      workflowRun({
        id: 11,
        head_branch: 'main',
        head_sha: 'a'.repeat(40),
        event: 'push',
        status: 'completed',
        conclusion: 'success',
        created_at: '2025-01-01T00:00:00Z',
      }),
    );
    const base = await e.run({ runId: 11, event: 'push', payload: { ref: 'refs/heads/main' } });
    expect(base.stdout).not.toMatch(/::error::/);
    expect(base.code).toBe(0);
    expect(base.outputs.verdict).toBe('passed');
    expect(base.outputs['pass-rate']).toBe('100');
    expect(base.outputs['comment-url']).toBe(''); // a push has no PR
    // The agent under test never sees the action's credentials, but does see the workflow's context.
    const seen = await seenEnv(e.work);
    expect(seen).toContain('GITHUB_REPOSITORY');
    expect(seen.filter((k) => k.startsWith('INPUT_') || k.startsWith('ACTIONS_'))).toEqual([]);
    expect(e.artifacts.listForRun(11).map((a) => a.name)).toEqual(['agentci-report']);
    expect(e.gh.comments).toHaveLength(0);

    await e.answers({ capital: 'Lyon', sum: '4' });
    e.gh.runs.push(workflowRun({ id: 100 }));
    const pr = await e.run({
      runId: 100,
      event: 'pull_request',
      payload: prEvent(1),
      inputs: { 'max-regression': '10', threshold: '0.5' },
    });
    expect(pr.code).toBe(1);
    expect(pr.stdout).toMatch(
      /::error::agentci failed \(regression over the limit\): case capital dropped 100\.0 pp/,
    );
    expect(pr.outputs.verdict).toBe('failed');
    expect(JSON.parse(pr.outputs.json)).toMatchObject({
      verdict: 'failed',
      decided_by: 'max_regression',
      total: 2,
      failed: 1,
      delta_pp: -50,
    });
    expect(commentsOn(1)).toHaveLength(1);
    const body = commentsOn(1)[0].body;
    expect(body.startsWith('<!-- agentci:CI/agentci-report -->\n')).toBe(true);
    expect(body).toContain('### ❌ agentci failed: max regression');
    // One base report: 3/3 → 0/3 is p = 1/C(6,3) = 0.05, q = 2 × 0.05 = 0.1 over the 2 cases.
    expect(body).toContain(
      '| capital | new failure | regression vs 3/3 base (q=0.100) | 3/3 | 0/3 |',
    );
    expect(body).toContain('[main @ aaaaaaa](https://github.com/acme/agent/actions/runs/11)');
    expect(pr.outputs['comment-url']).toBe(commentsOn(1)[0].html_url);
    expect(pr.outputs['artifact-url']).toMatch(
      /^https:\/\/github\.com\/acme\/agent\/actions\/runs\/100\/artifacts\/\d+$/,
    );
    expect(body).toContain(`(${pr.outputs['artifact-url']})`);
    // The job summary: written once, with the diff and the deciding gate.
    expect(pr.summary.match(/## ❌ agentci/g)).toHaveLength(1);
    expect(pr.summary).toContain('Changes vs base');
    expect(pr.summary).toMatch(/max regression/i);
    expect(Buffer.byteLength(pr.summary)).toBeLessThan(1_048_576);

    // A second run on the same PR updates the same comment in place.
    e.gh.runs.push(workflowRun({ id: 101 }));
    await e.answers({ capital: 'Paris', sum: '4' });
    const again = await e.run({
      runId: 101,
      event: 'pull_request',
      payload: prEvent(1),
      inputs: { 'max-regression': '10' },
    });
    expect(again.code).toBe(0);
    expect(commentsOn(1)).toHaveLength(1);
    expect(commentsOn(1)[0].body).toContain('agentci passed');
    expect(commentsOn(1)[0].body).not.toContain('new failure');
    expect(again.outputs['comment-url']).toBe(pr.outputs['comment-url']);
  });

  it('writes every output and uploads report.html, report.json, results.jsonl and junit.xml', async () => {
    await e.answers({ capital: 'Paris', sum: 'five' });
    e.gh.runs.push(workflowRun({ id: 110 }));
    const r = await e.run({
      runId: 110,
      event: 'pull_request',
      payload: prEvent(10),
      inputs: { threshold: '50%', 'retention-days': '7' },
    });
    expect(r.code).toBe(0);
    for (const name of OUTPUT_NAMES) expect(r.outputs[name], `output ${name}`).toMatch(/\S/);
    expect(Object.keys(r.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(r.outputs).toMatchObject({
      verdict: 'passed',
      total: '2',
      passed: '1',
      failed: '1',
      flaky: '0',
      'pass-rate': '50',
    });
    const json = JSON.parse(r.outputs.json) as Record<string, unknown>;
    expect(json).toMatchObject({
      verdict: 'passed',
      pass_rate: 50,
      total: 2,
      passed: 1,
      failed: 1,
      flaky: 0,
      report: r.outputs.report,
      artifact_id: Number(r.outputs['artifact-id']),
      artifact_url: r.outputs['artifact-url'],
      comment_url: r.outputs['comment-url'],
    });
    expect(r.outputs.report).toBe(`${e.work}/agentci-report/report.json`);
    expect(r.outputs.junit).toBe(`${e.work}/agentci-report/junit.xml`);
    expect(r.outputs.html).toBe(`${e.work}/agentci-report/report.html`);

    // The artifact, downloaded back through the REST zip URL and the signed blob URL.
    const stored = e.artifacts.listForRun(110);
    expect(stored.map((a) => a.id)).toEqual([Number(r.outputs['artifact-id'])]);
    const days = (Date.parse(stored[0].expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6);
    expect(days).toBeLessThan(8);
    const files = await downloadArtifact(e.gh, stored[0].id);
    expect([...files.keys()].sort()).toEqual([
      'diff.json',
      'junit.xml',
      'pr.json',
      'report.html',
      'report.json',
      'results.jsonl',
    ]);
    const report = ReportSchema.parse(JSON.parse(files.get('report.json')?.toString('utf8') ?? ''));
    expect(report.summary).toMatchObject({ total: 2, passed: 1, failed: 1 });
    expect(report.results.find((c) => c.id === 'sum')?.run_details.map((a) => a.status)).toEqual([
      'failed',
      'failed',
      'failed',
    ]);
    expect(files.get('report.json')?.equals(readFileSync(r.outputs.report))).toBe(true);
    const lines = (files.get('results.jsonl')?.toString('utf8') ?? '').trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(6);
    const attempts = lines
      .map((l) => JSON.parse(l) as { id?: string; run?: number })
      .filter((a) => a.id !== undefined && a.run !== undefined);
    expect(attempts.map((a) => `${a.id}#${a.run}`).sort()).toEqual([
      'capital#1',
      'capital#2',
      'capital#3',
      'sum#1',
      'sum#2',
      'sum#3',
    ]);
    const junit = files.get('junit.xml')?.toString('utf8') ?? '';
    expect(junit).toMatch(/^<\?xml /);
    expect(junit).toMatch(/<testsuite [^>]*tests="2"/);
    expect(junit).toMatch(/<testcase [^>]*name="sum"[\s\S]*?<failure/);
    const html = files.get('report.html')?.toString('utf8') ?? '';
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('capital');
    expect(JSON.parse(files.get('pr.json')?.toString('utf8') ?? '')).toEqual({
      number: 10,
      head_sha: 'b'.repeat(40),
      base_ref: 'main',
    });
  });

  it('posts nothing in "changes" mode when nothing changed, and a fork PR’s 403 is only a warning', async () => {
    await e.answers({ capital: 'Paris', sum: '4' });
    e.gh.runs.push(workflowRun({ id: 102 }));
    const quiet = await e.run({
      runId: 102,
      event: 'pull_request',
      payload: prEvent(2),
      inputs: { comment: 'changes' },
    });
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toContain('comment mode "changes": nothing to post');
    expect(commentsOn(2)).toHaveLength(0);
    expect(quiet.outputs['comment-url']).toBe('');

    e.gh.runs.push(workflowRun({ id: 103, head_repository: 'mallory/agent' }));
    const fork = await e.run({
      runId: 103,
      event: 'pull_request',
      payload: prEvent(3, { headRepo: 'mallory/agent' }),
      token: FORK_TOKEN,
    });
    expect(fork.code).toBe(0);
    expect(fork.stdout).toMatch(/::warning::agentci: could not comment on the PR \(403/);
    expect(fork.stdout).toContain('workflow_run');
    expect(commentsOn(3)).toHaveLength(0);
    expect(fork.outputs.verdict).toBe('passed');
  });

  it('fails the step on the suite threshold, and says so in the outputs, summary and comment', async () => {
    await e.answers({ capital: 'Paris', sum: 'five' });
    e.gh.runs.push(workflowRun({ id: 104 }));
    const r = await e.run({
      runId: 104,
      event: 'pull_request',
      payload: prEvent(4),
      inputs: { baseline: 'none' },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /::error::agentci failed \(suite threshold missed\): 1 of 2 cases met their threshold/,
    );
    expect(JSON.parse(r.outputs.json)).toMatchObject({
      verdict: 'failed',
      decided_by: 'suite_threshold',
      delta_pp: null,
    });
    expect(r.summary).toMatch(/suite threshold/i);
    const body = commentsOn(4)[0]?.body ?? '';
    expect(body).toContain('agentci failed: suite threshold');
    expect(body).toContain('No baseline to compare with: the baseline input is "none"');
  });

  it('fails with one message per bad input before running anything', async () => {
    const before = e.artifacts.artifacts.length;
    const bad = await e.run({
      runId: 105,
      event: 'pull_request',
      payload: prEvent(5),
      inputs: {
        runs: 'many',
        comment: 'loud',
        'artifact-name': 'a/b',
        'retention-days': '365',
        shard: '5/4',
        'max-regression': 'lots',
      },
    });
    expect(bad.code).toBe(1);
    const errors = bad.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    // @actions/core escapes newlines in a workflow command as %0A: one problem per line of the message.
    const problems = errors[0].split('%0A').filter((l) => l.startsWith('- '));
    expect(problems.map((p) => /^- Input '([^']+)'/.exec(p)?.[1]).sort()).toEqual([
      'artifact-name',
      'comment',
      'max-regression',
      'retention-days',
      'runs',
      'shard',
    ]);
    expect(problems.find((p) => p.includes("'runs'"))).toContain(
      'expected a whole number of runs per case (1–1000) or "auto", got "many"',
    );
    expect(problems.find((p) => p.includes("'artifact-name'"))).toContain('contains "/"');
    expect(e.artifacts.artifacts.length).toBe(before);
    expect(commentsOn(5)).toHaveLength(0);
    expect(bad.summary).toBe('');
    expect(bad.stdout).not.toContain('capital');
  });

  it('also runs under the Node running the tests (the CLI supports Node ≥ 20)', async () => {
    await e.answers({ capital: 'Paris', sum: '4' });
    const r = await e.run({
      runId: 106,
      event: 'push',
      payload: {},
      node: process.execPath,
      inputs: { baseline: 'none', runs: '1' },
    });
    expect(r.stdout).not.toMatch(/::error::/);
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ verdict: 'passed', total: '2', passed: '2' });
    expect(e.artifacts.listForRun(106)).toHaveLength(1);
  });
});
