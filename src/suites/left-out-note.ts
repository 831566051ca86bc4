import type { LeftOut } from './discover.js';

/**
 * What a run says about the files its folder searches and globs found and left alone (data beside
 * the suites): how many and why, grouped by reason; `verbose`, each file by name. Lines without
 * line ends, for the front end to print (escaped for its terminal or log); none when none.
 */
export function leftOutLines(files: readonly LeftOut[], verbose: boolean): string[] {
  if (files.length === 0) return [];
  const n = files.length;
  const head = `agentci: left out ${n} file${n === 1 ? '' : 's'} the search found`;
  if (verbose) return [`${head}:`, ...files.map((f) => `  ${f.file}: ${f.reason}`)];
  const byReason = new Map<string, number>();
  for (const f of files) byReason.set(f.reason, (byReason.get(f.reason) ?? 0) + 1);
  const why = [...byReason].map(([reason, k]) => `${k} ${reason}`).join('; ');
  return [`${head} (${why}); --verbose names them`];
}
