import { Command, CommanderError, Option } from 'commander';
import { VERSION } from '../version.js';

export type Flags = Record<string, unknown>;

export interface Handlers {
  run(paths: string[], flags: Flags): Promise<number>;
  yao?(paths: string[], flags: Flags): Promise<number>;
  report(file: string, flags: Flags): Promise<number>;
  schema(name: string, o: { agentci: boolean }): Promise<number>;
  merge?(inputs: string[], flags: Flags): Promise<number>;
  flaky?(inputs: string[], flags: Flags): Promise<number>;
  dumpTests?(paths: string[], flags: Flags): Promise<number>;
  validate?(paths: string[], flags: Flags): Promise<number>;
  init?(dir: string): Promise<number>;
}

const collect = (v: string, prev: string[] = []) => [...prev, v];

export interface ProgramOutput {
  writeOut(s: string): void;
  writeErr(s: string): void;
}

/**
 * Builds the command line (evalite's habit: handlers are passed in, so argv parsing is tested with
 * fakes). The handler's exit code goes to `onExitCode`: nothing here touches the process. Every flag is documented here: docs/cli.md is generated from this program.
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
    // skilltest's global `--config` goes before the command (`agentci --config skilltest.yaml
    // run …`); after it, a command's own options are its own.
    .enablePositionalOptions()
    .option(
      '--config <file>',
      "before a command, as skilltest's global flag: the same as the command's own --config (`run --config <file>`)",
    )
    .exitOverride();
  if (out) program.configureOutput(out);

  /** The command's flags with the global `--config` when the command gave none of its own. */
  const withGlobalConfig = (flags: Flags): Flags => {
    const global = program.opts<{ config?: string }>().config;
    return flags.config === undefined && global ? { ...flags, config: global } : flags;
  };

  // skilltest's project config is agentci's own run's (where skilltest's run flags live until
  // skilltest has a front door of its own); Yao's command line has none.
  const runOptions = (cmd: Command, door: 'agentci' | 'yao'): Command =>
    cmd
      .option(
        '-i, --input <path|message>',
        'a suite file, a folder, or a plain message (direct message mode); repeatable',
        collect,
      )
      .option(
        '-o, --output <file>',
        "write a report; format by extension: .json and .jsonl (Yao's JSON Report), .md .html .xml (JUnit) .skilltest.json; repeatable",
        collect,
      )
      .option(
        '--config <file>',
        door === 'agentci'
          ? "config file (default: ./agentci.yaml when present); a file whose keys are skilltest's (provider, platforms, models, judge_model, judge: {kind}) is skilltest's project config instead (default: ./skilltest.yaml when present)"
          : 'config file (default: ./agentci.yaml when present)',
      )
      .option(
        '-n <agent>',
        "Yao's agent id: test the agent of that name in agentci.yaml's agents: (instead of agent:)",
      )
      .option(
        '-c, --connector <id>',
        "Yao's connector override: the harness agent's model becomes connectors.<id> of agentci.yaml; other agents get options.connector",
      )
      .option(
        '-r, --reporter <agent>',
        "Yao's reporter agent (an agents: entry): it receives {report, format, options} and its answer is the report file's content",
      )
      .option(
        '--dry-run',
        'load (or generate) the cases, print them as JSONL (Yao Case objects) and write them to the output file; nothing runs',
      )
      .option(
        '--simulator <agent>',
        "accepted for Yao's command line; no effect (Yao stores it but never reads it): name simulators in each case's simulator.use",
      )
      .option(
        '--scripts <module>',
        'Yao script tests of the -n agent: -n X --scripts Y is -i scripts.X.Y (assistants/X/src/Y_test.ts)',
      )
      .option(
        '-a, --app <dir>',
        "Yao's application root: inputs, scripts and agentci.yaml are found there",
      )
      .option(
        '-e, --env <file>',
        "Yao's environment file (.env): KEY=VALUE lines added to the environment the agents and ${VAR} see",
      )
      .option(
        '--auth <file>',
        "accepted for Yao's command line; no effect (Yao's remote gRPC execution): agentci runs locally",
      )
      .option(
        '--agent <command>',
        'the agent is a command: one process per attempt, the case JSON on stdin',
      )
      .option(
        '--agent-url <url>',
        'the agent is an HTTP endpoint (OpenAI chat-completions shape): the full chat-completions URL, or a base URL ending in /v1',
      )
      .option(
        '--agent-model <model>',
        'with --agent-url: the model its requests name (default: agentci)',
      )
      .option('--agent-module <file>', 'the agent is a JS module exporting run(input, ctx)')
      .option(
        '--trace',
        "receive the agent's OpenTelemetry spans (OTLP/HTTP) and read its tool calls and token usage from them",
      )
      .option('--no-trace', 'do not trace the agent, whatever its trace: in the config says')
      .option(
        '--trace-flush <duration>',
        "with tracing on: how long an attempt waits for the agent's spans after it finished (default: 2s)",
      )
      .option('-u, --user <id>', 'test user id for every case (default: test-user)')
      .option('-t, --team <id>', 'test team id for every case (default: test-team)')
      .option('--locale <locale>', 'locale for every case (default: en-us)')
      .option(
        '--ctx <file>',
        'context JSON file (Yao format: authorized, metadata, client, locale)',
      )
      .option(
        '--runs <n|auto>',
        'runs per case (default: 1, or runs: in the config); auto = adaptive: --min-runs each, more for borderline cases up to --max-runs',
      )
      .option(
        '--min-runs <n>',
        'with --runs auto: runs every case gets first, and the batch size of extra runs (default: 3); also the fewest runs of evidence a case needs to pass or be compared',
      )
      .option(
        '--max-runs <n>',
        'with --runs auto: most runs a borderline case gets before it is inconclusive (default: 10)',
      )
      .option(
        '--max-cost <usd>',
        'budget for the whole run in USD: no new attempt starts once spent; the rest are skipped',
      )
      .option('--max-tokens <n>', 'token budget for the whole run (input + output tokens)')
      .option(
        '--estimate-from <report.json>',
        'estimate cost and tokens up front from a previous report',
      )
      .option('--run <regex>', 'only cases whose id matches the regex')
      .option(
        '--name <file.py[:test]>',
        'thinkingbox: a test file by name, looked up under test_case/ (my_test.py, my_test.py:test_fn); repeatable',
        collect,
      )
      .option(
        '--test-list <file>',
        'thinkingbox: a file of --name entries, one per line (# comments)',
      )
      .option(
        '--timeout <duration>',
        'timeout per attempt: 30s, 2m30s, 500ms, or seconds (default: 5m)',
      )
      .option('--parallel <n>', 'attempts running at once (default: 4)')
      .option('--threshold <ratio>', 'share of cases that must pass, 0–1 or "90%" (default: 1)')
      .option(
        '--case-threshold <ratio>',
        'default minimum pass rate of each case, 0–1 or "80%" (default: 1)',
      )
      .option('--fail-fast', 'stop starting attempts after the first case fails')
      .option(
        '--min-pass-hat-k <k:rate>',
        'gate on reliability: every case\'s pass^k (all k runs pass) must reach the rate, e.g. 3:90% or "{k: 3, rate: 0.9}" (default: min_pass_hat_k in the config, else none)',
      )
      .option(
        '--baseline <report>',
        "compare with the base branch's report (report.json or a results .jsonl): regressions, transitions, what the runs can detect",
      )
      .option(
        '--history <report|folder>',
        "the base branch's past reports (files or folders of them), pooled per case into the baseline; the newest is the base when --baseline is not given; repeatable",
        collect,
      )
      .option(
        '--max-regression <pp>',
        'fail when a case is a regression (significantly below its pooled base rate) and dropped more than this many percentage points (default: none, reported only)',
      )
      .option(
        '--fdr <rate>',
        "false discovery rate of the regression verdicts, Benjamini–Hochberg over the run's compared cases (default: 0.1)",
      )
      .option(
        '--stale-after <days>',
        'base reports older than this many days are named stale and left out of the pool (default: 14)',
      )
      .option(
        '--before <hook>',
        'Yao BeforeAll hook run once before the cases, e.g. env_test.BeforeAll',
      )
      .option(
        '--after <hook>',
        'Yao AfterAll hook run once after the cases, e.g. env_test.AfterAll',
      )
      .option(
        '--strict',
        'fail (exit 2) on what is only a warning: unknown fields, ignored settings',
      )
      .option(
        '--judge-runs <k>',
        'ask the judge model every question k times and report its agreement (default: 1, or judge.runs)',
      )
      .option('--shard <i/n>', 'run only shard i of n (deterministic by case id)')
      .option(
        '--cache <dir>',
        'record/replay model calls of the harness, judges and simulated users in this folder',
      )
      .addOption(
        new Option(
          '--cache-mode <mode>',
          'record: call and save; replay: only recordings (a missing one fails the attempt); auto: replay when recorded, else record',
        ).choices(['record', 'replay', 'auto']),
      )
      .option(
        '--quarantine <file>',
        'quarantine file (YAML list of {id, suite?, reason, expires}): those cases run but never gate',
      )
      .option(
        '--case-json <file>',
        'skilltest cases as JSON (one case or an array); skill paths relative to the working directory; repeatable',
        collect,
      )
      .option(
        '--max-turns <n>',
        door === 'agentci'
          ? 'skilltest: assistant-turn cap of user: cases without their own max_turns (default: max_turns of skilltest.yaml, else of agentci.yaml, else 8)'
          : 'skilltest: assistant-turn cap of user: cases without their own max_turns (default: config max_turns, else 8)',
      )
      .option(
        '--mocks <file>',
        "skilltest: mock/spy declarations (YAML or JSON list, a case's mocks shape) put before every case's own",
      )
      .option(
        '--spy',
        'skilltest: record every tool call of every case (mock_calls) even without mocks',
      )
      .option(
        '--provider <cmd>',
        `skilltest: a command speaking skilltest's JSON-lines provider protocol (respond/user/judge), whitespace-split into argv, started once per operation; it runs, plays the user and judges every skilltest case${door === 'agentci' ? " (over skilltest.yaml's provider)" : ''}`,
      )
      .option(
        '-p, --platform <platform>',
        door === 'agentci'
          ? "skilltest: a platform every case runs on (repeatable; with --provider or skilltest.yaml's command provider; default: skilltest.yaml's platforms, else claude-code)"
          : 'skilltest: a platform every case runs on (repeatable; with --provider; default claude-code)',
        collect,
      )
      .option(
        '-m, --model <model>',
        door === 'agentci'
          ? "skilltest: a model every case runs on (repeatable; with --provider or skilltest.yaml's command provider; default: skilltest.yaml's models, else claude-opus-4-8)"
          : 'skilltest: a model every case runs on (repeatable; with --provider; default claude-opus-4-8)',
        collect,
      )
      .option(
        '--judge-model <model>',
        door === 'agentci'
          ? "skilltest: the model of evals and the simulated user (with --provider: sent to its judge/user; else it replaces judge.model's model; default: skilltest.yaml's judge_model, else the first --model)"
          : "skilltest: the model of evals and the simulated user (with --provider: sent to its judge/user; else it replaces judge.model's model; default the first --model)",
      )
      .option(
        '--judge-harness <id>',
        "skilltest: oneharness's judge harness; accepted and ignored with --provider, as skilltest does",
      )
      .option(
        '--oneharness-bin <path>',
        'skilltest: the oneharness binary; accepted and ignored with --provider, as skilltest does',
      )
      .option(
        '--format <format>',
        "what to print: table (default); skilltest's human, json (the skilltest report) or json-stream (its NDJSON events, then the report); skilltest = json",
      )
      .option(
        '--assert <assertion>',
        'direct message mode: an assertion, JSON or type:value (e.g. contains:Paris); repeatable',
        collect,
      )
      .option(
        '--results <file>',
        'where the JSONL results stream goes (default: output-<timestamp>.results.jsonl beside the input)',
      )
      .option('--no-results', 'do not write the JSONL results stream')
      .option(
        '--json',
        "Yao's --json: direct message mode prints {type: direct_output, output, duration_ms, trace} as JSON; script tests print Yao's ScriptTestReport; no effect on suites (as in Yao)",
      )
      .option(
        '--report <file>',
        "write agentci's own report.json (what the action writes; -o x.json writes Yao's Report with agentci's fields)",
      )
      .option('--junit <file>', 'write JUnit XML')
      .option(
        '--junit-extensions',
        'JUnit: add testcase file/line/properties and other fields no JUnit schema allows',
      )
      .option('--markdown <file>', 'write the Markdown summary')
      .option('--html <file>', 'write the HTML report')
      .option('--templates <dir>', 'folder of templates overriding the built-in ones')
      .option('-v, --verbose', 'print every failing attempt as it happens')
      .option(
        '--heartbeat <duration>',
        'when stdout is not a terminal (a CI log): a progress line this often, with attempts done, running, elapsed and time left (default: 30s; 0 = off)',
      )
      .addOption(
        new Option('--color <when>', 'colors: auto, always, never')
          .choices(['auto', 'always', 'never'])
          .default('auto'),
      );
  runOptions(
    program
      .command('run')
      .description('Run agent test suites (files, folders or globs) and gate on the results.')
      .argument('[paths...]', 'suite files, folders or globs (or use -i)'),
    'agentci',
  ).action(async (paths: string[], flags: Flags) => {
    onExitCode(await h.run(paths, withGlobalConfig(flags)));
  });
  runOptions(
    program
      .command('yao')
      .description(
        "Yao's `yao agent test` command line, with Yao's meanings: -i is a file, a message sent to the agent, scripts.<assistant>.<module> or a generator.",
      )
      .argument('[paths...]', 'Yao test files, or one message (or use -i)'),
    'yao',
  ).action(async (paths: string[], flags: Flags) => {
    onExitCode(h.yao ? await h.yao(paths, withGlobalConfig(flags)) : 2);
  });

  program
    .command('report')
    .description(
      'Render a saved report.json (or a results .jsonl stream, even a cut-off one) again.',
    )
    .argument('<file>', 'report.json or results.jsonl')
    .option(
      '-o, --output <file>',
      'format by extension: .json .md .html .xml .skilltest.json; repeatable',
      collect,
    )
    .option('--json <file>', 'write the JSON report')
    .option('--junit <file>', 'write JUnit XML')
    .option(
      '--junit-extensions',
      'JUnit: add testcase file/line/properties and other fields no JUnit schema allows',
    )
    .option('--markdown <file>', 'write the Markdown summary')
    .option('--html <file>', 'write the HTML report')
    .option('--templates <dir>', 'folder of templates overriding the built-in ones')
    .addOption(
      new Option('--color <when>', 'colors: auto, always, never')
        .choices(['auto', 'always', 'never'])
        .default('auto'),
    )
    .action(async (file: string, flags: Flags) => {
      onExitCode(await h.report(file, flags));
    });

  program
    .command('merge')
    .description(
      'Merge shard reports (report.json, results .jsonl, or folders holding them) into one report.',
    )
    .argument('<inputs...>', 'report files or folders (searched for report.json, else *.jsonl)')
    .option('-o, --output <file>', 'format by extension: .json .md .html .xml; repeatable', collect)
    .option('--json <file>', 'write the JSON report')
    .option('--junit <file>', 'write JUnit XML')
    .option(
      '--junit-extensions',
      'JUnit: add testcase file/line/properties and other fields no JUnit schema allows',
    )
    .option('--markdown <file>', 'write the Markdown summary')
    .option('--html <file>', 'write the HTML report')
    .option('--templates <dir>', 'folder of templates overriding the built-in ones')
    .option(
      '--allow-missing',
      'missing shards are a warning only (by default they fail the merged gate)',
    )
    .addOption(
      new Option('--color <when>', 'colors: auto, always, never')
        .choices(['auto', 'always', 'never'])
        .default('auto'),
    )
    .action(async (inputs: string[], flags: Flags) => {
      onExitCode(h.merge ? await h.merge(inputs, flags) : 2);
    });

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
    .addOption(
      new Option('--color <when>', 'colors: auto, always, never')
        .choices(['auto', 'always', 'never'])
        .default('auto'),
    )
    .action(async (inputs: string[], flags: Flags) => {
      onExitCode(h.flaky ? await h.flaky(inputs, flags) : 2);
    });

  program
    .command('dump-tests')
    .description(
      'Write each thinkingbox test case, hydrated (scenario world_state with init merged), as one JSON line.',
    )
    .argument(
      '[paths...]',
      'test files or folders; with --name, the folders whose test_case/ is searched (default: .)',
    )
    .option(
      '--name <file.py[:test]>',
      'a test file by name, looked up under test_case/; repeatable',
      collect,
    )
    .option('--test-list <file>', 'a file of --name entries, one per line (# comments)')
    .option('-o, --output <file>', 'the JSONL file to write (default: stdout)')
    .action(async (paths: string[], flags: Flags) => {
      onExitCode(h.dumpTests ? await h.dumpTests(paths, flags) : 2);
    });

  program
    .command('validate')
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
    .action(async (paths: string[], flags: Flags) => {
      onExitCode(h.validate ? await h.validate(paths, flags) : 2);
    });

  program
    .command('init')
    .description(
      "Scaffold skilltest's starter project (skilltest.yaml, an example skill and a case), as skilltest init does; refuses to overwrite.",
    )
    .argument('[dir]', 'folder to scaffold into', '.')
    .action(async (dir: string) => {
      onExitCode(h.init ? await h.init(dir) : 2);
    });

  program
    .command('schema')
    .description(
      "Print a JSON Schema: skilltest's report, validation and case schemas as skilltest prints them; agentci's own config, jsonl-case (and report, case with --agentci), generated from the zod schemas.",
    )
    .argument('<name>', 'report | validation | case | config | jsonl-case')
    .option('--agentci', "agentci's own report or case schema instead of skilltest's")
    .action(async (name: string, o: { agentci?: boolean }) => {
      onExitCode(await h.schema(name, { agentci: o.agentci === true }));
    });

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
