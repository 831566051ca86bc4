/** `rate_limit:` of a model or an HTTP agent. */
export interface RatePacing {
    requests_per_minute?: number;
    tokens_per_minute?: number;
}
/** What the report keeps per endpoint. */
export interface EndpointStats {
    endpoint: string;
    /** Requests sent (retries included). */
    requests: number;
    /** Responses that said "rate limited" (429, 529, 503 with Retry-After). */
    rate_limited: number;
    /** Wall time during which at least one call waited on this endpoint's limit. */
    waited_ms: number;
    /** The lowest concurrency the window came down to (its start: the run's --parallel). */
    min_concurrency: number;
    max_concurrency: number;
}
/** Per-attempt account of what the limiters did to its calls. */
export interface AttemptAccount {
    /** Time this attempt's calls spent waiting on a limiter (not the agent's work). */
    waitedMs: number;
    /** The endpoint that is rate limiting this attempt right now (cleared by a success). */
    limitedBy?: string;
}
/** One call's hold on a slot of the window; exactly one of its outcomes ends it. */
export interface Permit {
    /** How long the call waited for it. */
    readonly waitedMs: number;
    /** The answer came: the window may grow; `tokens` (from usage) feed tokens_per_minute pacing. */
    succeeded(tokens?: number): void;
    /** The server said "rate limited": pause everyone, halve the window. */
    rateLimited(retryAfterMs: number | undefined): void;
    /** Any other end (an error, an abort): only the slot is given back. */
    release(): void;
}
export interface LimiterClock {
    now(): number;
    random(): number;
}
/** A Retry-After longer than this is capped: an attempt's deadline ends the wait anyway. */
export declare const MAX_PAUSE_MS = 120000;
export declare class EndpointLimiter {
    readonly endpoint: string;
    private readonly maxConcurrency;
    private readonly clock;
    private readonly onChange?;
    private limit;
    private inFlight;
    private pausedUntil;
    /** When the pause or the last halving was decided: 429s of calls sent before it are one event. */
    private lastCut;
    private consecutive;
    private readonly queue;
    private timer;
    private timerAt;
    private requestBucket?;
    private tokenBucket?;
    private waitingSince;
    private readonly stats;
    constructor(endpoint: string, maxConcurrency: number, pacing: RatePacing | undefined, clock?: LimiterClock, onChange?: (() => void) | undefined);
    /** Adds pacing (the stricter one wins when two configs name the same endpoint). */
    pace(p: RatePacing): void;
    private rpm;
    private tpm;
    /** The current concurrency window. */
    get concurrency(): number;
    /** Calls waiting for a slot now. */
    get waiting(): number;
    /** Milliseconds left in the current pause (0: not paused). */
    pausedFor(): number;
    snapshot(): EndpointStats;
    /** Whether a call arriving now would wait because of a rate limit (not plain contention). */
    private constrained;
    /** A slot now, without waiting, when nobody is queued and nothing holds calls back. */
    tryAcquire(): Permit | undefined;
    /**
     * Waits for a slot (pause over, pacing allows, window not full). Rejects with the signal's
     * reason when it aborts first.
     */
    acquire(signal?: AbortSignal, account?: AttemptAccount): Promise<Permit>;
    private pump;
    /** Keeps `waited_ms`: wall time with someone in the queue. */
    private noteWaiting;
    private arm;
    private permit;
    /**
     * A rate limit seen by a call that held no permit (an agent's own model call, reported by the
     * agent): pause everyone and halve the window, as a permit's `rateLimited` does.
     */
    rateLimitedOutside(sentAt: number, retryAfterMs: number | undefined): void;
    private cut;
}
/** Half to all of `ms`: parallel workers must not retry in lock-step. */
export declare function jittered(ms: number, random?: () => number): number;
/** Names one endpoint: a model (provider + base URL + model) or an HTTP agent's URL. */
export type EndpointKey = {
    kind: 'model';
    provider: string;
    baseUrl: string;
    model: string;
} | {
    kind: 'url';
    url: string;
} | {
    kind: 'agent';
    name: string;
};
/** How an endpoint is named in reports (the URL shown with secrets masked by the caller). */
export declare function endpointLabel(k: EndpointKey): string;
/** What the progress line shows while calls wait on a limit. */
export interface LimitWait {
    endpoint: string;
    waiting: number;
    pausedForMs: number;
    concurrency: number;
}
/**
 * The limiters of one run, by endpoint, and the per-attempt accounts (keyed by the attempt's
 * AbortSignal, which reaches every call the attempt makes).
 */
export declare class LimiterRegistry {
    private readonly opts;
    private readonly limiters;
    private readonly accounts;
    private readonly agentGates;
    private listeners;
    constructor(opts?: {
        maxConcurrency: number;
        clock?: LimiterClock;
    });
    /** The limiter of `key`, made on first use; `pacing` adds to it. */
    endpoint(key: EndpointKey, pacing?: RatePacing): EndpointLimiter;
    /**
     * The limiter an agent's own rate limits go to: the endpoint it named, else the agent itself.
     * Once made, every later attempt of that agent waits on it before calling (see `gateOf`).
     */
    reportedBy(agent: string, endpoint: string | undefined): EndpointLimiter;
    /** The limiter an agent's attempts wait on, once it has reported a rate limit. */
    gateOf(agent: string): EndpointLimiter | undefined;
    /** Starts an attempt's account: every call made with `signal` adds to it. */
    track(signal: AbortSignal): AttemptAccount;
    /** The account of the attempt that owns `signal`, if it is tracked. */
    accountOf(signal: AbortSignal | undefined): AttemptAccount | undefined;
    /** Every endpoint that was called, in first-use order. */
    stats(): EndpointStats[];
    /** Endpoints whose calls are waiting on a rate limit right now. */
    waits(): LimitWait[];
    /** Calls `fn` when some endpoint starts or stops waiting. Returns the unsubscribe. */
    onChange(fn: () => void): () => void;
    private changed;
}
