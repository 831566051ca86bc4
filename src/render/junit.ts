import type { AttemptResult, CaseResult, Report } from '../model/index.js';
import { capBytes, toText, xmlAttr, xmlText } from './escape.js';
import {
  failingAttempts,
  percent,
  plural,
  ratioPercent,
  seconds,
  statusAndError,
} from './format.js';
import type { RenderOptions } from './options.js';

/** `<system-out>` of a testcase: the first failing attempt's output, at most this many bytes. */
export const JUNIT_SYSTEM_OUT_MAX_BYTES = 64 * 1024;
/** Output and stderr nested in `rerun*`/`flaky*` elements: smaller, there can be many. */
const NESTED_OUT_MAX_BYTES = 4 * 1024;
/** The detail text of one failure. */
const DETAIL_MAX_BYTES = 16 * 1024;

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  let s = '';
  for (const [k, v] of Object.entries(a)) if (v !== undefined) s += ` ${k}="${xmlAttr(String(v))}"`;
  return s;
}

function cap(s: string, max: number): string {
  return capBytes(s, max, (n) => `\n… (${n} more bytes cut by agentci)`);
}

function isError(a: AttemptResult): boolean {
  return a.status === 'error' || a.status === 'timeout';
}

/** One line saying why an attempt did not pass. */
function attemptMessage(a: AttemptResult, runs: number): string {
  const head = `run ${a.run}/${runs} ${a.status}`;
  if (a.error) return `run ${a.run}/${runs} ${statusAndError(a.status, a.error)}`;
  const failed = a.checks.filter((c) => !c.passed);
  if (failed.length === 0) return head;
  return `${head}: ${failed.map((c) => c.message ?? c.error ?? c.label).join('; ')}`;
}

/** The `type` attribute: the first failing check's type, or the attempt's status for errors. */
function attemptType(a: AttemptResult): string {
  if (isError(a)) return a.status;
  return a.checks.find((c) => !c.passed)?.type ?? a.status;
}

/** Multi-line detail: every failing check with expected and actual, then the error. */
function attemptDetail(a: AttemptResult): string {
  const lines: string[] = [];
  for (const c of a.checks) {
    if (c.passed) continue;
    lines.push(`✗ ${c.label} (${c.type}${c.negate ? ', negated' : ''})`);
    if (c.message) lines.push(`  ${c.message}`);
    if (c.error) lines.push(`  error: ${c.error}`);
    if (c.expected !== undefined)
      lines.push(`  expected: ${toText(c.expected).replace(/\n/g, '\n    ')}`);
    if (c.actual !== undefined)
      lines.push(`  actual:   ${toText(c.actual).replace(/\n/g, '\n    ')}`);
  }
  if (a.error) lines.push(`error: ${a.error}`);
  lines.push(`duration: ${seconds(a.duration_ms)} s`);
  return cap(lines.join('\n'), DETAIL_MAX_BYTES);
}

/** `rerunFailure`, `flakyError`…: message/type attributes, stackTrace, the attempt's own output. */
function nestedElement(tag: string, a: AttemptResult, runs: number, ind: string): string {
  let s = `${ind}<${tag}${attrs({ message: attemptMessage(a, runs), type: attemptType(a) })}>\n`;
  s += `${ind}  <stackTrace>${xmlText(attemptDetail(a))}</stackTrace>\n`;
  const out = toText(a.output);
  if (out) s += `${ind}  <system-out>${xmlText(cap(out, NESTED_OUT_MAX_BYTES))}</system-out>\n`;
  const err = a.transcript?.stderr;
  if (err) s += `${ind}  <system-err>${xmlText(cap(err, NESTED_OUT_MAX_BYTES))}</system-err>\n`;
  return `${s}${ind}</${tag}>\n`;
}

/** How a case reads to JUnit consumers. A quarantined case that missed its threshold is skipped. */
type JunitKind = 'passed' | 'failed' | 'error' | 'skipped' | 'quarantined';

