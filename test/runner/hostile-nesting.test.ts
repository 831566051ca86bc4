/**
 * An agent's deeply nested JSON (10 KB of `[[[[…` on stdout, a module's return value, a cycle)
 * fails that attempt with the depth limit named, and only that attempt: the other cases keep
 * their results, and every report file is written. Runs the CLI in-process.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AGENT_DEPTH, nestingProblem } from '../../src/lib/json.js';
import { runMain } from '../helpers/cli.js';

const DEPTH = 5000;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-nesting-'));
  await writeFile(
    path.join(dir, 'deep.mjs'),
    `let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => {
  const { id } = JSON.parse(s);
  if (id === 'deep') process.stdout.write('{"output":' + '['.repeat(${DEPTH}) + ']'.repeat(${DEPTH}) + '}');
  else process.stdout.write(JSON.stringify({ output: 'fine ' + id }));
});
`,
  );
  await writeFile(
    path.join(dir, 'deep-module.mjs'),
    `export function run(input, ctx) {
  if (ctx.id === 'deep') { let v = 'x'; for (let i = 0; i < ${DEPTH}; i++) v = [v]; return v; }
  if (ctx.id === 'cycle') { const o = { output: 'loop' }; o.self = o; return { output: o }; }
  if (ctx.id === 'bigint') return { output: { n: 10n } };
  return 'fine ' + ctx.id;
}
`,
  );
  const cases = ['deep', 'cycle', 'bigint', 'ok'].map((id) => ({
    id,
    input: 'hi',
    assert: { type: 'contains', value: 'fine' },
  }));
  await writeFile(path.join(dir, 'suite.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const OUTPUTS = ['r.json', 'r.jsonl', 'r-yao.json', 'r.xml', 'r.md', 'r.html'];

async function run(agent: string[]): Promise<{ code: number | null; report: Report }> {
  const r = await runMain(
    [
      'run',
      'suite.jsonl',
      ...agent,
      '--report',
      'r.json',
      '--results',
      'r.jsonl',
      '-o',
      'r-yao.json',
      '-o',
      'r.xml',
      '-o',
      'r.md',
      '-o',
      'r.html',
    ],
    // A secret in the environment makes the redactor walk every value.
    { cwd: dir, env: { DEPLOY_TOKEN: 'ghp_FAKEdeployToken0123' } },
  );
  for (const f of OUTPUTS)
    expect((await readFile(path.join(dir, f), 'utf8')).length, f).toBeGreaterThan(100);
  const report = JSON.parse(await readFile(path.join(dir, 'r.json'), 'utf8')) as Report;
  return { code: r.code, report };
}

interface Report {
  results: Array<{
    id: string;
    verdict: string;
    run_details: Array<{ status: string; error?: string }>;
  }>;
}

function byId(report: Report, id: string) {
  const c = report.results.find((x) => x.id === id);
  expect(c, id).toBeDefined();
  return c!;
}

describe('deeply nested agent data', () => {
  it('a command agent printing 10 KB of nested arrays fails that attempt only', async () => {
    const { code, report } = await run(['--agent', `node ${path.join(dir, 'deep.mjs')}`]);
    // Tests failed (exit 1), the tool did not crash (exit 3).
    expect(code).toBe(1);
    const deep = byId(report, 'deep');
    expect(deep.run_details[0]?.status).toBe('error');
    expect(deep.run_details[0]?.error).toBe(
      `the agent's reply is nested deeper than ${MAX_AGENT_DEPTH} levels (agentci's limit for agent data)`,
    );
    for (const id of ['cycle', 'bigint', 'ok']) expect(byId(report, id).verdict, id).toBe('pass');
  });

  it('a module agent returning a deep value, a cycle or a BigInt fails those attempts only', async () => {
    const { code, report } = await run(['--agent-module', path.join(dir, 'deep-module.mjs')]);
    expect(code).toBe(1);
    expect(byId(report, 'deep').run_details[0]?.error).toContain(
      `nested deeper than ${MAX_AGENT_DEPTH} levels`,
    );
    expect(byId(report, 'cycle').run_details[0]?.error).toBe(
      "the agent's reply refers to itself (a cycle JSON cannot hold)",
    );
    // A BigInt reaches the results stream (JSON cannot hold it): that attempt is an error.
    const big = byId(report, 'bigint').run_details[0];
    expect(big?.status).toBe('error');
    expect(big?.error).toMatch(/^agentci could not run or record this attempt: .*BigInt/);
    expect(byId(report, 'ok').verdict).toBe('pass');
  });
});

describe('nestingProblem', () => {
  const nest = (n: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < n; i++) v = [v];
    return v;
  };
  it('counts levels of objects and arrays, without recursion', () => {
    expect(nestingProblem(nest(MAX_AGENT_DEPTH))).toBeUndefined();
    expect(nestingProblem(nest(MAX_AGENT_DEPTH + 1))).toContain('nested deeper than');
    expect(nestingProblem(nest(200_000))).toContain('nested deeper than');
    expect(nestingProblem({ a: { b: [{}] } }, 4)).toBeUndefined();
    expect(nestingProblem({ a: { b: [{}] } }, 3)).toContain('deeper than 3 levels');
    expect(nestingProblem('text')).toBeUndefined();
  });
  it('measures a shared value once, and still sees how deep it sits', () => {
    const shared = nest(10);
    let dag: unknown = shared;
    // 60 levels of two references to the same child: 2^60 paths, walked in linear time.
    for (let i = 0; i < 60; i++) dag = { l: dag, r: dag };
    expect(nestingProblem(dag, 70)).toBeUndefined();
    expect(nestingProblem(dag, 69)).toContain('deeper than 69 levels');
    expect(nestingProblem({ a: shared, b: [[[shared]]] }, 13)).toContain('deeper');
    expect(nestingProblem({ a: shared, b: [[[shared]]] }, 14)).toBeUndefined();
  });
  it('finds cycles', () => {
    const o: Record<string, unknown> = {};
    o.x = [{ y: o }];
    expect(nestingProblem(o)).toBe('refers to itself (a cycle JSON cannot hold)');
  });
});
