import { faultLines } from './environment-faults.js';
import { sourceLabel } from './flake-source.js';
import type { AttemptResult, CaseResult, Diff, Report, Transition } from '../model/index.js';
import { capBytes, mdCell, mdCodeSpans, mdFence, mdHtmlText, mdInline, toText } from './escape.js';
import {
  attemptIcon,
  caseDelta,
  caseIcon,
  deltaInt,
  deltaPp,
  duration,
  errorWithoutStderr,
  failingAttempts,
  interval,
  percent,
  plural,
  pValue,
  ratioPercent,
  stampOf,
  transitionCount,
  words,
  worstFirst,
} from './format.js';
import { closeOpenBlocks, collapseBlankLines, trimToBytes } from './limits.js';
import { flakyWhyLine } from '../report/flaky-why.js';
import { DEFAULT_MARKDOWN_MAX_BYTES, type RenderOptions } from './options.js';
import { compileTemplate, safe, type HelperMap } from './templates.js';
import {
  caseVerdictCell,
  comparisonCountsLine,
  comparisonNotes,
  isNotable,
  passKLine,
  powerLine,
} from '../report/compare-text.js';

/** Failing attempts shown per case in the failure details. */
const MAX_ATTEMPTS_SHOWN = 3;

interface Stage {
  /** Rows and detail for cases that passed cleanly. */
  passingRows: boolean;
  /** Agent outputs in failure details. */
  outputs: boolean;
  /** Bytes kept of each expected/actual/output value. */
  valueCap: number;
  /**
   * Brief failure details: the first failing run only, its error and failing checks' messages on
   * one line each, no code blocks.
   */
  brief: boolean;
  /** How many of the worst failing cases get a failure details block. */
  detailLimit: number;
  /** How many of the worst cases are shown at all (named in the tables). */
  caseLimit: number;
}

const FULL: Stage = {
  passingRows: true,
  outputs: true,
  valueCap: 2048,
  brief: false,
  detailLimit: Infinity,
  caseLimit: Infinity,
};

/** Bytes kept of an error or check message in brief failure details. */
const BRIEF_MESSAGE_BYTES = 240;
const briefNote = () => '…';

const sortCache = new WeakMap<Report, CaseResult[]>();

/** Worst-first order, computed once per report (the byte budget renders several times). */
function sortedWorstFirst(report: Report): CaseResult[] {
  let sorted = sortCache.get(report);
  if (!sorted) {
    sorted = [...report.results].sort(worstFirst);
    sortCache.set(report, sorted);
  }
  return sorted;
}

function isCleanPass(c: CaseResult): boolean {
  return (c.status === 'passed' && failingAttempts(c).length === 0) || c.status === 'skipped';
}

function fenceOf(v: unknown, cap: number): { text: string; lang: string } {
  const lang = typeof v === 'string' || v === undefined ? '' : 'json';
  return { text: capBytes(toText(v), cap), lang };
}

function caseRow(c: CaseResult) {
  return {
    icon: caseIcon(c),
    id: c.id,
    suite: c.suite,
    counts: c.status === 'skipped' ? '—' : `${c.passed}/${c.runs}`,
    rate:
      c.status === 'skipped'
        ? c.skip_reason && c.skip_reason !== 'skipped'
          ? `skipped: ${c.skip_reason}`
          : 'skipped'
        : `${percent(c.pass_rate)} ${interval(c.interval.low, c.interval.high)}`,
    class: c.status === 'skipped' ? '—' : words(c.class),
    verdict: c.verdict,
    avg: c.status === 'skipped' ? '—' : duration(c.avg_duration_ms),
    threshold: ratioPercent(c.threshold),
    skipReason: c.skip_reason,
    source: sourceLabel(c.flaky_why?.source) || '—',
  };
}

