import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

/*
 * Yao conformance for dynamic mode and a case's input, run through the CLI: each test is one
 * behaviour of Yao's own code (YaoApp/yao agent/test at 0d1ddce: dynamic_types.go,
 * dynamic_runner.go, input.go, runner.go), with the verdict that code gives. The agent replies
 * what the case's options.metadata scripts (or echoes the messages it was sent); the simulators are
 * scripted models, so nothing leaves the machine.
 */

interface Report {
  results: {
    id: string;
    status: string;
    run_details: {
      status: string;
      error?: string;
      output?: unknown;
      transcript?: { finish_reason?: string; messages?: { role: string; content: unknown }[] };
      checks: { label: string; passed: boolean; message?: string }[];
    }[];
  }[];
}

/** Simulators by Yao assistant id, as agentci.yaml maps them. */
const SIMULATORS: Record<string, unknown> = {
  // The id Yao's README uses: a dotted assistant id.
  'tests.simulator-agent': {
    model: {
      provider: 'scripted',
      replies: ['{"message": "Paris", "goal_achieved": false}', 'Friday please'],
    },
  },
  'sim.goal': {
    model: { provider: 'scripted', replies: ['{"message": "thanks", "goal_achieved": true}'] },
  },
  'sim.no-message': { model: { provider: 'scripted', replies: ['{"goal_achieved": false}'] } },
  // Answers "Paris" only when sent exactly the SimulatorInput Yao's buildSimulatorInput builds.
  'sim.input': {
    model: {
      provider: 'scripted',
      rules: [
        {
          when: {
            pattern:
              '^\\{"persona":"Ann, brief","goal":"a flight to Paris","conversation":\\[\\{"role":"user","content":"Hi"\\},\\{"role":"assistant","content":"Where to\\?"\\}\\],"turn_number":2,"max_turns":4,"checkpoints_reached":\\["greet"\\],"checkpoints_pending":\\["dest"\\],"extra":\\{"style":"terse"\\}\\}$',
          },
          reply: '{"message": "Paris", "goal_achieved": false}',
        },
      ],
      default: '{"message": "the input was not Yao\'s SimulatorInput", "goal_achieved": false}',
    },
  },
};

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const WAV = Buffer.from('RIFF....WAVEfmt ');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-yao-dynamic-'));
  // Each turn: the scripted reply for this turn (options.metadata.turns), else "you said: <last user
  // message>"; with options.metadata.echo, the messages it was sent, as its JSON output.
  await writeFile(
    path.join(dir, 'agent.mjs'),
    `let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => {
  const req = JSON.parse(s);
  const m = req.options?.metadata ?? {};
  if (m.echo) return process.stdout.write(JSON.stringify({ output: { messages: req.messages } }));
  const turn = req.messages.filter((x) => x.role === 'assistant').length;
  const last = [...req.messages].reverse().find((x) => x.role === 'user');
  const said = typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content);
  process.stdout.write(JSON.stringify({ output: (m.turns ?? [])[turn] ?? 'you said: ' + said }));
});\n`,
  );
  // YAML is a superset of JSON: the config is written as JSON to keep the patterns exact.
  await writeFile(
    path.join(dir, 'agentci.yaml'),
    JSON.stringify({
      agent: { command: ['node', 'agent.mjs'] },
      simulators: SIMULATORS,
      // A Yao validator agent (`use: "agents:tests.validator"`), answering as assertAgent reads.
      agents: {
        'tests.validator': {
          harness: {
            model: {
              provider: 'scripted',
              replies: ['{"passed": true, "reason": "it names Paris", "score": 0.9}'],
            },
          },
        },
      },
    }),
  );
  await writeFile(path.join(dir, 'pixel.png'), PNG);
  await writeFile(path.join(dir, 'hello.wav'), WAV);
  await writeFile(path.join(dir, 'doc.pdf'), PDF);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1' },
    stdout: { write: (s: string) => void (out += s), isTTY: false },
    stderr: { write: (s: string) => void (err += s) },
  });
  return { code, out, err };
}

