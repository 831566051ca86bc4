import { spawn, type ChildProcess } from 'node:child_process';
import { guardedEnv, guardGroup, releaseGroup } from './orphan-guard.js';

/** What starting an agent process needs. */
export interface SpawnSpec {
  file: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/**
 * The argv a configured command starts: a string runs through `/bin/sh -c` (quoting, pipes,
 * `$VAR` and the rest behave as in a shell), an array is started as it is, without a shell.
 */
export function commandArgv(command: string | readonly string[]): { file: string; args: string[] } {
  if (typeof command === 'string') return { file: '/bin/sh', args: ['-c', command] };
  const [file = '', ...args] = command;
  return { file, args };
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
}

/** One running agent. */
export interface AgentProcess {
  /** Undefined when the process never started. */
  readonly pid: number | undefined;
  /** Writes to the agent's stdin (an agent that does not read it is allowed: EPIPE is ignored). */
  write(text: string): void;
  /** Closes the agent's stdin, after `text` when given. */
  endInput(text?: string): void;
  /** Signals the agent's whole process group. */
  killGroup(sig: NodeJS.Signals): void;
  /** The agent is done with: SIGKILLs what is left of its group and lets go of its pipes. */
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
 * The one way agentci starts an agent process: Node's child_process, in a session and process
 * group of its own (so its whole tree can be killed, and a runner that dies first leaves none of
 * it behind, see orphan-guard.ts), stdin, stdout and stderr on pipes. Handlers are called from
 * later event-loop turns, never before this returns.
 */
export function startAgentProcess(spec: SpawnSpec, on: AgentProcessHandlers): AgentProcess {
  let child: ChildProcess;
  try {
    child = spawn(spec.file, spec.args, {
      cwd: spec.cwd,
      // Starts the orphan watchdog first and marks the agent's tree as this runner's.
      env: guardedEnv(spec.env),
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (e) {
    queueMicrotask(() => on.spawnError(e as NodeJS.ErrnoException));
    const none = (): void => undefined;
    return { pid: undefined, write: none, endInput: none, killGroup: none, dispose: none };
  }
  const pid = child.pid;
  // In the same synchronous step as the spawn: a runner killed after it must not lose the group.
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
  // An agent that never reads stdin makes writes fail with EPIPE: that is allowed.
  child.stdin!.on('error', () => undefined);
  let disposed = false;
  return {
    pid,
    write: (text) => {
      if (!disposed && child.stdin!.writable) child.stdin!.write(text);
    },
    endInput: (text) => {
      if (!disposed) child.stdin!.end(text);
    },
    killGroup: (sig) => void killGroupOf(pid, sig),
    dispose: () => {
      if (disposed) return;
      disposed = true;
      killGroupOf(pid, 'SIGKILL');
      releaseGroup(pid);
      child.stdout!.destroy();
      child.stderr!.destroy();
      child.stdin!.destroy();
    },
  };
}
