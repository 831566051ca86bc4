import type { Assertion } from '../model/case.js';
import { collectToolCalls, type SeenCall } from '../model/tool-calls.js';
import { short, tryParseJson } from './json-value.js';
import { isPlainObject, deepEqual } from '../lib/json.js';
import { goFmtV } from './go-text.js';
import { type Judge, type JudgeContext, type Outcome } from './judge.js';
import { compilePattern, patternProblem } from '../lib/regex-pattern.js';

/*
 * `tool_called` and `tool_result`, judged on the transcript's tool calls as Yao judges them
 * (YaoApp/yao agent/test/assert.go `assertToolCalled`, `assertToolResult`, `matchToolName`,
 * `matchArguments`, `matchResult`).
 *
 * tool_called `value`: a name (some call matches it); a list of names (some call matches ANY of
 * them); `{name, arguments}` (some call matches the name, and each listed argument equals that
 * call's argument, compared as JSON values). agentci adds `options.times` (an exact count of
 * matching calls). tool_result `value`: `{tool, result?}`: the FIRST call matching `tool` must not
 * have failed (an `error` it reported) and, with `result`, its result must match: objects key by
 * key (recursively), strings by `%v` text or a `regex:` pattern, booleans exactly, anything else
 * as JSON values.
 *
 * A name matches as Yao's matchToolName: exactly, as the suffix after `__` or `.`, or as any
 * substring (`weather` matches `get_weather_info`). The call's `server__name` is tried too.
 */

/** Yao's matchToolName: exact, `__name` or `.name` suffix, or substring. */
function yaoNameMatches(actual: string, expected: string): boolean {
  return (
    actual === expected ||
    actual.endsWith(`__${expected}`) ||
    actual.endsWith(`.${expected}`) ||
    actual.includes(expected)
  );
}

/** A call matches a Yao tool name by its own name or by `server__name`. */
function callMatches(c: SeenCall, expected: string): boolean {
  if (yaoNameMatches(c.name, expected)) return true;
  return c.server !== undefined && yaoNameMatches(`${c.server}__${c.name}`, expected);
}

function describeCall(c: SeenCall): string {
  const name = c.server && !c.name.includes('__') ? `${c.server}__${c.name}` : c.name;
  return c.arguments === undefined ? `${name}()` : `${name}(${short(c.arguments, 80)})`;
}

function describeCalls(calls: SeenCall[]): string {
  if (calls.length === 0) return 'no tools were called';
  const shown = calls.slice(0, 10).map(describeCall).join(', ');
  return `calls: ${shown}${calls.length > 10 ? `, … (${calls.length - 10} more)` : ''}`;
}

function times(n: number): string {
  return `${n} time${n === 1 ? '' : 's'}`;
}

/** Arguments as Yao's matchArguments reads them: an object, or JSON text of one. */
function argumentsObject(v: unknown): Record<string, unknown> | undefined {
  if (isPlainObject(v)) return v;
  if (typeof v === 'string') {
    const parsed = tryParseJson(v);
    if (parsed.ok && isPlainObject(parsed.value)) return parsed.value;
  }
  return undefined;
}

