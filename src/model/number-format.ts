/**
 * Every percentage and percentage-point delta agentci shows, in one place. The HTML page's script
 * gets this function's source text (see `numberFormatsSource`), so it must stay self-contained: no
 * imports, no names from outside its body.
 *
 * The rule: a percentage is rounded once, to tenths, half away from zero on its decimal value
 * (82.35 → 82.4, although the double 82.35 is a little below it), and a delta between two
 * percentages is the difference of the two rounded values, so `100.0%` and `82.4%` always read
 * `−17.6 pp` beside them.
 */
export function numberFormats() {
  const MINUS = '\u2212';
  /** Tenths of a percent as an integer; `toPrecision` undoes the binary error of `p * 10`. */
  const tenths = (p: number): number => {
    const t = Math.round(Math.abs(Number((p * 10).toPrecision(12))));
    return p < 0 && t !== 0 ? -t : t;
  };
  /** Integer tenths as text with one decimal: `824` → `82.4`. */
  const oneDecimal = (t: number): string =>
    `${t < 0 ? '-' : ''}${Math.floor(Math.abs(t) / 10)}.${Math.abs(t) % 10}`;
  const signed = (t: number): string =>
    t === 0 ? '±0.0 pp' : `${t > 0 ? '+' : MINUS}${oneDecimal(Math.abs(t))} pp`;
  return {
    /** A percentage 0–100 as text, e.g. `92.0%`. */
    percent: (p: number): string => `${oneDecimal(tenths(p))}%`,
    /** A ratio 0–1 as a percentage, e.g. `0.8` → `80%` (no decimals when whole). */
    ratioPercent: (r: number): string => {
      const t = tenths(r * 100);
      return t % 10 === 0 ? `${t / 10}%` : `${oneDecimal(t)}%`;
    },
    /** A Wilson interval (0–1) as `[61.5–100.0%]`. */
    interval: (low: number, high: number): string =>
      `[${oneDecimal(tenths(low * 100))}–${oneDecimal(tenths(high * 100))}%]`,
    /** `head − base` of two percentages as shown: `+4.0 pp`, `−17.6 pp`, `±0.0 pp`. */
    deltaPp: (base: number, head: number): string => signed(tenths(head) - tenths(base)),
  };
}

const FORMATS = numberFormats();

/** A ratio 0–1 as a percentage, e.g. `0.8` → `80%`, `0.8235` → `82.4%`. */
export const ratioPercent = FORMATS.ratioPercent;

/** A percentage 0–100 as text, e.g. `92.0%`. */
export const percent = FORMATS.percent;

/** The change from `base` to `head` (percentages 0–100) in points, from the rounded values. */
export const deltaPp = FORMATS.deltaPp;
