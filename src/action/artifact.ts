import { restoreJsonText } from '../lib/json.js';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import type { Report } from '../model/index.js';
import { ReportSchema } from '../model/index.js';
import { errorMessage } from '../lib/error-message.js';
import { assertCurrentSchema } from '../report/pooled-baseline.js';

/**
 * Artifacts through @actions/artifact. The library reads its own environment (ACTIONS_RUNTIME_TOKEN,
 * ACTIONS_RESULTS_URL for uploads; GITHUB_API_URL for `findBy` downloads), which the runner sets.
 */

export interface UploadRequest {
  name: string;
  /** Absolute paths; files that do not exist are left out. */
  files: string[];
  /** Folder the files are stored relative to inside the artifact. */
  rootDir: string;
  /** Undefined: the repository's default retention. */
  retentionDays?: number;
}

export interface UploadedArtifact {
  id: number;
  size: number;
  digest?: string;
}

/** Uploads the report files as one artifact (a zip) and returns its id. */
export async function uploadReportArtifact(req: UploadRequest): Promise<UploadedArtifact> {
  const files = req.files.filter((f) => existsSync(f));
  if (files.length === 0)
    throw new Error(`no report files to upload (looked for ${req.files.join(', ')})`);
  const client = new DefaultArtifactClient();
  const res = await client.uploadArtifact(req.name, files, req.rootDir, {
    ...(req.retentionDays !== undefined ? { retentionDays: req.retentionDays } : {}),
  });
  if (res.id === undefined)
    throw new Error(`artifact ${req.name} was uploaded but the service returned no id`);
  return { id: res.id, size: res.size ?? 0, ...(res.digest ? { digest: res.digest } : {}) };
}

/**
 * Runs `fn` with a fresh folder `<parent>/<prefix>XXXXXX` (parent: the runner's RUNNER_TEMP, else
 * the system's), removed when `fn` is done, whether it returned or threw: self-hosted runners keep
 * their temp folders from job to job, and every artifact agentci stages or downloads is read once.
 */
export async function inTempDir<T>(
  parent: string | undefined,
  prefix: string,
  fn: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(parent ?? tmpdir(), prefix));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Uploads report files from anywhere (junit.xml may live apart from the others) as one flat
 * artifact: they are copied into a staging folder under `tempDir` first, which is removed
 * afterwards whether the upload worked or not. Files that do not exist are left out.
 */
export async function uploadReportFiles(req: {
  name: string;
  files: string[];
  tempDir: string | undefined;
  retentionDays?: number;
}): Promise<UploadedArtifact> {
  return inTempDir(req.tempDir, 'agentci-artifact-', async (stage) => {
    const staged: string[] = [];
    for (const f of req.files) {
      if (!existsSync(f)) continue;
      const to = path.join(stage, path.basename(f));
      await copyFile(f, to);
      staged.push(to);
    }
    return uploadReportArtifact({
      name: req.name,
      files: staged,
      rootDir: stage,
      ...(req.retentionDays !== undefined ? { retentionDays: req.retentionDays } : {}),
    });
  });
}

/** The web page of an artifact (where the link in the comment and summary points). */
export function artifactUrl(
  serverUrl: string,
  owner: string,
  repo: string,
  runId: number,
  artifactId: number,
): string {
  return `${serverUrl.replace(/\/+$/, '')}/${owner}/${repo}/actions/runs/${runId}/artifacts/${artifactId}`;
}

export interface DownloadRequest {
  name: string;
  /** The run that uploaded the artifact. */
  workflowRunId: number;
  owner: string;
  repo: string;
  token: string;
  /** Folder to extract into (created when missing). */
  dir: string;
  /** When already known (from findBaselineRun), the artifact lookup is skipped. */
  artifactId?: number;
}

/**
 * Downloads another run's artifact (`getArtifact` + `downloadArtifact` with `findBy`, which needs
 * `actions: read`) and extracts it into `dir`. Returns null when the run has no such artifact.
 */
export async function downloadRunArtifact(
  req: DownloadRequest,
): Promise<{ dir: string; artifactId: number } | null> {
  const client = new DefaultArtifactClient();
  const findBy = {
    token: req.token,
    workflowRunId: req.workflowRunId,
    repositoryOwner: req.owner,
    repositoryName: req.repo,
  };
  let id = req.artifactId;
  if (id === undefined) {
    try {
      id = (await client.getArtifact(req.name, { findBy })).artifact.id;
    } catch (e) {
      if (e instanceof Error && e.name === 'ArtifactNotFoundError') return null;
      throw e;
    }
  }
  await mkdir(req.dir, { recursive: true });
  await client.downloadArtifact(id, { path: req.dir, findBy });
  return { dir: req.dir, artifactId: id };
}

/**
 * Reads and validates a report.json (a baseline, or the triggering run's report in `workflow_run`
 * mode: untrusted either way, so it goes through the schema). Looks for `report.json` when given a
 * folder.
 */
export async function readReportFile(file: string): Promise<Report> {
  let target = file;
  if (existsSync(path.join(file, 'report.json'))) target = path.join(file, 'report.json');
  const text = await readFile(target, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(restoreJsonText(text));
  } catch (e) {
    throw new Error(`${target}: not JSON (${errorMessage(e)})`, {
      cause: e,
    });
  }
  // Another major report schema is named stale rather than "not a report" (a comparison says so).
  assertCurrentSchema(json, target);
  const parsed = ReportSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(
      `${target}: not an agentci report (${first?.path.join('.') || '(root)'}: ${first?.message ?? '?'})`,
    );
  }
  return parsed.data;
}
