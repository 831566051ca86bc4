import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../helpers/cli.js';
import { py, tree } from './fixtures.js';

/*
 * Fixtures passed to test functions as thinkingbox passes them: testrunner.py
 * TestScript.evaluate_sync calls `__tb_test_fn(x=…, judge=…, **fixtures)`, the fixtures being the
 * function's other parameters (fixtures.py fixtures_context_for_test_fn), built from conftest.yaml
 * files (test_case/ down to the file's folder) and the scenario's `fixtures:` (hydrator.py
 * load_conftest_fixtures, hydrate_test_case), with `judge`, `x` and other fixtures injected into
 * their constructors, context managers entered; an unresolvable one is a system error.
 */

interface Detail {
  status: string;
  reward: number;
  error?: string;
  checks: { actual?: { metadata?: Record<string, unknown> } }[];
  transcript: { logs?: string[] };
}

function dataset(): string {
  return tree({
    'agentci.yaml': `
agent:
  harness:
    model: { provider: scripted, rules: [], default: "OK" }
runs: 1
timeout: 60s
`,
    'lib/tbfix.py': py`
      import contextlib

      class Greeter:
          def __init__(self, greeting: str = "default"):
              self.greeting = greeting

      class Checker:
          # greeter is another fixture; judge and x come from the run (injected by name).
          def __init__(self, greeter, judge, x, strict: bool = False):
              self.greeter = greeter
              self.judge = judge
              self.x = x
              self.strict = strict

      @contextlib.contextmanager
      def recorder(x):
          x.metadata["entered"] = True
          try:
              yield "the recorder"
          finally:
              print("recorder closed")
    `,
    'scenario/plain.yaml': `
world_state: {}
tools: []
fixtures:
  recorder: { type: tbfix.recorder }
  checker: { type: tbfix.Checker, strict: true }
`,
    'test_case/conftest.yaml': `
fixtures:
  greeter: { type: tbfix.Greeter, greeting: hello }
  checker: { type: tbfix.Checker }
`,
    'test_case/sub/conftest.yaml': `
fixtures:
  greeter: { type: tbfix.Greeter, greeting: hi }
`,
    'test_case/top.py': py`
      """!
      scenario: plain
      query: Hello
      """

      def test_keywords(judge, x):
          """!
          {}
          """
          assert x.response == "OK"

      def test_greeter(x, judge, greeter):
          """!
          {}
          """
          assert greeter.greeting == "hello", greeter.greeting

      def test_injected(x, judge, checker):
          """!
          {}
          """
          assert checker.greeter.greeting == "hello"
          assert checker.x is x and checker.judge is judge
          assert checker.strict is True

      def test_context_manager(x, judge, recorder):
          """!
          {}
          """
          assert recorder == "the recorder"
          assert x.metadata["entered"] is True

      def test_unknown(x, judge, nope):
          """!
          {}
          """
    `,
    'test_case/sub/sub_deep.py': py`
      def test_nearer_conftest(x, judge, greeter):
          """!
          scenario: plain
          query: Hello
          """
          assert greeter.greeting == "hi", greeter.greeting
    `,
  });
}

describe('thinkingbox fixtures (fixtures.py, testrunner.py)', () => {
  it('conftest.yaml and scenario fixtures reach the test by parameter name; judge, x and other fixtures are injected; an unknown one is a system error', async () => {
    const root = dataset();
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-fix-')), 'r.json');
    const r = await runMain(['run', '.', '--no-results', '--report', out], {
      cwd: root,
      env: { PYTHONPATH: path.join(root, 'lib') },
    });
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      results: { id: string; run_details: Detail[] }[];
    };
    const by = new Map(report.results.map((c) => [c.id.split(':')[1], c.run_details[0]]));
    for (const name of [
      'test_keywords',
      'test_greeter',
      'test_injected',
      'test_context_manager',
      'test_nearer_conftest',
    ])
      expect(by.get(name), `${name}: ${JSON.stringify(by.get(name))}`).toMatchObject({
        status: 'passed',
        reward: 1,
      });
    expect(by.get('test_context_manager')?.checks[0]?.actual?.metadata).toMatchObject({
      entered: true,
    });
    expect(by.get('test_context_manager')?.transcript.logs).toContain('recorder closed');
    const unknown = by.get('test_unknown');
    expect(unknown?.status).toBe('error');
    expect(unknown?.error).toContain(
      "RuntimeError: Failed to resolve fixture dependencies for test 'top.py:test_unknown'",
    );
    expect(unknown?.error).toContain("Unknown fixture 'nope'");
  }, 120_000);
});
