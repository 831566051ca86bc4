import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

// A load warning is said once live ("warning: file:line: …") and kept in the report as its bare
// text, so the final table, the Markdown summary and the comment each add their own label once.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-load-warnings-'));
  await writeFile(
    path.join(dir, 'suite.jsonl'),
    `${JSON.stringify({ id: 'a', input: 'hi', assert: ['contains'] })}\n`,
  );
  await writeFile(path.join(dir, 'agent.mjs'), 'export function run() { return "ok"; }\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('load warnings', () => {
  it('are labelled once on the terminal and bare in the report', async () => {
    let out = '';
    let err = '';
    const code = await main(
      ['run', 'suite.jsonl', '--agent-module', 'agent.mjs', '--no-results', '--report', 'r.json'],
      {
        cwd: dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1' },
        stdout: { write: (s: string) => void (out += s), isTTY: false },
        stderr: { write: (s: string) => void (err += s) },
      },
    );
    expect(code).toBe(0);
    const text = 'suite.jsonl:1: assert[0]: not an assertion object';
    expect(err).toContain(`warning: ${text}`);
    expect(out + err).not.toContain('warning: warning:');
    expect(out).toContain(`warning: ${text}`);
    const report = JSON.parse(await readFile(path.join(dir, 'r.json'), 'utf8')) as {
      warnings: string[];
    };
    expect(report.warnings.some((w) => w.startsWith(text))).toBe(true);
  });
});
