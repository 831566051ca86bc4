import type { Report } from '../model/report.js';
import type { AttemptResult, CaseResult } from '../model/result.js';
import type { ToolCall } from '../model/transcript.js';
import { summarise } from './aggregate.js';
import { yaoStabilityClass } from './stats.js';
import { isPlainObject } from '../lib/json.js';

/*
 * Yao's JSON Report (YaoApp/yao agent/test/types.go `Report`, written by reporter.go JSONReporter
 * for `-o x.json`, and for the default `output-<timestamp>.jsonl`, which GetOutputFormat also maps
 * to JSON): what `yao agent extract` and Yao users' scripts parse. Every field Yao writes is here
 * with Yao's meaning and Go type (integers where Go has int64); agentci's own fields ride along
 * under their own names. Where a name means something else in agentci (summary.failed counts
 * errors there, a case's `status` is never `timeout`), Yao's meaning is written and agentci's is
 * recomputed from the results when the file is read back (fromYaoReport).
 */

/** What the Yao report needs that agentci's Report does not hold. */
export interface YaoReportInfo {
  /** Yao's `-i` value as given (metadata.input_file, options.input). */
  input: string;
  /** The file the report goes to (metadata.output_file, options.output_file). */
  outputFile: string;
  /** `-n`: Yao's agent id; else agentci's agent description. */
  agentId?: string;
  /** `-c`: the connector override. */
  connector?: string;
  /** `-u` / `-t` / `--locale`: Yao's report environment reads only the flags (NewEnvironment). */
  user?: string;
  team?: string;
  locale?: string;
  /** Runs per case as asked (`--runs`); > 1 makes it Yao's stability report. */
  runs: number;
  /** Case `options` by case key (suite + NUL + id): Yao's Result.Options. */
  caseOptions?: ReadonlyMap<string, Record<string, unknown>>;
  /** Yao's Options fields the front end knows (timeout in ms, reporter, ctx file…). */
  options?: YaoOptionsInfo;
}

export interface YaoOptionsInfo {
  timeoutMs?: number;
  parallel?: number;
  reporter?: string;
  contextFile?: string;
  verbose?: boolean;
  failFast?: boolean;
  run?: string;
  before?: string;
  after?: string;
  dryRun?: boolean;
  simulator?: string;
  json?: boolean;
}

export const caseKey = (suite: string, id: string): string => `${suite}\u0000${id}`;

/** Yao's NewEnvironment defaults (types.go). */
const YAO_ENV_DEFAULTS = {
  client_type: 'test',
  client_ip: '127.0.0.1',
  referer: 'test',
  accept: 'standard',
};

const int = (n: number): number => Math.round(n);

/** Yao's Status of a single-run case: its one attempt's status (timeout stays timeout). */
function singleStatus(r: CaseResult): string {
  if (r.status === 'skipped') return 'skipped';
  const a = r.run_details.find((d) => d.status !== 'skipped');
  return a ? a.status : r.status;
}

/** Yao's Trace (runner.go buildTrace): the completion and every tool call, or none. */
export function yaoTrace(a: AttemptResult | undefined): Record<string, unknown> | undefined {
  if (!a) return undefined;
  const trace: Record<string, unknown> = {};
  if (a.output !== undefined && a.output !== null && a.output !== '')
    trace.completion = { role: 'assistant', content: a.output };
  const calls = (a.transcript?.tool_calls ?? []).map(yaoToolCall);
  if (calls.length) trace.tool_calls = calls;
  return Object.keys(trace).length ? trace : undefined;
}

/** Yao's TraceToolCall. */
function yaoToolCall(t: ToolCall): Record<string, unknown> {
  const c: Record<string, unknown> = {};
  if (t.id) c.id = t.id;
  if (t.server) c.server = t.server;
  c.tool = t.name;
  if (t.arguments !== undefined) c.arguments = t.arguments;
  if (t.result !== undefined) c.result = t.result;
  const err = t.error ?? (t.is_error && typeof t.result === 'string' ? t.result : undefined);
  if (err) c.error = err;
  return c;
}

