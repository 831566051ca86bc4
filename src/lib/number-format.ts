/**
 * Every percentage and percentage-point delta agentci shows, in one place: the Markdown summary,
 * the comment, the gate's reasons and the HTML page's script (src/render/report-client/, which
 * bundles this module) all format with these.
 *
 * The rule: a percentage is rounded once, to tenths, half away from zero on its decimal value
 * (82.35 → 82.4, although the double 82.35 is a little below it), and a delta between two
 * percentages is the difference of the two rounded values, so `100.0%` and `82.4%` always read
 * `−17.6 pp` beside them.
 */

const MINUS = '\u2212';

/** Tenths of a percent as an integer; `toPrecision` undoes the binary error of `p * 10`. */
function tenths(p: number): number {
  const t = Math.round(Math.abs(Number((p * 10).toPrecision(12))));
  return p < 0 && t !== 0 ? -t : t;
}

/** Integer tenths as text with one decimal: `824` → `82.4`. */
function oneDecimal(t: number): string {
  return `${t < 0 ? '-' : ''}${Math.floor(Math.abs(t) / 10)}.${Math.abs(t) % 10}`;
}

function signed(t: number): string {
  return t === 0 ? '±0.0 pp' : `${t > 0 ? '+' : MINUS}${oneDecimal(Math.abs(t))} pp`;
}

/** A percentage 0–100 as text, e.g. `92.0%`. */
export function percent(p: number): string {
  return `${oneDecimal(tenths(p))}%`;
}

/** A ratio 0–1 as a percentage, e.g. `0.8` → `80%`, `0.8235` → `82.4%` (no decimals when whole). */
export function ratioPercent(r: number): string {
  const t = tenths(r * 100);
  return t % 10 === 0 ? `${t / 10}%` : `${oneDecimal(t)}%`;
}

/** A Wilson interval (0–1) as `[61.5–100.0%]`. */
export function interval(low: number, high: number): string {
  return `[${oneDecimal(tenths(low * 100))}–${oneDecimal(tenths(high * 100))}%]`;
}

/** `head − base` of two percentages (0–100) as shown, from the rounded values: `+4.0 pp`, `−17.6 pp`, `±0.0 pp`. */
export function deltaPp(base: number, head: number): string {
  return signed(tenths(head) - tenths(base));
}

/**
 * A count with its noun, singular for exactly one: `1 case`, `3 cases`, `0 attempts`. Every
 * counted noun agentci prints goes through this; `plural` names the irregular ones.
 */
export function plural(n: number | string, noun: string, pluralNoun = `${noun}s`): string {
  return `${n} ${Number(n) === 1 ? noun : pluralNoun}`;
}
