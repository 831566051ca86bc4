// Spans read as tool calls, model calls and usage: GenAI semantic conventions and OpenInference,
// on the decoded spans of real SDK exports.
import { describe, expect, it } from 'vitest';
import {
  readSpans,
  spanError,
  spanRole,
  totalUsage,
  type SpanFacts,
} from '../../src/trace/genai.js';
import { decodeProtobuf } from '../../src/trace/otlp.js';
import { protobufBody, sdkSpans, type SpanSpec } from './helpers.js';

const read = (specs: SpanSpec[]) => readSpans(decodeProtobuf(protobufBody(sdkSpans(specs))).spans);

const chat = (input: number, output: number, extra: SpanSpec['attributes'] = {}): SpanSpec => ({
  name: 'chat gpt-4o',
  attributes: {
    'gen_ai.operation.name': 'chat',
    'gen_ai.request.model': 'gpt-4o',
    'gen_ai.usage.input_tokens': input,
    'gen_ai.usage.output_tokens': output,
    ...extra,
  },
});

describe('GenAI semantic conventions', () => {
  it('execute_tool spans are tool calls: name, id, parsed arguments and result, in start order', () => {
    const f = read([
      {
        name: 'invoke_agent bot',
        attributes: { 'gen_ai.operation.name': 'invoke_agent' },
        children: [
          chat(10, 2),
          {
            name: 'execute_tool search',
            attributes: {
              'gen_ai.operation.name': 'execute_tool',
              'gen_ai.tool.name': 'search',
              'gen_ai.tool.call.id': 'call_1',
              'gen_ai.tool.call.arguments': '{"q": "paris", "n": 2}',
              'gen_ai.tool.call.result': '["a", "b"]',
            },
          },
          {
            name: 'execute_tool get_time',
            attributes: {
              'gen_ai.operation.name': 'execute_tool',
              'gen_ai.tool.call.result': 'noon',
            },
          },
        ],
      },
    ]);
    expect(f.toolCalls.map(({ spanId: _s, startMs: _t, ...c }) => c)).toEqual([
      { id: 'call_1', name: 'search', arguments: { q: 'paris', n: 2 }, result: ['a', 'b'] },
      // No gen_ai.tool.name: the span name after "execute_tool ".
      { name: 'get_time', result: 'noon' },
    ]);
    expect([...f.roles.values()].sort()).toEqual(['agent', 'model', 'tool', 'tool']);
  });

  it('a failing tool span is a failed call with its error text', () => {
    const f = read([
      {
        name: 'execute_tool fetch',
        attributes: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'fetch' },
        error: 'timeout after 5s',
      },
      {
        name: 'execute_tool parse',
        attributes: { 'gen_ai.operation.name': 'execute_tool', 'error.type': 'ValueError' },
        exception: 'bad input',
      },
    ]);
    expect(f.toolCalls.map((c) => [c.name, c.is_error, c.error])).toEqual([
      ['fetch', true, 'timeout after 5s'],
      ['parse', true, 'bad input'],
    ]);
  });

  it('usage: model spans counted, the agent span that sums them is not counted again', () => {
    const f = read([
      {
        name: 'invoke_agent',
        attributes: {
          'gen_ai.operation.name': 'invoke_agent',
          'gen_ai.usage.input_tokens': 30,
          'gen_ai.usage.output_tokens': 7,
        },
        children: [chat(10, 2), chat(20, 5, { 'gen_ai.usage.cache_read.input_tokens': 8 })],
      },
    ]);
    expect(f.usage.map((u) => [u.input_tokens, u.output_tokens, u.cached_tokens])).toEqual([
      [10, 2, undefined],
      [20, 5, 8],
    ]);
    expect(totalUsage(f.usage)).toEqual({ input_tokens: 30, output_tokens: 7, cached_tokens: 8 });
  });

  it('usage on the agent span alone counts when no span below carries any', () => {
    const f = read([
      {
        name: 'workflow',
        attributes: { 'gen_ai.usage.input_tokens': 99, 'gen_ai.usage.output_tokens': 1 },
        children: [
          {
            name: 'invoke_agent',
            attributes: {
              'gen_ai.operation.name': 'invoke_agent',
              'gen_ai.usage.input_tokens': 40,
              'gen_ai.usage.output_tokens': 4,
            },
            children: [
              { name: 'execute_tool x', attributes: { 'gen_ai.operation.name': 'execute_tool' } },
            ],
          },
        ],
      },
      // A second, separate model call beside the tree counts too.
      chat(5, 5),
    ]);
    expect(totalUsage(f.usage)).toEqual({ input_tokens: 45, output_tokens: 9 });
  });

  it('older attribute names are read: prompt_tokens / completion_tokens, no operation name', () => {
    const f = read([
      {
        name: 'openai.chat',
        attributes: {
          'gen_ai.request.model': 'gpt-4o-mini',
          'gen_ai.usage.prompt_tokens': 11,
          'gen_ai.usage.completion_tokens': 3,
        },
      },
      { name: 'tool', attributes: { 'gen_ai.tool.name': 'calc' } },
    ]);
    expect(totalUsage(f.usage)).toEqual({ input_tokens: 11, output_tokens: 3 });
    expect(f.toolCalls.map((c) => c.name)).toEqual(['calc']);
  });

  it('prices each counted call; one unpriced model leaves the total at tokens only', () => {
    const price = (model: string, u: { input_tokens: number; output_tokens: number }) =>
      model === 'known' ? (u.input_tokens + u.output_tokens) / 1000 : undefined;
    const u = (model: string) => ({ spanId: 'x', model, input_tokens: 100, output_tokens: 100 });
    expect(totalUsage([u('known'), u('known')], price)).toEqual({
      input_tokens: 200,
      output_tokens: 200,
      cost_usd: 0.4,
    });
    expect(totalUsage([u('known'), u('other')], price)).toEqual({
      input_tokens: 200,
      output_tokens: 200,
    });
    expect(totalUsage([])).toBeUndefined();
  });
});

