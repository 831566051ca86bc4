import { describe, expect, it } from 'vitest';
import { utf8Prefix, utf8Suffix } from '../../src/lib/utf8.js';

describe('utf8Prefix / utf8Suffix: a byte budget never splits a character', () => {
  const s = 'a中文😀b'; // 1 + 3 + 3 + 4 + 1 bytes
  it('keeps whole characters only, within the budget', () => {
    expect(utf8Prefix(s, 100)).toBe(s);
    expect(utf8Prefix(s, 1)).toBe('a');
    expect(utf8Prefix(s, 3)).toBe('a');
    expect(utf8Prefix(s, 4)).toBe('a中');
    expect(utf8Prefix(s, 10)).toBe('a中文');
    expect(utf8Prefix(s, 11)).toBe('a中文😀');
    expect(utf8Prefix(s, 0)).toBe('');
    expect(utf8Suffix(s, 1)).toBe('b');
    expect(utf8Suffix(s, 4)).toBe('b');
    expect(utf8Suffix(s, 5)).toBe('😀b');
    expect(utf8Suffix(s, 100)).toBe(s);
  });
  it('never yields a replacement character at any budget', () => {
    for (let n = 0; n <= 12; n++) {
      expect(utf8Prefix(s, n)).not.toContain('\uFFFD');
      expect(utf8Suffix(s, n)).not.toContain('\uFFFD');
      expect(Buffer.byteLength(utf8Prefix(s, n))).toBeLessThanOrEqual(n);
      expect(Buffer.byteLength(utf8Suffix(s, n))).toBeLessThanOrEqual(n);
    }
  });
});
