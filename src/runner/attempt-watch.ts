/**
 * Timeouts and cancellation of the attempts in flight. One timer and one listener on the run's
 * signal serve every attempt of a run, and an attempt's own AbortSignal is made only when
 * something asks for it: a fast in-process agent answers without ever needing one. A controller,
 * a timer and a listener per attempt cost more than the attempt itself when a suite runs 100,000
 * attempts of a no-op module agent.
 */

/** One attempt's watch: stopped by its deadline or by the run's cancellation. */
export interface AttemptWatch {
  /** The attempt's signal (made on first use; already aborted when the attempt was stopped). */
  readonly signal: AbortSignal;
  /** Whether the attempt was stopped, without making the signal. */
  readonly stopped: boolean;
  /** Why it was stopped: a `TimeoutError` DOMException, or the run's abort reason. */
  readonly reason: unknown;
  /** Called once when the attempt is stopped. */
  onStop?: (reason: unknown) => void;
  /** Called when the attempt's signal is made (the run's limiters account its calls by it). */
  onSignal?: (signal: AbortSignal) => void;
  /** The attempt is over: stop watching it. */
  done(): void;
}

class Watch implements AttemptWatch {
  private controller: AbortController | undefined;
  stopped = false;
  reason: unknown;
  onStop?: (reason: unknown) => void;
  onSignal?: (signal: AbortSignal) => void;

  constructor(
    readonly deadline: number,
    readonly timeoutMs: number,
    private readonly owner: RunWatcher,
  ) {}

  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.stopped) this.controller.abort(this.reason);
      this.onSignal?.(this.controller.signal);
    }
    return this.controller.signal;
  }

  stop(reason: unknown): void {
    if (this.stopped) return;
    this.stopped = true;
    this.reason = reason;
    this.controller?.abort(reason);
    this.onStop?.(reason);
  }

  done(): void {
    this.owner.release(this);
  }
}

class RunWatcher {
  private readonly live = new Set<Watch>();
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;

  constructor(
    private readonly runSignal: AbortSignal,
    private readonly formatMs: (ms: number) => string,
  ) {
    runSignal.addEventListener('abort', () => this.stopAll(runSignal.reason), { once: true });
  }

  watch(timeoutMs: number): Watch {
    const deadline = performance.now() + timeoutMs;
    const w = new Watch(deadline, timeoutMs, this);
    if (this.runSignal.aborted) {
      w.stop(this.runSignal.reason);
      return w;
    }
    this.live.add(w);
    if (deadline < this.timerAt) this.arm(deadline);
    // A timer armed for an earlier attempt may have been unref'd while nothing was in flight.
    else this.timer?.ref();
    return w;
  }

  release(w: Watch): void {
    this.live.delete(w);
    // Nothing in flight: the pending timer must not keep the process alive.
    if (this.live.size === 0) this.timer?.unref();
  }

  private arm(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => this.fire(), Math.max(0, Math.ceil(at - performance.now())));
  }

  private fire(): void {
    this.timer = undefined;
    this.timerAt = Infinity;
    // Node may run a timer up to a millisecond early by performance.now(): allow for it.
    const now = performance.now() + 1;
    let next = Infinity;
    for (const w of this.live) {
      if (w.deadline <= now) {
        this.live.delete(w);
        w.stop(new DOMException(`timed out after ${this.formatMs(w.timeoutMs)}`, 'TimeoutError'));
      } else if (w.deadline < next) next = w.deadline;
    }
    if (next < Infinity) this.arm(next);
  }

  private stopAll(reason: unknown): void {
    const all = [...this.live];
    this.live.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
    for (const w of all) w.stop(reason);
  }
}

const watchers = new WeakMap<AbortSignal, RunWatcher>();

/**
 * Watches one attempt of the run cancelled by `runSignal`: it is stopped after `timeoutMs`, or
 * when the run is cancelled. Call done() when the attempt is over.
 */
export function watchAttempt(
  runSignal: AbortSignal,
  timeoutMs: number,
  formatMs: (ms: number) => string,
): AttemptWatch {
  let watcher = watchers.get(runSignal);
  if (!watcher) {
    watcher = new RunWatcher(runSignal, formatMs);
    watchers.set(runSignal, watcher);
  }
  return watcher.watch(timeoutMs);
}
