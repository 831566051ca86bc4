import type {
  CaseDiff,
  CaseResult,
  Diff,
  GateName,
  GateResult,
  Report,
  Transition,
} from '../model/index.js';
import {
  caseDelta,
  deltaInt,
  deltaPp,
  failingAttempts,
  percent,
  pValue,
  transitionCount,
  words,
  plural,
} from './format.js';
import { mdInline } from './escape.js';
import { closeOpenBlocks } from './limits.js';
import { markdownHelpers } from './markdown.js';
import { compileTemplate } from './templates.js';
import { faultLines } from './environment-faults.js';
import { sourceLabel } from './flake-source.js';
import { rateLimitWarnings } from '../report/rate-limits.js';
import { explainFlaky, flakyWhyLine as whyOf } from '../report/flaky-why.js';
import { flakyInLine, historyPoints, sparkline, type CaseHistory } from '../report/history.js';
import {
  caseVerdictCell,
  comparisonCountsLine,
  comparisonNotes,
  isNotable,
  powerLine,
} from '../report/compare-text.js';

/** GitHub refuses comment bodies over 65,536 characters; keep a margin. */
export const COMMENT_MAX_CHARS = 65_000;

export interface CommentOptions {
  /** The hidden marker (`<!-- agentci:<key> -->`); first line of the body. */
  marker: string;
  /** The gate that decided this run (with max-regression applied); defaults to `report.gate`. */
  gate?: GateResult;
  /** The comparison with the baseline, or undefined when there is none. */
  diff?: Diff;
  /** Why there is no diff (shown instead of the changes), e.g. "no successful run on main yet". */
  noBaselineReason?: string;
  runUrl?: string;
  /** The report artifact (holds report.html). */
  artifactUrl?: string;
  templatesDir?: string;
  /** Character budget (default 65,000). */
  maxChars?: number;
}

export type CommentMode = 'always' | 'changes' | 'failures' | 'off';

/**
 * Whether `mode` wants a comment for this run: `always`; `changes` when the diff has a case whose
 * transition is not `unchanged` (no baseline, no diff: nothing to say); `failures` when the gate
 * failed or a case failed; `off` never. An existing sticky comment is still refreshed by the caller
 * when this says no, so it never shows stale results.
 */
export function wantsComment(
  mode: CommentMode,
  report: Report,
  gate: GateResult,
  diff?: Diff,
): boolean {
  switch (mode) {
    case 'always':
      return true;
    case 'off':
      return false;
    case 'changes':
      return diff !== undefined && diff.cases.some((c) => c.transition !== 'unchanged');
    case 'failures':
      return !gate.passed || report.summary.failed > 0;
  }
}

/** Worst first, so a cut keeps what matters. */
const SEVERITY: Record<Transition, number> = {
  new_failure: 0,
  regressed: 1,
  newly_flaky: 2,
  removed: 3,
  added: 4,
  improved: 5,
  stabilised: 6,
  fixed: 7,
  unchanged: 8,
};

const GATE_LABEL: Record<GateName, string> = {
  suite_threshold: 'suite threshold',
  case_threshold: 'case threshold',
  max_regression: 'max regression',
  min_pass_hat_k: 'min pass^k',
  runtime: 'runtime error',
};

interface Stage {
  unchanged: boolean;
  detail: boolean;
  rowLimit: number;
}

const MESSAGE_CAP = 300;

