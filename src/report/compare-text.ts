import type { CaseCompare, CompareVerdict, Comparison } from '../model/diff.js';
import { plural, ratioPercent } from '../lib/number-format.js';
import { lostText } from './evidence.js';

/*
 * The words of the pooled comparison, shared by the PR comment, the job summary, the HTML report
 * and the terminal (docs/statistics.md says what each number means).
 */

/** What a verdict reads as. */
export const VERDICT_WORDS: Record<CompareVerdict, string> = {
  regression: 'regression',
  no_regression: 'no significant drop',
  not_enough_runs: 'not enough runs',
  redefined: 'redefined — not compared',
  new: 'new: judged by its threshold',
  removed: 'removed',
  skipped: 'skipped',
};

/** A p-value or q-value with its name: `p=0.012`, `q<0.001`. */
function named(name: string, p: number | null): string {
  if (p === null) return `${name}=—`;
  return p < 0.001 ? `${name}<0.001` : `${name}=${p.toFixed(3)}`;
}

/** Counts as `a/n`. */
const frac = (x: { passed: number; runs: number }) => `${x.passed}/${x.runs}`;

/** Where a case's base counts came from, e.g. `pooled over 10 reports`, `base report`. */
export function basisWords(c: Pick<CaseCompare, 'basis' | 'base'>): string {
  if (c.basis === 'history') return `pooled over ${plural(c.base.reports, 'report')}`;
  if (c.basis === 'base') return 'the base report';
  return 'no base runs: threshold only';
}

/**
 * One case's verdict in a few words with its numbers, e.g. `regression: 50/50 pooled over 10
 * reports → 2/5, q<0.001`.
 */
export function caseVerdictText(c: CaseCompare): string {
  const words = VERDICT_WORDS[c.verdict];
  switch (c.verdict) {
    case 'regression':
    case 'no_regression':
      return `${c.noise ? `not a regression: ${c.noise}` : words}: ${frac(c.base)} ${basisWords(c)} → ${frac(c.head)}, ${named('p', c.p_value)}, ${named('q', c.p_adjusted)}`;
    case 'not_enough_runs':
    case 'redefined':
    case 'skipped':
      return c.note ? `${words}: ${c.note}` : words;
    default:
      return words;
  }
}

/**
 * What the counts of this case can detect, e.g. `drops under 67.3 points look like noise; 27 runs
 * would show a 20-point drop`; undefined when the case was not compared.
 */
export function caseDetectText(c: CaseCompare): string | undefined {
  if (c.p_value === null) return undefined;
  const runs = c.head.runs;
  const detect =
    c.detectable_drop_pp === null
      ? `with ${plural(runs, 'run')} no drop could be told from noise`
      : `with ${plural(runs, 'run')} drops under ${c.detectable_drop_pp} points look like noise`;
  const need =
    c.runs_for_drop === null
      ? 'no run count up to 1000 would show a 20-point drop'
      : `${plural(c.runs_for_drop, 'run')} per case would show a 20-point drop`;
  return `${detect}; ${need}`;
}

/**
 * The run's verdicts in one line, e.g. `Regressions against main (pooled over 10 reports, false
 * discovery rate 10%): 1 regression · 198 no significant drop · 1 redefined — not compared`.
 */
export function comparisonCountsLine(c: Comparison, branch?: string): string {
  // VERDICT_WORDS lists the verdicts in model/diff.ts's order; reading them from there would
  // pull zod into the HTML report's script.
  const order = Object.keys(VERDICT_WORDS) as CompareVerdict[];
  const parts = order
    .filter((v) => c.counts[v] > 0)
    .map((v) =>
      v === 'regression' ? plural(c.counts[v], 'regression') : `${c.counts[v]} ${VERDICT_WORDS[v]}`,
    );
  const over = `pooled over ${plural(c.reports, 'report')}`;
  const regression = c.max_regression_pp > 0 ? `, drops over ${c.max_regression_pp} pp` : '';
  return `Verdicts against ${branch ?? 'the base branch'} (${over}, false discovery rate ${ratioPercent(c.fdr)}${regression}): ${parts.length ? parts.join(' · ') : 'no case to compare'}.`;
}

/**
 * What the run could detect, for the comment and the summary: "With 5 runs per case, drops under
 * 67 points look like noise; 27 runs per case would show a 20-point drop (80 % power, median over
 * 200 compared cases)." Undefined when no case was compared.
 */
