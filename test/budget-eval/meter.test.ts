import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/harness/pricing.js';
import type { ChatInvokeCompletion, ChatModel } from '../../src/harness/types.js';
import { createJudgeCompleteFor } from '../../src/formats/thinkingbox/judge-model.js';
import type { AttemptResult } from '../../src/model/result.js';
import { ReportSchema } from '../../src/model/report.js';
import {
  aggregateCase,
  buildReport,
  summarise,
  type CaseIdentity,
} from '../../src/report/aggregate.js';
import { applyGate } from '../../src/report/gate.js';
import { Budget, EvalMeter, evalPrices, perAttemptFromReport } from '../../src/runner/budget.js';
import { ChatServer, type ChatRequest } from '../fakes/chat-server.js';

/** A model answering with fixed usage (no network: the meter only wraps `ainvoke`). */
function fixedModel(model: string, usage?: ChatInvokeCompletion['usage']): ChatModel {
  return {
    provider: 'test',
    model,
    ainvoke: () =>
      Promise.resolve({
        messages: [{ role: 'assistant', content: 'ok' }],
        stop_reason: 'end_turn',
        ...(usage ? { usage } : {}),
      }),
  };
}

const scope = { suite: 's.jsonl', caseId: 'c', run: 1 };
const ask = (m: ChatModel) => m.ainvoke({ messages: [{ role: 'user', content: 'hi' }] });

describe('EvalMeter', () => {
  it('adds every call to its attempt, priced like the agent, and take() empties the account', async () => {
    const meter = new EvalMeter();
    const judge = meter.wrap(
      fixedModel('gpt-4o-mini', { input_tokens: 1000, output_tokens: 100, cached_tokens: 400 }),
      scope,
    );
    await ask(judge);
    await ask(judge);
    // Another attempt's calls stay apart.
    await ask(
      meter.wrap(fixedModel('gpt-4o-mini', { input_tokens: 7, output_tokens: 1 }), {
        ...scope,
        run: 2,
      }),
    );
    const u = meter.take(scope);
    expect(u?.input_tokens).toBe(2000);
    expect(u?.output_tokens).toBe(200);
    expect(u?.cached_tokens).toBe(800);
    // 600 fresh × 0.15 + 400 cached × 0.075 + 100 out × 0.6, per 1M tokens, twice.
    expect(u?.cost_usd).toBeCloseTo((2 * (600 * 0.15 + 400 * 0.075 + 100 * 0.6)) / 1e6, 12);
    expect(meter.take(scope)).toBeUndefined();
    expect(meter.take({ ...scope, run: 2 })?.input_tokens).toBe(7);
  });

  it('keeps tokens only once a call has no price, and reports nothing without calls', async () => {
    const meter = new EvalMeter();
    expect(meter.take(scope)).toBeUndefined();
    const wrap = meter.meterFor(scope);
    expect(meter.take(scope)).toBeUndefined(); // bound but never called
    const w2 = meter.meterFor(scope);
    await ask(w2(fixedModel('gpt-4o-mini', { input_tokens: 10, output_tokens: 3 })));
    await ask(w2(fixedModel('my-local-model', { input_tokens: 10, output_tokens: 3 })));
    await ask(w2(fixedModel('gpt-4o-mini'))); // no usage reported: counted as a call of 0 tokens
    const u = meter.take(scope);
    expect(u).toEqual({ input_tokens: 20, output_tokens: 6 });
    // A call finishing after its attempt was taken opens no new account.
    await ask(wrap(fixedModel('gpt-4o-mini', { input_tokens: 5, output_tokens: 5 })));
    expect(meter.take(scope)).toBeUndefined();
  });

  it('prices with the harness agent’s prices: table', async () => {
    const prices = evalPrices({
      agent: { harness: { model: {}, prices: { 'my-judge': { input: 1, output: 2 } } } },
    });
    const meter = new EvalMeter(prices);
    await ask(
      meter.wrap(fixedModel('my-judge-v2', { input_tokens: 1e6, output_tokens: 1e6 }), scope),
    );
    expect(meter.take(scope)?.cost_usd).toBe(3);
    // No harness agent: the built-in list.
    expect(evalPrices({})).toBe(DEFAULT_PRICES);
  });
});

