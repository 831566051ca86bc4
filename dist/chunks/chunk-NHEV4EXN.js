import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  AssertionSchema,
  AssertionTypeSchema,
  AttemptResultSchema,
  COMPARE_SETTING_NAMES,
  HookRunError,
  MergeOverlapError,
  OutputsWriteError,
  RUN_SETTING_NAMES,
  ReportSchema,
  ResultsWriteError,
  StaleReportError,
  agentciSummary,
  aggregateCase,
  applyGate,
  askAgent,
  assertCurrentSchema,
  buildReport,
  caseKey,
  caseVerdictText,
  classifyProviderMessage,
  compareWithBase,
  comparisonCountsLine,
  comparisonNotes,
  detectInputMode,
  dumpRecord,
  errorWithoutStderr,
  formatMs,
  fromYaoReport,
  gateHeadline,
  generatorOf,
  inputsFormat,
  isNotable,
  isYaoReport,
  listWrites,
  loadConfig,
  loadRunCases,
  loadSuites,
  mergeReports,
  namedAgent,
  neutraliseBidi,
  neutraliseWorkflowCommands,
  outputTargets,
  parseCompareSettings,
  parseRunSettings,
  parseTestList,
  percent,
  powerLine,
  recordedGateOptions,
  renderSkilltest,
  renderSkilltestHuman,
  reportOnlyTargets,
  resolveTestNames,
  runSuites,
  selectNamedCases,
  stripAnsi,
  toSkilltestReport,
  worstFirst,
  writeAndList,
  writeOutputs,
  writeTextFile,
  yaoTrace
} from "./chunk-LE2ESOWA.js";
import {
  MAX_JUDGE_RUNS,
  messageText,
  parseDuration
} from "./chunk-W7PV4IKM.js";
import {
  errorMessage,
  inertJsonText,
  restoreJsonText
} from "./chunk-UNFUC5LO.js";
import {
  InputError,
  NoCasesError,
  formatProblem
} from "./chunk-UQGY56PX.js";
import {
  external_exports
} from "./chunk-RNVOGG5F.js";

// src/cli/report-command.ts
import { readFile as readFile2 } from "node:fs/promises";
import path5 from "node:path";

// src/report/from-stream.ts
function reportFromStream(text, file) {
  const lines = text.split("\n");
  let start;
  let summary;
  const attempts = /* @__PURE__ */ new Map();
  const warnings = [];
  const key = (suite, id) => `${suite}\0${id}`;
  lines.forEach((line, idx) => {
    if (line.trim() === "") return;
    let obj;
    try {
      obj = JSON.parse(restoreJsonText(line));
    } catch {
      const last = lines.slice(idx + 1).every((l) => l.trim() === "");
      warnings.push(
        last ? `${file}:${idx + 1}: the last line is incomplete (the run was cut off); it was ignored` : `${file}:${idx + 1}: not valid JSON; the line was ignored`
      );
      return;
    }
    if (obj.type === "start") start = obj;
    else if (obj.type === "summary") summary = obj;
    else if (obj.type === "result") {
      const { type: _t, ...rest } = obj;
      const r = AttemptResultSchema.safeParse(rest);
      if (!r.success) {
        warnings.push(`${file}:${idx + 1}: not a result record; ignored`);
        return;
      }
      const k = key(r.data.suite, r.data.id);
      const list = attempts.get(k) ?? [];
      list.push(r.data);
      attempts.set(k, list);
    }
  });
  if (!start) throw new Error(`${file}: not an agentci results stream (no "start" line)`);
  const options = start.options ?? {};
  const identities = start.cases ?? [];
  const threshold = typeof options.threshold === "number" ? options.threshold : 1;
  const caseThreshold = typeof options.case_threshold === "number" ? options.case_threshold : 1;
  const results = identities.map((id) => {
    const list = attempts.get(key(id.suite, id.id)) ?? [];
    const r = aggregateCase(id, list);
    if (list.length === 0 && !id.skipReason)
      r.skip_reason = "not run: the run ended before this case started";
    return r;
  });
  const interrupted = !summary;
  if (interrupted)
    warnings.push(
      "the run did not finish (no summary line): the report covers the attempts that completed"
    );
  const startedAt = String(start.timestamp ?? (/* @__PURE__ */ new Date(0)).toISOString());
  const meta = summary?.metadata ?? {};
  const lastEnd = [...attempts.values()].flat().reduce((m, a) => {
    const t = a.started_at ? Date.parse(a.started_at) + a.duration_ms : 0;
    return Math.max(m, t);
  }, Date.parse(startedAt));
  const env = summary?.environment ?? {
    user_id: "test-user",
    team_id: "test-team",
    locale: "en-us"
  };
  const gate = applyGate(
    { results },
    {
      threshold,
      caseThreshold,
      runtimeError: interrupted ? "the run did not finish; results cover what completed" : void 0
    }
  );
  return ReportSchema.parse(
    buildReport({
      results,
      environment: env,
      metadata: {
        started_at: startedAt,
        completed_at: typeof meta.completed_at === "string" ? meta.completed_at : new Date(lastEnd).toISOString(),
        version: String(start.version ?? "unknown"),
        // A shard's stream records its slice in options (`"2/4"`): keep it, so merge can find missing shards.
        ...typeof options.shard === "string" && /^\d+\/\d+$/.test(options.shard) ? {
          shard: {
            index: Number(options.shard.split("/")[0]),
            total: Number(options.shard.split("/")[1])
          }
        } : {},
        options,
        ...interrupted ? { interrupted: true } : {}
      },
      gate,
      runsPerCase: typeof start.runs_per_case === "number" ? start.runs_per_case : 1,
      agentId: typeof start.agent_id === "string" ? start.agent_id : void 0,
      noAssertionCases: identities.filter((i) => i.assertsNothing).length,
      warnings: [...summary?.warnings ?? [], ...warnings]
    })
  );
}

// src/cli/terminal-text.ts
function inert(text, max = 400) {
  let s = neutraliseBidi(stripAnsi(text)).replace(/[\u0000-\u0008\u000b-\u001f\u007f\u009b]/g, "�").replace(/\r?\n/g, "⏎ ");
  if (s.length > max) s = `${s.slice(0, max)}…`;
  return neutraliseWorkflowCommands(s);
}
function oneLine(v, max = 200) {
  if (v === void 0) return "(nothing)";
  const s = typeof v === "string" ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  return inert(s, max);
}
function colors(enabled) {
  const wrap = (a, b) => (s) => enabled ? `\x1B[${a}m${s}\x1B[${b}m` : s;
  return {
    green: wrap(32, 39),
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22)
  };
}
function wantColor(flag, stdout, env) {
  return flag === "always" || flag !== "never" && stdout.isTTY && !env.NO_COLOR;
}

