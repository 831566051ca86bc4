/**
 * Fork pull requests, decided from data: who approved which commit (reviews and `/agentci approve`
 * comments; each approver's permission is asked of the API by the caller), which secrets a run
 * lacks, which of the tests' files a PR changed, and what the check run, the sticky comment, the
 * job summary and the log say about it. No I/O here: src/action/fork-approval.ts gathers the data
 * and publishes.
 */
import { mdInline } from '../render/escape.js';

/** What the `on-fork` input says to do with a fork PR whose agent cannot run as things are. */
export type OnFork = 'approve' | 'skip' | 'fail' | 'run';

export interface UserRef {
  login: string;
  type?: string;
}

/** A pull request review as `GET /repos/{o}/{r}/pulls/{n}/reviews` lists it (the fields read). */
export interface ReviewData {
  id: number;
  user?: UserRef | null;
  state: string;
  commit_id?: string | null;
  submitted_at?: string | null;
}

/** An issue comment as `GET /repos/{o}/{r}/issues/{n}/comments` lists it (the fields read). */
export interface CommentData {
  id: number;
  user?: UserRef | null;
  body?: string | null;
}

/** A user's claim to approve a commit, before their permission is known. */
export interface ApprovalClaim {
  login: string;
  /** As written: a review's `commit_id`, or the comment's SHA lower-cased ('' when it names none). */
  sha: string;
  via: 'review' | 'comment';
}

/** `GET /repos/{o}/{r}/collaborators/{user}/permission`: `permission` and `role_name`. */
export interface Permission {
  permission?: string;
  role_name?: string;
}

/** A full commit SHA: 40 hex digits (SHA-1) or 64 (a SHA-256 repository). */
export const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** `/agentci approve <sha>`, alone on its line (leading and trailing blanks allowed). */
const APPROVE_LINE = /^\/agentci[ \t]+approve(?:[ \t]+(\S+))?$/i;

/** Review states that set a reviewer's verdict; COMMENTED and PENDING leave it as it was. */
const VERDICT_STATES = new Set(['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED']);

/**
 * Bots never approve: an approval says a person read the agent code. Apps and the workflow's own
 * token (whose sticky comment quotes the command) are bots.
 */
export function isBot(u: UserRef): boolean {
  return u.type === 'Bot' || u.login.endsWith('[bot]');
}

/**
 * The SHAs a comment approves: every line that is `/agentci approve <sha>` and nothing else, the
 * SHA lower-cased ('' for a line that names none). A quoted line (`> /agentci approve …`) or the
 * command inside a sentence is not one.
 */
export function approveCommands(body: string): string[] {
  const out: string[] = [];
  for (const line of body.split(/\r\n?|\n/)) {
    const m = APPROVE_LINE.exec(line.trim());
    if (m) out.push((m[1] ?? '').toLowerCase());
  }
  return out;
}

/**
 * Each reviewer's standing approval: a user's reviews are read in the order submitted, and the last
 * one that gives a verdict decides (APPROVED, CHANGES_REQUESTED or DISMISSED; a plain comment
 * review changes nothing). So an approval later dismissed, or followed by "changes requested"
 * from the same user, no longer counts; a new approval does. Bots are left out.
 */
export function reviewClaims(reviews: readonly ReviewData[]): ApprovalClaim[] {
  const ordered = reviews
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        (a.r.submitted_at ?? '').localeCompare(b.r.submitted_at ?? '') ||
        a.r.id - b.r.id ||
        a.i - b.i,
    );
  const last = new Map<string, ReviewData>();
  for (const { r } of ordered) {
    if (!r.user || isBot(r.user) || !VERDICT_STATES.has(r.state.toUpperCase())) continue;
    last.set(r.user.login, r);
  }
  const out: ApprovalClaim[] = [];
  for (const [login, r] of last)
    if (r.state.toUpperCase() === 'APPROVED' && r.commit_id)
      out.push({ login, sha: r.commit_id.toLowerCase(), via: 'review' });
  return out;
}

