import { describe, expect, it } from 'vitest';
import { ScriptedModel, type ScriptedConfig } from '../../src/harness/models/scripted.js';
import { clamp, compareScore, judgeEvals, NO_EVAL_JUDGE_MESSAGE } from '../../src/judges/evals.js';
import { LlmJudge } from '../../src/judges/llm-judge.js';
import { CaseSchema, type Case } from '../../src/model/case.js';
import { TranscriptSchema, type Transcript } from '../../src/model/transcript.js';

function skilltestCase(evals: unknown[], mocks: unknown[] = []): Case {
  return CaseSchema.parse({
    id: 'booking',
    suite: 'cases/booking.yaml',
    source: { file: 'cases/booking.yaml', line: 1 },
    format: 'skilltest-yaml',
    input: 'Book a flight to Paris',
    evals,
    mocks,
    payload: { skill: 'skills/booking' },
  });
}

const transcript: Transcript = TranscriptSchema.parse({
  messages: [
    { role: 'user', content: 'Book a flight to Paris' },
    { role: 'assistant', content: 'Booked, confirmation ABC123' },
  ],
  mock_calls: [
    { tool: 'book_flight', input: { to: 'Paris' }, action: 'stub', mock: 'booking' },
    { tool: 'search', input: { q: 'Paris' }, action: 'spy' },
  ],
});

/** A judge whose scripted model is fresh per question, like the real one. */
function judgeOf(cfg: ScriptedConfig, runs = 1): LlmJudge {
  return new LlmJudge({ make: () => new ScriptedModel(cfg), runs });
}

const verdict = (v: boolean, reason = 'because') => JSON.stringify({ verdict: v, reason });
const score = (s: number, reason = 'scored') => JSON.stringify({ score: s, reason });

describe('boolean evals', () => {
  it('pass when the verdict equals expected, fail otherwise, reason in the message', async () => {
    const c = skilltestCase([
      { type: 'boolean', criterion: 'confirms the booking' },
      { type: 'boolean', criterion: 'asks for payment', name: 'no payment talk', expected: false },
      { type: 'boolean', criterion: 'mentions the price' },
    ]);
    const judge = judgeOf({
      rules: [
        { when: { contains: 'confirms the booking' }, reply: verdict(true, 'ABC123 given') },
        { when: { contains: 'asks for payment' }, reply: verdict(false, 'no payment') },
        { when: { contains: 'mentions the price' }, reply: verdict(false, 'no price') },
      ],
    });
    const checks = await judgeEvals(c, transcript, 'Booked', { judge });
    expect(checks.map((k) => [k.label, k.type, k.passed])).toEqual([
      ['confirms the booking', 'boolean', true],
      ['no payment talk', 'boolean', true],
      ['mentions the price', 'boolean', false],
    ]);
    expect(checks[0]?.message).toBe('judge verdict true (expected true): ABC123 given');
    expect(checks[2]?.message).toBe('judge verdict false (expected true): no price');
    expect(checks.every((k) => k.error === undefined)).toBe(true);
  });

  it('judge runs: the majority decides and the agreement is reported', async () => {
    const c = skilltestCase([{ type: 'boolean', criterion: 'polite' }]);
    const judge = judgeOf({ replies: [verdict(true), verdict(false), verdict(true)] }, 3);
    const [check] = await judgeEvals(c, transcript, 'x', { judge });
    expect(check?.passed).toBe(true);
    expect(check?.judge).toEqual({ runs: 3, agreement: 0.667, verdicts: [true, false, true] });
    expect(check?.message).toContain('judge agreement 2/3');
  });

  it('an unanimous judge has agreement 1; an even split is an error, not a verdict', async () => {
    const c = skilltestCase([{ type: 'boolean', criterion: 'polite' }]);
    const [unanimous] = await judgeEvals(c, transcript, 'x', {
      judge: judgeOf({ replies: [verdict(false)] }, 3),
    });
    expect(unanimous).toMatchObject({ passed: false, judge: { runs: 3, agreement: 1 } });
    const [split] = await judgeEvals(c, transcript, 'x', {
      judge: judgeOf({ replies: [verdict(true), verdict(false)] }, 2),
    });
    expect(split?.error).toMatch(/split evenly/);
  });

  it('an unusable judge reply (after the retry) is an error check', async () => {
    const c = skilltestCase([{ type: 'boolean', criterion: 'polite' }]);
    const [check] = await judgeEvals(c, transcript, 'x', {
      judge: judgeOf({ replies: ['yes, it is polite'] }),
    });
    expect(check?.passed).toBe(false);
    expect(check?.error).toMatch(/unusable after a retry: no JSON object/);
  });

  it('without a judge model, judged evals are error checks', async () => {
    const c = skilltestCase([
      { type: 'boolean', criterion: 'polite' },
      { type: 'numeric', criterion: 'q', min: 0, max: 10, threshold: 5 },
    ]);
    const checks = await judgeEvals(c, transcript, 'x', {});
    expect(checks.map((k) => k.error)).toEqual([NO_EVAL_JUDGE_MESSAGE, NO_EVAL_JUDGE_MESSAGE]);
  });
});

