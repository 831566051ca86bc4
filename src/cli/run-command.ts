import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AssertionSchema, AssertionTypeSchema, type Assertion } from '../model/case.js';
import type { AgentConfig } from '../model/config.js';
import { MAX_JUDGE_RUNS } from '../model/model-config.js';
import { messageText } from '../model/message.js';
import type { Report } from '../model/report.js';
import type { Redactor } from '../redaction.js';
import { runSuites, type RunSettings } from '../runner/run.js';
import { ResultsWriteError } from '../runner/results-stream.js';
import { parseRunSettings, RUN_SETTING_NAMES } from '../config/run-settings.js';
import { detectInputMode } from '../suites/detect.js';
import type { Problem } from '../suites/problems.js';
import { InputError, NoCasesError } from '../suites/problems.js';
import {
  isProviderProblem,
  isSkilltestFormat,
  providerFailure,
  renderSkilltestError,
  renderSkilltestOutput,
  type SkilltestFormat,
} from './skilltest-output.js';
import { testNamesFromFlags } from './dump-tests-command.js';
import { renderFinalTable } from './final-table.js';
import { isScriptInput } from '../suites/script-tests.js';
import { renderScriptTestReport, type ScriptSuite } from '../render/script-report.js';
import { ScriptOutput, scriptSuites } from './script-output.js';
import { Progress } from './progress.js';
import type { Flags } from './program.js';
import { colors, wantColor, inert } from './terminal-text.js';
import {
  listWrites,
  OutputsWriteError,
  outputTargets,
  writeOutputs,
  writeTextFile,
} from './write-outputs.js';

export interface CliWorld {
  cwd: string;
  env: Record<string, string | undefined>;
  stdout: { write(s: string): void; isTTY: boolean };
  stderr: { write(s: string): void };
  /** Aborted on SIGINT/SIGTERM. */
  signal?: AbortSignal;
  /** Masks secrets in what is printed and written (main() sets it from the environment). */
  redactor?: Redactor;
  now?: () => Date;
}

const IntFlag = z.coerce.number().int().positive();

