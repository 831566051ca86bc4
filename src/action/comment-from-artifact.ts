import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { z } from 'zod';
import type { Diff, Report } from '../model/index.js';
import { DiffSchema } from '../model/index.js';
import { artifactUrl, downloadRunArtifact, inTempDir, readReportFile } from './artifact.js';
import type { ActionContext } from './context.js';
import { repoRunUrl } from './context.js';
import type { GitHub } from './github.js';
import { verifyPullRequest } from './github.js';
import type { ActionInputs } from './inputs.js';
import type { Redactor } from '../redaction.js';
import { publishReportCheck } from './check-run.js';
import { commentKey, publishComment } from './publish.js';

const PrFileSchema = z.object({ number: z.number().int().positive() });

/** The artifact came from untrusted code: a file that is not JSON is just not valid (undefined), not a crash. */
async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The baseline's run link of a diff from the artifact, kept only when it is a run page of this
 * repository on this server (repoRunUrl): the untrusted run could write anything there, and the
 * comment and the check run would link it.
 */
function ownBaseLink(diff: Diff, ctx: ActionContext): Diff {
  const u = diff.base.run_url;
  if (u === undefined || repoRunUrl(ctx, u) === u) return diff;
  core.warning(
    `agentci: diff.json in the artifact links its baseline to a page that is not a run of ${ctx.owner}/${ctx.repo} on ${ctx.serverUrl}; the comparison is shown without that link`,
  );
  const { run_url: _dropped, ...base } = diff.base;
  return { ...diff, base };
}

/** The report's history run links, each kept only when it is a run page of this repository. */
function ownLinks(report: Report, ctx: ActionContext): Report {
  const h = report.history;
  if (!h?.runs.some((r) => r.run_url !== undefined && repoRunUrl(ctx, r.run_url) !== r.run_url))
    return report;
  const runs = h.runs.map(({ run_url, ...r }) =>
    run_url !== undefined && repoRunUrl(ctx, run_url) === run_url ? { ...r, run_url } : r,
  );
  return { ...report, history: { ...h, runs } };
}

/**
 * `mode: comment-from-artifact`, for a `workflow_run` job: the tests ran in the (possibly fork)
 * PR's workflow with a read-only token and uploaded their artifact; this job, with a write token,
 * downloads that artifact and posts the sticky comment. Everything in the artifact came from
 * untrusted code: the report and diff go through their schemas, every text in them is escaped by
 * the renderer as agent text is, a link is kept only when it is a run page of this repository on
 * this server, and the PR number is used only if that PR's head commit is the triggering run's.
 * The step does not re-gate: the triggering run's check already did.
 */
export async function commentFromArtifact(
  inputs: ActionInputs,
  ctx: ActionContext,
  gh: GitHub | undefined,
  redactor: Redactor,
): Promise<void> {
  const trig = ctx.triggeringRun;
  if (!trig || !trig.id)
    throw new Error('mode comment-from-artifact needs a workflow_run event (on: workflow_run)');
  if (!gh || !inputs.githubToken) throw new Error('mode comment-from-artifact needs github-token');
  const token = inputs.githubToken;
  // The artifact is read in a temporary folder, removed afterwards on every path.
  await inTempDir(ctx.tempDir, 'agentci-triggering-', (dir) =>
    commentFromDownload(dir, trig, token, inputs, ctx, gh, redactor),
  );
}

async function commentFromDownload(
  dir: string,
  trig: NonNullable<ActionContext['triggeringRun']>,
  token: string,
  inputs: ActionInputs,
  ctx: ActionContext,
  gh: GitHub,
  redactor: Redactor,
): Promise<void> {
  const got = await downloadRunArtifact({
    name: inputs.artifactName,
    workflowRunId: trig.id,
    owner: ctx.owner,
    repo: ctx.repo,
    token,
    dir,
  });
  if (!got) {
    core.warning(
      `agentci: run ${trig.id} has no "${inputs.artifactName}" artifact; nothing to comment`,
    );
    return;
  }
  // The triggering run masked its own secrets; this job's (its token) are masked here.
  const report = ownLinks(redactor.value(await readReportFile(path.join(dir, 'report.json'))), ctx);
  let diff: Diff | undefined;
  if (existsSync(path.join(dir, 'diff.json'))) {
    const parsed = DiffSchema.safeParse(await readJson(path.join(dir, 'diff.json')));
    if (parsed.success) diff = ownBaseLink(redactor.value(parsed.data), ctx);
    else
      core.warning(
        'agentci: diff.json in the artifact is not valid; commenting without the comparison',
      );
  }
  const artifactLink = artifactUrl(ctx.serverUrl, ctx.owner, ctx.repo, trig.id, got.artifactId);
  // The check goes on the triggering run's head commit whether or not it belongs to an open PR.
  if (inputs.checkName)
    await publishReportCheck(gh, {
      name: inputs.checkName,
      owner: ctx.owner,
      repo: ctx.repo,
      headSha: trig.headSha,
      report,
      gate: report.gate,
      diff,
      cwd: ctx.workspace,
      workspace: ctx.workspace,
      artifactUrl: artifactLink,
      runUrl: trig.htmlUrl,
      templatesDir: inputs.templatesDir,
      maxAnnotations: inputs.maxAnnotations,
      redactor,
    });
  let claimed = trig.pullRequests[0];
  if (claimed === undefined && existsSync(path.join(dir, 'pr.json'))) {
    const parsed = PrFileSchema.safeParse(await readJson(path.join(dir, 'pr.json')));
    if (parsed.success) claimed = parsed.data.number;
  }
  const pr =
    claimed !== undefined
      ? await verifyPullRequest(gh, {
          owner: ctx.owner,
          repo: ctx.repo,
          number: claimed,
          headSha: trig.headSha,
        })
      : null;
  if (!pr) {
    core.warning(
      `agentci: run ${trig.id} is not for an open PR whose head is ${trig.headSha.slice(0, 7)}; nothing to comment`,
    );
    return;
  }
  const url = await publishComment(gh, {
    report,
    gate: report.gate,
    diff,
    noBaselineReason: diff ? undefined : 'the triggering run had no baseline',
    inputs,
    owner: ctx.owner,
    repo: ctx.repo,
    prNumber: pr.number,
    key: commentKey(inputs, trig.name),
    runUrl: trig.htmlUrl,
    artifactUrl: artifactLink,
  });
  core.setOutput('comment-url', url ?? '');
  core.setOutput('verdict', report.gate.passed ? 'passed' : 'failed');
  core.setOutput('artifact-id', String(got.artifactId));
}
