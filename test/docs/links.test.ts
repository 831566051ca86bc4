import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/gen-docs.js';

// The README is short and sends readers to docs/: a moved section or a renamed heading must not
// leave a link pointing at nothing.
function markdownFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f));
  return ['README.md', ...docs];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to `-`, repeats numbered. */
function anchors(text: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  const body = text.replace(/^```[\s\S]*?^```/gm, '');
  for (const m of body.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = (m[1] as string)
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

describe('links in README.md and docs/', () => {
  it('README.md stays under 15,000 bytes', () => {
    expect(readFileSync(path.join(ROOT, 'README.md')).length).toBeLessThanOrEqual(15_000);
  });

  for (const file of markdownFiles()) {
    it(`every relative link of ${file} reaches a file and heading`, () => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const body = text.replace(/^```[\s\S]*?^```/gm, '');
      const broken: string[] = [];
      for (const m of body.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = m[1] as string;
        if (/^[a-z]+:/.test(link)) continue;
        const [target, anchor] = link.split('#') as [string, string | undefined];
        const abs = target
          ? path.resolve(path.dirname(path.join(ROOT, file)), target)
          : path.join(ROOT, file);
        if (!existsSync(abs)) {
          broken.push(`${link}: no such file`);
          continue;
        }
        if (anchor && abs.endsWith('.md') && !anchors(readFileSync(abs, 'utf8')).has(anchor))
          broken.push(`${link}: no heading with that anchor`);
      }
      expect(broken, file).toEqual([]);
    });
  }
});
