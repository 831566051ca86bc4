import type {
  CaseCompare,
  CaseDiff,
  CompareBasis,
  CompareOptions,
  CompareVerdict,
  Comparison,
  Diff,
} from '../model/diff.js';
import { COMPARE_BASES, COMPARE_VERDICTS } from '../model/diff.js';
import { plural } from '../lib/number-format.js';
import type { Report } from '../model/report.js';
import { REPORT_SCHEMA_VERSION } from '../model/report-version.js';
import type { CaseResult } from '../model/result.js';
import { compareReports, type BaselineSource } from './compare.js';
import {
  addLost,
  evidenceOf,
  lossOf,
  lostText,
  minRunsOf,
  noLoss,
  reportMinRuns,
  totalLost,
} from './evidence.js';
import { fisherExactLower } from './fisher.js';
import { runSources } from './flaky-why.js';
import type { PastReport } from './history.js';
import { benjaminiHochberg, detectableDrop, PLANNED_DROP, POWER, runsForDrop } from './power.js';
import { round } from './stats.js';
export type { CompareOptions } from '../model/diff.js';

/*
 * Verdicts that know the base branch's history (docs/statistics.md). Each case of this run is
 * compared with its runs pooled over the base branch's last reports — only runs under the same
 * case definition (fingerprint) that gave evidence (not lost to the environment). A case is a
 * regression when its pass rate is significantly below the pooled rate (one-sided Fisher exact
 * test), with the false discovery rate controlled over every compared case of the run
 * (Benjamini–Hochberg at `fdr`), and its drop exceeds `max-regression`. Pure: the action feeds it
 * the base branch's artifacts, the CLI the files of `--baseline` / `--history`.
 */

/** Benjamini–Hochberg's false discovery rate when none is set. */
export const DEFAULT_FDR = 0.1;
/** Base reports older than this many days (before this run started) are named as stale. */
export const DEFAULT_STALE_AFTER_DAYS = 14;

export interface BaselineInput {
  /** The base report (the newest run of the base branch), when one was found. */
  base?: { report: Report; source: BaselineSource };
  /** Past reports of the base branch for the pool (the base report among them or not). */
  history?: readonly PastReport[];
  /** Reports that could not be used and are named as stale (another major report schema). */
  stale?: ReadonlyArray<{ source: string; reason: string }>;
}

/** The major version of the report schema a report (or any JSON) says it has; undefined if none. */
export function schemaMajor(json: unknown): number | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const v = (json as Record<string, unknown>).schema_version;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseFloat(v) : NaN;
  return Number.isFinite(n) ? Math.floor(n) : undefined;
}

/**
 * Why a report (as parsed JSON) is stale because of its schema, or undefined: another major
 * version of the report schema than this agentci's cannot be compared with.
 */
export function schemaStaleness(json: unknown): string | undefined {
  const major = schemaMajor(json);
  if (major === undefined || major === REPORT_SCHEMA_VERSION) return undefined;
  return `report schema version ${major}, this agentci reads version ${REPORT_SCHEMA_VERSION}`;
}

