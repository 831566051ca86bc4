import path from 'node:path';
import { configDisplay, type LoadedConfig } from '../config/load-config.js';
import { refuseAssertion, validateAssertion } from '../judges/index.js';
import { compilePattern, type CompiledPattern } from '../lib/regex-pattern.js';
import type { Case } from '../model/case.js';
import { loadSuites } from '../suites/load.js';
import { InputError, NoCasesError, type Problem } from '../lib/problems.js';
import type { LeftOut, PathOrigin } from '../suites/discover.js';
import type { ScriptRef } from '../model/payloads/yao-script.js';
import type { FormatRegistry, NamedSelection } from '../contracts/format.js';
import type { RunSettings } from '../model/run-settings.js';
import { inShard } from '../lib/shard.js';

/*
 * The cases a run runs: the inputs (flags, else the config's `suites:`) loaded in every format,
 * then narrowed by `--run` and `--shard`. What a seed's command line adds (Yao's `scripts.*` names,
 * generator inputs and direct message, thinkingbox's test names, skilltest's `--case-json` and run
 * options) comes from that seed's adapter as a CaseSourcing. Nothing runs until all of it is valid.
 */

type CaseSelection = Pick<
  RunSettings,
  'inputs' | 'cwd' | 'runFilter' | 'shard' | 'strict' | 'nearMisses' | 'agentName' | 'agentTree'
>;

/** Cases a front door makes in place of loading the inputs (Yao's generator inputs, a message). */
export type CaseGenerator = (ctx: {
  cwd: string;
  env: Record<string, string | undefined>;
  loaded: LoadedConfig;
  /** The agent the cases are for (Yao's `-n`). */
  agentName: string | undefined;
}) => Promise<{ cases: Case[]; warnings: Problem[] }>;

/**
 * What a seed's command line adds to finding a run's cases; its adapter (src/cli/compat/) fills it.
 * agentci's own `run` and the action use none of it.
 */
export interface CaseSourcing {
  /** Cases made in place of loading the inputs. */
  generate?: CaseGenerator;
  /**
   * An input that is a name rather than a path (Yao's `scripts.<assistant>.<module>`), resolved to
   * the suite file to load; undefined when the input is no such name.
   */
  resolveInput?(input: string): { file: string; ref: ScriptRef } | { problem: Problem } | undefined;
  /** Test names (thinkingbox's `--name` / `--test-list`) resolved under the inputs as roots. */
  names?(roots: string[]): NamedSelection;
  /** Whether the run may go on with no inputs (the names or the extra cases are its input). */
  inputsOptional?: boolean;
  /**
   * What to say when nothing names a case: what gives cases in this front door (its flags),
   * since a door's command line is its own. Default: agentci's `run`.
   */
  noInputs?: string;
  /** Cases given by files of their own (skilltest's `--case-json`), after the suites' cases. */
  extraCases?(): Promise<{ cases: Case[]; problems: Problem[] }>;
  /** The seed's run-wide options on the loaded cases (skilltest's matrix, `--spy`, …). */
  prepare?(cases: Case[], loaded: LoadedConfig): Promise<Case[]>;
  /**
   * A run with nothing to run (or that `--run` leaves nothing) passes with the warning "No tests
   * to run" (Yao's script.go Run) instead of failing.
   */
  emptyPasses?: boolean;
}

/** The inputs after `--name` and name resolution, with what loading them needs. */
interface ResolvedInputs {
  inputs: string[];
  named: NamedSelection | undefined;
  scriptRefs: Map<string, ScriptRef>;
  /** Where the inputs from the config's `suites:` are written. */
  origins: ReadonlyMap<string, PathOrigin>;
}

/** What loading cases needs besides the settings: the environment, the formats, the adapter's part. */
export interface CaseLoading {
  env: Record<string, string | undefined>;
  formats: FormatRegistry;
  sourcing?: CaseSourcing;
}

/**
 * agentci.yaml's `max_turns` (skilltest.yaml's key): the turn cap of simulated-user cases without
 * their own, in every front door (a seed's command line may set it again, as `--max-turns`).
 */
function withConfigTurns(cases: Case[], maxTurns: number | undefined): void {
  if (maxTurns === undefined) return;
  for (const c of cases)
    if (c.user_sim && c.user_sim.max_turns === undefined && c.max_turns === undefined)
      c.max_turns = maxTurns;
}

