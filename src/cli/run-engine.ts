import path from 'node:path';
import { InputError, NoCasesError, formatProblem, type Problem } from '../lib/problems.js';
import { errorMessage } from '../lib/error-message.js';
import type { Case, TestEnv } from '../model/case.js';
import type { Diff } from '../model/diff.js';
import type { Report } from '../model/report.js';
import type { AttemptResult, CaseResult } from '../model/result.js';
import type { RunSettings } from '../model/run-settings.js';
import type { LimitWait } from '../net/endpoint-limiter.js';
import { ResultsWriteError } from '../runner/results-stream.js';
import { runSuites, type RunHooks } from '../runner/run.js';
import { FORMATS } from '../formats/index.js';
import type { Target } from '../contracts/target.js';
import { HookRunError } from '../runner/yao-hooks.js';
import {
  compareRun,
  comparisonText,
  readBaselineFlags,
  type CliBaseline,
} from './baseline-flags.js';
import { renderFinalTable } from './final-table.js';
import type { Flags } from './command-types.js';
import { Progress } from './progress.js';
import { leftOutLines } from '../suites/left-out-note.js';
import { inert, type Colors } from './terminal-text.js';
import { printProblems, type CliWorld } from './world.js';
import { commonSettings, FlagReader } from './settings.js';
import { colors, wantColor } from './terminal-text.js';
import {
  listWrites,
  OutputsWriteError,
  outputTargets,
  writeOutputs,
  type OutputMode,
  type OutputTarget,
  type RenderOptions,
} from './write-outputs.js';

/*
 * What every front door does once its flags are read: run the suites, show the run as it goes,
 * compare with the base branch, write the report files, and give the exit code. A door (agentci's
 * `run`, `agentci yao`, `agentci skilltest run`, `agentci thinkingbox run`) brings its settings,
 * what it adds to finding cases, its report files and its printer.
 */

/** What the terminal shows of a run: as it goes, then at the end. */
export interface RunPrinter {
  start(info: { cases: Case[]; totalAttempts: number; target?: Target }): void;
  attemptStart?(c: Case, run: number, env: TestEnv): void;
  attempt(a: AttemptResult): void;
  case(r: CaseResult): void;
  rateLimit(waits: LimitWait[]): void;
  /** The run is over (or failed): live output stops. */
  end(): void;
  /** What is printed after the run, from its report. */
  summary(report: Report, diff: Diff | undefined): void;
}

/** One run as a front door set it up. */
export interface RunJob {
  settings: RunSettings;
  front: Pick<RunHooks, 'formats' | 'sourcing' | 'runtimes'>;
  /** The report files, and how they are rendered, once the run's report is known. */
  outputs(report: Report): { targets: OutputTarget[]; render: Omit<RenderOptions, 'diff'> };
  compare?: CliBaseline;
  printer: RunPrinter;
  verbose: boolean;
  /** No "wrote" notes (the door's stdout is a document of its own: skilltest's JSON…). */
  quiet?: boolean;
  /** Problems found once the run started loading (exit 2, or the door's own code). */
  fail(problems: Problem[]): number;
  /** Report files the door writes itself from the report (their paths). */
  writeOwn?(report: Report): Promise<string[]>;
  /** The door's exit code for a finished run, when it departs from the gate's. */
  exitCode?(report: Report): number | undefined;
}

/** agentci's printer: live progress, then the final table and the comparison. */
export function tablePrinter(
  world: CliWorld,
  c: Colors,
  verbose: boolean,
  compared: boolean,
  heartbeatMs?: number,
): RunPrinter {
  const progress = new Progress(world.stdout, c, verbose, {
    ...(heartbeatMs !== undefined ? { heartbeatMs } : {}),
  });
  return {
    start: ({ cases, totalAttempts, target }) =>
      progress.start(totalAttempts, cases.length, target?.description),
    attemptStart: (k, run) => progress.attemptStart(k.suite, k.id, run),
    attempt: (a) => progress.attempt(a),
    case: (r) => progress.case(r),
    rateLimit: (w) => progress.rateLimit(w),
    end: () => progress.end(),
    summary: (report, diff) => {
      world.stdout.write(renderFinalTable(report, c));
      if (compared) world.stdout.write(comparisonText(diff, c));
    },
  };
}

