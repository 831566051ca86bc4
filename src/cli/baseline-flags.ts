import { existsSync } from 'node:fs';
import path from 'node:path';
import { COMPARE_SETTING_NAMES, parseCompareSettings } from '../config/compare-settings.js';
import type { Diff } from '../model/diff.js';
import type { Report } from '../model/report.js';
import {
  caseVerdictText,
  comparisonCountsLine,
  comparisonNotes,
  isNotable,
  powerLine,
} from '../report/compare-text.js';
import { applyGate, recordedGateOptions } from '../report/gate.js';
import type { PastReport } from '../report/history.js';
import {
  compareWithBase,
  StaleReportError,
  type BaselineInput,
  type CompareOptions,
} from '../report/pooled-baseline.js';
import type { Problem } from '../lib/problems.js';
import { collectReportFiles } from './merge-command.js';
import type { Flags } from './command-types.js';
import { readReport } from './report-command.js';
import { inert, type Colors } from './terminal-text.js';

/*
 * `agentci run --baseline <report> --history <reports or folders…>`: the comparison with the base
 * branch outside GitHub (GitLab, Jenkins, Buildkite, a laptop), through the same pure model as the
 * action (src/report/pooled-baseline.ts). The files are read before anything runs: a missing or
 * unreadable one is exit 2; one of another major report schema is named stale and left out.
 */

export interface CliBaseline {
  input: BaselineInput;
  options: CompareOptions;
}

/** `max-regression` → `maxRegression`, the key commander gives `--max-regression` under. */
const flagKey = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Reads `--baseline`, `--history` and the comparison settings; problems name the flag. */
export async function readBaselineFlags(
  flags: Flags,
  cwd: string,
): Promise<{ baseline?: CliBaseline; problems: Problem[] }> {
  const problems: Problem[] = [];
  const bad = (flag: string, message: string) =>
    problems.push({ file: flag, line: 0, field: '', message });
  const str = (k: string) => (typeof flags[k] === 'string' ? (flags[k] as string) : undefined);
  const compare = parseCompareSettings(
    Object.fromEntries(COMPARE_SETTING_NAMES.map((n) => [n, str(flagKey(n))])),
  );
  for (const p of compare.problems) bad(`--${p.name}`, p.message);
  const baselineFile = str('baseline');
  const historyArgs = Array.isArray(flags.history) ? (flags.history as string[]) : [];
  if (baselineFile === undefined && historyArgs.length === 0) {
    for (const n of COMPARE_SETTING_NAMES)
      if (str(flagKey(n)) !== undefined)
        bad(
          `--${n}`,
          'compares with the base branch: give --baseline <report> or --history <reports>',
        );
    return { problems };
  }
  const stale: { source: string; reason: string }[] = [];
  const rel = (f: string) => path.relative(cwd, f) || f;
  let base: BaselineInput['base'];
  if (baselineFile !== undefined) {
    const abs = path.resolve(cwd, baselineFile);
    if (!existsSync(abs)) bad('--baseline', `${baselineFile}: no such file`);
    else
      try {
        base = { report: await readReport(abs), source: { source: `file ${baselineFile}` } };
      } catch (e) {
        if (e instanceof StaleReportError)
          stale.push({ source: `file ${baselineFile}`, reason: e.reason });
        else bad('--baseline', (e as Error).message.replace(abs, baselineFile));
      }
  }
  const history: PastReport[] = [];
  if (historyArgs.length) {
    const found = await collectReportFiles(historyArgs, cwd);
    for (const p of found.problems) bad('--history', p);
    for (const f of found.files) {
      try {
        history.push({ report: await readReport(f), run: { source: rel(f) } });
      } catch (e) {
        if (e instanceof StaleReportError) stale.push({ source: rel(f), reason: e.reason });
        else bad('--history', (e as Error).message.replace(f, rel(f)));
      }
    }
  }
  return {
    baseline: { input: { ...(base ? { base } : {}), history, stale }, options: compare.settings },
    problems,
  };
}

/** Compares the run with the base and gates it again; the report carries the new gate. */
export function compareRun(
  report: Report,
  baseline: CliBaseline,
): { report: Report; diff: Diff | undefined } {
  const diff = compareWithBase(report, baseline.input, baseline.options);
  const gate = applyGate(report, {
    ...recordedGateOptions(report),
    maxRegressionPp: baseline.options.maxRegressionPp ?? null,
    diff,
  });
  return { report: { ...report, gate }, diff };
}

/** The comparison for the terminal: the verdict counts, what the runs detect, notes, the cases to see. */
export function comparisonText(diff: Diff | undefined, c: Colors): string {
  if (!diff?.comparison) return `${c.dim('no base report to compare with')}\n`;
  const cmp = diff.comparison;
  const lines = [comparisonCountsLine(cmp, diff.base.source)];
  const power = powerLine(cmp);
  if (power) lines.push(c.dim(power));
  for (const n of comparisonNotes(cmp)) lines.push(c.dim(`  ${n}`));
  const shown = diff.cases.filter((d) => isNotable(d.compare));
  for (const d of shown.slice(0, 20)) {
    const v = d.compare!;
    const text = `  ${inert(d.id, 200)}: ${inert(caseVerdictText(v), 400)}`;
    lines.push(v.verdict === 'regression' ? c.red(text) : text);
  }
  if (shown.length > 20) lines.push(c.dim(`  and ${shown.length - 20} more`));
  return `${lines.join('\n')}\n`;
}
