import type { Diff, Message, Usage } from '../../model/index.js';
import {
  caseVerdictCell,
  comparisonCountsLine,
  comparisonNotes,
  isNotable,
  powerLine,
} from '../../report/compare-text.js';
import { deltaPp, percent, ratioPercent } from '../../lib/number-format.js';
import { caseDelta, duration } from '../format.js';
import { faultLines } from '../environment-faults.js';
import type { StatusKey } from './cases.js';
import type { PageAttempt, PageData, PageReport } from './page-data.js';

/**
 * The page's words, as pure functions of the data (the DOM code only places them). Percentages,
 * deltas, intervals and durations come from src/render/format.ts, the formatters of the Markdown
 * summary and the comment, bundled into the page.
 */

/** `mostly_stable` → `mostly stable`. */
export function words(s: string): string {
  return String(s).replace(/_/g, ' ');
}

/** A value shown in a `<pre>`: strings as they are, anything else as indented JSON. */
export function shown(v: unknown): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v, null, 2) ?? String(v);
  } catch {
    return String(v);
  }
}

/** Only http(s) links are followed: `javascript:` and `data:` URLs in the data are dropped. */
export function safeUrl(u: unknown): string | null {
  return typeof u === 'string' && /^https?:\/\//i.test(u) ? u : null;
}

const STATUS_LABELS: Record<string, string> = {
  passed: '✓ passed',
  failed: '✗ failed',
  error: '! error',
  skipped: '– skipped',
  flaky: '~ flaky',
  timeout: '⏱ timeout',
};

/** A status with its sign, e.g. `✗ failed`. */
export function statusLabel(k: StatusKey | PageAttempt['status']): string {
  return STATUS_LABELS[k] ?? k;
}

/** The line under the title: version, commit, times, agent. */
export function metaLine(r: PageReport): string {
  const md = r.metadata;
  const s = r.summary;
  return (
    `agentci ${md.version}${md.git_sha ? ` · commit ${md.git_sha.slice(0, 7)}` : ''}` +
    ` · started ${md.started_at} · completed ${md.completed_at}` +
    (s.agent_id ? ` · agent ${s.agent_id}` : '') +
    (s.connector ? ` (${s.connector})` : '')
  );
}

/** The banner's first line. */
export function verdictHeadline(g: PageReport['gate']): string {
  if (g.passed) return '✓ All gates passed';
  return `✗ Failed${g.decided_by ? ` — decided by ${words(g.decided_by)}` : ''}`;
}

/** The gate's reasons, one line each. */
export function gateReasons(g: PageReport['gate']): string[] {
  return g.reasons.map((r) => `${words(r.gate)}: ${r.message}`);
}

/** The thresholds line under the banner. */
export function thresholdsLine(g: PageReport['gate']): string {
  const t = g.thresholds;
  return (
    `Thresholds: suite ≥ ${ratioPercent(t.suite)} of cases · each case ≥ ${ratioPercent(t.case)} of its runs` +
    (t.max_regression != null ? ` · max regression ${t.max_regression} pp` : '')
  );
}

/** One summary card: its label, its value, and a status class for its colour. */
export interface Card {
  label: string;
  value: string;
  cls?: string;
}

function dollars(n: number): string {
  return `$${n.toFixed(4)}`;
}

/** The summary cards, in order; token and cost cards only when the run reported usage. */
export function cards(s: PageReport['summary']): Card[] {
  const out: Card[] = [
    { label: 'cases', value: String(s.total_cases) },
    { label: 'passed', value: String(s.passed), cls: 'st-passed' },
    { label: 'failed', value: String(s.failed), cls: 'st-failed' },
    { label: 'errors', value: String(s.errors), cls: 'st-error' },
    { label: 'flaky', value: String(s.flaky), cls: 'st-flaky' },
    { label: 'skipped', value: String(s.skipped), cls: 'st-skipped' },
    { label: 'pass rate (runs)', value: percent(s.overall_pass_rate) },
    { label: 'pass rate (cases)', value: percent(s.case_pass_rate) },
    { label: `runs (${s.runs_per_case} per case)`, value: String(s.total_runs) },
    { label: 'duration', value: duration(s.duration_ms) },
  ];
  if (s.usage)
    out.push({
      label: 'tokens in / out',
      value: `${s.usage.input_tokens} / ${s.usage.output_tokens}`,
    });
  // The judge's and simulated users' spending is shown beside the agent's (the report keeps them apart).
  const eu = s.eval_usage;
  const agentCost = s.usage?.cost_usd != null ? dollars(s.usage.cost_usd) : null;
  const evalCost = eu?.cost_usd != null ? dollars(eu.cost_usd) : null;
  if (evalCost)
    out.push({
      label: 'cost',
      value: `${agentCost ? `agent ${agentCost} + ` : ''}judge/simulator ${evalCost}`,
    });
  else if (agentCost) out.push({ label: 'cost', value: agentCost });
  if (eu)
    out.push({
      label: 'judge/simulator tokens in / out',
      value: `${eu.input_tokens} / ${eu.output_tokens}`,
    });
  return out;
}

