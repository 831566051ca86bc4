import { cutEnd } from '../lib/cut.js';
import type { EndpointLimiter } from './endpoint-limiter.js';
import { jittered, type AttemptAccount } from './endpoint-limiter.js';
import type { Fetch } from './proxy.js';

/*
 * One HTTP call with retries, used by the model providers and the HTTP agent target:
 *
 * - every try goes through the endpoint's limiter (shared pause after a 429, adaptive
 *   concurrency, pacing), so a rate limit slows every worker instead of failing one attempt;
 * - rate limits (429, 529, 503 with Retry-After) are retried for as long as the call's deadline
 *   and signal allow, not a fixed number of times;
 * - faults (a reset connection, a response cut before its end, 500/502/503/504) are retried with
 *   a jittered backoff up to `maxRetries`, but only for idempotent calls; errors before the server
 *   received the request (refused connection, DNS) are retried for every call;
 * - a 4xx, a per-request timeout or a malformed body fail at once;
 * - every message is masked (API keys, expanded headers) and keeps its cause.
 */

/** How a call retries. */
export interface RetryPolicy {
  /** One request's timeout, body reading included. */
  timeoutMs: number;
  /** Retries after faults (not rate limits, which go on until the deadline). */
  maxRetries: number;
  /** First fault backoff; doubles per retry, jittered, capped by maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The call may be repeated after the server saw it (model calls: yes; an agent: only if said so). */
  idempotent: boolean;
  /** Longest a call keeps retrying rate limits when nothing else stops it first. Default 10 min. */
  maxWaitMs?: number;
  /** Absolute deadline (performance.now() time) after which no retry starts. */
  deadline?: number;
  /** Source of jitter in [0, 1). */
  random?: () => number;
}

export const DEFAULT_MAX_WAIT_MS = 600_000;

/** Why a call failed, for callers that act on it (the runner marks `rate_limited` attempts). */
export type HttpFailureKind = 'rate_limited' | 'status' | 'connection' | 'timeout' | 'response';

/** A failed HTTP call; `status` is set when there was a response. */
export class HttpCallError extends Error {
  readonly status?: number;
  readonly retryable: boolean;
  readonly kind: HttpFailureKind;
  /** The endpoint that rate limited the call (kind `rate_limited`). */
  readonly endpoint?: string;
  constructor(
    message: string,
    opts: {
      status?: number;
      retryable?: boolean;
      kind?: HttpFailureKind;
      endpoint?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'HttpCallError';
    this.status = opts.status;
    this.retryable = opts.retryable ?? false;
    this.kind = opts.kind ?? (opts.status !== undefined ? 'status' : 'response');
    if (opts.endpoint !== undefined) this.endpoint = opts.endpoint;
  }
}

/** Thrown by a reader when the body ended before its end (an SSE stream without its last event). */
export class CutResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CutResponseError';
  }
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `Retry-After`: delay-seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const v = value.trim();
  if (v === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const t = Date.parse(v);
  if (Number.isNaN(t)) return undefined;
  return Math.max(0, t - now);
}

/** The server's wait: `retry-after-ms` (OpenAI, Azure) first, then `Retry-After`. */
export function retryAfterOf(headers: Headers): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.round(Number(ms));
  return parseRetryAfter(headers.get('retry-after'));
}

/** A response that says "rate limited": 429, 529 (overloaded), or 503 with a Retry-After. */
export function isRateLimitStatus(status: number, retryAfterMs: number | undefined): boolean {
  return status === 429 || status === 529 || (status === 503 && retryAfterMs !== undefined);
}

/** Error codes and messages down the `cause` chain (fetch wraps the socket error). */
export function errorChain(e: unknown): { codes: string[]; messages: string[] } {
  const codes: string[] = [];
  const messages: string[] = [];
  let cur: unknown = e;
  for (let depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
    const o = cur as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof o.code === 'string') codes.push(o.code);
    if (typeof o.message === 'string') messages.push(o.message);
    cur = o.cause;
  }
  return { codes, messages };
}

