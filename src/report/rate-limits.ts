import type { EndpointStats } from '../model/report.js';
import { formatMs } from '../runner/attempt.js';

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
