/** Longest stretch of attempts run without letting the event loop turn (signals, I/O, timers). */
const YIELD_EVERY_MS = 20;

/**
 * A bounded pool over a growing queue of jobs. Concurrency is over attempts (case × run), not
 * case by case, so one slow case never idles the other workers. Jobs may be added while running
 * (adaptive runs add batches to borderline cases).
 */
export class JobPool<J> {
  private readonly queue: J[] = [];
  private head = 0;
  private active = 0;
  private stopped = false;
  private waiters: Array<() => void> = [];
  private lastYield = performance.now();

  constructor(
    private readonly parallel: number,
    private readonly worker: (job: J) => Promise<void>,
  ) {}

  /** Adds jobs to the end of the queue. */
  push(...jobs: J[]): void {
    this.pushAll(jobs);
  }

  /** Adds many jobs (no argument spreading: a suite may queue 100,000 attempts). */
  pushAll(jobs: readonly J[]): void {
    if (this.stopped) return;
    for (const j of jobs) this.queue.push(j);
    const w = this.waiters;
    this.waiters = [];
    for (const wake of w) wake();
  }

  /** Drops started jobs from the queue now and then, so a long queue does not keep them all alive. */
  private compact(): void {
    if (this.head >= 4096 && this.head * 2 >= this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
  }

  /** Stops taking new jobs; returns the jobs that will never run. */
  stop(): J[] {
    this.stopped = true;
    const rest = this.queue.slice(this.head);
    this.head = this.queue.length;
    const w = this.waiters;
    this.waiters = [];
    for (const wake of w) wake();
    return rest;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /**
   * Runs until the queue is empty and no job is running (jobs pushed from inside a worker keep it
   * going), or until stop(). `hold` keeps the pool alive while outside code may still push.
   */
  async run(hold?: Promise<void>): Promise<void> {
    let holding = Boolean(hold);
    void hold?.then(() => {
      holding = false;
      this.wakeAll();
    });
    const loop = async (): Promise<void> => {
      for (;;) {
        // Fast in-process agents answer in microtasks: without a turn of the event loop now and
        // then, a long run would not see SIGINT, flush its stream or redraw progress until the end.
        if (performance.now() - this.lastYield > YIELD_EVERY_MS) {
          this.lastYield = performance.now();
          await new Promise<void>((r) => setImmediate(r));
        }
        if (this.stopped) return;
        if (this.head < this.queue.length) {
          const job = this.queue[this.head++] as J;
          this.compact();
          this.active++;
          try {
            await this.worker(job);
          } finally {
            this.active--;
            if (this.head >= this.queue.length) this.wakeAll();
          }
          continue;
        }
        if (this.active === 0 && !holding) {
          this.wakeAll();
          return;
        }
        await new Promise<void>((r) => this.waiters.push(r));
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, this.parallel) }, loop));
  }

  private wakeAll(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const wake of w) wake();
  }
}
