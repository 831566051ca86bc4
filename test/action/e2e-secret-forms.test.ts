import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentProgram, piecesOf, SECRETS, suiteText } from '../redaction/secret-forms.js';
import { downloadArtifact, prEvent, startE2E, workflowRun, type E2E } from './e2e-harness.js';

// The measurement of issue 35 through the bundled action under Node 24, against the fake GitHub
// REST server and artifact service: an agent prints every secret of its step in every form and
// across every cut (test/redaction/secret-forms.ts); no 8-character piece of any of them may
// reach the PR comment, the check run, the job summary, the log, the outputs or any artifact file.
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

describe(
  'the action with an agent that prints every form of its secrets',
  { timeout: 300_000 },
  () => {
    it('leaves 0 pieces of 8 characters in every channel', async () => {
      await writeFile(path.join(e.work, 'forms-agent.mjs'), agentProgram());
      await writeFile(path.join(e.work, 'forms-suite.jsonl'), suiteText());
      const sha = '5'.repeat(40);
      e.gh.runs.push(workflowRun({ id: 350, head_sha: sha }));
      const r = await e.run({
        runId: 350,
        event: 'pull_request',
        payload: prEvent(35, { headSha: sha }),
        env: SECRETS,
        inputs: {
          suites: 'forms-suite.jsonl',
          agent: 'node forms-agent.mjs',
          // Not named as a secret anywhere: given to the action's `mask` input.
          mask: `${SECRETS.LICENSE_ID}\n`,
          runs: '12',
          'check-name': 'agentci / forms',
        },
      });
      expect(r.code).toBe(1);
      const comment = e.gh.comments.find((c) => c.issue === 'acme/agent#35');
      const check = e.gh.checkRuns.find((c) => c.head_sha === sha);
      expect(comment).toBeDefined();
      expect(check).toBeDefined();
      const artifact = e.artifacts.listForRun(350)[0];
      expect(artifact).toBeDefined();
      const channels: Record<string, string> = {
        'comment body': comment?.body ?? '',
        'check-run body': [
          check?.output.title ?? '',
          check?.output.summary ?? '',
          ...(check?.annotations ?? []).flatMap((a) => [a.title ?? '', a.message]),
        ].join('\n'),
        'job summary': r.summary,
        // The runner swallows its own add-mask commands; every other line is shown.
        log: r.stdout
          .split('\n')
          .filter((l) => !l.startsWith('::add-mask::'))
          .join('\n'),
        outputs: r.outputFile,
      };
      for (const [name, data] of await downloadArtifact(e.gh, artifact?.id ?? 0))
        channels[`artifact ${name}`] = data.toString('utf8');

      const counts: Record<string, number> = {};
      const found: string[] = [];
      for (const [channel, text] of Object.entries(channels)) {
        counts[channel] = 0;
        for (const [name, value] of Object.entries(SECRETS))
          for (const piece of piecesOf(value))
            if (text.includes(piece)) {
              counts[channel]++;
              found.push(`${channel}: ${name} ${JSON.stringify(piece)}`);
            }
      }
      console.log(`pieces of ≥ 8 characters per channel: ${JSON.stringify(counts, null, 2)}`);
      expect(found).toEqual([]);
      // The test is real: the comment, the check run and the artifact carry the masked answers.
      expect(channels['artifact report.json']).toContain('leaked: ***');
      expect(channels['comment body']).toContain('every-form');
      expect(check?.annotations.length).toBeGreaterThan(0);
    });
  },
);
