// Many traced attempts at once: 100 attempts at parallel 8, half continuing agentci's trace
// context and half starting root traces of their own. No span may be lost or reach another
// attempt. (How long it takes is the bench's business: npm run bench.)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Report } from '../../src/model/index.js';
import { ROOT, runMain } from '../helpers/cli.js';

const AGENT = path.join(ROOT, 'test/fixtures/agents/otel-light-agent.mjs');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-trace-volume-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it(
  '100 traced attempts at parallel 8 lose no span and mix none between attempts',
  { timeout: 600_000 },
  async () => {
    const cases = Array.from({ length: 25 }, (_, i) => ({
      id: `case-${i}`,
      input: `task ${i}`,
      assert: [{ type: 'tool_called', value: 'step_2' }],
    }));
    writeFileSync(path.join(dir, 's.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n'));
    const r = await runMain(
      [
        'run',
        's.jsonl',
        '--agent',
        `node ${AGENT}`,
        '--trace',
        '--trace-flush',
        '30s',
        '--runs',
        '4',
        '--parallel',
        '8',
        '--report',
        'r.json',
        '--no-results',
      ],
      { cwd: dir, env: { OTEL_LIGHT_PARENT: 'alternate', OTEL_LIGHT_TOOLS: '3' } },
    );
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as Report;
    const traceIds = new Set<string>();
    let attempts = 0;
    for (const c of report.results)
      for (const a of c.run_details) {
        attempts++;
        const where = `${c.id} run ${a.run}`;
        const trace = a.transcript?.trace;
        expect(trace, where).toBeDefined();
        expect(trace!.received, where).toBe(4);
        expect(trace!.spans, where).toHaveLength(4);
        expect(trace!.complete, where).toBe(true);
        for (const s of trace!.spans) {
          expect(s.attributes?.['test.case'], where).toBe(c.id);
          expect(s.attributes?.['test.run'], where).toBe(String(a.run));
        }
        const ids = new Set(trace!.spans.map((s) => s.trace_id));
        expect(ids.size, where).toBe(1);
        for (const id of ids) {
          expect(traceIds.has(id), `${where}: trace ${id} seen in another attempt`).toBe(false);
          traceIds.add(id);
        }
        expect(
          a.transcript?.tool_calls?.map((t) => t.arguments),
          where,
        ).toEqual([0, 1, 2].map((i) => ({ case: c.id, run: a.run, i })));
      }
    expect(attempts).toBe(100);
  },
);
