import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuites } from '../../src/runner/run.js';
import { InputError } from '../../src/lib/problems.js';
import { reportFromStream } from '../../src/report/from-stream.js';
import { waitGone } from '../helpers/processes.js';
import { FORMATS } from '../../src/formats/index.js';

const AGENT = path.resolve('test/fixtures/runner/agent.mjs');

function suite(lines: object[], extra = ''): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-run-'));
  writeFileSync(
    path.join(dir, 'cases.jsonl'),
    lines.map((l) => JSON.stringify(l)).join('\n') + '\n',
  );
  if (extra) writeFileSync(path.join(dir, 'agentci.yaml'), extra);
  return dir;
}
const agent = { command: `node ${AGENT}`, mode: 'process' as const, output: 'auto' as const };

describe('runSuites with a command agent', () => {
  it('runs every case N times, judges, aggregates and streams', async () => {
    const dir = suite([
      { id: 'echo', input: 'echo hello', expected: 'hello' },
      { id: 'flaky', input: 'flaky 2 3', assert: { type: 'equals', value: 'ok' } },
      { id: 'skipped', input: 'echo x', skip: true },
    ]);
    const seen: string[] = [];
    const results = path.join(dir, 'out', 'results.jsonl');
    const report = await runSuites(
      { inputs: [dir], cwd: dir, agent, runs: 3, parallel: 3, resultsPath: results },
      {
        formats: FORMATS,
        env: process.env,
        onAttempt: (a) => seen.push(`${a.id}#${a.run}:${a.status}`),
      },
    );
    expect(seen.sort()).toEqual([
      'echo#1:passed',
      'echo#2:passed',
      'echo#3:passed',
      'flaky#1:passed',
      'flaky#2:failed',
      'flaky#3:passed',
    ]);
    const flaky = report.results.find((r) => r.id === 'flaky');
    expect(flaky).toMatchObject({
      passed: 2,
      runs: 3,
      status: 'failed',
      flaky: true,
      class: 'unstable',
    });
    expect(report.results.find((r) => r.id === 'skipped')?.status).toBe('skipped');
    expect(report.gate).toMatchObject({
      passed: false,
      exit_code: 1,
      decided_by: 'suite_threshold',
    });
    const failing = flaky?.run_details.find((a) => a.status === 'failed');
    expect(failing?.checks[0]).toMatchObject({ passed: false, expected: 'ok', actual: 'bad' });

    const lines = readFileSync(results, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string });
    expect(lines[0]?.type).toBe('start');
    expect(lines.filter((l) => l.type === 'result')).toHaveLength(6);
    expect(lines.filter((l) => l.type === 'case')).toHaveLength(3);
    expect(lines.at(-1)?.type).toBe('summary');
    // The stream alone rebuilds the same verdicts.
    const again = reportFromStream(readFileSync(results, 'utf8'), 'results.jsonl');
    expect(again.results.map((r) => [r.id, r.status, r.passed])).toEqual(
      report.results.map((r) => [r.id, r.status, r.passed]),
    );
  });

  it('a crash or garbage fails only that attempt, with the reason and stderr', async () => {
    const dir = suite([
      { id: 'crash', input: 'crash', expected: 'x' },
      { id: 'garbage', input: 'garbage', assert: { type: 'contains', value: 'A' } },
      { id: 'fine', input: 'echo fine', expected: 'fine' },
    ]);
    const report = await runSuites(
      { inputs: [dir], cwd: dir, agent },
      { formats: FORMATS, env: process.env },
    );
    const crash = report.results.find((r) => r.id === 'crash');
    expect(crash?.status).toBe('error');
    expect(crash?.run_details[0]?.error).toMatch(/exit(ed)? (with )?(code )?3/);
    expect(crash?.run_details[0]?.error).toContain('boom: the agent fell over');
    expect(report.results.find((r) => r.id === 'garbage')?.status).toBe('passed');
    expect(report.results.find((r) => r.id === 'fine')?.status).toBe('passed');
  });

  it('times out a hung agent and kills it', async () => {
    const pidDir = mkdtempSync(path.join(tmpdir(), 'agentci-pids-'));
    const dir = suite([{ id: 'hang', input: 'sleep 60000', timeout: '1s', expected: 'slept' }]);
    const report = await runSuites(
      { inputs: [dir], cwd: dir, agent },
      { formats: FORMATS, env: { ...process.env, PID_DIR: pidDir } },
    );
    const a = report.results[0]?.run_details[0];
    expect(a?.status).toBe('timeout');
    expect(a?.error).toContain('timeout');
    const pid = Number(readFileSync(path.join(pidDir, readdirSync(pidDir)[0] as string), 'utf8'));
    expect(await waitGone([pid])).toEqual([]);
  });

  it('fail-fast stops starting attempts after the first failing case', async () => {
    const dir = suite([
      { id: 'a', input: 'echo a', expected: 'nope' },
      ...Array.from({ length: 8 }, (_, i) => ({
        id: `b${i}`,
        input: 'sleep 50',
        expected: 'slept',
      })),
    ]);
    const report = await runSuites(
      { inputs: [dir], cwd: dir, agent, parallel: 1, failFast: true },
      { formats: FORMATS, env: process.env },
    );
    expect(report.results[0]?.status).toBe('failed');
    const skipped = report.results.filter((r) => r.status === 'skipped');
    expect(skipped.length).toBe(8);
    expect(skipped[0]?.skip_reason).toContain('--fail-fast');
    expect(report.gate.exit_code).toBe(1);
  });

  it('an abort stops the run, keeps finished results and exits 3', async () => {
    const dir = suite(
      Array.from({ length: 6 }, (_, i) => ({
        id: `s${i}`,
        input: i === 0 ? 'echo x' : 'sleep 20000',
        expected: 'x',
      })),
    );
    const ac = new AbortController();
    const report = await runSuites(
      { inputs: [dir], cwd: dir, agent, parallel: 2 },
      {
        formats: FORMATS,
        env: process.env,
        signal: ac.signal,
        onAttempt: (a) => a.id === 's0' && ac.abort('SIGTERM'),
      },
    );
    expect(report.gate.exit_code).toBe(3);
    expect(report.metadata.interrupted).toBe(true);
    expect(report.results[0]?.status).toBe('passed');
    expect(report.results.slice(1).every((r) => r.status === 'skipped')).toBe(true);
  });

  it('refuses to run anything when a suite has problems (all reported)', async () => {
    const dir = suite([]);
    writeFileSync(
      path.join(dir, 'cases.jsonl'),
      '{"id":"a","input":"x"}\n{"id":"a","input":"y"}\n{"input":"z","runs":0}\n',
    );
    const err = await runSuites(
      { inputs: [dir], cwd: dir, agent },
      { formats: FORMATS, env: process.env },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    const problems = (err as InputError).problems.map((p) => `${p.line}:${p.field}`);
    expect(problems.length).toBeGreaterThanOrEqual(3);
    expect(problems.some((p) => p.startsWith('2:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('3:'))).toBe(true);
  });

  it('requires an agent and reads it from agentci.yaml beside the suite', async () => {
    const dir = suite([{ id: 'a', input: 'echo hi', expected: 'hi' }]);
    await expect(
      runSuites({ inputs: [dir], cwd: dir }, { formats: FORMATS, env: process.env }),
    ).rejects.toThrow(/no agent/);
    writeFileSync(
      path.join(dir, 'agentci.yaml'),
      `agent:\n  command: node ${JSON.stringify(AGENT)}\nruns: 2\n`,
    );
    const report = await runSuites(
      { inputs: ['.'], cwd: dir },
      { formats: FORMATS, env: process.env },
    );
    expect(report.results[0]).toMatchObject({ runs: 2, passed: 2 });
  });

  it('reports config problems with file:line', async () => {
    const dir = suite(
      [{ id: 'a', input: 'x' }],
      'agent:\n  command: node x\nrunz: 3\nparallel: -1\n',
    );
    const err = (await runSuites(
      { inputs: ['.'], cwd: dir },
      { formats: FORMATS, env: process.env },
    ).catch((e: unknown) => e)) as InputError;
    const text = err.message;
    expect(text).toContain("agentci.yaml:3: runz: unknown field 'runz'");
    expect(text).toContain('agentci.yaml:4: parallel');
  });

  it('applies CLI env over case fields over the ctx file', async () => {
    const dir = suite([
      { id: 'a', input: 'echo x', user: 'case-user' },
      { id: 'b', input: 'echo x' },
    ]);
    writeFileSync(
      path.join(dir, 'ctx.json'),
      JSON.stringify({ authorized: { user_id: 'ctx-user', team_id: 'ctx-team' }, locale: 'zh-cn' }),
    );
    const envs: Record<string, unknown> = {};
    const mod = path.join(dir, 'agent.mjs');
    writeFileSync(mod, 'export function run(input, ctx) { return JSON.stringify(ctx.env); }');
    const run = (user?: string) =>
      runSuites(
        {
          inputs: [dir],
          cwd: dir,
          agent: { module: mod, export: 'run' },
          ctxFile: 'ctx.json',
          user,
        },
        { formats: FORMATS, env: process.env },
      );
    for (const r of (await run()).results) envs[r.id] = JSON.parse(String(r.output));
    expect(envs.a).toMatchObject({ user: 'case-user', team: 'ctx-team', locale: 'zh-cn' });
    expect(envs.b).toMatchObject({ user: 'ctx-user' });
    const flagged = await run('flag-user');
    expect(JSON.parse(String(flagged.results[0]?.output))).toMatchObject({ user: 'flag-user' });
  });
});

describe('runSuites with agentTree (the action’s fork recipe: the agent from another checkout)', () => {
  it("runs the agent where its config would put it in that tree, and never reads that tree's suites", async () => {
    // The workspace: a config in tests/ whose agent runs `node agent.mjs` one folder up, and a
    // suite. The head tree: the same layout, its own agent.mjs and a suite of its own.
    const ws = mkdtempSync(path.join(tmpdir(), 'agentci-tree-'));
    const tree = path.join(ws, 'pr-head');
    for (const d of [path.join(ws, 'tests'), path.join(tree, 'tests')])
      mkdirSync(d, { recursive: true });
    writeFileSync(
      path.join(ws, 'tests', 'agentci.yaml'),
      'agent: { command: node agent.mjs, cwd: .. }\n',
    );
    writeFileSync(path.join(ws, 'agent.mjs'), "process.stdout.write('base agent');");
    writeFileSync(path.join(tree, 'agent.mjs'), "process.stdout.write('head agent');");
    const line = (id: string) =>
      JSON.stringify({ id, input: 'x', assert: { type: 'contains', value: 'head agent' } });
    writeFileSync(path.join(ws, 'tests', 'cases.jsonl'), `${line('base-case')}\n`);
    writeFileSync(path.join(tree, 'tests', 'cases.jsonl'), `${line('pr-case')}\n`);

    const report = await runSuites(
      { inputs: ['.'], cwd: ws, configPath: 'tests/agentci.yaml', runs: 1, agentTree: tree },
      { formats: FORMATS, env: process.env },
    );
    expect(report.results.map((r) => [r.id, r.status])).toEqual([['base-case', 'passed']]);

    // Without it, the same run reads both trees' suites and runs the base's agent.
    const plain = await runSuites(
      { inputs: ['.'], cwd: ws, configPath: 'tests/agentci.yaml', runs: 1 },
      { formats: FORMATS, env: process.env },
    );
    expect(plain.results.map((r) => r.id).sort()).toEqual(['base-case', 'pr-case']);
    expect(plain.results.every((r) => r.status === 'failed')).toBe(true);
  });
});
