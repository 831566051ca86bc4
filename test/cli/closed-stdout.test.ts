import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outliveReader } from '../../src/cli/world.js';
import { BUNDLED_BIN, runBundled } from '../helpers/cli.js';

/** A project as `agentci init` makes it: 3 cases, `runs: 3`, a stub agent that passes them. */
async function initProject(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-closed-stdout-'));
  const r = await runBundled(['init'], { cwd: dir });
  expect(r.code).toBe(0);
  return dir;
}

/**
 * `agentci <args> | head -1`: the bundled CLI with stdout (and stderr) pipes this side closes as
 * soon as the first line came. Resolves with the exit code, the first line and what came after.
 */
function runClosingAfterFirstLine(
  args: string[],
  cwd: string,
): Promise<{ code: number | null; first: string; stderr: string }> {
  const child = spawn(process.execPath, [BUNDLED_BIN, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const closed = new Promise<string>((resolve) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const end = out.indexOf('\n');
      if (end < 0) return;
      // The reader goes away, as `head -1` does.
      child.stdout.destroy();
      resolve(out.slice(0, end));
    });
  });
  return closed.then(
    (first) =>
      new Promise((resolve) =>
        child.on('close', (code) => resolve({ code, first, stderr: stderr.trim() })),
      ),
  );
}

function lines(file: string): Array<{ type: string; id?: string; run?: number }> {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; id?: string; run?: number });
}

describe('a closed stdout (`agentci run | head -1`) ends the printing, not the run', () => {
  it('every attempt reaches the .jsonl, the report is written, the exit code is the gate’s (0)', async () => {
    const dir = await initProject();
    const r = await runClosingAfterFirstLine(['run', '-o', 'ep.jsonl', '-o', 'report.json'], dir);
    expect(r.first).toBe('agentci: 3 cases, 9 attempts against node agent.mjs');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const stream = lines(path.join(dir, 'ep.jsonl'));
    const attempts = stream.filter((l) => l.type === 'result').map((l) => `${l.id}#${l.run}`);
    expect(attempts.sort()).toEqual(
      ['adds', 'greets', 'stays-polite'].flatMap((id) => [1, 2, 3].map((n) => `${id}#${n}`)),
    );
    expect(stream.at(-1)).toMatchObject({ type: 'summary' });
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as {
      summary: { total_runs: number; passed: number };
    };
    expect(report.summary).toMatchObject({ total_runs: 9, passed: 3 });
  });

  it('a missed gate still exits 1, with no write error on stderr', async () => {
    const dir = await initProject();
    appendFileSync(
      path.join(dir, 'tests/smoke.jsonl'),
      '{"id": "refuses", "input": "Hello", "assert": {"type": "contains", "value": "goodbye"}}\n',
    );
    const r = await runClosingAfterFirstLine(['run', '-o', 'ep.jsonl'], dir);
    expect(r.first).toBe('agentci: 4 cases, 12 attempts against node agent.mjs');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const stream = lines(path.join(dir, 'ep.jsonl'));
    expect(stream.filter((l) => l.type === 'result')).toHaveLength(12);
    expect(stream.at(-1)).toMatchObject({ type: 'summary' });
  });
});

describe('outliveReader', () => {
  it('after the reader of a real pipe went away, writes are no-ops and no error escapes', async () => {
    // The reader: a process that reads one line and exits, closing the pipe.
    const reader = spawn(process.execPath, [
      '-e',
      "process.stdin.once('data', () => process.exit(0))",
    ]);
    const errors: string[] = [];
    const w = outliveReader(reader.stdin, (e) => errors.push(e.code ?? e.message));
    w.write('first line\n');
    await new Promise((resolve) => reader.on('close', resolve));
    // The pipe is closed now: EPIPE on the next write, then nothing more is written.
    for (let i = 0; i < 100; i++) w.write(`line ${i}\n`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 100; i++) w.write(`more ${i}\n`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A closed pipe is said to no one (EPIPE is the reader's choice, not a failure).
    expect(errors).toEqual([]);
    expect(reader.stdin.destroyed).toBe(true);
  });

  it('another failure of the stream is told once, then writes are no-ops', () => {
    let listener: ((e: NodeJS.ErrnoException) => void) | undefined;
    const written: string[] = [];
    const stream = {
      write: (s: string) => written.push(s),
      on: (_: 'error', l: (e: NodeJS.ErrnoException) => void) => (listener = l),
    };
    const told: string[] = [];
    const w = outliveReader(stream, (e) => told.push(e.code ?? ''));
    w.write('a');
    const enospc = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    listener?.(enospc);
    listener?.(enospc);
    w.write('b');
    expect(written).toEqual(['a']);
    expect(told).toEqual(['ENOSPC']);
  });
});
