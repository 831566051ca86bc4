import { z } from 'zod';
import type { SkillPayload } from '../../model/case.js';
import type { Message } from '../../model/message.js';
import { skilltestMessages, type SkilltestMessage } from '../../model/skilltest-transcript.js';
import {
  DEFAULT_MODEL,
  DEFAULT_PLATFORM,
  mockAction,
  mockName,
  type MockDecl,
} from '../../model/skilltest.js';
import type { MockCall, Usage } from '../../model/transcript.js';
import { commandArgv } from '../../targets/agent-process.js';
import { runProcess } from '../../targets/command.js';
import {
  AttemptFailure,
  type Target,
  type TargetReply,
  type TargetRequest,
} from '../../contracts/target.js';
import { errorMessage } from '../../lib/error-message.js';

/*
 * skilltest's external provider (`skilltest run --provider CMD`; skilltest-core provider.rs
 * CommandProvider, docs/protocol.md §2 at 1902b42c). The command is split on whitespace into an
 * argv and started without a shell, once per operation: one JSON request line on stdin (then stdin
 * closes), one JSON response object on stdout. A non-zero exit, no output, or a response that is
 * not the operation's JSON is a provider error (skilltest: exit 3).
 *
 *   respond {op, platform, model, skill {name, path, instructions}, messages, mocks?}
 *           → {message, done?, usage?, events?, mock_calls?}
 *   user    {op, model, persona, messages}          → {message, stop?, usage?}
 *   judge   {op, model, kind, criterion, min?, max?, messages} → {value, reason?, usage?}
 *
 * `messages` are skilltest's `{role, content, events?}`. skilltest sends `session` only to a
 * provider whose `supports_resume` is true, which its CommandProvider never is: it is never sent.
 * `mocks: {rules: <compiled ruleset> | null}` goes with `respond` only when the case has mocks or
 * a spy; the reply must then carry `mock_calls` (runner.rs, protocol.md: silently ignoring the
 * mocks is a provider error).
 */

/** skilltest's `Usage`: every field optional. */
const UsageWire = z
  .object({
    input_tokens: z.number().int().nonnegative().nullish(),
    output_tokens: z.number().int().nonnegative().nullish(),
    cost_usd: z.number().nullish(),
  })
  .nullish();

/** conversation.rs `ToolEvent`. */
const ToolEventWire = z.object({
  kind: z.string(),
  name: z.string().nullish(),
  input: z.unknown().optional(),
  output: z.string().nullish(),
  index: z.number().int().nonnegative().default(0),
});
export type ProviderToolEvent = z.infer<typeof ToolEventWire>;

/** mock.rs `MockCall` as a provider reports it (`mock` is filled in by the runner). */
const MockCallWire = z.object({
  tool: z.string().nullish(),
  input: z.unknown().optional(),
  action: z.enum(['allow', 'deny', 'rewrite', 'stub']),
  rule: z.number().int().nonnegative().nullish(),
});

const RespondWire = z.object({
  message: z.string(),
  done: z.boolean().default(false),
  usage: UsageWire,
  events: z.array(ToolEventWire).nullish(),
  mock_calls: z.array(MockCallWire).nullish(),
});
const UserWire = z.object({
  message: z.string(),
  stop: z.boolean().default(false),
  usage: UsageWire,
});
const JudgeWire = z.object({
  value: z.union([z.boolean(), z.number()]),
  reason: z.string().default(''),
  usage: UsageWire,
});

export type JudgeKind = 'boolean' | 'numeric';

export interface JudgeQuery {
  kind: JudgeKind;
  criterion: string;
  /** `[min, max]` of a numeric eval. */
  scale?: [number, number];
}

export interface ProviderVerdict {
  value: boolean | number;
  reason: string;
  usage?: Usage;
}

export interface ProviderUserTurn {
  message: string;
  stop: boolean;
  usage?: Usage;
}

