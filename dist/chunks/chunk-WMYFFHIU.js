import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  applyGate,
  buildReport,
  mergeEndpointStats
} from "./chunk-P4UK7M26.js";

// src/report/history.ts
function key(suite, id) {
  return `${suite}\0${id}`;
}
function buildHistory(past, opts = {}) {
  const ordered = past.map((p, i) => ({ p, i })).sort(
    (a, b) => Date.parse(a.p.report.metadata.started_at) - Date.parse(b.p.report.metadata.started_at) || a.i - b.i
  ).map((x) => x.p);
  const reports = [...ordered.map((p) => p.report), ...opts.current ? [opts.current] : []];
  const runs = [
    ...ordered.map((p) => ({ ...p.run, started_at: p.report.metadata.started_at })),
    ...opts.current ? [{ source: "this run", started_at: opts.current.metadata.started_at, current: true }] : []
  ];
  const cases = /* @__PURE__ */ new Map();
  const order = opts.current ? [opts.current] : reports;
  for (const r of order)
    for (const c of r.results)
      if (!cases.has(key(c.suite, c.id)))
        cases.set(key(c.suite, c.id), {
          id: c.id,
          suite: c.suite,
          pass_rates: Array(reports.length).fill(null),
          outcomes: "-".repeat(reports.length),
          ran: 0,
          flaky: 0
        });
  reports.forEach((r, i) => {
    for (const c of r.results) {
      const h = cases.get(key(c.suite, c.id));
      if (!h || h.outcomes[i] !== "-") continue;
      h.pass_rates[i] = c.status === "skipped" ? null : c.pass_rate;
      h.outcomes = h.outcomes.slice(0, i) + LETTER[c.status] + h.outcomes.slice(i + 1);
    }
  });
  for (const h of cases.values()) {
    const ran = historyPoints(h).filter(ran_);
    h.ran = ran.length;
    h.flaky = ran.filter(isMixed).length;
  }
  return { runs, skipped: opts.skipped ?? [], cases: [...cases.values()] };
}
var LETTER = { passed: "P", failed: "F", error: "E", skipped: "S" };
var STATUS = { P: "passed", F: "failed", E: "error", S: "skipped" };
function historyPoints(h) {
  return [...h.outcomes].map(
    (o, i) => o in STATUS ? { pass_rate: h.pass_rates[i] ?? 0, status: STATUS[o] } : null
  );
}
function ran_(p) {
  return p !== null && p.status !== "skipped";
}
function isMixed(p) {
  return p.pass_rate > 0 && p.pass_rate < 100;
}
var BARS = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];
function sparkline(points) {
  return points.map((p) => ran_(p) ? BARS[Math.round(p.pass_rate / 100 * (BARS.length - 1))] : "·").join("");
}
function flakyInLine(h) {
  if (h.ran === 0) return "not run in the last reports";
  if (h.ran === 1) return h.flaky ? "flaky in the last run" : "not flaky in the last run";
  return h.flaky === 0 ? `not flaky in the last ${h.ran} runs` : `flaky in ${h.flaky} of the last ${h.ran} runs`;
}

