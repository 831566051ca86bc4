import type { AttemptResult, CaseResult } from '../model/index.js';

/** Minus sign used in deltas (U+2212 reads better than a hyphen next to numbers). */
const MINUS = '\u2212';

/** A percentage 0–100 as text, e.g. `92.0%`. */
export function percent(p: number, digits = 1): string {
  return `${p.toFixed(digits)}%`;
}

/** A ratio 0–1 as a percentage, e.g. `0.8` → `80%` (no decimals when whole). */
export function ratioPercent(r: number): string {
  const p = Math.round(r * 1000) / 10;
  return Number.isInteger(p) ? `${p}%` : `${p.toFixed(1)}%`;
}

/** A Wilson interval (0–1) as `[61.5–100%]`. */
export function interval(low: number, high: number): string {
  return `[${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)}%]`;
}

/** A signed delta in percentage points: `+4.0 pp`, `−4.0 pp`, `±0.0 pp`. */
export function deltaPp(d: number): string {
  if (Math.abs(d) < 0.05) return '±0.0 pp';
  return `${d > 0 ? '+' : MINUS}${Math.abs(d).toFixed(1)} pp`;
}

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

/** The clock's time, or the report's completion time; an unparseable time is kept as written. */
export function stampOf(now: Date | undefined, completedAt: string): string {
  if (now && !Number.isNaN(now.getTime())) return now.toISOString();
  const d = new Date(completedAt);
  return Number.isNaN(d.getTime()) ? completedAt : d.toISOString();
}
