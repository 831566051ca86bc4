import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { CaseResult, AttemptResult } from '../model/result.js';
import type { Report } from '../model/report.js';
import type { CaseIdentity } from '../report/aggregate.js';

/** Thrown when the results file cannot be written (disk full, read-only folder…). */
export class ResultsWriteError extends Error {
  constructor(file: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    const why =
      code === 'ENOSPC'
        ? 'no space left on the device'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'EROFS'
            ? 'read-only file system'
            : ((cause as Error | undefined)?.message ?? String(cause));
    super(`cannot write results to ${file}: ${why}`, { cause });
    this.name = 'ResultsWriteError';
  }
}

/**
 * The JSONL results stream (Yao's default output): `start`, one `result` per attempt, one `case`
 * per finished case, `summary`. Lines are written with synchronous writes in the same turn of the
 * event loop that produced them (results finishing together share one write), so a killed run
 * keeps every complete line: the OS holds written data even on SIGKILL, and no result waits for
 * more than the current turn.
 */
export class ResultsStream {
  private fd: number | undefined;
  readonly file: string | undefined;
  private pending: string[] = [];
  private pendingBytes = 0;
  private scheduled = false;
  private failure: ResultsWriteError | undefined;

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

  private write(obj: unknown, now = false): void {
    if (this.fd === undefined || !this.file) return;
    if (this.failure) throw this.failure;
    const line = `${JSON.stringify(obj)}\n`;
    this.pending.push(line);
    this.pendingBytes += line.length;
    if (now || this.pendingBytes > 1 << 20) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    if (this.failure) throw this.failure;
  }

  /** Writes what is pending. A failure is kept and thrown by the next write or by close(). */
  flush(): void {
    this.scheduled = false;
    if (this.fd === undefined || !this.file || this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.pendingBytes = 0;
    try {
      writeSync(this.fd, text);
    } catch (e) {
      this.failure ??= new ResultsWriteError(this.file, e);
    }
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
    this.write({ type: 'result', ...a });
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
    } catch {
      // fsync is best effort (some file systems refuse it); the data is already written.
    }
    closeSync(this.fd);
    this.fd = undefined;
    if (this.failure) throw this.failure;
  }
}
