import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedModel, type ScriptedConfig } from '../../src/harness/models/scripted.js';
import { UserSimulator, userView } from '../../src/harness/user-simulator.js';
import { judgeAttempt } from '../../src/judges/index.js';
import { judgeEvals } from '../../src/judges/evals.js';
import { LlmJudge } from '../../src/judges/llm-judge.js';
import { CaseSchema, DEFAULT_ENV, type Case } from '../../src/model/case.js';
import { ConfigSchema } from '../../src/model/config.js';
import type { AttemptResult } from '../../src/model/result.js';
import { executeAttempt } from '../../src/runner/attempt.js';
import { newMessages, runConversation } from '../../src/runner/conversation.js';
import { createModelServices, simulatorSpec } from '../../src/runner/model-services.js';
import { createTarget, type Target } from '../../src/targets/index.js';
import { FORMATS, type FormatRecord } from '../../src/formats/index.js';
import type { CaseFormat } from '../../src/model/case.js';

const SKILL = fileURLToPath(new URL('../fixtures/harness/skills/greeter', import.meta.url));
const AGENT = fileURLToPath(new URL('../fixtures/conversation/travel-agent.mjs', import.meta.url));

let dir: string;
let logN = 0;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-conv-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A command target running the travel agent, logging the size of `messages` each turn. */
async function travelAgent(): Promise<{ target: Target; seen: () => number[] }> {
  const log = path.join(dir, `log-${++logN}.txt`);
  const target = await createTarget(
    { command: ['node', AGENT], env: { AGENT_LOG: log }, mode: 'process', output: 'auto' },
    { baseDir: dir, env: process.env },
  );
  const seen = () => {
    try {
      return readFileSync(log, 'utf8').trim().split('\n').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  return { target, seen };
}

function skilltestCase(user: Record<string, unknown>, evals: unknown[] = [], skill = SKILL): Case {
  return CaseSchema.parse({
    id: 'booking_multiturn',
    suite: 'cases/booking.yaml',
    source: { file: 'cases/booking.yaml', line: 1 },
    format: 'skilltest-yaml',
    input: 'Hi, I need a flight',
    user_sim: user,
    evals,
    // Every skilltest case has a skill (the loader requires one); its agent gets the payload.
    payload: { skill },
  });
}

function yaoCase(fields: Record<string, unknown>): Case {
  return CaseSchema.parse({
    id: 'D001',
    suite: 'dynamic.jsonl',
    source: { file: 'dynamic.jsonl', line: 1 },
    format: 'yao-jsonl',
    input: 'Hi, I need a flight',
    simulator: {
      use: 'default',
      options: { metadata: { persona: 'a traveller', goal: 'book a flight' } },
    },
    max_turns: 5,
    ...fields,
  });
}

/** Runs one attempt of a conversation case, with scripted simulator and judge. */
async function attempt(
  c: Case,
  target: Target,
  sim: ScriptedConfig,
  judgeCfg?: ScriptedConfig,
): Promise<{ result: AttemptResult; simulator: UserSimulator }> {
  const judge = judgeCfg ? new LlmJudge({ make: () => new ScriptedModel(judgeCfg) }) : undefined;
  const simulator = new UserSimulator(new ScriptedModel(sim), simulatorSpec(c));
  const llmJudge = judge?.hook();
  const result = await executeAttempt(c, 1, {
    target,
    // What the runner gives every attempt: its case's format (a skilltest case's skill, …).
    format: FORMATS[c.format] as FormatRecord<CaseFormat>,
    env: DEFAULT_ENV,
    timeoutMs: 30_000,
    signal: new AbortController().signal,
    judge: async (cc, output, transcript, signal) => [
      ...(await judgeAttempt({
        case: cc,
        output,
        transcript,
        cwd: dir,
        signal,
        ...(llmJudge ? { llmJudge } : {}),
      })),
      ...(await judgeEvals(cc, transcript, output, { judge, signal })),
    ],
    conversation: (cc, input, signal, progress) =>
      runConversation(
        cc,
        input,
        signal,
        { target, timeoutMs: 30_000, user: simulator, judge, cwd: dir },
        progress,
      ),
  });
  return { result, simulator };
}

const verdict = (v: boolean) => JSON.stringify({ verdict: v, reason: v ? 'yes' : 'not yet' });
/** A judge that says "booked" once the confirmation appears in what it is shown. */
const bookingJudge: ScriptedConfig = {
  rules: [{ when: { contains: 'Confirmation ABC123' }, reply: verdict(true) }],
  default: verdict(false),
};

describe('skilltest simulated user with a command agent', () => {
  it('ends by done_when; the agent receives the growing conversation each turn', async () => {
    const { target, seen } = await travelAgent();
    const c = skilltestCase(
      { persona: 'A traveller going to France', done_when: 'the flight is booked' },
      [{ type: 'boolean', criterion: 'The agent booked the flight' }],
    );
    const { result } = await attempt(
      c,
      target,
      { replies: ['To Paris on Friday, please.'] },
      bookingJudge,
    );
    expect(result.status).toBe('passed');
    expect(result.transcript?.finish_reason).toBe('done');
    expect(seen()).toEqual([1, 3]);
    expect(result.transcript?.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Hi, I need a flight'],
      ['assistant', 'Hello! Where do you want to fly, and when?'],
      ['user', 'To Paris on Friday, please.'],
      ['assistant', 'Booked your flight to Paris on Friday. Confirmation ABC123.'],
    ]);
    expect(result.transcript?.tool_calls.map((t) => t.name)).toEqual(['book_flight']);
    expect(result.output).toBe('Booked your flight to Paris on Friday. Confirmation ABC123.');
    await target.close();
  });

  it('ends at max_turns (user_limit) when done_when never holds', async () => {
    const { target, seen } = await travelAgent();
    const c = skilltestCase({
      persona: 'An undecided traveller',
      done_when: 'the flight is booked',
      max_turns: 2,
    });
    const { result, simulator } = await attempt(
      c,
      target,
      { replies: ['Hmm, let me think.'] },
      bookingJudge,
    );
    expect(result.transcript?.finish_reason).toBe('user_limit');
    expect(seen()).toEqual([1, 3]);
    // The simulator was asked once (between turn 1 and 2), not after the last turn.
    expect(simulator.calls).toBe(1);
    expect(result.status).toBe('passed');
    await target.close();
  });

  it('a skilltest simulated user cannot end the chat: [DONE] is its next message, the turn cap ends it (provider.rs simulate_user)', async () => {
    const { target, seen } = await travelAgent();
    const c = skilltestCase({ persona: 'A traveller', max_turns: 3 });
    const { result } = await attempt(c, target, { replies: ['Paris, Friday.', 'Thanks! [DONE]'] });
    expect(result.transcript?.finish_reason).toBe('user_limit');
    expect(seen()).toEqual([1, 3, 5]);
    expect(result.transcript?.messages).toHaveLength(6);
    expect(result.transcript?.messages[4]?.content).toBe('Thanks! [DONE]');
    await target.close();
  });

  it('an agent crash mid-conversation is an error attempt that keeps the turns so far', async () => {
    const { target, seen } = await travelAgent();
    const c = skilltestCase({ persona: 'A saboteur' });
    const { result } = await attempt(c, target, { replies: ['Please crash now.'] });
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/turn 2/);
    expect(result.transcript?.finish_reason).toBe('agent_error');
    expect(result.transcript?.stderr).toContain('asked to crash');
    expect(result.transcript?.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(seen()).toEqual([1, 3]);
    await target.close();
  });

  it('a judge that cannot answer done_when makes the attempt an error, not a failure', async () => {
    const { target } = await travelAgent();
    const c = skilltestCase({ persona: 'A traveller', done_when: 'booked' });
    const { result } = await attempt(c, target, { replies: ['Paris'] }, { replies: ['no idea'] });
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/done_when could not be judged after turn 1/);
    expect(result.transcript?.finish_reason).toBe('error');
    await target.close();
  });
});