function toUsage(u: z.infer<typeof UsageWire>): Usage | undefined {
  if (!u) return undefined;
  if (u.input_tokens == null && u.output_tokens == null && u.cost_usd == null) return undefined;
  return {
    input_tokens: u.input_tokens ?? 0,
    output_tokens: u.output_tokens ?? 0,
    ...(u.cost_usd != null ? { cost_usd: u.cost_usd } : {}),
  };
}

/** A provider failure: the attempt errors and the run exits 3 (skilltest exit.rs ProviderError). */
export class ProviderError extends AttemptFailure {}

/** error.rs `Error::Provider` as it prints: `provider error (<op>): <message>`. */
export function providerMessage(op: string, message: string): string {
  return `provider error (${op}): ${message}`;
}

/**
 * The op and skilltest's classification (command.rs: `spawn` when the command could not start,
 * `protocol` when it exited non-zero or answered wrong) of a provider failure message.
 */
export function classifyProviderMessage(
  message: string,
): { op: string; kind?: 'spawn' | 'protocol' } | undefined {
  const m = /provider error \((respond|user|judge)\): (.*)/s.exec(message);
  if (!m) return undefined;
  const rest = m[2] ?? '';
  if (rest.startsWith('could not run provider')) return { op: m[1] as string, kind: 'spawn' };
  if (
    /^(provider exited|provider produced no output|provider response was not valid JSON|expected a (boolean|numeric) verdict|the request carried a `mocks` block)/.test(
      rest,
    )
  )
    return { op: m[1] as string, kind: 'protocol' };
  return { op: m[1] as string };
}

/**
 * mock.rs `MockSet::build` → `rules()`: the declarations that intercept, compiled to the
 * oneharness ruleset `{"rules": [{match, action}]}` (first match wins); null when none intercepts
 * (a spy-only run).
 */
export function compileMockRules(decls: readonly MockDecl[]): { rules: unknown[] } | null {
  const rules: unknown[] = [];
  for (const d of decls) {
    const action = mockAction(d);
    if (action === 'spy') continue;
    const match: Record<string, unknown> = {};
    if (d.match.tool !== undefined) match.tool = d.match.tool;
    if (d.match.contains !== undefined) match.event_contains = d.match.contains;
    if (d.match.pattern !== undefined) match.event_regex = d.match.pattern;
    if (d.match.input && Object.keys(d.match.input).length > 0) {
      const input: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(d.match.input)) {
        if (typeof p === 'object' && p !== null) {
          const spec: Record<string, unknown> = {};
          if (p.equals !== undefined) spec.equals = p.equals;
          if (p.contains !== undefined) spec.contains = p.contains;
          if (p.pattern !== undefined) spec.regex = p.pattern;
          input[k] = spec;
        } else input[k] = { equals: typeof p === 'string' ? p : JSON.stringify(p) };
      }
      match.input = input;
    }
    let compiled: unknown;
    if (action === 'stub') compiled = { stub: stubWire(d.stub) };
    else if (action === 'deny')
      compiled = { deny: { message: typeof d.deny === 'string' ? d.deny : d.deny?.message } };
    else compiled = { rewrite: { input: d.rewrite } };
    rules.push({ match, action: compiled });
  }
  return rules.length > 0 ? { rules } : null;
}

function stubWire(stub: MockDecl['stub']): unknown {
  const one = (s: unknown) =>
    typeof s === 'string'
      ? { output: s, exit_code: 0 }
      : {
          output: (s as { output: string }).output,
          exit_code: (s as { exit_code?: number }).exit_code ?? 0,
        };
  // A stub list (n-th call gets the n-th item, case.schema.json StubSpec) keeps its items.
  return Array.isArray(stub) ? stub.map(one) : one(stub);
}

/** The skilltest provider command, started once per operation. */
export class SkilltestProvider {
  readonly argv: string[];
  constructor(
    command: string | readonly string[],
    private readonly cwd: string,
    private readonly env: Record<string, string | undefined>,
  ) {
    // cli.rs: `--provider "python3 provider.py"` is whitespace-split into argv; skilltest.yaml's
    // `command:` is the argv itself.
    this.argv =
      typeof command === 'string' ? command.split(/\s+/).filter((a) => a !== '') : [...command];
  }

