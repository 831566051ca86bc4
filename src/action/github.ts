import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import { parseRetryAfter } from '../net/http-retry.js';
import { proxiedFetch } from '../net/proxy.js';

export type GitHub = ReturnType<typeof getOctokit>;
type OctokitPlugin = NonNullable<Parameters<typeof getOctokit>[2]>;

export interface GitHubOptions {
  token: string;
  /** GITHUB_API_URL (https://api.github.com, or a GHES / test server). */
  baseUrl: string;
  /** Retries of 5xx answers (rate limits are waited out, see below; 403/404/422 never retried). */
  retries?: number;
  /** Base delay of the retry backoff in ms (the plugin waits base × attempt²); tests make it small. */
  retryBaseMs?: number;
  userAgent?: string;
  /**
   * The environment whose HTTPS_PROXY / HTTP_PROXY / NO_PROXY route the calls (src/net/proxy.ts,
   * the same rule as every other call agentci makes). Default: none, so calls go direct.
   */
  env?: Record<string, string | undefined>;
  /** How many times one request waits out a rate limit before failing. Default 3. */
  rateLimitRetries?: number;
  /** A rate limit asking for a longer wait than this (seconds) fails at once. Default 600. */
  maxRateLimitWaitS?: number;
  /**
   * How long one of GitHub's seconds lasts, in ms: the spacing GitHub asks for between writes
   * (1 s, 3 s between writes that notify people) and the waits of Retry-After and
   * x-ratelimit-reset. Tests make it small; the waits stay real. Default 1000.
   */
  secondMs?: number;
  /** Says each rate-limit wait (the action prints it in the step log). */
  log?: (line: string) => void;
}

let clients = 0;

/** GitHub's advice for a rate limit that names no wait: "wait for at least one minute". */
const UNNAMED_WAIT_S = 60;

type LimitHandler = (
  after: number,
  req: { method: string; url: string },
  _o: unknown,
  count: number,
) => boolean;

/**
 * The seconds to wait before repeating a request that failed with `e`, for the rate limits the
 * throttling plugin leaves alone: it waits out a 403 or 429 only when the message says "secondary
 * rate" or x-ratelimit-remaining is 0, and the retry plugin must not repeat a 429 (it would not
 * wait as asked). GitHub also answers 429 "Too Many Requests", or a 403, with a Retry-After and a
 * plain message. Undefined for every other failure (the throttling plugin's own included).
 */
function unhandledRateLimit(e: unknown): number | undefined {
  const status = httpStatus(e);
  if (status !== 429 && status !== 403) return undefined;
  const err = e as {
    message?: string;
    response?: { headers?: Record<string, string | undefined>; data?: unknown };
  };
  const headers = err.response?.headers ?? {};
  if (/\bsecondary rate\b/i.test(err.message ?? '') || headers['x-ratelimit-remaining'] === '0')
    return undefined;
  const data = err.response?.data as { errors?: Array<{ type?: string }> } | undefined;
  if ((data?.errors ?? []).some((x) => x?.type === 'RATE_LIMITED')) return undefined;
  // Retry-After in seconds or as an HTTP date, read as every other agentci client reads it.
  const ms = parseRetryAfter(headers['retry-after'] ?? null);
  if (ms !== undefined) return Math.ceil(ms / 1000);
  return status === 429 ? UNNAMED_WAIT_S : undefined;
}

/**
 * A plugin that waits out the rate limits of unhandledRateLimit() as the throttling plugin waits
 * out its own: the same cap on retries and on the wait (`onLimit` decides, and says so in the
 * log), each wait `second` ms per second asked. Registered after the other plugins, so it wraps
 * them: a repeated request is spaced and retried like the first.
 */
function retryAfterLimits(onLimit: LimitHandler, second: number): OctokitPlugin {
  return (octokit) => {
    octokit.hook.wrap('request', async (request, options) => {
      for (let count = 0; ; count++) {
        try {
          return await request(options);
        } catch (e) {
          const after = unhandledRateLimit(e);
          if (after === undefined || !onLimit(after, options, undefined, count)) throw e;
          await new Promise((resolve) => setTimeout(resolve, after * second));
        }
      }
    });
  };
}

