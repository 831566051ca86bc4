import path from 'node:path';
import * as core from '@actions/core';
import { neutraliseWorkflowCommands } from '../render/escape.js';
import { applyGate, gateHeadline, recordedGateOptions } from '../report/gate.js';
import { compareWithBase } from '../report/pooled-baseline.js';
import { ResultsWriteError } from '../runner/results-stream.js';
import { runSuites } from '../runner/run.js';
import { FORMATS } from '../formats/index.js';
import { leftOutLines } from '../suites/left-out-note.js';
import { buildHistory } from '../report/history.js';
import { loadBaseline } from './baseline.js';
import { publishReportCheck } from './check-run.js';
import { commentFromArtifact } from './comment-from-artifact.js';
import { agentEnv, readContext, runUrl, type ActionContext } from './context.js';
import { approvalStep, forkGate, setRunGateOutputs } from './fork-approval.js';
import { createGitHub, type GitHub } from './github.js';
import { loadHistory } from './history.js';
import { actionRunSettings, inputsFromEnv, parseInputs, type ActionInputs } from './inputs.js';
import { actionRedactor } from './masking.js';
import { mergeShardArtifacts } from './merge-artifacts.js';
import {
  commentKey,
  publishArtifact,
  publishComment,
  reportDir,
  setOutputs,
  writeJobSummary,
  writeReportFiles,
} from './publish.js';
import { errorMessage } from '../lib/error-message.js';
import type { Redactor } from '../redaction.js';
import type { GateResult, Report } from '../model/index.js';

/**
 * The action: inputs → one run of the engine → baseline and diff → gate → reports, job summary,
 * artifact, sticky comment, outputs. The step fails (core.setFailed) with the deciding gate's
 * reason; bad inputs fail it with one line per problem before anything runs. Publishing problems
 * are warnings: the gate alone decides the step.
 */
export async function run(env: Record<string, string | undefined> = process.env): Promise<void> {
  const raw = inputsFromEnv(env);
  // Masked before anything can print them, an input error included.
  const redactor = actionRedactor(env, raw['github-token']);
  try {
    const inputs = forShard(parseInputs(raw));
    redactor.add(inputs.mask);
    let ctx = readContext(env);
    const gh = gitHubOf(inputs, ctx, env);
    if (inputs.mode === 'comment-from-artifact')
      return await commentFromArtifact(inputs, ctx, gh, redactor);
    if (inputs.mode === 'approval') return await approvalStep(inputs, ctx, env, gh, redactor);

    // A fork PR's agent starts only as `on-fork` says (no secrets, or not approved: nothing runs).
    const fork = await forkGate(inputs, ctx, env, gh, redactor);
    if (!fork.proceed) return;
    ctx = fork.ctx;

    // Compared with the base branch as the last step of the run (before the results stream's
    // summary line), or of the merge.
    const compare = (r: Report) => compareToBase(r, inputs, ctx, gh, redactor);
    const { final, baseline, diff, gate } = await runOrMerge(
      inputs,
      ctx,
      fork.agentTree,
      env,
      redactor,
      compare,
    );
    const links = { runUrl: runUrl(ctx) };
    const note = fork.note ? redactor.text(fork.note(final)) : undefined;

    // A report file that could not be written (a full disk) is said, and fails the step, after
    // everything else is published (the job summary, comment, check run and outputs go elsewhere).
    const files = await writeReportFiles(final, diff, inputs, ctx, links);
    const artifact = await publishArtifact(files, inputs, ctx);
    if (inputs.summary)
      await writeJobSummary(
        // The summary says which report files are missing from the artifact, and why.
        files.failures.length
          ? { ...final, warnings: [...final.warnings, ...files.failures] }
          : final,
        {
          diff,
          reportUrl: artifact?.url,
          runUrl: links.runUrl,
          templatesDir: inputs.templatesDir,
          note,
        },
      ).catch((e: unknown) =>
        core.warning(`agentci: the job summary was not written: ${redactor.text(errorMessage(e))}`),
      );
    const commentUrl = await publishComment(gh, {
      report: final,
      gate,
      diff,
      noBaselineReason: diff ? undefined : baseline.report ? undefined : baseline.reason,
      inputs,
      owner: ctx.owner,
      repo: ctx.repo,
      prNumber: ctx.pr?.number,
      key: commentKey(inputs, ctx.workflow),
      runUrl: links.runUrl,
      artifactUrl: artifact?.url,
      note,
    });
    // A shard's report is partial: the merge job creates the check, as it posts the comment.
    if (inputs.checkName && !inputs.shard)
      await publishReportCheck(gh, {
        name: inputs.checkName,
        owner: ctx.owner,
        repo: ctx.repo,
        headSha: ctx.pr?.headSha || ctx.sha,
        report: final,
        gate,
        diff,
        cwd: ctx.workspace,
        workspace: ctx.workspace,
        artifactUrl: artifact?.url,
        runUrl: links.runUrl,
        templatesDir: inputs.templatesDir,
        maxAnnotations: inputs.maxAnnotations,
        redactor,
        note,
      });
    setOutputs({ report: final, gate, diff, files, artifact, commentUrl });
    setRunGateOutputs(ctx);
    endStep(gate, files.failures, redactor);
  } catch (e) {
    // InputsError / InputError list every problem, one per line, in their message.
    core.setFailed(redactor.text(errorMessage(e)));
  }
}

/**
 * A shard job publishes its slice for the merge job: it compares with no baseline and posts no
 * comment (a partial report would overwrite the sticky comment); the merge job does both.
 */
