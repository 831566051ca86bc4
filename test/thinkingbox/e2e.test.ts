import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { McpToolset } from '../../src/harness/mcp.js';
import { runMain } from '../helpers/cli.js';
import { EXAMPLE, ROOT } from './fixtures.js';

const SERVER = path.join(EXAMPLE, 'servers', 'cloud_drive.mjs');

function tmp(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-e2e-'));
}

describe('the cloud_drive example server (world-state protocol)', () => {
  it('reads AGENTCI_WORLD_STATE, serves list/read/write/append, reports agentci://effects', async () => {
    const dir = tmp();
    const ws = path.join(dir, 'ws.json');
    writeFileSync(
      ws,
      JSON.stringify({ files: [{ path: 'Documents/more.txt', text_content: 'more text' }] }),
    );
    const set = await McpToolset.connect(
      {
        cloud_drive: {
          command: process.execPath,
          args: [SERVER],
          env: { AGENTCI_WORLD_STATE: ws },
        },
      },
      { env: process.env, cwd: ROOT },
    );
    try {
      const tool = (n: string) => set.tools.find((t) => t.name === n);
      expect(set.tools.map((t) => t.name).sort()).toEqual([
        'append_file',
        'get_metadata',
        'list_files',
        'read_file',
        'write_file',
      ]);
      const ctx = { toolCallId: 'c', signal: new AbortController().signal };
      expect(await tool('list_files')?.execute({}, ctx)).toMatchObject({
        content: 'Documents/more.txt',
      });
      await tool('append_file')?.execute(
        { path: 'Documents/more.txt', text_content: '\nEND' },
        ctx,
      );
      await tool('write_file')?.execute({ path: 'new.txt', text_content: 'N' }, ctx);
      expect(await tool('read_file')?.execute({ path: 'Documents/more.txt' }, ctx)).toMatchObject({
        content: 'more text\nEND',
      });
      expect(await tool('read_file')?.execute({ path: 'nope' }, ctx)).toMatchObject({
        isError: true,
      });
      expect(JSON.parse(await set.readResource('cloud_drive', 'agentci://effects'))).toEqual({
        files: [
          { path: 'Documents/more.txt', text_content: 'more text\nEND' },
          { path: 'new.txt', text_content: 'N' },
        ],
      });
    } finally {
      await set.close();
    }
  });
});