/**
 * The notes above the table: what was left out of the page, the attempts asked again after an
 * environment fault, then the run's warnings.
 */
export function notes(data: PageData): string[] {
  return [
    ...(data.notes ?? []),
    ...faultLines(data.report.summary.environment_faults),
    ...(data.report.warnings ?? []),
  ];
}

/** The diff section's first paragraph: base, pass rates and counts before → after. */
export function diffSummaryLine(d: Diff): string {
  const ds = d.summary;
  return (
    `Base ${d.base.sha ? d.base.sha.slice(0, 7) : d.base.source}: pass rate ` +
    `${percent(ds.base_pass_rate)} → ${percent(ds.head_pass_rate)} (${deltaPp(ds.base_pass_rate, ds.head_pass_rate)})` +
    ` · passed ${ds.base_passed} → ${ds.head_passed} · failed ${ds.base_failed} → ${ds.head_failed}` +
    ` · flaky ${ds.base_flaky} → ${ds.head_flaky}`
  );
}

/** Changed cases the diff table lists at most; the rest are counted under it. */
export const DIFF_ROWS = 500;

/** The pooled verdicts under the diff's first line: counts, what the runs detect, notes. */
export function comparisonLines(d: Diff): string[] {
  const c = d.comparison;
  if (!c) return [];
  const power = powerLine(c);
  return [comparisonCountsLine(c, d.base.source), ...(power ? [power] : []), ...comparisonNotes(c)];
}

/** The cases the diff table lists: a changed shape, or a verdict to see (regression, redefined…). */
export function listedInDiff(c: Diff['cases'][number]): boolean {
  return c.transition !== 'unchanged' || isNotable(c.compare);
}

/** The diff table's verdict cell ('' for a diff without pooled verdicts). */
export function verdictCell(c: Diff['cases'][number]): string {
  return c.compare ? caseVerdictCell(c.compare) : '';
}

/** The diff table's cells for one changed case. */
export function diffCells(c: Diff['cases'][number]): [string, string, string, string, string] {
  const runs = (x: Diff['cases'][number]['base']) => (x ? `${x.passed}/${x.runs}` : '—');
  return [
    c.id,
    words(c.transition),
    `${runs(c.base)} → ${runs(c.head)}`,
    caseDelta(c),
    pText(c.compare ? c.compare.p_value : c.p_value),
  ];
}

/** A p-value for the diff table: `0.031`, `<0.001`, `—`. */
function pText(p: number | null | undefined): string {
  return p == null ? '—' : p < 0.001 ? '<0.001' : p.toFixed(3);
}

/** Token counts and cost, e.g. `120 in / 30 out · $0.002`; '' without usage. */
export function usageText(u: Usage | undefined, withCost = true): string {
  if (!u) return '';
  return `${u.input_tokens} in / ${u.output_tokens} out${withCost && u.cost_usd != null ? ` · $${u.cost_usd}` : ''}`;
}

/** An attempt's summary line after its status, e.g. ` · run 2 · 1.20 s · checks 1/2 · timeout`. */
export function attemptSummary(a: PageAttempt, error: string): string {
  const passedChecks = a.checks.filter((x) => x.passed).length;
  return (
    ` · run ${a.run} · ${duration(a.duration_ms)}` +
    (a.checks.length ? ` · checks ${passedChecks}/${a.checks.length}` : '') +
    (a.error ? ` · ${error.split('\n')[0].slice(0, 200)}` : '')
  );
}

/** A message's role line: role, name, tool call id, error. */
export function messageRole(m: Message): string {
  return (
    m.role +
    (m.name ? ` · ${m.name}` : '') +
    (m.tool_call_id ? ` · ${m.tool_call_id}` : '') +
    (m.is_error ? ' · error' : '')
  );
}

/** A message's content as text: parts joined by newlines, a non-text part as `[type]`. */
export function messageContent(m: Message): string | null {
  const content = m.content;
  if (Array.isArray(content))
    return content.map((p) => (typeof p.text === 'string' ? p.text : `[${p.type}]`)).join('\n');
  return content ?? null;
}

/** A tool call's JSON arguments indented; text that is not JSON as it is. */
export function prettyArguments(args: string): string {
  try {
    return JSON.stringify(JSON.parse(args), null, 2);
  } catch {
    return args;
  }
}
