import { describe, expect, it } from 'vitest';
import type { AttemptResult, Check, ToolCall } from '../../src/model/index.js';
import { explainFlaky, trajectory } from '../../src/report/flaky-why.js';
import { lineDiff } from '../../src/report/text-diff.js';
import { mdCodeSpans } from '../../src/render/escape.js';

function attempt(
  run: number,
  status: AttemptResult['status'],
  opts: { calls?: ToolCall[]; checks?: Check[]; output?: unknown; error?: string } = {},
): AttemptResult {
  return {
    id: 'c',
    suite: 's.jsonl',
    run,
    status,
    duration_ms: 10,
    checks: opts.checks ?? [],
    ...(opts.output !== undefined ? { output: opts.output } : {}),
    ...(opts.error !== undefined ? { error: opts.error } : {}),
    transcript: { messages: [], tool_calls: opts.calls ?? [], mock_calls: [], events: [] },
  };
}

const search = { name: 'search', arguments: { q: 'capital of France' } };
const answer = { name: 'answer', arguments: { text: 'Paris' } };
const calledSearch: Check = {
  label: 'tool_called search',
  type: 'tool_called',
  passed: true,
};
const notCalledSearch: Check = {
  ...calledSearch,
  passed: false,
  message: 'search was not called',
};

describe('explainFlaky', () => {
  it('finds the skipped tool call of the failing runs', () => {
    const why = explainFlaky([
      attempt(1, 'passed', { calls: [search, answer], checks: [calledSearch], output: 'Paris' }),
      attempt(2, 'failed', { calls: [answer], checks: [notCalledSearch], output: 'Lyon' }),
      attempt(3, 'passed', { calls: [search, answer], checks: [calledSearch], output: 'Paris' }),
      attempt(4, 'failed', { calls: [answer], checks: [notCalledSearch], output: 'Lyon' }),
    ]);
    expect(why?.summary).toBe(
      'runs 2, 4 failed: `search` was not called; passing runs called it first (failing runs called `answer`)',
    );
    expect(why?.passing_runs).toEqual([1, 3]);
    expect(why?.failing_runs).toEqual([2, 4]);
    expect(why?.divergence).toEqual([
      expect.objectContaining({ runs: [2, 4], step: 1, kind: 'other_call', passing_run: 1 }),
    ]);
    expect(why?.failing_checks).toEqual([
      {
        label: 'tool_called search',
        runs: [2, 4],
        message: 'search was not called',
        passed_in_passing_runs: true,
      },
    ]);
    expect(why?.output_diff).toEqual({
      passing_run: 1,
      failing_run: 2,
      lines: ['- Paris', '+ Lyon'],
      truncated: false,
    });
  });

  it('says the call was never made when failing runs stopped before it', () => {
    const why = explainFlaky([
      attempt(1, 'passed', { calls: [search] }),
      attempt(2, 'failed', { calls: [] }),
    ]);
    expect(why?.summary).toBe(
      'run 2 failed: `search` was not called; passing runs called it first',
    );
    expect(why?.divergence[0]).toMatchObject({ kind: 'missing_call', step: 1 });
  });

  it('names the first argument that differs, after the calls both made', () => {
    const why = explainFlaky([
      attempt(1, 'passed', { calls: [answer, search] }),
      attempt(2, 'failed', { calls: [answer, { name: 'search', arguments: { q: 'France' } }] }),
    ]);
    expect(why?.summary).toBe(
      'run 2 failed: `search` was called with `q: "France"`; passing runs gave `q: "capital of France"`',
    );
    expect(why?.divergence[0]).toMatchObject({ kind: 'other_arguments', step: 2 });
  });

  it('compares each failing run with the passing run closest to it', () => {
    const lookup = { name: 'lookup', arguments: {} };
    const why = explainFlaky([
      attempt(1, 'passed', { calls: [search, answer] }),
      attempt(2, 'passed', { calls: [lookup, answer] }),
      attempt(3, 'failed', { calls: [lookup, answer, lookup] }),
    ]);
    expect(why?.divergence).toEqual([
      expect.objectContaining({ passing_run: 2, kind: 'extra_call', step: 3, runs: [3] }),
    ]);
    expect(why?.summary).toBe(
      'run 3 failed: called `lookup` after `answer`; passing runs stopped there',
    );
  });

  it('falls back to the separating check, then errors, when the tool calls agree', () => {
    const contains: Check = { label: 'contains "Paris"', type: 'contains', passed: true };
    const why = explainFlaky([
      attempt(1, 'passed', { checks: [contains], output: 'Paris' }),
      attempt(2, 'failed', {
        checks: [{ ...contains, passed: false, message: 'got "Lyon"' }],
        output: 'Lyon',
      }),
      attempt(3, 'timeout', { error: 'timed out after 30s' }),
    ]);
    expect(why?.divergence).toEqual([]);
    expect(why?.summary).toBe(
      'runs 2, 3 failed: `contains "Paris"` failed in run 2; passing runs passed it (got "Lyon")',
    );
    expect(why?.errors).toEqual([{ run: 3, status: 'timeout', message: 'timed out after 30s' }]);
  });

  it('keeps hostile names inside their code spans', () => {
    const why = explainFlaky([
      attempt(1, 'passed', { calls: [{ name: 'a`b\nc' }] }),
      attempt(2, 'failed'),
    ]);
    expect(why?.summary).toBe("run 2 failed: `a'b c` was not called; passing runs called it first");
  });

  it('explains nothing when every run agrees or only skipped runs differ', () => {
    expect(explainFlaky([attempt(1, 'passed'), attempt(2, 'passed')])).toBeUndefined();
    expect(explainFlaky([attempt(1, 'failed'), attempt(2, 'error')])).toBeUndefined();
    expect(explainFlaky([attempt(1, 'passed'), attempt(2, 'skipped')])).toBeUndefined();
  });

  it('reads the mock records when the target reports no tool calls (skilltest spies)', () => {
    const a = attempt(1, 'passed');
    a.transcript!.mock_calls = [{ tool: 'Bash', input: { command: 'ls' }, action: 'spy' }];
    expect(trajectory(a)).toEqual([{ name: 'Bash', arguments: { command: 'ls' } }]);
  });
});

