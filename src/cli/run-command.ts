import { inertJsonText } from '../lib/json.js';
import { neutraliseWorkflowCommands } from '../render/escape.js';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { AssertionSchema, AssertionTypeSchema, type Assertion, type Case } from '../model/case.js';
import { loadConfig } from '../config/load-config.js';
import { ConfigSchema } from '../model/config.js';
import { DEFAULT_MODEL } from '../model/skilltest.js';
import { apiJudgeModel, resolveSkilltestConfig } from '../formats/skilltest/project-config.js';
import { parseDuration } from '../lib/units.js';
import { caseKey, yaoTrace, type YaoReportInfo } from '../report/yao-report.js';
import { askAgent, namedAgent } from '../runner/named-agent.js';
import type { AgentConfig } from '../model/config.js';
import { MAX_JUDGE_RUNS } from '../model/model-config.js';
import { messageText } from '../model/message.js';
import type { Report } from '../model/report.js';
import {
  loadRunCases,
  runSuites,
  type CaseSourcing,
  type RunHooks,
  type RunSettings,
} from '../runner/run.js';
import { ResultsWriteError } from '../runner/results-stream.js';
import { parseRunSettings, RUN_SETTING_NAMES } from '../config/run-settings.js';
import type { Problem } from '../lib/problems.js';
import { InputError, NoCasesError } from '../lib/problems.js';
import { HookRunError } from '../runner/yao-hooks.js';
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
import { FORMATS } from '../formats/index.js';
import {
  isDirectMessage,
  scriptInputsOnly,
  yaoGenerator,
  yaoSourcing,
} from './compat/yao/sourcing.js';
import { thinkingboxNames } from './compat/thinkingbox/names.js';
import {
  skilltestProvider,
  skilltestSourcing,
  type SkilltestRunFlags,
} from './compat/skilltest/sourcing.js';
import {
  renderScriptTestReport,
  renderScriptYaoReport,
  type ScriptSuite,
} from '../render/script-report.js';
import { ScriptOutput, scriptSuites } from './script-output.js';
import { Progress } from './progress.js';
import { leftOutLines } from '../suites/left-out-note.js';
import type { Flags } from './program.js';
import { colors, wantColor, inert, type Colors } from './terminal-text.js';
import {
  listWrites,
  OutputsWriteError,
  outputTargets,
  writeOutputs,
  writeTextFile,
  type OutputTarget,
  type RenderOptions,
} from './write-outputs.js';
import { printProblems, type CliWorld } from './world.js';
import { errorMessage } from '../lib/error-message.js';
import type { Diff } from '../model/diff.js';
import { compareRun, comparisonText, readBaselineFlags } from './baseline-flags.js';

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

/**
 * Turns the flags into RunSettings, collecting every problem (exit 2) rather than the first.
 * `notes`: what the run cannot honour of skilltest.yaml, said before it starts. skilltest's
 * project config is read by agentci's own `run` (where skilltest's run flags live), not by Yao's
 * command line (`door: 'yao'`).
 */
