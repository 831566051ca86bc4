import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSuites } from '../../src/suites/load.js';
import { formatProblem } from '../../src/lib/problems.js';
import {
  createThinkingboxLoader,
  dedentBlock,
  dumpRecord,
  mergeWorldState,
  nameCandidates,
  parseTestList,
  resolveTestNames,
  selectNamedCases,
} from '../../src/formats/thinkingbox/load.js';
import { payloadOf, type Case } from '../../src/model/case.js';
import { tree, py } from './fixtures.js';
import { FORMATS } from '../../src/formats/index.js';

const env = process.env;

async function load(root: string, paths = ['.']) {
  return loadSuites(paths, {
    formats: FORMATS,
    cwd: root,
    loaders: { 'thinkingbox-python': createThinkingboxLoader({ cwd: root, env }) },
  });
}

/** A scenario every test below may name (`scenario: s`). */
const S = { 'scenario/s.yaml': 'world_state: {}\ntools: []\n' };

const tbOf = (c: Case) => payloadOf(c, 'thinkingbox-python');

describe('thinkingbox loader: blocks', () => {
  it("merges module-level blocks in order into later test functions only; a test's tags extend the globals', a later module block's replace them", async () => {
    const root = tree({
      ...S,
      'test_case/test_order.py': py`
        """!
        scenario: s
        query: first query
        user_context: ctx one
        tags: [mod1]
        """

        def test_early(x, judge):
            """!
            tags: [own1]
            """

        """!
        query: second query
        tags: [mod2]
        max_user_sim_turns: 3
        """

        def helper_without_block(x):
            return 1

        def test_late(x, judge):
            """!
            user_context: ctx own
            tags: [own2]
            """
            assert True
      `,
    });
    const { cases, problems } = await load(root);
    expect(problems).toEqual([]);
    expect(cases.map((c) => c.id)).toEqual(['test_order.py:test_early', 'test_order.py:test_late']);
    const [early, late] = cases.map(tbOf);
    expect(early).toMatchObject({
      query: 'first query',
      user_context: 'ctx one',
      tags: ['mod1', 'own1'],
      max_user_sim_turns: 10,
    });
    expect(late).toMatchObject({
      query: 'second query',
      user_context: 'ctx own',
      tags: ['mod2', 'own2'],
      max_user_sim_turns: 3,
    });
    expect(cases[1]?.tags).toEqual(['mod2', 'own2']);
    expect(cases[1]?.source.line).toBe(22);
    expect(cases[0]?.input).toBe('first query');
  });

  it('defaults: max_user_sim_turns 10, max_agent_sim_turns unlimited (null), no tags', async () => {
    const root = tree({
      ...S,
      'test_case/test_d.py':
        'def test_a(x, judge):\n    """!\n    scenario: s\n    query: hi\n    """\n',
    });
    const { cases } = await load(root);
    expect(tbOf(cases[0])).toMatchObject({
      max_user_sim_turns: 10,
      max_agent_sim_turns: null,
      tags: [],
    });
  });

  it('a """! block that is not the first statement of its function is an error at its line', async () => {
    const root = tree({
      'test_case/test_bad.py': py`
        def test_a(x, judge):
            print("first")
            """!
            query: too late
            """
      `,
    });
    const { cases, problems } = await load(root);
    expect(cases).toEqual([]);
    expect(problems.map(formatProblem)).toEqual([
      'test_case/test_bad.py:3: a """! block inside function test_a must be its first statement',
    ]);
  });

  it('a """! block hidden in a module-level statement (class, if) is an error too', async () => {
    const root = tree({ 'test_case/test_c.py': 'if True:\n    """!\n    query: x\n    """\n' });
    const { problems } = await load(root);
    expect(problems.map(formatProblem)).toEqual([
      'test_case/test_c.py:2: a """! block must be at module level or the first statement of a test function',
    ]);
  });

  it("a test's unknown keys are errors at their file line, with a suggestion; a module block's are ignored, as thinkingbox does", async () => {
    const src = py`
      """!
      scenario_x: 1
      scenario: s
      """
      def test_a(x, judge):
          """!
          query: hi

          max_user_sim_turn: 3
          """
      def test_b(x, judge):
          """!
          query: hi
          """
    `;
    const root = tree({ 'test_case/test_k.py': src, ...S });
    const r = await load(root);
    expect(r.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^test_case\/test_k\.py:9: max_user_sim_turn: unknown key 'max_user_sim_turn' \(did you mean 'max_user_sim_turns'\?\)/,
      ),
    ]);
  });

  it('wrong value types and YAML syntax errors name the file line', async () => {
    const root = tree({
      'test_case/test_t.py': py`
        def test_a(x, judge):
            """!
            query: hi
            max_agent_sim_turns: lots
            """
        def test_b(x, judge):
            """!
            query: [unclosed
            """
      `,
    });
    const { problems } = await load(root);
    const lines = problems.map(formatProblem);
    expect(lines[0]).toBe(
      'test_case/test_t.py:4: max_agent_sim_turns: expected a number, got the string "lots"',
    );
    expect(lines[1]).toMatch(/^test_case\/test_t\.py:(8|9): YAML: /);
  });

  it('a test without a query (or history) is a problem; a Python syntax error names its line', async () => {
    const root = tree({
      ...S,
      'test_case/test_q.py':
        'def test_a(x, judge):\n    """!\n    scenario: s\n    tags: [a]\n    """\n',
      'test_case/test_s.py': 'def test_a(x, judge):\n    """!\n    query: x\n    """\n  oops(\n',
    });
    const { problems } = await load(root);
    const lines = problems.map(formatProblem);
    expect(lines).toContain(
      'test_case/test_q.py:1: query: test function test_a has no query: add query: to its """! block or a module-level one',
    );
    expect(lines.some((l) => /^test_case\/test_s\.py:5: Python syntax error/.test(l))).toBe(true);
  });

  it("history: 'key:start:end' is a slice of the .meta.yaml $history, before the query; its tool calls are replayed", async () => {
    const root = tree({
      ...S,
      'test_case/test_h.py': py`
        def test_a(x, judge):
            """!
            scenario: s
            history: "conv:1:m3"
            query: follow-up
            format_query: true
            """
        def test_bad(x, judge):
            """!
            scenario: s
            history: "nope:0:"
            query: q
            """
      `,
      'test_case/test_h.meta.yaml': [
        '$history:',
        '  conv:',
        '    - {T: Text, role: user, content: skipped, message_id: m0}',
        '    - {T: Text, role: user, content: earlier question}',
        '    - T: ParallelToolCall',
        '      tool_calls: [{T: ToolCall, name: upload, arguments: {path: a}, id: c1}]',
        '    - {T: ToolResponse, name: upload, content: ok, id: c1}',
        '    - {T: Text, role: assistant, content: earlier answer}',
        '    - {T: Text, role: user, content: not included, message_id: m3}',
        '',
      ].join('\n'),
    });
    const { cases, problems } = await load(root);
    expect(problems.map(formatProblem)).toEqual([
      "test_case/test_h.py:8: history: history 'nope:0:': history group 'nope' not found in test_case/test_h.meta.yaml $history (groups: conv)",
    ]);
    expect(cases[0]?.input).toEqual([
      { role: 'user', content: 'earlier question' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'upload', arguments: '{"path":"a"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', name: 'upload', content: 'ok' },
      { role: 'assistant', content: 'earlier answer' },
      { role: 'user', content: 'follow-up' },
    ]);
    expect(tbOf(cases[0]).history_tool_calls).toEqual([
      { name: 'upload', arguments: { path: 'a' } },
    ]);
    expect(tbOf(cases[0]).format_query).toBe(true);
  });
});