describe('OpenInference', () => {
  it('TOOL spans are tool calls (tool.name, input.value, output.value); LLM spans carry usage', () => {
    const f = read([
      {
        name: 'agent',
        attributes: { 'openinference.span.kind': 'AGENT' },
        children: [
          {
            name: 'ChatOpenAI',
            attributes: {
              'openinference.span.kind': 'LLM',
              'llm.model_name': 'gpt-4o',
              'llm.token_count.prompt': 50,
              'llm.token_count.completion': 9,
              'llm.token_count.prompt_details.cache_read': 20,
            },
          },
          {
            name: 'get_weather',
            attributes: {
              'openinference.span.kind': 'TOOL',
              'tool.name': 'get_weather',
              'input.value': '{"city": "Oslo"}',
              'output.value': 'sunny',
            },
          },
        ],
      },
    ]);
    expect(f.toolCalls.map(({ name, arguments: a, result }) => ({ name, a, result }))).toEqual([
      { name: 'get_weather', a: { city: 'Oslo' }, result: 'sunny' },
    ]);
    expect(f.usage).toEqual([
      expect.objectContaining({
        model: 'gpt-4o',
        input_tokens: 50,
        output_tokens: 9,
        cached_tokens: 20,
      }),
    ]);
  });
});

describe("LangSmith's OpenTelemetry export (LangChain, LangGraph)", () => {
  it('execute_tool spans named after the tool, inputs in gen_ai.prompt, outputs in gen_ai.completion', () => {
    const f = read([
      {
        name: 'LangGraph',
        attributes: { 'gen_ai.operation.name': 'chain', 'langsmith.span.kind': 'chain' },
        children: [
          {
            name: 'ChatOpenAI',
            attributes: {
              'gen_ai.operation.name': 'chat',
              'langsmith.span.kind': 'llm',
              'gen_ai.request.model': 'gpt-4o-mini',
              'gen_ai.usage.input_tokens': 80,
              'gen_ai.usage.output_tokens': 12,
              'gen_ai.prompt': '{"messages": []}',
            },
          },
          {
            name: 'get_weather',
            attributes: {
              'gen_ai.operation.name': 'execute_tool',
              'langsmith.span.kind': 'tool',
              'gen_ai.prompt': '{"city": "Paris"}',
              'gen_ai.completion': '{"output": "sunny"}',
            },
          },
        ],
      },
    ]);
    expect(f.toolCalls.map(({ name, arguments: a, result }) => ({ name, a, result }))).toEqual([
      { name: 'get_weather', a: { city: 'Paris' }, result: { output: 'sunny' } },
    ]);
    expect(totalUsage(f.usage)).toEqual({ input_tokens: 80, output_tokens: 12 });
  });
});

