import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
// Resolved through package.json "exports": the committed bundle dist/harness/index.js and its
// declarations in dist/harness/types, exactly what `import … from '@agentci/cli/harness'` gets.
import { Agent, ScriptedModel, tool } from '@agentci/cli/harness';
import { z } from 'zod';
import { ROOT } from '../helpers/cli.js';

const execFileAsync = promisify(execFile);

it('@agentci/cli/harness is importable as a typed library and runs an agent with a tool', async () => {
  const add = tool({
    name: 'add',
    description: 'adds two numbers',
    schema: z.object({ a: z.number(), b: z.number() }),
    execute: ({ a, b }) => String(a + b),
  });
  const model = ScriptedModel.fromReplies([
    { tool_calls: [{ id: 'c', name: 'add', arguments: { a: 19, b: 23 } }] },
    'The answer is 42.',
  ]);
  const res = await new Agent({ model, tools: [add] }).run('add 19 and 23');
  expect(res.output).toBe('The answer is 42.');
  expect(res.toolCalls[0]).toMatchObject({ name: 'add', result: '42', is_error: false });
});

it("import '@agentci/cli' is the library: it starts no CLI, prints nothing and exits", async () => {
  // The package's main entry resolved through package.json "exports" (the committed bundle), in a
  // process of its own: the CLI would print its help and set an exit code, with no arguments.
  const { stdout, stderr } = await execFileAsync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('@agentci/cli'); const h = await import('@agentci/cli/harness'); console.log(typeof m.Agent, m.Agent === h.Agent);",
    ],
    { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 },
  );
  expect(stderr).toBe('');
  expect(stdout).toBe('function true\n');
});
