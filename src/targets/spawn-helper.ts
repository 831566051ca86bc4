import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { findPackageFile } from '../package-files.js';
import {
  killGroupOf,
  startWithNode,
  type AgentProcess,
  type AgentProcessHandlers,
  type SpawnSpec,
} from './agent-process.js';

/**
 * Starts command agents through python/agentci_spawn.py: one small long-lived process that
 * starts each agent with subprocess (vfork + exec) and relays its output in frames. Node's own spawn forks the
 * whole runner per agent, several milliseconds of the runner's only thread each, which made a
 * suite of quick command agents twice as slow as xargs. The helper starts once per run, in its
 * own session, so terminal signals reach agentci only. Until it says it is ready, requests
 * queue; if it cannot start (no python3, an old one), each queued and later agent is started
 * with Node's spawn instead, so the helper only ever changes speed.
 */

/**
 * Where a Python that starts fast usually lives, tried before PATH (a pyenv shim costs 0.4 s).
 * On macOS /usr/bin/python3 may be a stub offering to install the command-line tools: last.
 */
const PYTHONS =
  process.platform === 'darwin'
    ? ['/opt/homebrew/bin/python3', '/usr/local/bin/python3', '/usr/bin/python3']
    : ['/usr/bin/python3', '/usr/local/bin/python3'];

const HEADER = 9;

class SpawnHelper {
  private readonly child: ChildProcess;
  private readonly stdin: Writable;
  private readonly stdout: Readable;
  private state: 'starting' | 'ready' | 'broken' = 'starting';
  private readonly queued: HelperProcess[] = [];
  private readonly entries = new Map<number, HelperProcess>();
  private nextId = 1;
  private pending: Buffer = Buffer.alloc(0);
  private stderrTail = '';
  private readonly readyTimer: NodeJS.Timeout;
  // Pipes start out holding the event loop open; the constructor lets go of them at once.
  private refed = true;

  /** Where -v lines go: which way agents start, and why the helper was given up. */
  log: ((line: string) => void) | undefined;