/**
 * Loads and selects the run's cases. Throws InputError (exit 2) for no inputs, unknown names, an
 * invalid suite or `--run` pattern; NoCasesError when nothing is left to run. `leftOut`: files
 * the folder searches and globs found and left alone (data beside the suites).
 */
export async function loadCases(
  settings: CaseSelection,
  loaded: LoadedConfig,
  how: CaseLoading,
): Promise<{ cases: Case[]; warnings: Problem[]; leftOut?: LeftOut[] }> {
  const sourcing = how.sourcing ?? {};
  const made = sourcing.generate
    ? await sourcing.generate({
        cwd: settings.cwd,
        env: how.env,
        loaded,
        agentName: settings.agentName,
      })
    : undefined;
  const resolved = made ? undefined : resolveInputs(settings, loaded, sourcing);
  const loadedCases: { cases: Case[]; warnings: Problem[]; leftOut?: LeftOut[] } =
    made ?? (await loadSuiteCases(settings, resolved as ResolvedInputs, how));
  const { warnings } = loadedCases;
  withConfigTurns(loadedCases.cases, loaded.config.max_turns);
  const leftOut = loadedCases.leftOut ?? [];
  const cases = sourcing.prepare
    ? await sourcing.prepare(loadedCases.cases, loaded)
    : loadedCases.cases;
  if (settings.strict && warnings.length > 0) throw new InputError(warnings);
  const emptyPasses = sourcing.emptyPasses === true;
  if (cases.length === 0 && emptyPasses) return { cases, warnings, leftOut };
  if (cases.length === 0) {
    const inputs = resolved?.inputs ?? settings.inputs;
    throw new NoCasesError(`no test cases found in ${inputs.join(', ') || 'the given cases'}`);
  }
  const selected = selectCases(cases, settings, emptyPasses);
  if (selected.length === 0 && settings.runFilter !== undefined)
    warnings.push({
      file: '--run',
      line: 0,
      field: '',
      message: `No tests to run: no test function matches ${settings.runFilter ?? ''}`,
    });
  return { cases: selected, warnings, leftOut };
}

/** Nothing names a case in agentci's own `run` (and `validate`, and `agentci yao`, which has -i). */
const NO_INPUTS = 'no suites given: pass paths (or -i), or set suites: in agentci.yaml';

function resolveInputs(
  settings: CaseSelection,
  loaded: LoadedConfig,
  sourcing: CaseSourcing,
): ResolvedInputs {
  const config = loaded.config;
  // Inputs: flags, else the config's suites (relative to the config file), whose problems are
  // said at their line of the config.
  let inputs = settings.inputs;
  const origins = new Map<string, PathOrigin>();
  if (inputs.length === 0 && !sourcing.inputsOptional && config.suites?.length) {
    const file = configDisplay(settings.cwd, loaded.path);
    inputs = config.suites.map((s, i) => {
      const input = configSuite(s, loaded.baseDir, settings.cwd);
      if (!origins.has(input))
        origins.set(input, {
          file,
          line: loaded.lineOf?.(['suites', i]) ?? 0,
          field: `suites[${i}]`,
          path: s,
        });
      return input;
    });
  }
  if (inputs.length === 0 && !sourcing.inputsOptional)
    throw new InputError([
      {
        file: '',
        line: 0,
        field: '',
        message: sourcing.noInputs ?? NO_INPUTS,
      },
    ]);

  // Test names (thinkingbox's): the paths are the roots the names are found under.
  const named = sourcing.names?.(inputs);
  if (named?.problems.length) throw new InputError(named.problems);
  if (named) inputs = named.inputs;
  // Inputs that are names of suite files (Yao's `scripts.<assistant>.<module>`).
  const scriptRefs = new Map<string, ScriptRef>();
  const nameProblems: Problem[] = [];
  if (sourcing.resolveInput) {
    const resolve = sourcing.resolveInput.bind(sourcing);
    inputs = inputs.map((input) => {
      const found = resolve(input);
      if (!found) return input;
      if ('problem' in found) {
        nameProblems.push(found.problem);
        return input;
      }
      scriptRefs.set(found.file, found.ref);
      return found.file;
    });
  }
  if (nameProblems.length) throw new InputError(nameProblems);
  return { inputs, named, scriptRefs, origins };
}

