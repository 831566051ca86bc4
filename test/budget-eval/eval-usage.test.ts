import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import type { AttemptResult } from '../../src/model/result.js';
import type { Usage } from '../../src/model/transcript.js';
import { readReport, writeTree } from '../cache/helpers.js';
import { ChatServer, wireText, type ChatRequest, serveForFile } from '../fakes/chat-server.js';
import { runMain } from '../helpers/cli.js';

/*
 * Judge and simulated-user calls are metered per attempt (`eval_usage`), summed per case and in the
 * summary, and counted by --max-tokens. One real OpenAI-compatible server on 127.0.0.1 plays the
 * harness agent, the judge and the simulated user (told apart by their system prompts); every reply
 * reports 10 prompt + 3 completion tokens. With --parallel 1 the attempts run one after another,
 * so the server's request log splits into attempts at each agent call that opens a conversation.
 */

type Role = 'agent' | 'judge' | 'simulator';

class ThreeRoleServer extends ChatServer {
  readonly log: { role: Role; model: string; opens: boolean }[] = [];
  protected answer(req: ChatRequest): Record<string, unknown> | undefined {
    const system = wireText(req.messages[0]);
    const last = wireText(req.messages[req.messages.length - 1]);
    const role: Role = system.includes('impartial evaluator')
      ? 'judge'
      : system.includes('role-playing a user')
        ? 'simulator'
        : 'agent';
    const userMessages = req.messages.filter((m) => m.role === 'user').length;
    this.log.push({ role, model: req.model, opens: role === 'agent' && userMessages === 1 });
    let content: string;
    if (role === 'judge') content = JSON.stringify({ passed: true, reason: 'fine' });
    else if (role === 'simulator') content = last.includes('Booked') ? '[DONE]' : 'Paris, please.';
    else
      content = last.includes('Paris') ? 'Booked a flight to Paris.' : 'Where to? By the way, 4.';
    return { role: 'assistant', content };
  }
}

const server = new ThreeRoleServer();
const tempDir = serveForFile(server);
beforeEach(() => {
  server.log.length = 0;
});

// gpt-4o-mini has a list price (0.15 / 0.6 USD per 1M tokens); sim-test and agent-test have none.
const JUDGE_CALL_USD = (10 * 0.15 + 3 * 0.6) / 1_000_000;

function workdir(): string {
  const dir = tempDir('agentci-eval-usage-');
  const model = (name: string) =>
    `{provider: openai, model: ${name}, base_url: "${server.url}/v1", max_retries: 0}`;
  writeTree(dir, {
    'agentci.yaml': [
      'agent:',
      '  harness:',
      `    model: ${model('agent-test')}`,
      'judge:',
      `  model: ${model('gpt-4o-mini')}`,
      'simulators:',
      '  traveller:',
      `    model: ${model('sim-test')}`,
      '',
    ].join('\n'),
    'cases.jsonl': [
      {
        id: 'judged',
        input: 'What is 2+2?',
        assert: { type: 'agent', use: 'agents:judge', value: 'It answers 4' },
      },
      {
        id: 'talk',
        input: 'Hi, I need a flight',
        simulator: {
          use: 'traveller',
          options: { metadata: { persona: 'Ann', goal: 'a flight to Paris' } },
        },
        max_turns: 4,
        assert: { type: 'agent', use: 'agents:judge', value: 'The agent booked a flight' },
      },
    ]
      .map((c) => JSON.stringify(c))
      .join('\n'),
  });
  return dir;
}

const tokens = (u: Usage | undefined) => (u?.input_tokens ?? 0) + (u?.output_tokens ?? 0);

/** The server's log cut into attempts (each opens with an agent call on the first message). */
function attemptsFromLog(): { role: Role; model: string }[][] {
  const out: { role: Role; model: string }[][] = [];
  for (const r of server.log) {
    if (r.opens) out.push([]);
    out[out.length - 1]?.push(r);
  }
  return out;
}

/** Ran attempts in the order they ran: case-major, run by run (the cases run in file order). */
function ranAttempts(report: Report): AttemptResult[] {
  return report.results.flatMap((c) => c.run_details.filter((a) => a.status !== 'skipped'));
}

async function run(dir: string, extra: string[]) {
  const res = await runMain(
    [
      'run',
      'cases.jsonl',
      '--runs',
      '2',
      '--parallel',
      '1',
      '--no-results',
      '--report',
      'r.json',
      ...extra,
    ],
    { cwd: dir },
  );
  return { res, report: readReport(path.join(dir, 'r.json')) };
}

