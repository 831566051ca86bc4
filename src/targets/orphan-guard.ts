import { spawn, type ChildProcess } from 'node:child_process';
import { programArgs } from '../program-source.js';

/**
 * Agents run in their own process groups so a whole tree can be killed when an attempt ends. That
 * works while the runner is alive; if the runner itself is SIGKILLed (an OOM kill, a cancelled CI
 * job) nobody is left to kill them, and a hung agent would live on. So the first agent spawned also
 * starts one small watchdog process per runner: the runner tells it (over its stdin) which groups
 * are alive, and when that pipe closes (the runner exited, however it died) the watchdog SIGKILLs
 * every group still listed, then exits (src/programs/orphan-watchdog.ts). One process per run, one
 * short write per attempt.
 */
let watchdog: ChildProcess | undefined;
let broken = false;
let pending = '';

/**
 * Lines are sent once per event-loop turn: attempts that start and end together share one write
 * (a pipe write costs a syscall, and hundreds of them add up on a busy runner).
 */
function send(line: string): void {
  if (process.platform === 'win32' || broken) return;
  if (pending === '') setImmediate(flush);
  pending += line;
}

function flush(): void {
  const lines = pending;
  pending = '';
  if (lines === '' || broken) return;
  try {
    if (!watchdog) {
      watchdog = spawn(process.execPath, programArgs('orphan-watchdog'), {
        stdio: ['pipe', 'ignore', 'ignore'],
        detached: true,
      });
      watchdog.on('error', () => (broken = true));
      watchdog.stdin?.on('error', () => (broken = true));
      // Neither the process nor its pipe may keep the runner alive.
      watchdog.unref();
      (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    }
    watchdog.stdin?.write(lines);
  } catch {
    broken = true;
  }
}

/** The agent's process group is alive: kill it if the runner dies first. */
export function guardGroup(pid: number | undefined): void {
  if (pid) send(`+${pid}\n`);
}

/** The group is gone (killed and reaped by the attempt): forget it. */
export function releaseGroup(pid: number | undefined): void {
  if (pid) send(`-${pid}\n`);
}
