import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ReportSchema, type Report } from '../../src/model/report.js';
import { CLI_SRC, ROOT, TSX_LOADER, runCli, startCli, type CliResult } from '../helpers/cli.js';
import { waitGone } from '../helpers/processes.js';
import {
  mountsOf,
  probeTmpfs,
  tryMount,
  unshareTmpfs,
  WRAPPER_FAILURES,
} from '../helpers/tmpfs.js';

// A REAL full disk: a 128 KiB tmpfs that the results stream and the reports fill mid-run (the
// /dev/full tests in faults.test.ts run everywhere; these need a mount: test/helpers/tmpfs.ts says
// how it is made, and when the tests are skipped).
const AGENT = `node ${path.join(ROOT, 'test/faults/fault-agent.mjs')}`;
const SIZE = '128k';
const FS_BYTES = 128 * 1024;

const { mode, why } = probeTmpfs(SIZE);
if (!mode)
  console.warn(
    `disk-full-tmpfs: skipped, no way to mount a tmpfs here (${why}); /dev/full tests still run`,
  );

const mounted: string[] = [];
const workDirs: string[] = [];
/** Stops CLI runs still going after a failed or timed-out test (SIGTERM: the CLI stops its agents). */
const running = new Set<() => void>();
afterEach(() => {
  for (const stop of running) stop();
  running.clear();
  for (const d of mounted.splice(0)) spawnSync('umount', [d]);
  // No tmpfs is left behind, whichever way it was mounted.
  for (const w of workDirs) expect(mountsOf(w)).toEqual([]);
});
afterAll(() => {
  for (const w of workDirs.splice(0)) rmSync(w, { recursive: true, force: true });
});

interface World {
  work: string;
  /** The mount point (empty outside the namespace in unshare mode). */
  disk: string;
  pidDir: string;
}

function setup(cases: { id: string; input: string }[]): World {
  const work = mkdtempSync(path.join(tmpdir(), 'agentci-diskfull-'));
  workDirs.push(work);
  const disk = path.join(work, 'disk');
  const pidDir = path.join(work, 'pids');
  mkdirSync(disk);
  mkdirSync(pidDir);
  writeFileSync(
    path.join(work, 'suite.jsonl'),
    cases
      .map((c) => JSON.stringify({ ...c, assert: { type: 'contains', value: 'ok' } }))
      .join('\n') + '\n',
  );
  return { work, disk, pidDir };
}

/**
 * Runs the CLI (from source, like test/helpers/cli.ts) with a fresh 128 KiB tmpfs on `w.disk`,
 * `copyIn` files copied onto it first. Returns the result, a folder holding what was on the tmpfs
 * when the CLI exited, and the tmpfs' /proc/mounts line as the CLI saw it.
 */
