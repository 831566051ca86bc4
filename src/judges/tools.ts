import type { Assertion } from '../model/case.js';
import { messageText } from '../model/message.js';
import type { Transcript } from '../model/transcript.js';
import {
  isPlainObject,
  outputText,
  short,
  subsetMismatch,
  tryParseJson,
  type SubsetOptions,
} from './json-value.js';
import { JudgeError, type Judge, type JudgeContext, type Outcome } from './judge.js';
import { compilePattern } from './regex-pattern.js';

/*
 * `tool_called` and `tool_result`, judged on the transcript's tool calls.
 *
 * tool_called `value`: a name; a list of names (every one must have been called); `{name,
 * arguments}` (arguments: a subset of some call's parsed arguments, `regex:` string leaves are
 * patterns); or a list of those. `options.times` asks for an exact count per entry.
 * tool_result `value`: `{tool, result?}`: some call to `tool` returned a result matching `result`
 * (subset for objects, `regex:` leaves, JSON text results parsed); without `result`, some call
 * to `tool` succeeded.
 *
 * Names match case-sensitively, either bare or `server__name` (MCP tools are prefixed only when
 * two servers offer the same name, so a suite may use either form). Yao also matches names by
 * substring; we do not: `search` must not be satisfied by `research_notes`.
 */

/** A tool call as the tool judges see it. */
export interface SeenCall {
  name: string;
  server?: string;
  arguments: unknown;
  result: unknown;
  isError: boolean;
}

function parseArgs(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const parsed = tryParseJson(v);
  return parsed.ok ? parsed.value : v;
}

/**
 * The transcript's tool calls, with arguments parsed. When a target reported only messages, the
 * calls are read from assistant `tool_calls` and their results from the matching tool messages.
 */
export function collectToolCalls(t: Transcript): SeenCall[] {
  const toolMessages = new Map<string, { text: string; isError: boolean }>();
  for (const m of t.messages ?? []) {
    if (m.role === 'tool' && m.tool_call_id)
      toolMessages.set(m.tool_call_id, {
        text: messageText(m.content),
        isError: m.is_error === true,
      });
  }
  if ((t.tool_calls ?? []).length > 0) {
    return t.tool_calls.map((c) => {
      const msg = c.result === undefined && c.id ? toolMessages.get(c.id) : undefined;
      return {
        name: c.name,
        server: c.server,
        arguments: parseArgs(c.arguments),
        result: msg ? msg.text : c.result,
        isError: c.is_error === true || msg?.isError === true,
      };
    });
  }
  const calls: SeenCall[] = [];
  for (const m of t.messages ?? []) {
    if (m.role !== 'assistant' || !m.tool_calls) continue;
    for (const w of m.tool_calls) {
      const msg = toolMessages.get(w.id);
      calls.push({
        name: w.function.name,
        arguments: parseArgs(w.function.arguments),
        result: msg?.text,
        isError: msg?.isError === true,
      });
    }
  }
  return calls;
}

/** Bare name, suffix after `__`, or `server__name` spelled out. */
export function toolNameMatches(
  call: Pick<SeenCall, 'name' | 'server'>,
  expected: string,
): boolean {
  if (call.name === expected) return true;
  if (call.name.endsWith(`__${expected}`)) return true;
  return call.server !== undefined && `${call.server}__${call.name}` === expected;
}

const REGEX_OPTS: SubsetOptions = {
  regexLeaves: true,
  compile: (p) => {
    try {
      return compilePattern(p, 'go');
    } catch (e) {
      throw new JudgeError(e instanceof Error ? e.message : String(e));
    }
  },
};

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

// ---------------------------------------------------------------------------------------------
// tool_called

interface CallSpec {
  name: string;
  arguments?: unknown;
}

function specsOf(v: unknown): CallSpec[] {
  const one = (x: unknown): CallSpec =>
    typeof x === 'string'
      ? { name: x }
      : isPlainObject(x) && typeof x.name === 'string'
        ? { name: x.name, arguments: x.arguments }
        : { name: '' };
  return Array.isArray(v) ? v.map(one) : [one(v)];
}

function specLabel(s: CallSpec): string {
  return s.arguments === undefined ? s.name : `${s.name}(${short(s.arguments, 60)})`;
}

