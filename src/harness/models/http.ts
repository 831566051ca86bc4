/**
 * The HTTP plumbing shared by the model providers: one POST through src/net/http-retry.ts (the
 * endpoint's limiter, rate limits retried until the deadline, faults with backoff, masking), SSE
 * reading, and the providers' error type.
 */
import { cutEnd } from '../../lib/cut.js';
import { redactText } from '../../redaction.js';
import {
  EndpointLimiter,
  type LimiterRegistry,
  type RatePacing,
} from '../../net/endpoint-limiter.js';
import { HttpCallError, sendWithRetry } from '../../net/http-retry.js';
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

export const DEFAULT_HTTP: Omit<HttpSettings, 'secrets'> = {
  timeoutMs: 120_000,
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
};

/** A provider call that failed; `status` is the HTTP status when there was a response. */
export class ProviderError extends HttpCallError {
  constructor(message: string, opts: ConstructorParameters<typeof HttpCallError>[1] = {}) {
    super(message, opts);
    this.name = 'ProviderError';
  }
}

/** Replaces every secret (length ≥ 4, to avoid masking noise) and its escaped forms by ***. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  return redactText(text, secrets);
}

/** The limiter of a model endpoint: the run's shared one, or a private one without a registry. */
export function modelLimiter(
  s: HttpSettings,
  key: { provider: string; baseUrl: string; model: string },
): EndpointLimiter {
  const k = { kind: 'model' as const, ...key };
  return s.limits
    ? s.limits.endpoint(k, s.pacing)
    : new EndpointLimiter(`${key.provider} ${key.model} at ${key.baseUrl}`, Infinity, s.pacing);
}

/**
 * POSTs JSON and hands the response to `read` (which parses JSON or SSE). Model calls are
 * idempotent: rate limits wait (every call to the endpoint) and retry until the signal or the
 * deadline ends them; 5xx, dropped connections and cut streams retry with backoff; a timeout, a
 * 4xx or a malformed body fail at once with a clear, masked error.
 */
export async function postJson<T>(opts: {
  label: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  settings: HttpSettings;
  limiter: EndpointLimiter;
  signal?: AbortSignal;
  read: (res: Response) => Promise<T>;
  tokensOf?: (value: T) => number | undefined;
}): Promise<T> {
  const { settings: s } = opts;
  const mask = (t: string) => maskSecrets(t, s.secrets);
  try {
    return await sendWithRetry({
      label: opts.label,
      url: opts.url,
      shownUrl: mask(opts.url) + (s.fetch?.routeNote?.(opts.url) ?? ''),
      method: 'POST',
      headers: { 'content-type': 'application/json', ...opts.headers },
      body: JSON.stringify(opts.body),
      policy: {
        timeoutMs: s.timeoutMs,
        maxRetries: s.maxRetries,
        baseDelayMs: s.baseDelayMs,
        maxDelayMs: s.maxDelayMs,
        idempotent: true,
        ...(s.maxWaitMs !== undefined ? { maxWaitMs: s.maxWaitMs } : {}),
      },
      limiter: opts.limiter,
      account: s.limits?.accountOf(opts.signal),
      signal: opts.signal,
      ...(s.fetch ? { fetch: s.fetch } : {}),
      mask,
      read: opts.read,
      ...(opts.tokensOf ? { tokensOf: opts.tokensOf } : {}),
    });
  } catch (e) {
    if (e instanceof HttpCallError && !(e instanceof ProviderError))
      throw new ProviderError(e.message, {
        status: e.status,
        kind: e.kind,
        ...(e.endpoint !== undefined ? { endpoint: e.endpoint } : {}),
        cause: e.cause,
      });
    throw e;
  }
}

/** Reads a JSON body; a body that is not JSON is a clear, non-retried error. */
export async function readJson(
  label: string,
  res: Response,
  secrets: readonly string[],
): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError(
      maskSecrets(
        `${label}: malformed response body (not JSON): ${JSON.stringify(cutEnd(text, 300))}`,
        secrets,
      ),
      { status: res.status },
    );
  }
}

/** One server-sent event. */
export interface SseEvent {
  event?: string;
  data: string;
}

/** Parses a text/event-stream body into events (comments and empty data skipped). */
export async function* readSse(res: Response): AsyncGenerator<SseEvent> {
  if (!res.body) return;
  const decoder = new TextDecoder();
  let buf = '';
  const flush = function* (block: string): Generator<SseEvent> {
    let event: string | undefined;
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':') || line === '') continue;
      const i = line.indexOf(':');
      const field = i < 0 ? line : line.slice(0, i);
      const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) yield { event, data: data.join('\n') };
  };
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buf += decoder.decode(chunk, { stream: true });
    let m: RegExpExecArray | null;
    while ((m = /\r?\n\r?\n/.exec(buf))) {
      const block = buf.slice(0, m.index);
      buf = buf.slice(m.index + m[0].length);
      yield* flush(block);
    }
  }
  buf += decoder.decode();
  if (buf.trim()) yield* flush(buf);
}

/** Parses one SSE data payload as JSON, with a clear error when it is not. */
export function parseSseJson(label: string, data: string, secrets: readonly string[]): unknown {
  try {
    return JSON.parse(data);
  } catch {
    throw new ProviderError(
      maskSecrets(
        `${label}: malformed stream event (not JSON): ${JSON.stringify(cutEnd(data, 300))}`,
        secrets,
      ),
    );
  }
}
