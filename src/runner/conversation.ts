import type { SimulatorStep, SimulatorTurnState } from '../harness/user-simulator.js';
import { collectToolCalls, runAssertion } from '../judges/index.js';
import type { JudgeContext } from '../judges/judge.js';
import {
  tallyVotes,
  firstError,
  type BooleanVerdict,
  type JudgeRun,
  type LlmJudge,
} from '../judges/llm-judge.js';
import type { Assertion, AttemptInput, Case, Checkpoint } from '../model/case.js';
import { normaliseAssert } from '../model/assert-field.js';
import { isPlainObject } from '../lib/json.js';
import { messageText, type Message } from '../model/message.js';
import type { Check } from '../model/result.js';
import type { CheckpointRecord, Transcript, TurnRecord, Usage } from '../model/transcript.js';
import { AttemptFailure, type Target, type TargetReply } from '../contracts/target.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * A multi-turn attempt: the agent answers, then the simulated user writes the next message or
 * ends the conversation, and so on. After every agent turn, Yao checkpoints are asserted on that
 * turn's assistant text and tool results (in list order, a checkpoint only once every checkpoint
 * in its `after` has held), and a skilltest `done_when` is put to the judge.
 * Every target works: each turn it receives the whole conversation as `messages` (and the latest
 * user message as `input`).
 *
 * Finish reasons:
 *   done        done_when held (skilltest), or every required checkpoint held (Yao)
 *   user_done   the simulated user ended the conversation
 *   user_limit  max_turns agent turns were taken
 *   agent_limit the agent stopped at its own limit (the harness's max_iterations)
 *   agent_error the agent failed or timed out (the attempt errors, the transcript so far is kept)
 *   error       the simulated user or the judge failed (the attempt errors)
 */

export const FINISH_REASONS = [
  'done',
  'user_done',
  'user_limit',
  'agent_limit',
  'agent_error',
  'error',
] as const;
export type ConversationFinish = (typeof FINISH_REASONS)[number];

/** skilltest's default when `user.max_turns` is absent (config.rs; Yao's is 20, set by its loader). */
export const DEFAULT_SKILLTEST_MAX_TURNS = 8;
export const DEFAULT_YAO_MAX_TURNS = 20;

/** The simulated user of one conversation. */
export interface ConversationUser {
  next(
    conversation: Message[],
    signal?: AbortSignal,
    state?: SimulatorTurnState,
  ): Promise<SimulatorStep>;
}

export interface ConversationDeps {
  target: Target;
  timeoutMs: number;
  /** A fresh simulated user for this attempt. */
  user: ConversationUser;
  /** Judges `done_when`; also backs `agent` assertions in checkpoints. */
  judge?: LlmJudge;
  /**
   * `--provider`: the provider's `judge` decides `done_when` instead of the judge model (a
   * rejection is a provider failure: the attempt errors).
   */
  doneWhen?: (conversation: Message[], criterion: string, signal: AbortSignal) => Promise<boolean>;
  /** The output the case's format judges, from a turn's reply (absent: the reply's output). */
  judgedOutput?: (reply: Pick<TargetReply, 'output' | 'tool_calls'>) => unknown;
  /** Working directory for checkpoint assertions (scripts). */
  cwd: string;
  /** Yao processes and validator agents for checkpoint `script` / `agent` assertions. */
  judgeExtras?: Pick<JudgeContext, 'callProcess' | 'validator' | 'dialect'>;
}

/** Filled in as the conversation goes, so a timeout or crash still leaves the turns so far. */
export interface ConversationProgress {
  reply?: TargetReply;
  /** Checkpoint (and done_when error) checks; final once the conversation returns or throws. */
  checks: Check[];
  turns: number;
  finish?: ConversationFinish;
}

/** Whether a case is a conversation (skilltest `user` or Yao `simulator`). */
export function isConversation(c: Case): boolean {
  return c.user_sim !== undefined || c.simulator !== undefined;
}

/** The turn limit of a case. */
export function maxTurnsOf(c: Case): number {
  if (c.user_sim) return c.user_sim.max_turns ?? c.max_turns ?? DEFAULT_SKILLTEST_MAX_TURNS;
  return c.max_turns ?? DEFAULT_YAO_MAX_TURNS;
}

/**
 * The messages an agent added this turn. Agents report either the whole conversation (the harness
 * adds its system prompt in front) or only their own messages; anything unrecognisable falls back
 * to the output as one assistant message.
 */
export function newMessages(
  reply: TargetReply,
  sent: Message[],
): { added: Message[]; system?: Message } {
  const fallback: Message[] = [
    {
      role: 'assistant',
      content:
        typeof reply.output === 'string' ? reply.output : JSON.stringify(reply.output ?? null),
    },
  ];
  const all = reply.messages ?? [];
  if (all.length === 0) return { added: fallback };
  const system = all[0]?.role === 'system' && sent[0]?.role !== 'system' ? all[0] : undefined;
  const body = system ? all.slice(1) : all;
  const echoes = body.length > sent.length && sent.every((m, i) => body[i]?.role === m.role);
  if (echoes) return { added: body.slice(sent.length), ...(system ? { system } : {}) };
  if (body[0]?.role === 'assistant' || body[0]?.role === 'tool')
    return { added: body, ...(system ? { system } : {}) };
  // Compacted or rewritten history: what follows the last user message is this turn's.
  let lastUser = -1;
  body.forEach((m, i) => {
    if (m.role === 'user') lastUser = i;
  });
  const tail = body.slice(lastUser + 1);
  return { added: tail.length ? tail : fallback, ...(system ? { system } : {}) };
}

function addUsage(a: Usage | undefined, b: Usage | undefined): Usage | undefined {
  if (!b) return a;
  if (!a) return { ...b };
  const out: Usage = {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
  };
  if (a.cached_tokens !== undefined || b.cached_tokens !== undefined)
    out.cached_tokens = (a.cached_tokens ?? 0) + (b.cached_tokens ?? 0);
  if (a.cost_usd !== undefined || b.cost_usd !== undefined)
    out.cost_usd = (a.cost_usd ?? 0) + (b.cost_usd ?? 0);
  return out;
}

interface CheckpointState {
  cp: Checkpoint;
  reachedAt?: number;
  /** The last failing assertion check (why it has not held). */
  last?: Check;
  /** Yao's CheckpointResult.Message: the message when it held, else the first failure's. */
  message?: string;
  agent?: NonNullable<CheckpointRecord['agent_validation']>;
}

function cpLabel(cp: Checkpoint): string {
  return `checkpoint ${cp.id}`;
}

/**
 * What a turn's checkpoints are asserted on, as Yao's buildCombinedOutput builds it
 * (agent/test/dynamic_runner.go): the agent's text and, one a line, the `message` of every tool
 * result that has one, so a checkpoint sees what a tool told the user. A turn whose tools left no
 * message is asserted on the agent's output as it is.
 */
function checkpointOutput(output: unknown, turn: Transcript): unknown {
  const messages = collectToolCalls(turn)
    .map((call) => call.result)
    .map((r) =>
      r !== null && typeof r === 'object' && !Array.isArray(r)
        ? (r as Record<string, unknown>).message
        : undefined,
    )
    .filter((m): m is string => typeof m === 'string' && m !== '');
  if (messages.length === 0) return output;
  const text = typeof output === 'string' ? output : output == null ? '' : JSON.stringify(output);
  return [text, ...messages].filter((x) => x !== '').join('\n');
}

/**
 * Asserts the pending checkpoints on one turn, once each, in list order, as Yao's checkCheckpoints
 * does (agent/test/dynamic_runner.go): a checkpoint is asserted only when every checkpoint in its
 * `after` has held, earlier or in this turn before it in the list; so one listed before a
 * checkpoint it waits for is not asserted this turn. It holds when all its assertions pass.
 */
async function assertCheckpoints(
  states: CheckpointState[],
  turn: number,
  ctx: JudgeContext,
): Promise<string[]> {
  const held = (id: string) => states.some((s) => s.cp.id === id && s.reachedAt !== undefined);
  const reached: string[] = [];
  for (const s of states) {
    if (s.reachedAt !== undefined || !(s.cp.after ?? []).every(held)) continue;
    // ValidateWithDetails evaluates every assertion (a validator agent is asked even after an
    // earlier assertion failed); one assertion gives its own message, several their failures.
    const asserts = normaliseAssert(s.cp.assert);
    const checks: Check[] = [];
    for (const a of asserts) checks.push(await runAssertion(a, ctx));
    const failures = checks.filter((c) => !c.passed);
    const message =
      checks.length === 1
        ? checks[0]?.message
        : failures.map((c) => c.message ?? c.label).join('; ') || undefined;
    if (failures.length) {
      s.last = failures[0];
      s.message ??= message;
    } else {
      s.reachedAt = turn;
      s.message = message;
      reached.push(s.cp.id);
      delete s.last;
    }
    const only = asserts.length === 1 && !Array.isArray(s.cp.assert) ? asserts[0] : undefined;
    if (only?.type === 'agent')
      s.agent = agentValidation(only, checks[0], ctx.output, !failures.length);
  }
  return reached;
}

/** Yao's AgentValidationResult of a checkpoint whose one assertion is `agent`. */
function agentValidation(
  a: Assertion,
  check: Check | undefined,
  input: unknown,
  passed: boolean,
): NonNullable<CheckpointRecord['agent_validation']> {
  const response = isPlainObject(check?.expected) ? check.expected : undefined;
  return {
    passed,
    ...(typeof a.value === 'string' ? { criteria: a.value } : {}),
    input,
    ...(typeof response?.reason === 'string' ? { reason: response.reason } : {}),
    ...(response ? { response } : {}),
  };
}

/** Yao's DynamicResult.Checkpoints of the conversation so far. */
function checkpointRecords(states: CheckpointState[]): CheckpointRecord[] {
  return states.map((s) => ({
    id: s.cp.id,
    reached: s.reachedAt !== undefined,
    ...(s.reachedAt !== undefined ? { reached_at_turn: s.reachedAt } : {}),
    required: s.cp.required,
    passed: s.reachedAt !== undefined,
    ...(s.message ? { message: s.message } : {}),
    ...(s.agent ? { agent_validation: s.agent } : {}),
  }));
}

function checkpointChecks(
  states: CheckpointState[],
  turns: number,
  finish: ConversationFinish,
): Check[] {
  const reached = (id: string) => states.find((s) => s.cp.id === id)?.reachedAt !== undefined;
  return states.map((s): Check => {
    const base = {
      label: cpLabel(s.cp),
      type: 'checkpoint',
      expected: s.cp.description ?? s.cp.id,
    };
    if (s.reachedAt !== undefined)
      return {
        ...base,
        passed: true,
        actual: `turn ${s.reachedAt}`,
        message: `held at turn ${s.reachedAt}`,
      };
    const waiting = (s.cp.after ?? []).filter((a) => !reached(a));
    const why = waiting.length
      ? `it waits for ${waiting.map((w) => `'${w}'`).join(', ')}, which never held`
      : s.last
        ? `last try: ${s.last.label}: ${s.last.message ?? 'failed'}`
        : 'never asserted';
    const ended = `the conversation ended (${finish}) after ${turns} turn${turns === 1 ? '' : 's'}`;
    if (!s.cp.required)
      return {
        ...base,
        passed: true,
        actual: 'not reached',
        message: `optional, not reached: ${ended}`,
      };
    // An assertion that could not be evaluated (script crash, judge unusable) is an error, not a fail.
    if (!waiting.length && s.last?.error)
      return {
        ...base,
        passed: false,
        message: `never held: ${s.last.error}`,
        error: s.last.error,
      };
    return {
      ...base,
      passed: false,
      actual: 'not reached',
      message: `never held: ${ended}; ${why}`,
    };
  });
}

function latestUserText(messages: Message[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i] as Message;
    if (m.role === 'user') return messageText(m.content);
  }
  return '';
}

