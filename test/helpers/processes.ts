import { readFileSync } from 'node:fs';

/** True when the process exists and is not a zombie (a killed child not yet reaped still answers kill 0). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Waits until every pid is gone, up to `ms`; returns the ones still alive. */
export async function waitGone(pids: number[], ms = 5000): Promise<number[]> {
  const end = Date.now() + ms;
  for (;;) {
    const alive = pids.filter(isAlive);
    if (alive.length === 0 || Date.now() > end) return alive;
    await new Promise((r) => setTimeout(r, 50));
  }
}
