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

// One esbuild run builds every entry (scripts/build.mjs): code two entries share is one chunk, so
// no source file is bundled twice, and every file has its own source map beside it.
describe('dist/ holds each module once, with source maps', () => {
  const dist = path.join(ROOT, 'dist');
  const js = files(dist).filter((f) => f.endsWith('.js'));

  it('the four entries are where action.yml, bin/ and package.json look', () => {
    for (const e of ['index.js', 'cli/index.js', 'harness/index.js', 'script-worker/index.js'])
      expect(js).toContain(e);
  });

  it('no source file (ours or a dependency) is in two output files', () => {
    const where = new Map<string, Set<string>>();
    for (const f of js) {
      const map = JSON.parse(readFileSync(path.join(dist, `${f}.map`), 'utf8')) as {
        sources: string[];
      };
      for (const s of map.sources) {
        const abs = path.resolve(path.dirname(path.join(dist, f)), s);
        where.set(abs, (where.get(abs) ?? new Set()).add(f));
      }
    }
    expect(where.size).toBeGreaterThan(100);
    expect(where.has(path.join(ROOT, 'src', 'program-source.ts'))).toBe(true);
    const twice = [...where].filter(([, in_]) => in_.size > 1);
    expect(twice).toEqual([]);
  });

  it('every bundle names its own map, and that map is there', () => {
    for (const f of js) {
      const code = readFileSync(path.join(dist, f), 'utf8');
      expect(code.trimEnd().endsWith(`//# sourceMappingURL=${path.basename(f)}.map`), f).toBe(true);
      expect(statSync(path.join(dist, `${f}.map`)).isFile(), f).toBe(true);
    }
  });
});