/**
 * A dynamic case's Result.metadata (DynamicResult.ToResult): `mode`, `total_turns`, each turn's
 * TurnResult (its response with the turn's own tool calls) and the checkpoints by id.
 */
export function yaoDynamicMetadata(a: AttemptResult | undefined):
  | {
      mode: 'dynamic';
      total_turns: number;
      turns: { turn: number; input: unknown }[];
      checkpoints: Record<string, unknown>;
    }
  | undefined {
  const t = a?.transcript;
  if (!t?.checkpoints?.length) return undefined;
  // Stored attempts leave empty lists out, whatever the type says.
  const calls: ToolCall[] = (t.tool_calls as ToolCall[] | undefined) ?? [];
  let next = 0;
  const turns = (t.turns ?? []).map((turn) => {
    const own = calls.slice(next, next + turn.tool_calls);
    next += turn.tool_calls;
    const response: Record<string, unknown> = {};
    if (turn.output !== undefined && turn.output !== null && turn.output !== '')
      response.content = turn.output;
    if (own.length) response.tool_calls = own.map(yaoToolCall);
    return {
      turn: turn.turn,
      input: turn.input ?? null,
      ...(turn.output !== undefined ? { output: turn.output } : {}),
      ...(turn.error ? {} : { response }),
      ...(turn.checkpoints_reached?.length
        ? { checkpoints_reached: turn.checkpoints_reached }
        : {}),
      duration_ms: int(turn.duration_ms),
      ...(turn.error ? { error: turn.error } : {}),
    };
  });
  const checkpoints: Record<string, unknown> = {};
  for (const cp of t.checkpoints) checkpoints[cp.id] = cp;
  return { mode: 'dynamic', total_turns: turns.length, turns, checkpoints };
}

/** A run detail with Go's int64 duration. */
function runDetail(a: AttemptResult): Record<string, unknown> {
  return { ...a, duration_ms: int(a.duration_ms) };
}

/** Yao's Result (runs = 1), agentci's case fields added. */
function singleResult(r: CaseResult, info: YaoReportInfo): Record<string, unknown> {
  const first = r.run_details.find((d) => d.status !== 'skipped');
  const metadata = yaoDynamicMetadata(first);
  // A dynamic Result carries its turns in metadata and no trace (ToResult sets none).
  const trace = metadata ? undefined : yaoTrace(first);
  const options = info.caseOptions?.get(caseKey(r.suite, r.id));
  return withExtras(
    {
      id: r.id,
      status: singleStatus(r),
      // ToResult: a dynamic result's input is its first turn's.
      input: (metadata ? metadata.turns[0]?.input : r.input) ?? null,
      ...(r.output !== undefined && r.output !== null ? { output: r.output } : {}),
      ...(r.expected !== undefined && r.expected !== null ? { expected: r.expected } : {}),
      duration_ms: int(r.duration_ms),
      ...(r.error ? { error: r.error } : {}),
      ...(trace ? { trace } : {}),
      ...(options ? { options } : {}),
      ...(metadata ? { metadata } : {}),
    },
    r,
    r.run_details,
  );
}

/** Yao's StabilityResult (runs > 1), agentci's case fields added. */
function stabilityResult(r: CaseResult): Record<string, unknown> {
  const ran = r.run_details.filter((d) => d.status !== 'skipped');
  return withExtras(
    {
      id: r.id,
      input: r.input ?? null,
      ...(r.expected !== undefined && r.expected !== null ? { expected: r.expected } : {}),
      runs: ran.length,
      passed: r.passed,
      failed: ran.length - r.passed,
      pass_rate: r.pass_rate,
      consistency: r.consistency,
      stable: r.stable,
      // Yao's class by pass rate (a case that failed every run is highly unstable there); agentci's
      // own `class` (`failing` for it) rides along with the other extras.
      stability_class: yaoStabilityClass(ran.length === 0 ? 0 : r.passed / ran.length),
      avg_duration_ms: r.avg_duration_ms,
      min_duration_ms: int(r.min_duration_ms),
      max_duration_ms: int(r.max_duration_ms),
      std_deviation_ms: r.std_deviation_ms,
    },
    r,
    ran,
  );
}

