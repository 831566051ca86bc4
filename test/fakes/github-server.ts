/**
 * A fake of the GitHub REST API, the parts agentci uses, as a real HTTP server on 127.0.0.1:
 *
 * - issue comments: list (paginated with `per_page`/`page` and a `Link` header), create, update
 *   (only by their author; bodies over 65,536 characters get 422 as on github.com);
 * - `GET /user` (a GITHUB_TOKEN, marked `installation`, gets 403 as on github.com);
 * - pull requests: `GET /repos/{o}/{r}/pulls/{n}`, the open ones (`GET …/pulls?state=open&head=
 *   owner:branch`), their reviews (`…/pulls/{n}/reviews`, in the order submitted) and changed
 *   files (`…/pulls/{n}/files`), both paginated;
 * - `GET /repos/{o}/{r}/collaborators/{user}/permission` (`permission` and `role_name`; a user
 *   who is no collaborator gets 404);
 * - workflow runs: `/actions/runs/{id}`, `/actions/runs`, `/actions/workflows/{id|file}/runs`
 *   filtered by `branch`, `status` (a status or a conclusion), `event`, paginated;
 * - artifacts of a run and their zip download (302 to the signed blob URL) from an ArtifactSource
 *   (the fake artifact service);
 * - check runs: create (`POST /repos/{o}/{r}/check-runs`) and update (`PATCH …/check-runs/{id}`),
 *   with the API's limits answered by 422 as on github.com: at most 50 annotations per request,
 *   `output.summary` at most 65,535 characters, every annotation with path, start_line, end_line,
 *   annotation_level (notice, warning, failure) and message; annotations of updates accumulate;
 * - tokens: unknown tokens get 401; `readOnly` tokens get 403 "Resource not accessible by
 *   integration" on writes, as a fork PR's GITHUB_TOKEN does;
 * - injected faults: `fail(method, pathRegex, status, times, message, headers)` answers matching
 *   requests with 403, 429, 5xx, … (rate-limit headers included) before the real handler.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ArtifactSource } from './artifact-service.js';

export interface FakeUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

export interface TokenInfo {
  user: FakeUser;
  /** A GITHUB_TOKEN (an app installation token): `GET /user` answers 403. */
  installation?: boolean;
  /** Writes answer 403 (a fork PR's token). */
  readOnly?: boolean;
}

export interface FakeComment {
  id: number;
  node_id: string;
  body: string;
  user: FakeUser;
  html_url: string;
  url: string;
  issue_url: string;
  created_at: string;
  updated_at: string;
  /** `owner/repo#number` the comment belongs to. */
  issue: string;
}

export interface FakeRun {
  id: number;
  name: string;
  workflow_id: number;
  /** `.github/workflows/ci.yml` */
  path: string;
  head_branch: string;
  head_sha: string;
  event: string;
  status: string;
  conclusion: string | null;
  created_at: string;
  /** `owner/repo` the run's head commit came from (a fork's name for fork PRs). */
  head_repository: string;
  run_attempt?: number;
  pull_requests?: Array<{ number: number }>;
}

export interface FakePull {
  number: number;
  /** `repo` is `owner/name`, or null for a PR whose fork was deleted. */
  head: { sha: string; ref: string; repo: string | null };
  base: { ref: string; sha?: string };
  /** Default `open`. */
  state?: 'open' | 'closed';
  /** Its reviews, in the order submitted (`submitted_at` is made from the order). */
  reviews?: FakeReview[];
  /** Its changed files, as `GET …/pulls/{n}/files` lists them. */
  files?: Array<{ filename: string; status?: string; previous_filename?: string }>;
}

export interface FakeReview {
  user: FakeUser;
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' | 'PENDING';
  commit_id: string;
  body?: string;
}

/** A collaborator's access as `GET …/collaborators/{user}/permission` reports it. */
export interface FakePermission {
  permission: 'admin' | 'write' | 'read' | 'none';
  role_name: string;
}

export interface FakeAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title?: string;
  message: string;
}

export interface FakeCheckRun {
  id: number;
  /** `owner/repo` */
  repository: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  html_url: string;
  output: { title: string | null; summary: string | null };
  /** Every annotation sent, over the create and update requests, in order. */
  annotations: FakeAnnotation[];
  /** The check run's requests in order, with how many annotations each carried. */
  calls: Array<{ method: 'POST' | 'PATCH'; annotations: number }>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** When it arrived (Date.now()). */
  at: number;
  auth?: string;
  body?: unknown;
}

