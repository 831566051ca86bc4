import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { DEFAULT_CONFIG_NAMES } from '../config/load-config.js';
import { errorMessage } from '../lib/error-message.js';
import type { Report } from '../model/index.js';
import { secretVariables, type Redactor } from '../redaction.js';
import { loadRunConfig } from '../runner/run-plan.js';
import { publishCheckRun } from './check-run.js';
import { runUrl, type ActionContext } from './context.js';
import {
  changedTestFiles,
  commentClaims,
  fixedFolder,
  FULL_SHA,
  forkNotice,
  forkRunNote,
  judgeApprovals,
  loginsToCheck,
  missingVariables,
  reviewClaims,
  type ApprovalClaim,
  type ForkFacts,
  type ForkNotice,
  type Permission,
  type PrFile,
  type TestMaterial,
} from './fork-policy.js';
import type { GitHub } from './github.js';
import { httpStatus, stickyMarker } from './github.js';
import { actionRunSettings, type ActionInputs } from './inputs.js';
import { commentKey, postStickyComment } from './publish.js';

/**
 * Events whose workflow runs in the base repository's context, with its secrets and a write
 * token, whatever PR they concern: a fork's agent code must not run there unapproved. Other PR
 * events (`pull_request`, `pull_request_review`) run a fork's code without secrets.
 */
const BASE_CONTEXT_EVENTS = new Set(['pull_request_target', 'issue_comment', 'workflow_run']);

/** What the action does about the PR before any agent starts. */
export interface ForkGate {
  /** False: no agent may start; the reason is published (or the step failed). */
  proceed: boolean;
  /** The context, with the PR as the API has it now when the event read it from there. */
  ctx: ActionContext;
  /** The agent's tree: `head-path` resolved (the PR head's checkout). */
  agentTree?: string;
  /** The note above the results (summary, comment, check run) of an approved fork PR. */
  note?: (report: Report) => string;
}

/** A pull request as the API has it now. */
interface LivePull {
  number: number;
  headSha: string;
  /** `owner/repo`; undefined when the fork was deleted. */
  headRepo?: string;
  baseRef: string;
  open: boolean;
}

function isFork(ctx: ActionContext, headRepo: string | undefined): boolean {
  return (headRepo ?? '').toLowerCase() !== `${ctx.owner}/${ctx.repo}`.toLowerCase();
}

async function getPull(gh: GitHub, ctx: ActionContext, number: number): Promise<LivePull> {
  const { data } = await gh.rest.pulls.get({
    owner: ctx.owner,
    repo: ctx.repo,
    pull_number: number,
  });
  return {
    number: data.number,
    headSha: data.head.sha.toLowerCase(),
    headRepo: data.head.repo?.full_name,
    baseRef: data.base.ref,
    open: data.state === 'open',
  };
}

/**
 * The PR a base-context event is about: the payload's PR (`pull_request_target`), the commented
 * PR (`issue_comment`), or for a `workflow_run` from a fork (the recipe's review workflow, whose
 * run lists no PR) the open PR from that fork's branch. Undefined when the event is about none.
 */
async function eventPull(gh: GitHub, ctx: ActionContext): Promise<number | undefined> {
  if (ctx.pr?.number) return ctx.pr.number;
  if (ctx.commentedPr) return ctx.commentedPr;
  const run = ctx.triggeringRun;
  if (!run?.headRepo || !run.headBranch || !isFork(ctx, run.headRepo)) return undefined;
  const { data } = await gh.rest.pulls.list({
    owner: ctx.owner,
    repo: ctx.repo,
    state: 'open',
    head: `${run.headRepo.split('/')[0] ?? ''}:${run.headBranch}`,
    per_page: 100,
  });
  const from = data.filter(
    (p) => (p.head.repo?.full_name ?? '').toLowerCase() === run.headRepo?.toLowerCase(),
  );
  // One branch may be proposed to two base branches: the PR whose head is the run's decides.
  const pick = from.length === 1 ? from[0] : from.find((p) => p.head.sha === run.headSha);
  return pick?.number;
}