// src/cli/progress.ts
var STATUS_ICON = {
  passed: "✓",
  failed: "✗",
  error: "!",
  skipped: "-"
};
function statusIcon(r, c) {
  if (r.status === "passed") return c.green(STATUS_ICON.passed);
  if (r.status === "skipped") return c.dim(STATUS_ICON.skipped);
  return c.red(STATUS_ICON[r.status]);
}
function caseLine(r, c) {
  const icon = statusIcon(r, c);
  if (r.status === "skipped")
    return `${icon} ${inert(r.id, 120)} ${c.dim(`skipped${r.skip_reason ? `: ${inert(r.skip_reason, 120)}` : ""}`)}`;
  const flaky = r.flaky ? c.yellow(" flaky") : "";
  const err = r.status !== "passed" && r.error ? c.dim(`  ${inert(r.error.split("\n")[0] ?? "", 160)}`) : "";
  return `${icon} ${inert(r.id, 120)}  ${r.passed}/${r.runs}  ${percent(r.pass_rate)}  ${r.class}${flaky}  ${formatMs(r.avg_duration_ms)}${err}`;
}
var Progress = class {
  constructor(out, c, verbose) {
    this.out = out;
    this.c = c;
    this.verbose = verbose;
  }
  out;
  c;
  verbose;
  done = 0;
  counts = { passed: 0, failed: 0, error: 0, timeout: 0, skipped: 0 };
  total = 0;
  t0 = Date.now();
  lastDraw = 0;
  live = false;
  start(totalAttempts, cases, description) {
    this.total = totalAttempts;
    this.t0 = Date.now();
    this.out.write(
      `agentci: ${cases} case${cases === 1 ? "" : "s"}, ${totalAttempts} attempt${totalAttempts === 1 ? "" : "s"}${description ? ` against ${inert(description, 120)}` : ""}
`
    );
  }
  attempt(a) {
    this.done++;
    this.counts[a.status]++;
    if (this.verbose && a.status !== "passed" && a.status !== "skipped")
      this.print(
        `  ${this.c.dim(`${inert(a.id, 80)} run ${a.run}: ${a.status}${a.error ? ` — ${inert(a.error.split("\n")[0] ?? "", 160)}` : ""}`)}`
      );
    if (this.out.isTTY) {
      const now = Date.now();
      if (now - this.lastDraw > 80 || this.done === this.total) {
        this.lastDraw = now;
        this.draw();
      }
    }
  }
  /**
   * Calls wait on a rate limit (or stopped waiting): the live line says so; without a TTY one
   * line when waiting starts, so a CI log shows why the run slowed down.
   */
  rateLimit(waits) {
    const note = waits.length ? `waiting on a rate limit: ${waits.map((w) => `${inert(w.endpoint, 80)} (${w.waiting} waiting, concurrency ${w.concurrency})`).join(", ")}` : "";
    if (note && !this.limitNote && (!this.out.isTTY || this.verbose))
      this.print(`  ${this.c.yellow(note)}`);
    this.limitNote = note;
    if (this.out.isTTY && this.live) this.draw();
  }
  limitNote = "";
  case(r) {
    if (!this.out.isTTY || this.verbose) this.print(caseLine(r, this.c));
  }
  draw() {
    const k = this.counts;
    const line = `  ${this.done}/${this.total} attempts  ${this.c.green(`✓ ${k.passed}`)}  ${this.c.red(`✗ ${k.failed}`)}  ${this.c.red(`! ${k.error + k.timeout}`)}  ${formatMs(Date.now() - this.t0)}${this.limitNote ? `  ${this.c.yellow(this.limitNote)}` : ""}`;
    this.out.write(`\r\x1B[K${line}`);
    this.live = true;
  }
  print(line) {
    if (this.live) this.out.write("\r\x1B[K");
    this.out.write(`${line}
`);
    if (this.live) this.draw();
  }
  end() {
    if (this.live) this.out.write("\r\x1B[K");
    this.live = false;
  }
};

// src/cli/final-table.ts
function pad(s, n) {
  const len = [...s].length;
  return len >= n ? s : s + " ".repeat(n - len);
}
function failureDetail(r, c) {
  const a = r.run_details.find((x) => x.status !== "passed" && x.status !== "skipped");
  if (!a) return [];
  const lines = [];
  const check = a.checks.find((k) => k.error || !k.passed);
  if (check) {
    lines.push(
      `      ${c.dim(`run ${a.run}:`)} ${inert(check.label, 160)}${check.error ? ` — error: ${inert(check.error, 200)}` : ""}`
    );
    if (!check.error) {
      if (check.expected !== void 0) lines.push(`        expected: ${oneLine(check.expected)}`);
      lines.push(`        actual:   ${oneLine(check.actual ?? a.output)}`);
      if (check.message) lines.push(`        ${c.dim(inert(check.message, 240))}`);
    }
  } else if (a.error) {
    const stderr = a.transcript?.stderr?.trim();
    const error = errorWithoutStderr(a.error, stderr);
    lines.push(
      `      ${c.dim(`run ${a.run}:`)} ${a.status}: ${inert(error.split("\n")[0] ?? "", 240)}`
    );
    if (stderr)
      lines.push(`        stderr: ${inert(stderr.split("\n").slice(-3).join(" ⏎ "), 240)}`);
  }
  return lines;
}
function renderFinalTable(report, c, opts = {}) {
  const rows = worstFirst(report.results);
  const maxRows = opts.maxRows ?? 200;
  const shown = opts.showPassing === false ? rows.filter((r) => r.status !== "passed") : rows;
  const idWidth = Math.min(48, Math.max(4, ...shown.map((r) => [...inert(r.id, 48)].length)));
  const out = [""];
  out.push(
    c.bold(
      `  ${pad("", 2)}${pad("case", idWidth)}  ${pad("runs", 7)}  ${pad("rate", 7)}  ${pad("class", 15)}  ${pad("verdict", 12)}  avg`
    )
  );
  for (const r of shown.slice(0, maxRows)) {
    const icon = statusIcon(r, c);
    const verdict = r.verdict === "flaky" || r.flaky ? c.yellow(pad(r.verdict + (r.flaky && r.verdict !== "flaky" ? " (flaky)" : ""), 12)) : pad(r.verdict, 12);
    out.push(
      `  ${icon} ${pad(inert(r.id, 48), idWidth)}  ${pad(r.status === "skipped" ? "-" : `${r.passed}/${r.runs}`, 7)}  ${pad(r.status === "skipped" ? "-" : percent(r.pass_rate), 7)}  ${pad(r.status === "skipped" ? "-" : r.class, 15)}  ${verdict}  ${r.status === "skipped" ? "" : formatMs(r.avg_duration_ms)}`
    );
    if (r.status === "failed" || r.status === "error") out.push(...failureDetail(r, c));
  }
  if (shown.length > maxRows)
    out.push(c.dim(`  … ${shown.length - maxRows} more cases (see the report files)`));
  const s = report.summary;
  out.push("");
  out.push(
    `  ${s.total} cases: ${c.green(`${s.passed} passed`)}, ${s.failed ? c.red(`${s.failed} failed`) : "0 failed"}${s.errors ? ` (${s.errors} by errors)` : ""}, ${s.skipped} skipped, ${s.flaky ? c.yellow(`${s.flaky} flaky`) : "0 flaky"} · ${s.total_runs} attempts, ${percent(s.overall_pass_rate)} passed · ${formatMs(s.duration_ms)}`
  );
  for (const w of report.warnings) out.push(c.yellow(`  warning: ${inert(w, 1e3)}`));
  const headline = inert(gateHeadline(report.gate), 1e3);
  out.push(report.gate.passed ? c.green(`  ${headline}`) : c.red(`  ${headline}`));
  for (const r of report.gate.reasons.slice(1, 6))
    out.push(c.red(`    also: ${inert(r.message, 1e3)}`));
  return `${out.join("\n")}
`;
}

