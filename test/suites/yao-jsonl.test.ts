import { describe, expect, it } from 'vitest';
import { CaseSchema, type Assertion, type Case } from '../../src/model/index.js';
import { findJsonSyntaxError, formatProblem } from '../../src/suites/index.js';
import { DEFAULT_MAX_TURNS, parseYaoJsonl } from '../../src/formats/yao/jsonl-load.js';

const FILE = 'suites/s.jsonl';

function one(line: string): Case {
  const r = parseYaoJsonl(line, FILE);
  expect(r.problems.map(formatProblem)).toEqual([]);
  expect(r.cases).toHaveLength(1);
  // Whatever the parser builds must be a valid Case by the shared schema.
  expect(CaseSchema.safeParse(r.cases[0]).success).toBe(true);
  return r.cases[0];
}

function problemsOf(line: string): { field: string; message: string; column?: number }[] {
  const r = parseYaoJsonl(line, FILE);
  expect(r.cases).toEqual([]);
  return r.problems.map((p) => {
    expect(p.file).toBe(FILE);
    expect(p.line).toBe(1);
    const out: { field: string; message: string; column?: number } = {
      field: p.field,
      message: p.message,
    };
    if (p.column !== undefined) out.column = p.column;
    return out;
  });
}

describe('parseYaoJsonl: good lines', () => {
  const good: { name: string; line: string; want: Partial<Case> }[] = [
    {
      name: 'minimal string input',
      line: '{"id": "T001", "input": "Hello"}',
      want: {
        id: 'T001',
        input: 'Hello',
        assert: [],
        skip: false,
        tags: [],
        format: 'yao-jsonl',
        suite: FILE,
        source: { file: FILE, line: 1 },
      },
    },
    {
      name: 'input as one message',
      line: '{"id": "T002", "input": {"role": "user", "content": "Message with role"}}',
      want: { input: { role: 'user', content: 'Message with role' } },
    },
    {
      name: 'input as a message with content parts',
      line: '{"id": "T003", "input": {"role": "user", "content": [{"type": "text", "text": "ContentPart array"}]}}',
      want: { input: { role: 'user', content: [{ type: 'text', text: 'ContentPart array' }] } },
    },
    {
      name: 'input as a conversation',
      line: '{"id": "T004", "input": [{"role": "user", "content": "First"}, {"role": "assistant", "content": "Response"}, {"role": "user", "content": "Follow-up"}]}',
      want: {
        input: [
          { role: 'user', content: 'First' },
          { role: 'assistant', content: 'Response' },
          { role: 'user', content: 'Follow-up' },
        ],
      },
    },
    {
      name: 'expected alone becomes one equals assertion',
      line: '{"id": "T005", "input": "x", "expected": {"keywords": ["a", "b"]}}',
      want: {
        expected: { keywords: ['a', 'b'] },
        assert: [{ type: 'equals', value: { keywords: ['a', 'b'] } }],
      },
    },
    {
      name: 'assert takes precedence over expected, which is kept as data',
      line: '{"id": "T", "input": "x", "expected": "hi", "assert": {"type": "contains", "value": "h"}}',
      want: { expected: 'hi', assert: [{ type: 'contains', value: 'h' }] },
    },
    {
      name: 'expected null is not set (Go nil)',
      line: '{"id": "T", "input": "x", "expected": null}',
      want: { expected: null, assert: [] },
    },
    {
      name: 'assert as a list keeps order and every assertion field',
      line: '{"id": "T", "input": "x", "assert": [{"type": "json_path", "path": "$.a", "value": false}, {"type": "not_contains", "value": "error", "message": "no errors", "negate": false}, {"type": "script", "script": "scripts.test.Check"}, {"type": "agent", "use": "judge", "options": {"criteria": "polite"}}]}',
      want: {
        assert: [
          { type: 'json_path', path: '$.a', value: false },
          { type: 'not_contains', value: 'error', message: 'no errors', negate: false },
          { type: 'script', script: 'scripts.test.Check' },
          { type: 'agent', use: 'judge', options: { criteria: 'polite' } },
        ],
      },
    },
    {
      name: 'assert as a bare type string',
      line: '{"id": "T", "input": "x", "assert": "tool_called"}',
      want: { assert: [{ type: 'tool_called' }] },
    },
    {
      name: 'user, team, metadata, options',
      line: '{"id": "T006", "input": "x", "user": "admin", "team": "ops-team", "metadata": {"k": 1}, "options": {"temperature": 0}}',
      want: { user: 'admin', team: 'ops-team', metadata: { k: 1 }, options: { temperature: 0 } },
    },
    { name: 'skip true', line: '{"id": "T", "input": "x", "skip": true}', want: { skip: true } },
    { name: 'skip false', line: '{"id": "T", "input": "x", "skip": false}', want: { skip: false } },
    {
      name: 'skip with a reason',
      line: '{"id": "T", "input": "x", "skip": "flaky upstream"}',
      want: { skip: 'flaky upstream' },
    },
    {
      name: 'skip with an empty reason',
      line: '{"id": "T", "input": "x", "skip": ""}',
      want: { skip: true },
    },
    {
      name: 'timeout 30s',
      line: '{"id": "T", "input": "x", "timeout": "30s"}',
      want: { timeout_ms: 30_000 },
    },
    {
      name: 'timeout 5m',
      line: '{"id": "T", "input": "x", "timeout": "5m"}',
      want: { timeout_ms: 300_000 },
    },
    {
      name: 'timeout 250ms',
      line: '{"id": "T", "input": "x", "timeout": "250ms"}',
      want: { timeout_ms: 250 },
    },
    {
      name: 'timeout as a number of seconds',
      line: '{"id": "T", "input": "x", "timeout": 90}',
      want: { timeout_ms: 90_000 },
    },
    {
      name: 'timeout as a string of seconds',
      line: '{"id": "T", "input": "x", "timeout": "1.5"}',
      want: { timeout_ms: 1500 },
    },
    // Yao reads the field with Go's time.ParseDuration: compound and sub-second units too.
    {
      name: 'timeout 2m30s (Go)',
      line: '{"id": "T", "input": "x", "timeout": "2m30s"}',
      want: { timeout_ms: 150_000 },
    },
    {
      name: 'timeout 1h2m3s (Go)',
      line: '{"id": "T", "input": "x", "timeout": "1h2m3s"}',
      want: { timeout_ms: 3_723_000 },
    },
    {
      name: 'timeout 1.5h (Go)',
      line: '{"id": "T", "input": "x", "timeout": "1.5h"}',
      want: { timeout_ms: 5_400_000 },
    },
    {
      name: 'timeout 1500us (Go)',
      line: '{"id": "T", "input": "x", "timeout": "1500us"}',
      want: { timeout_ms: 2 },
    },
    { name: 'runs', line: '{"id": "T", "input": "x", "runs": 5}', want: { runs: 5 } },
    {
      name: 'threshold 80%',
      line: '{"id": "T", "input": "x", "threshold": "80%"}',
      want: { threshold: 0.8 },
    },
    {
      name: 'threshold 0.5',
      line: '{"id": "T", "input": "x", "threshold": 0.5}',
      want: { threshold: 0.5 },
    },
    {
      name: 'threshold 0',
      line: '{"id": "T", "input": "x", "threshold": 0}',
      want: { threshold: 0 },
    },
    {
      name: 'tags',
      line: '{"id": "T", "input": "x", "tags": ["smoke", "search"]}',
      want: { tags: ['smoke', 'search'] },
    },
    {
      name: 'simulator gets the default max_turns',
      line: '{"id": "T", "input": "x", "simulator": {"use": "sim", "options": {"persona": "p"}}, "checkpoints": [{"id": "c", "assert": {"type": "contains", "value": "x"}}]}',
      want: { simulator: { use: 'sim', options: { persona: 'p' } }, max_turns: DEFAULT_MAX_TURNS },
    },
    {
      name: 'explicit max_turns',
      line: '{"id": "T", "input": "x", "simulator": {"use": "sim"}, "checkpoints": [{"id": "c", "assert": "contains"}], "max_turns": 4}',
      want: { max_turns: 4 },
    },
    {
      name: 'checkpoints: required defaults to true, assert as written, after kept',
      line: '{"id": "T", "input": "x", "simulator": {"use": "sim"}, "checkpoints": [{"id": "greet", "description": "says hi", "assert": {"type": "contains", "value": "hi"}}, {"id": "book", "assert": [{"type": "tool_called"}], "after": ["greet"], "required": false}, {"id": "bye", "assert": "contains", "after": ["greet", "book"]}]}',
      want: {
        checkpoints: [
          {
            id: 'greet',
            description: 'says hi',
            assert: { type: 'contains', value: 'hi' },
            required: true,
          },
          { id: 'book', assert: [{ type: 'tool_called' }], after: ['greet'], required: false },
          { id: 'bye', assert: 'contains', after: ['greet', 'book'], required: true },
        ],
      },
    },
  ];

  it.each(good)('$name', ({ line, want }) => {
    expect(one(line)).toMatchObject(want);
  });

  it('leaves optional fields out when they are not written', () => {
    const c = one('{"id": "T", "input": "x"}');
    for (const k of [
      'expected',
      'user',
      'team',
      'metadata',
      'timeout_ms',
      'runs',
      'threshold',
      'max_turns',
      'simulator',
      'checkpoints',
    ])
      expect(c).not.toHaveProperty(k);
  });

  // assert.go: an unknown type loads and fails its case when it runs ("unknown assertion type").
  it('loads an unknown assertion type, warned about by validateAssertion', () => {
    const r = parseYaoJsonl('{"id": "T", "input": "x", "assert": {"type": "equal"}}', FILE, {
      validateAssertion: (a) => (a.type === 'equal' ? ['unknown assertion type: equal'] : []),
    });
    expect(r.problems).toEqual([]);
    expect(r.cases[0].assert).toEqual([{ type: 'equal' }]);
    expect(r.warnings.map(formatProblem)).toEqual([
      'suites/s.jsonl:1: assert[0]: unknown assertion type: equal',
    ]);
  });
});