describe('eval_usage in aggregates and the budget', () => {
  const ident: CaseIdentity = {
    id: 'c',
    suite: 's.jsonl',
    file: 's.jsonl',
    line: 1,
    format: 'yao-jsonl',
    tags: [],
    threshold: 1,
    thresholdDeclared: false,
  };
  const attempt = (run: number, extra: Partial<AttemptResult>): AttemptResult => ({
    id: 'c',
    suite: 's.jsonl',
    run,
    status: 'passed',
    duration_ms: 1,
    checks: [],
    ...extra,
  });

  it('sums eval_usage per case and in the summary, apart from usage, and leaves it out when absent', () => {
    const c = aggregateCase(ident, [
      attempt(1, {
        usage: { input_tokens: 100, output_tokens: 10, cost_usd: 0.001 },
        eval_usage: { input_tokens: 20, output_tokens: 6, cost_usd: 0.0000033 },
      }),
      attempt(2, {
        usage: { input_tokens: 100, output_tokens: 10, cost_usd: 0.001 },
        eval_usage: { input_tokens: 10, output_tokens: 3, cost_usd: 0.0000033 },
      }),
      attempt(3, { status: 'skipped', eval_usage: { input_tokens: 999, output_tokens: 999 } }),
    ]);
    expect(c.usage).toEqual({ input_tokens: 200, output_tokens: 20, cost_usd: 0.002 });
    // Rounded once, at the end (per-step rounding would give 0.000006).
    expect(c.eval_usage).toEqual({ input_tokens: 30, output_tokens: 9, cost_usd: 0.000007 });
    const plain = aggregateCase({ ...ident, id: 'd' }, [
      attempt(1, { usage: { input_tokens: 1, output_tokens: 1 } }),
    ]);
    expect('eval_usage' in plain).toBe(false);
    const s = summarise([c, plain], { durationMs: 1, runsPerCase: 2 });
    expect(s.eval_usage).toEqual({ input_tokens: 30, output_tokens: 9, cost_usd: 0.000007 });
    expect(s.usage?.input_tokens).toBe(201);
    expect('eval_usage' in summarise([plain], { durationMs: 1, runsPerCase: 1 })).toBe(false);
  });

  it('the budget counts agent and eval spending; the estimate uses both', () => {
    const b = new Budget({ maxTokens: 50, maxCostUsd: 1 });
    b.add({ input_tokens: 30, output_tokens: 0 });
    expect(b.exhausted()).toBeUndefined();
    b.add({ input_tokens: 15, output_tokens: 5, cost_usd: 0.5 });
    expect(b.exhausted()).toBe('budget spent: 50 tokens of the --max-tokens 50');

    const results = [
      aggregateCase(
        ident,
        [1, 2, 3, 4].map((run) =>
          attempt(run, {
            usage: { input_tokens: 10, output_tokens: 0, cost_usd: 0.1 },
            eval_usage: { input_tokens: 5, output_tokens: 5, cost_usd: 0.05 },
          }),
        ),
      ),
    ];
    const prev = buildReport({
      results,
      environment: { user_id: 'u', team_id: 't', locale: 'en' },
      metadata: { started_at: 'x', completed_at: 'x', version: '0', options: {} },
      gate: applyGate({ results }, { threshold: 1, caseThreshold: 1 }),
      runsPerCase: 4,
    });
    expect(ReportSchema.parse(prev).summary.eval_usage?.input_tokens).toBe(20);
    const per = perAttemptFromReport(prev);
    expect(per?.tokens).toBe(20);
    expect(per?.costUsd).toBeCloseTo(0.15, 12);
  });
});

/** A judge on a real server: thinkingbox's judge completions land in the attempt's account. */
class YesServer extends ChatServer {
  calls = 0;
  protected answer(_req: ChatRequest): Record<string, unknown> {
    this.calls++;
    return { role: 'assistant', content: '{"verdict": true, "reason": "yes"}' };
  }
}

describe('thinkingbox judge completions', () => {
  const server = new YesServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('meters the judge per attempt when given a meter', async () => {
    const meter = new EvalMeter();
    const judge = {
      model: {
        provider: 'openai' as const,
        model: 'gpt-4o-mini',
        base_url: `${server.url}/v1`,
        stream: false,
        max_retries: 0,
      },
      runs: 1,
    };
    const completeFor = createJudgeCompleteFor(judge, {}, undefined, meter);
    const ask = [{ role: 'user' as const, content: 'Is it text? Answer Yes or No.' }];
    expect(await completeFor(scope)(ask)).toBe('{"verdict": true, "reason": "yes"}');
    expect(await completeFor(scope)(ask)).toBe('{"verdict": true, "reason": "yes"}');
    expect(server.calls).toBe(2);
    const u = meter.take(scope);
    expect(u?.input_tokens).toBe(20);
    expect(u?.output_tokens).toBe(6);
    expect(u?.cost_usd).toBeCloseTo((2 * (10 * 0.15 + 3 * 0.6)) / 1e6, 12);
    // Without a scope nothing is metered (and nothing is left behind).
    await completeFor()(ask);
    expect(meter.take(scope)).toBeUndefined();
  });
});
