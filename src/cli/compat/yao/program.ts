import type { Command } from 'commander';
import type { Done, Flags, Handler } from '../../command-types.js';
import {
  agentOptions,
  collect,
  environmentOptions,
  reportOptions,
  runsOptions,
  selectionOptions,
} from '../../options.js';

/** `agentci yao`'s handler (src/cli/compat/yao/command.ts). */
export interface YaoHandlers {
  yao: Handler;
}

const YAO = "Yao's agent test:";

/** Adds `agentci yao`'s options to its command. */
function yaoOptions(cmd: Command): Command {
  cmd
    .optionsGroup(YAO)
    .option(
      '-i, --input <path|message>',
      'a suite file, a message, scripts.<a>.<m> or a generator; repeatable',
      collect,
    )
    .option(
      '-o, --output <file>',
      "Yao's JSON Report (.md, .html, .xml: agentci's); repeatable",
      collect,
    )
    .option('-n <agent>', 'the agent of that name in agentci.yaml agents: (instead of agent:)')
    .option('-c, --connector <id>', 'connector override (connectors.<id> for a harness agent)')
    .option('-r, --reporter <agent>', "an agents: entry that writes the report files' content")
    .option('--dry-run', 'print the cases as Yao Case JSON lines; nothing runs')
    .option('--scripts <module>', 'with -n X: the script tests assistants/X/src/<module>_test.ts')
    .option('-a, --app <dir>', "Yao's application root (else $YAO_ROOT)")
    .option('-e, --env <file>', 'a .env file of KEY=VALUE lines for the agents')
    .option('--before <hook>', 'BeforeAll hook run once before the cases (env_test.BeforeAll)')
    .option('--after <hook>', 'AfterAll hook run once after the cases')
    .option(
      '--assert <assertion>',
      'with a message: an assertion, JSON or type:value; repeatable',
      collect,
    )
    .option('--json', "a message's answer as Yao's direct_output JSON; script tests' report")
    .option('--simulator <agent>', 'accepted, no effect (Yao never reads it): use simulator.use')
    .option('--auth <file>', 'accepted, no effect (remote execution): agentci runs here');
  selectionOptions(cmd);
  agentOptions(cmd);
  environmentOptions(cmd);
  runsOptions(cmd, '1');
  return reportOptions(cmd, { output: false, json: false });
}

/** Registers `agentci yao [paths…]`: Yao's `yao agent test` command line. */
export function yaoCommands(program: Command, h: Partial<YaoHandlers>, done: Done): void {
  yaoOptions(
    program
      .command('yao')
      .description(
        "Yao's `yao agent test`, with Yao's meanings: -i is a file, a message sent to the agent, scripts.<assistant>.<module> or a generator.",
      )
      .argument('[paths...]', 'Yao test files, or one message (or use -i)'),
  ).action((paths: string[], flags: Flags) => done(h.yao?.(paths, flags)));
}