export function settingsFromFlags(
  paths: string[],
  flags: Flags,
  world: CliWorld,
  door: 'agentci' | 'yao' = 'agentci',
): { settings: RunSettings; seed: SeedFlags; problems: Problem[]; notes: string[] } {
  const seed: SeedFlags = {};
  const problems: Problem[] = [];
  const notes: string[] = [];
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
  const run = parseRunSettings({
    ...Object.fromEntries(RUN_SETTING_NAMES.map((n) => [n, str(camelCase(n))])),
    // --trace / --no-trace are switches; the setting's text is the action input's.
    trace: flags.trace === true ? 'otlp' : flags.trace === false ? 'off' : undefined,
  });
  for (const p of run.problems) bad(`--${p.name}`, p.message);

  const agents: AgentConfig[] = [];
  if (str('agent'))
    agents.push({ command: str('agent') as string, mode: 'process', output: 'auto' });
  if (str('agentUrl')) {
    const u = z.url().safeParse(str('agentUrl'));
    const model = str('agentModel');
    if (u.success)
      agents.push({ url: u.data, method: 'POST', retries: 3, ...(model ? { model } : {}) });
    else bad('--agent-url', `expected a URL like http://127.0.0.1:8080/v1/chat/completions`);
  } else if (str('agentModel') !== undefined)
    bad('--agent-model', 'goes with --agent-url (in agentci.yaml: model: on the HTTP agent)');
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

  let inputs = [...list('input'), ...paths];
  // Yao's -n / --scripts (cmd/agent/test.go): `-n X --scripts Y` is the script test scripts.X.Y,
  // in place of -i; then -n names no agent under test.
  let agentName = str('n');
  const scripts = str('scripts');
  if (scripts !== undefined) {
    if (agentName === undefined) bad('--scripts', '-n <agent> is required when using --scripts');
    else inputs = [`scripts.${agentName}.${scripts}`];
    agentName = undefined;
  }
  const stProject =
    door === 'agentci'
      ? resolveSkilltestConfig(world.cwd, str('config'), Object.keys(ConfigSchema.shape))
      : { fromConfigFlag: false, project: undefined };
  const settings: RunSettings = {
    inputs,
    cwd: world.cwd,
    // A `--config` that is skilltest's project config is no agentci.yaml.
    configPath: stProject.fromConfigFlag ? undefined : str('config'),
    agent: agents[0],
    ...(agentName !== undefined ? { agentName } : {}),
    ...(str('connector') !== undefined ? { connector: str('connector') } : {}),
    ...run.settings,
    runFilter: str('run'),
    failFast: flags.failFast === true,
    strict: flags.strict === true,
    user: str('user'),
    team: str('team'),
    locale: str('locale'),
    ctxFile: str('ctx'),
    templatesDir: str('templates'),
    gitSha: world.env.GITHUB_SHA,
    ...(cache ? { cache } : {}),
    ...(str('quarantine') !== undefined ? { quarantinePath: str('quarantine') } : {}),
  };
  seed.asserts = asserts;
  if (list('caseJson').length > 0) seed.caseJson = list('caseJson');
  // Yao's --before / --after (script_hooks.go ExecuteBeforeAll / ExecuteAfterAll).
  if (str('before') !== undefined) settings.beforeAll = str('before');
  if (str('after') !== undefined) settings.afterAll = str('after');
  // skilltest's project config (cli.rs cmd_run): `--config` when its document is skilltest's,
  // else ./skilltest.yaml; what it sets is the default of the flags below (apply_overrides).
  const project = stProject.project;
  problems.push(...(project?.problems ?? []));
  const st = project?.overrides ?? {};
  // skilltest's run options (cli.rs RunArgs).
  const maxTurns = int('maxTurns', '--max-turns') ?? st.maxTurns;
  if (maxTurns !== undefined) seed.maxTurns = maxTurns;
  if (flags.spy === true) seed.spy = true;
  if (str('mocks') !== undefined) seed.mocksFile = str('mocks');
  // skilltest cli.rs RunArgs: --provider, -p/-m (the matrix), --judge-model, and the oneharness
  // flags (--judge-harness, --oneharness-bin), which skilltest ignores for a command provider.
  // The file's command provider stands unless the command line names an agent of its own.
  const provider = str('provider');
  if (provider !== undefined) {
    if (provider.trim() === '') bad('--provider', 'provider command is empty');
    else seed.provider = provider;
    if (agents.length > 0) bad('--provider', 'give either --provider or an --agent, not both');
  } else if (st.provider && agents.length === 0) seed.provider = st.provider;
  else if (st.provider && project)
    notes.push(`${project.file}: its provider is not used: --agent runs the cases`);
  const providerRun = provider !== undefined || seed.provider !== undefined;
  const platforms = list('platform').length ? list('platform') : st.platforms;
  const models = list('model').length ? list('model') : st.models;
  if (providerRun && platforms) seed.platforms = platforms;
  if (providerRun && models) seed.models = models;
  if (!providerRun) {
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
    // The file's oneharness matrix (its default provider) names harnesses agentci does not run.
    const unused = (['platforms', 'models', 'judge_model'] as const).filter(
      (k) =>
        (k === 'platforms' ? st.platforms : k === 'models' ? st.models : st.judgeModel) !==
          undefined && !(k !== 'platforms' && st.judge),
    );
    if (project && !st.provider && unused.length)
      notes.push(
        `${project.file}: ${unused.join(', ')} pick${unused.length === 1 ? 's' : ''} oneharness harnesses and models, which agentci does not run: unused without a command provider (provider: {kind: command, command: […]} or --provider); the agent is agentci's`,
      );
  }
  const judgeModel = str('judgeModel') ?? (providerRun || st.judge ? st.judgeModel : undefined);
  if (judgeModel !== undefined) {
    settings.judgeModel = judgeModel;
    seed.judgeModel = judgeModel;
  }
  // skilltest.yaml's `judge: {kind: api}`: the judge model is the effective judge model
  // (config.rs effective_judge_model: judge_model, else the first model).
  if (st.judge && project) {
    const m = apiJudgeModel(st.judge, judgeModel ?? models?.[0] ?? DEFAULT_MODEL, project.at);
    if ('problem' in m) problems.push(m.problem);
    else settings.judgeApi = { model: m.model, file: project.file };
  }
  const judgeRuns = int('judgeRuns', '--judge-runs');
  if (judgeRuns !== undefined) {
    if (judgeRuns > MAX_JUDGE_RUNS)
      bad('--judge-runs', `at most ${MAX_JUDGE_RUNS}, got ${judgeRuns}`);
    else settings.judgeRuns = judgeRuns;
  }
  const named = testNamesFromFlags(flags, world.cwd);
  problems.push(...named.problems);
  if (named.names.length) seed.names = named.names;
  const format = str('format');
  if (format !== undefined && format !== 'table' && !isSkilltestFormat(format))
    bad(
      '--format',
      `expected table, human, json, json-stream or skilltest, got ${JSON.stringify(format)}`,
    );
  return { settings, seed, problems, notes };
}

