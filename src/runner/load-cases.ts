import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.js';
import { refuseAssertion, validateAssertion } from '../judges/index.js';
import { compilePattern, type CompiledPattern } from '../judges/regex-pattern.js';
import type { Assertion, Case, CaseFormat, CaseOf } from '../model/case.js';
import { detectInputMode } from '../suites/detect.js';
import { loadSuites } from '../suites/load.js';
import { InputError, NoCasesError, type Problem } from '../suites/problems.js';
import type { LeftOut } from '../suites/discover.js';
import type { ScriptRef } from '../model/payloads/yao-script.js';
import {
  FORMATS,
  generatorOf,
  inputsFormat,
  type FormatRecord,
  type NamedSelection,
} from '../formats/index.js';
import type { RunSettings } from './run.js';
import { inShard } from './shard.js';

/*
 * The cases a run runs: the inputs (flags, else the config's `suites:`), resolved for test names
 * (thinkingbox's `--name`/`--test-list`) and names of suite files (Yao's `scripts.*`), loaded in
 * every format (or generated, or one plain message), plus `--case-json`, prepared with each
 * format's run options, then narrowed by `--run` and `--shard`. What is format-specific comes
 * from the format's record (src/formats/). Nothing runs until all of it is valid.
 */

type CaseSelection = Pick<
  RunSettings,
  | 'inputs'
  | 'cwd'
  | 'caseJson'
  | 'names'
  | 'asserts'
  | 'runFilter'
  | 'shard'
  | 'maxTurns'
  | 'spy'
  | 'mocksFile'
  | 'strict'
  | 'agentName'
  | 'provider'
  | 'platforms'
  | 'models'
  | 'agentTree'
>;

/** The inputs after `--name` and `scripts.*` resolution, with what loading them needs. */
interface ResolvedInputs {
  inputs: string[];
  named: NamedSelection | undefined;
  scriptRefs: Map<string, ScriptRef>;
}

const RECORDS = Object.values(FORMATS) as FormatRecord<CaseFormat>[];

/**
 * Loads and selects the run's cases. Throws InputError (exit 2) for no inputs, unknown names, an
 * invalid suite, `--assert` or `--run` pattern. `leftOut`: files the folder searches and globs
 * found and left alone (data beside the suites).
 */
