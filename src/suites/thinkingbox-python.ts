import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { formatPath, parseYamlSource, splitIssues, yamlProblems } from '../config/yaml-source.js';
import type { Case } from '../model/case.js';
import { InputMessageSchema, type Message } from '../model/message.js';
import type { Problem } from './problems.js';
import {
  parsePythonSource,
  PythonMissingError,
  type PyBlock,
  type PyItem,
} from './python-runtime.js';
import { suggest } from './zod-problems.js';

/*
 * thinkingbox Python test files (DESIGN §5, seeds/thinkingbox-test-case-format.md). Python parses
 * the file (its own `ast`, through python/agentci_tb.py); this module parses the YAML of the
 * `"""!` blocks, merges them, hydrates the scenario and builds one Case per test function.
 */

/** Every key a `"""!` block may hold. */
export const TB_KEYS = [
  'scenario',
  'query',
  'user_context',
  'max_user_sim_turns',
  'max_agent_sim_turns',
  'bot_instructions',
  'history',
  'init',
  'format_query',
  'tags',
] as const;

export const DEFAULT_MAX_USER_SIM_TURNS = 10;

/** One block's YAML. Unknown keys are rejected in strict mode (the default). */
const blockShape = {
  scenario: z.string().min(1).optional(),
  query: z.string().optional(),
  user_context: z.string().optional(),
  max_user_sim_turns: z.number().int().min(0).optional(),
  /** null (or absent) = unlimited. */
  max_agent_sim_turns: z.number().int().positive().nullable().optional(),
  bot_instructions: z.string().optional(),
  history: z.array(InputMessageSchema).optional(),
  init: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  /** Carried through as written (dump-tests, x.metadata); agentci does not reformat the query. */
  format_query: z.unknown().optional(),
  tags: z.union([z.string(), z.array(z.string())]).optional(),
};
const StrictBlockSchema = z.strictObject(blockShape);
const LooseBlockSchema = z.object(blockShape);
type Block = z.output<typeof StrictBlockSchema>;

/** `scenario/<name>.yaml`. */
export const ScenarioSchema = z.strictObject({
  world_state: z.record(z.string(), z.record(z.string(), z.unknown()).nullable()).optional(),
  /** Names of the MCP servers (agentci.yaml `servers:`) the agent gets; default: world_state's. */
  tools: z.array(z.string().min(1)).optional(),
  bot_instructions: z.string().optional(),
});
export type Scenario = z.output<typeof ScenarioSchema>;

/** The seed's TestCase fields, as `dump-tests` writes them. */
export interface TbTestCase {
  uid: string;
  test_code: string;
  scenario?: string;
  query?: string;
  user_context?: string;
  bot_instructions?: string;
  max_user_sim_turns: number;
  /** null = unlimited. */
  max_agent_sim_turns: number | null;
  tags: string[];
  init?: Record<string, unknown>;
  history?: Message[];
  format_query?: unknown;
}

/** A hydrated case: the TestCase plus what the scenario adds. Stored in `Case.extra.thinkingbox`. */
export const TbCaseSchema = z.object({
  uid: z.string(),
  test_code: z.string(),
  scenario: z.string().optional(),
  query: z.string().optional(),
  user_context: z.string().optional(),
  bot_instructions: z.string().optional(),
  max_user_sim_turns: z.number().int().min(0),
  max_agent_sim_turns: z.number().int().positive().nullable(),
  tags: z.array(z.string()),
  init: z.record(z.string(), z.unknown()).optional(),
  history: z.array(z.looseObject({ role: z.string() })).optional(),
  format_query: z.unknown().optional(),
  world_state: z.record(z.string(), z.unknown()),
  /** The servers to start for the agent (scenario `tools`, else world_state's keys). */
  servers: z.array(z.string()),
  /** Absolute path of the test file (tracebacks name it). */
  file: z.string(),
  function: z.string(),
  params: z.array(z.string()),
});
export type TbCase = z.output<typeof TbCaseSchema>;

