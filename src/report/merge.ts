import type { Report } from '../model/report.js';
import type { CaseResult } from '../model/result.js';
import { buildReport } from './aggregate.js';
import { applyGate } from './gate.js';
import { mergeEndpointStats } from './rate-limits.js';

/** One shard's report and where it came from (for messages). */
export interface MergeInput {
  file: string;
  report: Report;
}

export interface MergeOptions {
  /** Missing shards become a warning only; by default they fail the merged gate (exit 3). */
  allowMissing?: boolean;
}

/** A case found in two reports with different results: the shards overlap. */
export interface Overlap {
  suite: string;
  id: string;
  files: [string, string];
}

/** Thrown when shards overlap (exit 2): merging them would count the same case twice. */
export class MergeOverlapError extends Error {
  constructor(readonly overlaps: Overlap[]) {
    const shown = overlaps
      .slice(0, 10)
      .map((o) => `  case ${o.id} (${o.suite}) is in both ${o.files[0]} and ${o.files[1]}`)
      .join('\n');
    const more = overlaps.length > 10 ? `\n  and ${overlaps.length - 10} more` : '';
    super(
      `the reports overlap: ${overlaps.length} case${overlaps.length === 1 ? '' : 's'} ran in more than one of them with different results (the same shard uploaded twice, or shards of different --shard n?)\n${shown}${more}`,
    );
    this.name = 'MergeOverlapError';
  }
}

export interface MergeResult {
  report: Report;
  /** Also in `report.warnings`; returned apart so a front end can print them. */
  warnings: string[];
  /** Shard indexes (1-based) that no input covered, per shard total. */
  missing: { total: number; indexes: number[] }[];
}

const shardLabel = (r: Report) =>
  r.metadata.shard ? `shard ${r.metadata.shard.index}/${r.metadata.shard.total}` : undefined;

function listIndexes(xs: number[]): string {
  return xs.join(', ');
}

/** Runs of consecutive integers, for "shards 3–5 of 8" style messages without a huge list. */
function ranges(xs: number[]): string {
  const out: string[] = [];
  let i = 0;
  while (i < xs.length) {
    let j = i;
    while (j + 1 < xs.length && (xs[j + 1] as number) === (xs[j] as number) + 1) j++;
    out.push(j > i + 1 ? `${xs[i]}–${xs[j]}` : j === i + 1 ? `${xs[i]}, ${xs[j]}` : String(xs[i]));
    i = j + 1;
  }
  return out.join(', ');
}

/**
 * Combines shard reports into one: per-case results (ordered by file and line, as loaded), totals
 * recomputed, started_at the earliest and completed_at the latest, the gate re-applied with the
 * thresholds the shards recorded (quarantined cases stay waived; a shard that did not finish keeps
 * the run failed). Overlapping shards throw MergeOverlapError unless the duplicates are identical
 * (the same report given twice); missing shard indexes are warned about and, unless `allowMissing`,
 * fail the gate, since cases that never ran must not read as a pass.
 */
