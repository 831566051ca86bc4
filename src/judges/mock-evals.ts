import { matchesCall, whereMatches } from '../harness/mocks.js';
import type { Check } from '../model/result.js';
import {
  evalLabel,
  mockAction,
  mockName,
  type CalledEval,
  type MockDecl,
  type NotCalledEval,
} from '../model/skilltest.js';
import type { MockCall } from '../model/transcript.js';
import { stableJson } from '../lib/json.js';

/*
 * The deterministic evals over the mock/spy records: no judge, no flakiness. A declaration with
 * an action owns the calls it intercepted (first match wins, so a record names it); a spy owns
 * every recorded call its matcher covers, whatever another mock did with it. `where` narrows
 * either to calls whose (original, pre-rewrite) input satisfies the predicates.
 */

type CallEval = CalledEval | NotCalledEval;

function matching(
  e: CallEval,
  calls: readonly MockCall[],
  mocks: readonly MockDecl[],
): { count: number } | { error: string } {
  const index = mocks.findIndex((m, i) => mockName(m, i) === e.mock);
  if (index < 0) {
    const known = mocks.map((m, i) => mockName(m, i));
    return {
      error: `no mock named '${e.mock}'${known.length ? ` (known: ${known.join(', ')})` : ' (the case declares no mocks)'}`,
    };
  }
  const decl = mocks[index] as MockDecl;
  const owned =
    mockAction(decl) === 'spy'
      ? calls.filter((c) =>
          matchesCall(decl.match, {
            tool: c.tool,
            input: c.input,
            ...(typeof c.server === 'string' ? { server: c.server } : {}),
          }),
        )
      : calls.filter((c) => c.mock === e.mock && c.action !== 'spy');
  return { count: owned.filter((c) => whereMatches(e.where, c.input)).length };
}

/**
 * skilltest's mock.rs describe_records: the run's first five calls as `tool(command)` (or the
 * input's compact JSON), `[action]` after an intercepted one, then `… N more`.
 */
export function describeCalls(calls: readonly MockCall[]): string {
  const parts = calls.slice(0, 5).map((c) => {
    const input = c.input as { command?: unknown } | null | undefined;
    const shown =
      input === undefined || input === null
        ? ''
        : typeof input.command === 'string'
          ? input.command
          : stableJson(input);
    return c.action === 'spy' ? `${c.tool}(${shown})` : `${c.tool}(${shown}) [${c.action}]`;
  });
  if (calls.length > 5) parts.push(`… ${calls.length - 5} more`);
  return parts.join(', ');
}

/** skilltest's eval.rs outcome_for_calls reason. */
function callsReason(
  mock: string,
  count: number,
  passed: boolean,
  expectation: string,
  calls: readonly MockCall[],
): string {
  const matched = `mock \`${mock}\` matched ${count} call(s)`;
  if (passed) return matched;
  const observed = describeCalls(calls);
  return observed === ''
    ? `${matched}, expected ${expectation}; no tool calls were observed`
    : `${matched}, expected ${expectation}; observed: ${observed}`;
}

function errorCheck(e: CallEval, error: string): Check {
  return { label: evalLabel(e), type: e.type, passed: false, error, message: error };
}

/**
 * `called {mock, times?, where?}`: the mock saw at least one matching call, or exactly `times`.
 * An unknown mock name (only possible for cases not validated by the loader) is an error check.
 */
export function judgeCalled(
  e: CalledEval,
  calls: readonly MockCall[],
  mocks: readonly MockDecl[],
): Check {
  const r = matching(e, calls, mocks);
  if ('error' in r) return errorCheck(e, r.error);
  const passed = e.times !== undefined ? r.count === e.times : r.count >= 1;
  const expected = e.times !== undefined ? `exactly ${e.times}` : 'at least 1';
  return {
    label: evalLabel(e),
    type: 'called',
    passed,
    expected,
    actual: r.count,
    message: callsReason(
      e.mock,
      r.count,
      passed,
      e.times !== undefined ? `exactly ${e.times}` : 'at least one',
      calls,
    ),
  };
}

/** `not_called {mock, where?}`: the mock saw no matching call. */
export function judgeNotCalled(
  e: NotCalledEval,
  calls: readonly MockCall[],
  mocks: readonly MockDecl[],
): Check {
  const r = matching(e, calls, mocks);
  if ('error' in r) return errorCheck(e, r.error);
  return {
    label: evalLabel(e),
    type: 'not_called',
    passed: r.count === 0,
    expected: 'none',
    actual: r.count,
    message: callsReason(e.mock, r.count, r.count === 0, 'no matching calls', calls),
  };
}