describe('parseYaoJsonl: bad lines', () => {
  const bad: {
    name: string;
    line: string;
    want: { field: string; message: string | RegExp; column?: number }[];
  }[] = [
    {
      name: 'bad JSON: missing value, with column',
      line: '{"id": "a", "input": }',
      want: [
        {
          field: '',
          message: "invalid JSON: unexpected '}' (expected a value after ':')",
          column: 22,
        },
      ],
    },
    {
      name: 'bad JSON: missing comma',
      line: '{"id": "a" "input": "x"}',
      want: [{ field: '', message: `invalid JSON: expected ',' or '}', found '"'`, column: 12 }],
    },
    {
      name: 'bad JSON: single quotes',
      line: "{'id': 'a'}",
      want: [
        {
          field: '',
          message: `invalid JSON: expected a field name in double quotes, found "'"`,
          column: 2,
        },
      ],
    },
    {
      name: 'bad JSON: trailing comma',
      line: '{"id": "a", "input": "x",}',
      want: [{ field: '', message: "invalid JSON: trailing comma before '}'", column: 26 }],
    },
    {
      name: 'bad JSON: cut off',
      line: '{"id": "a", "input": "x"',
      want: [
        { field: '', message: "invalid JSON: unexpected end of line (missing '}')", column: 25 },
      ],
    },
    {
      name: 'bad JSON: a missing quote shows where the parse went astray',
      line: '{"id": "a, "input": "x"}',
      want: [{ field: '', message: "invalid JSON: expected ',' or '}', found 'i'", column: 13 }],
    },
    {
      name: 'bad JSON: unterminated string points at its opening quote',
      line: '{"id": "a", "input": "x}',
      want: [
        { field: '', message: 'invalid JSON: unterminated string (missing closing ")', column: 22 },
      ],
    },
    {
      name: 'bad JSON: two values',
      line: '{"id": "a", "input": "x"} {}',
      want: [
        {
          field: '',
          message: "invalid JSON: unexpected '{' after the end of the JSON value",
          column: 27,
        },
      ],
    },
    {
      name: 'a list is not a case',
      line: '[1, 2]',
      want: [
        {
          field: '',
          message: 'expected a JSON object like {"id": …, "input": …} on each line, got a list',
        },
      ],
    },
    {
      name: 'a string is not a case',
      line: '"T001"',
      want: [{ field: '', message: /got a string$/ }],
    },
    { name: 'null is not a case', line: 'null', want: [{ field: '', message: /got null$/ }] },
    { name: 'missing id', line: '{"input": "x"}', want: [{ field: 'id', message: 'required' }] },
    {
      name: 'empty id',
      line: '{"id": "", "input": "x"}',
      want: [{ field: 'id', message: 'must not be empty' }],
    },
    {
      name: 'id not a string',
      line: '{"id": 5, "input": "x"}',
      want: [{ field: 'id', message: 'expected a string, got 5' }],
    },
    { name: 'missing input', line: '{"id": "a"}', want: [{ field: 'input', message: 'required' }] },
    {
      name: 'missing id and input',
      line: '{}',
      want: [
        { field: 'id', message: 'required' },
        { field: 'input', message: 'required' },
      ],
    },
    {
      name: 'assert of the wrong kind',
      line: '{"id": "a", "input": "x", "assert": 5}',
      want: [
        {
          field: 'assert',
          message:
            'expected an assertion {type, value, …}, a list of assertions or an assertion type name, got 5',
        },
      ],
    },
    {
      name: 'timeout of the wrong kind',
      line: '{"id": "a", "input": "x", "timeout": true}',
      want: [
        {
          field: 'timeout',
          message:
            'expected a duration like "30s", "2m30s" or "500ms", or a number of seconds, got true',
        },
      ],
    },
    {
      name: 'threshold above 1',
      line: '{"id": "a", "input": "x", "threshold": 2}',
      want: [{ field: 'threshold', message: 'must be at most 1, got 2' }],
    },
    {
      name: 'threshold above 100%',
      line: '{"id": "a", "input": "x", "threshold": "150%"}',
      want: [{ field: 'threshold', message: 'must be between 0 and 1 (or 0% and 100%)' }],
    },
    {
      name: 'threshold that is no ratio',
      line: '{"id": "a", "input": "x", "threshold": "most"}',
      want: [
        {
          field: 'threshold',
          message: /^expected a ratio 0–1 or a percentage like "80%", got the string "most"$/,
        },
      ],
    },
    {
      name: 'runs 0',
      line: '{"id": "a", "input": "x", "runs": 0}',
      want: [{ field: 'runs', message: 'must be at least 1, got 0' }],
    },
    {
      name: 'runs not whole',
      line: '{"id": "a", "input": "x", "runs": 2.5}',
      want: [{ field: 'runs', message: 'expected a whole number, got 2.5' }],
    },
    {
      name: 'skip of the wrong kind',
      line: '{"id": "a", "input": "x", "skip": 1}',
      want: [{ field: 'skip', message: 'expected true, false or a reason string, got 1' }],
    },
    {
      name: 'tags not a list',
      line: '{"id": "a", "input": "x", "tags": "smoke"}',
      want: [{ field: 'tags', message: 'expected a list, got the string "smoke"' }],
    },
    {
      name: 'tag not a string',
      line: '{"id": "a", "input": "x", "tags": ["ok", 3]}',
      want: [{ field: 'tags[1]', message: 'expected a string, got 3' }],
    },
    {
      name: 'metadata not an object',
      line: '{"id": "a", "input": "x", "metadata": [1]}',
      want: [{ field: 'metadata', message: 'expected an object, got a list' }],
    },
    {
      name: 'options not an object',
      line: '{"id": "a", "input": "x", "options": "fast"}',
      want: [{ field: 'options', message: 'expected an object, got the string "fast"' }],
    },
    {
      name: 'user not a string',
      line: '{"id": "a", "input": "x", "user": 1, "team": false}',
      want: [
        { field: 'user', message: 'expected a string, got 1' },
        { field: 'team', message: 'expected a string, got false' },
      ],
    },
    {
      name: 'simulator without use',
      line: '{"id": "a", "input": "x", "simulator": {"options": {}}}',
      want: [{ field: 'simulator.use', message: 'required' }],
    },
    {
      name: 'many problems on one line are all reported',
      line: '{"id": "", "input": "x", "runs": 0, "threshold": 2, "timeout": "soon", "asert": 1}',
      want: [
        { field: 'id', message: 'must not be empty' },
        { field: 'runs', message: 'must be at least 1, got 0' },
        { field: 'threshold', message: 'must be at most 1, got 2' },
      ],
    },
  ];

  it.each(bad)('$name', ({ line, want }) => {
    const got = problemsOf(line);
    expect(got).toHaveLength(want.length);
    want.forEach((w, i) => {
      expect(got[i].field).toBe(w.field);
      if (typeof w.message === 'string') expect(got[i].message).toBe(w.message);
      else expect(got[i].message).toMatch(w.message);
      expect(got[i].column).toBe(w.column);
    });
  });
});

