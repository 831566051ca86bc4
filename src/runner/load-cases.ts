import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.js';
import { refuseAssertion, validateAssertion } from '../judges/index.js';
import { compilePattern, type CompiledPattern } from '../judges/regex-pattern.js';
import type { Assertion, Case } from '../model/case.js';
import { detectInputMode } from '../suites/detect.js';
import { loadSuites } from '../suites/load.js';
import { InputError, NoCasesError, type Problem } from '../suites/problems.js';
import { isScriptInput, resolveScriptInput } from '../formats/yao/script-load.js';
import { resolveTestNames, selectNamedCases } from '../formats/thinkingbox/load.js';
import type { ScriptRef } from '../model/payloads/yao-script.js';
import { dropSkilltestNulls, loadCaseJson } from '../formats/skilltest/load.js';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { parseYamlSource, yamlProblems } from '../config/yaml-source.js';
import {
  DEFAULT_MODEL,
  DEFAULT_PLATFORM,
  MockDeclSchema,
  type MockDecl,
} from '../model/skilltest.js';
import type { RunSettings } from './run.js';
import { generateWithAgent, generateWithScript } from '../formats/yao/named-agent.js';
import { inShard } from './shard.js';

/*
 * The cases a run runs: the inputs (flags, else the config's `suites:`), resolved for thinkingbox
 * `--name`/`--test-list` and Yao `scripts.*` names, loaded in every format (or one plain message),
 * plus `--case-json`, then narrowed by `--run` and `--shard`. Nothing runs until all of it is valid.
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
>;

/** The inputs after `--name` and `scripts.*` resolution, with what loading them needs. */
interface ResolvedInputs {
  inputs: string[];
  named: ReturnType<typeof resolveTestNames> | undefined;
  scriptRefs: Map<string, ScriptRef>;
}

/**
 * Loads and selects the run's cases. Throws InputError (exit 2) for no inputs, unknown names, an
 * invalid suite, `--assert` or `--run` pattern.
 */
export async function loadCases(
  settings: CaseSelection,
  loaded: LoadedConfig,
  env: Record<string, string | undefined>,
): Promise<{ cases: Case[]; warnings: Problem[] }> {
  const resolved = resolveInputs(settings, loaded);
  const { inputs } = resolved;
  const exists = (p: string) => existsSync(path.resolve(settings.cwd, p));
  const generator = inputs.length === 1 ? generatorSource(inputs[0] as string) : undefined;
  const { cases, warnings } = generator
    ? await generator(settings, loaded, env)
    : settings.caseJson === undefined &&
        inputs.length === 1 &&
        detectInputMode(inputs[0] as string, exists) === 'message'
      ? { cases: [messageCase(inputs[0] as string, settings.asserts ?? [])], warnings: [] }
      : await loadSuiteCases(settings, resolved, env);
  await applySkilltestRunOptions(cases, settings, loaded);
  if (settings.strict && warnings.length > 0) throw new InputError(warnings);
  // script.go Run: script tests with nothing to run end with the warning "No tests to run" and
  // exit 0; an agent-test run without cases is an error (loader.go, runner.go).
  const scriptsOnly = inputs.length > 0 && inputs.every(isScriptInput) && !settings.caseJson;
  if (cases.length === 0 && scriptsOnly) return { cases, warnings };
  if (cases.length === 0)
    throw new NoCasesError(`no test cases found in ${inputs.join(', ') || 'the given cases'}`);
  const selected = selectCases(expandMatrix(cases, settings), settings, scriptsOnly);
  if (selected.length === 0 && settings.runFilter !== undefined)
    warnings.push({
      file: '--run',
      line: 0,
      field: '',
      message: `No tests to run: no test function matches ${settings.runFilter ?? ''}`,
    });
  return { cases: selected, warnings };
}

/**
 * skilltest's platform × model matrix (runner.rs run_all_inner: for each case, each platform,
 * each model, one run). A `--provider` run puts every skilltest case on its cells (`-p`/`-m`,
 * else skilltest's default cell, config.rs Config::default); with more than one cell the case id
 * names its cell (`greet [claude-code/sonnet]`, as skilltest's human output shows a run).
 */
function expandMatrix(cases: Case[], settings: CaseSelection): Case[] {
  if (settings.provider === undefined) return cases;
  const platforms = settings.platforms?.length ? settings.platforms : [DEFAULT_PLATFORM];
  const models = settings.models?.length ? settings.models : [DEFAULT_MODEL];
  const many = platforms.length * models.length > 1;
  return cases.flatMap((c) => {
    if (c.format !== 'skilltest-yaml') return [c];
    return platforms.flatMap((platform) =>
      models.map((model): Case => ({
        ...c,
        id: many ? `${c.id} [${platform}/${model}]` : c.id,
        matrix: { platform, model, name: c.id },
      })),
    );
  });
}