/** The request never reached the server: safe to send again, whatever it does. */
const BEFORE_REQUEST_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** The connection broke after the request may have arrived. */
const AFTER_REQUEST_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** `before`: the request never left; `after`: it may have arrived; undefined: not a network error. */
export function networkFault(e: unknown): 'before' | 'after' | undefined {
  if (e instanceof CutResponseError) return 'after';
  const { codes, messages } = errorChain(e);
  if (codes.some((c) => BEFORE_REQUEST_CODES.has(c))) return 'before';
  if (codes.some((c) => AFTER_REQUEST_CODES.has(c))) return 'after';
  if (messages.some((m) => /socket hang up|other side closed|terminated|fetch failed/i.test(m)))
    return 'after';
  return undefined;
}

/** "ECONNRESET (read ECONNRESET)", or the innermost message. */
export function networkReason(e: unknown): string {
  if (e instanceof CutResponseError) return e.message;
  const { codes, messages } = errorChain(e);
  const inner = messages.length > 1 ? messages[messages.length - 1] : (messages[0] ?? String(e));
  return codes.length > 0 ? `${codes[codes.length - 1]} (${inner})` : (inner ?? String(e));
}

export interface HttpCall<T> {
  /** Prefix of every message (`openai`), or '' for none. */
  label: string;
  url: string;
  /** The URL as messages show it (secrets masked). */
  shownUrl: string;
  method: 'POST' | 'PUT';
  headers: Record<string, string>;
  body: string;
  policy: RetryPolicy;
  /** The endpoint's limiter (one per endpoint per run). */
  limiter: EndpointLimiter;
  /** The calling attempt's account (time waited, rate-limited state). */
  account?: AttemptAccount;
  signal?: AbortSignal;
  /** The fetch to send with: `proxiedFetch(env)` (src/net/proxy.ts); default the global fetch. */
  fetch?: Fetch;
  mask: (s: string) => string;
  /** Reads a 2xx response; throw HttpCallError (not retried unless marked) or CutResponseError. */
  read: (res: Response) => Promise<T>;
  /** Reads an error response's body for the message (default: the first 2000 characters). */
  readError?: (res: Response) => Promise<string>;
  /** Tokens a reply used (for tokens_per_minute pacing). */
  tokensOf?: (value: T) => number | undefined;
  /** Debug lines (each retry). */
  log?: (line: string) => void;
}

