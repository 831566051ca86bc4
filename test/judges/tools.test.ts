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

describe('tool_called', () => {
  it('matches a bare name', async () => {
    expect(await runAssertion({ type: 'tool_called', value: 'search' }, ctx())).toMatchObject({
      passed: true,
      label: 'tool_called search',
    });
    const c = await runAssertion({ type: 'tool_called', value: 'delete_file' }, ctx());
    expect(c.passed).toBe(false);
    expect(c.message).toBe(
      'expected tool "delete_file" to be called but it was not; calls: search({"q":"paris weather","limit":5,"filters":{"lang":"en","tags":["news","fr"]}}), ' +
        'weather__get_forecast({"city":"Paris","days":3}), atlas__lookup({"city":"Paris"}), search({"q":"louvre hours"})',
    );
    expect(c.actual).toEqual([
      expect.objectContaining({ name: 'search' }),
      { name: 'weather__get_forecast', arguments: { city: 'Paris', days: 3 } },
      { name: 'lookup', server: 'atlas', arguments: { city: 'Paris' } },
      expect.objectContaining({ name: 'search' }),
    ]);
  });

  it('matches server__name prefixes both ways, case-sensitively, never by substring', async () => {
    expect((await runAssertion({ type: 'tool_called', value: 'get_forecast' }, ctx())).passed).toBe(
      true,
    );
    expect(
      (await runAssertion({ type: 'tool_called', value: 'weather__get_forecast' }, ctx())).passed,
    ).toBe(true);
    expect(
      (await runAssertion({ type: 'tool_called', value: 'atlas__lookup' }, ctx())).passed,
    ).toBe(true);
    expect(
      (await runAssertion({ type: 'tool_called', value: 'other__lookup' }, ctx())).passed,
    ).toBe(false);
    expect((await runAssertion({ type: 'tool_called', value: 'Search' }, ctx())).passed).toBe(
      false,
    );
    expect((await runAssertion({ type: 'tool_called', value: 'forecast' }, ctx())).passed).toBe(
      false,
    );
    expect((await runAssertion({ type: 'tool_called', value: 'sea' }, ctx())).passed).toBe(false);
  });

  it('needs every name of a list', async () => {
    expect(
      (await runAssertion({ type: 'tool_called', value: ['search', 'lookup'] }, ctx())).passed,
    ).toBe(true);
    const c = await runAssertion({ type: 'tool_called', value: ['search', 'book_hotel'] }, ctx());
    expect(c).toMatchObject({ passed: false, label: 'tool_called [search, book_hotel]' });
    expect(c.message).toMatch(/^expected tool "book_hotel" to be called but it was not; calls: /);
  });

  it('matches arguments as a subset, with regex: leaves', async () => {
    const a = (args: unknown) => ({
      type: 'tool_called' as const,
      value: { name: 'search', arguments: args },
    });
    expect((await runAssertion(a({ q: 'paris weather' }), ctx())).passed).toBe(true);
    expect((await runAssertion(a({ q: 'regex:(?i)^PARIS' }), ctx())).passed).toBe(true);
    expect((await runAssertion(a({ filters: { tags: ['fr'] } }), ctx())).passed).toBe(true);
    expect((await runAssertion(a({ limit: 'regex:^[1-9]$' }), ctx())).passed).toBe(true);
    expect(
      (
        await runAssertion(
          { type: 'tool_called', value: { name: 'get_forecast', arguments: { days: 3 } } },
          ctx(),
        )
      ).passed,
    ).toBe(true);
    const c = await runAssertion(a({ q: 'regex:^london' }), ctx());
    expect(c).toMatchObject({ passed: false, label: 'tool_called search({"q":"regex:^london"})' });
    expect(c.message).toBe(
      'tool "search" was called 2 times but never with arguments matching {"q":"regex:^london"}; first call: ' +
        'search({"q":"paris weather","limit":5,"filters":{"lang":"en","tags":["news","fr"]}}) (at $.q: expected to match "^london", got "paris weather")',
    );
    const missing = await runAssertion(a({ page: 2 }), ctx());
    expect(missing.message).toContain('(at $.page: missing (keys at $: q, limit, filters))');
  });

  it('accepts a list of {name, arguments}', async () => {
    const v = [
      { name: 'search', arguments: { q: 'regex:louvre' } },
      'lookup',
      { name: 'atlas__lookup' },
    ];
    expect((await runAssertion({ type: 'tool_called', value: v }, ctx())).passed).toBe(true);
  });

  it('counts exactly with options.times', async () => {
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
    expect(c.message).toBe(
      'expected tool "search" to be called exactly 1 time but it was called 2 times',
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
      'tool "lookup" was called 1 time, but the assertion is negated (expected it not to hold)',
    );
  });

  it('says so when no tools were called', async () => {
    const c = await runAssertion({ type: 'tool_called', value: 'search' }, ctx({}));
    expect(c.message).toBe(
      'expected tool "search" to be called but it was not; no tools were called',
    );
  });
});

