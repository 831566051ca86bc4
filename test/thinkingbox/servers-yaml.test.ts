import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServersYaml } from '../../src/formats/thinkingbox/servers.js';
import { runCli } from '../helpers/cli.js';
import { py, tree } from './fixtures.js';

/*
 * thinkingbox's servers.yaml (thinkingbox/tools/client/common.py ServersConfig and
 * load_servers_config; docs/session_proxy_config.md; its own tests/servers.yaml): the session
 * proxy starts each scenario's `world_state` server from it. agentci reads it through
 * `servers_file:` in agentci.yaml, with thinkingbox's own servers (test/fixtures/thinkingbox-servers).
 */

const SERVERS = path.resolve(import.meta.dirname, '..', 'fixtures', 'thinkingbox-servers');

describe('servers.yaml as load_servers_config reads it', () => {
  it('command parts are format strings over {python} and {env[NAME]}; mcp-remote kept apart', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-srvyaml-'));
    const file = path.join(dir, 'servers.yaml');
    writeFileSync(
      file,
      `use_internal_servers: false
servers:
  a:
    type: mcp-process
    env: {X: "1"}
    cwd: tests
    command: ["{python}", "{env[SRV_HOME]}/a.py", "--json={{}}"]
    extra_key_pydantic_ignores: 1
  b:
    command: ["{python}", "-m", "b"]
  web:
    type: mcp-remote
    endpoint: http://127.0.0.1:10611/mcp/
    transport: streamable-http
`,
    );
    const r = loadServersYaml(file, '/usr/bin/python3', { SRV_HOME: '/srv' });
    expect(r.problems).toEqual([]);
    expect(r.servers).toEqual({
      a: {
        command: '/usr/bin/python3',
        args: ['/srv/a.py', '--json={}'],
        env: { X: '1' },
        cwd: 'tests',
      },
      b: { command: '/usr/bin/python3', args: ['-m', 'b'] },
    });
    expect(r.remote).toEqual({ web: 'http://127.0.0.1:10611/mcp/' });

    writeFileSync(
      file,
      'servers:\n  a:\n    command: ["{python}", "{env[NOPE]}"]\n  b:\n    command: x\n',
    );
    const bad = loadServersYaml(file, 'python3', {});
    expect(bad.problems.map((p) => `${p.line}: ${p.field}: ${p.message}`)).toEqual([
      "3: servers.a.command.1: KeyError: 'NOPE' (not in the environment)",
      '5: servers.b.command: expected a non-empty list of strings',
    ]);
  });

  function dataset(scenarioServer: string): string {
    return tree({
      'agentci.yaml': `
agent:
  harness:
    model:
      provider: scripted
      rules:
        - when: { tool_result_of: delete_file }
          reply: "Deleted."
        - when: { tool_result_of: append }
          reply: "Appended."
        - when: { contains: "Delete a.txt" }
          reply: { tool_calls: [{ name: delete_file, arguments: { path: Documents/a.txt } }] }
        - when: { contains: "Append hello" }
          reply: { tool_calls: [{ name: append, arguments: { content: hello } }] }
      default: "OK"
servers_file: servers/servers.yaml
runs: 1
timeout: 60s
`,
      // As thinkingbox's tests/servers.yaml: a cwd-relative script, a module, a remote server.
      'servers/servers.yaml': `
use_internal_servers: false
servers:
  test_tool_http:
    type: mcp-remote
    endpoint: http://127.0.0.1:10611/mcp/
    transport: streamable-http
  test_tool:
    type: mcp-process
    cwd: "srv"
    env:
      TEST_TOOL: "hello"
    command: ["{python}", "mcp_test_tool.py", "--transport", "stdio"]
  cloud_drive:
    type: mcp-process
    env:
      PYTHONPATH: ${JSON.stringify(SERVERS)}
    command: ["{python}", "-m", "thinkingbox.tools.mcp_cloud_drive"]
`,
      'srv/mcp_test_tool.py': readFileSync(path.join(SERVERS, 'mcp_test_tool.py'), 'utf8'),
      'scenario/drive.yaml': `
world_state:
  cloud_drive:
    files:
    - {path: Documents/a.txt, text_content: "aaa"}
tools:
- name: delete_file
`,
      'scenario/notes.yaml': `
world_state:
  test_tool:
    file: notes.txt
tools:
- name: append
`,
      'scenario/web.yaml': `
world_state:
  test_tool_http: {}
tools: []
`,
      'test_case/state.py':
        py`
        def test_delete(x, judge):
            """!
            scenario: drive
            query: Delete a.txt please
            """
            assert x.effects["cloud_drive"]["effects"] == [{"type": "delete", "path": "Documents/a.txt"}]

        def test_session(x, judge):
            """!
            scenario: notes
            query: Append hello
            """
            assert x.effects == {"test_tool": {"effects": [{"tool": "append", "content": "hello"}]}}, x.effects
      ` +
        (scenarioServer
          ? py`

        def test_web(x, judge):
            """!
            scenario: web
            query: Hello
            """
      `
          : ''),
    });
  }

  it('the world_state servers start from servers.yaml (command, env, cwd)', async () => {
    const root = dataset('');
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-srv-')), 'r.json');
    const r = await runCli(['run', '.', '--no-results', '--report', out], { cwd: root });
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      results: { id: string; run_details: { status: string }[] }[];
    };
    expect(report.results.map((c) => [c.id.split(':')[1], c.run_details[0]?.status])).toEqual([
      ['test_delete', 'passed'],
      ['test_session', 'passed'],
    ]);
  }, 120_000);

  it('a scenario naming an mcp-remote server is refused before anything runs (exit 2)', async () => {
    const r = await runCli(['run', '.', '--no-results'], { cwd: dataset('web') });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "server 'test_tool_http' of scenario 'web' is an mcp-remote server in servers.yaml (http://127.0.0.1:10611/mcp/)",
    );
  }, 120_000);
});