export type { CliWorld } from './world.js';
export { printProblems } from './world.js';

/** The seeds' own run flags, read by their adapters (src/cli/compat/). */
export interface SeedFlags extends SkilltestRunFlags {
  /** Yao's direct message mode: `--assert` (repeatable). */
  asserts?: Assertion[];
  /** thinkingbox's `--name` / `--test-list` entries. */
  names?: string[];
}

/** What the seeds' flags add to finding the cases, one adapter after another. */
function seedSourcing(
  door: 'agentci' | 'yao',
  settings: RunSettings,
  seed: SeedFlags,
): CaseSourcing | undefined {
  const parts: CaseSourcing[] = [];
  if (door === 'yao')
    parts.push(yaoSourcing(settings.inputs, { cwd: settings.cwd, asserts: seed.asserts ?? [] }));
  if (seed.names?.length) parts.push(thinkingboxNames(seed.names, settings.cwd));
  parts.push(skilltestSourcing(seed, settings.cwd));
  return composeSourcing(parts);
}

/** One CaseSourcing doing what each part does (the first that answers, for the answers). */
function composeSourcing(parts: CaseSourcing[]): CaseSourcing {
  const generate = parts.find((p) => p.generate)?.generate;
  const names = parts.find((p) => p.names);
  return {
    ...(generate ? { generate } : {}),
    resolveInput: (input) => {
      for (const p of parts) {
        const r = p.resolveInput?.(input);
        if (r) return r;
      }
      return undefined;
    },
    ...(names?.names
      ? { names: (roots) => (names.names as NonNullable<CaseSourcing['names']>)(roots) }
      : {}),
    inputsOptional: parts.some((p) => p.inputsOptional),
    extraCases: async () => {
      const all = await Promise.all(parts.map(async (p) => p.extraCases?.()));
      return {
        cases: all.flatMap((a) => a?.cases ?? []),
        problems: all.flatMap((a) => a?.problems ?? []),
      };
    },
    prepare: async (cases, loaded) => {
      let out = cases;
      for (const p of parts) if (p.prepare) out = await p.prepare(out, loaded);
      return out;
    },
    emptyPasses: parts.some((p) => p.emptyPasses) && !seedCasesGiven(parts),
  };
}

