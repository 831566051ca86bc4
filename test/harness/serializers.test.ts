import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AnthropicStreamAccumulator,
  fromAnthropicResponse,
  fromAnthropicToolUses,
  toAnthropicMessages,
  toAnthropicToolChoice,
  toAnthropicTools,
} from '../../src/harness/models/anthropic.js';
import {
  OpenAIStreamAccumulator,
  fromOpenAIResponse,
  fromOpenAIToolCalls,
  toOpenAIMessages,
  toOpenAIToolChoice,
  toOpenAITools,
} from '../../src/harness/models/openai.js';
import { tool, toolDefinition } from '../../src/harness/tools.js';
import type { ChatMessage, ToolDefinition } from '../../src/harness/types.js';

const history: ChatMessage[] = [
  { role: 'system', content: 'sys' },
  {
    role: 'user',
    content: [
      { type: 'text', text: 'see' },
      { type: 'image', url: 'data:image/png;base64,AAAA' },
    ],
  },
  {
    role: 'assistant',
    content: 'checking',
    tool_calls: [
      { id: 'c1', name: 'get', arguments: '{"k":1}' },
      { id: 'c2', name: 'get', arguments: '{"k":2}' },
    ],
  },
  { role: 'tool', tool_call_id: 'c1', name: 'get', content: 'one' },
  { role: 'tool', tool_call_id: 'c2', name: 'get', content: 'fail', is_error: true },
  { role: 'assistant', content: 'done' },
];

const defs: ToolDefinition[] = [
  toolDefinition(
    tool({
      name: 'get',
      description: 'gets',
      schema: z.object({ k: z.number() }),
      execute: () => '',
    }),
  ),
  {
    name: 'mcp_tool',
    description: 'from MCP',
    parameters: { type: 'object', properties: { p: { type: 'string' } } },
  },
];

describe('OpenAI serializer (spec §7)', () => {
  it('converts common messages to chat-completions messages', () => {
    expect(toOpenAIMessages(history)).toEqual([
      { role: 'system', content: 'sys' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'see' },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
        ],
      },
      {
        role: 'assistant',
        content: 'checking',
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'get', arguments: '{"k":1}' } },
          { id: 'c2', type: 'function', function: { name: 'get', arguments: '{"k":2}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'one' },
      { role: 'tool', tool_call_id: 'c2', content: 'fail' },
      { role: 'assistant', content: 'done' },
    ]);
  });

  it('generates tool definitions from zod and JSON Schema, and tool choice', () => {
    const tools = toOpenAITools(defs);
    expect(tools[0]).toMatchObject({
      type: 'function',
      function: {
        name: 'get',
        description: 'gets',
        parameters: { type: 'object', properties: { k: { type: 'number' } }, required: ['k'] },
      },
    });
    expect(tools[1].function.parameters).toEqual(defs[1].parameters);
    expect(toOpenAIToolChoice('required')).toBe('required');
    expect(toOpenAIToolChoice({ name: 'get' })).toEqual({
      type: 'function',
      function: { name: 'get' },
    });
  });

  it('returns wire tool calls as common tool calls, with usage and stop reason', () => {
    const r = fromOpenAIResponse({
      choices: [
        {
          message: {
            content: null,
            reasoning_content: 'hmm',
            tool_calls: [
              { id: 'x', type: 'function', function: { name: 'get', arguments: '{"k":3}' } },
            ],
          },
          finish_reason: 'tool_calls',
        },
      ],
      usage: {
        prompt_tokens: 100,
        completion_tokens: 20,
        prompt_tokens_details: { cached_tokens: 40 },
      },
    });
    expect(r).toEqual({
      messages: [
        {
          role: 'assistant',
          content: null,
          reasoning: 'hmm',
          tool_calls: [{ id: 'x', name: 'get', arguments: '{"k":3}' }],
        },
      ],
      usage: { input_tokens: 100, output_tokens: 20, cached_tokens: 40 },
      stop_reason: 'tool_use',
    });
    expect(fromOpenAIToolCalls([{ function: { name: 'n', arguments: null } }])).toEqual([
      { id: 'call_0', name: 'n', arguments: '' },
    ]);
  });

  it('rejects a body of the wrong shape clearly', () => {
    expect(() => fromOpenAIResponse({ choices: [] })).toThrow(
      /openai: unexpected response shape: choices/,
    );
  });

  it('folds stream chunks (content, reasoning, tool-call argument fragments, usage)', () => {
    const acc = new OpenAIStreamAccumulator();
    acc.add({ choices: [{ delta: { role: 'assistant', reasoning_content: 'th' } }] });
    acc.add({ choices: [{ delta: { reasoning_content: 'ink', content: 'Hi' } }] });
    acc.add({
      choices: [
        {
          delta: {
            tool_calls: [{ index: 0, id: 'c9', function: { name: 'get', arguments: '{"k"' } }],
          },
        },
      ],
    });
    acc.add({
      choices: [
        {
          delta: { tool_calls: [{ index: 0, function: { arguments: ':5}' } }] },
          finish_reason: 'tool_calls',
        },
      ],
    });
    acc.add({ choices: [], usage: { prompt_tokens: 9, completion_tokens: 4 } });
    expect(acc.result()).toEqual({
      messages: [
        {
          role: 'assistant',
          content: 'Hi',
          reasoning: 'think',
          tool_calls: [{ id: 'c9', name: 'get', arguments: '{"k":5}' }],
        },
      ],
      usage: { input_tokens: 9, output_tokens: 4 },
      stop_reason: 'tool_use',
    });
  });
});