function junitKind(c: CaseResult): JunitKind {
  if (c.status === 'skipped') return 'skipped';
  if (c.quarantined === true && c.status !== 'passed') return 'quarantined';
  return c.status;
}

/**
 * Wall-clock time of some attempts in ms: from the first start to the last end (attempts run in
 * parallel, so this is what a clock showed, not the sum). Without a start time on every attempt
 * (reports from before `started_at`), the sum of their durations.
 */
function wallMs(attempts: readonly AttemptResult[]): number {
  let start = Infinity;
  let end = -Infinity;
  let sum = 0;
  let timed = true;
  for (const a of attempts) {
    if (a.status === 'skipped') continue;
    sum += a.duration_ms;
    const t = a.started_at ? Date.parse(a.started_at) : NaN;
    if (Number.isNaN(t)) timed = false;
    else {
      start = Math.min(start, t);
      end = Math.max(end, t + a.duration_ms);
    }
  }
  if (!timed) return sum;
  return end > start ? end - start : 0;
}

const RUN_WORDS: Record<string, string> = {
  failed: 'failed',
  error: 'errored',
  timeout: 'timed out',
};

/** `runs 1, 3, 4` (at most 20 numbers). */
function runList(runs: number[]): string {
  const shown = runs.slice(0, 20).join(', ');
  const more = runs.length > 20 ? `, … (${runs.length - 20} more)` : '';
  return `${runs.length === 1 ? 'run' : 'runs'} ${shown}${more}`;
}

function stabilityLine(c: CaseResult): string {
  return `${c.passed}/${plural(c.runs, 'run')} passed (${percent(c.pass_rate)}), threshold ${ratioPercent(c.threshold)}, verdict ${c.verdict}, ${c.class.replace(/_/g, ' ')}`;
}

function quarantineText(c: CaseResult): string {
  const q = c.quarantine;
  return `quarantined${q ? ` until ${q.expires}: ${q.reason}` : ''} (does not gate)`;
}

/**
 * The lines every JUnit reader shows (junitparser's `system_out`, EnricoMi's annotation details,
 * Jenkins' "Standard Output"): the case's stability, which runs passed and which did not when it is
 * flaky (readers drop `flakyFailure`, and a failure shows no passing run), the quarantine.
 */
function headerLines(c: CaseResult): string[] {
  if (c.runs === 0) return [];
  const lines = [`agentci: ${stabilityLine(c)}`];
  if (c.flaky) {
    const byStatus = new Map<string, number[]>();
    for (const a of c.run_details) {
      if (a.status === 'skipped') continue;
      const list = byStatus.get(a.status);
      if (list) list.push(a.run);
      else byStatus.set(a.status, [a.run]);
    }
    const passed = byStatus.get('passed') ?? [];
    byStatus.delete('passed');
    const others = [...byStatus].map(
      ([status, runs]) => `${runList(runs)} ${RUN_WORDS[status] ?? status}`,
    );
    lines.push(`agentci: flaky: ${runList(passed)} passed; ${others.join('; ')}`);
  }
  if (c.quarantined === true) lines.push(`agentci: ${quarantineText(c)}`);
  return lines;
}

function caseProperties(c: CaseResult, ind: string): string {
  const props: Array<[string, string]> = [
    ['runs', String(c.runs)],
    ['passed', String(c.passed)],
    ['pass_rate', percent(c.pass_rate).slice(0, -1)],
    ['wilson_low', c.interval.low.toFixed(4)],
    ['wilson_high', c.interval.high.toFixed(4)],
    ['class', c.class],
    ['verdict', c.verdict],
    ['threshold', String(c.threshold)],
    ['flaky', String(c.flaky)],
    ['attempts_time', seconds(c.duration_ms)],
  ];
  if (c.quarantined === true) props.push(['quarantined', quarantineText(c)]);
  let s = `${ind}<properties>\n`;
  for (const [name, value] of props) s += `${ind}  <property${attrs({ name, value })}/>\n`;
  return `${s}${ind}</properties>\n`;
}