async function permissionOf(
  gh: GitHub,
  ctx: ActionContext,
  login: string,
): Promise<Permission | undefined> {
  try {
    const { data } = await gh.rest.repos.getCollaboratorPermissionLevel({
      owner: ctx.owner,
      repo: ctx.repo,
      username: login,
    });
    return { permission: data.permission, role_name: data.role_name };
  } catch (e) {
    if (httpStatus(e) === 404) return undefined;
    throw e;
  }
}

/**
 * Who approved the PR's head: every review (the last verdict of each reviewer) and every
 * `/agentci approve` comment, over all their pages, and the permission of each user claiming the
 * head commit, asked of the API (never read from the event or the comment's association).
 */
async function approvals(gh: GitHub, ctx: ActionContext, pull: LivePull) {
  const q = { owner: ctx.owner, repo: ctx.repo, per_page: 100 } as const;
  const reviews = await gh.paginate(gh.rest.pulls.listReviews, { ...q, pull_number: pull.number });
  const comments = await gh.paginate(gh.rest.issues.listComments, {
    ...q,
    issue_number: pull.number,
  });
  const claims: ApprovalClaim[] = [...reviewClaims(reviews), ...commentClaims(comments)];
  const permissions = new Map<string, Permission | undefined>();
  for (const login of loginsToCheck(pull.headSha, claims))
    permissions.set(login, await permissionOf(gh, ctx, login));
  return judgeApprovals(pull.headSha, claims, permissions);
}

/**
 * The commit checked out at `dir`, read from its `.git` (HEAD, a loose ref or packed-refs, a
 * worktree's `gitdir:` file): no process is started, so nothing of the step's environment goes
 * anywhere. Undefined when `dir` is no git checkout.
 */
export async function checkedOutCommit(dir: string): Promise<string | undefined> {
  const read = (f: string) => readFile(f, 'utf8').catch(() => undefined);
  let gitDir = path.join(dir, '.git');
  const info = await stat(gitDir).catch(() => undefined);
  if (!info) return undefined;
  if (info.isFile()) {
    const link = /^gitdir:[ \t]*(.+)$/m.exec((await read(gitDir)) ?? '')?.[1]?.trim();
    if (!link) return undefined;
    gitDir = path.resolve(dir, link);
  }
  const head = ((await read(path.join(gitDir, 'HEAD'))) ?? '').trim();
  if (FULL_SHA.test(head.toLowerCase())) return head.toLowerCase();
  const ref = /^ref:[ \t]*(\S+)$/.exec(head)?.[1];
  if (!ref) return undefined;
  const common = ((await read(path.join(gitDir, 'commondir'))) ?? '').trim();
  for (const d of common ? [gitDir, path.resolve(gitDir, common)] : [gitDir]) {
    const loose = ((await read(path.join(d, ref))) ?? '').trim().toLowerCase();
    if (FULL_SHA.test(loose)) return loose;
    for (const line of ((await read(path.join(d, 'packed-refs'))) ?? '').split('\n')) {
      const [sha, name] = line.trim().split(/\s+/);
      if (name === ref && sha && FULL_SHA.test(sha.toLowerCase())) return sha.toLowerCase();
    }
  }
  return undefined;
}

/** The step's outputs that say whether the agent may run, and from which commit. */
function setGateOutputs(
  approved: boolean,
  headSha: string | undefined,
  baseRef: string | undefined,
) {
  core.setOutput('approved', String(approved));
  core.setOutput('head-sha', headSha ?? '');
  core.setOutput('base-ref', baseRef ?? '');
}

/** After a run the gate let through: the agent ran, from this commit. */
export function setRunGateOutputs(ctx: ActionContext): void {
  setGateOutputs(true, ctx.pr?.headSha || ctx.sha, ctx.pr?.baseRef);
}

/**
 * Publishes a fork PR not run: a notice in the log, the job summary, a check run (`check-name`)
 * on the head commit, one line as the sticky comment, the outputs; `fail` fails the step. Every
 * publishing problem is a warning, as for results.
 */
