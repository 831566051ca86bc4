/**
 * A check run from a report: its conclusion, title, byte-budgeted summary and the annotations that
 * put each failing, flaky or quarantined case at its line in its suite file. Pure: the action
 * (src/action/check-run.ts) sends it to the checks API, or prints it as workflow commands.
 */
import path from 'node:path';
import type { AttemptResult, CaseResult, Check, Diff, GateResult, Report } from '../model/index.js';
import { gateHeadline } from '../report/gate.js';
import { capBytes, stripControls, toText } from './escape.js';
import { failingAttempts, plural, ratioPercent, statusAndError, worstFirst } from './format.js';
import { trimToBytes } from './limits.js';
import { renderMarkdown } from './markdown.js';

/** The checks API's limit on `output.summary` (65,535 characters; bytes are the stricter count). */
export const CHECK_SUMMARY_MAX_BYTES = 65_535;
/** The checks API takes at most this many annotations per create or update request. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** An annotation's title: one line, short enough for the Files changed view. */
const TITLE_MAX_BYTES = 255;
/** An annotation's message (the API allows 64 KB; the summary and report hold the rest). */
const MESSAGE_MAX_BYTES = 4_000;
/** Each expected / actual value inside a message. */
const VALUE_MAX_BYTES = 1_000;

export type AnnotationLevel = 'failure' | 'warning' | 'notice';
export type CheckConclusion = 'success' | 'failure' | 'neutral';

/** One annotation in the checks API's shape (`output.annotations[]`). */
export interface Annotation {
  /** Relative to the workspace (the repository root), forward slashes. */
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: AnnotationLevel;
  title: string;
  message: string;
}

export interface AnnotationOptions {
  /** The folder case files are relative to (the run's working directory). */
  cwd: string;
  /** The repository root (GITHUB_WORKSPACE): annotation paths are relative to it. */
  workspace: string;
  /**
   * At most this many annotations (the action's `max-annotations`, default
   * DEFAULT_MAX_ANNOTATIONS): over it, the first `max − 1` cases and one annotation counting the
   * rest. Undefined: one per case, however many.
   */
  max?: number;
  /** The full report (the artifact): named in the annotation counting the cases left out. */
  reportUrl?: string;
}

/**
 * The action's default `max-annotations`: what one request to the checks API carries, so a check
 * run with annotations is one write however many cases fail (each further 50 is another write, a
 * second apart; 5,000 failing cases took 100 of them).
 */
export const DEFAULT_MAX_ANNOTATIONS = ANNOTATIONS_PER_REQUEST;

/**
 * Agent text for GitHub's plain-text views (annotation titles and messages, the check's title,
 * workflow commands): line breaks kept as `\n`, bidi overrides shown as `[U+202E]` (so
 * `\u202Edessap\u202C` cannot read "passed"), ANSI escapes and every other control character
 * (NUL, BEL, BS, ESC, CR, NEL…) removed, as the Markdown, HTML and terminal renderings do.
 */
function plainText(s: string): string {
  return stripControls(s.replace(/\r\n?/g, '\n'));
}

const LEVEL_RANK: Record<AnnotationLevel, number> = { failure: 0, warning: 1, notice: 2 };

function isFailing(c: CaseResult): boolean {
  return c.status === 'failed' || c.status === 'error';
}

/**
 * How a case is annotated, or undefined when it needs none (a clean pass, a skip): quarantined
 * cases that did not pass cleanly are notices (they never gate); a case whose verdict is `fail`,
 * or that missed its threshold without being flaky, is a failure; the rest (a `flaky` verdict, or
 * a pass with failing runs) are warnings.
 */
export function annotationLevel(c: CaseResult): AnnotationLevel | undefined {
  const unclean = isFailing(c) || c.flaky || failingAttempts(c).length > 0;
  if (!unclean || c.status === 'skipped') return undefined;
  if (c.quarantined === true) return 'notice';
  if (c.verdict === 'fail' || (isFailing(c) && c.verdict !== 'flaky')) return 'failure';
  return 'warning';
}

