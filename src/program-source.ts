import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Sucrase from 'sucrase';
import { findPackageFile } from './package-files.js';

/**
 * Small programs agentci starts as `node --input-type=module -e <source>` (the orphan watchdog,
 * the MCP stdio bridge) are real TypeScript files in src/programs/, checked like the rest. Each
 * imports only Node's own modules, so its compiled text runs on its own.
 *
 * scripts/build.mjs compiles every src/programs/*.ts (sucrase, types stripped) and puts them, as
 * one object, in place of the marker string below; running from source (vitest, tsx) the marker
 * is still there and a program is compiled the same way from its file on first use.
 */
const BUILT: unknown = 'agentci:built-programs';

export type ProgramName = 'orphan-watchdog' | 'mcp-stdio-bridge';

const cache = new Map<ProgramName, string>();

/** The JavaScript source of `src/programs/<name>.ts`. */
export function programSource(name: ProgramName): string {
  if (BUILT && typeof BUILT === 'object') {
    const code = (BUILT as Record<string, unknown>)[name];
    if (typeof code !== 'string') throw new Error(`program ${name} is missing from this build`);
    return code;
  }
  let code = cache.get(name);
  if (code === undefined) {
    code = compileProgram(readProgram(name));
    cache.set(name, code);
  }
  return code;
}

/** `node` arguments that run the program, followed by its own arguments. */
export function programArgs(name: ProgramName, ...args: string[]): string[] {
  return ['--input-type=module', '-e', programSource(name), ...args];
}

function readProgram(name: ProgramName): string {
  const found = findPackageFile(`src/programs/${name}.ts`);
  if (!('path' in found)) throw new Error(`src/programs/${name}.ts not found`);
  return readFileSync(found.path, 'utf8');
}

/** What scripts/build.mjs does too: the TypeScript stripped to the JavaScript it runs as. */
export function compileProgram(ts: string): string {
  const sucrase = createRequire(import.meta.url)('sucrase') as typeof Sucrase;
  return sucrase.transform(ts, { transforms: ['typescript'], disableESTransforms: true }).code;
}
