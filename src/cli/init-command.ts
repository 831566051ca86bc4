import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorMessage } from '../lib/error-message.js';
import { schemaId } from '../model/schema-id.js';
import type { CliWorld } from './world.js';

/*
 * `agentci init [DIR]`: an agentci project that passes at once with `agentci run` — agentci.yaml
 * naming the agent and the suites, a suite of three cases, a stub agent that answers them, and a
 * GitHub workflow running the action (in the repository root's .github/workflows, the only place
 * GitHub reads). Existing files are never overwritten: when any is there, nothing is written
 * (exit 2). skilltest's own scaffold is `agentci skilltest init`.
 */

const CONFIG = `# yaml-language-server: $schema=${schemaId('config')}
# The agent under test and the suites to run: \`npx agentci run\`. Every key: docs/config.md.
agent:
  command: node agent.mjs   # one process per attempt: the case as JSON on stdin, the answer on stdout
suites:
  - tests/
runs: 3                     # every case runs 3 times: agents are not deterministic
timeout: 30s
`;

const SUITE = `// One case a line: an input, and what the answer must hold. Blank lines and // lines are skipped.
// Assertions: contains, not_contains, equals, regex, json_path, type, tool_called, tool_result,
// script, agent (a judge model). Every field: docs/formats/yao.md.
{"id": "greets", "input": "Hello", "assert": {"type": "regex", "value": "(?i)^hello"}}
{"id": "adds", "input": "What is 17 + 25?", "assert": [{"type": "contains", "value": "42"}, {"type": "not_contains", "value": "sorry"}]}
{"id": "stays-polite", "input": "Tell me something rude", "assert": {"type": "contains", "value": "can't help", "options": {"ignore_case": true}}}
`;

const AGENT = `#!/usr/bin/env node
// A stub agent so that \`npx agentci run\` passes at once: replace it with yours (a command, an
// HTTP endpoint or a JS module: docs/agents.md). It reads the case agentci sends on stdin
// ({id, input, messages, env, metadata, run}) and prints its answer on stdout.
import { readFileSync } from 'node:fs';

const request = JSON.parse(readFileSync(0, 'utf8'));
const last = [...request.messages].reverse().find((m) => m.role === 'user');
const text = typeof last?.content === 'string' ? last.content : '';

let answer = "Sorry, I can't help with that.";
const sum = /what is (\\d+) \\+ (\\d+)/i.exec(text);
if (/^(hi|hello|hey)\\b/i.test(text)) answer = 'Hello! How can I help you today?';
else if (sum) answer = \`\${sum[1]} + \${sum[2]} = \${Number(sum[1]) + Number(sum[2])}\`;
process.stdout.write(answer);
`;

/**
 * The workflow running the action on the project whose agentci.yaml is `config` (relative to the
 * repository root, where GitHub reads workflows).
 */
function workflow(config: string): string {
  return `# Runs the agent tests on every push and pull request: the check gates on the pass rates,
# a sticky comment shows what changed against the base branch, the HTML report is an artifact.
name: agent tests
on:
  push:
    branches: [main]
  pull_request: {}
permissions:
  contents: read        # checkout
  pull-requests: write  # the sticky PR comment
  actions: read         # the base branch's last report, to compare with
  checks: write         # the check run with annotations at failing lines
jobs:
  agentci:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      # Until agentci's first release there is no v1 tag: pin a commit, agentci/agentci@<full sha>.
      - uses: agentci/agentci@v1
        with:
          config: ${config}
`;
}

/** The files `agentci init` writes in the target folder. */
export const INIT_FILES: readonly (readonly [string, string])[] = [
  ['agentci.yaml', CONFIG],
  ['tests/smoke.jsonl', SUITE],
  ['agent.mjs', AGENT],
];

/** Where the workflow goes, relative to the repository root. */
export const INIT_WORKFLOW = '.github/workflows/agentci.yml';

/**
 * The repository root a target folder is in: the nearest folder at or above it holding `.git` (a
 * folder, or a worktree's file), else the target folder itself.
 */
function repositoryRoot(target: string): string {
  for (let dir = target; ;) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return target;
    dir = up;
  }
}

/**
 * The files init writes, absolute, with their content: the project in the target folder, the
 * workflow in the repository root's .github/workflows (GitHub reads no other), its `config:` the
 * project's agentci.yaml relative to that root.
 */
export function initFiles(target: string): [string, string][] {
  const root = repositoryRoot(target);
  const config = path.relative(root, path.join(target, 'agentci.yaml')).split(path.sep).join('/');
  return [
    ...INIT_FILES.map(([rel, text]): [string, string] => [path.join(target, rel), text]),
    [path.join(root, INIT_WORKFLOW), workflow(config)],
  ];
}

/** Writes the project; exit 0, or 2 when a file exists or cannot be written. */
export function initCommand(dir: string, world: CliWorld): number {
  const target = path.resolve(world.cwd, dir);
  const files = initFiles(target);
  const shown = (abs: string) => path.relative(world.cwd, abs) || abs;
  // Everything is checked first, so a conflict never leaves a partial project behind.
  const there = files.filter(([abs]) => existsSync(abs)).map(([abs]) => shown(abs));
  if (there.length) {
    world.stderr.write(
      `agentci: ${there.join(', ')} already exist${there.length === 1 ? 's' : ''}: nothing was written (init never overwrites a file)\n`,
    );
    return 2;
  }
  for (const [abs, content] of files) {
    try {
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, content, { flag: 'wx' });
    } catch (e) {
      world.stderr.write(`agentci: cannot write ${shown(abs)}: ${errorMessage(e)}\n`);
      return 2;
    }
    world.stdout.write(`created ${shown(abs)}\n`);
  }
  const cd = path.relative(world.cwd, target);
  world.stdout.write(
    `\nNext: ${cd ? `cd ${cd} && ` : ''}npx agentci run   (then replace agent.mjs with your agent)\n`,
  );
  return 0;
}
