/**
 * What a user reads in the terminal and the report files, through the bundled CLI
 * (bin/agentci.js → dist/, built by `npm run build`).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/model/report.js';
import { runBundled } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-terminal-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A folder in `dir` holding `files`. */
async function project(name: string, files: Record<string, string>): Promise<string> {
  const at = path.join(dir, name);
  await rm(at, { recursive: true, force: true });
  for (const [f, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(at, f)), { recursive: true });
    await writeFile(path.join(at, f), text);
  }
  return at;
}

const jsonl = (cases: object[]) => cases.map((c) => JSON.stringify(c)).join('\n') + '\n';

describe('a crashed agent', () => {
  it('shows the line that says why (the Error line), keeps the stderr tail once in report.json', async () => {
    const cwd = await project('crash', {
      'cases.jsonl': jsonl([
        { id: 'hello', input: 'hi', assert: { type: 'contains', value: 'hi' } },
      ]),
    });
    const r = await runBundled(
      [
        'run',
        'cases.jsonl',
        '--agent',
        'node agnet.mjs',
        '--runs',
        '2',
        '--report',
        'report.json',
        '--no-results',
      ],
      { cwd },
    );
    expect(r.code).toBe(1);
    const missing = `Error: Cannot find module '${path.join(cwd, 'agnet.mjs')}'`;
    // The progress line and the final table's detail both name the missing module.
    expect(r.stdout).toContain(`! hello  0/2`);
    expect(r.stdout).toContain(`run 1: error: exited with code 1; stderr: ${missing}\n`);
    expect(r.stdout).not.toMatch(/Node\.js v\d/);
    expect(r.stdout).not.toContain('stderr: }');
    const report = ReportSchema.parse(
      JSON.parse(await readFile(path.join(cwd, 'report.json'), 'utf8')),
    );
    const attempt = report.results[0]?.run_details[0];
    expect(attempt?.error).toBe(`exited with code 1; stderr: ${missing}`);
    // The tail, once: in the transcript, with Node's stack and footer; the error holds one line.
    expect(attempt?.transcript?.stderr).toMatch(/^node:internal\/modules\/cjs\/loader:\d+\n/);
    expect(attempt?.transcript?.stderr).toMatch(/Node\.js v\d+\.\d+\.\d+\n$/);
    const json = await readFile(path.join(cwd, 'report.json'), 'utf8');
    expect(json.split('MODULE_NOT_FOUND').length - 1).toBe(2); // one stderr per attempt, 2 attempts
  });
});

describe('a flaky case', () => {
  it('says why it flakes in the final table and in the Markdown summary', async () => {
    // Even runs answer Lyon: the check that separates them is the explanation.
    const cwd = await project('flaky', {
      'agent.mjs':
        "process.stdout.write(Number(process.env.AGENTCI_RUN) % 2 === 0 ? 'Lyon' : 'Paris');\n",
      'cases.jsonl': jsonl([
        {
          id: 'capital',
          input: 'capital of France?',
          threshold: 0.5,
          assert: { type: 'contains', value: 'Paris' },
        },
      ]),
    });
    const r = await runBundled(
      [
        'run',
        'cases.jsonl',
        '--agent',
        'node agent.mjs',
        '--runs',
        '4',
        '-o',
        'summary.md',
        '--no-results',
      ],
      { cwd },
    );
    const why =
      'runs 2, 4 failed: `contains "Paris"` failed; passing runs passed it (expected output to contain "Paris" but it did not; output starts: "Lyon")';
    expect(r.stdout).toContain(`      why it flakes: ${why}\n`);
    const md = await readFile(path.join(cwd, 'summary.md'), 'utf8');
    expect(md).toContain(`Why they flake:\n\n- **capital**: ${why}\n`);
  });
});

