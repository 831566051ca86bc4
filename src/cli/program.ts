import { Command, Option } from 'commander';
import { VERSION } from '../version.js';

export type Flags = Record<string, unknown>;

export interface Handlers {
  run(paths: string[], flags: Flags): Promise<number>;
  report(file: string, flags: Flags): Promise<number>;
  schema(name: string): Promise<number>;
}

const collect = (v: string, prev: string[] = []) => [...prev, v];

/**
 * Builds the command line (evalite's habit: handlers are passed in, so argv parsing is tested with
 * fakes). Every flag is documented here and in the README.
 */
export function createProgram(h: Handlers, out?: { writeOut(s: string): void; writeErr(s: string): void }): Command {
  const program = new Command('agentci')
    .description('Test AI agents in CI: run every case several times, judge, gate on pass rates.')
    .version(VERSION, '--version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  if (out) program.configureOutput(out);

  const run = program
    .command('run')
    .description('Run agent test suites (files, folders or globs) and gate on the results.')
    .argument('[paths...]', 'suite files, folders or globs (or use -i)')
    .option('-i, --input <path|message>', 'a suite file, a folder, or a plain message (direct message mode); repeatable', collect)
    .option('-o, --output <file>', 'write a report; format by extension: .json .jsonl .md .html .xml (JUnit); repeatable', collect)
    .option('-c, --config <file>', 'config file (default: ./agentci.yaml when present)')
    .option('--agent <command>', 'the agent is a command: one process per attempt, the case JSON on stdin')
    .option('--agent-url <url>', 'the agent is an HTTP endpoint (OpenAI chat-completions shape)')
    .option('--agent-module <file>', 'the agent is a JS module exporting run(input, ctx)')
    .option('-u, --user <id>', 'test user id for every case (default: test-user)')
    .option('-t, --team <id>', 'test team id for every case (default: test-team)')
    .option('--locale <locale>', 'locale for every case (default: en-us)')
    .option('--ctx <file>', 'context JSON file (Yao format: authorized, metadata, client, locale)')
    .option('--runs <n>', 'runs per case (default: 1, or runs: in the config)')
    .option('--run <regex>', 'only cases whose id matches the regex')
    .option('--timeout <duration>', 'timeout per attempt, e.g. 30s, 5m (default: 5m)')
    .option('--parallel <n>', 'attempts running at once (default: 4)')
    .option('--threshold <ratio>', 'share of cases that must pass, 0–1 or "90%" (default: 1)')
    .option('--case-threshold <ratio>', 'default minimum pass rate of each case, 0–1 or "80%" (default: 1)')
    .option('--fail-fast', 'stop starting attempts after the first case fails')
    .option('--shard <i/n>', 'run only shard i of n (deterministic by case id)')
    .option('--assert <assertion>', 'direct message mode: an assertion, JSON or type:value (e.g. contains:Paris); repeatable', collect)
    .option('--results <file>', 'where the JSONL results stream goes (default: output-<timestamp>.jsonl beside the input)')
    .option('--no-results', 'do not write the JSONL results stream')
    .option('--json <file>', 'write the JSON report')
    .option('--junit <file>', 'write JUnit XML')
    .option('--markdown <file>', 'write the Markdown summary')
    .option('--html <file>', 'write the HTML report')
    .option('--templates <dir>', 'folder of templates overriding the built-in ones')
    .option('-v, --verbose', 'print every failing attempt as it happens')
    .addOption(new Option('--color <when>', 'colors: auto, always, never').choices(['auto', 'always', 'never']).default('auto'))
    .action(async (paths: string[], flags: Flags) => {
      process.exitCode = await h.run(paths, flags);
    });
  void run;

  program
    .command('report')
    .description('Render a saved report.json (or a results .jsonl stream, even a cut-off one) again.')
    .argument('<file>', 'report.json or results.jsonl')
    .option('-o, --output <file>', 'format by extension: .json .md .html .xml; repeatable', collect)
    .option('--json <file>', 'write the JSON report')
    .option('--junit <file>', 'write JUnit XML')
    .option('--markdown <file>', 'write the Markdown summary')
    .option('--html <file>', 'write the HTML report')
    .option('--templates <dir>', 'folder of templates overriding the built-in ones')
    .addOption(new Option('--color <when>', 'colors: auto, always, never').choices(['auto', 'always', 'never']).default('auto'))
    .action(async (file: string, flags: Flags) => {
      process.exitCode = await h.report(file, flags);
    });

  program
    .command('schema')
    .description('Print the JSON Schema of a file format (generated from the zod schemas).')
    .argument('<name>', 'config | report | jsonl-case')
    .action(async (name: string) => {
      process.exitCode = await h.schema(name);
    });

  return program;
}
