/**
 * Byte budgets: cutting rendered text without breaking characters, lines or Markdown blocks.
 */
import { utf8Prefix } from '../lib/utf8.js';

/**
 * The longest prefix of `s` that ends at a line boundary and fits in `maxBytes` UTF-8 bytes. A
 * single line longer than the budget is cut between characters instead.
 */
export function trimToBytes(s: string, maxBytes: number): string {
  if (Buffer.byteLength(s, 'utf8') <= maxBytes) return s;
  const cut = utf8Prefix(s, maxBytes);
  const nl = cut.lastIndexOf('\n');
  return nl >= 0 ? cut.slice(0, nl + 1) : cut;
}

/**
 * Closes a fenced code block and `<details>` elements left open by a cut, so a notice appended
 * after it renders as text and not inside a code block.
 */
export function closeOpenBlocks(s: string): string {
  let fence: string | undefined;
  let details = 0;
  for (const line of s.split('\n')) {
    const m = /^(`{3,})/.exec(line);
    if (fence === undefined) {
      if (m) fence = m[1];
      else if (/^<details>/.test(line)) details++;
      else if (/^<\/details>/.test(line)) details = Math.max(0, details - 1);
    } else if (
      m &&
      line.trim() === '`'.repeat(line.trim().length) &&
      line.trim().length >= fence.length
    ) {
      fence = undefined;
    }
  }
  let out = s.endsWith('\n') || s === '' ? s : `${s}\n`;
  if (fence !== undefined) out += `${fence}\n`;
  for (let i = 0; i < details; i++) out += '\n</details>\n';
  return out;
}

/**
 * Collapses runs of blank lines left by template blocks, outside fenced code only (agent output in
 * a fence keeps its blank lines).
 */
export function collapseBlankLines(s: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  let blanks = 0;
  for (const line of s.split('\n')) {
    const m = /^(`{3,})/.exec(line);
    if (fence === undefined) {
      if (m) fence = m[1];
      if (line === '') {
        blanks++;
        if (blanks > 1 || out.length === 0) continue;
      } else blanks = 0;
    } else if (m && /^`+$/.test(line) && line.length >= fence.length) {
      fence = undefined;
    }
    out.push(line);
  }
  return out.join('\n');
}