/**
 * The one Octokit factory: `@actions/github`'s getOctokit with the retry plugin (5xx) and the
 * throttling plugin, which spaces writes as GitHub asks and waits out primary (x-ratelimit-reset)
 * and secondary (Retry-After, 403 or 429) rate limits — the ones a matrix of shards hits when its
 * jobs comment or list runs at once — and a plugin of ours for the 429s and 403s with Retry-After
 * the throttling plugin does not recognise (retryAfterLimits), under the same caps. Calls go through `proxiedFetch(env)` rather than
 * @actions/github's own proxy fetch, which is fixed when the module is imported, for the
 * GITHUB_API_URL of that moment, and skips loopback: one proxy rule for all of agentci.
 */
export function createGitHub(opts: GitHubOptions): GitHub {
  clients++;
  const second = opts.secondMs ?? 1000;
  const retries = opts.rateLimitRetries ?? 3;
  const maxWait = opts.maxRateLimitWaitS ?? 600;
  const onLimit =
    (kind: string): LimitHandler =>
    (after, req, _o, count) => {
      const wait = after <= maxWait && count < retries;
      opts.log?.(
        wait
          ? `GitHub ${kind} rate limit on ${req.method} ${req.url}: waiting ${after} s (retry ${count + 1} of ${retries})`
          : `GitHub ${kind} rate limit on ${req.method} ${req.url}: not waiting ${after} s (${count < retries ? `over ${maxWait} s` : `${retries} retries spent`})`,
      );
      return wait;
    };
  return getOctokit(
    opts.token,
    {
      baseUrl: opts.baseUrl.replace(/\/+$/, ''),
      userAgent: opts.userAgent ?? 'agentci',
      retry: {
        // Not `request.retries`: the plugin would then repeat every failure, 404s included.
        retries: opts.retries ?? 3,
        retryAfterBaseValue: opts.retryBaseMs ?? 1000,
        // Rate limits (403 and 429) are the throttling plugin's and retryAfterLimits': repeated
        // by them, after the wait GitHub asks for, never at once.
        doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      },
      throttle: {
        // The plugin's write spacing (1 s between writes, 3 s between notifying ones), with groups
        // of this client's own (the plugin's default groups are shared by the whole process and
        // fixed at 1 s and 3 s), as each action step has one client.
        id: `agentci-${clients}`,
        write: new Bottleneck.Group({ maxConcurrent: 1, minTime: second }),
        notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * second }),
        retryAfterBaseValue: second,
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
      },
      request: { fetch: proxiedFetch(opts.env ?? {}) },
      log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    },
    retry,
    throttling,
    retryAfterLimits(onLimit('secondary'), second),
  );
}

/** The HTTP status of an Octokit error, or undefined for anything else. */
export function httpStatus(e: unknown): number | undefined {
  if (typeof e === 'object' && e !== null && 'status' in e && typeof e.status === 'number')
    return e.status;
  return undefined;
}

/**
 * True for the answers a token without the needed permission gets: a fork PR's read-only
 * GITHUB_TOKEN (403 "Resource not accessible by integration"), or a repository or PR it cannot see
 * (404). Publishing turns these into warnings; the gate alone decides the step.
 */
export function isPermissionError(e: unknown): boolean {
  const s = httpStatus(e);
  // A 403 rate limit that outlasted its retries is no missing permission.
  if (s === 403 && e instanceof Error && /rate limit/i.test(e.message)) return false;
  if (s === 403 && unhandledRateLimit(e) !== undefined) return false;
  return s === 403 || s === 404;
}

/** The hidden marker that identifies agentci's sticky comment for one suite key. */
export function stickyMarker(key: string): string {
  // Inside an HTML comment `--` and `>` would end it early.
  return `<!-- agentci:${key.replace(/-{2,}/g, '-').replace(/>/g, '')} -->`;
}