export function powerLine(c: Comparison): string | undefined {
  const p = c.power;
  if (c.compared === 0 || p.runs_per_case === null) return undefined;
  const runs = Number.isInteger(p.runs_per_case) ? p.runs_per_case : p.runs_per_case.toFixed(1);
  const detect =
    p.detectable_drop_pp === null
      ? `With ${plural(runs, 'run')} per case, most cases could drop a long way and still look like noise`
      : `With ${plural(runs, 'run')} per case, drops under ${Math.round(p.detectable_drop_pp)} points look like noise`;
  const need =
    p.runs_for_drop === null
      ? `no run count up to 1000 would show a ${p.drop_pp}-point drop for most cases`
      : `${plural(Math.ceil(p.runs_for_drop), 'run')} per case would show a ${p.drop_pp}-point drop`;
  return `${detect}; ${need} (${ratioPercent(p.power)} power at false discovery rate ${ratioPercent(c.fdr)}, median over ${plural(c.compared, 'compared case')}).`;
}

/** The notes under the verdicts: lost attempts, stale reports, the agent, not-enough-runs. */
export function comparisonNotes(c: Comparison): string[] {
  const notes: string[] = [];
  const headLost = lostText(c.lost.head);
  const baseLost = lostText(c.lost.base);
  if (headLost || baseLost)
    notes.push(
      `Not counted (lost to the environment, not the agent's doing): ${[
        headLost ? `this run ${headLost}` : '',
        baseLost ? `the base ${baseLost}` : '',
      ]
        .filter(Boolean)
        .join('; ')}.`,
    );
  if (c.counts.not_enough_runs > 0) {
    const head = c.short_of_runs.head;
    const base = c.counts.not_enough_runs - head;
    if (head > 0)
      notes.push(
        `${plural(head, 'case')} had not enough runs of evidence in this run (min-runs ${c.min_runs}): not compared, and never counted as a pass.`,
      );
    if (base > 0)
      notes.push(
        `${plural(base, 'case')} had not enough runs of evidence in the base (min-runs ${c.min_runs}): judged by ${base === 1 ? 'its threshold' : 'their thresholds'} alone.`,
      );
  }
  if (c.noise)
    notes.push(
      `${plural(c.noise, 'case')} fell significantly, but every failing run was judge noise or the environment's doing (a provider fault, a timeout, a crash), not the agent's: not counted as ${c.noise === 1 ? 'a regression' : 'regressions'}.`,
    );
  for (const s of c.stale)
    notes.push(`Stale: ${s.source} is ${s.reason}${s.pooled ? '' : '; not pooled'}.`);
  if (c.agent)
    notes.push(
      `The agent differs from the base's: ${c.agent.base} → ${c.agent.head} (compared all the same: a PR may change the agent).`,
    );
  return notes;
}

/** pass^k and pass@k of the suite in one line, e.g. `pass^k (every one of k runs passes): k=1 80% · …`. */
export function passKLine(
  s: { pass_at_k: readonly number[]; pass_hat_k: readonly number[] } | undefined,
  most = 5,
): string | undefined {
  if (!s || s.pass_hat_k.length === 0) return undefined;
  const ks = s.pass_hat_k.slice(0, most).map((_, i) => i + 1);
  const hat = ks.map((k) => `k=${k} ${ratioPercent(s.pass_hat_k[k - 1] as number)}`).join(' · ');
  const at = ks.map((k) => `k=${k} ${ratioPercent(s.pass_at_k[k - 1] as number)}`).join(' · ');
  return `Suite mean pass^k (all k runs pass): ${hat}; pass@k (at least one of k passes): ${at}.`;
}

/** A case's pass^k and pass@k, e.g. `pass^k 60% · 30% · 10% · 0% · 0%; pass@k 60% · 90% · 100% …`. */
export function casePassKText(c: {
  pass_at_k?: readonly number[];
  pass_hat_k?: readonly number[];
}): string | undefined {
  if (!c.pass_hat_k?.length || !c.pass_at_k?.length) return undefined;
  const list = (xs: readonly number[]) => xs.map((x) => ratioPercent(x)).join(' · ');
  return `pass^k ${list(c.pass_hat_k)}; pass@k ${list(c.pass_at_k)} (k = 1…${c.pass_hat_k.length})`;
}

/** A case's verdict for a table cell: `regression vs 50/50 pooled (q<0.001)`, `not enough runs`. */
export function caseVerdictCell(c: CaseCompare): string {
  const vs =
    c.basis === 'history'
      ? `${frac(c.base)} pooled`
      : c.basis === 'base'
        ? `${frac(c.base)} base`
        : '';
  switch (c.verdict) {
    case 'regression':
      return `regression vs ${vs} (${named('q', c.p_adjusted)})`;
    case 'no_regression':
      return c.noise ? `not a regression: ${c.noise}` : `no significant drop vs ${vs}`;
    default:
      return VERDICT_WORDS[c.verdict];
  }
}

/** Verdicts a reader of a PR should see even when the case's shape did not change. */
export function isNotable(c: CaseCompare | undefined): boolean {
  return (
    c !== undefined &&
    (c.verdict === 'regression' ||
      c.noise !== undefined ||
      c.verdict === 'redefined' ||
      (c.verdict === 'not_enough_runs' && c.short_of_runs === 'head'))
  );
}
