/**
 * `agentci validate` says what `agentci run` would refuse or leave out, and `agentci init` writes
 * its workflow where GitHub reads it: through the bundled CLI (bin/agentci.js → dist/, built by
 * `npm run build`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runBundled } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-validate-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A folder in `dir` holding `files`. */
async function project(name: string, files: Record<string, string>): Promise<string> {
  const at = path.join(dir, name);
  await rm(at, { recursive: true, force: true });
  await mkdir(at, { recursive: true });
  for (const [f, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(at, f)), { recursive: true });
    await writeFile(path.join(at, f), text);
  }
  return at;
}

const jsonl = (cases: object[]) => cases.map((c) => JSON.stringify(c)).join('\n') + '\n';

/** An agent that leaves a `started` file behind: whether any agent ran. */
const MARKING_AGENT = `agent:\n  command: node -e "require('fs').writeFileSync('started', ''); console.log('hi')"\n`;

const SKILL = '---\nname: sk\ndescription: a skill that greets people politely\n---\nSay hi.\n';

/** A skilltest case whose evals need a judge model: a boolean on line 6, a numeric on line 8. */
const JUDGED_CASE = `skill: ../sk
input: hello
evals:
  - type: called
    mock: lookup
  - type: boolean
    criterion: the agent is polite
  - type: numeric
    criterion: politeness
    min: 0
    max: 10
    threshold: 5
mocks:
  - name: lookup
    match: { tool: lookup }
    stub: "ok"
`;

describe('skilltest evals with no judge model', () => {
  it('are a problem of validate and run (exit 2, the first eval named), before any agent starts', async () => {
    const cwd = await project('no-judge', {
      'agentci.yaml': MARKING_AGENT,
      'sk/SKILL.md': SKILL,
      'cases/c.yaml': JUDGED_CASE,
      'cases/d.yaml': JUDGED_CASE,
    });
    const expected =
      'cases/c.yaml:6: evals[1]: boolean and numeric evals need a judge model, and none is configured: add `judge: {model: {provider, model}}` to agentci.yaml (provider scripted for offline runs); 4 evals in 2 cases need it';
    const v = await runBundled(['validate', 'cases'], { cwd });
    expect(v.code, v.stderr).toBe(2);
    expect(v.stdout).toBe('');
    expect(v.stderr).toContain(`error: ${expected}\n`);
    const r = await runBundled(['run', 'cases'], { cwd });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toContain(`  ${expected}\n`);
    expect(existsSync(path.join(cwd, 'started'))).toBe(false);
  });

  it('is no problem with a judge configured, nor for evals that need none', async () => {
    const judge =
      'judge:\n  model:\n    provider: scripted\n    replies: [\'{"value": true, "reason": "ok"}\']\n';
    const cwd = await project('judge', {
      'agentci.yaml': MARKING_AGENT + judge,
      'sk/SKILL.md': SKILL,
      'cases/c.yaml': JUDGED_CASE,
    });
    const v = await runBundled(['validate', 'cases'], { cwd });
    expect(v.code, v.stderr).toBe(0);
    expect(v.stdout).toBe('ok: 1 case in 1 suite file\n');
    const called = await project('called-only', {
      'agentci.yaml': MARKING_AGENT,
      'sk/SKILL.md': SKILL,
      'cases/c.yaml':
        'skill: ../sk\ninput: hello\nevals:\n  - type: not_called\n    mock: lookup\nmocks:\n  - name: lookup\n    match: { tool: lookup }\n    stub: "ok"\n',
    });
    const c = await runBundled(['validate', 'cases'], { cwd: called });
    expect(c.code, c.stderr).toBe(0);
  });

  it("keeps skilltest's meaning under agentci skilltest run: the attempts say it (exit 3)", async () => {
    const cwd = await project('skilltest-door', {
      'agentci.yaml': MARKING_AGENT,
      'sk/SKILL.md': SKILL,
      'cases/c.yaml': JUDGED_CASE,
    });
    const r = await runBundled(['skilltest', 'run', 'cases'], { cwd });
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stdout).toContain('boolean and numeric evals need a judge model');
    expect(existsSync(path.join(cwd, 'started'))).toBe(true);
  });
});

