import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { CommandAgentSchema, type CommandAgentConfig } from '../model/config.js';
import type { AttemptInput } from '../model/case.js';
import { killGroupOf, type SpawnSpec } from './agent-process.js';
import { guardGroup, releaseGroup } from './orphan-guard.js';
import { spawnHelper, startWithHelper, type SpawnHelper } from './spawn-helper.js';
import { splitPlainCommand } from './shell-words.js';
import {
  abortFailure,
  excerpt,
  formatSize,
  isStructuredReply,
  normaliseStructuredReply,
} from './reply.js';
import {
  AttemptFailure,
  type Target,
  type TargetContext,
  type TargetReply,
  type TargetRequest,
} from './target.js';

/** Limits of the command target; the defaults suit real agents, tests shrink them. */
export interface CommandTargetOptions {
  /** Past this many stdout bytes the agent is killed and the attempt fails. Default 10 MiB. */
  maxStdoutBytes?: number;
  /** How much of stderr is kept (its end). Default 4 KiB. */
  stderrTailBytes?: number;
  /** Between SIGTERM and SIGKILL when an attempt is aborted. Default 2 s. */
  killGraceMs?: number;
  /**
   * After the agent exits, how long to wait for its stdout to close: a grandchild that inherited
   * stdout could otherwise keep the attempt open forever. Default 250 ms.
   */
  drainMs?: number;
  /** Inputs larger than this go to a file (`AGENTCI_INPUT_FILE`) instead of the env. Default 100 KB. */
  maxEnvInputBytes?: number;
  /**
   * How agent processes start. `auto` (default): through python/agentci_spawn.py when python3 is
   * there (vfork + exec, much cheaper than forking the runner), Node's spawn otherwise; `node`:
   * always Node's spawn. The env var AGENTCI_SPAWNER=node does the same as `node`.
   */
  spawner?: 'auto' | 'node';
}

const MIB = 1024 * 1024;
const DEFAULTS: Required<CommandTargetOptions> = {
  maxStdoutBytes: 10 * MIB,
  stderrTailBytes: 4096,
  killGraceMs: 2000,
  drainMs: 250,
  maxEnvInputBytes: 100 * 1024,
  spawner: 'auto',
};

/**
 * The `command` target: runs the agent as a process, one per attempt (or one long-lived process
 * per concurrent attempt with `mode: session`).
 *
 * Protocol (process mode):
 * - A string `command` runs as `/bin/sh -c` would run it (a plain one — words and quotes only —
 *   is split and spawned without the shell, see shell-words.ts); an array is spawned directly. The working folder
 *   is `cwd` resolved against the config's folder (default: that folder).
 * - The attempt `{id, input, messages, env, metadata, run}` is written as JSON to stdin (then
 *   stdin is closed; agents may ignore it) and put in the env var `AGENTCI_INPUT`. When that JSON
 *   is larger than 100 KB (the kernel caps one env string at 128 KiB) it is written to a temp file
 *   instead, whose path is in `AGENTCI_INPUT_FILE`, and `AGENTCI_INPUT` is not set.
 *   `AGENTCI_CASE_ID` and `AGENTCI_RUN` are always set.
 * - stdout is the reply: with `output: auto`, a JSON object with an `output` key is the structured
 *   reply `{output, messages?, tool_calls?, usage?, finish_reason?}`, anything else is text
 *   (trailing newlines trimmed); `json` requires the structured form; `text` never parses.
 * - The agent runs in its own process group. When the attempt ends, for any reason, the whole
 *   group is killed, so forked helpers (`sleep 1000 &`) do not outlive it. A grandchild that
 *   escapes with `setsid` cannot be tracked.
 * - On abort: SIGTERM to the group, SIGKILL after a grace period; the returned promise settles only
 *   once the agent has exited, so a rejected attempt leaves no process behind.
 *
 * Session mode: one process per concurrently running attempt, kept alive between attempts (the
 * env has `AGENTCI_SESSION=1`). Each attempt writes one JSON line (the same object as above, plus
 * `agent_env` when the attempt has variables of its own, such as the MCP proxy's) to its stdin
 * and reads one reply line from its stdout: with `output: auto` the first JSON line (a structured
 * reply, or any JSON value as the output), with `json` the first JSON line, which must be a
 * structured reply; non-JSON lines are ignored as chatter. With `text`, the next line. A process that
 * crashes, times out (killed at once) or misbehaves is replaced by a fresh one on the next attempt.
 */
