import type { AttemptInput, Case, TestEnv } from '../model/case.js';
import { inputToMessages, messageText, type Message } from '../model/message.js';
import type { AttemptResult, Check } from '../model/result.js';
import type { Transcript } from '../model/transcript.js';
import { AttemptFailure, type Target, type TargetReply } from '../targets/target.js';

/** Stored output is capped per attempt (it is judged in full first) so memory follows results, not output size. */
export const MAX_STORED_OUTPUT = 256 * 1024;
/** Stored stderr tail per attempt. */
export const MAX_STORED_STDERR = 4 * 1024;

export type Judge = (
  c: Case,
  output: unknown,
  transcript: Transcript,
  signal: AbortSignal,
) => Promise<Check[]>;

export interface AttemptDeps {
  target: Target;
  judge: Judge;
  env: TestEnv;
  timeoutMs: number;
  /** Cancels the whole run (SIGINT/SIGTERM, fail-fast). */
  signal: AbortSignal;
  now?: () => number;
}

/** Builds what the target receives for one attempt. */
export function attemptInput(c: Case, run: number, env: TestEnv): AttemptInput {
  return {
    id: c.id,
    run,
    input: c.input,
    messages: inputToMessages(c.input),
    env,
    metadata: { ...(c.metadata ?? {}) },
    ...(c.options ? { options: c.options } : {}),
  };
}

function capText(s: string, max: number, tail = false): string {
  if (Buffer.byteLength(s) <= max) return s;
  if (tail) return `…[${s.length - max} chars cut]…${s.slice(-max)}`;
  return `${s.slice(0, max)}…[truncated: ${Buffer.byteLength(s)} bytes in all]`;
}

function capOutput(output: unknown): unknown {
  if (typeof output === 'string') return capText(output, MAX_STORED_OUTPUT);
  if (output === undefined || output === null || typeof output !== 'object') return output;
  const text = JSON.stringify(output);
  return text.length > MAX_STORED_OUTPUT ? capText(text, MAX_STORED_OUTPUT) : output;
}

function transcriptOf(c: Case, input: AttemptInput, reply: TargetReply | undefined): Transcript {
  const messages: Message[] = reply?.messages?.length
    ? reply.messages
    : [
        ...input.messages,
        ...(reply === undefined
          ? []
          : [
              {
                role: 'assistant' as const,
                content:
                  typeof reply.output === 'string' ? reply.output : JSON.stringify(reply.output ?? null),
              },
            ]),
      ];
  return {
    messages: messages.map((m) =>
      typeof m.content === 'string' && m.content.length > MAX_STORED_OUTPUT
        ? { ...m, content: capText(messageText(m.content), MAX_STORED_OUTPUT) }
        : m,
    ),
    tool_calls: reply?.tool_calls ?? [],
    mock_calls: reply?.mock_calls ?? [],
    events: reply?.events ?? [],
    ...(reply?.usage ? { usage: reply.usage } : {}),
    ...(reply?.finish_reason ? { finish_reason: reply.finish_reason } : {}),
    ...(reply?.stderr ? { stderr: capText(reply.stderr, MAX_STORED_STDERR, true) } : {}),
    ...(reply?.exit_code !== undefined ? { exit_code: reply.exit_code } : {}),
    ...(reply?.effects ? { effects: reply.effects } : {}),
    ...(reply?.logs?.length ? { logs: reply.logs } : {}),
  };
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'TimeoutError';
}

/**
 * Runs one attempt: the agent under a per-attempt timeout, then every assertion. Never throws:
 * a crash, a hang or garbage becomes an `error`/`timeout` attempt with the reason, so the rest of
 * the suite goes on.
 */
