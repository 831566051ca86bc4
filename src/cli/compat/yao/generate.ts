import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../../../config/load-config.js';
import { gouExtractJson } from '../../../judges/gou-extract.js';
import type { Case } from '../../../model/case.js';
import { InputError, type Problem } from '../../../lib/problems.js';
import { loadTranspiler } from '../../../scripts/transpile.js';
import { parseYaoJsonl } from '../../../formats/yao/jsonl-load.js';
import { processStubs } from '../../../scripts/runtime.js';
import { loadScriptUnit } from '../../../scripts/exec.js';
import { isPlainObject } from '../../../lib/json.js';
import { askAgent, namedAgent } from '../../../runner/named-agent.js';

/*
 * Yao's generator inputs (input_source.go ParseInputSource): `-i agents:<id>?count=3&focus=x`
 * asks an `agents:` entry of agentci.yaml for test cases; `-i scripts:<module>.<Function>` runs a
 * script function that returns them. Either way the cases are Yao JSONL lines, loaded with the
 * same checks as a file.
 */

/** Yao's TargetAgentInfo: the agent the generated cases are for. */
export interface TargetAgentInfo {
  id: string;
  description?: string;
}

/** input_source.go parseAgentSource: `gen?count=3&focus=x`, query values typed as Yao types them. */
export function parseAgentSource(s: string): { id: string; params: Record<string, unknown> } {
  const q = s.indexOf('?');
  if (q < 0) return { id: s, params: {} };
  const params: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(s.slice(q + 1))) {
    if (k in params) continue; // url.Values: the first value of a key
    if (/^[+-]?\d+$/.test(v) && Number.isSafeInteger(Number(v))) params[k] = Number(v);
    else if (v.trim() !== '' && !Number.isNaN(Number(v)) && /^[+-]?(\d|\.\d)/.test(v))
      params[k] = Number(v);
    else if (v === 'true') params[k] = true;
    else if (v === 'false') params[k] = false;
    else params[k] = v;
  }
  return { id: s.slice(0, q), params };
}

/** GenerateTestCases' GeneratorInput: count 5 unless given, focus, the other parameters as extra. */
export function generatorInput(
  target: TargetAgentInfo,
  params: Record<string, unknown>,
): Record<string, unknown> {
  const input: Record<string, unknown> = { target_agent: target, count: 5 };
  if (Number.isInteger(params.count)) input.count = params.count;
  if (input.count === 0) delete input.count; // omitempty
  if (typeof params.focus === 'string' && params.focus !== '') input.focus = params.focus;
  const extra = Object.fromEntries(
    Object.entries(params).filter(([k]) => k !== 'count' && k !== 'focus'),
  );
  if (Object.keys(extra).length) input.extra = extra;
  return input;
}

/**
 * convertToCases + mapToCase: an array of cases, or `{cases: […]}` / `{test_cases: […]}`, or one
 * case object; each needs `id` (a string) and `input`; `assertions` (else `assert`), `options`,
 * `before`, `after`, `timeout` are kept, every other field is dropped as Yao drops it. Returns the
 * cases as Yao JSONL lines, or the reason they cannot be read.
 */
export function generatedCaseLines(parsed: unknown): string[] | string {
  let arr: unknown[];
  if (Array.isArray(parsed)) arr = parsed;
  else if (isPlainObject(parsed)) {
    if (Array.isArray(parsed.cases)) arr = parsed.cases;
    else if (Array.isArray(parsed.test_cases)) arr = parsed.test_cases;
    else arr = [parsed];
  } else return `expected array of test cases, got ${parsed === null ? 'null' : typeof parsed}`;
  const lines: string[] = [];
  for (const [i, item] of arr.entries()) {
    if (!isPlainObject(item)) return `test case ${i} is not an object`;
    if (typeof item.id !== 'string')
      return `failed to parse test case ${i}: missing required field 'id'`;
    if (!('input' in item)) return `failed to parse test case ${i}: missing required field 'input'`;
    const c: Record<string, unknown> = { id: item.id, input: item.input };
    if ('assertions' in item) c.assert = item.assertions;
    else if ('assert' in item) c.assert = item.assert;
    if (isPlainObject(item.options)) c.options = item.options;
    for (const k of ['before', 'after', 'timeout']) if (typeof item[k] === 'string') c[k] = item[k];
    lines.push(JSON.stringify(c));
  }
  return lines;
}

