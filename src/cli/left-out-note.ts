import type { LeftOut } from '../suites/discover.js';
import { inert } from './terminal-text.js';

/**
 * What the terminal is told about the files a folder search or glob found and left alone (data
 * beside the suites): how many, and why, grouped by reason; with `--verbose` each file by name.
 */
export function leftOutNote(files: readonly LeftOut[], verbose: boolean): string {
  if (files.length === 0) return '';
  const n = files.length;
  const head = `agentci: left out ${n} file${n === 1 ? '' : 's'} the search found`;
  if (verbose)
    return `${head}:\n${files.map((f) => `  ${inert(f.file, 300)}: ${f.reason}\n`).join('')}`;
  const byReason = new Map<string, number>();
  for (const f of files) byReason.set(f.reason, (byReason.get(f.reason) ?? 0) + 1);
  const why = [...byReason].map(([reason, k]) => `${k} ${reason}`).join('; ');
  return `${head} (${why}); --verbose names them\n`;
}
