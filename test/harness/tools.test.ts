import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../../src/harness/agent.js';
import { ScriptedModel } from '../../src/harness/models/scripted.js';
import {
  executeToolCall,
  serializeToolReturn,
  tool,
  toolDefinition,
  toolResult,
} from '../../src/harness/tools.js';
import type { ToolMessage } from '../../src/harness/types.js';

describe('tools (spec §4)', () => {
  it('validates arguments with zod and does not run the tool on invalid input', async () => {
    let ran = 0;
    const t = tool({
      name: 'add',
      description: 'adds',
      schema: z.object({ a: z.number(), b: z.number().int() }),
      execute: ({ a, b }) => {
        ran++;
        return a + b;
      },
    });
    const bad = await executeToolCall(t, '{"a":"one","b":1.5}', { toolCallId: 'x' });
    expect(bad.isError).toBe(true);
    expect(bad.content).toMatch(/invalid arguments for tool "add": a: .*; b: /);
    expect(ran).toBe(0);
    const good = await executeToolCall(t, '{"a":1,"b":2}', { toolCallId: 'x' });
    expect(good).toEqual({ content: '3', isError: false, args: { a: 1, b: 2 } });
    expect(ran).toBe(1);
  });

  it('passes the parsed (defaulted, coerced) value to execute', async () => {
    const t = tool({
      name: 'greet',
      description: 'greets',
      schema: z.object({ name: z.string().default('world') }),
      execute: ({ name }) => `hello ${name}`,
    });
    expect((await executeToolCall(t, '', { toolCallId: 'x' })).content).toBe('hello world');
  });

  it('serialises returns: string as is, parts as parts, anything else as JSON', () => {
    expect(serializeToolReturn('plain')).toBe('plain');
    expect(serializeToolReturn({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(serializeToolReturn(42)).toBe('42');
    expect(serializeToolReturn(null)).toBe('');
    expect(serializeToolReturn(undefined)).toBe('');
    const parts = [
      { type: 'text', text: 'a' },
      { type: 'image', url: 'data:image/png;base64,AA' },
    ];
    expect(serializeToolReturn(parts)).toEqual(parts);
    // an array that is not content parts is data, so JSON
    expect(serializeToolReturn([{ type: 'row', id: 1 }])).toBe('[{"type":"row","id":1}]');
  });

  it('turns a throwing tool into an is_error tool message', async () => {
    const t = tool({
      name: 'boom',
      description: 'throws',
      schema: z.object({}),
      execute: () => {
        throw new Error('disk on fire');
      },
    });
    const model = ScriptedModel.fromReplies([
      { tool_calls: [{ id: 't1', name: 'boom' }] },
      'sorry',
    ]);
    const res = await new Agent({ model, tools: [t] }).run('q');
    const tm = res.messages[2] as ToolMessage;
    expect(tm).toMatchObject({ role: 'tool', is_error: true, tool_call_id: 't1' });
    expect(tm.content).toMatch(/tool "boom" failed: disk on fire/);
    expect(res.output).toBe('sorry');
  });

  it('shows a thrown object to the model as JSON, a thrown string as it is', async () => {
    const thrower = (name: string, value: unknown) =>
      tool({
        name,
        description: 'throws',
        schema: z.object({}),
        execute: () => {
          throw value;
        },
      });
    const model = ScriptedModel.fromReplies([
      {
        tool_calls: [
          { id: 't1', name: 'obj' },
          { id: 't2', name: 'str' },
        ],
      },
      'sorry',
    ]);
    const res = await new Agent({
      model,
      tools: [thrower('obj', { code: 'E42', retry: false }), thrower('str', 'quota gone')],
    }).run('q');
    const contents = res.messages
      .filter((m) => m.role === 'tool')
      .map((m) => (m as ToolMessage).content);
    expect(contents).toEqual([
      'Error: tool "obj" failed: {"code":"E42","retry":false}',
      'Error: tool "str" failed: quota gone',
    ]);
  });

  it('an explicit toolResult can mark an error without throwing', async () => {
    const t = tool({
      name: 'e',
      description: 'e',
      schema: z.object({}),
      execute: () => toolResult('not found', { isError: true }),
    });
    expect(await executeToolCall(t, '{}', { toolCallId: 'x' })).toMatchObject({
      content: 'not found',
      isError: true,
    });
  });

  it('builds JSON Schema definitions from zod', () => {
    const def = toolDefinition(
      tool({
        name: 'search',
        description: 'searches',
        schema: z.object({ q: z.string().describe('query'), limit: z.number().int().optional() }),
        execute: () => '',
      }),
    );
    expect(def.name).toBe('search');
    expect(def.parameters).toMatchObject({
      type: 'object',
      properties: { q: { type: 'string', description: 'query' }, limit: { type: 'integer' } },
      required: ['q'],
    });
    expect(def.parameters).not.toHaveProperty('$schema');
  });

  it('gives tool messages an output_ref when the output cache is on, and none when off', async () => {
    const t = tool({ name: 'echo', description: 'e', schema: z.object({}), execute: () => 'x' });
    const script = () => ScriptedModel.fromReplies([{ tool_calls: [{ name: 'echo' }] }, 'ok']);
    const withCache = await new Agent({
      model: script(),
      tools: [t],
      toolOutputCache: { maxTotalBytes: 1000 },
    }).run('q');
    expect((withCache.messages[2] as ToolMessage).output_ref).toMatch(/^out_\d+$/);
    const without = await new Agent({ model: script(), tools: [t] }).run('q');
    expect((without.messages[2] as ToolMessage).output_ref).toBeUndefined();
  });

  it('rejects two tools with the same name', () => {
    const t = tool({ name: 'dup', description: 'd', schema: z.object({}), execute: () => '' });
    expect(() => new Agent({ model: ScriptedModel.fromReplies(['x']), tools: [t, t] })).toThrow(
      /two tools are named "dup"/,
    );
  });
});
