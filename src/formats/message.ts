import type { FormatRecord } from '../contracts/format.js';

/** A case made on the spot (a message sent to an agent as is): no files of its own. */
export const messageFormat: FormatRecord<'message'> = { format: 'message' };