/** The case's verdict in words, with its runs: `failed (1 of 3 runs passed)`. */
function verdictWords(c: CaseResult, level: AnnotationLevel): string {
  const runs = `${c.passed} of ${c.runs} run${c.runs === 1 ? '' : 's'} passed`;
  const what =
    c.status === 'error'
      ? 'error'
      : c.verdict === 'flaky' || (c.status === 'passed' && level === 'warning')
        ? 'flaky'
        : c.status === 'passed'
          ? 'passed'
          : 'failed';
  return `${c.quarantined === true ? 'quarantined, ' : ''}${what} (${runs})`;
}

function value(v: unknown): string {
  return capBytes(toText(v), VALUE_MAX_BYTES, () => '…');
}

/** The first failing check of the first failing run: what went wrong, with expected and actual. */
function firstFailure(c: CaseResult): { attempt?: AttemptResult; check?: Check } {
  const failing = failingAttempts(c);
  for (const a of failing) {
    const check = a.checks.find((k) => !k.passed);
    if (check) return { attempt: a, check };
  }
  return { attempt: failing[0] };
}

function messageOf(c: CaseResult, attempt?: AttemptResult, check?: Check): string {
  const lines: string[] = [];
  const run = attempt ? `run ${attempt.run} of ${c.runs}` : plural(c.runs, 'run');
  if (check) {
    lines.push(`${run}: ${check.label}${check.negate ? ' (negated)' : ''} failed`);
    if (check.message) lines.push(check.message);
    if (check.error && check.error !== check.message) lines.push(`error: ${check.error}`);
    if (check.expected !== undefined) lines.push(`expected: ${value(check.expected)}`);
    if (check.actual !== undefined) lines.push(`actual: ${value(check.actual)}`);
  } else if (attempt) {
    lines.push(`${run}: ${statusAndError(attempt.status, attempt.error)}`);
  } else {
    lines.push(`${run}: ${c.error ?? c.status}`);
  }
  lines.push(
    `pass rate ${ratioPercent(c.runs ? c.passed / c.runs : 0)}, threshold ${ratioPercent(c.threshold)}`,
  );
  if (c.quarantine) lines.push(`quarantined until ${c.quarantine.expires}: ${c.quarantine.reason}`);
  return capBytes(plainText(lines.join('\n')), MESSAGE_MAX_BYTES, () => '…');
}

/**
 * The suite file's path relative to the workspace, or undefined when there is no file in it to
 * point at (a one-off `(id)` suite, a file outside the repository).
 */
export function annotationPath(file: string, opts: AnnotationOptions): string | undefined {
  if (file === '' || file.startsWith('(')) return undefined;
  const abs = path.resolve(opts.cwd, file);
  const rel = path.relative(path.resolve(opts.workspace), abs).split(path.sep).join('/');
  if (rel === '' || rel.startsWith('../') || rel === '..' || path.isAbsolute(rel)) return undefined;
  return rel;
}

/**
 * One annotation per failing, flaky or quarantined case, at the case's line in its suite file (a
 * skilltest eval's own line when the failing check came from one), failures first and worst first
 * within a level, so the first ones sent (or the few a step log shows) are the ones that matter.
 * With `opts.max`, at most that many (see capAnnotations).
 */
export function buildAnnotations(
  report: Pick<Report, 'results'>,
  opts: AnnotationOptions,
): Annotation[] {
  const out: Array<Annotation & { c: CaseResult }> = [];
  for (const c of report.results) {
    const level = annotationLevel(c);
    if (!level) continue;
    const file = annotationPath(c.file, opts);
    if (!file) continue;
    const { attempt, check } = firstFailure(c);
    const line = check?.line ?? c.line;
    out.push({
      c,
      path: file,
      start_line: line,
      end_line: line,
      annotation_level: level,
      title: capBytes(
        plainText(`${c.id}: ${verdictWords(c, level)}`).replace(/\n+/g, ' '),
        TITLE_MAX_BYTES,
        () => '…',
      ),
      message: messageOf(c, attempt, check),
    });
  }
  out.sort(
    (a, b) =>
      LEVEL_RANK[a.annotation_level] - LEVEL_RANK[b.annotation_level] || worstFirst(a.c, b.c),
  );
  const all = out.map(({ c: _c, ...a }) => a);
  return opts.max === undefined ? all : capAnnotations(all, opts.max, opts.reportUrl);
}

