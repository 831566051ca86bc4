/** `i/n` → {index, total} (1-based index), or an error message. */
export function parseShard(s: string): { index: number; total: number } | string {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(s);
  if (!m) return `expected "i/n" like "2/4", got ${JSON.stringify(s)}`;
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1 || index < 1 || index > total) return `shard ${s}: need 1 ≤ i ≤ n`;
  return { index, total };
}

/** FNV-1a 32-bit: stable across platforms and versions, so shards do not move between runs. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Whether a case belongs to shard `index` of `total`. By hash of suite and id, not by position, so
 * adding or removing a case never moves the others to another shard.
 */
export function inShard(
  suite: string,
  id: string,
  shard: { index: number; total: number },
): boolean {
  return fnv1a(`${suite}\u0000${id}`) % shard.total === shard.index - 1;
}
