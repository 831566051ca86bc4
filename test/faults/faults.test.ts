import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSchema, type Report } from '../../src/model/report.js';
import { ROOT, runMain, startCli } from '../helpers/cli.js';
import { isAlive, waitGone } from '../helpers/processes.js';

// The CLI against agents that misbehave in every way we know. After each run, every process an
// agent started (their pids are written to PID_DIR) must be gone. The runs go through main()
// in-process; the one test where the runner's own process is the point (SIGKILLed, its agents
// orphaned) starts it as a real child.
const AGENT = `node ${path.join(ROOT, 'test/faults/fault-agent.mjs')}`;

function setup(cases: { id: string; input: string }[]): { dir: string; pidDir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-faults-'));
  const pidDir = path.join(dir, 'pids');
  mkdirSync(pidDir);
  writeFileSync(
    path.join(dir, 'suite.jsonl'),
    cases
      .map((c) => JSON.stringify({ ...c, assert: { type: 'contains', value: 'ok' } }))
      .join('\n') + '\n',
  );
  return { dir, pidDir };
}
const pids = (pidDir: string): number[] =>
  readdirSync(pidDir).map((f) => Number(readFileSync(path.join(pidDir, f), 'utf8')));
/** The pid of `pid`'s parent process. */
const parentOf = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};
/** The command line of `pid`. */
const commandOf = (pid: number): string =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
const report = (file: string): Report => ReportSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
const attempt = (r: Report, id: string) => r.results.find((x) => x.id === id)?.run_details[0];

describe('fault-proof runs: command agents', () => {
  it('crash, hang, SIGTERM ignored, 100 MB, invalid UTF-8, early-closed stdout, forked children: each is one clear attempt, nothing survives', async () => {
    const { dir, pidDir } = setup([
      { id: 'crash', input: 'crash' },
      { id: 'segv', input: 'segv' },
      { id: 'hang', input: 'hang' },
      { id: 'stubborn', input: 'ignore-sigterm' },
      { id: 'flood', input: 'flood' },
      { id: 'bad-utf8', input: 'bad-utf8' },
      { id: 'close-stdout', input: 'close-stdout 300' },
      { id: 'fork', input: 'fork' },
      { id: 'fork-hang', input: 'fork-hang' },
      { id: 'fine', input: 'ok' },
    ]);
    const r = await runMain(
      [
        'run',
        'suite.jsonl',
        '--agent',
        AGENT,
        '--timeout',
        '3s',
        '--parallel',
        '4',
        '--no-results',
        '--report',
        'report.json',
      ],
      {
        cwd: dir,
        env: { PID_DIR: pidDir },
      },
    );
    expect(r.code).toBe(1);
    const rep = report(path.join(dir, 'report.json'));
    expect(attempt(rep, 'crash')).toMatchObject({ status: 'error' });
    expect(attempt(rep, 'crash')?.error).toMatch(/exit(ed)? (with )?(code )?7/);
    expect(attempt(rep, 'crash')?.transcript?.stderr ?? attempt(rep, 'crash')?.error).toContain(
      'crashed on purpose',
    );
    expect(attempt(rep, 'segv')?.status).toBe('error');
    // Through a shell the signal shows as 128 + 11.
    expect(attempt(rep, 'segv')?.error).toMatch(/SIGSEGV|139/);
    expect(attempt(rep, 'hang')?.status).toBe('timeout');
    expect(attempt(rep, 'stubborn')?.status).toBe('timeout');
    expect(attempt(rep, 'flood')?.status).toBe('error');
    expect(attempt(rep, 'flood')?.error).toMatch(/stdout exceeded 10 MiB/);
    // Invalid UTF-8 becomes replacement characters; the report stays valid JSON and the check still runs.
    expect(attempt(rep, 'bad-utf8')?.status).toBe('passed');
    expect(String(attempt(rep, 'bad-utf8')?.output)).toContain('\ufffd');
    expect(attempt(rep, 'close-stdout')?.status).toBe('passed');
    expect(attempt(rep, 'fork')?.status).toBe('passed');
    expect(attempt(rep, 'fork-hang')?.status).toBe('timeout');
    expect(attempt(rep, 'fine')?.status).toBe('passed');
    const started = pids(pidDir);
    expect(started.length).toBeGreaterThanOrEqual(12);
    expect(await waitGone(started)).toEqual([]);
  }, 240_000);

  // Nobody is left to kill the agents' groups: the orphan watchdog (orphan-guard.ts) does.
  it('the runner SIGKILLed mid-run leaves no agent behind', async () => {
    const { dir, pidDir } = setup([
      { id: 'h1', input: 'hang' },
      { id: 'h2', input: 'fork-hang' },
      { id: 'h3', input: 'ignore-sigterm' },
    ]);
    const run = startCli(
      [
        'run',
        'suite.jsonl',
        '--agent',
        AGENT,
        '--timeout',
        '5m',
        '--parallel',
        '3',
        '--results',
        'r.jsonl',
      ],
      { cwd: dir, env: { PID_DIR: pidDir } },
    );
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && readdirSync(pidDir).length < 4)
      await new Promise((r) => setTimeout(r, 100));
    const started = pids(pidDir);
    expect(started.length).toBe(4);
    expect(started.every(isAlive)).toBe(true);
    // Each agent's command string ran through `/bin/sh -c`, started by the runner itself.
    const shells = readdirSync(pidDir)
      .filter((f) => f.endsWith('-agent.pid'))
      .map((f) => parentOf(Number(readFileSync(path.join(pidDir, f), 'utf8'))));
    expect(shells).toHaveLength(3);
    for (const sh of shells) {
      expect(commandOf(sh)).toMatch(/^\/bin\/sh -c /);
      expect(parentOf(sh)).toBe(run.child.pid);
    }
    run.child.kill('SIGKILL');
    await run.done;
    expect(await waitGone(started, 15_000)).toEqual([]);
    // What was written is readable: the start line, and a report that says the run did not finish.
    const again = await runMain(['report', 'r.jsonl', '-o', 'again.json'], { cwd: dir });
    expect(again.code).toBe(3);
    expect(report(path.join(dir, 'again.json')).warnings.join('\n')).toMatch(/did not finish/);
  }, 180_000);
});