function evaluateToolCalled(a: Assertion, ctx: JudgeContext): Outcome {
  const problems = validateToolCalled(a);
  if (problems.length > 0) throw new JudgeError(problems.join('; '));
  const calls = collectToolCalls(ctx.transcript);
  const wantTimes = typeof a.options?.times === 'number' ? a.options.times : undefined;
  const failures: string[] = [];
  const successes: string[] = [];

  for (const spec of specsOf(a.value)) {
    const named = calls.filter((c) => toolNameMatches(c, spec.name));
    const matching =
      spec.arguments === undefined
        ? named
        : named.filter((c) => subsetMismatch(c.arguments, spec.arguments, REGEX_OPTS) === null);
    const withArgs =
      spec.arguments === undefined ? '' : ` with arguments matching ${short(spec.arguments, 120)}`;
    const ok = wantTimes === undefined ? matching.length > 0 : matching.length === wantTimes;
    if (ok) {
      successes.push(`tool "${spec.name}" was called ${times(matching.length)}${withArgs}`);
      continue;
    }
    if (wantTimes !== undefined && matching.length > 0) {
      failures.push(
        `expected tool "${spec.name}" to be called exactly ${times(wantTimes)}${withArgs} but it was called ${times(matching.length)}`,
      );
    } else if (named.length === 0) {
      failures.push(
        `expected tool "${spec.name}" to be called but it was not; ${describeCalls(calls)}`,
      );
    } else {
      const why = subsetMismatch(named[0].arguments, spec.arguments, REGEX_OPTS);
      failures.push(
        `tool "${spec.name}" was called ${times(named.length)} but never${withArgs}; first call: ${describeCall(named[0])}${why ? ` (${why})` : ''}`,
      );
    }
  }
  return {
    pass: failures.length === 0,
    expected: a.value,
    actual: calls.map((c) => ({
      name: c.name,
      ...(c.server ? { server: c.server } : {}),
      arguments: c.arguments,
    })),
    success: successes.join('; '),
    failure: failures.join('; '),
  };
}

function regexLeafProblems(v: unknown, where: string): string[] {
  const out: string[] = [];
  const walk = (x: unknown): void => {
    if (typeof x === 'string' && x.startsWith('regex:')) {
      try {
        compilePattern(x.slice('regex:'.length), 'go');
      } catch (e) {
        out.push(`${where}: ${e instanceof Error ? e.message : String(e)}`);
      }
    } else if (Array.isArray(x)) x.forEach(walk);
    else if (isPlainObject(x)) Object.values(x).forEach(walk);
  };
  walk(v);
  return out;
}

function validateCallSpec(x: unknown, where: string): string[] {
  if (typeof x === 'string') return x.trim() === '' ? [`${where} is an empty tool name`] : [];
  if (!isPlainObject(x))
    return [`${where} must be a tool name or {name, arguments}, got ${short(x)}`];
  const problems: string[] = [];
  const unknown = Object.keys(x).filter((k) => k !== 'name' && k !== 'arguments');
  if (unknown.length > 0)
    problems.push(
      `${where} has unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (expected name, arguments)`,
    );
  if (typeof x.name !== 'string' || x.name.trim() === '')
    problems.push(`${where} needs a "name" (the tool's name)`);
  if (x.arguments !== undefined && !isPlainObject(x.arguments))
    problems.push(
      `${where} "arguments" must be an object of expected argument values, got ${short(x.arguments)}`,
    );
  problems.push(...regexLeafProblems(x.arguments, `${where} arguments`));
  return problems;
}

function validateToolCalled(a: Assertion): string[] {
  const problems: string[] = [];
  const v = a.value;
  if (v === undefined)
    problems.push(
      'tool_called needs a "value": a tool name, a list of names, or {name, arguments}',
    );
  else if (Array.isArray(v)) {
    if (v.length === 0)
      problems.push('tool_called "value" is an empty list: name at least one tool');
    v.forEach((x, i) => problems.push(...validateCallSpec(x, `tool_called value[${i}]`)));
  } else problems.push(...validateCallSpec(v, 'tool_called value'));
  const t = a.options?.times;
  if (t !== undefined && !(typeof t === 'number' && Number.isInteger(t) && t >= 0))
    problems.push(`options.times must be a whole number ≥ 0, got ${short(t)}`);
  return problems;
}

