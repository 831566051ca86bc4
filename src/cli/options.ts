import { Option, type Command } from 'commander';

/*
 * The option groups every front door shares (agentci's `run` and the seeds' adapters): the
 * agent, runs and gates, reports. Each option means the same wherever it appears; a seed's own
 * flags are defined in its adapter (src/cli/compat/). Help lines are kept to one line each:
 * docs/running.md says more.
 */

export const collect = (v: string, prev: string[] = []): string[] => [...prev, v];

/** Help headings, in the order `run --help` shows them. */
export const GROUPS = {
  what: 'What to run:',
  agent: 'The agent:',
  runs: 'Runs and gates:',
  reports: 'Reports:',
} as const;

/** `--config` and the agent under test: every front door takes them. */
export function agentOptions(cmd: Command): Command {
  return cmd
    .optionsGroup(GROUPS.agent)
    .option('--agent <command>', 'a command: one process per attempt (case on stdin)')
    .option('--agent-url <url>', 'an OpenAI chat-completions URL (or a base …/v1)')
    .option('--agent-model <model>', 'the model --agent-url requests name (agentci)')
    .option('--agent-module <file>', 'a JS module exporting run(input, ctx)')
    .option('--trace', "read the agent's OpenTelemetry spans (OTLP/HTTP)")
    .option('--no-trace', "do not trace the agent (over the config's trace:)")
    .option('--trace-flush <duration>', 'how long an attempt waits for its spans (2s)');
}

/** The test environment of every case (DESIGN §4: flags > case > `--ctx` file > defaults). */
export function environmentOptions(cmd: Command): Command {
  return cmd
    .optionsGroup(GROUPS.agent)
    .option('-u, --user <id>', 'test user id (test-user)')
    .option('-t, --team <id>', 'test team id (test-team)')
    .option('--locale <locale>', 'locale (en-us)')
    .option('--ctx <file>', 'context JSON file (Yao ctx: authorized, metadata…)');
}

/** Which cases run: the config, the id filter, the shard, the quarantine, strictness. */
export function selectionOptions(cmd: Command): Command {
  return cmd
    .optionsGroup(GROUPS.what)
    .option('--config <file>', 'agentci.yaml to use (./agentci.yaml when present)')
    .option('--run <regex>', 'only cases whose id matches (Go regex syntax)')
    .option('--shard <i/n>', 'only shard i of n (by a hash of suite and id)')
    .option('--quarantine <file>', 'cases that run but never gate (YAML list)')
    .option('--strict', 'every load warning is an error (exit 2)');
}

/** How often cases run, what they may spend, and the gates. */
export function runsOptions(cmd: Command, parallel = '4'): Command {
  return cmd
    .optionsGroup(GROUPS.runs)
    .option('--runs <n|auto>', 'runs per case (1); auto: more for borderline cases')
    .option('--min-runs <n>', 'with auto: first runs and batch size (3)')
    .option('--max-runs <n>', 'with auto: most runs of a borderline case (10)')
    .option('--parallel <n>', `attempts at once (${parallel})`)
    .option('--timeout <duration>', 'per attempt: 30s, 2m30s, 500ms or seconds (5m)')
    .option('--fail-fast', 'stop starting attempts once a case failed')
    .option('--threshold <ratio>', 'share of cases that must pass: 0.9 or 90% (1)')
    .option('--case-threshold <ratio>', "each case's minimum pass rate (1)")
    .option('--min-pass-hat-k <k:rate>', "every case's pass^k must reach it: 3:90%")
    .option('--max-cost <usd>', 'budget of the run in USD')
    .option('--max-tokens <n>', 'token budget of the run')
    .option('--estimate-from <report>', 'estimate cost and tokens from a past report')
    .option('--judge-runs <k>', 'ask the judge every question k times (1)')
    .option('--cache <dir>', 'record/replay the calls of harness, judge, users')
    .addOption(
      new Option('--cache-mode <mode>', 'record, replay or auto (auto)').choices([
        'record',
        'replay',
        'auto',
      ]),
    )
    .option('--baseline <report>', "the base branch's report to compare with")
    .option('--history <report|dir>', "the base branch's past reports; repeatable", collect)
    .option('--max-regression <pp>', 'fail on a regression of more points (none)')
    .option('--fdr <rate>', 'false discovery rate of regression verdicts (0.1)')
    .option('--stale-after <days>', 'base reports older than this are stale (14)');
}

/**
 * The report files and the terminal. `output` says what `-o` means: agentci's files by extension
 * (the default), or left to the seed's adapter, which defines its own `-o`.
 */
export function reportOptions(cmd: Command, o: { output?: boolean; json?: boolean } = {}): Command {
  cmd.optionsGroup(GROUPS.reports);
  if (o.output !== false)
    cmd.option('-o, --output <file>', '.json report, .jsonl results, .xml, .md, .html', collect);
  if (o.json !== false) cmd.option('--json <file>', "agentci's JSON report (as -o x.json)");
  return cmd
    .option('--results <file>', 'the results stream, one JSON line per attempt')
    .option('--junit <file>', 'JUnit XML')
    .option('--markdown <file>', 'the Markdown summary')
    .option('--html <file>', 'the HTML report')
    .option('--junit-extensions', 'JUnit: add fields no JUnit schema allows')
    .option('--templates <dir>', 'templates overriding the built-in ones')
    .option('-v, --verbose', 'print every failing attempt as it happens')
    .option('--heartbeat <duration>', 'CI logs: a progress line this often (30s; 0 off)')
    .addOption(new Option('--report <file>', "agentci's JSON report (as --json)").hideHelp())
    .addOption(new Option('--no-results', 'write no results stream').hideHelp())
    .addOption(
      new Option('--color <when>', 'auto (default), always or never')
        .choices(['auto', 'always', 'never'])
        .default('auto'),
    )
    .addHelpOption(new Option('-h, --help', 'show this help').helpGroup(GROUPS.reports));
}
