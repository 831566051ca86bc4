import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedOutCommit } from '../../src/action/fork-approval.js';

// The commit at head-path is read from its .git without starting git: checked here against what
// git itself says, for the layouts a checkout leaves (detached, a branch, packed refs, a worktree).
function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'a',
      GIT_AUTHOR_EMAIL: 'a@example.com',
      GIT_COMMITTER_NAME: 'a',
      GIT_COMMITTER_EMAIL: 'a@example.com',
    },
  }).trim();
}

describe('checkedOutCommit', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'agentci-head-'));
  git(repo, 'init', '-q', '-b', 'feature');
  writeFileSync(path.join(repo, 'agent.mjs'), 'one');
  git(repo, 'add', '.');
  git(repo, 'commit', '-qm', 'one');
  const first = git(repo, 'rev-parse', 'HEAD');

  it('reads a branch (a loose ref), then the same once refs are packed', async () => {
    expect(await checkedOutCommit(repo)).toBe(first);
    git(repo, 'pack-refs', '--all');
    expect(await checkedOutCommit(repo)).toBe(first);
  });

  it('reads a detached HEAD, as actions/checkout leaves a commit SHA', async () => {
    writeFileSync(path.join(repo, 'agent.mjs'), 'two');
    git(repo, 'commit', '-qam', 'two');
    git(repo, 'checkout', '-q', '--detach');
    expect(await checkedOutCommit(repo)).toBe(git(repo, 'rev-parse', 'HEAD'));
    expect(await checkedOutCommit(repo)).not.toBe(first);
  });

  it('follows a worktree .git file to its HEAD and the shared refs', async () => {
    const wt = path.join(mkdtempSync(path.join(tmpdir(), 'agentci-wt-')), 'wt');
    git(repo, 'worktree', 'add', '-q', '-b', 'other', wt, first);
    expect(await checkedOutCommit(wt)).toBe(first);
  });

  it('is undefined where there is no checkout', async () => {
    expect(await checkedOutCommit(mkdtempSync(path.join(tmpdir(), 'agentci-none-')))).toBe(
      undefined,
    );
  });
});
