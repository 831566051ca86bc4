import { describe, expect, it } from 'vitest';
import { NO_JUDGE_MESSAGE, runAssertion, type LlmJudgeRequest } from '../../src/judges/index.js';
import { ctxFor } from './context.js';

/** A stand-in judge model: passes when the output mentions the word the criteria put in quotes. */
function keywordJudge(seen: LlmJudgeRequest[] = []) {
  return async (req: LlmJudgeRequest) => {
    seen.push(req);
    const word = /"([^"]+)"/.exec(req.criteria)?.[1] ?? '';
    const passed = String(req.output).includes(word);
    return {
      passed,
      reason: passed ? `mentions ${word}` : `never mentions ${word}`,
      score: passed ? 1 : 0.2,
    };
  };
}

describe('agent assertion', () => {
  it('asks the judge with the criteria, output, input and transcript', async () => {
    const seen: LlmJudgeRequest[] = [];
    const a = {
      type: 'agent' as const,
      value: 'The answer names "Paris"',
      use: 'agents:tests.validator',
      options: { temperature: 0 },
    };
    const ctx = ctxFor('It is Paris.', {
      llmJudge: keywordJudge(seen),
      input: 'Capital of France?',
    });
    const c = await runAssertion(a, ctx);
    expect(c).toMatchObject({
      label: 'agent "The answer names \\"Paris\\""',
      type: 'agent',
      passed: true,
      score: 1,
      message: 'mentions Paris',
      expected: 'The answer names "Paris"',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      criteria: 'The answer names "Paris"',
      output: 'It is Paris.',
      input: 'Capital of France?',
      options: { temperature: 0, use: 'agents:tests.validator' },
    });
    expect(seen[0].transcript).toBe(ctx.transcript);
  });

  it('fails with the judge reason', async () => {
    const c = await runAssertion(
      { type: 'agent', use: 'agents:judge', value: 'names "Paris"' },
      ctxFor('It is Rome.', { llmJudge: keywordJudge() }),
    );
    expect(c).toMatchObject({
      passed: false,
      score: 0.2,
      message: 'the judge found the criteria not met: never mentions Paris',
    });
    expect(c.error).toBeUndefined();
  });

  it('reads criteria from options.criteria', async () => {
    const seen: LlmJudgeRequest[] = [];
    const c = await runAssertion(
      { type: 'agent', use: 'agents:judge', options: { criteria: 'says "hello"' } },
      ctxFor('hello there', { llmJudge: keywordJudge(seen) }),
    );
    expect(c.passed).toBe(true);
    expect(seen[0].criteria).toBe('says "hello"');
  });

  it('negates', async () => {
    const c = await runAssertion(
      { type: 'agent', use: 'agents:judge', value: 'names "Paris"', negate: true },
      ctxFor('Paris', { llmJudge: keywordJudge() }),
    );
    expect(c).toMatchObject({ passed: false, label: 'not agent "names \\"Paris\\""' });
    expect(c.message).toBe(
      'the judge found the criteria met: mentions Paris, but the assertion is negated (expected it not to hold)',
    );
  });

  // assert.go assertAgent: in a Yao file an unknown validator fails the case (no error).
  it('fails a Yao case whose validator is neither an agent nor backed by a judge', async () => {
    const c = await runAssertion({ type: 'agent', use: 'agents:v', value: 'x' }, ctxFor('hi'));
    expect(c).toMatchObject({ passed: false });
    expect(c.error).toBeUndefined();
    expect(c.message).toContain('failed to get validator agent: v is not under agents:');
  });

  it('is an error without a judge outside Yao files, saying how to configure one', async () => {
    const ctx = ctxFor('hi');
    ctx.case.format = 'message';
    delete ctx.dialect;
    const c = await runAssertion({ type: 'agent', value: 'is polite' }, ctx);
    expect(c.passed).toBe(false);
    expect(c.error).toBe(NO_JUDGE_MESSAGE);
    expect(c.error).toContain('`judge:`');
    expect(c.error).toContain('agentci.yaml');
  });

  it('is an error when the judge throws or answers nonsense', async () => {
    const throwing = async () => {
      throw new Error('HTTP 500 from provider');
    };
    const c = await runAssertion(
      { type: 'agent', use: 'agents:judge', value: 'x' },
      ctxFor('y', { llmJudge: throwing }),
    );
    expect(c.error).toBe('the judge model failed: HTTP 500 from provider');
    const nonsense = (async () => ({ verdict: 'yes' })) as unknown as NonNullable<
      ReturnType<typeof ctxFor>['llmJudge']
    >;
    const d = await runAssertion(
      { type: 'agent', use: 'agents:judge', value: 'x' },
      ctxFor('y', { llmJudge: nonsense }),
    );
    expect(d.error).toBe(
      'the judge model answered {"verdict":"yes"}; expected {passed, reason, score?}',
    );
  });
});