export function createCommandTarget(
  agent: CommandAgentConfig,
  ctx: TargetContext,
  options: CommandTargetOptions = {},
): Target {
  const config = CommandAgentSchema.parse(agent);
  const limits: Required<CommandTargetOptions> = { ...DEFAULTS, ...stripUndefined(options) };
  const spec = spawnSpec(config, ctx);
  const description = describeCommand(config.command);
  if (config.mode === 'session')
    return new SessionCommandTarget(spec, config, description, limits, ctx.log);

  const useNode = limits.spawner === 'node' || ctx.env.AGENTCI_SPAWNER === 'node';
  // Started now, so python3 boots while the suites load rather than before the first attempt.
  const helper = useNode ? undefined : spawnHelper(ctx.log);
  return {
    kind: 'command',
    description,
    run: (req) => runProcessAttempt(spec, config, limits, req, helper),
    close: () => Promise.resolve(),
  };
}

function spawnSpec(config: CommandAgentConfig, ctx: TargetContext): SpawnSpec {
  const cwd = config.cwd
    ? isAbsolute(config.cwd)
      ? config.cwd
      : resolve(ctx.baseDir, config.cwd)
    : ctx.baseDir;
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(ctx.env)) if (v !== undefined) env[k] = v;
  for (const [k, v] of Object.entries(config.env ?? {})) env[k] = expandVars(v, ctx.env);
  // An outer agentci run (or the user's shell) may have left these behind; they must describe
  // this attempt only.
  for (const k of ['AGENTCI_INPUT', 'AGENTCI_INPUT_FILE', 'AGENTCI_CASE_ID', 'AGENTCI_RUN']) {
    delete env[k];
  }
  if (typeof config.command === 'string') {
    const argv = splitPlainCommand(config.command);
    if (argv) return { file: argv[0]!, args: argv.slice(1), cwd, env, asShell: true };
    return { file: '/bin/sh', args: ['-c', config.command], cwd, env };
  }
  const [file, ...args] = config.command;
  return { file, args, cwd, env };
}

/** `${VAR}` → its value in `env` ('' when unset: a missing variable is the agent's business). */
function expandVars(value: string, env: Record<string, string | undefined>): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => env[name] ?? '');
}

