/**
 * Annotations point at the failing case's line in its suite file, for each of the four formats:
 * the fixture suites (test/fixtures/check-run/) are read by the real loaders, so the lines are the
 * ones each loader records (Yao JSONL: the case's line; skilltest: the failing eval's line;
 * thinkingbox: the test function's `def`; Yao script tests: the `TestXxx` function). Paths are
 * relative to the workspace (the repository root here), not to the suites' folder.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeEvals } from '../../src/judges/evals.js';
import type { AttemptResult, Case, Check, Transcript } from '../../src/model/index.js';
import { buildAnnotations } from '../../src/render/annotations.js';
import { aggregateCase, caseIdentity } from '../../src/report/aggregate.js';
import { loadSuites } from '../../src/suites/load.js';
import { FORMATS } from '../../src/formats/index.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CWD = path.join(ROOT, 'test', 'fixtures', 'check-run');
const AT = { cwd: CWD, workspace: ROOT };
const PREFIX = 'test/fixtures/check-run';

/** The fixture suites through the loaders the runner registers (runner/load-cases.ts). */
async function load(file: string): Promise<Case[]> {
  // Every format through its own registry record, as a run loads it.
  const r = await loadSuites([file], { formats: FORMATS, cwd: CWD, env: process.env });
  expect(r.problems).toEqual([]);
  return r.cases;
}

const EMPTY: Transcript = { messages: [], tool_calls: [], mock_calls: [], events: [] };

function attempt(c: Case, run: number, status: AttemptResult['status'], checks: Check[]) {
  return { id: c.id, suite: c.suite, run, status, duration_ms: 10, checks } as AttemptResult;
}

/** `passing` cases pass both runs; the others fail one of two with `check`. */
function results(cases: Case[], failing: Record<string, Check[]>) {
  return {
    results: cases.map((c) => {
      const bad = failing[c.id];
      const attempts = [
        attempt(c, 1, 'passed', []),
        bad ? attempt(c, 2, 'failed', bad) : attempt(c, 2, 'passed', []),
      ];
      return aggregateCase(caseIdentity(c, 1), attempts);
    }),
  };
}

const mismatch = (label: string, expected: unknown, actual: unknown): Check => ({
  label,
  type: 'equals',
  passed: false,
  expected,
  actual,
});

describe('an annotation per failing case at its line, in each format', () => {
  it("Yao JSONL: the case's line (comment and blank lines counted, as Yao's loader counts them)", async () => {
    const cases = await load('yao/suite.jsonl');
    const a = buildAnnotations(
      results(cases, { capital: [mismatch('contains "Paris"', 'Paris', 'Lyon')] }),
      AT,
    );
    expect(a.map((x) => [x.path, x.start_line, x.annotation_level, x.title])).toEqual([
      [`${PREFIX}/yao/suite.jsonl`, 4, 'failure', 'capital: failed (1 of 2 runs passed)'],
    ]);
    expect(a[0].message).toContain('expected: Paris\nactual: Lyon');
  });

  it("skilltest YAML: the failing eval's line (judged by the real evals judge)", async () => {
    const [c] = await load('skilltest/refund.yaml');
    expect(c.source.line).toBe(1); // `name:`
    // The agent looked the order up and then tried to delete the account: the second eval fails.
    const transcript: Transcript = {
      ...EMPTY,
      mock_calls: [
        {
          tool: 'lookup_order',
          input: { order_id: '42' },
          action: 'stub',
          mock: 'lookup',
          rule: 0,
        },
        {
          tool: 'delete_account',
          input: { customer: 'ann' },
          action: 'deny',
          mock: 'delete',
          rule: 1,
        },
      ],
    };
    const checks = await judgeEvals(c, transcript, '', {});
    expect(checks.map((k) => [k.label, k.passed, k.line])).toEqual([
      [expect.stringContaining('looked the order up'), true, 12],
      [expect.stringContaining('never deleted an account'), false, 15],
    ]);
    const a = buildAnnotations(results([c], { refund: checks }), AT);
    expect(a.map((x) => [x.path, x.start_line, x.end_line])).toEqual([
      [`${PREFIX}/skilltest/refund.yaml`, 15, 15],
    ]);
    expect(a[0].title).toBe('refund: failed (1 of 2 runs passed)');
    expect(a[0].message).toMatch(/never deleted an account/);
  });

  it("thinkingbox Python: the test function's def line", async () => {
    const cases = await load('thinkingbox/test_case/test_drive.py');
    const failingId = cases.find((c) => c.id.endsWith(':test_appends_end'))?.id ?? '';
    expect(failingId).not.toBe('');
    const a = buildAnnotations(
      results(cases, {
        [failingId]: [
          { label: 'test_appends_end', type: 'python', passed: false, message: 'AssertionError' },
        ],
      }),
      AT,
    );
    expect(a.map((x) => [x.path, x.start_line])).toEqual([
      [`${PREFIX}/thinkingbox/test_case/test_drive.py`, 14],
    ]);
    expect(a[0].title).toBe(`${failingId}: failed (1 of 2 runs passed)`);
  });

  it('Yao script tests: the TestXxx function line', async () => {
    const cases = await load('scripts/expense_test.ts');
    const failing = cases.find((c) => c.id.endsWith('TestRefund'));
    expect(failing).toBeDefined();
    const a = buildAnnotations(
      results(cases, {
        [failing?.id ?? '']: [mismatch('t.assert.Equal: refund total', 30, 25)],
      }),
      AT,
    );
    expect(a.map((x) => [x.path, x.start_line])).toEqual([
      [`${PREFIX}/scripts/expense_test.ts`, 6],
    ]);
    expect(a[0].message).toContain('expected: 30\nactual: 25');
  });
});
