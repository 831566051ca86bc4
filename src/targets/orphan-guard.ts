import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { programArgs } from '../program-source.js';

/**
 * Agents run in their own process groups so a whole tree can be killed when an attempt ends. That
 * works while the runner is alive; if the runner itself is SIGKILLed (an OOM kill, a cancelled CI
 * job) nobody is left to kill them, and a hung agent would live on. So each runner has one small
 * watchdog process (src/programs/orphan-watchdog.ts): the runner tells it (over its stdin) which
 * groups are alive, and when that pipe closes (the runner exited, however it died) the watchdog
 * SIGKILLs every group still listed, then exits.
 *
 * A runner can die at any instant, so nothing may depend on it living a moment longer:
 * - the watchdog is started before the first agent, never after it (started lazily after the
 *   agent, a runner killed in between, or while the watchdog's program was still being compiled
 *   from source, left every agent behind);
 * - a group is announced in the same synchronous step that spawned it, not on a later event-loop
 *   turn (a runner killed before that turn left its newest agents behind);
 * - and since even then a runner can die between the spawn and the write, every agent also carries
 *   `AGENTCI_ORPHAN_GUARD=<this runner's token>` in its environment, which its shells and children
 *   inherit: on Linux the watchdog also kills every process that carries the token (found in
 *   /proc/<pid>/environ), announced or not, left its group or not.
 */
const TOKEN_VAR = 'AGENTCI_ORPHAN_GUARD';

let watchdog: ChildProcess | undefined;
let broken = false;
let pending = '';
let token: string | undefined;

/** This runner's token: unique to the process, so one runner's watchdog never kills another's agents. */
function runnerToken(): string {
  token ??= `${process.pid}-${randomBytes(8).toString('hex')}`;
  return token;
}

/** Starts the watchdog unless it runs (or cannot run); synchronous, so it exists before any agent. */
function ensureWatchdog(): void {
  if (watchdog || broken || process.platform === 'win32') return;
  try {
    // The watchdog must not carry a token itself: a runner that is itself an agent of another
    // runner (agentci testing agentci) has its parent's token in its environment, and that
    // parent's watchdog would kill this watchdog before it could clean up after this runner.
    const env = { ...process.env };
    delete env[TOKEN_VAR];
    watchdog = spawn(process.execPath, programArgs('orphan-watchdog', runnerToken()), {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
      env,
    });
    watchdog.on('error', () => (broken = true));
    watchdog.stdin?.on('error', () => (broken = true));
    // Neither the process nor its pipe may keep the runner alive.
    watchdog.unref();
    (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  } catch {
    broken = true;
  }
}

function write(lines: string): void {
  if (lines === '' || broken || !watchdog) return;
  try {
    watchdog.stdin?.write(lines);
  } catch {
    broken = true;
  }
}

/**
 * Releases are sent once per event-loop turn: attempts that end together share one write (a pipe
 * write costs a syscall, and hundreds of them add up on a busy runner). A release that never
 * reaches the watchdog costs nothing: it would kill a group that is already gone.
 */
function flush(): void {
  const lines = pending;
  pending = '';
  write(lines);
}

/**
 * The environment an agent is started with: `env` plus this runner's token, with the watchdog
 * started first. Call it right before spawning the agent.
 */
export function guardedEnv(env: Record<string, string>): Record<string, string> {
  ensureWatchdog();
  return { ...env, [TOKEN_VAR]: runnerToken() };
}

/**
 * The agent's process group is alive: kill it if the runner dies first. Written at once, after any
 * release still waiting (a pid can be reused: `-pid` must never follow the new `+pid`).
 */
export function guardGroup(pid: number | undefined): void {
  if (!pid) return;
  const lines = `${pending}+${pid}\n`;
  pending = '';
  write(lines);
}

/** The group is gone (killed and reaped by the attempt): forget it. */
export function releaseGroup(pid: number | undefined): void {
  if (!pid || process.platform === 'win32' || broken) return;
  if (pending === '') setImmediate(flush);
  pending += `-${pid}\n`;
}