/** The run's "nothing was run" lines, each problem as `error: …` validate says it. */
const problemLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter((l) => l.startsWith('  '))
    .map((l) => `error: ${l.slice(2)}`);

describe('agentci validate: the setup agentci run refuses before any attempt', () => {
  it('a skilltest user: case with no judge or simulator model: the message run gives (exit 2)', async () => {
    const example = path.join(ROOT, 'examples', 'skilltest');
    const cwd = path.join(dir, 'skilltest-example');
    await rm(cwd, { recursive: true, force: true });
    await cp(example, cwd, { recursive: true });
    // The example without its judge and simulators, and without the evals that need a judge
    // (those are the eval check's, said at the first eval).
    const config = await readFile(path.join(cwd, 'agentci.yaml'), 'utf8');
    const at = config.indexOf('\njudge:');
    expect(at).toBeGreaterThan(0);
    await writeFile(path.join(cwd, 'agentci.yaml'), `${config.slice(0, at)}\nruns: 1\n`);
    const booking = await readFile(path.join(cwd, 'booking_multiturn.yaml'), 'utf8');
    const judged = booking.indexOf('  - type: boolean');
    expect(judged).toBeGreaterThan(0);
    await writeFile(path.join(cwd, 'booking_multiturn.yaml'), booking.slice(0, judged));
    const expected =
      'booking_multiturn.yaml:4: user: a simulated user needs a model: add `judge: {model: …}` (the default simulator uses it) or `simulators: {default: {model: …}}` to agentci.yaml';
    const r = await runBundled(['run', 'booking_multiturn.yaml'], { cwd });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(problemLines(r.stderr)).toEqual([`error: ${expected}`]);
    const v = await runBundled(['validate', 'booking_multiturn.yaml'], { cwd });
    expect(v.code, v.stdout + v.stderr).toBe(2);
    expect(v.stdout).toBe('');
    expect(v.stderr).toBe(`error: ${expected}\nagentci: not valid: 1 error\n`);
    // The example as committed is valid.
    const ok = await runBundled(['validate', 'skilltest'], { cwd: path.join(ROOT, 'examples') });
    expect(ok.code, ok.stderr).toBe(0);
  });

  it('thinkingbox tests with a command agent: the message run gives (exit 2)', async () => {
    const args = ['examples/thinkingbox', '--config', 'examples/quickstart/agentci.yaml'];
    const r = await runBundled(['run', ...args], { cwd: ROOT });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    const lines = problemLines(r.stderr);
    expect(lines).toEqual([
      'error: examples/quickstart/agentci.yaml: agent: thinkingbox test files (examples/thinkingbox/test_case/test_cloud_drive.py…) need the built-in harness as the agent: set agent: {harness: {model: …}} in examples/quickstart/agentci.yaml',
    ]);
    const v = await runBundled(['validate', ...args], { cwd: ROOT });
    expect(v.code, v.stdout + v.stderr).toBe(2);
    expect(v.stdout).toBe('');
    expect(v.stderr).toBe(`${lines.join('\n')}\nagentci: not valid: 1 error\n`);
    const ok = await runBundled(['validate', 'examples/thinkingbox'], { cwd: ROOT });
    expect(ok.code, ok.stderr).toBe(0);
  });

  it('starts no agent, and run refuses before starting it', async () => {
    const userCase =
      'skill: ../sk\ninput: hello\nuser:\n  persona: Ann\n  max_turns: 2\nevals:\n  - type: not_called\n    mock: lookup\nmocks:\n  - name: lookup\n    match: { tool: lookup }\n    stub: "ok"\n';
    const cwd = await project('setup-no-agent', {
      'agentci.yaml': MARKING_AGENT,
      'sk/SKILL.md': SKILL,
      'cases/c.yaml': userCase,
    });
    const started = path.join(cwd, 'started');
    const v = await runBundled(['validate', 'cases'], { cwd });
    expect(v.code, v.stdout + v.stderr).toBe(2);
    expect(v.stderr).toContain('error: cases/c.yaml:1: user: a simulated user needs a model');
    expect(existsSync(started)).toBe(false);
    const r = await runBundled(['run', 'cases'], { cwd });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toContain('  cases/c.yaml:1: user: a simulated user needs a model');
    expect(existsSync(started)).toBe(false);
    // With a model for the simulated user the setup is valid, and validate still starts nothing.
    await writeFile(
      path.join(cwd, 'agentci.yaml'),
      `${MARKING_AGENT}simulators:\n  default:\n    model: { provider: scripted, replies: ["[DONE]"] }\n`,
    );
    const ok = await runBundled(['validate', 'cases'], { cwd });
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toBe('ok: 1 case in 1 suite file\n');
    expect(existsSync(started)).toBe(false);
  });
});

