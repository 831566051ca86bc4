import { describe, expect, it } from 'vitest';
import {
  ASSERT_METHODS,
  createTestingT,
  StopTest,
  type AssertMethod,
} from '../../src/scripts/assert.js';
import { deepEqual } from '../../src/lib/json.js';

type Row = {
  method: AssertMethod;
  pass: unknown[];
  fail: unknown[];
  /** The AssertionInfo the failing call records (message left out: rows add their own). */
  info: Record<string, unknown>;
  /** The default failure sentence (no user message). */
  sentence: string;
};

const boom = () => {
  throw new Error('kaput');
};
const quiet = () => 1;

const ROWS: Row[] = [
  {
    method: 'True',
    pass: [true],
    fail: [false],
    info: { expected: true, actual: false },
    sentence: 'expected true, got false',
  },
  {
    method: 'False',
    pass: [false],
    fail: [1],
    info: { expected: false, actual: 1 },
    sentence: 'expected false, got 1',
  },
  {
    method: 'Equal',
    pass: [{ a: [1, { b: 2 }], c: undefined }, { a: [1, { b: 2 }] }],
    fail: [2, 1],
    info: { expected: 1, actual: 2 },
    sentence: 'expected 1, got 2',
  },
  {
    method: 'NotEqual',
    pass: [{ a: 1 }, { a: 2 }],
    fail: [
      [1, 2],
      [1, 2],
    ],
    info: { expected: [1, 2], actual: [1, 2] },
    sentence: 'expected values to be different, both are [1,2]',
  },
  {
    method: 'Nil',
    pass: [null],
    fail: [0],
    info: { actual: 0 },
    sentence: 'expected nil (null or undefined), got 0',
  },
  {
    method: 'NotNil',
    pass: [0],
    fail: [undefined],
    info: { actual: 'undefined' },
    sentence: 'expected a value, got undefined',
  },
  {
    method: 'Contains',
    pass: ['hello world', 'lo w'],
    fail: ['hello', 'bye'],
    info: { expected: 'bye', actual: 'hello' },
    sentence: 'expected "hello" to contain "bye"',
  },
  {
    method: 'NotContains',
    pass: [[1, 2], 3],
    fail: [[1, { x: 2 }], { x: 2 }],
    info: { expected: { x: 2 }, actual: [1, { x: 2 }] },
    sentence: 'expected [1,{"x":2}] not to contain {"x":2}',
  },
  {
    method: 'Len',
    pass: [[1, 2, 3], 3],
    fail: ['abcd', 3],
    info: { expected: 3, actual: 4 },
    sentence: 'expected length 3, got 4',
  },
  {
    method: 'Greater',
    pass: [2, 1],
    fail: [1, 1],
    info: { expected: '> 1', actual: 1 },
    sentence: 'expected 1 > 1',
  },
  {
    method: 'GreaterOrEqual',
    pass: [1, 1],
    fail: [0, 1],
    info: { expected: '>= 1', actual: 0 },
    sentence: 'expected 0 >= 1',
  },
  {
    method: 'Less',
    // script_assert.go assertLessMethod: args[i].Number(), so "9" < "10" (a string order says no).
    pass: ['9', '10'],
    fail: [2, 1],
    info: { expected: '< 1', actual: 2 },
    sentence: 'expected 2 < 1',
  },
  {
    method: 'LessOrEqual',
    pass: [1, 1],
    fail: [3, 2],
    info: { expected: '<= 2', actual: 3 },
    sentence: 'expected 3 <= 2',
  },
  {
    method: 'Error',
    pass: [new Error('x')],
    fail: [null],
    info: { actual: null },
    sentence: 'expected an error, got nil',
  },
  {
    method: 'NoError',
    pass: [undefined],
    fail: ['bad'],
    info: { actual: 'bad' },
    sentence: 'expected no error, got "bad"',
  },
  {
    method: 'Panic',
    pass: [boom],
    fail: [quiet],
    info: {},
    sentence: "expected function to panic (throw), but it didn't",
  },
  {
    method: 'NoPanic',
    pass: [quiet],
    fail: [boom],
    info: { actual: 'Error: kaput' },
    sentence: 'expected function not to panic, but got: kaput',
  },
  {
    method: 'Match',
    pass: ['Hello', '(?i)^hello$'],
    fail: ['abc', '^\\d+$'],
    info: { expected: '^\\d+$', actual: 'abc' },
    sentence: 'expected "abc" to match pattern "^\\\\d+$"',
  },
  {
    method: 'NotMatch',
    pass: ['abc', '\\d'],
    fail: ['a1', '\\d'],
    info: { expected: '\\d', actual: 'a1' },
    sentence: 'expected "a1" not to match pattern "\\\\d"',
  },
  {
    method: 'Type',
    pass: [[1], 'array'],
    fail: [null, 'object'],
    info: { expected: 'object', actual: 'null' },
    sentence: "expected type 'object', got 'null'",
  },
  {
    method: 'JSONPath',
    pass: ['```json\n{"items":[{"name":"a"},{"name":"b"}]}\n```', '$.items[1].name', 'b'],
    fail: [{ user: { id: 7 } }, '$.user.id', 8],
    info: { expected: 8, actual: 7 },
    sentence: "path '$.user.id': expected 8, got 7",
  },
];

