import type { EndpointLimiter } from './endpoint-limiter.js';
import { type AttemptAccount } from './endpoint-limiter.js';
import type { Fetch } from './proxy.js';
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
export declare const DEFAULT_MAX_WAIT_MS = 600000;
/** Why a call failed, for callers that act on it (the runner marks `rate_limited` attempts). */
export type HttpFailureKind = 'rate_limited' | 'status' | 'connection' | 'timeout' | 'response';
/** A failed HTTP call; `status` is set when there was a response. */
export declare class HttpCallError extends Error {
    readonly status?: number;
    readonly retryable: boolean;
    readonly kind: HttpFailureKind;
    /** The endpoint that rate limited the call (kind `rate_limited`). */
    readonly endpoint?: string;
    constructor(message: string, opts?: {
        status?: number;
        retryable?: boolean;
        kind?: HttpFailureKind;
        endpoint?: string;
        cause?: unknown;
    });
}
/** Thrown by a reader when the body ended before its end (an SSE stream without its last event). */
export declare class CutResponseError extends Error {
    constructor(message: string);
}
/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export declare function sleep(ms: number, signal?: AbortSignal): Promise<void>;
/** `Retry-After`: delay-seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export declare function parseRetryAfter(value: string | null, now?: number): number | undefined;
/** The server's wait: `retry-after-ms` (OpenAI, Azure) first, then `Retry-After`. */
export declare function retryAfterOf(headers: Headers): number | undefined;
/** A response that says "rate limited": 429, 529 (overloaded), or 503 with a Retry-After. */
export declare function isRateLimitStatus(status: number, retryAfterMs: number | undefined): boolean;
/** Error codes and messages down the `cause` chain (fetch wraps the socket error). */
export declare function errorChain(e: unknown): {
    codes: string[];
    messages: string[];
};
/** `before`: the request never left; `after`: it may have arrived; undefined: not a network error. */
export declare function networkFault(e: unknown): 'before' | 'after' | undefined;
/** "ECONNRESET (read ECONNRESET)", or the innermost message. */
export declare function networkReason(e: unknown): string;
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
export declare function sendWithRetry<T>(call: HttpCall<T>): Promise<T>;
