import { compilePattern } from '../lib/regex-pattern.js';
import {
  mockAction,
  mockName,
  type FieldPredicate,
  type FieldPredicates,
  type MockDecl,
  type MockMatch,
  type StubResult,
} from '../model/skilltest.js';
import type { Case } from '../model/case.js';
import type { MockCall } from '../model/transcript.js';
import { MCP_PREFIX_SEPARATOR } from './mcp.js';
import { stableJson } from '../lib/json.js';
import { toolResult, type Tool } from './tools.js';

/*
 * Mocks and spies (skilltest's `mocks:`): every tool call is offered to the declarations in order
 * before the real tool runs. The first declaration with an action (stub, deny, rewrite) that
 * matches decides; declarations without an action are spies and never stop the search. Every call
 * is recorded (tool, original input, action, mock) when the case declares mocks or sets `spy`.
 * One MockSession serves one attempt: stub lists advance per call within it.
 */

/** A tool call as the matchers see it. */
export interface CallView {
  /** The name the agent used (possibly `server__name`). */
  tool: string;
  input: unknown;
  /** The MCP server the tool belongs to, when known: lets `tool: name` match `server__name`. */
  server?: string;
}

/** The names a call answers to: what the agent used, and the bare name without its server prefix. */
export function toolNames(call: { tool: string; server?: string }): string[] {
  const names = [call.tool];
  const prefix = call.server !== undefined ? `${call.server}${MCP_PREFIX_SEPARATOR}` : undefined;
  if (prefix && call.tool.startsWith(prefix)) names.push(call.tool.slice(prefix.length));
  return names;
}

/**
 * The text `contains` and `pattern` search: the call as compact JSON, shaped like a tool hook event
 * (`{"tool_input":…,"tool_name":…}`), so quotes and backslashes inside the input appear escaped.
 * Object keys are sorted at every level, as skilltest's mock.rs event_haystack writes it
 * (serde_json maps without `preserve_order` are sorted): `tool_input` comes before `tool_name`.
 */
export function callHaystack(call: CallView): string {
  return stableJson({ tool_name: call.tool, tool_input: call.input ?? {} });
}

/** A field as text: strings as they are, anything else as compact JSON, keys sorted (coerce_field). */
function fieldText(v: unknown): string {
  return typeof v === 'string' ? v : v === undefined ? 'undefined' : stableJson(v);
}

/** skilltest matches with Rust's regex crate (`Regex::is_match`: an unanchored search). */
function matchesPattern(pattern: string, text: string): boolean {
  return compilePattern(pattern, 'rust').test(text);
}

/** Whether one input field satisfies a predicate (a bare value is exact equality). */
export function fieldMatches(pred: FieldPredicate, value: unknown): boolean {
  if (value === undefined) return false;
  const text = fieldText(value);
  if (typeof pred !== 'object') return text === fieldText(pred);
  if (pred.equals !== undefined && text !== pred.equals) return false;
  if (pred.contains !== undefined && !text.includes(pred.contains)) return false;
  if (pred.pattern !== undefined && !matchesPattern(pred.pattern, text)) return false;
  return true;
}

/** Every listed field must be present in `input` and satisfy its predicate. */
export function whereMatches(where: FieldPredicates | undefined, input: unknown): boolean {
  if (!where) return true;
  const obj =
    input !== null && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  return Object.entries(where).every(([k, p]) => Object.hasOwn(obj, k) && fieldMatches(p, obj[k]));
}

/** Whether a matcher covers a call: every given criterion must hold. */
export function matchesCall(m: MockMatch, call: CallView): boolean {
  if (m.tool !== undefined) {
    const want = m.tool.toLowerCase();
    if (!toolNames(call).some((n) => n.toLowerCase() === want)) return false;
  }
  if (m.contains !== undefined || m.pattern !== undefined) {
    const hay = callHaystack(call);
    if (m.contains !== undefined && !hay.includes(m.contains)) return false;
    if (m.pattern !== undefined && !matchesPattern(m.pattern, hay)) return false;
  }
  return whereMatches(m.input, call.input);
}

/** What happens to one call. */
export type MockDecision =
  | { action: 'stub'; mock: string; output: string; isError: boolean }
  | { action: 'deny'; mock: string; message: string }
  | { action: 'rewrite'; mock: string; input: unknown }
  | { action: 'spy'; mock?: string };

function stubItem(s: StubResult): { output: string; isError: boolean } {
  if (typeof s === 'string') return { output: s, isError: false };
  return { output: s.output, isError: s.exit_code !== undefined && s.exit_code !== 0 };
}

/** The mocks of one attempt: decides each call and keeps the records. */
export class MockSession {
  readonly calls: MockCall[] = [];
  private readonly decls: { decl: MockDecl; name: string; action: MockCall['action'] }[];
  private readonly stubCounts = new Map<number, number>();
  private readonly record: boolean;

  constructor(mocks: readonly MockDecl[], opts: { spy?: boolean } = {}) {
    this.decls = mocks.map((decl, i) => ({
      decl,
      name: mockName(decl, i),
      action: mockAction(decl),
    }));
    this.record = opts.spy === true || mocks.length > 0;
  }

