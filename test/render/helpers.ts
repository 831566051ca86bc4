/** Shared helpers for the renderer tests. */
import { gunzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MessageChannel,
  receiveMessageOnPort,
  Worker,
  type MessagePort,
} from 'node:worker_threads';
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

interface XmllintBridge {
  port: MessagePort;
  flag: Int32Array;
}
let bridge: XmllintBridge | undefined;

/** One worker thread per test worker runs xmllint-wasm (see test/helpers/xmllint-worker.mjs). */
function xmllintBridge(): XmllintBridge {
  if (bridge) return bridge;
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(join(ROOT, 'test', 'helpers', 'xmllint-worker.mjs'), {
    workerData: { port: port2, flag },
    transferList: [port2],
  });
  // Neither may keep a test process alive.
  worker.unref();
  port1.unref();
  bridge = { port: port1, flag };
  return bridge;
}

/**
 * Runs xmllint's command line (`--noout --schema S F`, `--xpath EXPR F`…) with libxml2's xmllint
 * from the npm package xmllint-wasm, never a program installed on the machine; returns its exit
 * status (0; 3 when a document does not parse or validate; another non-zero status for an XPath
 * error or empty result), stdout and stderr instead of throwing. The WebAssembly xmllint sees only
 * files handed to it: every argument naming a file (a document or a schema; the vendored schemas
 * import and include nothing) is passed in under a short name, turned back into the path in what
 * it prints.
 */
export function xmllint(args: string[]): { status: number; stderr: string; stdout: string } {
  const files: { fileName: string; contents: Uint8Array }[] = [];
  const names = new Map<string, string>();
  const mapped = args.map((arg, i) => {
    // The argument of --xpath is an expression, never a file.
    if (args[i - 1] === '--xpath' || arg.startsWith('-') || !existsSync(arg)) return arg;
    let name = names.get(arg);
    if (name === undefined) {
      name = `input-${files.length}${extname(arg) || '.xml'}`;
      names.set(arg, name);
      files.push({ fileName: name, contents: readFileSync(arg) });
    }
    return name;
  });
  if (files.length === 0) throw new Error(`xmllint: no input file among ${JSON.stringify(args)}`);
  const { port, flag } = xmllintBridge();
  Atomics.store(flag, 0, 0);
  port.postMessage({ files, args: mapped });
  if (Atomics.wait(flag, 0, 0, 120_000) === 'timed-out')
    throw new Error(`xmllint ${args.join(' ')}: no answer in 120 s`);
  const reply = receiveMessageOnPort(port)?.message as
    { status: number; stdout: string; stderr: string } | undefined;
  if (!reply) throw new Error(`xmllint ${args.join(' ')}: the worker woke without an answer`);
  const real = (text: string) => {
    let out = text;
    for (const [file, name] of names) out = out.split(name).join(file);
    return out;
  };
  return { status: reply.status, stdout: real(reply.stdout), stderr: real(reply.stderr) };
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
