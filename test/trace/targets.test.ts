// The trace context reaches HTTP and module agents too: a `traceparent` header, `ctx.traceparent`
// and `ctx.tracesEndpoint`. Their spans, sent after they answered, are waited for.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/index.js';
import { runMain } from '../helpers/cli.js';
import { protobufBody, sdkSpans } from './helpers.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-traced-targets-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

async function runConfig(config: string, suite: object[]): Promise<Report> {
  writeFileSync(path.join(dir, 'agentci.yaml'), config);
  writeFileSync(path.join(dir, 's.jsonl'), suite.map((c) => JSON.stringify(c)).join('\n'));
  const r = await runMain(['run', 's.jsonl', '--report', 'r.json', '--no-results'], { cwd: dir });
  expect(r.stderr).not.toMatch(/nothing was run/);
  return JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as Report;
}

describe('an HTTP agent', () => {
  let server: Server;
  let url: string;
  const seen: string[] = [];
  let tracePort = 0;

  beforeAll(async () => {
    tracePort = await freePort();
    // An instrumented chat endpoint: it answers first, and its SDK exports the request's spans a
    // little later (as a batch processor does), to the receiver's fixed port.
    server = createServer((req, res) => {
      const traceparent = String(req.headers.traceparent ?? '');
      seen.push(traceparent);
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: 'It is sunny.' } }],
          }),
        );
        setTimeout(() => {
          const spans = sdkSpans(
            [
              {
                name: 'POST /chat',
                kind: 1,
                children: [
                  {
                    name: 'execute_tool get_weather',
                    attributes: {
                      'gen_ai.operation.name': 'execute_tool',
                      'gen_ai.tool.name': 'get_weather',
                      'gen_ai.tool.call.arguments': '{"city":"Oslo"}',
                    },
                  },
                ],
              },
            ],
            { traceparent },
          );
          void fetch(`http://127.0.0.1:${tracePort}/v1/traces`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-protobuf' },
            body: new Uint8Array(protobufBody(spans)),
          });
        }, 150);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('gets a traceparent header; its spans, exported after it answered, are waited for and read', async () => {
    const report = await runConfig(
      `agent:\n  url: ${url}\n  trace: otlp\n  trace_port: ${tracePort}\n  trace_flush: 20s\n`,
      [
        {
          id: 'w',
          input: 'weather in Oslo?',
          assert: [
            { type: 'tool_called', value: { name: 'get_weather', arguments: { city: 'Oslo' } } },
          ],
        },
      ],
    );
    const a = report.results[0]!.run_details[0]!;
    expect(a.status).toBe('passed');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(a.transcript?.trace?.spans.map((s) => [s.name, s.kind, s.trace_id])).toEqual([
      ['POST /chat', 'server', seen[0]!.split('-')[1]],
      ['execute_tool get_weather', 'internal', seen[0]!.split('-')[1]],
    ]);
    expect(a.transcript?.trace?.complete).toBe(true);
  });
});

describe('a module agent', () => {
  it('gets ctx.traceparent and ctx.tracesEndpoint, and its spans (OTLP/JSON here) are read', async () => {
    writeFileSync(
      path.join(dir, 'agent.mjs'),
      `
export async function run(input, ctx) {
  const [, traceId, parentId] = ctx.traceparent.split('-');
  const now = BigInt(Date.now()) * 1000000n;
  const span = (spanId, parent, name, attributes) => ({
    traceId, spanId, parentSpanId: parent, name, kind: 1,
    startTimeUnixNano: String(now), endTimeUnixNano: String(now + 1000000n),
    attributes: Object.entries(attributes).map(([key, v]) =>
      ({ key, value: typeof v === 'number' ? { intValue: String(v) } : { stringValue: v } })),
  });
  const body = { resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 'm' }, spans: [
    span('1111111111111111', parentId, 'invoke_agent m', { 'gen_ai.operation.name': 'invoke_agent' }),
    span('2222222222222222', '1111111111111111', 'execute_tool lookup',
      { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'lookup', 'gen_ai.tool.call.arguments': '{"id":7}' }),
    span('3333333333333333', '1111111111111111', 'chat m',
      { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'my-model', 'gen_ai.usage.input_tokens': 12, 'gen_ai.usage.output_tokens': 3 }),
  ] }] }] };
  const res = await fetch(ctx.tracesEndpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return 'status ' + res.status + ' ' + (await res.text());
}
`,
    );
    const report = await runConfig(`agent:\n  module: agent.mjs\n  trace: otlp\n`, [
      {
        id: 'm',
        input: 'x',
        assert: [{ type: 'tool_called', value: { name: 'lookup', arguments: { id: 7 } } }],
      },
    ]);
    const a = report.results[0]!.run_details[0]!;
    expect(a.output).toBe('status 200 {}');
    expect(a.status).toBe('passed');
    // A model not in the price table: tokens only.
    expect(a.usage).toEqual({ input_tokens: 12, output_tokens: 3 });
  });
});