/** Every `/agentci approve` line of the comments, by people (not bots). */
export function commentClaims(comments: readonly CommentData[]): ApprovalClaim[] {
  const out: ApprovalClaim[] = [];
  for (const c of comments) {
    if (!c.user || isBot(c.user)) continue;
    for (const sha of approveCommands(c.body ?? ''))
      out.push({ login: c.user.login, sha, via: 'comment' });
  }
  return out;
}

/**
 * Whether a user may approve: write, maintain or admin on the repository. `permission` is the
 * classic level (maintain reads `write`, triage reads `read`); `role_name` names the role,
 * custom roles included, which count by the classic level they inherit.
 */
export function canApprove(p: Permission | undefined): boolean {
  if (!p) return false;
  return (
    ['admin', 'write'].includes(p.permission ?? '') ||
    ['admin', 'maintain', 'write'].includes(p.role_name ?? '')
  );
}

/** The logins whose permission decides: those claiming the head commit. */
export function loginsToCheck(headSha: string, claims: readonly ApprovalClaim[]): string[] {
  const head = headSha.toLowerCase();
  return [...new Set(claims.filter((c) => c.sha === head).map((c) => c.login))];
}

export interface ApprovalVerdict {
  /** The claims that approve the head commit, by users who may approve. */
  approvedBy: ApprovalClaim[];
  /** Why each other claim does not count, one plain-text line each. */
  notCounted: string[];
}

function short(sha: string): string {
  return FULL_SHA.test(sha) ? sha.slice(0, 7) : sha;
}

function permissionWord(p: Permission | undefined): string {
  if (!p) return 'no access';
  return p.role_name || p.permission || 'no access';
}

/**
 * Which claims approve `headSha`: the exact commit (a full SHA, never a prefix: a short one can be
 * ground out by an attacker making commits until one matches), by a user with write, maintain or
 * admin permission (`permissions`, from the API). Every other claim is said with its reason.
 */
export function judgeApprovals(
  headSha: string,
  claims: readonly ApprovalClaim[],
  permissions: ReadonlyMap<string, Permission | undefined>,
): ApprovalVerdict {
  const head = headSha.toLowerCase();
  const approvedBy: ApprovalClaim[] = [];
  const notCounted: string[] = [];
  const said = new Set<string>();
  const say = (line: string) => {
    if (!said.has(line)) notCounted.push(line);
    said.add(line);
  };
  for (const c of claims) {
    const how =
      c.via === 'review' ? 'approved' : `commented "/agentci approve${c.sha ? ` ${c.sha}` : ''}"`;
    if (c.sha === head) {
      const p = permissions.get(c.login);
      if (canApprove(p)) {
        if (!approvedBy.some((a) => a.login === c.login && a.via === c.via)) approvedBy.push(c);
      } else
        say(
          `@${c.login} ${c.via === 'review' ? 'approved this commit' : how} but has ${permissionWord(p)} permission (write, maintain or admin needed)`,
        );
    } else if (c.sha === '') say(`@${c.login} ${how}: no commit SHA named`);
    else if (!FULL_SHA.test(c.sha) && head.startsWith(c.sha))
      say(`@${c.login} ${how}: a short SHA; approve with the full SHA ${head}`);
    else
      say(
        c.via === 'review'
          ? `@${c.login} approved ${short(c.sha)}, not the head commit`
          : `@${c.login} ${how}: not the head commit`,
      );
  }
  return { approvedBy, notCounted };
}

/** Environment variables that are missing or empty (a fork PR's run gets `''` for each secret). */
export function missingVariables(
  names: readonly string[],
  env: Record<string, string | undefined>,
): string[] {
  return names.filter((n) => (env[n] ?? '').trim() === '');
}

