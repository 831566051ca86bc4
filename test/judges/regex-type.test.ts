import { describe, expect, it } from 'vitest';
import { compilePattern, runAssertion } from '../../src/judges/index.js';
import { ctxFor } from './context.js';

describe('compilePattern', () => {
  it('turns leading RE2 inline flags into JavaScript flags', () => {
    expect(compilePattern('(?i)paris').display).toBe('/paris/i');
    expect(compilePattern('(?is)a.b').display).toBe('/a.b/is');
    expect(compilePattern('(?m)(?s)^x').display).toBe('/^x/ms');
    expect(compilePattern('(?i)paris').regex.test('PARIS')).toBe(true);
    expect(compilePattern('(?s)a.b').regex.test('a\nb')).toBe(true);
    expect(compilePattern('a.b').regex.test('a\nb')).toBe(false);
    expect(compilePattern('(?m)^b$').regex.test('a\nb\nc')).toBe(true);
  });

  it('accepts /pattern/flags literals and drops stateful flags', () => {
    expect(compilePattern('/par+is/i').display).toBe('/par+is/i');
    expect(compilePattern('/x/g').display).toBe('/x/');
    expect(compilePattern('/a/b/').display).toBe('/a/b/');
  });

  it('translates RE2 named groups and text anchors', () => {
    const p = compilePattern('(?P<code>\\d{3})-\\d{4}');
    expect(p.regex.exec('call 555-1234')?.groups?.code).toBe('555');
    const anchored = compilePattern('(?m)\\Afirst$');
    expect(anchored.regex.test('first\nsecond')).toBe(true);
    expect(anchored.regex.test('zero\nfirst')).toBe(false);
    expect(compilePattern('end\\z').regex.test('the end\n')).toBe(false);
    expect(compilePattern('end\\z').regex.test('the end')).toBe(true);
    expect(compilePattern('[\\]A]z').regex.test(']z')).toBe(true);
    expect(compilePattern('\\\\A').regex.test('\\A')).toBe(true);
  });

  it('explains what cannot be compiled', () => {
    expect(() => compilePattern('(?U)a+')).toThrow(
      'flag U (ungreedy) has no JavaScript equivalent',
    );
    expect(() => compilePattern('(?x)a')).toThrow('unknown inline flag "x"');
    expect(() => compilePattern('a(b')).toThrow(/^invalid regex "a\(b": /);
  });
});

describe('regex assertion', () => {
  it('passes and fails with the output start', async () => {
    const a = { type: 'regex' as const, value: '\\d{3}-\\d{4}' };
    expect(await runAssertion(a, ctxFor('call 555-1234'))).toMatchObject({
      passed: true,
      label: 'regex /\\d{3}-\\d{4}/',
    });
    const c = await runAssertion(a, ctxFor('no number'));
    expect(c.passed).toBe(false);
    expect(c.message).toBe(
      'expected output to match /\\d{3}-\\d{4}/ but it did not; output starts: "no number"',
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

  it('negates with a label and a message that shows the match', async () => {
    const a = { type: 'regex' as const, value: '/x/i', negate: true };
    const c = await runAssertion(a, ctxFor('aXb'));
    expect(c).toMatchObject({ label: 'not regex /x/i', passed: false });
    expect(c.message).toBe(
      'output matches /x/i (matched "X"), but the assertion is negated (expected it not to hold)',
    );
    expect((await runAssertion(a, ctxFor('abc'))).passed).toBe(true);
  });

  it('reports an invalid pattern as an error', async () => {
    const c = await runAssertion({ type: 'regex', value: '(unclosed' }, ctxFor('x'));
    expect(c.passed).toBe(false);
    expect(c.error).toMatch(/^invalid regex "\(unclosed"/);
  });
});

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
    ['{"a": 1}\n', 'object', true],
    ['```json\n[1, 2]\n```', 'array', true],
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
    expect(c.message).toBe('expected output to be an object but it is a string: "plain text"');
    const i = await runAssertion({ type: 'type', value: 'integer' }, ctxFor(2.5));
    expect(i.message).toBe('expected output to be an integer but it is a number: 2.5');
    const n = await runAssertion({ type: 'type', value: 'null' }, ctxFor('x'));
    expect(n.message).toBe('expected output to be null but it is a string: "x"');
    const none = await runAssertion({ type: 'type', value: 'string' }, ctxFor(undefined));
    expect(none.message).toBe('expected output to be a string but there was no output');
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
