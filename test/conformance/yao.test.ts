import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

/*
 * Yao conformance, run through the CLI: each case is one behaviour of Yao's own code (YaoApp/yao
 * agent/test at 0d1ddce, and the YaoApp/gou helpers it calls), with the verdict that code gives.
 * The agent replies what the case's options.metadata scripts, so only the judging is under test.
 */

interface Row {
  /** The case id; the comment after it names the Yao source. */
  id: string;
  /** What the agent prints; undefined = the options it received, as its output. */
  reply?: unknown;
  assert?: unknown;
  expected?: unknown;
  extra?: Record<string, unknown>;
  /** Yao's verdict. */
  pass: boolean;
}

const text = (output: string) => ({ output });
const ROWS: Row[] = [
  // assert.go parseAssertions: the bare string form is {Type} with a nil value; toString(nil) = "".
  { id: 'bare-string-contains', reply: text('anything'), assert: 'contains', pass: true },
  // assert.go Validate: a nil assert falls back to expected.
  { id: 'assert-null-expected', reply: text('y'), assert: null, expected: 'y', pass: true },
  { id: 'assert-null-expected-fails', reply: text('z'), assert: null, expected: 'y', pass: false },
  // parseAssertions: list items that are not objects are skipped.
  {
    id: 'array-non-object-items',
    reply: text('ok'),
    assert: ['contains', 7, { type: 'regex', value: '^ok' }],
    pass: true,
  },
  // evaluateAssertion: type "" is equals.
  { id: 'missing-type-is-equals', reply: text('ok'), assert: [{ value: 'ok' }], pass: true },
  // evaluateAssertion default branch: "unknown assertion type: schema".
  { id: 'unknown-type-fails', reply: text('ok'), assert: { type: 'schema' }, pass: false },
  // mapToAssertion: other keys ignored; negate read only when it is a bool.
  {
    id: 'extra-key-ignored',
    reply: text('ok'),
    assert: { type: 'contains', value: 'ok', description: 'd' },
    pass: true,
  },
  {
    id: 'negate-string-ignored',
    reply: text('ok'),
    assert: { type: 'contains', value: 'zzz', negate: 'true' },
    pass: false,
  },
  // runner.go validateOutput: marshalled text must be equal; a string never equals an object.
  { id: 'equals-text-vs-object', reply: text('{"a": 1}'), expected: { a: 1 }, pass: false },
  {
    id: 'equals-structured',
    reply: { output: { a: 1, b: [1, 2] } },
    expected: { b: [1, 2], a: 1 },
    pass: true,
  },
  // assertEquals compares with assertion.Value (nil here), never the case's expected.
  { id: 'equals-without-value', reply: text('ok'), assert: 'equals', expected: 'ok', pass: false },
  // assertContains: toString(list) is its JSON text.
  {
    id: 'contains-list-literal',
    reply: text('a b'),
    assert: { type: 'contains', value: ['a', 'b'] },
    pass: false,
  },
  {
    id: 'contains-list-json-text',
    reply: text('x ["a","b"] y'),
    assert: { type: 'contains', value: ['a', 'b'] },
    pass: true,
  },
  {
    id: 'not-contains-list',
    reply: text('a b'),
    assert: { type: 'not_contains', value: ['a', 'b'] },
    pass: true,
  },
  // toString of an object: encoding/json, keys sorted.
  {
    id: 'contains-json-fragment-sorted',
    reply: { output: { b: 2, a: 1 } },
    assert: { type: 'contains', value: '{"a":1,"b":2}' },
    pass: true,
  },
  { id: 'contains-empty', reply: text('x'), assert: { type: 'contains', value: '' }, pass: true },
  // assertJSONPath + gou text.ExtractJSON.
  {
    id: 'jp-json-after-prose',
    reply: text('Result: {"a": 1} done'),
    assert: { type: 'json_path', path: '$.a', value: 1 },
    pass: false,
  },
  {
    id: 'jp-repair-trailing-comma',
    reply: text('{"a": 1, "b": 2,}'),
    assert: { type: 'json_path', path: '$.a', value: 1 },
    pass: true,
  },
  {
    id: 'jp-repair-single-quotes',
    reply: text("{'a': 1}"),
    assert: { type: 'json_path', path: 'a', value: 1 },
    pass: true,
  },
  {
    id: 'jp-yaml-text',
    reply: text('status: ok'),
    assert: { type: 'json_path', path: 'status', value: 'ok' },
    pass: true,
  },
  {
    id: 'jp-no-value-missing',
    reply: { output: { a: 1 } },
    assert: { type: 'json_path', path: '$.x' },
    pass: true,
  },
  {
    id: 'jp-no-value-present',
    reply: { output: { a: 1 } },
    assert: { type: 'json_path', path: '$.a' },
    pass: false,
  },
  {
    id: 'jp-value-null-missing',
    reply: { output: { a: 1 } },
    assert: { type: 'json_path', path: '$.zzz', value: null },
    pass: true,
  },
  // assertType / getType: a text output is a string.
  {
    id: 'type-text-json-is-string',
    reply: text('{"a": 1}'),
    assert: { type: 'type', value: 'string' },
    pass: true,
  },
  {
    id: 'type-text-json-not-object',
    reply: text('{"a": 1}'),
    assert: { type: 'type', value: 'object' },
    pass: false,
  },
  // assertToolCalled / matchToolName.
  {
    id: 'tc-dot-suffix',
    reply: { output: 'done', tool_calls: [{ name: 'agents.expense.setup' }] },
    assert: { type: 'tool_called', value: 'setup' },
    pass: true,
  },
  {
    id: 'tc-substring',
    reply: { output: 'done', tool_calls: [{ name: 'get_weather_info' }] },
    assert: { type: 'tool_called', value: 'weather' },
    pass: true,
  },
  {
    id: 'tc-array-any-of',
    reply: { output: 'done', tool_calls: [{ name: 'get_weather_info' }] },
    assert: { type: 'tool_called', value: ['book', 'get_weather_info'] },
    pass: true,
  },
  // matchArguments: validateOutput on each top-level argument (no patterns, no nested subset).
  {
    id: 'tc-args-regex-leaf-is-literal',
    reply: { output: 'done', tool_calls: [{ name: 'search', arguments: { q: 'abc' } }] },
    assert: { type: 'tool_called', value: { name: 'search', arguments: { q: 'regex:^a' } } },
    pass: false,
  },
  {
    id: 'tc-args-nested-exact',
    reply: { output: 'done', tool_calls: [{ name: 'search', arguments: { f: { a: 1, b: 2 } } }] },
    assert: { type: 'tool_called', value: { name: 'search', arguments: { f: { a: 1 } } } },
    pass: false,
  },
  {
    id: 'tc-args-json-string',
    reply: { output: 'done', tool_calls: [{ name: 'search', arguments: '{"q": "abc"}' }] },
    assert: { type: 'tool_called', value: { name: 'search', arguments: { q: 'abc' } } },
    pass: true,
  },
  // assertToolResult: ToolCallResponse.Error fails; only the first matching call; %v strings.
  {
    id: 'tr-error-field',
    reply: { output: 'done', tool_calls: [{ name: 'pay', result: null, error: 'declined' }] },
    assert: { type: 'tool_result', value: { tool: 'pay' } },
    pass: false,
  },
  {
    id: 'tr-first-call-only',
    reply: {
      output: 'done',
      tool_calls: [
        { name: 'search', result: 'x' },
        { name: 'search', result: 'y' },
      ],
    },
    assert: { type: 'tool_result', value: { tool: 'search', result: 'y' } },
    pass: false,
  },
  {
    id: 'tr-number-vs-string',
    reply: { output: 'done', tool_calls: [{ name: 'count', result: { count: 5 } }] },
    assert: { type: 'tool_result', value: { tool: 'count', result: { count: '5' } } },
    pass: true,
  },
  {
    id: 'tr-result-json-string',
    reply: { output: 'done', tool_calls: [{ name: 'get', result: '{"a": 1}' }] },
    assert: { type: 'tool_result', value: { tool: 'get', result: { a: 1 } } },
    pass: false,
  },
  // types.go Case: fields Yao's decoder ignores, and Go durations.
  {
    id: 'unknown-fields-name-description',
    reply: text('ok'),
    assert: { type: 'contains', value: 'ok' },
    extra: { name: 'A named case', description: 'from a dynamic fixture' },
    pass: true,
  },
  {
    id: 'timeout-compound',
    reply: text('ok'),
    assert: 'contains',
    extra: { timeout: '2m30s' },
    pass: true,
  },
  // runner.go buildContextOptions: a case's options reach the agent (here: its stdin JSON).
  {
    id: 'options-reach-agent',
    assert: { type: 'json_path', path: 'metadata.scenario', value: 'refund' },
    extra: { options: { mode: 'task', metadata: { scenario: 'refund' } } },
    pass: true,
  },
  // assertRegex: Go regexp (RE2) syntax and an unanchored search of toString(output).
  {
    id: 're-go-group-flag',
    reply: text('ABC'),
    assert: { type: 'regex', value: '(?i:abc)' },
    pass: true,
  },
  {
    id: 're-go-unicode-class',
    reply: text('中文'),
    assert: { type: 'regex', value: '^\\p{Han}+$' },
    pass: true,
  },
  {
    id: 're-go-posix-class',
    reply: text('a1'),
    assert: { type: 'regex', value: '[[:digit:]]' },
    pass: true,
  },
  {
    id: 're-slash-form-is-literal',
    reply: text('HELLO'),
    assert: { type: 'regex', value: '/hello/i' },
    pass: false,
  },
  {
    id: 're-on-object-output',
    reply: { output: { b: 1, a: 2 } },
    assert: { type: 'regex', value: '^\\{"a":2,"b":1\\}$' },
    pass: true,
  },
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-yao-conformance-'));
  // Prints the reply the case scripts in options.metadata (the attempt arrives as JSON on stdin).
  await writeFile(
    path.join(dir, 'reply.mjs'),
    `let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => {
  const req = JSON.parse(s);
  // Without a scripted reply, it answers with the context options it was given.
  process.stdout.write(JSON.stringify(req.options?.metadata?.reply ?? { output: req.options ?? null }));
});\n`,
  );
  await writeFile(path.join(dir, 'agentci.yaml'), 'agent:\n  command: [node, reply.mjs]\n');
  const lines = ROWS.map((r) => {
    const c: Record<string, unknown> = {
      id: r.id,
      input: 'go',
      // Yao sends options.metadata to the agent, never the case's own metadata.
      options: r.reply === undefined ? undefined : { metadata: { reply: r.reply } },
    };
    if ('assert' in r) c.assert = r.assert;
    if ('expected' in r) c.expected = r.expected;
    return JSON.stringify({ ...c, ...r.extra });
  });
  await writeFile(path.join(dir, 'suite.jsonl'), `${lines.join('\n')}\n`);
  await writeFile(path.join(dir, 'empty.jsonl'), '// nothing here\n\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1' },
    stdout: { write: (s: string) => void (out += s), isTTY: false },
    stderr: { write: (s: string) => void (err += s) },
  });
  return { code, out, err };
}

