import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadArtifact, prEvent, startE2E, workflowRun, type E2E } from './e2e-harness.js';

// A suite too big for GitHub's limits, through the bundled action: the comment must stay under
// 65,000 characters and the job summary under 1 MiB, each saying what it left out, while the
// artifact keeps everything. The agent is an in-process module so 2 × 1,200 attempts stay quick;
// its answers are long and hostile.
const CASES = 1200;
const HOSTILE = '</details><script>alert(1)</script> @admins | pipe ``` fence\n::warning::pwned\n';

let e: E2E;

/** The Markdown outside fenced code blocks (a fence closes on a line of at least as many of its marks). */
function outsideFences(md: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of md.split('\n')) {
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === undefined && m) fence = m[1];
    else if (
      fence !== undefined &&
      line.trim().length >= fence.length &&
      line.trim() === fence[0].repeat(line.trim().length)
    )
      fence = undefined;
    else if (fence === undefined) out.push(line);
  }
  return out.join('\n');
}

beforeAll(async () => {
  e = await startE2E();
  const suite = Array.from({ length: CASES }, (_, i) => ({
    id: `case-${String(i).padStart(4, '0')}-${'long-name-'.repeat(4)}`,
    input: String(i),
    assert: { type: 'contains', value: 'ok' },
  }));
  await writeFile(path.join(e.work, 'big.jsonl'), suite.map((c) => JSON.stringify(c)).join('\n'));
  // A non-empty "broken" in answers.json: two thirds of the cases fail with ~3 KB of hostile output each.
  await writeFile(
    path.join(e.work, 'big-agent.mjs'),
    `import { readFileSync } from 'node:fs';
export function run(input) {
  const broken = JSON.parse(readFileSync(new URL('./answers.json', import.meta.url), 'utf8')).broken;
  const i = Number(typeof input === 'string' ? input : JSON.stringify(input).replace(/\\D/g, ''));
  if (broken && i % 3 !== 0) return ${JSON.stringify(HOSTILE)}.repeat(40) + ' case ' + i;
  return 'ok ' + i;
}
`,
  );
}, 120_000);

afterAll(async () => {
  await e?.close();
});

describe('huge suites, through the bundled action', { timeout: 600_000 }, () => {
  it('trims the comment under 65,000 characters and the summary under 1 MiB, with notices', async () => {
    const inputs = {
      suites: 'big.jsonl',
      agent: 'module: ./big-agent.mjs',
      runs: '2',
      parallel: '16',
      threshold: '0',
    };
    await e.answers({ broken: '' });
    e.gh.runs.push(
      workflowRun({
        id: 40,
        head_branch: 'main',
        head_sha: 'a'.repeat(40),
        event: 'push',
        status: 'completed',
        conclusion: 'success',
        created_at: '2025-01-01T00:00:00Z',
      }),
    );
    const base = await e.run({
      runId: 40,
      event: 'push',
      payload: {},
      inputs: { ...inputs, baseline: 'none' },
    });
    expect(base.stdout).not.toMatch(/::error::/);
    expect(base.outputs).toMatchObject({ total: String(CASES), passed: String(CASES) });

    await e.answers({ broken: 'yes' });
    e.gh.runs.push(workflowRun({ id: 400 }));
    const pr = await e.run({ runId: 400, event: 'pull_request', payload: prEvent(40), inputs });
    expect(pr.code).toBe(0);
    expect(pr.outputs).toMatchObject({
      total: String(CASES),
      passed: String(CASES / 3),
      failed: String((CASES * 2) / 3),
    });

    const comments = e.gh.comments.filter((c) => c.issue === 'acme/agent#40');
    expect(comments).toHaveLength(1);
    const body = comments[0].body;
    expect(body.length).toBeLessThanOrEqual(65_000);
    expect(body.startsWith('<!-- agentci:CI/agentci-report -->\n')).toBe(true);
    expect(body).toMatch(
      /Shortened to fit GitHub's comment limit: left out \d+ unchanged cases, failure details, \d+ of 800 changed cases\./,
    );
    expect(body).toContain(
      // 2 runs each: 2/2 → 0/2 is p = 1/6 per case, never significant under FDR control among 1200.
      '| case-0001-long-name-long-name-long-name-long-name- | new failure | no significant drop vs 2/2 base | 2/2 | 0/2 |',
    );
    expect(body).toContain(`(${pr.outputs['artifact-url']})`);
    expect(body).not.toMatch(/<script>|@admins/);

    expect(Buffer.byteLength(pr.summary)).toBeLessThanOrEqual(1_048_576);
    expect(Buffer.byteLength(pr.summary)).toBeGreaterThan(100_000);
    expect(pr.summary).toMatch(
      /This summary was cut to fit 1,000,000 bytes|were left out to fit 1,000,000 bytes/,
    );
    expect(pr.summary.match(/## [✅❌] agentci/g)).toHaveLength(1);
    // Agent text is escaped everywhere except inside code fences, where it is inert.
    expect(outsideFences(pr.summary)).not.toMatch(/<script>|<\/details><script>|@admins/);
    expect(outsideFences(pr.summary).match(/<details>/g)?.length).toBe(
      outsideFences(pr.summary).match(/<\/details>/g)?.length,
    );
    // Agent output never reaches the log as a workflow command.
    expect(pr.stdout.split('\n').some((l) => l.startsWith('::warning::pwned'))).toBe(false);

    // The artifact holds the whole report.
    const files = await downloadArtifact(e.gh, Number(pr.outputs['artifact-id']));
    const report = JSON.parse(files.get('report.json')?.toString('utf8') ?? '{}') as {
      results: unknown[];
    };
    expect(report.results).toHaveLength(CASES);
    expect((files.get('junit.xml')?.toString('utf8') ?? '').match(/<testcase /g)).toHaveLength(
      CASES,
    );
  });
});
