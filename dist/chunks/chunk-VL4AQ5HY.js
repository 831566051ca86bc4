import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  AttemptResultSchema,
  CaseResultSchema,
  GateResultSchema,
  MetadataSchema,
  ReportSchema,
  agentciSummary,
  aggregateCase,
  applyGate,
  assertCurrentSchema,
  buildReport,
  faultLines,
  flakyWhyLine,
  formatProblem,
  fromYaoReport,
  gateHeadline,
  isYaoReport,
  neutraliseBidi,
  neutraliseWorkflowCommands,
  percent,
  plural,
  reportMinRuns,
  reportOnlyTargets,
  statusAndError,
  stripAnsi,
  worstFirst,
  writeAndList
} from "./chunk-VY4Z2MRU.js";
import {
  formatMs
} from "./chunk-6ZAS4BUS.js";
import {
  restoreJsonText,
  stderrHeadline
} from "./chunk-T62V4T6D.js";

// src/cli/report-command.ts
import { readFile } from "node:fs/promises";
import path from "node:path";

// src/report/from-stream.ts
var CaseMarksSchema = CaseResultSchema.pick({
  verdict: true,
  runs_reason: true,
  quarantined: true,
  quarantine: true
}).partial();
var caseKey = (suite, id) => `${suite}\0${id}`;
function readRecords(text, file) {
  const lines = text.split("\n");
  const out = { attempts: /* @__PURE__ */ new Map(), finished: /* @__PURE__ */ new Map(), warnings: [] };
  lines.forEach((line, idx) => {
    if (line.trim() === "") return;
    let obj;
    try {
      obj = JSON.parse(restoreJsonText(line));
    } catch {
      const last = lines.slice(idx + 1).every((l) => l.trim() === "");
      out.warnings.push(
        last ? `${file}:${idx + 1}: the last line is incomplete (the run was cut off); it was ignored` : `${file}:${idx + 1}: not valid JSON; the line was ignored`
      );
      return;
    }
    if (obj.type === "start") out.start = obj;
    else if (obj.type === "summary") out.summary = obj;
    else if (obj.type === "result") {
      const { type: _t, ...rest } = obj;
      const r = AttemptResultSchema.safeParse(rest);
      if (!r.success) {
        out.warnings.push(`${file}:${idx + 1}: not a result record; ignored`);
        return;
      }
      const k = caseKey(r.data.suite, r.data.id);
      out.attempts.set(k, [...out.attempts.get(k) ?? [], r.data]);
    } else if (obj.type === "case" && typeof obj.suite === "string" && typeof obj.id === "string") {
      const m = CaseMarksSchema.safeParse(obj);
      if (!m.success) {
        out.warnings.push(`${file}:${idx + 1}: not a case record; ignored`);
        return;
      }
      out.finished.set(caseKey(obj.suite, obj.id), m.data);
    }
  });
  return out;
}
function recorded(summary, field, schema, file, warnings) {
  if (!summary || summary[field] === void 0) return void 0;
  const r = schema.safeParse(summary[field]);
  if (r.success) return r.data;
  warnings.push(
    `${file}: the summary line's "${field}" is not readable; it was rebuilt from the results`
  );
  return void 0;
}
function reportFromStream(text, file) {
  const { start, summary, attempts, finished, warnings } = readRecords(text, file);
  if (!start) throw new Error(`${file}: not an agentci results stream (no "start" line)`);
  const options = start.options ?? {};
  const identities = start.cases ?? [];
  const results = identities.map((id) => {
    const list = attempts.get(caseKey(id.suite, id.id)) ?? [];
    const r = aggregateCase(id, list);
    if (list.length === 0 && !id.skipReason)
      r.skip_reason = "not run: the run ended before this case started";
    return { ...r, ...finished.get(caseKey(id.suite, id.id)) };
  });
  const interrupted = !summary;
  if (interrupted)
    warnings.push(
      "the run did not finish (no summary line): the report covers the attempts that completed"
    );
  const savedGate = recorded(summary, "gate", GateResultSchema, file, warnings);
  const savedMeta = recorded(summary, "metadata", MetadataSchema, file, warnings);
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
  const gate = savedGate ?? applyGate(
    { results },
    {
      threshold: typeof options.threshold === "number" ? options.threshold : 1,
      caseThreshold: typeof options.case_threshold === "number" ? options.case_threshold : 1,
      minRuns: reportMinRuns(options),
      waived: new Set(results.filter((r) => r.quarantined === true).map((r) => r.id)),
      runtimeError: interrupted ? "the run did not finish (the results stream has no summary line); results cover what completed" : void 0
    }
  );
  return ReportSchema.parse(
    buildReport({
      results,
      environment: env,
      metadata: savedMeta ?? {
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
  if (flag === "always") return true;
  if (flag === "never") return false;
  if (env.NO_COLOR) return false;
  const force = env.FORCE_COLOR;
  if (force !== void 0 && force !== "") return force !== "0" && force !== "false";
  if (env.GITHUB_ACTIONS === "true") return true;
  return stdout.isTTY;
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
var HEARTBEAT_MS = 3e4;
function attemptKey(suite, id, run) {
  return `${suite}\0${id}\0${run}`;
}
var Progress = class {
  constructor(out, c, verbose, opts = {}) {
    this.out = out;
    this.c = c;
    this.verbose = verbose;
    this.opts = opts;
    this.now = opts.now ?? Date.now;
    this.t0 = this.now();
  }
  out;
  c;
  verbose;
  opts;
  done = 0;
  counts = { passed: 0, failed: 0, error: 0, timeout: 0, skipped: 0 };
  total = 0;
  t0;
  lastDraw = 0;
  live = false;
  /** Attempts started and not finished yet. */
  running = /* @__PURE__ */ new Set();
  heartbeat;
  now;
  start(totalAttempts, cases, description) {
    this.total = totalAttempts;
    this.t0 = this.now();
    this.out.write(
      `agentci: ${plural(cases, "case")}, ${plural(totalAttempts, "attempt")}${description ? ` against ${inert(description, 120)}` : ""}
`
    );
    const every = this.opts.heartbeatMs ?? HEARTBEAT_MS;
    if (!this.out.isTTY && every > 0 && !this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), every);
      this.heartbeat.unref?.();
    }
  }
  /** An attempt started (counted as running until its result comes). */
  attemptStart(suite, id, run) {
    this.running.add(attemptKey(suite, id, run));
  }
  /**
   * The heartbeat line: attempts done of total, how many are running, the time so far and an
   * estimate of the time left (the pace so far, applied to the attempts not done yet). Times in
   * the terminal's one wording (formatMs), as the live line and the final table give them.
   */
  heartbeatLine() {
    const elapsed = Math.max(0, this.now() - this.t0);
    const left = this.total - this.done;
    const estimate = this.done === 0 ? "no estimate before the first attempt ends" : left <= 0 ? "finishing" : `about ${formatMs(elapsed / this.done * left)} left`;
    return `  … ${this.done}/${plural(this.total, "attempt")} done, ${this.running.size} running, ${formatMs(elapsed)} elapsed, ${estimate}`;
  }
  beat() {
    this.print(this.c.dim(this.heartbeatLine()));
  }
  attempt(a) {
    this.done++;
    this.counts[a.status]++;
    this.running.delete(attemptKey(a.suite, a.id, a.run));
    if (this.verbose && a.status !== "passed" && a.status !== "skipped")
      this.print(
        `  ${this.c.dim(`${inert(a.id, 80)} run ${a.run}: ${inert(statusAndError(a.status, a.error?.split("\n")[0]), 160)}`)}`
      );
    if (this.out.isTTY) {
      const now = this.now();
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
    const line = `  ${this.done}/${plural(this.total, "attempt")}  ${this.c.green(`✓ ${k.passed}`)}  ${this.c.red(`✗ ${k.failed}`)}  ${this.c.red(`! ${k.error + k.timeout}`)}  ${formatMs(this.now() - this.t0)}${this.limitNote ? `  ${this.c.yellow(this.limitNote)}` : ""}`;
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
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = void 0;
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
    const error = a.error.split("\n")[0] ?? "";
    lines.push(`      ${c.dim(`run ${a.run}:`)} ${inert(statusAndError(a.status, error), 240)}`);
    const said = stderrHeadline(a.transcript?.stderr);
    if (said && !error.includes(said)) lines.push(`        stderr: ${inert(said, 240)}`);
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
    const why = r.flaky ? flakyWhyLine(r) : void 0;
    if (why) out.push(`      ${c.yellow("why it flakes:")} ${inert(why, 400)}`);
    if (r.status === "failed" || r.status === "error") out.push(...failureDetail(r, c));
    const source = r.flaky_why?.source;
    if (source) out.push(`      ${c.dim("source:")} ${inert(source.summary, 240)}`);
  }
  if (shown.length > maxRows)
    out.push(c.dim(`  … ${shown.length - maxRows} more cases (see the report files)`));
  const s = report.summary;
  out.push("");
  out.push(
    `  ${plural(s.total, "case")}: ${c.green(`${s.passed} passed`)}, ${s.failed ? c.red(`${s.failed} failed`) : "0 failed"}${s.errors ? ` (${s.errors} by errors)` : ""}, ${s.skipped} skipped, ${s.flaky ? c.yellow(`${s.flaky} flaky`) : "0 flaky"} · ${plural(s.total_runs, "attempt")}, ${percent(s.overall_pass_rate)} passed · ${formatMs(s.duration_ms)}`
  );
  for (const line of faultLines(s.environment_faults)) out.push(c.dim(`  ⏳ ${line}`));
  for (const w of report.warnings) out.push(c.yellow(`  warning: ${inert(w, 1e3)}`));
  const headline = inert(gateHeadline(report.gate), 1e3);
  out.push(report.gate.passed ? c.green(`  ${headline}`) : c.red(`  ${headline}`));
  for (const r of report.gate.reasons.slice(1, 6))
    out.push(c.red(`    also: ${inert(r.message, 1e3)}`));
  return `${out.join("\n")}
`;
}

// src/cli/world.ts
function printProblems(problems, world, formatProblem2) {
  world.stderr.write(
    `agentci: ${problems.length} problem${problems.length === 1 ? "" : "s"} in the input, nothing was run:
`
  );
  for (const p of problems) world.stderr.write(`  ${formatProblem2(p)}
`);
}
function outliveReader(stream, lost = () => void 0) {
  let open = true;
  stream.on("error", (e) => {
    if (!open) return;
    open = false;
    if (e.code !== "EPIPE") lost(e);
  });
  return {
    write(s) {
      if (open) stream.write(s);
    }
  };
}

// src/cli/report-command.ts
async function readReport(file) {
  const text = await readFile(file, "utf8");
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
    const read = await readReport(path.resolve(world.cwd, file));
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
  Progress,
  renderFinalTable,
  printProblems,
  outliveReader,
  readReport,
  reportCommand
};
//# sourceMappingURL=chunk-VL4AQ5HY.js.map