describe('t.assert: every method of the seed table', () => {
  it('covers every method the seed lists, and nothing else', () => {
    // Agent needs a validator: its own tests below.
    expect(ROWS.map((r) => r.method).sort()).toEqual(
      ASSERT_METHODS.filter((m) => m !== 'Agent').sort(),
    );
    const { t } = createTestingT('TestX');
    expect(Object.keys(t.assert).sort()).toEqual([...ASSERT_METHODS].sort());
  });

  for (const row of ROWS) {
    it(`${row.method} passes`, () => {
      const { t, state } = createTestingT('TestX');
      expect((t.assert[row.method] as (...a: unknown[]) => boolean)(...row.pass)).toBe(true);
      expect(state.failed).toBe(false);
      expect(state.checks).toHaveLength(1);
      expect(state.checks[0]).toMatchObject({ type: row.method, passed: true });
    });

    it(`${row.method} fails with the default sentence and records the AssertionInfo`, () => {
      const { t, state } = createTestingT('TestX');
      expect(t.assert[row.method](...row.fail)).toBe(false);
      expect(state.failed).toBe(true);
      expect(state.errors).toEqual([row.sentence]);
      expect(state.assertion).toEqual({ type: row.method, ...row.info });
      expect(state.checks[0]).toMatchObject({
        type: row.method,
        passed: false,
        message: row.sentence,
      });
    });

    // script_assert.go: the method's msg (getMessage, else Yao's sentence) goes to t.fail alone.
    it(`${row.method} uses the caller's message, alone, as the error`, () => {
      const { t, state } = createTestingT('TestX');
      const msgIndex = row.method === 'Panic' || row.method === 'NoPanic' ? 1 : row.fail.length;
      const args = [...row.fail];
      args[msgIndex] = 'my message';
      t.assert[row.method](...args);
      expect(state.errors).toEqual(['my message']);
      expect(state.assertion?.message).toBe('my message');
    });
  }
});