describe('thinkingbox loader: id and test_code', () => {
  it('ids are file.py:function and test_code blanks the other test functions keeping every line number', async () => {
    const src = py`
      import math

      """!
      {scenario: s, query: q}
      """

      def helper(v):
          return v

      @staticmethod
      def test_one(x, judge):
          """!
          tags: [one]
          """
          assert helper(1) == 1

      def test_two(x, judge):
          """!
          tags: [two]
          """
          assert math.pi > 3
    `;
    const root = tree({ 'test_case/sub/test_ids.py': src, ...S });
    const { cases, problems } = await load(root);
    expect(problems).toEqual([]);
    expect(cases.map((c) => c.id)).toEqual(['test_ids.py:test_one', 'test_ids.py:test_two']);
    expect(cases[0]?.suite).toBe('test_case/sub/test_ids.py');
    const original = src.split('\n');
    // As thinkingbox: `\n__tb_test_fn = <name>\n` follows the file's lines.
    const one = tbOf(cases[0]).test_code.split('\n');
    const two = tbOf(cases[1]).test_code.split('\n');
    expect(one.slice(original.length)).toEqual(['__tb_test_fn = test_one', '']);
    expect(two.slice(original.length)).toEqual(['__tb_test_fn = test_two', '']);
    // test_one keeps its lines (decorator included) and drops test_two's, and vice versa.
    for (let i = 0; i < original.length; i++) {
      const inTwo = i >= 16 && i <= 20;
      const inOne = i >= 9 && i <= 14;
      expect(one[i]).toBe(inTwo ? '' : original[i]);
      expect(two[i]).toBe(inOne ? '' : original[i]);
    }
    expect(two[20]).toBe('    assert math.pi > 3');
    expect(one[6]).toBe('def helper(v):');
  });

  it('dedentBlock keeps the line count', () => {
    expect(dedentBlock('\n    a: 1\n      b: 2\n\n    c: 3\n    ')).toBe(
      '\na: 1\n  b: 2\n\nc: 3\n',
    );
  });
});

