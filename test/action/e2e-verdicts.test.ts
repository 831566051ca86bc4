import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiffSchema, ReportSchema } from '../../src/model/index.js';
import { runBundled } from '../helpers/cli.js';
import { prEvent, startE2E, workflowRun, type E2E } from './e2e-harness.js';

// The pooled verdicts through the bundled action (`baseline: auto`, `history`): ten runs on main
// upload their reports to the fake artifact service; a PR run pools each case over them. The
// workspace's own agent answers by run number from verdict-answers.json, so every pass count is
// the issue's example pair: flaky on main at 35/50, stable at 50/50.
let e: E2E;

const AGENT = `import { readFileSync } from 'node:fs';
const c = JSON.parse(readFileSync(0, 'utf8'));
const answers = JSON.parse(readFileSync(new URL('./verdict-answers.json', import.meta.url), 'utf8'));
const a = answers[c.id] ?? [];
const answer = a[(c.run - 1) % a.length] ?? 'no idea';
// "LIMIT": the agent's own model call was refused for a rate limit until the deadline.
if (answer === 'LIMIT') process.exit(75);
process.stdout.write(answer);
`;

const suite = (redefined: boolean) =>
  [
    { id: 'flaky', input: 'Capital of France?', assert: { type: 'contains', value: 'Paris' } },
    { id: 'stable', input: '2+2?', assert: { type: 'contains', value: '4' } },
    {
      id: 'tone',
      input: 'Say hello',
      assert: { type: 'contains', value: redefined ? 'Hello there' : 'Hello' },
    },
  ]
    .map((c) => JSON.stringify(c))
    .join('\n');

const P = 'Paris';
const answers = (a: Record<string, string[]>) =>
  writeFile(path.join(e.work, 'verdict-answers.json'), JSON.stringify(a));
const INPUTS = {
  agent: 'node verdict-agent.mjs',
  suites: 'verdict-suite.jsonl',
  runs: '5',
  threshold: '0',
  'case-threshold': '0',
  timeout: '2s',
};

beforeAll(async () => {
  e = await startE2E();
  await writeFile(path.join(e.work, 'verdict-agent.mjs'), AGENT);
  await writeFile(path.join(e.work, 'verdict-suite.jsonl'), suite(false));
  for (let i = 0; i < 10; i++) {
    const id = 11 + i;
    await answers({
      flaky: i % 2 === 0 ? [P, P, P, P, 'Lyon'] : [P, P, P, 'Lyon', 'Lyon'],
      stable: ['4'],
      tone: ['Hello'],
    });
    e.gh.runs.push(
      workflowRun({
        id,
        head_branch: 'main',
        head_sha: 'a'.repeat(40),
        event: 'push',
        status: 'completed',
        conclusion: 'success',
        created_at: `2025-01-${String(id).padStart(2, '0')}T00:00:00Z`,
      }),
    );
    const r = await e.run({ runId: id, event: 'push', payload: {}, inputs: INPUTS });
    expect(r.code).toBe(0);
  }
}, 300_000);

afterAll(async () => {
  await e?.close();
});

