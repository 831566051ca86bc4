import path from 'node:path';
import type { Report } from '../model/index.js';
import type { BaselineSource } from '../report/compare.js';
import { downloadRunArtifact, inTempDir, readReportFile } from './artifact.js';
import type { ActionContext } from './context.js';
import type { GitHub } from './github.js';
import { findBaselineRun, isPermissionError } from './github.js';
import type { ActionInputs } from './inputs.js';
import type { BaselineRunQuery } from './github.js';
import { errorMessage } from '../lib/error-message.js';
import { StaleReportError } from '../report/pooled-baseline.js';

export type Baseline =
  | { report: Report; source: BaselineSource }
  | { report?: undefined; reason: string; stale?: { source: string; reason: string } };

/** The base branch's runs this workflow made: what the baseline and the history look through. */
export function baseRunQuery(
  inputs: Pick<ActionInputs, 'artifactName'>,
  ctx: Pick<ActionContext, 'owner' | 'repo' | 'workflowFile'>,
  runId: number,
  branch: string,
): BaselineRunQuery {
  return {
    owner: ctx.owner,
    repo: ctx.repo,
    runId,
    branch,
    artifactName: inputs.artifactName,
    workflowId: ctx.workflowFile?.split('/').pop(),
  };
}

/**
 * The baseline report per the `baseline` input. Never throws: a baseline is a comparison aid, so
 * anything that goes wrong (no run yet, no permission on a fork PR's token, an expired artifact)
 * becomes a reason shown in the comment, and a warning when it is worth one.
 */
export async function loadBaseline(
  inputs: ActionInputs,
  ctx: ActionContext,
  gh: GitHub | undefined,
  warn: (msg: string) => void,
): Promise<Baseline> {
  const b = inputs.baseline;
  if (b.kind === 'none') return { reason: 'the baseline input is "none"' };
  if (b.kind === 'path') {
    const file = path.resolve(ctx.workspace, b.path);
    try {
      return { report: await readReportFile(file), source: { source: `file ${b.path}` } };
    } catch (e) {
      if (e instanceof StaleReportError)
        return {
          reason: `the baseline file ${b.path} is stale (${e.reason})`,
          stale: { source: `file ${b.path}`, reason: e.reason },
        };
      warn(`agentci: baseline ${b.path} could not be read: ${errorMessage(e)}`);
      return { reason: `the baseline file ${b.path} could not be read` };
    }
  }
  if (!gh || !inputs.githubToken)
    return { reason: 'no github-token to look up the base branch run' };
  if (!ctx.runId || !ctx.baselineBranch)
    return { reason: 'not running in a GitHub workflow run with a base branch' };
  try {
    const run = await findBaselineRun(gh, baseRunQuery(inputs, ctx, ctx.runId, ctx.baselineBranch));
    if (!run)
      return {
        reason: `no successful run of this workflow on ${ctx.baselineBranch} has an "${inputs.artifactName}" artifact yet`,
      };
    const token = inputs.githubToken;
    let report: Report | undefined;
    try {
      report = await inTempDir(ctx.tempDir, 'agentci-baseline-', async (dir) => {
        const got = await downloadRunArtifact({
          name: run.artifactName,
          artifactId: run.artifactId,
          workflowRunId: run.runId,
          owner: ctx.owner,
          repo: ctx.repo,
          token,
          dir,
        });
        return got ? readReportFile(path.join(dir, 'report.json')) : undefined;
      });
    } catch (e) {
      if (!(e instanceof StaleReportError)) throw e;
      const source = `${ctx.baselineBranch} run ${run.runId}`;
      return {
        reason: `the report of ${source} is stale (${e.reason})`,
        stale: { source, reason: e.reason },
      };
    }
    if (!report) return { reason: `the artifact of run ${run.runId} is gone` };
    return {
      report,
      source: {
        source: ctx.baselineBranch,
        run_id: run.runId,
        run_url: run.runUrl,
        sha: run.sha,
        completed_at: run.completedAt,
      },
    };
  } catch (e) {
    if (isPermissionError(e)) {
      warn(
        `agentci: no permission to read the baseline (${errorMessage(e)}); give the workflow \`actions: read\`. Fork PRs' tokens cannot; their comparison is skipped.`,
      );
      // Plain words: the reason is shown as escaped text in the comment, so no Markdown here.
      return {
        reason:
          'the token may not read workflow runs or their artifacts (the workflow needs actions: read)',
      };
    }
    warn(`agentci: the baseline could not be loaded: ${errorMessage(e)}`);
    return { reason: 'the baseline could not be loaded (see the step log)' };
  }
}
