import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/lib/error-message.js';

describe('errorMessage', () => {
  it("is an Error's message, without its name or stack", () => {
    expect(errorMessage(new TypeError('bad input'))).toBe('bad input');
  });
  it('is any other thrown value as text', () => {
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage({ code: 'E' })).toBe('[object Object]');
  });
});
