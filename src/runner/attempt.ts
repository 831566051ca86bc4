import type { AttemptInput, Case, CaseFormat, TestEnv } from '../model/case.js';
import { inputToMessages, messageText } from '../model/message.js';
import type { AttemptResult, Check } from '../model/result.js';
import { mockAction, mockName, type MockDecl } from '../model/skilltest.js';
import type { MockCall, Transcript } from '../model/transcript.js';
import {
  AttemptFailure,
  type AgentRateLimit,
  type Target,
  type TargetReply,
} from '../contracts/target.js';
import { isTimeoutReason } from '../targets/reply.js';
import { watchAttempt, type AttemptWatch } from './attempt-watch.js';
import { CaseInputError, type FormatRecord } from '../contracts/format.js';
import type { AttemptJudge, ConversationRunner } from '../contracts/judge.js';
import type { AttemptAccount, LimiterRegistry } from '../net/endpoint-limiter.js';
import { HttpCallError } from '../net/http-retry.js';
import type { FaultMatch, FaultPatterns } from '../net/provider-faults.js';
import type { AttemptFault, FaultKind } from '../model/environment-fault.js';
import type { YaoHooks } from './yao-hooks.js';
import { utf8Prefix, utf8Suffix } from '../lib/utf8.js';
import { errorMessage } from '../lib/error-message.js';
import { formatMs } from '../lib/units.js';
import { mergeTraced } from '../trace/merge.js';
import type { AttemptTracing, TracedAttempt } from './tracing.js';
import { needsJudge } from './model-services.js';

/** Stored output is capped per attempt (it is judged in full first) so memory follows results, not output size. */
export const MAX_STORED_OUTPUT = 256 * 1024;
/** Stored stderr tail per attempt. */
export const MAX_STORED_STDERR = 4 * 1024;

export type { AttemptJudge, ConversationRunner } from '../contracts/judge.js';

export interface AttemptDeps {
  target: Target;
  judge: AttemptJudge;
  /** The case's format record (what it adds to the attempt's input, messages and output). */
  format?: FormatRecord<CaseFormat>;
  /** Used for cases with `user_sim` or `simulator`; absent → those cases run a single turn. */
  conversation?: ConversationRunner;
  env: TestEnv;
  timeoutMs: number;
  /** Cancels the whole run (SIGINT/SIGTERM, fail-fast). */
  signal: AbortSignal;
  /** The run's limiters: they account the attempt's waits and rate limits by its signal. */
  limits?: LimiterRegistry;
  /**
   * The run's environment-fault patterns (src/net/provider-faults.ts): a failed try that matches
   * one waits on the agent's limiter and is asked again, like a rate limit the agent reports.
   */
  faults?: FaultPatterns;
  /**
   * `judge.rejudge`: a failed attempt judged by the judge model is judged `times` more on the same
   * transcript (no agent call) while `allowed()` (the budget) says so: judge noise, told apart
   * from a real failure (src/report/flaky-why.ts).
   */
  rejudge?: { times: number; allowed: () => boolean };
  /** The run's working directory: a Yao case's `file://` parts are read from its suite's folder. */
  cwd?: string;
  /**
   * Masks secrets in agent text before it is cut for storing (the run's redactor); the result
   * is redacted whole afterwards all the same.
   */
  redact?: (s: string) => string;
  /** Yao's per-case before/after hooks (cases with `hooks`). */
  hooks?: Pick<YaoHooks, 'before' | 'after'>;
  /** The agent is traced: the attempt gets a trace context and its spans join its transcript. */
  tracing?: AttemptTracing;
  now?: () => number;
}

/** Builds what the target receives for one attempt. */
export function attemptInput(
  c: Case,
  run: number,
  env: TestEnv,
  format?: FormatRecord<CaseFormat>,
): AttemptInput {
  return {
    id: c.id,
    run,
    input: c.input,
    messages: inputToMessages(c.input),
    env,
    metadata: { ...(c.metadata ?? {}) },
    ...(c.options ? { options: c.options } : {}),
    ...format?.attempt?.fields?.(c),
  };
}

