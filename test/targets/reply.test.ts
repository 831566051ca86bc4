import { describe, expect, it } from 'vitest';
import {
  AttemptFailure,
  normaliseStructuredReply,
  parseToolCalls,
} from '../../src/targets/index.js';

describe('normaliseStructuredReply', () => {
  it('converts OpenAI wire tool calls and usage names', () => {
    const reply = normaliseStructuredReply(
      {
        output: 'ok',
        tool_calls: [
          { id: 'a', type: 'function', function: { name: 'f', arguments: '{"x":1}' } },
          { id: 'b', type: 'function', function: { name: 'g', arguments: 'not json' } },
          { id: 'c', type: 'function', function: { name: 'h', arguments: '' } },
          { name: 'k', arguments: { y: 2 }, result: 'done', is_error: false },
        ],
        usage: {
          prompt_tokens: 10,
          completion_tokens: 2,
          prompt_tokens_details: { cached_tokens: 4 },
        },
        finish_reason: 'stop',
      },
      'reply',
    );
    expect(reply.tool_calls).toEqual([
      { id: 'a', name: 'f', arguments: { x: 1 } },
      { id: 'b', name: 'g', arguments: 'not json' },
      { id: 'c', name: 'h', arguments: {} },
      { name: 'k', arguments: { y: 2 }, result: 'done', is_error: false },
    ]);
    expect(reply.usage).toEqual({ input_tokens: 10, output_tokens: 2, cached_tokens: 4 });
    expect(reply.finish_reason).toBe('stop');
  });

  it('names the bad field', () => {
    expect(() =>
      normaliseStructuredReply({ output: 1, messages: [{ role: 'robot' }] }, 'stdout JSON'),
    ).toThrow(AttemptFailure);
    expect(() =>
      normaliseStructuredReply({ output: 1, usage: { input_tokens: -1 } }, 'stdout JSON'),
    ).toThrow(/stdout JSON is not a valid reply: usage\.input_tokens/);
    expect(() => parseToolCalls([{ function: {} }], 'calls')).toThrow(/^calls: /);
  });
});
