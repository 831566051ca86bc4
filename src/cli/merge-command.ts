import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { plural } from '../lib/number-format.js';
import type { Report } from '../model/report.js';
import { mergeReports, MergeOverlapError, type MergeInput } from '../report/merge.js';
import { formatProblem } from '../lib/problems.js';
import { renderFinalTable } from './final-table.js';
import type { Flags } from './command-types.js';
import { readReport } from './report-command.js';
import { printProblems, type CliWorld } from './world.js';
import { colors, inert, wantColor } from './terminal-text.js';
import { reportOnlyTargets, writeAndList } from './write-outputs.js';

/**
 * The report files under a folder: in each folder its `report.json` when there is one (an action
 * artifact holds report.json beside results.jsonl: the same run twice), else its `*.jsonl` files
 * (Yao reports and results streams; of a run's default output-<ts>.jsonl and
 * output-<ts>.results.jsonl only the report); then the subfolders, in name order so the merge is
 * reproducible.
 */
export async function findReportFiles(dir: string): Promise<string[]> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const out: string[] = [];
  const hasReport = entries.some((e) => e.isFile() && e.name === 'report.json');
  if (hasReport) out.push(path.join(dir, 'report.json'));
  else {
    const names = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
    for (const e of entries)
      if (
        e.isFile() &&
        e.name.endsWith('.jsonl') &&
        // A run's default pair: Yao's report output-<ts>.jsonl and its stream output-<ts>.results.jsonl.
        !(
          e.name.endsWith('.results.jsonl') &&
          names.has(e.name.replace(/\.results\.jsonl$/, '.jsonl'))
        )
      )
        out.push(path.join(dir, e.name));
  }
  for (const e of entries)
    if (e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.'))
      out.push(...(await findReportFiles(path.join(dir, e.name))));
  return out;
}

/** Expands the command's arguments (files and folders) into report files; problems name the argument. */
export async function collectReportFiles(
  args: string[],
  cwd: string,
): Promise<{ files: string[]; problems: string[] }> {
  const files: string[] = [];
  const problems: string[] = [];
  for (const a of args) {
    const abs = path.resolve(cwd, a);
    if (!existsSync(abs)) {
      problems.push(`${a}: no such file or folder`);
      continue;
    }
    if ((await stat(abs)).isDirectory()) {
      const found = await findReportFiles(abs);
      if (found.length === 0)
        problems.push(`${a}: no report.json or .jsonl results stream in this folder`);
      files.push(...found);
    } else files.push(abs);
  }
  // The same file named twice (a folder and a file in it) is read once.
  return { files: [...new Set(files)], problems };
}

/** Reads every report, collecting every unreadable one rather than stopping at the first. */
export async function readMergeInputs(
  files: string[],
  cwd: string,
): Promise<{ inputs: MergeInput[]; problems: string[] }> {
  const inputs: MergeInput[] = [];
  const problems: string[] = [];
  for (const f of files) {
    const rel = path.relative(cwd, f) || f;
    try {
      const report: Report = await readReport(f);
      inputs.push({ file: rel, report });
    } catch (e) {
      problems.push((e as Error).message.replace(f, rel));
    }
  }
  return { inputs, problems };
}

/**
 * `agentci merge <reports or folders…> -o report.json`: one report from shard reports. Exit codes:
 * the merged gate's (0/1, 3 for a shard that did not finish or a missing shard), 2 for unreadable
 * or overlapping inputs.
 */
export async function mergeCommand(args: string[], flags: Flags, world: CliWorld): Promise<number> {
  const c = colors(wantColor(flags.color, world.stdout, world.env));
  const outs = reportOnlyTargets(flags, world.cwd, 'merge');
  if (outs.problems.length) {
    printProblems(outs.problems, world, formatProblem);
    return 2;
  }
  const { files, problems } = await collectReportFiles(args, world.cwd);
  const read = await readMergeInputs(files, world.cwd);
  problems.push(...read.problems);
  if (problems.length) {
    world.stderr.write(
      `agentci merge: ${problems.length} input problem${problems.length === 1 ? '' : 's'}, nothing merged:\n`,
    );
    for (const p of problems) world.stderr.write(`  ${inert(p, 2000)}\n`);
    return 2;
  }
  let merged;
  try {
    merged = mergeReports(read.inputs, { allowMissing: flags.allowMissing === true });
  } catch (e) {
    world.stderr.write(`agentci merge: ${(e as Error).message}\n`);
    return e instanceof MergeOverlapError || (e as Error).message.startsWith('nothing to merge')
      ? 2
      : 3;
  }
  world.stdout.write(
    c.dim(
      `merged ${plural(read.inputs.length, 'report')}: ${plural(merged.report.summary.total, 'case')}, ${plural(merged.report.summary.total_runs, 'attempt')}\n`,
    ),
  );
  for (const w of merged.warnings)
    world.stderr.write(`agentci merge: warning: ${inert(w, 2000)}\n`);
  const report = world.redactor ? world.redactor.value(merged.report) : merged.report;
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
