import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../../src/harness/agent.js';
import { ScriptedModel } from '../../src/harness/models/scripted.js';
import { tool } from '../../src/harness/tools.js';
import type { AgentEvent, ToolMessage } from '../../src/harness/types.js';

function echoTool(log: string[] = []) {
  return tool({
    name: 'echo',
    description: 'Echoes text back',
    schema: z.object({ text: z.string() }),
    execute: ({ text }) => {
      log.push(text);
      return `echo: ${text}`;
    },
  });
}

/** The spec's first MockModel: a tool call, then "done". */
function mockModel() {
  return ScriptedModel.fromReplies([
    { content: null, tool_calls: [{ id: 'c1', name: 'echo', arguments: { text: 'hi' } }] },
    { content: 'done' },
  ]);
}

async function collect(gen: AsyncGenerator<AgentEvent>): Promise<AgentEvent[]> {
  const out: AgentEvent[] = [];
  for await (const e of gen) out.push(e);
  return out;
}

describe('Agent.run() (spec §3.1)', () => {
  it('sends the system prompt only once, first, across runs', async () => {
    const model = ScriptedModel.fromReplies(['a', 'b']);
    const agent = new Agent({ model, systemPrompt: 'You are terse.' });
    await agent.run('first');
    await agent.run('second');
    const sent = model.calls[1].messages;
    expect(sent.filter((m) => m.role === 'system')).toHaveLength(1);
    expect(sent[0]).toEqual({ role: 'system', content: 'You are terse.' });
    expect(sent.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(model.calls[0].messages[0].role).toBe('system');
  });

  it('executes a requested tool and appends its tool message to the history', async () => {
    const log: string[] = [];
    const model = mockModel();
    const agent = new Agent({ model, tools: [echoTool(log)] });
    const res = await agent.run('say hi');
    expect(log).toEqual(['hi']);
    expect(res.messages[2]).toEqual({
      role: 'tool',
      tool_call_id: 'c1',
      name: 'echo',
      content: 'echo: hi',
    });
    // the second model call saw the tool result
    expect(model.calls[1].messages.at(-1)).toMatchObject({ role: 'tool', content: 'echo: hi' });
    expect(res.toolCalls).toEqual([
      {
        id: 'c1',
        name: 'echo',
        arguments: { text: 'hi' },
        raw_arguments: '{"text":"hi"}',
        result: 'echo: hi',
        is_error: false,
      },
    ]);
    expect(res.output).toBe('done');
    expect(res.finishReason).toBe('stop');
  });

  it('stops as soon as a reply has no tool calls', async () => {
    const model = ScriptedModel.fromReplies(['final answer', 'never sent']);
    const res = await new Agent({ model, tools: [echoTool()] }).run('q');
    expect(model.calls).toHaveLength(1);
    expect(res.output).toBe('final answer');
    expect(res.iterations).toBe(1);
  });

  it('answers an unknown tool with an is_error tool message and goes on', async () => {
    const model = ScriptedModel.fromReplies([
      { tool_calls: [{ id: 'u1', name: 'nope', arguments: {} }] },
      'recovered',
    ]);
    const res = await new Agent({ model, tools: [echoTool()] }).run('q');
    const tm = res.messages.find((m): m is ToolMessage => m.role === 'tool');
    expect(tm?.is_error).toBe(true);
    expect(tm?.content).toMatch(/unknown tool "nope".*echo/);
    expect(res.toolCalls[0]).toMatchObject({ name: 'nope', is_error: true });
    expect(res.output).toBe('recovered');
  });

  it('answers broken JSON arguments with a parse-error tool message, tool not run', async () => {
    const log: string[] = [];
    const model = ScriptedModel.fromReplies([
      { tool_calls: [{ id: 'b1', name: 'echo', arguments: '{"text": "hi"' }] },
      'ok',
    ]);
    const res = await new Agent({ model, tools: [echoTool(log)] }).run('q');
    const tm = res.messages[2] as ToolMessage;
    expect(tm).toMatchObject({ role: 'tool', tool_call_id: 'b1', is_error: true });
    expect(tm.content).toMatch(/could not parse the arguments of tool "echo" as JSON/);
    expect(log).toEqual([]);
    expect(res.toolCalls[0]).toMatchObject({
      arguments: undefined,
      raw_arguments: '{"text": "hi"',
    });
  });

  it('makes one extra summarising call, tools disabled, when maxIterations is reached', async () => {
    const model = new ScriptedModel({
      rules: [{ when: { contains: 'maximum number of steps' }, reply: 'Summary: echoed 3 times.' }],
      default: { tool_calls: [{ name: 'echo', arguments: { text: 'again' } }] },
    });
    const res = await new Agent({ model, tools: [echoTool()], maxIterations: 3 }).run(
      'loop forever',
    );
    expect(model.calls).toHaveLength(4);
    expect(model.calls[3].toolChoice).toBe('none');
    expect(model.calls[3].messages.at(-1)).toMatchObject({ role: 'user' });
    expect(res.finishReason).toBe('max_iterations');
    expect(res.output).toBe('Summary: echoed 3 times.');
    expect(res.toolCalls).toHaveLength(3);
    expect(res.usage.calls.map((c) => c.purpose)).toEqual([
      'step',
      'step',
      'step',
      'max_iterations',
    ]);
    expect(res.events.at(-1)).toEqual({ type: 'final', content: 'Summary: echoed 3 times.' });
  });

  it('defaults maxIterations to 200', () => {
    expect(new Agent({ model: mockModel() }).maxIterations).toBe(200);
  });

  it('sums usage and cost per call from the price table', async () => {
    const model = new ScriptedModel({
      model: 'gpt-4.1-mini-2025-04-14',
      replies: [
        {
          tool_calls: [{ name: 'echo', arguments: { text: 'x' } }],
          usage: { input_tokens: 1000, output_tokens: 100, cached_tokens: 400 },
        },
        { content: 'ok', usage: { input_tokens: 2000, output_tokens: 50 } },
      ],
    });
    const res = await new Agent({ model, tools: [echoTool()] }).run('q');
    expect(res.usage).toMatchObject({ input_tokens: 3000, output_tokens: 150, cached_tokens: 400 });
    // gpt-4.1-mini: 0.4 in, 0.1 cached, 1.6 out per 1M
    const expected = (600 * 0.4 + 400 * 0.1 + 100 * 1.6 + 2000 * 0.4 + 50 * 1.6) / 1e6;
    expect(res.usage.cost_usd).toBeCloseTo(expected, 12);
  });

  it('stops with the signal reason when aborted', async () => {
    const ac = new AbortController();
    const slow = tool({
      name: 'slow',
      description: 's',
      schema: z.object({}),
      execute: () => {
        ac.abort(new Error('cancelled by test'));
        return 'x';
      },
    });
    const model = ScriptedModel.fromReplies([{ tool_calls: [{ name: 'slow' }] }, 'never']);
    await expect(
      new Agent({ model, tools: [slow] }).run('q', { signal: ac.signal }),
    ).rejects.toThrow('cancelled by test');
    expect(model.calls).toHaveLength(1);
  });
});

describe('Agent.runStream() (spec §3.2)', () => {
  it('emits reasoning, text, step_start/tool_call/tool_result/step_complete per call in order, final last', async () => {
    const model = ScriptedModel.fromReplies([
      {
        reasoning: 'I should echo twice',
        content: 'Echoing now.',
        tool_calls: [
          { id: 'c1', name: 'echo', arguments: { text: 'a' } },
          { id: 'c2', name: 'echo', arguments: { text: 'b' } },
        ],
      },
      'done',
    ]);
    const events = await collect(new Agent({ model, tools: [echoTool()] }).runStream('go'));
    expect(events.map((e) => e.type)).toEqual([
      'reasoning',
      'text',
      'step_start',
      'tool_call',
      'tool_result',
      'step_complete',
      'step_start',
      'tool_call',
      'tool_result',
      'step_complete',
      'final',
    ]);
    expect(events[0]).toEqual({ type: 'reasoning', content: 'I should echo twice' });
    expect(events[3]).toEqual({
      type: 'tool_call',
      tool: 'echo',
      args: { text: 'a' },
      tool_call_id: 'c1',
    });
    expect(events[4]).toEqual({
      type: 'tool_result',
      tool: 'echo',
      result: 'echo: a',
      tool_call_id: 'c1',
      is_error: false,
    });
    expect(events[5]).toMatchObject({ type: 'step_complete', step_id: 'c1', status: 'completed' });
    expect(events[6]).toMatchObject({ type: 'step_start', step_id: 'c2', step_number: 2 });
    expect(events.at(-1)).toEqual({ type: 'final', content: 'done' });
  });

  it('a terminal reply with no tool calls emits only final (no text event)', async () => {
    const events = await collect(
      new Agent({ model: ScriptedModel.fromReplies(['hello']) }).runStream('hi'),
    );
    expect(events).toEqual([{ type: 'final', content: 'hello' }]);
  });

  it('marks a failed step as error', async () => {
    const model = ScriptedModel.fromReplies([{ tool_calls: [{ id: 'x', name: 'missing' }] }, 'ok']);
    const events = await collect(new Agent({ model }).runStream('hi'));
    expect(events.find((e) => e.type === 'step_complete')).toMatchObject({ status: 'error' });
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({ is_error: true });
  });

  it('run() returns the same events runStream() yields', async () => {
    const a = await new Agent({ model: mockModel(), tools: [echoTool()] }).run('x');
    const b = await collect(new Agent({ model: mockModel(), tools: [echoTool()] }).runStream('x'));
    expect(a.events.map((e) => e.type)).toEqual(b.map((e) => e.type));
  });
});
