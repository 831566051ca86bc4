import { formatWithOptions } from 'node:util';
import type { Check } from '../model/result.js';
import { extractJson } from '../judges/json-extract.js';
import { evaluatePath, parsePath } from '../judges/path-expression.js';
import { compilePattern, type CompiledPattern } from '../lib/regex-pattern.js';
import { deepEqual, isObjectLike } from '../lib/json.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * The `t` object of Yao script tests (`function TestXxx(t, ctx)`), Go-like:
 * - every `t.assert.*` call records a check; a failed assertion marks the test failed and goes on
 *   (Go's `assert`, Yao's behaviour); the first failed assertion is the test's AssertionInfo;
 * - `t.fail(reason)` marks failed and goes on; `t.error(...args)` logs and marks failed (Go's
 *   t.Error, and what Yao does); `t.fatal(reason)` marks failed and stops the test;
 * - `t.skip(reason)` stops the test and marks it skipped (as Yao's runScriptTest checks Skipped()
 *   before Failed(), a test that failed before skipping is skipped);
 * - `t.failed` is false, set once when `t` is made (NewTestingTObject), as in Yao;
 * - `t.log(...args)` appends to the test's logs (printf-like formatting, as console.log).
 * This module runs inside the script worker; everything it records is made structured-clone
 * safe and bounded (user values may be huge, cyclic, or hold functions).
 */

/** Yao's AssertionInfo: what the first failed assertion compared. */
export interface AssertionInfo {
  type: string;
  expected?: unknown;
  actual?: unknown;
  message?: string;
}

/** The assertion methods of `t.assert`, in the seed's order. */
export const ASSERT_METHODS = [
  'True',
  'False',
  'Equal',
  'NotEqual',
  'Nil',
  'NotNil',
  'Contains',
  'NotContains',
  'Len',
  'Greater',
  'GreaterOrEqual',
  'Less',
  'LessOrEqual',
  'Error',
  'NoError',
  'Panic',
  'NoPanic',
  'Match',
  'NotMatch',
  'Type',
  'JSONPath',
  'Agent',
] as const;
export type AssertMethod = (typeof ASSERT_METHODS)[number];

/** Thrown by `t.fatal` and `t.skip` to stop the test function; the runner catches it. */
export class StopTest extends Error {
  constructor(readonly kind: 'fatal' | 'skip') {
    super(kind === 'fatal' ? 't.fatal stopped the test' : 't.skip stopped the test');
    this.name = 'StopTest';
  }
}

/** Everything one test function left behind. */
export interface TestState {
  name: string;
  failed: boolean;
  skipped: boolean;
  skipReason?: string;
  /** Failure messages in order; the first is the test's `error`. */
  errors: string[];
  logs: string[];
  assertion?: AssertionInfo;
  /** Where the first failure happened (`file:line`), when the stack tells. */
  location?: string;
  checks: Check[];
  /** Assertions made beyond the recorded checks (the list is bounded). */
  uncounted: number;
}

export interface TestingOptions {
  /** Where the caller is (`file:line` of the test file), for failure messages. */
  locate?: () => string | undefined;
  /**
   * The validator behind `t.assert.Agent` (synchronous, as in Yao): agentci's judge model.
   * Absent: the assertion fails saying no judge is configured.
   */
  agent?: (req: AgentAssertRequest) => { passed: boolean; reason?: string };
}

/** What `t.assert.Agent(response, agentId, {criteria, metadata, connector})` asks the judge. */
export interface AgentAssertRequest {
  response: unknown;
  agentId: string;
  criteria?: unknown;
  metadata?: Record<string, unknown>;
  connector?: string;
  test: string;
}

export const NO_AGENT_JUDGE_MESSAGE =
  't.assert.Agent needs a judge model, and none is configured: add a `judge:` section (model provider and model) to agentci.yaml';

export type AssertFn = (...args: unknown[]) => boolean;
export type TestingAssert = Record<AssertMethod, AssertFn>;
export interface TestingT {
  readonly name: string;
  readonly failed: boolean;
  readonly assert: TestingAssert;
  log(...args: unknown[]): void;
  error(...args: unknown[]): void;
  skip(reason?: unknown): void;
  fail(reason?: unknown): void;
  fatal(reason?: unknown): void;
}

export const MAX_CHECKS = 200;
const MAX_LOGS = 500;
const MAX_LOG_CHARS = 4000;
const MAX_VALUE_CHARS = 2000;

