import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runMain } from '../helpers/cli.js';

const root = mkdtempSync(path.join(tmpdir(), 'agentci-script-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(rel: string, text: string) {
  const abs = path.join(root, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
}

write(
  'shop/src/cart.ts',
  'export function total(items: { price: number; qty: number }[]): number {\n  return items.reduce((n, i) => n + i.price * i.qty, 0);\n}\n',
);
write(
  'shop/src/cart_test.ts',
  `// @ts-nocheck
import { total } from './cart';
function TestCartTotal(t: testing.T, ctx: agent.Context) {
  t.assert.Equal(total([{ price: 2, qty: 3 }]), 6, 'two times three');
}
function TestCartWrongTotal(t, ctx) {
  t.assert.Equal(total([{ price: 2, qty: 2 }]), 5, 'Result should match');
}
function TestCartEmpty(t) {
  t.assert.Len([], 0);
}
function TestContext(t, ctx) {
  const { assert } = t;
  assert.Equal(ctx.authorized.user_id, 'ctx-user', 'the context file wins over -u');
  assert.Equal(ctx.authorized.team_id, 'flag-team', '-t applies where the file says nothing');
  assert.Equal(ctx.locale, 'zh-cn');
  assert.Equal(ctx.client, { type: 'web', user_agent: 'yao-agent-test/1.0', ip: '127.0.0.1' });
  assert.JSONPath(ctx, '$.metadata.trace', 'abc');
  assert.Equal(ctx.assistant_id, 'shop');
}
function TestSkipped(t) {
  t.skip('not today');
}
function TestFatal(t) {
  t.fatal('stop here');
  t.assert.True(false);
}
function TestThrows(t) {
  throw new RangeError('bad range');
}
function TestHangs(t) {
  while (true) {}
}
function TestAfterHang(t) {
  t.assert.True(true);
}
`,
);
write(
  'ctx.json',
  JSON.stringify({
    authorized: { user_id: 'ctx-user' },
    locale: 'zh-cn',
    client: { type: 'web' },
    metadata: { trace: 'abc' },
  }),
);

const RULE = '═'.repeat(79);
const LIGHT = '─'.repeat(79);
const normalise = (s: string) => s.replace(/\((\d+(\.\d+)?)(µs|ms|s|m)\)/g, '(…)');

describe('agentci run -i scripts.<assistant>.<module>', () => {
  it('runs the example from examples/scripts: all pass, exit 0, no results stream beside the sources', async () => {
    const cwd = path.join(ROOT, 'examples', 'scripts');
    const before = readdirSync(path.join(cwd, 'expense', 'src')).sort();
    const r = await runMain(['yao', '-i', 'scripts.expense.setup'], { cwd });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(normalise(r.stdout)).toContain(
      `${RULE}\n  Script Test: scripts.expense.setup\n${RULE}\n  Script: expense/src/setup_test.ts\n  Tests: 3 functions\n  User: test-user\n  Team: test-team\n${LIGHT}\n  Running Tests\n${LIGHT}\n► [TestSystemReady] ...\n  ✓ PASSED (…)\n\n► [TestSystemReadyWithInvalidContext] ...\n  ✓ PASSED (…)\n\n► [TestSetupWithMockData] ...\n  ✓ PASSED (…)\n\n${RULE}\n  Summary: 3 passed, 0 failed, 0 skipped (…)\n${RULE}\n`,
    );
    expect(readdirSync(path.join(cwd, 'expense', 'src')).sort()).toEqual(before);
  }, 180_000);

  it('failures, skips, fatal, errors and timeouts: the layout, exit 1, the Yao Report (ToReport), JUnit and the common report', async () => {
    const r = await runMain(
      [
        'yao',
        '-i',
        'scripts.shop.cart',
        '--timeout',
        '3s',
        '-u',
        'flag-user',
        '-t',
        'flag-team',
        '--ctx',
        'ctx.json',
        '-o',
        'report.json',
        '--junit',
        'junit.xml',
        '--report',
        'common.json',
      ],
      { cwd: root },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const expected = [
      RULE,
      '  Script Test: scripts.shop.cart',
      RULE,
      '  Script: shop/src/cart_test.ts',
      '  Tests: 9 functions',
      '  User: ctx-user',
      '  Team: flag-team',
      LIGHT,
      '  Running Tests',
      LIGHT,
      '► [TestCartTotal] ...',
      '  ✓ PASSED (…)',
      '',
      '► [TestCartWrongTotal] ...',
      '  ✗ FAILED (…)',
      '    └─ Result should match',
      '       expected: 5',
      '       actual: 4',
      '',
      '► [TestCartEmpty] ...',
      '  ✓ PASSED (…)',
      '',
      '► [TestContext] ...',
      '  ✓ PASSED (…)',
      '',
      '► [TestSkipped] ...',
      '  ○ SKIPPED (…)',
      '    └─ not today',
      '',
      '► [TestFatal] ...',
      '  ✗ FAILED (…)',
      '    └─ stop here',
      '',
      '► [TestThrows] ...',
      '  ✗ ERROR (…)',
      '    └─ RangeError: bad range',
      '',
      '► [TestHangs] ...',
      '  ✗ TIMEOUT (…)',
      '    └─ timeout: TestHangs did not finish within 3s (its worker was stopped; later tests of the file start afresh)',
      '',
      '► [TestAfterHang] ...',
      '  ✓ PASSED (…)',
      '',
      RULE,
      '  Summary: 4 passed, 4 failed, 1 skipped (…)',
      RULE,
      '',
    ].join('\n');
    expect(normalise(r.stdout).slice(0, expected.length)).toBe(expected);

    // runner.go RunScriptTests writes ScriptTestReport.ToReport (script_types.go) to -o.
    const report = JSON.parse(readFileSync(path.join(root, 'report.json'), 'utf8'));
    expect(Object.keys(report)).toEqual(['summary', 'environment', 'results', 'metadata']);
    expect(report.summary).toEqual({
      total: 9,
      passed: 4,
      failed: 4,
      skipped: 1,
      errors: 0,
      timeouts: 0,
      duration_ms: expect.any(Number),
      agent_id: 'scripts.shop.cart',
      agent_path: 'shop/src/cart_test.ts',
      connector: '',
    });
    expect(report.environment).toMatchObject({
      user_id: 'ctx-user',
      team_id: 'flag-team',
      locale: 'zh-cn',
    });
    expect(
      report.results.map((x: { id: string; status: string }) => `${x.id}:${x.status}`),
    ).toEqual([
      'TestCartTotal:passed',
      'TestCartWrongTotal:failed',
      'TestCartEmpty:passed',
      'TestContext:passed',
      'TestSkipped:skipped',
      'TestFatal:failed',
      'TestThrows:error',
      'TestHangs:timeout',
      'TestAfterHang:passed',
    ]);
    expect(report.results[1]).toEqual({
      id: 'TestCartWrongTotal',
      status: 'failed',
      input: 'TestCartWrongTotal',
      duration_ms: expect.any(Number),
      error: 'Result should match',
    });
    expect(report.results[0]).not.toHaveProperty('error');
    expect(report.metadata).toEqual({
      started_at: expect.any(String),
      completed_at: expect.any(String),
      version: expect.any(String),
      input_file: '',
      output_file: path.join(root, 'report.json'),
    });

    const junit = readFileSync(path.join(root, 'junit.xml'), 'utf8');
    for (const name of ['TestCartTotal', 'TestCartWrongTotal', 'TestHangs'])
      expect(junit).toContain(name);
    expect(junit).toContain('Result should match');

    const common = JSON.parse(readFileSync(path.join(root, 'common.json'), 'utf8'));
    expect(common.type).toBe('agent_test');
    expect(common.gate.exit_code).toBe(1);
    expect(common.summary).toMatchObject({ total: 9, no_assertion_cases: 0 });
    const wrong = common.results.find((x: { id: string }) => x.id === 'TestCartWrongTotal');
    expect(wrong).toMatchObject({
      format: 'yao-script',
      file: 'shop/src/cart_test.ts',
      line: 6,
      status: 'failed',
    });
    expect(wrong.run_details[0].error).toBe('Result should match (at shop/src/cart_test.ts:7)');
    expect(wrong.run_details[0].checks[0]).toMatchObject({
      type: 'Equal',
      passed: false,
      expected: 5,
      actual: 4,
    });
  }, 240_000);

  it('--run filters by a Go-style regex and --fail-fast stops after the first failure', async () => {
    // Named by path this time; without --ctx the flags set the user and team.
    const r = await runMain(
      [
        'yao',
        '-i',
        'shop/src/cart_test.ts',
        '--run',
        '(?i)^testcart',
        '--fail-fast',
        '-o',
        'ff.json',
        '-u',
        'flag-user',
        '-t',
        'flag-team',
      ],
      { cwd: root },
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('  Script Test: scripts.shop.cart\n');
    expect(r.stdout).toContain('  User: flag-user\n  Team: flag-team\n');
    expect(r.stdout).toContain('  Tests: 3 functions (filtered by: (?i)^testcart)\n');
    expect(r.stdout).toContain('► [TestCartWrongTotal] ...');
    expect(r.stdout).not.toContain('► [TestCartEmpty]');
    expect(r.stdout).toContain('⚠ Stopping due to --fail-fast: 1 test not run\n');
    expect(r.stdout).toContain('  Summary: 1 passed, 1 failed, 1 skipped (');
    const report = JSON.parse(readFileSync(path.join(root, 'ff.json'), 'utf8'));
    expect(report.summary.agent_id).toBe('scripts.shop.cart');
    expect(
      report.results.map((x: { id: string; status: string }) => `${x.id}:${x.status}`),
    ).toEqual(['TestCartTotal:passed', 'TestCartWrongTotal:failed', 'TestCartEmpty:skipped']);
  }, 180_000);

  it('an unknown script is bad input (exit 2) naming what was looked for', async () => {
    const r = await runMain(['yao', '-i', 'scripts.shop.nothing'], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'scripts.shop.nothing: test file not found (looked for assistants/shop/src/nothing_test.ts, assistants/shop/src/nothing_test.js, shop/src/nothing_test.ts',
    );
    expect(existsSync(path.join(root, 'shop', 'src', 'output'))).toBe(false);
  }, 120_000);
});
