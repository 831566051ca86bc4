/*
 * The orphan watchdog (see src/targets/orphan-guard.ts), a program of its own: run by
 * `node --input-type=module -e <this file compiled> <token>`, one per runner. Its stdin carries one
 * line per agent process group, `+PID` when it starts and `-PID` when it is gone; when stdin ends
 * (the runner exited, however it died) every group still listed is SIGKILLed, and on Linux so is
 * every process whose environment carries `AGENTCI_ORPHAN_GUARD=<token>`: the agents the runner
 * had started but not yet announced when it died, and their children, in their group or not. It
 * imports nothing but Node's own modules: it runs as one string.
 */
import { readdirSync, readFileSync } from 'node:fs';
import process from 'node:process';

const token = process.argv[1] ?? '';
const mark = `AGENTCI_ORPHAN_GUARD=${token}`;
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

function kill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Live processes that carry this runner's token (a zombie's environ reads empty, so killed ones
 * drop out). Empty where there is no /proc, or for an empty token.
 */
function marked(): number[] {
  if (token === '') return [];
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'latin1').split('\0').includes(mark))
        found.push(pid);
    } catch {
      // gone, or another user's
    }
  }
  return found;
}

const pause = new Int32Array(new SharedArrayBuffer(4));

function reap(): void {
  for (const g of groups) kill(-g);
  // A marked process may be forking as it is killed: its new child carries the mark too, and the
  // next pass finds it. Bounded, so the watchdog always exits.
  for (let pass = 0; pass < 50; pass++) {
    const left = marked();
    if (left.length === 0) break;
    for (const pid of left) kill(pid);
    // Give the kernel a moment to turn the killed into zombies before looking again.
    Atomics.wait(pause, 0, 0, 20);
  }
  process.exit(0);
}

process.stdin.on('end', reap);
process.stdin.on('error', reap);
// Terminal signals are meant for the runner; the watchdog outlives it on purpose.
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);