  /** Sends one request, returns the parsed response (provider.rs CommandProvider::call). */
  private async call<T>(
    op: string,
    request: Record<string, unknown>,
    schema: z.ZodType<T>,
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<T> {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(this.env)) if (v !== undefined) env[k] = v;
    const spec = { ...commandArgv(this.argv), cwd: this.cwd, env };
    let stdout: string;
    try {
      ({ stdout } = await runProcess(spec, `${JSON.stringify({ op, ...request })}\n`, {
        signal,
        timeoutMs,
      }));
    } catch (e) {
      if (e instanceof AttemptFailure && e.kind === 'timeout') throw e;
      if (signal.aborted) throw e;
      const why = errorMessage(e);
      // command.rs call: the messages skilltest gives (`exit status: N` is Rust's ExitStatus).
      const failure = e instanceof AttemptFailure ? e : undefined;
      if (failure?.exitCode !== undefined || /^killed by signal/.test(why)) {
        const status =
          failure?.exitCode != null ? `exit status: ${failure.exitCode}` : why.split(';')[0];
        throw new ProviderError(
          providerMessage(op, `provider exited with ${status}: ${(failure?.stderr ?? '').trim()}`),
          { exitCode: failure?.exitCode, cause: e },
        );
      }
      throw new ProviderError(
        providerMessage(
          op,
          `could not run provider \`${this.argv[0] ?? ''}\`: ${why}. Is it installed and on PATH?`,
        ),
        { cause: e },
      );
    }
    const line = stdout.trim();
    if (line === '')
      throw new ProviderError(
        providerMessage(op, 'provider produced no output (expected one JSON response object)'),
      );
    let value: unknown;
    try {
      value = JSON.parse(line) as unknown;
    } catch (e) {
      throw new ProviderError(
        providerMessage(
          op,
          `provider response was not valid JSON for \`${op}\`: ${(e as Error).message}; got: ${line.slice(0, 500)}`,
        ),
      );
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      const at = i?.path.length ? `${i.path.join('.')}: ` : '';
      throw new ProviderError(
        providerMessage(
          op,
          `provider response was not valid JSON for \`${op}\`: ${at}${i?.message ?? 'invalid'}; got: ${line.slice(0, 500)}`,
        ),
      );
    }
    return parsed.data;
  }

