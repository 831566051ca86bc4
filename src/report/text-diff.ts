/**
 * A short line diff of two texts (longest common subsequence of lines): `- ` lines only in `a`,
 * `+ ` lines only in `b`, `  ` context. Only the changed lines and `context` lines around them are
 * kept, at most `maxLines`, each cut to `maxLineChars`.
 */
export function lineDiff(
  a: string,
  b: string,
  opts: { context?: number; maxLines?: number; maxLineChars?: number; maxInputLines?: number } = {},
): { lines: string[]; truncated: boolean } {
  const context = opts.context ?? 1;
  const maxLines = opts.maxLines ?? 12;
  const maxChars = opts.maxLineChars ?? 160;
  // The LCS table is |a| × |b|: long outputs are compared on their first lines only.
  const cap = opts.maxInputLines ?? 200;
  const al = a.split(/\r?\n/);
  const bl = b.split(/\r?\n/);
  let truncated = al.length > cap || bl.length > cap;
  const x = al.slice(0, cap);
  const y = bl.slice(0, cap);
  const n = x.length;
  const m = y.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const ops: { op: ' ' | '-' | '+'; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) {
      ops.push({ op: ' ', text: x[i] });
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) {
      ops.push({ op: '+', text: y[j] });
      j++;
    } else {
      ops.push({ op: '-', text: x[i] });
      i++;
    }
  }
  // Removals before additions within a change reads as "was … / is now …".
  for (let k = 0; k + 1 < ops.length; k++) {
    let e = k;
    while (e < ops.length && ops[e].op !== ' ') e++;
    if (e - k > 1) {
      const block = ops.slice(k, e);
      ops.splice(
        k,
        e - k,
        ...block.filter((o) => o.op === '-'),
        ...block.filter((o) => o.op === '+'),
      );
    }
    k = e;
  }
  const keep = ops.map(() => false);
  ops.forEach((o, k) => {
    if (o.op === ' ') return;
    for (let c = Math.max(0, k - context); c <= Math.min(ops.length - 1, k + context); c++)
      keep[c] = true;
  });
  const lines: string[] = [];
  let gap = false;
  for (let k = 0; k < ops.length; k++) {
    if (!keep[k]) {
      gap = lines.length > 0;
      continue;
    }
    if (gap) lines.push('…');
    gap = false;
    const t = ops[k].text;
    lines.push(`${ops[k].op} ${t.length > maxChars ? `${t.slice(0, maxChars - 1)}…` : t}`);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    truncated = true;
  }
  return { lines, truncated };
}
