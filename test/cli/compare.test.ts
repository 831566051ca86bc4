import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DiffSchema, ReportSchema } from '../../src/model/index.js';
import { runMain } from '../helpers/cli.js';

/*
 * The comparison with the base branch outside GitHub: `agentci run --history <folder>` and
 * `--baseline <report>`, through the same model as the action (src/report/pooled-baseline.ts).
 * The workspace's agent answers each case by run number from answers.json, so the base branch's
 * ten reports and this run have exactly the pass counts of the example pair.
 */

const AGENT = `import { readFileSync } from 'node:fs';
const c = JSON.parse(readFileSync(0, 'utf8'));
const answers = JSON.parse(readFileSync(new URL('./answers.json', import.meta.url), 'utf8'));
const a = answers[c.id] ?? [];
process.stdout.write(a[(c.run - 1) % a.length] ?? 'no idea');
`;

const SUITE = [
  { id: 'flaky', input: 'Capital of France?', assert: { type: 'contains', value: 'Paris' } },
  { id: 'stable', input: '2+2?', assert: { type: 'contains', value: '4' } },
];

let dir: string;
const answers = (flaky: string[], stable: string[]) =>
  writeFileSync(path.join(dir, 'answers.json'), JSON.stringify({ flaky, stable }));
const P = 'Paris';
const cli = (args: string[]) =>
  runMain(
    ['run', 'suite.jsonl', '--agent', 'node agent.mjs', '--runs', '5', '--no-results', ...args],
    {
      cwd: dir,
    },
  );

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-compare-'));
  writeFileSync(path.join(dir, 'agent.mjs'), AGENT);
  writeFileSync(path.join(dir, 'suite.jsonl'), SUITE.map((c) => JSON.stringify(c)).join('\n'));
  // Ten base reports: flaky passes 4 and 3 of 5 in turn (35 of 50), stable 5 of 5 (50 of 50).
  for (let i = 0; i < 10; i++) {
    answers(i % 2 === 0 ? [P, P, P, P, 'Lyon'] : [P, P, P, 'Lyon', 'Lyon'], ['4']);
    const r = await cli(['--threshold', '0', '--report', `main/run-${i}/report.json`]);
    expect(r.code).toBe(0);
  }
}, 120_000);

