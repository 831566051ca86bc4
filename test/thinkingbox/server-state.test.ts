import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { McpToolset } from '../../src/harness/mcp.js';
import { serverPythonPath } from '../../src/formats/thinkingbox/python.js';
import { parseInitResponse } from '../../src/formats/thinkingbox/target.js';
import { runMain } from '../helpers/cli.js';
import { py, tree } from './fixtures.js';

/*
 * thinkingbox's server state protocol (thinkingbox/tools/session_proxy.py, ToolDispatcherExt and
 * Session): `__reserved__init({config})` per world_state server before the conversation,
 * `__reserved__geteffects` after it (x.effects[server]), `__reserved__teardown` at the end;
 * `session_id` added when the tool's schema takes it; the reserved tools never shown to the
 * agent. Run against thinkingbox's own servers, unchanged (test/fixtures/thinkingbox-servers:
 * thinkingbox/tools/mcp_cloud_drive.py and tests/mcp_test_tool.py), started as stdio MCP
 * processes through agentci's fastmcp stand-in (python/server-path/).
 */

const SERVERS = path.resolve(import.meta.dirname, '..', 'fixtures', 'thinkingbox-servers');

interface Detail {
  status: string;
  reward: number;
  error?: string;
  transcript: {
    effects?: Record<string, unknown>;
    init_result?: Record<string, unknown>;
    session_id?: string;
    tool_calls: { name: string; is_error?: boolean; result?: string }[];
  };
}