describe('eval_usage: judge and simulated-user calls', () => {
  it('meters every judge and simulator call per attempt, per case and in the summary', async () => {
    const dir = workdir();
    const { res, report } = await run(dir, []);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);

    const perAttempt = attemptsFromLog();
    const attempts = ranAttempts(report);
    expect(attempts.map((a) => `${a.id}#${a.run}`)).toEqual([
      'judged#1',
      'judged#2',
      'talk#1',
      'talk#2',
    ]);
    expect(perAttempt).toHaveLength(4);
    // The conversation case really used the simulator (twice: "Paris, please.", then [DONE]).
    expect(perAttempt[2]?.filter((r) => r.role === 'simulator')).toHaveLength(2);

    attempts.forEach((a, k) => {
      const calls = perAttempt[k] ?? [];
      const evalCalls = calls.filter((r) => r.role !== 'agent').length;
      const agentCalls = calls.length - evalCalls;
      expect(evalCalls, `${a.id}#${a.run}`).toBeGreaterThan(0);
      expect(a.eval_usage?.input_tokens, `${a.id}#${a.run}`).toBe(10 * evalCalls);
      expect(a.eval_usage?.output_tokens, `${a.id}#${a.run}`).toBe(3 * evalCalls);
      // `usage` stays the agent's own.
      expect(a.usage?.input_tokens, `${a.id}#${a.run}`).toBe(10 * agentCalls);
      expect(a.usage?.output_tokens, `${a.id}#${a.run}`).toBe(3 * agentCalls);
    });

    // Priced like the harness agent: the judge model has a price, the simulator's has none, so
    // the conversation attempts carry tokens only.
    const judged = attempts.filter((a) => a.id === 'judged');
    for (const a of judged) expect(a.eval_usage?.cost_usd).toBeCloseTo(JUDGE_CALL_USD, 12);
    for (const a of attempts.filter((x) => x.id === 'talk'))
      expect(a.eval_usage?.cost_usd).toBeUndefined();

    // Summed per case and in the summary.
    const evalTotal = server.log.filter((r) => r.role !== 'agent').length;
    for (const c of report.results) {
      const n = c.run_details.reduce((s, a) => s + tokens(a.eval_usage), 0);
      expect(tokens(c.eval_usage), c.id).toBe(n);
      expect(n, c.id).toBeGreaterThan(0);
    }
    // Case and summary costs are rounded to the micro-dollar, once (2 × $0.0000033 → $0.000007).
    expect(report.results.find((c) => c.id === 'judged')?.eval_usage?.cost_usd).toBe(0.000007);
    expect(report.summary.eval_usage?.cost_usd).toBe(0.000007);
    expect(report.summary.eval_usage?.input_tokens).toBe(10 * evalTotal);
    expect(report.summary.eval_usage?.output_tokens).toBe(3 * evalTotal);
    const agentTotal = server.log.length - evalTotal;
    expect(report.summary.usage?.input_tokens).toBe(10 * agentTotal);
    expect(report.summary.usage?.output_tokens).toBe(3 * agentTotal);
  }, 60_000);

  it('--max-tokens just above the agent’s own usage stops the run once judge tokens count', async () => {
    const dir = workdir();
    // A full run first: what the agent alone spends over every attempt.
    const full = await run(dir, []);
    const agentOnly = tokens(full.report.summary.usage);
    const everything = agentOnly + tokens(full.report.summary.eval_usage);
    const limit = agentOnly + 1;
    expect(everything).toBeGreaterThan(limit);

    server.log.length = 0;
    const { res, report } = await run(dir, ['--max-tokens', String(limit)]);
    expect(res.stderr).not.toMatch(/error/i);
    const all = report.results.flatMap((c) => c.run_details);
    const skipped = all.filter((a) => a.status === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    for (const a of skipped)
      expect(a.error).toMatch(
        new RegExp(`^not run: budget spent: \\d+ tokens of the --max-tokens ${limit}$`),
      );
    // The budget was reached only through the judge's and simulator's tokens: the agent alone
    // stayed under the limit, agent + eval reached it.
    const ran = ranAttempts(report);
    const agentSpent = ran.reduce((s, a) => s + tokens(a.usage), 0);
    const evalSpent = ran.reduce((s, a) => s + tokens(a.eval_usage), 0);
    expect(agentSpent).toBeLessThan(limit);
    expect(agentSpent + evalSpent).toBeGreaterThanOrEqual(limit);
    // The spend named in the reason is the agent's plus the judge's and simulator's.
    expect(skipped[0]?.error).toContain(`budget spent: ${agentSpent + evalSpent} tokens`);
    expect(report.warnings?.some((w) => w.startsWith('budget spent:'))).toBe(true);
  }, 90_000);
});