describe('Yao JSONL judged as Yao judges it', () => {
  it("gives every row the verdict of Yao's code", async () => {
    const { code, err } = await run(['yao', 'suite.jsonl', '--no-results', '-o', 'r.json']);
    expect(code).toBe(1);
    const report = JSON.parse(await readFile(path.join(dir, 'r.json'), 'utf8')) as {
      results: { id: string; status: string; run_details: { error?: string }[] }[];
    };
    const got = Object.fromEntries(report.results.map((r) => [r.id, r.status === 'passed']));
    const want = Object.fromEntries(ROWS.map((r) => [r.id, r.pass]));
    expect(got).toEqual(want);
    // What Yao ignores is said once, before the run, with file:line.
    expect(err).toContain(
      'warning: suite.jsonl:4: assert[0]: not an assertion object {type, value, …}, skipped as Yao skips it: a string',
    );
    expect(err).toContain('warning: suite.jsonl:6: assert[0]: unknown assertion type: schema');
  });

  // loader.go LoadFile: "no test cases found"; runner.go: "no test cases match pattern".
  it('fails a run that finds nothing to test (exit 1), as Yao does', async () => {
    const empty = await run(['yao', 'empty.jsonl', '--no-results']);
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('agentci: no test cases found in empty.jsonl');
    const none = await run(['yao', 'suite.jsonl', '--no-results', '--run', '^nothing$']);
    expect(none.code).toBe(1);
    expect(none.err).toContain('agentci: no test cases match pattern: ^nothing$');
  });

  // Per-case before/after hooks: test/conformance/yao-hooks.test.ts.

  it('--strict turns the warnings into errors (exit 2)', async () => {
    const r = await run(['yao', 'suite.jsonl', '--no-results', '--strict']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('suite.jsonl:6: assert[0]: unknown assertion type: schema');
  });
});
