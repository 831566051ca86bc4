import { describe, expect, it } from 'vitest';
import { collectToolCalls, runAssertion } from '../../src/judges/index.js';
import type { Transcript } from '../../src/model/transcript.js';
import { ctxFor } from './context.js';

const transcript: Partial<Transcript> = {
  tool_calls: [
    {
      id: 'c1',
      name: 'search',
      arguments: { q: 'paris weather', limit: 5, filters: { lang: 'en', tags: ['news', 'fr'] } },
      result: '{"hits": 3, "top": "Paris forecast"}',
    },
    {
      id: 'c2',
      name: 'weather__get_forecast',
      arguments: '{"city":"Paris","days":3}',
      result: { temp_c: 21, summary: 'Sunny' },
    },
    {
      id: 'c3',
      name: 'lookup',
      server: 'atlas',
      arguments: { city: 'Paris' },
      result: 'population: 2.1M',
    },
    {
      id: 'c4',
      name: 'search',
      arguments: { q: 'louvre hours' },
      result: 'rate limited',
      is_error: true,
    },
  ],
};
const ctx = (extra: Partial<Transcript> = transcript) => ctxFor('done', { transcript: extra });

// YaoApp/yao agent/test/assert.go assertToolCalled / matchToolName / matchArguments.
describe('tool_called', () => {
  it('matches a bare name', async () => {
    expect(await runAssertion({ type: 'tool_called', value: 'search' }, ctx())).toMatchObject({
      passed: true,
      label: 'tool_called search',
    });
    const c = await runAssertion({ type: 'tool_called', value: 'delete_file' }, ctx());
    expect(c.passed).toBe(false);
    expect(c.message).toBe(
      'tool "delete_file" was not called; calls: search({"q":"paris weather","limit":5,"filters":{"lang":"en","tags":["news","fr"]}}), ' +
        'weather__get_forecast({"city":"Paris","days":3}), atlas__lookup({"city":"Paris"}), search({"q":"louvre hours"})',
    );
    expect(c.actual).toEqual([
      expect.objectContaining({ name: 'search' }),
      { name: 'weather__get_forecast', arguments: { city: 'Paris', days: 3 } },
      { name: 'lookup', server: 'atlas', arguments: { city: 'Paris' } },
      expect.objectContaining({ name: 'search' }),
    ]);
  });

  // matchToolName: exact, "__" or "." suffix, or substring; case-sensitive.
  it('matches names as Yao does: suffixes and substrings', async () => {
    const called = async (v: string) =>
      (await runAssertion({ type: 'tool_called', value: v }, ctx())).passed;
    expect(await called('get_forecast')).toBe(true);
    expect(await called('weather__get_forecast')).toBe(true);
    expect(await called('atlas__lookup')).toBe(true);
    expect(await called('forecast')).toBe(true);
    expect(await called('sea')).toBe(true);
    expect(await called('other__lookup')).toBe(false);
    expect(await called('Search')).toBe(false);
    const dotted = ctx({ tool_calls: [{ name: 'agents.expense.setup' }] });
    expect((await runAssertion({ type: 'tool_called', value: 'setup' }, dotted)).passed).toBe(true);
  });

  // A list: ANY of the names (the string items; others are skipped).
  it('takes a list as any of its names', async () => {
    const c = await runAssertion({ type: 'tool_called', value: ['book_hotel', 'lookup'] }, ctx());
    expect(c).toMatchObject({ passed: true, label: 'tool_called any of ["book_hotel","lookup"]' });
    const none = await runAssertion({ type: 'tool_called', value: ['book_hotel', 7] }, ctx());
    expect(none.passed).toBe(false);
    expect(none.message).toMatch(
      /^none of the expected tools \["book_hotel",7\] was called; calls: /,
    );
  });

  // matchArguments: every listed top-level argument equals the call's, as JSON values.
  it('matches listed arguments exactly, as JSON values', async () => {
    const a = (args: unknown) => ({
      type: 'tool_called' as const,
      value: { name: 'search', arguments: args },
    });
    expect((await runAssertion(a({ q: 'paris weather' }), ctx())).passed).toBe(true);
    expect(
      (await runAssertion(a({ filters: { tags: ['news', 'fr'], lang: 'en' } }), ctx())).passed,
    ).toBe(true);
    expect((await runAssertion(a({ filters: { tags: ['fr'] } }), ctx())).passed).toBe(false);
    expect((await runAssertion(a({ q: 'regex:(?i)^PARIS' }), ctx())).passed).toBe(false);
    expect(
      (
        await runAssertion(
          { type: 'tool_called', value: { name: 'get_forecast', arguments: { days: 3 } } },
          ctx(),
        )
      ).passed,
    ).toBe(true);
    const c = await runAssertion(a({ q: 'london' }), ctx());
    expect(c).toMatchObject({ passed: false, label: 'tool_called search({"q":"london"})' });
    expect(c.message).toBe(
      'tool "search" was not called with expected arguments; first call: ' +
        'search({"q":"paris weather","limit":5,"filters":{"lang":"en","tags":["news","fr"]}}) (argument "q" is "paris weather", expected "london")',
    );
    const missing = await runAssertion(a({ page: 2 }), ctx());
    expect(missing.message).toContain('(argument "page" is missing)');
  });

  it('counts exactly with options.times (agentci)', async () => {
    expect(
      await runAssertion({ type: 'tool_called', value: 'search', options: { times: 2 } }, ctx()),
    ).toMatchObject({
      passed: true,
      label: 'tool_called search 2 times',
    });
    const c = await runAssertion(
      { type: 'tool_called', value: 'search', options: { times: 1 } },
      ctx(),
    );
    expect(c.message).toMatch(
      /^tool "search" was called \(2 times, expected exactly 1 time\); calls: /,
    );
    expect(
      (await runAssertion({ type: 'tool_called', value: 'delete', options: { times: 0 } }, ctx()))
        .passed,
    ).toBe(true);
  });

  it('negates: a tool that must not be called', async () => {
    const a = { type: 'tool_called' as const, value: 'delete_file', negate: true };
    expect(await runAssertion(a, ctx())).toMatchObject({
      passed: true,
      label: 'not tool_called delete_file',
    });
    const c = await runAssertion({ type: 'tool_called', value: 'lookup', negate: true }, ctx());
    expect(c.passed).toBe(false);
    expect(c.message).toBe(
      'tool "lookup" was called, but the assertion is negated (expected it not to hold)',
    );
  });

  it('says so when no tools were called', async () => {
    const c = await runAssertion({ type: 'tool_called', value: 'search' }, ctx({}));
    expect(c.message).toBe('no tools were called');
  });
});