describe('tool_result', () => {
  it('matches an object against a JSON text result', async () => {
    const a = { type: 'tool_result' as const, value: { tool: 'search', result: { hits: 3 } } };
    expect(await runAssertion(a, ctx())).toMatchObject({
      passed: true,
      label: 'tool_result search → {"hits":3}',
    });
  });

  it('matches an object result as a subset with regex leaves', async () => {
    const v = { tool: 'weather__get_forecast', result: { summary: 'regex:(?i)sunny', temp_c: 21 } };
    expect((await runAssertion({ type: 'tool_result', value: v }, ctx())).passed).toBe(true);
    const c = await runAssertion(
      { type: 'tool_result', value: { tool: 'get_forecast', result: { temp_c: 30 } } },
      ctx(),
    );
    expect(c.passed).toBe(false);
    expect(c.message).toBe(
      'no call to "get_forecast" returned a result matching {"temp_c":30}; results: {"temp_c":21,"summary":"Sunny"} (at $.temp_c: expected 30, got 21)',
    );
    expect(c.actual).toEqual([{ temp_c: 21, summary: 'Sunny' }]);
  });

  it('compares text results for equality unless regex:', async () => {
    expect(
      (
        await runAssertion(
          { type: 'tool_result', value: { tool: 'atlas__lookup', result: 'population: 2.1M' } },
          ctx(),
        )
      ).passed,
    ).toBe(true);
    expect(
      (
        await runAssertion(
          { type: 'tool_result', value: { tool: 'lookup', result: 'population' } },
          ctx(),
        )
      ).passed,
    ).toBe(false);
    expect(
      (
        await runAssertion(
          {
            type: 'tool_result',
            value: { tool: 'lookup', result: 'regex:^population: [\\d.]+M$' },
          },
          ctx(),
        )
      ).passed,
    ).toBe(true);
  });

  it('finds the matching call among several (errors included)', async () => {
    expect(
      (
        await runAssertion(
          { type: 'tool_result', value: { tool: 'search', result: 'regex:rate limit' } },
          ctx(),
        )
      ).passed,
    ).toBe(true);
    const c = await runAssertion(
      { type: 'tool_result', value: { tool: 'search', result: 'nothing' } },
      ctx(),
    );
    expect(c.message).toContain(
      'results: "{\\"hits\\": 3, \\"top\\": \\"Paris forecast\\"}", "rate limited" (error)',
    );
  });

  it('without result passes when some call succeeded', async () => {
    expect(
      await runAssertion({ type: 'tool_result', value: { tool: 'search' } }, ctx()),
    ).toMatchObject({ passed: true, label: 'tool_result search succeeded' });
    const failing: Partial<Transcript> = {
      tool_calls: [{ name: 'pay', result: 'card declined', is_error: true }],
    };
    const c = await runAssertion({ type: 'tool_result', value: { tool: 'pay' } }, ctx(failing));
    expect(c.passed).toBe(false);
    expect(c.message).toBe('every call to "pay" (1) returned an error; first: "card declined"');
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
      { name: 'calc', arguments: { expr: '2+2' }, result: '4', isError: false },
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
    expect(c.message).toMatch(/^expected tool "book" to be called but it was not; calls: search/);
    const n = await runAssertion(
      { type: 'tool_result', value: { tool: 'search', result: { hits: 3 } }, negate: true },
      ctx(),
    );
    expect(n).toMatchObject({ passed: false, label: 'not tool_result search → {"hits":3}' });
    expect(
      (
        await runAssertion(
          { type: 'tool_result', value: { tool: 'search', result: { hits: 9 } }, negate: true },
          ctx(),
        )
      ).passed,
    ).toBe(true);
  });
});