describe('Google ADK', () => {
  it("reads ADK's spans: call_llm by its model, tool I/O in gcp.vertex.agent.*, no merged-tools call", () => {
    const tool = (name: string, id: string, args: string) => ({
      name: `execute_tool ${name}`,
      attributes: {
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.name': name,
        'gen_ai.tool.call.id': id,
        'gcp.vertex.agent.tool_call_args': args,
        'gcp.vertex.agent.tool_response': '{"result": "ok"}',
      },
    });
    const f = read([
      {
        name: 'invoke_agent weather_agent',
        attributes: {
          'gen_ai.operation.name': 'invoke_agent',
          'gen_ai.agent.name': 'weather_agent',
        },
        children: [
          {
            name: 'call_llm',
            attributes: {
              'gen_ai.system': 'gcp.vertex.agent',
              'gen_ai.request.model': 'gemini-2.0-flash',
              'gen_ai.usage.input_tokens': 40,
              'gen_ai.usage.output_tokens': 6,
            },
          },
          tool('get_weather', 'adk-1', '{"city": "Oslo"}'),
          tool('get_time', '<not specified>', '{}'),
          {
            name: 'execute_tool (merged)',
            attributes: {
              'gen_ai.operation.name': 'execute_tool',
              'gen_ai.tool.name': '(merged tools)',
              'gcp.vertex.agent.tool_call_args': 'N/A',
            },
          },
          // A model call without usage metadata is still a model call.
          { name: 'call_llm', attributes: { 'gen_ai.request.model': 'gemini-2.0-flash' } },
        ],
      },
    ]);
    expect(f.toolCalls.map(({ spanId: _s, startMs: _t, ...c }) => c)).toEqual([
      { id: 'adk-1', name: 'get_weather', arguments: { city: 'Oslo' }, result: { result: 'ok' } },
      { name: 'get_time', arguments: {}, result: { result: 'ok' } },
    ]);
    expect([...f.roles.values()].filter((r) => r === 'model')).toHaveLength(2);
    expect(totalUsage(f.usage)).toEqual({ input_tokens: 40, output_tokens: 6 });
  });
});

describe('roles and errors, span by span', () => {
  const span = (attributes: Record<string, unknown>, rest: Partial<SpanFacts> = {}) => ({
    attributes,
    events: [],
    ...rest,
  });
  it('reads the role from the operation name first, then the OpenInference kind', () => {
    expect(spanRole(span({ 'gen_ai.operation.name': 'embeddings' }))).toBe('model');
    expect(spanRole(span({ 'gen_ai.operation.name': 'create_agent' }))).toBe('agent');
    expect(spanRole(span({ 'openinference.span.kind': 'chain' }))).toBeUndefined();
    expect(spanRole(span({ 'openinference.span.kind': 'llm' }))).toBe('model');
    expect(spanRole(span({ 'http.method': 'GET' }))).toBeUndefined();
    // An operation name agentci does not know is not overridden by a tool name.
    expect(
      spanRole(span({ 'gen_ai.operation.name': 'retrieve', 'gen_ai.tool.name': 'x' })),
    ).toBeUndefined();
  });
  it("a span's error: status message, else exception message, else error.type", () => {
    expect(spanError(span({}, { status: { code: 'ok' } }))).toBeUndefined();
    expect(spanError(span({}, { status: { code: 'error' } }))).toBe('error');
    expect(spanError(span({ 'error.type': 'Timeout' }))).toBe('Timeout');
    expect(
      spanError(
        span(
          {},
          {
            status: { code: 'error' },
            events: [{ name: 'exception', attributes: { 'exception.message': 'no route' } }],
          },
        ),
      ),
    ).toBe('no route');
  });
});
