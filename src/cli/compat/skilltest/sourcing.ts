import type { Case, CaseOf } from '../../../model/case.js';
import type { Problem } from '../../../lib/problems.js';
import { loadCaseJson } from '../../../formats/skilltest/load.js';
import {
  applySkilltestRunOptions,
  type CaseRunOptions,
} from '../../../formats/skilltest/run-options.js';
import type { CaseSourcing } from '../../../runner/load-cases.js';
import type { RuntimesOverride } from '../../../runner/runtimes.js';
import { providerRuntimes } from './provider-run.js';

/** skilltest's run flags (cli.rs RunArgs) that change which cases run and how. */
export interface SkilltestRunFlags {
  /** `--case-json FILE` (repeatable): one case or an array, skill paths relative to cwd. */
  caseJson?: string[];
  /** `--provider CMD`, or skilltest.yaml's `provider: {kind: command, command: [argv]}`. */
  provider?: string | readonly string[];
  /** `-p` / `-m`: the matrix of a `--provider` run. */
  platforms?: string[];
  models?: string[];
  /** `--judge-model`. */
  judgeModel?: string;
  /** `--max-turns`, `--spy`, `--mocks FILE`. */
  maxTurns?: number;
  spy?: boolean;
  mocksFile?: string;
}

/**
 * What skilltest's command line adds to finding the cases: `--case-json` files after the suites'
 * cases, then the run options on every skilltest case (the `--provider` matrix, `--max-turns`,
 * `--spy`, `--mocks`).
 */
export function skilltestSourcing(flags: SkilltestRunFlags, cwd: string): CaseSourcing {
  const caseJson = flags.caseJson ?? [];
  const opts: CaseRunOptions = {
    cwd,
    ...(flags.provider !== undefined ? { provider: flags.provider } : {}),
    ...(flags.platforms ? { platforms: flags.platforms } : {}),
    ...(flags.models ? { models: flags.models } : {}),
    ...(flags.maxTurns !== undefined ? { maxTurns: flags.maxTurns } : {}),
    ...(flags.spy ? { spy: true } : {}),
    ...(flags.mocksFile ? { mocksFile: flags.mocksFile } : {}),
  };
  return {
    ...(caseJson.length > 0 ? { inputsOptional: true } : {}),
    // skilltest's cmd_run (cli.rs) with no PATH and no --case-json, in its words; agentci.yaml's
    // suites: are this door's extra.
    noInputs:
      'no test cases given: pass a test-case PATH or --case-json <FILE> (or set suites: in agentci.yaml)',
    async extraCases() {
      const cases: Case[] = [];
      const problems: Problem[] = [];
      for (const file of caseJson) {
        const r = await loadCaseJson(file, { cwd });
        cases.push(...r.cases);
        problems.push(...r.problems);
      }
      return { cases, problems };
    },
    async prepare(cases) {
      const own = cases.filter((c): c is CaseOf<'skilltest-yaml'> => c.format === 'skilltest-yaml');
      if (own.length === 0) return cases;
      const prepared = await applySkilltestRunOptions(own, opts);
      // Each case's replacements (its matrix cells) take its place.
      const byCase = new Map<Case, Case[]>(own.map((c, i) => [c, prepared[i] ?? []]));
      return cases.flatMap((c) => byCase.get(c) ?? [c]);
    },
  };
}

/** `--provider CMD` (cli.rs build_provider with ProviderConfig::Command): it runs the whole run. */
export function skilltestProvider(
  flags: SkilltestRunFlags,
  world: { cwd: string; env: Record<string, string | undefined> },
): RuntimesOverride | undefined {
  const command = flags.provider;
  if (command === undefined) return undefined;
  return (cases, ctx) =>
    providerRuntimes(cases, {
      command,
      cwd: world.cwd,
      env: world.env,
      ...(flags.models ? { models: flags.models } : {}),
      ...(flags.judgeModel !== undefined ? { judgeModel: flags.judgeModel } : {}),
      timeoutMs: ctx.timeoutMs,
      meter: ctx.meter,
      ...(ctx.judgeFor ? { judgeFor: ctx.judgeFor } : {}),
    });
}
