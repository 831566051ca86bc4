import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ReportSchema } from '../../src/model/report.js';
import { renderJson, renderJsonChunks } from '../../src/render/json.js';

it('the chunked JSON report holds exactly the same data as the one-string report', () => {
  const dir = 'test/fixtures/reports';
  const files = ['failing.json', 'flaky.json', 'skipped.json'];
  for (const f of files) {
    const text = readFileSync(`${dir}/${f}`, 'utf8');
    const report = ReportSchema.parse(JSON.parse(text));
    const chunked = [...renderJsonChunks(report)].join('');
    expect(JSON.parse(chunked)).toEqual(JSON.parse(renderJson(report)));
    expect(chunked.endsWith('}\n')).toBe(true);
  }
  const empty = ReportSchema.parse({
    ...JSON.parse(readFileSync(`${dir}/${files[0]}`, 'utf8')),
    results: [],
  });
  expect(JSON.parse([...renderJsonChunks(empty)].join(''))).toEqual(JSON.parse(renderJson(empty)));
});
