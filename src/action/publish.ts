import path from 'node:path';
import * as core from '@actions/core';
import type { Diff, GateResult, Report } from '../model/index.js';
import { COMMENT_MAX_CHARS, renderComment, wantsComment } from '../render/comment.js';
import { OutputsWriteError, writeOutputs, writeTextFile } from '../cli/write-outputs.js';
import { renderMarkdown } from '../render/index.js';
import { trimToBytes } from '../render/limits.js';
import { artifactUrl, uploadReportFiles } from './artifact.js';
import type { ActionContext } from './context.js';
import type { GitHub } from './github.js';
import { httpStatus, isPermissionError, stickyMarker, upsertStickyComment } from './github.js';
import type { ActionInputs } from './inputs.js';
import { errorMessage } from '../lib/error-message.js';

/** GitHub's step summary limit is 1 MiB; stay well under it. */
export const SUMMARY_MAX_BYTES = 1_000_000;

export interface ReportFiles {
  dir: string;
  json: string;
  results: string;
  junit: string;
  html: string;
  /** diff.json and pr.json: what `comment-from-artifact` mode needs from the artifact. */
  extra: string[];
  /** The files above that were written (results.jsonl is the runner's). */
  written: string[];
  /** One line per file that could not be (`cannot write agentci-report/report.html: no space…`). */
  failures: string[];
}

/** Where report.json and results.jsonl go: next to report.html. */
export function reportDir(inputs: ActionInputs, ctx: ActionContext): string {
  return path.resolve(ctx.workspace, path.dirname(inputs.htmlPath));
}

/**
 * Writes report.json, junit.xml, report.html, and diff.json / pr.json when there is one, as the
 * CLI writes its reports (src/cli/write-outputs.ts): each through a temporary name and a rename,
 * so a full disk never leaves half a file under the real name, and a file that fails does not
 * stop the others. Never throws: what could not be written is in `failures`, and the job summary,
 * the comment, the check run and the outputs are still published (they go elsewhere).
 */
export async function writeReportFiles(
  report: Report,
  diff: Diff | undefined,
  inputs: ActionInputs,
  ctx: ActionContext,
  links: { runUrl?: string },
): Promise<ReportFiles> {
  const dir = reportDir(inputs, ctx);
  const files: ReportFiles = {
    dir,
    json: path.join(dir, 'report.json'),
    results: path.join(dir, 'results.jsonl'),
    junit: path.resolve(ctx.workspace, inputs.junitPath),
    html: path.resolve(ctx.workspace, inputs.htmlPath),
    extra: [],
    written: [],
    failures: [],
  };
  try {
    files.written = await writeOutputs(
      report,
      [
        { format: 'json', path: files.json },
        { format: 'junit', path: files.junit },
        { format: 'html', path: files.html },
      ],
      {
        cwd: ctx.workspace,
        junitExtensions: inputs.junitExtensions,
        templatesDir: inputs.templatesDir,
        diff,
        runUrl: links.runUrl,
      },
    );
  } catch (e) {
    if (e instanceof OutputsWriteError) {
      files.written = [...e.written];
      files.failures.push(...e.failures);
    } else files.failures.push(errorMessage(e));
  }
  const extra: Array<[string, string]> = [];
  if (diff) extra.push(['diff.json', `${JSON.stringify(diff, null, 2)}\n`]);
  if (ctx.pr)
    extra.push([
      'pr.json',
      `${JSON.stringify({ number: ctx.pr.number, head_sha: ctx.pr.headSha, base_ref: ctx.pr.baseRef })}\n`,
    ]);
  for (const [name, text] of extra) {
    const file = path.join(dir, name);
    files.extra.push(file);
    try {
      files.written.push(await writeTextFile(file, text, ctx.workspace));
    } catch (e) {
      files.failures.push(errorMessage(e));
    }
  }
  return files;
}

/**
 * Uploads the report files as one flat artifact (uploadReportFiles stages them in a temporary
 * folder, removed on every path). A failure is a warning: the gate alone decides the step.
 */
export async function publishArtifact(
  files: ReportFiles,
  inputs: ActionInputs,
  ctx: ActionContext,
): Promise<{ id: number; url?: string } | undefined> {
  try {
    // A report that could not be written is left out, not an older one under its name.
    const written = [files.html, files.json, files.results, files.junit, ...files.extra].filter(
      (f) => f === files.results || files.written.includes(f),
    );
    const up = await uploadReportFiles({
      name: inputs.artifactName,
      files: written,
      tempDir: ctx.tempDir,
      retentionDays: inputs.retentionDays,
    });
    const url = ctx.runId
      ? artifactUrl(ctx.serverUrl, ctx.owner, ctx.repo, ctx.runId, up.id)
      : undefined;
    return { id: up.id, url };
  } catch (e) {
    core.warning(`agentci: the report artifact was not uploaded: ${errorMessage(e)}`);
    return undefined;
  }
}

/** Writes the job summary once, under the byte budget. */
export async function writeJobSummary(
  report: Report,
  opts: {
    diff?: Diff;
    reportUrl?: string;
    runUrl?: string;
    templatesDir?: string;
    /** Markdown put above the summary (a fork PR's approval and the tests it did not use). */
    note?: string;
  },
): Promise<void> {
  const { note: rawNote, ...render } = opts;
  const note = rawNote ? `${rawNote}\n` : '';
  const budget = SUMMARY_MAX_BYTES - Buffer.byteLength(note);
  const md = renderMarkdown(report, { ...render, maxBytes: budget });
  await core.summary.addRaw(note + trimToBytes(md, budget)).write();
}

