#!/usr/bin/env node
// Bundles every entry (the action, the CLI, the harness library, the script-test worker) into dist/
// (or into the folder given as the first argument, which the dist-freshness test uses to compare a
// fresh build with the committed one) in ONE esbuild run: code two entries share is one chunk file
// in dist/chunks/, written once, and each output has its source map beside it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.resolve(root, process.argv[2] ?? 'dist');

const entries = [
  // action.yml runs dist/index.js (runs.using: node24): that path is the action's contract.
  { in: 'src/action/index.ts', out: 'index' },
  { in: 'src/cli/index.ts', out: 'cli/index' },
  { in: 'src/harness/index.ts', out: 'harness/index' },
  // Yao script tests run in a worker thread (so a hung test can be stopped): an entry of its own,
  // found by src/formats/yao/script-runner.ts beside (or one level above) the file that starts it.
  { in: 'src/scripts/worker.ts', out: 'script-worker/index' },
];

// The programs agentci inlines as text (src/programs/*.ts run with `node -e`, the HTML report's
// page script): compiled by the same function that compiles them when running from source, and
// put in place of the identifier src/program-source.ts reads.
const { compileAllPrograms } = await tsImport('../src/program-source.ts', import.meta.url);
const programs = compileAllPrograms();

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// esbuild lays the files out for root/dist whatever `out` is: chunk names hash the content, and
// the maps name sources relative to the folder, so a build elsewhere must still be byte-identical.
const dist = path.join(root, 'dist');
const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: entries,
  outdir: dist,
  write: false,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  // The maps name the files in src/ and node_modules/ by path; their text is not copied in.
  sourcesContent: false,
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'warning',
  // A string (JSON text): an object here would be a module of its own that every module inits.
  define: { AGENTCI_BUILT_PROGRAMS: JSON.stringify(JSON.stringify(programs)) },
  // CommonJS dependencies call require() for Node's modules: an ES module has none, so every
  // output file gets its own (esbuild renames any other top-level `require` out of its way).
  banner: {
    js: "import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);",
  },
});
if (result.errors.length > 0) throw new Error('build: esbuild reported errors');
for (const f of result.outputFiles) {
  const to = path.join(out, path.relative(dist, f.path));
  mkdirSync(path.dirname(to), { recursive: true });
  writeFileSync(to, f.contents);
}

// Only bundles and their maps ship: a dependency that needs a file of its own beside the code
// (an asset, a native addon) would silently break the action, so the build refuses it.
const stray = [...walk(out)].filter(
  (f) => !/\.(js|js\.map|json)$/.test(f) || f.includes(`${path.sep}node_modules${path.sep}`),
);
if (stray.length > 0)
  throw new Error(`build: files that are not bundles in ${out}: ${stray.slice(0, 5).join(', ')}`);

// Every file's own map is kept; a comment naming any other map (a dependency's, left in its text)
// names a file that is not shipped.
for (const f of walk(out)) {
  if (!f.endsWith('.js')) continue;
  const own = `${path.basename(f)}.map`;
  const code = readFileSync(f, 'utf8');
  const kept = code.replace(/^\/\/# sourceMappingURL=(\S+)[ \t]*$/gm, (line, target) =>
    target === own ? line : '',
  );
  if (kept !== code) writeFileSync(f, kept);
}
// An ES module wherever dist/ is copied (the root package.json says so too).
writeFileSync(path.join(out, 'package.json'), '{"type":"module"}\n');

// Type declarations for the library entry `@agentci/cli/harness` (package.json exports "types").
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
