/** Cutting text to a byte budget without splitting a UTF-8 character. */

/** The longest prefix of `s` that fits in `maxBytes` UTF-8 bytes. */
export function utf8Prefix(s: string, maxBytes: number): string {
  if (Buffer.byteLength(s, 'utf8') <= maxBytes) return s;
  const buf = Buffer.from(s, 'utf8');
  let end = Math.max(0, maxBytes);
  // Step back over continuation bytes (10xxxxxx) so the cut lands between characters.
  while (end > 0 && ((buf[end] as number) & 0xc0) === 0x80) end--;
  return buf.subarray(0, end).toString('utf8');
}

/** The longest suffix of `s` that fits in `maxBytes` UTF-8 bytes. */
export function utf8Suffix(s: string, maxBytes: number): string {
  if (Buffer.byteLength(s, 'utf8') <= maxBytes) return s;
  const buf = Buffer.from(s, 'utf8');
  let start = Math.max(0, buf.length - Math.max(0, maxBytes));
  while (start < buf.length && ((buf[start] as number) & 0xc0) === 0x80) start++;
  return buf.subarray(start).toString('utf8');
}
