import { Option, type Command } from 'commander';
import type { Done, Flags, Handler } from '../../command-types.js';
import {
  agentOptions,
  collect,
  environmentOptions,
  reportOptions,
  runsOptions,
  selectionOptions,
} from '../../options.js';

/** The handlers of `agentci skilltest …` (run: command.ts; init, validate, schema beside it). */
export interface SkilltestHandlers {
  skilltestRun: Handler;
  skilltestInit(dir: string): Promise<number>;
  skilltestValidate: Handler;
  skilltestSchema(name: string): Promise<number>;
}

const SKILLTEST = "skilltest's run:";

/** `agentci skilltest run`'s options: skilltest's RunArgs, then the shared groups. */
function runOptions(cmd: Command): Command {
  cmd
    .optionsGroup(SKILLTEST)
    .option('--case-json <file>', 'cases as JSON (one or an array); repeatable', collect)
    .option('--provider <cmd>', "a command speaking skilltest's provider protocol")
    .option('-p, --platform <platform>', 'a platform every case runs on; repeatable', collect)
    .option('-m, --model <model>', 'a model every case runs on; repeatable', collect)
    .option('--judge-model <model>', 'the model of evals and the simulated user')
    .option('--judge-harness <id>', "oneharness's judge harness (ignored with --provider)")
    .option('--oneharness-bin <path>', 'the oneharness binary (ignored with --provider)')
    .option('--max-turns <n>', 'turn cap of user: cases without their own (8)')
    .option('--mocks <file>', "mock/spy declarations put before every case's own")
    .option('--spy', 'record every tool call of every case (mock_calls)')
    .addOption(
      new Option('--format <format>', 'table (default), human, json or json-stream').choices([
        'table',
        'human',
        'json',
        'json-stream',
        'skilltest',
      ]),
    );
  selectionOptions(cmd);
  agentOptions(cmd);
  environmentOptions(cmd);
  runsOptions(cmd);
  return reportOptions(cmd);
}

/** Registers `agentci skilltest run|init|validate|schema`: skilltest's command line. */
export function skilltestCommands(
  program: Command,
  h: Partial<SkilltestHandlers>,
  done: Done,
): void {
  const st = program
    .command('skilltest')
    .description(
      "skilltest's command line (run, init, validate, schema), with skilltest's meanings.",
    )
    // skilltest's global `--config` goes before the command (`agentci skilltest --config
    // skilltest.yaml run …`); after it, `run`'s own --config.
    .enablePositionalOptions()
    .option('--config <file>', "skilltest's global flag: as run's own --config");
  /** run's flags with the global `--config` when run gave none of its own. */
  const withGlobalConfig = (flags: Flags): Flags => {
    const global = st.opts<{ config?: string }>().config;
    return flags.config === undefined && global ? { ...flags, config: global } : flags;
  };
  runOptions(
    st
      .command('run')
      .description(
        'Run skilltest cases (and any other suite) as `skilltest run` does: its flags, outputs and exit codes (3: a provider failed).',
      )
      .argument('[paths...]', 'case files or folders'),
  ).action((paths: string[], flags: Flags) =>
    done(h.skilltestRun?.(paths, withGlobalConfig(flags))),
  );
  st.command('init')
    .description(
      "Scaffold skilltest's starter project (skilltest.yaml, an example skill and a case), as skilltest init does; refuses to overwrite.",
    )
    .argument('[dir]', 'folder to scaffold into', '.')
    .action((dir: string) => done(h.skilltestInit?.(dir)));
  st.command('validate')
    .description(
      'Check skill folders as skilltest validate does (SKILL.md front matter name and description, a body); exit 1 on findings.',
    )
    .argument('<paths...>', 'skill folders, or folders of skill folders')
    .addOption(
      new Option(
        '--format <format>',
        'human (default) or json (skilltest ValidationReport)',
      ).choices(['human', 'json', 'json-stream']),
    )
    .action((paths: string[], flags: Flags) => done(h.skilltestValidate?.(paths, flags)));
  st.command('schema')
    .description("Print skilltest's draft-07 schema as `skilltest schema` does.")
    .argument('<name>', 'report | validation | case')
    .action((name: string) => done(h.skilltestSchema?.(name)));
}