/** Every problem of the input, and exit 2: agentci's way to refuse a command line. */
export function refuse(problems: Problem[], world: CliWorld): number {
  printProblems(problems, world, formatProblem);
  return 2;
}

/**
 * The files a run reads before it starts (`--estimate-from`, `--baseline`, `--history`): a
 * missing or unreadable one is a problem, so nothing runs (exit 2).
 */
export async function readRunFiles(
  flags: Flags,
  world: CliWorld,
): Promise<{ estimateFrom?: Report; compare?: CliBaseline; problems: Problem[] }> {
  const problems: Problem[] = [];
  let estimateFrom: Report | undefined;
  if (typeof flags.estimateFrom === 'string') {
    try {
      const { readReport } = await import('./report-command.js');
      estimateFrom = await readReport(path.resolve(world.cwd, flags.estimateFrom));
    } catch (e) {
      problems.push({ file: '--estimate-from', line: 0, field: '', message: errorMessage(e) });
    }
  }
  const compare = await readBaselineFlags(flags, world.cwd);
  problems.push(...compare.problems);
  return {
    ...(estimateFrom ? { estimateFrom } : {}),
    ...(compare.baseline ? { compare: compare.baseline } : {}),
    problems,
  };
}

/** Runs the job; returns the exit code (0 passed, 1 failed, 2 bad input, 3 runtime failure). */
export async function executeRun(job: RunJob, world: CliWorld, c: Colors): Promise<number> {
  const { printer } = job;
  let report: Report;
  // The results stream could not be written (disk full): the run stopped its agents, and the other
  // reports are still written from what finished; the exit code is 3.
  let streamError: ResultsWriteError | undefined;
  // Compared with the base branch inside the run, before the results stream's summary line is
  // written: the verdicts, and the gate applied again with them, so the stream, the report files
  // and the exit code agree.
  let compared: { diff: Diff | undefined } | undefined;
  const compare = job.compare;
  const completeReport = compare
    ? (r: Report): Report => {
        const done = compareRun(r, compare);
        compared = { diff: done.diff };
        return done.report;
      }
    : undefined;
  try {
    report = await runSuites(job.settings, {
      ...job.front,
      env: world.env,
      redactor: world.redactor,
      signal: world.signal,
      now: world.now,
      log: job.verbose ? (l) => world.stderr.write(`${inert(l, 400)}\n`) : undefined,
      onWarning: (l) => world.stderr.write(`${inert(l, 400)}\n`),
      // The files a search left out (data beside the suites): a count, each named with -v.
      onLeftOut: (files) => {
        for (const l of leftOutLines(files, job.verbose)) world.stderr.write(`${inert(l, 400)}\n`);
      },
      onStart: (info) => printer.start(info),
      onAttemptStart: (k, run, env) => printer.attemptStart?.(k, run, env),
      onAttempt: (a) => printer.attempt(a),
      onCase: (r) => printer.case(r),
      onRateLimitWait: (waits) => printer.rateLimit(waits),
      ...(completeReport ? { completeReport } : {}),
    });
  } catch (e) {
    printer.end();
    if (e instanceof ResultsWriteError && e.report) {
      streamError = e;
      report = e.report;
    } else if (e instanceof InputError) return job.fail(e.problems);
    else if (e instanceof NoCasesError || e instanceof HookRunError) {
      world.stderr.write(`agentci: ${e.message}\n`);
      return 1;
    } else {
      world.stderr.write(`agentci: ${errorMessage(e)}\n`);
      return 3;
    }
  }
  printer.end();
  // A report that did not go through the run's last step (none today) is compared here.
  let diff = compared?.diff;
  if (compare && !compared) ({ report, diff } = compareRun(report, compare));
  printer.summary(report, diff);

  const written: string[] = [];
  const failures: string[] = [];
  if (streamError)
    failures.push(`${streamError.message}; the run was stopped, results cover what finished`);
  else if (job.settings.resultsPath) written.push(job.settings.resultsPath);
  const { targets, render } = job.outputs(report);
  try {
    written.push(
      ...(await writeOutputs(report, targets, {
        ...render,
        cwd: world.cwd,
        ...(diff ? { diff } : {}),
      })),
    );
    if (job.writeOwn) written.push(...(await job.writeOwn(report)));
  } catch (e) {
    // Every report was tried: a full disk for one file leaves the others written.
    if (e instanceof OutputsWriteError) {
      written.push(...e.written);
      failures.push(...e.failures);
    } else failures.push(errorMessage(e));
  }
  listWrites(written, failures, world, c, job.quiet === true);
  if (failures.length) return 3;
  return job.exitCode?.(report) ?? report.gate.exit_code;
}

