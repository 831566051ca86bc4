import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Agent } from '../../src/harness/agent.js';
import { McpToolset } from '../../src/harness/mcp.js';
import { ScriptedModel } from '../../src/harness/models/scripted.js';

const SERVER = fileURLToPath(new URL('../fixtures/harness/mcp-server.mjs', import.meta.url));
const node = (label: string) => ({ command: process.execPath, args: [SERVER, label] });
const env = { PATH: process.env.PATH, FIXTURE_VALUE: 'from-env' };

const open: McpToolset[] = [];
async function connect(...args: Parameters<typeof McpToolset.connect>): Promise<McpToolset> {
  const s = await McpToolset.connect(...args);
  open.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

describe('MCP tools over stdio (real server processes)', () => {
  it('lists the tools at start with their JSON Schemas and keeps their names', async () => {
    const set = await connect({ files: node('a') }, { env });
    const names = set.tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['echo', 'add', 'fail', 'crash', 'sleep']));
    const add = set.tools.find((t) => t.name === 'add');
    expect(add?.server).toBe('files');
    expect(add?.parameters).toMatchObject({
      type: 'object',
      properties: { a: { type: 'number' } },
      required: ['a', 'b'],
    });
    expect(add?.parameters).not.toHaveProperty('$schema');
  });

  it('prefixes only colliding names as server__name', async () => {
    const set = await connect({ one: node('one'), two: node('two') }, { env });
    const names = set.tools.map((t) => t.name);
    expect(names).toContain('one__echo');
    expect(names).toContain('two__echo');
    expect(names).not.toContain('echo');
  });

  it('runs an agent whose tools come from the server: results, is_error, env passed in', async () => {
    const set = await connect({ srv: { ...node('srv'), env: { EXTRA: 'x' } } }, { env });
    const model = ScriptedModel.fromReplies([
      {
        tool_calls: [
          { id: 'a', name: 'add', arguments: { a: 2, b: 40 } },
          { id: 'f', name: 'fail' },
          { id: 'e', name: 'env', arguments: { name: 'FIXTURE_VALUE' } },
          { id: 'x', name: 'echo', arguments: { wrong: 1 } },
        ],
      },
      'done',
    ]);
    const res = await new Agent({ model, tools: set.tools }).run('go');
    const byId = Object.fromEntries(res.toolCalls.map((c) => [c.id, c]));
    expect(byId.a).toMatchObject({ result: '42', is_error: false, server: 'srv' });
    expect(byId.f).toMatchObject({ result: 'this tool always fails', is_error: true });
    expect(byId.e).toMatchObject({ result: 'from-env', is_error: false });
    // the server validates arguments itself and answers with an error result
    expect(byId.x.is_error).toBe(true);
    expect(res.output).toBe('done');
  });

  it('a server that dies mid-run gives is_error results, not a hang', async () => {
    const set = await connect({ srv: node('srv') }, { env, callTimeoutMs: 10_000 });
    const model = ScriptedModel.fromReplies([
      { tool_calls: [{ id: 'c', name: 'crash' }] },
      { tool_calls: [{ id: 'e', name: 'echo', arguments: { text: 'anyone?' } }] },
      'gave up',
    ]);
    const res = await new Agent({ model, tools: set.tools }).run('go');
    expect(res.toolCalls.map((c) => c.is_error)).toEqual([true, true]);
    expect(String(res.toolCalls[1].result)).toMatch(/MCP server "srv"/);
    expect(res.output).toBe('gave up');
  });

  it('a tool call past its timeout is an is_error result', async () => {
    const set = await connect({ srv: node('srv') }, { env, callTimeoutMs: 300 });
    const model = ScriptedModel.fromReplies([
      { tool_calls: [{ name: 'sleep', arguments: { ms: 5000 } }] },
      'ok',
    ]);
    const res = await new Agent({ model, tools: set.tools }).run('go');
    expect(res.toolCalls[0].is_error).toBe(true);
    expect(String(res.toolCalls[0].result)).toMatch(/timed out/i);
  });

  it('a server that cannot start is a clear error naming it', async () => {
    await expect(
      McpToolset.connect(
        {
          broken: {
            command: process.execPath,
            args: ['-e', 'console.error("no way"); process.exit(1)'],
          },
        },
        { env, startTimeoutMs: 5000 },
      ),
    ).rejects.toThrow(/MCP server "broken" .*failed to start/);
  });

  it("a server that crashes on start is named with its stderr's telling line, not its first", async () => {
    // What Node prints for a missing package: a location line first, the error further down.
    const crash = [
      "process.stderr.write('node:internal/modules/esm/resolve:873\\n  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);\\n        ^\\n\\n",
      "Error [ERR_MODULE_NOT_FOUND]: Cannot find package \\'@modelcontextprotocol/sdk\\' imported from /x/shop-server.mjs\\n",
      "    at packageResolve (node:internal/modules/esm/resolve:873:9)\\n\\nNode.js v20.20.2\\n'); process.exit(1)",
    ].join('');
    const err = await McpToolset.connect(
      { shop: { command: process.execPath, args: ['-e', crash] } },
      { env, startTimeoutMs: 5000 },
    ).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toMatch(/MCP server "shop" .*failed to start/);
    expect(err?.message).toContain(
      "(stderr: Error [ERR_MODULE_NOT_FOUND]: Cannot find package '@modelcontextprotocol/sdk' imported from /x/shop-server.mjs)",
    );
  });

  it('close() stops the servers: later calls fail fast', async () => {
    const set = await connect({ srv: node('srv') }, { env });
    const echo = set.tools.find((t) => t.name === 'echo');
    await set.close();
    await expect(
      Promise.resolve(echo?.execute({ text: 'x' }, { toolCallId: '1' })),
    ).rejects.toThrow(/not running/);
  });
});
