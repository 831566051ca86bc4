import path from 'node:path';
import type { CaseOf } from '../../model/case.js';
import type { ScriptPayload, ScriptRef } from '../../model/payloads/yao-script.js';
import type { Problem } from '../../lib/problems.js';
import * as acorn from 'acorn';
import { ScriptSyntaxError, transpileScript } from '../../scripts/transpile.js';

/*
 * Yao script tests: `<assistant>/src/<module>_test.ts` files whose `TestXxx(t, ctx)` functions
 * test the agent's handler scripts. This file resolves `scripts.<assistant>.<module>` to the test
 * file, transpiles TypeScript (sucrase: types stripped, ESM imports turned into `require`, line
 * numbers kept), and discovers the test functions statically (acorn, on the transpiled source) so
 * that cases exist before anything runs (counting, `--run`, sharding). Running them is src/formats/yao/script-runner.ts.
 * (The transpiler is src/scripts/transpile.ts.)
 */

const TEST_FILE = /^(.+)_test\.([jt]s)$/;
const PART = /^[A-Za-z0-9_-]+$/;

/** Is this `-i` value a script test: `scripts.a.b`, or a path to a `*_test.ts` / `*_test.js` file? */
export function isScriptInput(input: string): boolean {
  return input.startsWith('scripts.') || TEST_FILE.test(path.basename(input));
}

