import { inertJsonText } from '../lib/json.js';
import { inputToMessages, type CaseInput, type Message } from '../model/message.js';
import type { Report } from '../model/report.js';
import type { AttemptResult, CaseResult, Check } from '../model/result.js';
import type { MockCall, Usage } from '../model/transcript.js';
import {
  skilltestMessages,
  type SkilltestMessage,
  type SkilltestToolEvent,
} from '../model/skilltest-transcript.js';

export type { SkilltestMessage, SkilltestToolEvent };

/*
 * The skilltest report (skilltest-core's `Report` / `CaseRun` / `EvalOutcome`, the contract of
 * skilltest's schemas/report.schema.json), rendered from an agentci report so tooling written for
 * `skilltest run --format json` keeps working. One `runs[]` entry per attempt (skilltest repeats a
 * case as separate runs too). The transcript starts with the case input and carries the tool
 * events on the assistant turn that made them; `mock_calls` is null when the mock/spy channel was
 * off for the run and a list (possibly empty) when it was on. agentci adds `status`, `run` and
 * `error` to each run (the schema allows extra fields).
 */

export interface SkilltestEvalOutcome {
  label: string;
  passed: boolean;
  /** skilltest's `EvalDetail`: boolean, numeric or calls. */
  detail: Record<string, unknown>;
  /** The judge's reason, or the call count explained. */
  reason: string;
}

export interface SkilltestUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cost_usd?: number | null;
}

export interface SkilltestMockCall {
  tool: string | null;
  input: unknown;
  action: 'allow' | 'deny' | 'rewrite' | 'stub';
  rule: number | null;
  mock: string | null;
}

export interface SkilltestCaseRun {
  case: string;
  skill: string;
  platform: string;
  model: string;
  passed: boolean;
  /** Assistant turns produced. */
  turns: number;
  evals: SkilltestEvalOutcome[];
  transcript: { messages: SkilltestMessage[] };
  usage?: SkilltestUsage;
  mock_calls: SkilltestMockCall[] | null;
  /** agentci extras: the attempt's status and run number (skilltest has neither). */
  status: AttemptResult['status'];
  run: number;
  error?: string;
}

export interface SkilltestReport {
  passed: boolean;
  summary: { cases: number; runs: number; passed: number; failed: number; usage?: SkilltestUsage };
  runs: SkilltestCaseRun[];
}

/** The check's skilltest detail; a check that could not be scored keeps agentci's fields. */
function detailOf(k: Check): Record<string, unknown> {
  if (k.detail) return k.detail;
  const d: Record<string, unknown> = { kind: k.type };
  if (k.expected !== undefined) d.expected = k.expected;
  if (k.actual !== undefined) d.value = k.actual;
  if (k.error !== undefined) d.error = k.error;
  return d;
}

/** The stored conversation, or (when the agent reported none) the case input and the output. */
function conversationOf(r: CaseResult, a: AttemptResult): Message[] {
  const stored = a.transcript?.messages ?? [];
  if (stored.length > 0 || a.output === undefined) return stored;
  let input: Message[] = [];
  try {
    input = r.input !== undefined ? inputToMessages(r.input as CaseInput) : [];
  } catch {
    input = [];
  }
  const content = typeof a.output === 'string' ? a.output : JSON.stringify(a.output);
  return [...input, { role: 'assistant', content }];
}

/** skilltest's record: `allow` for a call no action intercepted, with no rule and no mock. */
function mockCallOf(c: MockCall): SkilltestMockCall {
  if (c.action === 'spy')
    return { tool: c.tool, input: c.input, action: 'allow', rule: null, mock: null };
  return {
    tool: c.tool,
    input: c.input,
    action: c.action,
    rule: c.rule ?? null,
    mock: c.mock ?? null,
  };
}

function addUsage(
  into: SkilltestUsage | undefined,
  u: Usage | undefined,
): SkilltestUsage | undefined {
  if (!u) return into;
  const sum = into ?? { input_tokens: 0, output_tokens: 0 };
  sum.input_tokens = (sum.input_tokens ?? 0) + u.input_tokens;
  sum.output_tokens = (sum.output_tokens ?? 0) + u.output_tokens;
  if (u.cost_usd !== undefined) sum.cost_usd = (sum.cost_usd ?? 0) + u.cost_usd;
  return sum;
}

