import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startArtifactService, type FakeArtifactService } from '../fakes/artifact-service.js';
import { GITHUB_ACTIONS_BOT, startGitHubServer, type FakeGitHub } from '../fakes/github-server.js';

// Runs the action as the runner does: a child process with INPUT_* and the GITHUB_* files. It runs
// dist/index.js when the bundle exists, else the TypeScript entry through tsx.
const ROOT = path.resolve(import.meta.dirname, '../..');
const BUNDLE = path.join(ROOT, 'dist/index.js');

let gh: FakeGitHub;
let artifacts: FakeArtifactService;
let work: string;

beforeAll(async () => {
  artifacts = await startArtifactService();
  gh = await startGitHubServer({ artifacts });
  gh.tokens.set('ghs_token', { user: GITHUB_ACTIONS_BOT, installation: true });
  gh.tokens.set('ghs_fork', { user: GITHUB_ACTIONS_BOT, installation: true, readOnly: true });
  work = await mkdtemp(path.join(tmpdir(), 'agentci-e2e-'));
  // An agent that answers from a file, so a test can make it regress.
  await writeFile(
    path.join(work, 'agent.mjs'),
    `import { readFileSync } from 'node:fs';
const c = JSON.parse(readFileSync(0, 'utf8'));
const answers = JSON.parse(readFileSync(new URL('./answers.json', import.meta.url), 'utf8'));
process.stdout.write(answers[c.id] ?? 'no idea');
`,
  );
  await writeFile(
    path.join(work, 'suite.jsonl'),
    [
      { id: 'capital', input: 'Capital of France?', assert: { type: 'contains', value: 'Paris' } },
      { id: 'sum', input: '2+2?', assert: { type: 'contains', value: '4' } },
    ]
      .map((c) => JSON.stringify(c))
      .join('\n'),
  );
  gh.runs.push(
    { id: 11, name: 'CI', workflow_id: 77, path: '.github/workflows/ci.yml', head_branch: 'main', head_sha: 'a'.repeat(40), event: 'push', status: 'completed', conclusion: 'success', created_at: '2025-01-01T00:00:00Z', head_repository: 'acme/agent' },
    { id: 100, name: 'CI', workflow_id: 77, path: '.github/workflows/ci.yml', head_branch: 'feature', head_sha: 'b'.repeat(40), event: 'pull_request', status: 'in_progress', conclusion: null, created_at: '2025-02-01T00:00:00Z', head_repository: 'acme/agent' },
  );
});

