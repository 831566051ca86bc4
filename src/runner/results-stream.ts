import { inertJsonText } from '../lib/json.js';
import { closeSync, fsyncSync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { CaseResult, AttemptResult } from '../model/result.js';
import type { Report } from '../model/report.js';
import type { CaseIdentity } from '../report/aggregate.js';

/** Why a write failed, in words, with the errno code for searching (`no space left on the device (ENOSPC)`). */
export function writeFailureText(cause: unknown): string {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  const words =
    code === 'ENOSPC'
      ? 'no space left on the device'
      : code === 'EDQUOT'
        ? 'disk quota exceeded'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'EROFS'
            ? 'read-only file system'
            : undefined;
  if (words) return `${words} (${code})`;
  return (cause as Error | undefined)?.message ?? String(cause);
}

/** Thrown when the results file cannot be written (disk full, read-only folder…). */
export class ResultsWriteError extends Error {
  /** The run's report, when the run got as far as building one (the stream failed mid-run). */
  report?: Report;
  constructor(file: string, cause: unknown) {
    super(`cannot write results to ${file}: ${writeFailureText(cause)}`, { cause });
    this.name = 'ResultsWriteError';
  }
}

/**
 * The JSONL results stream (Yao's default output): `start`, one `result` per attempt, one `case`
 * per finished case, `summary`. Lines are written with synchronous writes in the same turn of the
 * event loop that produced them (results finishing together share one write), so a killed run
 * keeps every complete line: the OS holds written data even on SIGKILL, and no result waits for
 * more than the current turn.
 *
 * A failed write (disk full…) does not throw into the run: the file is cut back to its last
 * complete line, later lines are dropped, `onFailure` is told once (the run stops its agents), and
 * close() throws the failure.
 */
export class ResultsStream {
  private fd: number | undefined;
  readonly file: string | undefined;
  private pending: string[] = [];
  private pendingBytes = 0;
  private scheduled = false;
  private failed: ResultsWriteError | undefined;
  /** Bytes on disk, always at the end of a complete line. */
  private size = 0;
  private failureListener: ((e: ResultsWriteError) => void) | undefined;

  constructor(file: string | undefined) {
    this.file = file;
    if (!file) return;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      this.fd = openSync(file, 'w');
    } catch (e) {
      throw new ResultsWriteError(file, e);
    }
  }

  /** The write failure, once there was one. */
  get failure(): ResultsWriteError | undefined {
    return this.failed;
  }

  /** Called once, on the first failed write (already failed: called at once). */
  onFailure(listener: (e: ResultsWriteError) => void): void {
    this.failureListener = listener;
    if (this.failed) listener(this.failed);
  }

  private write(obj: unknown, now = false): void {
    if (this.fd === undefined || !this.file || this.failed) return;
    this.writeLine(`${inertJsonText(JSON.stringify(obj))}\n`, now);
  }

  private writeLine(line: string, now = false): void {
    this.pending.push(line);
    this.pendingBytes += line.length;
    if (now || this.pendingBytes > 1 << 20) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** Writes what is pending. A failure is kept (see the class comment) and thrown by close(). */
  flush(): void {
    this.scheduled = false;
    if (this.fd === undefined || !this.file || this.pending.length === 0) return;
    const buf = Buffer.from(this.pending.join(''));
    this.pending = [];
    this.pendingBytes = 0;
    if (this.failed) return;
    let done = 0;
    try {
      // A nearly full disk takes part of a write (a short write) and refuses the next one.
      while (done < buf.length) done += writeSync(this.fd, buf, done);
      this.size += done;
    } catch (e) {
      // Keep only complete lines, so what fitted stays a readable JSONL prefix.
      const cut = this.size + buf.lastIndexOf(0x0a, done - 1) + 1;
      try {
        if (done > 0) ftruncateSync(this.fd, cut);
      } catch {
        // The partial last line stays; readers ignore an incomplete last line.
      }
      this.fail(e);
    }
  }

  private fail(cause: unknown): void {
    if (this.failed || !this.file) return;
    this.failed = new ResultsWriteError(this.file, cause);
    this.failureListener?.(this.failed);
  }

  start(info: {
    timestamp: string;
    agent_id?: string;
    total_cases: number;
    total_runs: number;
    runs_per_case: number;
    version: string;
    options: Record<string, unknown>;
    cases: CaseIdentity[];
  }): void {
    this.write({ type: 'start', ...info }, true);
  }

  result(a: AttemptResult): void {
    if (this.fd === undefined || !this.file || this.failed) return;
    // The attempt's own JSON with the type spliced in front: no copy of every attempt object.
    this.writeLine(`{"type":"result",${inertJsonText(JSON.stringify(a)).slice(1)}\n`);
  }

  case(c: CaseResult): void {
    const { run_details: _runs, ...rest } = c;
    this.write({ type: 'case', ...rest });
  }

  summary(report: Report): void {
    this.write(
      {
        type: 'summary',
        ...report.summary,
        gate: report.gate,
        environment: report.environment,
        metadata: report.metadata,
        warnings: report.warnings,
      },
      true,
    );
  }

  close(): void {
    if (this.fd === undefined) return;
    this.flush();
    try {
      fsyncSync(this.fd);
    } catch (e) {
      // fsync is best effort (some file systems refuse it), but a disk that only now says it is
      // full or broken (network file systems) has lost data.
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EIO') this.fail(e);
    }
    closeSync(this.fd);
    this.fd = undefined;
    if (this.failed) throw this.failed;
  }
}