export interface ThinkingboxLoaderOptions {
  cwd: string;
  /** For spawning python3 (PATH, AGENTCI_PYTHON). */
  env: Record<string, string | undefined>;
  /** Reject keys outside TB_KEYS (default true). */
  strict?: boolean;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The seed's recursive merge: dictionaries merge recursively with `over` winning, lists
 * concatenate (`over`'s items appended), anything else is replaced by `over`.
 */
export function mergeValue(base: unknown, over: unknown): unknown {
  if (isPlainObject(base) && isPlainObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(over)) out[k] = k in base ? mergeValue(base[k], v) : v;
    return out;
  }
  if (Array.isArray(base) && Array.isArray(over)) return [...base, ...over];
  return over;
}

/** Merges a case's `init` into the scenario's `world_state`, server by server. */
export function mergeWorldState(
  worldState: Record<string, unknown>,
  init: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = structuredClone(worldState);
  for (const [server, cfg] of Object.entries(init ?? {}))
    out[server] =
      server in out && out[server] != null ? mergeValue(out[server], cfg) : structuredClone(cfg);
  return out;
}

/**
 * Removes the common indentation of a block's lines (a block inside a function is indented),
 * keeping every line so YAML line n stays file line `block.line + n - 1`. The first line (the
 * rest of the `"""!` line) is only left-trimmed.
 */
export function dedentBlock(text: string): string {
  const lines = text.split('\n');
  const rest = lines.slice(1);
  let indent = Infinity;
  for (const l of rest) {
    if (l.trim() === '') continue;
    indent = Math.min(indent, l.length - l.trimStart().length);
  }
  const cut = Number.isFinite(indent) ? indent : 0;
  return [lines[0].trimStart(), ...rest.map((l) => (l.trim() === '' ? '' : l.slice(cut)))].join(
    '\n',
  );
}

/** The file with every other test function's lines emptied, so line numbers stay the same. */
export function testCodeFor(
  source: string,
  keep: string,
  tests: { name: string; start: number; end: number }[],
): string {
  const lines = source.split('\n');
  for (const t of tests) {
    if (t.name === keep) continue;
    for (let i = t.start - 1; i < t.end && i < lines.length; i++) lines[i] = '';
  }
  return lines.join('\n');
}

/** Parses one block's YAML; problems point at file lines. */
function parseBlock(
  b: PyBlock,
  file: string,
  strict: boolean,
): { block?: Block; problems: Problem[] } {
  const src = parseYamlSource(dedentBlock(b.text));
  const at = (yamlLine: number) => b.line + Math.max(yamlLine, 1) - 1;
  if (src.errors.length) return { problems: yamlProblems(src, file, at) };
  const value = src.value ?? {};
  if (!isPlainObject(value))
    return {
      problems: [
        {
          file,
          line: b.line,
          field: '',
          message: 'a """! block must hold a YAML mapping (key: value lines)',
        },
      ],
    };
  const res = (strict ? StrictBlockSchema : LooseBlockSchema).safeParse(value);
  if (res.success) return { block: res.data, problems: [] };
  return {
    problems: splitIssues(res.error.issues).map((i) => {
      const key = i.path.length === 1 ? String(i.path[0]) : undefined;
      let message = i.message;
      if (key !== undefined && message.startsWith('unknown field')) {
        const near = suggest(key, TB_KEYS);
        message = `unknown key '${key}'${near ? ` (did you mean '${near}'?)` : ''}; allowed: ${TB_KEYS.join(', ')}`;
      }
      return { file, line: at(src.lineOf(i.path)), field: formatPath(i.path), message };
    }),
  };
}

/** Later blocks win key by key, except `tags`, which concatenate. */
function mergeBlocks(blocks: Block[]): Block {
  const out: Block = {};
  const tags: string[] = [];
  for (const b of blocks) {
    for (const [k, v] of Object.entries(b)) {
      if (k === 'tags') tags.push(...(typeof v === 'string' ? [v] : (v as string[])));
      else if (v !== undefined) (out as Record<string, unknown>)[k] = v;
    }
  }
  if (tags.length) out.tags = tags;
  return out;
}

/** Finds `scenario/<name>.yaml` (or .yml) in the test file's folder or the nearest folder above. */
export function findScenarioFile(
  name: string,
  fileAbs: string,
  stopAt: string,
): string | undefined {
  let dir = path.dirname(fileAbs);
  const stop = path.resolve(stopAt);
  for (;;) {
    for (const ext of ['.yaml', '.yml']) {
      const f = path.join(dir, 'scenario', name + ext);
      if (existsSync(f) && statSync(f).isFile()) return f;
    }
    const up = path.dirname(dir);
    if (dir === stop || up === dir) return undefined;
    dir = up;
  }
}

/** Reads and validates a scenario file; problems name its file:line. */
export function loadScenarioFile(
  abs: string,
  display: string,
): { scenario?: Scenario; problems: Problem[] } {
  let text: string;
  try {
    text = readFileSync(abs, 'utf8');
  } catch (e) {
    return {
      problems: [
        { file: display, line: 0, field: '', message: `cannot read: ${(e as Error).message}` },
      ],
    };
  }
  const src = parseYamlSource(text);
  if (src.errors.length) return { problems: yamlProblems(src, display) };
  const res = ScenarioSchema.safeParse(src.value ?? {});
  if (res.success) return { scenario: res.data, problems: [] };
  return {
    problems: splitIssues(res.error.issues).map((i) => ({
      file: display,
      line: src.lineOf(i.path),
      field: formatPath(i.path),
      message: i.message,
    })),
  };
}

function displayOf(abs: string, cwd: string): string {
  return path.relative(cwd, abs).split(path.sep).join('/') || abs;
}

/** Turns an item list into test functions with their merged block. */
function collectTests(
  items: PyItem[],
  file: string,
  strict: boolean,
): { tests: { item: Extract<PyItem, { kind: 'function' }>; block: Block }[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const moduleBlocks: Block[] = [];
  const tests: { item: Extract<PyItem, { kind: 'function' }>; block: Block }[] = [];
  for (const it of items) {
    if (it.kind === 'block') {
      const r = parseBlock(it, file, strict);
      problems.push(...r.problems);
      if (r.block) moduleBlocks.push(r.block);
      continue;
    }
    if (!it.block) continue; // no block of its own: a helper, not a test
    const r = parseBlock(it.block, file, strict);
    problems.push(...r.problems);
    if (r.block) tests.push({ item: it, block: mergeBlocks([...moduleBlocks, r.block]) });
  }
  return { tests, problems };
}

/**
 * Builds the suite loader for thinkingbox Python files. Each test function (a function whose first
 * statement is a `"""!` block) becomes a Case with id `file.py:function`, its hydrated TestCase in
 * `extra.thinkingbox`. Every problem names file:line.
 */
export function createThinkingboxLoader(
  opts: ThinkingboxLoaderOptions,
): (text: string, file: string) => { cases: Case[]; problems: Problem[] } {
  const strict = opts.strict ?? true;
  let pythonMissingReported = false;
  const scenarios = new Map<string, { scenario?: Scenario; problems: Problem[] }>();

  return (text, file) => {
    const abs = path.resolve(opts.cwd, file);
    let parsed;
    try {
      parsed = parsePythonSource(text, file, { env: opts.env, cwd: opts.cwd });
    } catch (e) {
      if (e instanceof PythonMissingError) {
        if (pythonMissingReported) return { cases: [], problems: [] };
        pythonMissingReported = true;
      }
      return { cases: [], problems: [{ file, line: 0, field: '', message: (e as Error).message }] };
    }
    if (!parsed.ok)
      return {
        cases: [],
        problems: [{ file, line: parsed.error.line, field: '', message: parsed.error.message }],
      };
    const problems: Problem[] = parsed.errors.map((e) => ({
      file,
      line: e.line,
      field: '',
      message: e.message,
    }));
    const { tests, problems: blockProblems } = collectTests(parsed.items, file, strict);
    problems.push(...blockProblems);
    const ranges = tests.map((t) => ({ name: t.item.name, start: t.item.start, end: t.item.end }));
    const base = path.basename(file);
    const cases: Case[] = [];

    for (const { item, block } of tests) {
      const line = item.line;
      const where = (message: string, field = ''): Problem => ({ file, line, field, message });
      if (item.params.length > 2) {
        problems.push(
          where(
            `test function ${item.name} takes ${item.params.length} parameters; expected (x: TestContext, judge: Judge)`,
          ),
        );
        continue;
      }
      let scenario: Scenario | undefined;
      if (block.scenario !== undefined) {
        const found = findScenarioFile(block.scenario, abs, opts.cwd);
        if (!found) {
          problems.push(
            where(
              `scenario '${block.scenario}' not found: looked for scenario/${block.scenario}.yaml beside test_case/ and in the folders above ${file}`,
              'scenario',
            ),
          );
          continue;
        }
        let s = scenarios.get(found);
        if (!s) {
          s = loadScenarioFile(found, displayOf(found, opts.cwd));
          scenarios.set(found, s);
          problems.push(...s.problems);
        }
        if (!s.scenario) continue;
        scenario = s.scenario;
      }
      if (block.query === undefined && !block.history?.length) {
        problems.push(
          where(
            `test function ${item.name} has no query (and no history): add query: to its """! block or a module-level one`,
            'query',
          ),
        );
        continue;
      }
      const worldBase = Object.fromEntries(
        Object.entries(scenario?.world_state ?? {}).map(([k, v]) => [k, v ?? {}]),
      );
      const world_state = mergeWorldState(worldBase, block.init);
      const bot = [scenario?.bot_instructions, block.bot_instructions].filter(
        (s): s is string => s !== undefined,
      );
      const history = block.history?.map((m) => ({ ...m }) as Message);
      const tb: TbCase = {
        uid: `${base}:${item.name}`,
        test_code: testCodeFor(text, item.name, ranges),
        ...(block.scenario !== undefined ? { scenario: block.scenario } : {}),
        ...(block.query !== undefined ? { query: block.query } : {}),
        ...(block.user_context !== undefined ? { user_context: block.user_context } : {}),
        ...(bot.length ? { bot_instructions: bot.join('\n') } : {}),
        max_user_sim_turns: block.max_user_sim_turns ?? DEFAULT_MAX_USER_SIM_TURNS,
        max_agent_sim_turns: block.max_agent_sim_turns ?? null,
        tags:
          block.tags === undefined
            ? []
            : typeof block.tags === 'string'
              ? [block.tags]
              : block.tags,
        ...(block.init !== undefined ? { init: block.init } : {}),
        ...(history ? { history } : {}),
        ...(block.format_query !== undefined ? { format_query: block.format_query } : {}),
        world_state,
        servers: scenario?.tools ?? Object.keys(world_state),
        file: abs,
        function: item.name,
        params: item.params,
      };
      const input: Case['input'] = block.history?.length
        ? [
            ...block.history,
            ...(tb.query !== undefined ? [{ role: 'user' as const, content: tb.query }] : []),
          ]
        : (tb.query ?? '');
      cases.push({
        id: tb.uid,
        suite: file,
        source: { file, line },
        format: 'thinkingbox-python',
        input,
        assert: [],
        evals: [],
        mocks: [],
        spy: false,
        ...(tb.scenario !== undefined ? { scenario: tb.scenario } : {}),
        ...(tb.init !== undefined ? { init: tb.init } : {}),
        skip: false,
        tags: tb.tags,
        extra: { thinkingbox: tb },
      });
    }
    return { cases, problems };
  };
}

/** The seed's TestCase of a loaded case plus `world_state` (what `dump-tests` writes). */
export function dumpRecord(
  c: Case,
): (TbTestCase & { world_state: Record<string, unknown> }) | undefined {
  const r = TbCaseSchema.safeParse(c.extra?.thinkingbox);
  if (!r.success) return undefined;
  const t = r.data;
  return {
    uid: t.uid,
    test_code: t.test_code,
    ...(t.scenario !== undefined ? { scenario: t.scenario } : {}),
    ...(t.query !== undefined ? { query: t.query } : {}),
    ...(t.user_context !== undefined ? { user_context: t.user_context } : {}),
    ...(t.bot_instructions !== undefined ? { bot_instructions: t.bot_instructions } : {}),
    max_user_sim_turns: t.max_user_sim_turns,
    max_agent_sim_turns: t.max_agent_sim_turns,
    tags: t.tags,
    ...(t.init !== undefined ? { init: t.init } : {}),
    ...(t.history !== undefined ? { history: t.history as Message[] } : {}),
    ...(t.format_query !== undefined ? { format_query: t.format_query } : {}),
    world_state: t.world_state,
  };
}

// ---------------------------------------------------------------------------------------------
// Name resolution (--name / --test-list)

/** One `--name` entry resolved: the file and, for `f.py:test_x`, the one function wanted. */
export interface ResolvedName {
  name: string;
  /** Display path of the file (relative to cwd). */
  file: string;
  function?: string;
}

/**
 * Candidate paths (relative to test_case/) for a file name, in lookup order: `my_test_case.py`
 * → `my_test_case.py`, `my_test/my_test_case.py`, `my/my_test_case.py` (prefixes of the
 * underscore-separated stem, longest first, one folder level only).
 */
export function nameCandidates(fileName: string): string[] {
  if (fileName.includes('/')) return [fileName];
  const stem = fileName.replace(/\.py$/, '');
  const parts = stem.split('_');
  const out = [fileName];
  for (let n = parts.length - 1; n >= 1; n--) {
    const dir = parts.slice(0, n).join('_');
    if (dir !== '') out.push(`${dir}/${fileName}`);
  }
  return out;
}

/** The test_case folders to search: `root/test_case`, or root itself when it is one. */
function testCaseDirs(roots: string[], cwd: string): string[] {
  const out: string[] = [];
  for (const r of roots.length ? roots : ['.']) {
    const abs = path.resolve(cwd, r);
    if (path.basename(abs) === 'test_case') out.push(abs);
    else
      out.push(
        path.join(existsSync(abs) && statSync(abs).isFile() ? path.dirname(abs) : abs, 'test_case'),
      );
  }
  return [...new Set(out)];
}

/** Reads a `--test-list` file: one name per line; blank lines and `#` comments skipped. */
export function parseTestList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter((l) => l !== '');
}

/**
 * Resolves `--name` entries (`my_test_case.py` or `my_test_case.py:test_fn`) to files under the
 * `test_case/` folder of each root (the paths given, default cwd). The first candidate that exists
 * wins; a name found nowhere is a problem listing the paths tried.
 */
export function resolveTestNames(
  names: string[],
  roots: string[],
  cwd: string,
): { resolved: ResolvedName[]; problems: Problem[] } {
  const dirs = testCaseDirs(roots, cwd);
  const resolved: ResolvedName[] = [];
  const problems: Problem[] = [];
  for (const raw of names) {
    const colon = raw.lastIndexOf(':');
    const fileName = colon > 0 ? raw.slice(0, colon) : raw;
    const fn = colon > 0 ? raw.slice(colon + 1) : undefined;
    if (!fileName.endsWith('.py') || (fn !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(fn))) {
      problems.push({
        file: '--name',
        line: 0,
        field: '',
        message: `${JSON.stringify(raw)}: expected a file name like my_test_case.py or my_test_case.py:test_function`,
      });
      continue;
    }
    const tried: string[] = [];
    let found: string | undefined;
    for (const dir of dirs) {
      for (const cand of nameCandidates(fileName)) {
        const abs = path.join(dir, cand);
        tried.push(displayOf(abs, cwd));
        if (existsSync(abs) && statSync(abs).isFile()) {
          found = abs;
          break;
        }
      }
      if (found) break;
    }
    if (!found) {
      problems.push({
        file: '--name',
        line: 0,
        field: '',
        message: `${JSON.stringify(raw)}: test file not found (tried ${tried.join(', ')})`,
      });
      continue;
    }
    resolved.push({
      name: raw,
      file: displayOf(found, cwd),
      ...(fn !== undefined ? { function: fn } : {}),
    });
  }
  return { resolved, problems };
}

/**
 * Keeps the cases the resolved names select: every case of a file named without a function, the
 * one function otherwise. A `file.py:function` that matches no test function is a problem.
 */
export function selectNamedCases(
  cases: Case[],
  resolved: ResolvedName[],
): { cases: Case[]; problems: Problem[] } {
  const whole = new Set(resolved.filter((r) => r.function === undefined).map((r) => r.file));
  const fns = new Map<string, Set<string>>();
  for (const r of resolved)
    if (r.function !== undefined) fns.set(r.file, (fns.get(r.file) ?? new Set()).add(r.function));
  const fnOf = (c: Case) => c.id.slice(c.id.lastIndexOf(':') + 1);
  const problems: Problem[] = [];
  for (const r of resolved) {
    if (r.function === undefined) continue;
    if (!cases.some((c) => c.suite === r.file && fnOf(c) === r.function))
      problems.push({
        file: r.file,
        line: 0,
        field: '',
        message: `${JSON.stringify(r.name)}: no test function ${r.function} in this file`,
      });
  }
  return {
    cases: cases.filter((c) => whole.has(c.suite) || (fns.get(c.suite)?.has(fnOf(c)) ?? false)),
    problems,
  };
}
