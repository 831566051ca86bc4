import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';
import { findPackageFile } from './package-files.js';

/**
 * Programs agentci ships as text rather than runs in its own process: the small programs it starts
 * as `node --input-type=module -e <source>` (the orphan watchdog, the MCP stdio bridge) and the
 * HTML report's page script. Each is real TypeScript in src/, checked like the rest; the
 * function below bundles it into one self-contained piece of JavaScript (what it imports from
 * src/ is copied in, Node's own modules stay imports).
 *
 * scripts/build.mjs compiles every program with {@link compileAllPrograms} and puts them, as the
 * JSON text of one object, in place of `AGENTCI_BUILT_PROGRAMS`; running from source (vitest, tsx) the identifier
 * is not defined and a program is compiled from its files on first use.
 */
declare const AGENTCI_BUILT_PROGRAMS: string | undefined;

/** Each program's entry file and where it runs. */
const PROGRAMS = {
  'orphan-watchdog': { entry: 'src/programs/orphan-watchdog.ts', platform: 'node' },
  'mcp-stdio-bridge': { entry: 'src/programs/mcp-stdio-bridge.ts', platform: 'node' },
  'report-client': { entry: 'src/render/report-client/index.ts', platform: 'browser' },
} as const;

export type ProgramName = keyof typeof PROGRAMS;

/** Every program's name. */
export const PROGRAM_NAMES = Object.keys(PROGRAMS) as ProgramName[];

const cache = new Map<ProgramName, string>();
let built: Record<string, unknown> | undefined;

/** The JavaScript of a program, as built into this bundle or compiled from source. */
export function programSource(name: ProgramName): string {
  if (typeof AGENTCI_BUILT_PROGRAMS !== 'undefined') {
    built ??= JSON.parse(AGENTCI_BUILT_PROGRAMS) as Record<string, unknown>;
    const code = built[name];
    if (typeof code !== 'string') throw new Error(`program ${name} is missing from this build`);
    return code;
  }
  let code = cache.get(name);
  if (code === undefined) {
    code = compileProgram(name);
    cache.set(name, code);
  }
  return code;
}

/** `node` arguments that run the program, followed by its own arguments. */
export function programArgs(name: ProgramName, ...args: string[]): string[] {
  return ['--input-type=module', '-e', programSource(name), ...args];
}

/**
 * Bundles one program from its source files: a Node program as an ES module whose only imports
 * are Node's own modules, the page script as one classic script (no imports, no globals left).
 * esbuild is a build-time dependency: only runs from source get here.
 */
export function compileProgram(name: ProgramName): string {
  const { entry, platform } = PROGRAMS[name];
  const found = findPackageFile(entry);
  if (!('path' in found)) throw new Error(`${entry} not found`);
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [found.path],
    bundle: true,
    write: false,
    platform,
    format: platform === 'node' ? 'esm' : 'iife',
    target: platform === 'node' ? 'node20' : 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
  });
  return outputFiles[0].text;
}

/** Every program compiled, by name (what scripts/build.mjs inlines). */
export function compileAllPrograms(): Record<ProgramName, string> {
  return Object.fromEntries(PROGRAM_NAMES.map((n) => [n, compileProgram(n)])) as Record<
    ProgramName,
    string
  >;
}