// Yao's loader (loader.go LoadFile) checks only that `input` is there; runner.go runSingleTest
// fails just that case with ParseInputWithOptions' error (input.go) and runs the others. So the
// line loads, says at its line why it cannot run, and the case errors with that reason.
describe('parseYaoJsonl: inputs that cannot become messages (the case errors when it runs)', () => {
  const AS_YAO = "this case errors when it runs, the file's other cases run (as in Yao)";
  const inputs: { name: string; input: string; error: string; hints?: string[] }[] = [
    { name: 'a number', input: '42', error: 'unsupported input type: float64' },
    { name: 'a bool', input: 'true', error: 'unsupported input type: bool' },
    {
      name: 'a message without content',
      input: '{"role": "user"}',
      error: "failed to parse message: message missing 'content' field",
    },
    {
      name: 'a misspelt content, with a suggestion',
      input: '{"role": "user", "contnet": "x"}',
      error: "failed to parse message: message missing 'content' field",
      hints: ["input: unknown field 'contnet' (did you mean 'content'?)"],
    },
    {
      name: 'a conversation of a bare string',
      input: '["hi"]',
      error: 'invalid message type at index 0: expected object, got string',
    },
    {
      name: 'a conversation holding a bare string after a message',
      input: '[{"role": "user", "content": "x"}, "and then"]',
      error: 'invalid message type at index 1: expected object, got string',
    },
    {
      name: 'a conversation holding a list',
      input: '[[1]]',
      error: 'invalid message type at index 0: expected object, got []interface {}',
    },
    {
      name: 'a conversation message without content',
      input: '[{"role": "user", "content": "x"}, {"role": "assistant"}]',
      error: "failed to parse message at index 1: message missing 'content' field",
    },
    {
      name: 'a content part that is not an object',
      input: '{"role": "user", "content": ["hi"]}',
      error:
        'failed to parse message: failed to process content: invalid content part type at index 0: expected object, got string',
    },
    // Yao parses these and sends them as they are; agentci has no way to send them.
    {
      name: 'a role agentci cannot send',
      input: '{"role": "bot", "content": "x"}',
      error: 'input.role: expected one of system, user, assistant, tool, got the string "bot"',
    },
    {
      name: 'a misspelt role',
      input: '[{"role": "user", "content": "x"}, {"role": "usr", "content": "y"}]',
      error:
        'input[1].role: expected one of system, user, assistant, tool, got the string "usr" (did you mean \'user\'?)',
    },
    {
      name: 'content of the wrong kind',
      input: '{"role": "user", "content": 5}',
      error:
        'input.content: expected a string, a content part {type, text} or a list of them, or null, got 5',
    },
    {
      name: 'a content part without a type',
      input: '{"role": "user", "content": [{"text": "x"}]}',
      error: 'input.content[0].type: required',
    },
    {
      name: 'an unknown field in a message',
      input: '{"role": "user", "content": "x", "contnet": "y"}',
      error: "input: unknown field 'contnet'",
    },
    {
      name: 'an empty conversation',
      input: '[]',
      error: 'input: a conversation needs at least one message',
    },
  ];

  it.each(inputs)('$name', ({ input, error, hints }) => {
    const r = parseYaoJsonl(`{"id": "x", "input": ${input}}\n{"id": "ok", "input": "hi"}`, FILE);
    expect(r.problems).toEqual([]);
    expect(r.cases.map((c) => c.id)).toEqual(['x', 'ok']);
    const [bad, ok] = r.cases as [Case, Case];
    expect(CaseSchema.safeParse(bad).success).toBe(true);
    expect(bad.input).toBe('');
    expect(bad.format === 'yao-jsonl' && bad.payload).toEqual({
      input_error: error,
      written_input: JSON.parse(input),
    });
    expect(ok.input).toBe('hi');
    const why = error.startsWith('input') ? `agentci cannot send it as written (${error})` : error;
    expect(r.warnings.map(formatProblem)).toEqual([
      `${FILE}:1: input: ${why}: ${AS_YAO}`,
      ...(hints ?? []).map((h) => `${FILE}:1: ${h}`),
    ]);
  });

  it("a null or missing input is still a problem of the line (Yao's loader refuses the file)", () => {
    expect(problemsOf('{"id": "a", "input": null}')).toEqual([
      {
        field: 'input',
        message: 'expected a string, a message {role, content} or a list of messages, got null',
      },
    ]);
    expect(problemsOf('{"id": "a"}')).toEqual([{ field: 'input', message: 'required' }]);
  });

  it('the rest of a line with an unusable input is still checked', () => {
    expect(problemsOf('{"id": "a", "input": 42, "runs": 0}')).toEqual([
      { field: 'runs', message: 'must be at least 1, got 0' },
    ]);
  });
});

