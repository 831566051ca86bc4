import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSchema, type Report } from '../../src/model/report.js';
import { BUNDLED_BIN, runBundled, type CliResult } from '../helpers/cli.js';

/*
 * `agentci report` and `agentci merge` read a results stream as they read the same run's
 * report.json: the gate the run saved in the stream's summary line decides (an interrupted run
 * stays exit 3), and a stream cut off before its summary line never reads as a pass.
 */

// An agent whose answer depends on the case's input: `echo <x>` answers x, `flaky` fails every
// third run, `sleep` answers after 5 s. Every answer reports 150 tokens, for the token budget.
const AGENT = `import { readFileSync } from 'node:fs';
const req = JSON.parse(readFileSync(0, 'utf8'));
const last = [...req.messages].reverse().find((m) => m.role === 'user');
const [cmd, ...rest] = last.content.split(' ');
if (cmd === 'sleep') await new Promise((r) => setTimeout(r, 5000));
const output = cmd === 'flaky' ? (req.run % 3 === 0 ? 'no' : 'yes') : cmd === 'echo' ? rest.join(' ') : 'yes';
process.stdout.write(JSON.stringify({ output, usage: { input_tokens: 100, output_tokens: 50 } }) + '\\n');
`;
const jsonl = (cases: object[]) => cases.map((c) => JSON.stringify(c)).join('\n') + '\n';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-stream-gate-'));
  writeFileSync(path.join(dir, 'agent.mjs'), AGENT);
  writeFileSync(
    path.join(dir, 'slow.jsonl'),
    jsonl([
      { id: 'a', input: 'sleep', expected: 'yes' },
      { id: 'b', input: 'sleep', expected: 'yes' },
    ]),
  );
  writeFileSync(
    path.join(dir, 'suite.jsonl'),
    jsonl([
      { id: 'steady', input: 'echo yes', expected: 'yes' },
      { id: 'wobbly', input: 'flaky', expected: 'yes' },
      { id: 'broken', input: 'echo no', expected: 'yes' },
    ]),
  );
  writeFileSync(
    path.join(dir, 'quarantine.yaml'),
    '- id: broken\n  suite: suite.jsonl\n  reason: upstream outage\n  expires: 2099-12-31\n',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readJson = (file: string): Report =>
  ReportSchema.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
const headline = (r: CliResult) => r.stdout.match(/^ {2}(passed: .*|failed \(.*)$/m)?.[1];

/**
 * Runs the suite with the bundled CLI into `<name>/json/report.json` and
 * `<name>/stream/results.jsonl`; returns the run's exit code.
 */
async function runBoth(name: string, args: string[]): Promise<number | null> {
  mkdirSync(path.join(dir, name, 'json'), { recursive: true });
  mkdirSync(path.join(dir, name, 'stream'), { recursive: true });
  const r = await runBundled(
    [
      'run',
      'suite.jsonl',
      '--agent',
      'node agent.mjs',
      ...args,
      '-o',
      `${name}/json/report.json`,
      '-o',
      `${name}/stream/results.jsonl`,
    ],
    { cwd: dir },
  );
  return r.code;
}

/**
 * `agentci report` of both files and `agentci merge` of both folders: every one must end as the
 * run did, with the same gate as report.json's.
 */
async function expectSameGate(name: string, code: number, decided: RegExp): Promise<void> {
  const saved = readJson(`${name}/json/report.json`).gate;
  expect(saved.exit_code).toBe(code);
  for (const [cmd, input] of [
    ['report', `${name}/json/report.json`],
    ['report', `${name}/stream/results.jsonl`],
    ['merge', `${name}/json`],
    ['merge', `${name}/stream`],
  ] as const) {
    const out = `${name}/${cmd}-${path.basename(input)}.json`;
    const r = await runBundled([cmd, input, '--json', out], { cwd: dir });
    expect({ cmd, input, code: r.code, headline: headline(r) }).toEqual({
      cmd,
      input,
      code,
      headline: expect.stringMatching(decided),
    });
    expect(readJson(out).gate).toEqual(saved);
  }
}

describe('an interrupted run read back from its results stream', () => {
  let run: CliResult;
  beforeAll(async () => {
    mkdirSync(path.join(dir, 'int'), { recursive: true });
    const child = spawn(
      process.execPath,
      [
        BUNDLED_BIN,
        'run',
        'slow.jsonl',
        '--agent',
        'node agent.mjs',
        '--runs',
        '2',
        '-o',
        'int/report.json',
        '-o',
        'int/int.jsonl',
      ],
      { cwd: dir, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const done = new Promise<CliResult>((resolve) =>
      child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
    );
    // Interrupted once the run has started its agents (its stream has the start line).
    const stream = path.join(dir, 'int', 'int.jsonl');
    const t0 = Date.now();
    while (!(existsSync(stream) && readFileSync(stream, 'utf8').includes('\n'))) {
      if (Date.now() - t0 > 20_000) throw new Error(`the run never started:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 500));
    child.kill('SIGINT');
    run = await done;
    mkdirSync(path.join(dir, 'int-json'), { recursive: true });
    writeFileSync(
      path.join(dir, 'int-json', 'report.json'),
      readFileSync(path.join(dir, 'int', 'report.json')),
    );
  }, 60_000);

  it('the run itself fails with exit 3 and saves that gate in the summary line', () => {
    expect(run.code).toBe(3);
    expect(headline(run)).toMatch(/^failed \(run failed\): the run was interrupted \(SIGINT\)/);
    const lines = readFileSync(path.join(dir, 'int', 'int.jsonl'), 'utf8')
      .trim()
      .split('\n');
    const summary = JSON.parse(lines.at(-1) as string) as { type: string; gate: unknown };
    expect(summary.type).toBe('summary');
    expect(summary.gate).toMatchObject({ passed: false, exit_code: 3, decided_by: 'runtime' });
  });

  it('agentci report on the stream exits 3 with the runtime reason, as on report.json', async () => {
    for (const file of ['int/int.jsonl', 'int/report.json']) {
      const r = await runBundled(['report', file], { cwd: dir });
      expect({ file, code: r.code }).toEqual({ file, code: 3 });
      expect(headline(r)).toMatch(/^failed \(run failed\): the run was interrupted \(SIGINT\)/);
    }
  });

  it('agentci merge of the interrupted shard stream exits 3, as its report.json does', async () => {
    // `int/` holds report.json too, which merge would prefer: the stream alone in its folder.
    mkdirSync(path.join(dir, 'int-stream'), { recursive: true });
    writeFileSync(
      path.join(dir, 'int-stream', 'int.jsonl'),
      readFileSync(path.join(dir, 'int', 'int.jsonl')),
    );
    for (const folder of ['int-stream', 'int-json']) {
      const r = await runBundled(['merge', folder], { cwd: dir });
      expect({ folder, code: r.code }).toEqual({ folder, code: 3 });
      expect(headline(r)).toMatch(
        /^failed \(run failed\): int-\w+\/(int\.jsonl|report\.json): the run was interrupted \(SIGINT\)/,
      );
    }
  });

  it('a stream cut off before its summary line (a killed runner) is exit 3: the run did not finish', async () => {
    const lines = readFileSync(path.join(dir, 'int', 'int.jsonl'), 'utf8')
      .trim()
      .split('\n');
    mkdirSync(path.join(dir, 'cut'), { recursive: true });
    // Every line but the summary, and a last line cut in the middle.
    const body = lines.slice(0, -1).join('\n') + '\n' + (lines.at(-1) as string).slice(0, 40);
    writeFileSync(path.join(dir, 'cut', 'cut.jsonl'), body);
    const report = await runBundled(['report', 'cut/cut.jsonl'], { cwd: dir });
    expect(report.code).toBe(3);
    expect(headline(report)).toMatch(/^failed \(run failed\): the run did not finish/);
    const merge = await runBundled(['merge', 'cut'], { cwd: dir });
    expect(merge.code).toBe(3);
    expect(headline(merge)).toMatch(
      /^failed \(run failed\): cut\/cut\.jsonl: the run did not finish/,
    );
  });
});

describe('every gate a finished run saved reads the same from its stream as from report.json', () => {
  it('min-pass-hat-k: a case meeting its threshold but not pass^k fails the run (exit 1)', async () => {
    expect(
      await runBoth('passk', [
        '--runs',
        '3',
        '--case-threshold',
        '0.5',
        '--threshold',
        '0.6',
        '--min-pass-hat-k',
        '3:90%',
      ]),
    ).toBe(1);
    await expectSameGate('passk', 1, /^failed \(pass\^k below its minimum\): case wobbly: pass\^3/);
  }, 60_000);

  it('quarantine: the quarantined failing case stays waived (exit 0)', async () => {
    expect(
      await runBoth('quarantine', [
        '--runs',
        '3',
        '--case-threshold',
        '0.5',
        '--quarantine',
        'quarantine.yaml',
      ]),
    ).toBe(0);
    await expectSameGate('quarantine', 0, /^passed: every gate met$/);
    const fromStream = readJson('quarantine/report-results.jsonl.json');
    expect(fromStream.results.find((r) => r.id === 'broken')?.quarantined).toBe(true);
  }, 60_000);

  it('a spent token budget: the cases it kept from running fail the run (exit 1)', async () => {
    expect(
      await runBoth('budget', [
        '--runs',
        '3',
        '--case-threshold',
        '0.5',
        '--quarantine',
        'quarantine.yaml',
        '--max-tokens',
        '400',
        '--parallel',
        '1',
      ]),
    ).toBe(1);
    await expectSameGate('budget', 1, /^failed \(suite threshold missed\): .*not enough runs/);
  }, 60_000);

  it('min-runs with runs: auto: the thresholds the run gated with are kept', async () => {
    expect(
      await runBoth('minruns', [
        '--runs',
        'auto',
        '--min-runs',
        '2',
        '--max-runs',
        '4',
        '--case-threshold',
        '0.5',
        '--quarantine',
        'quarantine.yaml',
      ]),
    ).toBe(0);
    await expectSameGate('minruns', 0, /^passed: every gate met$/);
    expect(readJson('minruns/report-results.jsonl.json').gate.thresholds.min_runs).toBe(2);
  }, 60_000);
});

describe('a regression against --baseline reads the same from the stream as from report.json', () => {
  it('a case that passed 5/5 on the base and fails now: exit 1 from the run and from agentci report of both files', async () => {
    // The agent answers what answer.txt holds: "yes" on the base branch, "no" now.
    writeFileSync(
      path.join(dir, 'switch.mjs'),
      `import { readFileSync } from 'node:fs';
readFileSync(0);
process.stdout.write(JSON.stringify({ output: readFileSync('answer.txt', 'utf8') }) + '\\n');
`,
    );
    writeFileSync(
      path.join(dir, 'turns.jsonl'),
      jsonl([{ id: 'turns', input: 'q', expected: 'yes' }]),
    );
    const run = (args: string[]) =>
      runBundled(['run', 'turns.jsonl', '--agent', 'node switch.mjs', '--runs', '5', ...args], {
        cwd: dir,
      });
    writeFileSync(path.join(dir, 'answer.txt'), 'yes');
    const base = await run(['-o', 'base.json']);
    expect(base.code).toBe(0);
    expect(readJson('base.json').results[0]).toMatchObject({ id: 'turns', runs: 5, passed: 5 });

    writeFileSync(path.join(dir, 'answer.txt'), 'no');
    mkdirSync(path.join(dir, 'regress', 'json'), { recursive: true });
    mkdirSync(path.join(dir, 'regress', 'stream'), { recursive: true });
    // --threshold 0: the case's own threshold does not decide, the regression does.
    const head = await run([
      '--threshold',
      '0',
      '--baseline',
      'base.json',
      '--max-regression',
      '10',
      '-o',
      'regress/json/report.json',
      '-o',
      'regress/stream/results.jsonl',
    ]);
    expect(head.code).toBe(1);
    const decided = /^failed \(regression over the limit\): case turns dropped 100\.0 pp/;
    expect(headline(head)).toMatch(decided);
    expect(readJson('regress/json/report.json').gate).toMatchObject({
      passed: false,
      exit_code: 1,
      decided_by: 'max_regression',
    });
    // The summary line holds the gate after the comparison.
    const lines = readFileSync(path.join(dir, 'regress/stream/results.jsonl'), 'utf8')
      .trim()
      .split('\n');
    const summary = JSON.parse(lines.at(-1) as string) as { type: string; gate: unknown };
    expect(summary).toMatchObject({ type: 'summary' });
    expect(summary.gate).toEqual(readJson('regress/json/report.json').gate);
    // agentci report of either file ends as the run did. (merge gates the merged shards anew:
    // the comparison with the base branch comes after a merge, not from its shards.)
    const saved = readJson('regress/json/report.json').gate;
    for (const input of ['regress/json/report.json', 'regress/stream/results.jsonl']) {
      const out = `regress/report-${path.basename(input)}.json`;
      const r = await runBundled(['report', input, '--json', out], { cwd: dir });
      expect({ input, code: r.code, headline: headline(r) }).toEqual({
        input,
        code: 1,
        headline: expect.stringMatching(decided),
      });
      expect(readJson(out).gate).toEqual(saved);
    }
  }, 60_000);
});
