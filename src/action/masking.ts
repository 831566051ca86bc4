import * as core from '@actions/core';
import { createRedactor, secretsFromEnv, type Redactor } from '../redaction.js';

/**
 * Registers a secret with the runner's own log masking. The runner masks line by line, so a
 * multi-line value is registered one line at a time (as GitHub's docs advise for `add-mask`).
 */
function registerWithRunner(secret: string): void {
  for (const line of secret.split(/\r?\n/)) if (line.trim().length >= 4) core.setSecret(line);
}

/**
 * The action's redactor: the `github-token`, and every environment variable whose name says it is
 * secret (the runner's `ACTIONS_RUNTIME_TOKEN` and `ACTIONS_ID_TOKEN_REQUEST_TOKEN`, the step's
 * `OPENAI_API_KEY`…), each also registered with the runner (`setSecret`) before anything can print
 * it. The `mask` input and the keys the config names are added later, and registered the same way.
 */
export function actionRedactor(
  env: Record<string, string | undefined>,
  githubToken: string,
): Redactor {
  return createRedactor([githubToken.trim(), ...secretsFromEnv(env)], {
    onAdd: registerWithRunner,
  });
}
