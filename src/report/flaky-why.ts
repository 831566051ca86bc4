import { collectToolCalls } from '../model/tool-calls.js';
import { deepEqual, isPlainObject, stableJson } from '../lib/json.js';
import { messageText, type Message } from '../model/message.js';
import {
  FLAKE_SOURCES,
  type AttemptResult,
  type CaseResult,
  type FlakeAttribution,
  type FlakeSource,
  type FlakyWhy,
  type TrajectoryStep,
} from '../model/result.js';
import { lineDiff } from './text-diff.js';

/*
 * Why a flaky case flakes: its passing and failing runs compared, deterministically (no model call).
 * Three things separate them, in the order a reader acts on them: where the failing runs' tool
 * calls first part from the closest passing run's, the checks that failed, and how one failing
 * run's output differs from one passing run's. And whose doing each failing run is (`source`,
 * docs/flake-sources.md): the environment (a provider fault, a timeout, a crash), the judge (the
 * same transcript judged both ways), the simulated user (the runs first part at a user turn) or
 * the agent (same inputs, other steps).
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
    source: attribute(failing, passing),
  };
}

/** `{flaky_why}` for a case whose runs disagree, else nothing: spread into a case result. */
export function flakyWhyField(attempts: readonly AttemptResult[]): { flaky_why?: FlakyWhy } {
  const why = explainFlaky(attempts);
  return why ? { flaky_why: why } : {};
}

/** Whether the comparison found anything that separates the runs. */
export function hasFinding(w: FlakyWhy): boolean {
  return (
    w.divergence.length > 0 ||
    w.failing_checks.length > 0 ||
    w.errors.length > 0 ||
    w.output_diff !== undefined
  );
}

/**
 * The one line that says why a flaky case flakes, as every output shows it (terminal, job
 * summary, comment): the report's `flaky_why` (worked out here for reports written before it
 * existed), or undefined when the runs agree or nothing separates them ("no difference found" is
 * no help there; the HTML report still says it).
 */
export function flakyWhyLine(c: Pick<CaseResult, 'flaky_why' | 'run_details'>): string | undefined {
  const why = c.flaky_why ?? explainFlaky(c.run_details);
  return why && hasFinding(why) ? why.summary : undefined;
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
    // The summary names the failing runs already: name this one only when there are others.
    const who = all([e.run]) ? '' : `${runsLabel([e.run])} `;
    return `${who}${e.status === 'timeout' ? 'timed out' : `errored: ${plain(e.message, 80)}`}`;
  }
  if (checks.length > 0) return `${code(checks[0].label)} failed`;
  if (output) return `the output differs from run ${output.passing_run}'s`;
  return 'no difference found in the tool calls, checks or output';
}

/* ------------------------------------------------------------------------------------------ */
/* Whose doing a failing run is                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** A failing run's source and the evidence for it. */
export interface RunSource {
  run: number;
  source: FlakeSource;
  evidence: string;
}

/** How each source is named in one-line summaries. */
export const SOURCE_WORDS: Record<FlakeSource, string> = {
  judge: 'judge',
  simulated_user: 'simulated user',
  agent: 'agent',
  environment: 'environment',
};

const FAULT_WORDS: Record<string, string> = {
  rate_limit: 'rate limit',
  quota: 'spent quota',
  overloaded: 'overload',
  server_error: 'server errors',
  connection: 'connection failures',
};

/**
 * The environment behind a failing run: a provider fault it was lost to, a process that could
 * not start, a timeout, a process killed by a signal (out of memory, the machine). An agent that
 * exits with an error of its own (an exception in its code) is the agent's failure, not this.
 */
function environmentEvidence(a: AttemptResult): string | undefined {
  const last = a.environment_faults?.at(-1);
  if (a.cause === 'rate_limited')
    return `rate limited until its deadline${a.rate_limited_by ? ` by ${code(a.rate_limited_by)}` : ''}`;
  if (a.cause === 'environment_fault')
    return `the model provider kept failing until its deadline${last ? ` (${FAULT_WORDS[last.kind] ?? last.kind})` : ''}`;
  if (a.cause === 'not_started') return "the agent's process could not be started";
  if (a.status === 'timeout') return 'timed out';
  const killed = /^killed by signal (\w+)/.exec(a.error ?? '');
  if (a.status === 'error' && killed) return `the agent's process was killed by ${killed[1]}`;
  return undefined;
}