describe('Yao dynamic mode: checkpoints', () => {
  // dynamic_runner.go allRequiredCheckpointsReached: a pending optional checkpoint does not keep
  // the conversation going.
  it('checkpoints hold in their after order; an optional one missing still passes', async () => {
    const { target } = await travelAgent();
    const c = yaoCase({
      checkpoints: [
        { id: 'greet', assert: [{ type: 'contains', value: 'Where do you want to fly' }] },
        { id: 'booked', after: ['greet'], assert: [{ type: 'tool_called', value: 'book_flight' }] },
        { id: 'upsell', required: false, assert: [{ type: 'contains', value: 'insurance' }] },
      ],
    });
    const { result } = await attempt(c, target, {
      replies: ['Paris on Friday', 'Thanks', '[DONE]'],
    });
    expect(result.status).toBe('passed');
    expect(result.transcript?.finish_reason).toBe('done');
    const byLabel = Object.fromEntries(result.checks.map((k) => [k.label, k]));
    expect(byLabel['checkpoint greet']).toMatchObject({ passed: true, message: 'held at turn 1' });
    expect(byLabel['checkpoint booked']).toMatchObject({ passed: true, message: 'held at turn 2' });
    expect(byLabel['checkpoint upsell']?.passed).toBe(true);
    expect(byLabel['checkpoint upsell']?.message).toMatch(/^optional, not reached/);
    await target.close();
  });

  // dynamic_runner.go checkCheckpoints asserts on buildCombinedOutput: the agent's text plus
  // the `message` of each tool result.
  it('a checkpoint sees the message of a tool result (buildCombinedOutput)', async () => {
    const { target } = await travelAgent();
    const c = yaoCase({
      max_turns: 3,
      checkpoints: [{ id: 'seat', assert: [{ type: 'contains', value: 'Seat 12A is held' }] }],
    });
    const { result } = await attempt(c, target, { replies: ['Paris please', 'more'] });
    expect(result.status).toBe('passed');
    const seat = result.checks.find((k) => k.label === 'checkpoint seat');
    expect(seat).toMatchObject({ passed: true, message: 'held at turn 2' });
    await target.close();
  });

  it('ends as done once every checkpoint has held', async () => {
    const { target, seen } = await travelAgent();
    const c = yaoCase({
      checkpoints: [
        { id: 'greet', assert: [{ type: 'contains', value: 'Where' }] },
        { id: 'booked', after: ['greet'], assert: [{ type: 'tool_called', value: 'book_flight' }] },
      ],
    });
    const { result } = await attempt(c, target, { replies: ['Paris please', 'more', 'more'] });
    expect(result.transcript?.finish_reason).toBe('done');
    expect(seen()).toEqual([1, 3]);
    expect(result.status).toBe('passed');
    await target.close();
  });

  it('a checkpoint whose assertion held before its `after` did never counts: required → fail', async () => {
    const { target } = await travelAgent();
    const c = yaoCase({
      max_turns: 3,
      checkpoints: [
        { id: 'booked', assert: [{ type: 'contains', value: 'Booked' }] },
        // "Where" is only said in turn 1, before 'booked' held in turn 2.
        { id: 'asked_after', after: ['booked'], assert: [{ type: 'contains', value: 'Where' }] },
      ],
    });
    const { result } = await attempt(c, target, { replies: ['Paris', 'thanks'] });
    expect(result.status).toBe('failed');
    expect(result.transcript?.finish_reason).toBe('user_limit');
    const late = result.checks.find((k) => k.label === 'checkpoint asked_after');
    expect(late?.passed).toBe(false);
    expect(late?.error).toBeUndefined();
    expect(late?.message).toMatch(
      /never held: the conversation ended \(user_limit\) after 3 turns; last try: contains/,
    );
    expect(result.checks.find((k) => k.label === 'checkpoint booked')?.message).toBe(
      'held at turn 2',
    );
  });

  it('an agent assertion in a checkpoint asks the judge on that turn', async () => {
    const { target } = await travelAgent();
    const c = yaoCase({
      checkpoints: [
        {
          id: 'confirmed',
          assert: [{ type: 'agent', use: 'agents:judge', value: 'The agent confirmed a booking' }],
        },
      ],
    });
    const judge: ScriptedConfig = {
      rules: [
        {
          when: { contains: 'Confirmation ABC123' },
          reply: '{"passed": true, "reason": "confirmed"}',
        },
      ],
      default: '{"passed": false, "reason": "not yet"}',
    };
    const { result } = await attempt(c, target, { replies: ['Paris'] }, judge);
    expect(result.status).toBe('passed');
    expect(result.checks[0]).toMatchObject({
      label: 'checkpoint confirmed',
      message: 'held at turn 2',
    });
  });
});

