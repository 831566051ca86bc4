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
 * per finished case, `summary`. Each line is written with a synchronous write as soon as it
 * exists, so a killed run keeps every complete line (the OS holds written data even on SIGKILL).
 */
export class ResultsStream {
  private fd: number | undefined;
  readonly file: string | undefined;

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

  private write(obj: unknown): void {
    if (this.fd === undefined || !this.file) return;
    const line = `${JSON.stringify(obj)}\n`;
    try {
      writeSync(this.fd, line);
    } catch (e) {
      throw new ResultsWriteError(this.file, e);
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
    this.write({ type: 'start', ...info });
  }

  result(a: AttemptResult): void {
    this.write({ type: 'result', ...a });
  }

  case(c: CaseResult): void {
    const { run_details: _runs, ...rest } = c;
    this.write({ type: 'case', ...rest });
  }

  summary(report: Report): void {
    this.write({
      type: 'summary',
      ...report.summary,
      gate: report.gate,
      environment: report.environment,
      metadata: report.metadata,
      warnings: report.warnings,
    });
  }

  close(): void {
    if (this.fd === undefined) return;
    try {
      fsyncSync(this.fd);
    } catch {
      // fsync is best effort (some file systems refuse it); the data is already written.
    }
    closeSync(this.fd);
    this.fd = undefined;
  }
}