describe('pooled verdicts, through the bundled action', { timeout: 300_000 }, () => {
  it('flaky 3/5 is no regression, stable 2/5 is, a redefined case is not compared; max-regression fails the step', async () => {
    await writeFile(path.join(e.work, 'verdict-suite.jsonl'), suite(true));
    await answers({
      flaky: [P, P, P, 'Lyon', 'Lyon'],
      stable: ['4', '4', 'five', 'five', 'five'],
      tone: ['Hi'],
    });
    e.gh.runs.push(workflowRun({ id: 300 }));
    const r = await e.run({
      runId: 300,
      event: 'pull_request',
      payload: prEvent(30),
      inputs: { ...INPUTS, 'max-regression': '10' },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /::error::agentci failed \(regression over the limit\): case stable dropped 60\.0 pp \(pooled over 10 reports 50\/50 → 2\/5\)/,
    );
    const body = e.gh.comments.find((c) => c.issue === 'acme/agent#30')?.body ?? '';
    expect(body).toContain(
      'Verdicts against main (pooled over 10 reports, false discovery rate 10%, drops over 10 pp): 1 regression · 1 no significant drop · 1 redefined — not compared.',
    );
    expect(body).toMatch(
      /^With 5 runs per case, drops under \d+ points look like noise; \d+ runs per case would show a 20-point drop \(80% power at false discovery rate 10%, median over 2 compared cases\)\.$/m,
    );
    expect(body).toMatch(
      /^\| stable \| newly flaky \| regression vs 50\/50 pooled \(q(&lt;|<)0\.001\) \|/m,
    );
    expect(body).toMatch(/^\| tone \| new failure \| redefined — not compared \|/m);
    // flaky (35/50 → 3/5) is neither listed as a regression nor named by the gate.
    expect(body).not.toMatch(/^\| flaky \| [a-z ]+ \| (regression|no significant)/m);
    expect(r.summary).toContain(
      '1 regression · 1 no significant drop · 1 redefined — not compared',
    );
    expect(JSON.parse(r.outputs.json)).toMatchObject({ decided_by: 'max_regression' });
    // results.jsonl's summary line holds the gate after the comparison, as report.json does, so
    // `agentci report` of either file fails as the step did.
    const dir = path.dirname(r.outputs.report);
    const saved = ReportSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')),
    ).gate;
    expect(saved).toMatchObject({ passed: false, exit_code: 1, decided_by: 'max_regression' });
    const lines = (await readFile(path.join(dir, 'results.jsonl'), 'utf8')).trim().split('\n');
    const summary = JSON.parse(lines.at(-1) as string) as { type: string; gate: unknown };
    expect(summary.type).toBe('summary');
    expect(summary.gate).toEqual(saved);
    for (const file of ['report.json', 'results.jsonl']) {
      const back = await runBundled(['report', path.join(dir, file)], { cwd: e.work });
      expect({ file, code: back.code }).toEqual({ file, code: 1 });
      expect(back.stdout).toMatch(
        /failed \(regression over the limit\): case stable dropped 60\.0 pp/,
      );
    }
    // diff.json in the artifact carries the verdicts (comment-from-artifact mode reads it).
    const diff = DiffSchema.parse(
      JSON.parse(await readFile(path.join(path.dirname(r.outputs.report), 'diff.json'), 'utf8')),
    );
    expect(diff.comparison).toMatchObject({ fdr: 0.1, reports: 10, compared: 2 });
    expect(diff.cases.find((c) => c.id === 'tone')?.compare).toMatchObject({
      verdict: 'redefined',
      other_definition_runs: 50,
    });
    const html = await readFile(r.outputs.html, 'utf8');
    expect(html).toContain('"verdict":"regression"');
  });

  it('attempts rate limited to the deadline are not counted: not enough runs, never a regression', async () => {
    await writeFile(path.join(e.work, 'verdict-suite.jsonl'), suite(false));
    await answers({
      flaky: [P, P, P, P, 'Lyon'],
      stable: ['4', 'LIMIT', 'LIMIT', 'LIMIT', 'LIMIT'],
      tone: ['Hello'],
    });
    e.gh.runs.push(workflowRun({ id: 301 }));
    // Every case must pass (threshold 1) but no run needs to (case-threshold 0): only a case that
    // is not a pass fails the step.
    const r = await e.run({
      runId: 301,
      event: 'pull_request',
      payload: prEvent(31),
      inputs: { ...INPUTS, threshold: '1', 'max-regression': '10', fdr: '0.2' },
    });
    const body = e.gh.comments.find((c) => c.issue === 'acme/agent#31')?.body ?? '';
    console.log('DEBUG', body.slice(0, 2500));
    // Counted as failures, 1/5 after 50/50 would be a regression; lost, they leave 1 run of evidence.
    expect(body).toMatch(/^\| stable \| [a-z ]+ \| not enough runs \|/m);
    expect(body).toContain('false discovery rate 20%');
    // The agent's rate limit pauses all its attempts, so other cases may lose some too.
    expect(body).toMatch(
      /^- Not counted \(lost to the environment, not the agent's doing\): this run \d+ rate limited\.$/m,
    );
    expect(body).toMatch(
      /^- \d+ cases? had not enough runs of evidence in this run \(min-runs 3\): not compared, and never counted as a pass\.$/m,
    );
    expect(body).not.toMatch(/\| regression vs/);
    // Never a pass: the gate does not count it as meeting its threshold, whatever the threshold.
    expect(r.code).toBe(1);
    expect(JSON.parse(r.outputs.json)).toMatchObject({ decided_by: 'suite_threshold' });
    expect(r.stdout).toMatch(/stable \(not enough runs\)/);
  });
});