async function publishNotice(
  notice: ForkNotice,
  at: { inputs: ActionInputs; ctx: ActionContext; gh?: GitHub; redactor: Redactor },
  pull: { number?: number; headSha: string; baseRef?: string },
): Promise<void> {
  const { inputs, ctx, gh, redactor } = at;
  // Names and SHAs only; masked all the same, as everything the action publishes.
  const n: ForkNotice = {
    ...notice,
    summary: redactor.text(notice.summary),
    line: redactor.text(notice.line),
    log: redactor.text(notice.log),
  };
  if (n.verdict !== 'failed') core.notice(n.log);
  if (inputs.summary)
    await core.summary
      .addRaw(n.summary)
      .write()
      .catch((e: unknown) =>
        core.warning(`agentci: the job summary was not written: ${errorMessage(e)}`),
      );
  if (inputs.checkName)
    await publishCheckRun(
      gh,
      {
        owner: ctx.owner,
        repo: ctx.repo,
        name: inputs.checkName,
        headSha: pull.headSha,
        detailsUrl: runUrl(ctx),
      },
      { conclusion: n.conclusion, title: n.title, summary: n.summary, annotations: [] },
      redactor,
    );
  if (pull.number && inputs.comment !== 'off') {
    const key = commentKey(inputs, ctx.workflow);
    await postStickyComment(gh, {
      inputs,
      owner: ctx.owner,
      repo: ctx.repo,
      prNumber: pull.number,
      key,
      body: `${stickyMarker(key)}\n${n.line}\n`,
      onlyUpdate: inputs.comment !== 'always',
    });
  }
  setGateOutputs(false, pull.headSha, pull.baseRef);
  core.setOutput('verdict', n.verdict);
  core.setOutput(
    'json',
    JSON.stringify({ verdict: n.verdict, approved: false, head_sha: pull.headSha, reason: n.log }),
  );
  if (n.verdict === 'failed') core.setFailed(n.log);
}

/** The workspace-relative path of an absolute one (forward slashes). */
function rel(ctx: ActionContext, abs: string): string {
  return path.relative(ctx.workspace, abs).split(path.sep).join('/');
}

/**
 * What the run's tests are made of (config, quarantine, `--ctx` file, templates, every suite
 * input and file), read from the base: the PR's changes to any of it are said to be not used.
 */
async function testMaterial(inputs: ActionInputs, ctx: ActionContext) {
  const settings = actionRunSettings(inputs, { cwd: ctx.workspace });
  const { loaded, config, quarantine } = await loadRunConfig(settings);
  const files = loaded.path
    ? [rel(ctx, loaded.path)]
    : inputs.config
      ? [inputs.config]
      : [...DEFAULT_CONFIG_NAMES];
  if (quarantine.display) files.push(quarantine.display);
  if (config.ctx) files.push(rel(ctx, path.resolve(loaded.baseDir, config.ctx)));
  const folders: string[] = [];
  if (inputs.templatesDir) folders.push(inputs.templatesDir);
  const suites = inputs.suites.length
    ? inputs.suites
    : (config.suites ?? []).map((s) => rel(ctx, path.resolve(loaded.baseDir, s)));
  for (const s of suites) {
    if (s.startsWith('!')) continue;
    const fixed = fixedFolder(s);
    if (fixed !== s.replace(/\/+$/, '')) folders.push(fixed);
    else {
      const isDir = await stat(path.resolve(ctx.workspace, s)).then(
        (st) => st.isDirectory(),
        () => false,
      );
      (isDir ? folders : files).push(s);
    }
  }
  return {
    agent: inputs.agent ?? config.agent,
    material: (report: Report): TestMaterial => ({
      files: [...files, ...new Set(report.results.map((r) => r.suite))],
      folders,
    }),
    needed: secretVariables([config, inputs.agent]),
  };
}

/**
 * A fork PR's own run (pull_request): it goes on unless a secret its agent needs is missing
 * there; then no agent starts, and the notice says so.
 */
