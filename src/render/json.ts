import type { Report } from '../model/index.js';

/**
 * The report as pretty JSON (`report.json`), the input of `agentci report` and of the next run's
 * comparison. Lone surrogates in agent text would make invalid UTF-8 on disk; JSON.stringify
 * (ES2019+) already writes them as `\udxxx` escapes, so the file is always valid.
 */
export function renderJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
