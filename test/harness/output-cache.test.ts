import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../../src/harness/agent.js';
import { ScriptedModel } from '../../src/harness/models/scripted.js';
import { EXPAND_TOOL_NAME, ToolOutputCache } from '../../src/harness/output-cache.js';
import { tool } from '../../src/harness/tools.js';
import type { ChatMessage, ToolMessage } from '../../src/harness/types.js';

const big = (ch: string) => ch.repeat(400);
const dump = tool({
  name: 'dump',
  description: 'returns 400 bytes',
  schema: z.object({ ch: z.string() }),
  execute: ({ ch }) => big(ch),
});

describe('tool output cache (spec §5)', () => {
  it('trims the oldest tool messages when the total exceeds the budget, keeping output_ref', async () => {
    const model = ScriptedModel.fromReplies([
      { tool_calls: [{ id: 'a', name: 'dump', arguments: { ch: 'a' } }] },
      { tool_calls: [{ id: 'b', name: 'dump', arguments: { ch: 'b' } }] },
      { tool_calls: [{ id: 'c', name: 'dump', arguments: { ch: 'c' } }] },
      'done',
    ]);
    const res = await new Agent({
      model,
      tools: [dump],
      toolOutputCache: { maxTotalBytes: 1000 },
    }).run('q');
    const tools = res.messages.filter((m): m is ToolMessage => m.role === 'tool');
    expect(tools.map((t) => t.trimmed ?? false)).toEqual([true, false, false]);
    expect(tools[0].output_ref).toMatch(/^out_/);
    expect(tools[0].content).toContain(tools[0].output_ref!);
    expect(tools[0].content).toContain(EXPAND_TOOL_NAME);
    expect(ToolOutputCache.toolBytes(res.messages)).toBeLessThanOrEqual(1000);
    // the model's 4th call saw the stub, not the 400 a's
    const seen = model.calls[3].messages.find((m) => m.role === 'tool') as ToolMessage;
    expect(seen.content).not.toContain(big('a'));
    // the report still has every full output
    expect(res.toolCalls.map((c) => c.result)).toEqual([big('a'), big('b'), big('c')]);
  });

  it('expands a reference back with the built-in tool', async () => {
    const cache = new ToolOutputCache({ maxTotalBytes: 500 });
    const model = new ScriptedModel({
      replies: [
        { tool_calls: [{ id: 'a', name: 'dump', arguments: { ch: 'x' } }] },
        { tool_calls: [{ id: 'b', name: 'dump', arguments: { ch: 'y' } }] },
        { tool_calls: [{ id: 'e', name: EXPAND_TOOL_NAME, arguments: { ref: 'out_1' } }] },
        'done',
      ],
    });
    const agent = new Agent({ model, tools: [dump], toolOutputCache: cache });
    expect(agent.toolDefinitions.map((d) => d.name)).toContain(EXPAND_TOOL_NAME);
    const res = await agent.run('q');
    const expanded = res.toolCalls.find((c) => c.name === EXPAND_TOOL_NAME);
    expect(expanded).toMatchObject({ is_error: false, result: big('x') });
    expect(cache.get('out_1')).toBe(big('x'));
    // the newest tool message (the expansion) is never trimmed, so the model sees it whole
    const last = model.calls[3].messages.at(-1) as ToolMessage;
    expect(last.content).toBe(big('x'));
  });

  it('an unknown reference is an is_error result', async () => {
    const cache = new ToolOutputCache({ maxTotalBytes: 100 });
    const model = ScriptedModel.fromReplies([
      { tool_calls: [{ name: EXPAND_TOOL_NAME, arguments: { ref: 'out_99' } }] },
      'ok',
    ]);
    const res = await new Agent({ model, toolOutputCache: cache }).run('q');
    expect(res.toolCalls[0]).toMatchObject({ is_error: true });
    expect(String(res.toolCalls[0].result)).toMatch(/unknown output reference "out_99"/);
  });

  it('leaves the history alone under the budget', () => {
    const cache = new ToolOutputCache({ maxTotalBytes: 10_000 });
    const msgs: ChatMessage[] = [{ role: 'tool', tool_call_id: 'a', name: 'x', content: 'small' }];
    const r = cache.trim(msgs);
    expect(r.trimmed).toBe(0);
    expect(r.messages).toBe(msgs);
  });

  it('rejects a non-positive budget', () => {
    expect(() => new ToolOutputCache({ maxTotalBytes: 0 })).toThrow(/maxTotalBytes/);
  });
});
