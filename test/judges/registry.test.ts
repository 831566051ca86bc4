import { describe, expect, it } from 'vitest';
import {
  assertionLabel,
  judgeAttempt,
  JUDGES,
  runAssertion,
  validateAssertion,
} from '../../src/judges/index.js';
import { ASSERTION_TYPES, type Assertion } from '../../src/model/case.js';
import { ctxFor } from './context.js';

describe('validateAssertion', () => {
  const bad: [Assertion, string][] = [
    [{ type: 'contains' }, 'contains needs a "value": the text to look for (or a list of texts)'],
    [
      { type: 'not_contains', value: [] },
      'not_contains "value" is an empty list: give at least one text',
    ],
    [
      { type: 'contains', value: null },
      'contains "value" must be text, a list of texts or an object, not null',
    ],
    [
      { type: 'contains', value: '' },
      'contains "value" is empty text, which every output contains',
    ],
    [
      { type: 'contains', value: 'x', options: { ignore_case: 'yes' } },
      'options.ignore_case must be true or false, got "yes"',
    ],
    [
      { type: 'json_path', value: 1 },
      'json_path needs a "path", e.g. "$.answer" or "$.items[0].name"',
    ],
    [
      { type: 'json_path', path: '$.a[', value: 1 },
      'invalid JSON path "$.a[": expected an index, a quoted key or * at position 4',
    ],
    [{ type: 'regex' }, 'regex needs a "value": the pattern, e.g. "(?i)^paris"'],
    [{ type: 'regex', value: 5 }, 'regex "value" must be a pattern string, got 5'],
    [
      { type: 'regex', value: '(?i)a(' },
      'invalid regex "(?i)a(": error parsing regexp: missing closing ): `(?i)a(`',
    ],
    [
      { type: 'regex', value: 'a(?=b)' },
      'invalid regex "a(?=b)": error parsing regexp: invalid or unsupported Perl syntax: `(?=` (look-ahead and look-behind are not supported by Go\'s regexp (RE2); match the text itself, or use a negated check)',
    ],
    [
      { type: 'type' },
      'type needs a "value": one of string, number, integer, boolean, object, array, null',
    ],
    [
      { type: 'type', value: 'list' },
      'type "value" must be one of string, number, integer, boolean, object, array, null, got "list"',
    ],
    [
      { type: 'script' },
      'script needs a "script": a module path such as "./checks/answer.mjs#checkAnswer"',
    ],
    [
      { type: 'script', script: 'scripts.test.Validate' },
      'script "scripts.test.Validate" looks like a Yao process name; agentci runs JavaScript modules: write a path such as "./scripts/test.mjs#Validate"',
    ],
    [
      { type: 'script', script: 'checks/a.ts' },
      'script "checks/a.ts" must be a .js, .mjs or .cjs file (compile TypeScript to JavaScript first)',
    ],
    [
      { type: 'script', script: 'checks/a.mjs#not-a-name' },
      'script "checks/a.mjs#not-a-name": "not-a-name" after "#" is not an export name',
    ],
    [
      { type: 'agent' },
      'agent needs criteria: put what the judge should check in "value" (or options.criteria)',
    ],
    [
      { type: 'tool_called' },
      'tool_called needs a "value": a tool name, a list of names, or {name, arguments}',
    ],
    [{ type: 'tool_called', value: '' }, 'tool_called value is an empty tool name'],
    [
      { type: 'tool_called', value: [] },
      'tool_called "value" is an empty list: name at least one tool',
    ],
    [
      { type: 'tool_called', value: 42 },
      'tool_called value must be a tool name or {name, arguments}, got 42',
    ],
    [
      { type: 'tool_called', value: ['a', 7] },
      'tool_called value[1] must be a tool name or {name, arguments}, got 7',
    ],
    [
      { type: 'tool_called', value: { arguments: {} } },
      'tool_called value needs a "name" (the tool\'s name)',
    ],
    [
      { type: 'tool_called', value: { name: 'a', args: {} } },
      'tool_called value has unknown field args (expected name, arguments)',
    ],
    [
      { type: 'tool_called', value: { name: 'a', arguments: 'q=1' } },
      'tool_called value "arguments" must be an object of expected argument values, got "q=1"',
    ],
    [
      { type: 'tool_called', value: { name: 'a', arguments: { q: 'regex:(' } } },
      'tool_called value arguments: invalid regex "(": error parsing regexp: missing closing ): `(`',
    ],
    [
      { type: 'tool_called', value: 'a', options: { times: -1 } },
      'options.times must be a whole number ≥ 0, got -1',
    ],
    [{ type: 'tool_result' }, 'tool_result needs a "value": {tool, result}'],
    [
      { type: 'tool_result', value: 'search' },
      'tool_result "value" must be {tool, result}, got "search"',
    ],
    [
      { type: 'tool_result', value: { result: 1 } },
      'tool_result value needs a "tool" (the tool\'s name)',
    ],
    [
      { type: 'tool_result', value: { tool: 'a', output: 1 } },
      'tool_result value has unknown field output (expected tool, result)',
    ],
    [
      { type: 'tool_result', value: { tool: 'a', result: { x: 'regex:[' } } },
      'tool_result result: invalid regex "[": error parsing regexp: missing closing ]: `[`',
    ],
  ];
  it.each(bad)('%j → %s', (a, problem) => {
    expect(validateAssertion(a)).toEqual([problem]);
  });

  it('reports an unknown type', () => {
    expect(validateAssertion({ type: 'similar' } as unknown as Assertion)).toEqual([
      'unknown assertion type "similar" (known: equals, contains, not_contains, json_path, regex, type, script, agent, tool_called, tool_result)',
    ]);
  });

  const good: Assertion[] = [
    { type: 'equals' },
    { type: 'equals', value: { a: 1 } },
    { type: 'contains', value: ['a', 'b'], options: { ignore_case: true } },
    { type: 'contains', value: { a: 1 } },
    { type: 'json_path', path: 'a.b[0]' },
    { type: 'regex', value: '(?is)^a.b$' },
    { type: 'regex', value: '/x/i' },
    { type: 'regex', value: 'a(?i:b)c(?U)d+' },
    { type: 'type', value: 'integer' },
    { type: 'script', script: './checks/a.mjs#check' },
    { type: 'script', script: 'a.cjs' },
    { type: 'agent', value: 'is polite' },
    { type: 'agent', options: { criteria: 'is polite' } },
    {
      type: 'tool_called',
      value: ['a', { name: 'b', arguments: { q: 'regex:^x' } }],
      options: { times: 1 },
    },
    { type: 'tool_result', value: { tool: 'a' } },
    { type: 'tool_result', value: { tool: 'a', result: 'regex:(?i)ok' } },
  ];
  it.each(good)('%j is fine', (a) => {
    expect(validateAssertion(a)).toEqual([]);
  });

  it('turns a load-time problem into an error check at run time', async () => {
    const c = await runAssertion({ type: 'type', value: 'list' }, ctxFor('x'));
    expect(c).toMatchObject({
      label: 'type list',
      passed: false,
      error: validateAssertion({ type: 'type', value: 'list' })[0],
    });
  });
});

