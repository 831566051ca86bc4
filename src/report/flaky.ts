import type { Report } from '../model/report.js';
import type { CaseStatus } from '../model/result.js';

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
function outcome(s: CaseStatus): 'P' | 'F' | undefined {
  if (s === 'passed') return 'P';
  if (s === 'failed' || s === 'error') return 'F';
  return undefined;
}

/**
 * Ranks cases by how often their outcome flipped across past reports (ordered by started_at), also
 * counting reports in which a case was itself mixed. Cases below `minFlips` (flips + mixed reports)
 * are left out. Sorted by flip rate, then flips + mixed, then id.
 */
export function flakiness(
  reports: readonly Report[],
  opts: { minFlips?: number } = {},
): FlakyCase[] {
  const minFlips = opts.minFlips ?? 1;
  const ordered = [...reports].sort(
    (a, b) => Date.parse(a.metadata.started_at) - Date.parse(b.metadata.started_at),
  );
  const cases = new Map<
    string,
    { id: string; suite: string; marks: string[]; last: CaseStatus | 'absent'; mixed: number }
  >();
  ordered.forEach((r, i) => {
    for (const c of r.results) {
      const key = `${c.suite}\u0000${c.id}`;
      let e = cases.get(key);
      if (!e) {
        e = {
          id: c.id,
          suite: c.suite,
          marks: Array<string>(ordered.length).fill('-'),
          last: 'absent',
          mixed: 0,
        };
        cases.set(key, e);
      }
      e.marks[i] = outcome(c.status) ?? '-';
      e.last = c.status;
      if (c.passed > 0 && c.passed < c.runs) e.mixed++;
    }
  });
  const out: FlakyCase[] = [];
  for (const e of cases.values()) {
    const seq = e.marks.filter((m) => m !== '-');
    let flips = 0;
    for (let i = 1; i < seq.length; i++) if (seq[i] !== seq[i - 1]) flips++;
    if (flips + e.mixed < minFlips) continue;
    out.push({
      id: e.id,
      suite: e.suite,
      reports: seq.length,
      flips,
      flip_rate: seq.length > 1 ? Math.round((flips / (seq.length - 1)) * 1000) / 1000 : 0,
      mixed: e.mixed,
      history: e.marks.join(''),
      last: e.last,
    });
  }
  return out.sort(
    (a, b) =>
      b.flip_rate - a.flip_rate ||
      b.flips + b.mixed - (a.flips + a.mixed) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