describe('agentci run --history / --baseline', { timeout: 60_000 }, () => {
  it('flaky on main (35/50) at 3 of 5 is no regression; stable (50/50) at 2 of 5 is', async () => {
    answers([P, P, P, 'Lyon', 'Lyon'], ['4', '4', 'five', 'five', 'five']);
    const r = await cli([
      '--history',
      'main',
      '--threshold',
      '0',
      '--markdown',
      'summary.md',
      '--html',
      'report.html',
    ]);
    expect(r.stderr).toBe('');
    // Without max-regression the verdicts are reported and do not fail the run.
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Verdicts against main/run-9/report.json (pooled over 10 reports, false discovery rate 10%): 1 regression · 1 no significant drop.',
    );
    expect(r.stdout).toContain(
      '  stable: regression: 50/50 pooled over 10 reports → 2/5, p<0.001, q<0.001',
    );
    expect(r.stdout).toMatch(
      /With 5 runs per case, drops under \d+ points look like noise; \d+ runs per case would show a 20-point drop/,
    );
    const md = readFileSync(path.join(dir, 'summary.md'), 'utf8');
    // The single base report saw 5/5 → 2/5 ("newly flaky"); the verdict and p are the pooled ones.
    expect(md).toContain(
      '| ⚠️ | stable | newly flaky | regression vs 50/50 pooled (q&lt;0.001) | 5/5 → 2/5 | −60.0 pp | p&lt;0.001 |',
    );
    expect(md).toMatch(/Suite mean pass\^k \(all k runs pass\): k=1 50% · k=2 /);
    const html = readFileSync(path.join(dir, 'report.html'), 'utf8');
    expect(html).toContain('"verdict":"regression"');
  });

  it('gates on it with --max-regression: exit 1 naming the case', async () => {
    answers([P, P, P, 'Lyon', 'Lyon'], ['4', '4', 'five', 'five', 'five']);
    const r = await cli([
      '--history',
      'main',
      '--threshold',
      '0',
      '--max-regression',
      '10',
      '--report',
      'head.json',
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      'failed (regression over the limit): case stable dropped 60.0 pp (pooled over 10 reports 50/50 → 2/5), more than the allowed 10 pp and beyond noise (q < 0.001 at FDR 0.1)',
    );
    const report = ReportSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'head.json'), 'utf8')),
    );
    expect(report.gate).toMatchObject({ passed: false, decided_by: 'max_regression' });
    // The flaky case's drop (70 % → 60 %) is within the noise of 5 runs: not named.
    expect(report.gate.reasons.map((x) => x.message).join('\n')).not.toContain('flaky');
  });

  it('--baseline alone compares with that report; a redefined case reads "redefined — not compared"', async () => {
    writeFileSync(
      path.join(dir, 'suite2.jsonl'),
      [SUITE[0], { ...SUITE[1], assert: { type: 'contains', value: 'four' } }]
        .map((c) => JSON.stringify(c))
        .join('\n'),
    );
    answers([P], ['4']);
    const r = await runMain(
      [
        'run',
        'suite2.jsonl',
        '--agent',
        'node agent.mjs',
        '--runs',
        '5',
        '--no-results',
        '--threshold',
        '0',
        '--baseline',
        'main/run-9/report.json',
        '--max-regression',
        '0',
        '--html',
        'redefined.html',
      ],
      { cwd: dir },
    );
    // stable fails 5 of 5 now, under a new definition: not a regression, not compared.
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '(pooled over 1 report, false discovery rate 10%): 1 no significant drop · 1 redefined — not compared.',
    );
    expect(r.stdout).toContain(
      '  stable: redefined — not compared: the base ran it under another definition (5 runs not compared)',
    );
    expect(readFileSync(path.join(dir, 'redefined.html'), 'utf8')).toContain(
      '"verdict":"redefined"',
    );
  });

  it('refuses a missing baseline, a bad FDR and comparison flags without a base, before running', async () => {
    const r = await cli(['--baseline', 'nope.json', '--fdr', '2', '--history', 'missing']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--baseline: nope.json: no such file');
    expect(r.stderr).toContain('--history: missing: no such file or folder');
    expect(r.stderr).toContain(
      '--fdr: expected a false discovery rate above 0 and at most 0.5, e.g. "0.1" or "10%", got "2"',
    );
    const alone = await cli(['--max-regression', '5']);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain(
      '--max-regression: compares with the base branch: give --baseline <report> or --history <reports>',
    );
  });

  it('names a report of another major schema version as stale and compares without it', async () => {
    mkdirSync(path.join(dir, 'old'), { recursive: true });
    const v1 = JSON.parse(readFileSync(path.join(dir, 'main/run-0/report.json'), 'utf8'));
    writeFileSync(path.join(dir, 'old/report.json'), JSON.stringify({ ...v1, schema_version: 2 }));
    answers([P], ['4']);
    const r = await cli([
      '--history',
      'old',
      '--history',
      'main/run-9',
      '--threshold',
      '0',
      '--report',
      'h.json',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Stale: old/report.json is report schema version 2, this agentci reads version 1; not pooled.',
    );
    expect(r.stdout).toContain('(pooled over 1 report,');
  });
});

describe('the report of a run', () => {
  it('carries each case fingerprint and its pass@k / pass^k', () => {
    const report = ReportSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'main/run-0/report.json'), 'utf8')),
    );
    const [flaky, stable] = report.results;
    expect(flaky?.fingerprint).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(stable?.fingerprint).not.toBe(flaky?.fingerprint);
    // flaky passed 4 of 5: pass^2 = C(4,2)/C(5,2) = 6/10; pass@2 = 1 − C(1,2)/C(5,2) = 1
    expect(flaky).toMatchObject({
      pass_hat_k: [0.8, 0.6, 0.4, 0.2, 0],
      pass_at_k: [0.8, 1, 1, 1, 1],
    });
    expect(report.summary.pass_k?.pass_hat_k).toEqual([0.9, 0.8, 0.7, 0.6, 0.5]);
    expect(DiffSchema).toBeDefined();
  });
});