function cap(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

function counts(c: CaseDiff['base']): string {
  return c ? `${c.passed}/${c.runs}` : '—';
}

function byKey(report: Report): Map<string, CaseResult> {
  return new Map(report.results.map((r) => [`${r.suite}\u0000${r.id}`, r]));
}

/** The first thing a reader should see about why a case failed. */
function firstFailure(c: CaseResult): string | undefined {
  const a = failingAttempts(c)[0];
  if (!a) return c.error;
  const check = a.checks.find((k) => !k.passed);
  const msg =
    a.error ?? (check ? `${check.label}${check.message ? `: ${check.message}` : ''}` : undefined);
  return msg ?? `run ${a.run} ${a.status}`;
}

/** The history line of a case: its sparkline and how often it was flaky. */
function historyOf(h: CaseHistory | undefined): { spark?: string; flakyIn?: string } {
  return h ? { spark: sparkline(historyPoints(h)), flakyIn: flakyInLine(h) } : {};
}

/** The history sentence above the tables: what the sparklines cover and what was skipped. */
function historyNote(report: Report): string | undefined {
  const h = report.history;
  if (!h) return undefined;
  const past = h.runs.filter((r) => !r.current);
  const branch = past[0]?.source;
  const over =
    past.length === 0
      ? 'no past report of the base branch could be read'
      : `History (oldest → newest, this run last): the last ${past.length} report${past.length === 1 ? '' : 's'}${branch ? ` of ${branch}` : ''}`;
  const skipped = h.skipped
    .slice(0, 5)
    .map((k) => `${k.run_id !== undefined ? `run ${k.run_id}` : 'the run list'}: ${k.reason}`);
  const more = h.skipped.length > 5 ? `, and ${h.skipped.length - 5} more` : '';
  return skipped.length
    ? `${over}; skipped ${h.skipped.length} that could not be read (${skipped.join('; ')}${more}).`
    : `${over}.`;
}

function caseRow(d: CaseDiff) {
  return {
    id: d.id,
    suite: d.suite,
    transition: words(d.transition),
    base: counts(d.base),
    head: counts(d.head),
    delta: caseDelta(d),
    // With pooled verdicts: the one-sided p-value against the pooled base, the one the verdict used.
    p: pValue(d.compare ? d.compare.p_value : d.p_value),
    verdict: d.compare ? caseVerdictCell(d.compare) : undefined,
  };
}

/** Listed among the changed cases: a new shape, or a verdict a reader must see (a regression…). */
function listed(d: CaseDiff): boolean {
  return d.transition !== 'unchanged' || isNotable(d.compare);
}

/** The changed cases (regressions first, then by severity, p-value, suite, id) and the rest. */
function changedCases(diff: Diff | undefined): { changed: CaseDiff[]; unchanged: CaseDiff[] } {
  const regressionFirst = (c: CaseDiff) => (c.compare?.verdict === 'regression' ? 0 : 1);
  const changed = (diff?.cases ?? [])
    .filter(listed)
    .sort(
      (a, b) =>
        regressionFirst(a) - regressionFirst(b) ||
        SEVERITY[a.transition] - SEVERITY[b.transition] ||
        (a.p_value ?? 1) - (b.p_value ?? 1) ||
        a.suite.localeCompare(b.suite) ||
        a.id.localeCompare(b.id),
    );
  return { changed, unchanged: (diff?.cases ?? []).filter((c) => !listed(c)) };
}

/** The totals line: this run's counts and, with a baseline, the base's and the deltas. */
function totalsOf(s: Report['summary'], diff: Diff | undefined) {
  return {
    passRate: percent(s.overall_pass_rate),
    passRateDelta: diff
      ? deltaPp(diff.summary.base_pass_rate, diff.summary.head_pass_rate)
      : undefined,
    casesPassed: `${s.passed}/${s.total}`,
    baseCasesPassed: diff ? `${diff.summary.base_passed}/${diff.summary.base_total}` : undefined,
    baseFailed: diff?.summary.base_failed,
    baseFlaky: diff?.summary.base_flaky,
    casesPassedDelta: diff
      ? deltaInt(diff.summary.head_passed - diff.summary.base_passed)
      : undefined,
    failed: s.failed,
    failedDelta: diff ? deltaInt(diff.summary.head_failed - diff.summary.base_failed) : undefined,
    flaky: s.flaky,
    flakyDelta: diff ? deltaInt(diff.summary.head_flaky - diff.summary.base_flaky) : undefined,
    basePassRate: diff ? percent(diff.summary.base_pass_rate) : undefined,
    runsPerCase: s.runs_per_case,
    skipped: s.skipped,
  };
}

/** A flaky case's row: its counts, its class, the base's counts and (in detail) why it flakes. */
function flakyRow(
  r: CaseResult,
  diff: Diff | undefined,
  stage: Stage,
  history: ReturnType<typeof historyOf>,
) {
  const d = diff?.cases.find((c) => c.id === r.id && c.suite === r.suite);
  return {
    id: r.id,
    counts: `${r.passed}/${r.runs}`,
    rate: percent(r.pass_rate),
    cls: words(r.class),
    source: sourceLabel((r.flaky_why ?? explainFlaky(r.run_details))?.source) || '—',
    was: d?.base ? counts(d.base) : undefined,
    ...history,
    why: stage.detail ? whyOf(r) : undefined,
  };
}

/**
 * Without a baseline the "changes" table lists the cases that did not cleanly pass (failed,
 * errored or flaky), lowest pass rate first.
 */
function notCleanRows(
  results: CaseResult[],
  historyFor: (c: CaseResult) => ReturnType<typeof historyOf>,
) {
  return results
    .filter((r) => r.status !== 'skipped' && (r.status !== 'passed' || r.flaky))
    .sort(
      (a, b) =>
        a.pass_rate - b.pass_rate || a.suite.localeCompare(b.suite) || a.id.localeCompare(b.id),
    )
    .map((r) => ({
      id: r.id,
      suite: r.suite,
      counts: `${r.passed}/${r.runs}`,
      rate: percent(r.pass_rate),
      status: r.status,
      ...historyFor(r),
    }));
}

/** The transitions that happened, most severe first: "2 regressed · 1 fixed". */
function transitionCountsLine(tr: Record<string, number>): string {
  return Object.entries(tr)
    .filter(([t, n]) => t !== 'unchanged' && n > 0)
    .sort(([a], [b]) => SEVERITY[a as Transition] - SEVERITY[b as Transition])
    .map(([t, n]) => transitionCount(t, n))
    .join(' · ');
}

/**
 * What a shortened stage leaves out, in words: the unchanged cases, the failure details and why
 * cases flake (without detail), the table rows past the limit.
 */
function leftOut(
  stage: Stage,
  n: {
    unchanged: number;
    failing: boolean;
    why: boolean;
    rows: { shown: number; all: number; of: string };
  },
): string[] {
  const left: string[] = [];
  if (!stage.unchanged && n.unchanged > 0) left.push(`${n.unchanged} unchanged cases`);
  const dropped = [
    ...(n.failing ? ['failure details'] : []),
    ...(n.why ? ['why cases flake'] : []),
  ];
  if (!stage.detail && dropped.length > 0) left.push(dropped.join(' and '));
  if (n.rows.shown < n.rows.all)
    left.push(`${n.rows.all - n.rows.shown} of ${plural(n.rows.all, `${n.rows.of} case`)}`);
  return left;
}

function buildView(report: Report, opts: CommentOptions, stage: Stage) {
  const gate = opts.gate ?? report.gate;
  const s = report.summary;
  const diff = opts.diff;
  const heads = byKey(report);
  const histories = new Map(
    (report.history?.cases ?? []).map((h) => [`${h.suite}\u0000${h.id}`, h]),
  );
  const historyFor = (c: { suite: string; id: string }) =>
    historyOf(histories.get(`${c.suite}\u0000${c.id}`));
  const multiSuite = new Set(report.results.map((r) => r.suite)).size > 1;

  const { changed, unchanged } = changedCases(diff);
  const flaky = report.results
    .filter((r) => r.flaky)
    .sort((a, b) => a.pass_rate - b.pass_rate || a.id.localeCompare(b.id));

  const rowsAll = diff
    ? changed.map((d) => ({ ...caseRow(d), ...historyFor(d) }))
    : notCleanRows(report.results, historyFor);
  const rows = rowsAll.slice(0, stage.rowLimit);
  const failing = report.results.filter((r) => r.status === 'failed' || r.status === 'error');
  const detail = stage.detail
    ? failing
        .slice(0, stage.rowLimit)
        .map((r) => ({ id: r.id, message: cap(firstFailure(r) ?? 'failed', MESSAGE_CAP) }))
    : [];

  const left = leftOut(stage, {
    unchanged: diff ? unchanged.length : 0,
    failing: failing.length > 0,
    why: flaky.some((r) => whyOf(r) !== undefined),
    rows: { shown: rows.length, all: rowsAll.length, of: diff ? 'changed' : 'failing or flaky' },
  });

  const gateReasons = gate.reasons
    .slice(0, 10)
    .map((r) => ({ gate: GATE_LABEL[r.gate], message: cap(r.message, 500) }));
  const transitionCounts = transitionCountsLine(diff?.summary.transitions ?? {});

  return {
    marker: opts.marker,
    passed: gate.passed,
    icon: gate.passed ? '✅' : '❌',
    decidedBy: gate.decided_by ? GATE_LABEL[gate.decided_by] : undefined,
    gateReasons,
    moreReasons:
      gate.reasons.length > gateReasons.length ? gate.reasons.length - gateReasons.length : 0,
    totals: totalsOf(s, diff),
    diff: diff
      ? {
          base: diff.base,
          baseLabel: diff.base.sha
            ? `${diff.base.source} @ ${diff.base.sha.slice(0, 7)}`
            : diff.base.source,
          transitionCounts,
          changedCount: changed.length,
          unchangedCount: unchanged.length,
        }
      : undefined,
    noBaseline: diff ? undefined : (opts.noBaselineReason ?? 'no baseline report was available'),
    // The pooled verdicts: counts, what the runs can detect, and what was left out and why.
    comparison: diff?.comparison
      ? {
          counts: comparisonCountsLine(diff.comparison, diff.base.source),
          power: powerLine(diff.comparison),
          notes: comparisonNotes(diff.comparison),
        }
      : undefined,
    rows,
    multiSuite,
    unchanged:
      stage.unchanged && unchanged.length > 0
        ? unchanged.map((c) => ({ id: c.id, counts: counts(c.head) }))
        : undefined,
    flaky: flaky.slice(0, stage.rowLimit).map((r) => flakyRow(r, diff, stage, historyFor(r))),
    flakyCount: flaky.length,
    history: report.history ? { note: historyNote(report) } : undefined,
    anyWhy: stage.detail && flaky.slice(0, stage.rowLimit).some((r) => whyOf(r) !== undefined),
    detail,
    notice:
      left.length > 0
        ? `Shortened to fit GitHub's comment limit: left out ${left.join(', ')}.`
        : undefined,
    runUrl: opts.runUrl,
    artifactUrl: opts.artifactUrl,
    hasHeads: heads.size > 0,
    // Attempts a rate limit kept from running: not the agent's failures, so said apart.
    rateLimited: rateLimitWarnings(report.rate_limits),
    // Attempts asked again after a provider fault: retried, not counted against the agent.
    environmentFaults: faultLines(report.summary.environment_faults),
  };
}

function renderStage(report: Report, opts: CommentOptions, stage: Stage): string {
  const tpl = compileTemplate('comment.md.hbs', markdownHelpers, opts.templatesDir);
  const body = tpl(buildView(report, opts, stage))
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '');
  // The marker is what finds the comment again: it must survive any user template.
  return body.includes(opts.marker) ? body : `${opts.marker}\n${body}`;
}

