// The run's OTLP/HTTP receiver on 127.0.0.1, spoken to over real HTTP: by the OpenTelemetry
// exporter itself, and by hand for every way a request can be wrong.
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { core } from '@opentelemetry/sdk-node';
import otlpRoot from '@opentelemetry/otlp-transformer/build/src/generated/root.js';
import { afterEach, describe, expect, it } from 'vitest';
import { RunTracing } from '../../src/trace/run-tracing.js';
import { jsonBody, protobufBody, sdkSpans } from './helpers.js';

const open: RunTracing[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

async function start(
  opts: Partial<Parameters<typeof RunTracing.start>[0]> = {},
): Promise<RunTracing> {
  const t = await RunTracing.start({ flushMs: 500, ...opts });
  open.push(t);
  return t;
}

type Response = { status: number; type: string | null; body: Uint8Array };

async function post(
  url: string,
  body: Uint8Array | string,
  headers: Record<string, string>,
  method = 'POST',
): Promise<Response> {
  // A copy on an ArrayBuffer of its own: what fetch's body type takes.
  const sent = typeof body === 'string' ? body : new Uint8Array(body);
  const res = await fetch(url, { method, headers, ...(method === 'POST' ? { body: sent } : {}) });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: new Uint8Array(await res.arrayBuffer()),
  };
}

const PROTOBUF = { 'content-type': 'application/x-protobuf' };
const JSON_TYPE = { 'content-type': 'application/json' };

const responseType = (
  otlpRoot as unknown as {
    opentelemetry: {
      proto: {
        collector: {
          trace: {
            v1: {
              ExportTraceServiceResponse: {
                decode(b: Uint8Array): {
                  partialSuccess?: { rejectedSpans?: unknown; errorMessage?: string } | null;
                };
              };
            };
          };
        };
      };
    };
  }
).opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse;

function partial(r: Response): { rejected: number; message: string } | undefined {
  const p = r.type?.includes('json')
    ? (
        JSON.parse(new TextDecoder().decode(r.body)) as {
          partialSuccess?: { rejectedSpans: string; errorMessage: string };
        }
      ).partialSuccess
    : responseType.decode(r.body).partialSuccess;
  if (!p) return undefined;
  return { rejected: Number(p.rejectedSpans), message: p.errorMessage ?? '' };
}

const tool = (name: string) => ({
  name: `execute_tool ${name}`,
  attributes: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name },
});

