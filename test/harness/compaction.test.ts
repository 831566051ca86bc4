import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../../src/harness/agent.js';
import {
  CompactionService,
  SUMMARY_PREFIX,
  stripTrailingToolCalls,
} from '../../src/harness/compaction.js';
import { ScriptedModel } from '../../src/harness/models/scripted.js';
import { tool } from '../../src/harness/tools.js';
import type { AgentEvent, ChatMessage } from '../../src/harness/types.js';

const echo = tool({
  name: 'echo',
  description: 'e',
  schema: z.object({}),
  execute: () => 'echoed',
});

function script(firstUsage: { input_tokens: number; output_tokens: number }) {
  return new ScriptedModel({
    rules: [
      { when: { contains: 'Summarise the conversation' }, reply: 'SUMMARY: echoed once' },
      { when: { contains: 'SUMMARY: echoed once' }, reply: 'all done' },
      { when: { tool_result_of: 'echo' }, reply: 'all done' },
    ],
    default: { tool_calls: [{ name: 'echo' }], usage: firstUsage },
  });
}

describe('compaction (spec §6)', () => {
  it('triggers at total_tokens ≥ floor(limit × 0.8) and replaces history with retained turn + summary', async () => {
    const model = script({ input_tokens: 700, output_tokens: 100 }); // 800 = floor(1000 × 0.8)
    const agent = new Agent({
      model,
      tools: [echo],
      systemPrompt: 'sys',
      compaction: { contextLimit: 1000 },
    });
    const res = await agent.run('do the task');
    const types = res.events.map((e) => e.type);
    expect(types).toContain('compaction_start');
    expect(types.indexOf('compaction_complete')).toBeGreaterThan(types.indexOf('compaction_start'));
    expect(types.at(-1)).toBe('final');
    const done = res.events.find((e) => e.type === 'compaction_complete') as Extract<
      AgentEvent,
      { type: 'compaction_complete' }
    >;
    expect(done).toMatchObject({
      summary: 'SUMMARY: echoed once',
      messages_before: 4,
      messages_after: 3,
    });
    // the call after compaction saw: system, retained user turn, summary
    const after = model.calls[2].messages;
    expect(after).toEqual([
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'do the task' },
      { role: 'user', content: SUMMARY_PREFIX + 'SUMMARY: echoed once' },
    ]);
    expect(res.output).toBe('all done');
    expect(res.usage.calls.map((c) => c.purpose)).toEqual(['step', 'compaction', 'step']);
  });

  it('does not trigger just below the threshold', async () => {
    const model = script({ input_tokens: 700, output_tokens: 99 });
    const res = await new Agent({ model, tools: [echo], compaction: { contextLimit: 1000 } }).run(
      'q',
    );
    expect(res.events.some((e) => e.type === 'compaction_start')).toBe(false);
    expect(model.calls).toHaveLength(2);
  });

  it('honours a custom threshold_ratio', () => {
    const c = new CompactionService({ contextLimit: 999, thresholdRatio: 0.5 });
    expect(c.threshold).toBe(499);
    expect(c.shouldCompact({ input_tokens: 499, output_tokens: 0 })).toBe(true);
    expect(c.shouldCompact({ input_tokens: 498, output_tokens: 0 })).toBe(false);
  });

  it('auto: false never compacts, even far over the threshold', async () => {
    const model = script({ input_tokens: 5000, output_tokens: 5000 });
    const res = await new Agent({
      model,
      tools: [echo],
      compaction: { contextLimit: 1000, auto: false },
    }).run('q');
    expect(res.events.some((e) => e.type.startsWith('compaction'))).toBe(false);
    expect(
      model.calls.every((c) => !JSON.stringify(c.messages).includes('Summarise the conversation')),
    ).toBe(true);
  });

  it('strips tool_calls of a trailing assistant message before summarising', async () => {
    const history: ChatMessage[] = [
      { role: 'user', content: 'task' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'x', name: 'echo', arguments: '{}' }],
      },
    ];
    const model = ScriptedModel.fromReplies(['the summary']);
    const c = new CompactionService({ contextLimit: 100 });
    const out = await c.compact(history, model);
    const sent = model.calls[0].messages;
    expect(sent[1]).toEqual({ role: 'assistant', content: '' });
    expect(sent.some((m) => m.role === 'assistant' && m.tool_calls)).toBe(false);
    expect(model.calls[0].toolChoice).toBe('none');
    expect(out.messages).toEqual([
      { role: 'user', content: 'task' },
      { role: 'user', content: SUMMARY_PREFIX + 'the summary' },
    ]);
    // the input is not mutated
    expect(history[1]).toHaveProperty('tool_calls');
  });

  it('stripTrailingToolCalls leaves other histories unchanged', () => {
    const h: ChatMessage[] = [
      { role: 'assistant', content: 'a', tool_calls: [{ id: 'x', name: 'e', arguments: '{}' }] },
      { role: 'tool', tool_call_id: 'x', name: 'e', content: 'r' },
    ];
    expect(stripTrailingToolCalls(h)).toBe(h);
  });

  it('rejects bad settings', () => {
    expect(() => new CompactionService({ contextLimit: 0 })).toThrow(/context_limit/);
    expect(() => new CompactionService({ contextLimit: 10, thresholdRatio: 1.5 })).toThrow(
      /threshold_ratio/,
    );
  });
});
