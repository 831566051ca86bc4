import type { FaultKind, FaultSummary } from '../model/environment-fault.js';

/*
 * The environment faults of a run in words, one line per kind, for every output (terminal, job
 * summary, PR comment, HTML): "12 attempts hit the provider's rate limit and were retried; 0 lost".
 */

/** What happened to an attempt, by kind ("12 attempts …"). */
const KIND_WORDS: Record<FaultKind, string> = {
  rate_limit: "hit the provider's rate limit",
  quota: "found the provider's quota spent",
  overloaded: 'found the provider overloaded',
  server_error: 'got a server error from the provider',
  connection: 'could not reach the provider',
};

/** One line per kind of fault the run's attempts hit; none when they hit none. */
export function faultLines(s: FaultSummary | undefined): string[] {
  return (s?.by_kind ?? []).map((k) => {
    const one = k.attempts === 1;
    const tries = k.faults > k.attempts ? ` (${k.faults} failed tries, none of them graded)` : '';
    return `${k.attempts} attempt${one ? '' : 's'} ${KIND_WORDS[k.kind]} and ${one ? 'was' : 'were'} retried${tries}; ${k.lost} lost`;
  });
}