/**
 * Yao's fields first, with Yao's values; then agentci's case fields Yao has no field of that name
 * for; then the run details (Go int64 durations).
 */
function withExtras(
  yao: Record<string, unknown>,
  r: CaseResult,
  details: AttemptResult[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...yao };
  for (const [k, v] of Object.entries(r))
    if (!(k in out) && k !== 'run_details' && v !== undefined) out[k] = v;
  out.duration_ms = int(r.duration_ms);
  out.min_duration_ms = int(r.min_duration_ms);
  out.max_duration_ms = int(r.max_duration_ms);
  out.run_details = details.map(runDetail);
  return out;
}

/** Yao's Options (types.go), with agentci's run options that have no Yao field added. */
function yaoOptions(report: Report, info: YaoReportInfo): Record<string, unknown> {
  const o = info.options ?? {};
  const agentci = report.metadata.options;
  const { timeout: _t, runs: _r, ...rest } = agentci;
  const str = (k: string, v: string | undefined) => (v ? { [k]: v } : {});
  const bool = (k: string, v: boolean | undefined) => (v ? { [k]: true } : {});
  return {
    ...rest,
    input: info.input,
    input_mode: 'file',
    output_file: info.outputFile,
    ...str('agent_id', info.agentId),
    ...str('connector', info.connector),
    ...str('user_id', info.user),
    ...str('team_id', info.team),
    ...str('locale', info.locale),
    ...str('context_file', o.contextFile),
    // time.Duration marshals as integer nanoseconds.
    ...(o.timeoutMs ? { timeout: int(o.timeoutMs) * 1_000_000 } : {}),
    ...(o.parallel ? { parallel: o.parallel } : {}),
    runs: info.runs,
    ...(agentci.runs === 'auto' ? { runs_mode: 'auto' } : {}),
    ...str('reporter_id', o.reporter),
    ...bool('verbose', o.verbose),
    ...bool('fail_fast', o.failFast),
    ...str('run', o.run),
    ...str('before_all', o.before),
    ...str('after_all', o.after),
    ...bool('dry_run', o.dryRun),
    ...str('simulator', o.simulator),
    ...bool('json_output', o.json),
  };
}

/**
 * Yao's Report of an agentci run: `summary` with Yao's counters, `environment`, `results` (runs =
 * 1) or `stability_results` (runs > 1), `metadata`; then agentci's fields (schema_version, type,
 * gate, warnings, rate_limits, skipped_results).
 */
