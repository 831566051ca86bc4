import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../../src/harness/agent.js';
import { applyMocks, matchesCall, MockSession } from '../../src/harness/mocks.js';
import { ScriptedModel } from '../../src/harness/models/scripted.js';
import { loadSkill, SKILL_FILE_TOOL } from '../../src/harness/skill.js';
import { tool } from '../../src/harness/tools.js';
import {
  CaseSchema,
  DEFAULT_ENV,
  MockDeclSchema,
  inputToMessages,
  type MockDecl,
} from '../../src/model/index.js';
import { createHarnessTarget } from '../../src/targets/harness.js';
import type { TargetRequest } from '../../src/contracts/target.js';
import { skillPayload } from '../../src/harness/skill.js';

const mocks = (list: unknown[]): MockDecl[] => list.map((m) => MockDeclSchema.parse(m));

/** A real tool that records what it was run with. */
function recordingTool(name: string, ran: unknown[]) {
  return tool({
    name,
    description: name,
    schema: z.looseObject({}),
    execute: (args) => {
      ran.push(args);
      return `real ${name} ${JSON.stringify(args)}`;
    },
  });
}

async function runAgent(
  tools: ReturnType<typeof recordingTool>[],
  session: MockSession,
  calls: { name: string; arguments: Record<string, unknown> }[],
) {
  const model = ScriptedModel.fromReplies([...calls.map((c) => ({ tool_calls: [c] })), 'done']);
  const agent = new Agent({ model, tools: applyMocks(tools, session) });
  return agent.run('go');
}

describe('MockSession', () => {
  it('stub: the tool does not run, the model reads the canned output; lists advance and the last repeats', async () => {
    const ran: unknown[] = [];
    const s = new MockSession(
      mocks([
        {
          name: 'w',
          match: { tool: 'weather' },
          stub: ['sunny', { output: 'down', exit_code: 2 }],
        },
      ]),
    );
    const res = await runAgent([recordingTool('weather', ran)], s, [
      { name: 'weather', arguments: { city: 'a' } },
      { name: 'weather', arguments: { city: 'b' } },
      { name: 'weather', arguments: { city: 'c' } },
    ]);
    expect(ran).toEqual([]);
    expect(res.toolCalls.map((c) => [c.result, c.is_error])).toEqual([
      ['sunny', false],
      ['down', true],
      ['down', true],
    ]);
    expect(s.calls).toEqual([
      { tool: 'weather', input: { city: 'a' }, action: 'stub', mock: 'w' },
      { tool: 'weather', input: { city: 'b' }, action: 'stub', mock: 'w' },
      { tool: 'weather', input: { city: 'c' }, action: 'stub', mock: 'w' },
    ]);
  });

  it('deny: the tool does not run; an is_error result with the message', async () => {
    const ran: unknown[] = [];
    const s = new MockSession(mocks([{ match: { tool: 'rm' }, deny: { message: 'not here' } }]));
    const res = await runAgent([recordingTool('rm', ran)], s, [
      { name: 'rm', arguments: { path: '/' } },
    ]);
    expect(ran).toEqual([]);
    expect(res.toolCalls[0]).toMatchObject({ result: 'not here', is_error: true });
    expect(s.calls).toEqual([{ tool: 'rm', input: { path: '/' }, action: 'deny', mock: 'mock_0' }]);
  });

  it('rewrite: the real tool runs with the fields replaced; the record keeps the original input', async () => {
    const ran: unknown[] = [];
    const s = new MockSession(
      mocks([{ name: 'fix', match: { tool: 'read' }, rewrite: { file: 'fixture.txt' } }]),
    );
    const res = await runAgent([recordingTool('read', ran)], s, [
      { name: 'read', arguments: { file: '/etc/passwd', n: 1 } },
    ]);
    expect(ran).toEqual([{ file: 'fixture.txt', n: 1 }]);
    expect(res.toolCalls[0]?.result).toBe('real read {"file":"fixture.txt","n":1}');
    expect(s.calls).toEqual([
      { tool: 'read', input: { file: '/etc/passwd', n: 1 }, action: 'rewrite', mock: 'fix' },
    ]);
  });

  it('spy: the real tool runs, the call is recorded under the spy; other calls are recorded too', async () => {
    const ran: unknown[] = [];
    const s = new MockSession(mocks([{ match: { tool: 'a' } }]));
    await runAgent([recordingTool('a', ran), recordingTool('b', ran)], s, [
      { name: 'a', arguments: { x: 1 } },
      { name: 'b', arguments: { y: 2 } },
    ]);
    expect(ran).toEqual([{ x: 1 }, { y: 2 }]);
    expect(s.calls).toEqual([
      { tool: 'a', input: { x: 1 }, action: 'spy', mock: 'spy_0' },
      { tool: 'b', input: { y: 2 }, action: 'spy' },
    ]);
  });

  it('spy: true records every call with no mocks; without it nothing is recorded', async () => {
    const ran: unknown[] = [];
    const on = new MockSession([], { spy: true });
    await runAgent([recordingTool('a', ran)], on, [{ name: 'a', arguments: {} }]);
    expect(on.calls).toEqual([{ tool: 'a', input: {}, action: 'spy' }]);
    const off = new MockSession([]);
    expect(off.idle).toBe(true);
    await runAgent([recordingTool('a', ran)], off, [{ name: 'a', arguments: {} }]);
    expect(off.calls).toEqual([]);
  });

  it('first matching action wins; spies before it do not stop the search; no match runs the tool', () => {
    const s = new MockSession(
      mocks([
        { name: 'watch', match: { tool: 'x' } },
        { name: 'first', match: { tool: 'x', input: { n: '1' } }, stub: 'one' },
        { name: 'second', match: { tool: 'x' }, stub: 'any' },
      ]),
    );
    expect(s.decide({ tool: 'x', input: { n: 1 } })).toMatchObject({
      action: 'stub',
      mock: 'first',
      output: 'one',
    });
    expect(s.decide({ tool: 'x', input: { n: 2 } })).toMatchObject({
      action: 'stub',
      mock: 'second',
      output: 'any',
    });
    expect(s.decide({ tool: 'y', input: {} })).toEqual({ action: 'spy' });
  });

  it('a mock naming a tool the agent lacks adds it; unmatched calls to it are errors', async () => {
    const s = new MockSession(
      mocks([{ match: { tool: 'Bash', input: { command: { pattern: '^ls' } } }, stub: 'a.txt' }]),
    );
    const tools = applyMocks([], s);
    expect(tools.map((t) => t.name)).toEqual(['Bash']);
    const res = await runAgent([], s, [
      { name: 'Bash', arguments: { command: 'ls -la' } },
      { name: 'Bash', arguments: { command: 'rm -rf /' } },
    ]);
    expect(res.toolCalls.map((c) => [c.result, c.is_error])).toEqual([
      ['a.txt', false],
      ['Error: tool "Bash" exists only as a mock, and no mock matched this call', true],
    ]);
  });
});