/** Masks secrets in agent text (the run's redactor); text is redacted before it is cut. */
type Redact = (s: string) => string;
const asIs: Redact = (s) => s;

/**
 * `s` redacted, then cut to `max` UTF-8 bytes (its end with `tail`), saying how much was cut.
 * Redacting first means a cut never leaves part of a secret; the cut is marked with `…` beside
 * the kept text all the same (see src/lib/cut.ts).
 */
function capText(raw: string, max: number, tail = false, redact: Redact = asIs): string {
  if (Buffer.byteLength(raw) <= max) return raw;
  const s = redact(raw);
  const total = Buffer.byteLength(s);
  if (total <= max) return s;
  if (tail) {
    const kept = utf8Suffix(s, max);
    return `…[${total - Buffer.byteLength(kept)} bytes cut]…${kept}`;
  }
  return `${utf8Prefix(s, max)}…[truncated: ${total} bytes in all]`;
}

function capOutput(output: unknown, redact: Redact): unknown {
  if (typeof output === 'string') return capText(output, MAX_STORED_OUTPUT, false, redact);
  if (output === undefined || output === null || typeof output !== 'object') return output;
  const text = JSON.stringify(output);
  return text.length > MAX_STORED_OUTPUT ? capText(text, MAX_STORED_OUTPUT, false, redact) : output;
}

/**
 * What is kept of an attempt. Only what the agent reported is stored: for a plain reply the
 * conversation is the case's input plus the output (both already in the report), so it is not
 * copied into every attempt — 100,000 attempts must fit in memory. Empty lists are left out.
 */
function transcriptOf(reply: TargetReply | undefined, redact: Redact): Transcript {
  const t: Transcript = { messages: [], tool_calls: [], mock_calls: [], events: [] };
  if (reply?.messages?.length)
    t.messages = reply.messages.map((m) =>
      typeof m.content === 'string' && m.content.length > MAX_STORED_OUTPUT
        ? { ...m, content: capText(messageText(m.content), MAX_STORED_OUTPUT, false, redact) }
        : m,
    );
  if (reply?.tool_calls?.length) t.tool_calls = reply.tool_calls;
  if (reply?.mock_calls?.length) t.mock_calls = reply.mock_calls;
  if (reply?.events?.length) t.events = reply.events;
  if (reply?.usage) t.usage = reply.usage;
  if (reply?.finish_reason) t.finish_reason = reply.finish_reason;
  if (reply?.stderr) t.stderr = capText(reply.stderr, MAX_STORED_STDERR, true, redact);
  if (reply?.exit_code !== undefined) t.exit_code = reply.exit_code;
  if (reply?.effects) t.effects = reply.effects;
  if (reply?.init_result) t.init_result = reply.init_result;
  if (reply?.session_id) t.session_id = reply.session_id;
  if (reply?.logs?.length) t.logs = reply.logs;
  if (reply?.turns?.length)
    t.turns = reply.turns.map((turn) =>
      turn.output === undefined ? turn : { ...turn, output: capOutput(turn.output, redact) },
    );
  if (reply?.checkpoints?.length) t.checkpoints = reply.checkpoints;
  if (reply?.trace) t.trace = reply.trace;
  return t;
}

/** The transcript judges see: with the conversation spelled out when the agent reported none. */
function judgedTranscript(
  stored: Transcript,
  input: AttemptInput,
  reply: TargetReply | undefined,
): Transcript {
  if (stored.messages.length || !reply) return stored;
  const content =
    typeof reply.output === 'string' ? reply.output : JSON.stringify(reply.output ?? null);
  return { ...stored, messages: [...input.messages, { role: 'assistant', content }] };
}

/**
 * Each intercepted record gets skilltest's `rule`: the index of its declaration among the case's
 * declarations that have an action (spies compile to no rule).
 */
