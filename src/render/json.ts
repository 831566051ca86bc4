import { inertJsonText } from '../lib/json.js';
import type { Report } from '../model/index.js';

/**
 * The report as pretty JSON (`report.json`), the input of `agentci report` and of the next run's
 * comparison. Lone surrogates in agent text would make invalid UTF-8 on disk; JSON.stringify
 * (ES2019+) already writes them as `\udxxx` escapes, so the file is always valid.
 */
export function renderJson(report: Report): string {
  return `${inertJsonText(JSON.stringify(report, null, 2))}\n`;
}

/**
 * The same report as `renderJson` in pieces, for writing big reports without building one huge
 * string (a 100,000-attempt report is ~100 MB of text). The top level is pretty-printed; each
 * case result is one compact line, which keeps the file greppable and diff-able per case.
 */
export function* renderJsonChunks(report: Report): Generator<string> {
  const { results, ...rest } = report;
  const head = inertJsonText(JSON.stringify(rest, null, 2));
  yield `${head.slice(0, -2)},\n  "results": [`;
  let first = true;
  for (const r of results) {
    yield `${first ? '' : ','}\n    ${inertJsonText(JSON.stringify(r))}`;
    first = false;
  }
  yield `${results.length ? '\n  ' : ''}]\n}\n`;
}
