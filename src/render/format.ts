import type { AttemptResult, CaseDiff, CaseResult } from '../model/index.js';

import { deltaPp, interval, percent, plural, ratioPercent } from '../lib/number-format.js';

// One formatting function for every percentage, delta and count, shared with the gate's reasons.
export { deltaPp, interval, percent, plural, ratioPercent };

/**
 * An attempt's error without the end of stderr that agent targets append to it (`exited with code
 * 1; stderr: …`, see targets/command.ts), for outputs that show the attempt's stderr next to it:
 * the stderr is then read once, in its own block.
 */
export function errorWithoutStderr(error: string, stderr: string | undefined): string {
  if (!stderr || !stderr.trim()) return error;
  const at = error.indexOf('; stderr: ');
  return at >= 0 ? error.slice(0, at) : error;
}

/**
 * An attempt's status and its error as one phrase (`error: exited with code 1`), or the error alone
 * when it already starts with the status word (`timeout after 30s`, a script test's `timeout: …`):
 * never `timeout: timeout …`. Every output that puts the two side by side goes through this.
 */
export function statusAndError(status: string, error: string | undefined): string {
  if (!error) return status;
  const said = error.slice(0, status.length).toLowerCase() === status.toLowerCase();
  return said && !/^\w/.test(error.slice(status.length)) ? error : `${status}: ${error}`;
}

/** A case's change in pass rate, or an em dash when it did not run on both sides. */
export function caseDelta(d: Pick<CaseDiff, 'base' | 'head' | 'delta_pp'>): string {
  return d.base && d.head && d.delta_pp !== null
    ? deltaPp(d.base.pass_rate, d.head.pass_rate)
    : '—';
}

/** Minus sign used in deltas (U+2212 reads better than a hyphen next to numbers). */
const MINUS = '\u2212';

/** A signed integer delta: `+2`, `−1`, `±0`. */
export function deltaInt(d: number): string {
  if (d === 0) return '±0';
  return `${d > 0 ? '+' : MINUS}${Math.abs(d)}`;
}

/** A p-value: `p=0.031`, `p<0.001`, or an em dash when unknown. */
export function pValue(p: number | null | undefined): string {
  if (p == null || !Number.isFinite(p)) return '—';
  if (p < 0.001) return 'p<0.001';
  return `p=${p.toFixed(3)}`;
}

/** A duration in milliseconds for people: `850 ms`, `1.24 s`, `2m 03s`, `1h 02m`. */
export function duration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(2)} s`;
  const totalS = Math.round(s);
  const h = Math.floor(totalS / 3600);
  const m = Math.floor((totalS % 3600) / 60);
  const sec = totalS % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  return `${m}m ${String(sec).padStart(2, '0')}s`;
}

/** Seconds with three decimals, the format Surefire's schema accepts (`SUREFIRE_TIME`). */
export function seconds(ms: number): string {
  return (Math.max(0, ms) / 1000).toFixed(3);
}

/** Attempts that did not pass (failed, error, timeout). */
export function failingAttempts(c: CaseResult): AttemptResult[] {
  return c.run_details.filter(
    (a) => a.status === 'failed' || a.status === 'error' || a.status === 'timeout',
  );
}

/** An icon for a case: passed, flaky-but-passed, failed, error, skipped. */
export function caseIcon(c: CaseResult): string {
  switch (c.status) {
    case 'passed':
      return c.flaky || failingAttempts(c).length > 0 ? '⚠️' : '✅';
    case 'failed':
      return '❌';
    case 'error':
      return '💥';
    case 'skipped':
      return '⏭️';
  }
}

/** An icon for one attempt. */
export function attemptIcon(a: AttemptResult): string {
  switch (a.status) {
    case 'passed':
      return '✅';
    case 'failed':
      return '❌';
    case 'error':
      return '💥';
    case 'timeout':
      return '⏱️';
    case 'skipped':
      return '⏭️';
  }
}

const STATUS_RANK: Record<CaseResult['status'], number> = {
  error: 0,
  failed: 1,
  passed: 3,
  skipped: 4,
};

function rank(c: CaseResult): number {
  // Counters first: scanning run_details in every comparison would dominate sorting 10,000 cases.
  if (c.status === 'passed' && c.failed + c.errors + c.timeouts > 0) return 2;
  return STATUS_RANK[c.status];
}

/**
 * Worst first: errors, failures, passed-with-failing-attempts, clean passes, skipped; within a
 * group the lower pass rate and lower Wilson bound come first; ties by suite and id so the order
 * is stable across runs.
 */
export function worstFirst(a: CaseResult, b: CaseResult): number {
  const ra = rank(a);
  const rb = rank(b);
  return (
    ra - rb ||
    a.pass_rate - b.pass_rate ||
    a.interval.low - b.interval.low ||
    (a.suite < b.suite ? -1 : a.suite > b.suite ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Human label for a stability class or transition (`mostly_stable` → `mostly stable`). */
export function words(s: string): string {
  return s.replace(/_/g, ' ');
}

/** A transition count as words: `1 new failure`, `3 new failures`, `2 regressed`. */
export function transitionCount(t: string, n: number): string {
  return `${n} ${words(t)}${t === 'new_failure' && n !== 1 ? 's' : ''}`;
}

/** The clock's time, or the report's completion time; an unparseable time is kept as written. */
export function stampOf(now: Date | undefined, completedAt: string): string {
  if (now && !Number.isNaN(now.getTime())) return now.toISOString();
  const d = new Date(completedAt);
  return Number.isNaN(d.getTime()) ? completedAt : d.toISOString();
}