describe('the harness as a conversation target', () => {
  it('keeps its system prompt once and sees every turn', async () => {
    const target = await createTarget(
      {
        harness: {
          model: {
            provider: 'scripted',
            rules: [{ when: { contains: 'Paris' }, reply: 'Booked Paris.' }],
            default: 'Where to?',
          },
        },
      },
      { baseDir: dir, env: {} },
    );
    // The case's skill is the harness's system prompt (skilltest's providers get it every turn).
    const skill = path.join(dir, 'travel-skill');
    mkdirSync(skill, { recursive: true });
    writeFileSync(path.join(skill, 'SKILL.md'), 'You are a travel agent.\n');
    const c = skilltestCase({ persona: 'A traveller', max_turns: 2 }, [], skill);
    const { result } = await attempt(c, target, { replies: ['Paris'] });
    expect(result.transcript?.finish_reason).toBe('user_limit');
    expect(result.transcript?.messages.map((m) => [m.role, m.content])).toEqual([
      ['system', 'You are a travel agent.'],
      ['user', 'Hi, I need a flight'],
      ['assistant', 'Where to?'],
      ['user', 'Paris'],
      ['assistant', 'Booked Paris.'],
    ]);
    await target.close();
  });

  it('an agent stopping at its own iteration limit ends the conversation (agent_limit)', async () => {
    const target = await createTarget(
      {
        harness: {
          model: {
            provider: 'scripted',
            rules: [
              { when: { contains: 'flight' }, reply: { tool_calls: [{ name: 'no_such_tool' }] } },
            ],
            default: 'Out of steps, sorry.',
          },
          max_iterations: 1,
        },
      },
      { baseDir: dir, env: {} },
    );
    const c = skilltestCase({ persona: 'A traveller' });
    const { result, simulator } = await attempt(c, target, { replies: ['more'] });
    expect(result.transcript?.finish_reason).toBe('agent_limit');
    expect(result.output).toBe('Out of steps, sorry.');
    expect(simulator.calls).toBe(0);
    await target.close();
  });
});

