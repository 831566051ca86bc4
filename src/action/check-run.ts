import * as core from '@actions/core';
import type { Diff, GateResult, Report } from '../model/index.js';
import type { Redactor } from '../redaction.js';
import { trimToBytes } from '../render/limits.js';
import {
  ANNOTATIONS_PER_REQUEST,
  CHECK_SUMMARY_MAX_BYTES,
  checkRunOutput,
  type Annotation,
  type CheckRunOutput,
} from '../render/annotations.js';
import type { GitHub } from './github.js';
import { httpStatus, isPermissionError } from './github.js';
import { errorMessage } from '../lib/error-message.js';

/** GitHub shows at most this many workflow-command annotations of one level per step. */
const COMMANDS_SHOWN_PER_LEVEL = 10;

export interface CheckRunTarget {
  owner: string;
  repo: string;
  /** The check's name (the `check-name` input): what branch protection requires. */
  name: string;
  /** The PR's head commit, or the pushed commit. */
  headSha?: string;
  /** The HTML report's artifact page (else the run's page): the check's "details" link. */
  detailsUrl?: string;
}

export interface PublishedCheck {
  id: number;
  url: string;
  /** How many annotations reached the check run. */
  annotations: number;
}

/** The output with every secret masked: titles, messages and the summary hold agent text. */
function redacted(out: CheckRunOutput, redactor: Redactor): CheckRunOutput {
  return {
    ...out,
    title: redactor.text(out.title),
    summary: redactor.text(out.summary),
    annotations: out.annotations.map((a) => ({
      ...a,
      title: redactor.text(a.title),
      message: redactor.text(a.message),
    })),
  };
}

/**
 * The fallback where no check run can be made (a fork PR's read-only token, no token at all): the
 * annotations as workflow commands (`::error file=…,line=…,title=…::message`), which GitHub shows
 * on the run and the PR's changed files, up to 10 per level per step, failures first.
 */
export function annotateWithCommands(annotations: readonly Annotation[]): number {
  const shown = { failure: 0, warning: 0, notice: 0 };
  const say = { failure: core.error, warning: core.warning, notice: core.notice };
  for (const a of annotations) {
    if (shown[a.annotation_level] >= COMMANDS_SHOWN_PER_LEVEL) continue;
    shown[a.annotation_level]++;
    // @actions/core escapes the message and the properties (%, newlines, `:` and `,`).
    say[a.annotation_level](a.message, {
      title: a.title,
      file: a.path,
      startLine: a.start_line,
      endLine: a.end_line,
    });
  }
  return shown.failure + shown.warning + shown.notice;
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function fallback(out: CheckRunOutput, why: string): void {
  if (out.annotations.length === 0) {
    core.warning(`agentci: ${why}.`);
    return;
  }
  const shown = annotateWithCommands(out.annotations);
  const left = out.annotations.length - shown;
  core.warning(
    `agentci: ${why}; the ${out.annotations.length} annotation${out.annotations.length === 1 ? ' is' : 's are'} printed as workflow commands instead${left > 0 ? ` (${shown} shown: GitHub shows 10 per level per step; the report has every case)` : ''}.`,
  );
}

/**
 * Creates the completed check run with the first 50 annotations, then adds the rest 50 at a time
 * (the checks API's limit per request) by updating it. A 403/404 on creation (a fork PR's token,
 * no `checks: write`) or any other failure to create it falls back to workflow commands with a
 * warning; a failure while adding annotations is a warning. Nothing here fails the step: the gate
 * alone does.
 */
export async function publishCheckRun(
  gh: GitHub | undefined,
  target: CheckRunTarget,
  output: CheckRunOutput,
  redactor: Redactor,
): Promise<PublishedCheck | undefined> {
  const out = redacted(output, redactor);
  if (!gh) {
    fallback(out, `no github-token, so no check run "${target.name}"`);
    return undefined;
  }
  if (!target.headSha) {
    fallback(out, `no commit SHA in this event, so no check run "${target.name}"`);
    return undefined;
  }
  const [first = [], ...rest] = batches(out.annotations, ANNOTATIONS_PER_REQUEST);
  let created: { id: number; html_url: string | null };
  try {
    const { data } = await gh.rest.checks.create({
      owner: target.owner,
      repo: target.repo,
      name: target.name,
      head_sha: target.headSha,
      status: 'completed',
      conclusion: out.conclusion,
      completed_at: new Date().toISOString(),
      ...(target.detailsUrl ? { details_url: target.detailsUrl } : {}),
      output: { title: out.title, summary: out.summary, annotations: first },
    });
    created = data;
  } catch (e) {
    const why = redactor.text(errorMessage(e));
    fallback(
      out,
      isPermissionError(e)
        ? `could not create the check run "${target.name}" (${httpStatus(e)}: ${why}); fork PRs get a read-only token: grant \`checks: write\`, or create the check from the workflow_run recipe (mode: comment-from-artifact with check-name)`
        : `could not create the check run "${target.name}": ${why}`,
    );
    return undefined;
  }
  let sent = first.length;
  for (const batch of rest) {
    try {
      await gh.rest.checks.update({
        owner: target.owner,
        repo: target.repo,
        check_run_id: created.id,
        output: { title: out.title, summary: out.summary, annotations: batch },
      });
      sent += batch.length;
    } catch (e) {
      const why = redactor.text(errorMessage(e));
      core.warning(
        `agentci: check run "${target.name}": ${out.annotations.length - sent} of ${out.annotations.length} annotations were not added: ${why}`,
      );
      break;
    }
  }
  const url = created.html_url ?? '';
  core.info(
    `agentci: check run "${target.name}" (${out.conclusion}, ${sent} annotation${sent === 1 ? '' : 's'}): ${url}`,
  );
  return { id: created.id, url, annotations: sent };
}

/**
 * The check run for a report, when `check-name` is set: built from the report (pure,
 * src/render/annotations.ts) and published. The same call serves a run and the `workflow_run`
 * recipe (from the triggering run's artifact).
 */
export async function publishReportCheck(
  gh: GitHub | undefined,
  args: CheckRunTarget & {
    report: Report;
    gate: GateResult;
    diff?: Diff;
    /** Where the suites' relative paths start (the run's working directory). */
    cwd: string;
    /** GITHUB_WORKSPACE: annotation paths are relative to it. */
    workspace: string;
    artifactUrl?: string;
    runUrl?: string;
    templatesDir?: string;
    /** At most this many annotations (the `max-annotations` input); undefined: one per case. */
    maxAnnotations?: number;
    redactor: Redactor;
    /** Markdown put above the summary (a fork PR's approval and the tests it did not use). */
    note?: string;
  },
): Promise<PublishedCheck | undefined> {
  const built = checkRunOutput(args.report, {
    max: args.maxAnnotations,
    gate: args.gate,
    diff: args.diff,
    reportUrl: args.artifactUrl,
    runUrl: args.runUrl,
    templatesDir: args.templatesDir,
    cwd: args.cwd,
    workspace: args.workspace,
  });
  const note = args.note ? `${args.note}\n` : '';
  const output = note
    ? {
        ...built,
        summary:
          note + trimToBytes(built.summary, CHECK_SUMMARY_MAX_BYTES - Buffer.byteLength(note)),
      }
    : built;
  return publishCheckRun(
    gh,
    {
      owner: args.owner,
      repo: args.repo,
      name: args.name,
      headSha: args.headSha,
      detailsUrl: args.detailsUrl ?? args.artifactUrl ?? args.runUrl,
    },
    output,
    args.redactor,
  );
}