/** A user value made safe to send between threads and to store: bounded, acyclic, JSON-like. */
export function reportable(v: unknown, depth = 0, seen: Set<object> = new Set()): unknown {
  if (v === null || v === undefined || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
  if (typeof v === 'string')
    return v.length > MAX_VALUE_CHARS
      ? `${v.slice(0, MAX_VALUE_CHARS)}… (${v.length - MAX_VALUE_CHARS} more characters)`
      : v;
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'symbol') return v.toString();
  if (typeof v === 'function') return `[Function ${v.name || 'anonymous'}]`;
  const o = v as object;
  if (seen.has(o)) return '[Circular]';
  if (depth >= 8) return '[…]';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString();
  if (v instanceof RegExp) return v.toString();
  if (v instanceof Error) return `${v.name}: ${v.message}`;
  seen.add(o);
  try {
    if (Array.isArray(v) || v instanceof Set) {
      const list = [...(v as Iterable<unknown>)];
      const out = list.slice(0, 100).map((x) => reportable(x, depth + 1, seen));
      if (list.length > 100) out.push(`… ${list.length - 100} more items`);
      return out;
    }
    const entries =
      v instanceof Map
        ? [...v.entries()].map(([k, x]) => [String(k), x] as const)
        : Object.entries(o);
    const out: Record<string, unknown> = {};
    for (const [k, x] of entries.slice(0, 100)) out[k] = reportable(x, depth + 1, seen);
    if (entries.length > 100) out['…'] = `${entries.length - 100} more keys`;
    return out;
  } finally {
    seen.delete(o);
  }
}

/** One line for messages: JSON for data, the text for strings. */
function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 200 ? `${v.slice(0, 200)}…` : v);
  const r = reportable(v);
  if (r === undefined) return 'undefined';
  const s = typeof r === 'string' && typeof v !== 'string' ? r : JSON.stringify(r);
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}

/** Yao's getJsType: null, undefined, string, number, boolean, array, function, object (+ bigint, symbol). */
export function jsType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/** script_assert.go getLength: Go's len, so a string counts its UTF-8 bytes (`中文` = 6). */
function lengthOf(v: unknown): number | undefined {
  if (v === null || v === undefined) return 0;
  if (typeof v === 'string') return Buffer.byteLength(v, 'utf8');
  if (Array.isArray(v)) return v.length;
  if (v instanceof Map || v instanceof Set) return v.size;
  if (ArrayBuffer.isView(v)) return (v as unknown as { length?: number }).length ?? v.byteLength;
  if (typeof v === 'object') return Object.keys(v).length;
  return undefined;
}

/** Membership for Contains: substring, array element, Map/Set member, object key. */
function contains(haystack: unknown, needle: unknown): boolean {
  if (typeof haystack === 'string') return haystack.includes(String(needle));
  if (Array.isArray(haystack)) return haystack.some((x) => deepEqual(x, needle));
  if (haystack instanceof Set) return [...haystack].some((x) => deepEqual(x, needle));
  if (haystack instanceof Map) return haystack.has(needle);
  if (isObjectLike(haystack)) return Object.prototype.hasOwnProperty.call(haystack, String(needle));
  return String(haystack).includes(String(needle));
}

type Order = (a: unknown, b: unknown) => boolean | undefined;

/**
 * script_assert.go assertGreaterMethod and the others take `args[i].Number()`: both sides are
 * converted as JavaScript's Number() does (`"10"` > `"9"`, a Date is its time); a side that is
 * not a number then (NaN, a symbol) cannot be compared.
 */