  /** One skill turn. `mocks` present = the mock/spy channel is on for this run. */
  async respond(
    a: {
      platform: string;
      model: string;
      skill: SkillPayload;
      messages: SkilltestMessage[];
      mocks?: { rules: { rules: unknown[] } | null };
    },
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<z.infer<typeof RespondWire>> {
    const reply = await this.call(
      'respond',
      {
        platform: a.platform,
        model: a.model,
        skill: a.skill,
        messages: a.messages,
        ...(a.mocks ? { mocks: a.mocks } : {}),
      },
      RespondWire,
      signal,
      timeoutMs,
    );
    if (a.mocks && reply.mock_calls == null)
      throw new ProviderError(
        providerMessage(
          'respond',
          'the request carried a `mocks` block but the response has no `mock_calls` (a provider that ignores mocks cannot be scored)',
        ),
      );
    return reply;
  }

  /** One simulated-user turn. */
  async user(
    model: string,
    persona: string,
    messages: SkilltestMessage[],
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<ProviderUserTurn> {
    const r = await this.call('user', { model, persona, messages }, UserWire, signal, timeoutMs);
    const usage = toUsage(r.usage);
    return { message: r.message, stop: r.stop, ...(usage ? { usage } : {}) };
  }

  /** One judgement; the value's type must fit the kind (command.rs judge). */
  async judge(
    model: string,
    q: JudgeQuery,
    messages: SkilltestMessage[],
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<ProviderVerdict> {
    const r = await this.call(
      'judge',
      {
        model,
        kind: q.kind,
        criterion: q.criterion,
        ...(q.scale ? { min: q.scale[0], max: q.scale[1] } : {}),
        messages,
      },
      JudgeWire,
      signal,
      timeoutMs,
    );
    if (q.kind === 'boolean' && typeof r.value !== 'boolean')
      throw new ProviderError(
        providerMessage('judge', 'expected a boolean verdict value, got a number'),
      );
    if (q.kind === 'numeric' && typeof r.value !== 'number')
      throw new ProviderError(
        providerMessage('judge', 'expected a numeric verdict value, got a boolean'),
      );
    const usage = toUsage(r.usage);
    return { value: r.value, reason: r.reason, ...(usage ? { usage } : {}) };
  }
}

/** The platform × model cell a skilltest run is on, and the judge model (config.rs defaults). */
export interface ProviderCell {
  platform: string;
  model: string;
}

/** The cell of a case: its matrix entry, else skilltest's defaults. */
export function cellOf(c: { matrix?: { platform: string; model: string } }): ProviderCell {
  return {
    platform: c.matrix?.platform ?? DEFAULT_PLATFORM,
    model: c.matrix?.model ?? DEFAULT_MODEL,
  };
}

/** A provider's records as agentci's: `allow` is agentci's `spy`, `mock` named from the rule. */
function mockCallsOf(
  records: NonNullable<z.infer<typeof RespondWire>['mock_calls']>,
  decls: readonly MockDecl[],
): MockCall[] {
  // mock.rs MockSet::resolve: rule i is the i-th declaration with an action.
  const ruleToDecl = decls.flatMap((d, i) => (mockAction(d) === 'spy' ? [] : [i]));
  return records.map((r): MockCall => {
    const declIndex = r.rule != null ? ruleToDecl[r.rule] : undefined;
    const intercepted = r.action !== 'allow' && declIndex !== undefined;
    return {
      tool: r.tool ?? '',
      input: r.input ?? null,
      action: r.action === 'allow' ? 'spy' : r.action,
      ...(intercepted ? { mock: mockName(decls[declIndex] as MockDecl, declIndex) } : {}),
    };
  });
}

/**
 * The agent target of a `--provider` run: each turn is one `respond`. The reply is the whole
 * conversation so far plus the assistant turn, which keeps the provider's tool `events` (the
 * skilltest report shows them as they came) and ends the conversation when `done` is true.
 */
export function createProviderTarget(provider: SkilltestProvider): Target {
  return {
    kind: 'command',
    description: `provider: ${provider.argv.join(' ')}`,
    close: () => Promise.resolve(),
    async run(req: TargetRequest): Promise<TargetReply> {
      const c = req.case;
      const skill = req.attempt.skill;
      if (!skill)
        throw new AttemptFailure(
          `${c.id}: --provider runs skilltest cases only (this case has no skill)`,
        );
      const channel = c.mocks.length > 0 || c.spy;
      const reply = await provider.respond(
        {
          ...cellOf(c),
          skill,
          messages: skilltestMessages(req.attempt.messages),
          ...(channel ? { mocks: { rules: compileMockRules(c.mocks) } } : {}),
        },
        req.signal,
        req.timeoutMs,
      );
      // serde leaves a `None` out: an event field sent as null is absent, as skilltest re-sends it.
      const events = (reply.events ?? []).map((e) =>
        Object.fromEntries(Object.entries(e).filter(([, v]) => v !== null && v !== undefined)),
      );
      const assistant: Message = {
        role: 'assistant',
        content: reply.message,
        ...(events.length > 0 ? { events } : {}),
      };
      const usage = toUsage(reply.usage);
      return {
        output: reply.message,
        messages: [...req.attempt.messages, assistant],
        ...(reply.mock_calls ? { mock_calls: mockCallsOf(reply.mock_calls, c.mocks) } : {}),
        ...(usage ? { usage } : {}),
        // runner.rs converse: a skill that says it is done ends a multi-turn conversation.
        ...(reply.done ? { finish_reason: 'skill_done' } : {}),
      };
    },
  };
}
