import { describe, expect, it } from 'vitest';
import { ScriptedModel } from '../../src/harness/models/scripted.js';
import type { ChatMessage } from '../../src/harness/types.js';

const user = (content: string): ChatMessage[] => [{ role: 'user', content }];

describe('scripted model, list mode', () => {
  it('answers the n-th call with the n-th reply, then repeats the last', async () => {
    const m = ScriptedModel.fromReplies([
      'one',
      { content: 'two', usage: { input_tokens: 5, output_tokens: 2 } },
    ]);
    const r1 = await m.ainvoke({ messages: user('x') });
    const r2 = await m.ainvoke({ messages: user('x') });
    const r3 = await m.ainvoke({ messages: user('x') });
    expect(r1.messages[0].content).toBe('one');
    expect(r2.messages[0].content).toBe('two');
    expect(r2.usage).toEqual({ input_tokens: 5, output_tokens: 2 });
    expect(r3.messages[0].content).toBe('two');
    expect(m.calls).toHaveLength(3);
  });

  it('fails when exhausted if configured so', async () => {
    const m = ScriptedModel.fromReplies(['only'], 'error');
    await m.ainvoke({ messages: user('x') });
    await expect(m.ainvoke({ messages: user('x') })).rejects.toThrow(/no reply left for call 2/);
  });

  it('builds tool calls (object or raw-text arguments), reasoning and the stop reason', async () => {
    const m = ScriptedModel.fromReplies([
      {
        reasoning: 'thinking',
        tool_calls: [
          { name: 'echo', arguments: { text: 'hi' } },
          { id: 'fixed', name: 'broken', arguments: '{"a":' },
        ],
      },
    ]);
    const r = await m.ainvoke({ messages: user('x') });
    expect(r.stop_reason).toBe('tool_use');
    expect(r.messages[0]).toEqual({
      role: 'assistant',
      content: null,
      reasoning: 'thinking',
      tool_calls: [
        { id: 'call_1', name: 'echo', arguments: '{"text":"hi"}' },
        { id: 'fixed', name: 'broken', arguments: '{"a":' },
      ],
    });
  });

  it('scripts a provider error', async () => {
    const m = ScriptedModel.fromReplies([{ error: 'rate limited' }]);
    await expect(m.ainvoke({ messages: user('x') })).rejects.toThrow('rate limited');
  });

  it('rejects a bad config with the field named', () => {
    expect(() => new ScriptedModel({ replies: [] })).toThrow(/replies/);
    expect(() => new ScriptedModel({})).toThrow(/exactly one of/);
    expect(() => new ScriptedModel({ rules: [{ when: {}, reply: 'x' }] })).toThrow(
      /rules\[0\]\.when: a rule needs at least one of/,
    );
  });
});

describe('scripted model, rules mode', () => {
  const m = () =>
    new ScriptedModel({
      rules: [
        { when: { tool_result_of: 'weather' }, reply: 'It is sunny.' },
        {
          when: { contains: 'weather' },
          reply: { tool_calls: [{ name: 'weather', arguments: { city: 'Paris' } }] },
        },
        { when: { pattern: '(?i)^hello' }, reply: 'Hi there!' },
        { when: { contains: 'hello' }, reply: 'never: the pattern rule above wins' },
      ],
      default: 'I do not know.',
    });

  it('first matching rule wins, on the last user/tool message', async () => {
    expect((await m().ainvoke({ messages: user('HELLO you, hello') })).messages[0].content).toBe(
      'Hi there!',
    );
    const r = await m().ainvoke({ messages: user('what is the weather?') });
    expect(r.messages[0].tool_calls?.[0].name).toBe('weather');
  });

  it('tool_result_of matches when the last message is that tool result', async () => {
    const r = await m().ainvoke({
      messages: [
        { role: 'user', content: 'weather?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'c', name: 'weather', arguments: '{}' }],
        },
        { role: 'tool', tool_call_id: 'c', name: 'weather', content: 'sun' },
      ],
    });
    expect(r.messages[0].content).toBe('It is sunny.');
  });

  it('falls back to the default, or errors without one', async () => {
    expect((await m().ainvoke({ messages: user('zzz') })).messages[0].content).toBe(
      'I do not know.',
    );
    const strict = new ScriptedModel({ rules: [{ when: { contains: 'a' }, reply: 'A' }] });
    await expect(strict.ainvoke({ messages: user('zzz') })).rejects.toThrow(/no rule matched/);
  });

  it('fields of one `when` must all hold', async () => {
    const s = new ScriptedModel({
      rules: [{ when: { contains: 'a', pattern: 'b$' }, reply: 'both' }],
      default: 'no',
    });
    expect((await s.ainvoke({ messages: user('a..b') })).messages[0].content).toBe('both');
    expect((await s.ainvoke({ messages: user('a..c') })).messages[0].content).toBe('no');
  });
});
