/**
 * Runs the bundled action (dist/index.js) the way the runner does: a child process under the Node
 * that action.yml declares (node24, found or installed by test/setup/node24.ts), with INPUT_*,
 * GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_API_URL pointed at the fake GitHub
 * REST server and ACTIONS_RESULTS_URL at the fake artifact service. The child gets a clean
 * environment, so a real runner's variables (when the suite itself runs in Actions) never leak in.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { inject } from 'vitest';
import { startArtifactService, type FakeArtifactService } from '../fakes/artifact-service.js';
import {
  GITHUB_ACTIONS_BOT,
  startGitHubServer,
  type FakeGitHub,
  type FakeRun,
} from '../fakes/github-server.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUNDLE = path.join(ROOT, 'dist/index.js');
export const OWNER_REPO = 'acme/agent';
/** The workflow's GITHUB_TOKEN: may write; `GET /user` answers 403 as for any installation token. */
export const TOKEN = 'ghs_token';
/** A fork PR's GITHUB_TOKEN: every write answers 403. */
export const FORK_TOKEN = 'ghs_fork';

/** Every output action.yml declares. */
export const OUTPUT_NAMES = [
  'pass-rate',
  'total',
  'passed',
  'failed',
  'flaky',
  'verdict',
  'report',
  'junit',
  'html',
  'artifact-id',
  'artifact-url',
  'comment-url',
  'approved',
  'head-sha',
  'base-ref',
  'json',
] as const;

/** The Node 24 binary, or an Error naming why there is none (the tests fail with it, never skip). */
export function node24(): string {
  const n = inject('node24');
  if (n.error !== undefined)
    throw new Error(
      `The action declares runs.using: node24, and Node 24 is not available: ${n.error}`,
    );
  return n.path;
}

function bundle(): string {
  if (!existsSync(BUNDLE))
    throw new Error(
      `${BUNDLE} is missing: run \`npm run build\` first (the e2e tests run the bundle).`,
    );
  return BUNDLE;
}

export interface ActionRun {
  code: number | null;
  /** stdout and stderr together: workflow commands (::warning::, ::error::) land here. */
  stdout: string;
  /** Parsed GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** The raw GITHUB_OUTPUT file. */
  outputFile: string;
  /** GITHUB_STEP_SUMMARY's content. */
  summary: string;
  /** The step's RUNNER_TEMP (event.json, output and summary are there too). */
  runnerTemp: string;
}

export interface RunOptions {
  runId: number;
  event: string;
  payload: unknown;
  /** Input names as in action.yml (`max-regression`), turned into INPUT_MAX-REGRESSION. */
  inputs?: Record<string, string>;
  token?: string;
  /** The Node binary; default Node 24. */
  node?: string;
  /** GITHUB_WORKFLOW (the workflow's name). */
  workflow?: string;
  /** More variables for the step (what a workflow's `env:` adds). */
  env?: Record<string, string>;
  /** The job within the run (the shards and the merge job of a matrix are jobs of one run). */
  job?: string;
  /** Runs the step's command line through another (e.g. with a full disk mounted for it). */
  wrap?: (argv: string[]) => string[];
}

export interface E2E {
  gh: FakeGitHub;
  artifacts: FakeArtifactService;
  /** GITHUB_WORKSPACE: agent.mjs (answers from answers.json) and suite.jsonl are there. */
  work: string;
  /** Sets what the workspace's agent answers per case id. */
  answers(a: Record<string, string>): Promise<void>;
  run(opts: RunOptions): Promise<ActionRun>;
  close(): Promise<void>;
}

/** A run record for the fake's workflow run list (workflow "CI", ci.yml, id 77). */
export function workflowRun(over: Partial<FakeRun> & { id: number }): FakeRun {
  return {
    name: 'CI',
    workflow_id: 77,
    path: '.github/workflows/ci.yml',
    head_branch: 'feature',
    head_sha: 'b'.repeat(40),
    event: 'pull_request',
    status: 'in_progress',
    conclusion: null,
    created_at: '2025-02-01T00:00:00Z',
    head_repository: OWNER_REPO,
    ...over,
  };
}

/** A `pull_request` event payload. */
export function prEvent(
  number: number,
  opts: { headRepo?: string; headSha?: string; base?: string } = {},
) {
  return {
    number,
    pull_request: {
      number,
      base: { ref: opts.base ?? 'main' },
      head: {
        sha: opts.headSha ?? 'b'.repeat(40),
        repo: { full_name: opts.headRepo ?? OWNER_REPO },
      },
    },
  };
}

/** The `workflow_run` event GitHub sends when run `id` of workflow "CI" completes. */
export function workflowRunEvent(id: number, headSha: string, pullRequests: number[] = []) {
  return {
    action: 'completed',
    workflow_run: {
      id,
      name: 'CI',
      head_sha: headSha,
      html_url: `https://github.com/acme/agent/actions/runs/${id}`,
      conclusion: 'failure',
      pull_requests: pullRequests.map((number) => ({ number })),
    },
  };
}

/** The cases of the default workspace suite. */
export const SUITE = [
  { id: 'capital', input: 'Capital of France?', assert: { type: 'contains', value: 'Paris' } },
  { id: 'sum', input: '2+2?', assert: { type: 'contains', value: '4' } },
];

/** Names of the variables the workspace agent saw in its last attempt. */
export async function seenEnv(work: string): Promise<string[]> {
  return JSON.parse(await readFile(path.join(work, 'seen-env.json'), 'utf8')) as string[];
}