describe('matchers', () => {
  const m = (match: unknown) => MockDeclSchema.parse({ match }).match;
  it('tool: case-insensitive, matching the bare name of a server__name tool', () => {
    expect(matchesCall(m({ tool: 'BASH' }), { tool: 'bash', input: {} })).toBe(true);
    expect(matchesCall(m({ tool: 'bash' }), { tool: 'bashful', input: {} })).toBe(false);
    expect(matchesCall(m({ tool: 'echo' }), { tool: 'a__echo', input: {}, server: 'a' })).toBe(
      true,
    );
    expect(matchesCall(m({ tool: 'a__echo' }), { tool: 'a__echo', input: {}, server: 'a' })).toBe(
      true,
    );
    expect(matchesCall(m({ tool: 'echo' }), { tool: 'a__echo', input: {} })).toBe(false);
  });
  it('contains and pattern search the call as compact JSON', () => {
    const call = { tool: 'Bash', input: { command: 'git push --force' } };
    expect(matchesCall(m({ contains: '"tool_name":"Bash"' }), call)).toBe(true);
    // mock.rs event_haystack: serde_json's maps are sorted, tool_input before tool_name.
    expect(
      matchesCall(
        m({ contains: '{"tool_input":{"command":"git push --force"},"tool_name"' }),
        call,
      ),
    ).toBe(true);
    expect(matchesCall(m({ contains: '{"tool_name":"Bash","tool_input"' }), call)).toBe(false);
    expect(matchesCall(m({ contains: 'push --force' }), call)).toBe(true);
    expect(matchesCall(m({ pattern: 'git push( --force)?"' }), call)).toBe(true);
    expect(matchesCall(m({ pattern: '(?i)GIT PULL' }), call)).toBe(false);
    expect(matchesCall(m({ pattern: '(?i)GIT PUSH' }), call)).toBe(true);
  });
  it('input: exact, equals, contains, pattern; non-strings as compact JSON; a missing field fails; all must hold', () => {
    const call = { tool: 't', input: { path: '/tmp/a.txt', n: 3, o: { k: 1 } } };
    expect(matchesCall(m({ input: { path: '/tmp/a.txt' } }), call)).toBe(true);
    expect(matchesCall(m({ input: { path: '/tmp' } }), call)).toBe(false);
    expect(matchesCall(m({ input: { n: 3 } }), call)).toBe(true);
    expect(matchesCall(m({ input: { n: '3' } }), call)).toBe(true);
    expect(matchesCall(m({ input: { o: '{"k":1}' } }), call)).toBe(true);
    // mock.rs coerce_field: a non-string field is compact JSON with its keys sorted.
    const nested = { tool: 't', input: { o: { b: 1, a: 2 } } };
    expect(matchesCall(m({ input: { o: '{"a":2,"b":1}' } }), nested)).toBe(true);
    expect(matchesCall(m({ input: { o: '{"b":1,"a":2}' } }), nested)).toBe(false);
    expect(matchesCall(m({ input: { path: { contains: 'a.t', pattern: '\\.txt$' } } }), call)).toBe(
      true,
    );
    expect(matchesCall(m({ input: { path: { contains: 'a.t', pattern: '\\.md$' } } }), call)).toBe(
      false,
    );
    expect(matchesCall(m({ input: { missing: { contains: 'x' } } }), call)).toBe(false);
    expect(matchesCall(m({ tool: 't', input: { path: { equals: '/tmp/a.txt' } } }), call)).toBe(
      true,
    );
    expect(matchesCall(m({ tool: 'u', input: { path: { equals: '/tmp/a.txt' } } }), call)).toBe(
      false,
    );
  });
});

