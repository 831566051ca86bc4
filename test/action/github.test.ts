import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  commentAuthor,
  createGitHub,
  findBaselineRun,
  httpStatus,
  isPermissionError,
  stickyMarker,
  upsertStickyComment,
  verifyPullRequest,
} from '../../src/action/github.js';
import { startArtifactService, type FakeArtifactService } from '../fakes/artifact-service.js';
import { seenAtLeast, startCountingProxy } from '../helpers/proxy.js';
import {
  GITHUB_ACTIONS_BOT,
  startGitHubServer,
  type FakeGitHub,
  type FakeRun,
} from '../fakes/github-server.js';

let gh: FakeGitHub;
let artifacts: FakeArtifactService;
const me = { login: 'agentci-user', id: 7, type: 'User' as const };
const other = { login: 'reviewer', id: 8, type: 'User' as const };

beforeEach(async () => {
  artifacts = await startArtifactService();
  gh = await startGitHubServer({ artifacts });
  gh.tokens.set('pat', { user: me });
  gh.tokens.set('gha', { user: GITHUB_ACTIONS_BOT, installation: true });
  gh.tokens.set('fork', { user: GITHUB_ACTIONS_BOT, installation: true, readOnly: true });
});
afterEach(async () => {
  await gh.close();
  await artifacts.close();
});

// GitHub's second shrunk to 1 ms; the spacing itself is tested at 200 ms below.
const client = (token: string) =>
  createGitHub({ token, baseUrl: gh.url, retryBaseMs: 1, secondMs: 1 });
const marker = stickyMarker('ci/agentci-report');