/** The check that could not be judged, when the run errored because of its judge. */
function judgeFailure(a: AttemptResult): string | undefined {
  const k = a.checks.find((c) => c.error !== undefined);
  if (k) return `${code(k.label)} could not be judged: ${plain(k.error ?? '', 80)}`;
  if (a.error?.startsWith('judging failed'))
    return `the judge failed: ${plain(a.error.replace(/^judging failed: /, ''), 80)}`;
  return undefined;
}

/** A run's conversation and steps as compared: message roles and texts, tool calls, output. */
function messageKey(m: Message): string {
  const calls = (m.tool_calls ?? []).map((c) => ({
    name: c.function?.name,
    arguments: c.function?.arguments,
  }));
  return stableJson({ role: m.role, text: messageText(m.content), calls });
}

/** Check types a judge model answers: Yao's `agent` assertion, skilltest's boolean and numeric evals. */
const MODEL_JUDGED = new Set(['agent', 'boolean', 'numeric']);

/** Whether a failing check of the run was answered by the judge model. */
function failedByJudge(a: AttemptResult): boolean {
  return a.checks.some((k) => !k.passed && (MODEL_JUDGED.has(k.type) || k.judge !== undefined));
}

/** Tool calls as compared: everything but their ids (results included: a check may read them). */
function callsOf(a: AttemptResult): unknown[] {
  return (a.transcript?.tool_calls ?? []).map((c) => ({ ...c, id: undefined }));
}

/**
 * Whether two runs gave the judge the same thing to judge: the same output, tool calls (with
 * their results), mock calls, world state and messages.
 */
function sameTranscript(a: AttemptResult, b: AttemptResult): boolean {
  if (!deepEqual(a.output, b.output)) return false;
  if (!deepEqual(callsOf(a), callsOf(b))) return false;
  const ta = trajectory(a);
  const tb = trajectory(b);
  if (ta.length !== tb.length || commonPrefix(ta, tb) !== ta.length) return false;
  if (!deepEqual(a.transcript?.effects, b.transcript?.effects)) return false;
  if (!deepEqual(a.transcript?.mock_calls ?? [], b.transcript?.mock_calls ?? [])) return false;
  const ma = (a.transcript?.messages ?? []).map(messageKey);
  const mb = (b.transcript?.messages ?? []).map(messageKey);
  return ma.length === mb.length && ma.every((k, i) => k === mb[i]);
}

/** The judge behind a failing run: it judged the same transcript both ways, or could not judge. */
function judgeEvidence(a: AttemptResult, passing: readonly AttemptResult[]): string | undefined {
  const failed = judgeFailure(a);
  if (failed) return failed;
  if (a.status !== 'failed') return undefined;
  // Asked k times on this very transcript (`judge.runs`), the judge split.
  for (const k of a.checks) {
    const v = k.judge?.verdicts;
    if (k.passed || !v || !v.includes(true) || !v.includes(false)) continue;
    return `${code(k.label)} was judged pass in ${v.filter(Boolean).length} of ${v.length} askings on the same transcript`;
  }
  // Judged again (`judge.rejudge`, no agent call): the same transcript passed some of the time.
  const again = a.rejudged?.verdicts ?? [];
  const passes = again.filter(Boolean).length;
  if (passes > 0) return `the same transcript was judged pass in ${passes} of ${again.length + 1}`;
  // A passing run gave the judge the very same thing: only the judge can have told them apart.
  const twin = failedByJudge(a) ? passing.find((p) => sameTranscript(a, p)) : undefined;
  if (twin) return `the same answer and steps as run ${twin.run}, which was judged pass`;
  return undefined;
}

