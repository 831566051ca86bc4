import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakePull, FakeUser } from '../fakes/github-server.js';
import {
  downloadArtifact,
  FORK_TOKEN,
  prEvent,
  startE2E,
  workflowRun,
  type E2E,
} from './e2e-harness.js';

// Fork PRs and approve-at-SHA, end to end: the bundled action under Node 24 against the fake
// GitHub REST server (pull requests, reviews, changed files, collaborator permissions, comments,
// check runs) and the fake artifact service. The workspace is the base: suite.jsonl (`capital`
// expects Paris, `sum` expects 4) and an agent.mjs that answers wrong. The PR's head is a real git
// checkout in pr-head/ whose agent.mjs answers right and leaves a `started` marker, and whose
// suite.jsonl was edited (capital expects Lyon, one more case): a run that used the PR's suite
// would fail, one that used the base's agent would fail too.
let e: E2E;
let head: string;
let HEAD: string;
const OLD = 'd'.repeat(40);
const FORK = 'eve/agent';
const CHECK = 'agent tests';
const SECRET = 'sk-FAKE-fork-approval-0123456789';

const ann: FakeUser = { login: 'ann', id: 2, type: 'User' }; // write
const rea: FakeUser = { login: 'rea', id: 3, type: 'User' }; // read
const eve: FakeUser = { login: 'eve', id: 4, type: 'User' }; // the fork's author, no access

function git(...args: string[]): string {
  return execFileSync('git', ['-C', head, ...args], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: head,
      GIT_AUTHOR_NAME: 'eve',
      GIT_AUTHOR_EMAIL: 'eve@example.com',
      GIT_COMMITTER_NAME: 'eve',
      GIT_COMMITTER_EMAIL: 'eve@example.com',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  }).trim();
}

