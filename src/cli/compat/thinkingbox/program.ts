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

/** The handlers of `agentci thinkingbox …` (command.ts, dump-tests.ts). */
export interface ThinkingboxHandlers {
  thinkingboxRun: Handler;
  thinkingboxDumpTests: Handler;
}

const THINKINGBOX = "thinkingbox's tests:";

/** The test selectors of thinkingbox's dump_tests.py, on `run` and `dump-tests`. */
function selectors(cmd: Command): Command {
  return cmd
    .optionsGroup(THINKINGBOX)
    .option(
      '--name <file.py[:test]>',
      'a test by name, looked up under test_case/; repeatable',
      collect,
    )
    .option('--test-list <file>', 'a YAML list of --name entries');
}

/** Registers `agentci thinkingbox run|dump-tests`: thinkingbox's test selection. */
export function thinkingboxCommands(
  program: Command,
  h: Partial<ThinkingboxHandlers>,
  done: Done,
): void {
  const tb = program
    .command('thinkingbox')
    .description("thinkingbox's test selection (run, dump-tests), with thinkingbox's meanings.");
  const run = selectors(
    tb
      .command('run')
      .description(
        'Run thinkingbox tests (and any other suite); --name and --test-list pick tests under test_case/.',
      )
      .argument(
        '[paths...]',
        'test files or folders; with --name, the folders whose test_case/ is searched',
      ),
  );
  selectionOptions(run);
  agentOptions(run);
  environmentOptions(run);
  runsOptions(run);
  reportOptions(run).action((paths: string[], flags: Flags) =>
    done(h.thinkingboxRun?.(paths, flags)),
  );
  selectors(
    tb
      .command('dump-tests')
      .description(
        'Write each thinkingbox test case, hydrated (scenario world_state with init merged), as one JSON line.',
      )
      .argument(
        '[paths...]',
        'test files or folders; with --name, the folders whose test_case/ is searched (default: .)',
      ),
  )
    .option('-o, --output <file>', 'the JSONL file to write (default: stdout)')
    .action((paths: string[], flags: Flags) => done(h.thinkingboxDumpTests?.(paths, flags)));
}
