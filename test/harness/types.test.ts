import { describe, expect, it } from 'vitest';
import { MessageSchema } from '../../src/model/message.js';
import {
  chatText,
  fromCommonMessage,
  toCommonMessage,
  type ChatMessage,
} from '../../src/harness/types.js';

describe('harness messages ⇄ common Message', () => {
  const conversation: ChatMessage[] = [
    { role: 'system', content: 'be brief' },
    {
      role: 'user',
      content: [
        { type: 'text', text: 'look' },
        { type: 'image', url: 'https://x/y.png' },
      ],
    },
    {
      role: 'assistant',
      content: null,
      reasoning: 'need the tool',
      tool_calls: [{ id: 'c1', name: 'echo', arguments: '{"text":"hi"}' }],
    },
    {
      role: 'tool',
      tool_call_id: 'c1',
      name: 'echo',
      content: 'boom',
      is_error: true,
      output_ref: 'out_1',
    },
    { role: 'assistant', content: 'done' },
  ];

  it('produces messages the transcript schema accepts, with is_error and OpenAI tool_calls', () => {
    const common = conversation.map(toCommonMessage);
    for (const m of common) expect(MessageSchema.safeParse(m).success).toBe(true);
    expect(common[2].tool_calls).toEqual([
      { id: 'c1', type: 'function', function: { name: 'echo', arguments: '{"text":"hi"}' } },
    ]);
    expect(common[2].reasoning).toBe('need the tool');
    expect(common[3]).toMatchObject({
      role: 'tool',
      tool_call_id: 'c1',
      is_error: true,
      content: 'boom',
    });
    expect(common[1].content).toEqual([
      { type: 'text', text: 'look' },
      { type: 'image_url', image_url: { url: 'https://x/y.png' } },
    ]);
  });

  it('round-trips through the common shape', () => {
    const back = conversation.map(toCommonMessage).map(fromCommonMessage);
    expect(back).toEqual(conversation);
  });

  it('reads a suite-style conversation with OpenAI tool calls', () => {
    const m = fromCommonMessage(
      MessageSchema.parse({
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'a', function: { name: 'f', arguments: '{}' } }],
      }),
    );
    expect(m).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'a', name: 'f', arguments: '{}' }],
    });
  });

  it('chatText joins text parts and ignores images', () => {
    expect(
      chatText([
        { type: 'text', text: 'a' },
        { type: 'image', url: 'u' },
        { type: 'text', text: 'b' },
      ]),
    ).toBe('a\nb');
    expect(chatText(null)).toBe('');
  });
});