describe('numeric evals', () => {
  it('compareScore and clamp', () => {
    expect([
      compareScore(5, 'gte', 5),
      compareScore(5, 'gt', 5),
      compareScore(5, 'lte', 5),
      compareScore(5, 'lt', 5),
    ]).toEqual([true, false, true, false]);
    expect([clamp(-3, 0, 10), clamp(15, 0, 10), clamp(4, 0, 10)]).toEqual([0, 10, 4]);
  });

  const cases: [string, number, boolean][] = [
    ['gte', 7, true],
    ['gte', 6, false],
    ['>=', 7, true],
    ['gt', 8, true],
    ['gt', 7, false],
    ['>', 7, false],
    ['lte', 7, true],
    ['lte', 8, false],
    ['<=', 7, true],
    ['lt', 6, true],
    ['lt', 7, false],
    ['<', 6, true],
  ];
  for (const [comparator, s, passes] of cases)
    it(`${comparator} 7 with score ${s} → ${passes ? 'pass' : 'fail'}`, async () => {
      const c = skilltestCase([
        { type: 'numeric', criterion: 'quality', min: 0, max: 10, threshold: 7, comparator },
      ]);
      const [check] = await judgeEvals(c, transcript, 'x', {
        judge: judgeOf({ replies: [score(s)] }),
      });
      expect(check?.passed).toBe(passes);
      expect(check?.score).toBe(s);
      expect(check?.error).toBeUndefined();
    });

  it('clamps the score into [min, max] before comparing', async () => {
    const c = skilltestCase([
      { type: 'numeric', criterion: 'too high', min: 1, max: 5, threshold: 5, comparator: 'gte' },
      { type: 'numeric', criterion: 'too low', min: 1, max: 5, threshold: 1, comparator: 'lte' },
    ]);
    const judge = judgeOf({
      rules: [
        { when: { contains: 'too high' }, reply: score(12) },
        { when: { contains: 'too low' }, reply: score(-4) },
      ],
    });
    const [high, low] = await judgeEvals(c, transcript, 'x', { judge });
    expect(high).toMatchObject({ passed: true, score: 5, actual: 5 });
    expect(high?.message).toContain('judge score 5 (clamped from 12), needed >= 5');
    expect(low).toMatchObject({ passed: true, score: 1 });
  });

  it('judge runs: the median score decides, agreement counts runs on the same side', async () => {
    const c = skilltestCase([{ type: 'numeric', criterion: 'q', min: 0, max: 10, threshold: 6 }]);
    const judge = judgeOf({ replies: [score(8), score(3), score(7)] }, 3);
    const [check] = await judgeEvals(c, transcript, 'x', { judge });
    expect(check).toMatchObject({
      passed: true,
      score: 7,
      judge: { runs: 3, agreement: 0.667, scores: [8, 3, 7] },
    });
  });

  it('a non-numeric score is unusable → error', async () => {
    const c = skilltestCase([{ type: 'numeric', criterion: 'q', min: 0, max: 10, threshold: 6 }]);
    const [check] = await judgeEvals(c, transcript, 'x', {
      judge: judgeOf({ replies: ['{"score": "high"}'] }),
    });
    expect(check?.error).toMatch(/score/);
  });
});

describe('called / not_called evals', () => {
  const mocks = [
    { name: 'booking', match: { tool: 'book_flight' }, stub: 'ok' },
    { name: 'searches', match: { tool: 'search' } },
    { name: 'payments', match: { tool: 'pay' } },
  ];

  it('count the mock records of the transcript', async () => {
    const c = skilltestCase(
      [
        { type: 'called', mock: 'booking' },
        { type: 'called', mock: 'booking', times: 2 },
        { type: 'called', mock: 'searches', where: { q: 'Paris' } },
        { type: 'not_called', mock: 'payments' },
        { type: 'not_called', mock: 'searches' },
      ],
      mocks,
    );
    const checks = await judgeEvals(c, transcript, 'x', {});
    expect(checks.map((k) => [k.type, k.passed])).toEqual([
      ['called', true],
      ['called', false],
      ['called', true],
      ['not_called', true],
      ['not_called', false],
    ]);
  });
});
