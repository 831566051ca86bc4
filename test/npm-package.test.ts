/**
 * The npm package as a user gets it: `npm pack`, then `npm install <tarball>` into an empty project
 * with no registry to reach (npm's registry set to a closed port on 127.0.0.1, offline, an empty
 * cache), then `npx agentci` runs the examples from there. The bundle is self-contained, so the
 * package declares no dependencies: nothing else is installed, and nothing warns (EBADENGINE on
 * Node 20 came from a dependency the bundle already contains).
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers/cli.js';

const exec = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let dir: string;
let app: string;
let tarball: string;
let env: Record<string, string>;

interface PackedFile {
  path: string;
}
interface Packed {
  name: string;
  filename: string;
  files: PackedFile[];
}

let packed: Packed;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentci-npm-package-'));
  // npm's own settings from the environment (an `npm test` sets many) stay out; a registry that
  // refuses every connection, offline mode and an empty cache make any fetch fail at once.
  env = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^npm_/i.test(k)) env[k] = v;
  Object.assign(env, {
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_offline: 'true',
    npm_config_cache: path.join(dir, 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    NO_COLOR: '1',
  });
  const { stdout } = await exec(
    npm,
    ['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
    { cwd: ROOT, env, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
  );
  packed = (JSON.parse(stdout) as Packed[])[0];
  tarball = path.join(dir, packed.filename);
  app = path.join(dir, 'app');
  mkdirSync(app);
  writeFileSync(path.join(app, 'package.json'), '{ "name": "app", "private": true }\n');
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the npm package', { timeout: 180_000 }, () => {
  it('packs the bundle, the command and the files it reads, and no source', () => {
    expect(packed.name).toBe('@agentci/cli');
    const files = packed.files.map((f) => f.path);
    for (const f of [
      'bin/agentci.js',
      'dist/cli/index.js',
      'dist/index.js',
      'dist/harness/index.js',
      'dist/harness/types/harness/index.d.ts',
      'action.yml',
      'schemas/config.schema.json',
      'package.json',
      'README.md',
    ])
      expect(files).toContain(f);
    expect(files.some((f) => f.startsWith('python/'))).toBe(true);
    expect(files.some((f) => f.startsWith('templates/'))).toBe(true);
    expect(files.filter((f) => /^(src|test|node_modules|bench|scripts)\//.test(f))).toEqual([]);
  });

  it('installs from the tarball alone, with no registry: one package, no warning', async () => {
    const r = await exec(npm, ['install', tarball], { cwd: app, env, timeout: 120_000 });
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/EBADENGINE|npm warn|npm WARN|ERR!/);
    expect(r.stdout).toMatch(/added 1 package/);
    expect(readdirSync(path.join(app, 'node_modules')).sort()).toEqual([
      '.bin',
      '.package-lock.json',
      '@agentci',
    ]);
    expect(readdirSync(path.join(app, 'node_modules', '@agentci'))).toEqual(['cli']);
    expect(existsSync(path.join(app, 'node_modules', '.bin', 'agentci'))).toBe(true);
  });

  // The quickstart (a command agent), a Yao simulator and a thinkingbox Python file with its MCP
  // server run from the installed bundle alone. (examples/skilltest's own MCP server imports the
  // MCP SDK itself: a dependency of that example, not of agentci.)
  it.each([
    ['quickstart', /11 cases: 10 passed, 0 failed, 1 skipped/],
    ['dynamic', /1 case: 1 passed, 0 failed/],
    ['thinkingbox', /1 case: 1 passed, 0 failed/],
  ])('`npx agentci run %s` runs from the installed package', async (example, summary) => {
    cpSync(path.join(ROOT, 'examples', example), path.join(app, example), { recursive: true });
    const r = await exec(npm, ['exec', '--no', '--', 'agentci', 'run', example, '--no-results'], {
      cwd: app,
      env: { ...env, CI: 'true' },
      timeout: 120_000,
    });
    expect(r.stdout).toMatch(summary);
    expect(r.stdout).toMatch(/passed: every gate met/);
  });

  it('the harness library imports by the package name from the installed bundle', async () => {
    const { stdout, stderr } = await exec(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        [
          "const m = await import('@agentci/cli');",
          "const h = await import('@agentci/cli/harness');",
          "const model = h.ScriptedModel.fromReplies(['4']);",
          "const r = await new h.Agent({ model }).run('2+2?');",
          'console.log(typeof h.Agent, m.Agent === h.Agent, r.output);',
        ].join(' '),
      ],
      { cwd: app, env, timeout: 60_000 },
    );
    expect(stderr).toBe('');
    expect(stdout).toBe('function true 4\n');
  });
});
