import { createRedactor, redactingWriter, secretsFromEnv } from '../redaction.js';
import { dumpTestsCommand } from './dump-tests-command.js';
import { flakyCommand } from './flaky-command.js';
import { mergeCommand } from './merge-command.js';
import { runProgram, type Handlers } from './program.js';
import { reportCommand } from './report-command.js';
import { runCommand, type CliWorld } from './run-command.js';
import { SCHEMAS, SCHEMA_NAMES, printedSchema } from './schema-command.js';
import { validateCommand } from './validate-command.js';
import { initCommand } from './init-command.js';

/**
 * Runs the CLI against a world (argv, cwd, env, streams, signal) and returns the exit code.
 * Only this file and cli/index.ts know about the process.
 */
export async function main(argv: string[], given: CliWorld): Promise<number> {
  // Everything printed goes through the redactor; a run adds the keys its config names to it.
  const redactor = given.redactor ?? createRedactor(secretsFromEnv(given.env));
  const world: CliWorld = {
    ...given,
    redactor,
    stdout: redactingWriter(given.stdout, redactor),
    stderr: redactingWriter(given.stderr, redactor),
  };
  const handlers: Handlers = {
    run: (paths, flags) => runCommand(paths, flags, world, 'agentci'),
    yao: (paths, flags) => runCommand(paths, flags, world, 'yao'),
    report: (file, flags) => reportCommand(file, flags, world),
    merge: (inputs, flags) => mergeCommand(inputs, flags, world),
    flaky: (inputs, flags) => flakyCommand(inputs, flags, world),
    dumpTests: (paths, flags) => dumpTestsCommand(paths, flags, world),
    validate: async (paths, flags) => validateCommand(paths, flags, world),
    init: async (dir) => initCommand(dir, world),
    schema: async (name, o) => {
      const text = printedSchema(name, o);
      if (!text) {
        world.stderr.write(
          `agentci: unknown schema ${JSON.stringify(name)} (expected one of ${(o.agentci ? Object.keys(SCHEMAS) : SCHEMA_NAMES).join(', ')})\n`,
        );
        return 2;
      }
      world.stdout.write(text);
      return 0;
    },
  };
  try {
    return await runProgram(handlers, argv, {
      writeOut: (s) => world.stdout.write(s),
      writeErr: (s) => world.stderr.write(s),
    });
  } catch (e) {
    world.stderr.write(`agentci: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 3;
  }
}