describe('agentci validate: what the search left out', () => {
  it('says the left-out note run says; --verbose (-v) names the files', async () => {
    const cwd = await project('left-out', {
      't/c.jsonl': jsonl([{ id: 'a', input: 'hi', expected: 'hi' }]),
      't/data.jsonl': jsonl([{ prompt: 'hi', answer: 'x' }]),
    });
    const note =
      "agentci: left out 1 file the search found (1 data: no line holds a case's id and input); --verbose names them\n";
    const run = await runBundled(['run', 't', '--agent', 'echo hi'], { cwd });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(note);
    const v = await runBundled(['validate', 't'], { cwd });
    expect(v.code, v.stderr).toBe(0);
    expect(v.stderr).toBe(note);
    expect(v.stdout).toBe('ok: 1 case in 1 suite file\n');
    const named =
      "agentci: left out 1 file the search found:\n  t/data.jsonl: data: no line holds a case's id and input\n";
    for (const flag of ['--verbose', '-v']) {
      const verbose = await runBundled(['validate', flag, 't'], { cwd });
      expect(verbose.code, verbose.stderr).toBe(0);
      expect(verbose.stderr).toBe(named);
    }
  });
});

describe('agentci validate: errors and warnings', () => {
  it('marks each line error: or warning:, and shows the warnings beside the errors', async () => {
    const cwd = await project('marked', {
      'ok.jsonl': jsonl([{ id: 'a', input: 'hi', expected: 'hi', extra: 1 }]),
      'bad.jsonl': jsonl([{ id: 'b', input: 'hi', asert: { type: 'contains', value: 'hi' } }]),
    });
    const warn = "warning: ok.jsonl:1: unknown field 'extra', ignored\n";
    const clean = await runBundled(['validate', 'ok.jsonl'], { cwd });
    expect(clean.code).toBe(0);
    expect(clean.stderr).toBe(warn);
    expect(clean.stdout).toBe('ok: 1 case in 1 suite file, 1 warning\n');
    const both = await runBundled(['validate', 'ok.jsonl', 'bad.jsonl'], { cwd });
    expect(both.code).toBe(2);
    expect(both.stderr).toBe(
      "error: bad.jsonl:1: unknown field 'asert': did you mean 'assert'? (agentci refuses a near miss of a known field; `agentci yao` ignores it, as Yao does)\n" +
        warn +
        'agentci: not valid: 1 error, 1 warning\n',
    );
  });
});