/** Harness finish reasons that mean the agent hit its own limit. */
const AGENT_LIMITS = new Set(['max_iterations', 'agent_limit']);

/**
 * Drives one multi-turn attempt. Returns the merged reply (whole conversation as messages, every
 * turn's tool and mock calls, summed usage, the last output, `finish_reason`); checkpoint checks
 * land in `progress.checks`. Throws AttemptFailure when the agent, the simulated user or the judge
 * fails (progress keeps the turns so far), and the abort reason when `signal` aborts.
 */
export async function runConversation(
  c: Case,
  first: AttemptInput,
  signal: AbortSignal,
  deps: ConversationDeps,
  progress: ConversationProgress = { checks: [], turns: 0 },
): Promise<TargetReply> {
  const maxTurns = maxTurnsOf(c);
  const conversation: Message[] = first.messages.map((m) => ({ ...m }));
  const states: CheckpointState[] = (c.checkpoints ?? []).map((cp) => ({ cp }));
  const llmJudge = deps.judge?.hook();
  const judgedOutput = deps.judgedOutput;
  let system: Message | undefined;
  const merged: TargetReply = { output: undefined, tool_calls: [], mock_calls: [], events: [] };
  const turns: TurnRecord[] = [];
  // A turn's time runs from asking for its user message (none for the first) to the agent's answer.
  let turnStartedAt = performance.now();
  // Yao's first turn: the last message of the case's input.
  let turnInput: unknown = first.messages.at(-1)?.content ?? first.input;
  const snapshot = (finish?: ConversationFinish) => {
    const reply: TargetReply = {
      ...merged,
      messages: [...(system ? [system] : []), ...conversation],
      ...(finish ? { finish_reason: finish } : {}),
      ...(turns.length ? { turns: [...turns] } : {}),
      ...(states.length ? { checkpoints: checkpointRecords(states) } : {}),
    };
    progress.reply = reply;
    progress.finish = finish;
    progress.checks = states.length
      ? checkpointChecks(states, progress.turns, finish ?? 'agent_error')
      : [];
    return reply;
  };
  const fail = (
    finish: ConversationFinish,
    message: string,
    e?: unknown,
    inTurn = false,
  ): never => {
    // A turn whose agent or simulated user failed is recorded with its error, as Yao's
    // RunDynamic appends it.
    if (inTurn)
      turns.push({
        turn: progress.turns + 1,
        ...(turnInput !== undefined ? { input: turnInput } : {}),
        tool_calls: 0,
        duration_ms: Math.round(performance.now() - turnStartedAt),
        error: e instanceof Error ? e.message : message,
      });
    snapshot(finish);
    if (e instanceof AttemptFailure)
      throw new AttemptFailure(`turn ${progress.turns + 1}: ${e.message}`, {
        kind: e.kind,
        stderr: e.stderr,
        exitCode: e.exitCode,
        cause: e,
      });
    throw new AttemptFailure(message, { cause: e });
  };

  for (;;) {
    if (signal.aborted) throw signal.reason;
    const attempt: AttemptInput = {
      ...first,
      input: progress.turns === 0 ? first.input : latestUserText(conversation),
      messages: conversation.map((m) => ({ ...m })),
    };
    let reply: TargetReply;
    try {
      reply = await deps.target.run({
        case: c,
        attempt,
        signal,
        timeoutMs: deps.timeoutMs,
      });
    } catch (e) {
      if (signal.aborted) {
        snapshot('agent_error');
        throw e;
      }
      fail('agent_error', `turn ${progress.turns + 1}: ${errorMessage(e)}`, e, true);
      throw e; // unreachable: fail() throws
    }
    progress.turns++;
    const { added, system: sys } = newMessages(reply, conversation);
    system ??= sys;
    conversation.push(...added);
    // The output the case's format judges, turn by turn (Yao's dynamic_runner.go runs
    // extractOutput per turn).
    merged.output = judgedOutput ? judgedOutput(reply) : reply.output;
    merged.tool_calls = [...(merged.tool_calls ?? []), ...(reply.tool_calls ?? [])];
    merged.mock_calls = [...(merged.mock_calls ?? []), ...(reply.mock_calls ?? [])];
    merged.events = [
      ...(merged.events ?? []),
      { type: 'turn', turn: progress.turns },
      ...(reply.events ?? []),
    ];
    const usage = addUsage(merged.usage, reply.usage);
    if (usage) merged.usage = usage;
    if (reply.stderr) merged.stderr = `${merged.stderr ?? ''}${reply.stderr}`;
    if (reply.logs?.length) merged.logs = [...(merged.logs ?? []), ...reply.logs];
    if (reply.effects) merged.effects = reply.effects;
    if (reply.exit_code !== undefined) merged.exit_code = reply.exit_code;
    const turn: TurnRecord = {
      turn: progress.turns,
      ...(turnInput !== undefined ? { input: turnInput } : {}),
      ...(merged.output !== undefined ? { output: merged.output } : {}),
      tool_calls: reply.tool_calls?.length ?? 0,
      duration_ms: Math.round(performance.now() - turnStartedAt),
    };
    turns.push(turn);

    if (states.length > 0) {
      const turnTranscript: Transcript = {
        messages: added,
        tool_calls: reply.tool_calls ?? [],
        mock_calls: reply.mock_calls ?? [],
        events: [],
      };
      const reached = await assertCheckpoints(states, progress.turns, {
        case: c,
        output: checkpointOutput(reply.output, turnTranscript),
        transcript: turnTranscript,
        cwd: deps.cwd,
        signal,
        ...(llmJudge ? { llmJudge } : {}),
        ...deps.judgeExtras,
      });
      if (reached.length) turn.checkpoints_reached = reached;
      // Yao's allRequiredCheckpointsReached: optional checkpoints still pending do not hold it up.
      if (states.every((s) => s.reachedAt !== undefined || !s.cp.required)) return snapshot('done');
    }

    // skilltest (runner.rs converse) checks the turn cap first: done_when is never judged after
    // the last allowed turn. A skill that reported `done` (a `--provider` reply) ends it too.
    if (c.user_sim && reply.finish_reason === 'skill_done') return snapshot('done');
    if (c.user_sim && progress.turns >= maxTurns) return snapshot('user_limit');
    const doneWhen = c.user_sim?.done_when;
    if (doneWhen !== undefined && deps.doneWhen) {
      let done = false;
      try {
        done = await deps.doneWhen(conversation, doneWhen, signal);
      } catch (e) {
        if (signal.aborted) throw e;
        fail(
          'error',
          `done_when could not be judged after turn ${progress.turns}: ${errorMessage(e)}`,
          e,
        );
      }
      if (done) return snapshot('done');
    } else if (doneWhen !== undefined) {
      if (!deps.judge)
        fail('error', 'done_when needs a judge model: add `judge: {model: …}` to agentci.yaml');
      let runs: JudgeRun<BooleanVerdict>[] = [];
      try {
        runs = await (deps.judge as LlmJudge).askHappened(
          {
            transcript: { messages: conversation, tool_calls: merged.tool_calls ?? [] },
            output: reply.output,
          },
          doneWhen,
          { signal },
        );
      } catch (e) {
        // A replay miss (--cache-mode replay): the attempt errors, keeping the turns so far.
        if (signal.aborted) throw e;
        fail(
          'error',
          `done_when could not be judged after turn ${progress.turns}: ${errorMessage(e)}`,
          e,
        );
      }
      const tally = tallyVotes(runs.map((r) => (r.ok ? r.value.verdict : undefined)));
      if (tally.usable === 0)
        fail(
          'error',
          `done_when could not be judged after turn ${progress.turns}: ${firstError(runs)}`,
        );
      // An even split counts as not yet done: the conversation goes on.
      if (tally.winner === true) return snapshot('done');
    }

    if (reply.finish_reason !== undefined && AGENT_LIMITS.has(reply.finish_reason))
      return snapshot('agent_limit');
    if (progress.turns >= maxTurns) return snapshot('user_limit');

    snapshot();
    turnStartedAt = performance.now();
    turnInput = undefined;
    let step: SimulatorStep;
    try {
      step = await deps.user.next(conversation, signal, {
        turn: progress.turns + 1,
        maxTurns,
        reached: states.filter((s) => s.reachedAt !== undefined).map((s) => s.cp.id),
        pending: states.filter((s) => s.reachedAt === undefined).map((s) => s.cp.id),
      });
    } catch (e) {
      if (signal.aborted) throw e;
      fail('error', errorMessage(e), e, true);
      throw e; // unreachable
    }
    if (step.done) return snapshot('user_done');
    turnInput = step.message;
    conversation.push({ role: 'user', content: step.message });
    // A `--provider` user's `stop`: its message is kept, then the conversation ends (runner.rs).
    if (step.stop === true) return snapshot('user_done');
  }
}
