import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Agent } from '../../src/harness/agent.js';
import { McpToolset } from '../../src/harness/mcp.js';
import { ScriptedModel } from '../../src/harness/models/scripted.js';

// The reference MCP server published on npm (@modelcontextprotocol/server-everything), started as
// a real process over stdio: the harness must work with servers it did not write.
const require = createRequire(import.meta.url);
const SERVER = path.join(
  path.dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')),
  'dist',
  'index.js',
);

const open: McpToolset[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

describe('the harness against @modelcontextprotocol/server-everything', () => {
  it('lists its tools and runs an agent loop that calls them', async () => {
    const set = await McpToolset.connect(
      { everything: { command: process.execPath, args: [SERVER, 'stdio'] } },
      { env: { PATH: process.env.PATH } },
    );
    open.push(set);
    const names = set.tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['echo', 'get-sum']));

    const model = ScriptedModel.fromReplies([
      {
        tool_calls: [
          { id: 's', name: 'get-sum', arguments: { a: 19, b: 23 } },
          { id: 'e', name: 'echo', arguments: { message: 'hello from agentci' } },
          { id: 'bad', name: 'get-sum', arguments: { a: 'nineteen' } },
        ],
      },
      'The sum is 42.',
    ]);
    const res = await new Agent({ model, tools: set.tools }).run('add 19 and 23, then echo');
    const byId = Object.fromEntries(res.toolCalls.map((c) => [c.id, c]));
    expect(byId.s?.is_error).toBe(false);
    expect(String(byId.s?.result)).toContain('42');
    expect(byId.e?.is_error).toBe(false);
    expect(String(byId.e?.result)).toContain('hello from agentci');
    // Invalid arguments never reach the server's handler: an is_error tool result the model sees.
    expect(byId.bad?.is_error).toBe(true);
    expect(res.output).toBe('The sum is 42.');
  });
});