afterAll(async () => {
  await gh?.close();
  await artifacts?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

interface Result {
  code: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

async function runAction(opts: { runId: number; event: string; payload: unknown; inputs: Record<string, string>; token?: string }): Promise<Result> {
  const dir = await mkdtemp(path.join(work, `run-${opts.runId}-`));
  const eventPath = path.join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify(opts.payload));
  const outFile = path.join(dir, 'output');
  const summaryFile = path.join(dir, 'summary');
  await writeFile(outFile, '');
  await writeFile(summaryFile, '');
  const backend = `backend-${opts.runId}-${Math.random().toString(36).slice(2)}`;
  artifacts.bindRun(backend, opts.runId);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: 'acme/agent',
    GITHUB_RUN_ID: String(opts.runId),
    GITHUB_WORKFLOW: 'CI',
    GITHUB_WORKFLOW_REF: 'acme/agent/.github/workflows/ci.yml@refs/heads/main',
    GITHUB_EVENT_NAME: opts.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: work,
    GITHUB_OUTPUT: outFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_API_URL: gh.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REF_NAME: opts.event === 'push' ? 'main' : '1/merge',
    RUNNER_TEMP: dir,
    ACTIONS_RUNTIME_TOKEN: artifacts.runtimeToken(backend, `job-${opts.runId}`),
    ACTIONS_RESULTS_URL: `${artifacts.url}/`,
    'INPUT_GITHUB-TOKEN': opts.token ?? 'ghs_token',
    INPUT_AGENT: 'node agent.mjs',
    INPUT_SUITES: 'suite.jsonl',
    INPUT_RUNS: '3',
  };
  for (const [k, v] of Object.entries(opts.inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const args = existsSync(BUNDLE) ? [BUNDLE] : [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'src/action/index.ts')];
  const child = spawn(process.execPath, args, { cwd: work, env });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const raw = await readFile(outFile, 'utf8');
  const outputs: Record<string, string> = {};
  // GITHUB_OUTPUT uses the heredoc form: name<<delimiter \n value \n delimiter
  for (const m of raw.matchAll(/^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]] = m[3];
  return { code, stdout, outputs, summary: await readFile(summaryFile, 'utf8') };
}

const prPayload = (number: number, headRepo = 'acme/agent') => ({
  number,
  pull_request: { number, base: { ref: 'main' }, head: { sha: 'b'.repeat(40), repo: { full_name: headRepo } } },
});

describe('the action, end to end', () => {
  it('produces the baseline on main, then compares, gates and comments on a PR (created once, then updated)', async () => {
    await writeFile(path.join(work, 'answers.json'), JSON.stringify({ capital: 'Paris', sum: '4' }));
    const base = await runAction({ runId: 11, event: 'push', payload: { ref: 'refs/heads/main' }, inputs: {} });
    expect(base.stdout).not.toMatch(/::error::/);
    expect(base.code).toBe(0);
    expect(base.outputs.verdict).toBe('passed');
    expect(base.outputs['pass-rate']).toBe('100');
    expect(artifacts.listForRun(11).map((a) => a.name)).toEqual(['agentci-report']);
    expect(gh.comments).toHaveLength(0); // a push has no PR

    await writeFile(path.join(work, 'answers.json'), JSON.stringify({ capital: 'Lyon', sum: '4' }));
    const pr = await runAction({ runId: 100, event: 'pull_request', payload: prPayload(1), inputs: { 'MAX-REGRESSION': '10', THRESHOLD: '0.5' } });
    expect(pr.code).toBe(1);
    expect(pr.stdout).toMatch(/::error::agentci failed \(regression over the limit\)/);
    expect(pr.outputs.verdict).toBe('failed');
    expect(JSON.parse(pr.outputs.json)).toMatchObject({ verdict: 'failed', decided_by: 'max_regression', total: 2, failed: 1 });
    expect(gh.comments).toHaveLength(1);
    const body = gh.comments[0].body;
    expect(body.startsWith('<!-- agentci:CI/agentci-report -->')).toBe(true);
    expect(body).toContain('| capital | new failure | 3/3 | 0/3 |');
    expect(pr.outputs['comment-url']).toBe(gh.comments[0].html_url);
    expect(pr.outputs['artifact-url']).toMatch(/^https:\/\/github\.com\/acme\/agent\/actions\/runs\/100\/artifacts\/\d+$/);
    expect(pr.summary).toContain('agentci');
    expect(Buffer.byteLength(pr.summary)).toBeLessThan(1_048_576);

    // A second run on the same PR (new artifact run id) updates the same comment.
    gh.runs.push({ ...gh.runs[1], id: 101 });
    await writeFile(path.join(work, 'answers.json'), JSON.stringify({ capital: 'Paris', sum: '4' }));
    const again = await runAction({ runId: 101, event: 'pull_request', payload: prPayload(1), inputs: { 'MAX-REGRESSION': '10' } });
    expect(again.code).toBe(0);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0].body).toContain('agentci passed');
  });

  it('posts nothing in changes mode when nothing changed, and a fork 403 is only a warning', async () => {
    await writeFile(path.join(work, 'answers.json'), JSON.stringify({ capital: 'Paris', sum: '4' }));
    gh.runs.push({ ...gh.runs[1], id: 102 });
    const quiet = await runAction({ runId: 102, event: 'pull_request', payload: prPayload(2), inputs: { COMMENT: 'changes' } });
    expect(quiet.code).toBe(0);
    expect(gh.comments.filter((c) => c.issue === 'acme/agent#2')).toHaveLength(0);

    gh.runs.push({ ...gh.runs[1], id: 103, head_repository: 'mallory/agent' });
    const fork = await runAction({ runId: 103, event: 'pull_request', payload: prPayload(3, 'mallory/agent'), inputs: {}, token: 'ghs_fork' });
    expect(fork.code).toBe(0);
    expect(fork.stdout).toMatch(/::warning::agentci: could not comment on the PR \(403/);
    expect(gh.comments.filter((c) => c.issue === 'acme/agent#3')).toHaveLength(0);
  });

  it('fails with one message per bad input before running anything', async () => {
    const bad = await runAction({ runId: 104, event: 'pull_request', payload: prPayload(4), inputs: { RUNS: 'many', COMMENT: 'loud' } });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/Input 'runs'/);
    expect(bad.stdout).toMatch(/Input 'comment'/);
  });
});