// src/cli/run-command.ts
import { existsSync as existsSync3, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path4 from "node:path";
import { parseEnv } from "node:util";

// src/cli/skilltest-output.ts
var SKILLTEST_FORMATS = ["json", "human", "json-stream", "skilltest"];
function isSkilltestFormat(f) {
  return typeof f === "string" && SKILLTEST_FORMATS.includes(f);
}
var KINDS = [
  [
    /environment variable \S+ is not set|\b40[13]\b|unauthori[sz]ed|authentication|api key/i,
    "auth"
  ],
  [/\b429\b|rate.?limit/i, "rate_limit"],
  [/model\b.*\bnot (found|exist)|unknown model/i, "model_not_found"],
  [/quota|billing|insufficient.credit/i, "quota"],
  [/overloaded|\b529\b/i, "overloaded"],
  [/ENOENT|EACCES|spawn|could not start|not found on PATH/i, "spawn"],
  [/unusable|not valid JSON|protocol|could not parse/i, "protocol"]
];
function classifyFailure(message, timedOut = false) {
  if (timedOut) return "timeout";
  return KINDS.find(([re]) => re.test(message))?.[1];
}
function providerFailure(report) {
  const opts = report.metadata.options;
  for (const r of report.results) {
    if (r.format !== "skilltest-yaml") continue;
    for (const a of r.run_details) {
      if (a.status !== "error" && a.status !== "timeout") continue;
      const judged = a.checks.find((k) => k.error !== void 0);
      const message = `${r.id}: ${judged?.error ?? a.error ?? a.status}`;
      const fromProvider = classifyProviderMessage(message);
      if (fromProvider)
        return {
          code: "provider",
          message,
          ...fromProvider.kind ? { kind: fromProvider.kind } : {},
          context: fromProvider.op
        };
      const kind = classifyFailure(message, a.status === "timeout");
      const context = judged ? "judge" : `agentci:${opts.agent?.kind ?? "agent"}`;
      return { code: "provider", message, ...kind ? { kind } : {}, context };
    }
  }
  return void 0;
}
function isProviderProblem(p) {
  return /environment variable \S+ is not set/.test(p.message);
}
function ndjson(v) {
  return `${inertJsonText(JSON.stringify(v))}
`;
}
function renderStream(st) {
  let out = "";
  for (const run of st.runs) {
    let turn = 0;
    for (const m of run.transcript.messages) {
      if (m.role !== "assistant") continue;
      turn++;
      for (const event of m.events ?? [])
        out += ndjson({
          type: "event",
          case: run.case,
          platform: run.platform,
          model: run.model,
          turn,
          event
        });
    }
  }
  return out + ndjson({ type: "result", report: st });
}
function renderSkilltestOutput(report, format, failure) {
  const stderr = failure ? `error: ${failure.message}
` : "";
  if (format === "human") return { stdout: renderSkilltestHuman(report), stderr };
  if (format === "json-stream") {
    if (failure) return { stdout: ndjson({ type: "error", error: failure }), stderr };
    return { stdout: renderStream(toSkilltestReport(report)), stderr };
  }
  if (failure) return { stdout: `${inertJsonText(JSON.stringify(failure, null, 2))}
`, stderr };
  return { stdout: renderSkilltest(report), stderr };
}
function renderSkilltestError(format, err) {
  if (format === "human") return "";
  if (format === "json-stream") return ndjson({ type: "error", error: err });
  return `${inertJsonText(JSON.stringify(err, null, 2))}
`;
}

// src/cli/dump-tests-command.ts
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
function testNamesFromFlags(flags, cwd) {
  const names = Array.isArray(flags.name) ? flags.name : [];
  const problems = [];
  const list = typeof flags.testList === "string" ? flags.testList : void 0;
  if (list === void 0) return { names: [...names], problems };
  try {
    return {
      names: [...names, ...parseTestList(readFileSync(path.resolve(cwd, list), "utf8"))],
      problems
    };
  } catch (e) {
    problems.push({
      file: "--test-list",
      line: 0,
      field: "",
      message: `cannot read ${list}: ${e.message}`
    });
    return { names, problems };
  }
}
async function dumpTestsCommand(paths, flags, world) {
  const named = testNamesFromFlags(flags, world.cwd);
  if (named.problems.length) {
    printProblems(named.problems, world, formatProblem);
    return 2;
  }
  let inputs = paths.length ? paths : ["."];
  let resolved;
  if (named.names.length) {
    resolved = resolveTestNames(named.names, paths, world.cwd);
    if (resolved.problems.length) {
      printProblems(resolved.problems, world, formatProblem);
      return 2;
    }
    inputs = resolved.inputs;
  }
  const loaded = await loadSuites(inputs, {
    cwd: world.cwd,
    env: world.env
  });
  const problems = [...loaded.problems];
  let cases = loaded.cases;
  if (resolved) {
    const sel = selectNamedCases(cases, resolved.resolved);
    problems.push(...sel.problems);
    cases = sel.cases;
  }
  if (problems.length) {
    printProblems(problems, world, formatProblem);
    return 2;
  }
  const records = cases.map(dumpRecord).filter((r) => r !== void 0);
  const others = cases.length - records.length;
  if (others > 0)
    world.stderr.write(
      `agentci: dump-tests: ${others} case${others === 1 ? "" : "s"} of other formats left out (only thinkingbox Python cases are dumped)
`
    );
  const text = records.map((r) => JSON.stringify(r) + "\n").join("");
  const out = typeof flags.output === "string" ? path.resolve(world.cwd, flags.output) : void 0;
  if (!out) {
    world.stdout.write(text);
    return 0;
  }
  try {
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, text);
  } catch (e) {
    world.stderr.write(
      `agentci: cannot write ${flags.output}: ${e.message}
`
    );
    return 3;
  }
  world.stdout.write(
    `wrote ${records.length} test case${records.length === 1 ? "" : "s"} to ${path.relative(world.cwd, out) || out}
`
  );
  return 0;
}

// src/render/script-report.ts
function scriptEvent(a) {
  const ev = (a.transcript?.events ?? []).find((e) => e.type === "script_test");
  const assertion = ev?.assertion && typeof ev.assertion === "object" ? ev.assertion : void 0;
  const error = typeof ev?.error === "string" ? ev.error : a.error;
  return { ...error !== void 0 ? { error } : {}, ...assertion ? { assertion } : {} };
}
function resultOf(a, name, multi) {
  const ev = scriptEvent(a);
  return {
    name,
    status: a.status,
    duration_ms: Math.round(a.duration_ms),
    ...multi ? { run: a.run } : {},
    ...ev.error !== void 0 ? { error: ev.error } : {},
    ...ev.assertion && a.status === "failed" ? { assertion: ev.assertion } : {},
    logs: a.transcript?.logs ?? []
  };
}
function wallMs(attempts) {
  const ran = attempts.filter((a) => a.started_at);
  if (ran.length === 0) return Math.round(attempts.reduce((n, a) => n + a.duration_ms, 0));
  const start = Math.min(...ran.map((a) => Date.parse(a.started_at)));
  const end = Math.max(...ran.map((a) => Date.parse(a.started_at) + a.duration_ms));
  return Math.max(0, Math.round(end - start));
}
function buildScriptTestReports(report, suites) {
  const byKey = /* @__PURE__ */ new Map();
  for (const r of report.results) byKey.set(`${r.suite}\0${r.id}`, r);
  return suites.map((s) => {
    const cases = s.tests.map((t) => byKey.get(`${s.scriptPath}\0${t}`)).filter((r) => r !== void 0);
    const multi = cases.some((r) => r.run_details.length > 1);
    const results = cases.flatMap((r) => r.run_details.map((a) => resultOf(a, r.id, multi)));
    const attempts = cases.flatMap((r) => r.run_details);
    const count = (pred) => results.filter((x) => pred(x.status)).length;
    return {
      type: "script_test",
      script: s.script,
      script_path: s.scriptPath,
      summary: {
        total: results.length,
        passed: count((st) => st === "passed"),
        // Errors and timeouts are failures here, as everywhere in agentci.
        failed: count((st) => st === "failed" || st === "error" || st === "timeout"),
        skipped: count((st) => st === "skipped"),
        duration_ms: wallMs(attempts)
      },
      environment: report.environment,
      results,
      metadata: {
        started_at: report.metadata.started_at,
        completed_at: report.metadata.completed_at,
        version: report.metadata.version
      }
    };
  });
}
function renderScriptTestReport(report, suites) {
  const reports = buildScriptTestReports(report, suites);
  return `${inertJsonText(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2))}
`;
}
function scriptYaoReport(r, outputFile) {
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
      connector: ""
    },
    environment: r.environment,
    results: r.results.map((x) => ({
      id: x.name,
      status: x.status,
      input: x.name,
      duration_ms: x.duration_ms,
      ...x.error ? { error: x.error } : {}
    })),
    metadata: {
      started_at: r.metadata.started_at,
      completed_at: r.metadata.completed_at,
      version: r.metadata.version,
      input_file: "",
      output_file: outputFile
    }
  };
}
function renderScriptYaoReport(report, suites, outputFile) {
  const reports = buildScriptTestReports(report, suites).map((r) => scriptYaoReport(r, outputFile));
  return `${inertJsonText(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2))}
`;
}