describe('skills', () => {
  it('SKILL.md without front matter is the prompt; other files are listed and readable, confined to the folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-skill-'));
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'SKILL.md'), '---\nname: x\ndescription: y\n---\n# Do things\n');
    writeFileSync(path.join(dir, 'docs', 'ref.md'), 'the reference');
    writeFileSync(path.join(tmpdir(), 'agentci-outside.txt'), 'secret');
    const s = await loadSkill(dir);
    expect(s.systemPrompt.startsWith('# Do things\n\n')).toBe(true);
    expect(s.systemPrompt).toContain('- docs/ref.md');
    expect(s.files).toEqual(['docs/ref.md']);
    const model = ScriptedModel.fromReplies([
      { tool_calls: [{ name: SKILL_FILE_TOOL, arguments: { path: 'docs/ref.md' } }] },
      { tool_calls: [{ name: SKILL_FILE_TOOL, arguments: { path: '../agentci-outside.txt' } }] },
      'ok',
    ]);
    const res = await new Agent({ model, tools: [s.tool as never] }).run('go');
    expect(res.toolCalls.map((c) => [c.result, c.is_error])).toEqual([
      ['the reference', false],
      [expect.stringContaining('outside the skill'), true],
    ]);
  });
});

describe('harness target with a skilltest case', () => {
  const FIX = fileURLToPath(new URL('../fixtures/harness/', import.meta.url));

  it("uses the case's skill as system prompt, applies its mocks to real MCP tools and returns mock_calls", async () => {
    const skillDir = mkdtempSync(path.join(tmpdir(), 'agentci-skill-'));
    writeFileSync(path.join(skillDir, 'SKILL.md'), '---\nname: calc\n---\nYou add numbers.\n');
    const target = await createHarnessTarget(
      {
        model: {
          provider: 'scripted',
          replies: [
            { tool_calls: [{ name: 'add', arguments: { a: 2, b: 3 } }] },
            { tool_calls: [{ name: 'echo', arguments: { text: 'hi' } }] },
            'done',
          ],
        },
        system: 'the config prompt',
        mcp: { calc: { command: process.execPath, args: ['mcp-server.mjs', 'calc'] } },
      },
      { baseDir: FIX, env: { PATH: process.env.PATH } },
    );
    const c = CaseSchema.parse({
      id: 'c',
      suite: 'c.yaml',
      source: { file: 'c.yaml', line: 1 },
      format: 'skilltest-yaml',
      input: 'add',
      mocks: [
        { name: 'add', match: { tool: 'ADD' }, stub: '42' },
        { name: 'echo', match: { tool: 'echo' } },
      ],
      evals: [{ type: 'called', mock: 'add' }],
      payload: { skill: skillDir },
    });
    const req: TargetRequest = {
      case: c,
      attempt: {
        id: 'c',
        run: 1,
        input: 'add',
        messages: inputToMessages('add'),
        env: DEFAULT_ENV,
        metadata: {},
        // What the runner adds from the case's format (skilltest's attempt.fields).
        skill: skillPayload(skillDir),
      },
      signal: new AbortController().signal,
      timeoutMs: 20_000,
    };
    try {
      const reply = await target.run(req);
      expect(reply.messages?.[0]).toMatchObject({ role: 'system', content: 'You add numbers.' });
      expect(reply.tool_calls?.map((t) => t.result)).toEqual(['42', 'calc: hi']);
      expect(reply.mock_calls).toEqual([
        { tool: 'add', input: { a: 2, b: 3 }, action: 'stub', mock: 'add', server: 'calc' },
        { tool: 'echo', input: { text: 'hi' }, action: 'spy', mock: 'echo', server: 'calc' },
      ]);
    } finally {
      await target.close();
    }
  }, 30_000);
});
