import type { EndpointStats } from '../model/report.js';
import { formatMs } from '../lib/units.js';

/**
 * "N attempts could not run: rate limited by <endpoint>", one line per endpoint that cost
 * attempts. The run adds them to its warnings (terminal, summary, HTML) and the PR comment shows
 * them apart from the agent's failures.
 */
export function rateLimitWarnings(stats: readonly EndpointStats[] | undefined): string[] {
  return (stats ?? [])
    .filter((s) => s.attempts_lost > 0)
    .map(
      (s) =>
        `${s.attempts_lost} attempt${s.attempts_lost === 1 ? '' : 's'} could not run: rate limited by ${s.endpoint} (${s.rate_limited} rate-limited answer${s.rate_limited === 1 ? '' : 's'}, ${formatMs(s.waited_ms)} waiting, concurrency down to ${s.min_concurrency})`,
    );
}

/**
 * The endpoints of several shards' reports as one list (`agentci merge`): counts and waits add up,
 * the lowest concurrency any shard came down to is kept. Endpoints keep their first-seen order.
 */
export function mergeEndpointStats(
  lists: ReadonlyArray<readonly EndpointStats[] | undefined>,
): EndpointStats[] {
  const by = new Map<string, EndpointStats>();
  for (const list of lists)
    for (const s of list ?? []) {
      const m = by.get(s.endpoint);
      if (!m) {
        by.set(s.endpoint, { ...s });
        continue;
      }
      m.requests += s.requests;
      m.rate_limited += s.rate_limited;
      m.waited_ms += s.waited_ms;
      m.attempts_lost += s.attempts_lost;
      m.min_concurrency = Math.min(m.min_concurrency, s.min_concurrency);
      m.max_concurrency = Math.max(m.max_concurrency, s.max_concurrency);
    }
  return [...by.values()];
}
