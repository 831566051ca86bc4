import { restoreJsonText } from '../lib/json.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ReportSchema, type Report } from '../model/report.js';
import { reportFromStream } from '../report/from-stream.js';
import { agentciSummary, fromYaoReport, isYaoReport } from '../report/yao-report.js';
import { assertCurrentSchema } from '../report/pooled-baseline.js';
import { formatProblem } from '../lib/problems.js';
import { renderFinalTable } from './final-table.js';
import type { Flags } from './command-types.js';
import { printProblems, type CliWorld } from './world.js';
import { colors, wantColor } from './terminal-text.js';
import { reportOnlyTargets, writeAndList } from './write-outputs.js';

/** Reads report.json or a results stream into a Report. */
export async function readReport(file: string): Promise<Report> {
  const text = await readFile(file, 'utf8');
  const trimmed = text.trimStart();
  if (/^\{"type":"start"/.test(trimmed)) return reportFromStream(text, file);
  let json: unknown;
  try {
    json = JSON.parse(restoreJsonText(text));
  } catch (e) {
    // A results stream cut off before its start line was complete, or any other stream.
    if (file.endsWith('.jsonl')) return reportFromStream(text, file);
    throw new Error(`${file}: not valid JSON: ${(e as Error).message}`);
  }
  // Yao's Report (the default output-<timestamp>.jsonl, `-o x.json`) with agentci's fields.
  const yao = isYaoReport(json) ? json : undefined;
  if (!yao) assertCurrentSchema(json, file);
  const r = ReportSchema.safeParse(yao ? fromYaoReport(yao) : json);
  if (!r.success)
    throw new Error(
      `${file}: not an agentci report:\n${r.error.issues
        .slice(0, 10)
        .map((i) => `  ${i.path.join('.')}: ${i.message}`)
        .join('\n')}`,
    );
  return yao ? agentciSummary(r.data, yao.summary as Record<string, unknown>) : r.data;
}

/** `agentci report <file>`: render a saved report again; exit code = the report's gate. */
export async function reportCommand(file: string, flags: Flags, world: CliWorld): Promise<number> {
  const c = colors(wantColor(flags.color, world.stdout, world.env));
  const outs = reportOnlyTargets(flags, world.cwd, 'report');
  if (outs.problems.length) {
    printProblems(outs.problems, world, formatProblem);
    return 2;
  }
  let report: Report;
  try {
    const read = await readReport(path.resolve(world.cwd, file));
    report = world.redactor ? world.redactor.value(read) : read;
  } catch (e) {
    world.stderr.write(`agentci: ${(e as Error).message}\n`);
    return 2;
  }
  world.stdout.write(renderFinalTable(report, c));
  const failed = await writeAndList(
    report,
    outs.targets,
    {
      cwd: world.cwd,
      templatesDir: flags.templates as string | undefined,
      junitExtensions: flags.junitExtensions === true,
    },
    world,
    c,
  );
  if (failed) return failed;
  return report.gate.exit_code;
}
