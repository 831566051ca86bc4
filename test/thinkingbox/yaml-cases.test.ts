import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/suites/detect.js';
import { runMain } from '../helpers/cli.js';
import { tree } from './fixtures.js';
import { FORMATS } from '../../src/formats/index.js';

/*
 * YAML test-case files as thinkingbox loads them (hydrator.py load_test_file, yaml branch, and
 * iter_cases_from_folder): a TestCaseFile `test_cases:` of TestCase (uid, scenario, query and
 * test_code required; the code defines or assigns `__tb_test_fn`), found in test_case/ by the
 * folder walk (not `*.meta.yaml`, not conftest.yaml), uid `<file>:<uid>`, skip tags dropped, an
 * empty test_code run with no test and counted as not correct.
 */

const CASES = `
test_cases:
- uid: test_plain
  scenario: plain
  query: Hello
  tags: [yaml]
  test_code: |
    def __tb_test_fn(x, judge):
        assert x.response == "OK"
- uid: test_assigned
  scenario: plain
  query: Hi
  bot_instructions: Be brief.
  ignored_key: pydantic drops it
  test_code: |
    def check(x, judge):
        return 0.25
    __tb_test_fn = check
- uid: test_skipped
  scenario: plain
  query: Hi
  tags: [skip]
  test_code: "raise AssertionError('never runs')"
- uid: test_no_code
  scenario: plain
  query: Hi
  test_code: ""
`;

function dataset(): string {
  return tree({
    'agentci.yaml': `
agent:
  harness:
    model: { provider: scripted, rules: [], default: "OK" }
runs: 1
timeout: 60s
`,
    'scenario/plain.yaml': 'world_state: {}\ntools: []\nbot_instructions: Scenario says hi.\n',
    'test_case/cases.yaml': CASES,
    'test_case/cases.meta.yaml': '$history: {}\n',
    'test_case/conftest.yaml': 'fixtures: {}\n',
  });
}

describe('thinkingbox YAML test-case files (hydrator.py load_test_file)', () => {
  it('a .yaml with test_cases: is a thinkingbox file; .meta.yaml and conftest.yaml are not', () => {
    expect(detectFormat('ds/test_case/cases.yaml', CASES, FORMATS)).toBe('thinkingbox-python');
    expect(
      detectFormat('ds/test_case/cases.meta.yaml', 'test_cases: []\n', FORMATS),
    ).toBeUndefined();
    expect(detectFormat('ds/test_case/conftest.yaml', 'fixtures: {}\n', FORMATS)).toBeUndefined();
  });

  it('dump-tests and run: found by the folder walk, skip dropped, __tb_test_fn defined or assigned, empty test_code not correct', async () => {
    const root = dataset();
    const dump = await runMain(['thinkingbox', 'dump-tests', '.'], { cwd: root });
    expect(dump.code, dump.stderr).toBe(0);
    const recs = dump.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(recs.map((r) => r.uid)).toEqual([
      'cases.yaml:test_plain',
      'cases.yaml:test_assigned',
      'cases.yaml:test_no_code',
    ]);
    expect(recs[1]).toMatchObject({
      scenario: 'plain',
      query: 'Hi',
      bot_instructions: 'Scenario says hi.\nBe brief.',
      max_user_sim_turns: 10,
      tags: [],
    });
    expect(recs[0]?.tags).toEqual(['yaml']);
    expect(recs[1]?.test_code).toBe(
      'def check(x, judge):\n    return 0.25\n__tb_test_fn = check\n',
    );

    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-yaml-')), 'r.json');
    const r = await runMain(['run', '.', '--no-results', '--report', out], { cwd: root });
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      results: { id: string; run_details: { status: string; reward: number; error?: string }[] }[];
    };
    const by = new Map(report.results.map((c) => [c.id, c.run_details[0]]));
    expect(by.get('cases.yaml:test_plain')).toMatchObject({ status: 'passed', reward: 1 });
    expect(by.get('cases.yaml:test_assigned')).toMatchObject({ status: 'passed', reward: 0.25 });
    expect(by.get('cases.yaml:test_no_code')?.status).toBe('failed');
    expect(by.get('cases.yaml:test_no_code')?.error).toContain('no test_code');
    expect(by.has('cases.yaml:test_skipped')).toBe(false);
  }, 120_000);

  it('a test case without test_code is a problem at its line (pydantic: Field required), exit 2', async () => {
    const root = tree({
      'scenario/plain.yaml': 'world_state: {}\ntools: []\n',
      'test_case/bad.yaml': 'test_cases:\n- uid: a\n  scenario: plain\n  query: Hi\n',
    });
    const r = await runMain(['thinkingbox', 'dump-tests', '.'], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/test_case\/bad\.yaml:2: test_cases\[0\]\.test_code: /);
  }, 60_000);
});

describe('a YAML test case named in a test list (hydrator.py _parse_test_name)', () => {
  it('file.yaml:uid selects that case', async () => {
    const root = dataset();
    const r = await runMain(
      ['thinkingbox', 'dump-tests', '.', '--name', 'cases.yaml:test_assigned'],
      {
        cwd: root,
      },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(
      r.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { uid: string }).uid),
    ).toEqual(['cases.yaml:test_assigned']);
  }, 60_000);
});