beforeAll(async () => {
  e = await startE2E();
  await e.answers({ capital: 'Rome', sum: 'five' });
  head = path.join(e.work, 'pr-head');
  await mkdir(head);
  await writeFile(
    path.join(head, 'agent.mjs'),
    `import { readFileSync, writeFileSync } from 'node:fs';
const c = JSON.parse(readFileSync(0, 'utf8'));
writeFileSync(new URL('./started', import.meta.url), 'started');
writeFileSync(new URL('./seen-env.json', import.meta.url), JSON.stringify(Object.keys(process.env).sort()));
process.stdout.write({ capital: 'Paris', sum: '4' }[c.id] ?? 'no idea');
`,
  );
  await writeFile(
    path.join(head, 'suite.jsonl'),
    [
      { id: 'capital', input: 'Capital of France?', assert: { type: 'contains', value: 'Lyon' } },
      { id: 'pr-only', input: 'x', assert: { type: 'contains', value: 'x' } },
    ]
      .map((c) => JSON.stringify(c))
      .join('\n'),
  );
  await writeFile(path.join(head, '.gitignore'), 'started\nseen-env.json\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'the PR');
  // actions/checkout with a commit SHA leaves HEAD detached at it.
  git('checkout', '-q', '--detach');
  HEAD = git('rev-parse', 'HEAD');
  e.gh.permissions.set('ann', { permission: 'write', role_name: 'write' });
  e.gh.permissions.set('rea', { permission: 'read', role_name: 'read' });
  // An agent for the workspace that leaves a marker (the `pull_request` runs use it).
  await writeFile(
    path.join(e.work, 'marker-agent.mjs'),
    `import { writeFileSync } from 'node:fs';
writeFileSync(new URL('./marker-started', import.meta.url), 'started');
process.stdout.write('Paris 4');
`,
  );
  await writeFile(
    path.join(e.work, 'keyed.yaml'),
    'agent:\n  command: node marker-agent.mjs\n  env: { API_KEY: "${OPENAI_API_KEY}" }\n',
  );
});
afterAll(async () => {
  await e?.close();
});
beforeEach(async () => {
  await rm(path.join(head, 'started'), { force: true });
  await rm(path.join(e.work, 'marker-started'), { force: true });
});

const started = () => existsSync(path.join(head, 'started'));
const checksOn = (sha: string) => e.gh.checkRuns.filter((c) => c.head_sha === sha);
const commentsOn = (n: number) => e.gh.comments.filter((c) => c.issue === `acme/agent#${n}`);

/** A fork PR (head eve/agent@HEAD by default) that changes the suite and the agent. */
function forkPull(number: number, over: Partial<FakePull> = {}): FakePull {
  const pr: FakePull = {
    number,
    head: { sha: HEAD, ref: `feature-${number}`, repo: FORK },
    base: { ref: 'main' },
    files: [{ filename: 'agent.mjs' }, { filename: 'suite.jsonl' }, { filename: 'README.md' }],
    ...over,
  };
  e.gh.pulls.push(pr);
  return pr;
}

/** What the recipe's run step gets: the base in the workspace, the head in pr-head, the key. */
const RECIPE = { 'head-path': 'pr-head', 'check-name': CHECK, baseline: 'none', runs: '1' };
const KEYS = { OPENAI_API_KEY: SECRET };

async function target(runId: number, number: number, inputs: Record<string, string> = RECIPE) {
  e.gh.runs.push(workflowRun({ id: runId, head_branch: 'main', event: 'pull_request_target' }));
  return e.run({
    runId,
    event: 'pull_request_target',
    payload: prEvent(number, { headRepo: FORK, headSha: HEAD }),
    inputs,
    env: KEYS,
  });
}

describe('fork PRs in a pull_request run (no secrets)', { timeout: 300_000 }, () => {
  it('starts no agent when a key the config names is empty: neutral "waiting for approval", exit 0', async () => {
    const sha = '5'.repeat(40);
    e.gh.runs.push(workflowRun({ id: 600, head_sha: sha, head_repository: FORK }));
    const r = await e.run({
      runId: 600,
      event: 'pull_request',
      payload: prEvent(50, { headRepo: FORK, headSha: sha }),
      token: FORK_TOKEN,
      // As GitHub gives a fork's run its secrets: empty. Another secret is there, and stays home.
      env: { OPENAI_API_KEY: '', SERVICE_PASSWORD: 'pw_FAKE_service_pass' },
      inputs: { config: 'keyed.yaml', agent: '', 'check-name': CHECK, runs: '1' },
    });
    expect(r.code).toBe(0);
    expect(existsSync(path.join(e.work, 'marker-started'))).toBe(false);
    expect(r.stdout).toMatch(
      new RegExp(`^::notice::agentci: waiting for approval of ${sha}: no agent was started`, 'm'),
    );
    expect(r.stdout).toContain('OPENAI_API_KEY is empty');
    expect(r.summary).toContain(`agentci: waiting for approval of ${sha}`);
    expect(r.outputs).toMatchObject({ approved: 'false', verdict: 'waiting', 'head-sha': sha });
    // The fork's read-only token: no check and no comment, each a warning, never a failure.
    expect(checksOn(sha)).toEqual([]);
    expect(r.stdout).toMatch(/^::warning::agentci: could not create the check run "agent tests"/m);
    expect(commentsOn(50)).toEqual([]);
    expect(e.artifacts.listForRun(600)).toEqual([]);
  });

  it('on-fork skip reports it skipped; fail fails the step; run runs it anyway', async () => {
    const sha = '6'.repeat(40);
    const base = {
      event: 'pull_request',
      payload: prEvent(51, { headRepo: FORK, headSha: sha }),
      token: FORK_TOKEN,
      env: { OPENAI_API_KEY: '' },
    };
    const inputs = {
      agent: 'node marker-agent.mjs',
      'required-secrets': 'OPENAI_API_KEY',
      runs: '1',
    };
    const skip = await e.run({ ...base, runId: 601, inputs: { ...inputs, 'on-fork': 'skip' } });
    expect(skip.code).toBe(0);
    expect(skip.outputs.verdict).toBe('skipped');
    expect(skip.stdout).toMatch(/^::notice::agentci: skipped: fork pull request at 6{40}/m);
    const fail = await e.run({ ...base, runId: 602, inputs: { ...inputs, 'on-fork': 'fail' } });
    expect(fail.code).toBe(1);
    expect(fail.stdout).toMatch(/^::error::agentci: not run: fork pull request at 6{40}/m);
    expect(existsSync(path.join(e.work, 'marker-started'))).toBe(false);
    const run = await e.run({ ...base, runId: 603, inputs: { ...inputs, 'on-fork': 'run' } });
    expect(existsSync(path.join(e.work, 'marker-started'))).toBe(true);
    expect(run.outputs.approved).toBe('true');
  });

  it('runs as before when the secrets it needs are there, or it needs none', async () => {
    const sha = '7'.repeat(40);
    const r = await e.run({
      runId: 604,
      event: 'pull_request',
      payload: prEvent(52, { headRepo: FORK, headSha: sha }),
      token: FORK_TOKEN,
      env: { OPENAI_API_KEY: SECRET },
      inputs: { agent: 'node marker-agent.mjs', 'required-secrets': 'OPENAI_API_KEY', runs: '1' },
    });
    expect(r.code).toBe(0);
    expect(existsSync(path.join(e.work, 'marker-started'))).toBe(true);
    expect(r.outputs).toMatchObject({ verdict: 'passed', approved: 'true', 'head-sha': sha });
  });

  it('a same-repo PR runs as before, keys or not', async () => {
    const r = await e.run({
      runId: 605,
      event: 'pull_request',
      payload: prEvent(53),
      env: { OPENAI_API_KEY: '' },
      inputs: { agent: 'node marker-agent.mjs', 'required-secrets': 'OPENAI_API_KEY', runs: '1' },
    });
    expect(r.code).toBe(0);
    expect(existsSync(path.join(e.work, 'marker-started'))).toBe(true);
    expect(commentsOn(53)[0]?.body).toContain('agentci passed');
  });
});

describe('approve-at-SHA (pull_request_target and the recipe)', { timeout: 300_000 }, () => {
  it('no approval: no agent, neutral check "waiting for approval of <sha>" on the head, one comment line, exit 0', async () => {
    forkPull(60);
    const r = await target(610, 60);
    expect(r.code).toBe(0);
    expect(started()).toBe(false);
    const [c, ...more] = checksOn(HEAD).filter((x) => x.name === CHECK);
    expect(more).toEqual([]);
    expect(c).toMatchObject({
      status: 'completed',
      conclusion: 'neutral',
      output: { title: `waiting for approval of ${HEAD}` },
    });
    const [comment] = commentsOn(60);
    const lines = comment.body.trim().split('\n');
    expect(lines).toHaveLength(2); // the marker, then the one line
    expect(lines[1]).toMatch(/^⏸️ \*\*agentci is waiting for approval of/);
    expect(r.summary).toContain(`agentci: waiting for approval of ${HEAD}`);
    expect(r.outputs).toMatchObject({ approved: 'false', verdict: 'waiting', 'head-sha': HEAD });
    expect(e.artifacts.listForRun(610)).toEqual([]);
  });

  // Each leaves the head unapproved: nothing starts, and the check says why.
  const notApprovals: Array<[string, Partial<FakePull>, (n: number) => void, RegExp]> = [
    [
      'an approval by a read-only user',
      { reviews: [{ user: rea, state: 'APPROVED', commit_id: '' }] },
      () => undefined,
      /@.?rea approved this commit but has read permission/,
    ],
    [
      'an approval of an older commit (a push after it)',
      { reviews: [{ user: ann, state: 'APPROVED', commit_id: OLD }] },
      () => undefined,
      /@.?ann approved ddddddd, not the head commit/,
    ],
    [
      'a comment approving another SHA',
      {},
      (n) => e.gh.addComment('acme', 'agent', n, `/agentci approve ${OLD}`, ann),
      /@.?ann commented .*\/agentci approve d{40}.*: not the head commit/,
    ],
    [
      'a comment with a short SHA',
      {},
      (n) => e.gh.addComment('acme', 'agent', n, `/agentci approve ${HEAD.slice(0, 12)}`, ann),
      /a short SHA; approve with the full SHA/,
    ],
    [
      "the fork author's own approve comment",
      {},
      (n) => e.gh.addComment('acme', 'agent', n, `/agentci approve ${HEAD}`, eve),
      /@.?eve commented .* but has no access permission/,
    ],
    [
      'an approval then changes requested by the same user',
      {
        reviews: [
          { user: ann, state: 'APPROVED', commit_id: '' },
          { user: ann, state: 'CHANGES_REQUESTED', commit_id: '' },
        ],
      },
      () => undefined,
      /^(?![\s\S]*approved this commit)/,
    ],
  ];
  it.each(notApprovals.map((x, i) => [...x, i] as const))(
    '%s does not count',
    async (_what, over, act, why, i) => {
      const n = 61 + i;
      const reviews = over.reviews?.map((r) => ({ ...r, commit_id: r.commit_id || HEAD }));
      forkPull(n, { ...over, ...(reviews ? { reviews } : {}) });
      act(n);
      const r = await target(620 + i, n);
      expect(r.code).toBe(0);
      expect(started()).toBe(false);
      const c = checksOn(HEAD).find((x) => x.details_url?.endsWith(`/runs/${620 + i}`));
      expect(c).toMatchObject({
        conclusion: 'neutral',
        output: { title: `waiting for approval of ${HEAD}` },
      });
      expect(c?.output.summary).toMatch(why);
      expect(r.outputs.approved).toBe('false');
    },
  );

  it("an approving review of the head by a writer runs the head's agent on the base's tests, and posts", async () => {
    forkPull(70, { reviews: [{ user: ann, state: 'APPROVED', commit_id: HEAD }] });
    const r = await target(630, 70);
    expect(r.stdout).not.toMatch(/^::error::/m);
    expect(r.code).toBe(0);
    expect(started()).toBe(true);
    // The base's suite (capital expects Paris; no pr-only case), the head's agent (right answers).
    expect(r.outputs).toMatchObject({
      verdict: 'passed',
      total: '2',
      approved: 'true',
      'head-sha': HEAD,
    });
    const report = JSON.parse(await readFile(r.outputs.report, 'utf8')) as {
      results: Array<{ id: string }>;
    };
    expect(report.results.map((x) => x.id).sort()).toEqual(['capital', 'sum']);
    // The agent had its key, never the action's own credentials.
    const seen = JSON.parse(await readFile(path.join(head, 'seen-env.json'), 'utf8')) as string[];
    expect(seen).toContain('OPENAI_API_KEY');
    expect(seen.filter((k) => k.startsWith('INPUT_') || k.startsWith('ACTIONS_'))).toEqual([]);

    const [comment, ...more] = commentsOn(70);
    expect(more).toEqual([]);
    expect(comment.body).toContain(`Approved at \`${HEAD}\``);
    expect(comment.body).toMatch(
      /Not used: changed by this PR\*\* \(they take effect when merged\): suite\.jsonl\n/,
    );
    expect(comment.body).toContain('agentci passed');
    const c = checksOn(HEAD).find((x) => x.details_url === r.outputs['artifact-url']);
    expect(c).toMatchObject({ name: CHECK, conclusion: 'success' });
    expect(c?.output.summary).toContain(`Approved at \`${HEAD}\``);
    expect(r.summary).toContain('Not used: changed by this PR');
    const files = await downloadArtifact(e.gh, Number(r.outputs['artifact-id']));
    expect(JSON.parse(files.get('pr.json')?.toString() ?? '{}')).toMatchObject({
      number: 70,
      head_sha: HEAD,
    });
  });

  it('a waiting comment becomes the results once approved (issue_comment with the exact SHA)', async () => {
    forkPull(71);
    await target(640, 71);
    expect(commentsOn(71)).toHaveLength(1);
    e.gh.addComment('acme', 'agent', 71, `Read it all.\n/agentci approve ${HEAD}\n`, ann);
    e.gh.runs.push(workflowRun({ id: 641, head_branch: 'main', event: 'issue_comment' }));
    const r = await e.run({
      runId: 641,
      event: 'issue_comment',
      payload: {
        action: 'created',
        issue: {
          number: 71,
          pull_request: { url: 'https://api.github.com/repos/acme/agent/pulls/71' },
        },
        comment: { body: `/agentci approve ${HEAD}`, user: { login: 'ann' } },
      },
      inputs: RECIPE,
      env: KEYS,
    });
    expect(r.code).toBe(0);
    expect(started()).toBe(true);
    const [comment, ...more] = commentsOn(71).filter((x) => x.user.type === 'Bot');
    expect(more).toEqual([]);
    expect(comment.body).toContain('agentci passed');
    expect(comment.body).toMatch(/Approved at `[0-9a-f]{40}`\*\* by @.?ann \(comment\)/);
  });

  it("the review workflow's workflow_run: the PR is found from the fork's branch", async () => {
    forkPull(72, { reviews: [{ user: ann, state: 'APPROVED', commit_id: HEAD }] });
    e.gh.runs.push(workflowRun({ id: 650, head_branch: 'main', event: 'workflow_run' }));
    const r = await e.run({
      runId: 650,
      event: 'workflow_run',
      payload: {
        action: 'completed',
        workflow_run: {
          id: 649,
          name: 'agentci review',
          event: 'pull_request_review',
          head_sha: HEAD,
          head_branch: 'feature-72',
          head_repository: { full_name: FORK },
          pull_requests: [],
          html_url: 'https://github.com/acme/agent/actions/runs/649',
          conclusion: 'success',
        },
      },
      inputs: RECIPE,
      env: KEYS,
    });
    expect(r.code).toBe(0);
    expect(started()).toBe(true);
    expect(commentsOn(72)[0]?.body).toContain('agentci passed');
  });

  it('mode approval decides without running: outputs for the next steps, the waiting check when not approved', async () => {
    forkPull(73, { base: { ref: 'release' } });
    const wait = await target(660, 73, { mode: 'approval', 'check-name': CHECK });
    expect(wait.code).toBe(0);
    expect(wait.outputs).toMatchObject({
      approved: 'false',
      'head-sha': HEAD,
      'base-ref': 'release',
    });
    expect(checksOn(HEAD).find((x) => x.details_url?.endsWith('/runs/660'))?.conclusion).toBe(
      'neutral',
    );

    forkPull(74, {
      base: { ref: 'release' },
      reviews: [{ user: ann, state: 'APPROVED', commit_id: HEAD }],
    });
    const go = await target(661, 74, { mode: 'approval', 'check-name': CHECK });
    expect(go.code).toBe(0);
    expect(go.outputs).toEqual({ approved: 'true', 'head-sha': HEAD, 'base-ref': 'release' });
    expect(started()).toBe(false);
    expect(checksOn(HEAD).filter((x) => x.details_url?.endsWith('/runs/661'))).toEqual([]);
    expect(commentsOn(74)).toEqual([]);
  });

  it('a head that moved after the checkout: nothing runs', async () => {
    const moved = 'e'.repeat(40);
    forkPull(75, {
      head: { sha: moved, ref: 'feature-75', repo: FORK },
      reviews: [{ user: ann, state: 'APPROVED', commit_id: moved }],
    });
    const r = await target(670, 75);
    expect(r.code).toBe(0);
    expect(started()).toBe(false);
    expect(r.stdout).toContain(
      `head-path holds ${HEAD}, but the head of pull request #75 is now ${moved}`,
    );
  });

  it('refuses an approved fork PR without head-path, with the head in the workspace, or as a module agent', async () => {
    forkPull(76, { reviews: [{ user: ann, state: 'APPROVED', commit_id: HEAD }] });
    const none = await target(680, 76, { ...RECIPE, 'head-path': '' });
    expect(none.code).toBe(1);
    expect(none.stdout).toMatch(
      /^::error::fork pull request #76 in a pull_request_target run: set head-path/m,
    );

    // A workspace checked out at the PR's head (the classic pull_request_target mistake).
    await mkdir(path.join(e.work, '.git'));
    await writeFile(path.join(e.work, '.git', 'HEAD'), `${HEAD}\n`);
    try {
      const inWorkspace = await target(681, 76);
      expect(inWorkspace.code).toBe(1);
      expect(inWorkspace.stdout).toMatch(
        new RegExp(`^::error::the workspace holds the pull request's head ${HEAD}`, 'm'),
      );
    } finally {
      await rm(path.join(e.work, '.git'), { recursive: true, force: true });
    }

    // A module agent would be imported into the action's process, next to its token.
    const mod = await target(682, 76, { ...RECIPE, agent: 'module: ./agent.mjs' });
    expect(mod.code).toBe(1);
    expect(mod.stdout).toMatch(/^::error::fork pull request #76: a module agent would run inside/m);
    expect(started()).toBe(false);
  });

  it('a same-repo PR in the recipe runs from head-path without an approval', async () => {
    e.gh.pulls.push({
      number: 77,
      head: { sha: HEAD, ref: 'feature-77', repo: 'acme/agent' },
      base: { ref: 'main' },
    });
    e.gh.runs.push(workflowRun({ id: 690, head_branch: 'main', event: 'pull_request_target' }));
    const r = await e.run({
      runId: 690,
      event: 'pull_request_target',
      payload: prEvent(77, { headSha: HEAD }),
      inputs: RECIPE,
      env: KEYS,
    });
    expect(r.code).toBe(0);
    expect(started()).toBe(true);
    expect(r.outputs.verdict).toBe('passed');
  });
});
