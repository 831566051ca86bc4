import type { AttemptResult, CaseResult } from '../model/result.js';
import { percent, plural, statusAndError } from '../render/format.js';
import { formatMs } from '../lib/units.js';
import type { LimitWait } from '../net/endpoint-limiter.js';
import { inert, type Colors } from './terminal-text.js';

export interface ProgressOut {
  write(s: string): void;
  isTTY: boolean;
}

export const STATUS_ICON: Record<CaseResult['status'], string> = {
  passed: '✓',
  failed: '✗',
  error: '!',
  skipped: '-',
};

/** A case's status icon, coloured. */
export function statusIcon(r: Pick<CaseResult, 'status'>, c: Colors): string {
  if (r.status === 'passed') return c.green(STATUS_ICON.passed);
  if (r.status === 'skipped') return c.dim(STATUS_ICON.skipped);
  return c.red(STATUS_ICON[r.status]);
}

/** One line for a finished case (the non-TTY log line, also used in verbose TTY output). */
export function caseLine(r: CaseResult, c: Colors): string {
  const icon = statusIcon(r, c);
  if (r.status === 'skipped')
    return `${icon} ${inert(r.id, 120)} ${c.dim(`skipped${r.skip_reason ? `: ${inert(r.skip_reason, 120)}` : ''}`)}`;
  const flaky = r.flaky ? c.yellow(' flaky') : '';
  const err =
    r.status !== 'passed' && r.error ? c.dim(`  ${inert(r.error.split('\n')[0] ?? '', 160)}`) : '';
  return `${icon} ${inert(r.id, 120)}  ${r.passed}/${r.runs}  ${percent(r.pass_rate)}  ${r.class}${flaky}  ${formatMs(r.avg_duration_ms)}${err}`;
}

/** The default time between two heartbeat lines in a CI log: never more than 30 s of silence. */
export const HEARTBEAT_MS = 30_000;

export interface ProgressOptions {
  /**
   * Without a TTY: a heartbeat line this often (attempts done of total, running, elapsed, time
   * left); 0 turns it off. Default HEARTBEAT_MS.
   */
  heartbeatMs?: number;
  /** The clock, in ms (tests pass a fake one). Default Date.now. */
  now?: () => number;
}

/** Which attempt: a case of a suite, one run. */
function attemptKey(suite: string, id: string, run: number): string {
  return `${suite}\u0000${id}\u0000${run}`;
}

/**
 * Live progress on a TTY (one line rewritten in place); plain lines, one per finished case, when
 * stdout is not a TTY (CI logs must not fill with carriage returns), and a heartbeat line every
 * `heartbeatMs` so a slow case never leaves a CI log silent for minutes.
 */
export class Progress {
  private done = 0;
  private counts = { passed: 0, failed: 0, error: 0, timeout: 0, skipped: 0 };
  private total = 0;
  private t0: number;
  private lastDraw = 0;
  private live = false;
  /** Attempts started and not finished yet. */
  private readonly running = new Set<string>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly now: () => number;

  constructor(
    private readonly out: ProgressOut,
    private readonly c: Colors,
    private readonly verbose: boolean,
    private readonly opts: ProgressOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.t0 = this.now();
  }

  start(totalAttempts: number, cases: number, description?: string): void {
    this.total = totalAttempts;
    this.t0 = this.now();
    this.out.write(
      `agentci: ${plural(cases, 'case')}, ${plural(totalAttempts, 'attempt')}${description ? ` against ${inert(description, 120)}` : ''}\n`,
    );
    const every = this.opts.heartbeatMs ?? HEARTBEAT_MS;
    if (!this.out.isTTY && every > 0 && !this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), every);
      // The run ends when its work does, not when the next heartbeat is due.
      this.heartbeat.unref?.();
    }
  }

  /** An attempt started (counted as running until its result comes). */
  attemptStart(suite: string, id: string, run: number): void {
    this.running.add(attemptKey(suite, id, run));
  }

  /**
   * The heartbeat line: attempts done of total, how many are running, the time so far and an
   * estimate of the time left (the pace so far, applied to the attempts not done yet). Times in
   * the terminal's one wording (formatMs), as the live line and the final table give them.
   */
  heartbeatLine(): string {
    const elapsed = Math.max(0, this.now() - this.t0);
    const left = this.total - this.done;
    const estimate =
      this.done === 0
        ? 'no estimate before the first attempt ends'
        : left <= 0
          ? 'finishing'
          : `about ${formatMs((elapsed / this.done) * left)} left`;
    return `  … ${this.done}/${plural(this.total, 'attempt')} done, ${this.running.size} running, ${formatMs(elapsed)} elapsed, ${estimate}`;
  }

  private beat(): void {
    this.print(this.c.dim(this.heartbeatLine()));
  }

  attempt(a: AttemptResult): void {
    this.done++;
    this.counts[a.status]++;
    this.running.delete(attemptKey(a.suite, a.id, a.run));
    if (this.verbose && a.status !== 'passed' && a.status !== 'skipped')
      this.print(
        `  ${this.c.dim(`${inert(a.id, 80)} run ${a.run}: ${inert(statusAndError(a.status, a.error?.split('\n')[0]), 160)}`)}`,
      );
    if (this.out.isTTY) {
      const now = this.now();
      if (now - this.lastDraw > 80 || this.done === this.total) {
        this.lastDraw = now;
        this.draw();
      }
    }
  }

  /**
   * Calls wait on a rate limit (or stopped waiting): the live line says so; without a TTY one
   * line when waiting starts, so a CI log shows why the run slowed down.
   */
  rateLimit(waits: readonly LimitWait[]): void {
    const note = waits.length
      ? `waiting on a rate limit: ${waits.map((w) => `${inert(w.endpoint, 80)} (${w.waiting} waiting, concurrency ${w.concurrency})`).join(', ')}`
      : '';
    if (note && !this.limitNote && (!this.out.isTTY || this.verbose))
      this.print(`  ${this.c.yellow(note)}`);
    this.limitNote = note;
    if (this.out.isTTY && this.live) this.draw();
  }
  private limitNote = '';

  case(r: CaseResult): void {
    if (!this.out.isTTY || this.verbose) this.print(caseLine(r, this.c));
  }

  private draw(): void {
    const k = this.counts;
    const line = `  ${this.done}/${plural(this.total, 'attempt')}  ${this.c.green(`✓ ${k.passed}`)}  ${this.c.red(`✗ ${k.failed}`)}  ${this.c.red(`! ${k.error + k.timeout}`)}  ${formatMs(this.now() - this.t0)}${this.limitNote ? `  ${this.c.yellow(this.limitNote)}` : ''}`;
    this.out.write(`\r\u001b[K${line}`);
    this.live = true;
  }

  private print(line: string): void {
    if (this.live) this.out.write('\r\u001b[K');
    this.out.write(`${line}\n`);
    if (this.live) this.draw();
  }

  end(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    if (this.live) this.out.write('\r\u001b[K');
    this.live = false;
  }
}