// What Yao's decoder and parseAssertions read anyway (YaoApp/yao agent/test/types.go Case,
// assert.go parseAssertions/mapToAssertion, dynamic_types.go IsDynamicMode): the line loads, and
// agentci says what it ignored.
describe('parseYaoJsonl: lines Yao reads anyway (warnings)', () => {
  const warned: { name: string; line: string; assert?: Assertion[]; want: string[] }[] = [
    {
      name: 'unknown field with a suggestion',
      line: '{"id": "a", "input": "x", "asert": {"type": "contains"}}',
      assert: [],
      want: ["unknown field 'asert', ignored (did you mean 'assert'?)"],
    },
    {
      name: 'unknown fields, some without a suggestion',
      line: '{"id": "a", "input": "x", "expect": 1, "tiemout": "5s", "frobnicate": true}',
      want: [
        "unknown field 'expect', ignored (did you mean 'expected'?)",
        "unknown field 'tiemout', ignored (did you mean 'timeout'?)",
        "unknown field 'frobnicate', ignored",
      ],
    },
    {
      name: "Yao's own fixtures: name, description, before, after",
      line: '{"id": "a", "name": "Greets", "description": "d", "before": "env.Before", "after": "env.After", "input": "x"}',
      want: [],
    },
    {
      name: 'unknown field inside an assertion',
      line: '{"id": "a", "input": "x", "assert": {"type": "equals", "vaule": 1}}',
      assert: [{ type: 'equals' }],
      want: ["assert: unknown field 'vaule', ignored (did you mean 'value'?)"],
    },
    {
      name: 'a list item that is no object is skipped',
      line: '{"id": "a", "input": "x", "assert": ["contains", {"type": "regex", "value": "x"}]}',
      assert: [{ type: 'regex', value: 'x' }],
      want: [
        'assert[0]: not an assertion object {type, value, …}, skipped as Yao skips it: a string',
      ],
    },
    {
      name: 'an assertion without a type is equals',
      line: '{"id": "a", "input": "x", "assert": [{"value": "x"}]}',
      assert: [{ type: '', value: 'x' }],
      want: [],
    },
    {
      name: 'a bare assert string is a type without a value',
      line: '{"id": "a", "input": "x", "assert": "contains"}',
      assert: [{ type: 'contains' }],
      want: [],
    },
    {
      name: 'null assert falls back to expected',
      line: '{"id": "a", "input": "x", "assert": null, "expected": "y"}',
      assert: [{ type: 'equals', value: 'y' }],
      want: [],
    },
    {
      name: 'fields of the wrong type inside an assertion are ignored (mapToAssertion)',
      line: '{"id": "a", "input": "x", "assert": {"type": "contains", "value": "x", "negate": "true", "path": 5}}',
      assert: [{ type: 'contains', value: 'x' }],
      want: [],
    },
    {
      name: 'hostile long keys are cut short in messages',
      line: `{"id": "a", "input": "x", "${'k'.repeat(5000)}": 1}`,
      want: [`unknown field '${'k'.repeat(60)}…', ignored`],
    },
    {
      name: 'a timeout that is no duration means the default (GetTimeout)',
      line: '{"id": "a", "input": "x", "timeout": "5 minutes"}',
      want: [
        'timeout: "5 minutes" is not a duration like "30s" or "2m30s": the default timeout applies, as in Yao',
      ],
    },
    {
      name: 'a timeout of zero means the default',
      line: '{"id": "a", "input": "x", "timeout": "0s"}',
      want: ['timeout: is 0: the default timeout applies'],
    },
    {
      name: 'max_turns 0 means 20 (GetMaxTurns)',
      line: '{"id": "a", "input": "x", "simulator": {"use": "s"}, "max_turns": 0}',
      want: [],
    },
    {
      name: 'checkpoints without a simulator are ignored',
      line: '{"id": "a", "input": "x", "checkpoints": [{"id": "x", "assert": "contains"}]}',
      want: [
        'checkpoints: ignored without a simulator {use, options}: Yao checks checkpoints only in a simulated conversation',
      ],
    },
    {
      name: 'checkpoint after names an unknown checkpoint (with suggestion) and itself',
      line: '{"id": "a", "input": "x", "simulator": {"use": "s"}, "checkpoints": [{"id": "greet", "assert": "contains"}, {"id": "book", "assert": "contains", "after": ["gret", "book"]}]}',
      want: [
        "checkpoints[1].after[0]: no checkpoint 'gret' in this case (did you mean 'greet'?): ignored, as Yao ignores it",
        "checkpoints[1].after[1]: checkpoint 'book' waits for itself, so it can never be reached",
      ],
    },
    {
      name: 'checkpoint cycle',
      line: '{"id": "a", "input": "x", "simulator": {"use": "s"}, "checkpoints": [{"id": "a", "assert": "contains", "after": ["c"]}, {"id": "b", "assert": "contains", "after": ["a"]}, {"id": "c", "assert": "contains", "after": ["b"]}]}',
      want: [
        "checkpoints: 'after' forms a cycle, so these checkpoints can never be reached: a → c → b → a",
      ],
    },
    {
      name: 'duplicate checkpoint ids',
      line: '{"id": "a", "input": "x", "simulator": {"use": "s"}, "checkpoints": [{"id": "x", "assert": "contains"}, {"id": "x", "assert": "regex"}]}',
      want: ["checkpoints[1].id: duplicate checkpoint id 'x' (already used by checkpoints[0])"],
    },
    {
      name: 'checkpoint with an unknown field',
      line: '{"id": "a", "input": "x", "simulator": {"use": "s"}, "checkpoints": [{"id": "x", "asert": "contains"}]}',
      want: ["checkpoints[0]: unknown field 'asert', ignored (did you mean 'assert'?)"],
    },
  ];
  it.each(warned)('$name', ({ line, assert, want }) => {
    const r = parseYaoJsonl(line, FILE);
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.cases).toHaveLength(1);
    expect(CaseSchema.safeParse(r.cases[0]).success).toBe(true);
    if (assert) expect(r.cases[0].assert).toEqual(assert);
    expect(r.warnings.map((w) => formatProblem(w).replace(`${FILE}:1: `, ''))).toEqual(want);
  });

  it('--strict material: the warnings carry file and line', () => {
    const r = parseYaoJsonl('\n{"id": "a", "input": "x", "asert": 1}', FILE);
    expect(r.warnings.map(formatProblem)).toEqual([
      "suites/s.jsonl:2: unknown field 'asert', ignored (did you mean 'assert'?)",
    ]);
  });
});

