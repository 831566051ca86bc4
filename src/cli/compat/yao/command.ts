import path from 'node:path';
import { FORMATS } from '../../../formats/index.js';
import { InputError } from '../../../lib/problems.js';
import { parseDuration } from '../../../lib/units.js';
import type { Report } from '../../../model/report.js';
import type { RunSettings } from '../../../model/run-settings.js';
import { renderScriptTestReport, renderScriptYaoReport } from '../../../render/script-report.js';
import { caseKey, type YaoReportInfo } from '../../../report/yao-report.js';
import type { Flags } from '../../command-types.js';
import {
  executeRun,
  readRunFiles,
  refuse,
  tablePrinter,
  type RunPrinter,
} from '../../run-engine.js';
import { commonSettings, FlagReader } from '../../settings.js';
import { colors, wantColor, type Colors } from '../../terminal-text.js';
import type { CliWorld } from '../../world.js';
import { outputTargets, writeTextFile, type OutputTarget } from '../../write-outputs.js';
import { dryRun } from './dry-run.js';
import { defaultOutputPath, reporterFor, yaoApp, yaoMergeOptions, yaoSettings } from './flags.js';
import { printMessageAnswer } from './message-output.js';
import { isScriptRun, ScriptOutput, scriptSuites } from './script-output.js';
import { isDirectMessage, scriptInputsOnly, yaoSourcing } from './sourcing.js';

/*
 * `agentci yao …`: Yao's `yao agent test` command line (cmd/agent/test.go) with Yao's meanings:
 * `-i` is a file, a message sent to the agent, `scripts.<assistant>.<module>` or a generator;
 * `-o` is Yao's JSON Report (any extension but .md, .html, .xml), and without it Yao's report goes
 * to output-<timestamp>.jsonl beside the input, agentci's results stream beside it; one case runs
 * at a time; an unknown field is a warning, as Yao ignores it. The agent flags, `--config` and
 * agentci's runs, gates and reports are there too.
 */

/** Yao's warnings for the flags agentci takes without being able to give them their meaning. */
function warnIgnored(flags: Flags, world: CliWorld): void {
  if (typeof flags.auth === 'string')
    world.stderr.write(
      'agentci: warning: --auth has no effect: agentci runs the tests here (Yao uses it for remote execution over gRPC)\n',
    );
  if (typeof flags.simulator === 'string')
    world.stderr.write(
      "agentci: warning: --simulator has no effect (Yao's dynamic runner never reads it either): name the simulator in each case's simulator.use\n",
    );
}

/** What Yao's Report says of the run's command line (its `-i`, `-n`, `-c`, `-u`, `-t`…). */
function yaoReportInfo(
  settings: RunSettings,
  flags: Flags,
  caseOptions: Map<string, Record<string, unknown>>,
): (report: Report) => (file: string) => YaoReportInfo {
  return (report) => (file) => {
    const runs = report.metadata.options.runs;
    const timeout = report.metadata.options.timeout;
    const str = (k: string) => (typeof flags[k] === 'string' ? (flags[k] as string) : undefined);
    return {
      input: settings.inputs[0] ?? '',
      outputFile: file,
      ...(settings.agentName !== undefined ? { agentId: settings.agentName } : {}),
      ...(settings.connector !== undefined ? { connector: settings.connector } : {}),
      ...(settings.user !== undefined ? { user: settings.user } : {}),
      ...(settings.team !== undefined ? { team: settings.team } : {}),
      ...(settings.locale !== undefined ? { locale: settings.locale } : {}),
      runs: typeof runs === 'number' ? runs : Number(report.metadata.options.min_runs ?? 1),
      caseOptions,
      options: {
        ...(typeof timeout === 'string' ? { timeoutMs: parseDuration(timeout) } : {}),
        ...(typeof report.metadata.options.parallel === 'number'
          ? { parallel: report.metadata.options.parallel }
          : {}),
        ...(str('reporter') !== undefined ? { reporter: str('reporter') } : {}),
        ...(settings.ctxFile !== undefined ? { contextFile: settings.ctxFile } : {}),
        verbose: flags.verbose === true,
        failFast: settings.failFast === true,
        ...(settings.runFilter !== undefined ? { run: settings.runFilter } : {}),
        ...(str('before') !== undefined ? { before: str('before') } : {}),
        ...(str('after') !== undefined ? { after: str('after') } : {}),
        ...(str('simulator') !== undefined ? { simulator: str('simulator') } : {}),
        json: flags.json === true,
      },
    };
  };
}

