/**
 * A secret straddling a cut (the check message's `output starts: "…"` at 200 characters, a
 * check's `actual` at 2,000, the stderr tail kept at 4 KiB, the stderr line an exit error quotes
 * at 300) leaves no piece of itself: text is redacted before it is cut, and a cut made where the
 * secrets are not known is masked beside its mark. Runs the CLI in-process with a real agent.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMain } from '../helpers/cli.js';

// 39 characters, as the key of the report that found the leak.
const KEY = 'sk-proj-FAKE0123456789abcdefghijKLMNOPQ';

/** Every 8-character piece of `secret` in `text`. */
export function fragments(text: string, secret: string, min = 8): string[] {
  const found: string[] = [];
  for (let i = 0; i + min <= secret.length; i++)
    if (text.includes(secret.slice(i, i + min))) found.push(secret.slice(i, i + min));
  return found;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-cuts-'));
  // Each case puts the key across one cut, 1, 4, 8, 20, 35 or 38 of its characters before it.
  await writeFile(
    path.join(dir, 'agent.mjs'),
    `let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => {
  const { id, run } = JSON.parse(s);
  const key = process.env.OPENAI_API_KEY;
  const k = [1, 4, 8, 20, 35, 38][run - 1];
  const across = (at, total) => 'x'.repeat(at - k) + key + 'y'.repeat(total - at - key.length + k);
  if (id === 'preview') process.stdout.write(across(200, 300));
  if (id === 'actual') process.stdout.write(across(2000, 2100));
  if (id === 'stderr-tail') {
    process.stderr.write('z'.repeat(100) + key + 'w'.repeat(4096 - key.length + k));
    process.stdout.write('fine');
  }
  if (id === 'exit-excerpt') {
    process.stderr.write('z'.repeat(300 - k) + key + 'w'.repeat(100));
    process.exit(3);
  }
});
`,
  );
  const cases = ['preview', 'actual', 'stderr-tail', 'exit-excerpt'].map((id) => ({
    id,
    input: 'go',
    assert: { type: id === 'actual' ? 'equals' : 'contains', value: 'never said' },
  }));
  await writeFile(path.join(dir, 'suite.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a secret across a cut', () => {
  it('leaves no 8-character piece of it in any output', async () => {
    const files = ['r.json', 'r.jsonl', 'r-yao.json', 'r.xml', 'r.md', 'r.html'];
    const r = await runMain(
      [
        'run',
        'suite.jsonl',
        '--agent',
        'node agent.mjs',
        '--runs',
        '6',
        '-v',
        '--report',
        'r.json',
        '--results',
        'r.jsonl',
        ...files.slice(2).flatMap((f) => ['-o', f]),
      ],
      { cwd: dir, env: { OPENAI_API_KEY: KEY } },
    );
    expect(r.code).toBe(1);
    const outputs: Record<string, string> = { terminal: r.stdout + r.stderr };
    for (const f of files) outputs[f] = await readFile(path.join(dir, f), 'utf8');
    const leaks = Object.entries(outputs).flatMap(([where, text]) =>
      fragments(text, KEY).map((p) => `${where}: ${p}`),
    );
    expect(leaks).toEqual([]);
    // The cuts are there, masked: the preview, the actual value and both stderr excerpts.
    const report = outputs['r.json'] as string;
    expect(report).toMatch(/output starts: \\"x*\*\*\*…\\"/);
    expect(report).toMatch(/x+\*\*\*… \(\d+ more characters\)/);
    expect(report).toMatch(/"stderr":"…\*\*\*w+/);
    expect(report).toMatch(/exited with code 3; stderr: z+\*\*\*…/);
  });
});
