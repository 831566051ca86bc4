import type { AttemptResult, CaseResult } from '../model/result.js';
import { percent } from '../render/format.js';
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

/**
 * Live progress on a TTY (one line rewritten in place); plain lines, one per finished case, when
 * stdout is not a TTY (CI logs must not fill with carriage returns).
 */
export class Progress {
  private done = 0;
  private counts = { passed: 0, failed: 0, error: 0, timeout: 0, skipped: 0 };
  private total = 0;
  private t0 = Date.now();
  private lastDraw = 0;
  private live = false;

  constructor(
    private readonly out: ProgressOut,
    private readonly c: Colors,
    private readonly verbose: boolean,
  ) {}

  start(totalAttempts: number, cases: number, description?: string): void {
    this.total = totalAttempts;
    this.t0 = Date.now();
    this.out.write(
      `agentci: ${cases} case${cases === 1 ? '' : 's'}, ${totalAttempts} attempt${totalAttempts === 1 ? '' : 's'}${description ? ` against ${inert(description, 120)}` : ''}\n`,
    );
  }

  attempt(a: AttemptResult): void {
    this.done++;
    this.counts[a.status]++;
    if (this.verbose && a.status !== 'passed' && a.status !== 'skipped')
      this.print(
        `  ${this.c.dim(`${inert(a.id, 80)} run ${a.run}: ${a.status}${a.error ? ` — ${inert(a.error.split('\n')[0] ?? '', 160)}` : ''}`)}`,
      );
    if (this.out.isTTY) {
      const now = Date.now();
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
    const line = `  ${this.done}/${this.total} attempts  ${this.c.green(`✓ ${k.passed}`)}  ${this.c.red(`✗ ${k.failed}`)}  ${this.c.red(`! ${k.error + k.timeout}`)}  ${formatMs(Date.now() - this.t0)}${this.limitNote ? `  ${this.c.yellow(this.limitNote)}` : ''}`;
    this.out.write(`\r\u001b[K${line}`);
    this.live = true;
  }

  private print(line: string): void {
    if (this.live) this.out.write('\r\u001b[K');
    this.out.write(`${line}\n`);
    if (this.live) this.draw();
  }

  end(): void {
    if (this.live) this.out.write('\r\u001b[K');
    this.live = false;
  }
}
