// Whatever reaches the receiver during a run (garbage, a body too large, a gzip bomb, spans of
// another trace) is answered with its status and changes nothing: the attempt keeps exactly its
// own spans and the run ends normally.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Report } from '../../src/model/index.js';
import { runMain } from '../helpers/cli.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-trace-hostile-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A command agent that, before sending its own span, sends everything a receiver must survive,
// and prints the statuses it got.
const AGENT = `
import { gzipSync } from 'node:zlib';
const url = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
const [, traceId, parent] = process.env.TRACEPARENT.split('-');
const post = async (body, headers) => {
  try {
    const r = await fetch(url, { method: 'POST', headers, body });
    return r.status + (r.status === 200 ? ':' + (await r.text()) : '');
  } catch (e) {
    return 'refused:' + e.message;
  }
};
const pb = { 'content-type': 'application/x-protobuf' };
const json = { 'content-type': 'application/json' };
const span = (t, id, p, name, attrs = []) => ({ traceId: t, spanId: id, parentSpanId: p, name,
  startTimeUnixNano: '1700000000000000000', endTimeUnixNano: '1700000000001000000', attributes: attrs });
const request = (spans) => JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans }] }] });
const out = [];
out.push(await post(new Uint8Array([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f]), pb));
out.push(await post('{"resourceSpans": [{"scopeSpans": "no"}]}', json));
out.push(await post(new Uint8Array(17 * 1024 * 1024), pb));
out.push(await post(gzipSync(new Uint8Array(64 * 1024 * 1024)), { ...pb, 'content-encoding': 'gzip' }));
out.push(await post('x', { 'content-type': 'text/xml' }));
out.push(await post(request([span('ab'.repeat(16), 'cd'.repeat(8), '', 'foreign')]), json));
out.push(await post(request([span(traceId, 'ef'.repeat(8), parent, 'execute_tool mine',
  [{ key: 'gen_ai.operation.name', value: { stringValue: 'execute_tool' } },
   { key: 'gen_ai.tool.name', value: { stringValue: 'mine' } }])]), json));
process.stdout.write(out.join('\\n'));
`;

it(
  'malformed, oversized and foreign payloads get their status; the run and its spans are unharmed',
  { timeout: 120_000 },
  async () => {
    writeFileSync(path.join(dir, 'agent.mjs'), AGENT);
    writeFileSync(
      path.join(dir, 's.jsonl'),
      [1, 2]
        .map((i) =>
          JSON.stringify({
            id: `c${i}`,
            input: 'x',
            assert: [{ type: 'tool_called', value: 'mine' }],
          }),
        )
        .join('\n'),
    );
    const r = await runMain(
      [
        'run',
        's.jsonl',
        '--agent',
        'node agent.mjs',
        '--trace',
        '--parallel',
        '2',
        '--report',
        'r.json',
        '--no-results',
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as Report;
    for (const c of report.results) {
      const a = c.run_details[0]!;
      const statuses = String(a.output).split('\n');
      expect(statuses.slice(0, 5), c.id).toEqual(['400', '400', '413', '413', '415']);
      expect(JSON.parse(statuses[5]!.slice(4)), c.id).toEqual({
        partialSuccess: {
          rejectedSpans: '1',
          errorMessage: expect.stringContaining('belong to no attempt of this run'),
        },
      });
      expect(statuses[6], c.id).toBe('200:{}');
      expect(a.status, c.id).toBe('passed');
      expect(
        a.transcript?.trace?.spans.map((s) => s.name),
        c.id,
      ).toEqual(['execute_tool mine']);
    }
  },
);
