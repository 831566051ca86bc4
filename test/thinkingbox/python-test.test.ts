import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  judgeThinkingboxAttempt,
  NO_YESNO_JUDGE,
  type JudgeComplete,
} from '../../src/formats/thinkingbox/judge.js';
import type { Case } from '../../src/model/case.js';
import type { Transcript } from '../../src/model/transcript.js';
import { executeAttempt } from '../../src/runner/attempt.js';
import { loadSuites } from '../../src/suites/load.js';
import { createThinkingboxLoader } from '../../src/formats/thinkingbox/load.js';
import type { Target } from '../../src/contracts/target.js';
import { py, tree } from './fixtures.js';
import { FORMATS } from '../../src/formats/index.js';

const SRC = py`
  """!
  scenario: s
  query: q
  """

  def check(x, name):
      found = [f for f in x.effects["drive"]["files"] if f["path"] == name]
      assert found, f"File was not found: {name}"

  def test_pass(x, judge):
      """!
      tags: [a]
      """
      print("hello from the test")
      print("second line")

  def test_reward(x, judge):
      """!tags: []
      """
      return 0.25

  def test_reward_zero(x, judge):
      """!tags: []
      """
      return 0

  def test_reward_high(x, judge):
      """!tags: []
      """
      return 1.5

  def test_reward_negative(x, judge):
      """!tags: []
      """
      return -0.1

  def test_reward_text(x, judge):
      """!tags: []
      """
      return "good"

  def test_reward_bool(x, judge):
      """!tags: []
      """
      return True

  def test_assert_in_helper(x, judge):
      """!tags: []
      """
      check(x, "missing.txt")

  def test_bare_assert(x, judge):
      """!tags: []
      """
      value = 1
      assert value == 2

  def test_error(x, judge):
      """!tags: []
      """
      print("before the crash")
      {}["nope"]

  def test_context(x, judge):
      """!
      tags: [ctx]
      """
      assert x.response == "final answer", x.response
      assert x.tool_calls[0].tool_call.name == "list_files"
      assert x.tool_calls[0].tool_response.content == "a.txt"
      assert x.effects["drive"]["files"][0]["path"] == "a.txt"
      assert x.metadata["uid"] == "test_results.py:test_context"
      assert x.metadata["tags"] == ["ctx"]
      assert x.transcript() == "User: hi\\n\\nAssistant: final answer", x.transcript()
      assert x.transcript(limit=1) == "Assistant: final answer"
      assert x.query() == "hi"
      assert x.tool_direct_responses == [] and x.init_result == {}
      x.metadata["written"] = 7

  def test_judge(x, judge):
      """!tags: []
      """
      assert judge.text_yesno(x.response, "Is it final?")
      assert not judge.text_yesno("other text", "Is it final?")

  def test_stdout_noise(x, judge):
      """!tags: []
      """
      import os, sys
      os.write(1, b"raw bytes on fd 1\\n")
      sys.__stdout__.write("direct\\n")
      sys.__stdout__.flush()
      input_value = sys.stdin.read()
      assert input_value == ""

  async def test_async(x, judge):
      """!tags: []
      """
      return 0.5

  def test_one_param(x):
      """!tags: []
      """
      assert x.response
`;

const transcript = (): Transcript => ({
  messages: [
    { role: 'user', content: 'hi' },
    { role: 'assistant', content: 'final answer' },
  ],
  tool_calls: [{ name: 'list_files', arguments: {}, result: 'a.txt' }],
  mock_calls: [],
  events: [],
  effects: { drive: { files: [{ path: 'a.txt', text_content: 'A' }] } },
  finish_reason: 'done',
});

let cases: Map<string, Case>;
let file: string;

beforeAll(async () => {
  const root = tree({
    'test_case/test_results.py': SRC,
    'scenario/s.yaml': 'world_state: {drive: {}}\ntools: []\n',
  });
  file = path.join(root, 'test_case/test_results.py');
  const loaded = await loadSuites(['.'], {
    formats: FORMATS,
    cwd: root,
    loaders: { 'thinkingbox-python': createThinkingboxLoader({ cwd: root, env: process.env }) },
  });
  expect(loaded.problems).toEqual([]);
  cases = new Map(loaded.cases.map((c) => [c.id.split(':')[1] as string, c]));
});

const judgeWith = async (name: string, opts: { complete?: JudgeComplete } = {}) => {
  const t = transcript();
  const checks = await judgeThinkingboxAttempt(cases.get(name) as Case, 'final answer', t, {
    env: process.env,
    ...opts,
  });
  return { check: checks[0], transcript: t, checks };
};

