import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSuites } from '../../../suites/load.js';
import { FORMATS } from '../../../formats/index.js';
import { formatProblem, type Problem } from '../../../lib/problems.js';
import {
  dumpRecord,
  parseTestList,
  resolveTestNames,
  selectNamedCases,
} from '../../../formats/thinkingbox/load.js';
import type { Flags } from '../../command-types.js';
import { printProblems, type CliWorld } from '../../world.js';

/**
 * `--name` entries and the names of a `--test-list` file (a YAML list of `file.py:test`, as
 * thinkingbox reads it), in that order; an unreadable or malformed list is a problem.
 */
export function testNamesFromFlags(
  flags: Flags,
  cwd: string,
): { names: string[]; problems: Problem[] } {
  const names = Array.isArray(flags.name) ? (flags.name as string[]) : [];
  const problems: Problem[] = [];
  const list = typeof flags.testList === 'string' ? flags.testList : undefined;
  if (list === undefined) return { names: [...names], problems };
  try {
    return {
      names: [...names, ...parseTestList(readFileSync(path.resolve(cwd, list), 'utf8'))],
      problems,
    };
  } catch (e) {
    problems.push({
      file: '--test-list',
      line: 0,
      field: '',
      message: `cannot read ${list}: ${(e as Error).message}`,
    });
    return { names, problems };
  }
}

/**
 * `agentci dump-tests <paths> [--name f.py | --test-list f] [-o cases.jsonl]`: every thinkingbox
 * test case, hydrated, as one JSON line (the seed's TestCase fields plus `world_state`). Exit 0,
 * or 2 when any input is wrong (nothing is written then).
 */
export async function dumpTestsCommand(
  paths: string[],
  flags: Flags,
  world: CliWorld,
): Promise<number> {
  const named = testNamesFromFlags(flags, world.cwd);
  if (named.problems.length) {
    printProblems(named.problems, world, formatProblem);
    return 2;
  }
  let inputs = paths.length ? paths : ['.'];
  let resolved: ReturnType<typeof resolveTestNames> | undefined;
  if (named.names.length) {
    resolved = resolveTestNames(named.names, paths, world.cwd);
    if (resolved.problems.length) {
      printProblems(resolved.problems, world, formatProblem);
      return 2;
    }
    inputs = resolved.inputs;
  }
  const loaded = await loadSuites(inputs, {
    formats: FORMATS,
    cwd: world.cwd,
    env: world.env,
  });
  const problems = [...loaded.problems];
  let cases = loaded.cases;
  if (resolved) {
    const sel = selectNamedCases(cases, resolved.resolved);
    problems.push(...sel.problems);
    cases = sel.cases;
  }
  if (problems.length) {
    printProblems(problems, world, formatProblem);
    return 2;
  }
  const records = cases.map(dumpRecord).filter((r) => r !== undefined);
  const others = cases.length - records.length;
  if (others > 0)
    world.stderr.write(
      `agentci: dump-tests: ${others} case${others === 1 ? '' : 's'} of other formats left out (only thinkingbox Python cases are dumped)\n`,
    );
  const text = records.map((r) => JSON.stringify(r) + '\n').join('');
  const out = typeof flags.output === 'string' ? path.resolve(world.cwd, flags.output) : undefined;
  if (!out) {
    world.stdout.write(text);
    return 0;
  }
  try {
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, text);
  } catch (e) {
    world.stderr.write(
      `agentci: cannot write ${flags.output as string}: ${(e as Error).message}\n`,
    );
    return 3;
  }
  world.stdout.write(
    `wrote ${records.length} test case${records.length === 1 ? '' : 's'} to ${path.relative(world.cwd, out) || out}\n`,
  );
  return 0;
}
