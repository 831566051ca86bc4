import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runMain } from '../helpers/cli.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-conv-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface ReportShape {
  results: {
    id: string;
    status: string;
    run_details: {
      status: string;
      transcript?: { finish_reason?: string };
      checks: { label: string; passed: boolean; judge?: { runs: number; agreement: number } }[];
    }[];
  }[];
}

describe('conversations through the CLI', () => {
  it('examples/dynamic: a command agent, a named scripted simulator and checkpoints pass', async () => {
    const out = path.join(dir, 'dynamic.json');
    const r = await runMain(['run', 'examples/dynamic', '--no-results', '--report', out], {
      cwd: ROOT,
    });
    expect(r.stderr + r.stdout).toContain('book-paris');
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(out, 'utf8')) as ReportShape;
    const attempt = report.results[0]?.run_details[0];
    expect(attempt?.transcript?.finish_reason).toBe('done');
    expect(attempt?.checks.map((k) => [k.label, k.passed])).toEqual([
      ['checkpoint asks_destination', true],
      ['checkpoint asks_date', true],
      ['checkpoint books', true],
      ['checkpoint offers_insurance', true],
    ]);
  }, 60_000);

  it('examples/skilltest booking_multiturn: harness, simulated user and judge; --judge-runs reports agreement', async () => {
    const out = path.join(dir, 'skilltest.json');
    const r = await runMain(
      [
        'run',
        'examples/skilltest/booking_multiturn.yaml',
        '--runs',
        '1',
        '--judge-runs',
        '3',
        '--no-results',
        '--report',
        out,
      ],
      { cwd: ROOT },
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(out, 'utf8')) as ReportShape;
    const attempt = report.results[0]?.run_details[0];
    expect(attempt?.status).toBe('passed');
    expect(attempt?.transcript?.finish_reason).toBe('done');
    const judged = attempt?.checks.filter((k) => k.judge) ?? [];
    expect(judged).toHaveLength(3);
    expect(judged.every((k) => k.judge?.runs === 3 && k.judge.agreement === 1)).toBe(true);
  }, 90_000);

  // dynamic_runner.go RunDynamic: "failed to get simulator agent" errors that case; the rest run.
  it('a simulator name the config does not define errors that case, naming file:line', async () => {
    writeFileSync(path.join(dir, 'agentci.yaml'), 'agent:\n  command: node -e "console.log(1)"\n');
    writeFileSync(
      path.join(dir, 'cases.jsonl'),
      '{"id": "a", "input": "hi", "simulator": {"use": "nobody"}, "checkpoints": [{"id": "x", "assert": {"type": "contains", "value": "1"}}]}\n' +
        '{"id": "b", "input": "hi", "assert": {"type": "contains", "value": "1"}}\n',
    );
    const out = path.join(dir, 'nobody.json');
    const r = await runMain(['run', 'cases.jsonl', '--no-results', '--report', out], { cwd: dir });
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      results: { id: string; status: string; run_details: { error?: string }[] }[];
    };
    const byId = Object.fromEntries(report.results.map((x) => [x.id, x]));
    expect(byId.a?.status).toBe('error');
    expect(byId.a?.run_details[0]?.error).toMatch(
      /failed to get simulator agent: no simulator named 'nobody' \(cases\.jsonl:1 simulator\.use\)/,
    );
    expect(byId.b?.status).toBe('passed');
  }, 30_000);

  it('--judge-runs must be a small positive number', async () => {
    const r = await runMain(['run', 'cases.jsonl', '--judge-runs', '99', '--no-results'], {
      cwd: dir,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--judge-runs.*at most 15/);
  }, 30_000);
});
