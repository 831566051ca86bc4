import type { HistoryPoint, Report } from '../model/report.js';
import type { CaseStatus } from '../model/result.js';
import { buildHistory, historyPoints } from './history.js';

/** One case's history across a set of reports. */
export interface FlakyCase {
  id: string;
  suite: string;
  /** Reports in which the case ran (skipped runs do not count). */
  reports: number;
  /** Times its outcome (pass / fail) changed between consecutive reports, ordered by started_at. */
  flips: number;
  /** flips / (reports − 1): 1 means it changed every time; 0 with a single report. */
  flip_rate: number;
  /** Reports in which some runs passed and some failed. */
  mixed: number;
  /** Its outcome per report, oldest first: P (passed), F (failed or error), - (not in it / skipped). */
  history: string;
  /** Latest outcome. */
  last: CaseStatus | 'absent';
}

/** A case outcome for flip counting: errors fail like failures (DESIGN §4), skips are no outcome. */
function mark(p: HistoryPoint): 'P' | 'F' | '-' {
  if (p?.status === 'passed') return 'P';
  if (p?.status === 'failed' || p?.status === 'error') return 'F';
  return '-';
}

/**
 * Ranks cases by how often their outcome flipped across past reports (ordered by started_at), also
 * counting reports in which a case was itself mixed. Cases below `minFlips` (flips + mixed reports)
 * are left out. Sorted by flip rate, then flips + mixed, then id. The series come from
 * buildHistory, the same history the action shows on the PR.
 */
export function flakiness(
  reports: readonly Report[],
  opts: { minFlips?: number } = {},
): FlakyCase[] {
  const minFlips = opts.minFlips ?? 1;
  const history = buildHistory(reports.map((report) => ({ report, run: { source: 'file' } })));
  const out: FlakyCase[] = [];
  for (const h of history.cases) {
    const marks = historyPoints(h).map(mark);
    const seq = marks.filter((m) => m !== '-');
    let flips = 0;
    for (let i = 1; i < seq.length; i++) if (seq[i] !== seq[i - 1]) flips++;
    if (flips + h.flaky < minFlips) continue;
    const last = historyPoints(h).findLast((p) => p !== null);
    out.push({
      id: h.id,
      suite: h.suite,
      reports: seq.length,
      flips,
      flip_rate: seq.length > 1 ? Math.round((flips / (seq.length - 1)) * 1000) / 1000 : 0,
      mixed: h.flaky,
      history: marks.join(''),
      last: last?.status ?? 'absent',
    });
  }
  return out.sort(
    (a, b) =>
      b.flip_rate - a.flip_rate ||
      b.flips + b.mixed - (a.flips + a.mixed) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