// src/report/merge.ts
var MergeOverlapError = class extends Error {
  constructor(overlaps) {
    const shown = overlaps.slice(0, 10).map((o) => `  case ${o.id} (${o.suite}) is in both ${o.files[0]} and ${o.files[1]}`).join("\n");
    const more = overlaps.length > 10 ? `
  and ${overlaps.length - 10} more` : "";
    super(
      `the reports overlap: ${overlaps.length} case${overlaps.length === 1 ? "" : "s"} ran in more than one of them with different results (the same shard uploaded twice, or shards of different --shard n?)
${shown}${more}`
    );
    this.overlaps = overlaps;
    this.name = "MergeOverlapError";
  }
  overlaps;
};
var shardLabel = (r) => r.metadata.shard ? `shard ${r.metadata.shard.index}/${r.metadata.shard.total}` : void 0;
function listIndexes(xs) {
  return xs.join(", ");
}
function ranges(xs) {
  const out = [];
  let i = 0;
  while (i < xs.length) {
    let j = i;
    while (j + 1 < xs.length && xs[j + 1] === xs[j] + 1) j++;
    out.push(j > i + 1 ? `${xs[i]}–${xs[j]}` : j === i + 1 ? `${xs[i]}, ${xs[j]}` : String(xs[i]));
    i = j + 1;
  }
  return out.join(", ");
}
function mergeReports(inputs, opts = {}) {
  if (inputs.length === 0) throw new Error("nothing to merge: no reports given");
  const warnings = [];
  const byKey = /* @__PURE__ */ new Map();
  const overlaps = [];
  let duplicates = 0;
  for (const { file, report: report2 } of inputs) {
    for (const r of report2.results) {
      const key2 = `${r.suite}\0${r.id}`;
      const seen = byKey.get(key2);
      if (!seen) {
        byKey.set(key2, { result: r, file });
        continue;
      }
      seen.text ??= JSON.stringify(seen.result);
      if (seen.text === JSON.stringify(r)) duplicates++;
      else overlaps.push({ suite: r.suite, id: r.id, files: [seen.file, file] });
    }
  }
  if (overlaps.length) throw new MergeOverlapError(overlaps);
  if (duplicates > 0)
    warnings.push(
      `${duplicates} case result${duplicates === 1 ? "" : "s"} appeared twice, identical (the same report given more than once); counted once`
    );
  const totals = /* @__PURE__ */ new Map();
  let unsharded = 0;
  for (const { file, report: report2 } of inputs) {
    const s = report2.metadata.shard;
    if (!s) {
      unsharded++;
      continue;
    }
    const seen = totals.get(s.total) ?? /* @__PURE__ */ new Map();
    seen.set(s.index, [...seen.get(s.index) ?? [], file]);
    totals.set(s.total, seen);
  }
  if (totals.size > 1)
    warnings.push(
      `the reports come from different shard counts (${[...totals.keys()].map((n) => `/${n}`).join(", ")}): cases may be missing or counted under the wrong split`
    );
  if (totals.size > 0 && unsharded > 0)
    warnings.push(
      `${unsharded} report${unsharded === 1 ? " has" : "s have"} no shard metadata and were merged with the shard reports`
    );
  const missing = [];
  for (const [total, seen] of [...totals.entries()].sort((a, b) => a[0] - b[0])) {
    const absent = [];
    for (let i = 1; i <= total; i++) if (!seen.has(i)) absent.push(i);
    if (absent.length) {
      missing.push({ total, indexes: absent });
      warnings.push(
        `missing shard${absent.length === 1 ? "" : "s"} ${ranges(absent)} of ${total}: got ${seen.size} of ${total} shard reports, so the cases of the missing shard${absent.length === 1 ? "" : "s"} are not in this report`
      );
    }
    for (const [index, files] of seen)
      if (files.length > 1 && duplicates === 0)
        warnings.push(
          `shard ${index}/${total} appears ${files.length} times (${files.join(", ")})`
        );
  }
  const results = [...byKey.values()].map((v) => v.result).sort(
    (a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
  let started = Infinity;
  let completed = -Infinity;
  for (const { report: report2 } of inputs) {
    const s = Date.parse(report2.metadata.started_at);
    const c = Date.parse(report2.metadata.completed_at);
    if (Number.isFinite(s)) started = Math.min(started, s);
    if (Number.isFinite(c)) completed = Math.max(completed, c);
  }
  if (!Number.isFinite(started)) started = 0;
  if (!Number.isFinite(completed)) completed = started;
  const first = inputs[0]?.report;
  const thresholds = first.gate.thresholds;
  for (const { file, report: report2 } of inputs.slice(1)) {
    const t = report2.gate.thresholds;
    if (t.suite !== thresholds.suite || t.case !== thresholds.case)
      warnings.push(
        `${file} was gated with other thresholds (suite ${t.suite}, case ${t.case}) than ${inputs[0]?.file} (suite ${thresholds.suite}, case ${thresholds.case}); the merged gate uses the first`
      );
  }
  const carried = /* @__PURE__ */ new Map();
  for (const { file, report: report2 } of inputs)
    for (const w of report2.warnings)
      carried.set(w, [...carried.get(w) ?? [], shardLabel(report2) ?? file]);
  const carriedLines = [...carried.entries()].map(
    ([w, from]) => from.length === inputs.length ? w : `[${from.join(", ")}] ${w}`
  );
  const unfinished = inputs.filter(
    ({ report: report2 }) => report2.metadata.interrupted === true || report2.gate.decided_by === "runtime"
  );
  const runtimeReasons = unfinished.map(({ file, report: report2 }) => {
    const why = report2.gate.reasons.find((r) => r.gate === "runtime")?.message ?? "it did not finish";
    return `${shardLabel(report2) ?? file}: ${why}`;
  });
  if (missing.length && !opts.allowMissing)
    runtimeReasons.push(
      missing.map(
        (m) => `shard${m.indexes.length === 1 ? "" : "s"} ${listIndexes(m.indexes)} of ${m.total} missing`
      ).join("; ") + ": the merged report does not cover every case"
    );
  const waived = new Set(results.filter((r) => r.quarantined === true).map((r) => r.id));
  const gate = applyGate(
    { results },
    {
      threshold: thresholds.suite,
      caseThreshold: thresholds.case,
      waived,
      runtimeError: runtimeReasons.length ? runtimeReasons.join("; ") : void 0
    }
  );
  const gitShas = new Set(
    inputs.map(({ report: report2 }) => report2.metadata.git_sha).filter((s) => typeof s === "string")
  );
  if (gitShas.size > 1)
    warnings.push(
      `the reports come from different commits (${[...gitShas].map((s) => s.slice(0, 12)).join(", ")})`
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
      ...gitShas.size === 1 ? { git_sha: [...gitShas][0] } : {},
      options,
      ...unfinished.length ? { interrupted: true } : {},
      merged_from: inputs.map(({ file, report: report2 }) => ({
        file,
        ...report2.metadata.shard ? { shard: `${report2.metadata.shard.index}/${report2.metadata.shard.total}` } : {},
        cases: report2.results.length,
        started_at: report2.metadata.started_at,
        completed_at: report2.metadata.completed_at
      }))
    },
    gate,
    runsPerCase: Math.max(...inputs.map(({ report: report2 }) => report2.summary.runs_per_case)),
    agentId: first.summary.agent_id,
    noAssertionCases: inputs.reduce((n, { report: report2 }) => n + report2.summary.no_assertion_cases, 0),
    warnings: allWarnings
  });
  const rateLimits = mergeEndpointStats(inputs.map(({ report: report2 }) => report2.rate_limits));
  if (rateLimits.length) report.rate_limits = rateLimits;
  return { report, warnings, missing };
}

export {
  buildHistory,
  historyPoints,
  sparkline,
  flakyInLine,
  MergeOverlapError,
  mergeReports
};
//# sourceMappingURL=chunk-WMYFFHIU.js.map
