import { EndpointLimiter, type LimiterRegistry, type RatePacing } from '../../net/endpoint-limiter.js';
import { HttpCallError } from '../../net/http-retry.js';
import type { Fetch } from '../../net/proxy.js';
export { parseRetryAfter } from '../../net/http-retry.js';
export interface HttpSettings {
    /** Per-request timeout, body reading included. */
    timeoutMs: number;
    /** Retries after faults (5xx, dropped connection, cut stream); rate limits retry until the deadline. */
    maxRetries: number;
    /** First backoff delay; doubles each retry, with jitter, capped by maxDelayMs. */
    baseDelayMs: number;
    maxDelayMs: number;
    /** Values to replace by *** in every error (API keys). */
    secrets: string[];
    /** The run's limiters: calls to the same endpoint share one (absent: one per model instance). */
    limits?: LimiterRegistry;
    /** `rate_limit:` of the model config. */
    pacing?: RatePacing;
    /** Longest a call keeps retrying rate limits when its signal does not end it first. */
    maxWaitMs?: number;
    /** How calls leave the machine: `proxiedFetch(env)` (HTTPS_PROXY/NO_PROXY); default the global fetch. */
    fetch?: Fetch;
}
export declare const DEFAULT_HTTP: Omit<HttpSettings, 'secrets'>;
/** A provider call that failed; `status` is the HTTP status when there was a response. */
export declare class ProviderError extends HttpCallError {
    constructor(message: string, opts?: ConstructorParameters<typeof HttpCallError>[1]);
}
/** Replaces every secret (length ≥ 4, to avoid masking noise) and its escaped forms by ***. */
export declare function maskSecrets(text: string, secrets: readonly string[]): string;
/** The limiter of a model endpoint: the run's shared one, or a private one without a registry. */
export declare function modelLimiter(s: HttpSettings, key: {
    provider: string;
    baseUrl: string;
    model: string;
}): EndpointLimiter;
/**
 * POSTs JSON and hands the response to `read` (which parses JSON or SSE). Model calls are
 * idempotent: rate limits wait (every call to the endpoint) and retry until the signal or the
 * deadline ends them; 5xx, dropped connections and cut streams retry with backoff; a timeout, a
 * 4xx or a malformed body fail at once with a clear, masked error.
 */
export declare function postJson<T>(opts: {
    label: string;
    url: string;
    headers: Record<string, string>;
    body: unknown;
    settings: HttpSettings;
    limiter: EndpointLimiter;
    signal?: AbortSignal;
    read: (res: Response) => Promise<T>;
    tokensOf?: (value: T) => number | undefined;
}): Promise<T>;
/** Reads a JSON body; a body that is not JSON is a clear, non-retried error. */
export declare function readJson(label: string, res: Response, secrets: readonly string[]): Promise<unknown>;
/** One server-sent event. */
export interface SseEvent {
    event?: string;
    data: string;
}
/** Parses a text/event-stream body into events (comments and empty data skipped). */
export declare function readSse(res: Response): AsyncGenerator<SseEvent>;
/** Parses one SSE data payload as JSON, with a clear error when it is not. */
export declare function parseSseJson(label: string, data: string, secrets: readonly string[]): unknown;
