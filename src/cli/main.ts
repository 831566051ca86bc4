import { createRedactor, redactingWriter, secretsFromEnv } from '../redaction.js';
import { skilltestRunCommand } from './compat/skilltest/command.js';
import { skilltestInitCommand } from './compat/skilltest/init.js';
import { SKILLTEST_SCHEMA_NAMES, skilltestSchemaText } from './compat/skilltest/schema.js';
import { skilltestValidateCommand } from './compat/skilltest/validate.js';
import { thinkingboxRunCommand } from './compat/thinkingbox/command.js';
import { dumpTestsCommand } from './compat/thinkingbox/dump-tests.js';
import { yaoCommand } from './compat/yao/command.js';
import { flakyCommand } from './flaky-command.js';
import { initCommand } from './init-command.js';
import { mergeCommand } from './merge-command.js';
import { runProgram, type Handlers } from './program.js';
import { reportCommand } from './report-command.js';
import { runCommand } from './run-command.js';
import { SCHEMA_NAMES, schemaText } from './schema-command.js';
import { validateCommand } from './validate-command.js';
import type { CliWorld } from './world.js';

/** Prints a schema's text, or names the schemas known (exit 2). */
function printSchema(
  text: string | undefined,
  name: string,
  known: readonly string[],
  world: CliWorld,
): number {
  if (text === undefined) {
    world.stderr.write(
      `agentci: unknown schema ${JSON.stringify(name)} (expected one of ${known.join(', ')})\n`,
    );
    return 2;
  }
  world.stdout.write(text);
  return 0;
}

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
    run: (paths, flags) => runCommand(paths, flags, world),
    report: (file, flags) => reportCommand(file, flags, world),
    merge: (inputs, flags) => mergeCommand(inputs, flags, world),
    flaky: (inputs, flags) => flakyCommand(inputs, flags, world),
    validate: (paths, flags) => validateCommand(paths, flags, world),
    init: async (dir) => initCommand(dir, world),
    schema: async (name) => printSchema(schemaText(name), name, SCHEMA_NAMES, world),
    yao: (paths, flags) => yaoCommand(paths, flags, world),
    skilltestRun: (paths, flags) => skilltestRunCommand(paths, flags, world),
    skilltestInit: async (dir) => skilltestInitCommand(dir, world),
    skilltestValidate: async (paths, flags) => skilltestValidateCommand(paths, flags, world),
    skilltestSchema: async (name) =>
      printSchema(skilltestSchemaText(name), name, SKILLTEST_SCHEMA_NAMES, world),
    thinkingboxRun: (paths, flags) => thinkingboxRunCommand(paths, flags, world),
    thinkingboxDumpTests: (paths, flags) => dumpTestsCommand(paths, flags, world),
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
