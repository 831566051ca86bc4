import { collectToolCalls } from '../judges/tools.js';
import { deepEqual, isPlainObject, stableJson } from '../lib/json.js';
import type { AttemptResult, FlakyWhy, TrajectoryStep } from '../model/result.js';
import { lineDiff } from './text-diff.js';

/*
 * Why a flaky case flakes: its passing and failing runs compared, deterministically (no model call).
 * Three things separate them, in the order a reader acts on them: where the failing runs' tool
 * calls first part from the closest passing run's, the checks that failed, and how one failing
 * run's output differs from one passing run's.
 */

/** Longest name or value put in the one-line summary. */
const SHORT = 48;

/**
 * Text that goes inside a backtick code span of the summary: one line, no backtick (so every
 * backtick in a summary is a span delimiter), short.
 */
function code(s: string): string {
  const one = s.replace(/[\r\n\t]+/g, ' ').replace(/`/g, "'");
  return `\`${one.length > SHORT ? `${one.slice(0, SHORT - 1)}…` : one}\``;
}

/** Plain text of the summary: one line, no backtick. */
function plain(s: string, max = 120): string {
  const one = s.replace(/[\r\n\t]+/g, ' ').replace(/`/g, "'");
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/** A run's trajectory: its tool calls (the mock/spy records when the target reports none). */
export function trajectory(a: Pick<AttemptResult, 'transcript'>): TrajectoryStep[] {
  const t = a.transcript;
  if (!t) return [];
  const calls = collectToolCalls(t);
  if (calls.length > 0)
    return calls.map((c) => ({
      name: c.name,
      ...(c.arguments !== undefined ? { arguments: c.arguments } : {}),
    }));
  return (t.mock_calls ?? []).map((c) => ({
    name: c.tool,
    ...(c.input !== undefined ? { arguments: c.input } : {}),
  }));
}

function sameStep(a: TrajectoryStep, b: TrajectoryStep): boolean {
  return a.name === b.name && deepEqual(a.arguments, b.arguments);
}

function commonPrefix(a: TrajectoryStep[], b: TrajectoryStep[]): number {
  let i = 0;
  while (i < a.length && i < b.length && sameStep(a[i], b[i])) i++;
  return i;
}

function valueText(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v) : stableJson(v);
}

/** The first argument that differs, as `key: value` on each side; whole arguments otherwise. */
function argumentDifference(p: unknown, f: unknown): [string, string] {
  if (isPlainObject(p) && isPlainObject(f)) {
    const keys = [...new Set([...Object.keys(p), ...Object.keys(f)])].sort();
    const k = keys.find((key) => !deepEqual(p[key], f[key]));
    if (k !== undefined)
      return [
        k in p ? `${k}: ${valueText(p[k])}` : `no ${k}`,
        k in f ? `${k}: ${valueText(f[k])}` : `no ${k}`,
      ];
  }
  return [
    p === undefined ? 'no arguments' : valueText(p),
    f === undefined ? 'no arguments' : valueText(f),
  ];
}

type Divergence = Omit<FlakyWhy['divergence'][number], 'runs'>;

/** Where failing trajectory `f` parts from passing trajectory `p`, or undefined when they agree. */
function diverge(
  p: TrajectoryStep[],
  f: TrajectoryStep[],
  passingRun: number,
): Divergence | undefined {
  const i = commonPrefix(p, f);
  if (i === p.length && i === f.length) return undefined;
  const step = i + 1;
  const at = i === 0 ? 'first' : `after ${code(p[i - 1].name)}`;
  const ps = p[i];
  const fs = f[i];
  if (ps && !fs) {
    const text = f.some((s) => s.name === ps.name)
      ? `stopped after ${i} tool call${i === 1 ? '' : 's'}; passing runs went on to call ${code(ps.name)}`
      : `${code(ps.name)} was not called; passing runs called it ${at}`;
    return { step, kind: 'missing_call', passing_run: passingRun, passing: ps, text };
  }
  if (fs && !ps) {
    const text =
      i === 0
        ? `called ${code(fs.name)}; passing runs called no tool`
        : `called ${code(fs.name)} ${at}; passing runs stopped there`;
    return { step, kind: 'extra_call', passing_run: passingRun, failing: fs, text };
  }
  // Both made a call at this step (the prefix ended on a difference).
  if (ps.name !== fs.name) {
    const text = f.some((s) => s.name === ps.name)
      ? `called ${code(fs.name)} where passing runs called ${code(ps.name)} ${at}`
      : `${code(ps.name)} was not called; passing runs called it ${at} (failing runs called ${code(fs.name)})`;
    return { step, kind: 'other_call', passing_run: passingRun, passing: ps, failing: fs, text };
  }
  const [pa, fa] = argumentDifference(ps.arguments, fs.arguments);
  return {
    step,
    kind: 'other_arguments',
    passing_run: passingRun,
    passing: ps,
    failing: fs,
    text: `${code(ps.name)} was called with ${code(fa)}; passing runs gave ${code(pa)}`,
  };
}

function runsLabel(runs: number[]): string {
  return `run${runs.length === 1 ? '' : 's'} ${runs.join(', ')}`;
}

function outputText(v: unknown): string {
  if (v === undefined) return '';
  return typeof v === 'string' ? v : JSON.stringify(v, null, 2);
}

const MAX_CHECKS = 5;

/**
 * Explains a case whose runs disagree: undefined unless some runs passed and some did not
 * (skipped runs are left out). Deterministic: the same attempts give the same explanation.
 */
export function explainFlaky(attempts: readonly AttemptResult[]): FlakyWhy | undefined {
  const ran = attempts.filter((a) => a.status !== 'skipped').sort((a, b) => a.run - b.run);
  const passing = ran.filter((a) => a.status === 'passed');
  const failing = ran.filter((a) => a.status !== 'passed');
  if (passing.length === 0 || failing.length === 0) return undefined;

  // Trajectories: each failing run against the passing run it shares the longest prefix with.
  const passTraj = passing.map((a) => ({ run: a.run, steps: trajectory(a) }));
  const groups = new Map<string, FlakyWhy['divergence'][number]>();
  for (const a of failing) {
    const f = trajectory(a);
    let best = passTraj[0];
    let bestLen = -1;
    for (const p of passTraj) {
      const n = commonPrefix(p.steps, f);
      if (n > bestLen) {
        best = p;
        bestLen = n;
      }
    }
    const d = diverge(best.steps, f, best.run);
    if (!d) continue;
    const g = groups.get(d.text);
    if (g) g.runs.push(a.run);
    else groups.set(d.text, { runs: [a.run], ...d });
  }
  const divergence = [...groups.values()];

  // Checks that failed in failing runs, by label, first seen first.
  const checks = new Map<string, FlakyWhy['failing_checks'][number]>();
  for (const a of failing)
    for (const c of a.checks) {
      if (c.passed) continue;
      const e = checks.get(c.label);
      if (e) {
        if (!e.runs.includes(a.run)) e.runs.push(a.run);
        continue;
      }
      checks.set(c.label, {
        label: c.label,
        runs: [a.run],
        ...((c.message ?? c.error) ? { message: plain(c.message ?? c.error ?? '', 300) } : {}),
        passed_in_passing_runs: passing.every((p) =>
          p.checks.some((k) => k.label === c.label && k.passed),
        ),
      });
    }
  const failing_checks = [...checks.values()]
    .sort((a, b) => Number(b.passed_in_passing_runs) - Number(a.passed_in_passing_runs))
    .slice(0, MAX_CHECKS);

  const errors = failing
    .filter((a) => a.status === 'error' || a.status === 'timeout')
    .map((a) => ({
      run: a.run,
      status: a.status,
      message: plain(a.error ?? (a.status === 'timeout' ? 'timed out' : 'error'), 300),
    }));

  // One passing and one failing run's output: the first of each that has one.
  const po = passing.find((a) => a.output !== undefined);
  const fo =
    failing.find((a) => a.output !== undefined && a.status === 'failed') ??
    failing.find((a) => a.output !== undefined);
  let output_diff: FlakyWhy['output_diff'];
  if (po && fo && !deepEqual(po.output, fo.output)) {
    const d = lineDiff(outputText(po.output), outputText(fo.output));
    output_diff = { passing_run: po.run, failing_run: fo.run, ...d };
  }

  const failingRuns = failing.map((a) => a.run);
  return {
    passing_runs: passing.map((a) => a.run),
    failing_runs: failingRuns,
    summary: `${runsLabel(failingRuns)} failed: ${reason(divergence, failing_checks, errors, failingRuns, output_diff)}`,
    divergence,
    failing_checks,
    errors,
    ...(output_diff ? { output_diff } : {}),
  };
}

/** Whether the comparison found anything that separates the runs. */
/** `{flaky_why}` for a case whose runs disagree, else nothing: spread into a case result. */
export function flakyWhyField(attempts: readonly AttemptResult[]): { flaky_why?: FlakyWhy } {
  const why = explainFlaky(attempts);
  return why ? { flaky_why: why } : {};
}

export function hasFinding(w: FlakyWhy): boolean {
  return (
    w.divergence.length > 0 ||
    w.failing_checks.length > 0 ||
    w.errors.length > 0 ||
    w.output_diff !== undefined
  );
}

/** The summary's reason: the divergence, else the separating checks, else errors, else output. */
function reason(
  divergence: FlakyWhy['divergence'],
  checks: FlakyWhy['failing_checks'],
  errors: FlakyWhy['errors'],
  failingRuns: number[],
  output: FlakyWhy['output_diff'],
): string {
  const all = (runs: number[]) => runs.length === failingRuns.length;
  if (divergence.length === 1 && all(divergence[0].runs)) return divergence[0].text;
  if (divergence.length > 0)
    return divergence
      .slice(0, 3)
      .map((d) => `${runsLabel(d.runs)}: ${d.text}`)
      .join(' / ');
  const separating = checks.filter((c) => c.passed_in_passing_runs);
  if (separating.length > 0) {
    const c = separating[0];
    const where = all(c.runs) ? '' : ` in ${runsLabel(c.runs)}`;
    return `${code(c.label)} failed${where}; passing runs passed it${c.message ? ` (${plain(c.message, 80)})` : ''}`;
  }
  if (errors.length > 0) {
    const e = errors[0];
    return `${runsLabel([e.run])} ${e.status === 'timeout' ? 'timed out' : `errored: ${plain(e.message, 80)}`}`;
  }
  if (checks.length > 0) return `${code(checks[0].label)} failed`;
  if (output) return `the output differs from run ${output.passing_run}'s`;
  return 'no difference found in the tool calls, checks or output';
}
