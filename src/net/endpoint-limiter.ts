/*
 * One limiter per endpoint a run calls (a model: provider + base URL + model; an HTTP agent: its
 * URL), shared by every worker, run and role that calls it (the agent under test, the judge, the
 * simulated users). It holds three things:
 *
 * - a pause: a 429 (or 529, or a 503 with Retry-After) stops *every* call to the endpoint until
 *   the server's Retry-After, or a jittered backoff when it gave none;
 * - an adaptive concurrency window: halved after a 429, grown back by one on each success, never
 *   above the run's --parallel;
 * - optional pacing from `rate_limit: {requests_per_minute, tokens_per_minute}`, so a team that
 *   knows its quota rarely sees a 429 at all.
 *
 * Calls wait in one FIFO queue, so a worker that has waited longest goes first. The registry is
 * made per run and handed down; nothing here is global.
 */

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

const SYSTEM_CLOCK: LimiterClock = { now: () => performance.now(), random: Math.random };

/** First backoff when a 429 has no Retry-After; doubles per consecutive 429, jittered. */
const PAUSE_BASE_MS = 500;
const PAUSE_MAX_MS = 30_000;
/** A Retry-After longer than this is capped: an attempt's deadline ends the wait anyway. */
export const MAX_PAUSE_MS = 120_000;

interface Waiter {
  since: number;
  resolve: (p: Permit) => void;
  reject: (e: unknown) => void;
  account?: AttemptAccount;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/** A token bucket refilled continuously; `level` may go negative (a call used more than it had). */
class Bucket {
  private level: number;
  private at: number;
  constructor(
    private readonly perMs: number,
    private readonly capacity: number,
    now: number,
  ) {
    this.level = capacity;
    this.at = now;
  }
  private refill(now: number): void {
    this.level = Math.min(this.capacity, this.level + (now - this.at) * this.perMs);
    this.at = now;
  }
  /** Milliseconds until `need` is available (0: now). */
  waitFor(need: number, now: number): number {
    this.refill(now);
    return this.level >= need ? 0 : Math.ceil((need - this.level) / this.perMs);
  }
  take(n: number, now: number): void {
    this.refill(now);
    this.level -= n;
  }
}

export class EndpointLimiter {
  private limit: number;
  private inFlight = 0;
  private pausedUntil = 0;
  /** When the pause or the last halving was decided: 429s of calls sent before it are one event. */
  private lastCut = -Infinity;
  private consecutive = 0;
  private readonly queue: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private requestBucket?: Bucket;
  private tokenBucket?: Bucket;
  private waitingSince: number | undefined;
  private readonly stats: EndpointStats;

  constructor(
    readonly endpoint: string,
    private readonly maxConcurrency: number,
    pacing: RatePacing | undefined,
    private readonly clock: LimiterClock = SYSTEM_CLOCK,
    private readonly onChange?: () => void,
  ) {
    this.limit = maxConcurrency;
    this.stats = {
      endpoint,
      requests: 0,
      rate_limited: 0,
      waited_ms: 0,
      min_concurrency: maxConcurrency,
      max_concurrency: maxConcurrency,
    };
    if (pacing) this.pace(pacing);
  }

  /** Adds pacing (the stricter one wins when two configs name the same endpoint). */
  pace(p: RatePacing): void {
    const now = this.clock.now();
    const rpm = p.requests_per_minute;
    // A bucket of one second's quota: short bursts are fine, a minute's worth at once is not.
    if (rpm && rpm < this.rpm) {
      this.rpm = rpm;
      this.requestBucket = new Bucket(rpm / 60_000, Math.max(1, rpm / 60), now);
    }
    const tpm = p.tokens_per_minute;
    if (tpm && tpm < this.tpm) {
      this.tpm = tpm;
      this.tokenBucket = new Bucket(tpm / 60_000, Math.max(1, tpm / 60), now);
    }
  }
  private rpm = Infinity;
  private tpm = Infinity;

  /** The current concurrency window. */
  get concurrency(): number {
    return this.limit;
  }

  /** Calls waiting for a slot now. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Milliseconds left in the current pause (0: not paused). */
  pausedFor(): number {
    return Math.max(0, this.pausedUntil - this.clock.now());
  }

  snapshot(): EndpointStats {
    const s = { ...this.stats };
    if (this.waitingSince !== undefined) s.waited_ms += this.clock.now() - this.waitingSince;
    s.waited_ms = Math.round(s.waited_ms);
    return s;
  }