describe('Anthropic serializer (spec §7)', () => {
  it('converts common messages: system on top, tool results in one user turn, images as blocks', () => {
    const { system, messages } = toAnthropicMessages(history);
    expect(system).toBe('sys');
    expect(messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'see' },
          { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AAAA' } },
        ],
      },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'checking' },
          { type: 'tool_use', id: 'c1', name: 'get', input: { k: 1 } },
          { type: 'tool_use', id: 'c2', name: 'get', input: { k: 2 } },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'c1', content: 'one' },
          { type: 'tool_result', tool_use_id: 'c2', content: 'fail', is_error: true },
        ],
      },
      { role: 'assistant', content: [{ type: 'text', text: 'done' }] },
    ]);
  });

  it('merges consecutive user turns (e.g. after compaction) so roles alternate', () => {
    const { messages } = toAnthropicMessages([
      { role: 'user', content: 'task' },
      { role: 'user', content: 'summary' },
    ]);
    expect(messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'task' },
          { type: 'text', text: 'summary' },
        ],
      },
    ]);
  });

  it('generates tool definitions and tool choice', () => {
    const tools = toAnthropicTools(defs);
    expect(tools[0]).toMatchObject({
      name: 'get',
      description: 'gets',
      input_schema: { type: 'object', required: ['k'] },
    });
    expect(tools[1].input_schema).toEqual(defs[1].parameters);
    expect(toAnthropicToolChoice('required')).toEqual({ type: 'any' });
    expect(toAnthropicToolChoice('none')).toEqual({ type: 'none' });
    expect(toAnthropicToolChoice({ name: 'get' })).toEqual({ type: 'tool', name: 'get' });
  });

  it('returns tool_use blocks as common tool calls, thinking as reasoning, cache reads in usage', () => {
    const r = fromAnthropicResponse({
      content: [
        { type: 'thinking', thinking: 'plan', signature: 's' },
        { type: 'text', text: 'ok' },
        { type: 'tool_use', id: 'tu', name: 'get', input: { k: 7 } },
      ],
      stop_reason: 'tool_use',
      usage: { input_tokens: 50, output_tokens: 9, cache_read_input_tokens: 30 },
    });
    expect(r).toEqual({
      messages: [
        {
          role: 'assistant',
          content: 'ok',
          reasoning: 'plan',
          tool_calls: [{ id: 'tu', name: 'get', arguments: '{"k":7}' }],
        },
      ],
      usage: { input_tokens: 80, output_tokens: 9, cached_tokens: 30 },
      stop_reason: 'tool_use',
    });
    expect(fromAnthropicToolUses([{ type: 'text', text: 'x' }])).toEqual([]);
  });

  it('folds stream events, keeping broken streamed JSON as raw arguments', () => {
    const acc = new AnthropicStreamAccumulator();
    acc.add({ type: 'message_start', message: { usage: { input_tokens: 11, output_tokens: 1 } } });
    acc.add({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
    acc.add({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Hel' } });
    acc.add({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'lo' } });
    acc.add({
      type: 'content_block_start',
      index: 1,
      content_block: { type: 'tool_use', id: 't1', name: 'get', input: {} },
    });
    acc.add({
      type: 'content_block_delta',
      index: 1,
      delta: { type: 'input_json_delta', partial_json: '{"k":' },
    });
    acc.add({
      type: 'content_block_delta',
      index: 1,
      delta: { type: 'input_json_delta', partial_json: '4}' },
    });
    acc.add({
      type: 'content_block_start',
      index: 2,
      content_block: { type: 'tool_use', id: 't2', name: 'get', input: {} },
    });
    acc.add({
      type: 'content_block_delta',
      index: 2,
      delta: { type: 'input_json_delta', partial_json: '{"k":' },
    });
    acc.add({
      type: 'message_delta',
      delta: { stop_reason: 'tool_use' },
      usage: { output_tokens: 15 },
    });
    acc.add({ type: 'message_stop' });
    expect(acc.result()).toEqual({
      messages: [
        {
          role: 'assistant',
          content: 'Hello',
          tool_calls: [
            { id: 't1', name: 'get', arguments: '{"k":4}' },
            { id: 't2', name: 'get', arguments: '{"k":' },
          ],
        },
      ],
      usage: { input_tokens: 11, output_tokens: 15 },
      stop_reason: 'tool_use',
    });
  });

  it('broken JSON in a common tool call survives conversion visibly', () => {
    const { messages } = toAnthropicMessages([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'a', name: 'f', arguments: '{oops' }],
      },
    ]);
    expect(messages[0].content[0]).toEqual({
      type: 'tool_use',
      id: 'a',
      name: 'f',
      input: { _raw: '{oops' },
    });
  });
});