describe('parseYaoJsonl: files', () => {
  it('skips blank lines and // comments, tolerates a BOM and CRLF, and keeps real line numbers', () => {
    const text =
      '\uFEFF// suite header\r\n' +
      '\r\n' +
      '{"id": "A", "input": "a"}\r\n' +
      '   // indented comment\r\n' +
      '   \t \r\n' +
      '{"id": "B", "input": "b", "timeout": "30s"}\r\n';
    const r = parseYaoJsonl(text, FILE);
    expect(r.problems).toEqual([]);
    expect(r.cases.map((c) => [c.id, c.source.line, c.input])).toEqual([
      ['A', 3, 'a'],
      ['B', 6, 'b'],
    ]);
  });

  it('parses a BOM directly before the first case', () => {
    const r = parseYaoJsonl('\uFEFF{"id": "A", "input": "a"}', FILE);
    expect(r.problems).toEqual([]);
    expect(r.cases[0].id).toBe('A');
  });

  it('reports a duplicate id on the later line, naming the earlier one', () => {
    const text = [
      '{"id": "A", "input": "a"}',
      '{"id": "B", "input": "b"}',
      '',
      '{"id": "A", "input": "c"}',
    ].join('\n');
    const r = parseYaoJsonl(text, FILE);
    expect(r.problems).toEqual([
      { file: FILE, line: 4, field: 'id', message: "duplicate id 'A' (first used on line 1)" },
    ]);
    expect(r.cases.map((c) => c.id)).toEqual(['A', 'B']);
  });

  it('counts an id as used even when its line has other problems', () => {
    const r = parseYaoJsonl(
      '{"id": "A", "input": "x", "runs": 0}\n{"id": "A", "input": "x"}',
      FILE,
    );
    expect(r.problems.map((p) => [p.line, p.field])).toEqual([
      [1, 'runs'],
      [2, 'id'],
    ]);
  });

  it('reports every problem of every line with the right line numbers, and keeps the good cases', () => {
    const text = [
      '// header',
      '{"id": "ok1", "input": "x"}',
      '{"id": "bad-json", "input": }',
      '',
      '{"id": "ok2", "input": "y", "expected": "y"}',
      '[]',
      '{"input": "no id"}',
      '{"id": "typo", "input": "x", "asert": "contains"}',
      '{"id": "ok1", "input": "again"}',
      '{"id": "ok3", "input": "z"}',
    ].join('\n');
    const r = parseYaoJsonl(text, FILE);
    expect(r.problems.map(formatProblem)).toEqual([
      `${FILE}:3:29: invalid JSON: unexpected '}' (expected a value after ':')`,
      `${FILE}:6: expected a JSON object like {"id": …, "input": …} on each line, got a list`,
      `${FILE}:7: id: required`,
      `${FILE}:9: id: duplicate id 'ok1' (first used on line 2)`,
    ]);
    // Yao ignores the unknown field: the line loads, with a warning.
    expect(r.warnings.map(formatProblem)).toEqual([
      `${FILE}:8: unknown field 'asert', ignored (did you mean 'assert'?)`,
    ]);
    expect(r.cases.map((c) => [c.id, c.source.line])).toEqual([
      ['ok1', 2],
      ['ok2', 5],
      ['typo', 8],
      ['ok3', 10],
    ]);
  });

  it('returns nothing for an empty file', () => {
    const none = { cases: [], problems: [], warnings: [] };
    expect(parseYaoJsonl('', FILE)).toEqual(none);
    expect(parseYaoJsonl('\n\n// only comments\n', FILE)).toEqual(none);
  });
});

