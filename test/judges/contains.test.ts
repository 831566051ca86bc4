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

  it('needs every element of a list', async () => {
    const a = { type: 'contains' as const, value: ['Paris', 'France', 'Seine'] };
    expect((await runAssertion(a, ctxFor('Paris, France, on the Seine'))).passed).toBe(true);
    const c = await runAssertion(a, ctxFor('Paris is in France'));
    expect(c.passed).toBe(false);
    expect(c.message).toContain(
      'expected output to contain every one of ["Paris","France","Seine"] but it lacks "Seine"',
    );
  });

  it('searches the JSON text of a structured output', async () => {
    const out = { answer: 'Paris', confidence: 0.9 };
    expect(
      (await runAssertion({ type: 'contains', value: '"answer":"Paris"' }, ctxFor(out))).passed,
    ).toBe(true);
    expect((await runAssertion({ type: 'contains', value: 0.9 }, ctxFor(out))).passed).toBe(true);
  });

  it('matches an object value as a deep subset of the output JSON', async () => {
    const out = { answer: 'Paris', meta: { sources: ['wiki', 'atlas'], lang: 'en' } };
    const a = { type: 'contains' as const, value: { meta: { sources: ['atlas'] } } };
    expect((await runAssertion(a, ctxFor(out))).passed).toBe(true);
    expect(
      (await runAssertion(a, ctxFor('Result:\n```json\n' + JSON.stringify(out) + '\n```'))).passed,
    ).toBe(true);
    const c = await runAssertion(
      { type: 'contains', value: { meta: { lang: 'fr' } } },
      ctxFor(out),
    );
    expect(c.passed).toBe(false);
    expect(c.message).toContain('(at $.meta.lang: expected "fr", got "en")');
    const none = await runAssertion({ type: 'contains', value: { a: 1 } }, ctxFor('no json here'));
    expect(none.message).toContain('the output has no JSON to compare with');
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

  it('fails when any element of a list is present', async () => {
    const a = { type: 'not_contains' as const, value: ['sorry', 'cannot'] };
    expect((await runAssertion(a, ctxFor('Paris'))).passed).toBe(true);
    const c = await runAssertion(a, ctxFor('I cannot answer'));
    expect(c.passed).toBe(false);
    expect(c.message).toContain(
      'expected output to contain none of ["sorry","cannot"] but it contains "cannot"',
    );
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