/** What a front door adds to a run beyond the flags every door reads. */
export interface DoorParts {
  front?: Pick<RunHooks, 'sourcing' | 'runtimes'>;
  /** What the terminal shows (default: agentci's progress and table). */
  printer?: (
    c: Colors,
    verbose: boolean,
    compared: boolean,
    heartbeatMs: number | undefined,
  ) => RunPrinter;
  quiet?: boolean;
  /** What the run cannot honour of the door's own files, said (as warnings) before it starts. */
  notes?: string[];
  /** How the door refuses a command line (default: the problems, exit 2). */
  refuse?: (problems: Problem[]) => number;
  exitCode?: (report: Report) => number | undefined;
}

/** A front door: what `-o` means there, and how it reads its own flags. */
export interface Door {
  output: OutputMode;
  /** Reads the door's own flags into the settings (their problems go to `f`). */
  read?(settings: RunSettings, f: FlagReader, world: CliWorld): DoorParts;
}

/**
 * A run through a door: the shared flags (commonSettings), the door's own, the files read before
 * anything runs, then the run. Nothing is written that was not asked for: the results stream only
 * with `--results <file>` or `-o <file>.jsonl`.
 */
export async function runThroughDoor(
  paths: string[],
  flags: Flags,
  world: CliWorld,
  door: Door,
): Promise<number> {
  const c = colors(wantColor(flags.color, world.stdout, world.env));
  const outs = outputTargets(flags, world.cwd, door.output);
  const f = new FlagReader(flags);
  const settings = commonSettings([...f.list('input'), ...paths], f, world);
  const parts = door.read?.(settings, f, world) ?? {};
  // --heartbeat: how often a CI log (stdout not a terminal) gets a progress line.
  const heartbeatMs = f.duration('heartbeat', '--heartbeat');
  const fail = parts.refuse ?? ((p: Problem[]) => refuse(p, world));
  const files = await readRunFiles(flags, world);
  const problems = [...f.problems, ...outs.problems, ...files.problems];
  if (problems.length) return fail(problems);
  for (const n of parts.notes ?? []) world.stderr.write(`agentci: warning: ${inert(n, 400)}\n`);
  if (files.estimateFrom) settings.estimateFrom = files.estimateFrom;
  const results = typeof flags.results === 'string' ? flags.results : undefined;
  if (flags.results !== false && (results !== undefined || outs.resultsPath))
    settings.resultsPath =
      results !== undefined ? path.resolve(world.cwd, results) : outs.resultsPath;
  const verbose = flags.verbose === true;
  const compared = files.compare !== undefined;
  return executeRun(
    {
      settings,
      front: { formats: FORMATS, ...parts.front },
      outputs: () => ({
        targets: outs.targets,
        render: {
          templatesDir: settings.templatesDir,
          junitExtensions: flags.junitExtensions === true,
        },
      }),
      ...(files.compare ? { compare: files.compare } : {}),
      printer: (parts.printer ?? ((cc, v, cmp, hb) => tablePrinter(world, cc, v, cmp, hb)))(
        c,
        verbose,
        compared,
        heartbeatMs,
      ),
      verbose,
      ...(parts.quiet ? { quiet: true } : {}),
      fail,
      ...(parts.exitCode ? { exitCode: parts.exitCode } : {}),
    },
    world,
    c,
  );
}
