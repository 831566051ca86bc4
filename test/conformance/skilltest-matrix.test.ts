import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_PROVIDER,
  cli,
  project,
  removeProject,
  requests,
  type StReport,
} from './skilltest-helpers.js';

/*
 * skilltest's platform × model matrix: cli.rs RunArgs `-p/--platform`, `-m/--model` (repeatable,
 * overriding the config), runner.rs run_all_inner (for each case, each platform, each model: one
 * run), report.rs Report/Summary (`cases` distinct, `runs` total, `passed` = every run passed) and
 * to_human (`PASS  case [platform/model]`), cli.rs run_streamed (event lines tagged with case,
 * platform, model, turn), and cmd_run's exit code (0 when the report passed, else 1).
 */

const CASES = {
  'cases/a.yaml': `name: a
skill: ../skills/tool
input: one
evals: [{ type: boolean, criterion: "\`ok\`" }]
`,
  'cases/b.yaml': `name: b
skill: ../skills/tool
input: two
evals: [{ type: boolean, criterion: "\`never said\`" }]
`,
};
const TOOL = '# Tool\nfake-reply: ok\nfake-tool: bash ls\n';

let dir = '';
let log = '';
let json: { code: number; stdout: string; stderr: string };

beforeAll(async () => {
  dir = project(CASES, { tool: TOOL });
  log = path.join(dir, 'requests.jsonl');
  json = await cli(
    [
      'skilltest',
      'run',
      'cases',
      '--provider',
      FAKE_PROVIDER,
      '-p',
      'claude-code',
      '--platform',
      'codex',
      '-m',
      'sonnet',
      '--model',
      'haiku',
      '--format',
      'json',
      '--no-results',
    ],
    dir,
    { FAKE_PROVIDER_LOG: log },
  );
}, 120_000);
afterAll(() => removeProject(dir));

describe('skilltest -p/-m: the matrix (runner.rs run_all_inner)', () => {
  it('runs every case on every platform × model, case-major, each run keyed by case, platform and model', () => {
    const report = JSON.parse(json.stdout) as StReport;
    expect(report.runs.map((r) => `${r.case} ${r.platform} ${r.model}`)).toEqual([
      'a claude-code sonnet',
      'a claude-code haiku',
      'a codex sonnet',
      'a codex haiku',
      'b claude-code sonnet',
      'b claude-code haiku',
      'b codex sonnet',
      'b codex haiku',
    ]);
    // report.rs Summary: distinct cases, (case × platform × model) runs.
    expect(report.summary).toEqual({ cases: 2, runs: 8, passed: 4, failed: 4 });
    expect(report.passed).toBe(false);
  });

  it('exits 1 when any run failed (cmd_run: report.passed)', () => {
    expect(json.code).toBe(1);
  });

  it('sends each run’s platform and model to respond, the judge model to judge', () => {
    const rs = requests(log);
    const cells = rs
      .filter((r) => r.op === 'respond')
      .map((r) => `${String(r.platform)}/${String(r.model)}`)
      .sort();
    expect(cells).toEqual([
      'claude-code/haiku',
      'claude-code/haiku',
      'claude-code/sonnet',
      'claude-code/sonnet',
      'codex/haiku',
      'codex/haiku',
      'codex/sonnet',
      'codex/sonnet',
    ]);
    // config.rs effective_judge_model: the first of the models, whatever the run's cell.
    expect(new Set(rs.filter((r) => r.op === 'judge').map((r) => r.model))).toEqual(
      new Set(['sonnet']),
    );
  });
});

describe('skilltest -p/-m: the outputs', () => {
  it('human: one PASS/FAIL line per run with [platform/model], then N/M runs passed (report.rs to_human)', async () => {
    const r = await cli(
      [
        'skilltest',
        'run',
        'cases/a.yaml',
        '--provider',
        FAKE_PROVIDER,
        '-p',
        'x',
        '-m',
        'm1',
        '-m',
        'm2',
        '--format',
        'human',
        '--no-results',
      ],
      dir,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('PASS  a [x/m1]\nPASS  a [x/m2]\n2/2 runs passed\n');
  }, 60_000);

  it('json-stream: event lines tagged with case, platform, model and turn, then the result (cli.rs run_streamed)', async () => {
    const r = await cli(
      [
        'skilltest',
        'run',
        'cases/a.yaml',
        '--provider',
        FAKE_PROVIDER,
        '-p',
        'x',
        '-m',
        'm1',
        '-m',
        'm2',
        '--format',
        'json-stream',
        '--no-results',
      ],
      dir,
    );
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.type, l.case, l.platform, l.model, l.turn])).toEqual([
      ['event', 'a', 'x', 'm1', 1],
      ['event', 'a', 'x', 'm2', 1],
      ['result', undefined, undefined, undefined, undefined],
    ]);
    expect(lines[0]?.event).toEqual({
      kind: 'tool_call',
      name: 'bash',
      input: { command: 'ls' },
      index: 0,
    });
    expect((lines[2]?.report as StReport).summary).toEqual({
      cases: 1,
      runs: 2,
      passed: 2,
      failed: 0,
    });
  }, 60_000);

  it('one cell keeps the case id; several cells name theirs in agentci’s own report', async () => {
    const out = path.join(dir, 'r.json');
    await cli(
      [
        'skilltest',
        'run',
        'cases/a.yaml',
        '--provider',
        FAKE_PROVIDER,
        '-m',
        'm1',
        '-m',
        'm2',
        '--no-results',
        '-o',
        out,
      ],
      dir,
    );
    const { readFileSync } = await import('node:fs');
    const rep = JSON.parse(readFileSync(out, 'utf8')) as {
      results: { id: string; matrix: unknown }[];
    };
    expect(rep.results.map((x) => [x.id, x.matrix])).toEqual([
      ['a [claude-code/m1]', { platform: 'claude-code', model: 'm1', name: 'a' }],
      ['a [claude-code/m2]', { platform: 'claude-code', model: 'm2', name: 'a' }],
    ]);
  }, 60_000);

  it('-p/-m without --provider is exit 2: agentci runs no oneharness platforms (documented departure)', async () => {
    const r = await cli(['skilltest', 'run', 'cases/a.yaml', '-p', 'codex', '--no-results'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('-p/--platform');
    expect(r.stderr).toContain('--provider');
  }, 60_000);
});
