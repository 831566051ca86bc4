import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes a tree of files (path → text) into a fresh temporary folder and returns the folder. */
export function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-test-'));
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(root, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  return root;
}

/** Python source with the common indentation removed (tests write files inline). */
export function py(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce(
    (acc, s, i) => acc + s + (i < values.length ? String(values[i]) : ''),
    '',
  );
  const lines = text.replace(/^\n/, '').split('\n');
  const indent = Math.min(
    ...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length),
  );
  return lines.map((l) => l.slice(indent)).join('\n');
}

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const EXAMPLE = path.join(ROOT, 'examples', 'thinkingbox');