/** The generated lines as cases, through the Yao JSONL loader (same checks as a file). */
function casesFromLines(lines: string[], display: string): { cases: Case[]; warnings: Problem[] } {
  const r = parseYaoJsonl(`${lines.join('\n')}\n`, display);
  if (r.problems.length) throw new InputError(r.problems);
  return { cases: r.cases, warnings: r.warnings };
}

/**
 * `-i agents:<id>?params`: the generator agent (agents: entry) is called once with Yao's
 * GeneratorInput as JSON; its answer is read with gou's ExtractJSON (fenced or bare JSON, repaired).
 */
export async function generateWithAgent(
  input: string,
  target: TargetAgentInfo,
  loaded: LoadedConfig,
  ctx: { cwd: string; env: Record<string, string | undefined>; log?: (l: string) => void },
): Promise<{ cases: Case[]; warnings: Problem[] }> {
  const { id, params } = parseAgentSource(input.slice('agents:'.length));
  const agent = namedAgent(loaded, id, '-i agents:', ctx.cwd);
  const fail = (message: string): never => {
    throw new InputError([{ file: input, line: 0, field: '', message }]);
  };
  let output: unknown;
  try {
    output = await askAgent(agent, 'generator', JSON.stringify(generatorInput(target, params)), {
      baseDir: loaded.baseDir,
      env: ctx.env,
      ...(ctx.log ? { log: ctx.log } : {}),
    });
  } catch (e) {
    return fail(`failed to generate test cases: generator agent error: ${(e as Error).message}`);
  }
  if (output === undefined || output === null || output === '')
    return fail('failed to generate test cases: no content in generator response');
  const text = typeof output === 'string' ? output : JSON.stringify(output);
  const parsed = gouExtractJson(text);
  if (!parsed.found)
    return fail(
      `failed to generate test cases: failed to parse generator response as JSON: ${text.slice(0, 200)}`,
    );
  const lines = generatedCaseLines(parsed.value);
  if (typeof lines === 'string') return fail(`failed to generate test cases: ${lines}`);
  return casesFromLines(lines, input);
}

/**
 * `-i scripts:tests.gen.Generate`: Yao's process `scripts.tests.gen.Generate`, i.e. function
 * Generate of `<app>/scripts/tests/gen.ts` (or .js), called with the TargetAgentInfo; it returns
 * the cases (same shapes as the generator agent's answer).
 */
export async function generateWithScript(
  input: string,
  target: TargetAgentInfo,
  loaded: LoadedConfig,
  ctx: { cwd: string },
): Promise<{ cases: Case[]; warnings: Problem[] }> {
  const ref = input.slice('scripts:'.length);
  const fail = (message: string): never => {
    throw new InputError([{ file: input, line: 0, field: '', message }]);
  };
  const parts = ref.split('.');
  if (parts.length < 2)
    return fail(`invalid script reference format: ${ref} (expected 'module.Function')`);
  const fn = parts.pop() as string;
  const base = path.join(ctx.cwd, 'scripts', ...parts);
  const file = ['.ts', '.js'].map((e) => base + e).find((f) => existsSync(f));
  if (!file)
    return fail(
      `failed to create process scripts.${ref}: no script ${path.relative(ctx.cwd, base)}.ts or .js`,
    );
  await loadTranspiler();
  let result: unknown;
  try {
    const unit = loadScriptUnit(
      {
        testFile: file,
        testDisplay: path.relative(ctx.cwd, file),
        appRoot: ctx.cwd,
        processes: processStubs(loaded.config, loaded.baseDir),
      },
      [fn],
    );
    const f = unit.functions.get(fn);
    if (!f)
      return fail(
        `failed to create process scripts.${ref}: ${fn} is not a function of ${path.relative(ctx.cwd, file)}`,
      );
    unit.runtime.begin({ logs: [] });
    try {
      result = await f(target);
    } finally {
      unit.runtime.end();
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    return fail(`script execution failed: ${(e as Error).message}`);
  }
  const lines = generatedCaseLines(result);
  if (typeof lines === 'string') return fail(`failed to generate test cases from script: ${lines}`);
  return casesFromLines(lines, input);
}
