import { describe, expect, it } from 'vitest';
import { ScriptOutput, formatScriptDuration } from '../../src/cli/compat/yao/script-output.js';
import { colors } from '../../src/cli/terminal-text.js';
import { DEFAULT_ENV, type CaseOf } from '../../src/model/case.js';
import type { Report } from '../../src/model/report.js';
import type { AttemptResult, CaseResult } from '../../src/model/result.js';
import { buildScriptTestReports } from '../../src/render/script-report.js';

/** The seed's "Script Test Output", character for character. */
const SEED_LAYOUT = `═══════════════════════════════════════════════════════════════════════════════
  Script Test: scripts.expense.setup
═══════════════════════════════════════════════════════════════════════════════
  Script: expense/src/setup_test.ts
  Tests: 3 functions
  User: test-user
  Team: test-team
───────────────────────────────────────────────────────────────────────────────
  Running Tests
───────────────────────────────────────────────────────────────────────────────
► [TestSystemReady] ...
  ✓ PASSED (12ms)

► [TestSystemReadyWithInvalidContext] ...
  ✓ PASSED (8ms)

► [TestSetupWithMockData] ...
  ✗ FAILED (15ms)
    └─ assertion failed: Result ID should match
       expected: 1
       actual: 2

═══════════════════════════════════════════════════════════════════════════════
  Summary: 2 passed, 1 failed, 0 skipped (35ms)
═══════════════════════════════════════════════════════════════════════════════
`;

const SUITE = 'expense/src/setup_test.ts';
const ref = {
  scriptId: 'scripts.expense.setup',
  assistantId: 'expense',
  module: 'setup',
  testFile: SUITE,
};

function scriptCase(id: string, line: number): CaseOf<'yao-script'> {
  return {
    id,
    suite: SUITE,
    source: { file: SUITE, line },
    format: 'yao-script',
    input: id,
    assert: [],
    evals: [],
    mocks: [],
    spy: false,
    skip: false,
    tags: [],
    payload: { script: ref, function: id },
  };
}

function attempt(
  id: string,
  status: AttemptResult['status'],
  ms: number,
  startMs: number,
  ev: Record<string, unknown> = {},
  logs: string[] = [],
): AttemptResult {
  return {
    id,
    suite: SUITE,
    run: 1,
    status,
    started_at: new Date(Date.UTC(2024, 11, 17, 10, 0, 0) + startMs).toISOString(),
    duration_ms: ms,
    ...(typeof ev.error === 'string' ? { error: `${ev.error} (at ${SUITE}:31)` } : {}),
    checks: [],
    transcript: {
      messages: [],
      tool_calls: [],
      mock_calls: [],
      events: [{ type: 'script_test', ...ev }],
      logs,
    },
  };
}

function caseResult(a: AttemptResult): CaseResult {
  return { id: a.id, suite: a.suite, run_details: [a] } as unknown as CaseResult;
}

const cases = [
  scriptCase('TestSystemReady', 7),
  scriptCase('TestSystemReadyWithInvalidContext', 18),
  scriptCase('TestSetupWithMockData', 35),
];
const failure = {
  error: 'assertion failed: Result ID should match',
  assertion: { type: 'Equal', expected: 1, actual: 2, message: 'Result ID should match' },
  location: `${SUITE}:31`,
};
const attempts = [
  attempt('TestSystemReady', 'passed', 12, 0),
  attempt('TestSystemReadyWithInvalidContext', 'passed', 8, 12),
  attempt('TestSetupWithMockData', 'failed', 15, 20, failure, ['created {"id":2}']),
];

function play(verbose: boolean): string {
  let text = '';
  let clock = 0;
  const out = new ScriptOutput({ write: (s) => (text += s) }, colors(false), {
    verbose,
    now: () => clock,
  });
  out.start(cases);
  cases.forEach((c, i) => {
    out.attemptStart(c, 1, DEFAULT_ENV);
    const a = attempts[i] as AttemptResult;
    clock += a.duration_ms;
    out.attempt(a);
    out.case(caseResult(a));
  });
  out.end();
  return text;
}

