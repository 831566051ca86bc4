// Decoding ExportTraceServiceRequests as real exporters encode them (the SDK's own serializers),
// and refusing what is not one.
import { describe, expect, it } from 'vitest';
import {
  decodeJson,
  decodeProtobuf,
  encodeResponse,
  encodeStatus,
  nanosToMs,
  OtlpDecodeError,
} from '../../src/trace/otlp.js';
import otlpRoot from '@opentelemetry/otlp-transformer/build/src/generated/root.js';
import { api } from '@opentelemetry/sdk-node';
import { jsonBody, protobufBody, sdkSpans } from './helpers.js';

const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

const spans = () =>
  sdkSpans(
    [
      {
        name: 'invoke_agent bot',
        attributes: { 'gen_ai.operation.name': 'invoke_agent' },
        children: [
          {
            name: 'execute_tool get_weather',
            kind: api.SpanKind.CLIENT,
            attributes: {
              'gen_ai.tool.name': 'get_weather',
              'gen_ai.usage.input_tokens': 12,
              ratio: 0.5,
              ok: true,
              list: ['a', 'b'],
            },
            error: 'boom',
            exception: 'it broke',
          },
        ],
      },
    ],
    { traceparent: TRACEPARENT, resource: { 'agentci.attempt': 'abc' } },
  );

describe('decoding', () => {
  for (const [name, decode] of [
    ['protobuf', () => decodeProtobuf(protobufBody(spans()))],
    ['JSON', () => decodeJson(jsonBody(spans()))],
  ] as const) {
    it(`reads an SDK's ${name} export: ids, parents, times, attributes, status, events, resource`, () => {
      const { spans: got, invalid } = decode();
      expect(invalid).toEqual([]);
      expect(got).toHaveLength(2);
      const tool = got.find((s) => s.name === 'execute_tool get_weather')!;
      const agent = got.find((s) => s.name === 'invoke_agent bot')!;
      expect(agent.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
      expect(agent.parentSpanId).toBe('b7ad6b7169203331');
      expect(tool.parentSpanId).toBe(agent.spanId);
      expect(tool.traceId).toBe(agent.traceId);
      expect(tool.kind).toBe('client');
      expect(agent.kind).toBe('internal');
      expect(tool.attributes).toEqual({
        'gen_ai.tool.name': 'get_weather',
        'gen_ai.usage.input_tokens': 12,
        ratio: 0.5,
        ok: true,
        list: ['a', 'b'],
      });
      expect(tool.status).toEqual({ code: 'error', message: 'boom' });
      expect(agent.status).toBeUndefined();
      expect(tool.events.map((e) => [e.name, e.attributes['exception.message']])).toEqual([
        ['exception', 'it broke'],
      ]);
      expect(tool.resource['agentci.attempt']).toBe('abc');
      expect(tool.resource['service.name']).toBe('test-agent');
      expect(tool.scope).toBe('test');
      // Epoch milliseconds. (The Node SDK stamps starts in whole milliseconds and adds a precise
      // duration, so a child's end can pass its parent's by a fraction of one.)
      expect(agent.startMs).toBeGreaterThan(1.6e12);
      expect(tool.startMs).toBeGreaterThanOrEqual(agent.startMs);
      expect(agent.endMs).toBeGreaterThanOrEqual(agent.startMs);
    });
  }

  it('decodes protobuf and JSON of the same spans to the same values', () => {
    const s = spans();
    expect(decodeJson(jsonBody(s))).toEqual(decodeProtobuf(protobufBody(s)));
  });

  it('reads OTLP/JSON as the specification writes it: hex ids, integer enums, string int64', () => {
    const body = {
      resourceSpans: [
        {
          resource: { attributes: [{ key: 'service.name', value: { stringValue: 'py' } }] },
          scopeSpans: [
            {
              scope: { name: 's' },
              spans: [
                {
                  traceId: '5B8EFFF798038103D269B633813FC60C',
                  spanId: 'EEE19B7EC3C1B174',
                  parentSpanId: '',
                  name: 'chat',
                  kind: 3,
                  startTimeUnixNano: '1544712660000000000',
                  endTimeUnixNano: '1544712661500000000',
                  attributes: [
                    { key: 'n', value: { intValue: '42' } },
                    { key: 'big', value: { intValue: '9007199254740993' } },
                    { key: 'd', value: { doubleValue: 1.5 } },
                    {
                      key: 'kv',
                      value: {
                        kvlistValue: { values: [{ key: 'x', value: { boolValue: true } }] },
                      },
                    },
                  ],
                  status: { code: 2, message: 'no' },
                  unknownField: 'ignored',
                },
              ],
            },
          ],
        },
      ],
    };
    const [s] = decodeJson(JSON.stringify(body)).spans;
    expect(s).toMatchObject({
      traceId: '5b8efff798038103d269b633813fc60c',
      spanId: 'eee19b7ec3c1b174',
      name: 'chat',
      kind: 'client',
      startMs: 1544712660000,
      endMs: 1544712661500,
      attributes: { n: 42, big: '9007199254740993', d: 1.5, kv: { x: true } },
      status: { code: 'error', message: 'no' },
    });
    expect(s!.parentSpanId).toBeUndefined();
  });

  it('counts spans with invalid ids apart instead of keeping them', () => {
    const span = (traceId: string, spanId: string) => ({ traceId, spanId, name: 'x' });
    const body = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                span('00000000000000000000000000000000', 'eee19b7ec3c1b174'),
                span('5b8efff798038103d269b633813fc60c', '0000000000000000'),
                span('not hex', 'eee19b7ec3c1b174'),
                span('5b8e', 'eee19b7ec3c1b174'),
                span('5b8efff798038103d269b633813fc60c', 'eee19b7ec3c1b174'),
              ],
            },
          ],
        },
      ],
    };
    const r = decodeJson(JSON.stringify(body));
    expect(r.spans).toHaveLength(1);
    expect(r.invalid).toEqual([
      { count: 4, reason: expect.stringMatching(/invalid trace or span id/) },
    ]);
  });

  it('keeps nesting to a bound: deeper attribute values become a marker', () => {
    let v: unknown = { stringValue: 'bottom' };
    for (let i = 0; i < 20; i++) v = { arrayValue: { values: [v] } };
    const body = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  traceId: '5b8efff798038103d269b633813fc60c',
                  spanId: 'eee19b7ec3c1b174',
                  name: 'deep',
                  attributes: [{ key: 'deep', value: v }],
                },
              ],
            },
          ],
        },
      ],
    };
    const text = JSON.stringify(decodeJson(JSON.stringify(body)).spans[0]!.attributes.deep);
    expect(text).toContain('[nested too deep]');
    expect(text).not.toContain('bottom');
  });

  it('refuses what is not an ExportTraceServiceRequest, saying why', () => {
    const bad: [string, () => unknown][] = [
      ['truncated protobuf', () => decodeProtobuf(new Uint8Array([0x0a, 0x05, 0x01]))],
      ['bad wire type', () => decodeProtobuf(new Uint8Array([0x0f, 0xff, 0xff]))],
      ['not JSON', () => decodeJson('{resourceSpans')],
      ['JSON array', () => decodeJson('[]')],
      ['wrong JSON type', () => decodeJson('{"resourceSpans": {"a": 1}}')],
      [
        'wrong nested type',
        () => decodeJson('{"resourceSpans": [{"scopeSpans": [{"spans": 7}]}]}'),
      ],
    ];
    for (const [what, f] of bad) expect(f, what).toThrow(OtlpDecodeError);
  });

  it('an empty request is a request with no spans', () => {
    expect(decodeProtobuf(new Uint8Array())).toEqual({ spans: [], invalid: [] });
    expect(decodeJson('{}')).toEqual({ spans: [], invalid: [] });
  });

  it('reads 64-bit nanoseconds from numbers, decimal strings and protobufjs Longs', () => {
    expect(nanosToMs(1_500_000)).toBe(1.5);
    expect(nanosToMs('1544712661500000000')).toBe(1544712661500);
    const n = 1544712661500000000n;
    const long = { high: Number(n >> 32n) | 0, low: Number(n & 0xffffffffn) | 0, unsigned: true };
    expect(nanosToMs(long)).toBe(1544712661500);
    expect(nanosToMs(null)).toBe(0);
  });
});