describe('thinkingbox test functions: results', () => {
  it('no exception → passed, reward 1.0; print output goes to transcript.logs', async () => {
    const { check, transcript: t } = await judgeWith('test_pass');
    expect(check).toMatchObject({ type: 'test_function', passed: true, score: 1 });
    expect(t.logs).toEqual(['hello from the test', 'second line']);
  });

  it('a returned number in 0..1 is the reward (0 and True included); an async def is no test', async () => {
    expect((await judgeWith('test_reward')).check).toMatchObject({ passed: true, score: 0.25 });
    expect((await judgeWith('test_reward_zero')).check).toMatchObject({ passed: true, score: 0 });
    expect((await judgeWith('test_reward_bool')).check).toMatchObject({ passed: true, score: 1 });
    expect(cases.has('test_async')).toBe(false);
  });

  it('a reward outside 0..1 or a string that is no number is an error', async () => {
    for (const [name, shown] of [
      ['test_reward_high', '1.5'],
      ['test_reward_negative', '-0.1'],
      ['test_reward_text', "'good'"],
    ] as const) {
      const { check } = await judgeWith(name);
      expect(check?.passed).toBe(false);
      expect(check?.error).toContain(`returned ${shown}`);
    }
  });

  it('AssertionError → failed with the message and the line (in a helper too)', async () => {
    const { check } = await judgeWith('test_assert_in_helper');
    expect(check).toMatchObject({
      passed: false,
      score: 0,
      message: 'File was not found: missing.txt (test_case/test_results.py:8)',
    });
    expect(check?.error).toBeUndefined();
    const bare = (await judgeWith('test_bare_assert')).check;
    expect(bare?.message).toBe(
      'assertion failed: assert value == 2 (test_case/test_results.py:56)',
    );
  });

  it('another exception → error with the traceback naming the file and line; prints are kept', async () => {
    const { check, transcript: t } = await judgeWith('test_error');
    expect(check?.passed).toBe(false);
    expect(check?.error).toMatch(/^KeyError: 'nope' \(test_case\/test_results\.py:62\)\nTraceback/);
    expect(check?.error).toContain(`File "${file}", line 62, in test_error`);
    expect(check?.error).not.toContain('agentci_tb.py');
    expect(t.logs).toEqual(['before the crash']);
  });

  it("x is thinkingbox's TestContext (tool_calls[i].tool_call.name, transcript(limit), query()); what it writes to x.metadata comes back", async () => {
    const { check } = await judgeWith('test_context');
    expect(check).toMatchObject({ passed: true, score: 1 });
    expect((check?.actual as { metadata: Record<string, unknown> }).metadata.written).toBe(7);
  });

  it('writes to fd 1 and sys.__stdout__ cannot break the protocol; stdin is empty for the test', async () => {
    const { check } = await judgeWith('test_stdout_noise');
    expect(check).toMatchObject({ passed: true });
  });

  it('the function is called by keyword as thinkingbox does: one taking only x is an error', async () => {
    expect((await judgeWith('test_one_param')).check?.error).toContain(
      "unexpected keyword argument 'judge'",
    );
  });
});

describe("thinkingbox's Judge through the JSON-lines protocol", () => {
  it("sends thinkingbox's text_yesno prompt to the judge model and parses a plain Yes/No as thinkingbox does", async () => {
    const asked: { role: string; content: string }[][] = [];
    const { check } = await judgeWith('test_judge', {
      complete: async (messages) => {
        asked.push(messages);
        return messages[1]?.content.includes('final answer') ? 'Yes.' : 'No';
      },
    });
    expect(check).toMatchObject({ passed: true, score: 1 });
    expect(asked).toHaveLength(2);
    expect(asked[0]?.[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('Answer the question with a single word: Yes or No.'),
    });
    expect(asked[0]?.[1]).toEqual({
      role: 'user',
      content: '<message>\nfinal answer\n</message>\nIs it final?',
    });
  });

  it('a reply whose first or last word is not yes is a no ("Yes!" too); no judge configured, or a judge failure, is an error', async () => {
    for (const [reply, passed] of [
      ['The answer is yes', true],
      ['Yes!', false],
      ['no', false],
    ] as const) {
      const c = (await judgeWith('test_judge', { complete: async () => reply })).check;
      // The second question must be answered no for the test to pass.
      expect(c?.passed).toBe(false);
      expect(c?.message ?? c?.error).toContain(
        passed ? 'assert not judge.text_yesno' : 'assert judge.text_yesno(x.response',
      );
    }
    const none = (await judgeWith('test_judge')).check;
    expect(none?.error).toContain(NO_YESNO_JUDGE);
    const broken = (
      await judgeWith('test_judge', {
        complete: async () => Promise.reject(new Error('provider down')),
      })
    ).check;
    expect(broken?.error).toContain('the judge model failed: provider down');
  });
});

describe('through executeAttempt', () => {
  const target: Target = {
    kind: 'harness',
    description: 'fake',
    close: async () => undefined,
    run: async () => ({
      output: 'final answer',
      messages: transcript().messages,
      tool_calls: transcript().tool_calls,
      effects: transcript().effects,
      finish_reason: 'done',
    }),
  };
  const run = (name: string) =>
    executeAttempt(cases.get(name) as Case, 1, {
      target,
      judge: (c, output, t) => judgeThinkingboxAttempt(c, output, t, { env: process.env }),
      env: { user: 'u', team: 't', locale: 'en', metadata: {} },
      timeoutMs: 60_000,
      signal: new AbortController().signal,
    });

  it('maps pass/reward/fail/error onto the attempt status, reward and logs', async () => {
    const pass = await run('test_pass');
    expect(pass).toMatchObject({ status: 'passed', reward: 1 });
    expect(pass.transcript?.logs).toEqual(['hello from the test', 'second line']);
    expect(await run('test_reward')).toMatchObject({ status: 'passed', reward: 0.25 });
    expect(await run('test_assert_in_helper')).toMatchObject({
      status: 'failed',
      reward: 0,
      error: 'test_assert_in_helper: File was not found: missing.txt (test_case/test_results.py:8)',
    });
    const err = await run('test_reward_high');
    expect(err).toMatchObject({ status: 'error', reward: 0 });
    expect(err.error).toContain('a reward must be between 0 and 1');
  });
});

describe('python3 missing at run time', () => {
  it('is an error check saying to install python3', async () => {
    const emptyBin = mkdtempSync(path.join(os.tmpdir(), 'agentci-nopython-'));
    const checks = await judgeThinkingboxAttempt(
      cases.get('test_pass') as Case,
      'x',
      transcript(),
      { env: { PATH: emptyBin } },
    );
    expect(checks[0]?.error).toMatch(/python3 was not found: .*Install python3/);
  });
});