export interface FakeGitHub {
  /** Put this in GITHUB_API_URL. */
  url: string;
  /** The web origin used in html_url fields. */
  serverUrl: string;
  tokens: Map<string, TokenInfo>;
  comments: FakeComment[];
  runs: FakeRun[];
  pulls: FakePull[];
  checkRuns: FakeCheckRun[];
  /** Collaborators' access by login (`owner/repo` is this fake's one repository). */
  permissions: Map<string, FakePermission>;
  requests: RecordedRequest[];
  /** Adds a comment as if `user` had written it earlier. */
  addComment(owner: string, repo: string, issue: number, body: string, user: FakeUser): FakeComment;
  /**
   * Answers the next `times` requests matching method and path with `status` (and `headers`:
   * `retry-after`, `x-ratelimit-remaining`… for rate limits).
   */
  fail(
    method: string,
    path: RegExp,
    status: number,
    times?: number,
    message?: string,
    headers?: Record<string, string>,
  ): void;
  close(): Promise<void>;
}

export const GITHUB_ACTIONS_BOT: FakeUser = {
  login: 'github-actions[bot]',
  id: 41898282,
  type: 'Bot',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new HttpError(400, 'Problems parsing JSON'));
      }
    });
    req.on('error', reject);
  });
}

/** Starts the fake on 127.0.0.1 on a free port. `artifacts` serves run artifacts. */
export async function startGitHubServer(
  opts: { artifacts?: ArtifactSource } = {},
): Promise<FakeGitHub> {
  const tokens = new Map<string, TokenInfo>();
  const comments: FakeComment[] = [];
  const runs: FakeRun[] = [];
  const pulls: FakePull[] = [];
  const checkRuns: FakeCheckRun[] = [];
  const permissions = new Map<string, FakePermission>();
  let nextCheckRunId = 9000;
  const requests: RecordedRequest[] = [];
  const faults: Array<{
    method: string;
    path: RegExp;
    status: number;
    times: number;
    message: string;
    headers: Record<string, string>;
  }> = [];
  let nextCommentId = 5000;
  let origin = '';
  const serverUrl = 'https://github.com';

  function newComment(
    owner: string,
    repo: string,
    issue: number,
    body: string,
    user: FakeUser,
  ): FakeComment {
    const id = nextCommentId++;
    const now = new Date().toISOString();
    const c: FakeComment = {
      id,
      node_id: `IC_${id}`,
      body,
      user,
      html_url: `${serverUrl}/${owner}/${repo}/pull/${issue}#issuecomment-${id}`,
      url: `${origin}/repos/${owner}/${repo}/issues/comments/${id}`,
      issue_url: `${origin}/repos/${owner}/${repo}/issues/${issue}`,
      created_at: now,
      updated_at: now,
      issue: `${owner}/${repo}#${issue}`,
    };
    comments.push(c);
    return c;
  }

  function publicComment(c: FakeComment) {
    const { issue: _issue, ...rest } = c;
    return { ...rest, author_association: 'NONE' };
  }

  /** Slices a list by per_page/page and sets a Link header like GitHub's. */
  function paginate<T>(res: http.ServerResponse, url: URL, items: T[]): T[] {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30)));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const link = (p: number, rel: string) => {
      const u = new URL(url.href);
      u.searchParams.set('per_page', String(perPage));
      u.searchParams.set('page', String(p));
      return `<${u.href}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page > 1) links.push(link(page - 1, 'prev'), link(1, 'first'));
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
    if (links.length > 0) res.setHeader('link', links.join(', '));
    return items.slice((page - 1) * perPage, page * perPage);
  }

  /** Validates a check run's `output` as the API does (422) and returns its annotations. */
  function checkOutput(
    body: { output?: unknown } | undefined,
    needsOutput: boolean,
  ): { title?: string; summary?: string; annotations: FakeAnnotation[] } | undefined {
    const out = body?.output as
      { title?: unknown; summary?: unknown; annotations?: unknown } | undefined;
    if (out === undefined) {
      if (needsOutput) throw new HttpError(422, 'output is missing');
      return undefined;
    }
    if (typeof out.title !== 'string') throw new HttpError(422, 'output.title is missing');
    if (typeof out.summary !== 'string') throw new HttpError(422, 'output.summary is missing');
    if (out.summary.length > 65535)
      throw new HttpError(
        422,
        'Invalid request. Only 65535 characters are allowed; 65536 were supplied.',
      );
    const list = (out.annotations ?? []) as unknown[];
    if (!Array.isArray(list)) throw new HttpError(422, 'output.annotations is not an array');
    if (list.length > 50)
      throw new HttpError(422, 'Invalid request. Only 50 annotations are allowed per request.');
    const annotations = list.map((raw) => {
      const a = raw as Partial<FakeAnnotation>;
      if (
        typeof a.path !== 'string' ||
        typeof a.start_line !== 'number' ||
        typeof a.end_line !== 'number' ||
        typeof a.message !== 'string' ||
        !['notice', 'warning', 'failure'].includes(String(a.annotation_level))
      )
        throw new HttpError(422, `invalid annotation: ${JSON.stringify(raw)}`);
      return a as FakeAnnotation;
    });
    return { title: out.title, summary: out.summary, annotations };
  }

  function checkRunJson(c: FakeCheckRun) {
    return {
      id: c.id,
      name: c.name,
      head_sha: c.head_sha,
      status: c.status,
      conclusion: c.conclusion,
      details_url: c.details_url,
      html_url: c.html_url,
      url: `${origin}/repos/${c.repository}/check-runs/${c.id}`,
      output: { ...c.output, annotations_count: c.annotations.length },
    };
  }

  function pullJson(pr: FakePull, owner: string, repo: string) {
    const [headOwner, headName] = (pr.head.repo ?? '/').split('/');
    return {
      number: pr.number,
      state: pr.state ?? 'open',
      head: {
        sha: pr.head.sha,
        ref: pr.head.ref,
        repo: pr.head.repo
          ? { full_name: pr.head.repo, name: headName, owner: { login: headOwner } }
          : null,
      },
      base: {
        ref: pr.base.ref,
        sha: pr.base.sha ?? '0'.repeat(40),
        repo: { full_name: `${owner}/${repo}` },
      },
    };
  }

  function runJson(r: FakeRun, owner: string, repo: string) {
    const [headOwner, headName] = r.head_repository.split('/');
    const fork = r.head_repository !== `${owner}/${repo}`;
    return {
      id: r.id,
      name: r.name,
      workflow_id: r.workflow_id,
      path: r.path,
      head_branch: r.head_branch,
      head_sha: r.head_sha,
      event: r.event,
      status: r.status,
      conclusion: r.conclusion,
      created_at: r.created_at,
      updated_at: r.created_at,
      run_attempt: r.run_attempt ?? 1,
      html_url: `${serverUrl}/${owner}/${repo}/actions/runs/${r.id}`,
      pull_requests: r.pull_requests ?? [],
      repository: {
        full_name: `${owner}/${repo}`,
        name: repo,
        owner: { login: owner },
        fork: false,
      },
      head_repository: {
        full_name: r.head_repository,
        name: headName,
        owner: { login: headOwner },
        fork,
      },
    };
  }

  function filterRuns(url: URL, list: FakeRun[]): FakeRun[] {
    const branch = url.searchParams.get('branch');
    const status = url.searchParams.get('status');
    const event = url.searchParams.get('event');
    return list
      .filter((r) => !branch || r.head_branch === branch)
      .filter((r) => !status || r.status === status || r.conclusion === status)
      .filter((r) => !event || r.event === event)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  }

  function auth(req: http.IncomingMessage): TokenInfo | undefined {
    const h = req.headers.authorization;
    if (!h) return undefined;
    const m = /^(?:token|bearer)\s+(\S+)$/i.exec(h);
    const t = m ? tokens.get(m[1]) : undefined;
    if (!t) throw new HttpError(401, 'Bad credentials');
    return t;
  }

  async function route(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ): Promise<unknown> {
    const method = req.method ?? 'GET';
    const p = url.pathname;
    const who = auth(req);
    const write = method !== 'GET' && method !== 'HEAD';
    if (write && !who) throw new HttpError(401, 'Requires authentication');
    if (write && who?.readOnly) throw new HttpError(403, 'Resource not accessible by integration');
    let m: RegExpExecArray | null;

    if (method === 'GET' && p === '/user') {
      if (!who) throw new HttpError(401, 'Requires authentication');
      if (who.installation) throw new HttpError(403, 'Resource not accessible by integration');
      return who.user;
    }
    if ((m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(p))) {
      const [, owner, repo, num] = m;
      const key = `${owner}/${repo}#${num}`;
      if (method === 'GET') {
        return paginate(
          res,
          url,
          comments.filter((c) => c.issue === key),
        ).map(publicComment);
      }
      if (method === 'POST') {
        const body = (await readJson(req)) as { body?: unknown } | undefined;
        if (typeof body?.body !== 'string') throw new HttpError(422, 'body is missing');
        if (body.body.length > 65536)
          throw new HttpError(422, 'Body is too long (maximum is 65536 characters)');
        res.statusCode = 201;
        return publicComment(
          newComment(owner, repo, Number(num), body.body, (who as TokenInfo).user),
        );
      }
    }
    if ((m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(p))) {
      const c = comments.find((x) => x.id === Number(m?.[3]));
      if (!c) throw new HttpError(404, 'Not Found');
      if (method === 'GET') return publicComment(c);
      if (method === 'PATCH') {
        if (c.user.login !== who?.user.login)
          throw new HttpError(403, 'Resource not accessible by integration');
        const body = (await readJson(req)) as { body?: unknown } | undefined;
        if (typeof body?.body !== 'string') throw new HttpError(422, 'body is missing');
        if (body.body.length > 65536)
          throw new HttpError(422, 'Body is too long (maximum is 65536 characters)');
        c.body = body.body;
        c.updated_at = new Date().toISOString();
        return publicComment(c);
      }
    }
    if (method === 'POST' && (m = /^\/repos\/([^/]+)\/([^/]+)\/check-runs$/.exec(p))) {
      const body = (await readJson(req)) as
        | {
            name?: unknown;
            head_sha?: unknown;
            status?: unknown;
            conclusion?: unknown;
            details_url?: unknown;
            output?: unknown;
          }
        | undefined;
      if (typeof body?.name !== 'string' || body.name === '')
        throw new HttpError(422, 'name is missing');
      if (typeof body.head_sha !== 'string' || !/^[0-9a-f]{40}$/.test(body.head_sha))
        throw new HttpError(422, 'No commit found for SHA: ' + String(body.head_sha));
      const out = checkOutput(body, false);
      const id = nextCheckRunId++;
      const c: FakeCheckRun = {
        id,
        repository: `${m[1]}/${m[2]}`,
        name: body.name,
        head_sha: body.head_sha,
        status: typeof body.status === 'string' ? body.status : 'queued',
        conclusion: typeof body.conclusion === 'string' ? body.conclusion : null,
        details_url: typeof body.details_url === 'string' ? body.details_url : null,
        html_url: `${serverUrl}/${m[1]}/${m[2]}/runs/${id}`,
        output: { title: out?.title ?? null, summary: out?.summary ?? null },
        annotations: out?.annotations ?? [],
        calls: [{ method: 'POST', annotations: out?.annotations.length ?? 0 }],
      };
      if (c.status === 'completed' && c.conclusion === null)
        throw new HttpError(422, 'conclusion is required when status is completed');
      checkRuns.push(c);
      res.statusCode = 201;
      return checkRunJson(c);
    }
    if (method === 'PATCH' && (m = /^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/.exec(p))) {
      const c = checkRuns.find(
        (x) => x.id === Number(m?.[3]) && x.repository === `${m?.[1]}/${m?.[2]}`,
      );
      if (!c) throw new HttpError(404, 'Not Found');
      const body = (await readJson(req)) as { output?: unknown } | undefined;
      const out = checkOutput(body, false);
      if (out) {
        c.output = { title: out.title ?? null, summary: out.summary ?? null };
        c.annotations.push(...out.annotations);
      }
      c.calls.push({ method: 'PATCH', annotations: out?.annotations.length ?? 0 });
      return checkRunJson(c);
    }
    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(p))) {
      const pr = pulls.find((x) => x.number === Number(m?.[3]));
      if (!pr) throw new HttpError(404, 'Not Found');
      return pullJson(pr, m[1], m[2]);
    }
    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(p))) {
      const [, owner, repo] = m;
      const state = url.searchParams.get('state') ?? 'open';
      const head = url.searchParams.get('head');
      const list = pulls
        .filter((x) => state === 'all' || (x.state ?? 'open') === state)
        .filter((x) => {
          if (!head) return true;
          const [who, branch] = head.split(':');
          return x.head.repo?.split('/')[0] === who && x.head.ref === branch;
        })
        .sort((a, b) => b.number - a.number);
      return paginate(res, url, list).map((x) => pullJson(x, owner, repo));
    }
    if (
      method === 'GET' &&
      (m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/(reviews|files)$/.exec(p))
    ) {
      const [, owner, repo, num, what] = m;
      const pr = pulls.find((x) => x.number === Number(num));
      if (!pr) throw new HttpError(404, 'Not Found');
      if (what === 'files')
        return paginate(res, url, pr.files ?? []).map((f) => ({
          sha: '0'.repeat(40),
          filename: f.filename,
          status: f.status ?? 'modified',
          additions: 1,
          deletions: 1,
          changes: 2,
          ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
        }));
      const reviews = (pr.reviews ?? []).map((r, i) => ({
        id: 7000 + i,
        node_id: `PRR_${7000 + i}`,
        user: r.user,
        body: r.body ?? '',
        state: r.state,
        commit_id: r.commit_id,
        submitted_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
        author_association: 'NONE',
        html_url: `${serverUrl}/${owner}/${repo}/pull/${pr.number}#pullrequestreview-${7000 + i}`,
      }));
      return paginate(res, url, reviews);
    }
    if (
      method === 'GET' &&
      (m = /^\/repos\/([^/]+)\/([^/]+)\/collaborators\/([^/]+)\/permission$/.exec(p))
    ) {
      const login = decodeURIComponent(m[3]);
      const access = permissions.get(login);
      if (!access) throw new HttpError(404, `${login} is not a user`);
      return {
        permission: access.permission,
        role_name: access.role_name,
        user: { login, id: 1, type: 'User' },
      };
    }
    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)$/.exec(p))) {
      const r = runs.find((x) => x.id === Number(m?.[3]));
      if (!r) throw new HttpError(404, 'Not Found');
      return runJson(r, m[1], m[2]);
    }
    if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs$/.exec(p))) {
      const all = filterRuns(url, runs);
      const [, owner, repo] = m;
      return {
        total_count: all.length,
        workflow_runs: paginate(res, url, all).map((r) => runJson(r, owner, repo)),
      };
    }
    if (
      method === 'GET' &&
      (m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/workflows\/([^/]+)\/runs$/.exec(p))
    ) {
      const [, owner, repo, wf] = m;
      const id = decodeURIComponent(wf);
      const mine = runs.filter(
        (r) => String(r.workflow_id) === id || r.path.split('/').pop() === id,
      );
      const all = filterRuns(url, mine);
      return {
        total_count: all.length,
        workflow_runs: paginate(res, url, all).map((r) => runJson(r, owner, repo)),
      };
    }
    if (
      method === 'GET' &&
      (m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/artifacts$/.exec(p))
    ) {
      const [, owner, repo, runId] = m;
      const name = url.searchParams.get('name');
      const list = (opts.artifacts?.listForRun(Number(runId)) ?? []).filter(
        (a) => !name || a.name === name,
      );
      const now = Date.now();
      return {
        total_count: list.length,
        artifacts: paginate(res, url, list).map((a) => ({
          id: a.id,
          node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
          name: a.name,
          size_in_bytes: a.size,
          url: `${origin}/repos/${owner}/${repo}/actions/artifacts/${a.id}`,
          archive_download_url: `${origin}/repos/${owner}/${repo}/actions/artifacts/${a.id}/zip`,
          expired: a.expiresAt !== undefined && Date.parse(a.expiresAt) < now,
          created_at: a.createdAt,
          updated_at: a.createdAt,
          expires_at: a.expiresAt ?? null,
          digest: a.digest ?? null,
          workflow_run: { id: a.workflowRunId },
        })),
      };
    }
    if (
      method === 'GET' &&
      (m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)\/zip$/.exec(p))
    ) {
      const a = opts.artifacts?.byId(Number(m[3]));
      if (!a) throw new HttpError(404, 'Not Found');
      if (a.expiresAt !== undefined && Date.parse(a.expiresAt) < Date.now())
        throw new HttpError(410, 'Artifact has expired');
      res.statusCode = 302;
      res.setHeader('location', opts.artifacts?.downloadUrl(a) ?? '');
      return null;
    }
    throw new HttpError(404, 'Not Found');
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const method = req.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname + url.search,
        at: Date.now(),
        auth: req.headers.authorization,
      });
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('x-github-request-id', `FAKE:${requests.length}`);
      try {
        const fault = faults.find(
          (f) => f.times > 0 && f.method === method && f.path.test(url.pathname),
        );
        if (fault) {
          fault.times--;
          for (const [k, v] of Object.entries(fault.headers)) res.setHeader(k, v);
          throw new HttpError(fault.status, fault.message);
        }
        const out = await route(req, res, url);
        if (out === null) res.end();
        else res.end(JSON.stringify(out));
      } catch (e) {
        const err = e instanceof HttpError ? e : new HttpError(500, String(e));
        res.statusCode = err.status;
        res.end(
          JSON.stringify({
            message: err.message,
            documentation_url: 'https://docs.github.com/rest',
            status: String(err.status),
          }),
        );
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    serverUrl,
    tokens,
    comments,
    runs,
    pulls,
    checkRuns,
    permissions,
    requests,
    addComment: newComment,
    fail(
      method,
      path,
      status,
      times = 1,
      message = status === 403 ? 'Resource not accessible by integration' : 'Server Error',
      headers = {},
    ) {
      faults.push({ method, path, status, times, message, headers });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
