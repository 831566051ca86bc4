import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describeIssues } from '../lib/zod-problems.js';

/**
 * What the action needs to know about the workflow run, read once from the runner's environment
 * and event payload (the front end's job; nothing below src/action reads either).
 */
export interface ActionContext {
  owner: string;
  repo: string;
  runId?: number;
  serverUrl: string;
  apiUrl: string;
  /** The workflow's name (GITHUB_WORKFLOW): part of the sticky comment's key. */
  workflow: string;
  /** `.github/workflows/ci.yml` from GITHUB_WORKFLOW_REF, used if the current run cannot be read. */
  workflowFile?: string;
  eventName: string;
  workspace: string;
  tempDir?: string;
  sha?: string;
  /** The pull request this run is for, if any. */
  pr?: { number: number; baseRef: string; headSha: string; headRepo?: string };
  /** `issue_comment` events on a pull request: its number (the payload has no head or base). */
  commentedPr?: number;
  /** The branch whose runs serve as the baseline: the PR's base, or the pushed branch. */
  baselineBranch?: string;
  /** `workflow_run` events: the run that triggered this one. */
  triggeringRun?: {
    id: number;
    name: string;
    headSha: string;
    htmlUrl?: string;
    /** PR numbers GitHub attached (empty for fork PRs). */
    pullRequests: number[];
    /** The event that started the triggering run (`pull_request_review`, `push`…). */
    event?: string;
    /** The triggering run's branch and the `owner/repo` it came from (a fork's for fork PRs). */
    headBranch?: string;
    headRepo?: string;
  };
}

/*
 * The parts of the event payload the action reads. Unknown fields are ignored (a payload has
 * hundreds); the ones read must have GitHub's types, `null` where GitHub sends it (the head repo
 * of a PR from a deleted fork). A payload that breaks this is a runner problem, said naming the
 * file and the field rather than turned silently into "no PR".
 */
const RepoRef = z.object({ full_name: z.string() }).nullish();
const EventSchema = z.object({
  number: z.number().int().optional(),
  pull_request: z
    .object({
      number: z.number().int().optional(),
      base: z.object({ ref: z.string().optional() }).optional(),
      head: z.object({ sha: z.string().optional(), repo: RepoRef }).optional(),
    })
    .nullish(),
  workflow_run: z
    .object({
      id: z.number().int().optional(),
      name: z.string().nullish(),
      head_sha: z.string().optional(),
      html_url: z.string().optional(),
      pull_requests: z.array(z.object({ number: z.number().int() })).optional(),
      event: z.string().optional(),
      head_branch: z.string().nullish(),
      head_repository: RepoRef,
    })
    .nullish(),
  // issue_comment: `pull_request` is there (an object of links) when the issue is a PR.
  issue: z
    .object({
      number: z.number().int().optional(),
      pull_request: z.object({}).nullish(),
    })
    .nullish(),
});
type ActionEvent = z.infer<typeof EventSchema>;

/** The event payload at `file`: {} when the file is missing; a clear error when it is malformed. */
function readEvent(file: string): ActionEvent {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // Runs outside GitHub (act, a local debug run) may name no readable payload: no event then.
    return {};
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`GITHUB_EVENT_PATH ${file}: not JSON (${(e as Error).message})`, { cause: e });
  }
  const parsed = EventSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = describeIssues(EventSchema, json, parsed.error.issues);
  throw new Error(
    problems
      .map((p) => `GITHUB_EVENT_PATH ${file}: ${p.field || '(payload)'}: ${p.message}`)
      .join('\n'),
  );
}

/**
 * Reads the context from the runner's environment variables and GITHUB_EVENT_PATH (injectable:
 * tests and `run(env)` pass their own environment).
 */
export function readContext(env: Record<string, string | undefined>): ActionContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const event = env.GITHUB_EVENT_PATH ? readEvent(env.GITHUB_EVENT_PATH) : {};
  const pull = event.pull_request;
  const pr = pull
    ? {
        number: pull.number ?? event.number ?? 0,
        baseRef: pull.base?.ref ?? '',
        headSha: pull.head?.sha ?? '',
        headRepo: pull.head?.repo?.full_name,
      }
    : undefined;
  const wr = event.workflow_run;
  const triggeringRun = wr
    ? {
        id: wr.id ?? 0,
        name: wr.name ?? '',
        headSha: wr.head_sha ?? '',
        htmlUrl: wr.html_url,
        pullRequests: (wr.pull_requests ?? []).map((p) => p.number),
        event: wr.event,
        headBranch: wr.head_branch ?? undefined,
        headRepo: wr.head_repository?.full_name,
      }
    : undefined;
  const issue = event.issue;
  const workflowRef = env.GITHUB_WORKFLOW_REF ?? '';
  const wfFile = /^[^/]+\/[^/]+\/(.+?)@/.exec(workflowRef)?.[1];
  const runId = Number(env.GITHUB_RUN_ID);
  return {
    owner,
    repo,
    runId: Number.isInteger(runId) && runId > 0 ? runId : undefined,
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    workflow: env.GITHUB_WORKFLOW ?? 'agentci',
    workflowFile: wfFile,
    eventName: env.GITHUB_EVENT_NAME ?? '',
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    tempDir: env.RUNNER_TEMP,
    sha: env.GITHUB_SHA,
    pr,
    commentedPr: issue?.pull_request && issue.number ? issue.number : undefined,
    baselineBranch: pr?.baseRef || env.GITHUB_BASE_REF || env.GITHUB_REF_NAME || undefined,
    triggeringRun,
  };
}

/** The run's web page. */
export function runUrl(ctx: ActionContext): string | undefined {
  return ctx.runId
    ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}`
    : undefined;
}

/**
 * `u` when it is the page of a workflow run of this repository on this server
 * (`<GITHUB_SERVER_URL>/<owner>/<repo>/actions/runs/<id>`, optionally `/attempts/<n>` or
 * `/artifacts/<id>` after it), else undefined. For URLs read from an artifact an untrusted run
 * wrote: no whitespace or control character anywhere, the origin compared after parsing (so
 * `https://github.com.evil.example` or `https://github.com@evil.example` is not github.com),
 * no credentials, query or fragment.
 */
export function repoRunUrl(ctx: ActionContext, u: string): string | undefined {
  if (/[\s\p{Cc}\p{Cf}]/u.test(u)) return undefined;
  let url: URL;
  let server: URL;
  try {
    url = new URL(u);
    server = new URL(ctx.serverUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== server.origin || url.username || url.password || url.search || url.hash)
    return undefined;
  const base = server.pathname.replace(/\/+$/, '');
  const repo = `${base}/${ctx.owner}/${ctx.repo}/actions/runs/`.toLowerCase();
  if (!url.pathname.toLowerCase().startsWith(repo)) return undefined;
  const rest = url.pathname.slice(repo.length);
  return /^\d+(\/attempts\/\d+|\/artifacts\/\d+)?\/?$/.test(rest) ? url.href : undefined;
}

/**
 * Variables the runner gives the action for its own use that the agent under test must not see:
 * the inputs (the github-token among them) and the job's runtime credentials (artifact and cache
 * service, OIDC token requests). A `run:` step never gets these either. Agents that need a token
 * get one through the step's `env:`.
 */
const ACTION_ONLY =
  /^(INPUT_|ACTIONS_RUNTIME_|ACTIONS_ID_TOKEN_REQUEST_|ACTIONS_RESULTS_URL$|ACTIONS_CACHE_)/;

/** The environment handed to the engine (and so to agent commands): the step's, minus ACTION_ONLY. */
export function agentEnv(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !ACTION_ONLY.test(k)));
}