export function toYaoReport(report: Report, info: YaoReportInfo): Record<string, unknown> {
  const stability = info.runs > 1 || report.metadata.options.runs === 'auto';
  const ran = report.results.filter((r) => r.status !== 'skipped');
  const skipped = report.results.length - ran.length;
  const s = report.summary;
  const counters: Record<string, number> = {
    passed: 0,
    failed: 0,
    errors: 0,
    timeouts: 0,
  };
  const stab: Record<string, number> = {};
  if (stability) {
    // calculateStabilitySummary: passed = stable cases, failed = the others; errors and
    // timeouts are not counted per case in stability mode.
    const stable = ran.filter((r) => r.pass_rate === 100).length;
    counters.passed = stable;
    counters.failed = ran.length - stable;
    stab.total_runs = ran.reduce(
      (n, r) => n + r.run_details.filter((d) => d.status !== 'skipped').length,
      0,
    );
    // Mean of the case pass rates (omitted when 0, as Go's omitempty does).
    const mean = ran.length ? ran.reduce((n, r) => n + r.pass_rate, 0) / ran.length : 0;
    stab.overall_pass_rate = mean;
    stab.stable_cases = stable;
    stab.unstable_cases = ran.length - stable;
  } else {
    // calculateSingleSummary: one counter per status; failed excludes errors and timeouts.
    for (const r of ran) {
      const st = singleStatus(r);
      if (st === 'passed') counters.passed++;
      else if (st === 'failed') counters.failed++;
      else if (st === 'error') counters.errors++;
      else if (st === 'timeout') counters.timeouts++;
    }
  }
  const summary: Record<string, unknown> = {
    total: report.results.length,
    ...counters,
    skipped,
    duration_ms: int(s.duration_ms),
    agent_id: info.agentId ?? s.agent_id ?? '',
    connector: info.connector ?? s.connector ?? '',
    runs_per_case: info.runs,
    // agentci's totals (Yao omits these in single-run mode; here they keep agentci's meaning).
    total_runs: s.total_runs,
    overall_pass_rate: s.overall_pass_rate,
    stable_cases: s.stable_cases,
    unstable_cases: s.unstable_cases,
    ...stab,
    total_cases: s.total_cases,
    flaky: s.flaky,
    verdicts: s.verdicts,
    attempts: s.attempts,
    case_pass_rate: s.case_pass_rate,
    no_assertion_cases: s.no_assertion_cases,
    ...(s.usage ? { usage: s.usage } : {}),
    ...(s.eval_usage ? { eval_usage: s.eval_usage } : {}),
  };

  const environment = {
    ...report.environment,
    user_id: info.user ?? 'test-user',
    team_id: info.team ?? 'test-team',
    locale: info.locale ?? 'en-us',
    ...YAO_ENV_DEFAULTS,
  };
  const { options: _opts, ...metaRest } = report.metadata;
  const metadata = {
    ...metaRest,
    started_at: report.metadata.started_at,
    completed_at: report.metadata.completed_at,
    version: report.metadata.version,
    input_file: info.input,
    output_file: info.outputFile,
    options: yaoOptions(report, info),
  };
  const out: Record<string, unknown> = { summary, environment };
  if (stability) {
    out.stability_results = ran.map(stabilityResult);
    if (skipped)
      out.skipped_results = report.results
        .filter((r) => r.status === 'skipped')
        .map((r) => singleResult(r, info));
  } else out.results = report.results.map((r) => singleResult(r, info));
  out.metadata = metadata;
  out.schema_version = report.schema_version;
  out.type = report.type;
  out.gate = report.gate;
  out.warnings = report.warnings;
  if (report.rate_limits) out.rate_limits = report.rate_limits;
  return out;
}

/** A parsed JSON file is a Yao report written by agentci (or by Yao, with agentci's fields). */
export function isYaoReport(json: unknown): json is Record<string, unknown> {
  return (
    isPlainObject(json) &&
    (Array.isArray(json.stability_results) ||
      (isPlainObject(json.summary) && typeof json.summary.timeouts === 'number'))
  );
}

/**
 * agentci's Report fields of a Yao report, ready for ReportSchema: the case list from `results`
 * or `stability_results` (+ `skipped_results`), Yao's `timeout` case status back to agentci's
 * `error`, and agentci's summary recomputed from the cases (Yao's counters mean other things).
 */
export function fromYaoReport(json: Record<string, unknown>): Record<string, unknown> {
  const list = [
    ...((Array.isArray(json.results) ? json.results : json.stability_results) as unknown[]),
    ...((Array.isArray(json.skipped_results) ? json.skipped_results : []) as unknown[]),
  ];
  const results = list.filter(isPlainObject).map((r) => {
    const { stability_class: _c, status, ...rest } = r;
    return { ...rest, status: status === 'timeout' ? 'error' : status };
  });
  const meta = isPlainObject(json.metadata) ? json.metadata : {};
  const options = isPlainObject(meta.options) ? { ...meta.options } : {};
  if (options.runs_mode === 'auto') options.runs = 'auto';
  return {
    ...json,
    results,
    metadata: { ...meta, options },
    summary: isPlainObject(json.summary) ? json.summary : {},
  };
}

/** agentci's summary of cases read back from a Yao report. */
export function agentciSummary(report: Report, yaoSummary: Record<string, unknown>): Report {
  const summary = summarise(report.results, {
    durationMs: report.summary.duration_ms,
    runsPerCase: report.summary.runs_per_case,
    ...(typeof yaoSummary.agent_id === 'string' && yaoSummary.agent_id
      ? { agentId: yaoSummary.agent_id }
      : {}),
    noAssertionCases: report.summary.no_assertion_cases,
  });
  if (typeof yaoSummary.connector === 'string' && yaoSummary.connector)
    summary.connector = yaoSummary.connector;
  return { ...report, summary };
}