describe('fault-proof runs: HTTP agents', () => {
  let server: http.Server;
  let url = '';
  let slowSockets = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        const text = body.includes('reset') ? 'reset' : body.includes('slow') ? 'slow' : 'ok';
        if (text === 'reset') {
          req.socket.destroy();
          return;
        }
        if (text === 'slow') {
          slowSockets++;
          req.socket.on('close', () => slowSockets--);
          setTimeout(
            () =>
              res
                .writeHead(200)
                .end(
                  JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'ok' } }] }),
                ),
            60_000,
          ).unref();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'ok' } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('connection resets become an error after retries; a slow answer times out and its socket is closed', async () => {
    const { dir } = setup([
      { id: 'reset', input: 'reset' },
      { id: 'slow', input: 'slow' },
      { id: 'fine', input: 'fine' },
    ]);
    const r = await runMain(
      [
        'run',
        'suite.jsonl',
        '--agent-url',
        url,
        '--timeout',
        '3s',
        '--no-results',
        '--report',
        'report.json',
      ],
      { cwd: dir },
    );
    expect(r.code).toBe(1);
    const rep = report(path.join(dir, 'report.json'));
    expect(attempt(rep, 'reset')?.status).toBe('error');
    expect(attempt(rep, 'reset')?.error).toMatch(/socket|reset|ECONNRESET|closed/i);
    expect(attempt(rep, 'slow')?.status).toBe('timeout');
    expect(attempt(rep, 'fine')?.status).toBe('passed');
    // The run is over: its pending request's socket must be closed, not left hanging (in-process,
    // no process exit would close it for us).
    const end = Date.now() + 5000;
    while (slowSockets > 0 && Date.now() < end) await new Promise((res) => setTimeout(res, 50));
    expect(slowSockets).toBe(0);
  }, 120_000);
});

// /dev/full answers every write with ENOSPC; without it (not Linux, a container without the device)
// these tests cannot make a write fail, so they are skipped rather than passing without checking.
const NO_DEV_FULL = !existsSync('/dev/full');

describe('fault-proof runs: disk full', () => {
  it.skipIf(NO_DEV_FULL)(
    'a results stream that cannot be written (ENOSPC) is a clear error, exit 3',
    async () => {
      const { dir, pidDir } = setup([{ id: 'fine', input: 'ok' }]);
      const r = await runMain(['run', 'suite.jsonl', '--agent', AGENT, '--results', '/dev/full'], {
        cwd: dir,
        env: { PID_DIR: pidDir },
      });
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(/\/dev\/full.*(no space left|ENOSPC)/i);
      expect(r.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
      expect(await waitGone(pids(pidDir))).toEqual([]);
    },
    60_000,
  );

  it.skipIf(NO_DEV_FULL)(
    'a report that cannot be written is a clear error, exit 3, and the device is left alone',
    async () => {
      const { dir, pidDir } = setup([{ id: 'fine', input: 'ok' }]);
      // A tiny tmpfs would be the real thing but needs root and mount; /dev/full answers ENOSPC the same
      // way. (Reports are written through a temporary name and a rename; a device is written in place,
      // never renamed over.)
      const r = await runMain(
        ['run', 'suite.jsonl', '--agent', AGENT, '--no-results', '--report', '/dev/full'],
        { cwd: dir, env: { PID_DIR: pidDir } },
      );
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(/cannot write (\.\.\/)*\/?dev\/full: no space left on the device/);
      expect(readdirSync('/dev').filter((f) => f.startsWith('full.tmp'))).toEqual([]);
      const { statSync } = await import('node:fs');
      expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
    },
    60_000,
  );
});
