import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/model/index.js';
import { renderHtml, renderJson, renderJunit, renderMarkdown } from '../../src/render/index.js';
import { buildReport } from '../fixtures/reports/builder.js';
import { loadFixture } from './helpers.js';

describe('renderJson', () => {
  it('round-trips through the Report schema', () => {
    const report = loadFixture('hostile');
    expect(ReportSchema.parse(JSON.parse(renderJson(report)))).toEqual(report);
  });

  it('writes lone surrogates as escapes, so the file is valid UTF-8', () => {
    const report = buildReport({
      cases: [{ id: 'x', attempts: [{ status: 'passed', output: 'a\uD800b' }] }],
    });
    const json = renderJson(report);
    expect(json).toContain('a\\ud800b');
    expect(Buffer.from(json, 'utf8').toString('utf8')).toBe(json);
  });
});

describe('every renderer', () => {
  it('survives an unparseable completion time and an empty report', () => {
    const report = buildReport({ cases: [] });
    const odd = {
      ...report,
      metadata: { ...report.metadata, started_at: 'yesterday', completed_at: 'today' },
    };
    expect(renderMarkdown(odd)).toContain('· today');
    expect(renderJunit(odd)).toContain('tests="0"');
    expect(renderJunit(odd)).not.toContain('timestamp');
    expect(renderHtml(odd)).toContain('"generated_at":"today"');
  });
});
