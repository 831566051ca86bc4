import { inertJsonText } from '../../../lib/json.js';
import type { Report } from '../../../model/report.js';
import {
  renderSkilltest,
  renderSkilltestHuman,
  toSkilltestReport,
  type SkilltestReport,
} from '../../../render/skilltest.js';
import type { Problem } from '../../../lib/problems.js';
import { classifyProviderMessage } from '../../../formats/skilltest/provider.js';

/*
 * skilltest's CLI output contract (crates/skilltest-cli/src/cli.rs, core exit.rs,
 * schemas/error.schema.json): `--format human | json | json-stream` (agentci's `skilltest` is
 * `json`), exit 3 when a provider, harness or judge failed (the environment must be fixed), and
 * with `json`/`json-stream` a structured error `{code, message, kind?, context?}` on stdout
 * instead of a report.
 */

export const SKILLTEST_FORMATS = ['json', 'human', 'json-stream', 'skilltest'] as const;
export type SkilltestFormat = (typeof SKILLTEST_FORMATS)[number];

export function isSkilltestFormat(f: unknown): f is SkilltestFormat {
  return typeof f === 'string' && (SKILLTEST_FORMATS as readonly string[]).includes(f);
}

/** skilltest's `ProviderErrorKind` (error.schema.json). */
export type ProviderErrorKind =
  | 'auth'
  | 'rate_limit'
  | 'model_not_found'
  | 'quota'
  | 'overloaded'
  | 'timeout'
  | 'spawn'
  | 'protocol'
  | 'other';

/** skilltest's `ReportError`. */
export interface SkilltestError {
  code: 'usage' | 'provider';
  message: string;
  kind?: ProviderErrorKind;
  context?: string;
}

const KINDS: [RegExp, ProviderErrorKind][] = [
  [
    /environment variable \S+ is not set|\b40[13]\b|unauthori[sz]ed|authentication|api key/i,
    'auth',
  ],
  [/\b429\b|rate.?limit/i, 'rate_limit'],
  [/model\b.*\bnot (found|exist)|unknown model/i, 'model_not_found'],
  [/quota|billing|insufficient.credit/i, 'quota'],
  [/overloaded|\b529\b/i, 'overloaded'],
  [/ENOENT|EACCES|spawn|could not start|not found on PATH/i, 'spawn'],
  [/unusable|not valid JSON|protocol|could not parse/i, 'protocol'],
];

/** The category a failure message falls in; undefined when it cannot be classified. */
export function classifyFailure(message: string, timedOut = false): ProviderErrorKind | undefined {
  if (timedOut) return 'timeout';
  return KINDS.find(([re]) => re.test(message))?.[1];
}

/**
 * The first skilltest run that did not finish (agent, harness, MCP server or judge failed, or it
 * timed out): skilltest stops with exit 3 there. Undefined when every skilltest run was scored.
 */
export function providerFailure(report: Report): SkilltestError | undefined {
  const opts = report.metadata.options as { agent?: { kind?: string } };
  for (const r of report.results) {
    if (r.format !== 'skilltest-yaml') continue;
    for (const a of r.run_details) {
      if (a.status !== 'error' && a.status !== 'timeout') continue;
      // A check that could not be scored is the judge's failure; else the agent's.
      const judged = a.checks.find((k) => k.error !== undefined);
      const message = `${r.id}: ${judged?.error ?? a.error ?? a.status}`;
      // A `--provider` failure carries skilltest's own op and classification.
      const fromProvider = classifyProviderMessage(message);
      if (fromProvider)
        return {
          code: 'provider',
          message,
          ...(fromProvider.kind ? { kind: fromProvider.kind } : {}),
          context: fromProvider.op,
        };
      const kind = classifyFailure(message, a.status === 'timeout');
      const context = judged ? 'judge' : `agentci:${opts.agent?.kind ?? 'agent'}`;
      return { code: 'provider', message, ...(kind ? { kind } : {}), context };
    }
  }
  return undefined;
}

/** A missing API key is a provider failure to skilltest (exit 3), not bad input. */
export function isProviderProblem(p: Problem): boolean {
  return /environment variable \S+ is not set/.test(p.message);
}

/** One JSON line, printed to the step's log: no `##[` command in it (see inertJsonText). */
function ndjson(v: unknown): string {
  return `${inertJsonText(JSON.stringify(v))}\n`;
}

/** `json-stream`: one `event` line per tool event, then the terminal `result` line. */
function renderStream(st: SkilltestReport): string {
  let out = '';
  for (const run of st.runs) {
    let turn = 0;
    for (const m of run.transcript.messages) {
      if (m.role !== 'assistant') continue;
      turn++;
      for (const event of m.events ?? [])
        out += ndjson({
          type: 'event',
          case: run.case,
          platform: run.platform,
          model: run.model,
          turn,
          event,
        });
    }
  }
  return out + ndjson({ type: 'result', report: st });
}

/** What `--format human|json|json-stream|skilltest` prints for a finished run. */
export function renderSkilltestOutput(
  report: Report,
  format: SkilltestFormat,
  failure: SkilltestError | undefined,
): { stdout: string; stderr: string } {
  const stderr = failure ? `error: ${failure.message}\n` : '';
  if (format === 'human') return { stdout: renderSkilltestHuman(report), stderr };
  if (format === 'json-stream') {
    if (failure) return { stdout: ndjson({ type: 'error', error: failure }), stderr };
    return { stdout: renderStream(toSkilltestReport(report)), stderr };
  }
  if (failure) return { stdout: `${inertJsonText(JSON.stringify(failure, null, 2))}\n`, stderr };
  return { stdout: renderSkilltest(report), stderr };
}

/** The structured error for a run that could not start, on stdout for `json`/`json-stream`. */
export function renderSkilltestError(format: SkilltestFormat, err: SkilltestError): string {
  if (format === 'human') return '';
  if (format === 'json-stream') return ndjson({ type: 'error', error: err });
  return `${inertJsonText(JSON.stringify(err, null, 2))}\n`;
}
