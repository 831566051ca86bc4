import { readFileSync } from 'node:fs';

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
  };
}

type Json = Record<string, unknown>;

function obj(v: unknown): Json | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined;
}
function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}
function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** Reads the context from the runner's environment variables and GITHUB_EVENT_PATH. */
export function readContext(env: Record<string, string | undefined>): ActionContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  let event: Json = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      event = obj(JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'))) ?? {};
    } catch {
      event = {};
    }
  }
  const pull = obj(event.pull_request);
  const pr = pull
    ? {
        number: num(pull.number) ?? num(event.number) ?? 0,
        baseRef: str(obj(pull.base)?.ref) ?? '',
        headSha: str(obj(pull.head)?.sha) ?? '',
        headRepo: str(obj(obj(pull.head)?.repo)?.full_name),
      }
    : undefined;
  const wr = obj(event.workflow_run);
  const triggeringRun = wr
    ? {
        id: num(wr.id) ?? 0,
        name: str(wr.name) ?? '',
        headSha: str(wr.head_sha) ?? '',
        htmlUrl: str(wr.html_url),
        pullRequests: (Array.isArray(wr.pull_requests) ? wr.pull_requests : [])
          .map((p) => num(obj(p)?.number))
          .filter((n): n is number => n !== undefined),
      }
    : undefined;
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