/**
 * skilltest's run-wide options (cli.rs `Overrides`): `--max-turns` (else config `max_turns`) for
 * `user:` cases without their own, `--spy` turns the mock/spy channel on, `--mocks FILE` (a YAML or
 * JSON list shaped like a case's `mocks`) goes before each case's own declarations.
 */
async function applySkilltestRunOptions(
  cases: Case[],
  settings: CaseSelection,
  loaded: LoadedConfig,
): Promise<void> {
  const maxTurns = settings.maxTurns ?? loaded.config.max_turns;
  const shared = settings.mocksFile ? await loadMocksFile(settings.mocksFile, settings.cwd) : [];
  for (const c of cases) {
    if (c.format !== 'skilltest-yaml') continue;
    if (maxTurns !== undefined && c.user_sim && c.user_sim.max_turns === undefined)
      c.max_turns = maxTurns;
    if (settings.spy) c.spy = true;
    if (shared.length > 0) c.mocks = [...shared, ...c.mocks];
  }
}

async function loadMocksFile(file: string, cwd: string): Promise<MockDecl[]> {
  const problem = (line: number, field: string, message: string): never => {
    throw new InputError([{ file, line, field, message }]);
  };
  let text = '';
  try {
    text = await readFile(path.resolve(cwd, file), 'utf8');
  } catch (e) {
    problem(0, '', `could not read --mocks file: ${e instanceof Error ? e.message : String(e)}`);
  }
  const src = parseYamlSource(text);
  if (src.errors.length > 0)
    throw new InputError(yamlProblems(src, file, undefined, 'invalid YAML'));
  const parsed = z
    .array(MockDeclSchema)
    .safeParse((dropSkilltestNulls({ mocks: src.value }) as { mocks: unknown }).mocks);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    const at = i?.path ?? [];
    problem(
      src.lineOf(at),
      at.map(String).join('.'),
      `not a mock declaration list: ${i?.message ?? ''}`,
    );
  }
  return parsed.data ?? [];
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

  // thinkingbox --name/--test-list: the paths are the roots whose test_case/ is searched.
  let named: ReturnType<typeof resolveTestNames> | undefined;
  if (settings.names?.length) {
    named = resolveTestNames(settings.names, inputs, settings.cwd);
    if (named.problems.length) throw new InputError(named.problems);
    inputs = named.inputs;
  }
  // Yao script tests: `scripts.<assistant>.<module>` names a `<assistant>/src/<module>_test.ts` file.
  const scriptRefs = new Map<string, ScriptRef>();
  if (inputs.some((i) => i.startsWith('scripts.'))) {
    const scriptProblems: Problem[] = [];
    inputs = inputs.map((i) => {
      if (!i.startsWith('scripts.')) return i;
      const r = resolveScriptInput(i, settings.cwd, existsSync);
      if ('problem' in r) {
        scriptProblems.push(r.problem);
        return i;
      }
      scriptRefs.set(r.ref.testFile, r.ref);
      return r.ref.testFile;
    });
    if (scriptProblems.length) throw new InputError(scriptProblems);
  }
  return { inputs, named, scriptRefs };
}

/**
 * Yao's generator inputs (input_source.go ParseInputSource): `agents:<id>?…` asks a generator
 * agent, `scripts:<module>.<Function>` runs a generator script; either yields the cases.
 */
function generatorSource(
  input: string,
):
  | ((
      settings: CaseSelection,
      loaded: LoadedConfig,
      env: Record<string, string | undefined>,
    ) => Promise<{ cases: Case[]; warnings: Problem[] }>)
  | undefined {
  const target = (s: CaseSelection) => ({ id: s.agentName ?? '' });
  if (input.startsWith('agents:'))
    return (s, loaded, env) => generateWithAgent(input, target(s), loaded, { cwd: s.cwd, env });
  if (input.startsWith('scripts:'))
    return (s, loaded) => generateWithScript(input, target(s), loaded, { cwd: s.cwd });
  return undefined;
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
async function loadSuiteCases(
  settings: CaseSelection,
  { inputs, named, scriptRefs }: ResolvedInputs,
  env: Record<string, string | undefined>,
): Promise<{ cases: Case[]; warnings: Problem[] }> {
  const loadedSuites =
    inputs.length > 0
      ? await loadSuites(inputs, {
          cwd: settings.cwd,
          env,
          scriptRefs,
          validateAssertion,
          refuseAssertion,
        })
      : { cases: [], problems: [], warnings: [] };
  const loadProblems = [...loadedSuites.problems];
  let cases = loadedSuites.cases;
  for (const file of settings.caseJson ?? []) {
    const fromJson = await loadCaseJson(file, { cwd: settings.cwd });
    loadProblems.push(...fromJson.problems);
    cases = [...cases, ...fromJson.cases];
  }
  if (named) {
    const sel = selectNamedCases(cases, named.resolved);
    loadProblems.push(...sel.problems);
    cases = sel.cases;
  }
  if (loadProblems.length) throw new InputError(loadProblems);
  return { cases, warnings: loadedSuites.warnings };
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
