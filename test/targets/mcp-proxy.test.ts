import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runMain } from '../helpers/cli.js';

const AGENT = fileURLToPath(new URL('../fixtures/agents/mcp-client-agent.mjs', import.meta.url));
const SERVER = fileURLToPath(new URL('../fixtures/harness/mcp-server.mjs', import.meta.url));

const CALLS = JSON.stringify([
  { name: 'add', arguments: { a: 2, b: 3 } },
  { name: 'echo', arguments: { text: 'one' } },
  { name: 'echo', arguments: { text: 'two' } },
  { name: 'add_note', arguments: { note: 'secret' } },
  { name: 'weather', arguments: { city: 'Oslo' } },
]);

type Mode = 'http' | 'stdio' | 'session';

function workspace(mode: Mode): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-proxy-'));
  mkdirSync(path.join(dir, 'skill'));
  writeFileSync(path.join(dir, 'skill', 'SKILL.md'), 'Use the tools.\n');
  writeFileSync(
    path.join(dir, 'agentci.yaml'),
    `agent:
  command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(AGENT)}]
  env: { AGENT_MCP_MODE: ${mode === 'stdio' ? 'stdio' : 'http'} }
  mode: ${mode === 'session' ? 'session' : 'process'}
servers:
  calc: { command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(SERVER)}, calc] }
timeout: 60s
`,
  );
  writeFileSync(
    path.join(dir, 'tools.yaml'),
    `skill: skill
input: ${JSON.stringify(CALLS)}
mocks:
  - name: add
    match: { tool: ADD }
    stub: ["forty-two", { output: "again", exit_code: 1 }]
  - name: notes
    match: { tool: add_note }
    deny: notes are read-only here
  - name: echo_two
    match: { tool: echo, input: { text: one } }
    rewrite: { text: rewritten }
  - name: weather
    match: { tool: weather }
    stub: "sunny"
  - name: echoes
    match: { tool: echo }
evals:
  - { type: called, mock: add, times: 1 }
  - { type: called, mock: echoes, times: 2 }
  - { type: called, mock: echoes, where: { text: one }, times: 1 }
  - { type: not_called, mock: notes }
`,
  );
  return dir;
}

interface Run {
  passed: boolean;
  evals: { label: string; passed: boolean; reason: string }[];
  mock_calls: {
    tool: string;
    input: unknown;
    action: string;
    rule: number | null;
    mock: string | null;
  }[];
  transcript: { messages: { role: string; content: string }[] };
}

// session: a long-lived agent reads the proxy's address from each request line's `agent_env`.
describe.each(['http', 'stdio', 'session'] as const)(
  'MCP proxy for a command agent (%s)',
  (mode) => {
    it('serves the real tools behind the mocks and records every call', async () => {
      const dir = workspace(mode);
      const r = await runMain(
        [
          'skilltest',
          'run',
          'tools.yaml',
          '--format',
          'skilltest',
          '--no-results',
          '-o',
          'out.skilltest.json',
        ],
        { cwd: dir },
      );
      // The not_called eval fails (the agent did call the denied tool): exit 1, everything else passes.
      expect(r.code, r.stderr).toBe(1);
      const report = JSON.parse(r.stdout) as { runs: Run[] };
      expect(report).toEqual(
        JSON.parse(readFileSync(path.join(dir, 'out.skilltest.json'), 'utf8')),
      );
      const run = report.runs[0] as Run;
      const answer = JSON.parse(run.transcript.messages.at(-1)?.content ?? '{}') as {
        tools: string[];
        results: { name: string; isError: boolean; text: string }[];
      };
      // The real server's tools plus the mocked-only `weather`.
      expect(answer.tools).toContain('echo');
      expect(answer.tools).toContain('weather');
      expect(answer.results).toEqual([
        { name: 'add', isError: false, text: 'forty-two' },
        { name: 'echo', isError: false, text: 'calc: rewritten' },
        { name: 'echo', isError: false, text: 'calc: two' },
        { name: 'add_note', isError: true, text: 'notes are read-only here' },
        { name: 'weather', isError: false, text: 'sunny' },
      ]);
      // skilltest's records: `rule` (the index among declarations with an action), `allow` for a
      // call no action intercepted (the spy's), with no rule and no mock.
      expect(run.mock_calls).toEqual([
        { tool: 'add', input: { a: 2, b: 3 }, action: 'stub', rule: 0, mock: 'add' },
        { tool: 'echo', input: { text: 'one' }, action: 'rewrite', rule: 2, mock: 'echo_two' },
        { tool: 'echo', input: { text: 'two' }, action: 'allow', rule: null, mock: null },
        { tool: 'add_note', input: { note: 'secret' }, action: 'deny', rule: 1, mock: 'notes' },
        { tool: 'weather', input: { city: 'Oslo' }, action: 'stub', rule: 3, mock: 'weather' },
      ]);
      expect(run.evals.map((e) => [e.label, e.passed])).toEqual([
        ['called: add', true],
        ['called: echoes', true],
        ['called: echoes', true],
        ['not_called: notes', false],
      ]);
      expect(run.passed).toBe(false);
    }, 90_000);
  },
);