async function secretsGate(
  inputs: ActionInputs,
  ctx: ActionContext,
  env: Record<string, string | undefined>,
  at: Parameters<typeof publishNotice>[1],
  pass: ForkGate,
): Promise<ForkGate> {
  const pr = ctx.pr;
  if (!pr || !isFork(ctx, pr.headRepo) || inputs.onFork === 'run') return pass;
  const { needed } = await testMaterial(inputs, ctx);
  const missing = missingVariables([...inputs.requiredSecrets, ...needed], env);
  if (missing.length === 0) return pass;
  const facts: ForkFacts = {
    pr: pr.number,
    headSha: pr.headSha,
    forkRepo: pr.headRepo,
    reason: { kind: 'secrets', missing: [...new Set(missing)] },
    onFork: inputs.onFork,
  };
  await publishNotice(forkNotice(facts), at, { ...pr, number: pr.number || undefined });
  return { ...pass, proceed: false };
}

/**
 * Whether head-path holds the pull request's head commit, apart from the workspace (the base):
 * an error when it cannot (no head-path, no checkout, the head in the workspace); false, with a
 * notice, when the head moved on during the job.
 */
async function headTreeHolds(
  pull: { number: number; headSha: string; baseRef: string },
  agentTree: string | undefined,
  inputs: ActionInputs,
  ctx: ActionContext,
): Promise<boolean> {
  if (!agentTree)
    throw new Error(
      `fork pull request #${pull.number} in a ${ctx.eventName} run: set head-path to the folder holding its head commit ${pull.headSha}, checked out apart from the workspace (the base, where the tests are read): the recipe in docs/github-action.md`,
    );
  const checkedOut = await checkedOutCommit(agentTree);
  if (checkedOut === undefined)
    throw new Error(
      `head-path ${inputs.headPath}: no git checkout there; check out the pull request's head commit (${pull.headSha}) into it`,
    );
  if (checkedOut !== pull.headSha) {
    core.notice(
      `agentci: head-path holds ${checkedOut}, but the head of pull request #${pull.number} is now ${pull.headSha} (pushed during this job?): nothing ran; the new head is decided by its own run`,
    );
    setGateOutputs(false, pull.headSha, pull.baseRef);
    return false;
  }
  if ((await checkedOutCommit(ctx.workspace)) === pull.headSha)
    throw new Error(
      `the workspace holds the pull request's head ${pull.headSha}: check out the base there (the tests are read from it) and the head in head-path only`,
    );
  return true;
}

/**
 * Decides, before any agent starts, whether this run may start the agent (see docs/github-action.md,
 * "Fork pull requests"):
 * - a PR from the repository itself, or no PR: yes, as always;
 * - a fork PR in a `pull_request` run (no secrets): yes when none of the secrets its run needs
 *   (`required-secrets`, and the `${VAR}`s and API keys its config names) is empty, else `on-fork`;
 * - a fork PR in a base-context event (`pull_request_target`, `issue_comment`, `workflow_run`):
 *   the PR is read from the API, and with `on-fork: approve` the agent runs only when someone with
 *   write, maintain or admin permission approved the PR's current head commit, checked out at
 *   `head-path`; the tests come from the workspace (the base).
 * When the agent may not run, what happened is published (neutral check "waiting for approval of
 * <sha>", one comment line, a job-summary note) and `proceed` is false.
 */