function dataset(): string {
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
        - when: { tool_result_of: __reserved__geteffects }
          reply: "Tried."
        - when: { contains: "Delete a.txt" }
          reply: { tool_calls: [{ name: delete_file, arguments: { path: Documents/a.txt } }] }
        - when: { contains: "Append hello" }
          reply: { tool_calls: [{ name: append, arguments: { content: hello } }] }
        - when: { contains: "reserved" }
          reply: { tool_calls: [{ name: __reserved__geteffects, arguments: {} }] }
      default: "OK"
servers:
  cloud_drive:
    command: python3
    args: [-m, thinkingbox.tools.mcp_cloud_drive]
    env: { PYTHONPATH: ${JSON.stringify(SERVERS)} }
  test_tool:
    command: python3
    args: [${JSON.stringify(path.join(SERVERS, 'mcp_test_tool.py'))}, --transport, stdio]
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
- name: list_files
`,
    'scenario/notes.yaml': `
world_state:
  test_tool:
    file: notes.txt
tools:
- name: append
`,
    'scenario/broken.yaml': `
world_state:
  test_tool: {}
tools:
- name: append
`,
    'test_case/state.py': py`
      import re
      from thinkingbox.common import Judge, TestContext

      def test_delete(x: TestContext, judge: Judge):
          """!
          scenario: drive
          query: Delete a.txt please
          """
          drive = x.effects["cloud_drive"]
          assert drive["effects"] == [{"type": "delete", "path": "Documents/a.txt"}], drive
          assert [f["path"] for f in drive["files"]] == ["Documents/b.txt"]
          assert x.init_result == {"cloud_drive": {}}, x.init_result
          assert re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}", x.session_id)

      def test_init_merged(x: TestContext, judge: Judge):
          """!
          scenario: drive
          query: Just look
          init:
            cloud_drive:
              files:
              - {path: Documents/c.txt, text_content: "ccc"}
          """
          paths = [f["path"] for f in x.effects["cloud_drive"]["files"]]
          assert paths == ["Documents/a.txt", "Documents/b.txt", "Documents/c.txt"], paths
          assert x.effects["cloud_drive"]["effects"] == []

      def test_reserved_hidden(x: TestContext, judge: Judge):
          """!
          scenario: drive
          query: Call the reserved tool
          """
          assert x.tool_calls[0].tool_call.name == "__reserved__geteffects"

      def test_session(x: TestContext, judge: Judge):
          """!
          scenario: notes
          query: Append hello
          """
          assert x.effects == {"test_tool": {"effects": [{"tool": "append", "content": "hello"}]}}, x.effects

      def test_init_fails(x: TestContext, judge: Judge):
          """!
          scenario: broken
          query: Append hello
          """
    `,
  });
}

describe('thinkingbox server state protocol (session_proxy.py)', () => {
  it('parse_init_response: {} and {"status": "ok", …} succeed (status dropped); anything else fails', () => {
    expect(parseInitResponse('{}')).toEqual({ success: true, obj: {} });
    expect(parseInitResponse('{"status": "ok", "user": "u1"}')).toEqual({
      success: true,
      obj: { user: 'u1' },
    });
    expect(parseInitResponse('{"status": "error"}')).toEqual({ success: false, obj: {} });
    expect(parseInitResponse('[1]').success).toBe(false);
    expect(parseInitResponse('Error!').success).toBe(false);
  });

  it('real thinkingbox servers: init with the merged world state, effects from geteffects, session_id, teardown, reserved tools hidden', async () => {
    const root = dataset();
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-state-')), 'r.json');
    const r = await runMain(['run', '.', '--no-results', '--report', out], { cwd: root });
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      results: { id: string; run_details: Detail[] }[];
    };
    const by = new Map(report.results.map((c) => [c.id.split(':')[1], c.run_details[0]]));

    const del = by.get('test_delete');
    expect(del, JSON.stringify(del)).toMatchObject({ status: 'passed', reward: 1 });
    expect(del?.transcript.init_result).toEqual({ cloud_drive: {} });
    expect(del?.transcript.effects).toEqual({
      cloud_drive: {
        effects: [{ type: 'delete', path: 'Documents/a.txt' }],
        files: [
          {
            path: 'Documents/b.txt',
            text_content: 'bbb',
            metadata: { created: '2024-04-01T10:10:00', modified: '2024-04-01T10:10:00' },
          },
        ],
      },
    });
    expect(by.get('test_init_merged')).toMatchObject({ status: 'passed' });

    // The agent never sees a __reserved__ tool: calling one is an unknown tool.
    const hidden = by.get('test_reserved_hidden');
    expect(hidden).toMatchObject({ status: 'passed' });
    expect(hidden?.transcript.tool_calls[0]).toMatchObject({
      name: '__reserved__geteffects',
      is_error: true,
    });

    // mcp_test_tool's reserved tools take session_id and check it: geteffects answered, so the
    // same id reached init and geteffects; teardown deleted the file init wrote.
    const session = by.get('test_session');
    expect(session, JSON.stringify(session)).toMatchObject({ status: 'passed', reward: 1 });
    expect(session?.transcript.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(existsSync(path.join(root, 'notes.txt'))).toBe(false);

    // A failing __reserved__init fails session_create in thinkingbox: a system error of the case.
    const broken = by.get('test_init_fails');
    expect(broken?.status).toBe('error');
    expect(broken?.error).toContain(
      "Error calling test_tool init: Error calling tool '__reserved__init'",
    );
  }, 120_000);
});

describe("agentci's fastmcp stand-in (python/server-path)", () => {
  it('serves a server written against the mcp SDK (from mcp.server.fastmcp import FastMCP): schema from the signature, dict results as indented JSON, exceptions as isError', async () => {
    const dir = tree({
      'srv.py': py`
        from typing import Annotated
        from pydantic import Field
        from mcp.server.fastmcp import FastMCP

        mcp = FastMCP("calc")

        @mcp.tool()
        def add(a: Annotated[int, Field(description="a number")], b: int = 2) -> dict:
            """Adds two numbers."""
            if a < 0:
                raise ValueError("negative")
            return {"sum": a + b}

        if __name__ == "__main__":
            mcp.run()
      `,
    });
    const toolset = await McpToolset.connect(
      {
        calc: {
          command: 'python3',
          args: [path.join(dir, 'srv.py')],
          env: { PYTHONPATH: serverPythonPath(undefined) },
        },
      },
      { env: { PATH: process.env.PATH } },
    );
    try {
      const add = toolset.tools.find((t) => t.name === 'add');
      expect(add?.description).toBe('Adds two numbers.');
      expect(add?.parameters).toEqual({
        type: 'object',
        properties: {
          a: { type: 'integer', description: 'a number' },
          b: { type: 'integer', default: 2 },
        },
        required: ['a'],
      });
      expect(await toolset.callServerTool('calc', 'add', { a: '3' })).toEqual({
        text: '{\n  "sum": 5\n}',
        isError: false,
      });
      const bad = await toolset.callServerTool('calc', 'add', { a: -1 });
      // The mcp SDK's wording (fastmcp's is "Error calling tool 'add': …", tested above).
      expect(bad).toEqual({ text: 'Error executing tool add: negative', isError: true });
    } finally {
      await toolset.close();
    }
  }, 60_000);
});
