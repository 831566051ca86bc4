/*
 * Cutting agent text for a message or a stored tail. Every cut is marked with CUT_MARK right
 * beside the kept text: the redactor (src/redaction.ts) masks a piece of a secret found next to
 * the mark, so a cut made before redaction never leaves a secret's start (or end) readable.
 */

/** Marks where text was cut. */
export const CUT_MARK = '…';

/** Whether the UTF-16 unit at `i` is the second half of a surrogate pair. */
function isLowSurrogate(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff;
}

/** The first `max` characters of `s` followed by CUT_MARK, or `s` when it is no longer. */
export function cutEnd(s: string, max: number): string {
  if (s.length <= max) return s;
  const at = max > 0 && isLowSurrogate(s, max) ? max - 1 : max;
  return s.slice(0, at) + CUT_MARK;
}

/** CUT_MARK followed by the last `max` characters of `s`, or `s` when it is no longer. */
export function cutStart(s: string, max: number): string {
  if (s.length <= max) return s;
  let at = s.length - max;
  if (isLowSurrogate(s, at)) at++;
  return CUT_MARK + s.slice(at);
}
