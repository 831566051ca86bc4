import { isPlainObject } from '../../lib/json.js';
import type { TargetReply } from '../../contracts/target.js';

/*
 * The output a Yao case is judged on, as YaoApp/yao agent/test/runner.go extractOutput takes it
 * from the agent's response: the completion's content when it is not empty, else (an LLM that
 * only called tools) the first non-empty `message` of a tool result, else a summary of the calls
 * (`[name: action]`, `[name: success|failed]`, `[name]`), else nothing.
 */

/** runner.go isEmptyValue: nil, "", an empty map or an empty list. */
function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return isPlainObject(v) && Object.keys(v).length === 0;
}

/** runner.go extractToolResultMessage. */
function toolResultMessage(calls: NonNullable<TargetReply['tool_calls']>): unknown {
  for (const call of calls) {
    const msg = isPlainObject(call.result) ? call.result.message : undefined;
    if (typeof msg === 'string' && msg !== '') return msg;
  }
  const summaries = calls.map((call) => {
    const name = call.name === '' ? 'unknown' : call.name;
    const r = call.result;
    if (isPlainObject(r)) {
      if (typeof r.action === 'string') return `[${name}: ${r.action}]`;
      if (typeof r.success === 'boolean') return `[${name}: ${r.success ? 'success' : 'failed'}]`;
    }
    return `[${name}]`;
  });
  return summaries.join(' ');
}

/** runner.go extractOutput of one reply (one turn of a conversation). */
export function yaoExtractOutput(reply: Pick<TargetReply, 'output' | 'tool_calls'>): unknown {
  if (!isEmptyValue(reply.output)) return reply.output;
  const calls = reply.tool_calls ?? [];
  if (calls.length > 0) return toolResultMessage(calls);
  // Yao's nil: an empty text or object is judged as null (type "null", equals null).
  return null;
}
