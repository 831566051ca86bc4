import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';
import { glob } from 'tinyglobby';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The plug-in seam (DESIGN §2): layers import only the layers below them, nothing in src/ imports
 * in a circle, each format's module can be imported first, the report stage loads a handful of
 * files, and the seeds' format names appear only where formats are defined and where their
 * command lines are read.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const TSCONFIG = path.join(ROOT, 'tsconfig.json');

/** src/ files as dpdm names them (relative to the package root, forward slashes). */
let files: string[] = [];
/** Every import, type-only ones included (what a reader of the code sees). */
let all: DependencyTree;
/** Value imports only: what Node runs (type-only imports are erased by the build). */
let values: DependencyTree;

beforeAll(async () => {
  files = (await glob('src/**/*.ts', { cwd: ROOT, ignore: ['src/**/*.d.ts'] })).sort();
  // The project's tsconfig maps `./x.js` specifiers to their `x.ts` sources.
  const opts = { context: ROOT, tsconfig: TSCONFIG, skipDynamicImports: false } as const;
  const entries = files.map((f) => path.join(ROOT, f));
  all = await parseDependencyTree(entries, { ...opts, transform: false });
  values = await parseDependencyTree(entries, { ...opts, transform: true });
}, 120_000);

/** The layer of a src/ file: its top folder, or for a file at src/'s root its own name. */
function layerOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? (parts[1] as string) : (parts[1] as string).replace(/\.ts$/, '');
}

/** The src/ files one file imports. */
function importsOf(tree: DependencyTree, file: string): string[] {
  return (tree[file] ?? [])
    .map((d) => d.id)
    .filter((id): id is string => typeof id === 'string' && id.startsWith('src/'));
}

/** Every src/ file reachable from `entry` through value imports, `entry` included. */
function valueClosure(entry: string): string[] {
  const seen = new Set([entry]);
  const todo = [entry];
  while (todo.length) {
    for (const d of importsOf(values, todo.pop() as string))
      if (!seen.has(d)) {
        seen.add(d);
        todo.push(d);
      }
  }
  return [...seen].sort();
}

const UTIL = ['lib', 'version', 'package-files', 'program-source'];
const CAPABILITIES = [
  'net',
  'harness',
  'judges',
  'targets',
  'scripts',
  'trace',
  'config',
  'redaction',
  'programs',
];
const BELOW_FORMATS = [...UTIL, 'model', 'contracts', ...CAPABILITIES];

/** What each layer may import (its own files always). Front doors (cli, action) may use all. */
const ALLOWED: Record<string, string[]> = {
  lib: UTIL,
  version: UTIL,
  'package-files': UTIL,
  'program-source': UTIL,
  model: [...UTIL, 'model'],
  contracts: [...UTIL, 'model', 'contracts'],
  ...Object.fromEntries(CAPABILITIES.map((c) => [c, BELOW_FORMATS])),
  formats: [...BELOW_FORMATS, 'formats'],
  suites: [...BELOW_FORMATS, 'suites'],
  report: [...UTIL, 'model', 'report', 'render'],
  render: [...UTIL, 'model', 'report', 'render'],
  runner: [...BELOW_FORMATS, 'suites', 'report', 'runner'],
};

/**
 * Type-only imports a layer still makes past its bounds: the contracts name the capabilities'
 * classes in what a run hands a format and a target (ResponseCache, LimiterRegistry, LlmJudge).
 * Erased at build time, so they can make no runtime cycle; listed so that none is added.
 */
const TYPE_ONLY_EXCEPTIONS = [
  'src/contracts/format.ts -> src/harness/response-cache.ts',
  'src/contracts/format.ts -> src/judges/evals.ts',
  'src/contracts/format.ts -> src/judges/judge.ts',
  'src/contracts/format.ts -> src/judges/llm-judge.ts',
  'src/contracts/format.ts -> src/net/endpoint-limiter.ts',
  'src/contracts/host.ts -> src/harness/types.ts',
  'src/contracts/target.ts -> src/harness/response-cache.ts',
  'src/contracts/target.ts -> src/net/endpoint-limiter.ts',
];