// YaoApp/yao agent/test/assert.go assertToolResult / matchResult.
describe('tool_result', () => {
  // Only the FIRST call whose name matches is checked.
  it('checks the first matching call only', async () => {
    const first = await runAssertion(
      { type: 'tool_result', value: { tool: 'search', result: 'regex:Paris forecast' } },
      ctx(),
    );
    expect(first).toMatchObject({
      passed: true,
      label: 'tool_result search → "regex:Paris forecast"',
    });
    const second = await runAssertion(
      { type: 'tool_result', value: { tool: 'search', result: 'regex:rate limit' } },
      ctx(),
    );
    expect(second.passed).toBe(false);
  });

  // A JSON string result is a string, not a map: a map expectation does not match it.
  it('does not parse a result the agent reported as text', async () => {
    const a = { type: 'tool_result' as const, value: { tool: 'search', result: { hits: 3 } } };
    const c = await runAssertion(a, ctx());
    expect(c.passed).toBe(false);
    expect(c.message).toContain('(at $: expected an object, got ');
  });

  it('matches an object result key by key, with regex leaves and %v text', async () => {
    const v = { tool: 'weather__get_forecast', result: { summary: 'regex:(?i)sunny', temp_c: 21 } };
    expect((await runAssertion({ type: 'tool_result', value: v }, ctx())).passed).toBe(true);
    // matchResult's string branch compares fmt.Sprintf("%v", actual): 21 is "21".
    expect(
      (
        await runAssertion(
          { type: 'tool_result', value: { tool: 'get_forecast', result: { temp_c: '21' } } },
          ctx(),
        )
      ).passed,
    ).toBe(true);
    const c = await runAssertion(
      { type: 'tool_result', value: { tool: 'get_forecast', result: { temp_c: 30 } } },
      ctx(),
    );
    expect(c.passed).toBe(false);
    expect(c.message).toBe(
      'tool "get_forecast" result does not match {"temp_c":30} (at $.temp_c: expected 30, got 21); first call\'s result: {"temp_c":21,"summary":"Sunny"}',
    );
    expect(c.actual).toEqual({ temp_c: 21, summary: 'Sunny' });
  });

  it('compares text results for equality unless regex:', async () => {
    const r = async (result: unknown) =>
      (await runAssertion({ type: 'tool_result', value: { tool: 'lookup', result } }, ctx()))
        .passed;
    expect(await r('population: 2.1M')).toBe(true);
    expect(await r('population')).toBe(false);
    expect(await r('regex:^population: [\\d.]+M$')).toBe(true);
  });

  // ToolCallResponse.Error: "tool 'x' returned error: …", with or without an expected result.
  it('fails on a call that reported an error', async () => {
    const failing: Partial<Transcript> = {
      tool_calls: [{ name: 'pay', result: null, error: 'card declined' }],
    };
    const c = await runAssertion({ type: 'tool_result', value: { tool: 'pay' } }, ctx(failing));
    expect(c.passed).toBe(false);
    expect(c.message).toBe('tool "pay" returned error: "card declined"');
    expect(
      await runAssertion({ type: 'tool_result', value: { tool: 'lookup' } }, ctx()),
    ).toMatchObject({ passed: true, label: 'tool_result lookup succeeded' });
  });

  it('reads MCP text content and results from tool messages', async () => {
    const mcp: Partial<Transcript> = {
      tool_calls: [
        { name: 'fs__read', result: { content: [{ type: 'text', text: '{"size": 10}' }] } },
      ],
    };
    expect(
      (
        await runAssertion(
          { type: 'tool_result', value: { tool: 'read', result: { size: 10 } } },
          ctx(mcp),
        )
      ).passed,
    ).toBe(true);
    const fromMessages: Partial<Transcript> = {
      messages: [
        { role: 'user', content: 'hi' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 't1', type: 'function', function: { name: 'calc', arguments: '{"expr":"2+2"}' } },
          ],
        },
        { role: 'tool', tool_call_id: 't1', content: '4' },
      ],
    };
    expect(collectToolCalls(ctx(fromMessages).transcript)).toEqual([
      { name: 'calc', arguments: { expr: '2+2' }, result: 4, isError: false },
    ]);
    expect(
      (
        await runAssertion(
          { type: 'tool_result', value: { tool: 'calc', result: 4 } },
          ctx(fromMessages),
        )
      ).passed,
    ).toBe(true);
    expect(
      (
        await runAssertion(
          { type: 'tool_called', value: { name: 'calc', arguments: { expr: '2+2' } } },
          ctx(fromMessages),
        )
      ).passed,
    ).toBe(true);
  });

  it('reports an uncalled tool and negates', async () => {
    const c = await runAssertion(
      { type: 'tool_result', value: { tool: 'book', result: 'ok' } },
      ctx(),
    );
    expect(c.message).toMatch(/^tool "book" was not called; calls: search/);
    const n = await runAssertion(
      { type: 'tool_result', value: { tool: 'lookup', result: 'population: 2.1M' }, negate: true },
      ctx(),
    );
    expect(n).toMatchObject({
      passed: false,
      label: 'not tool_result lookup → "population: 2.1M"',
    });
  });
});
