import { describe, expect, it } from 'vitest';
import { runAssertion, validateAssertion } from '../../src/judges/index.js';
import { ctxFor } from './context.js';

describe('regex assertion', () => {
  it('passes and fails with the output start', async () => {
    const a = { type: 'regex' as const, value: '\\d{3}-\\d{4}' };
    expect(await runAssertion(a, ctxFor('call 555-1234'))).toMatchObject({
      passed: true,
      label: 'regex \\d{3}-\\d{4}',
    });
    const c = await runAssertion(a, ctxFor('no number'));
    expect(c.passed).toBe(false);
    expect(c.message).toBe(
      'output does not match pattern \'\\d{3}-\\d{4}\'; output starts: "no number"',
    );
  });

  it('honours inline flags', async () => {
    expect(
      (
        await runAssertion(
          { type: 'regex', value: '(?i)^the capital is paris' },
          ctxFor('The capital is PARIS'),
        )
      ).passed,
    ).toBe(true);
    expect(
      (await runAssertion({ type: 'regex', value: '^the capital' }, ctxFor('The capital'))).passed,
    ).toBe(false);
  });

  it('matches the JSON text of a structured output', async () => {
    expect(
      (await runAssertion({ type: 'regex', value: '"n":\\s*4\\b' }, ctxFor({ n: 4 }))).passed,
    ).toBe(true);
  });

  it('matches an object as Go json.Marshal writes it: sorted keys, <>& escaped (Yao assertRegex)', async () => {
    const out = { z: 1, a: '<b>' };
    const sorted = await runAssertion(
      { type: 'regex', value: '^\\{"a":"\\\\u003cb\\\\u003e","z":1\\}$' },
      ctxFor(out),
    );
    expect(sorted.passed).toBe(true);
    expect((await runAssertion({ type: 'regex', value: '^\\{"z"' }, ctxFor(out))).passed).toBe(
      false,
    );
  });

  it('reads Go-only syntax as Go does: POSIX and Unicode classes, group flags, hex escapes', async () => {
    const pass = async (value: string, output: unknown) =>
      (await runAssertion({ type: 'regex', value }, ctxFor(output))).passed;
    expect(await pass('^[[:digit:]]+$', '2026')).toBe(true);
    expect(await pass('\\p{Han}', '答案是巴黎')).toBe(true);
    expect(await pass('\\pL', '42')).toBe(false);
    expect(await pass('(?i:paris) is', 'PARIS is')).toBe(true);
    expect(await pass('(?i:paris) is', 'PARIS IS')).toBe(false);
    expect(await pass('[\\x{4e00}-\\x{9fa5}]', '中')).toBe(true);
    expect(await pass('(?U)a+', 'aaa')).toBe(true);
  });

  it('reads /pattern/flags as an ordinary pattern, slashes included (as Go does)', async () => {
    const a = { type: 'regex' as const, value: '/hello/i' };
    expect((await runAssertion(a, ctxFor('HELLO'))).passed).toBe(false);
    expect((await runAssertion(a, ctxFor('path /hello/i'))).passed).toBe(true);
  });

  it('negates with a label and a message that shows the match', async () => {
    const a = { type: 'regex' as const, value: '(?i)x', negate: true };
    const c = await runAssertion(a, ctxFor('aXb'));
    expect(c).toMatchObject({ label: 'not regex (?i)x', passed: false });
    expect(c.message).toBe(
      'output matches pattern \'(?i)x\' (matched "X"), but the assertion is negated (expected it not to hold)',
    );
    expect((await runAssertion(a, ctxFor('abc'))).passed).toBe(true);
  });

  it('reports an invalid pattern as an error', async () => {
    const c = await runAssertion({ type: 'regex', value: '(unclosed' }, ctxFor('x'));
    expect(c.passed).toBe(false);
    expect(c.error).toMatch(/^invalid regex "\(unclosed"/);
  });

  it('refuses look-around and backreferences with the reason', () => {
    for (const value of ['^(?!42$)', '(?<=a)b', '(a)\\1']) {
      expect(validateAssertion({ type: 'regex', value })[0]).toMatch(
        /^invalid regex .*not supported by Go's regexp/,
      );
    }
  });
});

// YaoApp/yao agent/test/assert.go assertType / getType: a text output is a "string".
describe('type assertion', () => {
  const cases: [unknown, string, boolean][] = [
    ['hello', 'string', true],
    [3, 'number', true],
    [3.5, 'number', true],
    [3, 'integer', true],
    [3.5, 'integer', false],
    [true, 'boolean', true],
    [{}, 'object', true],
    [[], 'array', true],
    [null, 'null', true],
    [[], 'object', false],
    [null, 'object', false],
    ['{"a": 1}\n', 'object', false],
    ['```json\n[1, 2]\n```', 'array', false],
    ['{"a": 1}', 'string', true],
    ['42', 'number', false],
    ['Sure: {"a": 1}', 'object', false],
  ];
  it.each(cases)('%j is %s → %s', async (output, t, expected) => {
    expect((await runAssertion({ type: 'type', value: t }, ctxFor(output))).passed).toBe(expected);
  });

  it('says what type it found', async () => {
    const c = await runAssertion({ type: 'type', value: 'object' }, ctxFor('plain text'));
    expect(c).toMatchObject({ label: 'type object', actual: 'string', expected: 'object' });
    expect(c.message).toBe("expected type 'object', got 'string': \"plain text\"");
    const i = await runAssertion({ type: 'type', value: 'integer' }, ctxFor(2.5));
    expect(i.message).toBe("expected type 'integer', got 'number': 2.5");
    const none = await runAssertion({ type: 'type', value: 'string' }, ctxFor(undefined));
    expect(none.message).toBe("expected type 'string', got 'null': null");
  });

  it('negates', async () => {
    const c = await runAssertion({ type: 'type', value: 'null', negate: true }, ctxFor(null));
    expect(c).toMatchObject({ passed: false, label: 'not type null' });
    expect(c.message).toBe(
      'output is null, but the assertion is negated (expected it not to hold)',
    );
    expect(
      (await runAssertion({ type: 'type', value: 'null', negate: true }, ctxFor('x'))).passed,
    ).toBe(true);
  });
});