describe('parseYaoJsonl: validateAssertion', () => {
  const validateAssertion = (a: Assertion): string[] => {
    const out: string[] = [];
    if (a.type === 'regex' && typeof a.value === 'string') {
      try {
        new RegExp(a.value);
      } catch {
        out.push(`not a valid regex: ${a.value}`);
      }
    }
    if (a.type === 'script' && !a.script) out.push('a script assertion needs "script"');
    return out;
  };

  it('turns every message into a warning at the assertion, checkpoints included', () => {
    const text = [
      '{"id": "A", "input": "x", "assert": [{"type": "contains", "value": "a"}, {"type": "regex", "value": "("}, {"type": "script"}]}',
      '{"id": "B", "input": "x", "simulator": {"use": "s"}, "checkpoints": [{"id": "c", "assert": [{"type": "contains"}, {"type": "regex", "value": "[z"}]}]}',
      '{"id": "C", "input": "x", "assert": {"type": "regex", "value": "ok"}}',
    ].join('\n');
    const r = parseYaoJsonl(text, FILE, { validateAssertion });
    // Yao loads these and fails the case when it runs: agentci says so first.
    expect(r.problems).toEqual([]);
    expect(r.warnings).toEqual([
      { file: FILE, line: 1, field: 'assert[1]', message: 'not a valid regex: (' },
      { file: FILE, line: 1, field: 'assert[2]', message: 'a script assertion needs "script"' },
      { file: FILE, line: 2, field: 'checkpoints[0].assert[1]', message: 'not a valid regex: [z' },
    ]);
    expect(r.cases.map((c) => c.id)).toEqual(['A', 'B', 'C']);
  });

  it('turns what refuseAssertion says into problems: the line loads no case', () => {
    const r = parseYaoJsonl(
      '{"id": "A", "input": "x", "assert": {"type": "regex", "value": "a(?=b)"}}',
      FILE,
      {
        refuseAssertion: (a) => (a.type === 'regex' ? ['look-ahead is not RE2'] : []),
      },
    );
    expect(r.problems).toEqual([
      { file: FILE, line: 1, field: 'assert[0]', message: 'look-ahead is not RE2' },
    ]);
    expect(r.cases).toEqual([]);
  });

  it('checks the equals assertion made from expected, and is called once per assertion', () => {
    const seen: Assertion[] = [];
    const r = parseYaoJsonl(
      '{"id": "A", "input": "x", "expected": 42}\n{"id": "B", "input": "x", "assert": "contains"}',
      FILE,
      {
        validateAssertion: (a) => {
          seen.push(a);
          return a.type === 'equals' ? ['equals is not allowed here'] : [];
        },
      },
    );
    expect(seen).toEqual([{ type: 'equals', value: 42 }, { type: 'contains' }]);
    expect(r.warnings).toEqual([
      { file: FILE, line: 1, field: 'expected', message: 'equals is not allowed here' },
    ]);
  });
});

