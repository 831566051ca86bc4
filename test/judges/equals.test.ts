import { describe, expect, it } from 'vitest';
import { runAssertion } from '../../src/judges/index.js';
import { ctxFor } from './context.js';

describe('equals', () => {
  it('passes on equal text, ignoring the final newline an agent prints', async () => {
    const c = await runAssertion({ type: 'equals', value: 'Paris' }, ctxFor('Paris\n'));
    expect(c).toMatchObject({
      label: 'equals "Paris"',
      type: 'equals',
      passed: true,
      expected: 'Paris',
    });
    expect(c.message).toBeUndefined();
  });

  it('fails on different text and says how it differs', async () => {
    const c = await runAssertion({ type: 'equals', value: 'Paris' }, ctxFor('paris'));
    expect(c.passed).toBe(false);
    expect(c.actual).toBe('paris');
    expect(c.message).toBe(
      'expected output to equal "Paris" but it was "paris" (differs only in letter case)',
    );
  });

  it('does not trim leading whitespace', async () => {
    const c = await runAssertion({ type: 'equals', value: 'Paris' }, ctxFor('  Paris'));
    expect(c.passed).toBe(false);
    expect(c.message).toContain('differs only in leading/trailing whitespace');
  });

  it('compares objects deeply, key order irrelevant', async () => {
    const v = { need_search: false, tags: ['a', 'b'], meta: { x: 1, y: null } };
    const out = { meta: { y: null, x: 1 }, tags: ['a', 'b'], need_search: false };
    expect((await runAssertion({ type: 'equals', value: v }, ctxFor(out))).passed).toBe(true);
    const c = await runAssertion(
      { type: 'equals', value: v },
      ctxFor({ ...out, tags: ['b', 'a'] }),
    );
    expect(c.passed).toBe(false);
    expect(c.message).toContain('at $.tags[0]: expected "a", got "b"');
  });

  // runner.go validateOutput marshals both sides: a text output marshals as a quoted string, so
  // it never equals an object, a number or null, whatever it holds.
  it('never equals a text output with a JSON value, as Yao', async () => {
    const v = { need_search: false };
    const c = await runAssertion({ type: 'equals', value: v }, ctxFor('{"need_search": false}\n'));
    expect(c.passed).toBe(false);
    expect(c.message).toBe(
      'expected output to equal {"need_search":false} but the output is text (it holds JSON: a Yao agent returns structured output for equals to compare it as JSON); output starts: "{\\"need_search\\": false}\\n"',
    );
    expect((await runAssertion({ type: 'equals', value: 42 }, ctxFor('42\n'))).passed).toBe(false);
    expect((await runAssertion({ type: 'equals', value: null }, ctxFor('null'))).passed).toBe(
      false,
    );
    expect((await runAssertion({ type: 'equals', value: v }, ctxFor(v))).passed).toBe(true);
    expect((await runAssertion({ type: 'equals', value: 42 }, ctxFor(42))).passed).toBe(true);
  });

  it('reports missing and unexpected keys', async () => {
    const missing = await runAssertion({ type: 'equals', value: { a: 1, b: 2 } }, ctxFor({ a: 1 }));
    expect(missing.message).toContain('at $.b: missing (expected 2)');
    const extra = await runAssertion({ type: 'equals', value: { a: 1 } }, ctxFor({ a: 1, c: 3 }));
    expect(extra.message).toContain('at $: unexpected key "c"');
  });

  it('does not treat a JSON output as equal to expected text', async () => {
    const c = await runAssertion({ type: 'equals', value: '42' }, ctxFor(42));
    expect(c.passed).toBe(false);
    expect(c.message).toContain('but the output is a number: 42');
  });

  // assert.go assertEquals compares with assertion.Value, nil when absent; `expected` is not used.
  it('compares with null when the assertion has no value', async () => {
    const c = await runAssertion({ type: 'equals' }, ctxFor('Paris', { expected: 'Paris' }));
    expect(c.passed).toBe(false);
    expect(c.error).toBeUndefined();
    expect((await runAssertion({ type: 'equals' }, ctxFor(null))).passed).toBe(true);
  });

  it('negates', async () => {
    const c = await runAssertion({ type: 'equals', value: 'Paris', negate: true }, ctxFor('Paris'));
    expect(c).toMatchObject({ label: 'not equals "Paris"', passed: false, negate: true });
    expect(c.message).toBe(
      'output equals "Paris", but the assertion is negated (expected it not to hold)',
    );
    expect(
      (await runAssertion({ type: 'equals', value: 'Paris', negate: true }, ctxFor('Rome'))).passed,
    ).toBe(true);
  });

  it('uses the custom message on failure only', async () => {
    const a = { type: 'equals' as const, value: 'Paris', message: 'the capital is wrong' };
    expect((await runAssertion(a, ctxFor('Rome'))).message).toBe('the capital is wrong');
    expect((await runAssertion(a, ctxFor('Paris'))).message).toBeUndefined();
  });

  it('truncates a huge actual value to 2,000 characters', async () => {
    const big = 'x'.repeat(10_000);
    const c = await runAssertion({ type: 'equals', value: 'Paris' }, ctxFor(big));
    expect(typeof c.actual).toBe('string');
    expect((c.actual as string).startsWith('x'.repeat(2000))).toBe(true);
    expect(c.actual as string).toContain('(8000 more characters)');
    expect(c.message!.length).toBeLessThan(400);
  });
});