export function mergeReports(inputs: readonly MergeInput[], opts: MergeOptions = {}): MergeResult {
  if (inputs.length === 0) throw new Error('nothing to merge: no reports given');
  const warnings: string[] = [];
  const byKey = new Map<string, { result: CaseResult; file: string; text?: string }>();
  const overlaps: Overlap[] = [];
  let duplicates = 0;

  for (const { file, report } of inputs) {
    for (const r of report.results) {
      const key = `${r.suite}\u0000${r.id}`;
      const seen = byKey.get(key);
      if (!seen) {
        byKey.set(key, { result: r, file });
        continue;
      }
      // Only stringify on a collision: the common path stays linear in the number of cases.
      seen.text ??= JSON.stringify(seen.result);
      if (seen.text === JSON.stringify(r)) duplicates++;
      else overlaps.push({ suite: r.suite, id: r.id, files: [seen.file, file] });
    }
  }
  if (overlaps.length) throw new MergeOverlapError(overlaps);
  if (duplicates > 0)
    warnings.push(
      `${duplicates} case result${duplicates === 1 ? '' : 's'} appeared twice, identical (the same report given more than once); counted once`,
    );

  // Shards: which indexes of which totals are present.
  const totals = new Map<number, Map<number, string[]>>();
  let unsharded = 0;
  for (const { file, report } of inputs) {
    const s = report.metadata.shard;
    if (!s) {
      unsharded++;
      continue;
    }
    const seen = totals.get(s.total) ?? new Map<number, string[]>();
    seen.set(s.index, [...(seen.get(s.index) ?? []), file]);
    totals.set(s.total, seen);
  }
  if (totals.size > 1)
    warnings.push(
      `the reports come from different shard counts (${[...totals.keys()].map((n) => `/${n}`).join(', ')}): cases may be missing or counted under the wrong split`,
    );
  if (totals.size > 0 && unsharded > 0)
    warnings.push(
      `${unsharded} report${unsharded === 1 ? ' has' : 's have'} no shard metadata and were merged with the shard reports`,
    );
  const missing: MergeResult['missing'] = [];
  for (const [total, seen] of [...totals.entries()].sort((a, b) => a[0] - b[0])) {
    const absent: number[] = [];
    for (let i = 1; i <= total; i++) if (!seen.has(i)) absent.push(i);
    if (absent.length) {
      missing.push({ total, indexes: absent });
      warnings.push(
        `missing shard${absent.length === 1 ? '' : 's'} ${ranges(absent)} of ${total}: got ${seen.size} of ${total} shard reports, so the cases of the missing shard${absent.length === 1 ? '' : 's'} are not in this report`,
      );
    }
    for (const [index, files] of seen)
      if (files.length > 1 && duplicates === 0)
        warnings.push(
          `shard ${index}/${total} appears ${files.length} times (${files.join(', ')})`,
        );
  }

  const results = [...byKey.values()]
    .map((v) => v.result)
    .sort((a, b) =>
      a.file < b.file
        ? -1
        : a.file > b.file
          ? 1
          : a.line - b.line || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );

  // Timing: the merged run spans from the first shard's start to the last shard's end.
  let started = Infinity;
  let completed = -Infinity;
  for (const { report } of inputs) {
    const s = Date.parse(report.metadata.started_at);
    const c = Date.parse(report.metadata.completed_at);
    if (Number.isFinite(s)) started = Math.min(started, s);
    if (Number.isFinite(c)) completed = Math.max(completed, c);
  }
  if (!Number.isFinite(started)) started = 0;
  if (!Number.isFinite(completed)) completed = started;

  const first = inputs[0]?.report as Report;
  const thresholds = first.gate.thresholds;
  for (const { file, report } of inputs.slice(1)) {
    const t = report.gate.thresholds;
    if (t.suite !== thresholds.suite || t.case !== thresholds.case)
      warnings.push(
        `${file} was gated with other thresholds (suite ${t.suite}, case ${t.case}) than ${inputs[0]?.file} (suite ${thresholds.suite}, case ${thresholds.case}); the merged gate uses the first`,
      );
  }

  // Shard warnings carry over, labelled; ones every shard repeats are said once.
  const carried = new Map<string, string[]>();
  for (const { file, report } of inputs)
    for (const w of report.warnings)
      carried.set(w, [...(carried.get(w) ?? []), shardLabel(report) ?? file]);
  const carriedLines = [...carried.entries()].map(([w, from]) =>
    from.length === inputs.length ? w : `[${from.join(', ')}] ${w}`,
  );

  const unfinished = inputs.filter(
    ({ report }) => report.metadata.interrupted === true || report.gate.decided_by === 'runtime',
  );
  const runtimeReasons: string[] = unfinished.map(({ file, report }) => {
    const why =
      report.gate.reasons.find((r) => r.gate === 'runtime')?.message ?? 'it did not finish';
    return `${shardLabel(report) ?? file}: ${why}`;
  });
  if (missing.length && !opts.allowMissing)
    runtimeReasons.push(
      missing
        .map(
          (m) =>
            `shard${m.indexes.length === 1 ? '' : 's'} ${listIndexes(m.indexes)} of ${m.total} missing`,
        )
        .join('; ') + ': the merged report does not cover every case',
    );

  const waived = new Set(results.filter((r) => r.quarantined === true).map((r) => r.id));
  const gate = applyGate(
    { results },
    {
      threshold: thresholds.suite,
      caseThreshold: thresholds.case,
      minPassHatK: thresholds.min_pass_hat_k ?? null,
      ...(thresholds.min_runs !== undefined ? { minRuns: thresholds.min_runs } : {}),
      waived,
      runtimeError: runtimeReasons.length ? runtimeReasons.join('; ') : undefined,
    },
  );

  const gitShas = new Set(
    inputs
      .map(({ report }) => report.metadata.git_sha)
      .filter((s): s is string => typeof s === 'string'),
  );
  if (gitShas.size > 1)
    warnings.push(
      `the reports come from different commits (${[...gitShas].map((s) => s.slice(0, 12)).join(', ')})`,
    );
  const { shard: _shard, ...options } = first.metadata.options;
  const allWarnings = [...carriedLines, ...warnings];
  const report = buildReport({
    results,
    environment: first.environment,
    metadata: {
      started_at: new Date(started).toISOString(),
      completed_at: new Date(completed).toISOString(),
      version: first.metadata.version,
      ...(gitShas.size === 1 ? { git_sha: [...gitShas][0] } : {}),
      options,
      ...(unfinished.length ? { interrupted: true } : {}),
      // A comparison reads the cases of these shards as lost, not as removed.
      ...(missing.length ? { missing_shards: missing } : {}),
      merged_from: inputs.map(({ file, report }) => ({
        file,
        ...(report.metadata.shard
          ? { shard: `${report.metadata.shard.index}/${report.metadata.shard.total}` }
          : {}),
        cases: report.results.length,
        started_at: report.metadata.started_at,
        completed_at: report.metadata.completed_at,
      })),
    },
    gate,
    runsPerCase: Math.max(...inputs.map(({ report }) => report.summary.runs_per_case)),
    agentId: first.summary.agent_id,
    noAssertionCases: inputs.reduce((n, { report }) => n + report.summary.no_assertion_cases, 0),
    warnings: allWarnings,
  });
  const rateLimits = mergeEndpointStats(inputs.map(({ report }) => report.rate_limits));
  if (rateLimits.length) report.rate_limits = rateLimits;
  return { report, warnings, missing };
}