/** A report that cannot be compared with: another major version of the report schema. */
export class StaleReportError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: stale: ${reason}`);
    this.name = 'StaleReportError';
  }
}

/** Throws StaleReportError when the parsed JSON is a report of another major schema version. */
export function assertCurrentSchema(json: unknown, file: string): void {
  const why = schemaStaleness(json);
  if (why) throw new StaleReportError(file, why);
}

const DAY_MS = 86_400_000;

function when(r: Report): number {
  const t = Date.parse(r.metadata.completed_at || r.metadata.started_at);
  return Number.isFinite(t) ? t : Date.parse(r.metadata.started_at);
}

function key(suite: string, id: string): string {
  return `${suite}\u0000${id}`;
}

/** Finds a case in a report: by suite and id, else by id when that id is unique there. */
function indexCases(r: Report): (c: { suite: string; id: string }) => CaseResult | undefined {
  const byKey = new Map<string, CaseResult>();
  const byId = new Map<string, CaseResult | null>();
  for (const c of r.results) {
    if (!byKey.has(key(c.suite, c.id))) byKey.set(key(c.suite, c.id), c);
    byId.set(c.id, byId.has(c.id) ? null : c);
  }
  return (c) => byKey.get(key(c.suite, c.id)) ?? byId.get(c.id) ?? undefined;
}

function same(a: Report, b: Report): boolean {
  return (
    a === b ||
    (a.metadata.started_at === b.metadata.started_at &&
      a.metadata.completed_at === b.metadata.completed_at &&
      a.metadata.git_sha === b.metadata.git_sha &&
      a.results.length === b.results.length)
  );
}

interface PoolReport {
  report: Report;
  source: string;
  isBase: boolean;
  find: (c: { suite: string; id: string }) => CaseResult | undefined;
}

/**
 * A case's runs pooled over the base reports: those under the head's definition (`fp`) that gave
 * evidence, what was planned and lost (added to `lost`), and the runs of other definitions.
 */
function pooledBase(
  pool: readonly PoolReport[],
  d: { suite: string; id: string },
  fp: string | undefined,
  lost: Parameters<typeof addLost>[0],
) {
  const out = {
    passed: 0,
    runs: 0,
    planned: 0,
    reports: 0,
    other: 0,
    onlyBase: true,
    anyBase: false,
  };
  for (const r of pool) {
    const c = r.find(d);
    if (!c) continue;
    out.anyBase = true;
    const e = evidenceOf(c);
    if (fp !== undefined && c.fingerprint !== undefined && c.fingerprint !== fp) {
      out.other += e.runs;
      continue;
    }
    addLost(lost, e.lost);
    out.planned += e.planned;
    if (e.runs === 0) continue;
    out.passed += e.passed;
    out.runs += e.runs;
    out.reports++;
    if (!r.isBase) out.onlyBase = false;
  }
  return out;
}

function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const v = s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
  return Number.isFinite(v) ? v : null;
}

function agentOf(r: Report): string | undefined {
  const a = r.metadata.options.agent;
  if (
    a &&
    typeof a === 'object' &&
    typeof (a as { description?: unknown }).description === 'string'
  )
    return (a as { description: string }).description;
  return r.summary.agent_id;
}

function reportLabel(p: PastReport): string {
  return p.run.run_id !== undefined ? `${p.run.source} run ${p.run.run_id}` : p.run.source;
}

/**
 * Compares this run with the base branch: the transitions against the base report
 * (compareReports), and per case the pooled verdict (`compare`) with the run's summary
 * (`comparison`). Undefined when there is neither a base report nor any history report.
 */
export function compareWithBase(
  head: Report,
  input: BaselineInput,
  opts: CompareOptions = {},
): Diff | undefined {
  const fdr = opts.fdr ?? DEFAULT_FDR;
  const maxReg = opts.maxRegressionPp ?? null;
  const staleDays = opts.staleAfterDays ?? DEFAULT_STALE_AFTER_DAYS;
  const history = [...(input.history ?? [])].sort((a, b) => when(a.report) - when(b.report));
  const newest = history[history.length - 1];
  const base =
    input.base ??
    (newest
      ? {
          report: newest.report,
          source: {
            source: newest.run.source,
            ...(newest.run.run_id !== undefined ? { run_id: newest.run.run_id } : {}),
            ...(newest.run.run_url !== undefined ? { run_url: newest.run.run_url } : {}),
            ...(newest.run.sha !== undefined ? { sha: newest.run.sha } : {}),
          },
        }
      : undefined);
  if (!base) return undefined;

  const diff = compareReports(base.report, head, base.source);
  const now = Date.parse(head.metadata.started_at);
  const stale: Comparison['stale'] = (input.stale ?? []).map((s) => ({ ...s, pooled: false }));
  const ageDays = (r: Report) => (Number.isFinite(now) ? (now - when(r)) / DAY_MS : 0);
  const staleReason = (r: Report) => {
    const days = ageDays(r);
    return days > staleDays
      ? `${Math.floor(days)} days old (older than ${staleDays} days)`
      : undefined;
  };

  // The pool: the base report always; every other history report unless it is stale.
  const pool: PoolReport[] = [
    {
      report: base.report,
      source: base.source.source,
      isBase: true,
      find: indexCases(base.report),
    },
  ];
  const baseWhy = staleReason(base.report);
  if (baseWhy)
    stale.push({
      source: `the base report (${base.source.source}${base.source.run_id !== undefined ? ` run ${base.source.run_id}` : ''})`,
      reason: baseWhy,
      pooled: true,
    });
  for (const p of history) {
    if (same(p.report, base.report)) continue;
    const why = staleReason(p.report);
    if (why) {
      stale.push({ source: reportLabel(p), reason: why, pooled: false });
      continue;
    }
    pool.push({
      report: p.report,
      source: reportLabel(p),
      isBase: false,
      find: indexCases(p.report),
    });
  }

  const minRuns = head.gate.thresholds.min_runs ?? reportMinRuns(head.metadata.options);
  const missingShards = head.metadata.missing_shards ?? [];
  const findHead = indexCases(head);

  interface Work {
    d: CaseDiff;
    c: CaseCompare;
    /** Set when every failing run here was judge noise or the environment's: why. */
    noise?: string;
  }
  const work: Work[] = diff.cases.map((d) => {
    const c = caseCompare(d);
    const headCase = d.head && c.p_value !== null ? findHead(d) : undefined;
    const noise = headCase ? noiseOf(headCase) : undefined;
    return noise ? { d, c, noise } : { d, c };
  });

  function caseCompare(d: CaseDiff): CaseCompare {
    const headCase = d.head ? findHead(d) : undefined;
    const lostHead = noLoss();
    const lostBase = noLoss();
    const out = (
      verdict: CompareVerdict,
      basis: CompareBasis,
      extra: Partial<CaseCompare> = {},
    ): CaseCompare => ({
      verdict,
      basis,
      base: { passed: 0, runs: 0, reports: 0 },
      head: { passed: 0, runs: 0 },
      lost: { base: lostBase, head: lostHead },
      other_definition_runs: 0,
      drop_pp: null,
      p_value: null,
      p_adjusted: null,
      detectable_drop_pp: null,
      runs_for_drop: null,
      ...extra,
    });

    // The pooled base: runs under this run's definition that gave evidence.
    const pooled = pooledBase(pool, d, headCase?.fingerprint, lostBase);
    const { passed: bPassed, runs: bRuns, planned: bPlanned, reports: bReports, other } = pooled;
    const { onlyBase, anyBase } = pooled;
    const baseCounts = { passed: bPassed, runs: bRuns, reports: bReports };
    const basis: CompareBasis =
      bRuns === 0 ? 'threshold' : onlyBase && bReports === 1 ? 'base' : 'history';

    if (!d.head) {
      // Absent from this run: lost with a shard that never reported, else removed.
      if (missingShards.length > 0) {
        lostHead.shard_missing += Math.max(1, head.summary.runs_per_case);
        const which = missingShards.map((m) => `${m.indexes.join(', ')} of ${m.total}`).join('; ');
        return out('not_enough_runs', basis, {
          base: baseCounts,
          other_definition_runs: other,
          short_of_runs: 'head',
          note: `not in this run: shard ${which} never reported`,
        });
      }
      return out('removed', basis, { base: baseCounts, other_definition_runs: other });
    }
    if (!headCase) return out('new', 'threshold');
    const he = evidenceOf(headCase);
    addLost(lostHead, he.lost);
    const headCounts = { passed: he.passed, runs: he.runs };
    const needHead = minRunsOf(he.planned, minRuns);
    if (he.runs === 0 && totalLost(he.lost) === 0)
      return out('skipped', basis, {
        base: baseCounts,
        head: headCounts,
        other_definition_runs: other,
        note: headCase.skip_reason ? `skipped: ${headCase.skip_reason}` : undefined,
      });
    if (!anyBase) return out('new', 'threshold', { head: headCounts });
    if (bRuns === 0 && other > 0)
      return out('redefined', 'threshold', {
        head: headCounts,
        other_definition_runs: other,
        note: `the base ran it under another definition (${other} run${other === 1 ? '' : 's'} not compared)`,
      });
    if (he.runs < needHead) {
      const lost = lostText(he.lost);
      return out('not_enough_runs', basis, {
        base: baseCounts,
        head: headCounts,
        other_definition_runs: other,
        short_of_runs: 'head',
        note: `${he.runs} of the ${plural(needHead, 'run')} it needs gave evidence here${lost ? ` (${lost})` : ''}`,
      });
    }
    // The base needs min-runs too (all its runs when it planned fewer).
    const needBase = minRunsOf(bPlanned, minRuns);
    if (bRuns < needBase) {
      const lost = lostText(lostBase);
      return out('not_enough_runs', basis, {
        base: baseCounts,
        head: headCounts,
        other_definition_runs: other,
        short_of_runs: 'base',
        note: `the base has ${bRuns} of the ${plural(needBase, 'run')} of evidence it needs under this definition${lost ? ` (${lost})` : ''}: judged by its threshold alone`,
      });
    }
    const dropPp = (bPassed / bRuns - he.passed / he.runs) * 100;
    return out('no_regression', basis, {
      base: baseCounts,
      head: headCounts,
      other_definition_runs: other,
      drop_pp: round(dropPp, 2),
      p_value: fisherExactLower(bPassed, bRuns - bPassed, he.passed, he.runs - he.passed),
      ...(basis === 'base' && pool.length > 1
        ? { note: 'only the base report ran it under this definition: compared with it alone' }
        : {}),
    });
  }

  // Benjamini–Hochberg over every compared case: the family is the run, not the flagged few.
  const tested = work.filter((w) => w.c.p_value !== null);
  const adjusted = benjaminiHochberg(tested.map((w) => w.c.p_value));
  const m = tested.length;
  const alpha = m > 0 ? fdr / m : null;
  const floor = maxReg ?? 0;
  tested.forEach((w, i) => {
    const q = adjusted[i] ?? null;
    w.c.p_value = w.c.p_value === null ? null : sig(w.c.p_value);
    w.c.p_adjusted = q === null ? null : sig(q);
    if (q === null || q > fdr || (w.c.drop_pp ?? 0) <= floor) return;
    // A drop made only of judge noise and environment faults is not the agent's doing.
    if (w.noise) w.c.noise = w.noise;
    else w.c.verdict = 'regression';
  });

  // What the runs can detect, at the level a lone regression must reach (fdr / m).
  const powerCache = new Map<string, { drop: number | null; runs: number | null }>();
  if (alpha !== null)
    for (const w of tested) {
      const c = w.c;
      const k = `${c.base.passed}/${c.base.runs}/${c.base.reports}/${c.head.runs}`;
      let got = powerCache.get(k);
      if (!got) {
        const drop = detectableDrop({
          basePassed: c.base.passed,
          baseRuns: c.base.runs,
          headRuns: c.head.runs,
          alpha,
        });
        got = {
          drop: drop === null ? null : round(drop * 100, 1),
          runs: runsForDrop({ rate: c.base.passed / c.base.runs, reports: c.base.reports, alpha }),
        };
        powerCache.set(k, got);
      }
      c.detectable_drop_pp = got.drop;
      c.runs_for_drop = got.runs;
    }

  const counts = Object.fromEntries(COMPARE_VERDICTS.map((v) => [v, 0])) as Comparison['counts'];
  const basisCounts = Object.fromEntries(COMPARE_BASES.map((b) => [b, 0])) as Comparison['basis'];
  const lost = { base: noLoss(), head: noLoss() };
  const short = { head: 0, base: 0 };
  let noise = 0;
  for (const { c } of work) {
    if (c.noise) noise++;
    counts[c.verdict]++;
    if (c.short_of_runs) short[c.short_of_runs]++;
    basisCounts[c.basis]++;
    addLost(lost.base, c.lost.base);
    addLost(lost.head, c.lost.head);
  }
  const inf = (v: number | null) => (v === null ? Infinity : v);
  const drops = tested.map((w) => inf(w.c.detectable_drop_pp));
  const needs = tested.map((w) => inf(w.c.runs_for_drop));
  const headAgent = agentOf(head);
  const baseAgent = agentOf(base.report);
  const comparison: Comparison = {
    fdr,
    max_regression_pp: floor,
    min_runs: minRuns,
    compared: m,
    alpha: alpha === null ? null : round(alpha, 8),
    counts,
    short_of_runs: short,
    basis: basisCounts,
    reports: pool.length,
    lost,
    ...(noise ? { noise } : {}),
    power: {
      runs_per_case: median(tested.map((w) => w.c.head.runs)),
      detectable_drop_pp: median(drops),
      drop_pp: PLANNED_DROP * 100,
      runs_for_drop: median(needs),
      power: POWER,
      undetectable: needs.filter((n) => n === Infinity).length,
    },
    stale,
    ...(headAgent !== undefined && baseAgent !== undefined && headAgent !== baseAgent
      ? { agent: { base: baseAgent, head: headAgent } }
      : {}),
  };
  return {
    ...diff,
    comparison,
    cases: work.map(({ d, c }) => ({ ...d, compare: c })),
  };
}

/**
 * Why a case's failing runs in this run are all noise, when they are: each one judge noise (the
 * same transcript judged both ways, or not judgeable) or the environment's (a provider fault, a
 * timeout, a crash), by src/report/flaky-why.ts. Attempts lost to the environment are out already.
 */
function noiseOf(c: CaseResult): string | undefined {
  const sources = runSources(c.run_details.filter((a) => lossOf(a) === undefined));
  if (sources.length === 0) return undefined;
  if (!sources.every((s) => s.source === 'judge' || s.source === 'environment')) return undefined;
  const part = (source: 'judge' | 'environment', what: string): string | undefined => {
    const of = sources.filter((s) => s.source === source);
    if (!of.length) return undefined;
    const runs = of.map((s) => s.run);
    return `${what} (run${runs.length === 1 ? '' : 's'} ${runs.join(', ')}: ${of[0]!.evidence})`;
  };
  const parts = [part('judge', 'judge noise'), part('environment', "the environment's doing")];
  return `every failing run here was ${parts.filter(Boolean).join(' or ')}`;
}

/** Six significant digits: a p-value of 1e-9 stays 1e-9. */
function sig(p: number): number {
  return Number(p.toPrecision(6));
}
