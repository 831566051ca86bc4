/*
 * The orphan watchdog (see src/targets/orphan-guard.ts), a program of its own: run by
 * `node --input-type=module -e <this file compiled>`, one per runner. Its stdin carries one line per
 * agent process group, `+PID` when it starts and `-PID` when it is gone; when stdin ends (the
 * runner exited, however it died) every group still listed is SIGKILLed. It imports nothing but
 * Node's own modules: it runs as one string.
 */
import process from 'node:process';

const groups = new Set<number>();
let buf = '';

process.stdin.setEncoding('utf8');
process.stdin.on('data', (d: string) => {
  buf += d;
  let i: number;
  while ((i = buf.indexOf('\n')) >= 0) {
    const line = buf.slice(0, i);
    buf = buf.slice(i + 1);
    const pid = Number(line.slice(1));
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (line[0] === '+') groups.add(pid);
    else groups.delete(pid);
  }
});

function reap(): void {
  for (const g of groups) {
    try {
      process.kill(-g, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exit(0);
}

process.stdin.on('end', reap);
process.stdin.on('error', reap);
// Terminal signals are meant for the runner; the watchdog outlives it on purpose.
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);
