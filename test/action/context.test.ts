import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContext, repoRunUrl } from '../../src/action/context.js';

const dir = mkdtempSync(path.join(tmpdir(), 'agentci-context-'));
let n = 0;
function eventFile(payload: unknown): string {
  const file = path.join(dir, `event-${n++}.json`);
  writeFileSync(file, typeof payload === 'string' ? payload : JSON.stringify(payload));
  return file;
}
const base = { GITHUB_REPOSITORY: 'acme/agent', GITHUB_RUN_ID: '42', GITHUB_EVENT_NAME: 'x' };

describe('readContext: the event payload through its zod schema', () => {
  it('reads a pull_request event, a fork head repo deleted (null) included', () => {
    const ctx = readContext({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventFile({
        number: 7,
        action: 'synchronize',
        pull_request: {
          number: 7,
          base: { ref: 'main', sha: 'b'.repeat(40) },
          head: { sha: 'a'.repeat(40), ref: 'f', repo: null },
          title: 'ignored fields stay ignored',
        },
      }),
    });
    expect(ctx).toMatchObject({
      owner: 'acme',
      repo: 'agent',
      runId: 42,
      eventName: 'pull_request',
      pr: { number: 7, baseRef: 'main', headSha: 'a'.repeat(40), headRepo: undefined },
      baselineBranch: 'main',
    });
  });

  it('reads the PR an issue_comment is on, and where a workflow_run came from', () => {
    const comment = readContext({
      ...base,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: eventFile({
        action: 'created',
        issue: { number: 12, pull_request: { url: 'https://api.github.com/x' } },
        comment: { body: '/agentci approve x' },
      }),
    });
    expect(comment).toMatchObject({ commentedPr: 12, pr: undefined });
    const onIssue = readContext({
      ...base,
      GITHUB_EVENT_PATH: eventFile({ issue: { number: 13 } }),
    });
    expect(onIssue.commentedPr).toBeUndefined();
    const run = readContext({
      ...base,
      GITHUB_EVENT_PATH: eventFile({
        workflow_run: {
          id: 5,
          name: 'agentci review',
          head_sha: 'c'.repeat(40),
          event: 'pull_request_review',
          head_branch: 'feature',
          head_repository: { full_name: 'eve/agent' },
          pull_requests: [],
        },
      }),
    });
    expect(run.triggeringRun).toMatchObject({
      event: 'pull_request_review',
      headBranch: 'feature',
      headRepo: 'eve/agent',
    });
  });

  it('reads a workflow_run event with the PR numbers GitHub attached', () => {
    const ctx = readContext({
      ...base,
      GITHUB_EVENT_PATH: eventFile({
        workflow_run: {
          id: 99,
          name: 'CI',
          head_sha: 'c'.repeat(40),
          html_url: 'https://github.com/acme/agent/actions/runs/99',
          pull_requests: [{ number: 3, url: 'x' }],
        },
      }),
    });
    expect(ctx.pr).toBeUndefined();
    expect(ctx.triggeringRun).toEqual({
      id: 99,
      name: 'CI',
      headSha: 'c'.repeat(40),
      htmlUrl: 'https://github.com/acme/agent/actions/runs/99',
      pullRequests: [3],
    });
  });

  it('a push event, or no payload file at all, has no PR and the pushed branch as baseline', () => {
    const push = readContext({
      ...base,
      GITHUB_REF_NAME: 'main',
      GITHUB_EVENT_PATH: eventFile({ ref: 'refs/heads/main', commits: [] }),
    });
    expect(push.pr).toBeUndefined();
    expect(push.baselineBranch).toBe('main');
    const none = readContext({ ...base, GITHUB_EVENT_PATH: path.join(dir, 'missing.json') });
    expect(none.pr).toBeUndefined();
    expect(none.triggeringRun).toBeUndefined();
  });

  it('a malformed payload is an error naming the file and the field, not a silent "no PR"', () => {
    const wrong = eventFile({ pull_request: { number: '7', head: { sha: 5 } } });
    expect(() => readContext({ ...base, GITHUB_EVENT_PATH: wrong })).toThrow(
      `GITHUB_EVENT_PATH ${wrong}: pull_request.number: expected a number, got the string "7"\nGITHUB_EVENT_PATH ${wrong}: pull_request.head.sha: expected a string, got 5`,
    );
    const notJson = eventFile('{"pull_request":');
    expect(() => readContext({ ...base, GITHUB_EVENT_PATH: notJson })).toThrow(
      new RegExp(`^GITHUB_EVENT_PATH ${notJson}: not JSON`),
    );
  });
});

describe('repoRunUrl: links read from an artifact', () => {
  const ctx = readContext({ ...base, GITHUB_SERVER_URL: 'https://github.com' });
  const ghes = readContext({ ...base, GITHUB_SERVER_URL: 'https://ghe.example.com/' });

  it("keeps this repository's run, attempt and artifact pages on this server", () => {
    for (const u of [
      'https://github.com/acme/agent/actions/runs/30',
      'https://github.com/Acme/Agent/actions/runs/30/',
      'https://github.com/acme/agent/actions/runs/30/attempts/2',
      'https://github.com/acme/agent/actions/runs/30/artifacts/7',
    ])
      expect(repoRunUrl(ctx, u), u).toBe(u);
    expect(repoRunUrl(ghes, 'https://ghe.example.com/acme/agent/actions/runs/30')).toBe(
      'https://ghe.example.com/acme/agent/actions/runs/30',
    );
  });

  it('refuses anything else: other hosts and repositories, whitespace, controls, tricks', () => {
    for (const u of [
      'https://github.com/acme/agent/actions/runs/30\n# forged',
      'https://github.com/acme/agent/actions/runs/30\n@org/team',
      'https://github.com/acme/agent/actions/runs/30 x',
      'https://github.com/acme/agent/actions/runs/30\u202E',
      'https://github.com/acme/agent/actions/runs/30\u0000',
      'https://github.com.evil.example/acme/agent/actions/runs/30',
      'https://github.com@evil.example/acme/agent/actions/runs/30',
      'https://user:pw@github.com/acme/agent/actions/runs/30',
      'http://github.com/acme/agent/actions/runs/30',
      'https://github.com:8443/acme/agent/actions/runs/30',
      'https://github.com/mallory/agent/actions/runs/30',
      'https://github.com/acme/agent-fork/actions/runs/30',
      'https://github.com/acme/agent/actions/runs/30?x=1',
      'https://github.com/acme/agent/actions/runs/30#x',
      'https://github.com/acme/agent/actions/runs/30/../../../../mallory/x/actions/runs/1',
      'https://github.com/acme/agent/actions/runs/x',
      'https://github.com/acme/agent/pulls',
      'javascript:alert(1)//github.com/acme/agent/actions/runs/30',
      '//github.com/acme/agent/actions/runs/30',
      'not a url',
    ])
      expect(repoRunUrl(ctx, u), u).toBeUndefined();
    expect(repoRunUrl(ghes, 'https://github.com/acme/agent/actions/runs/30')).toBeUndefined();
  });
});