function attemptView(a: AttemptResult, runs: number, stage: Stage) {
  const brief = (t: string) => (stage.brief ? capBytes(t, BRIEF_MESSAGE_BYTES, briefNote) : t);
  const checks = a.checks
    .filter((ch) => !ch.passed)
    .map((ch) => ({
      label: brief(ch.label),
      message: brief(ch.message ?? ch.error ?? ''),
      hasExpected: !stage.brief && ch.expected !== undefined,
      expected: fenceOf(ch.expected, stage.valueCap),
      hasActual: !stage.brief && ch.actual !== undefined,
      actual: fenceOf(ch.actual, stage.valueCap),
    }));
  const outText = toText(a.output);
  // The output usually repeats a check's `actual`; print it once.
  const repeated = a.checks.some((ch) => !ch.passed && toText(ch.actual) === outText);
  const stderr = stage.outputs && !stage.brief ? a.transcript?.stderr : undefined;
  return {
    run: a.run,
    runs,
    icon: attemptIcon(a),
    status: a.status,
    duration: duration(a.duration_ms),
    // The stderr block below is the one copy of stderr; the error keeps only its own words.
    error: a.error === undefined ? undefined : brief(errorWithoutStderr(a.error, stderr)),
    checks,
    showOutput: stage.outputs && !stage.brief && outText !== '' && !repeated,
    output: fenceOf(a.output, stage.valueCap * 2),
    stderr: stderr ? fenceOf(stderr, stage.valueCap) : undefined,
  };
}

const TRANSITION_ICON: Record<Transition, string> = {
  new_failure: '🔴',
  regressed: '📉',
  newly_flaky: '⚠️',
  removed: '➖',
  fixed: '🟢',
  improved: '📈',
  stabilised: '🟢',
  added: '➕',
  unchanged: '⚪',
};
const TRANSITION_ORDER: Transition[] = [
  'new_failure',
  'regressed',
  'newly_flaky',
  'removed',
  'fixed',
  'stabilised',
  'improved',
  'added',
  'unchanged',
];

