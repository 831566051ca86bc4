import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  parseYamlSource,
  yamlProblems,
  type LexedYaml,
  type YamlSource,
} from '../../lib/yaml-source.js';
import type { Case } from '../../model/case.js';
import {
  AgentFileSchema,
  FixtureSchema,
  ToolOverrideSchema,
  type AgentFile,
  type TbCase,
} from '../../model/payloads/thinkingbox-python.js';
import type { Message } from '../../model/message.js';
import type { Problem } from '../../lib/problems.js';
import { parsePythonSource, PythonMissingError, type PyBlock, type PyItem } from './python.js';
import { PYYAML_SAFE } from './pyyaml.js';
import { describeIssues, formatPath, suggest } from '../../lib/zod-problems.js';
import { isPlainObject } from '../../lib/json.js';

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

/** `history: "key:start:end"` (thinkingbox's HistoryRef): a slice of `<file>.meta.yaml` `$history`. */
export const HistoryRefSchema = z
  .string()
  .refine((s) => {
    const parts = rsplit3(s);
    return parts !== undefined && parts[0] !== '';
  }, "expected a history reference 'key:start:end' into the test file's .meta.yaml $history")
  .transform((s) => {
    const [key, start, end] = rsplit3(s) as [string, string, string];
    return { key, start: /^[+-]?\d+$/.test(start) ? Number(start) : start, end };
  });
export type HistoryRef = z.output<typeof HistoryRefSchema>;

/** Python's `value.rsplit(":", 2)` when it gives three parts. */
function rsplit3(s: string): [string, string, string] | undefined {
  const b = s.lastIndexOf(':');
  if (b < 0) return undefined;
  const a = s.lastIndexOf(':', b - 1);
  if (a < 0) return undefined;
  return [s.slice(0, a), s.slice(a + 1, b), s.slice(b + 1)];
}

/** One block's YAML (thinkingbox's TestCase fields). */
const blockShape = {
  scenario: z.string().optional(),
  query: z.string().optional(),
  user_context: z.string().nullable().optional(),
  max_user_sim_turns: z.number().int().optional(),
  /** thinkingbox: int ≥ 0, default sys.maxsize (agentci: absent = unlimited). */
  max_agent_sim_turns: z.number().int().min(0).optional(),
  bot_instructions: z.string().nullable().optional(),
  history: HistoryRefSchema.optional(),
  init: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  /** Accepted and carried as written; thinkingbox's hydrator never passes it on (no formatting). */
  format_query: z.unknown().optional(),
  /** Flat tags; `skip` drops the case, `domain:`/`eval:`/`category:` stay labels here. */
  tags: z.array(z.string()).optional(),
};
/** A function's block: keys outside thinkingbox's CONFIG_FIELDS are an error (check_config). */
const StrictBlockSchema = z.strictObject(blockShape);
type Block = z.output<typeof StrictBlockSchema>;
/** A module-level block: merged as written; its unknown keys are ignored, as thinkingbox does. */
type RawBlock = Record<string, unknown>;

/**
 * A YAML test-case file (thinkingbox's TestCaseFile, `test_cases:` of TestCase): `uid`,
 * `scenario`, `query` and `test_code` are required (the code defines or assigns `__tb_test_fn`);
 * other keys are ignored, as pydantic does.
 */
const YamlCaseFileSchema = z.object({
  test_cases: z.array(
    z.object({
      ...blockShape,
      uid: z.string(),
      scenario: z.string(),
      query: z.string(),
      test_code: z.string(),
    }),
  ),
});

/** `conftest.yaml` (thinkingbox's ConftestConfig). */
const ConftestSchema = z.object({ fixtures: z.record(z.string(), FixtureSchema).default({}) });