interface YaoView {
  messageMode: boolean;
  json: boolean;
  scriptInputs: boolean;
  quiet: boolean;
}

/**
 * What Yao prints: a message's answer (direct message mode), the script-test layout (a run of
 * script tests only), the ScriptTestReport (`--json` with script tests), else agentci's progress
 * and table.
 */
function yaoPrinter(
  view: YaoView,
  settings: RunSettings,
  world: CliWorld,
  c: Colors,
  terminal: { verbose: boolean; heartbeatMs: number | undefined },
  seen: {
    suites: ReturnType<typeof scriptSuites>;
    caseOptions: Map<string, Record<string, unknown>>;
  },
): RunPrinter {
  const table = tablePrinter(world, c, terminal.verbose, false, terminal.heartbeatMs);
  let script: ScriptOutput | undefined;
  const live = !view.quiet;
  return {
    start(info) {
      seen.suites.push(...scriptSuites(info.cases));
      for (const k of info.cases)
        if (k.options) seen.caseOptions.set(caseKey(k.suite, k.id), k.options);
      if (live && isScriptRun(info.cases)) {
        script = new ScriptOutput(world.stdout, c, {
          verbose: terminal.verbose,
          runFilter: settings.runFilter,
        });
        script.start(info.cases);
      } else if (live) table.start(info);
    },
    attemptStart: (k, run, env) =>
      script ? script.attemptStart(k, run, env) : live && table.attemptStart?.(k, run, env),
    attempt: (a) => (script ? script.attempt(a) : live && table.attempt(a)),
    case: (r) => (script ? script.case(r) : live && table.case(r)),
    rateLimit: (w) => !script && live && table.rateLimit(w),
    end: () => table.end(),
    summary(report, diff) {
      if (view.messageMode)
        printMessageAnswer(report, world, c, { json: view.json, verbose: terminal.verbose });
      else if (script) script.end();
      else if (view.json && view.scriptInputs)
        // Yao's ScriptOutputJSON: the ScriptTestReport alone on stdout.
        world.stdout.write(renderScriptTestReport(report, seen.suites));
      else table.summary(report, diff);
    },
  };
}

/** The command line read: settings, report files, the reporter, or the problems (exit 2). */
async function readYaoCommandLine(givenPaths: string[], givenFlags: Flags, givenWorld: CliWorld) {
  // Report files are named relative to where the command was typed, even with -a (Yao's os.Create).
  const outs = outputTargets(givenFlags, givenWorld.cwd, 'yao');
  const app = await yaoApp(givenPaths, yaoMergeOptions(givenFlags), givenWorld);
  const { flags, world } = app;
  const f = new FlagReader(flags);
  const settings = commonSettings([...f.list('input'), ...app.paths], f, world);
  const { asserts } = yaoSettings(settings, f);
  const heartbeatMs = f.duration('heartbeat', '--heartbeat');
  const files = await readRunFiles(flags, world);
  const problems = [...f.problems, ...app.problems, ...outs.problems, ...files.problems];
  if (files.estimateFrom) settings.estimateFrom = files.estimateFrom;
  const reporter =
    typeof flags.reporter === 'string' && problems.length === 0
      ? await reporterFor(settings, flags.reporter, flags.verbose === true, world).catch(
          (e: unknown) => {
            if (!(e instanceof InputError)) throw e;
            problems.push(...e.problems);
            return undefined;
          },
        )
      : undefined;
  return { flags, world, settings, asserts, outs, files, reporter, heartbeatMs, problems };
}

/**
 * Yao's default output (file mode, no -o): its JSON Report in output-<ts>.jsonl beside the input,
 * agentci's results stream beside it (`--no-results` writes neither); `--results <file>` anyway.
 */
