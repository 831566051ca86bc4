import { describe, expect, it } from 'vitest';
import { runAssertion } from '../../src/judges/index.js';
import { ctxFor } from './context.js';

describe('contains', () => {
  it('passes on a substring and fails with the start of the output', async () => {
    const ok = await runAssertion(
      { type: 'contains', value: 'Paris' },
      ctxFor('The capital is Paris.'),
    );
    expect(ok).toMatchObject({
      label: 'contains "Paris"',
      passed: true,
      actual: 'The capital is Paris.',
    });
    const bad = await runAssertion(
      { type: 'contains', value: 'Paris' },
      ctxFor('The capital is Rome.'),
    );
    expect(bad.passed).toBe(false);
    expect(bad.message).toBe(
      'expected output to contain "Paris" but it did not; output starts: "The capital is Rome."',
    );
  });

  it('is case-sensitive unless options.ignore_case', async () => {
    expect((await runAssertion({ type: 'contains', value: 'paris' }, ctxFor('PARIS'))).passed).toBe(
      false,
    );
    const c = await runAssertion(
      { type: 'contains', value: 'paris', options: { ignore_case: true } },
      ctxFor('PARIS'),
    );
    expect(c).toMatchObject({ passed: true, label: 'contains "paris" (ignore case)' });
  });

  // Yao assert.go assertContains: toString(list) is its JSON text, looked for literally.
  it('looks for a list value as its JSON text, as Yao does', async () => {
    const a = { type: 'contains' as const, value: ['Paris', 'France'] };
    expect((await runAssertion(a, ctxFor('Paris, France'))).passed).toBe(false);
    const c = await runAssertion(a, ctxFor('cities: ["Paris","France"]'));
    expect(c.passed).toBe(true);
    expect(c.label).toBe('contains "[\\"Paris\\",\\"France\\"]"');
  });

  // Yao toString(nil) = "": strings.Contains(x, "") always holds.
  it('holds for an empty or missing value', async () => {
    for (const a of [
      { type: 'contains' },
      { type: 'contains', value: '' },
      { type: 'contains', value: null },
    ])
      expect((await runAssertion(a, ctxFor('anything'))).passed).toBe(true);
  });

  it('searches the JSON text of a structured output', async () => {
    const out = { answer: 'Paris', confidence: 0.9 };
    expect(
      (await runAssertion({ type: 'contains', value: '"answer":"Paris"' }, ctxFor(out))).passed,
    ).toBe(true);
    expect((await runAssertion({ type: 'contains', value: 0.9 }, ctxFor(out))).passed).toBe(true);
  });

  // Yao toString of an object is encoding/json's text: keys sorted, no spaces, <>& escaped.
  it('compares an object value as Go JSON text with sorted keys', async () => {
    const out = { b: 2, a: 1, html: '<b>' };
    expect(
      (await runAssertion({ type: 'contains', value: '{"a":1,"b":2' }, ctxFor(out))).passed,
    ).toBe(true);
    expect(
      (await runAssertion({ type: 'contains', value: '\\u003cb\\u003e' }, ctxFor(out))).passed,
    ).toBe(true);
    const c = await runAssertion({ type: 'contains', value: { a: 1 } }, ctxFor(out));
    expect(c.passed).toBe(false);
    expect(c.message).toContain('expected output to contain "{\\"a\\":1}" but it did not');
  });

  it('negates', async () => {
    const c = await runAssertion(
      { type: 'contains', value: 'error', negate: true },
      ctxFor('an error occurred'),
    );
    expect(c).toMatchObject({ label: 'not contains "error"', passed: false, negate: true });
    expect(c.message).toBe(
      'output contains "error", but the assertion is negated (expected it not to hold)',
    );
    expect(
      (await runAssertion({ type: 'contains', value: 'error', negate: true }, ctxFor('fine')))
        .passed,
    ).toBe(true);
  });
});

describe('not_contains', () => {
  it('passes when absent and shows where it was found otherwise', async () => {
    expect(
      (await runAssertion({ type: 'not_contains', value: 'error' }, ctxFor('all good'))).passed,
    ).toBe(true);
    const c = await runAssertion(
      { type: 'not_contains', value: 'error' },
      ctxFor('Step 1 done. Step 2: error while fetching the page, retrying'),
    );
    expect(c.passed).toBe(false);
    expect(c.message).toBe(
      'expected output not to contain "error" but it does: "Step 1 done. Step 2: error while fetching the page, retr…"',
    );
  });

  // Yao assertNotContains: the negation of assertContains, so a list is its JSON text too.
  it('passes unless the JSON text of a list is present', async () => {
    const a = { type: 'not_contains' as const, value: ['sorry', 'cannot'] };
    expect((await runAssertion(a, ctxFor('I cannot answer, sorry'))).passed).toBe(true);
    expect((await runAssertion(a, ctxFor('["sorry","cannot"]'))).passed).toBe(false);
  });

  it('honours ignore_case', async () => {
    const a = { type: 'not_contains' as const, value: 'ERROR', options: { ignore_case: true } };
    expect((await runAssertion(a, ctxFor('an error'))).passed).toBe(false);
  });

  it('negates and replaces the message', async () => {
    const a = { type: 'not_contains' as const, value: 'x', negate: true, message: 'x must appear' };
    const c = await runAssertion(a, ctxFor('abc'));
    expect(c).toMatchObject({
      label: 'not not_contains "x"',
      passed: false,
      message: 'x must appear',
    });
    expect((await runAssertion(a, ctxFor('xyz'))).passed).toBe(true);
  });
});