describe("agentci.yaml's suites: that match nothing", () => {
  it('are said at their line of the config, as written, with every other problem in one pass', async () => {
    const cwd = await project('config-suites', {
      'agentci.yaml': 'agent:\n  command: echo hi\nsuites: [tests/, missing/, "nomatch/*.jsonl"]\n',
      'tests/c.jsonl': jsonl([{ id: 'a', input: 'hi', expected: 'hi' }]),
    });
    const missing = [
      'agentci.yaml:3: suites[1]: missing/: no such file or folder',
      'agentci.yaml:3: suites[2]: nomatch/*.jsonl: no files match this pattern',
    ];
    const v = await runBundled(['validate'], { cwd });
    expect(v.code).toBe(2);
    expect(v.stderr).toBe(
      `${missing.map((m) => `error: ${m}\n`).join('')}agentci: not valid: 2 errors\n`,
    );
    const r = await runBundled(['run'], { cwd });
    expect(r.code).toBe(2);
    for (const m of missing) expect(r.stderr).toContain(`  ${m}\n`);

    // A field typo and a near miss in a suite too: all of them at once, each at its line.
    await writeFile(
      path.join(cwd, 'agentci.yaml'),
      'agent:\n  command: echo hi\nrnus: 3\nsuites:\n  - tests/\n  - missing/\n',
    );
    await writeFile(path.join(cwd, 'tests/d.jsonl'), jsonl([{ id: 'b', input: 'hi', asert: 1 }]));
    const all = await runBundled(['validate'], { cwd });
    expect(all.code).toBe(2);
    expect(all.stderr).toContain("error: agentci.yaml:3: rnus: unknown field 'rnus'");
    expect(all.stderr).toContain(
      'error: agentci.yaml:6: suites[1]: missing/: no such file or folder\n',
    );
    expect(all.stderr).toContain("error: tests/d.jsonl:1: unknown field 'asert'");
    expect(all.stderr).toContain('agentci: not valid: 3 errors\n');
    const run = await runBundled(['run'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('agentci: 3 problems in the input, nothing was run:\n');
  });

  it("resolves them, exclusions too, against the config's folder", async () => {
    const cwd = await project('config-folder', {
      'sub/agentci.yaml': 'agent:\n  command: echo hi\nsuites: [tests/, "!tests/drafts/**"]\n',
      'sub/tests/c.jsonl': jsonl([{ id: 'a', input: 'hi', expected: 'hi' }]),
      'sub/tests/drafts/d.jsonl': jsonl([{ id: 'b', input: 'hi', asert: 1 }]),
    });
    const v = await runBundled(['validate', '--config', 'sub/agentci.yaml'], { cwd });
    expect(v.code, v.stderr).toBe(0);
    expect(v.stdout).toBe('ok: 1 case in 1 suite file\n');
  });
});

describe('agentci init: the workflow', () => {
  it("goes to the repository root's .github/workflows, config: relative to that root", async () => {
    const repo = await project('repo', {});
    execFileSync('git', ['init', '-q', repo]);
    const init = await runBundled(['init', 'sub/proj'], { cwd: repo });
    expect(init.code, init.stderr).toBe(0);
    expect(existsSync(path.join(repo, 'sub/proj/.github'))).toBe(false);
    const wf = await readFile(path.join(repo, '.github/workflows/agentci.yml'), 'utf8');
    expect(wf).toMatch(
      /# Until agentci's first release there is no v1 tag: pin a commit, agentci\/agentci@<full sha>.\n\s+- uses: agentci\/agentci@v1\n\s+with:\n\s+config: sub\/proj\/agentci.yaml\n/,
    );
    expect(init.stdout).toContain(`created ${path.join('.github', 'workflows', 'agentci.yml')}\n`);
    // What the action does with it: the config's agent and suites, from the repository root.
    const run = await runBundled(['run', '--config', 'sub/proj/agentci.yaml'], { cwd: repo });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    // Never overwritten: a second project in the same repository is refused, nothing written.
    const again = await runBundled(['init', 'sub/other'], { cwd: repo });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('.github/workflows/agentci.yml already exists');
    expect(existsSync(path.join(repo, 'sub/other'))).toBe(false);
  });

  it('goes to the target folder when no folder above holds .git', async () => {
    const plain = await project('plain', {});
    const init = await runBundled(['init', 'proj'], { cwd: plain });
    expect(init.code, init.stderr).toBe(0);
    const wf = await readFile(path.join(plain, 'proj/.github/workflows/agentci.yml'), 'utf8');
    expect(wf).toMatch(/config: agentci.yaml\n/);
  });
});