/** `case-threshold` → `caseThreshold`, the key commander gives `--case-threshold` under. */
function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** `type:value` shorthand or a JSON assertion (object or list). */
export function parseAssertFlag(s: string): Assertion[] | string {
  const t = s.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(t);
    } catch (e) {
      return `not valid JSON: ${(e as Error).message}`;
    }
    const r = z.union([AssertionSchema, z.array(AssertionSchema)]).safeParse(json);
    if (!r.success)
      return r.error.issues
        .map((i) => `${i.path.join('.') || 'assertion'}: ${i.message}`)
        .join('; ');
    return Array.isArray(r.data) ? r.data : [r.data];
  }
  const colon = t.indexOf(':');
  const type = colon < 0 ? t : t.slice(0, colon);
  const typed = AssertionTypeSchema.safeParse(type);
  if (!typed.success)
    return `unknown assertion type ${JSON.stringify(type)} (expected one of ${AssertionTypeSchema.options.join(', ')})`;
  if (colon < 0) return [{ type: typed.data }];
  const raw = t.slice(colon + 1);
  let value: unknown = raw;
  if (typed.data === 'equals' || typed.data === 'json_path') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
  }
  if (typed.data === 'json_path') {
    const eq = raw.indexOf('=');
    if (eq < 0) return [{ type: 'json_path', path: raw }];
    const v = raw.slice(eq + 1);
    let parsed: unknown = v;
    try {
      parsed = JSON.parse(v);
    } catch {
      parsed = v;
    }
    return [{ type: 'json_path', path: raw.slice(0, eq), value: parsed }];
  }
  return [{ type: typed.data, value }];
}

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** Turns the flags into RunSettings, collecting every problem (exit 2) rather than the first. */
export function settingsFromFlags(
  paths: string[],
  flags: Flags,
  world: CliWorld,
): { settings: RunSettings; problems: Problem[] } {
  const problems: Problem[] = [];
  const bad = (flag: string, message: string) =>
    problems.push({ file: flag, line: 0, field: '', message });
  const str = (k: string) => (typeof flags[k] === 'string' ? (flags[k] as string) : undefined);
  const list = (k: string) => (Array.isArray(flags[k]) ? (flags[k] as string[]) : []);

  const int = (k: string, flag: string): number | undefined => {
    const v = str(k);
    if (v === undefined) return undefined;
    const r = IntFlag.safeParse(v);
    if (!r.success) bad(flag, `expected a positive whole number, got ${JSON.stringify(v)}`);
    return r.success ? r.data : undefined;
  };
  // The run settings every front end shares: one parse, the same meaning as the action's inputs.
  const run = parseRunSettings(
    Object.fromEntries(RUN_SETTING_NAMES.map((n) => [n, str(camelCase(n))])),
  );
  for (const p of run.problems) bad(`--${p.name}`, p.message);

  const agents: AgentConfig[] = [];
  if (str('agent'))
    agents.push({ command: str('agent') as string, mode: 'process', output: 'auto' });
  if (str('agentUrl')) {
    const u = z.url().safeParse(str('agentUrl'));
    if (u.success) agents.push({ url: u.data, method: 'POST', retries: 3 });
    else bad('--agent-url', `expected a URL like http://127.0.0.1:8080/v1/chat/completions`);
  }
  if (str('agentModule'))
    agents.push({ module: path.resolve(world.cwd, str('agentModule') as string), export: 'run' });
  if (agents.length > 1) bad('--agent', 'give only one of --agent, --agent-url, --agent-module');

  let cache: RunSettings['cache'];
  const cacheMode = str('cacheMode') as 'record' | 'replay' | 'auto' | undefined;
  if (str('cache') !== undefined)
    cache = { dir: path.resolve(world.cwd, str('cache') as string), mode: cacheMode ?? 'auto' };
  else if (cacheMode !== undefined)
    bad('--cache-mode', 'needs --cache <dir> (the folder of recordings)');

  const asserts: Assertion[] = [];
  for (const a of list('assert')) {
    const r = parseAssertFlag(a);
    if (typeof r === 'string') bad('--assert', `${JSON.stringify(a)}: ${r}`);
    else asserts.push(...r);
  }

  const inputs = [...list('input'), ...paths];
  const settings: RunSettings = {
    inputs,
    cwd: world.cwd,
    configPath: str('config'),
    agent: agents[0],
    ...run.settings,
    runFilter: str('run'),
    failFast: flags.failFast === true,
    strict: flags.strict === true,
    user: str('user'),
    team: str('team'),
    locale: str('locale'),
    ctxFile: str('ctx'),
    templatesDir: str('templates'),
    asserts,
    gitSha: world.env.GITHUB_SHA,
    ...(cache ? { cache } : {}),
    ...(str('quarantine') !== undefined ? { quarantinePath: str('quarantine') } : {}),
  };
  if (list('caseJson').length > 0) settings.caseJson = list('caseJson');
  // skilltest's run options (cli.rs RunArgs).
  const maxTurns = int('maxTurns', '--max-turns');
  if (maxTurns !== undefined) settings.maxTurns = maxTurns;
  if (flags.spy === true) settings.spy = true;
  if (str('mocks') !== undefined) settings.mocksFile = str('mocks');
  // skilltest cli.rs RunArgs: --provider, -p/-m (the matrix), --judge-model, and the oneharness
  // flags (--judge-harness, --oneharness-bin), which skilltest ignores for a command provider.
  const provider = str('provider');
  if (provider !== undefined) {
    if (provider.trim() === '') bad('--provider', 'provider command is empty');
    else settings.provider = provider;
    if (agents.length > 0) bad('--provider', 'give either --provider or an --agent, not both');
  }
  if (list('platform').length) settings.platforms = list('platform');
  if (list('model').length) settings.models = list('model');
  if (provider === undefined) {
    for (const [k, flag] of [
      ['platform', '-p/--platform'],
      ['model', '-m/--model'],
      ['judgeHarness', '--judge-harness'],
      ['oneharnessBin', '--oneharness-bin'],
    ] as const)
      if (flags[k] !== undefined)
        bad(
          flag,
          `picks a oneharness platform or model, which agentci does not run: use it with --provider <cmd>`,
        );
  }
  if (str('judgeModel') !== undefined) settings.judgeModel = str('judgeModel');
  const judgeRuns = int('judgeRuns', '--judge-runs');
  if (judgeRuns !== undefined) {
    if (judgeRuns > MAX_JUDGE_RUNS)
      bad('--judge-runs', `at most ${MAX_JUDGE_RUNS}, got ${judgeRuns}`);
    else settings.judgeRuns = judgeRuns;
  }
  const named = testNamesFromFlags(flags, world.cwd);
  problems.push(...named.problems);
  if (named.names.length) settings.names = named.names;
  const format = str('format');
  if (format !== undefined && format !== 'table' && !isSkilltestFormat(format))
    bad(
      '--format',
      `expected table, human, json, json-stream or skilltest, got ${JSON.stringify(format)}`,
    );
  return { settings, problems };
}

