import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

/*
 * `agentci run .` at a Yao application's root, laid out as YaoApp/yao-dev-app is: agent tests in
 * assistants/<agent>/tests/*.jsonl and script tests in assistants/<agent>/src/*_test.ts (script.go
 * ResolveScript), MCP mapping data in mcps/mapping/**\/*.jsonl ({name, description, uri, data}
 * and {name, description, input, output} lines), `yao run` process tests in scripts/lib/ and SUI
 * page backend tests in an assistant's pages/. The agent tests run; the rest is left out, counted,
 * and named with --verbose; a suite with a misspelt field is refused, never left out.
 */

const ECHO = `let s = '';
process.stdin.on('data', (d) => (s += d));
process.stdin.on('end', () => process.stdout.write(String(JSON.parse(s).input)));
`;

let root = '';

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd: root,
    env: { PATH: process.env.PATH },
    stdout: { write: (s: string) => void (stdout += s), isTTY: false },
    stderr: { write: (s: string) => void (stderr += s) },
  });
  return { code, stdout, stderr };
}

const AGENT = ['--agent', `${JSON.stringify(process.execPath)} echo.mjs`, '--no-results'];

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agentci-yao-app-'));
  write('app.yao', '{"name": "dev", "version": "1.0.0"}\n');
  write('echo.mjs', ECHO);
  write('assistants/hello/package.yao', '{"name": "hello"}\n');
  write(
    'assistants/hello/tests/inputs.jsonl',
    '{"id": "T001", "input": "Hello from T001", "assert": {"type": "contains", "value": "Hello"}}\n',
  );
  write(
    'assistants/hello/src/greet_test.ts',
    'export function TestGreet(t) {\n  t.assert.Equal(1, 1);\n}\n',
  );
  write(
    'assistants/hello/pages/home/home.backend_test.ts',
    'function TestPage(t) { ctx.call(); }\n',
  );
  write(
    'mcps/mapping/echo/resources/health.jsonl',
    '{"name":"basic_health","description":"Basic health check","uri":"echo://health","data":{"status":"healthy"}}\n',
  );
  write(
    'mcps/mapping/echo/schemes/echo.jsonl',
    '{"name":"simple_echo","description":"Echo a message","input":{"message":"Hello"},"output":{"echo":"Hello"}}\n',
  );
  write('scripts/lib/expr_test.ts', 'function TestExpr() { Process("models.user.Get", 1); }\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('agentci run . at a Yao app root', () => {
  it('runs the agent tests, leaves the data and non-agent tests alone, and says how many and why', async () => {
    const r = await cli(['run', '.', ...AGENT, '--strict']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('2 cases: 2 passed');
    expect(r.stderr).toContain(
      "agentci: left out 4 files the search found (2 not an agent test: Yao runs script tests from an assistant's src/ folder; 2 data: no line holds a case's id and input); --verbose names them",
    );
    expect(r.stderr).not.toContain('mcps/');
  });

  it('--verbose names every file it left out', async () => {
    const r = await cli(['run', '.', ...AGENT, '--verbose']);
    expect(r.code, r.stderr).toBe(0);
    for (const f of [
      'assistants/hello/pages/home/home.backend_test.ts',
      'mcps/mapping/echo/resources/health.jsonl',
      'mcps/mapping/echo/schemes/echo.jsonl',
      'scripts/lib/expr_test.ts',
    ])
      expect(r.stderr).toContain(`  ${f}: `);
  });

  it('a glob leaves data alone too; a data file named on the command line is read as a suite', async () => {
    const glob = await cli(['run', '**/*.jsonl', ...AGENT]);
    expect(glob.code, glob.stderr).toBe(0);
    expect(glob.stdout).toContain('1 case: 1 passed');
    expect(glob.stderr).toContain('left out 2 files the search found (2 data:');
    const named = await cli(['run', 'mcps/mapping/echo/schemes/echo.jsonl', ...AGENT]);
    expect(named.code).toBe(2);
    expect(named.stderr).toContain('mcps/mapping/echo/schemes/echo.jsonl:1: id: required');
  });

  it('refuses a suite with a misspelt field: no typo turns a suite into skipped data', async () => {
    write('assistants/hello/tests/typo.jsonl', '{"id": "T002", "inptu": "Hello"}\n');
    try {
      const r = await cli(['run', '.', ...AGENT]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        "assistants/hello/tests/typo.jsonl:1: input: required ('inptu' is no field: did you mean 'input'?)",
      );
    } finally {
      rmSync(path.join(root, 'assistants/hello/tests/typo.jsonl'));
    }
  });
});