describe('the script-test terminal layout', () => {
  it("prints the seed's layout exactly", () => {
    expect(play(false)).toBe(SEED_LAYOUT);
  });

  it('-v adds the failure location and the logs', () => {
    const text = play(true);
    expect(text).toContain(`       actual: 2\n       at: ${SUITE}:31\n    │ created {"id":2}\n\n`);
  });

  it('errors, timeouts and skips have their own status lines', () => {
    let text = '';
    const out = new ScriptOutput({ write: (s) => (text += s) }, colors(false), {
      verbose: false,
      now: () => 0,
    });
    const three = [scriptCase('TestErr', 1), scriptCase('TestSlow', 2), scriptCase('TestSkip', 3)];
    out.start(three);
    const results = [
      attempt('TestErr', 'error', 3, 0, { error: 'TypeError: x is not a function' }),
      attempt('TestSlow', 'timeout', 30_000, 3, {
        error: 'timeout: TestSlow did not finish within 30s',
      }),
      attempt('TestSkip', 'skipped', 0.4, 30_003, { error: 'needs a database' }),
    ];
    three.forEach((c, i) => {
      out.attemptStart(c, 1, DEFAULT_ENV);
      out.attempt(results[i] as AttemptResult);
      out.case(caseResult(results[i] as AttemptResult));
    });
    expect(text).toContain('  ✗ ERROR (3ms)\n    └─ TypeError: x is not a function\n\n');
    expect(text).toContain(
      '  ✗ TIMEOUT (30.0s)\n    └─ timeout: TestSlow did not finish within 30s\n\n',
    );
    expect(text).toContain('  ○ SKIPPED (400µs)\n    └─ needs a database\n\n');
    expect(text).toContain('  Summary: 0 passed, 2 failed, 1 skipped (0µs)\n');
  });

  it("formats durations as Yao's formatDuration", () => {
    expect([0.25, 12.9, 999, 1234, 59_999, 90_000].map(formatScriptDuration)).toEqual([
      '250µs',
      '12ms',
      '999ms',
      '1.2s',
      '60.0s',
      '1.5m',
    ]);
  });
});

describe("Yao's ScriptTestReport (-o report.json)", () => {
  it('has the seed shape: type, script, script_path, summary, environment, results, metadata', () => {
    const report = {
      environment: { user_id: 'test-user', team_id: 'test-team', locale: 'en-us' },
      metadata: {
        started_at: '2024-12-17T10:00:00.000Z',
        completed_at: '2024-12-17T10:00:00.035Z',
        version: '0.1.0',
        options: {},
      },
      results: attempts.map(caseResult),
    } as unknown as Report;
    const [r] = buildScriptTestReports(report, [
      { script: 'scripts.expense.setup', scriptPath: SUITE, tests: cases.map((c) => c.id) },
    ]);
    expect(r).toEqual({
      type: 'script_test',
      script: 'scripts.expense.setup',
      script_path: 'expense/src/setup_test.ts',
      summary: { total: 3, passed: 2, failed: 1, skipped: 0, duration_ms: 35 },
      environment: { user_id: 'test-user', team_id: 'test-team', locale: 'en-us' },
      results: [
        { name: 'TestSystemReady', status: 'passed', duration_ms: 12, logs: [] },
        { name: 'TestSystemReadyWithInvalidContext', status: 'passed', duration_ms: 8, logs: [] },
        {
          name: 'TestSetupWithMockData',
          status: 'failed',
          duration_ms: 15,
          error: 'assertion failed: Result ID should match',
          assertion: { type: 'Equal', expected: 1, actual: 2, message: 'Result ID should match' },
          logs: ['created {"id":2}'],
        },
      ],
      metadata: {
        started_at: '2024-12-17T10:00:00.000Z',
        completed_at: '2024-12-17T10:00:00.035Z',
        version: '0.1.0',
      },
    });
  });
});