  /** True when the case has nothing to intercept or record (the tools can run untouched). */
  get idle(): boolean {
    return !this.record;
  }

  /** The declarations (with their names) that intercept, for offering mocked-only tools. */
  get actionMocks(): { decl: MockDecl; name: string }[] {
    return this.decls.filter((d) => d.action !== 'spy');
  }

  /** Decides one call (first matching action wins) and records it. */
  decide(call: CallView): MockDecision {
    let decision: MockDecision | undefined;
    let firstSpy: string | undefined;
    for (let i = 0; i < this.decls.length; i++) {
      const d = this.decls[i] as (typeof this.decls)[number];
      if (!matchesCall(d.decl.match, call)) continue;
      if (d.action === 'spy') {
        firstSpy ??= d.name;
        continue;
      }
      decision = this.act(i, d.decl, d.name, call);
      break;
    }
    decision ??= firstSpy !== undefined ? { action: 'spy', mock: firstSpy } : { action: 'spy' };
    if (this.record) {
      const rec: MockCall = { tool: call.tool, input: call.input ?? {}, action: decision.action };
      if (decision.mock !== undefined) rec.mock = decision.mock;
      if (call.server !== undefined) rec.server = call.server;
      this.calls.push(rec);
    }
    return decision;
  }

  private act(i: number, decl: MockDecl, name: string, call: CallView): MockDecision {
    if (decl.stub !== undefined) {
      const n = this.stubCounts.get(i) ?? 0;
      this.stubCounts.set(i, n + 1);
      const list = Array.isArray(decl.stub) ? decl.stub : [decl.stub];
      // The n-th call gets the n-th item; past the end the last one repeats.
      const item = stubItem(list[Math.min(n, list.length - 1)] as StubResult);
      return { action: 'stub', mock: name, ...item };
    }
    if (decl.deny !== undefined) {
      const message = typeof decl.deny === 'string' ? decl.deny : decl.deny.message;
      return { action: 'deny', mock: name, message };
    }
    const base =
      call.input !== null && typeof call.input === 'object' && !Array.isArray(call.input)
        ? (call.input as Record<string, unknown>)
        : {};
    return { action: 'rewrite', mock: name, input: { ...base, ...(decl.rewrite ?? {}) } };
  }
}

/**
 * Puts a session in front of the harness's tools: each call is decided first; a stub or deny
 * answers without running the tool (deny as an is_error result the model reads), a rewrite runs
 * the real tool with the replaced fields, a spy runs it untouched. A stub or deny naming a tool the
 * agent does not have adds that tool (open arguments), so a skill's tools can be faked outright;
 * a call to it no mock answers is an is_error result.
 */
export function applyMocks(tools: readonly Tool[], session: MockSession): Tool[] {
  if (session.idle) return [...tools];
  const wrapped: Tool[] = tools.map((t) => ({
    name: t.name,
    description: t.description,
    ...(t.schema ? { schema: t.schema } : {}),
    ...(t.parameters ? { parameters: t.parameters } : {}),
    ...(t.server !== undefined ? { server: t.server } : {}),
    async execute(args, ctx) {
      const d = session.decide({ tool: t.name, input: args, server: t.server });
      if (d.action === 'stub') return toolResult(d.output, { isError: d.isError });
      if (d.action === 'deny') return toolResult(d.message, { isError: true });
      return t.execute(d.action === 'rewrite' ? d.input : args, ctx);
    },
  }));
  const known = new Set(
    tools.flatMap((t) => toolNames({ tool: t.name, server: t.server })).map((n) => n.toLowerCase()),
  );
  for (const { decl } of session.actionMocks) {
    const name = decl.match.tool;
    if (name === undefined || decl.rewrite !== undefined || known.has(name.toLowerCase())) continue;
    known.add(name.toLowerCase());
    wrapped.push({
      name,
      description: `${name} (provided by the test's mocks)`,
      parameters: { type: 'object', properties: {}, additionalProperties: true },
      execute(args) {
        const d = session.decide({ tool: name, input: args });
        if (d.action === 'stub') return toolResult(d.output, { isError: d.isError });
        if (d.action === 'deny') return toolResult(d.message, { isError: true });
        return toolResult(
          `Error: tool "${name}" exists only as a mock, and no mock matched this call`,
          { isError: true },
        );
      },
    });
  }
  return wrapped;
}

/**
 * One MockSession per attempt (case and run), kept across the turns of a conversation so stub
 * lists advance and every turn's calls are recorded once. Sessions go with their case.
 */
export class AttemptMockSessions {
  private readonly sessions = new WeakMap<Case, Map<number, MockSession>>();

  /** The session of `c`'s run `run`, created on first use. */
  for(c: Case, run: number): MockSession {
    let byRun = this.sessions.get(c);
    if (!byRun) {
      byRun = new Map();
      this.sessions.set(c, byRun);
    }
    let s = byRun.get(run);
    if (!s) {
      s = new MockSession(c.mocks, { spy: c.spy });
      byRun.set(run, s);
    }
    return s;
  }
}
