import { Command, CommanderError, Option } from 'commander';
import { VERSION } from '../version.js';
import type { Done, Flags, Handler } from './command-types.js';
import { skilltestCommands, type SkilltestHandlers } from './compat/skilltest/program.js';
import { thinkingboxCommands, type ThinkingboxHandlers } from './compat/thinkingbox/program.js';
import { yaoCommands, type YaoHandlers } from './compat/yao/program.js';
import {
  agentOptions,
  collect,
  environmentOptions,
  GROUPS,
  reportOptions,
  runsOptions,
  selectionOptions,
} from './options.js';

export type { Flags, Handler } from './command-types.js';

export interface Handlers
  extends Partial<SkilltestHandlers>, Partial<ThinkingboxHandlers>, Partial<YaoHandlers> {
  run: Handler;
  report(file: string, flags: Flags): Promise<number>;
  schema(name: string, o: { agentci: boolean }): Promise<number>;
  merge?: Handler;
  flaky?: Handler;
  validate?: Handler;
  init?(dir: string): Promise<number>;
}

export interface ProgramOutput {
  writeOut(s: string): void;
  writeErr(s: string): void;
}

const colorOption = () =>
  new Option('--color <when>', 'auto, always or never')
    .choices(['auto', 'always', 'never'])
    .default('auto');

/** `agentci run`: agentci's own front door, its options grouped as `run --help` shows them. */
function runCommand(program: Command, h: Handlers, done: Done): void {
  const cmd = program
    .command('run')
    .description("Run the suites given (else the config's suites:) and gate on the results.")
    .argument('[paths...]')
    .optionsGroup(GROUPS.what)
    .option('-i, --input <path>', 'a suite file, folder or glob; repeatable', collect);
  selectionOptions(cmd);
  agentOptions(cmd);
  environmentOptions(cmd);
  runsOptions(cmd);
  reportOptions(cmd).action((paths: string[], flags: Flags) => done(h.run(paths, flags)));
}

/** `agentci report` and `agentci merge`: render saved reports again. */
function reportCommands(program: Command, h: Handlers, done: Done): void {
  const outputs = (cmd: Command) =>
    cmd
      .option('-o, --output <file>', 'by extension: .json .md .html .xml; repeatable', collect)
      .option('--json <file>', 'the JSON report')
      .option('--junit <file>', 'JUnit XML')
      .option('--junit-extensions', 'JUnit: add fields no JUnit schema allows')
      .option('--markdown <file>', 'the Markdown summary')
      .option('--html <file>', 'the HTML report')
      .option('--templates <dir>', 'templates overriding the built-in ones')
      .addOption(colorOption());
  outputs(
    program
      .command('report')
      .description(
        'Render a saved report.json (or a results .jsonl stream, even a cut-off one) again.',
      )
      .argument('<file>', 'report.json or results.jsonl'),
  ).action((file: string, flags: Flags) => done(h.report(file, flags)));
  outputs(
    program
      .command('merge')
      .description(
        'Merge shard reports (report.json, results .jsonl, or folders holding them) into one report.',
      )
      .argument('<inputs...>', 'report files or folders (searched for report.json, else *.jsonl)')
      .option(
        '--allow-missing',
        'missing shards are a warning only (by default they fail the merged gate)',
      ),
  ).action((inputs: string[], flags: Flags) => done(h.merge?.(inputs, flags)));
  program
    .command('flaky')
    .description(
      "Rank cases by how often their outcome flipped across past reports, the agent's own flakiness first (judge, simulated-user and environment noise last); optionally quarantine them.",
    )
    .argument('<inputs...>', 'report files or folders (e.g. downloaded artifacts)')
    .option('--min-flips <n>', 'list cases with at least n flips + mixed reports (default: 1)')
    .option(
      '--source <source>',
      'list only cases whose failing runs were put down to this source: agent, judge, simulated_user or environment',
    )
    .option('--write-quarantine <file>', 'add the listed cases to this quarantine file')
    .option('--reason <text>', 'why they are quarantined (needed with --write-quarantine)')
    .option('--days <n>', 'quarantine for n days from today (default: 14)')
    .option('--json', 'print the list as JSON')
    .addOption(colorOption())
    .action((inputs: string[], flags: Flags) => done(h.flaky?.(inputs, flags)));
}

/** `agentci init`, `agentci validate`, `agentci schema`. */
function projectCommands(program: Command, h: Handlers, done: Done): void {
  program
    .command('init')
    .description(
      'Scaffold an agentci project (agentci.yaml, a suite, a stub agent, a workflow) that passes with `agentci run`; never overwrites.',
    )
    .argument('[dir]', 'folder to scaffold into', '.')
    .action((dir: string) => done(h.init?.(dir)));
  program
    .command('validate')
    .description(
      'Load agentci.yaml and the suites as `agentci run` would and report every problem, the setup problems `agentci run` refuses before starting anything included (agent settings, judge and simulator models and keys, what a format needs), without running an agent; left to `agentci run`: no agent at all (run may be given one) and what only starting something tells (an agent command that fails, a scenario server, a servers_file:); exit 2 on a problem.',
    )
    .argument('[paths...]', "suite files, folders or globs (default: the config's suites:)")
    .option('-i, --input <path>', 'a suite file, folder or glob; repeatable', collect)
    .option('--config <file>', 'agentci.yaml to use (default: ./agentci.yaml when present)')
    .option('--strict', 'every load warning is an error (exit 2)')
    .option('-v, --verbose', 'name every file the search found and left out')
    .action((paths: string[], flags: Flags) => done(h.validate?.(paths, flags)));
  program
    .command('schema')
    .description("Print agentci's JSON Schema of a file format, generated from its zod schema.")
    .argument('<name>', 'config | report | jsonl-case | case')
    .addOption(new Option('--agentci', "agentci's own schema (the only kind here)").hideHelp())
    .action((name: string) => done(h.schema(name, { agentci: true })));
}

/**
 * Builds the command line (evalite's habit: handlers are passed in, so argv parsing is tested with
 * fakes). The handler's exit code goes to `onExitCode`: nothing here touches the process. Every
 * flag is documented here: docs/cli.md is generated from this program.
 */
export function createProgram(
  h: Handlers,
  out?: ProgramOutput,
  onExitCode: (code: number) => void = () => undefined,
): Command {
  const program = new Command('agentci')
    .description('Test AI agents in CI: run every case several times, judge, gate on pass rates.')
    .version(VERSION, '--version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    // Each option's description says its default itself, in words; commander adds nothing.
    .configureHelp({ optionDescription: (o) => o.description ?? '' });
  if (out) program.configureOutput(out);
  const done: Done = async (code) => onExitCode((await code) ?? 2);
  runCommand(program, h, done);
  reportCommands(program, h, done);
  projectCommands(program, h, done);
  program.commandsGroup("The seeds' own command lines:");
  yaoCommands(program, h, done);
  skilltestCommands(program, h, done);
  thinkingboxCommands(program, h, done);
  return program;
}

/**
 * Parses `argv` (without node and the script), runs the chosen command's handler and returns its
 * exit code: 0 for --help and --version, 2 for a usage mistake commander reports. Other errors of
 * a handler are thrown.
 */
export async function runProgram(
  h: Handlers,
  argv: string[],
  out?: ProgramOutput,
): Promise<number> {
  let code = 0;
  const program = createProgram(h, out, (c) => (code = c));
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    throw e;
  }
  return code;
}
