import type { AttemptResult, CaseResult, Diff, Report } from '../../model/index.js';

/** An attempt as the page gets it: no id/suite (its case has them), maybe without its transcript. */
export type PageAttempt = Omit<AttemptResult, 'id' | 'suite'> & {
  /** The transcript was left out to keep the page small (report.json has it). */
  transcript_omitted?: boolean;
};

/** A case as the page gets it: its first attempt's output is not repeated. */
export type PageCase = Omit<CaseResult, 'output' | 'run_details'> & { run_details: PageAttempt[] };

export type PageReport = Omit<Report, 'results'> & { results: PageCase[] };

/** The data block `#agentci-data` of the HTML report (written by src/render/html.ts). */
export interface PageData {
  generated_at: string;
  report_url: string | null;
  run_url: string | null;
  diff: Diff | null;
  /** What was left out to keep the page within its budget, for the reader. */
  notes: string[];
  report: PageReport;
}

/** The data block's encoding attribute for large reports: gzip-compressed JSON in base64. */
export const GZIP_BASE64 = 'gzip-base64';

/**
 * Reads the data block's text: plain JSON, or (`encoding` = gzip-base64) JSON compressed with gzip
 * and encoded in base64, decompressed natively by the browser.
 */
export async function decodeDataBlock(text: string, encoding: string | null): Promise<PageData> {
  if (encoding !== GZIP_BASE64) return JSON.parse(text) as PageData;
  const bin = atob(text.trim());
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  // Reading chunk by chunk with a streaming decoder is several times faster in Chromium than
  // Response.text() on the decompressed stream.
  const reader = new Blob([bytes])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'))
    .getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  for (;;) {
    const r = await reader.read();
    if (r.done) break;
    parts.push(decoder.decode(r.value, { stream: true }));
  }
  parts.push(decoder.decode());
  return JSON.parse(parts.join('')) as PageData;
}