function describeCommand(command: string | string[]): string {
  if (typeof command === 'string') return command;
  return command
    .map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`))
    .join(' ');
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The JSON an agent receives, exactly these fields (the attempt's `options` stay internal). A
 * session agent's environment was fixed when it started, so its request line also carries
 * `agent_env`: the variables a process agent gets for this attempt (the MCP proxy's address).
 */
function attemptJson(a: AttemptInput, agentEnv?: Record<string, string>): string {
  return JSON.stringify({
    id: a.id,
    input: a.input,
    messages: a.messages,
    env: a.env,
    metadata: a.metadata,
    run: a.run,
    ...(a.skill ? { skill: a.skill } : {}),
    ...(agentEnv && Object.keys(agentEnv).length > 0 ? { agent_env: agentEnv } : {}),
  });
}

async function runProcessAttempt(
  spec: SpawnSpec,
  config: CommandAgentConfig,
  limits: Required<CommandTargetOptions>,
  req: TargetRequest,
  helper: SpawnHelper | undefined,
): Promise<TargetReply> {
  if (req.signal.aborted) throw abortFailure(req.signal, req.timeoutMs);
  const input = attemptJson(req.attempt);
  const env: Record<string, string> = {
    ...spec.env,
    AGENTCI_CASE_ID: req.attempt.id,
    AGENTCI_RUN: String(req.attempt.run),
    ...req.env,
  };
  let tempDir: string | undefined;
  try {
    if (Buffer.byteLength(input) > limits.maxEnvInputBytes) {
      tempDir = await mkdtemp(join(tmpdir(), 'agentci-input-'));
      const file = join(tempDir, 'input.json');
      await writeFile(file, input);
      env.AGENTCI_INPUT_FILE = file;
    } else {
      env.AGENTCI_INPUT = input;
    }
    const outcome = await runProcess({ ...spec, env }, input, req, limits, helper);
    return parseStdoutReply(outcome.stdout, config.output, outcome.stderr, 'stdout');
  } finally {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

interface ProcessOutcome {
  stdout: string;
  stderr: string;
}

/** Keeps the last `cap` bytes written to it. */
class TailBuffer {
  private buf = Buffer.alloc(0);
  private truncated = false;
  constructor(private readonly cap: number) {}
  push(chunk: Buffer): void {
    if (chunk.length >= this.cap) {
      this.buf = Buffer.from(chunk.subarray(chunk.length - this.cap));
      this.truncated = true;
      return;
    }
    const joined = Buffer.concat([this.buf, chunk]);
    if (joined.length > this.cap) this.truncated = true;
    this.buf = joined.length > this.cap ? joined.subarray(joined.length - this.cap) : joined;
  }
  text(): string {
    let b = this.buf;
    // Cutting may have split a UTF-8 sequence: drop its orphaned continuation bytes.
    if (this.truncated) {
      let i = 0;
      while (i < b.length && i < 3 && (b[i] & 0xc0) === 0x80) i++;
      b = b.subarray(i);
    }
    return b.toString('utf8');
  }
}

function spawnFailure(err: NodeJS.ErrnoException, file: string, asShell = false): AttemptFailure {
  // A command string split without its shell fails the way `sh -c` would have reported it.
  if (asShell && err.code === 'ENOENT') return exitFailure(127, null, `${file}: not found`);
  if (asShell && err.code === 'EACCES') return exitFailure(126, null, `${file}: Permission denied`);
  if (err.code === 'ENOENT')
    return new AttemptFailure(`command not found: ${file}`, { cause: err });
  if (err.code === 'EACCES')
    return new AttemptFailure(`permission denied: ${file}`, { cause: err });
  return new AttemptFailure(`could not start ${file}: ${err.message}`, { cause: err });
}

/** The failure for an agent that ended badly, with the end of its stderr in the message. */
function exitFailure(
  code: number | null,
  sig: NodeJS.Signals | null,
  stderr: string,
): AttemptFailure {
  let reason: string;
  if (sig) reason = `killed by signal ${sig}`;
  else if (code === 127) reason = 'exited with code 127 (command not found)';
  else if (code === 126) reason = 'exited with code 126 (command not executable)';
  else reason = `exited with code ${code}`;
  const tail = stderr.trim();
  const msg = tail
    ? `${reason}; stderr: ${tail.length > 1000 ? `…${tail.slice(-1000)}` : tail}`
    : reason;
  return new AttemptFailure(msg, { stderr, exitCode: code });
}

/**
 * Runs one agent process to completion: writes `stdin`, collects stdout (capped) and the stderr
 * tail, kills the process group on abort, on overflow and after exit. Resolves on exit code 0.
 */
function runProcess(
  spec: SpawnSpec,
  stdin: string,
  req: TargetRequest,
  limits: Required<CommandTargetOptions>,
  helper: SpawnHelper | undefined,
): Promise<ProcessOutcome> {
  return new Promise<ProcessOutcome>((resolvePromise, rejectPromise) => {
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    const stderrTail = new TailBuffer(limits.stderrTailBytes);
    let stopReason: 'abort' | 'stdout' | undefined;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let openStreams = 2;
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    let drainTimer: NodeJS.Timeout | undefined;

    const finish = (failure?: AttemptFailure): void => {
      if (settled) return;
      settled = true;
      clearTimeout(graceTimer);
      clearTimeout(drainTimer);
      req.signal.removeEventListener('abort', onAbort);
      // Whatever happened, nothing the agent started may outlive the attempt.
      proc.dispose();
      if (failure) return rejectPromise(failure);
      const stderr = stderrTail.text();
      const code = exit?.code ?? null;
      if (stopReason === 'abort') {
        return rejectPromise(abortFailure(req.signal, req.timeoutMs, { stderr, exitCode: code }));
      }
      if (stopReason === 'stdout') {
        const limit = formatSize(limits.maxStdoutBytes);
        return rejectPromise(
          new AttemptFailure(`stdout exceeded ${limit}`, { stderr, exitCode: code }),
        );
      }
      if (exit?.code !== 0) return rejectPromise(exitFailure(code, exit?.signal ?? null, stderr));
      resolvePromise({ stdout: Buffer.concat(stdoutChunks).toString('utf8'), stderr });
    };

    const stop = (reason: 'abort' | 'stdout', firstSignal: NodeJS.Signals): void => {
      if (stopReason || settled) return;
      stopReason = reason;
      proc.killGroup(firstSignal);
      if (firstSignal !== 'SIGKILL') {
        graceTimer = setTimeout(() => proc.killGroup('SIGKILL'), limits.killGraceMs);
      }
      // Once stopped, output no longer matters; do not wait for a grandchild's pipe.
      if (exit) finish();
    };

    function onAbort(): void {
      stop('abort', 'SIGTERM');
    }

    // After exit, output still in the pipe is read before giving up on a grandchild holding it
    // open. Timers run before I/O polling in each loop turn, so when the runner was starved of CPU
    // for longer than drainMs (a loaded CI machine) a bare timer fired before the pipe was read and
    // the agent's answer was lost (found by the fault suite: "output is empty" with exit 0). The
    // check after setImmediate runs after this turn's poll; any new data re-arms the wait.
    let chunksSeen = 0;
    const armDrain = (): void => {
      const seen = chunksSeen;
      drainTimer = setTimeout(() => {
        setImmediate(() => (chunksSeen !== seen ? armDrain() : finish()));
      }, limits.drainMs);
    };

    const proc = startWithHelper(helper, spec, stdin, {
      stdout: (chunk) => {
        chunksSeen++;
        if (stopReason) return;
        stdoutBytes += chunk.length;
        if (stdoutBytes > limits.maxStdoutBytes) {
          stop('stdout', 'SIGKILL');
          return;
        }
        stdoutChunks.push(chunk);
      },
      stderr: (chunk) => {
        chunksSeen++;
        stderrTail.push(chunk);
      },
      streamClosed: () => {
        openStreams--;
        if (openStreams === 0 && exit) finish();
      },
      exit: (code, signal) => {
        exit = { code, signal };
        if (openStreams === 0 || stopReason) finish();
        else armDrain();
      },
      spawnError: (err) => finish(spawnFailure(err, spec.file, spec.asShell)),
      lost: (reason) => finish(new AttemptFailure(reason, { stderr: stderrTail.text() })),
    });

    if (req.signal.aborted) onAbort();
    else req.signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Turns the agent's stdout (or one session reply line) into a reply, per `output` mode. */
function parseStdoutReply(
  stdout: string,
  mode: CommandAgentConfig['output'],
  stderr: string,
  where: string,
): TargetReply {
  const withStderr = (r: TargetReply): TargetReply => {
    const out: TargetReply = { ...r, exit_code: 0 };
    if (stderr) out.stderr = stderr;
    return out;
  };
  const text = stdout.replace(/(\r?\n)+$/, '');
  if (mode === 'text') return withStderr({ output: text });
  const trimmed = stdout.trim();
  let parsed: unknown;
  let parseError: string | undefined;
  // In auto mode only an object can be a structured reply: plain text is not worth a failed parse.
  if (mode === 'json' || trimmed.startsWith('{')) {
    try {
      parsed = JSON.parse(trimmed) as unknown;
    } catch (e) {
      parseError = (e as Error).message;
    }
  }
  if (mode === 'json') {
    if (parseError !== undefined) {
      throw new AttemptFailure(
        `${where} is not the declared JSON: ${parseError}; ${where} starts with: ${JSON.stringify(excerpt(trimmed))}`,
        { stderr, exitCode: 0 },
      );
    }
    if (!isStructuredReply(parsed)) {
      throw new AttemptFailure(
        `${where} is not the declared JSON: expected an object with an "output" key, got ${JSON.stringify(excerpt(trimmed))}`,
        { stderr, exitCode: 0 },
      );
    }
  }
  if (isStructuredReply(parsed)) {
    try {
      return withStderr(normaliseStructuredReply(parsed, `${where} JSON`));
    } catch (e) {
      if (e instanceof AttemptFailure) {
        throw new AttemptFailure(e.message, { stderr, exitCode: 0, cause: e });
      }
      throw e;
    }
  }
  return withStderr({ output: text });
}

/* ------------------------------------------------------------------------------------------ */
/* Session mode                                                                                */
/* ------------------------------------------------------------------------------------------ */

/** One long-lived agent process speaking JSON lines. */
class SessionProcess {
  readonly child: ChildProcess;
  readonly stderr: TailBuffer;
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  private waiter: ((line: string | Error) => void) | undefined;
  private lines: string[] = [];
  exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  spawnError: NodeJS.ErrnoException | undefined;
  overflow = false;

  constructor(
    spec: SpawnSpec,
    private readonly limits: Required<CommandTargetOptions>,
  ) {
    this.stderr = new TailBuffer(limits.stderrTailBytes);
    this.child = spawn(spec.file, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    guardGroup(this.child.pid);
    this.child.once('error', (err: NodeJS.ErrnoException) => {
      if (this.child.pid === undefined) {
        this.spawnError = err;
        this.wake(err);
      }
    });
    this.child.once('exit', (code, signal) => {
      this.exited = { code, signal };
      this.kill();
      releaseGroup(this.child.pid);
      this.wake(new Error('exited'));
    });
    this.child.stdout!.on('data', (chunk: Buffer) => this.onData(chunk));
    this.child.stderr!.on('data', (chunk: Buffer) => this.stderr.push(chunk));
    this.child.stdout!.on('error', () => undefined);
    this.child.stderr!.on('error', () => undefined);
    this.child.stdin!.on('error', () => undefined);
  }

  get alive(): boolean {
    return !this.exited && !this.spawnError && !this.overflow;
  }

  private onData(chunk: Buffer): void {
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      if (chunk[i] !== 0x0a) continue;
      this.buffered.push(chunk.subarray(start, i));
      this.lines.push(Buffer.concat(this.buffered).toString('utf8'));
      this.buffered = [];
      this.bufferedBytes = 0;
      start = i + 1;
    }
    if (start < chunk.length) {
      this.buffered.push(chunk.subarray(start));
      this.bufferedBytes += chunk.length - start;
      if (this.bufferedBytes > this.limits.maxStdoutBytes) {
        this.overflow = true;
        this.kill();
        this.wake(new Error('overflow'));
        return;
      }
    }
    while (this.waiter && this.lines.length > 0) this.wake(this.lines.shift()!);
  }

  private wake(value: string | Error): void {
    const w = this.waiter;
    this.waiter = undefined;
    w?.(value);
  }

  /** Writes one request line. Lines printed before it (banners, debug prints) are dropped. */
  send(line: string): void {
    this.lines = [];
    if (this.alive) this.child.stdin!.write(`${line}\n`);
  }

  /** The next stdout line; rejects when the process ends (or never started) first. */
  nextLine(): Promise<string> {
    return new Promise<string>((res, rej) => {
      const queued = this.lines.shift();
      if (queued !== undefined) return res(queued);
      if (!this.alive) return rej(new Error('not running'));
      this.waiter = (v) => (typeof v === 'string' ? res(v) : rej(v));
    });
  }

  kill(): void {
    killGroupOf(this.child.pid, 'SIGKILL');
  }

  /** Resolves once the process has exited (SIGKILLs the group after `graceMs`). */
  async stop(graceMs: number): Promise<void> {
    if (this.exited || this.spawnError) return;
    const exited = new Promise<void>((r) => this.child.once('exit', () => r()));
    this.child.stdin?.end();
    killGroupOf(this.child.pid, 'SIGTERM');
    const timer = setTimeout(() => this.kill(), graceMs);
    await exited;
    clearTimeout(timer);
  }
}

/** A session reply line: JSON (structured reply, or any value as the output), or text. */
function parseSessionLine(line: string, mode: CommandAgentConfig['output']): TargetReply {
  if (mode === 'text') return { output: line.replace(/\r$/, '') };
  if (mode === 'json') return parseStdoutReply(line, 'json', '', 'session reply line');
  const value = JSON.parse(line) as unknown;
  if (isStructuredReply(value)) return normaliseStructuredReply(value, 'session reply line');
  return { output: value };
}

function isJsonLine(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

class SessionCommandTarget implements Target {
  readonly kind = 'command' as const;
  private readonly idle: SessionProcess[] = [];
  private readonly all = new Set<SessionProcess>();
  private closed = false;

  constructor(
    private readonly spec: SpawnSpec,
    private readonly config: CommandAgentConfig,
    readonly description: string,
    private readonly limits: Required<CommandTargetOptions>,
    private readonly log: ((line: string) => void) | undefined,
  ) {}

  async run(req: TargetRequest): Promise<TargetReply> {
    if (this.closed) throw new AttemptFailure('the command target is closed');
    if (req.signal.aborted) throw abortFailure(req.signal, req.timeoutMs);
    let proc = this.idle.pop();
    while (proc && !proc.alive) proc = this.idle.pop();
    if (!proc) {
      try {
        proc = new SessionProcess(
          { ...this.spec, env: { ...this.spec.env, AGENTCI_SESSION: '1' } },
          this.limits,
        );
      } catch (e) {
        throw spawnFailure(e as NodeJS.ErrnoException, this.spec.file, this.spec.asShell);
      }
      this.all.add(proc);
    }
    const p = proc;
    const onAbort = (): void => p.kill();
    req.signal.addEventListener('abort', onAbort, { once: true });
    let line: string;
    try {
      p.send(attemptJson(req.attempt, req.env));
      line = await p.nextLine();
      // Unless replies are text, a reply is a JSON line: anything else is the agent talking to
      // itself (a banner printed at start-up may even arrive after our request).
      while (this.config.output !== 'text' && !isJsonLine(line)) {
        this.log?.(`session agent printed a non-JSON line (ignored): ${excerpt(line)}`);
        line = await p.nextLine();
      }
    } catch {
      this.all.delete(p);
      p.kill();
      const stderr = p.stderr.text();
      if (req.signal.aborted) {
        await p.stop(this.limits.killGraceMs);
        throw abortFailure(req.signal, req.timeoutMs, { stderr });
      }
      if (p.spawnError) throw spawnFailure(p.spawnError, this.spec.file, this.spec.asShell);
      if (p.overflow) {
        throw new AttemptFailure(
          `session reply line exceeded ${formatSize(this.limits.maxStdoutBytes)}`,
          { stderr },
        );
      }
      const e = exitFailure(p.exited?.code ?? null, p.exited?.signal ?? null, stderr);
      throw new AttemptFailure(`session process ${e.message} before replying`, {
        stderr,
        exitCode: e.exitCode,
      });
    } finally {
      req.signal.removeEventListener('abort', onAbort);
    }
    try {
      const reply = parseSessionLine(line, this.config.output);
      if (!this.closed) this.idle.push(p);
      return reply;
    } catch (e) {
      // A process that spoke garbage may be out of step with us: replace it.
      this.all.delete(p);
      p.kill();
      throw e;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.idle.length = 0;
    const procs = [...this.all];
    this.all.clear();
    await Promise.all(procs.map((p) => p.stop(this.limits.killGraceMs)));
  }
}