/**
 * The login that authored comments made with this token. `GET /user` works for personal and
 * GitHub App user tokens; the workflow's GITHUB_TOKEN is an installation token and gets 403 there
 * ("Resource not accessible by integration"), and its comments are authored by
 * `github-actions[bot]`, so that login is the fallback.
 */
export async function commentAuthor(gh: GitHub): Promise<string> {
  try {
    const { data } = await gh.rest.users.getAuthenticated();
    return data.login;
  } catch (e) {
    const s = httpStatus(e);
    if (s === 403 || s === 401) return 'github-actions[bot]';
    throw e;
  }
}

export interface StickyCommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  /** From stickyMarker(); the body must contain it (it is added when missing). */
  marker: string;
  body: string;
  /** The token's login, when already known (saves a `GET /user`). */
  author?: string;
  /** Refresh an existing comment but never create one (comment modes that stay quiet). */
  onlyUpdate?: boolean;
}

export interface StickyCommentResult {
  action: 'created' | 'updated';
  id: number;
  url: string;
}

/**
 * Creates the sticky comment, or finds it and updates it in place. It is found by the hidden
 * marker among comments authored by the token's user, over every page of the PR's comments; the
 * first (oldest) match is updated, so there is never a second one. Comments by other users that
 * quote the marker are left alone. With `onlyUpdate`, returns null instead of creating one.
 */
export async function upsertStickyComment(
  gh: GitHub,
  t: StickyCommentTarget & { onlyUpdate?: false },
): Promise<StickyCommentResult>;
export async function upsertStickyComment(
  gh: GitHub,
  t: StickyCommentTarget,
): Promise<StickyCommentResult | null>;
export async function upsertStickyComment(
  gh: GitHub,
  t: StickyCommentTarget,
): Promise<StickyCommentResult | null> {
  const body = t.body.includes(t.marker) ? t.body : `${t.marker}\n${t.body}`;
  const author = t.author ?? (await commentAuthor(gh));
  let found: { id: number } | undefined;
  for await (const page of gh.paginate.iterator(gh.rest.issues.listComments, {
    owner: t.owner,
    repo: t.repo,
    issue_number: t.issueNumber,
    per_page: 100,
  })) {
    found = page.data.find((c) => c.user?.login === author && (c.body ?? '').includes(t.marker));
    if (found) break;
  }
  if (found) {
    const { data } = await gh.rest.issues.updateComment({
      owner: t.owner,
      repo: t.repo,
      comment_id: found.id,
      body,
    });
    return { action: 'updated', id: data.id, url: data.html_url };
  }
  if (t.onlyUpdate) return null;
  const { data } = await gh.rest.issues.createComment({
    owner: t.owner,
    repo: t.repo,
    issue_number: t.issueNumber,
    body,
  });
  return { action: 'created', id: data.id, url: data.html_url };
}

export interface BaselineRunQuery {
  owner: string;
  repo: string;
  /** The current run: its workflow is looked up from it and it is never its own baseline. */
  runId: number;
  /** The branch whose runs are the baseline (the PR's base branch). */
  branch: string;
  artifactName: string;
  /** How many successful runs to look through for one whose artifact still exists. */
  maxRuns?: number;
  /** Used when the current run cannot be read (e.g. a file name from GITHUB_WORKFLOW_REF). */
  workflowId?: number | string;
}

export interface BaselineRun {
  runId: number;
  runUrl: string;
  sha: string;
  completedAt: string;
  artifactId: number;
  artifactName: string;
}

/** A successful base-branch run and its report artifact: none when the run had none, or `expired`. */
export interface BaseRun {
  runId: number;
  runUrl: string;
  sha: string;
  completedAt: string;
  artifact?: { id: number; name: string; expired: boolean };
}

/**
 * The last `maxRuns` successful runs of the current run's workflow on `branch` whose head
 * repository is the repository itself (fork runs are skipped: their reports were produced by
 * untrusted code, as are the runs a PR started in the base's context, the fork recipe's
 * `pull_request_target`, `issue_comment` and `workflow_run` runs), newest first, each with its newest artifact named `artifactName` (expired ones
 * included, marked, so a history can say what it could not read).
 */