export async function loadCases(
  settings: CaseSelection,
  loaded: LoadedConfig,
  env: Record<string, string | undefined>,
): Promise<{ cases: Case[]; warnings: Problem[]; leftOut?: LeftOut[] }> {
  const resolved = resolveInputs(settings, loaded);
  const { inputs } = resolved;
  const exists = (p: string) => existsSync(path.resolve(settings.cwd, p));
  const generator = inputs.length === 1 ? generatorOf(inputs[0] as string) : undefined;
  const loadedCases: { cases: Case[]; warnings: Problem[]; leftOut?: LeftOut[] } = generator
    ? await generator({ cwd: settings.cwd, env, loaded, agentName: settings.agentName })
    : settings.caseJson === undefined &&
        inputs.length === 1 &&
        detectInputMode(inputs[0] as string, exists) === 'message'
      ? { cases: [messageCase(inputs[0] as string, settings.asserts ?? [])], warnings: [] }
      : await loadSuiteCases(settings, resolved, env);
  const { warnings } = loadedCases;
  const leftOut = loadedCases.leftOut ?? [];
  const cases = await prepareCases(loadedCases.cases, settings, loaded);
  if (settings.strict && warnings.length > 0) throw new InputError(warnings);
  // A run of inputs whose format passes with nothing to run (Yao's script.go Run: "No tests to
  // run", exit 0); an agent-test run without cases is an error (loader.go, runner.go).
  const own = inputsFormat(inputs);
  const emptyPasses =
    own !== undefined && FORMATS[own].noCasesPasses === true && !settings.caseJson;
  if (cases.length === 0 && emptyPasses) return { cases, warnings, leftOut };
  if (cases.length === 0)
    throw new NoCasesError(`no test cases found in ${inputs.join(', ') || 'the given cases'}`);
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

/**
 * Each format's run options on its loaded cases (FormatRecord.prepareCases: skilltest's
 * `--provider` matrix, `--max-turns`, `--spy`, `--mocks`), keeping the cases' order.
 */
async function prepareCases(
  cases: Case[],
  settings: CaseSelection,
  loaded: LoadedConfig,
): Promise<Case[]> {
  const opts = {
    cwd: settings.cwd,
    ...(settings.provider !== undefined ? { provider: settings.provider } : {}),
    ...(settings.platforms ? { platforms: settings.platforms } : {}),
    ...(settings.models ? { models: settings.models } : {}),
    ...((settings.maxTurns ?? loaded.config.max_turns) !== undefined
      ? { maxTurns: settings.maxTurns ?? loaded.config.max_turns }
      : {}),
    ...(settings.spy ? { spy: true } : {}),
    ...(settings.mocksFile ? { mocksFile: settings.mocksFile } : {}),
  };
  let out = cases;
  for (const record of RECORDS) {
    if (!record.prepareCases || !out.some((c) => c.format === record.format)) continue;
    const own = out.filter((c): c is CaseOf<CaseFormat> => c.format === record.format);
    const prepared = await record.prepareCases(own, opts);
    // Each case's replacements take its place.
    const byCase = new Map<Case, Case[]>(own.map((c, i) => [c, prepared[i] ?? []]));
    out = out.flatMap((c) => byCase.get(c) ?? [c]);
  }
  return out;
}

function resolveInputs(settings: CaseSelection, loaded: LoadedConfig): ResolvedInputs {
  const config = loaded.config;
  // Inputs: flags, else the config's suites (relative to the config file).
  let inputs = settings.inputs;
  if (inputs.length === 0 && settings.caseJson === undefined && config.suites?.length)
    inputs = config.suites.map(
      (s) => path.relative(settings.cwd, path.resolve(loaded.baseDir, s)) || '.',
    );
  if (inputs.length === 0 && settings.caseJson === undefined && !settings.names?.length)
    throw new InputError([
      {
        file: '',
        line: 0,
        field: '',
        message: 'no suites given: pass paths (or -i), or set suites: in agentci.yaml',
      },
    ]);

  // --name/--test-list (thinkingbox's): the paths are the roots the names are found under.
  let named: NamedSelection | undefined;
  const names = settings.names;
  if (names?.length) {
    const byNames = RECORDS.find((r) => r.resolveNames);
    named = byNames?.resolveNames?.(names, inputs, settings.cwd);
    if (named?.problems.length) throw new InputError(named.problems);
    if (named) inputs = named.inputs;
  }
  // Inputs that are names of suite files (Yao's `scripts.<assistant>.<module>`).
  const scriptRefs = new Map<string, ScriptRef>();
  const nameProblems: Problem[] = [];
  inputs = inputs.map((input) => {
    for (const r of RECORDS) {
      const found = r.resolveInput?.(input, settings.cwd);
      if (!found) continue;
      if ('problem' in found) {
        nameProblems.push(found.problem);
        return input;
      }
      scriptRefs.set(found.file, found.ref);
      return found.file;
    }
    return input;
  });
  if (nameProblems.length) throw new InputError(nameProblems);
  return { inputs, named, scriptRefs };
}

/** Direct message mode: the one input is the message, judged by the `--assert` assertions. */
function messageCase(input: string, asserts: Assertion[]): Case {
  const bad = asserts.flatMap((a, i) =>
    validateAssertion(a).map((m: string) => ({
      file: '--assert',
      line: 0,
      field: `[${i}]`,
      message: m,
    })),
  );
  if (bad.length) throw new InputError(bad);
  return {
    id: 'message',
    suite: '(message)',
    source: { file: '(message)', line: 1 },
    format: 'message',
    input,
    assert: asserts,
    evals: [],
    mocks: [],
    spy: false,
    skip: false,
    tags: [],
  };
}

/** Suite files in every format, then `--case-json`, then the `--name` selection. */
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

async function loadSuiteCases(
  settings: CaseSelection,
  { inputs, named, scriptRefs }: ResolvedInputs,
  env: Record<string, string | undefined>,
): Promise<{ cases: Case[]; warnings: Problem[]; leftOut: LeftOut[] }> {
  const loadedSuites =
    inputs.length > 0
      ? await loadSuites([...inputs, ...outsideAgentTree(settings)], {
          cwd: settings.cwd,
          env,
          scriptRefs,
          validateAssertion,
          refuseAssertion,
        })
      : { cases: [], problems: [], warnings: [], leftOut: [] };
  const loadProblems = [...loadedSuites.problems];
  let cases = loadedSuites.cases;
  const byJson = RECORDS.find((r) => r.caseJson);
  for (const file of settings.caseJson ?? []) {
    const fromJson = byJson?.caseJson ? await byJson.caseJson(file, settings.cwd) : undefined;
    if (!fromJson) continue;
    loadProblems.push(...fromJson.problems);
    cases = [...cases, ...fromJson.cases];
  }
  if (named) {
    const sel = named.select(cases);
    loadProblems.push(...sel.problems);
    cases = sel.cases;
  }
  if (loadProblems.length) throw new InputError(loadProblems);
  return { cases, warnings: loadedSuites.warnings, leftOut: loadedSuites.leftOut };
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
