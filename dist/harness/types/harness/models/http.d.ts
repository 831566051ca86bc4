export interface HttpSettings {
    /** Per-attempt timeout, body reading included. */
    timeoutMs: number;
    /** Retries after the first attempt (429, 5xx, dropped connection). */
    maxRetries: number;
    /** First backoff delay; doubles each retry, with jitter, capped by maxDelayMs. */
    baseDelayMs: number;
    maxDelayMs: number;
    /** Values to replace by *** in every error (API keys). */
    secrets: string[];
    /** Waits between retries (injectable so tests can see the delays without waiting them). */
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}
export declare const DEFAULT_HTTP: Omit<HttpSettings, 'secrets'>;
/** The longest Retry-After we wait; longer ones would outlive any sensible attempt timeout. */
export declare const MAX_RETRY_AFTER_MS = 120000;
/** A provider call that failed; `status` is the HTTP status when there was a response. */
export declare class ProviderError extends Error {
    readonly status?: number;
    readonly retryable: boolean;
    constructor(message: string, opts?: {
        status?: number;
        retryable?: boolean;
        cause?: unknown;
    });
}
/** Replaces every secret (length ≥ 4, to avoid masking noise) and its escaped forms by ***. */
export declare function maskSecrets(text: string, secrets: readonly string[]): string;
/** Parses Retry-After (seconds or an HTTP date) to milliseconds, or undefined. */
export declare function parseRetryAfter(v: string | null, now?: number): number | undefined;
/**
 * POSTs JSON and hands the response to `read` (which parses JSON or SSE). Retries 429/5xx and
 * network failures (also while reading the body) with backoff; a timeout, a 4xx or a malformed
 * body fail at once with a clear, masked error.
 */
export declare function postJson<T>(opts: {
    label: string;
    url: string;
    headers: Record<string, string>;
    body: unknown;
    settings: HttpSettings;
    signal?: AbortSignal;
    read: (res: Response) => Promise<T>;
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