  /** Whether a call arriving now would wait because of a rate limit (not plain contention). */
  private constrained(now: number): boolean {
    return (
      now < this.pausedUntil ||
      this.limit < this.maxConcurrency ||
      (this.requestBucket?.waitFor(1, now) ?? 0) > 0 ||
      (this.tokenBucket?.waitFor(0, now) ?? 0) > 0
    );
  }

  /** A slot now, without waiting, when nobody is queued and nothing holds calls back. */
  tryAcquire(): Permit | undefined {
    if (this.queue.length > 0 || this.inFlight >= this.limit) return undefined;
    const now = this.clock.now();
    if (now < this.pausedUntil) return undefined;
    if (this.requestBucket && this.requestBucket.waitFor(1, now) > 0) return undefined;
    if (this.tokenBucket && this.tokenBucket.waitFor(0, now) > 0) return undefined;
    this.inFlight++;
    this.requestBucket?.take(1, now);
    this.stats.requests++;
    return this.permit(now, 0);
  }

  /**
   * Waits for a slot (pause over, pacing allows, window not full). Rejects with the signal's
   * reason when it aborts first.
   */
  acquire(signal?: AbortSignal, account?: AttemptAccount): Promise<Permit> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const now = this.clock.now();
    if (account && this.constrained(now)) account.limitedBy = this.endpoint;
    return new Promise<Permit>((resolve, reject) => {
      const w: Waiter = { since: now, resolve, reject, account, signal };
      if (signal) {
        w.onAbort = () => {
          const i = this.queue.indexOf(w);
          if (i >= 0) this.queue.splice(i, 1);
          this.noteWaiting();
          reject(signal.reason);
        };
        signal.addEventListener('abort', w.onAbort, { once: true });
      }
      this.queue.push(w);
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const now = this.clock.now();
      let wait = this.pausedUntil - now;
      if (wait <= 0 && this.requestBucket) wait = this.requestBucket.waitFor(1, now);
      if (wait <= 0 && this.tokenBucket) wait = this.tokenBucket.waitFor(0, now);
      if (wait > 0) {
        this.arm(now + wait);
        break;
      }
      if (this.inFlight >= this.limit) break;
      const w = this.queue.shift() as Waiter;
      if (w.signal && w.onAbort) w.signal.removeEventListener('abort', w.onAbort);
      this.inFlight++;
      this.requestBucket?.take(1, now);
      this.stats.requests++;
      const waited = now - w.since;
      if (w.account) w.account.waitedMs += waited;
      w.resolve(this.permit(now, waited));
    }
    this.noteWaiting();
  }

  /** Keeps `waited_ms`: wall time with someone in the queue. */
  private noteWaiting(): void {
    const now = this.clock.now();
    if (this.queue.length > 0 && this.waitingSince === undefined) {
      this.waitingSince = now;
      this.onChange?.();
    } else if (this.queue.length === 0 && this.waitingSince !== undefined) {
      this.stats.waited_ms += now - this.waitingSince;
      this.waitingSince = undefined;
      this.onChange?.();
    }
  }

  private arm(at: number): void {
    if (this.timer && at >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, Math.ceil(at - this.clock.now())),
    );
  }

  private permit(sentAt: number, waitedMs: number): Permit {
    let done = false;
    const end = (): boolean => {
      if (done) return false;
      done = true;
      this.inFlight--;
      return true;
    };
    return {
      waitedMs,
      succeeded: (tokens?: number) => {
        if (!end()) return;
        this.consecutive = 0;
        if (tokens && this.tokenBucket) this.tokenBucket.take(tokens, this.clock.now());
        if (this.limit < this.maxConcurrency) this.limit++;
        this.pump();
      },
      rateLimited: (retryAfterMs: number | undefined) => {
        if (end()) this.cut(sentAt, retryAfterMs);
      },
      release: () => {
        if (end()) this.pump();
      },
    };
  }

  /**
   * A rate limit seen by a call that held no permit (an agent's own model call, reported by the
   * agent): pause everyone and halve the window, as a permit's `rateLimited` does.
   */
  rateLimitedOutside(sentAt: number, retryAfterMs: number | undefined): void {
    this.stats.requests++;
    this.cut(sentAt, retryAfterMs);
  }