/** Yao's default stream path: output-<timestamp>.jsonl in the folder of the (first) input. */
function defaultResultsPath(inputs: string[], cwd: string, now: Date): string | undefined {
  const first = inputs[0];
  if (!first) return undefined;
  const abs = path.resolve(cwd, first);
  if (!existsSync(abs)) return undefined;
  const dir = statSync(abs).isDirectory() ? abs : path.dirname(abs);
  return path.join(dir, `output-${stamp(now)}.jsonl`);
}

export function printProblems(
  problems: Problem[],
  world: CliWorld,
  formatProblem: (p: Problem) => string,
): void {
  world.stderr.write(
    `agentci: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the input, nothing was run:\n`,
  );
  for (const p of problems) world.stderr.write(`  ${formatProblem(p)}\n`);
}

/**
 * Input problems of a skilltest run: with `--format json`/`json-stream` also skilltest's error
 * object on stdout; a missing API key is a provider failure (exit 3) as skilltest's exit.rs has it.
 */
function failOnProblems(
  problems: Problem[],
  paths: string[],
  flags: Flags,
  world: CliWorld,
  formatProblem: (p: Problem) => string,
): number {
  printProblems(problems, world, formatProblem);
  const inputs = [...paths, ...(Array.isArray(flags.input) ? (flags.input as string[]) : [])];
  const skilltest =
    isSkilltestFormat(flags.format) ||
    Array.isArray(flags.caseJson) ||
    inputs.some((p) => /\.ya?ml$/i.test(p));
  const provider = skilltest && problems.every(isProviderProblem);
  if (isSkilltestFormat(flags.format))
    world.stdout.write(
      renderSkilltestError(flags.format as SkilltestFormat, {
        code: provider ? 'provider' : 'usage',
        message: problems.map(formatProblem).join('; '),
        ...(provider ? { kind: 'auth' as const } : {}),
      }),
    );
  return provider ? 3 : 2;
}