/** `scenario/<name>.yaml` (thinkingbox's ScenarioConfig; other keys are ignored, as pydantic does). */
export const ScenarioSchema = z.object({
  /** Per MCP server, its initial state; its keys are the servers the case starts. */
  world_state: z.record(z.string(), z.unknown()),
  /** The tools the agent sees (by name, from the servers or the agent's builtin tools), with overrides. */
  tools: z.array(ToolOverrideSchema),
  bot_instructions: z.string().nullable().optional(),
  tags: z.array(z.string()).default([]),
  fixtures: z.record(z.string(), FixtureSchema).default({}),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type Scenario = z.output<typeof ScenarioSchema>;

/** A history tool call replayed against the servers before the conversation (thinkingbox does). */
export interface HistoryToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

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

export interface ThinkingboxLoaderOptions {
  cwd: string;
  /** For spawning python3 (PATH, AGENTCI_PYTHON). */
  env: Record<string, string | undefined>;
}

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

/**
 * PyYAML accepts a quoted scalar whose continuation lines are indented no more than its key (what
 * a `\n` in a non-raw docstring produces); the `yaml` package rejects them. Leading white space of
 * a quoted scalar's continuation lines is folded away, so indenting them past the key keeps the
 * value and every line number. Used only when the text as written does not parse.
 */
export function indentQuotedContinuations(text: string): string {
  const lines = text.split('\n');
  let quote: '"' | "'" | undefined;
  let minIndent = 0;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] as string;
    let from = 0;
    if (quote) {
      if (line.trim() !== '') {
        const indent = line.length - line.trimStart().length;
        if (indent < minIndent) line = ' '.repeat(minIndent - indent) + line;
        lines[i] = line;
      }
      from = line.length - line.trimStart().length;
    } else {
      // A quoted value starting this line: `key: "…`, `- "…`, or `"…` alone.
      const m = /^(\s*)(?:-\s+)?(?:[^\s#"'][^#]*?:\s+)?(["'])/.exec(line);
      if (!m) continue;
      quote = m[2] as '"' | "'";
      minIndent = (m[1] as string).length + 1;
      from = m[0].length;
    }
    const end = closingQuote(line, from, quote);
    if (end >= 0) quote = undefined;
  }
  return lines.join('\n');
}

function closingQuote(line: string, from: number, quote: '"' | "'"): number {
  for (let j = from; j < line.length; j++) {
    const ch = line[j];
    if (quote === '"' && ch === '\\') {
      j++;
      continue;
    }
    if (ch !== quote) continue;
    if (quote === "'" && line[j + 1] === "'") {
      j++;
      continue;
    }
    return j;
  }
  return -1;
}

/**
 * YAML as thinkingbox reads it (PyYAML `safe_load`, pyyaml.ts): PyYAML's scalars, dates as
 * pydantic writes them, a later duplicate key wins.
 */
export function parseTbYaml(text: string, lexed?: LexedYaml): YamlSource {
  const opts = { uniqueKeys: false, reading: PYYAML_SAFE };
  const src = parseYamlSource(text, { ...opts, ...(lexed ? { lexed } : {}) });
  if (!src.errors.length) return src;
  const again = parseYamlSource(indentQuotedContinuations(text), opts);
  return again.errors.length ? src : again;
}

/** Zod problems of a YAML value, each at its line (wrong types say what was expected). */
function zodProblems(
  issues: readonly z.core.$ZodIssue[],
  src: YamlSource,
  file: string,
  at: (yamlLine: number) => number = (l) => l,
  keys?: readonly string[],
): Problem[] {
  return describeIssues(undefined, src.value, issues).map((i) => {
    const key = i.path.length === 1 ? String(i.path[0]) : undefined;
    let message = i.message;
    if (keys && key !== undefined && message.startsWith('unknown field')) {
      const near = suggest(key, keys);
      message = `unknown key '${key}'${near ? ` (did you mean '${near}'?)` : ''}; allowed: ${keys.join(', ')}`;
    }
    return { file, line: at(src.lineOf(i.path)), field: formatPath(i.path), message };
  });
}

/**
 * Parses one block's YAML; problems point at file lines. `null` (an empty or comment-only block)
 * is no configuration: thinkingbox treats such a function as a helper, not a test.
 */
function parseRawBlock(
  b: PyBlock,
  file: string,
): { value?: RawBlock | null; src?: YamlSource; problems: Problem[] } {
  const src = parseTbYaml(dedentBlock(b.text));
  const at = (yamlLine: number) => b.line + Math.max(yamlLine, 1) - 1;
  if (src.errors.length) return { problems: yamlProblems(src, file, at) };
  const value = src.value ?? null;
  if (value === null) return { value: null, problems: [] };
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
  return { value, src, problems: [] };
}

/**
 * thinkingbox's merge: module-level blocks `update()` the globals in order; a test's config is
 * `{**global, **own}`, except `tags`, which concatenate when both are lists.
 */
function mergeConfig(global: RawBlock, own: RawBlock): RawBlock {
  const out = { ...global, ...own };
  if (Array.isArray(global.tags) && Array.isArray(own.tags))
    out.tags = [...global.tags, ...own.tags];
  return out;
}

/**
 * The dataset folder of a test file: the parent of its nearest `test_case/` ancestor (thinkingbox's
 * `-d`), or undefined when the file is not under a `test_case/` folder.
 */
export function datasetRootOf(fileAbs: string): string | undefined {
  for (let dir = path.dirname(fileAbs); ;) {
    if (path.basename(dir) === 'test_case') return path.dirname(dir);
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/**
 * Finds `<dataset>/scenario/<name>.yaml` (thinkingbox's `Dataset.get_scenario`); a file outside
 * any `test_case/` folder looks in `scenario/` of its own folder and the folders above.
 */
export function findScenarioFile(name: string, fileAbs: string): string | undefined {
  const root = datasetRootOf(fileAbs);
  const dirs: string[] = [];
  if (root) dirs.push(root);
  else
    for (let dir = path.dirname(fileAbs); ;) {
      dirs.push(dir);
      const up = path.dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  for (const dir of dirs) {
    const f = path.join(dir, 'scenario', name + '.yaml');
    if (existsSync(f) && statSync(f).isFile()) return f;
  }
  return undefined;
}

/** Reads and validates a YAML file against a schema; problems name its file:line. */
function loadYamlFile<S extends z.ZodType>(
  abs: string,
  display: string,
  schema: S,
): { value?: z.output<S>; src?: YamlSource; problems: Problem[] } {
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
  const src = parseTbYaml(text);
  if (src.errors.length) return { problems: yamlProblems(src, display) };
  const res = schema.safeParse(src.value ?? {}, { reportInput: true });
  if (res.success) return { value: res.data, src, problems: [] };
  return { problems: zodProblems(res.error.issues, src, display) };
}

/** Reads and validates a scenario file; problems name its file:line. */
export function loadScenarioFile(
  abs: string,
  display: string,
): { scenario?: Scenario; problems: Problem[] } {
  const r = loadYamlFile(abs, display, ScenarioSchema);
  return { ...(r.value ? { scenario: r.value } : {}), problems: r.problems };
}

/**
 * The fixtures of conftest.yaml files from `<dataset>/test_case/` down to the test file's folder,
 * later ones replacing earlier ones by name (hydrator.py `load_conftest_fixtures`).
 */
function conftestFixtures(
  fileAbs: string,
  datasetRoot: string | undefined,
  cwd: string,
  cache: Map<string, { value?: z.output<typeof ConftestSchema>; problems: Problem[] }>,
  problems: Problem[],
): Record<string, z.output<typeof FixtureSchema>> {
  if (!datasetRoot) return {};
  const root = path.join(datasetRoot, 'test_case');
  const rel = path.relative(root, path.dirname(fileAbs));
  if (rel.startsWith('..') || path.isAbsolute(rel)) return {};
  const dirs = [root];
  for (const part of rel ? rel.split(path.sep) : [])
    dirs.push(path.join(dirs.at(-1) as string, part));
  const merged: Record<string, z.output<typeof FixtureSchema>> = {};
  for (const d of dirs) {
    const f = path.join(d, 'conftest.yaml');
    if (!existsSync(f)) continue;
    let c = cache.get(f);
    if (!c) {
      c = loadYamlFile(f, displayOf(f, cwd), ConftestSchema);
      cache.set(f, c);
      problems.push(...c.problems);
    }
    Object.assign(merged, c.value?.fixtures ?? {});
  }
  return merged;
}

/**
 * The dataset's agent file: `agent/think.yaml` (the agent of thinkingbox's datasets), else the one
 * `agent/*.yaml` when there is exactly one; undefined when the dataset has no agent/ folder.
 */
export function findAgentFile(datasetRoot: string): string | undefined {
  const dir = path.join(datasetRoot, 'agent');
  if (!existsSync(dir)) return undefined;
  const think = path.join(dir, 'think.yaml');
  if (existsSync(think)) return think;
  const all = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
  return all.length === 1 ? path.join(dir, all[0] as string) : undefined;
}

/** `$history` of a test file's `.meta.yaml` (thinkingbox's MetaFile). */
const MetaFileSchema = z.looseObject({
  $history: z.record(z.string(), z.array(z.record(z.string(), z.unknown())).nullable()).nullish(),
});

/** A thinkingbox message of a `.meta.yaml` history (Text, ToolCall, ParallelToolCall, ToolResponse). */
const TbMessageSchema = z.discriminatedUnion('T', [
  z.object({
    T: z.literal('Text'),
    role: z.enum(['system', 'user', 'assistant']),
    content: z.string(),
    metadata: z.record(z.string(), z.unknown()).default({}),
  }),
  z.object({
    T: z.literal('ToolCall'),
    name: z.string(),
    arguments: z.record(z.string(), z.unknown()),
    id: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).default({}),
  }),
  z.object({
    T: z.literal('ParallelToolCall'),
    tool_calls: z.array(
      z.object({
        T: z.literal('ToolCall').default('ToolCall'),
        name: z.string(),
        arguments: z.record(z.string(), z.unknown()),
        id: z.string().optional(),
        metadata: z.record(z.string(), z.unknown()).default({}),
      }),
    ),
    metadata: z.record(z.string(), z.unknown()).default({}),
  }),
  z.object({
    T: z.literal('ToolResponse'),
    name: z.string(),
    content: z.string(),
    id: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).default({}),
  }),
]);

/** The slice a HistoryRef names (thinkingbox's `_slice_messages`), or an error message. */
function sliceHistory(
  messages: Record<string, unknown>[],
  ref: HistoryRef,
): Record<string, unknown>[] | string {
  const idOf = (id: string): number | string => {
    const i = messages.findIndex((m) => m.message_id === id);
    if (i >= 0) return i;
    const ids = messages.filter((m) => 'message_id' in m).map((m) => String(m.message_id));
    return `message_id '${id}' not found in message list. Available ids: ${ids.join(', ') || '(none)'}`;
  };
  let start: number;
  if (typeof ref.start === 'number') {
    if (ref.start < 0 || ref.start > messages.length)
      return `start index ${ref.start} is out of range for a message list of length ${messages.length}`;
    start = ref.start;
  } else {
    const i = idOf(ref.start);
    if (typeof i === 'string') return i;
    start = i;
  }
  let end = messages.length;
  if (ref.end !== '') {
    const i = idOf(ref.end);
    if (typeof i === 'string') return i;
    if (i <= start) return `end message_id '${ref.end}' is not after start index ${start}`;
    end = i;
  }
  return messages.slice(start, end);
}

/**
 * A history slice as agentci messages (the conversation before the query) plus its tool calls to
 * replay: thinkingbox replays every ToolCall without `metadata.error`, builtin tools excepted.
 */
function historyMessages(
  raw: Record<string, unknown>[],
): { messages: Message[]; calls: HistoryToolCall[] } | { error: string } {
  const messages: Message[] = [];
  const calls: HistoryToolCall[] = [];
  let n = 0;
  const callId = (id: string | undefined) => id ?? `call_history_${++n}`;
  for (const [i, m] of raw.entries()) {
    const r = TbMessageSchema.safeParse(m, { reportInput: true });
    if (!r.success)
      return {
        error: `message ${i}: ${describeIssues(TbMessageSchema, m, r.error.issues)
          .map((x) => `${formatPath(x.path) || '(message)'}: ${x.message}`)
          .join('; ')}`,
      };
    const msg = r.data;
    if (msg.T === 'Text') messages.push({ role: msg.role, content: msg.content });
    else if (msg.T === 'ToolResponse')
      messages.push({
        role: 'tool',
        tool_call_id: callId(msg.id),
        name: msg.name,
        content: msg.content,
      });
    else {
      const tcs = msg.T === 'ToolCall' ? [msg] : msg.tool_calls;
      messages.push({
        role: 'assistant',
        content: null,
        tool_calls: tcs.map((tc) => ({
          id: callId(tc.id),
          type: 'function' as const,
          function: { name: tc.name, arguments: JSON.stringify(tc.arguments) },
        })),
      });
      for (const tc of tcs)
        if (!tc.metadata.error) calls.push({ name: tc.name, arguments: tc.arguments });
    }
  }
  return { messages, calls };
}

function displayOf(abs: string, cwd: string): string {
  return path.relative(cwd, abs).split(path.sep).join('/') || abs;
}

type PyFunction = Extract<PyItem, { kind: 'function' }>;

/**
 * Turns an item list into test functions with their merged config, as thinkingbox's
 * `iter_test_functions` does: module blocks update the globals for later functions; a function is
 * a test when it is a plain `def` whose first statement is a `"""!` block holding a mapping; two
 * tests of the same name are one, the last definition winning.
 */
function collectTests(
  items: PyItem[],
  file: string,
): {
  tests: { item: PyFunction; block: Block }[];
  ranges: { name: string; start: number; end: number }[];
  problems: Problem[];
} {
  const problems: Problem[] = [];
  let global: RawBlock = {};
  const tests = new Map<string, { item: PyFunction; block: Block }>();
  const ranges: { name: string; start: number; end: number }[] = [];
  for (const it of items) {
    if (it.kind === 'block') {
      const r = parseRawBlock(it, file);
      problems.push(...r.problems);
      if (r.value) global = { ...global, ...r.value };
      continue;
    }
    if (!it.block || it.is_async) continue; // a helper, not a test
    const r = parseRawBlock(it.block, file);
    problems.push(...r.problems);
    if (!r.value || !r.src) continue;
    const at = (yamlLine: number) => (it.block as PyBlock).line + Math.max(yamlLine, 1) - 1;
    const own = StrictBlockSchema.safeParse(r.value, { reportInput: true });
    if (!own.success) {
      problems.push(...zodProblems(own.error.issues, r.src, file, at, TB_KEYS));
      continue;
    }
    const merged = mergeConfig(global, r.value);
    const known = Object.fromEntries(
      Object.entries(merged).filter(([k]) => (TB_KEYS as readonly string[]).includes(k)),
    );
    const all = StrictBlockSchema.safeParse(known, { reportInput: true });
    if (!all.success) {
      problems.push(
        ...describeIssues(StrictBlockSchema, known, all.error.issues).map((i) => ({
          file,
          line: it.line,
          field: formatPath(i.path),
          message: `${i.message} (from a module-level """! block)`,
        })),
      );
      continue;
    }
    // A dict in thinkingbox: the first position, the last definition (and only its lines blanked).
    tests.set(it.name, { item: it, block: all.data });
  }
  for (const { item } of tests.values())
    ranges.push({ name: item.name, start: item.start, end: item.end });
  return { tests: [...tests.values()], ranges, problems };
}

/**
 * The test cases of a YAML test-case file (hydrator.py `load_test_file`, yaml branch), shaped as
 * collectTests' tests: each with its `uid` as the name and its own `test_code`.
 */
function yamlTests(
  text: string,
  file: string,
  lexed: LexedYaml | undefined,
): {
  tests: { item: Pick<PyFunction, 'name' | 'line' | 'params'>; block: Block; code: string }[];
  ranges: { name: string; start: number; end: number }[];
  problems: Problem[];
} {
  const src = parseTbYaml(text, lexed);
  if (src.errors.length) return { tests: [], ranges: [], problems: yamlProblems(src, file) };
  const r = YamlCaseFileSchema.safeParse(src.value ?? {}, { reportInput: true });
  if (!r.success)
    return { tests: [], ranges: [], problems: zodProblems(r.error.issues, src, file) };
  const tests = r.data.test_cases.map((tc, i) => {
    const block: Block = Object.fromEntries(
      Object.entries(tc).filter(([k]) => (TB_KEYS as readonly string[]).includes(k)),
    );
    return {
      item: { name: tc.uid, line: src.lineOf(['test_cases', i]), params: [] },
      block,
      code: tc.test_code,
    };
  });
  return { tests, ranges: [], problems: [] };
}

/** Tags as thinkingbox's TestCaseTags reads them: `skip` (any case) marks the case skipped. */
export function isSkipTag(tag: string): boolean {
  return tag.toLowerCase() === 'skip';
}

type MetaLoad = { exists: boolean; value?: z.output<typeof MetaFileSchema> };

/** `<stem>.meta.yaml` beside a test file, read once (its problems said once). */
function metaFile(abs: string, display: string, problems: Problem[]): MetaLoad {
  if (!existsSync(abs)) return { exists: false };
  const loaded = loadYamlFile(abs, display, MetaFileSchema);
  problems.push(...loaded.problems);
  return { exists: true, ...(loaded.value ? { value: loaded.value } : {}) };
}

/**
 * A test's `history:` (thinkingbox's HistoryRef into the meta file's `$history`): its messages
 * and the tool calls to replay (builtin tools excepted), a problem, or undefined when the meta
 * file itself did not load (its problems are said).
 */
function testHistory(
  ref: HistoryRef,
  meta: MetaLoad,
  metaDisplay: string,
  agent: AgentFile | undefined,
): { messages: Message[]; calls: HistoryToolCall[] } | { error: string } | undefined {
  const groups = meta.value?.$history ?? undefined;
  const raw = groups?.[ref.key] ?? undefined;
  const sliced = !meta.exists
    ? `no ${metaDisplay} beside the test file`
    : !meta.value
      ? undefined
      : !raw
        ? `history group '${ref.key}' not found in ${metaDisplay} $history (groups: ${Object.keys(groups ?? {}).join(', ') || 'none'})`
        : sliceHistory(raw, ref);
  if (sliced === undefined) return undefined;
  const h = typeof sliced === 'string' ? { error: sliced } : historyMessages(sliced);
  if ('error' in h)
    return { error: `history '${ref.key}:${String(ref.start)}:${ref.end}': ${h.error}` };
  const builtin = new Set(agent?.builtin_tools.map((t) => t.name) ?? []);
  return { messages: h.messages, calls: h.calls.filter((c) => !builtin.has(c.name)) };
}

/** One thinkingbox test as a Case, its hydrated TestCase in the payload (see createThinkingboxLoader). */
function thinkingboxCase(
  t: {
    text: string;
    file: string;
    abs: string;
    item: Pick<PyFunction, 'name' | 'line' | 'params'>;
    block: Block & { scenario: string; query: string };
    code: string | undefined;
    ranges: { name: string; start: number; end: number }[];
    scenario: Scenario;
    tags: string[];
  },
  more: {
    history: Message[] | undefined;
    historyCalls: HistoryToolCall[];
    agent: AgentFile | undefined;
    conftest: Record<string, z.output<typeof FixtureSchema>>;
  },
): Case {
  const { text, file, abs, item, block, code, ranges, scenario, tags } = t;
  const { history, historyCalls, agent, conftest } = more;
  const line = item.line;
  const worldBase = scenario.world_state;
  const world_state = mergeWorldState(worldBase, block.init);
  const bot = [scenario.bot_instructions, block.bot_instructions].filter(
    (x): x is string => typeof x === 'string',
  );
  const tb: TbCase = {
    uid: `${path.basename(file)}:${item.name}`,
    // As thinkingbox's iter_test_functions: the runner finds the test as `__tb_test_fn`.
    test_code: code ?? `${testCodeFor(text, item.name, ranges)}\n__tb_test_fn = ${item.name}\n`,
    scenario: block.scenario,
    query: block.query,
    ...(typeof block.user_context === 'string' ? { user_context: block.user_context } : {}),
    ...(bot.length ? { bot_instructions: bot.join('\n') } : {}),
    max_user_sim_turns: block.max_user_sim_turns ?? DEFAULT_MAX_USER_SIM_TURNS,
    max_agent_sim_turns: block.max_agent_sim_turns ?? null,
    tags,
    ...(block.init !== undefined ? { init: block.init } : {}),
    ...(history ? { history } : {}),
    history_tool_calls: historyCalls,
    ...(block.format_query !== undefined ? { format_query: block.format_query } : {}),
    world_state,
    servers: Object.keys(world_state),
    tools: scenario.tools,
    ...(agent ? { agent } : {}),
    scenario_metadata: scenario.metadata,
    fixtures: { ...conftest, ...scenario.fixtures },
    file: abs,
    function: code === undefined ? item.name : '__tb_test_fn',
    params: item.params,
  };
  const input: Case['input'] = history?.length
    ? [...history, { role: 'user' as const, content: block.query }]
    : block.query;
  return {
    id: tb.uid,
    suite: file,
    source: { file, line },
    format: 'thinkingbox-python',
    input: input as Case['input'],
    assert: [],
    evals: [],
    mocks: [],
    spy: false,
    scenario: block.scenario,
    ...(tb.init !== undefined ? { init: tb.init } : {}),
    skip: false,
    tags: tb.tags,
    payload: tb,
  };
}

/**
 * Builds the suite loader for thinkingbox Python files. Each test function (a function whose first
 * statement is a `"""!` block) becomes a Case with id `file.py:function`, its hydrated TestCase in
 * `payload`; cases tagged `skip` (by the test or its scenario) are left out, as
 * thinkingbox's hydrator does. Every problem names file:line.
 */
export function createThinkingboxLoader(
  opts: ThinkingboxLoaderOptions,
): (text: string, file: string, yaml?: YamlSource) => { cases: Case[]; problems: Problem[] } {
  const loader = new ThinkingboxFileLoader(opts);
  return (text, file, yaml) => loader.load(text, file, yaml);
}

/** One load of thinkingbox files: the scenario, agent and conftest files they share, read once. */
class ThinkingboxFileLoader {
  private pythonMissingReported = false;
  private readonly scenarios = new Map<string, { scenario?: Scenario; problems: Problem[] }>();
  private readonly agents = new Map<string, { value?: AgentFile; problems: Problem[] }>();
  private readonly conftests = new Map<
    string,
    { value?: z.output<typeof ConftestSchema>; problems: Problem[] }
  >();

  constructor(private readonly opts: ThinkingboxLoaderOptions) {}

  /** The dataset's agent file (`agent/think.yaml`…), read once; undefined without one. */
  private agentOf(root: string | undefined, problems: Problem[]): AgentFile | undefined {
    const agentFile = root ? findAgentFile(root) : undefined;
    if (!agentFile) return undefined;
    let a = this.agents.get(agentFile);
    if (!a) {
      a = loadYamlFile(agentFile, displayOf(agentFile, this.opts.cwd), AgentFileSchema);
      this.agents.set(agentFile, a);
      problems.push(...a.problems);
    }
    return a.value;
  }

  /** A test's scenario file, read once; undefined with a problem said when it has none. */
  private scenarioOf(
    name: string,
    block: Block,
    at: { file: string; abs: string; root: string | undefined },
    where: (message: string, field?: string) => Problem,
    problems: Problem[],
  ): Scenario | undefined {
    const { file, abs, root } = at;
    if (block.scenario === undefined) {
      problems.push(
        where(
          `test function ${name} has no scenario: add scenario: to its """! block or a module-level one`,
          'scenario',
        ),
      );
      return undefined;
    }
    if (block.query === undefined) {
      problems.push(
        where(
          `test function ${name} has no query: add query: to its """! block or a module-level one`,
          'query',
        ),
      );
      return undefined;
    }
    const found = findScenarioFile(block.scenario, abs);
    if (!found) {
      problems.push(
        where(
          `scenario '${block.scenario}' not found: looked for scenario/${block.scenario}.yaml in ${root ? displayOf(root, this.opts.cwd) || '.' : `the folders above ${file}`}`,
          'scenario',
        ),
      );
      return undefined;
    }
    let s = this.scenarios.get(found);
    if (!s) {
      s = loadScenarioFile(found, displayOf(found, this.opts.cwd));
      this.scenarios.set(found, s);
      problems.push(...s.problems);
    }
    return s.scenario;
  }

  load(text: string, file: string, yaml?: YamlSource): { cases: Case[]; problems: Problem[] } {
    const abs = path.resolve(this.opts.cwd, file);
    const yamlFile = /\.ya?ml$/i.test(file);
    let parsed;
    try {
      parsed = yamlFile
        ? ({ ok: true, items: [], errors: [] } as const)
        : parsePythonSource(text, file, { env: this.opts.env, cwd: this.opts.cwd });
    } catch (e) {
      if (e instanceof PythonMissingError) {
        if (this.pythonMissingReported) return { cases: [], problems: [] };
        this.pythonMissingReported = true;
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
    const collected = yamlFile
      ? // The file as detection read it, composed with PyYAML's reading.
        yamlTests(text, file, yaml?.lexed)
      : collectTests(parsed.items as PyItem[], file);
    const { tests, ranges } = collected;
    problems.push(...collected.problems);
    const cases: Case[] = [];
    const root = datasetRootOf(abs);
    const agent = this.agentOf(root, problems);
    let meta: MetaLoad | undefined;
    // `<stem>.meta.yaml` beside the file (MetaFile.load_for_test_file).
    const metaAbs = abs.replace(/\.(py|ya?ml)$/i, '') + '.meta.yaml';
    const metaDisplay = displayOf(metaAbs, this.opts.cwd);
    const conftest = conftestFixtures(abs, root, this.opts.cwd, this.conftests, problems);

    for (const t of tests) {
      const { item, block } = t;
      const code = 'code' in t ? t.code : undefined;
      const line = item.line;
      const where = (message: string, field = ''): Problem => ({ file, line, field, message });
      const scenario = this.scenarioOf(item.name, block, { file, abs, root }, where, problems);
      if (!scenario || block.scenario === undefined || block.query === undefined) continue;
      const tags = [...scenario.tags, ...(block.tags ?? [])];
      if (tags.some(isSkipTag)) continue;

      let history: Message[] | undefined;
      let historyCalls: HistoryToolCall[] = [];
      if (block.history) {
        meta ??= metaFile(metaAbs, metaDisplay, problems);
        const h = testHistory(block.history, meta, metaDisplay, agent);
        if (h === undefined) continue;
        if ('error' in h) {
          problems.push(where(h.error, 'history'));
          continue;
        }
        history = h.messages;
        historyCalls = h.calls;
      }
      cases.push(
        thinkingboxCase(
          {
            text,
            file,
            abs,
            item,
            block: { ...block, scenario: block.scenario, query: block.query },
            code,
            ranges,
            scenario,
            tags,
          },
          {
            history,
            historyCalls,
            agent,
            conftest,
          },
        ),
      );
    }
    return { cases, problems };
  }
}

/** The seed's TestCase of a loaded case plus `world_state` (what `dump-tests` writes). */
export function dumpRecord(
  c: Case,
): (TbTestCase & { world_state: Record<string, unknown> }) | undefined {
  if (c.format !== 'thinkingbox-python') return undefined;
  const t = c.payload;
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

/**
 * Reads a `--test-list` file as thinkingbox does: a YAML list of `file.py:test` names. Throws,
 * saying what was expected, when the file holds anything else.
 */
export function parseTestList(text: string): string[] {
  const src = parseTbYaml(text);
  if (src.errors.length)
    throw new Error(`line ${src.errors[0]?.line ?? 0}: YAML: ${src.errors[0]?.message ?? ''}`);
  const v = src.value ?? [];
  if (!Array.isArray(v) || v.some((n) => typeof n !== 'string'))
    throw new Error(
      'a test list must be a YAML list of test names like - my_test_case.py:test_function',
    );
  return v as string[];
}

/**
 * Resolves `--name` / `--test-list` entries (`my_test_case.py` or `my_test_case.py:test_fn`) to
 * files under the `test_case/` folder of each root (the paths given, default cwd): `inputs` are the
 * files to load instead of the roots, `resolved` the selection to apply after loading. The first
 * candidate that exists wins; a name found nowhere is a problem listing the paths tried.
 */
export function resolveTestNames(
  names: string[],
  roots: string[],
  cwd: string,
): { inputs: string[]; resolved: ResolvedName[]; problems: Problem[] } {
  const dirs = testCaseDirs(roots, cwd);
  const resolved: ResolvedName[] = [];
  const problems: Problem[] = [];
  for (const raw of names) {
    const colon = raw.lastIndexOf(':');
    const fileName = colon > 0 ? raw.slice(0, colon) : raw;
    const fn = colon > 0 ? raw.slice(colon + 1) : undefined;
    // A Python test is a function name; a YAML test case's uid is any string (_parse_test_name).
    const isYaml = /\.ya?ml$/.test(fileName);
    const badFn = fn !== undefined && (isYaml ? fn === '' : !/^[A-Za-z_][A-Za-z0-9_]*$/.test(fn));
    if (!(fileName.endsWith('.py') || isYaml) || badFn) {
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
  return { inputs: [...new Set(resolved.map((r) => r.file))], resolved, problems };
}

/**
 * Keeps the cases the resolved names select, in the names' order (a file named without a function
 * brings its cases in file order). A `file.py:function` that matches no test function is a
 * problem (a `skip`-tagged test is not loaded, so naming it is one too, as in thinkingbox).
 */
export function selectNamedCases(
  cases: Case[],
  resolved: ResolvedName[],
): { cases: Case[]; problems: Problem[] } {
  const fnOf = (c: Case) => c.id.slice(c.id.lastIndexOf(':') + 1);
  const problems: Problem[] = [];
  const out: Case[] = [];
  const taken = new Set<Case>();
  for (const r of resolved) {
    const hit = cases.filter(
      (c) => c.suite === r.file && (r.function === undefined || fnOf(c) === r.function),
    );
    if (r.function !== undefined && hit.length === 0)
      problems.push({
        file: r.file,
        line: 0,
        field: '',
        message: `${JSON.stringify(r.name)}: no test function ${r.function} in this file (or it is tagged skip)`,
      });
    for (const c of hit)
      if (!taken.has(c)) {
        taken.add(c);
        out.push(c);
      }
  }
  return { cases: out, problems };
}