/** Yao's matchArguments: every expected key present, its value equal as JSON. */
function argumentsMismatch(actual: unknown, expected: unknown): string | null {
  if (!isPlainObject(expected)) return `"arguments" must be an object, got ${short(expected)}`;
  const args = argumentsObject(actual);
  if (!args) return `its arguments are not an object: ${short(actual)}`;
  for (const [k, want] of Object.entries(expected)) {
    if (!Object.prototype.hasOwnProperty.call(args, k)) return `argument "${k}" is missing`;
    if (!deepEqual(args[k], want))
      return `argument "${k}" is ${short(args[k])}, expected ${short(want)}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// tool_called

function callSummary(calls: SeenCall[]): unknown {
  return calls.map((c) => ({
    name: c.name,
    ...(c.server ? { server: c.server } : {}),
    arguments: c.arguments,
  }));
}

/** Go's `%T` of a value encoding/json decoded into an interface{}. */
function goJsonType(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'number') return 'float64';
  if (typeof v === 'boolean') return 'bool';
  return typeof v;
}

function evaluateToolCalled(a: Assertion, ctx: JudgeContext): Outcome {
  const calls = collectToolCalls(ctx.transcript);
  const base = { expected: a.value, actual: callSummary(calls) };
  const wantTimes = typeof a.options?.times === 'number' ? a.options.times : undefined;
  const v = a.value;
  if (calls.length === 0)
    return { ...base, pass: false, success: '', failure: 'no tools were called' };

  /** Whether the matching calls satisfy the count (some call; or exactly `times` with the option). */
  const enough = (n: number): boolean => (wantTimes === undefined ? n > 0 : n === wantTimes);
  const countNote = (n: number): string =>
    wantTimes === undefined ? '' : ` (${times(n)}, expected exactly ${times(wantTimes)})`;

  if (typeof v === 'string' || Array.isArray(v)) {
    const names = (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');
    for (const name of names) {
      const n = calls.filter((c) => callMatches(c, name)).length;
      if (enough(n))
        return {
          ...base,
          pass: true,
          success: `tool "${name}" was called${countNote(n)}`,
          failure: '',
        };
    }
    const what = Array.isArray(v)
      ? `none of the expected tools ${short(v, 120)} was called`
      : `tool "${v}" was not called`;
    const n = names.reduce(
      (m, name) => Math.max(m, calls.filter((c) => callMatches(c, name)).length),
      0,
    );
    return {
      ...base,
      pass: false,
      success: '',
      failure: `${n > 0 ? `tool ${short(v, 120)} was called${countNote(n)}` : what}; ${describeCalls(calls)}`,
    };
  }

  if (isPlainObject(v)) {
    const name = typeof v.name === 'string' ? v.name : '';
    const args = v.arguments;
    const named = calls.filter((c) => callMatches(c, name));
    const matching =
      args === undefined || args === null
        ? named
        : named.filter((c) => argumentsMismatch(c.arguments, args) === null);
    const withArgs = args === undefined || args === null ? '' : ' with matching arguments';
    if (enough(matching.length))
      return {
        ...base,
        pass: true,
        success: `tool "${name}" was called${withArgs}${countNote(matching.length)}`,
        failure: '',
      };
    let failure: string;
    if (named.length === 0) failure = `tool "${name}" was not called; ${describeCalls(calls)}`;
    else if (matching.length > 0)
      failure = `tool "${name}" was called${withArgs}${countNote(matching.length)}`;
    else
      failure = `tool "${name}" was not called with expected arguments; first call: ${describeCall(named[0])} (${argumentsMismatch(named[0].arguments, args) ?? ''})`;
    return { ...base, pass: false, success: '', failure };
  }

  return {
    ...base,
    pass: false,
    success: '',
    // assertToolCalled's default branch names the value's Go type (%T of a decoded JSON value).
    failure: `invalid tool_called value type: ${goJsonType(v)}`,
  };
}

/** Load-time notes: what Yao would fail on every run (shown as warnings; the check fails). */
function validateToolCalled(a: Assertion): string[] {
  const v = a.value;
  const problems: string[] = [];
  if (!(typeof v === 'string' || Array.isArray(v) || isPlainObject(v)))
    problems.push(
      `tool_called needs a "value": a tool name, a list of names or {name, arguments}, got ${short(v)}`,
    );
  const t = a.options?.times;
  if (t !== undefined && !(typeof t === 'number' && Number.isInteger(t) && t >= 0))
    problems.push(`options.times must be a whole number ≥ 0, got ${short(t)}`);
  return problems;
}

function labelToolCalled(a: Assertion): string {
  const v = a.value;
  let body: string;
  if (typeof v === 'string') body = v;
  else if (isPlainObject(v) && typeof v.name === 'string')
    body = v.arguments === undefined ? v.name : `${v.name}(${short(v.arguments, 60)})`;
  else if (Array.isArray(v)) body = `any of ${short(v, 60)}`;
  else body = short(v, 60);
  const t = a.options?.times;
  return `tool_called ${body}${typeof t === 'number' ? ` ${times(t)}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// tool_result

/**
 * The forms a result is compared in: as the call reported it and, when it is an MCP result
 * (`{content: [{type: "text", text}], structuredContent?}`), its structured content, its text and
 * the JSON that text holds (Yao's tools return the decoded value; an MCP result carries it inside).
 */
function resultCandidates(r: unknown): unknown[] {
  const out: unknown[] = [r];
  if (isPlainObject(r) && Array.isArray(r.content)) {
    if (r.structuredContent !== undefined) out.push(r.structuredContent);
    const text = r.content
      .map((p) => (isPlainObject(p) && typeof p.text === 'string' ? p.text : ''))
      .filter((x) => x !== '')
      .join('\n');
    if (text !== '') {
      const parsed = tryParseJson(text.trim());
      if (parsed.ok) out.push(parsed.value);
      out.push(text);
    }
  }
  return out;
}

/** Yao's matchResult; returns null on a match, else why not. */
function resultMismatch(actual: unknown, expected: unknown, path = '$'): string | null {
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return `at ${path}: expected an object, got ${short(actual)}`;
    for (const [k, want] of Object.entries(expected)) {
      const at = `${path}.${k}`;
      if (!Object.prototype.hasOwnProperty.call(actual, k)) return `at ${at}: missing`;
      const why = resultMismatch(actual[k], want, at);
      if (why) return why;
    }
    return null;
  }
  if (typeof expected === 'string') {
    const text = goFmtV(actual);
    if (expected.startsWith('regex:')) {
      const pattern = expected.slice('regex:'.length);
      let re;
      try {
        re = compilePattern(pattern, 'go');
      } catch {
        return `at ${path}: invalid pattern ${JSON.stringify(pattern)}`;
      }
      return re.test(text) ? null : `at ${path}: ${short(text)} does not match ${pattern}`;
    }
    return text === expected ? null : `at ${path}: expected ${short(expected)}, got ${short(text)}`;
  }
  if (typeof expected === 'boolean')
    return actual === expected ? null : `at ${path}: expected ${expected}, got ${short(actual)}`;
  return deepEqual(actual ?? null, expected ?? null)
    ? null
    : `at ${path}: expected ${short(expected)}, got ${short(actual)}`;
}

function evaluateToolResult(a: Assertion, ctx: JudgeContext): Outcome {
  const calls = collectToolCalls(ctx.transcript);
  const spec = a.value;
  const fail = (failure: string, actual?: unknown): Outcome => ({
    pass: false,
    expected: spec,
    actual,
    success: '',
    failure,
  });
  if (calls.length === 0) return fail('no tools were called');
  if (!isPlainObject(spec))
    return fail("tool_result assertion requires a map with 'tool' and 'result' fields");
  const tool = typeof spec.tool === 'string' ? spec.tool : '';
  if (tool === '') return fail("tool_result assertion requires 'tool' field");
  const call = calls.find((c) => callMatches(c, tool));
  if (!call) return fail(`tool "${tool}" was not called; ${describeCalls(calls)}`);
  if (call.error !== undefined)
    return fail(`tool "${tool}" returned error: ${short(call.error, 200)}`, call.result);
  const expected = spec.result;
  if (expected === undefined || expected === null) {
    if (call.isError)
      return fail(`tool "${tool}" returned an error: ${short(call.result, 200)}`, call.result);
    return {
      pass: true,
      expected: spec,
      actual: call.result,
      success: `tool "${tool}" executed successfully`,
      failure: '',
    };
  }
  let why: string | null = 'no result';
  for (const cand of resultCandidates(call.result)) {
    why = resultMismatch(cand, expected);
    if (why === null)
      return {
        pass: true,
        expected: spec,
        actual: call.result,
        success: `tool "${tool}" result matches ${short(expected, 120)}`,
        failure: '',
      };
  }
  return fail(
    `tool "${tool}" result does not match ${short(expected, 120)} (${why}); first call's result: ${short(call.result, 200)}`,
    call.result,
  );
}

function validateToolResult(a: Assertion): string[] {
  const v = a.value;
  if (!isPlainObject(v)) return [`tool_result needs a "value" {tool, result}, got ${short(v)}`];
  if (typeof v.tool !== 'string' || v.tool === '')
    return ['tool_result value needs a "tool" (the tool\'s name)'];
  return refuseToolResult(a);
}

function labelToolResult(a: Assertion): string {
  if (!isPlainObject(a.value)) return `tool_result ${short(a.value, 60)}`;
  const tool = typeof a.value.tool === 'string' ? a.value.tool : '?';
  return a.value.result === undefined || a.value.result === null
    ? `tool_result ${tool} succeeded`
    : `tool_result ${tool} → ${short(a.value.result, 60)}`;
}

export const toolCalledJudge: Judge = {
  validate: validateToolCalled,
  label: labelToolCalled,
  evaluate: evaluateToolCalled,
};
/** `regex:` leaves of the expected result that Go's regexp refuses (refused at load). */
function refuseToolResult(a: Assertion): string[] {
  const out: string[] = [];
  const walk = (x: unknown): void => {
    if (typeof x === 'string' && x.startsWith('regex:')) {
      const problem = patternProblem(x.slice('regex:'.length), 'go');
      if (problem !== undefined) out.push(`tool_result result: ${problem}`);
    } else if (isPlainObject(x)) Object.values(x).forEach(walk);
  };
  if (isPlainObject(a.value)) walk(a.value.result);
  return out;
}

export const toolResultJudge: Judge = {
  validate: validateToolResult,
  refuse: refuseToolResult,
  label: labelToolResult,
  evaluate: evaluateToolResult,
};