describe('assertionLabel', () => {
  it('labels every type', () => {
    expect(assertionLabel({ type: 'contains', value: 'Paris' })).toBe('contains "Paris"');
    expect(assertionLabel({ type: 'json_path', path: '$.a', value: 1 })).toBe('json_path $.a == 1');
    expect(assertionLabel({ type: 'regex', value: '(?i)x', negate: true })).toBe('not regex (?i)x');
    expect(assertionLabel({ type: 'regex', value: '(' })).toBe('regex (');
    expect(assertionLabel({ type: 'equals', value: { a: [1, 2] } })).toBe('equals {"a":[1,2]}');
    expect(assertionLabel({ type: 'equals' })).toBe('equals expected');
    expect(assertionLabel({ type: 'type', value: 'object' })).toBe('type object');
    expect(assertionLabel({ type: 'script', script: 'c.mjs#x' })).toBe('script c.mjs#x');
    expect(assertionLabel({ type: 'agent', value: 'x'.repeat(100) })).toBe(
      `agent "${'x'.repeat(58)}…`,
    );
    expect(assertionLabel({ type: 'tool_called', value: { name: 'a', arguments: { b: 1 } } })).toBe(
      'tool_called a({"b":1})',
    );
    expect(assertionLabel({ type: 'tool_result', value: { tool: 'a', result: 'ok' } })).toBe(
      'tool_result a → "ok"',
    );
  });

  it('has a judge for every assertion type', () => {
    expect(Object.keys(JUDGES).sort()).toEqual([...ASSERTION_TYPES].sort());
  });
});

describe('judgeAttempt', () => {
  it('judges every assertion in order, errors included', async () => {
    const ctx = ctxFor('{"city": "Paris", "n": 3}', {
      assert: [
        { type: 'contains', value: 'Paris' },
        { type: 'json_path', path: '$.n', value: 4 },
        { type: 'agent', value: 'is accurate' },
        { type: 'type', value: 'object' },
      ],
    });
    const checks = await judgeAttempt(ctx);
    expect(checks.map((c) => [c.label, c.passed, c.error !== undefined])).toEqual([
      ['contains "Paris"', true, false],
      ['json_path $.n == 4', false, false],
      ['agent "is accurate"', false, true],
      ['type object', true, false],
    ]);
  });

  it('returns nothing for a case without assertions', async () => {
    expect(await judgeAttempt(ctxFor('x'))).toEqual([]);
  });

  it('rethrows an aborted signal instead of judging', async () => {
    const ac = new AbortController();
    ac.abort(new DOMException('cancelled', 'AbortError'));
    const ctx = ctxFor('x', { assert: [{ type: 'contains', value: 'x' }], signal: ac.signal });
    await expect(judgeAttempt(ctx)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