describe('thinkingbox scenarios and init merge', () => {
  it("merges init into world_state exactly as the seed's example", () => {
    const world = { my_server: { my_list: [1, 2, 3], my_dict: { a: 1, b: 2 } } };
    const init = { my_server: { my_list: [4, 5], my_dict: { b: 11, c: 12 } } };
    expect(mergeWorldState(world, init)).toEqual({
      my_server: { my_list: [1, 2, 3, 4, 5], my_dict: { a: 1, b: 11, c: 12 } },
    });
    // The scenario itself is not changed.
    expect(world.my_server.my_list).toEqual([1, 2, 3]);
  });

  it('merge: nested dicts recurse, scalars and mismatched kinds are replaced, new servers and keys are added', () => {
    expect(
      mergeWorldState(
        { s: { deep: { x: { y: 1, z: [1] } }, n: 1, l: [1], d: { a: 1 } }, t: { k: 1 } },
        {
          s: { deep: { x: { z: [2], w: 3 } }, n: 'two', l: { now: 'dict' }, d: [1] },
          u: { new: true },
        },
      ),
    ).toEqual({
      s: { deep: { x: { y: 1, z: [1, 2], w: 3 } }, n: 'two', l: { now: 'dict' }, d: [1] },
      t: { k: 1 },
      u: { new: true },
    });
  });

  it('loads scenario/<name>.yaml beside test_case/, merges init, joins bot_instructions with a newline', async () => {
    const root = tree({
      'scenario/drive.yaml': py`
        world_state:
          drive:
            files: [{path: a.txt, text_content: A}]
            owner: {name: ann, id: 1}
        tools: [{name: list}, {name: send, direct_response: "Sent {id}", is_end_turn: true}]
        tags: [scn, skip-not]
        bot_instructions: You manage the drive.
      `,
      'test_case/nested/test_s.py': py`
        """!
        scenario: drive
        """
        def test_a(x, judge):
            """!
            query: q
            bot_instructions: "Current date: 2025-06-22"
            init:
              drive:
                files: [{path: b.txt, text_content: B}]
                owner: {id: 2}
            """
        def test_b(x, judge):
            """!
            query: q
            """
      `,
    });
    const { cases, problems } = await load(root);
    expect(problems).toEqual([]);
    const a = tbOf(cases[0]);
    expect(a.world_state).toEqual({
      drive: {
        files: [
          { path: 'a.txt', text_content: 'A' },
          { path: 'b.txt', text_content: 'B' },
        ],
        owner: { name: 'ann', id: 2 },
      },
    });
    expect(a.bot_instructions).toBe('You manage the drive.\nCurrent date: 2025-06-22');
    expect(a.servers).toEqual(['drive']);
    expect(a.tools).toEqual([
      { name: 'list', is_end_turn: false },
      { name: 'send', direct_response: 'Sent {id}', is_end_turn: true },
    ]);
    expect(a.tags).toEqual(['scn', 'skip-not']);
    const b = tbOf(cases[1]);
    expect(b.bot_instructions).toBe('You manage the drive.');
    expect(b.init).toBeUndefined();
    expect(b.world_state).toEqual({
      drive: { files: [{ path: 'a.txt', text_content: 'A' }], owner: { name: 'ann', id: 1 } },
    });
  });

  it('a missing scenario and a bad scenario file are problems with file:line', async () => {
    const root = tree({
      'scenario/bad.yaml': 'world_state: {}\ntools: [cloud_drive]\nextra_key: 1\n',
      'test_case/test_m.py':
        'def test_a(x, judge):\n    """!\n    scenario: nowhere\n    query: q\n    """\ndef test_b(x, judge):\n    """!\n    scenario: bad\n    query: q\n    """\n',
    });
    const { problems } = await load(root);
    const lines = problems.map(formatProblem);
    expect(lines[0]).toMatch(
      /^test_case\/test_m\.py:1: scenario: scenario 'nowhere' not found: looked for scenario\/nowhere\.yaml/,
    );
    expect(lines[1]).toBe(
      'scenario/bad.yaml:2: tools[0]: expected an object, got the string "cloud_drive"',
    );
  });

  it('dumpRecord has the seed TestCase fields plus world_state', async () => {
    const root = tree({
      'scenario/s.yaml': 'world_state:\n  srv: {items: [1]}\ntools: []\nbot_instructions: base\n',
      'test_case/test_dump.py':
        'def test_a(x, judge):\n    """!\n    scenario: s\n    query: q\n    user_context: uc\n    max_agent_sim_turns: 4\n    tags: [t]\n    init: {srv: {items: [2]}}\n    """\n    pass\n',
    });
    const { cases } = await load(root);
    const rec = dumpRecord(cases[0] as never);
    expect(rec).toEqual({
      uid: 'test_dump.py:test_a',
      test_code: `${readFileSync(path.join(root, 'test_case/test_dump.py'), 'utf8')}\n__tb_test_fn = test_a\n`,
      scenario: 's',
      query: 'q',
      user_context: 'uc',
      bot_instructions: 'base',
      max_user_sim_turns: 10,
      max_agent_sim_turns: 4,
      tags: ['t'],
      init: { srv: { items: [2] } },
      world_state: { srv: { items: [1, 2] } },
    });
  });
});

