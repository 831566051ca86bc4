import { describe, expect, it } from 'vitest';
import { plural } from '../../src/lib/number-format.js';
import { statusAndError } from '../../src/render/format.js';

describe('plural: a count and its noun', () => {
  it.each([
    [0, 'case', '0 cases'],
    [1, 'case', '1 case'],
    [2, 'attempt', '2 attempts'],
    ['1', 'run', '1 run'],
    ['2.5', 'run', '2.5 runs'],
  ] as const)('%s %s → %s', (n, noun, text) => expect(plural(n, noun)).toBe(text));
  it('takes an irregular plural', () => {
    expect(plural(2, 'query', 'queries')).toBe('2 queries');
    expect(plural(1, 'query', 'queries')).toBe('1 query');
  });
});

describe('statusAndError: never a doubled prefix', () => {
  it.each([
    ['error', 'exited with code 1', 'error: exited with code 1'],
    [
      'timeout',
      'timeout after 30s: no answer, the agent was stopped',
      'timeout after 30s: no answer, the agent was stopped',
    ],
    [
      'timeout',
      'timeout: TestSlow did not finish within 30s',
      'timeout: TestSlow did not finish within 30s',
    ],
    // Only the whole word counts: `timeouts…` is not the status said again.
    ['timeout', 'timeouts exceeded', 'timeout: timeouts exceeded'],
    ['error', undefined, 'error'],
  ] as const)('%s + %s', (status, error, text) => expect(statusAndError(status, error)).toBe(text));
});