describe('the OTLP/HTTP receiver', () => {
  it("takes the real exporter's protobuf export and gives the spans to their attempt", async () => {
    const t = await start();
    const key = {};
    const s = t.begin(key, 'case-1', 1);
    const exporter = new OTLPTraceExporter({ url: t.tracesUrl });
    const spans = sdkSpans([tool('get_weather')], { traceparent: s.traceparent });
    const result = await new Promise<core.ExportResult>((resolve) =>
      exporter.export(spans, resolve),
    );
    await exporter.shutdown();
    expect(result.code).toBe(core.ExportResultCode.SUCCESS);
    expect(s.spans.map((x) => x.name)).toEqual(['execute_tool get_weather']);
    expect(s.complete).toBe(true);
    const collected = await t.end(key, s);
    expect(collected.findings.toolCalls.map((c) => c.name)).toEqual(['get_weather']);
  });

  it('takes protobuf, gzip-compressed protobuf and JSON alike, answering in kind', async () => {
    const t = await start();
    const s = t.begin({}, 'c', 1);
    const body = () => sdkSpans([tool('a')], { traceparent: s.traceparent });
    const pb = await post(t.tracesUrl, protobufBody(body()), PROTOBUF);
    expect([pb.status, pb.type, pb.body.length]).toEqual([200, 'application/x-protobuf', 0]);
    const gz = await post(t.tracesUrl, gzipSync(protobufBody(body())), {
      ...PROTOBUF,
      'content-encoding': 'gzip',
    });
    expect(gz.status).toBe(200);
    const js = await post(t.tracesUrl, jsonBody(body()), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect([js.status, js.type, new TextDecoder().decode(js.body)]).toEqual([
      200,
      'application/json',
      '{}',
    ]);
    expect(s.spans).toHaveLength(3);
  });

  it('assigns spans of an SDK that starts its own trace by the agentci.attempt resource attribute', async () => {
    const t = await start();
    const s1 = t.begin({}, 'a', 1);
    const s2 = t.begin({}, 'b', 1);
    const own = (token: string) =>
      sdkSpans([tool('x')], { resource: { 'agentci.attempt': token } });
    await post(
      t.tracesUrl,
      protobufBody([...own(s2.token), ...own(s1.token), ...own(s2.token)]),
      PROTOBUF,
    );
    expect(s1.spans).toHaveLength(1);
    expect(s2.spans).toHaveLength(2);
    expect(s1.spans[0]!.traceId).not.toBe(s1.traceId);
  });

  it('answers a foreign trace with a partial success that counts and explains it', async () => {
    const t = await start();
    const s = t.begin({}, 'c', 1);
    const mine = sdkSpans([tool('mine')], { traceparent: s.traceparent });
    const foreign = sdkSpans([tool('a'), tool('b')]);
    for (const [enc, body, headers] of [
      ['protobuf', protobufBody([...mine, ...foreign]), PROTOBUF],
      ['json', jsonBody([...foreign]), JSON_TYPE],
    ] as const) {
      const r = await post(t.tracesUrl, body, headers);
      expect(r.status, enc).toBe(200);
      expect(partial(r), enc).toEqual({
        rejected: 2,
        message: expect.stringMatching(/^2 span\(s\): belong to no attempt of this run/),
      });
    }
    expect(s.spans.map((x) => x.name)).toEqual(['execute_tool mine']);
    // The exporter takes a partial success as a success (it must not retry).
    const exporter = new OTLPTraceExporter({ url: t.tracesUrl });
    const result = await new Promise<core.ExportResult>((resolve) =>
      exporter.export(sdkSpans([tool('c')]), resolve),
    );
    await exporter.shutdown();
    expect(result.code).toBe(core.ExportResultCode.SUCCESS);
  });

  it('refuses spans that arrive after their attempt ended, and over the per-attempt limit', async () => {
    const t = await start({ maxSpans: 2 });
    const key = {};
    const s = t.begin(key, 'c', 1);
    const three = sdkSpans([tool('a'), tool('b'), tool('c')], { traceparent: s.traceparent });
    const over = await post(t.tracesUrl, protobufBody(three), PROTOBUF);
    expect(partial(over)).toEqual({
      rejected: 1,
      message: expect.stringContaining('over the limit of 2 spans'),
    });
    const collected = await t.end(key, s, { flushMs: 0 });
    expect(collected.trace).toMatchObject({ received: 3, left_out: 1 });
    const late = await post(
      t.tracesUrl,
      protobufBody(sdkSpans([tool('d')], { traceparent: s.traceparent })),
      PROTOBUF,
    );
    expect(partial(late)).toEqual({
      rejected: 1,
      message: expect.stringContaining(
        'arrived after their attempt had ended (its flush window is 500 ms',
      ),
    });
  });

  it('answers malformed, oversized and unsupported requests with the status the spec gives, and keeps working', async () => {
    const t = await start({ maxBodyBytes: 4096 });
    const s = t.begin({}, 'c', 1);
    const url = t.tracesUrl;
    const cases: [string, Promise<Response>, number][] = [
      [
        'garbage protobuf',
        post(url, new Uint8Array([0x0a, 0xff, 0xff, 0xff, 0x0f]), PROTOBUF),
        400,
      ],
      ['garbage JSON', post(url, '{"resourceSpans": [', JSON_TYPE), 400],
      ['JSON of the wrong shape', post(url, '{"resourceSpans": 3}', JSON_TYPE), 400],
      ['not gzip', post(url, 'plain', { ...PROTOBUF, 'content-encoding': 'gzip' }), 400],
      ['too large', post(url, new Uint8Array(5000), PROTOBUF), 413],
      ['far too large (not read)', post(url, new Uint8Array(20_000), PROTOBUF), 413],
      [
        'gzip bomb',
        post(url, gzipSync(new Uint8Array(1_000_000)), { ...PROTOBUF, 'content-encoding': 'gzip' }),
        413,
      ],
      ['text/plain', post(url, 'x', { 'content-type': 'text/plain' }), 415],
      ['no content type', post(url, new Uint8Array(1), {}), 415],
      ['brotli', post(url, 'x', { ...PROTOBUF, 'content-encoding': 'br' }), 415],
      ['GET', post(url, '', PROTOBUF, 'GET'), 405],
      ['another path', post(`${t.endpoint}/v1/spans`, protobufBody([]), PROTOBUF), 404],
    ];
    for (const [what, p, status] of cases) {
      const r = await p;
      expect(r.status, what).toBe(status);
    }
    // A 400 carries a google.rpc.Status: code 3 (INVALID_ARGUMENT) and the reason.
    const bad = await post(url, '{"resourceSpans": 3}', JSON_TYPE);
    expect(JSON.parse(new TextDecoder().decode(bad.body))).toEqual({
      code: 3,
      message: expect.stringContaining('resourceSpans: array expected'),
    });
    const badPb = await post(url, new Uint8Array([0x0a, 0xff]), PROTOBUF);
    expect([...badPb.body.slice(0, 2)]).toEqual([0x08, 0x03]);
    expect(t.stats.bad).toBe(14);
    // Still serving.
    const ok = await post(
      url,
      protobufBody(sdkSpans([tool('a')], { traceparent: s.traceparent })),
      PROTOBUF,
    );
    expect(ok.status).toBe(200);
    expect(s.spans).toHaveLength(1);
  });

  it('refuses a body that comes without a length and goes on far past the limit, without reading it to the end', async () => {
    const t = await start({ maxBodyBytes: 4096 });
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(t.tracesUrl, { method: 'POST', headers: PROTOBUF }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      // 4 × the limit and then some; the request is never ended: only the answer ends the wait.
      for (let i = 0; i < 20; i++) req.write(Buffer.alloc(1000));
    });
    expect(status).toBe(413);
  });

  it('refuses a body over the limit that comes without a length (chunked)', async () => {
    const t = await start({ maxBodyBytes: 4096 });
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(t.tracesUrl, { method: 'POST', headers: PROTOBUF }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write(Buffer.alloc(1000));
      req.end();
    });
    expect(status).toBe(413);
  });

  it('acknowledges metrics and logs sent to the same endpoint and drops them', async () => {
    const t = await start();
    for (const path of ['/v1/metrics', '/v1/logs']) {
      const r = await post(`${t.endpoint}${path}`, new Uint8Array(), PROTOBUF);
      expect([path, r.status]).toEqual([path, 200]);
    }
    expect(t.stats.spans).toBe(0);
  });

  it('listens on 127.0.0.1 only, on the port asked for', async () => {
    const probe = await start();
    const port = Number(new URL(probe.endpoint).port);
    await probe.close();
    open.splice(open.indexOf(probe), 1);
    const t = await start({ port });
    expect(t.endpoint).toBe(`http://127.0.0.1:${port}`);
    await expect(RunTracing.start({ flushMs: 0, port })).rejects.toThrow(/EADDRINUSE/);
  });
});
