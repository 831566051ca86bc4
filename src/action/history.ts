import path from 'node:path';
import type { History } from '../model/index.js';
import type { PastReport } from '../report/history.js';
import { StaleReportError } from '../report/pooled-baseline.js';
import { downloadRunArtifact, inTempDir, readReportFile } from './artifact.js';
import { baseRunQuery, type Baseline } from './baseline.js';
import type { ActionContext } from './context.js';
import type { GitHub } from './github.js';
import { httpStatus, isPermissionError, listBaseRuns } from './github.js';
import type { ActionInputs } from './inputs.js';
import { errorMessage } from '../lib/error-message.js';

export interface LoadedHistory {
  past: PastReport[];
  skipped: History['skipped'];
  /** Reports of another major report schema: named stale in the comparison (and skipped). */
  stale: { source: string; reason: string }[];
}

/**
 * The reports of the base branch's last `history` successful runs (the baseline's among them,
 * not downloaded twice), for the pooled baseline and the pass-rate history. Never throws: a report that cannot be fetched
 * or read (an expired artifact, a bad zip, invalid JSON, not a report) is skipped with a reason,
 * and each is said in the step log. Undefined when there is no history to look for (`history: 0`,
 * a baseline other than `auto`, no token, not in a workflow run).
 */
export async function loadHistory(
  inputs: ActionInputs,
  ctx: ActionContext,
  gh: GitHub | undefined,
  baseline: Baseline,
  info: (msg: string) => void,
): Promise<LoadedHistory | undefined> {
  if (inputs.history === 0 || inputs.baseline.kind !== 'auto') return undefined;
  if (!gh || !inputs.githubToken || !ctx.runId || !ctx.baselineBranch) return undefined;
  const past: PastReport[] = [];
  const skipped: History['skipped'] = [];
  const stale: LoadedHistory['stale'] = [];
  const skip = (runId: number | undefined, reason: string) => {
    // Shown in the comment: one short line.
    const short = reason.replace(/\s+/g, ' ').slice(0, 200);
    skipped.push({ ...(runId !== undefined ? { run_id: runId } : {}), reason: short });
    info(`agentci: history: ${runId !== undefined ? `run ${runId} ` : ''}skipped: ${reason}`);
  };
  let runs;
  try {
    runs = await listBaseRuns(gh, {
      ...baseRunQuery(inputs, ctx, ctx.runId, ctx.baselineBranch),
      maxRuns: inputs.history,
    });
  } catch (e) {
    skip(undefined, `the base branch's runs could not be listed (${errorMessage(e)})`);
    return { past, skipped, stale };
  }
  for (const run of runs) {
    // A run without the artifact (agentci added later, another job's run) has no report to miss.
    if (!run.artifact) continue;
    const at = {
      source: ctx.baselineBranch,
      run_id: run.runId,
      run_url: run.runUrl,
      sha: run.sha,
    };
    if (run.artifact.expired) {
      skip(run.runId, `its "${run.artifact.name}" artifact has expired`);
      continue;
    }
    if (baseline.report && baseline.source.run_id === run.runId) {
      past.push({ report: baseline.report, run: at });
      continue;
    }
    const { artifact } = run;
    const token = inputs.githubToken;
    const stop = await inTempDir(ctx.tempDir, `agentci-history-${run.runId}-`, async (dir) => {
      try {
        const got = await downloadRunArtifact({
          name: artifact.name,
          artifactId: artifact.id,
          workflowRunId: run.runId,
          owner: ctx.owner,
          repo: ctx.repo,
          token,
          dir,
        });
        if (!got) skip(run.runId, 'its artifact is gone');
        else past.push({ report: await readReportFile(path.join(dir, 'report.json')), run: at });
        return false;
      } catch (e) {
        if (e instanceof StaleReportError)
          stale.push({ source: `${ctx.baselineBranch} run ${run.runId}`, reason: e.reason });
        // The temporary folder says nothing to a reader of the comment.
        const why = errorMessage(e).split(`${dir}${path.sep}`).join('');
        skip(run.runId, httpStatus(e) ? `its artifact could not be downloaded (${why})` : why);
        // Without the permission no other run's artifact can be read either.
        return isPermissionError(e);
      }
    });
    if (stop) break;
  }
  return { past, skipped, stale };
}