function toSlash(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * Resolves `scripts.<assistant>.<module>` relative to cwd as Yao's ResolveScript does
 * (agent/test/script.go): the assistant is the longest dotted prefix whose folder holds a
 * `package.yao` (under `assistants/` or not); the parts after it are folders below `src/` and
 * the module (`scripts.yao.keeper.tests.seed` → `yao/keeper/src/tests/seed_test.ts` when
 * `yao/keeper/package.yao` exists). Without a package.yao the last part is the module and the
 * rest the assistant's folders. Then `assistants/<a>/src/<sub>/<m>_test.ts`, `.js`, and the same
 * without `assistants/`.
 */
export function resolveScriptInput(
  input: string,
  cwd: string,
  exists: (absPath: string) => boolean,
): { ref: ScriptRef } | { problem: Problem } {
  const parts = input.slice('scripts.'.length).split('.');
  if (parts.length < 2 || !parts.every((p) => PART.test(p)))
    return {
      problem: {
        file: input,
        line: 0,
        field: '',
        message:
          'expected scripts.<assistant>.<module>, e.g. scripts.expense.setup (names of letters, digits, _ and -)',
      },
    };
  let assistant = parts.slice(0, -1);
  let modulePath = parts.slice(-1);
  search: for (let i = parts.length - 1; i >= 1; i--) {
    const candidate = parts.slice(0, i).join('/');
    for (const prefix of ['assistants/', '']) {
      if (exists(path.resolve(cwd, `${prefix}${candidate}/package.yao`))) {
        assistant = parts.slice(0, i);
        modulePath = parts.slice(i);
        break search;
      }
    }
  }
  const module = modulePath[modulePath.length - 1] as string;
  const sub = modulePath.slice(0, -1);
  const tried: string[] = [];
  for (const base of [
    ['assistants', ...assistant, 'src', ...sub].join('/'),
    [...assistant, 'src', ...sub].join('/'),
  ]) {
    for (const ext of ['ts', 'js']) {
      const rel = `${base}/${module}_test.${ext}`;
      tried.push(rel);
      if (exists(path.resolve(cwd, rel))) {
        const ref = scriptRefForFile(rel, cwd);
        return { ref: { ...ref, scriptId: input, assistantId: assistant.join('.') } };
      }
    }
  }
  return {
    problem: {
      file: input,
      line: 0,
      field: '',
      message: `test file not found (looked for ${tried.join(', ')} under ${cwd})`,
    },
  };
}

/**
 * What a test file named by path tests: the assistant id from the folders above `src/` (a leading
 * `assistants/` dropped; for paths outside cwd only the folder right above `src/`), and the
 * `scripts.…` id that would name it.
 */
export function scriptRefForFile(file: string, cwd: string): ScriptRef {
  const rel = toSlash(path.isAbsolute(file) ? path.relative(cwd, file) : file);
  const m = TEST_FILE.exec(path.posix.basename(rel));
  const module = m ? (m[1] as string) : path.posix.basename(rel).replace(/\.[^.]+$/, '');
  const dir = path.posix.dirname(rel);
  const folders = dir === '.' ? [] : dir.split('/');
  const srcAt = folders.lastIndexOf('src');
  let above = srcAt >= 0 ? folders.slice(0, srcAt) : folders;
  if (above.includes('..') || path.isAbsolute(rel)) above = above.slice(-1);
  if (above[0] === 'assistants' && above.length > 1) above = above.slice(1);
  const assistantId = above.join('.') || path.posix.basename(path.resolve(cwd));
  return {
    scriptId: `scripts.${assistantId}.${module}`,
    assistantId,
    module,
    testFile: rel,
  };
}

/** One discovered test function. */
export interface TestFunction {
  name: string;
  line: number;
}

/** acorn's options for the transpiled file: a CommonJS function body, so top-level return is fine. */
const PARSE_OPTIONS: acorn.Options = {
  ecmaVersion: 'latest',
  sourceType: 'script',
  allowReturnOutsideFunction: true,
  allowAwaitOutsideFunction: true,
  allowHashBang: true,
  locations: true,
};

/** The transpiled file's syntax tree; a ScriptSyntaxError (with its line) when it does not parse. */
function parseScript(js: string): acorn.Program {
  try {
    return acorn.parse(js, PARSE_OPTIONS);
  } catch (e) {
    const loc = (e as { loc?: { line: number } }).loc;
    throw new ScriptSyntaxError((e as Error).message, loc?.line ?? 1);
  }
}

function isFunction(n: acorn.Expression | null | undefined): boolean {
  return n?.type === 'ArrowFunctionExpression' || n?.type === 'FunctionExpression';
}

/**
 * Every top-level `function TestXxx(…)` (exported or not, async or generator too) and
 * `const|let|var TestXxx = (…) => …` / `= function …`, in source order, found in the syntax tree of
 * the transpiled file (acorn), so a `Test…` inside a string, a template, a comment or a regex is no
 * test. Functions whose name does not start with `Test` are helpers and are not returned; neither
 * are functions nested in other functions or blocks. Throws ScriptSyntaxError when the file does
 * not parse.
 */
export function discoverTestFunctions(js: string): TestFunction[] {
  return testFunctionsOf(parseScript(js));
}

function testFunctionsOf(program: acorn.Program): TestFunction[] {
  const found: TestFunction[] = [];
  const seen = new Set<string>();
  const add = (id: acorn.Identifier) => {
    if (!id.name.startsWith('Test') || seen.has(id.name)) return;
    seen.add(id.name);
    found.push({ name: id.name, line: id.loc?.start.line ?? 1 });
  };
  for (const stmt of program.body) {
    if (stmt.type === 'FunctionDeclaration') add(stmt.id);
    else if (stmt.type === 'VariableDeclaration')
      for (const d of stmt.declarations)
        if (d.id.type === 'Identifier' && isFunction(d.init)) add(d.id);
  }
  return found;
}

/** Every node below `node` (acorn's nodes are plain objects with a `type`). */
function* nodesOf(node: unknown): Generator<acorn.Node> {
  if (Array.isArray(node)) {
    for (const n of node) yield* nodesOf(n);
    return;
  }
  if (typeof node !== 'object' || node === null || typeof (node as acorn.Node).type !== 'string')
    return;
  yield node as acorn.Node;
  for (const [k, v] of Object.entries(node)) if (k !== 'loc') yield* nodesOf(v);
}

/** Whether the file calls `….Agent(…)` (`t.assert.Agent`), in code rather than in text. */
function callsAgentAssertion(program: acorn.Program): boolean {
  for (const n of nodesOf(program)) {
    if (n.type !== 'CallExpression') continue;
    const callee = (n as acorn.CallExpression).callee;
    if (
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'Agent'
    )
      return true;
  }
  return false;
}

/**
 * Loads a script-test file as cases (a SuiteLoader for the `yao-script` format): one case per
 * test function, id = the function name, `payload` = {@link ScriptPayload}. A syntax error is a
 * problem on its line, so nothing runs; a file without test functions is only a warning.
 */
export function loadScriptTests(
  text: string,
  file: string,
  opts: { cwd: string; ref?: ScriptRef },
): { cases: CaseOf<'yao-script'>[]; problems: Problem[]; warnings?: Problem[] } {
  const ref = opts.ref ?? scriptRefForFile(file, opts.cwd);
  let js: string;
  try {
    js = transpileScript(text, file);
  } catch (e) {
    const line = e instanceof ScriptSyntaxError ? e.line : 1;
    return {
      cases: [],
      problems: [{ file, line, field: '', message: `cannot parse: ${(e as Error).message}` }],
    };
  }
  let tests: TestFunction[];
  let usesAgent: boolean;
  try {
    const program = parseScript(js);
    tests = testFunctionsOf(program);
    usesAgent = callsAgentAssertion(program);
  } catch (e) {
    const line = e instanceof ScriptSyntaxError ? e.line : 1;
    return {
      cases: [],
      problems: [{ file, line, field: '', message: `cannot parse: ${(e as Error).message}` }],
    };
  }
  // script.go Run: a file without test functions (a file of hooks) is "No tests to run", a
  // warning: nothing fails.
  if (tests.length === 0)
    return {
      cases: [],
      problems: [],
      warnings: [
        {
          file,
          line: 0,
          field: '',
          message:
            'No tests to run: no function TestXxx(t, ctx) in the file (the name must start with Test)',
        },
      ],
    };
  const cases = tests.map((fn): CaseOf<'yao-script'> => {
    const payload: ScriptPayload = {
      script: ref,
      function: fn.name,
      ...(usesAgent ? { usesAgent } : {}),
    };
    return {
      id: fn.name,
      suite: file,
      source: { file, line: fn.line },
      format: 'yao-script',
      input: fn.name,
      assert: [],
      evals: [],
      mocks: [],
      spy: false,
      skip: false,
      tags: [],
      payload,
    };
  });
  return { cases, problems: [] };
}