describe('findJsonSyntaxError', () => {
  const cases: [string, number, string | RegExp][] = [
    ['', 0, 'unexpected end of line'],
    ['{"a": 01}', 6, 'invalid number'],
    ['{"a": -}', 6, 'invalid number'],
    ['{"a": tru}', 6, /unexpected word 'tru'/],
    ['{"a": "x\ty"}', 8, /character U\+0009 inside a string/],
    ['{"a": "\\q"}', 7, "bad escape '\\q' in string"],
    ['{"a": "\\u12"}', 7, /bad \\u escape/],
    ['{"a": "x', 6, 'unterminated string (missing closing ")'],
    ['[1, 2,]', 6, "trailing comma before ']'"],
    ['[1 2]', 3, "expected ',' or ']', found '2'"],
    ['{"a" 1}', 5, "expected ':' after the field name, found '1'"],
    ['{a: 1}', 1, "expected a field name in double quotes, found 'a'"],
    ['[[[[', 4, "unexpected end of line (missing ']')"],
  ];
  it.each(cases)('%j → offset %i', (text, offset, message) => {
    const err = findJsonSyntaxError(text);
    expect(err).toBeDefined();
    expect(err?.offset).toBe(offset);
    if (typeof message === 'string') expect(err?.message).toBe(message);
    else expect(err?.message).toMatch(message);
  });

  it('accepts everything JSON.parse accepts', () => {
    for (const t of [
      '{}',
      '[]',
      ' {"a": [1, -2.5e+3, true, false, null, "\\u00e9\\n"], "b": {"c": {}}} ',
      '"x"',
      '0',
      '-0.1E2',
    ])
      expect(findJsonSyntaxError(t)).toBeUndefined();
  });

  it('survives very deep nesting', () => {
    const deep = '['.repeat(100_000);
    expect(findJsonSyntaxError(deep)?.offset).toBe(100_000);
  });
});