  private cut(sentAt: number, retryAfterMs: number | undefined): void {
    this.stats.rate_limited++;
    const now = this.clock.now();
    // The calls of one burst all see the same 429: that is one event, not sixteen.
    if (sentAt >= this.lastCut) {
      this.consecutive++;
      this.limit = Math.max(1, Math.floor(this.limit / 2));
      this.stats.min_concurrency = Math.min(this.stats.min_concurrency, this.limit);
      this.lastCut = now;
    }
    const pause =
      retryAfterMs !== undefined
        ? Math.min(retryAfterMs, MAX_PAUSE_MS)
        : jittered(
            Math.min(PAUSE_MAX_MS, PAUSE_BASE_MS * 2 ** (this.consecutive - 1)),
            this.clock.random,
          );
    if (now + pause > this.pausedUntil) this.pausedUntil = now + pause;
    this.onChange?.();
    this.pump();
  }
}

/** Half to all of `ms`: parallel workers must not retry in lock-step. */
export function jittered(ms: number, random: () => number = Math.random): number {
  return Math.round(ms * (0.5 + random() * 0.5));
}

/** Names one endpoint: a model (provider + base URL + model) or an HTTP agent's URL. */
export type EndpointKey =
  | { kind: 'model'; provider: string; baseUrl: string; model: string }
  | { kind: 'url'; url: string }
  | { kind: 'agent'; name: string };

/** How an endpoint is named in reports (the URL shown with secrets masked by the caller). */
export function endpointLabel(k: EndpointKey): string {
  if (k.kind === 'model') return `${k.provider} ${k.model} at ${k.baseUrl}`;
  return k.kind === 'url' ? k.url : k.name;
}

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
export class LimiterRegistry {
  private readonly limiters = new Map<string, EndpointLimiter>();
  private readonly accounts = new WeakMap<AbortSignal, AttemptAccount>();
  private readonly agentGates = new Map<string, EndpointLimiter>();
  private listeners: Array<() => void> = [];

  constructor(
    private readonly opts: { maxConcurrency: number; clock?: LimiterClock } = {
      maxConcurrency: Infinity,
    },
  ) {}

  /** The limiter of `key`, made on first use; `pacing` adds to it. */
  endpoint(key: EndpointKey, pacing?: RatePacing): EndpointLimiter {
    const label = endpointLabel(key);
    let l = this.limiters.get(label);
    if (!l) {
      l = new EndpointLimiter(label, this.opts.maxConcurrency, pacing, this.opts.clock, () =>
        this.changed(),
      );
      this.limiters.set(label, l);
    } else if (pacing) l.pace(pacing);
    return l;
  }

  /**
   * The limiter an agent's own rate limits go to: the endpoint it named, else the agent itself.
   * Once made, every later attempt of that agent waits on it before calling (see `gateOf`).
   */
  reportedBy(agent: string, endpoint: string | undefined): EndpointLimiter {
    const l = this.endpoint({ kind: 'agent', name: endpoint ?? `agent ${agent}` });
    this.agentGates.set(agent, l);
    return l;
  }

  /** The limiter an agent's attempts wait on, once it has reported a rate limit. */
  gateOf(agent: string): EndpointLimiter | undefined {
    return this.agentGates.size === 0 ? undefined : this.agentGates.get(agent);
  }

  /** Starts an attempt's account: every call made with `signal` adds to it. */
  track(signal: AbortSignal): AttemptAccount {
    const a: AttemptAccount = { waitedMs: 0 };
    this.accounts.set(signal, a);
    return a;
  }

  /** The account of the attempt that owns `signal`, if it is tracked. */
  accountOf(signal: AbortSignal | undefined): AttemptAccount | undefined {
    return signal ? this.accounts.get(signal) : undefined;
  }

  /** Every endpoint that was called, in first-use order. */
  stats(): EndpointStats[] {
    return [...this.limiters.values()].map((l) => l.snapshot()).filter((s) => s.requests > 0);
  }

  /** Endpoints whose calls are waiting on a rate limit right now. */
  waits(): LimitWait[] {
    const out: LimitWait[] = [];
    for (const l of this.limiters.values()) {
      const paused = l.pausedFor();
      if (l.waiting > 0 && (paused > 0 || l.concurrency < this.opts.maxConcurrency))
        out.push({
          endpoint: l.endpoint,
          waiting: l.waiting,
          pausedForMs: Math.round(paused),
          concurrency: l.concurrency,
        });
    }
    return out;
  }

  /** Calls `fn` when some endpoint starts or stops waiting. Returns the unsubscribe. */
  onChange(fn: () => void): () => void {
    this.listeners.push(fn);
    return () => {
      this.listeners = this.listeners.filter((f) => f !== fn);
    };
  }

  private changed(): void {
    for (const f of this.listeners) f();
  }
}
