// The merge rule (src/trace/merge.ts): what an agent reports and what its spans say, one
// transcript, nothing counted twice.
import { describe, expect, it } from 'vitest';
import type { TracedToolCall } from '../../src/trace/genai.js';
import { mergeMockCalls, mergeToolCalls, mergeTraced } from '../../src/trace/merge.js';

let clock = 0;
const traced = (name: string, extra: Partial<TracedToolCall> = {}): TracedToolCall => ({
  name,
  spanId: `s${++clock}`,
  startMs: clock,
  ...extra,
});

describe('tool calls', () => {
  it('with nothing reported, the traced calls are the list, in start order', () => {
    const b = traced('b', { arguments: { x: 1 } });
    const a = { ...traced('a'), startMs: 0 };
    expect(mergeToolCalls([], [b, a])).toEqual([{ name: 'a' }, { name: 'b', arguments: { x: 1 } }]);
  });

  it('a traced call with the id of a reported one is that call, filled in, never overridden', () => {
    const out = mergeToolCalls(
      [{ id: 'c1', name: 'search', arguments: { q: 'x' } }],
      [
        traced('search', {
          id: 'c1',
          arguments: { q: 'other' },
          result: 'found',
          is_error: true,
          error: 'e',
        }),
      ],
    );
    expect(out).toEqual([
      {
        id: 'c1',
        name: 'search',
        arguments: { q: 'x' },
        result: 'found',
        is_error: true,
        error: 'e',
      },
    ]);
  });

  it('without ids, the same name and equal arguments match (a JSON string equals its object)', () => {
    const out = mergeToolCalls(
      [
        { name: 'get', arguments: '{"city": "Oslo"}' },
        { name: 'get', arguments: { city: 'Rome' } },
      ],
      [
        traced('get', { arguments: { city: 'Rome' }, result: 'r' }),
        traced('get', { arguments: { city: 'Oslo' }, result: 'o' }),
      ],
    );
    expect(out).toEqual([
      { name: 'get', arguments: '{"city": "Oslo"}', result: 'o' },
      { name: 'get', arguments: { city: 'Rome' }, result: 'r' },
    ]);
  });

  it('each reported call absorbs one traced call: a call made twice and reported once is added once', () => {
    const out = mergeToolCalls([{ name: 'ping' }], [traced('ping'), traced('ping')]);
    expect(out).toEqual([{ name: 'ping' }, { name: 'ping' }]);
  });

  it('an unreported traced call goes after the reported calls matched by spans before it', () => {
    const out = mergeToolCalls(
      [{ name: 'a' }, { name: 'c' }, { name: 'd' }],
      [traced('a'), traced('b'), traced('c'), traced('x'), traced('d')],
    );
    expect(out.map((c) => c.name)).toEqual(['a', 'b', 'c', 'x', 'd']);
  });

  it('reported calls no span saw keep their place', () => {
    const out = mergeToolCalls(
      [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
      [traced('c'), traced('z')],
    );
    expect(out.map((c) => c.name)).toEqual(['a', 'b', 'c', 'z']);
  });
});

describe('the whole reply', () => {
  it('tool calls reported only in messages are kept (by id) when spans add calls', () => {
    const out = mergeTraced(
      {
        messages: [
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 't1', type: 'function', function: { name: 'a', arguments: '{}' } }],
          },
          { role: 'tool', content: 'ok', tool_call_id: 't1' },
        ],
      },
      { toolCalls: [traced('a', { id: 't1' }), traced('b')] },
      { mockChannel: false },
    );
    expect(out.tool_calls).toEqual([{ id: 't1', name: 'a', arguments: '{}' }, { name: 'b' }]);
    expect(out.mock_calls).toBeUndefined();
  });

  it("the agent's own usage stands; the spans' is used when it reports none", () => {
    const spans = { toolCalls: [], usage: { input_tokens: 5, output_tokens: 1 } };
    expect(
      mergeTraced({ usage: { input_tokens: 9, output_tokens: 9 } }, spans, { mockChannel: false }),
    ).toEqual({});
    expect(mergeTraced({}, spans, { mockChannel: false })).toEqual({
      usage: { input_tokens: 5, output_tokens: 1 },
    });
  });

  it('spans that add nothing change nothing', () => {
    expect(
      mergeTraced({ tool_calls: [{ name: 'x' }] }, { toolCalls: [] }, { mockChannel: true }),
    ).toEqual({});
  });
});

describe('mock records (skilltest called / not_called)', () => {
  it('traced calls become spy records, except those the MCP proxy recorded already', () => {
    const out = mergeMockCalls(
      [{ tool: 'read_file', input: { path: 'a' }, action: 'stub', mock: 'm' }],
      [
        traced('Read_File', { arguments: '{"path": "a"}' }),
        traced('read_file', { arguments: { path: 'b' } }),
        traced('list'),
      ],
    );
    expect(out).toEqual([
      { tool: 'read_file', input: { path: 'a' }, action: 'stub', mock: 'm' },
      { tool: 'read_file', input: { path: 'b' }, action: 'spy' },
      { tool: 'list', input: {}, action: 'spy' },
    ]);
  });

  it('only when the case records calls (mocks or spy)', () => {
    const out = mergeTraced({}, { toolCalls: [traced('a')] }, { mockChannel: true });
    expect(out.mock_calls).toEqual([{ tool: 'a', input: {}, action: 'spy' }]);
  });
});
