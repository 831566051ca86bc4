import type { FlakeAttribution, FlakeSource } from '../model/result.js';

/*
 * A flaky case's source in words (src/report/flaky-why.ts decides it): "judge", or for a case
 * whose failing runs have different sources, "mixed: judge 67 %, agent 33 %".
 */

const WORDS: Record<FlakeSource, string> = {
  judge: 'judge',
  simulated_user: 'simulated user',
  agent: 'agent',
  environment: 'environment',
};

/** The label of a case's flakiness, with the shares when it is mixed; '' when there is none. */
export function sourceLabel(s: Pick<FlakeAttribution, 'label' | 'shares'> | undefined): string {
  if (!s) return '';
  if (s.label !== 'mixed') return WORDS[s.label];
  const parts = (Object.keys(WORDS) as FlakeSource[])
    .filter((k) => s.shares[k] !== undefined)
    .map((k) => `${WORDS[k]} ${Math.round((s.shares[k] as number) * 100)} %`);
  return `mixed: ${parts.join(', ')}`;
}