describe('sticky comment', () => {
  it('creates the comment once, then updates the same one in place', async () => {
    const first = await upsertStickyComment(client('pat'), {
      owner: 'acme',
      repo: 'agent',
      issueNumber: 3,
      marker,
      body: 'one',
    });
    expect(first.action).toBe('created');
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0].body).toBe(`${marker}\none`);
    expect(gh.comments[0].user.login).toBe('agentci-user');
    const second = await upsertStickyComment(client('pat'), {
      owner: 'acme',
      repo: 'agent',
      issueNumber: 3,
      marker,
      body: `${marker}\ntwo`,
    });
    expect(second).toMatchObject({ action: 'updated', id: first.id, url: first.url });
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0].body).toBe(`${marker}\ntwo`);
  });

  it('finds its comment on a later page and ignores look-alikes by other users and other keys', async () => {
    gh.addComment('acme', 'agent', 5, `quoting ${marker}`, other);
    for (let i = 0; i < 150; i++) gh.addComment('acme', 'agent', 5, `chatter ${i}`, other);
    gh.addComment('acme', 'agent', 5, `${stickyMarker('other-suite')}\nother suite`, me);
    const mine = gh.addComment('acme', 'agent', 5, `${marker}\nold`, me);
    gh.addComment('acme', 'agent', 6, `${marker}\nanother PR`, me);
    const res = await upsertStickyComment(client('pat'), {
      owner: 'acme',
      repo: 'agent',
      issueNumber: 5,
      marker,
      body: 'new',
    });
    expect(res).toMatchObject({ action: 'updated', id: mine.id });
    expect(mine.body).toBe(`${marker}\nnew`);
    // Page 2 was fetched through the Link header.
    expect(
      gh.requests.some((r) => r.path.includes('/issues/5/comments') && r.path.includes('page=2')),
    ).toBe(true);
    // Nothing new was created: the quote, ours, and the other PR's.
    expect(gh.comments.filter((c) => c.body.includes(marker))).toHaveLength(3);
  });

  it('falls back to github-actions[bot] when GET /user is forbidden to a GITHUB_TOKEN', async () => {
    expect(await commentAuthor(client('gha'))).toBe('github-actions[bot]');
    expect(await commentAuthor(client('pat'))).toBe('agentci-user');
    gh.addComment('acme', 'agent', 9, `${marker}\nby the bot`, GITHUB_ACTIONS_BOT);
    const res = await upsertStickyComment(client('gha'), {
      owner: 'acme',
      repo: 'agent',
      issueNumber: 9,
      marker,
      body: 'again',
    });
    expect(res.action).toBe('updated');
    expect(gh.comments).toHaveLength(1);
  });

  it("surfaces a fork PR's read-only 403 as a permission error (the caller warns)", async () => {
    const err = await upsertStickyComment(client('fork'), {
      owner: 'acme',
      repo: 'agent',
      issueNumber: 3,
      marker,
      body: 'x',
    }).catch((e: unknown) => e);
    expect(httpStatus(err)).toBe(403);
    expect(isPermissionError(err)).toBe(true);
    expect(gh.comments).toHaveLength(0);
  });

  it('retries a 5xx and then succeeds', async () => {
    gh.fail('POST', /\/issues\/3\/comments$/, 502, 2);
    const res = await upsertStickyComment(client('pat'), {
      owner: 'acme',
      repo: 'agent',
      issueNumber: 3,
      marker,
      body: 'x',
    });
    expect(res.action).toBe('created');
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
    expect(gh.comments).toHaveLength(1);
  });

  it('asks once on a 404 or 403: only 5xx are retried', async () => {
    const pulls = () => gh.requests.filter((r) => r.path.includes('/pulls/5')).length;
    expect(
      await verifyPullRequest(client('pat'), {
        owner: 'acme',
        repo: 'agent',
        number: 5,
        headSha: 'c'.repeat(40),
      }),
    ).toBeNull();
    expect(pulls()).toBe(1);
    gh.fail('GET', /\/pulls\/5$/, 403, 1);
    await expect(
      verifyPullRequest(client('pat'), { owner: 'acme', repo: 'agent', number: 5, headSha: 'c' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(pulls()).toBe(2);
  });

  it('goes through the proxy its environment names (HTTP_PROXY), like every other call', async () => {
    const proxy = await startCountingProxy();
    try {
      const res = await upsertStickyComment(
        createGitHub({ token: 'pat', baseUrl: gh.url, env: { HTTP_PROXY: proxy.url } }),
        { owner: 'acme', repo: 'agent', issueNumber: 3, marker, body: 'via proxy' },
      );
      expect(res.action).toBe('created');
      const seen = await seenAtLeast(proxy, 3);
      expect(seen.map((s) => `${s.method} ${s.path ?? ''}`)).toEqual([
        'GET /user',
        'GET /repos/acme/agent/issues/3/comments',
        'POST /repos/acme/agent/issues/3/comments',
      ]);
      expect(new Set(seen.map((s) => s.target))).toEqual(new Set([new URL(gh.url).host]));
    } finally {
      await proxy.close();
    }
  });

  it('keeps the marker an HTML comment whatever the key', () => {
    expect(stickyMarker('a-->b')).toBe('<!-- agentci:a-b -->');
  });
});

describe('rate limits (@octokit/plugin-throttling)', () => {
  const SECONDARY =
    'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
  // 100 ms per second of Retry-After: the waits are real, only shorter.
  const limited = (log: string[], over: Partial<Parameters<typeof createGitHub>[0]> = {}) =>
    createGitHub({
      token: 'pat',
      baseUrl: gh.url,
      retryBaseMs: 1,
      secondMs: 100,
      log: (l) => log.push(l),
      ...over,
    });
  const gap = (method: string, path: RegExp) => {
    const hits = gh.requests.filter(
      (r) => r.method === method && path.test(r.path.split('?')[0] ?? ''),
    );
    return { count: hits.length, ms: (hits[1]?.at ?? 0) - (hits[0]?.at ?? 0) };
  };

  it('waits out a 403 secondary rate limit for its Retry-After, then creates the comment', async () => {
    gh.fail('POST', /\/issues\/3\/comments$/, 403, 1, SECONDARY, { 'retry-after': '3' });
    const log: string[] = [];
    const res = await upsertStickyComment(limited(log), {
      owner: 'acme',
      repo: 'agent',
      issueNumber: 3,
      marker,
      body: 'x',
    });
    expect(res.action).toBe('created');
    expect(gh.comments).toHaveLength(1);
    const { count, ms } = gap('POST', /\/issues\/3\/comments$/);
    expect(count).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(log).toEqual([
      expect.stringMatching(
        /^GitHub secondary rate limit on POST \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}\/comments: waiting 3 s \(retry 1 of 3\)$/,
      ),
    ]);
  });

  it('waits out a 429 while listing runs (secondary, then primary until x-ratelimit-reset)', async () => {
    gh.runs.push({
      id: 11,
      name: 'CI',
      workflow_id: 77,
      path: '.github/workflows/ci.yml',
      head_branch: 'main',
      head_sha: 'b'.repeat(40),
      event: 'push',
      status: 'completed',
      conclusion: 'success',
      created_at: '2025-01-02T00:00:00Z',
      head_repository: 'acme/agent',
    });
    const runs = /\/actions\/workflows\/77\/runs$/;
    gh.fail('GET', runs, 429, 1, SECONDARY, { 'retry-after': '2' });
    const reset = String(Math.ceil(Date.now() / 1000) + 1);
    gh.fail('GET', runs, 429, 1, 'API rate limit exceeded for installation.', {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': reset,
    });
    const log: string[] = [];
    const found = await findBaselineRun(limited(log), {
      owner: 'acme',
      repo: 'agent',
      runId: 100,
      branch: 'main',
      artifactName: 'agentci-report',
      workflowId: 77,
    });
    // No artifact on run 11: the point is that the listing got through after both limits.
    expect(found).toBeNull();
    expect(gap('GET', runs).count).toBe(3);
    expect(gap('GET', runs).ms).toBeGreaterThanOrEqual(190);
    expect(log).toEqual([
      expect.stringMatching(
        /^GitHub secondary rate limit on GET .*: waiting 2 s \(retry 1 of 3\)$/,
      ),
      expect.stringMatching(
        /^GitHub primary rate limit on GET .*: waiting \d+ s \(retry 2 of 3\)$/,
      ),
    ]);
    expect(
      gh.requests.some(
        (r) =>
          r.method === 'GET' && r.path.startsWith('/repos/acme/agent/actions/runs/11/artifacts'),
      ),
    ).toBe(true);
  });

  it('spaces writes as GitHub asks: a second between writes, three between those that notify', async () => {
    // GitHub's second as 200 ms: writes 200 ms apart, notifying ones 600 ms.
    const github = limited([], { secondMs: 200 });
    const check = (name: string) =>
      github.rest.checks.create({ owner: 'acme', repo: 'agent', name, head_sha: 'b'.repeat(40) });
    const comment = (issue: number) =>
      upsertStickyComment(github, {
        owner: 'acme',
        repo: 'agent',
        issueNumber: issue,
        marker,
        body: 'x',
      });
    // Asked at once, sent one after the other.
    await Promise.all([check('a'), check('b'), comment(5), comment(6)]);
    const at = (method: string, path: RegExp) =>
      gh.requests.filter((r) => r.method === method && path.test(r.path)).map((r) => r.at);
    const writes = [...at('POST', /\/check-runs$/), ...at('POST', /\/issues\/\d+\/comments$/)].sort(
      (a, b) => a - b,
    );
    expect(writes).toHaveLength(4);
    // Measured where the server receives them, so a request's own latency (a first connection,
    // a busy machine) may shift one by up to half a spacing; unspaced they would arrive together.
    for (let i = 1; i < writes.length; i++)
      expect(writes[i] - writes[i - 1]).toBeGreaterThanOrEqual(100);
    const [first, second] = at('POST', /\/issues\/\d+\/comments$/);
    expect(second - first).toBeGreaterThanOrEqual(450);
  });

  it('fails at once on a wait longer than the maximum, and that 403 is no permission error', async () => {
    gh.fail('POST', /\/issues\/3\/comments$/, 403, 1, SECONDARY, { 'retry-after': '3600' });
    const log: string[] = [];
    const started = Date.now();
    const err = await upsertStickyComment(limited(log, { maxRateLimitWaitS: 60 }), {
      owner: 'acme',
      repo: 'agent',
      issueNumber: 3,
      marker,
      body: 'x',
    }).catch((e: unknown) => e);
    expect(httpStatus(err)).toBe(403);
    expect(isPermissionError(err)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(gap('POST', /\/issues\/3\/comments$/).count).toBe(1);
    expect(log).toEqual([expect.stringMatching(/not waiting 3600 s \(over 60 s\)$/)]);
  });

  it('waits out a 429 with Retry-After whatever its message says, then creates the comment', async () => {
    // The throttling plugin recognises a limit by "secondary rate" in the message; GitHub's plain
    // 429 does not say it.
    gh.fail('POST', /\/issues\/3\/comments$/, 429, 1, 'Too Many Requests', { 'retry-after': '3' });
    const log: string[] = [];
    const res = await upsertStickyComment(limited(log), {
      owner: 'acme',
      repo: 'agent',
      issueNumber: 3,
      marker,
      body: 'x',
    });
    expect(res.action).toBe('created');
    expect(gh.comments).toHaveLength(1);
    const { count, ms } = gap('POST', /\/issues\/3\/comments$/);
    expect(count).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(log).toEqual([
      expect.stringMatching(
        /^GitHub secondary rate limit on POST \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}\/comments: waiting 3 s \(retry 1 of 3\)$/,
      ),
    ]);
  });

  it("waits GitHub's minute for a 429 that names no wait, and Retry-After on a plain 403", async () => {
    const checks = /\/check-runs$/;
    gh.fail('POST', checks, 429, 1, 'Too Many Requests');
    gh.fail('POST', checks, 403, 1, 'Forbidden', { 'retry-after': '2' });
    const log: string[] = [];
    // GitHub's second as 10 ms: the minute is 600 ms.
    const { data } = await limited(log, { secondMs: 10 }).rest.checks.create({
      owner: 'acme',
      repo: 'agent',
      name: 'c',
      head_sha: 'b'.repeat(40),
    });
    expect(data.name).toBe('c');
    const { count, ms } = gap('POST', checks);
    expect(count).toBe(3);
    expect(ms).toBeGreaterThanOrEqual(590);
    expect(log).toEqual([
      expect.stringMatching(/: waiting 60 s \(retry 1 of 3\)$/),
      expect.stringMatching(/: waiting 2 s \(retry 2 of 3\)$/),
    ]);
  });

  it('keeps the caps: a plain 429 fails after its retries, or at once when the wait is too long', async () => {
    const comments = /\/issues\/3\/comments$/;
    gh.fail('POST', comments, 429, 4, 'Too Many Requests', { 'retry-after': '1' });
    const log: string[] = [];
    const post = (github: ReturnType<typeof limited>) =>
      upsertStickyComment(github, {
        owner: 'acme',
        repo: 'agent',
        issueNumber: 3,
        marker,
        body: 'x',
      }).catch((e: unknown) => e);
    const err = await post(limited(log, { secondMs: 10 }));
    expect(httpStatus(err)).toBe(429);
    expect(gap('POST', comments).count).toBe(4);
    expect(log.at(-1)).toMatch(/not waiting 1 s \(3 retries spent\)$/);
    expect(gh.comments).toHaveLength(0);

    gh.fail('POST', comments, 403, 1, 'Forbidden', { 'retry-after': '3600' });
    const long: string[] = [];
    const started = Date.now();
    const refused = await post(limited(long, { maxRateLimitWaitS: 60 }));
    expect(httpStatus(refused)).toBe(403);
    // A 403 that asks to wait is a rate limit, not a missing permission.
    expect(isPermissionError(refused)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(long).toEqual([expect.stringMatching(/not waiting 3600 s \(over 60 s\)$/)]);
  });
});

describe('baseline run', () => {
  const run = (over: Partial<FakeRun>): FakeRun => ({
    id: 1,
    name: 'CI',
    workflow_id: 77,
    path: '.github/workflows/ci.yml',
    head_branch: 'main',
    head_sha: 'a'.repeat(40),
    event: 'push',
    status: 'completed',
    conclusion: 'success',
    created_at: '2025-01-01T00:00:00Z',
    head_repository: 'acme/agent',
    ...over,
  });

  async function uploadTo(runId: number, name = 'agentci-report'): Promise<number> {
    // Through the real protocol is covered in artifact.test.ts; here the store is seeded directly.
    const id = 9000 + artifacts.artifacts.length;
    artifacts.artifacts.push({
      id,
      name,
      workflowRunBackendId: `b${runId}`,
      workflowJobRunBackendId: 'j',
      workflowRunId: runId,
      createdAt: new Date().toISOString(),
      finalized: true,
      size: 1,
      blob: Buffer.from('x'),
      blocks: new Map(),
    });
    return id;
  }

  it('picks the newest successful run on the base branch that is not from a fork and has the artifact', async () => {
    gh.runs.push(
      run({
        id: 100,
        head_branch: 'feature',
        event: 'pull_request',
        created_at: '2025-03-01T00:00:00Z',
      }), // the current run
      run({ id: 10, created_at: '2025-01-01T00:00:00Z' }),
      run({ id: 11, created_at: '2025-01-02T00:00:00Z', head_sha: 'b'.repeat(40) }),
      run({ id: 12, created_at: '2025-01-03T00:00:00Z', conclusion: 'failure' }),
      run({ id: 13, created_at: '2025-01-04T00:00:00Z', head_repository: 'mallory/agent' }),
      run({ id: 14, created_at: '2025-01-05T00:00:00Z' }), // no artifact
      run({
        id: 15,
        created_at: '2025-01-06T00:00:00Z',
        workflow_id: 78,
        path: '.github/workflows/other.yml',
      }),
      run({ id: 16, created_at: '2025-01-07T00:00:00Z', head_branch: 'dev' }),
    );
    for (const id of [10, 11, 12, 13, 15, 16]) await uploadTo(id);
    const art11 = artifacts.artifacts.find((a) => a.workflowRunId === 11)?.id;
    const found = await findBaselineRun(client('pat'), {
      owner: 'acme',
      repo: 'agent',
      runId: 100,
      branch: 'main',
      artifactName: 'agentci-report',
    });
    expect(found).toMatchObject({ runId: 11, sha: 'b'.repeat(40), artifactId: art11 });
    expect(found?.runUrl).toBe('https://github.com/acme/agent/actions/runs/11');
  });

  it('returns null when no run qualifies', async () => {
    gh.runs.push(
      run({ id: 100, head_branch: 'feature' }),
      run({ id: 13, head_repository: 'mallory/agent' }),
    );
    await uploadTo(13);
    const found = await findBaselineRun(client('pat'), {
      owner: 'acme',
      repo: 'agent',
      runId: 100,
      branch: 'main',
      artifactName: 'agentci-report',
    });
    expect(found).toBeNull();
  });

  it('verifies a PR number against the run head sha', async () => {
    gh.pulls.push({
      number: 4,
      head: { sha: 'c'.repeat(40), ref: 'f', repo: 'mallory/agent' },
      base: { ref: 'main' },
    });
    const gha = client('gha');
    expect(
      await verifyPullRequest(gha, {
        owner: 'acme',
        repo: 'agent',
        number: 4,
        headSha: 'c'.repeat(40),
      }),
    ).toEqual({
      number: 4,
      baseRef: 'main',
    });
    expect(
      await verifyPullRequest(gha, {
        owner: 'acme',
        repo: 'agent',
        number: 4,
        headSha: 'd'.repeat(40),
      }),
    ).toBeNull();
    expect(
      await verifyPullRequest(gha, {
        owner: 'acme',
        repo: 'agent',
        number: 5,
        headSha: 'c'.repeat(40),
      }),
    ).toBeNull();
  });
});