// src/cli/script-output.ts
var RULE_WIDTH = 79;
var HEAVY = "═".repeat(RULE_WIDTH);
var LIGHT = "─".repeat(RULE_WIDTH);
function formatScriptDuration(ms) {
  if (ms < 1) return `${Math.round(ms * 1e3)}µs`;
  if (ms < 1e3) return `${Math.floor(ms)}ms`;
  if (ms < 6e4) return `${(ms / 1e3).toFixed(1)}s`;
  return `${(ms / 6e4).toFixed(1)}m`;
}
function value(v) {
  if (v === void 0) return "undefined";
  let s;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return inert(s, 300);
}
function scriptSuites(cases) {
  const out = /* @__PURE__ */ new Map();
  for (const c of cases) {
    if (c.format !== "yao-script") continue;
    let s = out.get(c.suite);
    if (!s) {
      s = { script: c.payload.script.scriptId, scriptPath: c.suite, tests: [] };
      out.set(c.suite, s);
    }
    s.tests.push(c.id);
  }
  return [...out.values()];
}
var ScriptOutput = class {
  constructor(out, c, opts) {
    this.out = out;
    this.c = c;
    this.opts = opts;
    this.now = opts.now ?? (() => performance.now());
  }
  out;
  c;
  opts;
  suites = /* @__PURE__ */ new Map();
  now;
  /** Registers the run's script files (from onStart). */
  start(cases) {
    for (const s of scriptSuites(cases)) {
      this.suites.set(s.scriptPath, {
        suite: s,
        total: s.tests.length,
        finished: [],
        started: false,
        done: false,
        t0: 0
      });
    }
  }
  header(st, env) {
    const { bold, dim } = this.c;
    const filtered = this.opts.runFilter !== void 0 ? ` (filtered by: ${inert(this.opts.runFilter, 100)})` : "";
    this.out.write(
      [
        bold(HEAVY),
        bold(`  Script Test: ${inert(st.suite.script, 200)}`),
        bold(HEAVY),
        `  Script: ${inert(st.suite.scriptPath, 300)}`,
        `  Tests: ${st.total} function${st.total === 1 ? "" : "s"}${filtered}`,
        `  User: ${inert(env.user, 200)}`,
        `  Team: ${inert(env.team, 200)}`,
        dim(LIGHT),
        "  Running Tests",
        dim(LIGHT),
        ""
      ].join("\n")
    );
  }
  /** A test is starting: the file's header first when it is the file's first test. */
  attemptStart(c, run, env) {
    const st = this.suites.get(c.suite);
    if (!st) return;
    if (!st.started) {
      st.started = true;
      st.t0 = this.now();
      this.header(st, env);
    }
    this.out.write(`► [${inert(c.id, 200)}] ${run > 1 ? `Run ${run}: ` : ""}...
`);
  }
  /** A test ended: its status line and the detail of a failure. */
  attempt(a) {
    const st = this.suites.get(a.suite);
    if (!st) return;
    const { green, red, yellow, dim } = this.c;
    const d = dim(`(${formatScriptDuration(a.duration_ms)})`);
    const lines = [];
    const ev = scriptEvent(a);
    switch (a.status) {
      case "passed":
        lines.push(`  ${green("✓ PASSED")} ${d}`);
        break;
      case "skipped":
        lines.push(`  ${yellow("○ SKIPPED")} ${d}`);
        if (ev.error) lines.push(`    └─ ${inert(ev.error, 300)}`);
        break;
      default: {
        lines.push(`  ${red(`✗ ${a.status.toUpperCase()}`)} ${d}`);
        const first = (ev.error ?? "failed").split("\n")[0];
        lines.push(red(`    └─ ${inert(first, 400)}`));
        const info = ev.assertion;
        if (a.status === "failed" && info) {
          if ("expected" in info) lines.push(`       expected: ${value(info.expected)}`);
          if ("actual" in info) lines.push(`       actual: ${value(info.actual)}`);
        }
        if (this.opts.verbose) {
          const loc = (a.transcript?.events ?? []).find((e) => e.type === "script_test")?.location;
          if (typeof loc === "string") lines.push(dim(`       at: ${inert(loc, 300)}`));
          if (a.status === "error" && a.error)
            for (const l of a.error.split("\n").slice(1, 12))
              lines.push(dim(`       ${inert(l.trim(), 300)}`));
        }
      }
    }
    if (this.opts.verbose)
      for (const l of a.transcript?.logs ?? []) lines.push(dim(`    │ ${inert(l, 400)}`));
    this.out.write(`${lines.join("\n")}

`);
  }
  /** A test's every run is done; the file's summary follows its last test. */
  case(r) {
    const st = this.suites.get(r.suite);
    if (!st) return;
    st.finished.push(r);
    if (st.finished.length === st.total) this.summary(st);
  }
  /** Prints the summaries still owed (an interrupted run). */
  end() {
    for (const st of this.suites.values()) if (st.started && !st.done) this.summary(st);
  }
  summary(st) {
    if (st.done) return;
    st.done = true;
    if (!st.started) return;
    const attempts = st.finished.flatMap((r) => r.run_details);
    const passed = attempts.filter((a) => a.status === "passed").length;
    const skipped = attempts.filter((a) => a.status === "skipped").length;
    const failed = attempts.length - passed - skipped;
    const notRun = attempts.filter(
      (a) => a.status === "skipped" && /fail-fast/.test(a.error ?? "")
    ).length;
    const { bold, yellow, red, green } = this.c;
    const ms = st.started ? this.now() - st.t0 : 0;
    const lines = [];
    if (notRun > 0)
      lines.push(
        yellow(`⚠ Stopping due to --fail-fast: ${notRun} test${notRun === 1 ? "" : "s"} not run`),
        ""
      );
    const counts = `${passed} passed, ${failed} failed, ${skipped} skipped`;
    lines.push(
      bold(HEAVY),
      bold(`  Summary: ${failed > 0 ? red(counts) : green(counts)} (${formatScriptDuration(ms)})`),
      bold(HEAVY),
      ""
    );
    this.out.write(lines.join("\n"));
  }
};

// src/cli/baseline-flags.ts
import { existsSync as existsSync2 } from "node:fs";
import path3 from "node:path";

