import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

/*
 * Yao conformance, the edge rows of docs/yao-conformance.md: what Yao's own code (YaoApp/yao
 * agent/test at 0d1ddce) does with an assertion it cannot evaluate, an empty completion, a case's
 * `metadata` and `options.skip`. The agent's replies are keyed by case id in replies.json (not in
 * the case, so nothing the case sends is needed to script it); with no reply it answers with the
 * attempt it received, as its JSON output.
 */

let dir: string;

const REPLIES: Record<string, unknown> = {};

async function write(name: string, lines: Record<string, unknown>[]): Promise<void> {
  await writeFile(path.join(dir, name), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
  await writeFile(path.join(dir, 'replies.json'), JSON.stringify(REPLIES));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-yao-edge-'));
  await writeFile(
    path.join(dir, 'reply.mjs'),
    `import { readFileSync } from 'node:fs';
let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => {
  const req = JSON.parse(s);
  const replies = JSON.parse(readFileSync(new URL('./replies.json', import.meta.url), 'utf8'));
  process.stdout.write(JSON.stringify(replies[req.id] ?? { output: req }));
});\n`,
  );
  await writeFile(path.join(dir, 'agentci.yaml'), 'agent:\n  command: [node, reply.mjs]\n');
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

interface YaoResult {
  id: string;
  status: string;
  output?: unknown;
  error?: string;
  run_details?: { checks?: { message?: string; error?: string }[] }[];
}

async function results(file: string): Promise<Record<string, YaoResult>> {
  const report = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
    results: YaoResult[];
  };
  return Object.fromEntries(report.results.map((r) => [r.id, r]));
}

/** The message of the case's one check, and that it is a failure, not an error. */
function failedWith(r: YaoResult | undefined): string | undefined {
  expect(r?.status).toBe('failed');
  const check = r?.run_details?.[0]?.checks?.[0];
  expect(check?.error).toBeUndefined();
  return check?.message;
}

describe('an assertion Yao cannot evaluate fails its case (assert.go evaluateAssertion)', () => {
  const tools = { output: 'ok', tool_calls: [{ name: 'search', arguments: {}, result: 'r' }] };
  const CASES = [
    // #4 parseAssertions string branch: {Type: "type"}, nil value → assertType's message.
    { id: 'bare-type', assert: 'type' },
    // #11 evaluateAssertion default branch.
    { id: 'unknown-type', assert: { type: 'schema' } },
    // evaluateAssertion applies negate to that result too: "negated assertion passed".
    { id: 'unknown-type-negated', assert: { type: 'schema', negate: true } },
    // #47 assertRegex: "regex pattern must be a string".
    { id: 'regex-number', assert: { type: 'regex', value: 5 } },
    // #51 assertType compares getType's name with the value as text: "int" never matches.
    { id: 'type-go-name', assert: { type: 'type', value: 'int' } },
    // #70 assertToolCalled default branch: %T of the decoded value (float64).
    { id: 'tool-called-number', assert: { type: 'tool_called', value: 5 } },
    // #70 assertToolResult: "requires 'tool' field".
    { id: 'tool-result-no-tool', assert: { type: 'tool_result', value: { result: 'r' } } },
    // assertScript: "script assertion requires a script name".
    { id: 'script-no-name', assert: { type: 'script' } },
  ];

  it('gives a failed check with the message of Yao, after a warning at load', async () => {
    for (const c of CASES) REPLIES[c.id] = tools;
    await write(
      'unjudgeable.jsonl',
      CASES.map((c) => ({ ...c, input: 'go' })),
    );
    const { code, err } = await run(['yao', 'unjudgeable.jsonl', '--no-results', '-o', 'u.json']);
    expect(code).toBe(1);
    const r = await results('u.json');
    expect(failedWith(r['bare-type'])).toBe('type assertion value must be a string');
    expect(failedWith(r['unknown-type'])).toBe('unknown assertion type: schema');
    expect(r['unknown-type-negated']?.status).toBe('passed');
    expect(failedWith(r['regex-number'])).toBe('regex pattern must be a string');
    expect(failedWith(r['type-go-name'])).toMatch(/^expected type 'int', got 'string'/);
    expect(failedWith(r['tool-called-number'])).toBe('invalid tool_called value type: float64');
    expect(failedWith(r['tool-result-no-tool'])).toBe(
      "tool_result assertion requires 'tool' field",
    );
    expect(failedWith(r['script-no-name'])).toBe('script assertion requires a script name');
    // The load warnings stay: the suite is still told about what can never hold.
    expect(err).toContain(
      'warning: unjudgeable.jsonl:1: assert[0]: type assertion value must be a string',
    );
    expect(err).toContain(
      'warning: unjudgeable.jsonl:2: assert[0]: unknown assertion type: schema',
    );
  });
});

describe('an empty completion is judged on runner.go extractOutput', () => {
  it('falls back to the first tool message, then a summary of the calls, then nil', async () => {
    const CASES = [
      {
        id: 'tool-message',
        reply: {
          output: '',
          tool_calls: [
            { name: 'lookup', result: { rows: 2 } },
            { name: 'create', result: { message: 'Created order 7' } },
          ],
        },
        assert: { type: 'equals', value: 'Created order 7' },
      },
      {
        id: 'tool-summary',
        reply: {
          output: {},
          tool_calls: [
            { name: 'open', result: { action: 'navigate' } },
            { name: 'save', result: { success: false } },
            { name: 'note', result: 'plain' },
          ],
        },
        assert: { type: 'equals', value: '[open: navigate] [save: failed] [note]' },
      },
      // isEmptyValue(""): no content and no tools → nil output, whose getType is "null".
      { id: 'nothing', reply: { output: '' }, assert: { type: 'type', value: 'null' } },
      // Content that is not empty wins over the tools.
      {
        id: 'content-wins',
        reply: { output: 'Done', tool_calls: [{ name: 'x', result: { message: 'm' } }] },
        assert: { type: 'equals', value: 'Done' },
      },
    ];
    for (const c of CASES) REPLIES[c.id] = c.reply;
    await write(
      'empty-output.jsonl',
      CASES.map((c) => ({ id: c.id, input: 'go', assert: c.assert })),
    );
    const { code } = await run(['yao', 'empty-output.jsonl', '--no-results', '-o', 'e.json']);
    expect(code).toBe(0);
    const r = await results('e.json');
    expect(r['tool-message']?.output).toBe('Created order 7');
    expect(Object.values(r).map((x) => x.status)).toEqual(CASES.map(() => 'passed'));
  });
});

describe("a case's options and metadata as Yao's Case decodes and sends them", () => {
  // types.go CaseOptions.Skip is *CaseSkipOptions: jsoniter refuses `true` and loader.go LoadFile
  // fails the file ("failed to parse line 1").
  it('refuses options.skip given as a bool, naming file:line', async () => {
    await write('skip-bool.jsonl', [{ id: 'a', input: 'go', options: { skip: true } }]);
    const { code, err } = await run(['yao', 'skip-bool.jsonl', '--no-results']);
    expect(code).toBe(2);
    expect(err).toContain('skip-bool.jsonl:1: options.skip: expected an object, got true');
  });

  // runner.go buildContextOptions sends options (its metadata included); Case.Metadata is never
  // put in the request (it reaches the hooks' testCase only).
  it("sends options.metadata to the agent, never the case's metadata", async () => {
    await write('metadata.jsonl', [
      {
        id: 'meta',
        input: 'go',
        metadata: { secret: 1 },
        options: { skip: { trace: true }, search: null, metadata: { scenario: 'refund' } },
        assert: [
          { type: 'json_path', path: 'options.metadata.scenario', value: 'refund' },
          { type: 'json_path', path: 'metadata.secret' },
          { type: 'not_contains', value: 'secret' },
        ],
      },
    ]);
    const { code } = await run(['yao', 'metadata.jsonl', '--no-results', '-o', 'm.json']);
    const r = await results('m.json');
    expect(r.meta?.run_details?.[0]?.checks?.map((c) => c.message)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(code).toBe(0);
  });
});

// loader.go LoadFile checks only `id` and `input != nil`; runner.go runSingleTest fails the one
// case whose input ParseInputWithOptions (input.go) cannot parse, with its error, and runs the rest.
describe('an input Yao cannot parse errors its case only (runner.go runSingleTest)', () => {
  it('42, a message without content and ["hi"] error with Yao\'s words; the normal cases run; exit 1; --strict refuses the file', async () => {
    await write('bad-input.jsonl', [
      { id: 'number', input: 42 },
      { id: 'normal', input: 'hi', assert: { type: 'contains', value: 'hi' } },
      { id: 'no-content', input: { role: 'user' } },
      { id: 'bare-string', input: ['hi'] },
      { id: 'after', input: 'hello', assert: { type: 'contains', value: 'hello' } },
      // parseDataPart: a `data` part needs a `data` object (checked when the case runs).
      { id: 'data-part', input: { role: 'user', content: [{ type: 'data' }] } },
      {
        id: 'data-ok',
        input: { role: 'user', content: [{ type: 'data', data: { sources: [] } }] },
        assert: { type: 'contains', value: 'sources' },
      },
    ]);
    const { code, err } = await run(['run', 'bad-input.jsonl', '--no-results', '-o', 'bi.json']);
    expect(code, err).toBe(1);
    const r = await results('bi.json');
    expect(Object.keys(r)).toEqual([
      'number',
      'normal',
      'no-content',
      'bare-string',
      'after',
      'data-part',
      'data-ok',
    ]);
    expect(r.normal?.status).toBe('passed');
    expect(r.after?.status).toBe('passed');
    expect(r['data-ok']?.status).toBe('passed');
    expect(r['data-part']?.error).toBe(
      "failed to parse input (bad-input.jsonl:6): failed to parse message: failed to process content: failed to process content part at index 0: data part requires 'data' object",
    );
    const at = (line: number) => `failed to parse input (bad-input.jsonl:${line}): `;
    expect([r.number, r['no-content'], r['bare-string']].map((x) => [x?.status, x?.error])).toEqual(
      [
        ['error', `${at(1)}unsupported input type: float64`],
        ['error', `${at(3)}failed to parse message: message missing 'content' field`],
        ['error', `${at(4)}invalid message type at index 0: expected object, got string`],
      ],
    );
    // Said at the line before anything runs (a warning: Yao loads the file).
    expect(err).toContain(
      'bad-input.jsonl:1: input: unsupported input type: float64: this case errors when it runs',
    );

    // --strict: what is only a warning refuses the file, the bad lines named.
    const strict = await run(['run', 'bad-input.jsonl', '--no-results', '--strict']);
    expect(strict.code).toBe(2);
    expect(strict.err).toContain(
      "bad-input.jsonl:3: input: failed to parse message: message missing 'content' field",
    );
    expect(strict.err).toContain('bad-input.jsonl:4: input: invalid message type at index 0');
  });
});

describe("Yao's command line: input and output files (agent/test/resolver.go)", () => {
  // DetectInputMode: a `.json` suffix is file mode (ValidateOptions: "input file not found");
  // LoadFile reads the named file line by line. GetOutputFormat: another extension is JSON.
  it('reads -i x.json as a suite, refuses a missing one, writes -o x.txt as the JSON Report', async () => {
    REPLIES['json-input'] = { output: 'hello' };
    await write('cases.json', [
      { id: 'json-input', input: 'go', assert: { type: 'contains', value: 'hell' } },
    ]);
    const ok = await run(['yao', '-i', 'cases.json', '-o', 'out.txt', '--no-results']);
    expect(ok.code).toBe(0);
    const report = JSON.parse(await readFile(path.join(dir, 'out.txt'), 'utf8')) as {
      summary: { total: number; passed: number };
      results: { id: string }[];
    };
    expect(report.summary).toMatchObject({ total: 1, passed: 1 });
    expect(report.results.map((r) => r.id)).toEqual(['json-input']);
    const missing = await run(['yao', '-i', 'nope.json', '--no-results']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('nope.json: no such file or folder');
  });

  // MergeOptions: only values > 0 replace the defaults (1 run, 1 at a time).
  it('--runs 0 and --parallel 0 keep the defaults', async () => {
    REPLIES['zero'] = { output: 'hello' };
    await write('zero.jsonl', [{ id: 'zero', input: 'go', assert: 'contains' }]);
    const r = await run([
      'yao',
      'zero.jsonl',
      '--runs',
      '0',
      '--parallel',
      '0',
      '-o',
      'z.json',
      '--no-results',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(await readFile(path.join(dir, 'z.json'), 'utf8')) as {
      metadata: { options?: { runs?: number; parallel?: number } };
    };
    expect(report.metadata.options).toMatchObject({ runs: 1, parallel: 1 });
  });
});
