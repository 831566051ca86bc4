import { formatProblem, type Problem } from '../../../lib/problems.js';
import { ConfigSchema } from '../../../model/config.js';
import type { RunSettings } from '../../../model/run-settings.js';
import { DEFAULT_MODEL } from '../../../model/skilltest.js';
import {
  apiJudgeModel,
  resolveSkilltestConfig,
  type SkilltestProject,
} from '../../../formats/skilltest/project-config.js';
import type { Flags } from '../../command-types.js';
import { runThroughDoor, tablePrinter, type RunPrinter } from '../../run-engine.js';
import type { FlagReader } from '../../settings.js';
import type { Colors } from '../../terminal-text.js';
import { printProblems, type CliWorld } from '../../world.js';
import {
  isProviderProblem,
  isSkilltestFormat,
  providerFailure,
  renderSkilltestError,
  renderSkilltestOutput,
  type SkilltestFormat,
} from './output.js';
import { skilltestProvider, skilltestSourcing, type SkilltestRunFlags } from './sourcing.js';

/*
 * `agentci skilltest run [paths…]`: skilltest's `run` (skilltest-cli cli.rs RunArgs) with its
 * meanings: `--case-json`, `--provider` with its `-p` / `-m` matrix and `--judge-model`,
 * `--max-turns`, `--mocks`, `--spy`, `--format human|json|json-stream`, and skilltest's exit codes
 * (3 when an agent, harness, MCP server or judge failed), and its project config: `--config FILE`
 * (skilltest's global flag, before or after `run`) when its document is skilltest's, else
 * ./skilltest.yaml, whose keys are the defaults of those flags (cli.rs cmd_run, apply_overrides).
 * The agent flags, `--config` (agentci.yaml) and agentci's runs, gates and reports are there too.
 */

/**
 * skilltest's run flags (cli.rs RunArgs), with their problems; skilltest.yaml's keys are their
 * defaults. `notes`: what the run cannot honour of skilltest.yaml, said before it starts.
 */
function skilltestFlags(
  f: FlagReader,
  hasAgent: boolean,
  project: SkilltestProject | undefined,
  notes: string[],
): SkilltestRunFlags {
  const out: SkilltestRunFlags = {};
  const st = project?.overrides ?? {};
  if (f.list('caseJson').length > 0) out.caseJson = f.list('caseJson');
  const maxTurns = f.int('maxTurns', '--max-turns') ?? st.maxTurns;
  if (maxTurns !== undefined) out.maxTurns = maxTurns;
  if (f.flags.spy === true) out.spy = true;
  const mocks = f.str('mocks');
  if (mocks !== undefined) out.mocksFile = mocks;
  // --provider, -p/-m (the matrix), --judge-model, and the oneharness flags (--judge-harness,
  // --oneharness-bin), which skilltest ignores for a command provider. The file's command
  // provider stands unless the command line names an agent of its own.
  const provider = f.str('provider');
  if (provider !== undefined) {
    if (provider.trim() === '') f.bad('--provider', 'provider command is empty');
    else out.provider = provider;
    if (hasAgent) f.bad('--provider', 'give either --provider or an --agent, not both');
  } else if (st.provider && !hasAgent) out.provider = st.provider;
  else if (st.provider && project)
    notes.push(`${project.file}: its provider is not used: --agent runs the cases`);
  const providerRun = out.provider !== undefined || provider !== undefined;
  const platforms = f.list('platform').length ? f.list('platform') : st.platforms;
  const models = f.list('model').length ? f.list('model') : st.models;
  if (providerRun && platforms) out.platforms = platforms;
  if (providerRun && models) out.models = models;
  if (!providerRun) oneharnessOnly(f, project, notes);
  const judgeModel = f.str('judgeModel') ?? (providerRun || st.judge ? st.judgeModel : undefined);
  if (judgeModel !== undefined) out.judgeModel = judgeModel;
  return out;
}

/**
 * Without a command provider: the flags and the file's keys that pick oneharness harnesses and
 * models, which agentci does not run (the flags are problems; the file's keys, notes).
 */