function testcase(c: CaseResult, ind: string, ext: boolean): string {
  const head = `${ind}<testcase${attrs({ name: c.id, classname: c.suite, time: seconds(wallMs(c.run_details)), file: ext ? c.file : undefined, line: ext ? c.line : undefined })}>\n`;
  const i2 = `${ind}  `;
  let body = ext ? caseProperties(c, i2) : '';
  const failing = failingAttempts(c);
  const kind = junitKind(c);

  // Surefire's schema fixes the order: failure*, rerunFailure*, flakyFailure*, skipped?, error?,
  // rerunError*, flakyError*, system-out?, system-err?.
  let failure = '';
  let error = '';
  let rerunFailures = '';
  let rerunErrors = '';
  let flakyFailures = '';
  let flakyErrors = '';
  let skipped = '';

  if (kind === 'skipped') {
    skipped = `${i2}<skipped${attrs({ message: c.skip_reason ?? 'skipped' })}/>\n`;
  } else if (kind === 'passed') {
    for (const a of failing) {
      if (isError(a)) flakyErrors += nestedElement('flakyError', a, c.runs, i2);
      else flakyFailures += nestedElement('flakyFailure', a, c.runs, i2);
    }
  } else {
    // The main element shows the first attempt of the case's own kind: a failed case its first
    // failed attempt, an error case (failed only through errors/timeouts) its first error. A
    // quarantined case is skipped (what every reader counts as not failing) with the same detail.
    const wantError = c.status === 'error';
    const main = failing.find((a) => isError(a) === wantError) ?? failing[0];
    const summary = `${kind === 'quarantined' ? `${quarantineText(c)}; ` : ''}${stabilityLine(c)}`;
    const message = main
      ? `${summary}; ${attemptMessage(main, c.runs)}`
      : `${summary}${c.error ? `; ${c.error}` : ''}`;
    const type = main ? attemptType(main) : c.status;
    const detail = main
      ? `${summary}\n${attemptDetail(main)}`
      : `${summary}${c.error ? `\n${c.error}` : ''}`;
    if (kind === 'quarantined')
      skipped = `${i2}<skipped${attrs({ message })}>${xmlText(detail)}</skipped>\n`;
    else {
      const tag = wantError ? 'error' : 'failure';
      const el = `${i2}<${tag}${attrs({ message, type })}>${xmlText(detail)}</${tag}>\n`;
      if (wantError) error = el;
      else failure = el;
    }
    for (const a of failing) {
      if (a === main) continue;
      if (isError(a)) rerunErrors += nestedElement('rerunError', a, c.runs, i2);
      else rerunFailures += nestedElement('rerunFailure', a, c.runs, i2);
    }
  }
  body += failure + rerunFailures + flakyFailures + skipped + error + rerunErrors + flakyErrors;

  const lines = headerLines(c);
  const first = failing[0];
  const out = first ? toText(first.output) : '';
  if (out) lines.push(`agentci: output of run ${first.run}/${c.runs} (${first.status}):`, out);
  if (lines.length > 0)
    body += `${i2}<system-out>${xmlText(cap(lines.join('\n'), JUNIT_SYSTEM_OUT_MAX_BYTES))}</system-out>\n`;
  const err = first?.transcript?.stderr;
  if (err)
    body += `${i2}<system-err>${xmlText(cap(err, JUNIT_SYSTEM_OUT_MAX_BYTES))}</system-err>\n`;
  return `${head}${body}${ind}</testcase>\n`;
}

