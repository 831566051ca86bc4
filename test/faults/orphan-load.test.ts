/**
 * No agent outlives a SIGKILLed runner, on a busy machine too. The bundled CLI (bin/agentci.js, what
 * a user runs) is started and SIGKILLed again and again while two busy loops keep both cores of a
 * CI machine occupied, at three moments: by its own agent the instant that agent starts (the runner
 * has just spawned it and done nothing since), as soon as the first agent is running, and once
 * every agent is running. After each kill, every process the run started (they all carry a marker
 * in their environment, agents, their shells, their children and the orphan watchdog alike) must
 * be gone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { isAlive } from '../helpers/processes.js';

const BIN = path.join(ROOT, 'bin', 'agentci.js');
const AGENT = `node ${path.join(ROOT, 'test/faults/fault-agent.mjs')}`;
const ROUNDS = 21;
const MARK = 'AGENTCI_TEST_KILL_ROUND';

const busy: ChildProcess[] = [];
let dir: string;

beforeAll(() => {
  // Both cores busy for the whole test, at the runner's own priority. Each loop also ends by itself
  // after 15 minutes or when this test process is gone, whatever happens to the test.
  const loop =
    'const parent = process.ppid, end = Date.now() + 15 * 60_000;' +
    'for (let i = 1; ; i++) if (i % 1e6 === 0 && (Date.now() > end || process.ppid !== parent)) break;';
  for (let i = 0; i < 2; i++) busy.push(spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }));
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-orphan-load-'));
});

afterAll(() => {
  for (const b of busy) if (b.pid !== undefined && isAlive(b.pid)) b.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Live (not zombie) processes whose environment carries `MARK=round`. */
function marked(round: string): { pid: number; cmd: string }[] {
  const found: { pid: number; cmd: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const env = readFileSync(`/proc/${name}/environ`, 'utf8').split('\0');
      if (!env.includes(`${MARK}=${round}`) || !isAlive(Number(name))) continue;
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      found.push({ pid: Number(name), cmd });
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(cond: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) return false;
    await sleep(20);
  }
  return true;
}

type Moment = 'by its agent' | 'first agent running' | 'all agents running';
const MOMENTS: Moment[] = ['by its agent', 'first agent running', 'all agents running'];

it(`the runner SIGKILLed ${ROUNDS} times with both cores busy leaves no agent behind`, async () => {
  const survivors: string[] = [];
  const kills: Record<Moment, number> = {
    'by its agent': 0,
    'first agent running': 0,
    'all agents running': 0,
  };
  for (let i = 0; i < ROUNDS; i++) {
    const moment = MOMENTS[i % MOMENTS.length];
    const round = `${process.pid}-${i}`;
    const work = path.join(dir, String(i));
    const pidDir = path.join(work, 'pids');
    mkdirSync(pidDir, { recursive: true });
    const cases = [
      ...(moment === 'by its agent' ? [{ id: 'killer', input: 'kill-runner' }] : []),
      { id: 'h1', input: 'hang' },
      { id: 'h2', input: 'fork-hang' },
      { id: 'h3', input: 'ignore-sigterm' },
    ];
    writeFileSync(
      path.join(work, 'suite.jsonl'),
      cases
        .map((c) => JSON.stringify({ ...c, assert: { type: 'contains', value: 'ok' } }))
        .join('\n') + '\n',
    );
    const runner = spawn(
      process.execPath,
      [
        BIN,
        'run',
        'suite.jsonl',
        '--agent',
        AGENT,
        '--timeout',
        '5m',
        '--parallel',
        '4',
        '--no-results',
      ],
      {
        cwd: work,
        env: { ...process.env, NO_COLOR: '1', PID_DIR: pidDir, [MARK]: round },
        stdio: 'ignore',
      },
    );
    const exited = new Promise<NodeJS.Signals | null>((r) =>
      runner.once('exit', (_code, signal) => r(signal)),
    );
    const started = () => readdirSync(pidDir).length;
    if (moment === 'by its agent') {
      // The killer agent does it; the runner must be dead within the minute.
      expect(await Promise.race([exited, sleep(60_000).then(() => 'still running')])).toBe(
        'SIGKILL',
      );
    } else {
      const want = moment === 'first agent running' ? 1 : 4;
      expect(await waitFor(() => started() >= want, 60_000), `round ${i}: agents started`).toBe(
        true,
      );
      // The marker reaches every agent (so the check below can fail): each one running is found.
      const agents = readdirSync(pidDir)
        .map((f) => Number(readFileSync(path.join(pidDir, f), 'utf8')))
        .filter((pid) => pid > 0);
      const running = marked(round).map((p) => p.pid);
      for (const pid of agents) expect(running).toContain(pid);
      runner.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
    }
    kills[moment]++;
    // The watchdog itself starts and exits within seconds even on a busy machine; 20 s is a bound.
    if (!(await waitFor(() => marked(round).length === 0, 20_000))) {
      const left = marked(round);
      survivors.push(`round ${i} (${moment}): ${left.map((p) => `${p.pid} ${p.cmd}`).join('; ')}`);
      for (const p of left) process.kill(p.pid, 'SIGKILL');
    }
  }
  expect(survivors).toEqual([]);
  expect(kills).toEqual({ 'by its agent': 7, 'first agent running': 7, 'all agents running': 7 });
  // The busy loops ran the whole time.
  expect(busy.every((b) => b.pid !== undefined && isAlive(b.pid))).toBe(true);
}, 900_000);
