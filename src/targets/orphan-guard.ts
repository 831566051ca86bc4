import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Agents run in their own process groups so a whole tree can be killed when an attempt ends. That
 * works while the runner is alive; if the runner itself is SIGKILLed (an OOM kill, a cancelled CI
 * job) nobody is left to kill them, and a hung agent would live on. So the first agent spawned also
 * starts one small watchdog process per runner: the runner tells it (over its stdin) which groups
 * are alive, and when that pipe closes (the runner exited, however it died) the watchdog SIGKILLs
 * every group still listed, then exits. One process per run, one short write per attempt.
 */
const WATCHDOG = `
const groups = new Set();
let buf = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  buf += d;
  let i;
  while ((i = buf.indexOf('\\n')) >= 0) {
    const line = buf.slice(0, i);
    buf = buf.slice(i + 1);
    const pid = Number(line.slice(1));
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (line[0] === '+') groups.add(pid);
    else groups.delete(pid);
  }
});
const reap = () => {
  for (const g of groups) { try { process.kill(-g, 'SIGKILL'); } catch {} }
  process.exit(0);
};
process.stdin.on('end', reap);
process.stdin.on('error', reap);
process.on('SIGTERM', () => {});
process.on('SIGINT', () => {});
`;

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
      watchdog = spawn(process.execPath, ['-e', WATCHDOG], {
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