// src/cli/merge-command.ts
import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path2 from "node:path";
async function findReportFiles(dir) {
  const entries = (await readdir(dir, { withFileTypes: true })).sort(
    (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
  );
  const out = [];
  const hasReport = entries.some((e) => e.isFile() && e.name === "report.json");
  if (hasReport) out.push(path2.join(dir, "report.json"));
  else {
    const names = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
    for (const e of entries)
      if (e.isFile() && e.name.endsWith(".jsonl") && // A run's default pair: Yao's report output-<ts>.jsonl and its stream output-<ts>.results.jsonl.
      !(e.name.endsWith(".results.jsonl") && names.has(e.name.replace(/\.results\.jsonl$/, ".jsonl"))))
        out.push(path2.join(dir, e.name));
  }
  for (const e of entries)
    if (e.isDirectory() && e.name !== "node_modules" && !e.name.startsWith("."))
      out.push(...await findReportFiles(path2.join(dir, e.name)));
  return out;
}
async function collectReportFiles(args, cwd) {
  const files = [];
  const problems = [];
  for (const a of args) {
    const abs = path2.resolve(cwd, a);
    if (!existsSync(abs)) {
      problems.push(`${a}: no such file or folder`);
      continue;
    }
    if ((await stat(abs)).isDirectory()) {
      const found = await findReportFiles(abs);
      if (found.length === 0)
        problems.push(`${a}: no report.json or .jsonl results stream in this folder`);
      files.push(...found);
    } else files.push(abs);
  }
  return { files: [...new Set(files)], problems };
}
async function readMergeInputs(files, cwd) {
  const inputs = [];
  const problems = [];
  for (const f of files) {
    const rel = path2.relative(cwd, f) || f;
    try {
      const report = await readReport(f);
      inputs.push({ file: rel, report });
    } catch (e) {
      problems.push(e.message.replace(f, rel));
    }
  }
  return { inputs, problems };
}
async function mergeCommand(args, flags, world) {
  const c = colors(wantColor(flags.color, world.stdout, world.env));
  const outs = reportOnlyTargets(flags, world.cwd, "merge");
  if (outs.problems.length) {
    printProblems(outs.problems, world, formatProblem);
    return 2;
  }
  const { files, problems } = await collectReportFiles(args, world.cwd);
  const read = await readMergeInputs(files, world.cwd);
  problems.push(...read.problems);
  if (problems.length) {
    world.stderr.write(
      `agentci merge: ${problems.length} input problem${problems.length === 1 ? "" : "s"}, nothing merged:
`
    );
    for (const p of problems) world.stderr.write(`  ${inert(p, 2e3)}
`);
    return 2;
  }
  let merged;
  try {
    merged = mergeReports(read.inputs, { allowMissing: flags.allowMissing === true });
  } catch (e) {
    world.stderr.write(`agentci merge: ${e.message}
`);
    return e instanceof MergeOverlapError || e.message.startsWith("nothing to merge") ? 2 : 3;
  }
  world.stdout.write(
    c.dim(
      `merged ${read.inputs.length} report${read.inputs.length === 1 ? "" : "s"}: ${merged.report.summary.total} cases, ${merged.report.summary.total_runs} attempts
`
    )
  );
  for (const w of merged.warnings)
    world.stderr.write(`agentci merge: warning: ${inert(w, 2e3)}
`);
  const report = world.redactor ? world.redactor.value(merged.report) : merged.report;
  world.stdout.write(renderFinalTable(report, c));
  const failed = await writeAndList(
    report,
    outs.targets,
    {
      cwd: world.cwd,
      templatesDir: flags.templates,
      junitExtensions: flags.junitExtensions === true
    },
    world,
    c
  );
  if (failed) return failed;
  return report.gate.exit_code;
}

// src/cli/baseline-flags.ts
var flagKey = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
async function readBaselineFlags(flags, cwd) {
  const problems = [];
  const bad = (flag, message) => problems.push({ file: flag, line: 0, field: "", message });
  const str = (k) => typeof flags[k] === "string" ? flags[k] : void 0;
  const compare = parseCompareSettings(
    Object.fromEntries(COMPARE_SETTING_NAMES.map((n) => [n, str(flagKey(n))]))
  );
  for (const p of compare.problems) bad(`--${p.name}`, p.message);
  const baselineFile = str("baseline");
  const historyArgs = Array.isArray(flags.history) ? flags.history : [];
  if (baselineFile === void 0 && historyArgs.length === 0) {
    for (const n of COMPARE_SETTING_NAMES)
      if (str(flagKey(n)) !== void 0)
        bad(
          `--${n}`,
          "compares with the base branch: give --baseline <report> or --history <reports>"
        );
    return { problems };
  }
  const stale = [];
  const rel = (f) => path3.relative(cwd, f) || f;
  let base;
  if (baselineFile !== void 0) {
    const abs = path3.resolve(cwd, baselineFile);
    if (!existsSync2(abs)) bad("--baseline", `${baselineFile}: no such file`);
    else
      try {
        base = { report: await readReport(abs), source: { source: `file ${baselineFile}` } };
      } catch (e) {
        if (e instanceof StaleReportError)
          stale.push({ source: `file ${baselineFile}`, reason: e.reason });
        else bad("--baseline", e.message.replace(abs, baselineFile));
      }
  }
  const history = [];
  if (historyArgs.length) {
    const found = await collectReportFiles(historyArgs, cwd);
    for (const p of found.problems) bad("--history", p);
    for (const f of found.files) {
      try {
        history.push({ report: await readReport(f), run: { source: rel(f) } });
      } catch (e) {
        if (e instanceof StaleReportError) stale.push({ source: rel(f), reason: e.reason });
        else bad("--history", e.message.replace(f, rel(f)));
      }
    }
  }
  return {
    baseline: { input: { ...base ? { base } : {}, history, stale }, options: compare.settings },
    problems
  };
}
function compareRun(report, baseline) {
  const diff = compareWithBase(report, baseline.input, baseline.options);
  const gate = applyGate(report, {
    ...recordedGateOptions(report),
    maxRegressionPp: baseline.options.maxRegressionPp ?? null,
    diff
  });
  return { report: { ...report, gate }, diff };
}
function comparisonText(diff, c) {
  if (!diff?.comparison) return `${c.dim("no base report to compare with")}
`;
  const cmp = diff.comparison;
  const lines = [comparisonCountsLine(cmp, diff.base.source)];
  const power = powerLine(cmp);
  if (power) lines.push(c.dim(power));
  for (const n of comparisonNotes(cmp)) lines.push(c.dim(`  ${n}`));
  const shown = diff.cases.filter((d) => isNotable(d.compare));
  for (const d of shown.slice(0, 20)) {
    const v = d.compare;
    const text = `  ${inert(d.id, 200)}: ${inert(caseVerdictText(v), 400)}`;
    lines.push(v.verdict === "regression" ? c.red(text) : text);
  }
  if (shown.length > 20) lines.push(c.dim(`  and ${shown.length - 20} more`));
  return `${lines.join("\n")}
`;
}

// src/cli/run-command.ts
var IntFlag = external_exports.coerce.number().int().positive();
function camelCase(name) {
  return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}
function parseAssertFlag(s) {
  const t = s.trim();
  if (t.startsWith("{") || t.startsWith("[")) {
    let json;
    try {
      json = JSON.parse(t);
    } catch (e) {
      return `not valid JSON: ${e.message}`;
    }
    const r = external_exports.union([AssertionSchema, external_exports.array(AssertionSchema)]).safeParse(json);
    if (!r.success)
      return r.error.issues.map((i) => `${i.path.join(".") || "assertion"}: ${i.message}`).join("; ");
    return Array.isArray(r.data) ? r.data : [r.data];
  }
  const colon = t.indexOf(":");
  const type = colon < 0 ? t : t.slice(0, colon);
  const typed = AssertionTypeSchema.safeParse(type);
  if (!typed.success)
    return `unknown assertion type ${JSON.stringify(type)} (expected one of ${AssertionTypeSchema.options.join(", ")})`;
  if (colon < 0) return [{ type: typed.data }];
  const raw = t.slice(colon + 1);
  let value2 = raw;
  if (typed.data === "equals" || typed.data === "json_path") {
    try {
      value2 = JSON.parse(raw);
    } catch {
      value2 = raw;
    }
  }
  if (typed.data === "json_path") {
    const eq = raw.indexOf("=");
    if (eq < 0) return [{ type: "json_path", path: raw }];
    const v = raw.slice(eq + 1);
    let parsed = v;
    try {
      parsed = JSON.parse(v);
    } catch {
      parsed = v;
    }
    return [{ type: "json_path", path: raw.slice(0, eq), value: parsed }];
  }
  return [{ type: typed.data, value: value2 }];
}
function stamp(d) {
  const p = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}
function settingsFromFlags(paths, flags, world) {
  const problems = [];
  const bad = (flag, message) => problems.push({ file: flag, line: 0, field: "", message });
  const str = (k) => typeof flags[k] === "string" ? flags[k] : void 0;
  const list = (k) => Array.isArray(flags[k]) ? flags[k] : [];
  const int = (k, flag) => {
    const v = str(k);
    if (v === void 0) return void 0;
    const r = IntFlag.safeParse(v);
    if (!r.success) bad(flag, `expected a positive whole number, got ${JSON.stringify(v)}`);
    return r.success ? r.data : void 0;
  };
  const run = parseRunSettings({
    ...Object.fromEntries(RUN_SETTING_NAMES.map((n) => [n, str(camelCase(n))])),
    // --trace / --no-trace are switches; the setting's text is the action input's.
    trace: flags.trace === true ? "otlp" : flags.trace === false ? "off" : void 0
  });
  for (const p of run.problems) bad(`--${p.name}`, p.message);
  const agents = [];
  if (str("agent"))
    agents.push({ command: str("agent"), mode: "process", output: "auto" });
  if (str("agentUrl")) {
    const u = external_exports.url().safeParse(str("agentUrl"));
    if (u.success) agents.push({ url: u.data, method: "POST", retries: 3 });
    else bad("--agent-url", `expected a URL like http://127.0.0.1:8080/v1/chat/completions`);
  }
  if (str("agentModule"))
    agents.push({ module: path4.resolve(world.cwd, str("agentModule")), export: "run" });
  if (agents.length > 1) bad("--agent", "give only one of --agent, --agent-url, --agent-module");
  let cache;
  const cacheMode = str("cacheMode");
  if (str("cache") !== void 0)
    cache = { dir: path4.resolve(world.cwd, str("cache")), mode: cacheMode ?? "auto" };
  else if (cacheMode !== void 0)
    bad("--cache-mode", "needs --cache <dir> (the folder of recordings)");
  const asserts = [];
  for (const a of list("assert")) {
    const r = parseAssertFlag(a);
    if (typeof r === "string") bad("--assert", `${JSON.stringify(a)}: ${r}`);
    else asserts.push(...r);
  }
  let inputs = [...list("input"), ...paths];
  let agentName = str("n");
  const scripts = str("scripts");
  if (scripts !== void 0) {
    if (agentName === void 0) bad("--scripts", "-n <agent> is required when using --scripts");
    else inputs = [`scripts.${agentName}.${scripts}`];
    agentName = void 0;
  }
  const settings = {
    inputs,
    cwd: world.cwd,
    configPath: str("config"),
    agent: agents[0],
    ...agentName !== void 0 ? { agentName } : {},
    ...str("connector") !== void 0 ? { connector: str("connector") } : {},
    ...run.settings,
    runFilter: str("run"),
    failFast: flags.failFast === true,
    strict: flags.strict === true,
    user: str("user"),
    team: str("team"),
    locale: str("locale"),
    ctxFile: str("ctx"),
    templatesDir: str("templates"),
    asserts,
    gitSha: world.env.GITHUB_SHA,
    ...cache ? { cache } : {},
    ...str("quarantine") !== void 0 ? { quarantinePath: str("quarantine") } : {}
  };
  if (list("caseJson").length > 0) settings.caseJson = list("caseJson");
  if (str("before") !== void 0) settings.beforeAll = str("before");
  if (str("after") !== void 0) settings.afterAll = str("after");
  const maxTurns = int("maxTurns", "--max-turns");
  if (maxTurns !== void 0) settings.maxTurns = maxTurns;
  if (flags.spy === true) settings.spy = true;
  if (str("mocks") !== void 0) settings.mocksFile = str("mocks");
  const provider = str("provider");
  if (provider !== void 0) {
    if (provider.trim() === "") bad("--provider", "provider command is empty");
    else settings.provider = provider;
    if (agents.length > 0) bad("--provider", "give either --provider or an --agent, not both");
  }
  if (list("platform").length) settings.platforms = list("platform");
  if (list("model").length) settings.models = list("model");
  if (provider === void 0) {
    for (const [k, flag] of [
      ["platform", "-p/--platform"],
      ["model", "-m/--model"],
      ["judgeHarness", "--judge-harness"],
      ["oneharnessBin", "--oneharness-bin"]
    ])
      if (flags[k] !== void 0)
        bad(
          flag,
          `picks a oneharness platform or model, which agentci does not run: use it with --provider <cmd>`
        );
  }
  if (str("judgeModel") !== void 0) settings.judgeModel = str("judgeModel");
  const judgeRuns = int("judgeRuns", "--judge-runs");
  if (judgeRuns !== void 0) {
    if (judgeRuns > MAX_JUDGE_RUNS)
      bad("--judge-runs", `at most ${MAX_JUDGE_RUNS}, got ${judgeRuns}`);
    else settings.judgeRuns = judgeRuns;
  }
  const named = testNamesFromFlags(flags, world.cwd);
  problems.push(...named.problems);
  if (named.names.length) settings.names = named.names;
  const format = str("format");
  if (format !== void 0 && format !== "table" && !isSkilltestFormat(format))
    bad(
      "--format",
      `expected table, human, json, json-stream or skilltest, got ${JSON.stringify(format)}`
    );
  return { settings, problems };
}
function defaultOutputPath(inputs, cwd, now, suffix) {
  const first = inputs[0];
  if (!first) return void 0;
  if (generatorOf(first)) return path4.join(cwd, `output-${stamp(now)}${suffix}`);
  const abs = path4.resolve(cwd, first);
  if (!existsSync3(abs)) return void 0;
  const dir = statSync(abs).isDirectory() ? abs : path4.dirname(abs);
  return path4.join(dir, `output-${stamp(now)}${suffix}`);
}
function printProblems(problems, world, formatProblem2) {
  world.stderr.write(
    `agentci: ${problems.length} problem${problems.length === 1 ? "" : "s"} in the input, nothing was run:
`
  );
  for (const p of problems) world.stderr.write(`  ${formatProblem2(p)}
`);
}
function failOnProblems(problems, paths, flags, world, formatProblem2) {
  printProblems(problems, world, formatProblem2);
  const inputs = [...paths, ...Array.isArray(flags.input) ? flags.input : []];
  const skilltest = isSkilltestFormat(flags.format) || Array.isArray(flags.caseJson) || inputs.some((p) => /\.ya?ml$/i.test(p));
  const provider = skilltest && problems.every(isProviderProblem);
  if (isSkilltestFormat(flags.format))
    world.stdout.write(
      renderSkilltestError(flags.format, {
        code: provider ? "provider" : "usage",
        message: problems.map(formatProblem2).join("; "),
        ...provider ? { kind: "auth" } : {}
      })
    );
  return provider ? 3 : 2;
}
async function yaoApp(paths, flags, world) {
  const problems = [];
  let env = world.env;
  if (typeof flags.env === "string") {
    try {
      const text = await readFile(path4.resolve(world.cwd, flags.env), "utf8");
      env = { ...env, ...parseEnv(text) };
    } catch (e) {
      problems.push({
        file: "-e",
        line: 0,
        field: "",
        message: `cannot read ${flags.env}: ${e.message}`
      });
    }
  }
  const app = typeof flags.app === "string" ? flags.app : world.env.YAO_ROOT;
  if (!app) return { paths, flags, world: { ...world, env }, problems };
  const appDir = path4.resolve(world.cwd, app);
  if (!existsSync3(appDir) || !statSync(appDir).isDirectory()) {
    problems.push({
      file: flags.app !== void 0 ? "-a" : "YAO_ROOT",
      line: 0,
      field: "",
      message: `${app}: no such folder`
    });
    return { paths, flags, world: { ...world, env }, problems };
  }
  const here = (p) => existsSync3(path4.resolve(appDir, p));
  const input = (p) => path4.isAbsolute(p) || here(p) || !existsSync3(path4.resolve(world.cwd, p)) ? p : path4.resolve(world.cwd, p);
  const file = (p) => typeof p !== "string" || path4.isAbsolute(p) || here(p) ? p : path4.resolve(world.cwd, p);
  const rebased = { ...flags };
  if (Array.isArray(flags.input)) rebased.input = flags.input.map(input);
  for (const k of [
    "ctx",
    "config",
    "agentModule",
    "quarantine",
    "mocks",
    "testList",
    "templates",
    "estimateFrom",
    "cache",
    "results"
  ])
    if (typeof flags[k] === "string") rebased[k] = file(flags[k]);
  if (Array.isArray(flags.caseJson)) rebased.caseJson = flags.caseJson.map(file);
  return {
    paths: paths.map(input),
    flags: rebased,
    world: { ...world, cwd: appDir, env },
    problems
  };
}
function goDuration(ms) {
  return ms % 1e3 === 0 ? `${ms / 1e3}s` : `${ms}ms`;
}
function yaoCaseJson(k) {
  const out = { id: k.id, input: k.input };
  if (k.expected !== void 0 && k.expected !== null) out.expected = k.expected;
  if (k.assert.length) out.assert = k.assert;
  if (k.user) out.user = k.user;
  if (k.team) out.team = k.team;
  if (k.metadata && Object.keys(k.metadata).length) out.metadata = k.metadata;
  if (k.options) out.options = k.options;
  if (k.skip !== false) out.skip = true;
  if (k.timeout_ms !== void 0) out.timeout = goDuration(k.timeout_ms);
  if (k.hooks?.before) out.before = k.hooks.before;
  if (k.hooks?.after) out.after = k.hooks.after;
  if (k.simulator) out.simulator = k.simulator;
  if (k.checkpoints?.length) out.checkpoints = k.checkpoints;
  if (k.max_turns !== void 0 && k.format === "yao-jsonl") out.max_turns = k.max_turns;
  return out;
}
async function reporterFor(settings, name, verbose, world) {
  const { loaded, problems } = await loadConfig(world.cwd, settings.configPath, settings.inputs[0]);
  if (problems.length) throw new InputError(problems);
  const agent = namedAgent(loaded, name, "-r", world.cwd);
  const options = verbose ? { verbose: true, include_outputs: true, include_inputs: true } : {};
  return async (report, format) => {
    let out;
    try {
      out = await askAgent(agent, "reporter", JSON.stringify({ report, format, options }), {
        baseDir: loaded.baseDir,
        env: world.env
      });
    } catch (e) {
      throw new Error(`reporter agent call failed: ${e.message}`, { cause: e });
    }
    if (out === void 0 || out === null)
      throw new Error("reporter agent: no content in response");
    return typeof out === "string" ? out : JSON.stringify(out);
  };
}
async function runCommand(givenPaths, givenFlags, givenWorld) {
  const useColor = wantColor(givenFlags.color, givenWorld.stdout, givenWorld.env);
  const c = colors(useColor);
  const outs = outputTargets(givenFlags, givenWorld.cwd, { yao: true });
  const app = await yaoApp(givenPaths, givenFlags, givenWorld);
  const { paths, flags, world } = app;
  const { settings, problems } = settingsFromFlags(paths, flags, world);
  problems.push(...app.problems);
  if (typeof flags.estimateFrom === "string") {
    try {
      const { readReport: readReport2 } = await import("./report-command-JU32C6MP.js");
      settings.estimateFrom = await readReport2(path4.resolve(world.cwd, flags.estimateFrom));
    } catch (e) {
      problems.push({ file: "--estimate-from", line: 0, field: "", message: e.message });
    }
  }
  const { formatProblem: formatProblem2 } = await import("./problems-DZNPILIG.js");
  problems.push(...outs.problems);
  const compare = await readBaselineFlags(flags, world.cwd);
  problems.push(...compare.problems);
  const verbose = flags.verbose === true;
  let reporter;
  if (typeof flags.reporter === "string" && problems.length === 0) {
    try {
      reporter = await reporterFor(settings, flags.reporter, verbose, world);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      problems.push(...e.problems);
    }
  }
  if (problems.length) return failOnProblems(problems, paths, flags, world, formatProblem2);
  if (typeof flags.auth === "string")
    world.stderr.write(
      "agentci: warning: --auth has no effect: agentci runs the tests here (Yao uses it for remote execution over gRPC)\n"
    );
  if (typeof flags.simulator === "string")
    world.stderr.write(
      "agentci: warning: --simulator has no effect (Yao's dynamic runner never reads it either): name the simulator in each case's simulator.use\n"
    );
  const now = world.now?.() ?? /* @__PURE__ */ new Date();
  const exists = (p) => existsSync3(path4.resolve(world.cwd, p));
  const messageMode = settings.inputs.length === 1 && !generatorOf(settings.inputs[0]) && detectInputMode(settings.inputs[0], exists) === "message";
  const json = flags.json === true;
  const scriptInputs = inputsFormat(settings.inputs) === "yao-script";
  const quiet = messageMode || isSkilltestFormat(flags.format) || json && scriptInputs;
  const fileMode = !messageMode && !scriptInputs;
  const defaults = flags.results !== false && outs.targets.length === 0 && fileMode;
  const yaoDefault = defaults ? defaultOutputPath(settings.inputs, world.cwd, now, ".jsonl") : void 0;
  const targets = [
    ...outs.targets,
    ...yaoDefault ? [{ format: "yao", path: yaoDefault }] : []
  ];
  if (flags.results !== false) {
    settings.resultsPath = typeof flags.results === "string" ? path4.resolve(world.cwd, flags.results) : outs.resultsPath ?? (defaults ? defaultOutputPath(settings.inputs, world.cwd, now, ".results.jsonl") : void 0);
  }
  if (flags.dryRun === true) return dryRun(settings, targets, flags, world, c, formatProblem2);
  const progress = new Progress(world.stdout, c, flags.verbose === true);
  let scriptOut;
  let suites = [];
  let report;
  let streamError;
  const caseOptions = /* @__PURE__ */ new Map();
  try {
    report = await runSuites(settings, {
      env: world.env,
      redactor: world.redactor,
      signal: world.signal,
      now: world.now,
      log: flags.verbose === true ? (l) => world.stderr.write(`${inert(l, 400)}
`) : void 0,
      onWarning: (l) => world.stderr.write(`${inert(l, 400)}
`),
      onStart: ({ cases, totalAttempts, target }) => {
        suites = scriptSuites(cases);
        for (const k of cases) if (k.options) caseOptions.set(caseKey(k.suite, k.id), k.options);
        if (!quiet && cases.length > 0 && cases.every((k) => k.format === "yao-script")) {
          scriptOut = new ScriptOutput(world.stdout, c, {
            verbose: flags.verbose === true,
            runFilter: settings.runFilter
          });
          scriptOut.start(cases);
        } else if (!quiet) progress.start(totalAttempts, cases.length, target?.description);
      },
      onAttemptStart: (k, run, env) => scriptOut?.attemptStart(k, run, env),
      onAttempt: (a) => {
        if (scriptOut) scriptOut.attempt(a);
        else if (!quiet) progress.attempt(a);
      },
      onCase: (r) => {
        if (scriptOut) scriptOut.case(r);
        else if (!quiet) progress.case(r);
      },
      onRateLimitWait: (waits) => {
        if (!scriptOut && !quiet) progress.rateLimit(waits);
      }
    });
  } catch (e) {
    progress.end();
    if (e instanceof ResultsWriteError && e.report) {
      streamError = e;
      report = e.report;
    } else if (e instanceof InputError) {
      return failOnProblems(e.problems, paths, flags, world, formatProblem2);
    } else if (e instanceof NoCasesError || e instanceof HookRunError) {
      world.stderr.write(`agentci: ${e.message}
`);
      return 1;
    } else {
      world.stderr.write(`agentci: ${errorMessage(e)}
`);
      return 3;
    }
  }
  progress.end();
  let diff;
  if (compare.baseline) ({ report, diff } = compareRun(report, compare.baseline));
  if (messageMode) {
    const r = report.results[0];
    const a = r?.run_details[0];
    const answer = a?.output;
    if (a?.error && a.status !== "failed") world.stderr.write(`agentci: ${a.status}: ${a.error}
`);
    else if (json) {
      const trace = yaoTrace(a);
      world.stdout.write(
        `${inertJsonText(JSON.stringify({ type: "direct_output", output: answer ?? null, duration_ms: Math.round(a?.duration_ms ?? 0), ...trace ? { trace } : {} }, null, 2))}
`
      );
    } else
      world.stdout.write(
        // The answer as it is, but no workflow command when the terminal is a step's log.
        `${neutraliseWorkflowCommands(String(typeof answer === "string" ? answer : JSON.stringify(answer, null, 2)))}
`
      );
    if (a && a.checks.length) {
      for (const k of a.checks)
        world.stdout.write(
          `${k.passed ? c.green("✓") : c.red("✗")} ${inert(k.label, 200)}${k.passed ? "" : `: ${inert(k.error ?? k.message ?? "", 300)}`}
`
        );
    }
    for (const [i, m] of (a?.transcript?.messages ?? []).entries())
      if (flags.verbose === true)
        world.stderr.write(`  [${i}] ${m.role}: ${inert(messageText(m.content), 300)}
`);
  } else if (isSkilltestFormat(flags.format)) {
    const out = renderSkilltestOutput(report, flags.format, providerFailure(report));
    world.stdout.write(out.stdout);
    world.stderr.write(out.stderr);
  } else if (scriptOut) {
    scriptOut.end();
  } else if (json && scriptInputs) {
    world.stdout.write(renderScriptTestReport(report, suites));
  } else {
    world.stdout.write(renderFinalTable(report, c));
    if (compare.baseline) world.stdout.write(comparisonText(diff, c));
  }
  const written = [];
  const failures = [];
  if (streamError)
    failures.push(`${streamError.message}; the run was stopped, results cover what finished`);
  else if (settings.resultsPath) written.push(settings.resultsPath);
  try {
    const scriptJson = new Set(
      suites.length > 0 && suites.length === new Set(report.results.map((r) => r.suite)).size ? outs.targets.filter((t) => t.format === "yao").map((t) => t.path) : []
    );
    const runs = report.metadata.options.runs;
    const timeout = report.metadata.options.timeout;
    const yaoInfo = (file) => ({
      input: settings.inputs[0] ?? "",
      outputFile: file,
      ...settings.agentName !== void 0 ? { agentId: settings.agentName } : {},
      ...settings.connector !== void 0 ? { connector: settings.connector } : {},
      ...settings.user !== void 0 ? { user: settings.user } : {},
      ...settings.team !== void 0 ? { team: settings.team } : {},
      ...settings.locale !== void 0 ? { locale: settings.locale } : {},
      runs: typeof runs === "number" ? runs : Number(report.metadata.options.min_runs ?? 1),
      caseOptions,
      options: {
        ...typeof timeout === "string" ? { timeoutMs: parseDuration(timeout) } : {},
        ...typeof report.metadata.options.parallel === "number" ? { parallel: report.metadata.options.parallel } : {},
        ...typeof flags.reporter === "string" ? { reporter: flags.reporter } : {},
        ...settings.ctxFile !== void 0 ? { contextFile: settings.ctxFile } : {},
        verbose,
        failFast: settings.failFast === true,
        ...settings.runFilter !== void 0 ? { run: settings.runFilter } : {},
        ...typeof flags.before === "string" ? { before: flags.before } : {},
        ...typeof flags.after === "string" ? { after: flags.after } : {},
        ...typeof flags.simulator === "string" ? { simulator: flags.simulator } : {},
        json
      }
    });
    written.push(
      ...await writeOutputs(
        report,
        targets.filter((t) => !scriptJson.has(t.path)),
        {
          templatesDir: settings.templatesDir,
          junitExtensions: flags.junitExtensions === true,
          cwd: world.cwd,
          yao: yaoInfo,
          ...diff ? { diff } : {},
          ...reporter ? { reporter } : {}
        }
      )
    );
    for (const f of scriptJson)
      written.push(await writeTextFile(f, renderScriptYaoReport(report, suites, f), world.cwd));
  } catch (e) {
    if (e instanceof OutputsWriteError) {
      written.push(...e.written);
      failures.push(...e.failures);
    } else failures.push(e.message);
  }
  listWrites(written, failures, world, c, quiet);
  if (failures.length) return 3;
  if (messageMode && report.results[0]?.status === "skipped") return 1;
  if (providerFailure(report)) return 3;
  return report.gate.exit_code;
}
async function dryRun(settings, targets, flags, world, c, formatProblem2) {
  let cases;
  try {
    ({ cases } = await loadRunCases({ ...settings, runFilter: void 0 }, world.env));
  } catch (e) {
    if (e instanceof InputError) return failOnProblems(e.problems, [], flags, world, formatProblem2);
    if (e instanceof NoCasesError) {
      world.stderr.write(`agentci: ${e.message}
`);
      return 1;
    }
    world.stderr.write(`agentci: ${errorMessage(e)}
`);
    return 3;
  }
  const text = cases.map((k) => `${JSON.stringify(yaoCaseJson(k))}
`).join("");
  world.stdout.write(text);
  const written = [];
  const failures = [];
  for (const t of targets.filter((x) => x.format === "yao")) {
    try {
      written.push(await writeTextFile(t.path, text, world.cwd));
    } catch (e) {
      failures.push(e.message);
    }
  }
  listWrites(written, failures, { cwd: world.cwd, stdout: world.stderr, stderr: world.stderr }, c);
  return failures.length ? 3 : 0;
}

// src/cli/report-command.ts
async function readReport(file) {
  const text = await readFile2(file, "utf8");
  const trimmed = text.trimStart();
  if (/^\{"type":"start"/.test(trimmed)) return reportFromStream(text, file);
  let json;
  try {
    json = JSON.parse(restoreJsonText(text));
  } catch (e) {
    if (file.endsWith(".jsonl")) return reportFromStream(text, file);
    throw new Error(`${file}: not valid JSON: ${e.message}`);
  }
  const yao = isYaoReport(json) ? json : void 0;
  if (!yao) assertCurrentSchema(json, file);
  const r = ReportSchema.safeParse(yao ? fromYaoReport(yao) : json);
  if (!r.success)
    throw new Error(
      `${file}: not an agentci report:
${r.error.issues.slice(0, 10).map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`
    );
  return yao ? agentciSummary(r.data, yao.summary) : r.data;
}
async function reportCommand(file, flags, world) {
  const c = colors(wantColor(flags.color, world.stdout, world.env));
  const outs = reportOnlyTargets(flags, world.cwd, "report");
  if (outs.problems.length) {
    printProblems(outs.problems, world, formatProblem);
    return 2;
  }
  let report;
  try {
    const read = await readReport(path5.resolve(world.cwd, file));
    report = world.redactor ? world.redactor.value(read) : read;
  } catch (e) {
    world.stderr.write(`agentci: ${e.message}
`);
    return 2;
  }
  world.stdout.write(renderFinalTable(report, c));
  const failed = await writeAndList(
    report,
    outs.targets,
    {
      cwd: world.cwd,
      templatesDir: flags.templates,
      junitExtensions: flags.junitExtensions === true
    },
    world,
    c
  );
  if (failed) return failed;
  return report.gate.exit_code;
}

export {
  inert,
  colors,
  wantColor,
  readReport,
  reportCommand,
  collectReportFiles,
  readMergeInputs,
  mergeCommand,
  runCommand,
  dumpTestsCommand
};
//# sourceMappingURL=chunk-NHEV4EXN.js.map