function toRun(r: CaseResult, a: AttemptResult, platform: string, model: string): SkilltestCaseRun {
  const messages = skilltestMessages(conversationOf(r, a));
  const mockCalls = a.transcript?.mock_calls ?? [];
  const channel = mockCalls.length > 0 || a.transcript?.mock_channel === true;
  const run: SkilltestCaseRun = {
    // A matrix run (`-p`/`-m`) is keyed by the case name with its own platform and model.
    case: r.matrix?.name ?? r.id,
    // The report keeps the case file, not the skill folder; the case file names its skill.
    skill: r.file,
    platform,
    model,
    passed: a.status === 'passed',
    turns: messages.filter((m) => m.role === 'assistant').length,
    evals: a.checks.map((k) => ({
      label: k.label,
      passed: k.passed,
      detail: detailOf(k),
      reason: k.message ?? k.error ?? '',
    })),
    transcript: { messages },
    mock_calls: channel ? mockCalls.map(mockCallOf) : null,
    status: a.status,
    run: a.run,
  };
  // skill turns + simulated-user turns + judge calls, as skilltest counts a run's usage.
  const usage = addUsage(addUsage(undefined, a.usage ?? a.transcript?.usage), a.eval_usage);
  if (usage) run.usage = usage;
  if (a.error !== undefined) run.error = a.error;
  return run;
}

/** The skilltest report value of an agentci report. */
export function toSkilltestReport(report: Report): SkilltestReport {
  const opts = report.metadata.options as { agent?: { kind?: string; description?: string } };
  const platform = `agentci${opts.agent?.kind ? `:${opts.agent.kind}` : ''}`;
  const model = opts.agent?.description ?? report.summary.agent_id ?? '';
  const runs: SkilltestCaseRun[] = [];
  for (const r of report.results)
    for (const a of r.run_details)
      if (a.status !== 'skipped')
        runs.push(toRun(r, a, r.matrix?.platform ?? platform, r.matrix?.model ?? model));
  const passed = runs.filter((x) => x.passed).length;
  let usage: SkilltestUsage | undefined;
  for (const x of runs)
    if (x.usage)
      usage = addUsage(usage, {
        input_tokens: x.usage.input_tokens ?? 0,
        output_tokens: x.usage.output_tokens ?? 0,
        ...(typeof x.usage.cost_usd === 'number' ? { cost_usd: x.usage.cost_usd } : {}),
      });
  return {
    passed: runs.length > 0 && passed === runs.length,
    summary: {
      cases: new Set(runs.map((x) => x.case)).size,
      runs: runs.length,
      passed,
      failed: runs.length - passed,
      ...(usage ? { usage } : {}),
    },
    runs,
  };
}

/** The skilltest JSON report (`--format json`, `-o *.skilltest.json`), pretty JSON. */
export function renderSkilltest(report: Report): string {
  return `${inertJsonText(JSON.stringify(toSkilltestReport(report), null, 2))}\n`;
}

function calls(n: number): string {
  return `${n} call${n === 1 ? '' : 's'}`;
}

/** skilltest's `EvalDetail::summary`: `value (expected e)`, `value >= threshold`, call counts. */
function detailSummary(d: Record<string, unknown>): string {
  const symbol: Record<string, string> = { gte: '>=', gt: '>', lte: '<=', lt: '<' };
  switch (d.kind) {
    case 'boolean':
      return `${String(d.value)} (expected ${String(d.expected)})`;
    case 'numeric':
      return `${String(d.value)} ${symbol[String(d.comparator)] ?? String(d.comparator)} ${String(d.threshold)}`;
    case 'calls': {
      const n = typeof d.count === 'number' ? d.count : 0;
      if (d.negated === true) return `${calls(n)}, expected none`;
      return `${calls(n)}, expected ${typeof d.times === 'number' ? `exactly ${d.times}` : 'at least 1'}`;
    }
    default:
      return typeof d.error === 'string' ? `error: ${d.error}` : 'not scored';
  }
}

/** skilltest's `--format human` (report.rs to_human): one line per run, failed evals, totals. */
export function renderSkilltestHuman(report: Report): string {
  const r = toSkilltestReport(report);
  let out = '';
  for (const run of r.runs) {
    out += `${run.passed ? 'PASS' : 'FAIL'}  ${run.case} [${run.platform}/${run.model}]\n`;
    for (const e of run.evals)
      if (!e.passed) out += `      - ${e.label}: ${detailSummary(e.detail)} (${e.reason})\n`;
  }
  out += `${r.summary.passed}/${r.summary.runs} runs passed\n`;
  const u = r.summary.usage;
  if (u) {
    const parts: string[] = [];
    if (typeof u.cost_usd === 'number') parts.push(`$${u.cost_usd.toFixed(4)}`);
    parts.push(`${u.input_tokens ?? 0} in / ${u.output_tokens ?? 0} out tokens`);
    out += `usage: ${parts.join(', ')}\n`;
  }
  return out;
}
