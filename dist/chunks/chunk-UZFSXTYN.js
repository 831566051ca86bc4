import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);

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

export {
  buildHistory,
  historyPoints,
  sparkline,
  flakyInLine
};
//# sourceMappingURL=chunk-UZFSXTYN.js.map