/** What the tests are made of, as paths relative to the repository root (forward slashes). */
export interface TestMaterial {
  /** Files read as they are: the config, the quarantine file, the `--ctx` file, each suite file. */
  files: string[];
  /** Folders whose every file belongs to the tests: suite folders, globs' fixed folders, templates. */
  folders: string[];
}

/** A PR file as `GET /repos/{o}/{r}/pulls/{n}/files` lists it (the fields read). */
export interface PrFile {
  filename: string;
  previous_filename?: string;
}

/**
 * The files of the tests a PR changes (added, edited, removed or renamed from): not used in a run
 * of the base's tests, in name order.
 */
export function changedTestFiles(changed: readonly PrFile[], m: TestMaterial): string[] {
  const files = new Set(m.files.map(norm));
  const folders = m.folders.map(norm).filter((f) => f !== '');
  const isTest = (f: string) =>
    files.has(norm(f)) || folders.some((d) => norm(f).startsWith(`${d}/`));
  const out = new Set<string>();
  for (const f of changed)
    if (isTest(f.filename) || (f.previous_filename !== undefined && isTest(f.previous_filename)))
      out.add(f.filename);
  return [...out].sort();
}

function norm(p: string): string {
  return p
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '');
}

/** The part of a suite input before its first glob character's segment (`tests/**` → `tests`). */
export function fixedFolder(glob: string): string {
  const parts = norm(glob).split('/');
  const fixed: string[] = [];
  for (const p of parts) {
    if (/[*?[\]{}()!]/.test(p)) break;
    fixed.push(p);
  }
  return fixed.join('/');
}

/** Why a fork PR's agent was not started, and what happens now. */
export interface ForkFacts {
  pr?: number;
  headSha: string;
  /** `owner/repo` the PR comes from (undefined for a deleted fork). */
  forkRepo?: string;
  reason:
    | { kind: 'secrets'; missing: string[] }
    | { kind: 'approval'; notCounted: string[]; approvedElsewhere?: string[] };
  onFork: Exclude<OnFork, 'run'>;
}

/** What the check run, the comment, the job summary and the log say of a fork PR not run. */
export interface ForkNotice {
  verdict: 'waiting' | 'skipped' | 'failed';
  conclusion: 'neutral' | 'failure';
  /** The check run's title: plain text. */
  title: string;
  /** The check run's summary and the job summary: Markdown. */
  summary: string;
  /** The sticky comment's one line: Markdown. */
  line: string;
  /** The step log's line (plain text). */
  log: string;
}

function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * How to approve: in Markdown the SHA and the command are code spans (to copy; a SHA is hex, so
 * nothing can break out of one), in plain text quoted. Never at the start of a line, so the text
 * quoting the command is no command itself.
 */
function howToApprove(kind: 'secrets' | 'approval', sha: string, md: boolean): string {
  const code = (s: string) => (!md ? `"${s}"` : FULL_SHA.test(sha) ? `\`${s}\`` : mdInline(s));
  const text = (s: string) => (md ? mdInline(s) : s);
  const ways = `${text('an approving review of that commit, or a comment ')}${code(`/agentci approve ${sha}`)}`;
  return kind === 'secrets'
    ? `${text("Where agentci's fork workflow is set up, it runs the tests with the secrets once someone with write, maintain or admin permission approves ")}${code(sha)}: ${ways}.`
    : `${text('Someone with write, maintain or admin permission who has read the agent code of ')}${code(sha)} ${text('approves it:')} ${ways}. ${text('A push after the approval needs a new one.')}`;
}