let suiteN = 0;
/** Runs these cases (one JSONL line each) and returns the report by case id and stderr. */
async function runCases(
  cases: Record<string, unknown>[],
): Promise<{ code: number; err: string; byId: Record<string, Report['results'][number]> }> {
  const name = `suite-${++suiteN}`;
  await writeFile(
    path.join(dir, `${name}.jsonl`),
    `${cases.map((c) => JSON.stringify(c)).join('\n')}\n`,
  );
  const { code, err } = await run(['yao', `${name}.jsonl`, '--no-results', '-o', `${name}.json`]);
  const report = JSON.parse(await readFile(path.join(dir, `${name}.json`), 'utf8')) as Report;
  return { code, err, byId: Object.fromEntries(report.results.map((r) => [r.id, r])) };
}

const contains = (value: string) => ({ type: 'contains', value });
const sim = (use: string, metadata?: Record<string, unknown>) => ({
  use,
  ...(metadata ? { options: { metadata } } : {}),
});

describe('Yao dynamic mode as dynamic_runner.go runs it', () => {
  // dynamic_types.go IsDynamicMode: simulator AND checkpoints; otherwise runSingleTest judges
  // the case's own assertions and the checkpoints are never looked at.
  it('checkpoints without a simulator are a static case: checkpoints ignored, assert judged', async () => {
    const { byId, err } = await runCases([
      {
        id: 'static',
        input: 'go',
        options: { metadata: { turns: ['plain answer'] } },
        assert: contains('plain answer'),
        checkpoints: [{ id: 'never', assert: contains('not in the answer') }],
      },
    ]);
    expect(byId.static?.status).toBe('passed');
    expect(byId.static?.run_details[0]?.checks.map((k) => k.label)).toEqual([
      'contains "plain answer"',
    ]);
    expect(err).toContain('checkpoints: ignored without a simulator');
  });

  // types.go Simulator.Use is an assistant id; RunDynamic assistant.Get(tc.Simulator.Use), and a
  // failure errors that case only ("failed to get simulator agent").
  it('simulator.use is an assistant id mapped under simulators:; an unknown one errors its case', async () => {
    const { byId } = await runCases([
      {
        id: 'mapped',
        input: 'Hi',
        options: { metadata: { turns: ['Where to?'] } },
        simulator: sim('tests.simulator-agent'),
        checkpoints: [{ id: 'dest', assert: contains('you said: Paris') }],
      },
      {
        id: 'unmapped',
        input: 'Hi',
        simulator: sim('tests.nobody'),
        checkpoints: [{ id: 'x', assert: contains('y') }],
      },
    ]);
    expect(byId.mapped?.status).toBe('passed');
    expect(byId.unmapped?.status).toBe('error');
    expect(byId.unmapped?.run_details[0]?.error).toMatch(
      /failed to get simulator agent: no simulator named 'tests\.nobody' \(suite-\d+\.jsonl:2 simulator\.use\)/,
    );
  });

  // dynamic_runner.go parseSimulatorResponse: ExtractJSON, then `message` is the user's next
  // message (the JSON is not); text without JSON is the message as it is.
  it('the simulator reply {message, goal_achieved} gives the next user message', async () => {
    const { byId } = await runCases([
      {
        id: 'json-reply',
        input: 'Hi',
        options: { metadata: { turns: ['Where to?'] } },
        simulator: sim('tests.simulator-agent'),
        max_turns: 3,
        checkpoints: [
          { id: 'dest', assert: contains('you said: Paris') },
          { id: 'date', after: ['dest'], assert: contains('you said: Friday please') },
        ],
      },
    ]);
    const a = byId['json-reply']?.run_details[0];
    expect(byId['json-reply']?.status).toBe('passed');
    expect(a?.checks.map((k) => k.message)).toEqual(['held at turn 2', 'held at turn 3']);
    expect(a?.transcript?.messages?.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(
      ['Hi', 'Paris', 'Friday please'],
    );
  });

  // RunDynamic: goal_achieved ends the test, passed only if every required checkpoint held.
  it('goal_achieved ends the conversation; a required checkpoint still pending fails it', async () => {
    const { byId } = await runCases([
      {
        id: 'goal',
        input: 'Hi',
        options: { metadata: { turns: ['Where to?'] } },
        simulator: sim('sim.goal'),
        max_turns: 5,
        checkpoints: [{ id: 'booked', assert: contains('Booked') }],
      },
    ]);
    const a = byId.goal?.run_details[0];
    expect(byId.goal?.status).toBe('failed');
    expect(a?.transcript?.finish_reason).toBe('user_done');
    expect(a?.checks[0]?.message).toMatch(
      /^never held: the conversation ended \(user_done\) after 1 turn;/,
    );
  });

  // parseSimulatorResponse: JSON without a message is "simulator returned empty message"; the
  // case errors (StatusError).
  it('a simulator JSON reply without a message errors the case', async () => {
    const { byId } = await runCases([
      {
        id: 'no-message',
        input: 'Hi',
        options: { metadata: { turns: ['Where to?'] } },
        simulator: sim('sim.no-message'),
        checkpoints: [{ id: 'booked', assert: contains('Booked') }],
      },
    ]);
    expect(byId['no-message']?.status).toBe('error');
    expect(byId['no-message']?.run_details[0]?.error).toContain('simulator returned empty message');
  });

  // buildSimulatorInput + callSimulator: the simulator is sent one user message, the
  // SimulatorInput JSON: persona and goal from options.metadata, the other metadata as `extra`,
  // the conversation, turn_number, max_turns and the checkpoints reached and pending.
  it('options.metadata persona/goal reach the simulator as SimulatorInput fields', async () => {
    const { byId, err } = await runCases([
      {
        id: 'sim-input',
        input: 'Hi',
        options: { metadata: { turns: ['Where to?'] } },
        simulator: sim('sim.input', {
          persona: 'Ann, brief',
          goal: 'a flight to Paris',
          style: 'terse',
        }),
        max_turns: 4,
        checkpoints: [
          { id: 'greet', assert: contains('Where to') },
          { id: 'dest', after: ['greet'], assert: contains('you said: Paris') },
        ],
      },
      {
        id: 'persona-beside-metadata',
        input: 'Hi',
        options: { metadata: { turns: ['Where to?'] } },
        simulator: { use: 'tests.simulator-agent', options: { persona: 'Ann' } },
        checkpoints: [{ id: 'greet', assert: contains('Where to') }],
      },
    ]);
    expect(byId['sim-input']?.status).toBe('passed');
    expect(byId['sim-input']?.run_details[0]?.checks.map((k) => k.message)).toEqual([
      'held at turn 1',
      'held at turn 2',
    ]);
    // types.go SimulatorOptions has metadata and connector only: options.persona is ignored.
    expect(err).toMatch(
      /suite-\d+\.jsonl:2: simulator\.options: unknown field 'persona', ignored: Yao reads the simulator's persona from simulator\.options\.metadata\.persona/,
    );
  });

  // checkCheckpoints: one pass per turn in list order; a checkpoint listed before one in its
  // `after` is skipped that turn even when both would hold.
  it('after is checked in list order per turn: a dependent listed first misses that turn', async () => {
    const cps = (order: 'dependent-first' | 'in-order') => {
      const a = { id: 'a', assert: contains('A') };
      const b = { id: 'b', after: ['a'], assert: contains('B') };
      return order === 'dependent-first' ? [b, a] : [a, b];
    };
    const { byId } = await runCases([
      {
        id: 'dependent-first',
        input: 'go',
        options: { metadata: { turns: ['A and B'] } },
        simulator: sim('tests.simulator-agent'),
        max_turns: 1,
        checkpoints: cps('dependent-first'),
      },
      {
        id: 'in-order',
        input: 'go',
        options: { metadata: { turns: ['A and B'] } },
        simulator: sim('tests.simulator-agent'),
        max_turns: 1,
        checkpoints: cps('in-order'),
      },
    ]);
    expect(byId['dependent-first']?.status).toBe('failed');
    expect(byId['in-order']?.status).toBe('passed');
  });

  // checkCheckpoints: an `after` id that is no checkpoint of the case is skipped (the lookup
  // fails and the loop goes on).
  it('an after naming an unknown checkpoint is ignored', async () => {
    const { byId, err } = await runCases([
      {
        id: 'unknown-after',
        input: 'go',
        options: { metadata: { turns: ['A'] } },
        simulator: sim('tests.simulator-agent'),
        max_turns: 1,
        checkpoints: [{ id: 'a', after: ['ghost'], assert: contains('A') }],
      },
    ]);
    expect(byId['unknown-after']?.status).toBe('passed');
    expect(err).toContain("no checkpoint 'ghost' in this case");
  });

  // runner.go runDynamicTest: the result is RunDynamic's; the case's own assert is never run.
  it('a case-level assert is not evaluated in dynamic mode', async () => {
    const { byId, err } = await runCases([
      {
        id: 'dyn-assert',
        input: 'go',
        options: { metadata: { turns: ['A'] } },
        simulator: sim('tests.simulator-agent'),
        assert: contains('never said'),
        checkpoints: [{ id: 'a', assert: contains('A') }],
      },
    ]);
    expect(byId['dyn-assert']?.status).toBe('passed');
    expect(byId['dyn-assert']?.run_details[0]?.checks.map((k) => k.label)).toEqual([
      'checkpoint a',
    ]);
    expect(err).toContain('assert: not evaluated in dynamic mode');
  });

  // allRequiredCheckpointsReached: optional checkpoints do not keep the conversation going.
  it('stops as soon as every required checkpoint held, an optional one pending', async () => {
    const { byId } = await runCases([
      {
        id: 'optional-pending',
        input: 'go',
        options: { metadata: { turns: ['A'] } },
        simulator: sim('tests.simulator-agent'),
        max_turns: 5,
        checkpoints: [
          { id: 'a', assert: contains('A') },
          { id: 'extra', required: false, assert: contains('never') },
        ],
      },
    ]);
    const a = byId['optional-pending']?.run_details[0];
    expect(byId['optional-pending']?.status).toBe('passed');
    expect(a?.transcript?.finish_reason).toBe('done');
    expect(a?.transcript?.messages?.filter((m) => m.role === 'user')).toHaveLength(1);
  });
});

describe("a dynamic case's Yao Result, as DynamicResult.ToResult writes it", () => {
  interface YaoResult {
    id: string;
    input: unknown;
    output?: unknown;
    trace?: unknown;
    metadata?: {
      mode: string;
      total_turns: number;
      turns: Record<string, unknown>[];
      checkpoints: Record<string, Record<string, unknown>>;
    };
  }
  async function yaoResults(cases: Record<string, unknown>[]): Promise<Record<string, YaoResult>> {
    const name = `meta-${++suiteN}`;
    await writeFile(
      path.join(dir, `${name}.jsonl`),
      `${cases.map((c) => JSON.stringify(c)).join('\n')}\n`,
    );
    await run(['yao', `${name}.jsonl`, '--no-results', '-o', `${name}.json`]);
    const report = JSON.parse(await readFile(path.join(dir, `${name}.json`), 'utf8')) as {
      results: YaoResult[];
    };
    return Object.fromEntries(report.results.map((r) => [r.id, r]));
  }

  // dynamic_types.go ToResult: metadata {mode: dynamic, total_turns, turns, checkpoints}, input
  // from the first turn, output from the last; no trace. TurnResult: turn, input, output,
  // response {content}, checkpoints_reached, duration_ms. CheckpointResult: id, reached,
  // reached_at_turn, required, passed, message.
  it('metadata holds every turn and every checkpoint by id', async () => {
    const byId = await yaoResults([
      {
        id: 'meta',
        input: 'Hi',
        options: { metadata: { turns: ['Where to?'] } },
        simulator: sim('tests.simulator-agent'),
        max_turns: 3,
        checkpoints: [
          { id: 'dest', assert: contains('you said: Paris') },
          { id: 'date', after: ['dest'], assert: contains('you said: Friday please') },
          { id: 'extra', required: false, assert: contains('never said') },
        ],
      },
    ]);
    const r = byId.meta;
    expect(r?.input).toBe('Hi');
    expect(r?.output).toBe('you said: Friday please');
    expect(r?.trace).toBeUndefined();
    const m = r?.metadata;
    expect(m?.mode).toBe('dynamic');
    expect(m?.total_turns).toBe(3);
    const turns = m?.turns.map(({ duration_ms, ...t }) => {
      expect(typeof duration_ms).toBe('number');
      return t;
    });
    expect(turns).toEqual([
      { turn: 1, input: 'Hi', output: 'Where to?', response: { content: 'Where to?' } },
      {
        turn: 2,
        input: 'Paris',
        output: 'you said: Paris',
        response: { content: 'you said: Paris' },
        checkpoints_reached: ['dest'],
      },
      {
        turn: 3,
        input: 'Friday please',
        output: 'you said: Friday please',
        response: { content: 'you said: Friday please' },
        checkpoints_reached: ['date'],
      },
    ]);
    expect(Object.keys(m?.checkpoints ?? {})).toEqual(['dest', 'date', 'extra']);
    expect(m?.checkpoints.dest).toMatchObject({
      id: 'dest',
      reached: true,
      reached_at_turn: 2,
      required: true,
      passed: true,
    });
    expect(m?.checkpoints.date).toMatchObject({ reached: true, reached_at_turn: 3 });
    // Never reached: no reached_at_turn; the message is the first failure seen (turn 1's).
    expect(m?.checkpoints.extra).toMatchObject({ reached: false, required: false, passed: false });
    expect(m?.checkpoints.extra).not.toHaveProperty('reached_at_turn');
    expect(m?.checkpoints.extra?.message).toContain('Where to?');
  });

  // checkCheckpoints: a checkpoint whose assert is one `agent` assertion keeps the validator's
  // verdict as agent_validation {passed, reason, criteria, input, response}.
  it('an agent checkpoint keeps the validator agent verdict', async () => {
    const byId = await yaoResults([
      {
        id: 'agent-cp',
        input: 'Hi',
        options: { metadata: { turns: ['Paris it is'] } },
        simulator: sim('tests.simulator-agent'),
        checkpoints: [
          {
            id: 'names-city',
            assert: { type: 'agent', use: 'agents:tests.validator', value: 'names a city' },
          },
        ],
      },
    ]);
    const cp = byId['agent-cp']?.metadata?.checkpoints['names-city'];
    expect(cp).toMatchObject({ reached: true, reached_at_turn: 1, passed: true });
    expect(cp?.agent_validation).toEqual({
      passed: true,
      criteria: 'names a city',
      input: 'Paris it is',
      reason: 'it names Paris',
      response: { passed: true, reason: 'it names Paris', score: 0.9 },
    });
  });

  // RunDynamic: a simulator error appends that turn with its error and no input or response;
  // total_turns counts it.
  it('a turn whose simulator failed is recorded with its error', async () => {
    const byId = await yaoResults([
      {
        id: 'sim-fails',
        input: 'Hi',
        options: { metadata: { turns: ['Where to?'] } },
        simulator: sim('sim.no-message'),
        checkpoints: [{ id: 'booked', assert: contains('Booked') }],
      },
    ]);
    const m = byId['sim-fails']?.metadata;
    expect(m?.total_turns).toBe(2);
    expect(m?.turns[1]).toMatchObject({ turn: 2, input: null });
    expect(m?.turns[1]).not.toHaveProperty('response');
    expect(m?.turns[1]?.error).toContain('simulator returned empty message');
    expect(m?.checkpoints.booked).toMatchObject({ reached: false, passed: false });
  });
});

describe("a Yao case's input as input.go parses it", () => {
  const echo = (id: string, input: unknown, assert: unknown) => ({
    id,
    input,
    options: { metadata: { echo: true } },
    assert,
  });
  const jp = (p: string, value: unknown) => ({ type: 'json_path', path: p, value });

  // parseMessageMap: a message without a role defaults to the user's.
  it('a message without role is a user message', async () => {
    const { byId } = await runCases([
      echo('no-role', { content: 'hi' }, [
        jp('messages[0].role', 'user'),
        jp('messages[0].content', 'hi'),
      ]),
      echo(
        'no-role-in-list',
        [{ content: 'hi' }, { role: 'assistant', content: 'yo' }],
        [jp('messages[0].role', 'user'), jp('messages[1].role', 'assistant')],
      ),
    ]);
    expect(byId['no-role']?.status).toBe('passed');
    expect(byId['no-role-in-list']?.status).toBe('passed');
  });

  // processContent: a map is a single content part, sent as a list of one.
  it('content given as one part object is a list of that part', async () => {
    const { byId } = await runCases([
      echo('one-part', { role: 'user', content: { type: 'text', text: 'hi' } }, [
        jp('messages[0].content[0].type', 'text'),
        jp('messages[0].content[0].text', 'hi'),
      ]),
    ]);
    expect(byId['one-part']?.status).toBe('passed');
  });

  // parseToolCall: arguments given as an object are marshalled to their JSON text.
  it('tool_call arguments given as an object are sent as a JSON string', async () => {
    const { byId } = await runCases([
      echo(
        'args-object',
        [
          { role: 'user', content: 'find abc' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c1', function: { name: 'search', arguments: { q: 'abc' } } }],
          },
          { role: 'tool', tool_call_id: 'c1', content: 'found' },
          { role: 'user', content: 'thanks' },
        ],
        [
          jp('messages[1].tool_calls[0].function.arguments', '{"q":"abc"}'),
          jp('messages[1].tool_calls[0].type', 'function'),
        ],
      ),
    ]);
    expect(byId['args-object']?.status).toBe('passed');
  });

  // processImagePart/loadImageFile, processAudioPart/loadAudioFile, processFilePart/loadFile:
  // file:// read relative to the suite's folder (runner.go getInputOptions BaseDir) and sent
  // inline, the MIME type or audio format from the extension.
  it('file:// image, audio and file parts are sent as base64 as Yao builds them', async () => {
    const parts = [
      { type: 'text', text: 'look' },
      { type: 'image', source: 'file://pixel.png' },
      { type: 'audio', source: 'file://hello.wav' },
      { type: 'file', source: 'file://doc.pdf' },
      { type: 'file', source: `file://${path.join(dir, 'doc.pdf')}`, name: 'report.pdf' },
    ];
    const { byId } = await runCases([
      echo('file-parts', { role: 'user', content: parts }, [
        jp('messages[0].content[0].text', 'look'),
        jp('messages[0].content[1].type', 'image_url'),
        jp(
          'messages[0].content[1].image_url.url',
          `data:image/png;base64,${PNG.toString('base64')}`,
        ),
        jp('messages[0].content[1].image_url.detail', 'auto'),
        jp('messages[0].content[2].type', 'input_audio'),
        jp('messages[0].content[2].input_audio.data', WAV.toString('base64')),
        jp('messages[0].content[2].input_audio.format', 'wav'),
        jp('messages[0].content[3].type', 'file'),
        jp(
          'messages[0].content[3].file.url',
          `data:application/pdf;base64,${PDF.toString('base64')}`,
        ),
        jp('messages[0].content[3].file.filename', 'doc.pdf'),
        jp('messages[0].content[4].file.filename', 'report.pdf'),
      ]),
    ]);
    expect(byId['file-parts']?.run_details[0]?.error).toBeUndefined();
    expect(byId['file-parts']?.status).toBe('passed');
  });

  // runner.go runSingleTest: "failed to parse input: …" errors the case; the others run.
  it('a missing file:// file errors its case, naming file:line and the file', async () => {
    const { byId } = await runCases([
      echo('plain', 'hi', jp('messages[0].content', 'hi')),
      echo(
        'missing',
        [{ role: 'user', content: [{ type: 'image', source: 'file://nope.png' }] }],
        'contains',
      ),
    ]);
    expect(byId.plain?.status).toBe('passed');
    expect(byId.missing?.status).toBe('error');
    expect(byId.missing?.run_details[0]?.error).toMatch(
      /^failed to parse input \(suite-\d+\.jsonl:2\): failed to parse message at index 0: failed to process content: failed to process content part at index 0: failed to read image file nope\.png: no such file .*nope\.png$/,
    );
  });
});
