import { inertJsonText } from '../lib/json.js';
import type { Report } from '../model/report.js';
import { toYaoReport, type YaoReportInfo } from '../report/yao-report.js';

/*
 * Yao's JSON Report as text (YaoApp/yao agent/test/reporter.go JSONReporter): the file `-o x.json`,
 * `-o x.jsonl` and the default output-<timestamp>.jsonl of a run hold. The data is toYaoReport's.
 */

const LISTS = new Set(['results', 'stability_results', 'skipped_results']);

/**
 * The Yao report as JSON text in pieces (a big run's report is too large for one string): the
 * top level indented by two spaces as Yao's JSONReporter writes it, each case one compact line.
 */
export function* renderYaoReportChunks(report: Report, info: YaoReportInfo): Generator<string> {
  for (const chunk of yaoChunks(report, info)) yield inertJsonText(chunk);
}

function* yaoChunks(report: Report, info: YaoReportInfo): Generator<string> {
  const entries = Object.entries(toYaoReport(report, info));
  yield '{';
  for (const [i, [k, v]] of entries.entries()) {
    const sep = i === entries.length - 1 ? '' : ',';
    if (LISTS.has(k) && Array.isArray(v)) {
      yield `\n  ${JSON.stringify(k)}: [`;
      for (const [j, item] of v.entries()) yield `${j ? ',' : ''}\n    ${JSON.stringify(item)}`;
      yield `${v.length ? '\n  ' : ''}]${sep}`;
    } else
      yield `\n  ${JSON.stringify(k)}: ${JSON.stringify(v, null, 2).replace(/\n/g, '\n  ')}${sep}`;
  }
  yield '\n}\n';
}

/** The Yao report as one string (see renderYaoReportChunks). */
export function renderYaoReport(report: Report, info: YaoReportInfo): string {
  return [...renderYaoReportChunks(report, info)].join('');
}
