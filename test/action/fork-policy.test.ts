import { describe, expect, it } from 'vitest';
import {
  approveCommands,
  canApprove,
  changedTestFiles,
  commentClaims,
  fixedFolder,
  forkNotice,
  forkRunNote,
  judgeApprovals,
  loginsToCheck,
  missingVariables,
  reviewClaims,
  type ReviewData,
} from '../../src/action/fork-policy.js';

const HEAD = 'ab'.repeat(20);
const OLD = 'cd'.repeat(20);
const user = (login: string, type = 'User') => ({ login, type });
let id = 1;
const review = (login: string, state: string, commit = HEAD): ReviewData => ({
  id: id++,
  user: user(login),
  state,
  commit_id: commit,
  submitted_at: `2025-01-01T00:00:${String(id).padStart(2, '0')}Z`,
});

describe('approveCommands', () => {
  it('reads every line that is the command alone, SHA lower-cased', () => {
    expect(
      approveCommands(
        `LGTM\n  /agentci approve ${HEAD.toUpperCase()}  \r\n/AGENTCI Approve ${OLD}\n/agentci approve`,
      ),
    ).toEqual([HEAD, OLD, '']);
  });

  it('ignores the command quoted, inside a sentence, or followed by more words', () => {
    expect(
      approveCommands(
        [
          `> /agentci approve ${HEAD}`,
          `comment \`/agentci approve ${HEAD}\` to approve`,
          `/agentci approve ${HEAD} please`,
          `/agentci approved ${HEAD}`,
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('reviewClaims', () => {
  it("keeps each reviewer's last verdict: approved counts, dismissed or changes requested after it do not", () => {
    const claims = reviewClaims([
      review('ann', 'APPROVED'),
      review('ann', 'COMMENTED'), // a comment review leaves the approval standing
      review('bob', 'APPROVED'),
      review('bob', 'CHANGES_REQUESTED'),
      review('cat', 'DISMISSED'), // GitHub rewrites a dismissed approval's state
      review('dan', 'CHANGES_REQUESTED', OLD),
      review('dan', 'APPROVED'),
      review('eve', 'APPROVED', OLD),
    ]);
    expect(claims).toEqual([
      { login: 'ann', sha: HEAD, via: 'review' },
      { login: 'dan', sha: HEAD, via: 'review' },
      { login: 'eve', sha: OLD, via: 'review' },
    ]);
  });

  it('orders by submission time, not by the order listed; bots never approve', () => {
    const later = { ...review('ann', 'CHANGES_REQUESTED'), submitted_at: '2025-02-01T00:00:00Z' };
    const bot = { ...review('ci-app[bot]', 'APPROVED'), user: user('ci-app[bot]', 'Bot') };
    expect(reviewClaims([later, review('ann', 'APPROVED'), bot])).toEqual([]);
  });
});

describe('commentClaims', () => {
  it('takes people’s commands, never a bot’s (the sticky comment quotes the command)', () => {
    expect(
      commentClaims([
        { id: 1, user: user('ann'), body: `/agentci approve ${HEAD}` },
        { id: 2, user: user('github-actions[bot]', 'Bot'), body: `/agentci approve ${HEAD}` },
        { id: 3, user: null, body: `/agentci approve ${HEAD}` },
      ]),
    ).toEqual([{ login: 'ann', sha: HEAD, via: 'comment' }]);
  });
});

describe('canApprove', () => {
  it('write, maintain and admin may; triage, read, none and custom read roles may not', () => {
    expect(canApprove({ permission: 'admin', role_name: 'admin' })).toBe(true);
    expect(canApprove({ permission: 'write', role_name: 'write' })).toBe(true);
    expect(canApprove({ permission: 'write', role_name: 'maintain' })).toBe(true);
    expect(canApprove({ permission: 'write', role_name: 'release-manager' })).toBe(true);
    expect(canApprove({ permission: 'read', role_name: 'triage' })).toBe(false);
    expect(canApprove({ permission: 'read', role_name: 'read' })).toBe(false);
    expect(canApprove({ permission: 'none', role_name: '' })).toBe(false);
    expect(canApprove(undefined)).toBe(false);
  });
});

describe('judgeApprovals', () => {
  const perms = new Map([
    ['ann', { permission: 'write', role_name: 'write' }],
    ['rea', { permission: 'read', role_name: 'read' }],
  ]);

  it('counts the exact head commit by a writer, and says why each other claim does not count', () => {
    const claims = [
      { login: 'ann', sha: HEAD, via: 'review' as const },
      { login: 'ann', sha: HEAD, via: 'comment' as const },
      { login: 'rea', sha: HEAD, via: 'review' as const },
      { login: 'out', sha: HEAD, via: 'comment' as const },
      { login: 'ann', sha: OLD, via: 'review' as const },
      { login: 'ann', sha: HEAD.slice(0, 12), via: 'comment' as const },
      { login: 'ann', sha: OLD, via: 'comment' as const },
      { login: 'ann', sha: '', via: 'comment' as const },
    ];
    expect(loginsToCheck(HEAD, claims)).toEqual(['ann', 'rea', 'out']);
    const v = judgeApprovals(HEAD, claims, perms);
    expect(v.approvedBy).toEqual([
      { login: 'ann', sha: HEAD, via: 'review' },
      { login: 'ann', sha: HEAD, via: 'comment' },
    ]);
    expect(v.notCounted).toEqual([
      '@rea approved this commit but has read permission (write, maintain or admin needed)',
      `@out commented "/agentci approve ${HEAD}" but has no access permission (write, maintain or admin needed)`,
      `@ann approved cdcdcdc, not the head commit`,
      `@ann commented "/agentci approve ${HEAD.slice(0, 12)}": a short SHA; approve with the full SHA ${HEAD}`,
      `@ann commented "/agentci approve ${OLD}": not the head commit`,
      '@ann commented "/agentci approve": no commit SHA named',
    ]);
  });

  it('a push after the approval: the approved commit is no longer the head', () => {
    const v = judgeApprovals(OLD, [{ login: 'ann', sha: HEAD, via: 'review' }], perms);
    expect(v.approvedBy).toEqual([]);
    expect(v.notCounted).toEqual(['@ann approved abababa, not the head commit']);
  });
});

describe('missingVariables', () => {
  it('an unset or empty (as a fork gets its secrets) variable is missing', () => {
    expect(missingVariables(['A', 'B', 'C', 'D'], { A: 'sk-1', B: '', C: '  ' })).toEqual([
      'B',
      'C',
      'D',
    ]);
  });
});

describe('changedTestFiles', () => {
  it('lists the files of the tests a PR changed: named files, files under test folders, renames', () => {
    const changed = changedTestFiles(
      [
        { filename: 'agent.js' },
        { filename: 'tests/agent/new.jsonl' },
        { filename: 'agentci.yaml' },
        { filename: 'suite.jsonl' },
        { filename: 'docs/tests/agent.md' },
        { filename: 'moved.jsonl', previous_filename: 'tests/agent/old.jsonl' },
        { filename: 'templates/comment.md.hbs' },
      ],
      {
        files: ['agentci.yaml', './suite.jsonl', 'quarantine.yml'],
        folders: ['tests/agent/', 'templates'],
      },
    );
    expect(changed).toEqual([
      'agentci.yaml',
      'moved.jsonl',
      'suite.jsonl',
      'templates/comment.md.hbs',
      'tests/agent/new.jsonl',
    ]);
  });

  it('fixedFolder: the folders before a glob', () => {
    expect(fixedFolder('tests/**/*.jsonl')).toBe('tests');
    expect(fixedFolder('./suites/{a,b}/x.jsonl')).toBe('suites');
    expect(fixedFolder('**/*.jsonl')).toBe('');
    expect(fixedFolder('tests/agent')).toBe('tests/agent');
  });
});

describe('forkNotice', () => {
  it('waiting: a neutral check titled with the full SHA, one comment line, no live mention or command line', () => {
    const n = forkNotice({
      pr: 7,
      headSha: HEAD,
      forkRepo: 'eve/agent',
      reason: {
        kind: 'approval',
        notCounted: ['@rea approved this commit but has read permission'],
      },
      onFork: 'approve',
    });
    expect(n).toMatchObject({
      verdict: 'waiting',
      conclusion: 'neutral',
      title: `waiting for approval of ${HEAD}`,
    });
    expect(n.line.split('\n')).toHaveLength(1);
    expect(n.line).toContain('from a fork (eve/agent)');
    // The line quotes the command inside a sentence: it can never approve anything itself.
    expect(approveCommands(n.line)).toEqual([]);
    expect(approveCommands(n.summary)).toEqual([]);
    expect(n.summary).toContain('Not counted:');
    expect(n.summary).not.toMatch(/(?<![\w.])@rea/); // the mention is broken (no notification)
  });

  it('secrets: names what is empty; skip and fail say so', () => {
    const facts = {
      headSha: HEAD,
      reason: { kind: 'secrets' as const, missing: ['OPENAI_API_KEY', 'JUDGE_KEY'] },
    };
    const wait = forkNotice({ ...facts, onFork: 'approve' });
    expect(wait.log).toContain('OPENAI_API_KEY and JUDGE_KEY are empty');
    expect(forkNotice({ ...facts, onFork: 'skip' })).toMatchObject({
      verdict: 'skipped',
      conclusion: 'neutral',
    });
    expect(forkNotice({ ...facts, onFork: 'fail' })).toMatchObject({
      verdict: 'failed',
      conclusion: 'failure',
    });
  });
});

describe('forkRunNote', () => {
  it('names the approvers without notifying them, the base, and the test files not used', () => {
    const note = forkRunNote({
      headSha: HEAD,
      approvedBy: [
        { login: 'ann', sha: HEAD, via: 'review' },
        { login: 'ann', sha: HEAD, via: 'comment' },
      ],
      baseRef: 'main',
      notUsed: ['tests/[x](http://evil.example)@team.jsonl'],
    });
    expect(note).toContain(`Approved at \`${HEAD}\``);
    expect(note).toContain('(review, comment)');
    expect(note).toContain('Not used: changed by this PR');
    expect(note).not.toMatch(/(?<![\w.])@ann/);
    // A file name cannot make a link: its brackets are escaped.
    expect(note).toContain('tests/\\[x\\](http');
    expect(note).not.toMatch(/[^\\]\]\(http/);
  });
});
