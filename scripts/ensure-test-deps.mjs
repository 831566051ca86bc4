#!/usr/bin/env node
// Installs the system programs the test suite uses, when missing: Debian's chromium (the HTML
// report is tested in a real headless browser) and libxml2-utils (xmllint validates JUnit XML
// against the Surefire schema). On a machine without apt-get or root it says what to install and
// exits non-zero, so the missing piece is named instead of tests failing obscurely.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needs = [
  { bin: '/usr/bin/chromium', pkg: 'chromium' },
  { bin: '/usr/bin/xmllint', pkg: 'libxml2-utils' },
  { bin: 'python3', pkg: 'python3', onPath: true },
];

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const missing = needs.filter((n) => !(n.onPath ? onPath(n.bin) : existsSync(n.bin)));
if (missing.length === 0) process.exit(0);

const pkgs = missing.map((m) => m.pkg);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !onPath('apt-get')) {
  console.error(`agentci tests need these Debian packages: ${pkgs.join(' ')} (install them with apt-get as root).`);
  process.exit(1);
}
console.log(`installing test dependencies: ${pkgs.join(' ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], { stdio: 'inherit', env });