/** Whether a part brings cases of its own (then an empty run is not Yao's "No tests to run"). */
function seedCasesGiven(parts: CaseSourcing[]): boolean {
  return parts.some((p) => p.inputsOptional === true && p.names === undefined);
}

/**
 * Yao's default output (resolver.go GenerateDefaultOutputPath): output-<timestamp>.jsonl in the
 * folder of the (first) input; Yao's JSON Report goes there. agentci's results stream goes beside
 * it as output-<timestamp>.results.jsonl. A generator input (`agents:…`) writes in the working
 * directory, as Yao's filepath.Dir of it does.
 */
function defaultOutputPath(
  inputs: string[],
  cwd: string,
  now: Date,
  suffix: '.jsonl' | '.results.jsonl',
): string | undefined {
  const first = inputs[0];
  if (!first) return undefined;
  if (yaoGenerator(first)) return path.join(cwd, `output-${stamp(now)}${suffix}`);
  const abs = path.resolve(cwd, first);
  if (!existsSync(abs)) return undefined;
  const dir = statSync(abs).isDirectory() ? abs : path.dirname(abs);
  return path.join(dir, `output-${stamp(now)}${suffix}`);
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

/**
 * Yao's `-a <app>` (else `$YAO_ROOT`) and `-e <env file>` (cmd/agent/test.go, agent.go Boot):
 * the run works in the app folder; a relative input, `--ctx` or `--config` is found there first,
 * else in the working directory (Yao's ResolvePathWithYaoRoot). The env file's KEY=VALUE lines
 * override the environment (godotenv.Overload).
 */
async function yaoApp(
  paths: string[],
  flags: Flags,
  world: CliWorld,
): Promise<{ paths: string[]; flags: Flags; world: CliWorld; problems: Problem[] }> {
  const problems: Problem[] = [];
  let env = world.env;
  if (typeof flags.env === 'string') {
    try {
      const text = await readFile(path.resolve(world.cwd, flags.env), 'utf8');
      env = { ...env, ...parseEnv(text) };
    } catch (e) {
      problems.push({
        file: '-e',
        line: 0,
        field: '',
        message: `cannot read ${flags.env}: ${(e as Error).message}`,
      });
    }
  }
  const app = typeof flags.app === 'string' ? flags.app : world.env.YAO_ROOT;
  if (!app) return { paths, flags, world: { ...world, env }, problems };
  const appDir = path.resolve(world.cwd, app);
  if (!existsSync(appDir) || !statSync(appDir).isDirectory()) {
    problems.push({
      file: flags.app !== undefined ? '-a' : 'YAO_ROOT',
      line: 0,
      field: '',
      message: `${app}: no such folder`,
    });
    return { paths, flags, world: { ...world, env }, problems };
  }
  const here = (p: string) => existsSync(path.resolve(appDir, p));
  const input = (p: string) =>
    path.isAbsolute(p) || here(p) || !existsSync(path.resolve(world.cwd, p))
      ? p
      : path.resolve(world.cwd, p);
  const file = (p: unknown) =>
    typeof p !== 'string' || path.isAbsolute(p) || here(p) ? p : path.resolve(world.cwd, p);
  const rebased: Flags = { ...flags };
  if (Array.isArray(flags.input)) rebased.input = (flags.input as string[]).map(input);
  for (const k of [
    'ctx',
    'config',
    'agentModule',
    'quarantine',
    'mocks',
    'testList',
    'templates',
    'estimateFrom',
    'cache',
    'results',
  ])
    if (typeof flags[k] === 'string') rebased[k] = file(flags[k]);
  if (Array.isArray(flags.caseJson)) rebased.caseJson = (flags.caseJson as string[]).map(file);
  return {
    paths: paths.map(input),
    flags: rebased,
    world: { ...world, cwd: appDir, env },
    problems,
  };
}

/** A Go duration Yao's ParseDuration reads back exactly. */
function goDuration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

/**
 * A case as Yao's `Case` struct marshals it (types.go field order, omitempty), for `--dry-run`
 * (runner.go outputDryRun prints each case as one JSON line).
 */
export function yaoCaseJson(k: Case): Record<string, unknown> {
  const out: Record<string, unknown> = { id: k.id, input: k.input };
  if (k.expected !== undefined && k.expected !== null) out.expected = k.expected;
  if (k.assert.length) out.assert = k.assert;
  if (k.user) out.user = k.user;
  if (k.team) out.team = k.team;
  if (k.metadata && Object.keys(k.metadata).length) out.metadata = k.metadata;
  if (k.options) out.options = k.options;
  if (k.skip !== false) out.skip = true;
  if (k.timeout_ms !== undefined) out.timeout = goDuration(k.timeout_ms);
  if (k.hooks?.before) out.before = k.hooks.before;
  if (k.hooks?.after) out.after = k.hooks.after;
  if (k.simulator) out.simulator = k.simulator;
  if (k.checkpoints?.length) out.checkpoints = k.checkpoints;
  if (k.max_turns !== undefined && k.format === 'yao-jsonl') out.max_turns = k.max_turns;
  return out;
}

/** Yao's `-r <agent>`: the reporter, checked before anything runs (an unknown name is exit 2). */
async function reporterFor(
  settings: RunSettings,
  name: string,
  verbose: boolean,
  world: CliWorld,
): Promise<RenderOptions['reporter']> {
  const { loaded, problems } = await loadConfig(world.cwd, settings.configPath, settings.inputs[0]);
  if (problems.length) throw new InputError(problems);
  const agent = namedAgent(loaded, name, '-r', world.cwd);
  // ReporterInput {report, format, options}; ReporterOptions are omitempty (all false → {}).
  const options = verbose ? { verbose: true, include_outputs: true, include_inputs: true } : {};
  return async (report, format) => {
    let out: unknown;
    try {
      out = await askAgent(agent, 'reporter', JSON.stringify({ report, format, options }), {
        baseDir: loaded.baseDir,
        env: world.env,
      });
    } catch (e) {
      throw new Error(`reporter agent call failed: ${(e as Error).message}`, { cause: e });
    }
    if (out === undefined || out === null)
      throw new Error('reporter agent: no content in response');
    return typeof out === 'string' ? out : JSON.stringify(out);
  };
}

/** `agentci run`: returns the exit code (0 passed, 1 failed, 2 bad input, 3 runtime failure). */
export async function runCommand(
  givenPaths: string[],
  givenFlags: Flags,
  givenWorld: CliWorld,
  door: 'agentci' | 'yao' = 'agentci',
): Promise<number> {
  const useColor = wantColor(givenFlags.color, givenWorld.stdout, givenWorld.env);
  const c = colors(useColor);
  // Report files are named relative to where the command was typed, even with -a (Yao's os.Create).
  const outs = outputTargets(givenFlags, givenWorld.cwd, { yao: true });
  const app = await yaoApp(givenPaths, givenFlags, givenWorld);
  const { paths, flags, world } = app;
  const { settings, seed, problems, notes } = settingsFromFlags(paths, flags, world, door);
  problems.push(...app.problems);
  // Yao's command line reads a file as Yao does: a non-path input is a message to the agent and
  // an unknown field is ignored; agentci's own `run` refuses both (exit 2).
  // Yao runs one case at a time unless told otherwise (test.go: --parallel default 1).
  if (door === 'yao') {
    settings.nearMisses = 'warning';
    settings.defaultParallel = 1;
  }
  const sourcing = seedSourcing(door, settings, seed);
  const runtimes = skilltestProvider(seed, world);
  const front = { formats: FORMATS, sourcing, ...(runtimes ? { runtimes } : {}) };
  if (typeof flags.estimateFrom === 'string') {
    try {
      const { readReport } = await import('./report-command.js');
      settings.estimateFrom = await readReport(path.resolve(world.cwd, flags.estimateFrom));
    } catch (e) {
      problems.push({ file: '--estimate-from', line: 0, field: '', message: (e as Error).message });
    }
  }
  // --heartbeat: how often a CI log (stdout not a terminal) gets a progress line.
  let heartbeatMs: number | undefined;
  if (typeof flags.heartbeat === 'string') {
    try {
      heartbeatMs = parseDuration(flags.heartbeat);
    } catch (e) {
      problems.push({ file: '--heartbeat', line: 0, field: '', message: errorMessage(e) });
    }
  }
  const { formatProblem } = await import('../lib/problems.js');
  problems.push(...outs.problems);
  // --baseline / --history: read before anything runs (a bad file is exit 2).
  const compare = await readBaselineFlags(flags, world.cwd);
  problems.push(...compare.problems);
  const verbose = flags.verbose === true;
  let reporter: RenderOptions['reporter'];
  if (typeof flags.reporter === 'string' && problems.length === 0) {
    try {
      reporter = await reporterFor(settings, flags.reporter, verbose, world);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      problems.push(...e.problems);
    }
  }
  if (problems.length) return failOnProblems(problems, paths, flags, world, formatProblem);
  for (const n of notes) world.stderr.write(`agentci: warning: ${inert(n, 400)}\n`);
  // Yao's flags agentci accepts without being able to give them their meaning.
  if (typeof flags.auth === 'string')
    world.stderr.write(
      'agentci: warning: --auth has no effect: agentci runs the tests here (Yao uses it for remote execution over gRPC)\n',
    );
  if (typeof flags.simulator === 'string')
    world.stderr.write(
      "agentci: warning: --simulator has no effect (Yao's dynamic runner never reads it either): name the simulator in each case's simulator.use\n",
    );
  const now = world.now?.() ?? new Date();
  const messageMode = door === 'yao' && isDirectMessage(settings.inputs, world.cwd);
  const json = flags.json === true;
  // Yao script tests (`scripts.a.b` or `*_test.ts`): no default results stream (Yao prints to stdout).
  const scriptInputs = scriptInputsOnly(settings.inputs);
  // The skilltest JSON goes to stdout alone: no progress lines, no "wrote" notes around it; so do
  // Yao's --json outputs.
  const quiet = messageMode || isSkilltestFormat(flags.format) || (json && scriptInputs);
  // Yao's default output (file mode, no -o): its JSON Report in output-<ts>.jsonl beside the
  // input; agentci's results stream beside it. --no-results writes neither.
  const fileMode = !messageMode && !scriptInputs;
  const defaults = flags.results !== false && outs.targets.length === 0 && fileMode;
  const yaoDefault = defaults
    ? defaultOutputPath(settings.inputs, world.cwd, now, '.jsonl')
    : undefined;
  const targets: OutputTarget[] = [
    ...outs.targets,
    ...(yaoDefault ? [{ format: 'yao' as const, path: yaoDefault }] : []),
  ];
  if (flags.results !== false) {
    settings.resultsPath =
      typeof flags.results === 'string'
        ? path.resolve(world.cwd, flags.results)
        : (outs.resultsPath ??
          (defaults
            ? defaultOutputPath(settings.inputs, world.cwd, now, '.results.jsonl')
            : undefined));
  }

  if (flags.dryRun === true)
    return dryRun(settings, front, targets, flags, world, c, formatProblem);

  const progress = new Progress(world.stdout, c, flags.verbose === true, {
    ...(heartbeatMs !== undefined ? { heartbeatMs } : {}),
  });
  // A run of script tests only prints Yao's script-test layout instead of the progress and table.
  let scriptOut: ScriptOutput | undefined;
  let suites: ScriptSuite[] = [];
  let report: Report;
  // The results stream could not be written (disk full): the run stopped its agents, and the other
  // reports are still written from what finished; the exit code is 3.
  let streamError: ResultsWriteError | undefined;
  const caseOptions = new Map<string, Record<string, unknown>>();
  try {
    report = await runSuites(settings, {
      ...front,
      env: world.env,
      redactor: world.redactor,
      signal: world.signal,
      now: world.now,
      log: flags.verbose === true ? (l) => world.stderr.write(`${inert(l, 400)}\n`) : undefined,
      onWarning: (l) => world.stderr.write(`${inert(l, 400)}\n`),
      onLeftOut: (files) => {
        for (const l of leftOutLines(files, flags.verbose === true))
          world.stderr.write(`${inert(l, 400)}\n`);
      },
      onStart: ({ cases, totalAttempts, target }) => {
        suites = scriptSuites(cases);
        for (const k of cases) if (k.options) caseOptions.set(caseKey(k.suite, k.id), k.options);
        if (!quiet && cases.length > 0 && cases.every((k) => k.format === 'yao-script')) {
          scriptOut = new ScriptOutput(world.stdout, c, {
            verbose: flags.verbose === true,
            runFilter: settings.runFilter,
          });
          scriptOut.start(cases);
        } else if (!quiet) progress.start(totalAttempts, cases.length, target?.description);
      },
      onAttemptStart: (k, run, env) => {
        if (scriptOut) scriptOut.attemptStart(k, run, env);
        else if (!quiet) progress.attemptStart(k.suite, k.id, run);
      },
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
    } else if (e instanceof NoCasesError || e instanceof HookRunError) {
      world.stderr.write(`agentci: ${e.message}\n`);
      return 1;
    } else {
      world.stderr.write(`agentci: ${errorMessage(e)}\n`);
      return 3;
    }
  }
  progress.end();
  // Compared with the base branch: the verdicts, and the gate applied again with them.
  let diff: Diff | undefined;
  if (compare.baseline) ({ report, diff } = compareRun(report, compare.baseline));

  if (messageMode) {
    const r = report.results[0];
    const a = r?.run_details[0];
    const answer = a?.output;
    if (a?.error && a.status !== 'failed') world.stderr.write(`agentci: ${a.status}: ${a.error}\n`);
    else if (json) {
      // Yao's DirectOutputJSON: {type, output, duration_ms, trace?}, indented.
      const trace = yaoTrace(a);
      world.stdout.write(
        `${inertJsonText(JSON.stringify({ type: 'direct_output', output: answer ?? null, duration_ms: Math.round(a?.duration_ms ?? 0), ...(trace ? { trace } : {}) }, null, 2))}\n`,
      );
    } else
      world.stdout.write(
        // The answer as it is, but no workflow command when the terminal is a step's log.
        `${neutraliseWorkflowCommands(String(typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2)))}\n`,
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
  } else if (json && scriptInputs) {
    // Yao's ScriptOutputJSON: the ScriptTestReport alone on stdout.
    world.stdout.write(renderScriptTestReport(report, suites));
  } else {
    world.stdout.write(renderFinalTable(report, c));
    if (compare.baseline) world.stdout.write(comparisonText(diff, c));
  }

  const written: string[] = [];
  const failures: string[] = [];
  if (streamError)
    failures.push(`${streamError.message}; the run was stopped, results cover what finished`);
  else if (settings.resultsPath) written.push(settings.resultsPath);
  try {
    // Script tests: `-o` (any extension Yao's GetOutputFormat takes as JSON) is the Report Yao's
    // RunScriptTests writes, ScriptTestReport.ToReport; --report stays agentci's own.
    const scriptJson = new Set(
      suites.length > 0 && suites.length === new Set(report.results.map((r) => r.suite)).size
        ? outs.targets.filter((t) => t.format === 'yao').map((t) => t.path)
        : [],
    );
    const runs = report.metadata.options.runs;
    const timeout = report.metadata.options.timeout;
    const yaoInfo = (file: string): YaoReportInfo => ({
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
        ...(typeof flags.reporter === 'string' ? { reporter: flags.reporter } : {}),
        ...(settings.ctxFile !== undefined ? { contextFile: settings.ctxFile } : {}),
        verbose,
        failFast: settings.failFast === true,
        ...(settings.runFilter !== undefined ? { run: settings.runFilter } : {}),
        ...(typeof flags.before === 'string' ? { before: flags.before } : {}),
        ...(typeof flags.after === 'string' ? { after: flags.after } : {}),
        ...(typeof flags.simulator === 'string' ? { simulator: flags.simulator } : {}),
        json,
      },
    });
    written.push(
      ...(await writeOutputs(
        report,
        targets.filter((t) => !scriptJson.has(t.path)),
        {
          templatesDir: settings.templatesDir,
          junitExtensions: flags.junitExtensions === true,
          cwd: world.cwd,
          yao: yaoInfo,
          ...(diff ? { diff } : {}),
          ...(reporter ? { reporter } : {}),
        },
      )),
    );
    for (const f of scriptJson)
      written.push(await writeTextFile(f, renderScriptYaoReport(report, suites, f), world.cwd));
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

/**
 * `--dry-run` (runner.go outputDryRun): the cases (read or generated) as Yao Case JSON lines on
 * stdout, and the same lines in the output file (-o, else the default output-<ts>.jsonl); exit 0.
 * Like Yao, `--run` and `skip` do not narrow the list. Nothing runs.
 */
async function dryRun(
  settings: RunSettings,
  front: Pick<RunHooks, 'formats' | 'sourcing'>,
  targets: OutputTarget[],
  flags: Flags,
  world: CliWorld,
  c: Colors,
  formatProblem: (p: Problem) => string,
): Promise<number> {
  let cases: Case[];
  try {
    const loaded = await loadRunCases(
      { ...settings, runFilter: undefined },
      { ...front, env: world.env },
    );
    cases = loaded.cases;
    for (const l of leftOutLines(loaded.leftOut ?? [], flags.verbose === true))
      world.stderr.write(`${inert(l, 400)}\n`);
  } catch (e) {
    if (e instanceof InputError) return failOnProblems(e.problems, [], flags, world, formatProblem);
    if (e instanceof NoCasesError) {
      world.stderr.write(`agentci: ${e.message}\n`);
      return 1;
    }
    world.stderr.write(`agentci: ${errorMessage(e)}\n`);
    return 3;
  }
  const text = cases.map((k) => `${JSON.stringify(yaoCaseJson(k))}\n`).join('');
  world.stdout.write(text);
  const written: string[] = [];
  const failures: string[] = [];
  for (const t of targets.filter((x) => x.format === 'yao')) {
    try {
      written.push(await writeTextFile(t.path, text, world.cwd));
    } catch (e) {
      failures.push((e as Error).message);
    }
  }
  // The notes go to stderr: stdout is the JSONL alone.
  listWrites(written, failures, { cwd: world.cwd, stdout: world.stderr, stderr: world.stderr }, c);
  return failures.length ? 3 : 0;
}