/** Starts both fakes and a workspace with a small suite and an agent that answers from a file. */
export async function startE2E(): Promise<E2E> {
  const artifacts = await startArtifactService();
  const gh = await startGitHubServer({ artifacts });
  gh.tokens.set(TOKEN, { user: GITHUB_ACTIONS_BOT, installation: true });
  gh.tokens.set(FORK_TOKEN, { user: GITHUB_ACTIONS_BOT, installation: true, readOnly: true });
  const work = await mkdtemp(path.join(tmpdir(), 'agentci-e2e-'));
  await writeFile(
    path.join(work, 'agent.mjs'),
    `import { readFileSync, writeFileSync } from 'node:fs';
const c = JSON.parse(readFileSync(0, 'utf8'));
// What the agent can see of its environment (names only), for the credential-isolation check.
writeFileSync(new URL('./seen-env.json', import.meta.url), JSON.stringify(Object.keys(process.env).sort()));
const answers = JSON.parse(readFileSync(new URL('./answers.json', import.meta.url), 'utf8'));
process.stdout.write(answers[c.id] ?? 'no idea');
`,
  );
  await writeFile(path.join(work, 'suite.jsonl'), SUITE.map((c) => JSON.stringify(c)).join('\n'));
  await writeFile(path.join(work, 'answers.json'), '{}');

  async function run(opts: RunOptions): Promise<ActionRun> {
    const node = opts.node ?? node24();
    const dir = await mkdtemp(path.join(work, `.run-${opts.runId}-`));
    const eventPath = path.join(dir, 'event.json');
    await writeFile(eventPath, JSON.stringify(opts.payload));
    const outFile = path.join(dir, 'output');
    const summaryFile = path.join(dir, 'summary');
    await writeFile(outFile, '');
    await writeFile(summaryFile, '');
    // The jobs of one workflow run share its backend id (a merge job lists its shards' uploads).
    const backend = `backend-${opts.runId}`;
    artifacts.bindRun(backend, opts.runId);
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_REPOSITORY: OWNER_REPO,
      GITHUB_REPOSITORY_OWNER: 'acme',
      GITHUB_RUN_ID: String(opts.runId),
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_WORKFLOW: opts.workflow ?? 'CI',
      GITHUB_WORKFLOW_REF: `${OWNER_REPO}/.github/workflows/ci.yml@refs/heads/main`,
      GITHUB_EVENT_NAME: opts.event,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_WORKSPACE: work,
      GITHUB_OUTPUT: outFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_API_URL: gh.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_SHA: 'c'.repeat(40),
      GITHUB_REF_NAME: opts.event === 'push' ? 'main' : '1/merge',
      RUNNER_TEMP: dir,
      ACTIONS_RUNTIME_TOKEN: artifacts.runtimeToken(backend, opts.job ?? `job-${opts.runId}`),
      ACTIONS_RESULTS_URL: `${artifacts.url}/`,
      'INPUT_GITHUB-TOKEN': opts.token ?? TOKEN,
      INPUT_AGENT: 'node agent.mjs',
      INPUT_SUITES: 'suite.jsonl',
      INPUT_RUNS: '3',
      ...opts.env,
    };
    // The runner's rule: INPUT_ + the name upper-cased, spaces as underscores, hyphens kept.
    for (const [k, v] of Object.entries(opts.inputs ?? {}))
      env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
    const [cmd = node, ...args] = (opts.wrap ?? ((a) => a))([node, bundle()]);
    const child = spawn(cmd, args, { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    const raw = await readFile(outFile, 'utf8');
    return {
      code,
      stdout,
      outputs: parseOutputs(raw),
      outputFile: raw,
      summary: await readFile(summaryFile, 'utf8'),
      runnerTemp: dir,
    };
  }

  return {
    gh,
    artifacts,
    work,
    answers: (a) => writeFile(path.join(work, 'answers.json'), JSON.stringify(a)),
    run,
    async close() {
      await gh.close();
      await artifacts.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** GITHUB_OUTPUT in the heredoc form @actions/core writes: `name<<delimiter\nvalue\ndelimiter`. */
export function parseOutputs(raw: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const m of raw.matchAll(/^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]] = m[3];
  return outputs;
}

/**
 * Downloads an artifact back the way a user's browser or `gh run download` does: the REST zip URL,
 * which redirects to the signed blob on the artifact service. Returns its files by name.
 */
export async function downloadArtifact(
  gh: FakeGitHub,
  artifactId: number,
  token = TOKEN,
): Promise<Map<string, Buffer>> {
  const res = await fetch(`${gh.url}/repos/${OWNER_REPO}/actions/artifacts/${artifactId}/zip`, {
    headers: { authorization: `token ${token}` },
  });
  if (!res.ok) throw new Error(`artifact ${artifactId}: HTTP ${res.status} ${await res.text()}`);
  return readZip(Buffer.from(await res.arrayBuffer()));
}

/** A minimal zip reader (central directory; stored and deflated entries), enough for artifacts. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error(`bad central directory entry at ${p}`);
    const method = zip.readUInt16LE(p + 10);
    const compressed = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    if (!name.endsWith('/'))
      files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip of stored (uncompressed) entries: what a hostile run could upload as its artifact. */
export function writeZip(files: Map<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const n = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(n.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    central.push(dir, n);
    offset += local.length + n.length + data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

/**
 * Replaces the files of a stored artifact, as a run whose workflow the PR's author controls (a
 * fork's) can upload whatever it likes under the artifact's name.
 */
export function forgeArtifact(
  artifacts: FakeArtifactService,
  artifactId: number,
  edit: (files: Map<string, Buffer>) => void,
): void {
  const a = artifacts.byId(artifactId);
  if (!a) throw new Error(`no artifact ${artifactId}`);
  const files = readZip(a.blob);
  edit(files);
  a.blob = writeZip(files);
  a.size = a.blob.length;
  delete a.digest;
}
