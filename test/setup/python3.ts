/**
 * Vitest globalSetup: Python 3 is the one program the test suite needs from the machine (thinkingbox
 * test files are Python; everything else the tests use, Chromium and xmllint included, comes from
 * npm packages). Without it the run stops here, saying so, instead of failing test by test with
 * ENOENT. `AGENTCI_PYTHON` names another interpreter, as it does for agentci itself.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pythonCommand, pythonMissingMessage } from '../../src/formats/thinkingbox/python.js';

const run = promisify(execFile);

/** Undefined when the interpreter is Python 3.8 or newer, else what is wrong, in a sentence. */
export async function pythonProblem(
  env: Record<string, string | undefined> = process.env,
): Promise<string | undefined> {
  const python = pythonCommand(env);
  let version: string;
  try {
    const { stdout } = await run(
      python,
      ['-c', 'import sys; print("%d.%d" % sys.version_info[:2])'],
      { env: env as NodeJS.ProcessEnv, timeout: 60_000 },
    );
    version = stdout.trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      return `agentci's tests need Python 3: ${pythonMissingMessage(python)}`;
    return `agentci's tests need Python 3: ${python} does not run (${(e as Error).message.split('\n')[0]})`;
  }
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major !== 3 || minor < 8)
    return `agentci's tests need Python 3.8 or newer: ${python} is Python ${version}`;
  return undefined;
}

export default async function setup(): Promise<void> {
  const problem = await pythonProblem();
  if (problem) throw new Error(problem);
}
