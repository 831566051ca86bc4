import { inertJsonText } from '../lib/json.js';
import { plural } from '../lib/number-format.js';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  readQuarantineFile,
  renderQuarantine,
  type QuarantineEntry,
} from '../config/quarantine.js';
import { flakiness, type FlakyCase } from '../report/flaky.js';
import { FLAKE_SOURCES } from '../model/result.js';
import { sourceLabel } from '../render/flake-source.js';
import { isoDay } from '../report/quarantine.js';
import { formatProblem } from '../lib/problems.js';
import { collectReportFiles, readMergeInputs } from './merge-command.js';
import type { Flags } from './command-types.js';
import type { CliWorld } from './world.js';
import { colors, wantColor, inert } from './terminal-text.js';

const PositiveInt = z.coerce.number().int().positive();
const NonNegativeInt = z.coerce.number().int().nonnegative();

/** The table `agentci flaky` prints. */
export function renderFlakyTable(rows: readonly FlakyCase[], reports: number): string {
  if (rows.length === 0)
    return `no case flipped across ${reports} report${reports === 1 ? '' : 's'}\n`;
  const lines = [
    `${rows.length} case${rows.length === 1 ? '' : 's'} changed outcome across ${plural(reports, 'report')} (history oldest → newest: P passed, F failed, - absent)`,
    '',
  ];
  lines.push(['flip rate', 'flips', 'mixed', 'history', 'source', 'case'].join('\t'));
  for (const r of rows)
    lines.push(
      [
        `${Math.round(r.flip_rate * 100)}%`,
        String(r.flips),
        String(r.mixed),
        inert(r.history, 60),
        sourceLabel(r.source) || '—',
        `${inert(r.id, 200)}  (${inert(r.suite, 200)})`,
      ].join('\t'),
    );
  return `${lines.join('\n')}\n`;
}

/**
 * `agentci flaky <reports or folders…>`: ranks cases by flip rate across past reports and, with
 * `--write-quarantine`, adds them to the quarantine file (existing entries are kept as written).
 */
export async function flakyCommand(args: string[], flags: Flags, world: CliWorld): Promise<number> {
  const c = colors(wantColor(flags.color, world.stdout, world.env));
  const problems: string[] = [];
  const num = (key: string, flag: string, schema: typeof PositiveInt, dflt: number): number => {
    const v = flags[key];
    if (v === undefined) return dflt;
    const r = schema.safeParse(v);
    if (!r.success) problems.push(`${flag}: expected a whole number, got ${JSON.stringify(v)}`);
    return r.success ? r.data : dflt;
  };
  const minFlips = num('minFlips', '--min-flips', NonNegativeInt, 1);
  const sourceFlag = flags.source;
  const source = FLAKE_SOURCES.find((s) => s === sourceFlag);
  if (sourceFlag !== undefined && !source)
    problems.push(
      `--source: expected one of ${FLAKE_SOURCES.join(', ')}, got ${JSON.stringify(sourceFlag)}`,
    );
  const days = num('days', '--days', PositiveInt, 14);
  const quarantineFile =
    typeof flags.writeQuarantine === 'string' ? flags.writeQuarantine : undefined;
  const reason = typeof flags.reason === 'string' ? flags.reason.trim() : '';
  if (quarantineFile && !reason)
    problems.push('--write-quarantine needs --reason "…" (why these cases are quarantined)');
  const { files, problems: fileProblems } = await collectReportFiles(args, world.cwd);
  problems.push(...fileProblems);
  const read = await readMergeInputs(files, world.cwd);
  problems.push(...read.problems);
  if (problems.length) {
    world.stderr.write(
      `agentci flaky: ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n`,
    );
    for (const p of problems) world.stderr.write(`  ${inert(p, 2000)}\n`);
    return 2;
  }
  const rows = flakiness(
    read.inputs.map((i) => i.report),
    { minFlips, ...(source ? { source } : {}) },
  );
  if (flags.json === true) world.stdout.write(`${inertJsonText(JSON.stringify(rows, null, 2))}\n`);
  else world.stdout.write(renderFlakyTable(rows, read.inputs.length));

  if (quarantineFile) {
    const abs = path.resolve(world.cwd, quarantineFile);
    let entries: QuarantineEntry[] = [];
    if (existsSync(abs)) {
      const existing = await readQuarantineFile(abs, quarantineFile);
      if (existing.problems.length) {
        world.stderr.write(
          `agentci flaky: the quarantine file has problems, it was not changed:\n`,
        );
        for (const p of existing.problems) world.stderr.write(`  ${formatProblem(p)}\n`);
        return 2;
      }
      entries = existing.entries;
    }
    const now = world.now?.() ?? new Date();
    const expires = isoDay(new Date(now.getTime() + days * 86_400_000));
    const has = (r: FlakyCase) =>
      entries.some((e) => e.id === r.id && (e.suite === undefined || e.suite === r.suite));
    const added = rows.filter((r) => !has(r));
    entries = [...entries, ...added.map((r) => ({ id: r.id, suite: r.suite, reason, expires }))];
    const tmp = `${abs}.tmp-${process.pid}`;
    try {
      await mkdir(path.dirname(abs), { recursive: true });
      await writeFile(tmp, renderQuarantine(entries));
      await rename(tmp, abs);
    } catch (e) {
      world.stderr.write(
        `agentci flaky: cannot write ${quarantineFile}: ${(e as Error).message}\n`,
      );
      return 3;
    }
    world.stdout.write(
      c.dim(
        `  ${quarantineFile}: added ${added.length} case${added.length === 1 ? '' : 's'} until ${expires}${rows.length - added.length ? `, ${rows.length - added.length} already listed` : ''}\n`,
      ),
    );
  }
  return 0;
}