export async function listBaseRuns(
  gh: GitHub,
  q: BaselineRunQuery,
  /** Stops listing (artifact look-ups are a request per run) after the first run this accepts. */
  until?: (r: BaseRun) => boolean,
): Promise<BaseRun[]> {
  let workflowId = q.workflowId;
  try {
    const { data } = await gh.rest.actions.getWorkflowRun({
      owner: q.owner,
      repo: q.repo,
      run_id: q.runId,
    });
    workflowId = data.workflow_id;
  } catch (e) {
    if (workflowId === undefined) throw e;
  }
  if (workflowId === undefined) return [];
  const { data } = await gh.rest.actions.listWorkflowRuns({
    owner: q.owner,
    repo: q.repo,
    workflow_id: workflowId,
    branch: q.branch,
    status: 'success',
    per_page: Math.min(100, Math.max(10, (q.maxRuns ?? 5) * 3)),
  });
  const own = `${q.owner}/${q.repo}`.toLowerCase();
  const candidates = data.workflow_runs
    .filter((r) => r.id !== q.runId && r.conclusion === 'success')
    .filter((r) => (r.head_repository?.full_name ?? '').toLowerCase() === own)
    // Runs for a PR in the base's context (the fork recipe's) tested a PR's agent: never a baseline.
    .filter((r) => !['pull_request_target', 'issue_comment', 'workflow_run'].includes(r.event))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, q.maxRuns ?? 5);
  const out: BaseRun[] = [];
  for (const r of candidates) {
    const { data: arts } = await gh.rest.actions.listWorkflowRunArtifacts({
      owner: q.owner,
      repo: q.repo,
      run_id: r.id,
      name: q.artifactName,
      per_page: 10,
    });
    const named = arts.artifacts.filter((a) => a.name === q.artifactName);
    const art =
      named.filter((a) => !a.expired).sort((a, b) => b.id - a.id)[0] ??
      named.sort((a, b) => b.id - a.id)[0];
    const run: BaseRun = {
      runId: r.id,
      runUrl: r.html_url,
      sha: r.head_sha,
      completedAt: r.updated_at,
      ...(art ? { artifact: { id: art.id, name: art.name, expired: art.expired } } : {}),
    };
    out.push(run);
    if (until?.(run)) break;
  }
  return out;
}

/**
 * The newest successful run of the current run's workflow on `branch` (see listBaseRuns) that
 * still has a non-expired artifact named `artifactName`. Null when there is none.
 */
export async function findBaselineRun(
  gh: GitHub,
  q: BaselineRunQuery,
): Promise<BaselineRun | null> {
  const usable = (r: BaseRun) => r.artifact !== undefined && !r.artifact.expired;
  for (const r of await listBaseRuns(gh, q, usable)) {
    if (r.artifact && usable(r))
      return {
        runId: r.runId,
        runUrl: r.runUrl,
        sha: r.sha,
        completedAt: r.completedAt,
        artifactId: r.artifact.id,
        artifactName: r.artifact.name,
      };
  }
  return null;
}

/**
 * For `workflow_run` mode: the PR a triggering run belongs to, checked against GitHub rather than
 * trusted from the artifact. Fork PRs leave `workflow_run.pull_requests` empty, so the PR number
 * written by the untrusted run is accepted only if that PR's head commit is the run's head commit.
 */
export async function verifyPullRequest(
  gh: GitHub,
  q: { owner: string; repo: string; number: number; headSha: string },
): Promise<{ number: number; baseRef: string } | null> {
  try {
    const { data } = await gh.rest.pulls.get({
      owner: q.owner,
      repo: q.repo,
      pull_number: q.number,
    });
    return data.head.sha === q.headSha ? { number: data.number, baseRef: data.base.ref } : null;
  } catch (e) {
    if (httpStatus(e) === 404) return null;
    throw e;
  }
}
