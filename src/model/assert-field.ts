import { isPlainObject } from '../lib/json.js';
import type { Assertion } from './case.js';

/*
 * Yao's reading of an `assert` field, apart from the schemas: what reads cases' assertions for a
 * hash or a report needs no zod (src/report/fingerprint.ts stays small).
 */

/** Yao's mapToAssertion: fields of the wrong type are ignored, never an error. */
function toAssertion(m: Record<string, unknown>): Assertion {
  const a: Assertion = { type: typeof m.type === 'string' ? m.type : '' };
  if ('value' in m) a.value = m.value;
  if (typeof m.path === 'string') a.path = m.path;
  if (typeof m.script === 'string') a.script = m.script;
  if (typeof m.use === 'string') a.use = m.use;
  if (typeof m.message === 'string') a.message = m.message;
  if (typeof m.negate === 'boolean') a.negate = m.negate;
  if (m.options !== null && typeof m.options === 'object' && !Array.isArray(m.options))
    a.options = m.options as Record<string, unknown>;
  return a;
}

/** Yao's parseAssertions: the assertions an `assert` field holds (see AssertFieldSchema). */
export function normaliseAssert(a: unknown): Assertion[] {
  if (a === undefined || a === null) return [];
  if (typeof a === 'string') return [{ type: a }];
  if (Array.isArray(a)) return a.filter(isPlainObject).map(toAssertion);
  return isPlainObject(a) ? [toAssertion(a)] : [];
}