describe('thinkingbox name resolution', () => {
  it('candidates: the file, then prefixes of its underscore parts, longest first, one level', () => {
    expect(nameCandidates('my_test_case.py')).toEqual([
      'my_test_case.py',
      'my_test/my_test_case.py',
      'my/my_test_case.py',
    ]);
    expect(nameCandidates('single.py')).toEqual(['single.py']);
  });

  it('resolves test_case/<name>, then test_case/<longest prefix>/, then shorter; nested folders are not searched', () => {
    const root = tree({
      'test_case/top_level.py': '',
      'test_case/my_test/my_test_case.py': '',
      'test_case/my/my_test_case.py': '',
      'test_case/my/my_other.py': '',
      'test_case/deep/er/deep_er_x.py': '',
    });
    const r = resolveTestNames(
      ['top_level.py', 'my_test_case.py', 'my_other.py:test_fn', 'deep_er_x.py'],
      [],
      root,
    );
    expect(r.resolved).toEqual([
      { name: 'top_level.py', file: 'test_case/top_level.py' },
      { name: 'my_test_case.py', file: 'test_case/my_test/my_test_case.py' },
      { name: 'my_other.py:test_fn', file: 'test_case/my/my_other.py', function: 'test_fn' },
    ]);
    expect(r.problems.map(formatProblem)).toEqual([
      '--name: "deep_er_x.py": test file not found (tried test_case/deep_er_x.py, test_case/deep_er/deep_er_x.py, test_case/deep/deep_er_x.py)',
    ]);
  });

  it('the direct file wins over subfolders; roots may be the folder holding test_case/ or test_case itself', () => {
    const root = tree({ 'suite/test_case/a_b.py': '', 'suite/test_case/a/a_b.py': '' });
    expect(resolveTestNames(['a_b.py'], ['suite'], root).resolved[0]?.file).toBe(
      'suite/test_case/a_b.py',
    );
    expect(resolveTestNames(['a_b.py'], ['suite/test_case'], root).resolved[0]?.file).toBe(
      'suite/test_case/a_b.py',
    );
    expect(resolveTestNames(['nope'], [], root).problems[0]?.message).toMatch(
      /expected a file name like my_test_case\.py/,
    );
  });

  it('--test-list: a YAML list of names, as thinkingbox-data releases write them; anything else is an error', () => {
    expect(parseTestList('# note\n- "a.py:test_a"\n- b.py:test_x  # why\r\n')).toEqual([
      'a.py:test_a',
      'b.py:test_x',
    ]);
    expect(parseTestList('')).toEqual([]);
    expect(() => parseTestList('a.py:test_a\nb.py:test_b\n')).toThrow(/must be a YAML list/);
  });

  it('f.py:test_x selects one function; an unknown function is a problem', async () => {
    const root = tree({
      ...S,
      'test_case/test_sel.py':
        '"""!\nscenario: s\n"""\ndef test_a(x, judge):\n    """!\n    query: a\n    """\ndef test_b(x, judge):\n    """!\n    query: b\n    """\n',
    });
    const { cases } = await load(root);
    const r = resolveTestNames(['test_sel.py:test_b', 'test_sel.py:test_zz'], [], root);
    const sel = selectNamedCases(cases, r.resolved);
    expect(sel.cases.map((c) => c.id)).toEqual(['test_sel.py:test_b']);
    expect(sel.problems.map(formatProblem)).toEqual([
      'test_case/test_sel.py: "test_sel.py:test_zz": no test function test_zz in this file (or it is tagged skip)',
    ]);
    expect(
      selectNamedCases(cases, resolveTestNames(['test_sel.py'], [], root).resolved).cases,
    ).toHaveLength(2);
    // The list's order, not the file's.
    const ordered = selectNamedCases(
      cases,
      resolveTestNames(['test_sel.py:test_b', 'test_sel.py:test_a'], [], root).resolved,
    );
    expect(ordered.cases.map((c) => c.id)).toEqual(['test_sel.py:test_b', 'test_sel.py:test_a']);
  });
});