const LEVEL_WORDS: Record<AnnotationLevel, [string, string]> = {
  failure: ['failure', 'failures'],
  warning: ['warning', 'warnings'],
  notice: ['notice', 'notices'],
};

/**
 * At most `max` annotations of a list sorted most severe first: when there are more, the first
 * `max − 1` and one more, at the place of the first left out and at the most severe level left
 * out, that counts the rest by level and says where every case is (the job summary, the report).
 * `max` 0 means none.
 */
export function capAnnotations(
  all: readonly Annotation[],
  max: number,
  reportUrl?: string,
): Annotation[] {
  if (all.length <= max) return [...all];
  if (max <= 0) return [];
  const kept = all.slice(0, max - 1);
  const rest = all.slice(max - 1);
  const [first] = rest as [Annotation, ...Annotation[]];
  const n = (k: number) => k.toLocaleString('en-US');
  const counts = (['failure', 'warning', 'notice'] as const)
    .map((l) => [l, rest.filter((a) => a.annotation_level === l).length] as const)
    .filter(([, k]) => k > 0)
    .map(([l, k]) => `${n(k)} ${LEVEL_WORDS[l][k === 1 ? 0 : 1]}`);
  const cases = `${n(rest.length)} more case${rest.length === 1 ? '' : 's'}`;
  const where = reportUrl
    ? `the job summary and the full report (${reportUrl})`
    : 'the job summary and the report artifact';
  kept.push({
    path: first.path,
    start_line: first.start_line,
    end_line: first.start_line,
    annotation_level: first.annotation_level,
    title: `and ${cases}: see the job summary or the report`,
    message: `${cases} to look at (${counts.join(', ')}) are not annotated, to keep this check within ${n(max)} annotations (the max-annotations input). Every case is in ${where}.`,
  });
  return kept;
}

/** Failing cases that are quarantined (and so gate nothing). */
function quarantinedFailures(report: Pick<Report, 'results'>): number {
  return report.results.filter((c) => c.quarantined === true && isFailing(c)).length;
}

/**
 * The check's conclusion: `failure` when the gate failed; `neutral` when it passed and only
 * quarantined cases failed; `success` otherwise.
 */
export function checkConclusion(
  report: Pick<Report, 'results'>,
  gate: GateResult,
): CheckConclusion {
  if (!gate.passed) return 'failure';
  return quarantinedFailures(report) > 0 ? 'neutral' : 'success';
}

export interface CheckRunOutput {
  conclusion: CheckConclusion;
  /** The verdict line. */
  title: string;
  /** The Markdown summary, within CHECK_SUMMARY_MAX_BYTES. */
  summary: string;
  annotations: Annotation[];
}

/** Everything a check run shows for a report: conclusion, verdict line, summary, annotations. */
export function checkRunOutput(
  report: Report,
  opts: AnnotationOptions & {
    gate: GateResult;
    diff?: Diff;
    /** The HTML report's artifact: linked from the summary and the annotation counting the rest. */
    reportUrl?: string;
    runUrl?: string;
    templatesDir?: string;
  },
): CheckRunOutput {
  const conclusion = checkConclusion(report, opts.gate);
  const q = quarantinedFailures(report);
  const title =
    `agentci ${gateHeadline(opts.gate)}` +
    (q > 0 ? ` (${q} quarantined case${q === 1 ? '' : 's'} failed)` : '');
  const md = renderMarkdown(
    { ...report, gate: opts.gate },
    {
      diff: opts.diff,
      reportUrl: opts.reportUrl,
      runUrl: opts.runUrl,
      templatesDir: opts.templatesDir,
      maxBytes: CHECK_SUMMARY_MAX_BYTES,
    },
  );
  return {
    conclusion,
    title: capBytes(plainText(title).replace(/\n+/g, ' '), 1_000, () => '…'),
    summary: trimToBytes(md, CHECK_SUMMARY_MAX_BYTES),
    annotations: buildAnnotations(report, opts),
  };
}