/** Sends the call, retrying as the policy says; resolves with what `read` returned. */
export async function sendWithRetry<T>(call: HttpCall<T>): Promise<T> {
  const { policy: p, limiter, account, signal, mask } = call;
  const prefix = call.label ? `${call.label}: ` : '';
  const random = p.random ?? Math.random;
  const deadline = p.deadline ?? performance.now() + (p.maxWaitMs ?? DEFAULT_MAX_WAIT_MS);
  let faults = 0;
  let limited = 0;
  let last: HttpCallError | undefined;
  const tries = (n: number) => (n > 1 ? ` (after ${n} tries)` : '');
  for (let n = 1; ; n++) {
    if (signal?.aborted) throw signal.reason;
    const left = deadline - performance.now();
    if (left <= 0 && last) throw giveUp(last, n - 1, limited);
    // Waiting on the limiter stops at the deadline too: a call never waits past it.
    let permit = limiter.tryAcquire();
    if (!permit) {
      const until = AbortSignal.timeout(Math.max(1, Math.ceil(left)));
      try {
        permit = await limiter.acquire(signal ? AbortSignal.any([signal, until]) : until, account);
      } catch (e) {
        if (signal?.aborted) throw signal.reason;
        if (last) throw giveUp(last, n - 1, limited);
        throw e;
      }
    }
    // No timer of its own when the caller's signal ends the call first (the HTTP target).
    const timeout = signal && p.timeoutMs > left ? undefined : AbortSignal.timeout(p.timeoutMs);
    const reqSignal = timeout ? (signal ? AbortSignal.any([signal, timeout]) : timeout) : signal;
    let res: Response;
    try {
      res = await (call.fetch ?? fetch)(call.url, {
        method: call.method,
        headers: call.headers,
        body: call.body,
        signal: reqSignal,
      });
    } catch (e) {
      permit.release();
      if (signal?.aborted) throw signal.reason;
      if (timeout?.aborted) throw timedOut(e);
      const fault = networkFault(e);
      last = new HttpCallError(
        mask(`${prefix}request to ${call.shownUrl} failed: ${networkReason(e)}`),
        { kind: 'connection', retryable: fault !== undefined, cause: e },
      );
      if (fault === 'before' || (fault === 'after' && p.idempotent)) {
        if (await backoff()) continue;
      }
      throw withTries(last, n);
    }
    if (res.ok) {
      let value: T;
      try {
        value = await call.read(res);
      } catch (e) {
        permit.release();
        if (signal?.aborted) throw signal.reason;
        if (timeout?.aborted) throw timedOut(e);
        if (e instanceof HttpCallError) {
          if (!e.retryable) throw e.message === mask(e.message) ? e : remask(e);
          last = remask(e);
        } else {
          const fault = networkFault(e);
          if (fault === undefined) throw e;
          last = new HttpCallError(
            mask(`${prefix}response from ${call.shownUrl} broke off: ${networkReason(e)}`),
            { kind: 'connection', retryable: true, cause: e },
          );
          if (!p.idempotent) throw withTries(last, n);
        }
        if (await backoff()) continue;
        throw withTries(last, n);
      }
      permit.succeeded(call.tokensOf?.(value));
      if (account?.limitedBy === limiter.endpoint) account.limitedBy = undefined;
      return value;
    }
    const retryAfter = retryAfterOf(res.headers);
    const text = await (call.readError ?? defaultReadError)(res).catch(() => '');
    const status = `${res.status}${res.statusText ? ` ${res.statusText}` : ''}`;
    const message = mask(
      `${prefix}HTTP ${status} from ${call.method} ${call.shownUrl}${text ? `: ${text}` : ''}`,
    );
    if (isRateLimitStatus(res.status, retryAfter)) {
      permit.rateLimited(retryAfter);
      limited++;
      if (account) account.limitedBy = limiter.endpoint;
      last = new HttpCallError(message, {
        status: res.status,
        retryable: true,
        kind: 'rate_limited',
        endpoint: limiter.endpoint,
      });
      call.log?.(
        `${prefix}HTTP ${res.status} from ${call.shownUrl}; every call to it waits ${retryAfter !== undefined ? `${retryAfter} ms (Retry-After)` : 'a backoff'}`,
      );
      continue;
    }
    permit.release();
    // 408: the server gave up waiting for the request, so it never ran it.
    const fault = res.status === 408 || (res.status >= 500 && p.idempotent);
    last = new HttpCallError(message, { status: res.status, retryable: fault });
    if (fault && (await backoff())) continue;
    throw withTries(last, n);

    /** Sleeps the next fault backoff; false when no fault retry is left or the deadline is near. */
    async function backoff(): Promise<boolean> {
      if (faults >= p.maxRetries) return false;
      const wait = jittered(Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** faults), random);
      if (performance.now() + wait >= deadline) return false;
      faults++;
      call.log?.(mask(`${last?.message ?? 'request failed'}; retrying in ${wait} ms`));
      await sleep(wait, signal);
      return true;
    }
  }

  function timedOut(e: unknown): HttpCallError {
    return new HttpCallError(
      mask(`${prefix}request to ${call.shownUrl} timed out after ${p.timeoutMs} ms`),
      { kind: 'timeout', cause: e },
    );
  }
  function remask(e: HttpCallError): HttpCallError {
    return new HttpCallError(mask(e.message), {
      status: e.status,
      retryable: e.retryable,
      kind: e.kind,
      cause: e.cause,
    });
  }
  function withTries(e: HttpCallError, n: number): HttpCallError {
    return new HttpCallError(`${e.message}${tries(n)}`, {
      status: e.status,
      retryable: false,
      kind: e.kind,
      ...(e.endpoint !== undefined ? { endpoint: e.endpoint } : {}),
      cause: e.cause ?? e,
    });
  }
  function giveUp(e: HttpCallError, n: number, limitedTries: number): HttpCallError {
    if (e.kind !== 'rate_limited') return withTries(e, n);
    return new HttpCallError(
      `${prefix}rate limited by ${limiter.endpoint}: ${limitedTries} rate-limited answer${limitedTries === 1 ? '' : 's'}, no answer before the deadline (last: ${e.message.slice(prefix.length)})${tries(n)}`,
      { status: e.status, kind: 'rate_limited', endpoint: limiter.endpoint, cause: e },
    );
  }
}

async function defaultReadError(res: Response): Promise<string> {
  return cutEnd(await res.text(), 2000);
}
