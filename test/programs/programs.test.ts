import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileProgram,
  programArgs,
  PROGRAM_NAMES,
  type ProgramName,
} from '../../src/program-source.js';
import { ROOT } from '../helpers/cli.js';
import { isAlive, waitGone } from '../helpers/processes.js';

const DIR = path.join(ROOT, 'src', 'programs');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
const NODE_PROGRAMS = FILES.map((f) => f.slice(0, -3) as ProgramName);

describe('programs run with node -e (src/programs)', () => {
  it('there are programs to check, each listed in program-source.ts', () => {
    expect(FILES.sort()).toEqual(['mcp-stdio-bridge.ts', 'orphan-watchdog.ts']);
    for (const p of NODE_PROGRAMS) expect(PROGRAM_NAMES).toContain(p);
  });

  it.each(NODE_PROGRAMS)(
    '%s imports only Node modules, and its text runs on its own',
    async (name) => {
      const code = compileProgram(name);
      const specifiers = [...code.matchAll(/^\s*import\b[^'"]*['"]([^'"]+)['"]/gm)].map(
        (m) => m[1],
      );
      expect(specifiers.length).toBeGreaterThan(0);
      for (const s of specifiers) expect(s).toMatch(/^node:/);
      // Run as agentci runs it, from no folder of ours: with stdin at its end, each program exits 0.
      const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
        cwd: '/',
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.stdin.end();
      expect(await new Promise((r) => child.on('close', r))).toBe(0);
      expect(stderr).toBe('');
    },
  );

  it('the orphan watchdog kills the groups still listed when its stdin ends', async () => {
    const victim = spawn('sleep', ['1000'], { detached: true, stdio: 'ignore' });
    const gone = spawn('sleep', ['1000'], { detached: true, stdio: 'ignore' });
    const watchdog = spawn(process.execPath, programArgs('orphan-watchdog'), {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    watchdog.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((r) => watchdog.on('exit', r));
    // A listed group, and one listed then released (the attempt ended): only the first is killed.
    watchdog.stdin.write(`+${victim.pid}\n+${gone.pid}\n`);
    watchdog.stdin.write(`-${gone.pid}\n`);
    watchdog.stdin.end();
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
    expect(await waitGone([victim.pid!])).toEqual([]);
    expect(isAlive(gone.pid!)).toBe(true);
    process.kill(-gone.pid!, 'SIGKILL');
  });
});