  constructor(
    private readonly python: string,
    script: string,
    readyTimeoutMs = 10_000,
  ) {
    // -I -S: no user site, no PYTHON* variables, no site imports (faster, and nothing of the
    // user's Python setup can break it); -X utf8: arguments and env are UTF-8 whatever the locale.
    this.child = spawn(python, ['-I', '-S', '-X', 'utf8', script], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    this.stdin = this.child.stdin!;
    this.stdout = this.child.stdout!;
    this.child.on('error', (e) => this.broke(`could not start ${python}: ${e.message}`));
    // 'close', not 'exit': every frame it wrote has been read by then, and its stderr too.
    this.child.on('close', (code, signal) =>
      this.broke(
        `exited (${signal ?? `code ${code}`})${this.stderrTail ? `: ${this.stderrTail.trim()}` : ''}`,
      ),
    );
    // A python that never says it is ready (a stub that opens an install dialog, a hung start)
    // must not hold attempts forever: after this long, Node's spawn takes over.
    this.readyTimer = setTimeout(() => {
      this.broke(`did not start within ${readyTimeoutMs} ms`);
      this.child.kill('SIGKILL');
    }, readyTimeoutMs);
    this.readyTimer.unref();
    this.stdin.on('error', () => undefined);
    this.child.stderr!.on('data', (d: Buffer) => {
      this.stderrTail = (this.stderrTail + d.toString('utf8')).slice(-2000);
    });
    this.child.stderr!.on('error', () => undefined);
    this.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
    this.stdout.on('error', () => undefined);
    this.setRef(false);
  }

  /** The helper's own pid (undefined when it never started). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  get usable(): boolean {
    return this.state !== 'broken';
  }

  /** Only while an agent runs may the helper's pipe keep the runner alive. */
  private setRef(on: boolean): void {
    if (on === this.refed) return;
    this.refed = on;
    const handles = [this.child, this.stdout, this.stdin, this.child.stderr] as unknown as ({
      ref?: () => void;
      unref?: () => void;
    } | null)[];
    for (const h of handles) (on ? h?.ref : h?.unref)?.call(h);
  }

  start(proc: HelperProcess): void {
    if (this.state === 'starting') {
      this.queued.push(proc);
      this.setRef(true);
      return;
    }
    const id = this.nextId++;
    proc.id = id;
    this.entries.set(id, proc);
    this.setRef(true);
    const { spec } = proc;
    this.stdin.write(
      `${JSON.stringify({
        op: 'spawn',
        id,
        file: spec.file,
        args: [spec.file, ...spec.args],
        cwd: spec.cwd,
        env: spec.env,
        stdin: proc.stdinText,
      })}\n`,
    );
  }

  /** Given up before the helper was ready: it must never be started. */
  unqueue(proc: HelperProcess): void {
    const i = this.queued.indexOf(proc);
    if (i >= 0) this.queued.splice(i, 1);
    this.letGoIfIdle();
  }

  release(id: number): void {
    // An agent that never started ('F') is no longer listed, but may have been the last one
    // holding the runner alive.
    if (this.entries.delete(id) && this.state === 'ready') {
      this.stdin.write(`{"op":"release","id":${id}}\n`);
    }
    this.letGoIfIdle();
  }

  private letGoIfIdle(): void {
    if (this.entries.size === 0 && this.queued.length === 0) this.setRef(false);
  }

  private broke(reason: string): void {
    if (this.state === 'broken') return;
    const wasReady = this.state === 'ready';
    this.state = 'broken';
    clearTimeout(this.readyTimer);
    this.log?.(
      `${wasReady ? 'the agent starter' : `the agent starter (${this.python})`} ${reason}; ` +
        "command agents start with Node's spawn from now on",
    );
    this.setRef(false);
    // Not started yet: Node's spawn takes over, the agent never knows.
    for (const proc of this.queued.splice(0)) proc.fallBack();
    // Started agents exist only once it was ready: their attempts fail, naming it.
    for (const [, proc] of this.entries) {
      killGroupOf(proc.pid, 'SIGKILL');
      proc.lose(`the agent starter (python/agentci_spawn.py) ${reason}`);
    }
    this.entries.clear();
  }

  private onData(chunk: Buffer): void {
    let buf = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    let at = 0;
    while (buf.length - at >= HEADER) {
      const len = buf.readUInt32BE(at + 5);
      if (buf.length - at < HEADER + len) break;
      const kind = buf[at]!;
      const id = buf.readUInt32BE(at + 1);
      const payload = buf.subarray(at + HEADER, at + HEADER + len);
      at += HEADER + len;
      this.onFrame(kind, id, payload);
    }
    buf = buf.subarray(at);
    // Keep a copy only of an incomplete frame, so the big chunk it came in can be freed.
    this.pending = buf.length === 0 ? Buffer.alloc(0) : Buffer.from(buf);
  }

  private onFrame(kind: number, id: number, payload: Buffer): void {
    if (kind === 0x52 /* R */) {
      if (this.state !== 'starting') return;
      clearTimeout(this.readyTimer);
      this.state = 'ready';
      this.log?.(`command agents start through python/agentci_spawn.py (${this.python})`);
      for (const proc of this.queued.splice(0)) this.start(proc);
      return;
    }
    const proc = this.entries.get(id);
    if (!proc) return; // released already: the attempt is over
    const on = proc.on;
    switch (kind) {
      case 0x50 /* P */:
        proc.started(Number(payload.toString('latin1')));
        return;
      case 0x4f /* O */:
        // The payload is a view of a shared chunk: the handler may keep it.
        return on.stdout(Buffer.from(payload));
      case 0x45 /* E */:
        return on.stderr(Buffer.from(payload));
      case 0x6f /* o */:
      case 0x65 /* e */:
        return on.streamClosed();
      case 0x58 /* X */: {
        const [what, value] = payload.toString('latin1').split(' ') as [string, string];
        if (what === 'signal') return on.exit(null, value as NodeJS.Signals);
        return on.exit(Number(value), null);
      }
      case 0x46 /* F */: {
        const text = payload.toString('utf8');
        const space = text.indexOf(' ');
        const err: NodeJS.ErrnoException = new Error(text.slice(space + 1));
        err.code = text.slice(0, space);
        this.entries.delete(id);
        return on.spawnError(err);
      }
    }
  }
}

/** An agent started (or about to be) by the helper; falls back to Node's spawn if it must. */
class HelperProcess implements AgentProcess {
  id = 0;
  /** Known once the helper has said the agent started ('P'). */
  pid: number | undefined;
  /** A signal asked for before the pid was known. */
  private pendingSignal: NodeJS.Signals | undefined;
  private viaNode: AgentProcess | undefined;
  private disposed = false;

