/**
 * Vitest globalSetup: a Node 24 binary for the action's end-to-end tests, since action.yml declares
 * `runs.using: node24` and the bundle must work under that runtime, not only under the Node that
 * runs vitest.
 *
 * Where it comes from, first match wins:
 * 1. `AGENTCI_NODE24`: the path of a Node 24 binary (CI can point it at setup-node's);
 * 2. the Node running vitest, when it is 24;
 * 3. the npm package `node@24` (it ships the binary through the registry), installed once into
 *    `~/.cache/agentci/node24` (`AGENTCI_CACHE_DIR` moves it) and reused while present. It is not a
 *    devDependency on purpose: its `bin` would shadow `node` in every npm script.
 *
 * The outcome is handed to tests with `provide('node24', …)`: a path, or the reason there is none.
 * Setup never throws for it, so unrelated test files still run; the e2e tests that need Node 24 fail
 * with that reason (they must not silently skip).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const run = promisify(execFile);

/** What the e2e tests get from `inject('node24')`. */
export type Node24 =
  { path: string; version: string; error?: undefined } | { path?: undefined; error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    node24: Node24;
  }
}

/** The binary's `process.version`, or an Error saying why it would not run. */
async function versionOf(bin: string): Promise<string> {
  const { stdout } = await run(bin, ['-p', 'process.version'], { timeout: 30_000 });
  return stdout.trim();
}

async function check(bin: string, origin: string): Promise<Node24> {
  try {
    const version = await versionOf(bin);
    if (!version.startsWith('v24.'))
      return { error: `${origin} (${bin}) is ${version}, not Node 24` };
    return { path: bin, version };
  } catch (e) {
    return {
      error: `${origin} (${bin}) does not run: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

/** Installs `node@24` into `<cache>/node24` unless it is there; concurrent vitest runs may race, so it installs aside and renames. */
async function fromRegistry(): Promise<Node24> {
  const cache = process.env.AGENTCI_CACHE_DIR ?? path.join(homedir(), '.cache', 'agentci');
  const dir = path.join(cache, 'node24');
  const bin = (d: string) =>
    path.join(d, 'node_modules', 'node', 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(bin(dir))) {
    const found = await check(bin(dir), 'the cached node@24');
    if (!found.error) return found;
    await rm(dir, { recursive: true, force: true });
  }
  await mkdir(cache, { recursive: true });
  const tmp = await mkdtemp(path.join(cache, 'node24-installing-'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  try {
    await run(
      npm,
      [
        'install',
        '--prefix',
        tmp,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        // Offline, fail in a minute or so rather than after npm's long default retries.
        '--fetch-retries=2',
        '--fetch-timeout=30000',
        'node@24',
      ],
      {
        timeout: 300_000,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    const why = e instanceof Error ? e.message.split('\n').slice(0, 6).join(' | ') : String(e);
    return { error: `could not install node@24 from the npm registry into ${dir} (${why})` };
  }
  if (!existsSync(bin(tmp))) {
    await rm(tmp, { recursive: true, force: true });
    return {
      error: `npm installed node@24 into ${tmp} but ${bin(tmp)} is missing (its preinstall script did not run?)`,
    };
  }
  try {
    await rename(tmp, dir);
  } catch {
    // Another run installed it first: keep theirs.
    await rm(tmp, { recursive: true, force: true });
  }
  return check(bin(dir), 'the installed node@24');
}

/** Finds or installs Node 24 and provides `{path, version}` or `{error}` as `node24`. */
export default async function setup(project: TestProject): Promise<void> {
  let found: Node24;
  if (process.env.AGENTCI_NODE24) found = await check(process.env.AGENTCI_NODE24, 'AGENTCI_NODE24');
  else if (process.version.startsWith('v24.'))
    found = { path: process.execPath, version: process.version };
  else found = await fromRegistry();
  project.provide('node24', found);
}
