import { formatProblem, type Problem } from '../../../lib/problems.js';
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
 * (3 when an agent, harness, MCP server or judge failed). The agent flags, `--config` and
 * agentci's runs, gates and reports are there too.
 */

/** skilltest's run flags (cli.rs RunArgs), with their problems. */
function skilltestFlags(f: FlagReader, hasAgent: boolean): SkilltestRunFlags {
  const out: SkilltestRunFlags = {};
  if (f.list('caseJson').length > 0) out.caseJson = f.list('caseJson');
  const maxTurns = f.int('maxTurns', '--max-turns');
  if (maxTurns !== undefined) out.maxTurns = maxTurns;
  if (f.flags.spy === true) out.spy = true;
  const mocks = f.str('mocks');
  if (mocks !== undefined) out.mocksFile = mocks;
  // --provider, -p/-m (the matrix), --judge-model, and the oneharness flags (--judge-harness,
  // --oneharness-bin), which skilltest ignores for a command provider.
  const provider = f.str('provider');
  if (provider !== undefined) {
    if (provider.trim() === '') f.bad('--provider', 'provider command is empty');
    else out.provider = provider;
    if (hasAgent) f.bad('--provider', 'give either --provider or an --agent, not both');
  } else
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
  if (f.list('platform').length) out.platforms = f.list('platform');
  if (f.list('model').length) out.models = f.list('model');
  const judgeModel = f.str('judgeModel');
  if (judgeModel !== undefined) out.judgeModel = judgeModel;
  return out;
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
      const seed = skilltestFlags(f, settings.agent !== undefined);
      if (seed.judgeModel !== undefined) settings.judgeModel = seed.judgeModel;
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
        refuse: (p) => skilltestRefuse(p, flags, world),
        // skilltest's exit.rs: a provider, harness or judge failure in a skilltest case is exit 3.
        exitCode: (report) => (providerFailure(report) ? 3 : undefined),
      };
    },
  });
}