function withRules(calls: MockCall[], c: Case): MockCall[] {
  const rules = c.mocks.filter((m) => mockAction(m) !== 'spy').map((m) => c.mocks.indexOf(m));
  const names = rules.map((i) => mockName(c.mocks[i] as MockDecl, i));
  return calls.map((k) => {
    const rule = k.action === 'spy' || k.mock === undefined ? -1 : names.indexOf(k.mock);
    return rule >= 0 ? { ...k, rule } : k;
  });
}

/** Drops the empty parts of a stored transcript; undefined when nothing is left. */
function compactTranscript(t: Transcript): Transcript | undefined {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(t)) {
    if (v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return Object.keys(out).length ? (out as Transcript) : undefined;
}

/**
 * Runs one attempt: the case's Yao `before` hook, the agent under a per-attempt timeout, every
 * assertion, then the `after` hook. Never throws: a crash, a hang or garbage becomes an
 * `error`/`timeout` attempt with the reason, so the rest of the suite goes on.
 */
export async function executeAttempt(
  c: Case,
  run: number,
  deps: AttemptDeps,
): Promise<AttemptResult> {
  if (!c.hooks?.before && !c.hooks?.after) return runAgentAttempt(c, run, deps);
  if (deps.signal.aborted) return runAgentAttempt(c, run, deps);
  const hooks = deps.hooks;
  if (!hooks)
    return attemptResult(c, run, new Date().toISOString(), {
      status: 'error',
      duration_ms: 0,
      error: 'the case has a before/after hook and this run has no hook runner',
    });
  // runner.go runSingleTest: Before runs first (its time counts in the case's duration; the
  // agent's timeout starts after it); when it fails the case is an error and After is not run.
  const startedAt = new Date().toISOString();
  const now = deps.now ?? (() => performance.now());
  const t0 = now();
  let data: unknown = null;
  if (c.hooks.before) {
    const b = await hooks.before(c, deps.signal, deps.timeoutMs);
    if ('error' in b)
      return attemptResult(c, run, startedAt, {
        status: deps.signal.aborted ? 'skipped' : 'error',
        duration_ms: round1(now() - t0),
        error: `before script failed: ${b.error}`,
      });
    data = b.data;
  }
  const hookMs = now() - t0;
  const r = await runAgentAttempt(c, run, deps);
  const result = { ...r, started_at: startedAt, duration_ms: round1(r.duration_ms + hookMs) };
  // After runs whatever the verdict (a deferred call in Yao); its failure is only a warning.
  if (c.hooks.after) await hooks.after(c, result, data, deps.signal, deps.timeoutMs);
  return result;
}

async function runAgentAttempt(c: Case, run: number, deps: AttemptDeps): Promise<AttemptResult> {
  const now = deps.now ?? (() => performance.now());
  const redact = deps.redact ?? asIs;
  const startedAt = new Date().toISOString();
  const input = attemptInput(c, run, deps.env, deps.format);
  const result = (r: ResultFields): AttemptResult => attemptResult(c, run, startedAt, r);
  if (deps.signal.aborted)
    return result({ status: 'skipped', duration_ms: 0, error: 'not run: the run was stopped' });
  // What the format makes of the messages (Yao's file:// parts); a case it cannot run errors.
  const prepare = deps.format?.attempt?.messages;
  if (prepare) {
    try {
      input.messages = await prepare(c, input.messages, deps.cwd ?? '.');
    } catch (e) {
      if (!(e instanceof CaseInputError)) throw e;
      return result({
        status: 'error',
        duration_ms: 0,
        error: `failed to parse input (${c.source.file}:${c.source.line}): ${e.message}`,
      });
    }
  }
  // Stopped by its timeout or by the run's cancellation (see attempt-watch.ts); stopping also
  // rejects the race below. The attempt's signal is made only if the agent asks for it.
  const watch = watchAttempt(deps.signal, deps.timeoutMs, formatMs);
  const limits = deps.limits;
  let account: AttemptAccount | undefined;
  if (limits) watch.onSignal = (s) => (account = limits.track(s));
  let rejectRace: ((reason: unknown) => void) | undefined;
  watch.onStop = (reason) => rejectRace?.(reason);
  // The attempt's trace context exists before its agent starts (its spans may come at once).
  const traced = deps.tracing?.begin(c, run);
  const t0 = now();
  let reply: TargetReply | undefined;
  const progress: { reply?: TargetReply; checks: Check[]; turns: number } = {
    checks: [],
    turns: 0,
  };
  const conversation =
    deps.conversation && (c.user_sim !== undefined || c.simulator !== undefined)
      ? deps.conversation
      : undefined;
  let failure:
    | {
        status: 'error' | 'timeout';
        error: string;
        stderr?: string;
        exit?: number | null;
        limitedBy?: string;
        lostTo?: 'rate_limited' | 'environment_fault';
        notStarted?: boolean;
      }
    | undefined;
  const faultLog = new FaultLog();
  // The output the case's format judges (a conversation has applied it turn by turn).
  const judgedOutput = deps.format?.attempt?.output;
  const outputOf = (r: TargetReply): unknown =>
    judgedOutput && !conversation ? judgedOutput(r) : r.output;
  // An answer that is nothing but a provider error is a fault only when it fails its checks: a
  // match on an answer that passes changes nothing. A conversation judges turn by turn itself.
  const faults = deps.faults;
  const screen =
    faults && !conversation
      ? async (r: TargetReply): Promise<FaultMatch | undefined> => {
          const m = faults.ofOutput(r.output);
          if (!m) return undefined;
          const checks = await deps
            .judge(
              c,
              outputOf(r),
              judgedTranscript(transcriptOf(r, redact), input, r),
              deps.signal,
              run,
            )
            .catch(() => undefined);
          return checks?.every((k) => k.passed && !k.error) ? undefined : m;
        }
      : undefined;
  // Race the target against the signal: an in-process module cannot be interrupted otherwise.
  const callAgent = (): Promise<TargetReply> =>
    new Promise<TargetReply>((resolve, reject) => {
      if (watch.stopped) return reject(watch.reason as Error);
      rejectRace = reject;
      (conversation
        ? conversation(c, input, watch.signal, progress)
        : deps.target.run({
            case: c,
            attempt: input,
            get signal() {
              return watch.signal;
            },
            aborted: () => watch.stopped,
            timeoutMs: deps.timeoutMs,
          })
      ).then(resolve, reject);
    });
  try {
    reply = limits
      ? await callPastRateLimits(callAgent, limits, deps.target, watch, progress, {
          log: faultLog,
          ...(faults ? { patterns: faults } : {}),
          ...(screen ? { screen } : {}),
        })
      : await callAgent();
  } catch (e) {
    const timedOut =
      isTimeoutReason(watch.reason) || (e instanceof AttemptFailure && e.kind === 'timeout');
    const stderr = e instanceof AttemptFailure ? e.stderr : undefined;
    // Still rate limited when the deadline came (or the limit outlasted it): not the agent's failure.
    const limitedBy =
      (timedOut ? account?.limitedBy : undefined) ??
      (deps.signal.aborted ? undefined : rateLimitedBy(e));
    // Still failing with a provider fault when the deadline came: lost to it, as to a rate limit.
    const lostFault = limitedBy && timedOut ? faultLog.current : undefined;
    const lostTo = !limitedBy
      ? undefined
      : lostFault && !RATE_LIMIT_KINDS.has(lostFault.kind)
        ? ('environment_fault' as const)
        : ('rate_limited' as const);
    const waited = `${formatMs(account?.waitedMs ?? 0)} waiting on the limit`;
    const why = timedOut ? `no answer within ${formatMs(deps.timeoutMs)}` : errorMessage(e);
    // The message says what went wrong in a line (a timeout in Yao's words, `timeout after 5m`);
    // the stderr tail is kept once, in the transcript.
    const message = lostFault
      ? `${lostTo === 'rate_limited' ? `rate limited by ${limitedBy}` : 'the model provider kept failing'} (${lostFault.kind.replace('_', ' ')}, ${lostFault.times} ${lostFault.times === 1 ? 'try' : 'tries'}: ${lostFault.text}): ${why} (${waited})`
      : limitedBy
        ? `rate limited by ${limitedBy}: ${why} (${waited})`
        : timedOut
          ? `timeout after ${formatMs(deps.timeoutMs)}: no answer, the agent was stopped`
          : deps.signal.aborted
            ? 'cancelled: the run was stopped'
            : e instanceof Error
              ? e.message
              : String(e);
    failure = {
      status: timedOut && !limitedBy ? 'timeout' : 'error',
      error: message,
      stderr,
      exit: e instanceof AttemptFailure ? e.exitCode : undefined,
      ...(limitedBy && lostTo ? { limitedBy, lostTo } : {}),
      ...(!limitedBy && !timedOut && e instanceof AttemptFailure && e.notStarted
        ? { notStarted: true }
        : {}),
    };
  } finally {
    watch.done();
  }
  // Waiting on a rate limit is not the agent's work: durations leave it out.
  const waitedMs = account?.waitedMs ?? 0;
  const agentMs = Math.max(0, now() - t0 - waitedMs);
  const limit = {
    ...(waitedMs > 0 || failure?.limitedBy ? { limit_wait_ms: round1(waitedMs) } : {}),
    ...(failure?.lostTo === 'rate_limited'
      ? { cause: 'rate_limited' as const, rate_limited_by: failure.limitedBy }
      : failure?.lostTo === 'environment_fault'
        ? { cause: 'environment_fault' as const }
        : {}),
    ...(faultLog.entries.length ? { environment_faults: faultLog.entries } : {}),
  };
  // The agent's spans: waited for (up to the flush window, and not when the run was stopped), then
  // merged with what it reported (src/trace/merge.ts), before anything is judged.
  if (traced) {
    const spans = await traced.finish(deps.signal);
    if (reply) reply = withTrace(reply, spans, c);
    else if (progress.reply) progress.reply = withTrace(progress.reply, spans, c);
    else progress.reply = withTrace({ output: undefined }, spans, c);
  }
  const transcript = transcriptOf(reply ?? progress.reply, redact);
  // skilltest's report tells "channel off" (no mocks, no spy: null) from "no calls" ([]).
  if (c.mocks.length > 0 || c.spy) transcript.mock_channel = true;
  if (transcript.mock_calls.length > 0) transcript.mock_calls = withRules(transcript.mock_calls, c);
  if (failure) {
    if (failure.stderr)
      transcript.stderr = capText(failure.stderr, MAX_STORED_STDERR, true, redact);
    if (failure.exit !== undefined) transcript.exit_code = failure.exit;
    return result({
      status: deps.signal.aborted && failure.status === 'error' ? 'skipped' : failure.status,
      duration_ms: round1(agentMs),
      error: failure.error,
      checks: progress.checks,
      transcript: compactTranscript(transcript),
      ...limit,
      ...(failure.notStarted ? { cause: 'not_started' as const } : {}),
    });
  }
  const output = reply ? outputOf(reply) : undefined;
  let checks: Check[];
  try {
    checks = [
      ...progress.checks,
      ...(await deps.judge(
        c,
        output,
        judgedTranscript(transcript, input, reply),
        deps.signal,
        run,
      )),
    ];
  } catch (e) {
    const judgeLimitedBy = rateLimitedBy(e);
    return result({
      status: 'error',
      duration_ms: round1(agentMs),
      output: capOutput(output, redact),
      error: `judging failed: ${errorMessage(e)}`,
      usage: reply?.usage,
      transcript: compactTranscript(transcript),
      ...limit,
      ...(judgeLimitedBy ? { cause: 'rate_limited', rate_limited_by: judgeLimitedBy } : {}),
    });
  }
  const errored = checks.find((k) => k.error);
  const failedCheck = checks.find((k) => !k.passed);
  const rejudged =
    !errored && failedCheck && !conversation
      ? await judgeAgain(c, checks, deps, () =>
          deps.judge(c, output, judgedTranscript(transcript, input, reply), deps.signal, run),
        )
      : undefined;
  // A thinkingbox test function's check carries the attempt's reward (0..1) as its score.
  const rewardCheck = checks.find((k) => k.type === 'test_function' && typeof k.score === 'number');
  return result({
    status: errored ? 'error' : failedCheck ? 'failed' : 'passed',
    duration_ms: round1(agentMs),
    output: capOutput(output, redact),
    error: errored
      ? `${errored.label}: ${errored.error}`
      : failedCheck
        ? `${failedCheck.label}: ${failedCheck.message ?? 'failed'}`
        : undefined,
    checks,
    reward: rewardCheck ? Math.min(1, Math.max(0, rewardCheck.score as number)) : undefined,
    usage: reply?.usage,
    transcript: compactTranscript(transcript),
    ...(rejudged ? { rejudged } : {}),
    ...limit,
  });
}

/**
 * A failed attempt's transcript judged again (`judge.rejudge`), when a judge model answered its
 * checks once each: whether each judging passed every check. The same transcript judged pass on
 * another try is judge noise, not a failure of the agent. None when the judge already asked every
 * question several times (`judge.runs` ≥ 2 keeps each verdict), or a judging fails.
 */
async function judgeAgain(
  c: Case,
  checks: Check[],
  deps: AttemptDeps,
  judge: () => Promise<Check[]>,
): Promise<{ verdicts: boolean[] } | undefined> {
  const r = deps.rejudge;
  if (!r || r.times <= 0 || !needsJudge(c)) return undefined;
  if (checks.some((k) => (k.judge?.verdicts?.length ?? 0) > 1)) return undefined;
  const verdicts: boolean[] = [];
  for (let i = 0; i < r.times && r.allowed() && !deps.signal.aborted; i++) {
    const again = await judge().catch(() => undefined);
    if (!again) break;
    verdicts.push(again.every((k) => k.passed && !k.error));
  }
  return verdicts.length ? { verdicts } : undefined;
}

/** The reply with the attempt's spans merged in (the merge rule is in src/trace/merge.ts). */
function withTrace(reply: TargetReply, spans: TracedAttempt, c: Case): TargetReply {
  const merged = mergeTraced(reply, spans, { mockChannel: c.mocks.length > 0 || c.spy });
  return { ...reply, ...merged, trace: spans.trace };
}

/** Fault kinds that are a rate limit: an attempt lost to one is `rate_limited`. */
const RATE_LIMIT_KINDS: ReadonlySet<FaultKind> = new Set(['rate_limit', 'quota']);

/**
 * The environment faults one attempt hit, one entry per pattern, kept in the order last hit;
 * `current` is the fault the attempt is waiting out now (cleared by a rate limit the agent
 * reported itself, which is no pattern's).
 */
class FaultLog {
  readonly entries: AttemptFault[] = [];
  current: AttemptFault | undefined;
  add(m: FaultMatch): void {
    const i = this.entries.findIndex((f) => f.pattern === m.pattern);
    const times = i >= 0 ? (this.entries.splice(i, 1)[0] as AttemptFault).times + 1 : 1;
    const e: AttemptFault = { kind: m.kind, pattern: m.pattern, times, text: m.text };
    this.entries.push(e);
    this.current = e;
  }
}

/** What an attempt's tries are screened for besides rate limits the agent reports itself. */
interface FaultScreen {
  log: FaultLog;
  /** The run's patterns, searched in a failed try's error and stderr. */
  patterns?: FaultPatterns;
  /** Whether an answer is a fault (nothing but a provider error, and failing its checks). */
  screen?: (reply: TargetReply) => Promise<FaultMatch | undefined>;
}

/**
 * Calls the agent, and while it reports that its own model call was rate limited (see
 * AgentRateLimit) or fails with a provider fault (src/net/provider-faults.ts), pauses that
 * agent's limiter (every attempt of the agent waits; its window halves) and calls it again once
 * the pause is over, until the attempt's deadline stops the wait. A faulty try is never graded.
 */
async function callPastRateLimits(
  callAgent: () => Promise<TargetReply>,
  limits: LimiterRegistry,
  target: Target,
  watch: AttemptWatch,
  progress: { reply?: TargetReply; checks: Check[]; turns: number },
  env: FaultScreen,
): Promise<TargetReply> {
  for (;;) {
    const gate = limits.gateOf(target.description);
    // Reading the signal makes it, and with it the attempt's account of time spent waiting.
    const permit = gate
      ? await gate.acquire(watch.signal, limits.accountOf(watch.signal))
      : undefined;
    const sentAt = performance.now();
    let limit: AgentRateLimit | undefined;
    let fault: FaultMatch | undefined;
    let failure: unknown;
    try {
      const reply = await callAgent();
      fault = await env.screen?.(reply);
      if (!fault) {
        permit?.succeeded(
          reply.usage ? reply.usage.input_tokens + reply.usage.output_tokens : undefined,
        );
        return reply;
      }
      failure = new AttemptFailure(`the agent's answer is a provider error: ${fault.text}`, {
        ...(reply.stderr ? { stderr: reply.stderr } : {}),
        exitCode: reply.exit_code ?? null,
      });
    } catch (e) {
      limit = e instanceof AttemptFailure ? e.rateLimit : undefined;
      // A stopped attempt is not read for faults: its agent was killed mid-call.
      fault = limit || watch.stopped ? undefined : env.patterns?.ofFailure(e);
      if (!limit && !fault) {
        permit?.release();
        throw e;
      }
      failure = e;
    }
    if (fault) env.log.add(fault);
    else env.log.current = undefined;
    const retryAfterMs = limit ? limit.retryAfterMs : fault?.retryAfterMs;
    const limiter = limits.reportedBy(target.description, limit?.endpoint);
    if (permit && gate === limiter) permit.rateLimited(retryAfterMs);
    else {
      permit?.release();
      limiter.rateLimitedOutside(sentAt, retryAfterMs);
    }
    const account = limits.accountOf(watch.signal);
    if (account) account.limitedBy = limiter.endpoint;
    if (watch.stopped) throw failure;
    // A conversation starts over: its turns so far were answered by a call that did not happen.
    progress.checks = [];
    progress.turns = 0;
    delete progress.reply;
  }
}

/** The endpoint of a rate-limit failure down the error's cause chain, if it is one. */
function rateLimitedBy(e: unknown): string | undefined {
  let cur: unknown = e;
  for (let depth = 0; cur instanceof Error && depth < 6; depth++) {
    if (cur instanceof HttpCallError && cur.kind === 'rate_limited') return cur.endpoint;
    cur = cur.cause;
  }
  return undefined;
}

type ResultFields = Pick<AttemptResult, 'status' | 'duration_ms'> &
  Partial<
    Pick<
      AttemptResult,
      | 'output'
      | 'error'
      | 'checks'
      | 'reward'
      | 'usage'
      | 'transcript'
      | 'cause'
      | 'rate_limited_by'
      | 'limit_wait_ms'
      | 'environment_faults'
      | 'rejudged'
    >
  >;

/**
 * Every attempt result is built by this one literal, all keys always present in one order (absent
 * ones undefined, which JSON leaves out): 100,000 results then share one hidden class. Built with
 * spreads and optional keys, each result got a hidden class of its own — a third of the heap and
 * most of the garbage collector's time on a large fast suite.
 */
function attemptResult(c: Case, run: number, startedAt: string, r: ResultFields): AttemptResult {
  return {
    id: c.id,
    suite: c.suite,
    run,
    started_at: startedAt,
    status: r.status,
    duration_ms: r.duration_ms,
    output: r.output,
    error: r.error,
    checks: r.checks ?? [],
    reward: r.reward,
    usage: r.usage,
    transcript: r.transcript,
    cause: r.cause,
    rate_limited_by: r.rate_limited_by,
    limit_wait_ms: r.limit_wait_ms,
    environment_faults: r.environment_faults,
    rejudged: r.rejudged,
  };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
