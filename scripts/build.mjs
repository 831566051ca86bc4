#!/usr/bin/env node
// Bundles the CLI and the action with @vercel/ncc into dist/ (or into the folder given as the
// first argument, which the dist-freshness test uses to compare a fresh build with the committed one).
import { execFileSync } from 'node:child_process';
import {
  rmSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.resolve(root, process.argv[2] ?? 'dist');
const ncc = path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');

const entries = [
  { src: 'src/cli/index.ts', dir: 'cli' },
  { src: 'src/action/index.ts', dir: '.' },
  { src: 'src/harness/index.ts', dir: 'harness' },
  // Yao script tests run in a worker thread (so a hung test can be stopped): its own bundle,
  // found by src/runner/script-runner.ts beside (or one level above) the bundle that starts it.
  { src: 'src/runner/script-worker.ts', dir: 'script-worker' },
];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const e of entries) {
  execFileSync(
    process.execPath,
    [
      ncc,
      'build',
      path.join(root, e.src),
      '-o',
      path.join(out, e.dir),
      '--target',
      'es2022',
      '--quiet',
      '--transpile-only',
      '--no-source-map-register',
    ],
    { stdio: 'inherit', cwd: root },
  );
}
// ncc writes a package.json ({"type":"module"}) beside each bundle; keep them, drop its .d.ts files.
for (const f of walk(out)) if (f.endsWith('.d.ts')) unlinkSync(f);
// ncc copies as an asset whatever file a path expression in the code could name: a path it reads
// as a glob of the working folder would copy the whole checkout into dist/. Only bundles ship.
const stray = [...walk(out)].filter(
  (f) => !/\.(js|cjs|json)$/.test(f) || f.includes(`${path.sep}node_modules${path.sep}`),
);
if (stray.length > 0)
  throw new Error(
    `build: ncc emitted files that are not bundles (a path expression it could trace?): ${stray.slice(0, 5).join(', ')}`,
  );
// The programs agentci runs with `node -e` (src/programs/*.ts, see src/program-source.ts) are
// compiled as src/program-source.ts compiles them from source, and inlined in every bundle that
// uses them, in place of its marker string.
const require = createRequire(import.meta.url);
const sucrase = require('sucrase');
const programsDir = path.join(root, 'src', 'programs');
const programs = {};
for (const name of readdirSync(programsDir).sort()) {
  if (!name.endsWith('.ts')) continue;
  const ts = readFileSync(path.join(programsDir, name), 'utf8');
  programs[name.slice(0, -3)] = sucrase.transform(ts, {
    transforms: ['typescript'],
    disableESTransforms: true,
  }).code;
}
let inlined = 0;
for (const f of walk(out)) {
  if (!f.endsWith('.js')) continue;
  const code = readFileSync(f, 'utf8');
  const built = code.replace(/(['"])agentci:built-programs\1/g, () => {
    inlined++;
    return `(${JSON.stringify(programs)})`;
  });
  if (built !== code) writeFileSync(f, built);
}
if (inlined === 0)
  throw new Error('build: the programs marker (src/program-source.ts) is in no bundle');
// Dependencies' own source-map comments survive bundling: `x.js.map` names maps that are not
// shipped (vite and node --enable-source-maps warn or look in vain), and handlebars inlines 470 KB
// of base64 maps that every start of agentci would read past. Neither maps our code.
for (const f of walk(out)) {
  if (!f.endsWith('.js')) continue;
  const code = readFileSync(f, 'utf8');
  const kept = code.replace(/^\/\/# sourceMappingURL=\S+[ \t]*$/gm, '');
  if (kept !== code) writeFileSync(f, kept);
}

// Type declarations for the library entry `agentci/harness` (package.json exports "types").
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
execFileSync(
  process.execPath,
  [
    tsc,
    path.join(root, 'src', 'harness', 'index.ts'),
    '--declaration',
    '--emitDeclarationOnly',
    '--outDir',
    path.join(out, 'harness', 'types'),
    '--rootDir',
    path.join(root, 'src'),
    '--target',
    'ES2023',
    '--module',
    'ESNext',
    '--moduleResolution',
    'Bundler',
    '--strict',
    '--skipLibCheck',
    '--types',
    'node',
    '--esModuleInterop',
  ],
  { stdio: 'inherit', cwd: root },
);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}
