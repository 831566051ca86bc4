/**
 * A fake of GitHub's artifact backend, speaking the protocol @actions/artifact v6 uses, for real, on
 * 127.0.0.1:
 *
 * - Twirp JSON at `POST /twirp/github.actions.results.api.v1.ArtifactService/<Method>` (CreateArtifact,
 *   FinalizeArtifact, ListArtifacts, GetSignedArtifactURL, DeleteArtifact), bodies with proto field
 *   names (`workflow_run_backend_id`, int64 as strings, wrappers as bare values, timestamps as
 *   RFC 3339), authorised by `Authorization: Bearer <ACTIONS_RUNTIME_TOKEN>`: a JWT whose `scp`
 *   claim carries `Actions.Results:<runBackendId>:<jobBackendId>`, which must match the body;
 * - Azure Blob block upload to the signed URL (`PUT ?comp=block&blockid=…`, then
 *   `PUT ?comp=blocklist` with the XML block list), and `GET` of the signed URL for downloads
 *   (served as `application/zip`);
 * - signatures are checked (`sig=`), so an unsigned or tampered URL gets 403.
 *
 * The fake GitHub REST server lists these artifacts per workflow run and redirects its
 * `/actions/artifacts/{id}/zip` download to the signed blob URL (see `ArtifactSource`).
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredArtifact {
  id: number;
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  /** The numeric workflow run id the REST API shows (see `bindRun`). */
  workflowRunId: number;
  mimeType?: string;
  version?: number;
  createdAt: string;
  expiresAt?: string;
  finalized: boolean;
  size: number;
  digest?: string;
  blob: Buffer;
  /** Staged, uncommitted blocks by block id. */
  blocks: Map<string, Buffer>;
}

/** What the fake GitHub REST server needs to list and serve artifacts. */
export interface ArtifactSource {
  listForRun(workflowRunId: number): StoredArtifact[];
  byId(id: number): StoredArtifact | undefined;
  /** A signed blob URL for downloading the artifact's zip. */
  downloadUrl(a: StoredArtifact): string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body?: unknown;
}

export interface FakeArtifactService extends ArtifactSource {
  /** Origin to put in ACTIONS_RESULTS_URL. */
  url: string;
  artifacts: StoredArtifact[];
  requests: RecordedRequest[];
  /** A runtime token for a job, as the runner would put in ACTIONS_RUNTIME_TOKEN. */
  runtimeToken(runBackendId: string, jobBackendId: string): string;
  /** Says which numeric workflow run a backend run id belongs to (default: the number in it). */
  bindRun(runBackendId: string, workflowRunId: number): void;
  /** Answers the next `times` Twirp calls of `method` with `status` (to test retries). */
  failTwirp(method: string, status: number, times?: number): void;
  close(): Promise<void>;
}

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';

function b64url(s: string): string {
  return Buffer.from(s).toString('base64url');
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    msg: string,
  ) {
    super(msg);
  }
}

function str(body: Record<string, unknown>, name: string): string {
  const v = body[name];
  if (typeof v !== 'string' || v === '')
    throw new TwirpError(400, 'invalid_argument', `${name} is required`);
  return v;
}

