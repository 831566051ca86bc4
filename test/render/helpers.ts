/** Shared helpers for the renderer tests. */
import { spawnSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReportSchema, type Report } from '../../src/model/index.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES_DIR = join(ROOT, 'test', 'fixtures', 'reports');
export const GOLDEN_DIR = join(ROOT, 'test', 'golden');
export const OUTPUT_DIR = join(ROOT, 'test-output', 'render');
const XSD_DIR = join(ROOT, 'test', 'fixtures', 'junit', 'xsd');
/** Maven Surefire's report schema (one `<testsuite>` per document). */
export const SUREFIRE_XSD = join(XSD_DIR, 'surefire-test-report.xsd');
/** Surefire 3.0's schema: no `timestamp`/`flakes` on a testsuite, times like `1.234`. */
export const SUREFIRE_30_XSD = join(XSD_DIR, 'surefire-test-report-3.0.xsd');
/** Jenkins xUnit plugin's JUnit schema (`<testsuites>` or `<testsuite>` root). */
export const JUNIT10_XSD = join(XSD_DIR, 'junit-10.xsd');
export const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** A committed report fixture, parsed through the contract schema. */
export function loadFixture(name: string): Report {
  return ReportSchema.parse(JSON.parse(readFileSync(join(FIXTURES_DIR, `${name}.json`), 'utf8')));
}

export function outputPath(name: string): string {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  return join(OUTPUT_DIR, name);
}

/** Blanks ISO-8601 timestamps so goldens do not change with the clock. */
export function blankTimestamps(s: string): string {
  return s.replace(
    /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/g,
    '<timestamp>',
  );
}

export function requireTool(path: string, debianPackage: string): void {
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: install the Debian package ${debianPackage} (apt-get install -y ${debianPackage})`,
    );
  }
}

/** Runs xmllint; returns its exit status, stdout and stderr instead of throwing. */
export function xmllint(args: string[]): { status: number; stderr: string; stdout: string } {
  requireTool('/usr/bin/xmllint', 'libxml2-utils');
  const r = spawnSync('/usr/bin/xmllint', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.error) throw r.error;
  return { status: r.status ?? 1, stderr: r.stderr, stdout: r.stdout };
}

/** XPath query on a file; the result as text. */
export function xpath(file: string, expr: string): string {
  const r = xmllint(['--xpath', expr, file]);
  if (r.status !== 0) throw new Error(`xmllint --xpath ${expr} failed: ${r.stderr}`);
  return r.stdout.trim();
}

export function writeOut(name: string, text: string): string {
  const p = outputPath(name);
  writeFileSync(p, text);
  return p;
}

/** The data block of a rendered HTML report, decoded (plain JSON or gzip + base64). */
export function htmlData(html: string): { raw: string; json: string; compressed: boolean } {
  const m =
    /<script type="application\/(json|gzip)"( data-encoding="gzip-base64")? id="agentci-data">/.exec(
      html,
    );
  if (!m) throw new Error('no #agentci-data block');
  const start = m.index + m[0].length;
  const raw = html.slice(start, html.indexOf('</script>', start));
  const compressed = m[1] === 'gzip';
  return {
    raw,
    compressed,
    json: compressed ? gunzipSync(Buffer.from(raw, 'base64')).toString('utf8') : raw,
  };
}