export async function executeAttempt(c: Case, run: number, deps: AttemptDeps): Promise<AttemptResult> {
  const now = deps.now ?? (() => performance.now());
  const startedAt = new Date().toISOString();
  const input = attemptInput(c, run, deps.env);
  const base = { id: c.id, suite: c.suite, run, started_at: startedAt };
  if (deps.signal.aborted)
    return { ...base, status: 'skipped', duration_ms: 0, error: 'not run: the run was stopped', checks: [] };

  const ac = new AbortController();
  const onCancel = () => ac.abort(deps.signal.reason);
  deps.signal.addEventListener('abort', onCancel, { once: true });
  const timer = setTimeout(
    () => ac.abort(new DOMException(`timed out after ${formatMs(deps.timeoutMs)}`, 'TimeoutError')),
    deps.timeoutMs,
  );
  const t0 = now();
  let reply: TargetReply | undefined;
  let failure: { status: 'error' | 'timeout'; error: string; stderr?: string; exit?: number | null } | undefined;
  try {
    // Race the target against the signal: an in-process module cannot be interrupted otherwise.
    reply = await new Promise<TargetReply>((resolve, reject) => {
      if (ac.signal.aborted) return reject(ac.signal.reason as Error);
      const onAbort = () => reject(ac.signal.reason as Error);
      ac.signal.addEventListener('abort', onAbort, { once: true });
      deps.target
        .run({ case: c, attempt: input, signal: ac.signal, timeoutMs: deps.timeoutMs })
        .then(resolve, reject)
        .finally(() => ac.signal.removeEventListener('abort', onAbort));
    });
  } catch (e) {
    const timedOut = isTimeout(ac.signal.reason) || (e instanceof AttemptFailure && e.kind === 'timeout');
    const stderr = e instanceof AttemptFailure ? e.stderr : undefined;
    let message = timedOut
      ? `timeout: no answer within ${formatMs(deps.timeoutMs)} (the agent was stopped)`
      : deps.signal.aborted
        ? 'cancelled: the run was stopped'
        : e instanceof Error
          ? e.message
          : String(e);
    if (stderr && !timedOut) message += `\n--- stderr (last ${MAX_STORED_STDERR} bytes) ---\n${capText(stderr, MAX_STORED_STDERR, true)}`;
    failure = {
      status: timedOut ? 'timeout' : 'error',
      error: message,
      stderr,
      exit: e instanceof AttemptFailure ? e.exitCode : undefined,
    };
  } finally {
    clearTimeout(timer);
    deps.signal.removeEventListener('abort', onCancel);
  }
  const agentMs = now() - t0;
  const transcript = transcriptOf(c, input, reply);
  if (failure) {
    if (failure.stderr) transcript.stderr = capText(failure.stderr, MAX_STORED_STDERR, true);
    if (failure.exit !== undefined) transcript.exit_code = failure.exit;
    return {
      ...base,
      status: deps.signal.aborted && failure.status === 'error' ? 'skipped' : failure.status,
      duration_ms: round1(agentMs),
      error: failure.error,
      checks: [],
      transcript,
    };
  }
  const output = reply?.output;
  let checks: Check[];
  try {
    checks = await deps.judge(c, output, transcript, deps.signal);
  } catch (e) {
    return {
      ...base,
      status: 'error',
      duration_ms: round1(agentMs),
      output: capOutput(output),
      error: `judging failed: ${e instanceof Error ? e.message : String(e)}`,
      checks: [],
      usage: reply?.usage,
      transcript,
    };
  }
  const errored = checks.find((k) => k.error);
  const failedCheck = checks.find((k) => !k.passed);
  return {
    ...base,
    status: errored ? 'error' : failedCheck ? 'failed' : 'passed',
    duration_ms: round1(agentMs),
    output: capOutput(output),
    ...(errored
      ? { error: `${errored.label}: ${errored.error}` }
      : failedCheck
        ? { error: `${failedCheck.label}: ${failedCheck.message ?? 'failed'}` }
        : {}),
    checks,
    ...(reply?.usage ? { usage: reply.usage } : {}),
    transcript,
  };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** "5m", "30s", "1.5s", "250ms". */
export function formatMs(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${Math.round(ms / 100) / 10}s`;
  if (ms < 3_600_000) return `${Math.round(ms / 6000) / 10}m`;
  return `${Math.round(ms / 360_000) / 10}h`;
}
