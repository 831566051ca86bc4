import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file agentci ships beside its code (`templates/…`, `python/…`), found by walking up from this
 * module: it runs from `src/` under vitest and from a bundle in `dist/…` otherwise, and the
 * package root is above both. Returns the path of `rel` in the nearest folder that has it, or the
 * folders searched from when none does.
 */
export function findPackageFile(rel: string): { path: string } | { searched: string[] } {
  const starts: string[] = [];
  try {
    starts.push(dirname(fileURLToPath(import.meta.url)));
  } catch {
    // A bundler may rewrite import.meta.url; __dirname is the other way in.
  }
  if (typeof __dirname === 'string') starts.push(__dirname);
  for (const start of starts) {
    for (let dir = start; ; dir = dirname(dir)) {
      if (existsSync(join(dir, rel))) return { path: join(dir, rel) };
      if (dirname(dir) === dir) break;
    }
  }
  return { searched: starts };
}
