import { spawn, type ChildProcess } from 'node:child_process';
import { guardGroup, releaseGroup } from './orphan-guard.js';

/** What starting an agent process needs. */
export interface SpawnSpec {
  file: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** A command string spawned without its shell (see shell-words.ts): failures read as the shell's. */
  asShell?: boolean;
}

/** What happens to a started agent process, in the order it happens. */
export interface AgentProcessHandlers {
  stdout(chunk: Buffer): void;
  stderr(chunk: Buffer): void;
  /** Called once for stdout and once for stderr, when each reaches its end. */
  streamClosed(): void;
  exit(code: number | null, signal: NodeJS.Signals | null): void;
  /** The process never started (ENOENT, EACCES…). Nothing else follows. */
  spawnError(err: NodeJS.ErrnoException): void;
  /** Whatever was relaying the process broke: the attempt cannot finish. Nothing else follows. */
  lost(reason: string): void;
}

/** One running agent, whichever way it was started. */
export interface AgentProcess {
  /** Signals the agent's whole process group (at once, or as soon as its pid is known). */
  killGroup(sig: NodeJS.Signals): void;
  /** The attempt is over: SIGKILLs what is left of the group and lets go of its pipes. */
  dispose(): void;
}

/** Sends `sig` to the whole process group led by `pid`; false when nothing was left to signal. */
export function killGroupOf(pid: number | undefined, sig: NodeJS.Signals): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(-pid, sig);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts an agent with Node's child_process in its own session (so its whole tree can be
 * killed), writes `stdin` and closes it. Handlers are called from later event-loop turns, never
 * before this returns.
 */
export function startWithNode(
  spec: SpawnSpec,
  stdin: string,
  on: AgentProcessHandlers,
): AgentProcess {
  let child: ChildProcess;
  try {
    child = spawn(spec.file, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (e) {
    queueMicrotask(() => on.spawnError(e as NodeJS.ErrnoException));
    return { killGroup: () => undefined, dispose: () => undefined };
  }
  const pid = child.pid;
  // Even a SIGKILLed runner must not leave this agent's group behind (see orphan-guard.ts).
  guardGroup(pid);
  child.once('error', (err: NodeJS.ErrnoException) => {
    // 'error' without a pid means the process never started.
    if (child.pid === undefined) on.spawnError(err);
  });
  child.once('exit', (code, signal) => on.exit(code, signal));
  child.stdout!.on('data', on.stdout);
  child.stderr!.on('data', on.stderr);
  child.stdout!.once('close', on.streamClosed);
  child.stderr!.once('close', on.streamClosed);
  child.stdout!.on('error', () => undefined);
  child.stderr!.on('error', () => undefined);
  // An agent that never reads stdin makes this write fail with EPIPE: that is allowed.
  child.stdin!.on('error', () => undefined);
  child.stdin!.end(stdin);
  return {
    killGroup: (sig) => void killGroupOf(pid, sig),
    dispose: () => {
      killGroupOf(pid, 'SIGKILL');
      releaseGroup(pid);
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.stdin?.destroy();
    },
  };
}