describe('pieces', () => {
  it('userView flips roles, drops tool traffic and opens with a user message', () => {
    const view = userView([
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'I need a flight' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: '1', type: 'function', function: { name: 't', arguments: '{}' } }],
      },
      { role: 'tool', content: 'result', tool_call_id: '1' },
      { role: 'assistant', content: 'Where to?' },
    ]);
    expect(view).toEqual([
      { role: 'user', content: '(The conversation begins. You spoke first.)' },
      { role: 'assistant', content: 'I need a flight' },
      { role: 'user', content: 'Where to?' },
    ]);
  });

  it('the simulator gets persona and goal; an empty reply is retried, then an error', async () => {
    const model = new ScriptedModel({ replies: ['', 'Paris please'] });
    const sim = new UserSimulator(model, {
      persona: 'Ann, 34, impatient',
      goal: 'a booked flight',
    });
    const step = await sim.next([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Where?' },
    ]);
    expect(step).toEqual({ done: false, message: 'Paris please' });
    const system = String(model.calls[0]?.messages[0]?.content);
    expect(system).toContain('Ann, 34, impatient');
    expect(system).toContain('a booked flight');
    const empty = new UserSimulator(new ScriptedModel({ replies: [''] }), {});
    await expect(empty.next([{ role: 'assistant', content: 'x' }])).rejects.toThrow(
      /empty reply twice/,
    );
  });

  it('newMessages takes what the agent added after the history it was sent', () => {
    const sent = [{ role: 'user' as const, content: 'a' }];
    expect(newMessages({ output: 'b' }, sent).added).toEqual([{ role: 'assistant', content: 'b' }]);
    const echoed = newMessages(
      {
        output: 'b',
        messages: [{ role: 'system', content: 's' }, ...sent, { role: 'assistant', content: 'b' }],
      },
      sent,
    );
    expect(echoed).toEqual({
      added: [{ role: 'assistant', content: 'b' }],
      system: { role: 'system', content: 's' },
    });
  });
});

describe('model services', () => {
  const cases = [
    yaoCase({ simulator: { use: 'grumpy' } }),
    yaoCase({ id: 'D002', simulator: { use: 'default' } }),
  ];

  // dynamic_runner.go RunDynamic: an assistant.Get failure errors that case, not the run.
  it('no model for the default simulator is a load problem; a name not in the config errors its case', () => {
    const { problems, services } = createModelServices(ConfigSchema.parse({}), {}, cases);
    expect(problems.map((p) => [p.file, p.field, p.message.slice(0, 30)])).toEqual([
      ['dynamic.jsonl', 'simulator.use', 'a simulated user needs a model'],
    ]);
    expect(() => services.simulatorFor(cases[0] as Case)).toThrow(
      /^failed to get simulator agent: no simulator named 'grumpy' \(dynamic\.jsonl:1 simulator\.use\)/,
    );
  });

  it('named simulators and the judge-backed default both build; a missing key names the field', () => {
    const config = ConfigSchema.parse({
      judge: { model: { provider: 'scripted', replies: ['{"verdict": true}'] } },
      simulators: {
        grumpy: { model: { provider: 'scripted', replies: ['No.'] }, system: 'Be grumpy.' },
      },
    });
    const ok = createModelServices(config, {}, cases);
    expect(ok.problems).toEqual([]);
    expect(ok.services.judge).toBeDefined();
    expect(ok.services.simulatorFor(cases[0] as Case)).toBeInstanceOf(UserSimulator);
    const noKey = createModelServices(
      ConfigSchema.parse({ judge: { model: { provider: 'openai', model: 'gpt-x' } } }),
      {},
      cases.slice(1),
    );
    expect(noKey.problems[0]).toMatchObject({ field: 'judge.model' });
    expect(noKey.problems[0]?.message).toMatch(/OPENAI_API_KEY is not set/);
  });
});
