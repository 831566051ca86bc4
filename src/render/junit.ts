import type { AttemptResult, CaseResult, Report } from '../model/index.js';
import { capBytes, toText, xmlAttr, xmlText } from './escape.js';
import { failingAttempts, seconds } from './format.js';
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
  if (a.error) return `${head}: ${a.error}`;
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

function caseProperties(c: CaseResult, ind: string): string {
  const props: Array<[string, string]> = [
    ['runs', String(c.runs)],
    ['passed', String(c.passed)],
    ['pass_rate', c.pass_rate.toFixed(1)],
    ['wilson_low', c.interval.low.toFixed(4)],
    ['wilson_high', c.interval.high.toFixed(4)],
    ['class', c.class],
    ['verdict', c.verdict],
    ['threshold', String(c.threshold)],
    ['flaky', String(c.flaky)],
  ];
  let s = `${ind}<properties>\n`;
  for (const [name, value] of props) s += `${ind}  <property${attrs({ name, value })}/>\n`;
  return `${s}${ind}</properties>\n`;
}

function testcase(c: CaseResult, ind: string): string {
  const head = `${ind}<testcase${attrs({ name: c.id, classname: c.suite, time: seconds(c.duration_ms), file: c.file, line: c.line })}>\n`;
  const i2 = `${ind}  `;
  let body = caseProperties(c, i2);
  const failing = failingAttempts(c);
  const summary = `${c.passed}/${c.runs} runs passed (${c.pass_rate.toFixed(1)}%), threshold ${(c.threshold * 100).toFixed(0)}%, verdict ${c.verdict}, ${c.class.replace(/_/g, ' ')}`;

  // Surefire's schema fixes the order: failure*, rerunFailure*, flakyFailure*, skipped?, error?,
  // rerunError*, flakyError*, system-out?, system-err?.
  let failure = '';
  let error = '';
  let rerunFailures = '';
  let rerunErrors = '';
  let flakyFailures = '';
  let flakyErrors = '';
  let skipped = '';

  if (c.status === 'skipped') {
    skipped = `${i2}<skipped${attrs({ message: c.skip_reason ?? 'skipped' })}/>\n`;
  } else if (c.status === 'passed') {
    for (const a of failing) {
      if (isError(a)) flakyErrors += nestedElement('flakyError', a, c.runs, i2);
      else flakyFailures += nestedElement('flakyFailure', a, c.runs, i2);
    }
  } else {
    // The case's main element is the first attempt of its own kind: a failed case shows its first
    // failed attempt, an error case (failed only through errors/timeouts) its first error.
    const wantError = c.status === 'error';
    const main = failing.find((a) => isError(a) === wantError) ?? failing[0];
    const tag = wantError ? 'error' : 'failure';
    const message = main
      ? `${summary}; ${attemptMessage(main, c.runs)}`
      : `${summary}${c.error ? `; ${c.error}` : ''}`;
    const type = main ? attemptType(main) : c.status;
    const detail = main
      ? `${summary}\n${attemptDetail(main)}`
      : `${summary}${c.error ? `\n${c.error}` : ''}`;
    const el = `${i2}<${tag}${attrs({ message, type })}>${xmlText(detail)}</${tag}>\n`;
    if (wantError) error = el;
    else failure = el;
    for (const a of failing) {
      if (a === main) continue;
      if (isError(a)) rerunErrors += nestedElement('rerunError', a, c.runs, i2);
      else rerunFailures += nestedElement('rerunFailure', a, c.runs, i2);
    }
  }
  body += failure + rerunFailures + flakyFailures + skipped + error + rerunErrors + flakyErrors;

  const first = failing[0];
  if (first) {
    const out = toText(first.output);
    if (out)
      body += `${i2}<system-out>${xmlText(cap(out, JUNIT_SYSTEM_OUT_MAX_BYTES))}</system-out>\n`;
    const err = first.transcript?.stderr;
    if (err)
      body += `${i2}<system-err>${xmlText(cap(err, JUNIT_SYSTEM_OUT_MAX_BYTES))}</system-err>\n`;
  }
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
  ms: number;
} {
  let failures = 0;
  let errors = 0;
  let skipped = 0;
  let ms = 0;
  for (const c of cases) {
    if (c.status === 'failed') failures++;
    else if (c.status === 'error') errors++;
    else if (c.status === 'skipped') skipped++;
    ms += c.duration_ms;
  }
  return { tests: cases.length, failures, errors, skipped, ms };
}

/**
 * JUnit XML in Maven Surefire's dialect (what dorny/test-reporter, EnricoMi's action, GitLab and
 * Jenkins read): one `<testsuite>` per suite file, one `<testcase>` per case, flaky and rerun
 * elements per failing attempt, stability numbers as `<properties>` of each testcase.
 *
 * Beyond Surefire's XSD (which has no root wrapper) it uses the common extensions every consumer
 * above reads: a `<testsuites>` root, `timestamp` on suites, `file`/`line` and `<properties>` on
 * testcases. Cases come in report order inside each suite, suites in order of first appearance.
 */
export function renderJunit(report: Report, _opts: RenderOptions = {}): string {
  const ts = timestamp(report.metadata.started_at);
  const groups = groupBySuite(report.results);
  const all = counts(report.results);
  let s = '<?xml version="1.0" encoding="UTF-8"?>\n';
  s += `<testsuites${attrs({ name: 'agentci', tests: all.tests, failures: all.failures, errors: all.errors, skipped: all.skipped, time: seconds(report.summary.duration_ms), timestamp: ts })}>\n`;
  for (const g of groups) {
    const n = counts(g.cases);
    s += `  <testsuite${attrs({ name: g.name, tests: n.tests, failures: n.failures, errors: n.errors, skipped: n.skipped, time: seconds(n.ms), timestamp: ts })}>\n`;
    s += '    <properties>\n';
    const suiteProps: Array<[string, string]> = [
      ['agentci_version', report.metadata.version],
      ['runs_per_case', String(report.summary.runs_per_case)],
      ['suite_threshold', String(report.gate.thresholds.suite)],
      ['case_threshold', String(report.gate.thresholds.case)],
    ];
    if (report.metadata.git_sha) suiteProps.push(['git_sha', report.metadata.git_sha]);
    for (const [name, value] of suiteProps) s += `      <property${attrs({ name, value })}/>\n`;
    s += '    </properties>\n';
    for (const c of g.cases) s += testcase(c, '    ');
    s += '  </testsuite>\n';
  }
  s += '</testsuites>\n';
  return s;
}