describe('a long run in a CI log (stdout not a terminal)', () => {
  it('prints a heartbeat line at the --heartbeat interval while a slow agent runs', async () => {
    const cwd = await project('slow', {
      'agent.mjs': "setTimeout(() => process.stdout.write('ok'), 1200);\n",
      'cases.jsonl': jsonl([
        { id: 'slow', input: 'go', assert: { type: 'contains', value: 'ok' } },
      ]),
    });
    const r = await runBundled(
      [
        'run',
        'cases.jsonl',
        '--agent',
        'node agent.mjs',
        '--runs',
        '2',
        '--parallel',
        '1',
        '--heartbeat',
        '250ms',
        '--no-results',
      ],
      { cwd },
    );
    expect(r.code).toBe(0);
    const beats = r.stdout.split('\n').filter((l) => l.startsWith('  … '));
    expect(beats.length).toBeGreaterThanOrEqual(2);
    // Times in the final table's wording (formatMs: "250ms", "1.2s", "1.1m"), nothing else.
    const time = String.raw`(?:\d+ms|\d+(?:\.\d)?[smh])`;
    expect(beats[0]).toMatch(
      new RegExp(
        String.raw`^ {2}… 0/2 attempts done, 1 running, ${time} elapsed, no estimate before the first attempt ends$`,
      ),
    );
    expect(beats.at(-1)).toMatch(
      new RegExp(
        String.raw`^ {2}… 1/2 attempts done, 1 running, ${time} elapsed, about ${time} left$`,
      ),
    );
    expect(r.stdout).toMatch(new RegExp(String.raw`passed · ${time}\n`));
  });

  it('rejects a --heartbeat that is not a duration (exit 2, nothing runs)', async () => {
    const r = await runBundled(['run', 'x.jsonl', '--agent', 'true', '--heartbeat', 'often'], {
      cwd: dir,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--heartbeat.*not a duration: "often"/);
  });
});

describe('colour (stdout a pipe, as in a CI log)', () => {
  const GREEN_TICK = '\u001b[32m✓\u001b[39m';
  const none = { NO_COLOR: undefined, FORCE_COLOR: undefined, GITHUB_ACTIONS: undefined };
  it.each([
    ['GITHUB_ACTIONS=true', { GITHUB_ACTIONS: 'true' }, [], true],
    ['FORCE_COLOR=1', { FORCE_COLOR: '1' }, [], true],
    ['nothing set (a plain pipe)', {}, [], false],
    ['NO_COLOR wins over GITHUB_ACTIONS', { GITHUB_ACTIONS: 'true', NO_COLOR: '1' }, [], false],
    ['NO_COLOR wins over FORCE_COLOR', { FORCE_COLOR: '1', NO_COLOR: '1' }, [], false],
    [
      'FORCE_COLOR=0 turns it off in Actions',
      { GITHUB_ACTIONS: 'true', FORCE_COLOR: '0' },
      [],
      false,
    ],
    ['--color always wins over NO_COLOR', { NO_COLOR: '1' }, ['--color', 'always'], true],
    ['--color never wins over FORCE_COLOR', { FORCE_COLOR: '1' }, ['--color', 'never'], false],
  ] as const)('%s', async (_name, env, flags, coloured) => {
    const cwd = await project('colour', {
      'cases.jsonl': jsonl([
        { id: 'echo', input: 'hi', assert: { type: 'contains', value: 'hi' } },
      ]),
    });
    const r = await runBundled(
      ['run', 'cases.jsonl', '--agent', 'cat', '--no-results', '--heartbeat', '0', ...flags],
      { cwd, env: { ...none, ...env } },
    );
    expect(r.code).toBe(0);
    expect(r.stdout.includes(GREEN_TICK)).toBe(coloured);
    expect(r.stdout.includes('\u001b[')).toBe(coloured);
  });
});

describe('wording', () => {
  it('counts one case, one attempt and one run in the singular (terminal and summary)', async () => {
    const cwd = await project('one', {
      'cases.jsonl': jsonl([
        { id: 'echo', input: 'hi', assert: { type: 'contains', value: 'hi' } },
      ]),
    });
    const r = await runBundled(
      ['run', 'cases.jsonl', '--agent', 'cat', '-o', 'summary.md', '--no-results'],
      { cwd },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^agentci: 1 case, 1 attempt against cat\n/);
    expect(r.stdout).toMatch(/\n {2}1 case: 1 passed, 0 failed, 0 skipped, 0 flaky · 1 attempt, /);
    const md = await readFile(path.join(cwd, 'summary.md'), 'utf8');
    expect(md).toContain(' · 1 run per case\n');
    expect(`${r.stdout}${md}`).not.toMatch(/\b1 (cases|attempts|runs)\b/);
  });

  it('a timeout: its status said once; a case that failed every run is `failing`, not highly unstable', async () => {
    const cwd = await project('timeout', {
      'cases.jsonl': jsonl([
        { id: 'slow', input: 'hi', timeout: '300ms', assert: { type: 'contains', value: 'hi' } },
      ]),
    });
    const r = await runBundled(
      [
        'run',
        'cases.jsonl',
        '--agent',
        'sleep 5',
        '--runs',
        '2',
        '--report',
        'r.json',
        '--no-results',
      ],
      { cwd },
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '      run 1: timeout after 300ms: no answer, the agent was stopped\n',
    );
    expect(r.stdout).not.toMatch(/timeout: timeout/);
    expect(r.stdout).toMatch(/! slow +0\/2 +0\.0% +failing +fail /);
    const report = ReportSchema.parse(JSON.parse(await readFile(path.join(cwd, 'r.json'), 'utf8')));
    expect(report.results[0]?.class).toBe('failing');
  });

  it('a problem of no file starts at its field, not at ": "', async () => {
    const cwd = await project('no-agent', {
      'cases.jsonl': jsonl([{ id: 'a', input: 'hi', assert: { type: 'contains', value: 'hi' } }]),
    });
    const r = await runBundled(['run', 'cases.jsonl', '--no-results'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\n {2}agent: no agent to test: pass --agent/);
    expect(r.stderr).not.toMatch(/(^|\n) *: /);
  });

  it('a did-you-mean suggests only keys valid where the typo stands', async () => {
    // An HTTP agent: `modle` is its `model` (not a command agent's `mode`), and `comand` is no key
    // of an HTTP agent at all.
    const cwd = await project('typo', {
      'cases.jsonl': jsonl([{ id: 'a', input: 'hi', assert: { type: 'contains', value: 'hi' } }]),
      'agentci.yaml': 'agent:\n  url: http://127.0.0.1:9/v1\n  modle: gpt-4o\n  comand: x\n',
    });
    const r = await runBundled(['run', 'cases.jsonl', '--no-results'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "agentci.yaml:3: agent.modle: unknown field 'modle' (did you mean 'model'?)",
    );
    expect(r.stderr).toMatch(/agentci\.yaml:4: agent\.comand: unknown field 'comand'\n/);
    // A command agent: there `mode` is the near key.
    await writeFile(path.join(cwd, 'agentci.yaml'), 'agent:\n  command: cat\n  modle: session\n');
    const c = await runBundled(['run', 'cases.jsonl', '--no-results'], { cwd });
    expect(c.stderr).toContain("agent.modle: unknown field 'modle' (did you mean 'mode'?)");
  });
});