/**
 * An entry of the config's `suites:` as an input relative to the working directory: paths and
 * globs resolve against the config's folder, and an exclusion (`!drafts/**`) stays one.
 */
function configSuite(s: string, baseDir: string, cwd: string): string {
  const not = s.startsWith('!') ? '!' : '';
  const rel = path.relative(cwd, path.resolve(baseDir, s.slice(not.length))) || '.';
  return not + rel.split(path.sep).join('/');
}

/**
 * The agent's tree (the action's fork recipe checks the PR's head out inside the workspace) holds
 * the PR's own suites: an exclusion keeps every folder and glob of the run out of it.
 */
function outsideAgentTree(settings: Pick<RunSettings, 'cwd' | 'agentTree'>): string[] {
  if (settings.agentTree === undefined) return [];
  const rel = path.relative(path.resolve(settings.cwd), path.resolve(settings.agentTree));
  if (rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel))
    return [];
  return [`!${rel.split(path.sep).join('/')}/**`];
}

/** Suite files in every format, then the adapter's extra cases, then the name selection. */
async function loadSuiteCases(
  settings: CaseSelection,
  { inputs, named, scriptRefs, origins }: ResolvedInputs,
  how: CaseLoading,
): Promise<{ cases: Case[]; warnings: Problem[]; leftOut: LeftOut[] }> {
  const loadedSuites =
    inputs.length > 0
      ? await loadSuites([...inputs, ...outsideAgentTree(settings)], {
          cwd: settings.cwd,
          env: how.env,
          formats: how.formats,
          scriptRefs,
          origins,
          validateAssertion,
          refuseAssertion,
        })
      : { cases: [], problems: [], warnings: [], leftOut: [] };
  // agentci's own front door refuses a near miss of a known field (a typo'd `asert` asserts
  // nothing); a seed's command line keeps the seed's meaning: a warning, the field ignored.
  const refused =
    settings.nearMisses === 'warning' ? [] : loadedSuites.warnings.filter((w) => w.nearMiss);
  const loadProblems = [...loadedSuites.problems, ...refused.map(nearMissProblem)];
  let cases = loadedSuites.cases;
  const extra = await how.sourcing?.extraCases?.();
  if (extra) {
    loadProblems.push(...extra.problems);
    cases = [...cases, ...extra.cases];
  }
  if (named) {
    const sel = named.select(cases);
    loadProblems.push(...sel.problems);
    cases = sel.cases;
  }
  // The warnings go with the problems (those not refused), so every one is said in one pass.
  if (loadProblems.length)
    throw new InputError(
      loadProblems,
      loadedSuites.warnings.filter((w) => !refused.includes(w)),
    );
  return { cases, warnings: loadedSuites.warnings, leftOut: loadedSuites.leftOut };
}

/** A near miss as an error: the file:line, the field, and the key it nearly spells. */
function nearMissProblem(w: Problem): Problem {
  const { nearMiss, ...rest } = w;
  return {
    ...rest,
    message: `unknown field '${nearMiss?.key ?? ''}': did you mean '${nearMiss?.known ?? ''}'? (agentci refuses a near miss of a known field; \`agentci yao\` ignores it, as Yao does)`,
  };
}

/** `--run` (a regex over case ids) and `--shard`. */
function selectCases(cases: Case[], settings: CaseSelection, scriptsOnly = false): Case[] {
  if (settings.runFilter !== undefined) {
    let re: CompiledPattern;
    try {
      // Go's regexp, like Yao's `--run` (regexp.Compile, then MatchString on each id).
      re = compilePattern(settings.runFilter, 'go');
    } catch (e) {
      throw new InputError([
        {
          file: '--run',
          line: 0,
          field: '',
          message: `not a valid regex: ${(e as Error).message}`,
        },
      ]);
    }
    cases = cases.filter((c) => re.test(c.id));
    if (cases.length === 0 && !scriptsOnly)
      throw new NoCasesError(`no test cases match pattern: ${settings.runFilter}`);
  }
  if (settings.shard) {
    const shard = settings.shard;
    cases = cases.filter((c) => inShard(c.suite, c.id, shard));
  }
  return cases;
}
