/**
 * The HTTP plumbing shared by the model providers: one POST with a timeout, retries with backoff
 * on 429 (Retry-After honoured), 5xx and dropped connections, SSE reading, and secret masking so
 * an API key never reaches an error message, a log or a report.
 */
import { redactText } from '../../redaction.js';

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

export const DEFAULT_HTTP: Omit<HttpSettings, 'secrets'> = {
  timeoutMs: 120_000,
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
};

/** The longest Retry-After we wait; longer ones would outlive any sensible attempt timeout. */
export const MAX_RETRY_AFTER_MS = 120_000;

/** A provider call that failed; `status` is the HTTP status when there was a response. */
export class ProviderError extends Error {
  readonly status?: number;
  readonly retryable: boolean;
  constructor(
    message: string,
    opts: { status?: number; retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'ProviderError';
    this.status = opts.status;
    this.retryable = opts.retryable ?? false;
  }
}

/** Replaces every secret (length ≥ 4, to avoid masking noise) and its escaped forms by ***. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  return redactText(text, secrets);
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Parses Retry-After (seconds or an HTTP date) to milliseconds, or undefined. */
export function parseRetryAfter(v: string | null, now = Date.now()): number | undefined {
  if (!v) return undefined;
  const s = v.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * 1000);
  const t = Date.parse(s);
  return Number.isNaN(t) ? undefined : Math.max(0, t - now);
}

function backoff(attempt: number, s: HttpSettings): number {
  const exp = Math.min(s.maxDelayMs, s.baseDelayMs * 2 ** attempt);
  return Math.round(exp / 2 + (Math.random() * exp) / 2);
}

function describeCause(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const c = e.cause;
  const code =
    c && typeof c === 'object' && 'code' in c ? String((c as { code: unknown }).code) : '';
  const cm = c instanceof Error ? c.message : '';
  return [e.message, code, cm].filter(Boolean).join(': ');
}

/**
 * POSTs JSON and hands the response to `read` (which parses JSON or SSE). Retries 429/5xx and
 * network failures (also while reading the body) with backoff; a timeout, a 4xx or a malformed
 * body fail at once with a clear, masked error.
 */
export async function postJson<T>(opts: {
  label: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  settings: HttpSettings;
  signal?: AbortSignal;
  read: (res: Response) => Promise<T>;
}): Promise<T> {
  const { settings: s, label } = opts;
  const mask = (t: string) => maskSecrets(t, s.secrets);
  const sleep = s.sleep ?? defaultSleep;
  const payload = JSON.stringify(opts.body);
  let lastError: ProviderError | undefined;
  for (let attempt = 0; attempt <= s.maxRetries; attempt++) {
    if (opts.signal?.aborted) throw opts.signal.reason;
    const timeout = AbortSignal.timeout(s.timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    let retryAfter: number | undefined;
    try {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...opts.headers },
        body: payload,
        signal,
      });
      if (!res.ok) {
        const text = (await res.text().catch(() => '')).slice(0, 2000);
        const retryable = res.status === 429 || res.status >= 500;
        retryAfter =
          res.status === 429 || res.status === 503
            ? parseRetryAfter(res.headers.get('retry-after'))
            : undefined;
        lastError = new ProviderError(
          mask(`${label}: HTTP ${res.status} from ${opts.url}${text ? `: ${text}` : ''}`),
          { status: res.status, retryable },
        );
        if (!retryable) throw lastError;
      } else {
        return await opts.read(res);
      }
    } catch (e) {
      if (e instanceof ProviderError && !e.retryable)
        throw e.message === mask(e.message)
          ? e
          : new ProviderError(mask(e.message), { status: e.status, cause: e.cause });
      if (opts.signal?.aborted) throw opts.signal.reason;
      if (timeout.aborted)
        throw new ProviderError(
          mask(`${label}: request to ${opts.url} timed out after ${s.timeoutMs} ms`),
          {
            cause: e,
          },
        );
      if (!(e instanceof ProviderError))
        lastError = new ProviderError(
          mask(`${label}: connection to ${opts.url} failed: ${describeCause(e)}`),
          { retryable: true, cause: e },
        );
    }
    if (attempt < s.maxRetries)
      // A server's Retry-After wins over our backoff, but a silly one (an hour) is capped.
      await sleep(
        retryAfter !== undefined ? Math.min(retryAfter, MAX_RETRY_AFTER_MS) : backoff(attempt, s),
        opts.signal,
      );
  }
  throw new ProviderError(
    `${lastError?.message ?? `${label}: request failed`} (gave up after ${s.maxRetries + 1} attempts)`,
    { status: lastError?.status, cause: lastError },
  );
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
        `${label}: malformed response body (not JSON): ${JSON.stringify(text.slice(0, 300))}`,
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
        `${label}: malformed stream event (not JSON): ${JSON.stringify(data.slice(0, 300))}`,
        secrets,
      ),
    );
  }
}