describe('the plug-in seam', () => {
  // Type-only imports are counted too: erased at build time they cannot make a TDZ error, but a
  // circle through them is the same tangle of layers, and the runtime cycles come back through it.
  it('src/ has no import cycle, type-only imports included', () => {
    expect(files.length).toBeGreaterThan(200);
    // Every file was read and its imports resolved (a failed resolution leaves an id of null).
    for (const f of files) expect(all[f], f).toBeDefined();
    expect(
      files.flatMap((f) =>
        (all[f] ?? []).filter((d) => d.id === null && d.request.startsWith('.')),
      ),
    ).toEqual([]);
    expect(parseCircular(all)).toEqual([]);
    expect(parseCircular(values)).toEqual([]);
  });

  it('the cycle check finds a cycle when there is one', async () => {
    // A two-file circle written to a temporary folder, through the same dpdm calls.
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-cycle-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = b;\n");
      writeFileSync(
        path.join(dir, 'b.ts'),
        "import type { a } from './a.js';\nexport const b = 1 as unknown as typeof a;\n",
      );
      const tree = await parseDependencyTree([path.join(dir, 'a.ts')], {
        context: dir,
        tsconfig: TSCONFIG,
        transform: false,
      });
      expect(parseCircular(tree)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('each layer imports only the layers below it', () => {
    const bad: string[] = [];
    for (const file of files) {
      const allowed = ALLOWED[layerOf(file)];
      if (!allowed) continue;
      const valueDeps = new Set(importsOf(values, file));
      for (const dep of importsOf(all, file)) {
        const to = layerOf(dep);
        if (to === layerOf(file) || allowed.includes(to)) continue;
        const edge = `${file} -> ${dep}`;
        if (!valueDeps.has(dep) && TYPE_ONLY_EXCEPTIONS.includes(edge)) continue;
        bad.push(edge);
      }
    }
    expect(bad).toEqual([]);
    // The front doors are the composition roots: every layer is theirs to use.
    expect(Object.keys(ALLOWED)).not.toContain('cli');
    expect(Object.keys(ALLOWED)).not.toContain('action');
  });

  it('no format, report, render or model module imports the runner, the CLI or the action', () => {
    const re = /from '(\.\.\/)+(runner|cli|action)\//;
    const found = files
      .filter((f) => /^src\/(formats|report|render|model)\//.test(f))
      .flatMap((f) =>
        readFileSync(path.join(ROOT, f), 'utf8')
          .split('\n')
          .map((line, i) => `${f}:${i + 1}: ${line}`)
          .filter((line) => re.test(line)),
      );
    expect(found).toEqual([]);
  });

  it('the report stage loads at most 25 files (src/report/merge.ts, value imports)', () => {
    const closure = valueClosure('src/report/merge.ts');
    expect(closure).toContain('src/report/aggregate.ts');
    expect(closure).toContain('src/report/gate.ts');
    expect(closure.filter((f) => /^src\/(formats|runner|judges|harness)\//.test(f))).toEqual([]);
    expect(closure.length, closure.join('\n')).toBeLessThanOrEqual(25);
  });

  it("the seeds' format names appear only in formats/, model/ and the seeds' adapters", async () => {
    const NAMES = new Set(['yao-jsonl', 'yao-script', 'skilltest-yaml', 'thinkingbox-python']);
    const found: string[] = [];
    for (const f of files) {
      if (/^src\/(formats|model|cli\/compat)\//.test(f)) continue;
      const text = readFileSync(path.join(ROOT, f), 'utf8');
      const source = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (
          (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
          NAMES.has(node.text)
        ) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${f}:${line + 1}: ${node.text}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
    // The scan sees the names where they belong.
    const registry = readFileSync(path.join(ROOT, 'src/formats/index.ts'), 'utf8');
    expect(registry).toContain("'yao-jsonl'");
  });

  it.each([
    'src/formats/yao/jsonl.ts',
    'src/formats/yao/script.ts',
    'src/formats/skilltest/index.ts',
    'src/formats/thinkingbox/index.ts',
  ])(
    '%s can be imported first',
    async (file) => {
      // A fresh Node with nothing loaded before it: a cycle through the module would leave its
      // record uninitialised ("Cannot access … before initialization").
      const { stdout } = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(`./${file}`)});
const records = Object.values(m).filter((v) => v && typeof v === 'object' && 'format' in v);
console.log(JSON.stringify(records.map((r) => r.format)));`,
        ],
        { cwd: ROOT, timeout: 60_000 },
      );
      expect(JSON.parse(stdout.trim())).toHaveLength(1);
    },
    90_000,
  );
});
