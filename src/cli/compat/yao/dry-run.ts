import type { Case } from '../../../model/case.js';
import { InputError, NoCasesError, type Problem } from '../../../lib/problems.js';
import { errorMessage } from '../../../lib/error-message.js';
import { loadRunCases, type RunHooks, type RunSettings } from '../../../runner/run.js';
import { inert, type Colors } from '../../terminal-text.js';
import { leftOutLines } from '../../../suites/left-out-note.js';
import type { CliWorld } from '../../world.js';
import { listWrites, writeTextFile, type OutputTarget } from '../../write-outputs.js';

/** A Go duration Yao's ParseDuration reads back exactly. */
function goDuration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

/**
 * A case as Yao's `Case` struct marshals it (types.go field order, omitempty), for `--dry-run`
 * (runner.go outputDryRun prints each case as one JSON line).
 */
export function yaoCaseJson(k: Case): Record<string, unknown> {
  const out: Record<string, unknown> = { id: k.id, input: k.input };
  if (k.expected !== undefined && k.expected !== null) out.expected = k.expected;
  if (k.assert.length) out.assert = k.assert;
  if (k.user) out.user = k.user;
  if (k.team) out.team = k.team;
  if (k.metadata && Object.keys(k.metadata).length) out.metadata = k.metadata;
  if (k.options) out.options = k.options;
  if (k.skip !== false) out.skip = true;
  if (k.timeout_ms !== undefined) out.timeout = goDuration(k.timeout_ms);
  if (k.hooks?.before) out.before = k.hooks.before;
  if (k.hooks?.after) out.after = k.hooks.after;
  if (k.simulator) out.simulator = k.simulator;
  if (k.checkpoints?.length) out.checkpoints = k.checkpoints;
  if (k.max_turns !== undefined && k.format === 'yao-jsonl') out.max_turns = k.max_turns;
  return out;
}

/**
 * `--dry-run` (runner.go outputDryRun): the cases (read or generated) as Yao Case JSON lines on
 * stdout, and the same lines in the output file (-o, else the default output-<ts>.jsonl); exit 0.
 * Like Yao, `--run` and `skip` do not narrow the list. Nothing runs.
 */
export async function dryRun(
  settings: RunSettings,
  front: Pick<RunHooks, 'formats' | 'sourcing'>,
  targets: OutputTarget[],
  world: CliWorld,
  c: Colors,
  verbose: boolean,
  /** Prints the input's problems the front door's way and gives the exit code. */
  failOnProblems: (problems: Problem[]) => number,
): Promise<number> {
  let cases: Case[];
  try {
    const loaded = await loadRunCases(
      { ...settings, runFilter: undefined },
      { ...front, env: world.env },
    );
    cases = loaded.cases;
    for (const l of leftOutLines(loaded.leftOut ?? [], verbose))
      world.stderr.write(`${inert(l, 400)}\n`);
  } catch (e) {
    if (e instanceof InputError) return failOnProblems(e.problems);
    if (e instanceof NoCasesError) {
      world.stderr.write(`agentci: ${e.message}\n`);
      return 1;
    }
    world.stderr.write(`agentci: ${errorMessage(e)}\n`);
    return 3;
  }
  const text = cases.map((k) => `${JSON.stringify(yaoCaseJson(k))}\n`).join('');
  world.stdout.write(text);
  const written: string[] = [];
  const failures: string[] = [];
  for (const t of targets.filter((x) => x.format === 'yao')) {
    try {
      written.push(await writeTextFile(t.path, text, world.cwd));
    } catch (e) {
      failures.push((e as Error).message);
    }
  }
  // The notes go to stderr: stdout is the JSONL alone.
  listWrites(written, failures, { cwd: world.cwd, stdout: world.stderr, stderr: world.stderr }, c);
  return failures.length ? 3 : 0;
}