describe('thinkingbox loader: what PyYAML and the hydrator do', () => {
  it('tags: [skip] (any case, on the test or its scenario) leaves the case out', async () => {
    const root = tree({
      ...S,
      'scenario/disabled.yaml': 'world_state: {}\ntools: []\ntags: [Skip]\n',
      'test_case/test_skip.py': py`
        """!
        scenario: s
        query: q
        """
        def test_run(x, judge):
            """!
            tags: [keep]
            """
        def test_skipped(x, judge):
            """!
            tags: [skip]
            """
            raise AssertionError("should never run")
        def test_scenario_off(x, judge):
            """!
            scenario: disabled
            """
      `,
    });
    const { cases, problems } = await load(root);
    expect(problems).toEqual([]);
    expect(cases.map((c) => c.id)).toEqual(['test_skip.py:test_run']);
  });

  it('YAML 1.1 scalars (yes/on → true, 0755 → 493, 1:30 → 90) and a later duplicate key wins', async () => {
    const root = tree({
      ...S,
      'test_case/test_y.py': py`
        def test_a(x, judge):
            """!
            scenario: s
            query: first
            query: q
            format_query: no
            init:
              srv: {flag: yes, sw: on, mode: 0755, t: 1:30, plain: "yes"}
            """
      `,
    });
    const { cases, problems } = await load(root);
    expect(problems).toEqual([]);
    const t = tbOf(cases[0]);
    expect(t.query).toBe('q');
    expect(t.format_query).toBe(false);
    expect(t.world_state).toEqual({
      srv: { flag: true, sw: true, mode: 493, t: 90, plain: 'yes' },
    });
  });

  it('a quoted value continued on less-indented lines (a \\n in a non-raw docstring) parses as PyYAML reads it', async () => {
    // What Python hands the YAML parser for `query: "line one\n` + newline + `line two"` inside a docstring.
    const root = tree({
      ...S,
      'test_case/test_u.py':
        'def test_a(x, judge):\n    """!\n    scenario: s\n    query: "first line\nsecond line\n\n    third"\n    """\n',
    });
    const { cases, problems } = await load(root);
    expect(problems).toEqual([]);
    expect(tbOf(cases[0]).query).toBe('first line second line\nthird');
  });

  it('two tests of one name are one case (first position, last definition); two statements on one module line are an error', async () => {
    const root = tree({
      ...S,
      'test_case/test_dup.py':
        '"""!\nscenario: s\n"""\ndef test_a(x, judge):\n    """!\n    query: first\n    """\ndef test_b(x, judge):\n    """!\n    query: b\n    """\ndef test_a(x, judge):\n    """!\n    query: second\n    """\n',
      'test_case/test_semi.py': 'import os; import sys\n',
    });
    const { cases, problems } = await load(root);
    expect(problems.map(formatProblem)).toEqual([
      'test_case/test_semi.py:1: multiple statements overlap or are on the same line in the global scope',
    ]);
    expect(cases.map((c) => [c.id, tbOf(c as never).query])).toEqual([
      ['test_dup.py:test_a', 'second'],
      ['test_dup.py:test_b', 'b'],
    ]);
  });

  it('a value of the wrong type says what was expected; no scenario is a problem', async () => {
    const root = tree({
      ...S,
      'test_case/test_w.py': py`
        def test_a(x, judge):
            """!
            scenario: s
            query: 42
            """
        def test_b(x, judge):
            """!
            query: q
            """
      `,
    });
    const { problems } = await load(root);
    expect(problems.map(formatProblem)).toEqual([
      'test_case/test_w.py:4: query: expected a string, got 42',
      'test_case/test_w.py:6: scenario: test function test_b has no scenario: add scenario: to its """! block or a module-level one',
    ]);
  });
});

describe('python3 missing', () => {
  it('is one clear problem saying to install python3', async () => {
    const root = tree({
      'test_case/test_a.py': 'def test_a(x, judge):\n    """!\n    query: q\n    """\n',
      'test_case/test_b.py': 'def test_b(x, judge):\n    """!\n    query: q\n    """\n',
    });
    const emptyBin = mkdtempSync(path.join(os.tmpdir(), 'agentci-nopython-'));
    const { problems } = await loadSuites(['.'], {
      formats: FORMATS,
      cwd: root,
      loaders: {
        'thinkingbox-python': createThinkingboxLoader({ cwd: root, env: { PATH: emptyBin } }),
      },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^python3 was not found: .*Install python3/);
  });
});