/**
 * The sticky PR comment (`templates/comment.md.hbs`): verdict and deciding gate, totals with deltas
 * against the baseline, the changed cases (`3/3 → 1/3`, p-value), flaky cases, failure details,
 * links to the run and the report artifact, and the hidden marker. At most `maxChars` (65,000)
 * characters: unchanged cases are dropped first, then failure details, then the least severe changed
 * rows, each time with a notice; a last resort cuts at a line boundary.
 */
export function renderComment(report: Report, opts: CommentOptions): string {
  const max = opts.maxChars ?? COMMENT_MAX_CHARS;
  const fits = (s: string) => s.length <= max;
  const all = Number.MAX_SAFE_INTEGER;
  let out = renderStage(report, opts, { unchanged: true, detail: true, rowLimit: all });
  if (fits(out)) return out;
  out = renderStage(report, opts, { unchanged: false, detail: true, rowLimit: all });
  if (fits(out)) return out;
  out = renderStage(report, opts, { unchanged: false, detail: false, rowLimit: all });
  if (fits(out)) return out;
  let lo = 0;
  let hi = Math.max(report.results.length, opts.diff?.cases.length ?? 0);
  let best: string | undefined;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const s = renderStage(report, opts, { unchanged: false, detail: false, rowLimit: mid });
    if (fits(s)) {
      best = s;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (best !== undefined) return best;
  // A template or gate reasons too large on their own: cut at a line and say so.
  const where = opts.artifactUrl ? ` Full report: ${mdInline(opts.artifactUrl)}` : '';
  const notice = `\n\n> [!WARNING]\n> This comment was cut to fit ${max.toLocaleString('en-US')} characters.${where}\n`;
  const room = Math.max(0, max - notice.length - 64);
  const cut = out.slice(0, room);
  const nl = cut.lastIndexOf('\n');
  return (closeOpenBlocks(nl > 0 ? cut.slice(0, nl + 1) : cut) + notice).slice(0, max);
}