describe('t.assert details', () => {
  it('Equal is deep and ignores key order; NaN equals NaN; Dates by time', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(deepEqual(new Date(5), new Date(5))).toBe(true);
    expect(deepEqual(new Date(5), new Date(6))).toBe(false);
    expect(deepEqual(1, '1')).toBe(false);
    expect(deepEqual(new Map([['a', 1]]), new Map([['a', 1]]))).toBe(true);
    expect(deepEqual(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const { t, state } = createTestingT('TestCycle');
    t.assert.Equal(cyclic, { other: 1 });
    expect(state.assertion?.actual).toEqual({ self: '[Circular]' });
  });

  it('JSONPath: array expected means "one of" (as json_path), a missing path fails with the path', () => {
    const { t, state } = createTestingT('TestX');
    expect(t.assert.JSONPath({ status: 'ok' }, '$.status', ['ok', 'done'])).toBe(true);
    expect(t.assert.JSONPath('{"a":{"b":1}}', 'a.b', 1)).toBe(true);
    expect(t.assert.JSONPath({ a: 1 }, '$.missing', 1)).toBe(false);
    expect(state.errors[0]).toMatch(/path \$\.missing not found/);
    expect(t.assert.JSONPath({ a: 1 }, '$..a', 1)).toBe(false);
    expect(state.errors[1]).toMatch(/recursive descent/);
    // Two arguments: the path must exist (a null value exists).
    expect(t.assert.JSONPath({ a: null }, '$.a')).toBe(true);
    expect(t.assert.JSONPath({ a: 0 }, '$.b')).toBe(false);
  });

  it('Contains works on arrays and objects too; Len on maps; bad regex fails clearly', () => {
    const { t, state } = createTestingT('TestX');
    expect(t.assert.Contains([{ id: 1 }], { id: 1 })).toBe(true);
    expect(t.assert.Contains({ key: 1 }, 'key')).toBe(true);
    expect(t.assert.Len(new Map([[1, 2]]), 1)).toBe(true);
    expect(t.assert.Len(42, 1)).toBe(false);
    expect(state.errors.at(-1)).toBe('42 has no length');
    expect(t.assert.Match('x', '(')).toBe(false);
    expect(state.errors.at(-1)).toMatch(/^invalid regex pattern: invalid regex/);
    expect(t.assert.Match('x', '(?=x)')).toBe(false);
    expect(state.errors.at(-1)).toMatch(
      /look-ahead and look-behind are not supported by Go's regexp/,
    );
    expect(t.assert.Greater('a', 1)).toBe(false);
    expect(state.errors.at(-1)).toMatch(/cannot compare "a" with 1/);
  });

  it('Match reads patterns with Go regexp semantics; a RegExp object as its text, as Yao does', () => {
    const { t } = createTestingT('TestX');
    expect(t.assert.Match('2026', '^[[:digit:]]+$')).toBe(true);
    expect(t.assert.Match('答案', '^\\p{Han}+$')).toBe(true);
    expect(t.assert.Match('PARIS is', '(?i:paris) is')).toBe(true);
    expect(t.assert.Match('\u0663', '\\d')).toBe(false); // Go's \d is ASCII
    // Yao passes the argument through V8 String(): /\d/ is the Go pattern "/\d/".
    expect(t.assert.Match('5', /\d/)).toBe(false);
    expect(t.assert.Match('a /5/ b', /\d/)).toBe(true);
  });

  it('missing arguments are failures naming what is required', () => {
    const { t, state } = createTestingT('TestX');
    t.assert.Equal(1);
    expect(state.errors).toEqual(['Equal requires actual and expected arguments']);
    expect(state.assertion).toEqual({ type: 'Equal' });
  });

  it('an assertion failure does not stop the test; the first failure is the AssertionInfo', () => {
    const { t, state } = createTestingT('TestX');
    t.assert.Equal(1, 2, 'first');
    t.assert.True(false, 'second');
    expect(state.errors).toEqual(['first', 'second']);
    expect(state.assertion).toMatchObject({ type: 'Equal', message: 'first' });
  });
});

describe('t control flow and logging', () => {
  it('t.name, t.log (printf-like, one line); t.failed is set once at creation (script_assert.go NewTestingTObject)', () => {
    const { t, state } = createTestingT('TestName');
    expect(t.name).toBe('TestName');
    t.log('count %d', 3, { a: [1, 2] });
    expect(state.logs).toEqual(['count 3 { a: [ 1, 2 ] }']);
    expect(t.failed).toBe(false);
    t.fail();
    // Yao sets the property to t.failed when the object is made, not a getter: it stays false.
    expect(t.failed).toBe(false);
    expect(state.failed).toBe(true);
    expect(state.errors).toEqual(['test failed']);
  });

  it('Len counts a string in UTF-8 bytes, as Go len does (script_assert.go getLength)', () => {
    const { t, state } = createTestingT('TestLenUnicodeString');
    expect(t.assert.Len('中文', 6)).toBe(true);
    expect(t.assert.Len('héllo', 6)).toBe(true);
    expect(t.assert.Len('中文', 2)).toBe(false);
    expect(state.errors.at(-1)).toBe('expected length 2, got 6');
    expect(t.assert.Len(['中', '文'], 2)).toBe(true);
  });

  it('Greater/Less convert both sides with Number() (script_assert.go assertGreaterMethod: args[i].Number())', () => {
    const { t, state } = createTestingT('TestGreaterNumericStrings');
    expect(t.assert.Greater('10', '9')).toBe(true);
    expect(t.assert.GreaterOrEqual('10', 10)).toBe(true);
    expect(t.assert.Less('9', '10')).toBe(true);
    expect(t.assert.LessOrEqual(true, 1)).toBe(true);
    expect(t.assert.Greater('b', 'a')).toBe(false);
    expect(state.errors.at(-1)).toMatch(/cannot compare "b" with "a"/);
  });

  it('t.error logs and marks failed (Go t.Error, as Yao does), and goes on', () => {
    const { t, state } = createTestingT('TestX');
    t.error('bad', 42);
    t.log('after');
    expect(state.failed).toBe(true);
    expect(state.errors).toEqual(['bad 42']);
    expect(state.logs).toEqual(['bad 42', 'after']);
    expect(state.checks[0]).toMatchObject({ type: 't.error', passed: false });
  });

  it('t.fatal marks failed and stops; t.skip stops and marks skipped with a SKIP log', () => {
    const a = createTestingT('TestA');
    expect(() => a.t.fatal('db down')).toThrow(StopTest);
    expect(a.state).toMatchObject({ failed: true, errors: ['db down'] });
    const b = createTestingT('TestB');
    expect(() => b.t.skip('not on CI')).toThrow(StopTest);
    expect(b.state).toMatchObject({
      skipped: true,
      skipReason: 'not on CI',
      logs: ['SKIP: not on CI'],
      failed: false,
    });
    const c = createTestingT('TestC');
    expect(() => c.t.fatal()).toThrow(StopTest);
    expect(c.state.errors).toEqual(['fatal error']);
  });

  it('Panic does not swallow t.fatal raised inside the function', () => {
    const { t, state } = createTestingT('TestX');
    expect(() => t.assert.Panic(() => t.fatal('stop'))).toThrow(StopTest);
    expect(state.errors).toEqual(['stop']);
  });

  it('checks are bounded; the rest are counted', () => {
    const { t, state } = createTestingT('TestX');
    for (let i = 0; i < 250; i++) t.assert.True(true);
    expect(state.checks).toHaveLength(200);
    expect(state.uncounted).toBe(50);
  });
});
