import { describe, expect, it } from 'vitest';
import {
  assertionLabel,
  judgeAttempt,
  JUDGES,
  refuseAssertion,
  runAssertion,
  validateAssertion,
} from '../../src/judges/index.js';
import { ASSERTION_TYPES, type Assertion } from '../../src/model/case.js';
import { ctxFor } from './context.js';

describe('validateAssertion', () => {
  // What fails every time it runs (Yao loads it and fails the case): said at load as a warning.
  const bad: [Assertion, string][] = [
    [
      { type: 'contains', value: 'x', options: { ignore_case: 'yes' } },
      'options.ignore_case must be true or false, got "yes"',
    ],
    // assert.go assertRegex: "regex pattern must be a string".
    [{ type: 'regex' }, 'regex pattern must be a string, got null'],
    [{ type: 'regex', value: 5 }, 'regex pattern must be a string, got 5'],
    [
      { type: 'regex', value: '(?i)a(' },
      'invalid regex "(?i)a(": error parsing regexp: missing closing ): `(?i)a(`',
    ],
    [
      { type: 'regex', value: 'a(?=b)' },
      'invalid regex "a(?=b)": error parsing regexp: invalid or unsupported Perl syntax: `(?=` (look-ahead and look-behind are not supported by Go\'s regexp (RE2); match the text itself, or use a negated check)',
    ],
    // assert.go assertType: "type assertion value must be a string"; getType never yields "list".
    [{ type: 'type' }, 'type assertion value must be a string'],
    [
      { type: 'type', value: 'list' },
      'type "value" "list" never matches: one of string, number, integer, boolean, object, array, null',
    ],
    [
      { type: 'script' },
      'script needs a "script": a module path such as "./checks/answer.mjs#checkAnswer"',
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
    // assert.go assertToolCalled: "invalid tool_called value type".
    [
      { type: 'tool_called' },
      'tool_called needs a "value": a tool name, a list of names or {name, arguments}, got undefined',
    ],
    [
      { type: 'tool_called', value: 42 },
      'tool_called needs a "value": a tool name, a list of names or {name, arguments}, got 42',
    ],
    [
      { type: 'tool_called', value: 'a', options: { times: -1 } },
      'options.times must be a whole number ≥ 0, got -1',
    ],
    // assert.go assertToolResult: "requires a map with 'tool' and 'result' fields" / "requires 'tool'".
    [{ type: 'tool_result' }, 'tool_result needs a "value" {tool, result}, got undefined'],
    [
      { type: 'tool_result', value: 'search' },
      'tool_result needs a "value" {tool, result}, got "search"',
    ],
    [
      { type: 'tool_result', value: { result: 1 } },
      'tool_result value needs a "tool" (the tool\'s name)',
    ],
    [
      { type: 'tool_result', value: { tool: 'a', result: { x: 'regex:[' } } },
      'tool_result result: invalid regex "[": error parsing regexp: missing closing ]: `[`',
    ],
  ];
  // Yao loads these without a word and judges them at run time.
  const fine: Assertion[] = [
    { type: 'contains' },
    { type: 'contains', value: '' },
    { type: 'not_contains', value: [] },
    { type: 'json_path', value: 1 },
    { type: 'json_path', path: '$.a[', value: 1 },
    { type: 'tool_called', value: '' },
    { type: 'tool_called', value: ['a', 7] },
    { type: 'tool_called', value: { arguments: {} } },
    { type: 'tool_result', value: { tool: 'a', output: 1 } },
    { type: 'regex', value: '' },
  ];
  it.each(fine)('%j is fine', (a) => {
    expect(validateAssertion(a)).toEqual([]);
  });

  it('refuses at load only what RE2 cannot compile', () => {
    expect(refuseAssertion({ type: 'regex', value: 'a(?=b)' })).toHaveLength(1);
    expect(refuseAssertion({ type: 'regex', value: 5 })).toEqual([]);
    expect(
      refuseAssertion({ type: 'tool_result', value: { tool: 'a', result: { x: 'regex:\\1' } } }),
    ).toHaveLength(1);
    expect(refuseAssertion({ type: 'contains', value: 'x' })).toEqual([]);
  });
  it.each(bad)('%j → %s', (a, problem) => {
    expect(validateAssertion(a)).toEqual([problem]);
  });

  // assert.go evaluateAssertion: "unknown assertion type: schema" fails that case.
  it('reports an unknown type, with a did-you-mean', () => {
    expect(validateAssertion({ type: 'schema' })).toEqual([
      'unknown assertion type: schema (known: equals, contains, not_contains, json_path, regex, type, script, agent, tool_called, tool_result)',
    ]);
    expect(validateAssertion({ type: 'contians' })).toEqual([
      "unknown assertion type: contians (did you mean 'contains'?)",
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

  // Yao's evaluateAssertion: an assertion that cannot hold fails its check, in Yao's words.
  it('turns a load-time problem of a Yao case into a failed check at run time', async () => {
    const c = await runAssertion({ type: 'type', value: 'list' }, ctxFor('x'));
    expect(c).toMatchObject({ label: 'type list', passed: false });
    expect(c.error).toBeUndefined();
    expect(c.message).toMatch(/^expected type 'list', got 'string'/);
    const unknown = await runAssertion({ type: 'schema' as never }, ctxFor('x'));
    expect(unknown).toMatchObject({ passed: false, message: 'unknown assertion type: schema' });
    expect(unknown.error).toBeUndefined();
  });

  it('turns a load-time problem of another format into an error check at run time', async () => {
    const ctx = ctxFor('x');
    ctx.case = { ...ctx.case, format: 'skilltest-yaml', payload: { skill: 'skills/x' } };
    delete ctx.dialect;
    const c = await runAssertion({ type: 'type', value: 'list' }, ctx);
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
    expect(assertionLabel({ type: 'equals' })).toBe('equals null');
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
        // assert.go assertAgent: without use: "agents:<id>" it fails (not an error).
        { type: 'agent', value: 'is accurate' },
        // assert.go getType: a text output is a "string", whatever it holds.
        { type: 'type', value: 'string' },
      ],
    });
    const checks = await judgeAttempt(ctx);
    expect(checks.map((c) => [c.label, c.passed, c.error !== undefined])).toEqual([
      ['contains "Paris"', true, false],
      ['json_path $.n == 4', false, false],
      ['agent "is accurate"', false, false],
      ['type string', true, false],
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
