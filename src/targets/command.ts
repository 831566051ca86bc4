import { CUT_MARK } from '../lib/cut.js';
import { stderrHeadline } from '../lib/error-message.js';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { CommandAgentSchema, type CommandAgentConfig } from '../model/config.js';
import type { AttemptInput } from '../model/case.js';
import {
  commandArgv,
  startAgentProcess,
  type AgentProcess,
  type SpawnSpec,
} from './agent-process.js';
import {
  abortFailure,
  excerpt,
  formatSize,
  EX_TEMPFAIL,
  isStructuredReply,
  normaliseStructuredReply,
  rateLimitFailure,
  replyRateLimit,
} from './reply.js';
import {
  AttemptFailure,
  type Target,
  type TargetContext,
  type TargetReply,
  type TargetRequest,
} from '../contracts/target.js';
import { expandEnvVars } from '../config/env-vars.js';

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
}

const MIB = 1024 * 1024;
const DEFAULTS: Required<CommandTargetOptions> = {
  maxStdoutBytes: 10 * MIB,
  stderrTailBytes: 4096,
  killGraceMs: 2000,
  drainMs: 250,
  maxEnvInputBytes: 100 * 1024,
};

/**
 * The `command` target: runs the agent as a process, one per attempt (or one long-lived process
 * per concurrent attempt with `mode: session`).
 *
 * Protocol (process mode):
 * - A string `command` runs through `/bin/sh -c`; an array is started directly, without a shell
 *   (see agent-process.ts, the one way agents start). The working folder is `cwd` resolved
 *   against the config's folder (default: that folder).
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
  return {
    kind: 'command',
    description,
    run: (req) => runProcessAttempt(spec, config, limits, req),
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
  for (const [k, v] of Object.entries(config.env ?? {}))
    env[k] = expandEnvVars(v, ctx.env, `agent.env.${k}`);
  // An outer agentci run (or the user's shell) may have left these behind; they must describe
  // this attempt only.
  for (const k of ['AGENTCI_INPUT', 'AGENTCI_INPUT_FILE', 'AGENTCI_CASE_ID', 'AGENTCI_RUN']) {
    delete env[k];
  }
  return { ...commandArgv(config.command), cwd, env };
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
 * The JSON an agent receives, exactly these fields. `options` is a Yao case's context options
 * (connector, mode, search, skip, metadata: Yao's buildContextOptions), when the case has some. A
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
    ...(a.options ? { options: a.options } : {}),
    ...(a.skill ? { skill: a.skill } : {}),
    ...(agentEnv && Object.keys(agentEnv).length > 0 ? { agent_env: agentEnv } : {}),
  });
}

async function runProcessAttempt(
  spec: SpawnSpec,
  config: CommandAgentConfig,
  limits: Required<CommandTargetOptions>,
  req: TargetRequest,
): Promise<TargetReply> {
  if (req.signal.aborted) throw abortFailure(req.signal, req.timeoutMs);
  const input = attemptJson(req.attempt);
  const env: Record<string, string> = {
    ...spec.env,
    AGENTCI_CASE_ID: req.attempt.id,
    AGENTCI_RUN: String(req.attempt.run),
    ...req.env,
  };
  // A traced attempt's resource attributes come after the agent's own, not in their place.
  const ownResource = spec.env.OTEL_RESOURCE_ATTRIBUTES;
  if (req.env?.OTEL_RESOURCE_ATTRIBUTES && ownResource)
    env.OTEL_RESOURCE_ATTRIBUTES = `${ownResource},${req.env.OTEL_RESOURCE_ATTRIBUTES}`;
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
    const outcome = await runProcess({ ...spec, env }, input, req, limits);
    return parseStdoutReply(outcome.stdout, config.output, outcome.stderr, 'stdout');
  } finally {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

export interface ProcessOutcome {
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
    if (!this.truncated) return this.buf.toString('utf8');
    // A cut text starts with CUT_MARK (so the redactor masks a piece of a secret after it) and
    // stays within the cap: the mark takes the place of the first bytes. Cutting may have split a
    // UTF-8 sequence: its orphaned continuation bytes are dropped.
    let b = this.buf.subarray(Math.min(this.buf.length, Buffer.byteLength(CUT_MARK)));
    let i = 0;
    while (i < b.length && i < 3 && (b[i] & 0xc0) === 0x80) i++;
    b = b.subarray(i);
    return CUT_MARK + b.toString('utf8');
  }
}

function spawnFailure(err: NodeJS.ErrnoException, spec: SpawnSpec): AttemptFailure {
  const { file, cwd } = spec;
  // spawn says ENOENT for a missing working folder too, naming the program.
  // notStarted: the attempt says nothing about the agent (comparisons leave it out).
  const opts = { cause: err, notStarted: true };
  if (err.code === 'ENOENT' && !existsSync(cwd))
    return new AttemptFailure(`working folder not found: ${cwd}`, opts);
  if (err.code === 'ENOENT') return new AttemptFailure(`command not found: ${file}`, opts);
  if (err.code === 'EACCES') return new AttemptFailure(`permission denied: ${file}`, opts);
  return new AttemptFailure(`could not start ${file}: ${err.message}`, opts);
}

/** The failure for an agent that ended badly, with the line of its stderr that says why. */
function exitFailure(
  code: number | null,
  sig: NodeJS.Signals | null,
  stderr: string,
  words: { before: string; after: string } = { before: '', after: '' },
): AttemptFailure {
  if (code === EX_TEMPFAIL && !sig)
    return rateLimitFailure({}, `exit code ${EX_TEMPFAIL}`, { stderr, exitCode: code });
  let reason: string;
  if (sig) reason = `killed by signal ${sig}`;
  else if (code === 127) reason = 'exited with code 127 (command not found)';
  else if (code === 126) reason = 'exited with code 126 (command not executable)';
  else reason = `exited with code ${code}`;
  // 127/126 from the shell: the agent's command never started (comparisons leave it out).
  const notStarted = !sig && (code === 127 || code === 126);
  return new AttemptFailure(withStderrHeadline(words.before + reason + words.after, stderr), {
    stderr,
    exitCode: code,
    ...(notStarted ? { notStarted } : {}),
  });
}

