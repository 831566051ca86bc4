import { describe, expect, it } from 'vitest';
import { DurationSchema, parseDuration, parseRatio } from '../../src/lib/units.js';

describe('parseDuration (the one duration parser)', () => {
  // [written, milliseconds]: Go's time.ParseDuration forms, and a bare number of seconds.
  const good: Array<[string | number, number]> = [
    ['500ms', 500],
    ['30s', 30_000],
    ['5m', 300_000],
    ['1h', 3_600_000],
    ['2m30s', 150_000],
    ['1h2m3s', 3_723_000],
    ['1m0s', 60_000],
    ['1.5h', 5_400_000],
    ['0.5s', 500],
    ['.5s', 500],
    ['1.5s', 1500],
    ['1500us', 2],
    ['1500µs', 2],
    ['1500μs', 2],
    ['2000000ns', 2],
    // Shorter than a millisecond: 1 ms, never 0.
    ['300us', 1],
    ['10ns', 1],
    // A bare number is seconds, as a string or a number.
    ['30', 30_000],
    ['0.25', 250],
    [30, 30_000],
    [1.5, 1500],
    // Spaces around and between the parts are allowed.
    [' 30s ', 30_000],
    ['5 m', 300_000],
    ['1h 30m', 5_400_000],
    ['0s', 0],
    ['0', 0],
  ];
  it.each(good)('%j is %i ms', (written, ms) => {
    expect(parseDuration(written)).toBe(ms);
  });

  const bad: Array<string | number> = [
    '',
    'soon',
    '5 minutes',
    '-5s',
    '+5s',
    '5x',
    's',
    '.s',
    '1e3s',
    '5m 30',
    '1h-2m',
    '30 s s',
    -1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ];
  it.each(bad)('%j is refused', (written) => {
    expect(() => parseDuration(written)).toThrow(/not a duration: .*a number of seconds/);
  });

  it('the schema accepts exactly what the parser reads, longer than 0', () => {
    for (const [written, ms] of good)
      expect(DurationSchema.safeParse(written).success, JSON.stringify(written)).toBe(ms > 0);
    for (const written of bad)
      expect(DurationSchema.safeParse(written).success, JSON.stringify(written)).toBe(false);
    expect(DurationSchema.safeParse('0s').error?.issues[0]?.message).toBe('must be longer than 0');
  });
});

describe('parseRatio', () => {
  it.each([
    [0.9, 0.9],
    ['0.9', 0.9],
    ['.9', 0.9],
    ['90%', 0.9],
    ['0', 0],
    ['100%', 1],
  ])('%j is %d', (written, v) => {
    expect(parseRatio(written)).toBeCloseTo(v, 12);
  });
  it.each(['1.5', '120%', 'most', '0x1', '1e-1', '', -0.1])('%j is refused', (written) => {
    expect(() => parseRatio(written)).toThrow(/not a ratio/);
  });
});