/** The first message where two conversations part, counted from 0 (their length when one is a prefix). */
function firstDifference(a: string[], b: string[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** The simulated user behind a failing run: the first difference from a passing run is a user turn. */
function userTurnEvidence(a: AttemptResult, passing: readonly AttemptResult[]): string | undefined {
  const fm = a.transcript?.messages ?? [];
  // A conversation: the case's input and at least one more user message.
  if (fm.filter((m) => m.role === 'user').length < 2) return undefined;
  const fk = fm.map(messageKey);
  let best: { p: AttemptResult; at: number } | undefined;
  for (const p of passing) {
    const pk = (p.transcript?.messages ?? []).map(messageKey);
    const at = firstDifference(fk, pk);
    if (!best || at > best.at) best = { p, at };
  }
  if (!best) return undefined;
  const pm = best.p.transcript?.messages ?? [];
  const f = fm[best.at];
  const p = pm[best.at];
  if (f?.role !== 'user' && p?.role !== 'user') return undefined;
  const turn = fm.slice(0, best.at + 1).filter((m) => m.role === 'user').length;
  const said = (m: Message | undefined) =>
    m?.role === 'user' ? code(messageText(m.content)) : 'nothing';
  return `the simulated user's message ${turn} was ${said(f)} where run ${best.p.run}'s was ${said(p)}, before any agent step differed`;
}

/** The agent behind a failing run: where its steps or answer part from the closest passing run. */
function agentEvidence(a: AttemptResult, passing: readonly AttemptResult[]): string {
  if (a.status === 'error')
    return `the agent failed: ${plain((a.error ?? 'error').split('\n')[0] ?? '', 100)}`;
  const f = trajectory(a);
  let best: { run: number; steps: TrajectoryStep[]; n: number } | undefined;
  for (const p of passing) {
    const steps = trajectory(p);
    const n = commonPrefix(steps, f);
    if (!best || n > best.n) best = { run: p.run, steps, n };
  }
  const d = best ? diverge(best.steps, f, best.run) : undefined;
  if (d) return d.text;
  const k = a.checks.find(
    (c) => !c.passed && passing.every((p) => p.checks.some((x) => x.label === c.label && x.passed)),
  );
  if (k) return `${code(k.label)} failed; passing runs passed it`;
  const po = passing.find((p) => p.output !== undefined && !deepEqual(p.output, a.output));
  if (po) return `the agent's answer differs from run ${po.run}'s`;
  return 'the agent failed where other runs passed';
}

/**
 * Whose doing one failing run is, as far as the runs tell: the environment (a provider fault it
 * was lost to, a timeout, a crash rather than a wrong answer), else the judge (the same transcript
 * judged both ways, or not judgeable), else the simulated user (its conversation first parts from
 * the closest passing run's at a user turn), else the agent. `passing` may be empty (a case that
 * failed every run): then only the environment and the judge can be told.
 */
export function runSource(a: AttemptResult, passing: readonly AttemptResult[]): RunSource {
  const env = environmentEvidence(a);
  if (env) return { run: a.run, source: 'environment', evidence: env };
  const judge = judgeEvidence(a, passing);
  if (judge) return { run: a.run, source: 'judge', evidence: judge };
  const user = userTurnEvidence(a, passing);
  if (user) return { run: a.run, source: 'simulated_user', evidence: user };
  return { run: a.run, source: 'agent', evidence: agentEvidence(a, passing) };
}

/** The source of each run of a case that did not pass (skipped runs left out), in run order. */
export function runSources(attempts: readonly AttemptResult[]): RunSource[] {
  const ran = attempts.filter((a) => a.status !== 'skipped').sort((a, b) => a.run - b.run);
  const passing = ran.filter((a) => a.status === 'passed');
  return ran.filter((a) => a.status !== 'passed').map((a) => runSource(a, passing));
}

/** The case's label from its failing runs' sources: the one source, or `mixed` with shares. */
function attribute(
  failing: readonly AttemptResult[],
  passing: readonly AttemptResult[],
): FlakeAttribution {
  const runs = failing.map((a) => runSource(a, passing));
  const shares: Partial<Record<FlakeSource, number>> = {};
  for (const src of FLAKE_SOURCES) {
    const n = runs.filter((r) => r.source === src).length;
    if (n > 0) shares[src] = Math.round((n / runs.length) * 100) / 100;
  }
  const seen = FLAKE_SOURCES.filter((src) => shares[src] !== undefined);
  const label = seen.length === 1 ? (seen[0] as FlakeSource) : 'mixed';
  const summary =
    label === 'mixed'
      ? `mixed: ${seen
          .map((src) => {
            const of = runs.filter((r) => r.source === src).map((r) => r.run);
            return `${SOURCE_WORDS[src]} ${Math.round((shares[src] as number) * 100)} % (${runsLabel(of)})`;
          })
          .join(', ')}`
      : `${SOURCE_WORDS[label]} (${runsLabel(runs.map((r) => r.run))}): ${runs[0]!.evidence}`;
  return { label, shares, runs, summary };
}