describe('lineDiff', () => {
  it('keeps changed lines and one line of context, removals first', () => {
    const a = ['one', 'two', 'three', 'four', 'five', 'six'].join('\n');
    const b = ['one', 'two', 'THREE', 'four', 'five', 'six', 'seven'].join('\n');
    expect(lineDiff(a, b)).toEqual({
      lines: ['  two', '- three', '+ THREE', '  four', '…', '  six', '+ seven'],
      truncated: false,
    });
  });

  it('cuts long diffs and says so', () => {
    const a = Array.from({ length: 30 }, (_, i) => `a${i}`).join('\n');
    const b = Array.from({ length: 30 }, (_, i) => `b${i}`).join('\n');
    const d = lineDiff(a, b, { maxLines: 4 });
    expect(d).toEqual({ lines: ['- a0', '- a1', '- a2', '- a3'], truncated: true });
  });
});

describe('mdCodeSpans (the comment line of an explanation)', () => {
  it('keeps our code spans and makes the text around them inert', () => {
    const md = mdCodeSpans('run 2 failed: `<b>@octocat</b>` was not called; see @octocat <i>');
    expect(md.startsWith('run 2 failed: `<b>@octocat</b>` was not called; see ')).toBe(true);
    expect(md).not.toContain('<i>');
    expect(md).not.toMatch(/see @octocat/);
    // An odd backtick is text, not an open span.
    expect(mdCodeSpans('a `b` c ` d')).toBe('a `b` c \\` d');
  });
});