async function runOnTmpfs(
  w: World,
  args: string[],
  copyIn: string[] = [],
): Promise<{ r: CliResult; after: string; mountLine: string }> {
  const env = { ...process.env, NO_COLOR: '1', PID_DIR: w.pidDir };
  if (mode === 'mount') {
    const err = tryMount(w.disk, 'mount', SIZE);
    if (err) throw new Error(`mount failed: ${err}`);
    mounted.push(w.disk);
    for (const f of copyIn) copyFileSync(f, path.join(w.disk, path.basename(f)));
    const mountLine = mountsOf(w.disk).join('\n');
    const run = startCli(args, { cwd: w.work, env: { PID_DIR: w.pidDir } });
    const stop = () => run.child.kill('SIGTERM');
    running.add(stop);
    const r = await run.done;
    running.delete(stop);
    return { r, after: w.disk, mountLine };
  }
  // unshare: the tmpfs lives as long as the namespace, so its content is copied out at the end.
  const after = path.join(w.work, 'disk-after');
  mkdirSync(after);
  const [unshare = 'unshare', ...wrapped] = unshareTmpfs({
    disk: w.disk,
    size: SIZE,
    after,
    copyIn,
    command: [process.execPath, '--import', TSX_LOADER, CLI_SRC, ...args],
  });
  const child = spawn(
    unshare,
    wrapped,
    // Its own process group: the CLI inside sh is reachable for a SIGTERM if the test fails.
    { cwd: w.work, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const stop = () => {
    try {
      process.kill(-(child.pid as number), 'SIGTERM');
    } catch {
      // already gone
    }
  };
  running.add(stop);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const r = await new Promise<CliResult>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  running.delete(stop);
  expect(r.code, `the tmpfs wrapper failed: ${stderr}`).not.toBeOneOf(WRAPPER_FAILURES);
  return { r, after, mountLine: readFileSync(`${after}.mount`, 'utf8').trim() };
}

const pids = (pidDir: string): number[] =>
  readdirSync(pidDir).map((f) => Number(readFileSync(path.join(pidDir, f), 'utf8')));
const readReport = (file: string): Report =>
  ReportSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
const lines = (s: string) => s.split('\n').filter((l) => l !== '');

/** The stream that fitted: complete lines only, each one JSON, a start line first. */
function expectJsonlPrefix(file: string): Record<string, unknown>[] {
  const text = readFileSync(file, 'utf8');
  expect(text.length).toBeGreaterThan(0);
  expect(text.endsWith('\n')).toBe(true);
  const recs = lines(text).map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(recs[0]?.type).toBe('start');
  return recs;
}

function expectOneClearError(stderr: string, file: RegExp): void {
  expect(stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
  const errs = stderr.split('\n').filter((l) => /no space left|ENOSPC/i.test(l));
  expect(errs.length).toBeGreaterThanOrEqual(1);
  for (const e of errs) expect(e).toMatch(/^agentci: cannot write /);
  expect(
    errs.some((e) => file.test(e) && /no space left on (the )?device \(ENOSPC\)/.test(e)),
  ).toBe(true);
}

const big = (n: number, bytes: number, delayMs: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `b${String(i).padStart(2, '0')}`,
    input: `big ${bytes} ${delayMs}`,
  }));

describe.skipIf(!mode)(`disk full for real: a ${SIZE} tmpfs (${mode ?? 'skipped'})`, () => {
  it('the results stream fills the disk mid-run: exit 3, one clear line, agents stopped, a readable prefix, the other reports still written', async () => {
    // Two agents that never answer hold two slots: the run must stop them, not wait 5 minutes.
    const w = setup([
      { id: 'h1', input: 'hang' },
      { id: 'h2', input: 'fork-hang' },
      ...big(20, 18000, 100),
    ]);
    const stream = path.join(w.disk, 'r.jsonl');
    const { r, after, mountLine } = await runOnTmpfs(w, [
      'run',
      'suite.jsonl',
      '--agent',
      AGENT,
      '--timeout',
      '5m',
      '--parallel',
      '4',
      '--results',
      stream,
      '--report',
      'report.json',
      '--junit',
      'junit.xml',
      '--markdown',
      'report.md',
    ]);
    expect(mountLine).toMatch(new RegExp(`^tmpfs ${w.disk} tmpfs .*size=${SIZE}`));
    expect(r.code).toBe(3);
    expectOneClearError(r.stderr, new RegExp(`cannot write results to ${stream}:`));
    expect(lines(r.stderr).filter((l) => l.startsWith('agentci:'))).toHaveLength(1);

    // Every agent, including the hanging ones and a forked child, is gone.
    const started = pids(w.pidDir);
    expect(started.length).toBeGreaterThanOrEqual(5);
    expect(await waitGone(started, 15_000)).toEqual([]);

    // What fitted is a JSONL prefix of complete lines: the start line and some results, no summary.
    const recs = expectJsonlPrefix(path.join(after, 'r.jsonl'));
    const streamed = recs.filter((x) => x.type === 'result');
    expect(streamed.length).toBeGreaterThanOrEqual(1);
    expect(recs.some((x) => x.type === 'summary')).toBe(false);
    // It filled the disk (not some other error): it holds most of the 128 KiB.
    expect(readFileSync(path.join(after, 'r.jsonl')).length).toBeGreaterThan(FS_BYTES / 2);
    expect(readdirSync(after)).toEqual(['r.jsonl']);

    // The reports elsewhere are written and say why the run failed.
    const rep = readReport(path.join(w.work, 'report.json'));
    expect(rep.gate.exit_code).toBe(3);
    expect(rep.gate.reasons.map((x) => x.message).join('\n')).toMatch(
      /cannot write results to .*r\.jsonl: no space left on the device \(ENOSPC\); the run was stopped/,
    );
    const attempts = rep.results.flatMap((x) => x.run_details);
    expect(attempts.filter((a) => a.status === 'passed').length).toBeGreaterThanOrEqual(
      streamed.filter((x) => x.status === 'passed').length,
    );
    for (const id of ['h1', 'h2'])
      expect(rep.results.find((x) => x.id === id)?.run_details[0]).toMatchObject({
        status: 'skipped',
        error: expect.stringMatching(/cancelled: the run was stopped/),
      });
    expect(attempts.some((a) => a.error === 'not run: the run was stopped')).toBe(true);
    expect(readFileSync(path.join(w.work, 'junit.xml'), 'utf8')).toMatch(/<\/testsuites>\s*$/);
    expect(readFileSync(path.join(w.work, 'report.md'), 'utf8')).toMatch(/no space left/);

    // `agentci report` renders the stream cut short.
    const again = await runCli(['report', path.join(after, 'r.jsonl'), '-o', 'again.json'], {
      cwd: w.work,
    });
    expect(again.code).toBe(3);
    const rebuilt = readReport(path.join(w.work, 'again.json'));
    expect(rebuilt.warnings.join('\n')).toMatch(/did not finish/);
    expect(rebuilt.warnings.join('\n')).not.toMatch(/incomplete/);
    expect(
      rebuilt.results.flatMap((x) => x.run_details).filter((a) => a.status === 'passed'),
    ).toHaveLength(streamed.filter((x) => x.status === 'passed').length);
  }, 180_000);

  it('agentci yao: the default stream beside the input fills the disk: the same clear error, a readable prefix', async () => {
    const w = setup(big(14, 18000, 50));
    // The suite sits on the tmpfs, so the default output-<timestamp>.jsonl (Yao's report) and the
    // stream beside it (output-<timestamp>.results.jsonl) go there too.
    const { r, after } = await runOnTmpfs(
      w,
      ['yao', path.join(w.disk, 'suite.jsonl'), '--agent', AGENT, '--parallel', '2'],
      [path.join(w.work, 'suite.jsonl')],
    );
    expect(r.code).toBe(3);
    expectOneClearError(r.stderr, /cannot write results to .*\/output-\d{14}\.results\.jsonl:/);
    expect(await waitGone(pids(w.pidDir), 15_000)).toEqual([]);
    const out = readdirSync(after).filter((f) => /^output-\d{14}\.results\.jsonl$/.test(f));
    expect(out).toHaveLength(1);
    const recs = expectJsonlPrefix(path.join(after, out[0] as string));
    expect(recs.filter((x) => x.type === 'result').length).toBeGreaterThanOrEqual(1);
  }, 180_000);

  it('reports fill the disk after a complete run: exit 3, a line per report that did not fit, the others written, no half files', async () => {
    const w = setup(big(24, 8000, 0));
    const on = (f: string) => path.join(w.disk, f);
    const { r, after } = await runOnTmpfs(w, [
      'run',
      'suite.jsonl',
      '--agent',
      AGENT,
      '--results',
      'r.jsonl',
      '--report',
      on('report.json'),
      '--html',
      on('report.html'),
      '--junit',
      on('junit.xml'),
      '--markdown',
      on('report.md'),
    ]);
    expect(r.code).toBe(3);
    // The JSON report holds every answer (24 × 8 KB): it cannot fit in 128 KiB.
    expectOneClearError(r.stderr, /cannot write .*disk\/report\.json:/);
    expect(await waitGone(pids(w.pidDir), 15_000)).toEqual([]);
    // The run itself finished: the stream elsewhere is complete, every case passed.
    const recs = expectJsonlPrefix(path.join(w.work, 'r.jsonl'));
    expect(recs.at(-1)).toMatchObject({ type: 'summary', passed: 24 });
    // Each report is either complete under its name or named in its own error line; never half.
    const files = readdirSync(after);
    expect(files.filter((f) => f.includes('.tmp-'))).toEqual([]);
    expect(files).not.toContain('report.json');
    const complete: Record<string, RegExp> = {
      'report.html': /<\/html>\s*$/,
      'junit.xml': /<\/testsuites>\s*$/,
      'report.md': /24/,
    };
    for (const [f, end] of Object.entries(complete)) {
      if (files.includes(f)) expect(readFileSync(path.join(after, f), 'utf8')).toMatch(end);
      else
        expect(r.stderr).toMatch(
          new RegExp(`cannot write .*${f.replace('.', '\\.')}: no space left`),
        );
    }
    // The small Markdown summary fits once the JSON report's temporary file is removed.
    expect(files).toContain('report.md');
    expect(r.stdout).toMatch(/wrote .*report\.md/);
  }, 180_000);

  it('stream and reports on the same full disk: the run stops, every file that could not be written has its line, exit 3', async () => {
    const w = setup(big(14, 18000, 50));
    const on = (f: string) => path.join(w.disk, f);
    const { r, after } = await runOnTmpfs(w, [
      'run',
      'suite.jsonl',
      '--agent',
      AGENT,
      '--results',
      on('r.jsonl'),
      '--report',
      on('report.json'),
      '--markdown',
      on('report.md'),
    ]);
    expect(r.code).toBe(3);
    expectOneClearError(r.stderr, /cannot write results to .*disk\/r\.jsonl:/);
    expect(r.stderr).toMatch(
      /cannot write .*disk\/report\.json: no space left on the device \(ENOSPC\)/,
    );
    expect(await waitGone(pids(w.pidDir), 15_000)).toEqual([]);
    expectJsonlPrefix(path.join(after, 'r.jsonl'));
    const files = readdirSync(after);
    expect(files.filter((f) => f.includes('.tmp-'))).toEqual([]);
    expect(files).not.toContain('report.json');
    if (!files.includes('report.md'))
      expect(r.stderr).toMatch(/cannot write .*report\.md: no space left/);
    expect(existsSync(path.join(w.work, 'report.json'))).toBe(false);
  }, 180_000);
});