/** The words for a fork PR whose agent was not started (`on-fork` approve, skip or fail). */
export function forkNotice(f: ForkFacts): ForkNotice {
  const sha = f.headSha;
  const from = f.forkRepo ? `a fork (${f.forkRepo})` : 'a fork';
  const why =
    f.reason.kind === 'secrets'
      ? `this pull request comes from ${from}, and its run has no access to the secrets its agent needs (${list(f.reason.missing)} ${f.reason.missing.length === 1 ? 'is' : 'are'} empty)`
      : `this pull request comes from ${from}, and its agent would run with this repository's secrets`;
  const how = (md: boolean) => howToApprove(f.reason.kind, sha, md);
  const seen =
    f.reason.kind === 'approval'
      ? [...(f.reason.approvedElsewhere ?? []), ...f.reason.notCounted]
      : [];
  const seenMd = seen.length
    ? `\n\nNot counted:\n\n${seen.map((s) => `- ${mdInline(s)}`).join('\n')}`
    : '';
  switch (f.onFork) {
    case 'approve': {
      const title = `waiting for approval of ${sha}`;
      return {
        verdict: 'waiting',
        conclusion: 'neutral',
        title,
        summary: `### ⏸️ agentci: ${mdInline(title)}\n\nNo agent was started: ${mdInline(why)}.\n\n${how(true)}${seenMd}\n`,
        line: `⏸️ **agentci is ${mdInline(title)}**: no agent was started, as ${mdInline(why)}. ${how(true)}`,
        log: `agentci: ${title}: no agent was started, as ${why}. ${how(false)}`,
      };
    }
    case 'skip': {
      const title = `skipped: fork pull request at ${sha}`;
      return {
        verdict: 'skipped',
        conclusion: 'neutral',
        title,
        summary: `### ⏭️ agentci: ${mdInline(title)}\n\nNo agent was started (on-fork: skip): ${mdInline(why)}.${seenMd}\n`,
        line: `⏭️ **agentci ${mdInline(title)}** (on-fork: skip): no agent was started, as ${mdInline(why)}.`,
        log: `agentci: ${title} (on-fork: skip): no agent was started, as ${why}.`,
      };
    }
    case 'fail': {
      const title = `not run: fork pull request at ${sha}`;
      return {
        verdict: 'failed',
        conclusion: 'failure',
        title,
        summary: `### ⛔ agentci: ${mdInline(title)}\n\nNo agent was started (on-fork: fail): ${mdInline(why)}.${seenMd}\n`,
        line: `⛔ **agentci ${mdInline(title)}** (on-fork: fail): no agent was started, as ${mdInline(why)}.`,
        log: `agentci: ${title} (on-fork: fail): no agent was started, as ${why}.`,
      };
    }
  }
}

/**
 * The note above a fork PR's results: who approved which commit (or that it ran without an
 * approval), that the tests are the base's, and the test files the PR changed, which were not used.
 */
export function forkRunNote(f: {
  headSha: string;
  approvedBy: readonly ApprovalClaim[];
  /** `on-fork: run` ran it without an approval. */
  unapproved?: boolean;
  baseRef?: string;
  notUsed: readonly string[];
}): string {
  const by = new Map<string, string[]>();
  for (const a of f.approvedBy) by.set(a.login, [...(by.get(a.login) ?? []), a.via]);
  const who = [...by].map(([login, via]) => `@${login} (${via.join(', ')})`).join(', ');
  const base = f.baseRef ? `the base branch (${f.baseRef})` : 'the base branch';
  const sha = FULL_SHA.test(f.headSha) ? `\`${f.headSha}\`` : mdInline(f.headSha);
  const lines = [
    f.unapproved
      ? `⚠️ **Run without approval** (on-fork: run): the agent of this fork's commit ${sha} ran with this repository's secrets.`
      : `🔓 **Approved at ${sha}** by ${mdInline(who)}.`,
    `The suites, config, thresholds and quarantine are those of ${mdInline(base)}; only the agent comes from this commit.`,
  ];
  if (f.notUsed.length > 0)
    lines.push(
      `**Not used: changed by this PR** (they take effect when merged): ${f.notUsed.map((n) => mdInline(n)).join(' · ')}`,
    );
  return `> [!NOTE]\n${lines.map((l) => `> ${l}`).join('\n>\n')}\n`;
}
