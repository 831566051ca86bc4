import type { History, HistoryPoint, Report } from '../model/report.js';

/** A past report and the run it came from. */
export interface PastReport {
  report: Report;
  run: Omit<History['runs'][number], 'current' | 'started_at'>;
}

export type CaseHistory = History['cases'][number];

function key(suite: string, id: string): string {
  return `${suite}\u0000${id}`;
}

/**
 * Per-case pass-rate series over past reports (ordered by `metadata.started_at`, oldest first)
 * and, when given, the current report as the last point. With a current report the series cover
 * its cases, in its order; without one, every case of every report, in order of first appearance.
 * A case absent from a report (or skipped in it) has a null point there. Pure: the action feeds
 * it the base branch's artifacts, `agentci flaky` the report files it is given.
 */
export function buildHistory(
  past: readonly PastReport[],
  opts: { current?: Report; skipped?: History['skipped'] } = {},
): History {
  const ordered = past
    .map((p, i) => ({ p, i }))
    .sort(
      (a, b) =>
        Date.parse(a.p.report.metadata.started_at) - Date.parse(b.p.report.metadata.started_at) ||
        a.i - b.i,
    )
    .map((x) => x.p);
  const reports = [...ordered.map((p) => p.report), ...(opts.current ? [opts.current] : [])];
  const runs: History['runs'] = [
    ...ordered.map((p) => ({ ...p.run, started_at: p.report.metadata.started_at })),
    ...(opts.current
      ? [{ source: 'this run', started_at: opts.current.metadata.started_at, current: true }]
      : []),
  ];
  const cases = new Map<string, CaseHistory>();
  const order = opts.current ? [opts.current] : reports;
  for (const r of order)
    for (const c of r.results)
      if (!cases.has(key(c.suite, c.id)))
        cases.set(key(c.suite, c.id), {
          id: c.id,
          suite: c.suite,
          pass_rates: Array<number | null>(reports.length).fill(null),
          outcomes: '-'.repeat(reports.length),
          ran: 0,
          flaky: 0,
        });
  reports.forEach((r, i) => {
    for (const c of r.results) {
      const h = cases.get(key(c.suite, c.id));
      // A case listed twice in one report (a bad merge) counts once: its first entry.
      if (!h || h.outcomes[i] !== '-') continue;
      h.pass_rates[i] = c.status === 'skipped' ? null : c.pass_rate;
      h.outcomes = h.outcomes.slice(0, i) + LETTER[c.status] + h.outcomes.slice(i + 1);
    }
  });
  for (const h of cases.values()) {
    const ran = historyPoints(h).filter(ran_);
    h.ran = ran.length;
    h.flaky = ran.filter(isMixed).length;
  }
  return { runs, skipped: opts.skipped ?? [], cases: [...cases.values()] };
}

const LETTER = { passed: 'P', failed: 'F', error: 'E', skipped: 'S' } as const;
const STATUS = { P: 'passed', F: 'failed', E: 'error', S: 'skipped' } as const;

/** A case's series as points: pass rate and status per report, null where it was absent. */
export function historyPoints(h: Pick<CaseHistory, 'pass_rates' | 'outcomes'>): HistoryPoint[] {
  return [...h.outcomes].map((o, i) =>
    o in STATUS
      ? { pass_rate: h.pass_rates[i] ?? 0, status: STATUS[o as keyof typeof STATUS] }
      : null,
  );
}

function ran_(p: HistoryPoint): p is NonNullable<HistoryPoint> {
  return p !== null && p.status !== 'skipped';
}

/** Some runs passed and some did not (the report's `flaky`). */
function isMixed(p: NonNullable<HistoryPoint>): boolean {
  return p.pass_rate > 0 && p.pass_rate < 100;
}

const BARS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/**
 * The series as a Unicode sparkline, one character per report: `▁` 0% … `█` 100% (eighths,
 * rounded), `·` where the case did not run.
 */
export function sparkline(points: readonly HistoryPoint[]): string {
  return points
    .map((p) => (ran_(p) ? BARS[Math.round((p.pass_rate / 100) * (BARS.length - 1))] : '·'))
    .join('');
}

/** "flaky in 4 of the last 10 runs" (runs = reports in which the case ran). */
export function flakyInLine(h: Pick<CaseHistory, 'ran' | 'flaky'>): string {
  if (h.ran === 0) return 'not run in the last reports';
  if (h.ran === 1) return h.flaky ? 'flaky in the last run' : 'not flaky in the last run';
  return h.flaky === 0
    ? `not flaky in the last ${h.ran} runs`
    : `flaky in ${h.flaky} of the last ${h.ran} runs`;
}

/** The pass rates of a series for a tooltip or a test: `100, 67, –, 33`. */
export function seriesText(points: readonly HistoryPoint[]): string {
  return points.map((p) => (ran_(p) ? String(Math.round(p.pass_rate)) : '–')).join(', ');
}

/** A case's history in a report's history block, or undefined. */
export function caseHistory(
  history: History | undefined,
  c: { suite: string; id: string },
): CaseHistory | undefined {
  return history?.cases.find((h) => h.suite === c.suite && h.id === c.id);
}