describe('responses', () => {
  const types = (
    otlpRoot as unknown as {
      opentelemetry: {
        proto: {
          collector: {
            trace: { v1: { ExportTraceServiceResponse: { decode(b: Uint8Array): unknown } } };
          };
        };
      };
    }
  ).opentelemetry.proto.collector.trace.v1;

  it('a partial success in protobuf decodes with the generated type', () => {
    const bytes = encodeResponse('protobuf', {
      rejectedSpans: 3,
      errorMessage: 'why',
    }) as Uint8Array;
    const r = types.ExportTraceServiceResponse.decode(bytes) as {
      partialSuccess: { rejectedSpans: unknown; errorMessage: string };
    };
    expect(Number(r.partialSuccess.rejectedSpans)).toBe(3);
    expect(r.partialSuccess.errorMessage).toBe('why');
  });

  it('a full success is an empty message; JSON writes int64 as a string', () => {
    expect((encodeResponse('protobuf', undefined) as Uint8Array).length).toBe(0);
    expect(encodeResponse('json', undefined)).toBe('{}');
    expect(
      JSON.parse(encodeResponse('json', { rejectedSpans: 2, errorMessage: 'x' }) as string),
    ).toEqual({
      partialSuccess: { rejectedSpans: '2', errorMessage: 'x' },
    });
  });

  it('a Status carries INVALID_ARGUMENT and the message', () => {
    // field 1 varint 3, field 2 length-delimited "bad"
    expect([...(encodeStatus('protobuf', 'bad') as Uint8Array)]).toEqual([
      0x08, 0x03, 0x12, 0x03, 0x62, 0x61, 0x64,
    ]);
    expect(JSON.parse(encodeStatus('json', 'bad') as string)).toEqual({ code: 3, message: 'bad' });
  });
});
