import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadArtifact,
  prEvent,
  startE2E,
  TOKEN,
  workflowRun,
  type E2E,
} from './e2e-harness.js';

// A PR comment is public: an agent that prints the secrets of the step (what an agent test exists
// to catch) must not publish them there, nor in the summary, the log, the outputs or the artifact.
// The bundled action under Node 24 against the fake GitHub REST server and artifact service.
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const STEP_SECRETS = {
  OPENAI_API_KEY: 'sk-proj-FAKEopenai0123456789',
  SERVICE_PASSWORD: 'pw_FAKE_service_pass',
};
/** Not named as a secret anywhere: given to the action's `mask` input. */
const MASKED_VALUE = 'order-FAKE-31337';

describe('the action with an agent that prints secrets', { timeout: 300_000 }, () => {
  it('masks them in the comment, the summary, the log, the outputs and every artifact file', async () => {
    // The agent also prints the workflow token, as one that found it on disk would.
    await writeFile(
      path.join(e.work, 'leaky.mjs'),
      `const e = process.env;
const all = [e.OPENAI_API_KEY, e.SERVICE_PASSWORD, ${JSON.stringify(MASKED_VALUE)}, ${JSON.stringify(TOKEN)}];
process.stderr.write('env dump: ' + all.join(' ') + '\\n');
process.stdout.write(JSON.stringify({
  output: 'leaked: ' + all.join(' | '),
  tool_calls: [{ name: 'fetch', arguments: { auth: 'Bearer ' + e.OPENAI_API_KEY }, result: all.join(',') }],
}));
`,
    );
    e.gh.runs.push(workflowRun({ id: 300 }));
    const r = await e.run({
      runId: 300,
      event: 'pull_request',
      payload: prEvent(30),
      env: STEP_SECRETS,
      inputs: { agent: 'node leaky.mjs', mask: `${MASKED_VALUE}\n`, runs: '1' },
    });
    expect(r.code).toBe(1); // every case fails: 'leaked: …' is not the answer
    const comment = e.gh.comments.find((c) => c.issue === 'acme/agent#30');
    expect(comment?.body).toContain('capital');
    const artifact = e.artifacts.listForRun(300)[0];
    expect(artifact).toBeDefined();
    const files = await downloadArtifact(e.gh, artifact?.id ?? 0);
    const outputs: Record<string, string> = {
      comment: comment?.body ?? '',
      summary: r.summary,
      // The runner swallows its own add-mask commands (checked below); every other line is shown.
      log: r.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
      outputs: r.outputFile,
    };
    for (const [name, data] of files) outputs[`artifact ${name}`] = data.toString('utf8');

    const secrets = [...Object.values(STEP_SECRETS), MASKED_VALUE, TOKEN];
    const leaks: string[] = [];
    for (const [where, text] of Object.entries(outputs))
      for (const s of secrets)
        for (const form of [s, s.replace(/_/g, '\\_'), encodeURIComponent(s)])
          if (text.includes(form)) leaks.push(`${s} in ${where}`);
    expect(leaks).toEqual([]);
    expect(outputs['artifact report.json']).toContain('leaked: *** | *** | *** | ***');
    // Registered with the runner's own masking too, before anything was printed.
    for (const s of [...Object.values(STEP_SECRETS), MASKED_VALUE, TOKEN])
      expect(r.stdout).toContain(`::add-mask::${s}`);
  });
});