/**
 * A failure's reason with the one line of stderr that says what went wrong (`exited with code 1;
 * stderr: Error: Cannot find module …`), not its last lines (Node's version footer): the whole
 * tail goes with the failure once, into the attempt's transcript.
 */
function withStderrHeadline(reason: string, stderr: string): string {
  const headline = stderrHeadline(stderr);
  return headline ? `${reason}; stderr: ${headline}` : reason;
}

/** Why a process that ran did not succeed (stopped, too much output, a non-zero exit), if so. */
function endFailure(
  stopReason: 'abort' | 'stdout' | undefined,
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined,
  stderr: string,
  req: Pick<TargetRequest, 'signal' | 'timeoutMs'>,
  limits: Required<CommandTargetOptions>,
): AttemptFailure | undefined {
  const code = exit?.code ?? null;
  if (stopReason === 'abort')
    return abortFailure(req.signal, req.timeoutMs, { stderr, exitCode: code });
  if (stopReason === 'stdout')
    return new AttemptFailure(`stdout exceeded ${formatSize(limits.maxStdoutBytes)}`, {
      stderr,
      exitCode: code,
    });
  if (exit?.code !== 0) return exitFailure(code, exit?.signal ?? null, stderr);
  return undefined;
}

/**
 * Runs one agent process to completion: writes `stdin`, collects stdout (capped) and the stderr
 * tail, kills the process group on abort, on overflow and after exit. Resolves on exit code 0.
 * The one-shot process runner every process-per-call role uses (agents, skilltest providers).
 */
export function runProcess(
  spec: SpawnSpec,
  stdin: string,
  req: Pick<TargetRequest, 'signal' | 'timeoutMs'>,
  limits: Required<CommandTargetOptions> = DEFAULTS,
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
      const failed = endFailure(stopReason, exit, stderr, req, limits);
      if (failed) return rejectPromise(failed);
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

    const proc = startAgentProcess(spec, {
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
      spawnError: (err) => finish(spawnFailure(err, spec)),
    });
    proc.endInput(stdin);

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
  const limit = parseError === undefined ? replyRateLimit(parsed, `${where} JSON`) : undefined;
  if (limit) throw rateLimitFailure(limit, `${where} said rate_limited`, { stderr, exitCode: 0 });
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
  private readonly proc: AgentProcess;
  readonly stderr: TailBuffer;
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  private waiter: ((line: string | Error) => void) | undefined;
  private lines: string[] = [];
  private readonly ended: Promise<void>;
  exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  spawnError: NodeJS.ErrnoException | undefined;
  overflow = false;

  constructor(
    spec: SpawnSpec,
    private readonly limits: Required<CommandTargetOptions>,
  ) {
    this.stderr = new TailBuffer(limits.stderrTailBytes);
    let ended!: () => void;
    this.ended = new Promise<void>((r) => (ended = r));
    this.proc = startAgentProcess(spec, {
      stdout: (chunk) => this.onData(chunk),
      stderr: (chunk) => this.stderr.push(chunk),
      streamClosed: () => undefined,
      exit: (code, signal) => {
        this.exited = { code, signal };
        // What it left behind goes with it.
        this.proc.dispose();
        this.wake(new Error('exited'));
        ended();
      },
      spawnError: (err) => {
        this.spawnError = err;
        this.wake(err);
        ended();
      },
    });
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
    if (this.alive) this.proc.write(`${line}\n`);
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
    this.proc.killGroup('SIGKILL');
  }

  /** Resolves once the process has exited (SIGKILLs the group after `graceMs`). */
  async stop(graceMs: number): Promise<void> {
    if (this.exited || this.spawnError) return;
    this.proc.endInput();
    this.proc.killGroup('SIGTERM');
    const timer = setTimeout(() => this.kill(), graceMs);
    await this.ended;
    clearTimeout(timer);
  }
}

/** A session reply line: JSON (structured reply, or any value as the output), or text. */
function parseSessionLine(line: string, mode: CommandAgentConfig['output']): TargetReply {
  if (mode === 'text') return { output: line.replace(/\r$/, '') };
  if (mode === 'json') return parseStdoutReply(line, 'json', '', 'session reply line');
  const value = JSON.parse(line) as unknown;
  const limit = replyRateLimit(value, 'session reply line');
  if (limit) throw rateLimitFailure(limit, 'the session reply said rate_limited');
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
      proc = new SessionProcess(
        { ...this.spec, env: { ...this.spec.env, AGENTCI_SESSION: '1' } },
        this.limits,
      );
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
      if (p.spawnError) throw spawnFailure(p.spawnError, this.spec);
      if (p.overflow) {
        throw new AttemptFailure(
          `session reply line exceeded ${formatSize(this.limits.maxStdoutBytes)}`,
          { stderr },
        );
      }
      const e = exitFailure(p.exited?.code ?? null, p.exited?.signal ?? null, stderr, {
        before: 'session process ',
        after: ' before replying',
      });
      throw new AttemptFailure(e.message, { stderr, exitCode: e.exitCode });
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
