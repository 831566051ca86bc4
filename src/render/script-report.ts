import { inertJsonText } from '../lib/json.js';
import type { Report } from '../model/report.js';
import type { AttemptResult, CaseResult } from '../model/result.js';

/*
 * Yao's ScriptTestReport (`-o report.json` in script-test mode), built from the common Report so
 * that the same run also feeds JUnit, HTML, the summary and the PR comment.
 */

export interface ScriptAssertionInfo {
  type: string;
  expected?: unknown;
  actual?: unknown;
  message?: string;
}

export interface ScriptTestResult {
  name: string;
  /** passed | failed | skipped | error | timeout */
  status: string;
  duration_ms: number;
  /** Present only when the case ran more than once. */
  run?: number;
  error?: string;
  assertion?: ScriptAssertionInfo;
  logs: string[];
}

export interface ScriptTestReport {
  type: 'script_test';
  script: string;
  script_path: string;
  summary: { total: number; passed: number; failed: number; skipped: number; duration_ms: number };
  environment: Report['environment'];
  results: ScriptTestResult[];
  metadata: { started_at: string; completed_at: string; version: string };
}

/** One script file of the run: its `scripts.…` id, its path, and its test names in file order. */
export interface ScriptSuite {
  script: string;
  scriptPath: string;
  /** Case ids (function names) in source order. */
  tests: string[];
}

interface ScriptEvent {
  type: string;
  error?: unknown;
  assertion?: unknown;
}

/** Yao's exact error text and AssertionInfo travel on the attempt's `script_test` event. */
export function scriptEvent(a: AttemptResult): { error?: string; assertion?: ScriptAssertionInfo } {
  const ev = (a.transcript?.events ?? []).find((e) => e.type === 'script_test') as
    ScriptEvent | undefined;
  const assertion =
    ev?.assertion && typeof ev.assertion === 'object'
      ? (ev.assertion as ScriptAssertionInfo)
      : undefined;
  const error = typeof ev?.error === 'string' ? ev.error : a.error;
  return { ...(error !== undefined ? { error } : {}), ...(assertion ? { assertion } : {}) };
}

function resultOf(a: AttemptResult, name: string, multi: boolean): ScriptTestResult {
  const ev = scriptEvent(a);
  return {
    name,
    status: a.status,
    duration_ms: Math.round(a.duration_ms),
    ...(multi ? { run: a.run } : {}),
    ...(ev.error !== undefined ? { error: ev.error } : {}),
    ...(ev.assertion && a.status === 'failed' ? { assertion: ev.assertion } : {}),
    logs: a.transcript?.logs ?? [],
  };
}

/** Wall time of a file's attempts: first start to last end (sum of durations when starts are unknown). */
function wallMs(attempts: AttemptResult[]): number {
  const ran = attempts.filter((a) => a.started_at);
  if (ran.length === 0) return Math.round(attempts.reduce((n, a) => n + a.duration_ms, 0));
  const start = Math.min(...ran.map((a) => Date.parse(a.started_at as string)));
  const end = Math.max(...ran.map((a) => Date.parse(a.started_at as string) + a.duration_ms));
  return Math.max(0, Math.round(end - start));
}

/** One ScriptTestReport per script file, tests in source order. */
export function buildScriptTestReports(report: Report, suites: ScriptSuite[]): ScriptTestReport[] {
  const byKey = new Map<string, CaseResult>();
  for (const r of report.results) byKey.set(`${r.suite}\u0000${r.id}`, r);
  return suites.map((s) => {
    const cases = s.tests
      .map((t) => byKey.get(`${s.scriptPath}\u0000${t}`))
      .filter((r): r is CaseResult => r !== undefined);
    const multi = cases.some((r) => r.run_details.length > 1);
    const results = cases.flatMap((r) => r.run_details.map((a) => resultOf(a, r.id, multi)));
    const attempts = cases.flatMap((r) => r.run_details);
    const count = (pred: (st: string) => boolean) => results.filter((x) => pred(x.status)).length;
    return {
      type: 'script_test',
      script: s.script,
      script_path: s.scriptPath,
      summary: {
        total: results.length,
        passed: count((st) => st === 'passed'),
        // Errors and timeouts are failures here, as everywhere in agentci.
        failed: count((st) => st === 'failed' || st === 'error' || st === 'timeout'),
        skipped: count((st) => st === 'skipped'),
        duration_ms: wallMs(attempts),
      },
      environment: report.environment,
      results,
      metadata: {
        started_at: report.metadata.started_at,
        completed_at: report.metadata.completed_at,
        version: report.metadata.version,
      },
    };
  });
}

/** The JSON text: the report itself for one script file, an array of them for several. */
export function renderScriptTestReport(report: Report, suites: ScriptSuite[]): string {
  const reports = buildScriptTestReports(report, suites);
  return `${inertJsonText(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2))}\n`;
}

/**
 * script_types.go ScriptTestReport.ToReport: Yao's standard Report of one script file, what `-o`
 * writes in script-test mode (runner.go RunScriptTests; the ScriptTestReport itself goes to stdout
 * with --json only). Each test is a result `{id, status, input, duration_ms, error}` named by its
 * function; `metadata.output_file` is filled in, as in agentci's other Yao reports.
 */
export function scriptYaoReport(r: ScriptTestReport, outputFile: string): Record<string, unknown> {
  return {
    summary: {
      total: r.summary.total,
      passed: r.summary.passed,
      failed: r.summary.failed,
      skipped: r.summary.skipped,
      errors: 0,
      timeouts: 0,
      duration_ms: r.summary.duration_ms,
      agent_id: r.script,
      agent_path: r.script_path,
      connector: '',
    },
    environment: r.environment,
    results: r.results.map((x) => ({
      id: x.name,
      status: x.status,
      input: x.name,
      duration_ms: x.duration_ms,
      ...(x.error ? { error: x.error } : {}),
    })),
    metadata: {
      started_at: r.metadata.started_at,
      completed_at: r.metadata.completed_at,
      version: r.metadata.version,
      input_file: '',
      output_file: outputFile,
    },
  };
}

/** The `-o` file of a script-test run: one Report, or an array of them for several files. */
export function renderScriptYaoReport(
  report: Report,
  suites: ScriptSuite[],
  outputFile: string,
): string {
  const reports = buildScriptTestReports(report, suites).map((r) => scriptYaoReport(r, outputFile));
  return `${inertJsonText(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2))}\n`;
}