/** The sticky comment's key: the workflow's name and the artifact name (unique within a run). */
export function commentKey(inputs: ActionInputs, workflowName: string): string {
  return inputs.commentKey ?? `${workflowName}/${inputs.artifactName}`;
}

/**
 * Posts or refreshes the sticky comment. When the mode does not want a comment, an existing one
 * is still refreshed so it never shows stale results; none is created. Permission errors (a fork
 * PR's read-only token) and other API failures are warnings.
 */
export async function publishComment(
  gh: GitHub | undefined,
  args: {
    report: Report;
    gate: GateResult;
    diff?: Diff;
    noBaselineReason?: string;
    inputs: ActionInputs;
    owner: string;
    repo: string;
    prNumber?: number;
    key: string;
    runUrl?: string;
    artifactUrl?: string;
    /** Markdown put under the marker, above the results (a fork PR's approval…). */
    note?: string;
  },
): Promise<string | undefined> {
  const { inputs } = args;
  if (inputs.comment === 'off' || !args.prNumber) return undefined;
  const wanted = wantsComment(inputs.comment, args.report, args.gate, args.diff);
  const marker = stickyMarker(args.key);
  const note = args.note ? `${args.note}\n` : '';
  const rendered = renderComment(args.report, {
    marker,
    gate: args.gate,
    diff: args.diff,
    noBaselineReason: args.noBaselineReason,
    runUrl: args.runUrl,
    artifactUrl: args.artifactUrl,
    templatesDir: inputs.templatesDir,
    maxChars: COMMENT_MAX_CHARS - note.length,
  });
  // The note goes under the marker line, which stays first.
  const body = !note
    ? rendered
    : rendered.startsWith(`${marker}\n`)
      ? `${marker}\n${note}${rendered.slice(marker.length + 1)}`
      : `${marker}\n${note}${rendered}`;
  return postStickyComment(gh, { ...args, prNumber: args.prNumber, body, onlyUpdate: !wanted });
}

/**
 * Creates the sticky comment with `body` (which holds its marker), or updates it in place; with
 * `onlyUpdate`, never creates one. A missing token, a read-only token's 403 (a fork PR's) and
 * every other API failure are warnings: the gate alone decides the step.
 */
export async function postStickyComment(
  gh: GitHub | undefined,
  args: {
    inputs: ActionInputs;
    owner: string;
    repo: string;
    prNumber: number;
    key: string;
    body: string;
    onlyUpdate?: boolean;
  },
): Promise<string | undefined> {
  const { inputs } = args;
  if (!gh || !inputs.githubToken) {
    core.warning('agentci: no github-token, so no PR comment');
    return undefined;
  }
  try {
    const res = await upsertStickyComment(gh, {
      owner: args.owner,
      repo: args.repo,
      issueNumber: args.prNumber,
      marker: stickyMarker(args.key),
      body: args.body,
      onlyUpdate: args.onlyUpdate,
    });
    if (res) core.info(`agentci: PR comment ${res.action}: ${res.url}`);
    else core.info(`agentci: comment mode "${inputs.comment}": nothing to post`);
    return res?.url;
  } catch (e) {
    const why = errorMessage(e);
    if (isPermissionError(e))
      core.warning(
        `agentci: could not comment on the PR (${httpStatus(e)}: ${why}). Fork PRs get a read-only token; use the workflow_run recipe (mode: comment-from-artifact) or grant \`pull-requests: write\`.`,
      );
    else core.warning(`agentci: could not comment on the PR: ${why}`);
    return undefined;
  }
}

/** The step's outputs; `json` holds the same summary for `fromJSON()`. */
export function setOutputs(o: {
  report: Report;
  gate: GateResult;
  diff?: Diff;
  files?: ReportFiles;
  artifact?: { id: number; url?: string };
  commentUrl?: string;
}): void {
  const s = o.report.summary;
  // A report that could not be written (a full disk) is no output: its path would name nothing.
  const written = (f: string | undefined) => (f && o.files?.written.includes(f) ? f : '');
  const summary = {
    verdict: o.gate.passed ? 'passed' : 'failed',
    decided_by: o.gate.decided_by,
    reasons: o.gate.reasons.map((r) => r.message),
    pass_rate: s.overall_pass_rate,
    case_pass_rate: s.case_pass_rate,
    total: s.total,
    passed: s.passed,
    failed: s.failed,
    flaky: s.flaky,
    skipped: s.skipped,
    delta_pp: o.diff?.summary.delta_pp ?? null,
    transitions: o.diff?.summary.transitions ?? null,
    report: written(o.files?.json) || null,
    artifact_id: o.artifact?.id ?? null,
    artifact_url: o.artifact?.url ?? null,
    comment_url: o.commentUrl ?? null,
  };
  core.setOutput('verdict', summary.verdict);
  core.setOutput('pass-rate', String(s.overall_pass_rate));
  core.setOutput('total', String(s.total));
  core.setOutput('passed', String(s.passed));
  core.setOutput('failed', String(s.failed));
  core.setOutput('flaky', String(s.flaky));
  core.setOutput('report', written(o.files?.json));
  core.setOutput('junit', written(o.files?.junit));
  core.setOutput('html', written(o.files?.html));
  core.setOutput('artifact-id', o.artifact ? String(o.artifact.id) : '');
  core.setOutput('artifact-url', o.artifact?.url ?? '');
  core.setOutput('comment-url', o.commentUrl ?? '');
  core.setOutput('json', JSON.stringify(summary));
}