function oneharnessOnly(f: FlagReader, project: SkilltestProject | undefined, notes: string[]) {
  for (const [k, flag] of [
    ['platform', '-p/--platform'],
    ['model', '-m/--model'],
    ['judgeHarness', '--judge-harness'],
    ['oneharnessBin', '--oneharness-bin'],
  ] as const)
    if (f.flags[k] !== undefined)
      f.bad(
        flag,
        'picks a oneharness platform or model, which agentci does not run: use it with --provider <cmd>',
      );
  const st = project?.overrides ?? {};
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

/**
 * skilltest's project config (cli.rs cmd_run): `--config` when its document is skilltest's (then
 * it is no agentci.yaml), else ./skilltest.yaml; its problems are the run's.
 */
function skilltestProject(settings: RunSettings, f: FlagReader): SkilltestProject | undefined {
  const found = resolveSkilltestConfig(
    settings.cwd,
    f.str('config'),
    Object.keys(ConfigSchema.shape),
  );
  if (found.fromConfigFlag) delete settings.configPath;
  f.problems.push(...(found.project?.problems ?? []));
  return found.project;
}

/**
 * skilltest.yaml's `judge: {kind: api}`: the judge model is the run's effective judge model
 * (config.rs effective_judge_model: judge_model, else the first model).
 */
function apiJudge(
  settings: RunSettings,
  seed: SkilltestRunFlags,
  project: SkilltestProject | undefined,
  f: FlagReader,
): void {
  const judge = project?.overrides.judge;
  if (!judge || !project) return;
  const model =
    seed.judgeModel ?? seed.models?.[0] ?? project.overrides.models?.[0] ?? DEFAULT_MODEL;
  const m = apiJudgeModel(judge, model, project.at);
  if ('problem' in m) f.problems.push(m.problem);
  else settings.judgeApi = { model: m.model, file: project.file };
}

/**
 * Input problems as skilltest reports them: with `--format json`/`json-stream` also its error
 * object on stdout; a missing API key is a provider failure (exit 3) as skilltest's exit.rs has it.
 */
function skilltestRefuse(problems: Problem[], flags: Flags, world: CliWorld): number {
  printProblems(problems, world, formatProblem);
  const provider = problems.every(isProviderProblem);
  if (isSkilltestFormat(flags.format))
    world.stdout.write(
      renderSkilltestError(flags.format, {
        code: provider ? 'provider' : 'usage',
        message: problems.map(formatProblem).join('; '),
        ...(provider ? { kind: 'auth' as const } : {}),
      }),
    );
  return provider ? 3 : 2;
}

/** `--format human|json|json-stream`: skilltest's output alone on stdout; else agentci's table. */
function skilltestPrinter(
  format: SkilltestFormat | undefined,
  world: CliWorld,
  c: Colors,
  verbose: boolean,
  compared: boolean,
  heartbeatMs: number | undefined,
): RunPrinter {
  const table = tablePrinter(world, c, verbose, compared, heartbeatMs);
  if (!format) return table;
  return {
    start: () => undefined,
    attempt: () => undefined,
    case: () => undefined,
    rateLimit: () => undefined,
    end: () => table.end(),
    summary(report) {
      const out = renderSkilltestOutput(report, format, providerFailure(report));
      world.stdout.write(out.stdout);
      world.stderr.write(out.stderr);
    },
  };
}

/** `agentci skilltest run`: returns skilltest's exit code (0, 1, 2, or 3 for a provider failure). */
export function skilltestRunCommand(
  paths: string[],
  flags: Flags,
  world: CliWorld,
): Promise<number> {
  return runThroughDoor(paths, flags, world, {
    output: 'skilltest',
    read(settings, f) {
      const project = skilltestProject(settings, f);
      // skilltest's judge is never missing before the run: one it cannot reach is a judge
      // failure of each attempt (exit 3), so evals without agentci's judge model say it there.
      settings.missingJudge = 'attempt';
      const notes: string[] = [];
      const seed = skilltestFlags(f, settings.agent !== undefined, project, notes);
      if (seed.judgeModel !== undefined) settings.judgeModel = seed.judgeModel;
      apiJudge(settings, seed, project, f);
      const format = isSkilltestFormat(flags.format) ? flags.format : undefined;
      const runtimes = skilltestProvider(seed, world);
      return {
        front: {
          sourcing: skilltestSourcing(seed, settings.cwd),
          ...(runtimes ? { runtimes } : {}),
        },
        printer: (c, verbose, compared, heartbeatMs) =>
          skilltestPrinter(format, world, c, verbose, compared, heartbeatMs),
        // The skilltest JSON goes to stdout alone: no "wrote" notes around it.
        quiet: format !== undefined,
        notes,
        refuse: (p) => skilltestRefuse(p, flags, world),
        // skilltest's exit.rs: a provider, harness or judge failure in a skilltest case is exit 3.
        exitCode: (report) => (providerFailure(report) ? 3 : undefined),
      };
    },
  });
}
