/**
 * The orphan watchdog against a runner that dies at the worst moments (test/faults/runner-dies.ts):
 * in the same synchronous step that spawned its agents, and after spawning agents it never
 * announced, one of whose children left the agent's process group and session. Nothing may be left.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT, TSX_LOADER } from '../helpers/cli.js';
import { isAlive, waitGone } from '../helpers/processes.js';

const RUNNER = path.join(ROOT, 'test', 'faults', 'runner-dies.ts');
let dir: string;
/** Every pid seen, so a failing test leaves nothing running either. */
const seen: number[] = [];
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-orphan-guard-'));
});
afterAll(() => {
  for (const pid of seen.filter(isAlive)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the dying runner; returns its shells' pids and every pid its agents wrote. */
async function dieAfter(mode: 'same-tick' | 'unannounced') {
  const work = path.join(dir, mode);
  const pidDir = path.join(work, 'pids');
  mkdirSync(pidDir, { recursive: true });
  const shellsFile = path.join(work, 'shells.json');
  const runner = spawn(process.execPath, ['--import', TSX_LOADER, RUNNER, mode, shellsFile], {
    cwd: work,
    env: { ...process.env, PID_DIR: pidDir },
    stdio: 'ignore',
  });
  const signal = await new Promise((r) => runner.once('exit', (_c, s) => r(s)));
  expect(signal).toBe('SIGKILL');
  const shells = JSON.parse(readFileSync(shellsFile, 'utf8')) as number[];
  expect(shells).toHaveLength(3);
  seen.push(...shells);
  const agents = () => {
    const pids = readdirSync(pidDir).map(Number);
    seen.push(...pids);
    return pids;
  };
  return { shells, agents };
}

it('a runner SIGKILLed in the same step that spawned its agents leaves none of them', async () => {
  const { shells, agents } = await dieAfter('same-tick');
  expect(await waitGone(shells, 20_000)).toEqual([]);
  // An agent that got as far as starting is gone as well (one that did not never will).
  expect(await waitGone(agents(), 20_000)).toEqual([]);
});

it('agents the watchdog was never told about, and a child that left their group, are killed too', async () => {
  const { shells, agents } = await dieAfter('unannounced');
  const started = agents();
  // Three agents and the child that called setsid: all running when the runner died.
  expect(started).toHaveLength(4);
  expect(await waitGone([...shells, ...started], 20_000)).toEqual([]);
  expect(started.some(isAlive)).toBe(false);
});
