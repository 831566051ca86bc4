import type { Report } from '../model/report.js';
import type { CaseResult } from '../model/result.js';
import { worstFirst } from '../report/aggregate.js';
import { flakyWhyLine } from '../report/flaky-why.js';
import { gateHeadline } from '../report/gate.js';
import { stderrHeadline } from '../lib/error-message.js';
import { percent, plural, statusAndError } from '../render/format.js';
import { faultLines } from '../render/environment-faults.js';
import { formatMs } from '../lib/units.js';
import { statusIcon } from './progress.js';
import { inert, oneLine, type Colors } from './terminal-text.js';

function pad(s: string, n: number): string {
  const len = [...s].length;
  return len >= n ? s : s + ' '.repeat(n - len);
}

/** The failing detail under a case row: the first failing attempt's failing check, expected vs actual. */
function failureDetail(r: CaseResult, c: Colors): string[] {
  const a = r.run_details.find((x) => x.status !== 'passed' && x.status !== 'skipped');
  if (!a) return [];
  const lines: string[] = [];
  const check = a.checks.find((k) => k.error || !k.passed);
  if (check) {
    lines.push(
      `      ${c.dim(`run ${a.run}:`)} ${inert(check.label, 160)}${check.error ? ` — error: ${inert(check.error, 200)}` : ''}`,
    );
    if (!check.error) {
      if (check.expected !== undefined) lines.push(`        expected: ${oneLine(check.expected)}`);
      lines.push(`        actual:   ${oneLine(check.actual ?? a.output)}`);
      if (check.message) lines.push(`        ${c.dim(inert(check.message, 240))}`);
    }
  } else if (a.error) {
    const error = a.error.split('\n')[0] ?? '';
    lines.push(`      ${c.dim(`run ${a.run}:`)} ${inert(statusAndError(a.status, error), 240)}`);
    // The line of stderr that says what went wrong (not its last lines: Node's version footer),
    // unless the error already quotes it; the whole tail is in the report files.
    const said = stderrHeadline(a.transcript?.stderr);
    if (said && !error.includes(said)) lines.push(`        stderr: ${inert(said, 240)}`);
  }
  return lines;
}

/** The closing table: cases worst first with pass counts, then totals and the gate's decision. */
export function renderFinalTable(
  report: Report,
  c: Colors,
  opts: { maxRows?: number; showPassing?: boolean } = {},
): string {
  const rows = worstFirst(report.results);
  const maxRows = opts.maxRows ?? 200;
  const shown = opts.showPassing === false ? rows.filter((r) => r.status !== 'passed') : rows;
  const idWidth = Math.min(48, Math.max(4, ...shown.map((r) => [...inert(r.id, 48)].length)));
  const out: string[] = [''];
  out.push(
    c.bold(
      `  ${pad('', 2)}${pad('case', idWidth)}  ${pad('runs', 7)}  ${pad('rate', 7)}  ${pad('class', 15)}  ${pad('verdict', 12)}  avg`,
    ),
  );
  for (const r of shown.slice(0, maxRows)) {
    const icon = statusIcon(r, c);
    const verdict =
      r.verdict === 'flaky' || r.flaky
        ? c.yellow(pad(r.verdict + (r.flaky && r.verdict !== 'flaky' ? ' (flaky)' : ''), 12))
        : pad(r.verdict, 12);
    out.push(
      `  ${icon} ${pad(inert(r.id, 48), idWidth)}  ${pad(r.status === 'skipped' ? '-' : `${r.passed}/${r.runs}`, 7)}  ${pad(r.status === 'skipped' ? '-' : percent(r.pass_rate), 7)}  ${pad(r.status === 'skipped' ? '-' : r.class, 15)}  ${verdict}  ${r.status === 'skipped' ? '' : formatMs(r.avg_duration_ms)}`,
    );
    // Why a flaky case flakes, in one line (the HTML report has the whole comparison).
    const why = r.flaky ? flakyWhyLine(r) : undefined;
    if (why) out.push(`      ${c.yellow('why it flakes:')} ${inert(why, 400)}`);
    if (r.status === 'failed' || r.status === 'error') out.push(...failureDetail(r, c));
    const source = r.flaky_why?.source;
    if (source) out.push(`      ${c.dim('source:')} ${inert(source.summary, 240)}`);
  }
  if (shown.length > maxRows)
    out.push(c.dim(`  … ${shown.length - maxRows} more cases (see the report files)`));
  const s = report.summary;
  out.push('');
  out.push(
    `  ${plural(s.total, 'case')}: ${c.green(`${s.passed} passed`)}, ${s.failed ? c.red(`${s.failed} failed`) : '0 failed'}${s.errors ? ` (${s.errors} by errors)` : ''}, ${s.skipped} skipped, ${s.flaky ? c.yellow(`${s.flaky} flaky`) : '0 flaky'} · ${plural(s.total_runs, 'attempt')}, ${percent(s.overall_pass_rate)} passed · ${formatMs(s.duration_ms)}`,
  );
  for (const line of faultLines(s.environment_faults)) out.push(c.dim(`  ⏳ ${line}`));
  // Warnings and gate reasons quote case ids and agent text: inert like every other line.
  for (const w of report.warnings) out.push(c.yellow(`  warning: ${inert(w, 1000)}`));
  const headline = inert(gateHeadline(report.gate), 1000);
  out.push(report.gate.passed ? c.green(`  ${headline}`) : c.red(`  ${headline}`));
  for (const r of report.gate.reasons.slice(1, 6))
    out.push(c.red(`    also: ${inert(r.message, 1000)}`));
  return `${out.join('\n')}\n`;
}