/** `agentci run`: returns the exit code (0 passed, 1 failed, 2 bad input, 3 runtime failure). */
export async function runCommand(paths: string[], flags: Flags, world: CliWorld): Promise<number> {
  const useColor = wantColor(flags.color, world.stdout, world.env);
  const c = colors(useColor);
  const { settings, problems } = settingsFromFlags(paths, flags, world);
  if (typeof flags.estimateFrom === 'string') {
    try {
      const { readReport } = await import('./report-command.js');
      settings.estimateFrom = await readReport(path.resolve(world.cwd, flags.estimateFrom));
    } catch (e) {
      problems.push({ file: '--estimate-from', line: 0, field: '', message: (e as Error).message });
    }
  }
  const { formatProblem } = await import('../suites/problems.js');
  const outs = outputTargets(flags, world.cwd);
  problems.push(...outs.problems);
  if (problems.length) return failOnProblems(problems, paths, flags, world, formatProblem);
  const now = world.now?.() ?? new Date();
  const exists = (p: string) => existsSync(path.resolve(world.cwd, p));
  const messageMode =
    settings.inputs.length === 1 &&
    detectInputMode(settings.inputs[0] as string, exists) === 'message';
  // The skilltest JSON goes to stdout alone: no progress lines, no "wrote" notes around it.
  const quiet = messageMode || isSkilltestFormat(flags.format);
  // Yao script tests (`scripts.a.b` or `*_test.ts`): no default results stream (Yao prints to stdout).
  const scriptInputs = settings.inputs.length > 0 && settings.inputs.every(isScriptInput);
  if (flags.results !== false) {
    settings.resultsPath =
      typeof flags.results === 'string'
        ? path.resolve(world.cwd, flags.results)
        : (outs.resultsPath ??
          (outs.targets.length === 0 && !messageMode && !scriptInputs
            ? defaultResultsPath(settings.inputs, world.cwd, now)
            : undefined));
  }

  const progress = new Progress(world.stdout, c, flags.verbose === true);
  // A run of script tests only prints Yao's script-test layout instead of the progress and table.
  let scriptOut: ScriptOutput | undefined;
  let suites: ScriptSuite[] = [];
  let report: Report;
  // The results stream could not be written (disk full): the run stopped its agents, and the other
  // reports are still written from what finished; the exit code is 3.
  let streamError: ResultsWriteError | undefined;
  try {
    report = await runSuites(settings, {
      env: world.env,
      redactor: world.redactor,
      signal: world.signal,
      now: world.now,
      log: flags.verbose === true ? (l) => world.stderr.write(`${inert(l, 400)}\n`) : undefined,
      onWarning: (l) => world.stderr.write(`${inert(l, 400)}\n`),
      onStart: ({ cases, totalAttempts, target }) => {
        suites = scriptSuites(cases);
        if (!quiet && cases.length > 0 && cases.every((k) => k.format === 'yao-script')) {
          scriptOut = new ScriptOutput(world.stdout, c, {
            verbose: flags.verbose === true,
            runFilter: settings.runFilter,
          });
          scriptOut.start(cases);
        } else if (!quiet) progress.start(totalAttempts, cases.length, target?.description);
      },
      onAttemptStart: (k, run, env) => scriptOut?.attemptStart(k, run, env),
      onAttempt: (a) => {
        if (scriptOut) scriptOut.attempt(a);
        else if (!quiet) progress.attempt(a);
      },
      onCase: (r) => {
        if (scriptOut) scriptOut.case(r);
        else if (!quiet) progress.case(r);
      },
      onRateLimitWait: (waits) => {
        if (!scriptOut && !quiet) progress.rateLimit(waits);
      },
    });
  } catch (e) {
    progress.end();
    if (e instanceof ResultsWriteError && e.report) {
      streamError = e;
      report = e.report;
    } else if (e instanceof InputError) {
      return failOnProblems(e.problems, paths, flags, world, formatProblem);
    } else if (e instanceof NoCasesError) {
      world.stderr.write(`agentci: ${e.message}\n`);
      return 1;
    } else {
      world.stderr.write(`agentci: ${e instanceof Error ? e.message : String(e)}\n`);
      return 3;
    }
  }
  progress.end();

  if (messageMode) {
    const r = report.results[0];
    const a = r?.run_details[0];
    const answer = a?.output;
    if (a?.error && a.status !== 'failed') world.stderr.write(`agentci: ${a.status}: ${a.error}\n`);
    else
      world.stdout.write(
        `${typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2)}\n`,
      );
    if (a && a.checks.length) {
      for (const k of a.checks)
        world.stdout.write(
          `${k.passed ? c.green('✓') : c.red('✗')} ${inert(k.label, 200)}${k.passed ? '' : `: ${inert(k.error ?? k.message ?? '', 300)}`}\n`,
        );
    }
    for (const [i, m] of (a?.transcript?.messages ?? []).entries())
      if (flags.verbose === true)
        world.stderr.write(`  [${i}] ${m.role}: ${inert(messageText(m.content), 300)}\n`);
  } else if (isSkilltestFormat(flags.format)) {
    const out = renderSkilltestOutput(report, flags.format, providerFailure(report));
    world.stdout.write(out.stdout);
    world.stderr.write(out.stderr);
  } else if (scriptOut) {
    scriptOut.end();
  } else {
    world.stdout.write(renderFinalTable(report, c));
  }

  const written: string[] = [];
  const failures: string[] = [];
  if (streamError)
    failures.push(`${streamError.message}; the run was stopped, results cover what finished`);
  else if (settings.resultsPath) written.push(settings.resultsPath);
  try {
    // Script tests: `-o x.json` is Yao's ScriptTestReport (`--json` stays the common report).
    const scriptJson = new Set(
      suites.length > 0 && suites.length === new Set(report.results.map((r) => r.suite)).size
        ? (Array.isArray(flags.output) ? (flags.output as string[]) : [])
            .filter((o) => o.toLowerCase().endsWith('.json'))
            .map((o) => path.resolve(world.cwd, o))
        : [],
    );
    const targets = outs.targets.filter((t) => !(t.format === 'json' && scriptJson.has(t.path)));
    written.push(
      ...(await writeOutputs(report, targets, {
        templatesDir: settings.templatesDir,
        junitExtensions: flags.junitExtensions === true,
        cwd: world.cwd,
      })),
    );
    for (const f of scriptJson)
      written.push(await writeTextFile(f, renderScriptTestReport(report, suites), world.cwd));
  } catch (e) {
    // Every report was tried: a full disk for one file leaves the others written.
    if (e instanceof OutputsWriteError) {
      written.push(...e.written);
      failures.push(...e.failures);
    } else failures.push((e as Error).message);
  }
  listWrites(written, failures, world, c, quiet);
  if (failures.length) return 3;
  if (messageMode && report.results[0]?.status === 'skipped') return 1;
  // skilltest's exit.rs: a provider, harness or judge failure in a skilltest case is exit 3.
  if (providerFailure(report)) return 3;
  return report.gate.exit_code;
}
