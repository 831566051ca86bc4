import type { HistoryPoint, Report } from '../model/report.js';
import {
  FLAKE_SOURCES,
  type CaseStatus,
  type FlakeAttribution,
  type FlakeSource,
} from '../model/result.js';
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
  /**
   * Whose doing its failing runs were, over the reports that said (flaky_why.source): each
   * source's share of all those failing runs; `label` the one source, or `mixed`.
   */
  source?: Pick<FlakeAttribution, 'label' | 'shares'> & { runs: number };
}

/** The sources of a case's failing runs summed over reports, weighted by failing runs. */
function sourceOver(runs: ReadonlyArray<{ source: FlakeSource }>): FlakyCase['source'] {
  if (runs.length === 0) return undefined;
  const shares: FlakeAttribution['shares'] = {};
  for (const src of FLAKE_SOURCES) {
    const n = runs.filter((r) => r.source === src).length;
    if (n > 0) shares[src] = Math.round((n / runs.length) * 100) / 100;
  }
  const seen = FLAKE_SOURCES.filter((s) => shares[s] !== undefined);
  return {
    label: seen.length === 1 ? (seen[0] as FlakeSource) : 'mixed',
    shares,
    runs: runs.length,
  };
}

/**
 * The share of a case's flaky runs that were the agent's doing: what ranks it. A case no report
 * attributed counts as wholly the agent's (nothing shows it is noise).
 */
export function agentShare(c: Pick<FlakyCase, 'source'>): number {
  return c.source ? (c.source.shares.agent ?? 0) : 1;
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
 * are left out, and with `source` those whose failing runs were never put down to it. Sorted by the
 * agent's share of the failing runs (judge, simulated-user and environment noise ranks last), then
 * flip rate, then flips + mixed, then id. The series come from buildHistory, the same history the
 * action shows on the PR.
 */
export function flakiness(
  reports: readonly Report[],
  opts: { minFlips?: number; source?: FlakeSource } = {},
): FlakyCase[] {
  const minFlips = opts.minFlips ?? 1;
  const history = buildHistory(reports.map((report) => ({ report, run: { source: 'file' } })));
  // Every report's attributed failing runs, per case.
  const attributed = new Map<string, { source: FlakeSource }[]>();
  for (const report of reports)
    for (const r of report.results) {
      const runs = r.flaky_why?.source?.runs;
      if (!runs?.length) continue;
      const k = `${r.suite}\0${r.id}`;
      attributed.set(k, [...(attributed.get(k) ?? []), ...runs]);
    }
  const out: FlakyCase[] = [];
  for (const h of history.cases) {
    const marks = historyPoints(h).map(mark);
    const seq = marks.filter((m) => m !== '-');
    let flips = 0;
    for (let i = 1; i < seq.length; i++) if (seq[i] !== seq[i - 1]) flips++;
    if (flips + h.flaky < minFlips) continue;
    const last = historyPoints(h).findLast((p) => p !== null);
    const source = sourceOver(attributed.get(`${h.suite}\0${h.id}`) ?? []);
    if (opts.source && !source?.shares[opts.source]) continue;
    out.push({
      id: h.id,
      suite: h.suite,
      reports: seq.length,
      flips,
      flip_rate: seq.length > 1 ? Math.round((flips / (seq.length - 1)) * 1000) / 1000 : 0,
      mixed: h.flaky,
      history: marks.join(''),
      last: last?.status ?? 'absent',
      ...(source ? { source } : {}),
    });
  }
  return out.sort(
    (a, b) =>
      agentShare(b) - agentShare(a) ||
      b.flip_rate - a.flip_rate ||
      b.flips + b.mixed - (a.flips + a.mixed) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