function labelToolCalled(a: Assertion): string {
  const specs =
    Array.isArray(a.value) || isPlainObject(a.value) || typeof a.value === 'string'
      ? specsOf(a.value)
      : [];
  const body = Array.isArray(a.value)
    ? `[${specs.map(specLabel).join(', ')}]`
    : specs.length === 1
      ? specLabel(specs[0])
      : short(a.value, 60);
  const t = a.options?.times;
  return `tool_called ${body}${typeof t === 'number' ? ` ${times(t)}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// tool_result

/** The forms a result may be compared in: as given, JSON text parsed, MCP text content joined. */
function resultCandidates(r: unknown): unknown[] {
  const out: unknown[] = [r];
  const addText = (s: string): void => {
    if (s.trimEnd() !== s) out.push(s.trimEnd());
    const parsed = tryParseJson(s.trim());
    if (parsed.ok) out.push(parsed.value);
  };
  if (typeof r === 'string') addText(r);
  else if (r !== undefined) {
    out.push(outputText(r));
    if (isPlainObject(r)) {
      if (Array.isArray(r.content)) {
        const text = r.content
          .map((p) => (isPlainObject(p) && typeof p.text === 'string' ? p.text : ''))
          .filter((s) => s !== '')
          .join('\n');
        if (text !== '') {
          out.push(text);
          addText(text);
        }
      }
      if (r.structuredContent !== undefined) out.push(r.structuredContent);
    }
  }
  return out;
}

function evaluateToolResult(a: Assertion, ctx: JudgeContext): Outcome {
  const problems = validateToolResult(a);
  if (problems.length > 0 || !isPlainObject(a.value)) throw new JudgeError(problems.join('; '));
  const tool = String(a.value.tool);
  const expected = a.value.result;
  const hasExpected =
    Object.prototype.hasOwnProperty.call(a.value, 'result') && expected !== undefined;
  const calls = collectToolCalls(ctx.transcript);
  const named = calls.filter((c) => toolNameMatches(c, tool));
  const actual = named.map((c) => c.result);
  const success = hasExpected
    ? `a call to "${tool}" returned a result matching ${short(expected, 120)}`
    : `a call to "${tool}" succeeded`;
  const base = { expected: a.value, actual, success };

  if (named.length === 0)
    return {
      ...base,
      pass: false,
      failure: `expected tool "${tool}" to be called but it was not; ${describeCalls(calls)}`,
    };
  if (!hasExpected) {
    const ok = named.some((c) => !c.isError);
    return {
      ...base,
      pass: ok,
      failure: `every call to "${tool}" (${named.length}) returned an error; first: ${short(named[0].result, 200)}`,
    };
  }
  let firstWhy: string | null = null;
  for (const c of named) {
    for (const cand of resultCandidates(c.result)) {
      const why = subsetMismatch(cand, expected, REGEX_OPTS);
      if (why === null) return { ...base, pass: true, failure: '' };
      firstWhy ??= why;
    }
  }
  const shown = named
    .slice(0, 3)
    .map((c) => `${short(c.result, 120)}${c.isError ? ' (error)' : ''}`)
    .join(', ');
  return {
    ...base,
    pass: false,
    failure: `no call to "${tool}" returned a result matching ${short(expected, 120)}; results: ${shown}${named.length > 3 ? ', …' : ''}${firstWhy ? ` (${firstWhy})` : ''}`,
  };
}

function validateToolResult(a: Assertion): string[] {
  const v = a.value;
  if (v === undefined) return ['tool_result needs a "value": {tool, result}'];
  if (!isPlainObject(v)) return [`tool_result "value" must be {tool, result}, got ${short(v)}`];
  const problems: string[] = [];
  const unknown = Object.keys(v).filter((k) => k !== 'tool' && k !== 'result');
  if (unknown.length > 0)
    problems.push(
      `tool_result value has unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (expected tool, result)`,
    );
  if (typeof v.tool !== 'string' || v.tool.trim() === '')
    problems.push('tool_result value needs a "tool" (the tool\'s name)');
  problems.push(...regexLeafProblems(v.result, 'tool_result result'));
  return problems;
}

function labelToolResult(a: Assertion): string {
  if (!isPlainObject(a.value)) return `tool_result ${short(a.value, 60)}`;
  const tool = typeof a.value.tool === 'string' ? a.value.tool : '?';
  return a.value.result === undefined
    ? `tool_result ${tool} succeeded`
    : `tool_result ${tool} → ${short(a.value.result, 60)}`;
}

export const toolCalledJudge: Judge = {
  validate: validateToolCalled,
  label: labelToolCalled,
  evaluate: evaluateToolCalled,
};
export const toolResultJudge: Judge = {
  validate: validateToolResult,
  label: labelToolResult,
  evaluate: evaluateToolResult,
};
