import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers/cli.js';

function files(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p, base) : [path.relative(base, p)];
  });
}

// The action runs the committed dist/: a rebuild must not change or add a single file.
describe('dist/ is fresh', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'agentci-dist-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('npm run build would produce exactly the committed files', () => {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), out], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    const fresh = files(out).sort();
    const committed = files(path.join(ROOT, 'dist')).sort();
    expect(
      committed,
      'files in dist/ differ from a fresh build: run `npm run build` and commit dist/',
    ).toEqual(fresh);
    const stale = fresh.filter(
      (f) => !readFileSync(path.join(out, f)).equals(readFileSync(path.join(ROOT, 'dist', f))),
    );
    expect(stale, 'these dist/ files are stale: run `npm run build` and commit dist/').toEqual([]);
  }, 600_000);
});