export async function forkGate(
  inputs: ActionInputs,
  ctx: ActionContext,
  env: Record<string, string | undefined>,
  gh: GitHub | undefined,
  redactor: Redactor,
): Promise<ForkGate> {
  const agentTree = inputs.headPath ? path.resolve(ctx.workspace, inputs.headPath) : undefined;
  const pass: ForkGate = { proceed: true, ctx, agentTree };
  if (inputs.merge) return pass;
  const at = { inputs, ctx, gh, redactor };

  if (!BASE_CONTEXT_EVENTS.has(ctx.eventName)) return secretsGate(inputs, ctx, env, at, pass);

  const run = ctx.triggeringRun;
  const aboutPull =
    ctx.pr !== undefined ||
    ctx.commentedPr !== undefined ||
    (run?.headRepo !== undefined && isFork(ctx, run.headRepo));
  if (!aboutPull) return pass;
  if (!gh || !inputs.githubToken)
    throw new Error(
      `a ${ctx.eventName} run for a pull request needs github-token: agentci reads the pull request, its reviews and comments from the API`,
    );
  const number = await eventPull(gh, ctx);
  if (number === undefined) return pass;
  const pull = await getPull(gh, ctx, number);
  const live: ActionContext = {
    ...ctx,
    pr: {
      number: pull.number,
      baseRef: pull.baseRef,
      headSha: pull.headSha,
      headRepo: pull.headRepo,
    },
    baselineBranch: pull.baseRef,
  };
  const out: ForkGate = { ...pass, ctx: live };
  if (!pull.open) {
    core.notice(`agentci: pull request #${pull.number} is closed; nothing to run`);
    setGateOutputs(false, pull.headSha, pull.baseRef);
    return { ...out, proceed: false };
  }
  if (!isFork(ctx, pull.headRepo)) return out;

  let approvedBy: ApprovalClaim[] = [];
  if (inputs.onFork === 'run')
    core.warning(
      `agentci: on-fork: run: the agent of fork pull request #${pull.number} (${pull.headSha}) runs with this repository's secrets without an approval`,
    );
  else {
    const verdict = inputs.onFork === 'approve' ? await approvals(gh, ctx, pull) : undefined;
    approvedBy = verdict?.approvedBy ?? [];
    if (approvedBy.length === 0) {
      const facts: ForkFacts = {
        pr: pull.number,
        headSha: pull.headSha,
        forkRepo: pull.headRepo,
        reason: { kind: 'approval', notCounted: verdict?.notCounted ?? [] },
        onFork: inputs.onFork,
      };
      await publishNotice(forkNotice(facts), { ...at, ctx: live }, pull);
      return { ...out, proceed: false };
    }
    core.info(
      `agentci: fork pull request #${pull.number}: ${pull.headSha} approved by ${[...new Set(approvedBy.map((a) => `@${a.login}`))].join(', ')}`,
    );
  }
  if (inputs.mode === 'approval') return out;

  // The agent comes from head-path, which must hold the approved commit itself.
  if (!(await headTreeHolds(pull, agentTree, inputs, ctx))) return { ...out, proceed: false };
  const tests = await testMaterial(inputs, ctx);
  // A module agent is imported into the action's own process, which holds its GitHub token.
  if (tests.agent && 'module' in tests.agent)
    throw new Error(
      `fork pull request #${pull.number}: a module agent would run inside the action's process, with its token; test fork PRs with a command agent (e.g. \`node run-module.mjs\`) or an HTTP one`,
    );
  const files: PrFile[] = await gh.paginate(gh.rest.pulls.listFiles, {
    owner: ctx.owner,
    repo: ctx.repo,
    pull_number: pull.number,
    per_page: 100,
  });
  return {
    ...out,
    note: (report) =>
      forkRunNote({
        headSha: pull.headSha,
        approvedBy,
        unapproved: inputs.onFork === 'run',
        baseRef: pull.baseRef,
        notUsed: changedTestFiles(files, tests.material(report)),
      }),
  };
}

/** `mode: approval`: the gate alone; its outputs tell the workflow's next steps what to do. */
export async function approvalStep(
  inputs: ActionInputs,
  ctx: ActionContext,
  env: Record<string, string | undefined>,
  gh: GitHub | undefined,
  redactor: Redactor,
): Promise<void> {
  const gate = await forkGate(inputs, ctx, env, gh, redactor);
  if (!gate.proceed) return;
  setRunGateOutputs(gate.ctx);
  core.info(
    `agentci: the agent may run${gate.ctx.pr ? ` (pull request #${gate.ctx.pr.number} at ${gate.ctx.pr.headSha})` : ''}`,
  );
}
