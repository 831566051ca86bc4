import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { node24 } from './action/e2e-harness.js';

/*
 * What a user runs: `npx agentci run <example>` goes through bin/agentci.js into the committed
 * bundle in dist/cli. The bundle loads parts of itself on first need (the MCP SDK when a harness
 * has MCP servers, the TypeScript transpiler for script tests) from chunk files beside it; these
 * runs load every one of them, under the Node running the tests and under Node 24.
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url)).replace(/[/\\]test$/, '');
const BIN = path.join(ROOT, 'bin', 'agentci.js');
const exec = promisify(execFile);

const EXAMPLES: { name: string; cwd: string; args: string[]; summary: RegExp }[] = [
  {
    name: 'quickstart (every assertion type, a command agent)',
    cwd: ROOT,
    args: ['run', 'examples/quickstart'],
    summary: /11 cases: 10 passed, 0 failed, 1 skipped/,
  },
  {
    name: 'skilltest (harness + MCP server + mocks + simulated user + judge)',
    cwd: ROOT,
    args: ['run', 'examples/skilltest'],
    summary: /2 cases: 2 passed, 0 failed/,
  },
  {
    name: 'dynamic (Yao simulator + checkpoints)',
    cwd: ROOT,
    args: ['run', 'examples/dynamic'],
    summary: /1 case: 1 passed, 0 failed/,
  },
  {
    name: 'thinkingbox (Python test file + cloud_drive MCP server)',
    cwd: ROOT,
    args: ['run', 'examples/thinkingbox'],
    summary: /1 case: 1 passed, 0 failed/,
  },
  {
    name: 'Yao script tests (TypeScript transpiled in a worker)',
    cwd: ROOT,
    // agentci's own door prints agentci's table; Yao's script-test layout is `agentci yao`'s (below).
    args: ['run', 'examples/scripts'],
    summary: /3 cases: 3 passed, 0 failed/,
  },
  {
    name: "Yao script tests through Yao's command line (-i scripts.<assistant>.<module>)",
    cwd: path.join(ROOT, 'examples', 'scripts'),
    args: ['yao', '-i', 'scripts.expense.setup'],
    summary: /Summary: 3 passed, 0 failed/,
  },
];

describe.each([
  ['the Node running the tests', () => process.execPath],
  ['Node 24 (the action runtime)', node24],
])('the committed bundle runs every example under %s', (_label, nodeBin) => {
  it.each(EXAMPLES)('$name', async ({ cwd, args, summary }) => {
    const { stdout } = await exec(nodeBin(), [BIN, ...args, '--no-results'], {
      cwd,
      env: { ...process.env, NO_COLOR: '1', CI: 'true' },
      timeout: 120_000,
    });
    expect(stdout).toMatch(summary);
  });
});