function forShard(inputs: ActionInputs): ActionInputs {
  if (!inputs.shard) return inputs;
  core.info(
    `agentci: shard ${inputs.shard.index}/${inputs.shard.total}: artifact "${inputs.artifactName}"; the baseline comparison and the PR comment come from the merge job (merge: true)`,
  );
  return { ...inputs, baseline: { kind: 'none' }, comment: 'off' };
}

type Compared = Awaited<ReturnType<typeof compareToBase>>;

/** The report with the comparison's gate and the base branch's history. */
function withComparison(report: Report, { gate, history }: Compared): Report {
  return { ...report, gate, ...(history ? { history } : {}) };
}

/**
 * This job's report, compared with the base branch: the suites run (the agent under test gets the
 * step's environment minus the action's own credentials), or with `merge` the shard reports of
 * the artifacts, merged. A run compares before its results stream's summary line is written, so
 * results.jsonl holds the same gate as report.json and the step.
 */
async function runOrMerge(
  inputs: ActionInputs,
  ctx: ActionContext,
  agentTree: string | undefined,
  env: Record<string, string | undefined>,
  redactor: Redactor,
  compare: (report: Report) => Promise<Compared>,
): Promise<Compared & { final: Report }> {
  if (inputs.merge) {
    const merged = await mergeShardArtifacts(inputs, ctx, (m) =>
      core.warning(neutraliseWorkflowCommands(m)),
    );
    // Shard reports from artifacts were written by another job: masked here too.
    const report = redactor.value(merged);
    const compared = await compare(report);
    return { ...compared, final: withComparison(report, compared) };
  }
  let compared: Compared | undefined;
  const final = await runSuites(
    actionRunSettings(inputs, {
      cwd: ctx.workspace,
      resultsPath: path.join(reportDir(inputs, ctx), 'results.jsonl'),
      gitSha: ctx.pr?.headSha || ctx.sha,
      agentTree,
    }),
    {
      env: agentEnv(env),
      formats: FORMATS,
      redactor,
      log: (line) => core.info(neutraliseWorkflowCommands(line)),
      // The step's log names every file a search left out (data beside the suites).
      onLeftOut: (files) => {
        for (const l of leftOutLines(files, true)) core.info(neutraliseWorkflowCommands(l));
      },
      completeReport: async (report) => {
        compared = await compare(report);
        return withComparison(report, compared);
      },
    },
  ).catch((e: unknown) => {
    // The results stream could not be written: the run stopped its agents and marked the
    // attempts it did not start "not run"; its report, whose gate fails as a runtime error
    // naming the file, is published as the CLI writes its other reports.
    if (!(e instanceof ResultsWriteError && e.report)) throw e;
    return e.report;
  });
  // A report that did not go through the run's last step (none today) is compared here.
  if (!compared) {
    compared = await compare(final);
    return { ...compared, final: withComparison(final, compared) };
  }
  return { ...compared, final };
}

/**
 * The report against the base branch: its baseline and last reports (the pooled baseline of
 * every case, and its sparkline), the diff, and the gate applied again with the comparison
 * (quarantine, runtime failures and the run's own gates kept).
 */
async function compareToBase(
  report: Report,
  inputs: ActionInputs,
  ctx: ActionContext,
  gh: GitHub | undefined,
  redactor: Redactor,
) {
  const baseline = await loadBaseline(inputs, ctx, gh, (m) => core.warning(m));
  // The base branch's last reports: the pooled baseline of every case, and its sparkline.
  const past = await loadHistory(inputs, ctx, gh, baseline, (m) =>
    core.info(neutraliseWorkflowCommands(m)),
  );
  const stale = [
    ...(baseline.report || !baseline.stale ? [] : [baseline.stale]),
    ...(past?.stale ?? []),
  ].filter((s, i, all) => all.findIndex((t) => t.source === s.source) === i);
  const compared = compareWithBase(
    report,
    {
      ...(baseline.report ? { base: { report: baseline.report, source: baseline.source } } : {}),
      ...(past ? { history: past.past } : {}),
      stale,
    },
    {
      fdr: inputs.fdr,
      maxRegressionPp: inputs.maxRegressionPp,
      staleAfterDays: inputs.staleAfterDays,
    },
  );
  const diff = compared ? redactor.value(compared) : undefined;
  // Gated again with the comparison; quarantine, runtime failures and the run's own gates kept.
  const gate = applyGate(report, {
    ...recordedGateOptions(report),
    maxRegressionPp: inputs.maxRegressionPp,
    diff,
  });
  const history = past
    ? redactor.value(buildHistory(past.past, { current: report, skipped: past.skipped }))
    : undefined;
  return { baseline, diff, gate, history };
}

/** The step's end: failed with the gate's reason and each report file not written, or passed. */
function endStep(gate: GateResult, failures: string[], redactor: Redactor): void {
  if (!gate.passed || failures.length > 0)
    core.setFailed(
      redactor.text(
        [
          ...(gate.passed ? [] : [`agentci ${gateHeadline(gate)}`]),
          ...failures.map((f) => `agentci: ${f}`),
        ].join('\n'),
      ),
    );
  else core.info(neutraliseWorkflowCommands(`agentci ${gateHeadline(gate)}`));
}

/** The GitHub API client of the step's token, or none without a token. */
function gitHubOf(
  inputs: ActionInputs,
  ctx: ActionContext,
  env: Record<string, string | undefined>,
): GitHub | undefined {
  if (!inputs.githubToken) return undefined;
  return createGitHub({
    token: inputs.githubToken,
    baseUrl: ctx.apiUrl,
    env,
    log: (line) => core.info(neutraliseWorkflowCommands(line)),
  });
}
