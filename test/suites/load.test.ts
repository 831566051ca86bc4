import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { Parser } from 'yaml';
import { CaseSchema, type Assertion, type Case } from '../../src/model/index.js';
import { formatProblem, loadSuites, type SuiteLoader } from '../../src/suites/index.js';
import { FORMATS } from '../../src/formats/index.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const CWD = FIXTURES; // display paths become suites/…

const rejectBadRegex = (a: Assertion): string[] => {
  if (a.type !== 'regex' || typeof a.value !== 'string') return [];
  try {
    new RegExp(a.value);
    return [];
  } catch {
    return [`not a valid regex: ${a.value}`];
  }
};

describe('loadSuites', () => {
  it('loads a folder of Yao suites in file order then line order', async () => {
    const r = await loadSuites(['suites/yao'], { formats: FORMATS, cwd: CWD });
    expect(r.problems).toEqual([]);
    // last-run.jsonl is a results stream: not a suite.
    expect(r.files).toEqual(['suites/yao/basic.jsonl', 'suites/yao/more/second.jsonl']);
    expect(r.cases.map((c) => [c.suite, c.id, c.source.line])).toEqual([
      ['suites/yao/basic.jsonl', 'T001', 2],
      ['suites/yao/basic.jsonl', 'T002', 3],
      ['suites/yao/basic.jsonl', 'T003', 5],
      ['suites/yao/basic.jsonl', 'T004', 6],
      // The same id in another suite is fine: ids are per suite.
      ['suites/yao/more/second.jsonl', 'T001', 1],
      ['suites/yao/more/second.jsonl', 'S002', 2],
    ]);
    for (const c of r.cases) expect(CaseSchema.safeParse(c).success).toBe(true);
    const t3 = r.cases[2];
    expect(t3).toMatchObject({
      expected: '6',
      assert: [{ type: 'equals', value: '6' }],
      timeout_ms: 30_000,
      runs: 5,
      threshold: 0.8,
      tags: ['math'],
    });
    expect(r.cases[3].skip).toBe('flaky upstream');
    expect(r.cases[5]).toMatchObject({
      simulator: { use: 'tests.simulator-agent' },
      max_turns: 20,
      checkpoints: [
        { id: 'ask', required: true },
        { id: 'book', after: ['ask'], required: true },
      ],
    });
  });

  it('collects every problem of every file before anything runs (BOM + CRLF file included)', async () => {
    const r = await loadSuites(['suites/yao/basic.jsonl', 'suites/bad'], {
      formats: FORMATS,
      cwd: CWD,
      validateAssertion: rejectBadRegex,
    });
    expect(r.files).toEqual(['suites/yao/basic.jsonl', 'suites/bad/broken.jsonl']);
    expect(r.problems.map(formatProblem)).toEqual([
      "suites/bad/broken.jsonl:2:23: invalid JSON: unexpected '}' (expected a value after ':')",
      "suites/bad/broken.jsonl:4: id: duplicate id 'B1' (first used on line 1)",
    ]);
    // What Yao reads anyway: the line loads (and its check fails when it runs), with a warning.
    // Line 4's unknown field is not said twice: that line has a problem and loads no case.
    expect(r.warnings.map(formatProblem)).toEqual([
      'suites/bad/broken.jsonl:5: assert[0]: not a valid regex: (',
    ]);
    // The good cases are still returned: the caller decides to refuse to run.
    expect(r.cases.map((c) => `${c.suite}#${c.id}`)).toEqual([
      'suites/yao/basic.jsonl#T001',
      'suites/yao/basic.jsonl#T002',
      'suites/yao/basic.jsonl#T003',
      'suites/yao/basic.jsonl#T004',
      'suites/bad/broken.jsonl#B1',
      'suites/bad/broken.jsonl#B4',
    ]);
  });

  it("reads every format with its own record's loader; bad skilltest cases and missing paths are problems alongside the rest", async () => {
    const r = await loadSuites(['suites/mixed', 'suites/nothing-here'], {
      formats: FORMATS,
      cwd: CWD,
      env: process.env,
    });
    expect(r.files).toEqual([
      'suites/mixed/expense_test.js',
      'suites/mixed/greet.yaml',
      'suites/mixed/test_case/test_booking.py',
    ]);
    // The script test's one TestXxx function; the Python file's `"""!` block is its module's, so
    // its function is no test (a test's first statement is its own block).
    expect(r.cases.map((c) => [c.format, c.id])).toEqual([['yao-script', 'TestSetup']]);
    expect(r.problems.map(formatProblem)).toEqual([
      'suites/nothing-here: no such file or folder',
      'suites/mixed/greet.yaml:1: skill: required',
      'suites/mixed/greet.yaml:4: evals[0].type: required (write `- type: boolean` with its fields beside it, not `- boolean: {…}`)',
    ]);
  });

  it('dispatches other formats to the loaders given, and checks their assertions too', async () => {
    const seen: { text: string; file: string }[] = [];
    const yamlLoader: SuiteLoader = (text, file) => {
      seen.push({ text, file });
      const c: Case = {
        id: 'greet',
        suite: file,
        source: { file, line: 1 },
        format: 'skilltest-yaml',
        input: 'say hello',
        assert: [{ type: 'regex', value: '[' }],
        evals: [],
        mocks: [],
        spy: false,
        skip: false,
        tags: [],
        payload: { skill: 'suites/mixed/skills/greeter' },
      };
      const ok: Case = { ...c, id: 'fine', assert: [{ type: 'contains', value: 'hi' }] };
      return {
        cases: [c, ok],
        problems: [{ file, line: 3, field: 'evals[0]', message: 'from the loader' }],
      };
    };
    const r = await loadSuites(['suites/mixed/greet.yaml', 'suites/yao/more/second.jsonl'], {
      formats: FORMATS,
      cwd: CWD,
      validateAssertion: rejectBadRegex,
      loaders: { 'skilltest-yaml': yamlLoader },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].file).toBe('suites/mixed/greet.yaml');
    expect(seen[0].text).toContain('evals:');
    expect(r.problems.map(formatProblem)).toEqual([
      'suites/mixed/greet.yaml:3: evals[0]: from the loader',
      'suites/mixed/greet.yaml:1: assert[0]: not a valid regex: [',
    ]);
    expect(r.cases.map((c) => `${c.suite}#${c.id}`)).toEqual([
      'suites/mixed/greet.yaml#fine',
      'suites/yao/more/second.jsonl#T001',
      'suites/yao/more/second.jsonl#S002',
    ]);
  });

  it('works on real temp files with globs, relative to the cwd given', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'agentci-load-'));
    try {
      await mkdir(path.join(root, 'tests', 'a'), { recursive: true });
      await writeFile(path.join(root, 'tests', 'a', 'one.jsonl'), '{"id": "x", "input": "1"}\n');
      await writeFile(
        path.join(root, 'tests', 'two.jsonl'),
        '{"id": "x", "input": "2"}\n{"id": "y", "input": "2", "runs": 0}\n',
      );
      await writeFile(path.join(root, 'tests', 'output-1.jsonl'), '{"id": "z", "input": "3"}\n');
      const r = await loadSuites(['tests/**/*.jsonl'], { formats: FORMATS, cwd: root });
      expect(r.files).toEqual(['tests/a/one.jsonl', 'tests/two.jsonl']);
      expect(r.cases.map((c) => [c.suite, c.id, c.input])).toEqual([
        ['tests/a/one.jsonl', 'x', '1'],
        ['tests/two.jsonl', 'x', '2'],
      ]);
      expect(r.problems.map(formatProblem)).toEqual([
        'tests/two.jsonl:2: runs: must be at least 1, got 0',
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('parses a YAML suite once: detection decides from the document and the loader reuses it', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'agentci-load-'));
    const parse = vi.spyOn(Parser.prototype, 'parse');
    try {
      await mkdir(path.join(root, 'st', 'greeter'), { recursive: true });
      await writeFile(path.join(root, 'st', 'greeter', 'SKILL.md'), '# Greeter\n');
      // One JSON-style case (a single flow mapping) and one thinkingbox YAML test-case file.
      await writeFile(
        path.join(root, 'st', 'case.yml'),
        '{"skill": "./greeter", "input": "hi", "evals": [{"type": "boolean", "criterion": "x"}]}\n',
      );
      await mkdir(path.join(root, 'tb', 'scenario'), { recursive: true });
      await mkdir(path.join(root, 'tb', 'test_case'), { recursive: true });
      await writeFile(
        path.join(root, 'tb', 'scenario', 'plain.yaml'),
        'world_state: {}\ntools: []\n',
      );
      await writeFile(
        path.join(root, 'tb', 'test_case', 'cases.yaml'),
        '"test_cases":\n  - uid: t1\n    scenario: plain\n    query: y\n    test_code: "pass"\n',
      );
      parse.mockClear();
      const r = await loadSuites(['st', 'tb/test_case/cases.yaml'], {
        formats: FORMATS,
        cwd: root,
      });
      expect(r.problems).toEqual([]);
      expect(r.cases.map((c) => [c.format, c.id])).toEqual([
        ['skilltest-yaml', 'case'],
        ['thinkingbox-python', 'cases.yaml:t1'],
      ]);
      // One parse per file: the case, the test-case file and its scenario. thinkingbox composes
      // the detection's tokens with PyYAML's reading (`query: y` stays a string, as in PyYAML).
      expect(parse).toHaveBeenCalledTimes(3);
      expect(r.cases[1]?.input).toBe('y');
    } finally {
      parse.mockRestore();
      await rm(root, { recursive: true, force: true });
    }
  });
});
