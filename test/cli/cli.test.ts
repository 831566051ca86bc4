import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/model/report.js';
import { ROOT, runMain, startCli } from '../helpers/cli.js';
import { waitGone } from '../helpers/processes.js';

const AGENT = path.join(ROOT, 'test/fixtures/runner/agent.mjs');

function workdir(cases: object[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-cli-'));
  writeFileSync(
    path.join(dir, 'cases.jsonl'),
    cases.map((c) => JSON.stringify(c)).join('\n') + '\n',
  );
  return dir;
}

describe('agentci run (exit codes and files)', () => {
  it('exit 0 when every gate passes; agentci run writes nothing it was not asked for', async () => {
    const dir = workdir([{ id: 'a', input: 'echo hi', expected: 'hi' }]);
    const before = readdirSync(dir).sort();
    const r = await runMain(['run', 'cases.jsonl', '--agent', `node ${AGENT}`, '--runs', '2'], {
      cwd: dir,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ a');
    expect(r.stdout).toMatch(/passed: every gate met/);
    expect(r.stdout).not.toContain('wrote');
    expect(readdirSync(dir).sort()).toEqual(before);
  });

  it("agentci yao writes Yao's default output and the results stream beside the input", async () => {
    const dir = workdir([{ id: 'a', input: 'echo hi', expected: 'hi' }]);
    const r = await runMain(['yao', 'cases.jsonl', '--agent', `node ${AGENT}`, '--runs', '2'], {
      cwd: dir,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ a');
    expect(r.stdout).toContain('2/2');
    expect(r.stdout).toMatch(/passed: every gate met/);
    // resolver.go GenerateDefaultOutputPath: output-<timestamp>.jsonl holds Yao's JSON Report;
    // agentci's crash-safe stream is output-<timestamp>.results.jsonl beside it.
    const reports = readdirSync(dir).filter((f) => /^output-\d{14}\.jsonl$/.test(f));
    expect(reports).toHaveLength(1);
    const yao = JSON.parse(readFileSync(path.join(dir, reports[0] as string), 'utf8'));
    expect(yao.stability_results[0]).toMatchObject({ id: 'a', stability_class: 'stable' });
    const streams = readdirSync(dir).filter((f) => /^output-\d{14}\.results\.jsonl$/.test(f));
    expect(streams).toEqual([(reports[0] as string).replace('.jsonl', '.results.jsonl')]);
    const first = readFileSync(path.join(dir, streams[0] as string), 'utf8').split('\n')[0];
    expect(JSON.parse(first as string)).toMatchObject({ type: 'start' });
  });

  it('exit 1 when a case fails, with expected vs actual in the table', async () => {
    const dir = workdir([
      { id: 'good', input: 'echo hi', expected: 'hi' },
      { id: 'bad', input: 'echo hello', expected: 'goodbye' },
    ]);
    const r = await runMain(
      [
        'run',
        '-i',
        'cases.jsonl',
        '--agent',
        `node ${AGENT}`,
        '-o',
        'r/report.json',
        '--no-results',
      ],
      { cwd: dir },
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('✗ bad');
    expect(r.stdout).toContain('expected: "goodbye"');
    expect(r.stdout).toContain('actual:   "hello"');
    expect(r.stdout).toMatch(/failed \(suite threshold missed\)/);
    const report = ReportSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'r/report.json'), 'utf8')),
    );
    expect(report.summary).toMatchObject({ total: 2, passed: 1, failed: 1 });
    expect(readdirSync(dir).some((f) => f.startsWith('output-'))).toBe(false);
  });

  it('exit 1 is avoided by lowering the thresholds', async () => {
    const dir = workdir([
      { id: 'good', input: 'echo hi', expected: 'hi' },
      { id: 'bad', input: 'echo hello', expected: 'goodbye' },
    ]);
    const r = await runMain(
      ['run', '.', '--agent', `node ${AGENT}`, '--threshold', '50%', '--no-results'],
      { cwd: dir },
    );
    expect(r.code).toBe(0);
  });

  it('exit 2 with every problem as file:line: field: message, and nothing run', async () => {
    const dir = workdir([]);
    writeFileSync(
      path.join(dir, 'cases.jsonl'),
      '{"id":"a","input":"x","asert":{}}\n{"id":"b"}\nnot json\n',
    );
    const r = await runMain(['run', 'cases.jsonl', '--agent', `node ${AGENT}`], { cwd: dir });
    expect(r.code).toBe(2);
    // Yao ignores an unknown field; agentci's run refuses a near miss of a known one.
    expect(r.stderr).toContain("cases.jsonl:1: unknown field 'asert': did you mean 'assert'?");
    expect(r.stderr).toContain('cases.jsonl:2: input: required');
    expect(r.stderr).toMatch(/cases\.jsonl:3(:\d+)?: /);
    expect(r.stdout).toBe('');
    expect(readdirSync(dir).some((f) => f.startsWith('output-'))).toBe(false);
  });

  it('exit 2 on bad flags, each named', async () => {
    const r = await runMain([
      'run',
      'x.jsonl',
      '--runs',
      'zero',
      '--timeout',
      'soon',
      '--threshold',
      '2',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      '--runs: expected a whole number of runs per case (1–1000) or "auto"',
    );
    expect(r.stderr).toContain('--timeout: expected a duration');
    expect(r.stderr).toContain('--threshold: expected a ratio');
    expect((await runMain(['run', '--no-such-flag'])).code).toBe(2);
  });

  it('exit 3 when results cannot be written', async () => {
    const dir = workdir([{ id: 'a', input: 'echo hi', expected: 'hi' }]);
    writeFileSync(path.join(dir, 'blocker'), 'a file, not a folder');
    const r = await runMain(
      ['run', 'cases.jsonl', '--agent', `node ${AGENT}`, '--results', 'blocker/results.jsonl'],
      { cwd: dir },
    );
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/cannot write results to .*blocker\/results\.jsonl/);
  });

  it('a report whose folder is a file: exit 3, "cannot write" naming it, the other reports written', async () => {
    const dir = workdir([{ id: 'a', input: 'echo hi', expected: 'hi' }]);
    writeFileSync(path.join(dir, 'blocker'), 'a file, not a folder');
    const r = await runMain(
      ['run', 'cases.jsonl', '--agent', `node ${AGENT}`, '-o', 'blocker/r.md', '-o', 'r.json'],
      { cwd: dir },
    );
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/cannot write blocker\/r\.md: /);
    expect(r.stderr).not.toContain('.tmp-');
    expect(existsSync(path.join(dir, 'r.json'))).toBe(true);
  });

  it('SIGTERM mid-run: kills running agents, writes what finished, exits 3', async () => {
    const pidDir = mkdtempSync(path.join(tmpdir(), 'agentci-pids-'));
    const dir = workdir([
      { id: 'quick', input: 'echo x', expected: 'x' },
      ...Array.from({ length: 5 }, (_, i) => ({
        id: `slow${i}`,
        input: 'sleep 60000',
        expected: 'slept',
      })),
    ]);
    const run = startCli(
      [
        'run',
        'cases.jsonl',
        '--agent',
        `node ${AGENT}`,
        '--parallel',
        '3',
        '--results',
        'out.jsonl',
        '--report',
        'report.json',
      ],
      {
        cwd: dir,
        env: { PID_DIR: pidDir },
      },
    );
    // Wait until the quick case finished and two slow agents are running.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const lines = existsSync(path.join(dir, 'out.jsonl'))
        ? readFileSync(path.join(dir, 'out.jsonl'), 'utf8')
        : '';
      if (lines.includes('"type":"case"') && readdirSync(pidDir).length >= 3) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    run.child.kill('SIGTERM');
    const r = await run.done;
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('SIGTERM');
    const report = ReportSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')),
    );
    expect(report.metadata.interrupted).toBe(true);
    expect(report.results.find((x) => x.id === 'quick')?.status).toBe('passed');
    const pids = readdirSync(pidDir).map((f) => Number(readFileSync(path.join(pidDir, f), 'utf8')));
    expect(pids.length).toBeGreaterThanOrEqual(2);
    expect(await waitGone(pids)).toEqual([]);
    const lastLine =
      readFileSync(path.join(dir, 'out.jsonl'), 'utf8').trim().split('\n').at(-1) ?? '';
    expect(JSON.parse(lastLine)).toMatchObject({ type: 'summary' });
  });

  it('SIGKILL mid-run leaves a readable stream that `agentci report` renders', async () => {
    const dir = workdir([
      { id: 'quick', input: 'echo x', expected: 'x' },
      { id: 'slow', input: 'sleep 60000', expected: 'slept' },
    ]);
    const run = startCli(
      ['run', 'cases.jsonl', '--agent', `node ${AGENT}`, '--parallel', '2', '--results', 'r.jsonl'],
      { cwd: dir },
    );
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const text = existsSync(path.join(dir, 'r.jsonl'))
        ? readFileSync(path.join(dir, 'r.jsonl'), 'utf8')
        : '';
      if (text.includes('"type":"case"')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    run.child.kill('SIGKILL');
    await run.done;
    // A crash can cut the last line in half: simulate that too.
    writeFileSync(
      path.join(dir, 'r.jsonl'),
      readFileSync(path.join(dir, 'r.jsonl'), 'utf8') + '{"type":"result","id":"sl',
    );
    const r = await runMain(['report', 'r.jsonl', '-o', 'again.json', '--junit', 'again.xml'], {
      cwd: dir,
    });
    expect(r.code).toBe(3);
    const report = ReportSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'again.json'), 'utf8')),
    );
    expect(report.results.find((x) => x.id === 'quick')?.status).toBe('passed');
    expect(report.results.find((x) => x.id === 'slow')?.status).toBe('skipped');
    expect(report.warnings.join('\n')).toMatch(/incomplete/);
    expect(readFileSync(path.join(dir, 'again.xml'), 'utf8')).toContain('<testsuites');
  });
});

describe("direct message mode (Yao's, under agentci yao)", () => {
  it('prints the answer and the verdict of each --assert', async () => {
    const r = await runMain([
      'yao',
      '-i',
      'echo bonjour tout le monde',
      '--agent',
      `node ${AGENT}`,
      '--assert',
      'contains:bonjour',
      '--assert',
      '{"type":"regex","value":"(?i)^HELLO"}',
    ]);
    expect(r.stdout.split('\n')[0]).toBe('bonjour tout le monde');
    expect(r.stdout).toContain('✓ contains "bonjour"');
    expect(r.stdout).toMatch(/✗ regex/);
    expect(r.code).toBe(1);
  });
  it('exit 0 with no assertions when the agent answers', async () => {
    const r = await runMain(['yao', 'echo ping', '--agent', `node ${AGENT}`]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe('ping');
  });
});

describe('agentci schema', () => {
  it('prints JSON Schemas generated from zod', async () => {
    const r = await runMain(['schema', 'config']);
    expect(r.code).toBe(0);
    const schema = JSON.parse(r.stdout) as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['agent', 'runs', 'threshold']),
    );
    expect((await runMain(['schema', 'nope'])).code).toBe(2);
  });
});