/** Starts the fake on 127.0.0.1 on a free port. */
export async function startArtifactService(): Promise<FakeArtifactService> {
  const secret = randomBytes(16).toString('hex');
  const artifacts: StoredArtifact[] = [];
  const requests: RecordedRequest[] = [];
  const runBindings = new Map<string, number>();
  const failures: Array<{ method: string; status: number; times: number }> = [];
  let nextId = 1000;
  let origin = '';

  const sign = (id: number, op: string) =>
    createHmac('sha256', secret).update(`${id}:${op}`).digest('hex');
  const blobUrl = (a: StoredArtifact, op: 'upload' | 'download') =>
    `${origin}/blob/${a.id}/${encodeURIComponent(a.name)}.zip?op=${op}&sig=${sign(a.id, op)}`;
  const runIdFor = (backendId: string) =>
    runBindings.get(backendId) ?? Number(/\d+/.exec(backendId)?.[0] ?? 0);

  function scopeOf(req: http.IncomingMessage): { run: string; job: string } {
    const auth = req.headers.authorization ?? '';
    const m = /^Bearer (\S+)$/.exec(auth);
    if (!m) throw new TwirpError(401, 'unauthenticated', 'missing bearer token');
    const parts = m[1].split('.');
    let claims: { scp?: string };
    try {
      claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as {
        scp?: string;
      };
    } catch {
      throw new TwirpError(401, 'unauthenticated', 'malformed token');
    }
    const scope = (claims.scp ?? '').split(' ').find((s) => s.startsWith('Actions.Results:'));
    const [, run, job] = scope?.split(':') ?? [];
    if (!run || !job)
      throw new TwirpError(401, 'unauthenticated', 'token has no Actions.Results scope');
    return { run, job };
  }

  function checkScope(scope: { run: string; job: string }, body: Record<string, unknown>): void {
    if (
      str(body, 'workflow_run_backend_id') !== scope.run ||
      str(body, 'workflow_job_run_backend_id') !== scope.job
    )
      throw new TwirpError(403, 'permission_denied', 'backend ids do not match the token');
  }

  function listing(a: StoredArtifact) {
    return {
      workflow_run_backend_id: a.workflowRunBackendId,
      workflow_job_run_backend_id: a.workflowJobRunBackendId,
      database_id: String(a.id),
      name: a.name,
      size: String(a.size),
      created_at: a.createdAt,
      ...(a.digest ? { digest: a.digest } : {}),
    };
  }

  function twirp(
    method: string,
    scope: { run: string; job: string },
    body: Record<string, unknown>,
  ): unknown {
    switch (method) {
      case 'CreateArtifact': {
        checkScope(scope, body);
        const name = str(body, 'name');
        if (/[":<>|*?\r\n\\/]/.test(name))
          throw new TwirpError(400, 'invalid_argument', `invalid artifact name ${name}`);
        if (artifacts.some((a) => a.workflowRunBackendId === scope.run && a.name === name))
          throw new TwirpError(
            409,
            'already_exists',
            `an artifact with this name already exists on the workflow run`,
          );
        const a: StoredArtifact = {
          id: nextId++,
          name,
          workflowRunBackendId: scope.run,
          workflowJobRunBackendId: scope.job,
          workflowRunId: runIdFor(scope.run),
          mimeType: typeof body.mime_type === 'string' ? body.mime_type : undefined,
          version: typeof body.version === 'number' ? body.version : undefined,
          createdAt: new Date().toISOString(),
          expiresAt: typeof body.expires_at === 'string' ? body.expires_at : undefined,
          finalized: false,
          size: 0,
          blob: Buffer.alloc(0),
          blocks: new Map(),
        };
        artifacts.push(a);
        return { ok: true, signed_upload_url: blobUrl(a, 'upload') };
      }
      case 'FinalizeArtifact': {
        checkScope(scope, body);
        const name = str(body, 'name');
        const a = artifacts.find((x) => x.workflowRunBackendId === scope.run && x.name === name);
        if (!a) throw new TwirpError(404, 'not_found', `artifact ${name} not found`);
        const size = Number(body.size ?? 0);
        if (size !== a.blob.length)
          throw new TwirpError(
            400,
            'invalid_argument',
            `size ${size} does not match the uploaded ${a.blob.length} bytes`,
          );
        a.finalized = true;
        a.size = size;
        if (typeof body.hash === 'string') a.digest = body.hash;
        return { ok: true, artifact_id: String(a.id) };
      }
      case 'ListArtifacts': {
        checkScope(scope, body);
        let found = artifacts.filter((a) => a.finalized && a.workflowRunBackendId === scope.run);
        if (typeof body.name_filter === 'string')
          found = found.filter((a) => a.name === body.name_filter);
        if (typeof body.id_filter === 'string')
          found = found.filter((a) => String(a.id) === body.id_filter);
        return { artifacts: found.map(listing) };
      }
      case 'GetSignedArtifactURL': {
        // Any job of a run may download any artifact of that run (a merge job reads the shard
        // jobs' uploads; the library names the uploading job): only the run must match the token.
        if (str(body, 'workflow_run_backend_id') !== scope.run)
          throw new TwirpError(403, 'permission_denied', 'backend ids do not match the token');
        const name = str(body, 'name');
        const job = str(body, 'workflow_job_run_backend_id');
        const a = artifacts.find(
          (x) =>
            x.finalized &&
            x.workflowRunBackendId === scope.run &&
            x.workflowJobRunBackendId === job &&
            x.name === name,
        );
        if (!a) throw new TwirpError(404, 'not_found', `artifact ${name} not found`);
        return { signed_url: blobUrl(a, 'download') };
      }
      case 'DeleteArtifact': {
        checkScope(scope, body);
        const name = str(body, 'name');
        const i = artifacts.findIndex(
          (x) => x.workflowRunBackendId === scope.run && x.name === name,
        );
        if (i < 0) throw new TwirpError(404, 'not_found', `artifact ${name} not found`);
        const [a] = artifacts.splice(i, 1);
        return { ok: true, artifact_id: String(a.id) };
      }
      default:
        throw new TwirpError(404, 'bad_route', `no method ${method}`);
    }
  }

  async function handleBlob(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ): Promise<void> {
    const m = /^\/blob\/(\d+)\//.exec(url.pathname);
    const a = m ? artifacts.find((x) => x.id === Number(m[1])) : undefined;
    const op = url.searchParams.get('op') ?? '';
    if (!a || url.searchParams.get('sig') !== sign(a.id, op)) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="utf-8"?><Error><Code>AuthenticationFailed</Code></Error>',
      );
      return;
    }
    const azureHeaders = {
      'x-ms-request-id': randomBytes(8).toString('hex'),
      'x-ms-version': '2025-01-05',
      date: new Date().toUTCString(),
    };
    if (req.method === 'PUT' && op === 'upload') {
      const body = await readBody(req);
      const comp = url.searchParams.get('comp');
      if (comp === 'block') {
        const blockId = url.searchParams.get('blockid') ?? '';
        a.blocks.set(blockId, body);
        res.writeHead(201, {
          ...azureHeaders,
          'x-ms-request-server-encrypted': 'true',
          'content-length': '0',
        });
        res.end();
        return;
      }
      if (comp === 'blocklist') {
        const ids = [
          ...body.toString('utf8').matchAll(/<(?:Latest|Committed|Uncommitted)>([^<]*)<\//g),
        ].map((x) => x[1]);
        const missing = ids.filter((id) => !a.blocks.has(id));
        if (missing.length > 0) {
          res.writeHead(400, { ...azureHeaders, 'content-type': 'application/xml' });
          res.end(
            '<?xml version="1.0" encoding="utf-8"?><Error><Code>InvalidBlockList</Code></Error>',
          );
          return;
        }
        a.blob = Buffer.concat(ids.map((id) => a.blocks.get(id) as Buffer));
        a.blocks.clear();
        res.writeHead(201, {
          ...azureHeaders,
          etag: `"0x${randomBytes(8).toString('hex')}"`,
          'last-modified': new Date().toUTCString(),
          'x-ms-request-server-encrypted': 'true',
          'content-length': '0',
        });
        res.end();
        return;
      }
      // A single-shot Put Blob (small uploads may use it).
      a.blob = body;
      res.writeHead(201, {
        ...azureHeaders,
        etag: `"0x${randomBytes(8).toString('hex')}"`,
        'content-length': '0',
      });
      res.end();
      return;
    }
    if (req.method === 'GET' && op === 'download') {
      res.writeHead(200, {
        ...azureHeaders,
        'content-type': 'application/zip',
        'content-length': String(a.blob.length),
        'content-disposition': `attachment; filename="${a.name}.zip"`,
      });
      res.end(a.blob);
      return;
    }
    res.writeHead(405);
    res.end();
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      try {
        if (url.pathname.startsWith('/blob/')) {
          requests.push({ method: req.method ?? '', path: url.pathname + url.search });
          await handleBlob(req, res, url);
          return;
        }
        if (req.method === 'POST' && url.pathname.startsWith(SERVICE)) {
          const method = url.pathname.slice(SERVICE.length);
          const raw = await readBody(req);
          let body: Record<string, unknown>;
          try {
            body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
          } catch {
            throw new TwirpError(400, 'malformed', 'body is not JSON');
          }
          requests.push({ method: 'POST', path: url.pathname, body });
          const fail = failures.find((f) => f.method === method && f.times > 0);
          if (fail) {
            fail.times--;
            throw new TwirpError(fail.status, 'internal', 'injected failure');
          }
          const out = twirp(method, scopeOf(req), body);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(out));
          return;
        }
        throw new TwirpError(404, 'bad_route', `no route ${req.method} ${url.pathname}`);
      } catch (e) {
        const err = e instanceof TwirpError ? e : new TwirpError(500, 'internal', String(e));
        res.writeHead(err.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: err.code, msg: err.message }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    artifacts,
    requests,
    runtimeToken(run, job) {
      const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
      const payload = b64url(
        JSON.stringify({ scp: `Actions.ExampleScope Actions.Results:${run}:${job}`, iat: 0 }),
      );
      const sig = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
      return `${header}.${payload}.${sig}`;
    },
    bindRun(run, workflowRunId) {
      runBindings.set(run, workflowRunId);
      for (const a of artifacts)
        if (a.workflowRunBackendId === run) a.workflowRunId = workflowRunId;
    },
    failTwirp(method, status, times = 1) {
      failures.push({ method, status, times });
    },
    listForRun: (runId) => artifacts.filter((a) => a.finalized && a.workflowRunId === runId),
    byId: (id) => artifacts.find((a) => a.id === id && a.finalized),
    downloadUrl: (a) => blobUrl(a, 'download'),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