function ordered(cmp: (x: number, y: number) => boolean): Order {
  const num = (v: unknown): number => {
    if (typeof v === 'symbol') return Number.NaN;
    try {
      return Number(v);
    } catch {
      return Number.NaN;
    }
  };
  return (a, b) => {
    const x = num(a);
    const y = num(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return undefined;
    return cmp(x, y);
  };
}

function messageArg(args: unknown[], index: number): string | undefined {
  const m = args[index];
  return typeof m === 'string' && m !== '' ? m : undefined;
}

function joinArgs(args: unknown[]): string {
  // One line per call, objects inspected compactly (console.log's formatting, without line breaks).
  const s = formatWithOptions({ breakLength: Infinity }, ...args);
  return s.length > MAX_LOG_CHARS ? `${s.slice(0, MAX_LOG_CHARS)}…` : s;
}

/**
 * Builds the `t` object for one test function and the state it records into.
 */
export function createTestingT(
  name: string,
  opts: TestingOptions = {},
): { t: TestingT; state: TestState } {
  const state: TestState = {
    name,
    failed: false,
    skipped: false,
    errors: [],
    logs: [],
    checks: [],
    uncounted: 0,
  };

  const log = (line: string) => {
    if (state.logs.length < MAX_LOGS) state.logs.push(line);
    else if (state.logs.length === MAX_LOGS)
      state.logs.push(`… further logs dropped (more than ${MAX_LOGS})`);
  };
  const markFailed = (message: string) => {
    state.failed = true;
    state.errors.push(message);
    if (state.location === undefined) state.location = opts.locate?.();
  };
  const record = (check: Check) => {
    if (state.checks.length < MAX_CHECKS) state.checks.push(check);
    else state.uncounted++;
  };
  const failControl = (type: string, message: string) => {
    markFailed(message);
    record({ label: `t.${type}`, type: `t.${type}`, passed: false, message });
  };

  /**
   * Records one assertion. `fail` is the default sentence (Yao's wording); the user's message,
   * when given, replaces it in the test's error, as in Yao.
   */
  const check = (
    type: AssertMethod,
    pass: boolean,
    info: { expected?: unknown; actual?: unknown; message?: string; fail: string },
  ): boolean => {
    const expected = reportable(info.expected);
    const actual = reportable(info.actual);
    const text = info.message ?? info.fail;
    record({
      label: info.message ? `${type}: ${info.message}` : type,
      type,
      passed: pass,
      ...(info.expected !== undefined ? { expected } : {}),
      ...(info.actual !== undefined ? { actual } : {}),
      ...(pass ? {} : { message: text }),
    });
    if (!pass) {
      // script_assert.go t.fail: the test's error is the message alone (the custom one, else Yao's).
      markFailed(text);
      state.assertion ??= {
        type,
        ...(info.expected !== undefined ? { expected } : {}),
        ...(info.actual !== undefined ? { actual } : {}),
        ...(info.message ? { message: info.message } : {}),
      };
    }
    return pass;
  };

  const needs = (type: AssertMethod, args: unknown[], n: number, what: string): boolean => {
    if (args.length >= n) return true;
    check(type, false, { fail: `${type} requires ${what}` });
    return false;
  };

  const compare =
    (type: AssertMethod, op: string, order: Order) =>
    (...args: unknown[]) => {
      if (!needs(type, args, 2, 'two arguments')) return false;
      const [a, b] = args;
      const r = order(a, b);
      return check(type, r === true, {
        expected: `${op} ${show(b)}`,
        actual: a,
        message: messageArg(args, 2),
        fail:
          r === undefined
            ? `cannot compare ${show(a)} with ${show(b)}: ${type} needs two numbers (or numeric strings)`
            : `expected ${show(a)} ${op} ${show(b)}`,
      });
    };

  const panics = (fn: () => unknown): { threw: boolean; error?: unknown } => {
    try {
      fn();
      return { threw: false };
    } catch (e) {
      if (e instanceof StopTest) throw e;
      return { threw: true, error: e };
    }
  };

  const assert: TestingAssert = {
    True: (...args) =>
      needs('True', args, 1, 'a value argument') &&
      check('True', Boolean(args[0]), {
        expected: true,
        actual: args[0],
        message: messageArg(args, 1),
        fail: `expected true, got ${show(args[0])}`,
      }),
    False: (...args) =>
      needs('False', args, 1, 'a value argument') &&
      check('False', !args[0], {
        expected: false,
        actual: args[0],
        message: messageArg(args, 1),
        fail: `expected false, got ${show(args[0])}`,
      }),
    Equal: (...args) =>
      needs('Equal', args, 2, 'actual and expected arguments') &&
      check('Equal', deepEqual(args[0], args[1]), {
        expected: args[1],
        actual: args[0],
        message: messageArg(args, 2),
        fail: `expected ${show(args[1])}, got ${show(args[0])}`,
      }),
    NotEqual: (...args) =>
      needs('NotEqual', args, 2, 'actual and expected arguments') &&
      check('NotEqual', !deepEqual(args[0], args[1]), {
        expected: args[1],
        actual: args[0],
        message: messageArg(args, 2),
        fail: `expected values to be different, both are ${show(args[0])}`,
      }),
    Nil: (...args) =>
      needs('Nil', args, 1, 'a value argument') &&
      check('Nil', args[0] === null || args[0] === undefined, {
        actual: args[0],
        message: messageArg(args, 1),
        fail: `expected nil (null or undefined), got ${show(args[0])}`,
      }),
    NotNil: (...args) =>
      needs('NotNil', args, 1, 'a value argument') &&
      check('NotNil', args[0] !== null && args[0] !== undefined, {
        actual: args[0] === undefined ? 'undefined' : args[0],
        message: messageArg(args, 1),
        fail: `expected a value, got ${args[0] === null ? 'null' : 'undefined'}`,
      }),
    Contains: (...args) =>
      needs('Contains', args, 2, 'str and substr arguments') &&
      check('Contains', contains(args[0], args[1]), {
        expected: args[1],
        actual: args[0],
        message: messageArg(args, 2),
        fail: `expected ${show(args[0])} to contain ${show(args[1])}`,
      }),
    NotContains: (...args) =>
      needs('NotContains', args, 2, 'str and substr arguments') &&
      check('NotContains', !contains(args[0], args[1]), {
        expected: args[1],
        actual: args[0],
        message: messageArg(args, 2),
        fail: `expected ${show(args[0])} not to contain ${show(args[1])}`,
      }),
    Len: (...args) => {
      if (!needs('Len', args, 2, 'value and length arguments')) return false;
      const n = lengthOf(args[0]);
      const want = Number(args[1]);
      return check('Len', n === want, {
        expected: want,
        actual: n ?? args[0],
        message: messageArg(args, 2),
        fail:
          n === undefined ? `${show(args[0])} has no length` : `expected length ${want}, got ${n}`,
      });
    },
    Greater: compare(
      'Greater',
      '>',
      ordered((a, b) => a > b),
    ),
    GreaterOrEqual: compare(
      'GreaterOrEqual',
      '>=',
      ordered((a, b) => a >= b),
    ),
    Less: compare(
      'Less',
      '<',
      ordered((a, b) => a < b),
    ),
    LessOrEqual: compare(
      'LessOrEqual',
      '<=',
      ordered((a, b) => a <= b),
    ),
    Error: (...args) =>
      needs('Error', args, 1, 'an argument') &&
      check('Error', args[0] !== null && args[0] !== undefined, {
        actual: args[0] ?? null,
        message: messageArg(args, 1),
        fail: 'expected an error, got nil',
      }),
    NoError: (...args) =>
      needs('NoError', args, 1, 'an argument') &&
      check('NoError', args[0] === null || args[0] === undefined, {
        actual: args[0],
        message: messageArg(args, 1),
        fail: `expected no error, got ${show(args[0])}`,
      }),
    Panic: (...args) => {
      if (typeof args[0] !== 'function')
        return check('Panic', false, {
          actual: args[0],
          fail: 'Panic requires a function argument',
        });
      const r = panics(args[0] as () => unknown);
      return check('Panic', r.threw, {
        message: messageArg(args, 1),
        fail: "expected function to panic (throw), but it didn't",
      });
    },
    NoPanic: (...args) => {
      if (typeof args[0] !== 'function')
        return check('NoPanic', false, {
          actual: args[0],
          fail: 'NoPanic requires a function argument',
        });
      const r = panics(args[0] as () => unknown);
      return check('NoPanic', !r.threw, {
        ...(r.threw ? { actual: r.error } : {}),
        message: messageArg(args, 1),
        fail: `expected function not to panic, but got: ${r.error instanceof Error ? r.error.message : show(r.error)}`,
      });
    },
    Match: (...args) => matcher('Match', true, args),
    NotMatch: (...args) => matcher('NotMatch', false, args),
    Type: (...args) => {
      if (!needs('Type', args, 2, 'value and typeName arguments')) return false;
      const actual = jsType(args[0]);
      const want = String(args[1]);
      return check('Type', actual === want, {
        expected: want,
        actual,
        message: messageArg(args, 2),
        fail: `expected type '${want}', got '${actual}'`,
      });
    },
    JSONPath: (...args) => {
      if (!needs('JSONPath', args, 2, 'obj and path arguments')) return false;
      const path = String(args[1]);
      const existence = args.length < 3;
      const expected = args[2];
      const message = messageArg(args, 3);
      let segs;
      try {
        segs = parsePath(path);
      } catch (e) {
        return check('JSONPath', false, { expected, message, fail: (e as Error).message });
      }
      const json = extractJson(args[0]);
      if (!json.found)
        return check('JSONPath', false, {
          expected,
          actual: args[0],
          message,
          fail: `path '${path}': no JSON found in ${show(args[0])}`,
        });
      const hit = evaluatePath(json.value, segs);
      if (!hit.found) return check('JSONPath', false, { expected, message, fail: hit.reason });
      if (existence)
        return check(
          'JSONPath',
          !(hit.multi && Array.isArray(hit.value) && hit.value.length === 0),
          { actual: hit.value, message, fail: `path '${path}' matched nothing` },
        );
      // As the json_path assertion: an array expected value means "equal to it, or to one of its items".
      const pass =
        deepEqual(hit.value, expected) ||
        (Array.isArray(expected) && expected.some((e) => deepEqual(hit.value, e)));
      return check('JSONPath', pass, {
        expected,
        actual: hit.value,
        message,
        fail: `path '${path}': expected ${Array.isArray(expected) ? `one of ${show(expected)}` : show(expected)}, got ${show(hit.value)}`,
      });
    },
    // script_assert.go assertAgentMethod: Agent(response, agentID, {criteria, metadata,
    // connector}); agentci's validator is its judge model, told the agent id.
    Agent: (...args) => {
      if (!needs('Agent', args, 2, 'response and agentID arguments')) return false;
      const response = args[0];
      const agentId = String(args[1]);
      const o = isObjectLike(args[2]) ? (args[2] as Record<string, unknown>) : {};
      const metadata = isObjectLike(o.metadata)
        ? (o.metadata as Record<string, unknown>)
        : undefined;
      const req: AgentAssertRequest = {
        response: reportable(response),
        agentId,
        ...(o.criteria !== undefined ? { criteria: reportable(o.criteria) } : {}),
        ...(metadata ? { metadata: reportable(metadata) as Record<string, unknown> } : {}),
        ...(typeof o.connector === 'string' ? { connector: o.connector } : {}),
        test: name,
      };
      let verdict: { passed: boolean; reason?: string };
      if (!opts.agent) verdict = { passed: false, reason: NO_AGENT_JUDGE_MESSAGE };
      else
        try {
          verdict = opts.agent(req);
        } catch (e) {
          verdict = {
            passed: false,
            reason: `the judge failed: ${errorMessage(e)}`,
          };
        }
      const reason = verdict.reason && verdict.reason.trim() !== '' ? verdict.reason : undefined;
      return check('Agent', verdict.passed, {
        actual: response,
        ...(reason && !verdict.passed ? { message: reason } : {}),
        fail: reason ?? 'agent assertion failed',
      });
    },
  };

  function matcher(type: 'Match' | 'NotMatch', want: boolean, args: unknown[]): boolean {
    if (!needs(type, args, 2, 'value and pattern arguments')) return false;
    const value = typeof args[0] === 'string' ? args[0] : String(args[0]);
    // Yao reads the pattern as a string (V8 String()) and compiles it with Go's regexp: a
    // JavaScript RegExp object arrives as its source text with slashes, `/\d/`.
    const pattern = String(args[1]);
    let re: CompiledPattern;
    try {
      re = compilePattern(pattern, 'go');
    } catch (e) {
      return check(type, false, {
        expected: pattern,
        message: messageArg(args, 2),
        fail: `invalid regex pattern: ${(e as Error).message}`,
      });
    }
    return check(type, re.test(value) === want, {
      expected: pattern,
      actual: value,
      message: messageArg(args, 2),
      fail: `expected ${show(value)} ${want ? '' : 'not '}to match pattern ${show(pattern)}`,
    });
  }

  const t: TestingT = {
    name,
    // NewTestingTObject sets `failed` once, when the object is made: it stays false.
    failed: false,
    assert,
    log: (...args) => log(joinArgs(args)),
    error: (...args) => {
      const msg = joinArgs(args);
      log(msg);
      failControl('error', msg);
    },
    skip: (reason?: unknown) => {
      state.skipped = true;
      if (reason !== undefined && reason !== '') {
        state.skipReason = String(reason);
        log(`SKIP: ${String(reason)}`);
      }
      throw new StopTest('skip');
    },
    fail: (reason?: unknown) =>
      failControl('fail', reason === undefined || reason === '' ? 'test failed' : String(reason)),
    fatal: (reason?: unknown) => {
      failControl('fatal', reason === undefined || reason === '' ? 'fatal error' : String(reason));
      throw new StopTest('fatal');
    },
  };
  return { t, state };
}