/** ISO 8601 without milliseconds (what JUnit consumers expect); left out when unparseable. */
function timestamp(s: string): string | undefined {
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

interface SuiteGroup {
  name: string;
  cases: CaseResult[];
}

function groupBySuite(results: CaseResult[]): SuiteGroup[] {
  const bySuite = new Map<string, CaseResult[]>();
  for (const c of results) {
    const list = bySuite.get(c.suite);
    if (list) list.push(c);
    else bySuite.set(c.suite, [c]);
  }
  return [...bySuite].map(([name, cases]) => ({ name, cases }));
}

function counts(cases: CaseResult[]): {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  flaky: number;
  quarantined: number;
} {
  let failures = 0;
  let errors = 0;
  let skipped = 0;
  let flaky = 0;
  let quarantined = 0;
  for (const c of cases) {
    const kind = junitKind(c);
    if (kind === 'failed') failures++;
    else if (kind === 'error') errors++;
    else if (kind === 'skipped' || kind === 'quarantined') skipped++;
    if (c.flaky) flaky++;
    if (c.quarantined === true) quarantined++;
  }
  return { tests: cases.length, failures, errors, skipped, flaky, quarantined };
}

/**
 * JUnit XML in Maven Surefire's dialect (what dorny/test-reporter, EnricoMi's action, GitLab and
 * Jenkins read): a `<testsuites>` root, one `<testsuite>` per suite file, one `<testcase>` per case,
 * flaky and rerun elements per failing attempt.
 *
 * By default the file is valid against Jenkins xUnit's `junit-10.xsd` as a whole and each
 * `<testsuite>` against Surefire's schemas, 3.0 (`surefire-test-report-3.0.xsd`: a testsuite has
 * only name/time/tests/errors/skipped/failures/group/version and holds `properties` and
 * `testcase`; a testcase only name/classname/group/time, times like `1.234`) and the current one
 * (test/fixtures/junit/xsd/), so schema-checking readers take it. What readers read as "not failing" and "flaky" is written where
 * they look: a quarantined case that missed its threshold is `<skipped>` with the quarantine in
 * the message; each case's stability and, when flaky, its passing and failing runs, are the first
 * lines of `<system-out>`; suite properties count flaky and quarantined cases. Times are wall
 * clock: a suite's from its first attempt's start to its last attempt's end, the root's the run's.
 * `junitExtensions` adds what no schema allows (see RenderOptions).
 *
 * Cases come in report order inside each suite, suites in order of first appearance.
 */
export function renderJunit(report: Report, opts: RenderOptions = {}): string {
  const ext = opts.junitExtensions === true;
  const ts = timestamp(report.metadata.started_at);
  const groups = groupBySuite(report.results);
  const all = counts(report.results);
  let s = '<?xml version="1.0" encoding="UTF-8"?>\n';
  s += `<testsuites${attrs({ name: 'agentci', tests: all.tests, failures: all.failures, errors: all.errors, skipped: ext ? all.skipped : undefined, time: seconds(report.summary.duration_ms), timestamp: ext ? ts : undefined })}>\n`;
  for (const g of groups) {
    const n = counts(g.cases);
    const ms = wallMs(g.cases.flatMap((c) => c.run_details));
    s += `  <testsuite${attrs({ name: g.name, tests: n.tests, failures: n.failures, errors: n.errors, skipped: n.skipped, flakes: ext ? n.flaky : undefined, time: seconds(ms), timestamp: ext ? ts : undefined })}>\n`;
    s += '    <properties>\n';
    const suiteProps: Array<[string, string]> = [
      ['agentci_version', report.metadata.version],
      ['runs_per_case', String(report.summary.runs_per_case)],
      ['suite_threshold', String(report.gate.thresholds.suite)],
      ['case_threshold', String(report.gate.thresholds.case)],
      ['flaky_cases', String(n.flaky)],
      ['quarantined_cases', String(n.quarantined)],
    ];
    if (report.metadata.git_sha) suiteProps.push(['git_sha', report.metadata.git_sha]);
    for (const [name, value] of suiteProps) s += `      <property${attrs({ name, value })}/>\n`;
    s += '    </properties>\n';
    for (const c of g.cases) s += testcase(c, '    ', ext);
    s += '  </testsuite>\n';
  }
  s += '</testsuites>\n';
  return s;
}