function diffView(diff: Diff, limit: number) {
  const s = diff.summary;
  const regressionFirst = (c: Diff['cases'][number]) =>
    c.compare?.verdict === 'regression' ? 0 : 1;
  const changed = diff.cases
    .filter((c) => c.transition !== 'unchanged' || isNotable(c.compare))
    .sort(
      (a, b) =>
        regressionFirst(a) - regressionFirst(b) ||
        TRANSITION_ORDER.indexOf(a.transition) - TRANSITION_ORDER.indexOf(b.transition) ||
        (a.delta_pp ?? 0) - (b.delta_pp ?? 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const counts = (x: Diff['cases'][number]['base']) => (x ? `${x.passed}/${x.runs}` : '—');
  const rows = changed.slice(0, limit).map((c) => ({
    icon: TRANSITION_ICON[c.transition],
    id: c.id,
    suite: c.suite,
    transition: words(c.transition),
    change: `${counts(c.base)} → ${counts(c.head)}`,
    delta: caseDelta(c),
    // With pooled verdicts: the one-sided p-value against the pooled base, the one the verdict used.
    p: pValue(c.compare ? c.compare.p_value : c.p_value),
    verdict: c.compare ? caseVerdictCell(c.compare) : undefined,
  }));
  const transitions = TRANSITION_ORDER.filter(
    (t) => t !== 'unchanged' && (s.transitions[t] ?? 0) > 0,
  ).map((t) => `${TRANSITION_ICON[t]} ${transitionCount(t, s.transitions[t] ?? 0)}`);
  return {
    base: diff.base,
    baseLabel: diff.base.sha ? diff.base.sha.slice(0, 7) : diff.base.source,
    deltas: [
      `pass rate ${percent(s.head_pass_rate)} (${deltaPp(s.base_pass_rate, s.head_pass_rate)})`,
      `passed ${s.head_passed} (${deltaInt(s.head_passed - s.base_passed)})`,
      `failed ${s.head_failed} (${deltaInt(s.head_failed - s.base_failed)})`,
      `flaky ${s.head_flaky} (${deltaInt(s.head_flaky - s.base_flaky)})`,
      `cases ${s.head_total} (${deltaInt(s.head_total - s.base_total)})`,
    ].join(' · '),
    transitions: transitions.join(' · '),
    comparison: diff.comparison
      ? {
          counts: comparisonCountsLine(diff.comparison, diff.base.source),
          power: powerLine(diff.comparison),
          notes: comparisonNotes(diff.comparison),
        }
      : undefined,
    rows,
    hiddenChanged: changed.length - rows.length,
    unchanged: diff.cases.length - changed.length,
  };
}

function gateName(g: string | null | undefined): string {
  return g ? words(g) : '';
}

/** The data `summary.md.hbs` sees (plus `report` and `diff` raw, for custom templates). */
function buildView(report: Report, opts: RenderOptions, stage: Stage, maxBytes: number) {
  const s = report.summary;
  const sorted = sortedWorstFirst(report);
  const candidates = stage.passingRows ? sorted : sorted.filter((c) => !isCleanPass(c));
  const shown = candidates.slice(0, stage.caseLimit);
  const leftOut = report.results.length - shown.length;
  const notListedPassing = stage.passingRows ? 0 : sorted.length - candidates.length;
  const truncated = shown.length < candidates.length;

  const withFailures = shown.filter((c) => failingAttempts(c).length > 0);
  const perCase = stage.brief ? 1 : MAX_ATTEMPTS_SHOWN;
  const failures = withFailures.slice(0, stage.detailLimit).map((c) => {
    const failing = failingAttempts(c);
    const attempts = failing.slice(0, perCase);
    return {
      ...caseRow(c),
      summary: `${c.passed}/${plural(c.runs, 'run')} passed · verdict ${c.verdict}`,
      // The case's error is its first failing run's; print it once, on that run.
      error:
        c.error !== undefined && !attempts.some((a) => a.error === c.error) ? c.error : undefined,
      attempts: attempts.map((a) => attemptView(a, c.runs, stage)),
      moreAttempts: Math.max(0, failing.length - perCase),
    };
  });
  const detailsLeftOut = withFailures.length - failures.length;
  const g = report.gate;
  const diff = opts.diff
    ? diffView(opts.diff, stage.caseLimit === Infinity ? Infinity : Math.max(20, stage.caseLimit))
    : undefined;
  const suites = new Set(report.results.map((c) => c.suite));
  // Each flaky case with the one line that says why it flakes (report/flaky-why.ts).
  const flaky = shown.filter((c) => c.flaky).map((c) => ({ ...caseRow(c), why: flakyWhyLine(c) }));
  return {
    report,
    diff,
    headline: {
      icon: g.passed ? '✅' : '❌',
      text: g.passed
        ? 'all gates passed'
        : `failed${g.decided_by ? ` (${gateName(g.decided_by)})` : ''}`,
    },
    gate: {
      passed: g.passed,
      decidedBy: gateName(g.decided_by),
      reasons: g.reasons.map((r) => ({ gate: gateName(r.gate), message: r.message })),
    },
    totals: {
      cases: s.total_cases,
      passed: s.passed,
      failed: s.failed,
      errors: s.errors,
      flaky: s.flaky,
      skipped: s.skipped,
      runs: s.total_runs,
      runsPerCase: s.runs_per_case,
      overallPassRate: percent(s.overall_pass_rate),
      casePassRate: percent(s.case_pass_rate),
      duration: duration(s.duration_ms),
    },
    thresholds: {
      suite: ratioPercent(g.thresholds.suite),
      case: ratioPercent(g.thresholds.case),
      maxRegression:
        g.thresholds.max_regression == null ? undefined : `${g.thresholds.max_regression} pp`,
      minPassHatK: g.thresholds.min_pass_hat_k
        ? `pass^${g.thresholds.min_pass_hat_k.k} ≥ ${ratioPercent(g.thresholds.min_pass_hat_k.rate)}`
        : undefined,
    },
    passK: passKLine(s.pass_k),
    warnings: report.warnings,
    environmentFaults: faultLines(s.environment_faults),
    multiSuite: suites.size > 1,
    cases: shown.map(caseRow),
    notListedPassing,
    flaky,
    anyWhy: flaky.some((c) => c.why !== undefined),
    failures,
    detailsLeftOut: detailsLeftOut > 0 ? detailsLeftOut.toLocaleString('en-US') : undefined,
    briefDetails: stage.brief,
    notice:
      truncated || leftOut > 0
        ? {
            leftOut: leftOut.toLocaleString('en-US'),
            total: report.results.length.toLocaleString('en-US'),
            maxBytes: maxBytes.toLocaleString('en-US'),
            reportUrl: opts.reportUrl,
            onlyPassing: !truncated,
          }
        : undefined,
    footer: {
      version: report.metadata.version,
      sha: report.metadata.git_sha?.slice(0, 7),
      completedAt: stampOf(opts.now, report.metadata.completed_at),
      runUrl: opts.runUrl,
      reportUrl: opts.reportUrl,
    },
  };
}

function strArg(v: unknown): string {
  return v === undefined || v === null ? '' : String(v);
}

/**
 * Only a whole http(s) URL becomes a link; anything else is shown as text. A URL may come from a
 * file an untrusted run wrote (diff.json's `base.run_url`): any whitespace, control or format
 * character in it (a newline would end the link and start raw Markdown) makes it text, and what
 * remains is the URL as the WHATWG parser reads it, with the characters that could end a Markdown
 * link destination percent-encoded.
 */
function linkUrl(u: string): string | undefined {
  if (!/^https?:\/\//i.test(u) || /[\s\p{Cc}\p{Cf}]/u.test(u)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(u);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return parsed.href.replace(
    /[ ()<>"'\\[\]`]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Escaping helpers for Markdown templates. Each returns a SafeString so Handlebars does not add its
 * own HTML escaping on top (which would show `&#x3D;` in text); templates must use one of them for
 * any agent text, never `{{{ }}}`.
 */
export const markdownHelpers: HelperMap = {
  /** A table cell. */
  cell: (v: unknown) => safe(mdCell(strArg(v))),
  /** Inline text in a paragraph, heading or list item. */
  text: (v: unknown) => safe(mdInline(strArg(v))),
  /** Text inside an HTML element such as `<summary>`. */
  html: (v: unknown) => safe(mdHtmlText(strArg(v))),
  /** Inline text with backtick code spans kept (a flaky case's explanation). */
  spans: (v: unknown) => safe(mdCodeSpans(strArg(v))),
  /** A fenced code block: `{{fence value}}` or `{{fence text lang}}` (a `{text, lang}` object works too). */
  fence: (v: unknown, lang: unknown) => {
    if (v && typeof v === 'object' && 'text' in v && 'lang' in v) {
      const f = v as { text: unknown; lang: unknown };
      return safe(mdFence(strArg(f.text), strArg(f.lang)));
    }
    return safe(mdFence(toText(v), typeof lang === 'string' ? lang : ''));
  },
  /** `[label](url)` for http(s) URLs, the escaped label otherwise. */
  link: (label: unknown, url: unknown) => {
    const u = linkUrl(strArg(url));
    const l = mdInline(strArg(label));
    return safe(u ? `[${l}](${u})` : l);
  },
  /**
   * A count and its noun, singular for one: `{{plural n "case"}}` → `1 case`, `3 cases`; the last
   * number of a count like `9,446` or `1/1` decides; a third argument names an irregular plural.
   */
  plural: (count: unknown, noun: unknown, pluralNoun: unknown) => {
    const text = strArg(count);
    const last = /\d[\d,]*(?!.*\d)/.exec(text)?.[0]?.replace(/,/g, '');
    const word = strArg(noun);
    return safe(
      mdInline(
        `${text} ${Number(last) === 1 ? word : typeof pluralNoun === 'string' ? pluralNoun : `${word}s`}`,
      ),
    );
  },
  /** `{{#if (gt a b)}}` */
  gt: (a: unknown, b: unknown) => Number(a) > Number(b),
  eq: (a: unknown, b: unknown) => a === b,
};

/**
 * The rendering for the largest `n` in 0..`hi` whose output fits (binary search: the output grows
 * with `n`), or undefined when none does.
 */
function largestFitting(hi: number, render: (n: number) => string, fits: (s: string) => boolean) {
  let lo = 0;
  let best: string | undefined;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const s = render(mid);
    if (fits(s)) {
      best = s;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

function renderStage(report: Report, opts: RenderOptions, stage: Stage, maxBytes: number): string {
  const tpl = compileTemplate('summary.md.hbs', markdownHelpers, opts.templatesDir);
  const view = buildView(report, opts, stage, maxBytes);
  return collapseBlankLines(tpl(view));
}

/**
 * The Markdown summary (job summary, `summary.md`) from `templates/summary.md.hbs`. Stays within
 * `opts.maxBytes` (default 1,000,000): over it, passing cases' rows go first, then agent outputs,
 * then the least bad cases, with a notice naming how many cases were left out and where the full
 * report is; a last resort trims at a line boundary.
 */
export function renderMarkdown(report: Report, opts: RenderOptions = {}): string {
  const max = opts.maxBytes ?? DEFAULT_MARKDOWN_MAX_BYTES;
  const fits = (s: string) => Buffer.byteLength(s, 'utf8') <= max;

  let out = renderStage(report, opts, FULL, max);
  if (fits(out)) return out;
  const noPassing: Stage = { ...FULL, passingRows: false };
  out = renderStage(report, opts, noPassing, max);
  if (fits(out)) return out;
  const noOutputs: Stage = { ...noPassing, outputs: false, valueCap: 512 };
  out = renderStage(report, opts, noOutputs, max);
  if (fits(out)) return out;

  // Detail goes before names: every failing and flaky case stays in the tables while it fits.
  const brief: Stage = { ...noOutputs, brief: true };
  out = renderStage(report, opts, brief, max);
  if (fits(out)) return out;
  const candidates = report.results.filter((c) => !isCleanPass(c)).length;
  const detailed = largestFitting(
    candidates - 1,
    (n) => renderStage(report, opts, { ...brief, detailLimit: n }, max),
    fits,
  );
  if (detailed !== undefined) return detailed;

  // Not even the names fit: the worst cases that do, without details.
  const named = largestFitting(
    candidates - 1,
    (n) => renderStage(report, opts, { ...brief, detailLimit: 0, caseLimit: n }, max),
    fits,
  );
  if (named !== undefined) return named;

  // Even with no case shown it is too big (a huge custom template or thousands of warnings).
  const minimal = renderStage(report, opts, { ...brief, detailLimit: 0, caseLimit: 0 }, max);
  const where = opts.reportUrl
    ? ` Full report: ${linkUrl(opts.reportUrl) ?? mdInline(opts.reportUrl)}`
    : ' The full report is in the report artifact.';
  const n = report.results.length.toLocaleString('en-US');
  const notice = `\n\n> [!WARNING]\n> This summary was cut to fit ${max.toLocaleString('en-US')} bytes: ${n} of ${plural(report.results.length, 'case')} are not shown.${where}\n`;
  const noticeBytes = Buffer.byteLength(notice, 'utf8');
  const kept = closeOpenBlocks(trimToBytes(minimal, Math.max(0, max - noticeBytes - 64)));
  return trimToBytes(kept + notice, max);
}
