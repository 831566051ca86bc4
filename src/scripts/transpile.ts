import type * as Sucrase from 'sucrase';
import { errorMessage } from '../lib/error-message.js';

/*
 * Yao scripts are TypeScript or JavaScript run without a build step: sucrase strips the types and
 * turns ESM imports into `require`, keeping line numbers, so errors point at the user's lines.
 */

/** A transpile failure with the 1-based line sucrase reported. */
export class ScriptSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'ScriptSyntaxError';
  }
}

let sucrase: typeof Sucrase | undefined;

/**
 * Loads the transpiler. It is a chunk of its own, loaded on first need: only script tests use it,
 * and every other run starts faster (and forks its agents faster, being smaller) without it.
 */
export async function loadTranspiler(): Promise<void> {
  if (sucrase) return;
  // sucrase is CommonJS: Node gives its exports as named ones, a bundle (esbuild's Node interop)
  // only as `default`.
  const mod = (await import('sucrase')) as typeof Sucrase & { default?: typeof Sucrase };
  sucrase = typeof mod.transform === 'function' ? mod : mod.default;
}

/**
 * TypeScript or JavaScript → a CommonJS function body (sucrase `typescript` + `imports`): no
 * build step, line numbers unchanged, type-only imports dropped.
 */
export function transpileScript(code: string, file: string): string {
  if (!sucrase) throw new Error('transpileScript: call loadTranspiler() first');
  const ts = /\.[cm]?tsx?$/.test(file);
  try {
    return sucrase.transform(code, {
      transforms: ts ? ['typescript', 'imports'] : ['imports'],
      filePath: file,
    }).code;
  } catch (e) {
    const msg = errorMessage(e);
    const at = /\((\d+):(\d+)\)/.exec(msg);
    throw new ScriptSyntaxError(msg, at ? Number(at[1]) : 1);
  }
}
