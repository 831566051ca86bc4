import { describe, expect, it } from 'vitest';
import { judgeCalled, judgeNotCalled } from '../../src/judges/mock-evals.js';
import {
  EvalSchema,
  MockDeclSchema,
  type CalledEval,
  type MockCall,
  type NotCalledEval,
} from '../../src/model/index.js';

const mocks = [
  MockDeclSchema.parse({ name: 'book', match: { tool: 'book' }, stub: 'ok' }),
  MockDeclSchema.parse({ name: 'any_book', match: { tool: 'book' } }),
  MockDeclSchema.parse({ match: { tool: 'mail' } }),
];
const calls: MockCall[] = [
  { tool: 'book', input: { size: 4, day: 'fri' }, action: 'stub', mock: 'book' },
  { tool: 'book', input: { size: 2, day: 'sat' }, action: 'stub', mock: 'book' },
  { tool: 'mail', input: { to: 'a@b' }, action: 'spy', mock: 'spy_2' },
];
const called = (e: unknown) => EvalSchema.parse({ type: 'called', ...(e as object) }) as CalledEval;
const notCalled = (e: unknown) =>
  EvalSchema.parse({ type: 'not_called', ...(e as object) }) as NotCalledEval;

describe('called / not_called', () => {
  it('called: at least one, or exactly times', () => {
    expect(judgeCalled(called({ mock: 'book' }), calls, mocks)).toMatchObject({
      passed: true,
      label: 'called: book',
      type: 'called',
      actual: 2,
      // skilltest eval.rs outcome_for_calls: a passing eval says what matched.
      message: 'mock `book` matched 2 call(s)',
    });
    expect(judgeCalled(called({ mock: 'book', times: 2 }), calls, mocks).passed).toBe(true);
    const once = judgeCalled(called({ mock: 'book', times: 1, name: 'once' }), calls, mocks);
    expect(once).toMatchObject({
      passed: false,
      label: 'once',
      // ...a failing one what was expected and (mock.rs describe_records) what was observed.
      message: `mock \`book\` matched 2 call(s), expected exactly 1; observed: book({"day":"fri","size":4}) [stub], book({"day":"sat","size":2}) [stub], mail({"to":"a@b"})`,
    });
  });

  it('where narrows to calls whose input matches', () => {
    expect(judgeCalled(called({ mock: 'book', where: { size: 4 } }), calls, mocks)).toMatchObject({
      passed: true,
      actual: 1,
    });
    expect(
      judgeCalled(
        called({ mock: 'book', where: { day: { pattern: '^s' } }, times: 1 }),
        calls,
        mocks,
      ).passed,
    ).toBe(true);
    expect(judgeCalled(called({ mock: 'book', where: { size: 8 } }), calls, mocks)).toMatchObject({
      passed: false,
      actual: 0,
    });
    expect(judgeCalled(called({ mock: 'book', where: { nope: 'x' } }), calls, mocks).passed).toBe(
      false,
    );
  });

  it('a spy counts every recorded call its matcher covers, whatever acted on it; fallback names work', () => {
    expect(judgeCalled(called({ mock: 'any_book', times: 2 }), calls, mocks).passed).toBe(true);
    expect(judgeCalled(called({ mock: 'spy_2' }), calls, mocks).passed).toBe(true);
  });

  it('not_called passes only with no matching call', () => {
    expect(judgeNotCalled(notCalled({ mock: 'book' }), calls, mocks)).toMatchObject({
      passed: false,
      label: 'not_called: book',
      message: `mock \`book\` matched 2 call(s), expected no matching calls; observed: book({"day":"fri","size":4}) [stub], book({"day":"sat","size":2}) [stub], mail({"to":"a@b"})`,
    });
    expect(
      judgeNotCalled(notCalled({ mock: 'book', where: { size: 9 } }), calls, mocks).passed,
    ).toBe(true);
    expect(judgeNotCalled(notCalled({ mock: 'book' }), [], mocks).passed).toBe(true);
    expect(judgeCalled(called({ mock: 'book' }), [], mocks).message).toBe(
      'mock `book` matched 0 call(s), expected at least one; no tool calls were observed',
    );
    const many = Array.from({ length: 7 }, (_, i): MockCall => ({
      tool: 'bash',
      input: { command: `echo ${i}` },
      action: 'spy',
    }));
    expect(judgeCalled(called({ mock: 'book' }), many, mocks).message).toBe(
      'mock `book` matched 0 call(s), expected at least one; observed: bash(echo 0), bash(echo 1), bash(echo 2), bash(echo 3), bash(echo 4), … 2 more',
    );
  });

  it('an unknown mock is an error check, not a silent pass', () => {
    const k = judgeNotCalled(notCalled({ mock: 'ghost' }), calls, mocks);
    expect(k.passed).toBe(false);
    expect(k.error).toMatch(/no mock named 'ghost'/);
  });
});