function yaoOutputs(
  settings: RunSettings,
  flags: Flags,
  world: CliWorld,
  given: OutputTarget[],
  fileMode: boolean,
): OutputTarget[] {
  const now = world.now?.() ?? new Date();
  const defaults = flags.results !== false && given.length === 0 && fileMode;
  const report = defaults
    ? defaultOutputPath(settings.inputs, world.cwd, now, '.jsonl')
    : undefined;
  if (flags.results !== false)
    settings.resultsPath =
      typeof flags.results === 'string'
        ? path.resolve(world.cwd, flags.results)
        : defaults
          ? defaultOutputPath(settings.inputs, world.cwd, now, '.results.jsonl')
          : undefined;
  return [...given, ...(report ? [{ format: 'yao' as const, path: report }] : [])];
}

/** `agentci yao`: returns the exit code (0 passed, 1 failed, 2 bad input, 3 runtime failure). */
export async function yaoCommand(
  givenPaths: string[],
  givenFlags: Flags,
  givenWorld: CliWorld,
): Promise<number> {
  const c = colors(wantColor(givenFlags.color, givenWorld.stdout, givenWorld.env));
  const read = await readYaoCommandLine(givenPaths, givenFlags, givenWorld);
  const { flags, world, settings, files, reporter, heartbeatMs } = read;
  if (read.problems.length) return refuse(read.problems, world);
  warnIgnored(flags, world);
  const messageMode = isDirectMessage(settings.inputs, world.cwd);
  const json = flags.json === true;
  // Yao script tests (`scripts.a.b` or `*_test.ts`): no default output (Yao prints to stdout).
  const scriptInputs = scriptInputsOnly(settings.inputs);
  const quiet = messageMode || (json && scriptInputs);
  const view: YaoView = { messageMode, json, scriptInputs, quiet };
  const targets = yaoOutputs(
    settings,
    flags,
    world,
    read.outs.targets,
    !messageMode && !scriptInputs,
  );
  const front = {
    formats: FORMATS,
    sourcing: yaoSourcing(settings.inputs, { cwd: settings.cwd, asserts: read.asserts }),
  };
  if (flags.dryRun === true)
    return dryRun(settings, front, targets, world, c, flags.verbose === true, (p) =>
      refuse(p, world),
    );

  const seen = { suites: [] as ReturnType<typeof scriptSuites>, caseOptions: new Map() };
  // Script tests: `-o` (any extension Yao's GetOutputFormat takes as JSON) is the Report Yao's
  // RunScriptTests writes, ScriptTestReport.ToReport; agentci's own report files stay agentci's.
  const scriptJson = (report: Report) =>
    seen.suites.length > 0 &&
    seen.suites.length === new Set(report.results.map((r) => r.suite)).size
      ? targets.filter((t) => t.format === 'yao')
      : [];
  const info = yaoReportInfo(settings, flags, seen.caseOptions);
  const verbose = flags.verbose === true;
  return executeRun(
    {
      settings,
      front,
      outputs: (report) => {
        const own = new Set(scriptJson(report).map((t) => t.path));
        return {
          targets: targets.filter((t) => !own.has(t.path)),
          render: {
            templatesDir: settings.templatesDir,
            junitExtensions: flags.junitExtensions === true,
            yao: info(report),
            ...(reporter ? { reporter } : {}),
          },
        };
      },
      ...(files.compare ? { compare: files.compare } : {}),
      printer: yaoPrinter(view, settings, world, c, { verbose, heartbeatMs }, seen),
      verbose,
      quiet,
      fail: (p) => refuse(p, world),
      writeOwn: async (report) => {
        const out: string[] = [];
        for (const t of scriptJson(report)) {
          const text = renderScriptYaoReport(report, seen.suites, t.path);
          out.push(await writeTextFile(t.path, text, world.cwd));
        }
        return out;
      },
      // A message whose attempt was skipped (--run, skip) has no answer: Yao exits 1.
      exitCode: (report) =>
        messageMode && report.results[0]?.status === 'skipped' ? 1 : undefined,
    },
    world,
    c,
  );
}