  constructor(
    private readonly helper: SpawnHelper,
    readonly spec: SpawnSpec,
    readonly stdinText: string,
    readonly on: AgentProcessHandlers,
  ) {}

  started(pid: number): void {
    this.pid = pid;
    if (this.pendingSignal) killGroupOf(pid, this.pendingSignal);
  }

  fallBack(): void {
    if (this.disposed) return;
    this.viaNode = startWithNode(this.spec, this.stdinText, this.on);
    if (this.pendingSignal) this.viaNode.killGroup(this.pendingSignal);
  }

  lose(reason: string): void {
    if (!this.disposed) this.on.lost(reason);
  }

  killGroup(sig: NodeJS.Signals): void {
    if (this.viaNode) return this.viaNode.killGroup(sig);
    if (this.pid !== undefined) killGroupOf(this.pid, sig);
    else if (this.pendingSignal !== 'SIGKILL') this.pendingSignal = sig;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.viaNode) return this.viaNode.dispose();
    killGroupOf(this.pid, 'SIGKILL');
    if (this.id === 0) this.helper.unqueue(this);
    else this.helper.release(this.id);
  }
}

let shared: SpawnHelper | undefined;

function pythonFor(): string {
  for (const p of PYTHONS) if (existsSync(p)) return p;
  return 'python3';
}

/**
 * The process's agent starter, started on first use and shared by every command target;
 * undefined when it cannot be used here (Windows, the script not shipped, or it already failed).
 */
export function spawnHelper(log?: (line: string) => void): SpawnHelper | undefined {
  if (shared) {
    shared.log ??= log;
    return shared.usable ? shared : undefined;
  }
  if (process.platform === 'win32') return undefined;
  const script = findPackageFile('python/agentci_spawn.py');
  if (!('path' in script)) return undefined;
  shared = new SpawnHelper(pythonFor(), script.path);
  shared.log = log;
  return shared;
}

/** A helper of its own, apart from the shared one (tests: a missing python, a helper killed). */
export function newSpawnHelper(
  python: string = pythonFor(),
  readyTimeoutMs?: number,
  log?: (line: string) => void,
): SpawnHelper | undefined {
  const script = findPackageFile('python/agentci_spawn.py');
  if (!('path' in script)) return undefined;
  const helper = new SpawnHelper(python, script.path, readyTimeoutMs);
  helper.log = log;
  return helper;
}

/** Starts an agent through the helper when there is one, with Node's spawn otherwise. */
export function startWithHelper(
  helper: SpawnHelper | undefined,
  spec: SpawnSpec,
  stdin: string,
  on: AgentProcessHandlers,
): AgentProcess {
  if (!helper?.usable) return startWithNode(spec, stdin, on);
  const proc = new HelperProcess(helper, spec, stdin, on);
  helper.start(proc);
  return proc;
}

export type { SpawnHelper };
