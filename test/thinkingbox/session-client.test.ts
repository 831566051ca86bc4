import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { py, tree } from './fixtures.js';

/*
 * thinkingbox.common.SessionClientFixture (thinkingbox/common/mcp_proxy_client.py, docs/fixtures.md):
 * the session stays open while the test runs, and `call_tool(server, tool, arguments)` calls a
 * server's tool in it (`__reserved__server_tool`, ToolDispatcher._handle_server_tool_call), so a
 * test can read the live state. Run against thinkingbox's own cloud_drive server.
 */

const SERVERS = path.resolve(import.meta.dirname, '..', 'fixtures', 'thinkingbox-servers');

interface Detail {
  status: string;
  error?: string;
}

describe('SessionClientFixture', () => {
  it('a test reads the live session through call_json_tool; set_session first, as thinkingbox requires', async () => {
    const root = tree({
      'agentci.yaml': `
agent:
  harness:
    model:
      provider: scripted
      rules:
        - when: { tool_result_of: delete_file }
          reply: "Deleted."
        - when: { contains: "Delete a.txt" }
          reply: { tool_calls: [{ name: delete_file, arguments: { path: Documents/a.txt } }] }
      default: "OK"
servers:
  cloud_drive:
    command: python3
    args: [-m, thinkingbox.tools.mcp_cloud_drive]
    env: { PYTHONPATH: ${JSON.stringify(SERVERS)} }
runs: 1
timeout: 60s
`,
      'scenario/drive.yaml': `
world_state:
  cloud_drive:
    files:
    - {path: Documents/a.txt, text_content: "aaa"}
    - {path: Documents/b.txt, text_content: "bbb"}
tools:
- name: delete_file
`,
      'test_case/conftest.yaml': `
fixtures:
  session_client:
    type: thinkingbox.common.SessionClientFixture
    endpoint: "http://127.0.0.1:7111"
`,
      'test_case/live.py': py`
        """!
        scenario: drive
        query: Delete a.txt please
        """
        from thinkingbox.common import SessionClientFixture

        def test_live_state(x, judge, session_client: SessionClientFixture):
            """!
            {}
            """
            session_client.set_session(x.session_id)
            out = session_client.call_json_tool("cloud_drive", "list_files", {"prefix": "Documents/"})
            assert [f["path"] for f in out["files"]] == ["Documents/b.txt"], out

        def test_no_session(x, judge, session_client):
            """!
            {}
            """
            session_client.call_tool("cloud_drive", "list_files", {"prefix": ""})
      `,
    });
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-sc-')), 'r.json');
    const r = await runCli(['run', '.', '--no-results', '--report', out], { cwd: root });
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      results: { id: string; run_details: Detail[] }[];
    };
    const by = new Map(report.results.map((c) => [c.id.split(':')[1], c.run_details[0]]));
    expect(by.get('test_live_state'), r.stderr).toMatchObject({ status: 'passed' });
    expect(by.get('test_no_session')?.status).toBe('error');
    expect(by.get('test_no_session')?.error).toContain(
      'RuntimeError: SessionClientFixture: Session ID was not set',
    );
  }, 120_000);
});
