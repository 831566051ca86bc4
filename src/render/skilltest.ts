import { inputToMessages, messageText, type CaseInput, type Message } from '../model/message.js';
import type { Report } from '../model/report.js';
import type { AttemptResult, CaseResult, Check } from '../model/result.js';

/*
 * The skilltest JSON report (skilltest-core's `Report` / `CaseRun` / `EvalOutcome`), rendered from
 * an agentci report so tooling written for `skilltest run --format json` keeps working. One
 * `runs[]` entry per attempt (skilltest repeats a case as separate runs too). `mock_calls` is null
 * when the mock/spy channel was off for the run and a list (possibly empty) when it was on.
 */

export interface SkilltestEvalOutcome {
  label: string;
  passed: boolean;
  /** The kind-specific verdict: what was expected, what was seen, the judge's score. */
  detail: Record<string, unknown>;
  /** The judge's reason, or the check's message. */
  reason: string;
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
  transcript: { role: string; content: string }[];
  usage?: Record<string, unknown>;
  mock_calls: unknown[] | null;
  /** agentci extras: the attempt's status and run number (skilltest has neither). */
  status: AttemptResult['status'];
  run: number;
  error?: string;
}

export interface SkilltestReport {
  runs: SkilltestCaseRun[];
  summary: { total: number; passed: number; failed: number };
}

function detailOf(k: Check): Record<string, unknown> {
  const d: Record<string, unknown> = { kind: k.type };
  if (k.expected !== undefined) d.expected = k.expected;
  if (k.actual !== undefined) d.value = k.actual;
  if (k.score !== undefined) d.score = k.score;
  if (k.negate) d.negated = true;
  if (k.type === 'not_called') d.negated = true;
  if (k.error !== undefined) d.error = k.error;
  return d;
}

function hasToolCalls(m: { tool_calls?: unknown }): boolean {
  return Array.isArray(m.tool_calls) && m.tool_calls.length > 0;
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

function toRun(r: CaseResult, a: AttemptResult, platform: string, model: string): SkilltestCaseRun {
  const messages = conversationOf(r, a);
  const mockCalls = a.transcript?.mock_calls ?? [];
  const hasMocks = mockCalls.length > 0 || r.format === 'skilltest-yaml';
  const run: SkilltestCaseRun = {
    case: r.id,
    // The report keeps the case file, not the skill folder; the case file names its skill.
    skill: r.file,
    platform,
    model,
    passed: a.status === 'passed',
    // A turn is an assistant reply to the user; tool-calling steps inside it are not turns.
    turns: messages.filter((m) => m.role === 'assistant' && !hasToolCalls(m)).length,
    evals: a.checks.map((k) => ({
      label: k.label,
      passed: k.passed,
      detail: detailOf(k),
      reason: k.message ?? k.error ?? '',
    })),
    transcript: messages
      .filter(
        (m) =>
          m.role !== 'tool' &&
          !(m.role === 'assistant' && hasToolCalls(m) && messageText(m.content) === ''),
      )
      .map((m) => ({ role: m.role, content: messageText(m.content) })),
    mock_calls: hasMocks ? mockCalls : null,
    status: a.status,
    run: a.run,
  };
  const usage = a.usage ?? a.transcript?.usage;
  if (usage) run.usage = { ...usage };
  if (a.error !== undefined) run.error = a.error;
  return run;
}

/** The skilltest-shaped report (`--format skilltest`, `-o *.skilltest.json`), pretty JSON. */
export function renderSkilltest(report: Report): string {
  const opts = report.metadata.options as { agent?: { kind?: string; description?: string } };
  const platform = `agentci${opts.agent?.kind ? `:${opts.agent.kind}` : ''}`;
  const model = opts.agent?.description ?? report.summary.agent_id ?? '';
  const runs: SkilltestCaseRun[] = [];
  for (const r of report.results)
    for (const a of r.run_details)
      if (a.status !== 'skipped') runs.push(toRun(r, a, platform, model));
  const passed = runs.filter((x) => x.passed).length;
  const out: SkilltestReport = {
    runs,
    summary: { total: runs.length, passed, failed: runs.length - passed },
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}
