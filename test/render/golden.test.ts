/**
 * Golden outputs: every committed report fixture rendered to JUnit, Markdown and HTML, compared
 * with the committed files in test/golden/ (timestamps blanked). `UPDATE_GOLDEN=1 npx vitest run
 * test/render` rewrites the fixtures from their definitions and the goldens from the renderers, so a
 * PR shows how rendering changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  renderHtml,
  renderJson,
  renderJunit,
  renderMarkdown,
  type RenderOptions,
} from '../../src/render/index.js';
import { buildHugeReport } from '../fixtures/reports/builder.js';
import { FIXTURES, failingDiff } from '../fixtures/reports/definitions.js';
import {
  blankTimestamps,
  FIXTURES_DIR,
  GOLDEN_DIR,
  htmlData,
  loadFixture,
  UPDATE,
} from './helpers.js';

const NOW = new Date('2025-06-01T12:05:00.000Z');

function optionsFor(name: string): RenderOptions {
  return {
    now: NOW,
    reportUrl: 'https://github.com/acme/agent/actions/runs/42/artifacts/7',
    runUrl: 'https://github.com/acme/agent/actions/runs/42',
    ...(name === 'failing' ? { diff: failingDiff() } : {}),
  };
}

function compareGolden(file: string, actual: string): void {
  const path = join(GOLDEN_DIR, file);
  const text = blankTimestamps(actual);
  if (UPDATE) {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(path, text);
    return;
  }
  if (!existsSync(path))
    throw new Error(`golden ${file} is missing: run UPDATE_GOLDEN=1 npx vitest run test/render`);
  // Compared as one string so a failure shows a readable diff.
  expect(text, `${file} differs from its golden (UPDATE_GOLDEN=1 rewrites it)`).toBe(
    readFileSync(path, 'utf8'),
  );
}

describe('golden outputs', () => {
  for (const name of Object.keys(FIXTURES)) {
    describe(name, () => {
      it('the committed fixture matches its definition', () => {
        const fresh = renderJson(FIXTURES[name]());
        const path = join(FIXTURES_DIR, `${name}.json`);
        if (UPDATE) writeFileSync(path, fresh);
        expect(readFileSync(path, 'utf8')).toBe(fresh);
      });
      it('renders JUnit, Markdown and HTML as committed', () => {
        const report = loadFixture(name);
        const opts = optionsFor(name);
        compareGolden(`${name}.xml`, renderJunit(report, opts));
        compareGolden(`${name}.md`, renderMarkdown(report, opts));
        compareGolden(`${name}.html`, renderHtml(report, opts));
      });
    });
  }

  describe('huge (10,000 cases × 3 runs, generated)', () => {
    it('renders as committed (Markdown at a 64 KiB budget; XML and HTML by hash)', () => {
      const report = buildHugeReport();
      const opts = { ...optionsFor('huge'), maxBytes: 64 * 1024 };
      compareGolden('huge.md', renderMarkdown(report, opts));
      const sha = (s: string) => createHash('sha256').update(blankTimestamps(s)).digest('hex');
      // The HTML's data block is gzip; hash the page and the decoded data so the golden does not
      // depend on the zlib version.
      const html = renderHtml(report, optionsFor('huge'));
      const block = htmlData(html);
      const page = html.replace(block.raw, '');
      const hashes = `${JSON.stringify(
        {
          'huge.xml': sha(renderJunit(report, opts)),
          'huge.html': sha(page),
          'huge.html data': sha(block.json),
        },
        null,
        2,
      )}\n`;
      compareGolden('huge.sha256.json', hashes);
    });
  });
});
