import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  discoverTestFunctions,
  isScriptInput,
  loadScriptTests,
  resolveScriptInput,
  scriptRefForFile,
} from '../../src/formats/yao/script-load.js';
import { loadTranspiler, transpileScript } from '../../src/scripts/transpile.js';
import { parseHookRef } from '../../src/runner/yao-hooks.js';

// The transpiler is loaded on first need (see loadTranspiler); these tests call it directly.
await loadTranspiler();

const root = mkdtempSync(path.join(tmpdir(), 'agentci-script-disc-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(rel: string, text = '') {
  const abs = path.join(root, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
}

const names = (ts: string) =>
  discoverTestFunctions(transpileScript(ts, 'x_test.ts')).map((f) => f.name);

describe('discovering test functions', () => {
  it('finds exported and non-exported TestXxx functions and Test consts, not helpers', () => {
    const src = [
      '// @ts-nocheck',
      'import { helper } from "./helper";',
      'export function TestExported(t: testing.T, ctx: agent.Context): void {}',
      'function TestPlain(t, ctx) {}',
      'async function TestAsync(t, ctx) { await 1; }',
      'export const TestArrow = (t: testing.T, ctx: agent.Context) => {};',
      'const TestAsyncArrow = async (t, ctx) => {};',
      'let TestFnExpr = function (t, ctx) {};',
      'const TestOneParam = t => {};',
      'function createMockData() { return { id: 1 }; }',
      'function testLowercase(t) {}',
      'const TestNotAFunction = 42;',
      'const Testing = { TestInObject(t) {} };',
    ].join('\n');
    expect(names(src)).toEqual([
      'TestExported',
      'TestPlain',
      'TestAsync',
      'TestArrow',
      'TestAsyncArrow',
      'TestFnExpr',
      'TestOneParam',
    ]);
  });

  it('ignores nested functions and look-alikes in strings, comments, templates and regexes', () => {
    const src = [
      'function outer() {',
      '  function TestNested(t) {}',
      '  const TestInner = () => {};',
      '}',
      '// function TestInComment(t) {}',
      '/* function TestInBlock(t) {} */',
      'const s = "function TestInString(t) {}";',
      'const tpl = `function TestInTemplate(t) { ${"x"} } function TestAfterExpr(t) {}`;',
      'const re = /function TestInRegex\\(/;',
      'const ratio = 4 / 2; function TestAfterDivision(t) {}',
      'if (true) { function TestInBlockScope(t) {} }',
      'function TestReal(t) {}',
    ].join('\n');
    expect(names(src)).toEqual(['TestAfterDivision', 'TestReal']);
  });

  // Yao's own discovery is line-based (agent/test/script.go; docs/yao-departures.md): agentci reads
  // the syntax tree (acorn, on the transpiled file), so these edge cases are decided by the grammar.
  it('finds exported async, generator and default-exported functions', () => {
    const src = [
      'export async function TestExportedAsync(t: testing.T, ctx: agent.Context) { await 1; }',
      'export function* TestGenerator(t) {}',
      'export default function TestDefault(t) {}',
      'export const TestExportedAsyncArrow = async (t: testing.T): Promise<void> => {};',
      'export let TestExportedFnExpr = async function (t) {};',
    ].join('\n');
    expect(names(src)).toEqual([
      'TestExportedAsync',
      'TestGenerator',
      'TestDefault',
      'TestExportedAsyncArrow',
      'TestExportedFnExpr',
    ]);
  });

  it('is not fooled by strings, templates, comments and regexes a tokenizer gets wrong', () => {
    const src = [
      // A `}` inside a string inside `${}`: the template goes on after it.
      'const a = `${ "}" } function TestInTemplate(t) {}`;',
      // A `/` in a regex class, and a regex after `)` of an `if`.
      'const b = /[/]function TestInClass\\(/;',
      'if (a) /function TestAfterIf\\(/.test(a);',
      'const c = "x"; /** function TestInJsDoc(t) {} */',
      "const d = 'it\\'s function TestInQuote(t) {}';",
      'const e = { TestInObject() {}, TestProp: function () {} };',
      'class K { TestMethod(t) {} static TestStatic(t) {} }',
      'function TestReal(t) {}',
    ].join('\n');
    expect(names(src)).toEqual(['TestReal']);
  });

  it('reports the line of each function as written in the TypeScript source', () => {
    const src = [
      '// @ts-nocheck',
      'interface X { a: string }',
      '',
      'type Y = X;',
      'function TestOne(t: testing.T) {',
      '}',
      'const TestTwo = async (t: testing.T): Promise<void> => {};',
    ].join('\n');
    expect(discoverTestFunctions(transpileScript(src, 'a_test.ts'))).toEqual([
      { name: 'TestOne', line: 5 },
      { name: 'TestTwo', line: 7 },
    ]);
  });
});

describe('resolving scripts.<assistant>.<module>', () => {
  write('expense/src/setup_test.ts', 'function TestA(t) {}');
  write('expense/src/setup.ts', 'export function SystemReady() { return true; }');
  write('expense/src/tools_test.js', 'function TestB(t) {}');
  write('assistants/keyword/src/index_test.ts', 'function TestC(t) {}');
  write('workers/keyword/src/run_test.ts', 'function TestD(t) {}');
  write('workers/keyword/src/run.js', '');
  const exists = (p: string) => existsSync(p);

  it('maps to <assistant>/src/<module>_test.ts', () => {
    expect(resolveScriptInput('scripts.expense.setup', root, exists)).toEqual({
      ref: {
        scriptId: 'scripts.expense.setup',
        assistantId: 'expense',
        module: 'setup',
        testFile: 'expense/src/setup_test.ts',
      },
    });
  });

  it('falls back to _test.js, then to assistants/<assistant>/src', () => {
    expect(resolveScriptInput('scripts.expense.tools', root, exists)).toMatchObject({
      ref: { testFile: 'expense/src/tools_test.js', assistantId: 'expense' },
    });
    expect(resolveScriptInput('scripts.keyword.index', root, exists)).toMatchObject({
      ref: { testFile: 'assistants/keyword/src/index_test.ts', assistantId: 'keyword' },
    });
  });

  it('takes the dots before the module as folders (nested assistants)', () => {
    expect(resolveScriptInput('scripts.workers.keyword.run', root, exists)).toMatchObject({
      ref: {
        testFile: 'workers/keyword/src/run_test.ts',
        assistantId: 'workers.keyword',
      },
    });
  });

  // agent/test/script.go ResolveScript: the assistant boundary is the longest prefix with a package.yao.
  write('yao/keeper/package.yao', '{}');
  write('yao/keeper/src/tests/seed_test.ts', 'function TestE(t) {}');
  write('yao/keeper/src/tests/seed.ts', 'export const x = 1;');
  write('yao/keeper/src/seed_test.ts', 'function TestF(t) {}');
  write('assistants/team/pkg/package.yao', '{}');
  write('assistants/team/pkg/src/a/b/mod_test.js', 'function TestG(t) {}');

  it('ResolveScript: parts after the package.yao boundary are folders below src/ (scripts.yao.keeper.tests.seed)', () => {
    expect(resolveScriptInput('scripts.yao.keeper.tests.seed', root, exists)).toEqual({
      ref: {
        scriptId: 'scripts.yao.keeper.tests.seed',
        assistantId: 'yao.keeper',
        module: 'seed',
        testFile: 'yao/keeper/src/tests/seed_test.ts',
      },
    });
    // Same boundary, module right under src/.
    expect(resolveScriptInput('scripts.yao.keeper.seed', root, exists)).toMatchObject({
      ref: { testFile: 'yao/keeper/src/seed_test.ts', assistantId: 'yao.keeper' },
    });
    // A package.yao under assistants/ counts too; two folders below src/.
    expect(resolveScriptInput('scripts.team.pkg.a.b.mod', root, exists)).toMatchObject({
      ref: { testFile: 'assistants/team/pkg/src/a/b/mod_test.js', assistantId: 'team.pkg' },
    });
    // A missing module is looked for below the boundary too.
    const r = resolveScriptInput('scripts.yao.keeper.tests.nope', root, exists);
    expect(r).toHaveProperty(
      'problem.message',
      expect.stringContaining('yao/keeper/src/tests/nope_test.ts'),
    );
  });

  it('says what it looked for when nothing is there, and rejects malformed names', () => {
    const r = resolveScriptInput('scripts.expense.nope', root, exists);
    expect(r).toHaveProperty('problem');
    const p = (r as { problem: { message: string; file: string } }).problem;
    expect(p.file).toBe('scripts.expense.nope');
    expect(p.message).toContain('expense/src/nope_test.ts');
    expect(p.message).toContain('assistants/expense/src/nope_test.js');
    expect(resolveScriptInput('scripts.expense', root, exists)).toHaveProperty(
      'problem.message',
      expect.stringContaining('scripts.<assistant>.<module>'),
    );
    expect(resolveScriptInput('scripts.../etc.passwd', root, exists)).toHaveProperty('problem');
  });

  it('derives the ids of a test file named by path', () => {
    expect(scriptRefForFile('assistants/keyword/src/index_test.ts', root)).toEqual({
      scriptId: 'scripts.keyword.index',
      assistantId: 'keyword',
      module: 'index',
      testFile: 'assistants/keyword/src/index_test.ts',
    });
    expect(isScriptInput('expense/src/setup_test.ts')).toBe(true);
    expect(isScriptInput('scripts.a.b')).toBe(true);
    expect(isScriptInput('tests/inputs.jsonl')).toBe(false);
    expect(isScriptInput('hello world')).toBe(false);
  });
});

describe('loading a script-test file as cases', () => {
  const opts = { cwd: root };

  it('one yao-script case per test function, in source order, with the ref on its payload', () => {
    const r = loadScriptTests(
      'function TestB(t) {}\nfunction helper() {}\nexport function TestA(t) {}\n',
      'expense/src/setup_test.ts',
      opts,
    );
    expect(r.problems).toEqual([]);
    expect(r.cases.map((c) => [c.id, c.source.line, c.format])).toEqual([
      ['TestB', 1, 'yao-script'],
      ['TestA', 3, 'yao-script'],
    ]);
    expect(r.cases[0]?.payload).toMatchObject({
      function: 'TestB',
      script: { scriptId: 'scripts.expense.setup', testFile: 'expense/src/setup_test.ts' },
    });
  });

  it('a syntax error is a problem on its line (nothing runs)', () => {
    const r = loadScriptTests(
      '// ok\nfunction TestA(t) {\n  const x = ;\n}\n',
      'expense/src/setup_test.ts',
      opts,
    );
    expect(r.cases).toEqual([]);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ file: 'expense/src/setup_test.ts', line: 3 });
    expect(r.problems[0]?.message).toMatch(/^cannot parse/);
  });

  it('needs the judge only when t.assert.Agent is called in code, not named in text', () => {
    const inText = loadScriptTests(
      '// t.assert.Agent(res, "checker") is for later\nconst s = "t.assert.Agent(x)";\nfunction TestA(t) {}\n',
      'expense/src/setup_test.ts',
      opts,
    );
    expect(inText.cases[0]?.payload).not.toHaveProperty('usesAgent');
    const inCode = loadScriptTests(
      'function TestA(t) {\n  t.assert.Agent(t, "checker", { criteria: "polite" });\n}\n',
      'expense/src/setup_test.ts',
      opts,
    );
    expect(inCode.cases[0]?.payload).toMatchObject({ usesAgent: true });
  });

  // script.go Run: "No tests to run" is a warning.
  it('a file without test functions is a warning, not a problem', () => {
    const r = loadScriptTests('function helper() {}\n', 'expense/src/setup_test.ts', opts);
    expect(r.problems).toEqual([]);
    expect(r.cases).toEqual([]);
    expect(r.warnings?.[0]?.message).toMatch(/^No tests to run/);
  });
});

describe('hook references (script_hooks.go ParseHookRef)', () => {
  it('splits at the last dot, adds _test and .ts, drops a leading src/', () => {
    expect(parseHookRef('Before')).toEqual({ function: 'Before' });
    expect(parseHookRef('env_test.Before')).toEqual({
      scriptFile: 'env_test.ts',
      function: 'Before',
    });
    expect(parseHookRef('env.After')).toEqual({ scriptFile: 'env_test.ts', function: 'After' });
    expect(parseHookRef('src/env_test.BeforeAll')).toEqual({
      scriptFile: 'env_test.ts',
      function: 'BeforeAll',
    });
    // Only the last dot splits: the rest is the file, as in Go.
    expect(parseHookRef('tests/hooks.setup.Before')).toEqual({
      scriptFile: 'tests/hooks.setup_test.ts',
      function: 'Before',
    });
    expect(() => parseHookRef('')).toThrow('empty hook reference');
  });
});
