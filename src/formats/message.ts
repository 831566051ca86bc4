import type { FormatRecord } from '../contracts/format.js';

/** A case made on the spot (a message sent to an agent as is): no files of its own. */
export const messageFormat: FormatRecord<'message'> = {
  format: 'message',
  // Yao's direct message mode: one case, run as Yao runs its suites.
  sequential: 'config',
};
