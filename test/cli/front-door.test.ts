import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INIT_FILES } from '../../src/cli/init-command.js';
import { ReportSchema } from '../../src/model/report.js';
import { ROOT, runBundled, runMain } from '../helpers/cli.js';

/*
 * agentci's own front door (`agentci run`, `init`, `validate`): its defaults, its `-o` meanings,
 * its help. The seeds' command lines are tested through their adapters (test/conformance).
 */

const AGENT = path.join(ROOT, 'test/fixtures/runner/agent.mjs');

function workdir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-door-'));
  for (const [f, text] of Object.entries(files)) writeFileSync(path.join(dir, f), text);
  return dir;
}

const jsonl = (cases: object[]) => cases.map((c) => JSON.stringify(c)).join('\n') + '\n';

/** Start and end (ms) of each attempt of a report. */
function spans(report: { results: { id: string; run_details: unknown[] }[] }) {
  return report.results.flatMap((r) =>
    (r.run_details as { started_at: string; duration_ms: number }[]).map((d) => ({
      id: r.id,
      start: Date.parse(d.started_at),
      end: Date.parse(d.started_at) + d.duration_ms,
    })),
  );
}

describe('agentci run: the defaults', () => {
  it("runs 4 attempts at once in every format, Yao's JSONL included (agentci yao: 1)", async () => {
    const cases = ['a', 'b', 'c', 'd'].map((id) => ({ id, input: 'sleep 400', expected: 'slept' }));
    const dir = workdir({ 'cases.jsonl': jsonl(cases) });
    const r = await runMain(['run', 'cases.jsonl', '--agent', `node ${AGENT}`, '-o', 'r.json'], {
      cwd: dir,
    });
    expect(r.code, r.stderr).toBe(0);
    const report = ReportSchema.parse(JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')));
    expect(report.metadata.options.parallel).toBe(4);
    // All four were running at one moment: the last to start began before the first ended.
    const s = spans(report);
    expect(Math.max(...s.map((x) => x.start))).toBeLessThan(Math.min(...s.map((x) => x.end)));

    const yao = await runMain(
      ['yao', 'cases.jsonl', '--agent', `node ${AGENT}`, '--no-results', '-o', 'y.json'],
      { cwd: dir },
    );
    expect(yao.code, yao.stderr).toBe(0);
    const y = JSON.parse(readFileSync(path.join(dir, 'y.json'), 'utf8')) as {
      metadata: { options: { parallel: number } };
      results: { id: string; run_details: unknown[] }[];
    };
    expect(y.metadata.options.parallel).toBe(1);
    const ys = spans(y).sort((a, b) => a.start - b.start);
    for (let i = 1; i < ys.length; i++)
      expect(ys[i]!.start).toBeGreaterThanOrEqual(ys[i - 1]!.end - 5);
  });

  it('writes nothing beside the suite unless asked', async () => {
    const dir = workdir({ 'cases.jsonl': jsonl([{ id: 'a', input: 'echo hi', expected: 'hi' }]) });
    const r = await runMain(['run', '.', '--agent', `node ${AGENT}`], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(dir)).toEqual(['cases.jsonl']);
  });
});

describe('--runs 0 and --parallel 0: a mistake in agentci run, "not given" only under agentci yao', () => {
  const project = () =>
    workdir({
      'agentci.yaml': `agent:\n  command: node ${AGENT}\nsuites: [cases.jsonl]\nruns: 3\n`,
      'cases.jsonl': jsonl([{ id: 'a', input: 'echo hi', expected: 'hi' }]),
    });

  it('agentci run refuses both (exit 2, nothing runs), in a project with runs: 3 and outside one', async () => {
    const dir = project();
    const runs = await runBundled(['run', '--runs', '0', '-o', 'r.jsonl'], { cwd: dir });
    expect(runs.code).toBe(2);
    expect(runs.stderr).toContain('nothing was run');
    expect(runs.stderr).toContain(
      '--runs: expected a whole number of runs per case (1–1000) or "auto", got "0"',
    );
    expect(existsSync(path.join(dir, 'r.jsonl'))).toBe(false);
    const parallel = await runBundled(['run', '--parallel', '0'], { cwd: dir });
    expect(parallel.code).toBe(2);
    expect(parallel.stderr).toContain(
      '--parallel: expected a whole number of parallel attempts, 1–256, got "0"',
    );

    const bare = workdir({ 'cases.jsonl': jsonl([{ id: 'a', input: 'echo hi', expected: 'hi' }]) });
    const outside = await runBundled(
      ['run', 'cases.jsonl', '--agent', `node ${AGENT}`, '--runs', '0'],
      { cwd: bare },
    );
    expect(outside.code).toBe(2);
    expect(outside.stdout).toBe('');
    expect(outside.stderr).toContain('--runs: expected a whole number of runs per case');
  });

  it("agentci yao keeps Yao's MergeOptions: 0 is not given, so the config's runs: 3 decide", async () => {
    const dir = project();
    const r = await runBundled(
      ['yao', 'cases.jsonl', '--runs', '0', '--parallel', '0', '-o', 'y.json', '--no-results'],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const y = JSON.parse(readFileSync(path.join(dir, 'y.json'), 'utf8')) as {
      metadata: { options: { runs: number; parallel: number } };
    };
    expect(y.metadata.options).toMatchObject({ runs: 3, parallel: 1 });
  });
});

describe('with nothing to run, each door says what gives cases in it (exit 2)', () => {
  const empty = () => workdir({});
  const problem = (stderr: string) => stderr.split('\n')[1]?.trim();

  it('agentci run and agentci yao: paths, -i or suites: in agentci.yaml', async () => {
    for (const door of [['run'], ['yao']]) {
      const r = await runBundled(door, { cwd: empty() });
      expect(r.code).toBe(2);
      expect(problem(r.stderr)).toBe(
        'no suites given: pass paths (or -i), or set suites: in agentci.yaml',
      );
    }
  });

  it("agentci skilltest run: skilltest's cmd_run words (no -i there), also as its JSON error", async () => {
    const r = await runBundled(['skilltest', 'run'], { cwd: empty() });
    expect(r.code).toBe(2);
    const said =
      'no test cases given: pass a test-case PATH or --case-json <FILE> (or set suites: in agentci.yaml)';
    expect(problem(r.stderr)).toBe(said);
    expect(r.stderr).not.toContain('-i');
    const json = await runBundled(['skilltest', 'run', '--format', 'json'], { cwd: empty() });
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toEqual({ code: 'usage', message: said });
  });

  it('agentci thinkingbox run: paths, --name or --test-list', async () => {
    const r = await runBundled(['thinkingbox', 'run'], { cwd: empty() });
    expect(r.code).toBe(2);
    expect(problem(r.stderr)).toBe(
      'no tests given: pass test files or folders, --name <file.py[:test]> or --test-list <file>, or set suites: in agentci.yaml',
    );
  });
});

describe('agentci run -o: one meaning per extension', () => {
  it('.json is agentci’s report in one shape whatever --runs; .jsonl the results stream; .xml .md .html', async () => {
    const dir = workdir({ 'cases.jsonl': jsonl([{ id: 'a', input: 'echo hi', expected: 'hi' }]) });
    const keys: string[][] = [];
    for (const runs of ['1', '3']) {
      const out = ['r.json', 'r.jsonl', 'r.xml', 'r.md', 'r.html'].map((f) => `${runs}-${f}`);
      const r = await runMain(
        [
          'run',
          'cases.jsonl',
          '--agent',
          `node ${AGENT}`,
          '--runs',
          runs,
          ...out.flatMap((f) => ['-o', f]),
        ],
        { cwd: dir },
      );
      expect(r.code, r.stderr).toBe(0);
      const text = readFileSync(path.join(dir, `${runs}-r.json`), 'utf8');
      const report = ReportSchema.parse(JSON.parse(text));
      expect(report.results[0]?.runs).toBe(Number(runs));
      keys.push(Object.keys(JSON.parse(text) as object).sort());
      // The results stream: one JSON object a line, start first, summary last.
      const lines = readFileSync(path.join(dir, `${runs}-r.jsonl`), 'utf8')
        .trim()
        .split('\n');
      const types = lines.map((l) => (JSON.parse(l) as { type: string }).type);
      expect(types[0]).toBe('start');
      expect(types.at(-1)).toBe('summary');
      expect(types.filter((t) => t === 'result')).toHaveLength(Number(runs));
      expect(readFileSync(path.join(dir, `${runs}-r.xml`), 'utf8')).toMatch(
        /^<\?xml[\s\S]*<testsuites/,
      );
      expect(readFileSync(path.join(dir, `${runs}-r.md`), 'utf8')).toContain('agentci');
      expect(readFileSync(path.join(dir, `${runs}-r.html`), 'utf8')).toMatch(/^<!doctype html>/);
    }
    expect(keys[0]).toEqual(keys[1]);
    expect(keys[0]).toContain('results');
    expect(keys[0]).not.toContain('stability_results');
  });

  it('an extension with no meaning is exit 2, and nothing runs', async () => {
    const dir = workdir({ 'cases.jsonl': jsonl([{ id: 'a', input: 'echo hi', expected: 'hi' }]) });
    const r = await runMain(['run', 'cases.jsonl', '--agent', `node ${AGENT}`, '-o', 'r.txt'], {
      cwd: dir,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"r.txt": cannot tell the format from the extension');
    expect(readdirSync(dir)).toEqual(['cases.jsonl']);
  });
});

describe('agentci init', () => {
  it('scaffolds agentci.yaml, a suite, a stub agent and a workflow that pass with agentci run', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-init-'));
    const init = await runMain(['init', 'proj'], { cwd: dir });
    expect(init.code, init.stderr).toBe(0);
    const proj = path.join(dir, 'proj');
    for (const [rel, text] of INIT_FILES) {
      expect(readFileSync(path.join(proj, rel), 'utf8')).toBe(text);
      expect(init.stdout).toContain(`created ${path.join('proj', rel)}`);
    }
    const run = await runMain(['run'], { cwd: proj });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/3 cases, 9 attempts/);
    expect(run.stdout).toMatch(/passed: every gate met/);
    // The workflow runs the action with the scaffolded config.
    expect(readFileSync(path.join(proj, '.github/workflows/agentci.yml'), 'utf8')).toMatch(
      /uses: agentci\/agentci@v1\n\s+with:\n\s+config: agentci.yaml/,
    );
    const valid = await runMain(['validate'], { cwd: proj });
    expect(valid.code, valid.stderr).toBe(0);
  });

  it('refuses (exit 2) when a file it would write exists, and writes nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-init-'));
    writeFileSync(path.join(dir, 'agent.mjs'), 'mine');
    const r = await runMain(['init'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('agent.mjs already exists');
    expect(readdirSync(dir)).toEqual(['agent.mjs']);
    expect(readFileSync(path.join(dir, 'agent.mjs'), 'utf8')).toBe('mine');
  });
});

describe('agentci validate', () => {
  it('exit 0 when config and suites load, naming what it found', async () => {
    const dir = workdir({
      'agentci.yaml': 'suites: [tests/]\n',
      'cases.jsonl': jsonl([{ id: 'a', input: 'hi', assert: { type: 'contains', value: 'hi' } }]),
    });
    const r = await runMain(['validate', 'cases.jsonl'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('ok: 1 case in 1 suite file\n');
  });

  it('exit 2 on every problem, without starting an agent', async () => {
    const dir = workdir({
      'agentci.yaml': `agent:\n  command: node -e "require('fs').writeFileSync('started', '')"\n`,
      'bad.jsonl': jsonl([
        { id: 'a', input: 'hi', asert: { type: 'contains', value: 'hi' } },
        { id: 'b', input: 'hi', assert: { type: 'contains', valeu: 'hi' } },
      ]),
    });
    const r = await runMain(['validate', 'bad.jsonl', 'missing/'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('missing/: no such file or folder');
    expect(r.stderr).toContain("bad.jsonl:1: unknown field 'asert': did you mean 'assert'?");
    expect(r.stderr).toContain("bad.jsonl:2: assert: unknown field 'valeu': did you mean 'value'?");
    expect(existsSync(path.join(dir, 'started'))).toBe(false);
    const strict = await runMain(['validate', '--strict'], {
      cwd: workdir({ 'x.jsonl': jsonl([{ id: 'a', input: 'hi', extra: 1 }]) }),
    });
    expect(strict.code).toBe(2);
  });
});

describe('agentci run --help', () => {
  it("shows agentci's options only, in four groups, in 60 lines or fewer", async () => {
    const r = await runMain(['run', '--help']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(60);
    const headings = lines.filter((l) => /^\S.*:$/.test(l));
    expect(headings).toEqual(['What to run:', 'The agent:', 'Runs and gates:', 'Reports:']);
    // One line per option: no description wraps.
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(80);
    // No flag of a seed's command line, and nothing "accepted and ignored".
    for (const seed of [
      '--provider',
      '--name',
      '--scripts',
      '--dry-run',
      '--assert',
      '--format',
      ' -n ',
      '--case-json',
      '--before',
    ])
      expect(r.stdout).not.toContain(seed);
    expect(r.stdout).not.toMatch(/no effect|ignored/);
  });
});