describe('agentci run on thinkingbox files', () => {
  it("runs the seed's test_append_ok offline against the real server: passes, with effects, reward and finish reason", async () => {
    const out = path.join(tmp(), 'report.json');
    const r = await runMain(['run', 'examples/thinkingbox', '--no-results', '--report', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const a = report.results[0].run_details[0];
    expect(report.results[0].id).toBe('test_cloud_drive.py:test_append_ok');
    expect(report.results[0].tags).toEqual(['cloud_drive', 'append']);
    expect(a).toMatchObject({ status: 'passed', reward: 1 });
    expect(a.transcript.finish_reason).toBe('user_done');
    expect(a.transcript.effects.cloud_drive.files).toContainEqual({
      path: 'Documents/more.txt',
      text_content: 'more text\nEND',
    });
    expect(a.transcript.tool_calls.map((c: { name: string }) => c.name)).toEqual([
      'list_files',
      'read_file',
      'append_file',
    ]);
    // The system prompt is the scenario's bot_instructions + the case's.
    expect(a.transcript.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringMatching(/append_file\.\nCurrent date: 2025-06-22$/),
    });
  });

  it('fails, as it should, when the agent never appends (a different scripted model)', async () => {
    const dir = tmp();
    const cfg = path.join(dir, 'agentci.yaml');
    writeFileSync(
      cfg,
      [
        'agent:',
        '  harness:',
        '    model:',
        '      provider: scripted',
        '      replies:',
        '        - { tool_calls: [{ name: read_file, arguments: { path: Documents/more.txt } }] }',
        '        - "I read more.txt; it says: more text."',
        'servers:',
        `  cloud_drive: { command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(SERVER)}] }`,
        'judge:',
        '  model: { provider: scripted, replies: [\'{"verdict": false, "reason": "no"}\'] }',
        'simulators:',
        '  default: { model: { provider: scripted, replies: ["[DONE]"] } }',
      ].join('\n'),
    );
    const out = path.join(dir, 'report.json');
    const r = await runMain([
      'thinkingbox',
      'run',
      'examples/thinkingbox',
      '--config',
      cfg,
      '--no-results',
      '--report',
      out,
      '--name',
      'test_cloud_drive.py',
    ]);
    expect(r.code).toBe(1);
    const a = JSON.parse(readFileSync(out, 'utf8')).results[0].run_details[0];
    expect(a.status).toBe('failed');
    expect(a.reward).toBe(0);
    expect(a.error).toBe(
      "test_append_ok: File content, expected: 'more text\\nEND', found 'more text' (examples/thinkingbox/test_case/test_cloud_drive.py:22)",
    );
  });

  it('an agent that is not the harness, or a scenario server missing from servers:, is exit 2', async () => {
    const dir = tmp();
    const cfg = path.join(dir, 'agentci.yaml');
    writeFileSync(cfg, 'agent:\n  harness:\n    model: { provider: scripted, replies: ["hi"] }\n');
    const r = await runMain(['run', 'examples/thinkingbox', '--config', cfg, '--no-results']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "scenario: server 'cloud_drive' of scenario 'cloud_drive' is not configured",
    );
    writeFileSync(cfg, 'agent:\n  command: echo hi\n');
    const r2 = await runMain(['run', 'examples/thinkingbox', '--config', cfg, '--no-results']);
    expect(r2.code).toBe(2);
    expect(r2.stderr).toContain('need the built-in harness as the agent');
  });

  it('a harness config with a typo is named as for every other format, with the did-you-mean', async () => {
    const dir = tmp();
    const cfg = path.join(dir, 'agentci.yaml');
    writeFileSync(
      cfg,
      'agent:\n  harness:\n    max_iteratons: 3\n    model: { provider: scripted, replies: ["hi"] }\nservers:\n  cloud_drive: { command: node, args: [servers/cloud_drive.mjs] }\n',
    );
    const r = await runMain(['run', 'examples/thinkingbox', '--config', cfg, '--no-results']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "agent.harness: unknown field 'max_iteratons' (did you mean 'max_iterations'?)",
    );
  });

  it('python3 missing: exit 2 with a message saying to install python3', async () => {
    const emptyBin = tmp();
    const r = await runMain(['run', 'examples/thinkingbox', '--no-results'], {
      env: { PATH: emptyBin, AGENTCI_PYTHON: undefined },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/python3 was not found: .*Install python3/);
  });
});

describe('agentci dump-tests', () => {
  it('writes each hydrated case as one JSON line (-o), by --name and --test-list', async () => {
    const dir = tmp();
    const out = path.join(dir, 'cases.jsonl');
    const list = path.join(dir, 'list.txt');
    writeFileSync(list, '# the cloud drive tests\n- test_cloud_drive.py:test_append_ok\n');
    const r = await runMain([
      'thinkingbox',
      'dump-tests',
      'examples/thinkingbox',
      '--test-list',
      list,
      '-o',
      out,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('wrote 1 test case');
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    const rec = JSON.parse(lines[0] as string);
    const source = readFileSync(path.join(EXAMPLE, 'test_case', 'test_cloud_drive.py'), 'utf8');
    expect(rec).toEqual({
      uid: 'test_cloud_drive.py:test_append_ok',
      test_code: `${source}\n__tb_test_fn = test_append_ok\n`,
      scenario: 'cloud_drive',
      query:
        "Find a file named more.txt, then append the following to its contents on a new line: 'END'\n",
      user_context: 'If asked to confirm anything, confirm',
      bot_instructions: expect.stringMatching(
        /^You are a helpful assistant[\s\S]*\nCurrent date: 2025-06-22$/,
      ),
      max_user_sim_turns: 2,
      max_agent_sim_turns: 10,
      tags: ['cloud_drive', 'append'],
      init: { cloud_drive: { files: [{ path: 'Documents/more.txt', text_content: 'more text' }] } },
      world_state: {
        cloud_drive: {
          files: [
            { path: 'Documents/file.txt', text_content: 'some text\nsome more text' },
            { path: 'Documents/more.txt', text_content: 'more text' },
          ],
        },
      },
    });
    const viaName = await runMain([
      'thinkingbox',
      'dump-tests',
      'examples/thinkingbox',
      '--name',
      'test_cloud_drive.py',
    ]);
    expect(viaName.code).toBe(0);
    expect(JSON.parse(viaName.stdout.trim())).toEqual(rec);
  });

  it('an unknown name is exit 2 listing the paths tried', async () => {
    const r = await runMain([
      'thinkingbox',
      'dump-tests',
      'examples/thinkingbox',
      '--name',
      'test_nothing_here.py',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      '"test_nothing_here.py": test file not found (tried examples/thinkingbox/test_case/test_nothing_here.py, examples/thinkingbox/test_case/test_nothing/test_nothing_here.py',
    );
  });
});
