import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinTemplatesDir, loadTemplate, renderMarkdown } from '../../src/render/index.js';
import { buildHugeReport, buildReport, type CaseSpec } from '../fixtures/reports/builder.js';
import { failingDiff } from '../fixtures/reports/definitions.js';
import { loadFixture } from './helpers.js';
import { elementsOf, renderGfm } from './gfm.js';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** Lines outside fenced code blocks; throws if a fence is left open. */
function outsideFences(md: string): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of md.split('\n')) {
    const m = /^(`{3,})/.exec(line);
    if (fence === undefined) {
      if (m) fence = m[1];
      else out.push(line);
    } else if (m && /^`+$/.test(line) && line.length >= fence.length) {
      fence = undefined;
    }
  }
  if (fence !== undefined) throw new Error('a fenced block is never closed');
  return out;
}

/** Cells of a table row, split on unescaped pipes. */
function cells(row: string): number {
  return row.split(/(?<!\\)\|/).length - 2;
}

describe('renderMarkdown', () => {
  it('headline, gate reasons, totals and thresholds', () => {
    const md = renderMarkdown(loadFixture('failing'));
    expect(md.split('\n')[0]).toBe('## ❌ agentci: failed (case threshold)');
    expect(md).toContain(
      '- **case threshold**: 2 cases below their threshold: capital-spain, json-shape',
    );
    expect(md).toContain('| 3 | 1 | 2 | 0 | 1 | 0 | 9 | 44.4% | 33.3% | 1.80 s |');
    expect(md).toContain('Thresholds: suite ≥ 90% of cases · each case ≥ 100% of its runs');
    expect(renderMarkdown(loadFixture('passing')).split('\n')[0]).toBe(
      '## ✅ agentci: all gates passed',
    );
  });

  it('lists cases worst first with counts, Wilson interval, class and duration', () => {
    const md = renderMarkdown(loadFixture('failing'));
    const rows = md.split('\n').filter((l) => /^\| (❌|✅|⚠️|💥|⏭️) \|/.test(l));
    expect(rows.map((r) => r.split('|')[2].trim())).toEqual([
      'json-shape',
      'capital-spain',
      'capital-france',
    ]);
    expect(rows[1]).toBe(
      '| ❌ | capital-spain | 1/3 | 33.3% \\[6.1–79.2%\\] | highly unstable | 200 ms |',
    );
  });

  it('flaky cases get their own section; failing checks show expected vs actual in <details>', () => {
    const md = renderMarkdown(loadFixture('flaky'));
    const flaky = md.slice(md.indexOf('### ⚠️ Flaky cases'), md.indexOf('### Failing runs'));
    expect(flaky).toContain('| sometimes-right | 4/5 |');
    expect(flaky).toContain('| coin-flip | 2/5 |');
    expect(flaky).not.toContain('always-right');
    const failing = renderMarkdown(loadFixture('failing'));
    const details = failing.slice(failing.indexOf('<summary>❌ <b>capital-spain</b>'));
    expect(details).toContain('✗ **contains "Madrid"**: output does not contain "Madrid"');
    expect(details).toMatch(/Expected:\n\n```\nMadrid\n```/);
    expect(details).toMatch(/Actual:\n\n```\nBarcelona\n```/);
  });

  it('"Changes vs base" with transitions, counts, p-values and summary deltas', () => {
    const md = renderMarkdown(loadFixture('failing'), { diff: failingDiff() });
    expect(md).toContain('### Changes vs base [abc1234](https://github.com/o/r/actions/runs/123)');
    expect(md).toContain(
      'pass rate 66.7% (−29.3 pp) · passed 1 (−2) · failed 2 (+2) · flaky 1 (+1) · cases 3 (±0)',
    );
    expect(md).toContain('| 🔴 | capital-spain | new failure | 3/3 → 1/3 | −66.7 pp | p=0.400 |');
    expect(md).toContain('_1 unchanged case not listed._');
    expect(renderMarkdown(loadFixture('failing'))).not.toContain('Changes vs base');
  });

  it('keeps blank lines inside fenced output while tidying the template’s own', () => {
    const md = renderMarkdown(
      buildReport({
        cases: [{ id: 'gaps', attempts: [{ status: 'failed', output: 'a\n\n\n\nb' }] }],
      }),
    );
    expect(md).toContain('```\na\n\n\n\nb\n```');
    expect(md.replace('```\na\n\n\n\nb\n```', 'FENCE')).not.toMatch(/\n\n\n/);
  });

  describe('hostile agent text', () => {
    const md = renderMarkdown(loadFixture('hostile'), { reportUrl: 'https://example.com/r' });
    const prose = outsideFences(md);

    it('leaves no raw HTML from agent text: only the template’s own tags remain', () => {
      // Code spans (a flaky case's explanation quotes tool calls in them) are literal text.
      const tags = new Set(
        prose
          .join('\n')
          .replace(/`[^`\n]*`/g, '')
          .match(/<\/?[a-zA-Z][a-zA-Z0-9]*/g)
          ?.map((t) => t.replace(/[</]/g, '')),
      );
      expect([...tags].sort()).toEqual(['b', 'br', 'details', 'sub', 'summary']);
      // As GitHub reads it: the hostile tool name inside a code span stays text.
      expect(md).toContain('called `<svg onload=alert(1)>`');
      const elements = elementsOf(renderGfm(md));
      for (const hostile of ['svg', 'img', 'script']) expect(elements.has(hostile)).toBe(false);
      const text = prose.join('\n');
      expect(text.split('<details>').length).toBe(text.split('</details>').length);
      expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    });

    it('neutralises @mentions outside code', () => {
      expect(prose.join('\n')).not.toMatch(/@[A-Za-z0-9]/);
      expect(md).toContain('@\u200Doctocat');
    });

    it('fences cannot be broken out of: every block closes and is longer than any backtick run inside', () => {
      expect(() => outsideFences(md)).not.toThrow();
      expect(md).toContain('`````\n<img src=x onerror=alert(1)>');
    });

    it('no line can become a workflow command', () => {
      expect(md.split('\n').filter((l) => /^\s*::/.test(l))).toEqual([]);
    });

    it('table cells escape backslash, every pipe and newlines', () => {
      const header = prose.find((l) => l.startsWith('| | Case |'));
      expect(header).toBeDefined();
      const row = prose.find((l) => l.startsWith('| ❌ | hostile-'));
      expect(row).toBeDefined();
      expect(cells(row ?? '')).toBe(cells(header ?? ''));
      expect(row).toContain('\\|@\u200Doctocat');
      const custom = renderMarkdown(
        buildReport({ cases: [{ id: 'a\\|b|c\nd', attempts: [{ status: 'passed' }] }] }),
      );
      expect(custom).toContain('| ✅ | a\\\\\\|b\\|c<br>d | 1/1 |');
    });
  });

  describe('byte budget', () => {
    it('a 10,000-case report fits the default 1,000,000 bytes', () => {
      const md = renderMarkdown(buildHugeReport(), { reportUrl: 'https://example.com/full' });
      expect(bytes(md)).toBeLessThanOrEqual(1_000_000);
      expect(md).toContain('## ❌ agentci: failed');
    });

    it('drops passing cases first, then outputs, then detail, then names, each time with a notice', () => {
      const specs: CaseSpec[] = [];
      for (let i = 0; i < 40; i++) {
        const failing = i < 10;
        specs.push({
          id: `c${String(i).padStart(2, '0')}`,
          attempts: [1, 2, 3].map(() => ({
            status: failing ? ('failed' as const) : ('passed' as const),
            output: `${failing ? 'Lyon' : 'Paris'} ${'lorem ipsum '.repeat(60)}`,
            checks: [
              {
                label: 'contains "Paris"',
                type: 'contains',
                passed: !failing,
                expected: 'Paris',
                actual: failing ? 'Lyon' : 'Paris',
              },
            ],
          })),
        });
      }
      const report = buildReport({ cases: specs });
      const full = renderMarkdown(report, { maxBytes: 10_000_000 });
      expect(full).toContain('| ✅ | c39 |');
      expect(full).toContain('Output:');

      // Just under the full size: passing rows go, outputs stay.
      const noPassing = renderMarkdown(report, { maxBytes: bytes(full) - 1 });
      expect(bytes(noPassing)).toBeLessThan(bytes(full));
      expect(noPassing).not.toContain('| ✅ | c39 |');
      expect(noPassing).toContain('_30 passing or skipped cases are not listed');
      expect(noPassing).toContain('Output:');
      expect(noPassing).toContain('30 passing or skipped cases were left out to fit');

      const noOutputs = renderMarkdown(report, { maxBytes: bytes(noPassing) - 1 });
      expect(noOutputs).not.toContain('Output:');
      expect(noOutputs).toContain('| ❌ | c09 |');

      // Then details shrink to each case's first failing run, then fewer cases get details: every
      // failing case is still named.
      const failingRows = (md: string) =>
        md.split('\n').filter((l) => /^\| ❌ \| c\d\d \|/.test(l));
      const brief = renderMarkdown(report, { maxBytes: bytes(noOutputs) - 100 });
      expect(brief).toContain('_Shortened to fit this summary: the first failing run of each case');
      expect(brief).not.toContain('Expected:');
      expect(failingRows(brief)).toHaveLength(10);
      expect(brief.match(/<details>/g)).toHaveLength(10);
      const fewer = renderMarkdown(report, { maxBytes: bytes(brief) - 400 });
      expect(bytes(fewer)).toBeLessThanOrEqual(bytes(brief) - 400);
      expect(failingRows(fewer)).toHaveLength(10);
      const detailed = fewer.match(/<details>/g)?.length ?? 0;
      expect(detailed).toBeGreaterThan(0);
      expect(detailed).toBeLessThan(10);
      expect(fewer).toContain(
        `_Failure details of ${10 - detailed} more failing cases are left out`,
      );

      // Only when not even the names fit do cases go, worst kept.
      const cut = renderMarkdown(report, { maxBytes: 1500, reportUrl: 'https://example.com/full' });
      expect(bytes(cut)).toBeLessThanOrEqual(1500);
      const m = /This summary was cut to fit 1,500 bytes: (\d+) of 40 cases are not shown\./.exec(
        cut,
      );
      expect(m).not.toBeNull();
      const shownRows = cut.split('\n').filter((l) => /^\| ❌ \| c\d\d \|/.test(l)).length;
      expect(Number(m?.[1])).toBe(40 - shownRows);
      expect(shownRows).toBeGreaterThan(0);
      expect(cut).toContain('Full report: [report](https://example.com/full)');
      expect(() => outsideFences(cut)).not.toThrow();
    });

    it('last resort: trims at a line boundary, closes open blocks, and still says what is missing', () => {
      const dir = mkdtempSync(join(tmpdir(), 'agentci-tpl-'));
      writeFileSync(
        join(dir, 'summary.md.hbs'),
        `# Big\n\n\`\`\`\n${'filler line\n'.repeat(2000)}\`\`\`\n`,
      );
      const md = renderMarkdown(loadFixture('failing'), { templatesDir: dir, maxBytes: 4000 });
      expect(bytes(md)).toBeLessThanOrEqual(4000);
      expect(md).toContain('3 of 3 cases are not shown');
      expect(() => outsideFences(md)).not.toThrow();
      expect(
        md
          .split('\n')
          .filter((l) => l.startsWith('filler'))
          .every((l) => l === 'filler line'),
      ).toBe(true);
    });
  });

  describe('templates', () => {
    it('a user template replaces the built-in one; a missing one falls back', () => {
      const dir = mkdtempSync(join(tmpdir(), 'agentci-tpl-'));
      writeFileSync(
        join(dir, 'summary.md.hbs'),
        '# {{totals.cases}} cases\n{{#each cases}}- {{text id}}\n{{/each}}',
      );
      expect(renderMarkdown(loadFixture('hostile'), { templatesDir: dir })).toBe(
        '# 2 cases\n- hostile-&lt;img src=x onerror=alert(1)&gt;\\|@\u200Doctocat\n- plain\n',
      );
      const empty = mkdtempSync(join(tmpdir(), 'agentci-tpl-'));
      expect(renderMarkdown(loadFixture('passing'), { templatesDir: empty })).toBe(
        renderMarkdown(loadFixture('passing')),
      );
    });

    it('a user partial overrides the built-in partial of the same name', () => {
      const dir = mkdtempSync(join(tmpdir(), 'agentci-tpl-'));
      mkdirSync(join(dir, 'partials'));
      writeFileSync(
        join(dir, 'partials', 'case-row.md.hbs'),
        '| {{icon}} | custom {{cell id}} | | | | |',
      );
      expect(renderMarkdown(loadFixture('passing'), { templatesDir: dir })).toContain(
        '| ✅ | custom capital-france | | | | |',
      );
    });

    it('plain {{ }} in a user template still HTML-escapes agent text', () => {
      const dir = mkdtempSync(join(tmpdir(), 'agentci-tpl-'));
      writeFileSync(join(dir, 'summary.md.hbs'), '{{#each cases}}{{id}}{{/each}}');
      expect(renderMarkdown(loadFixture('hostile'), { templatesDir: dir })).not.toContain('<img');
    });

    it('loadTemplate finds the built-in folder and names what is missing', () => {
      expect(builtinTemplatesDir()).toMatch(/templates$/);
      expect(loadTemplate('summary.md.hbs')).toContain('agentci');
      expect(() => loadTemplate('nope.hbs')).toThrow(/template "nope.hbs" not found/);
    });
  });
});
