import { stat } from 'node:fs/promises';
import { dirname, extname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Assertion } from '../model/case.js';
import { short } from './json-value.js';
import { isPlainObject } from '../lib/json.js';
import { failedOutcome, JudgeError, type Judge, type JudgeContext, type Outcome } from './judge.js';

/*
 * `script`: a JavaScript module judges the output. `script: "checks/answer.mjs#checkAnswer"`
 * (export optional: the default export, else one named `default`/`assert`, else the module's only
 * function). Called as `fn(output, input, expected, {value, options, case, transcript})`, where
 * `expected` is the assertion's `value` when set (Yao passes the assertion's value) and otherwise
 * the case's `expected`. It returns a boolean or `{pass, message}` (`passed` also accepted),
 * possibly as a Promise; a throw or anything else makes the check an error, not a failure.
 * A Yao process name instead (`scripts.tests.Validate`) is Yao's meaning: the app's script runs
 * in the script-test runtime (see evaluateProcess and runner/yao-process.ts).
 */

const EXTENSIONS = new Set(['.js', '.mjs', '.cjs']);

export interface ScriptSpec {
  file: string;
  exportName?: string;
}

/** Splits `path/to/mod.mjs#name`. */
export function parseScriptSpec(spec: string): ScriptSpec {
  const hash = spec.lastIndexOf('#');
  if (hash > 0) return { file: spec.slice(0, hash), exportName: spec.slice(hash + 1) };
  return { file: spec };
}

type ModuleNamespace = Record<string, unknown>;
type ScriptFn = (...args: unknown[]) => unknown;

/** Loaded modules by absolute path: each file is imported once per process. */
const moduleCache = new Map<string, Promise<ModuleNamespace>>();

function loadModule(abs: string): Promise<ModuleNamespace> {
  let p = moduleCache.get(abs);
  if (!p) {
    // A computed specifier: the bundler leaves it a real dynamic import of the user's file.
    p = import(pathToFileURL(abs).href).then((m: unknown) => m as ModuleNamespace);
    // A failed import is not cached: the next attempt reports the same problem afresh.
    p.catch(() => moduleCache.delete(abs));
    moduleCache.set(abs, p);
  }
  return p;
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** The script's absolute path: the case file's folder first, then the working directory. */
export async function resolveScriptPath(
  file: string,
  ctx: Pick<JudgeContext, 'case' | 'cwd'>,
): Promise<string> {
  const candidates = isAbsolute(file)
    ? [file]
    : [
        ...new Set([
          resolve(dirname(resolve(ctx.cwd, ctx.case.source.file)), file),
          resolve(ctx.cwd, file),
        ]),
      ];
  for (const c of candidates) if (await isFile(c)) return c;
  throw new JudgeError(`script file not found: ${file} (looked for ${candidates.join(' and ')})`);
}

function functionExports(o: ModuleNamespace): string[] {
  return Object.keys(o).filter((k) => k !== 'default' && typeof o[k] === 'function');
}

/** Picks the function to call (CommonJS modules arrive as `{default: module.exports, …}`). */
function pickFunction(mod: ModuleNamespace, spec: ScriptSpec, display: string): ScriptFn {
  const cjs = isPlainObject(mod.default) ? mod.default : undefined;
  if (spec.exportName) {
    const fn = mod[spec.exportName] ?? cjs?.[spec.exportName];
    if (typeof fn === 'function') return fn as ScriptFn;
    const names = [...new Set([...functionExports(mod), ...(cjs ? functionExports(cjs) : [])])];
    throw new JudgeError(
      `script ${display} has no function export "${spec.exportName}" (function exports: ${names.join(', ') || 'none'})`,
    );
  }
  if (typeof mod.default === 'function') return mod.default as ScriptFn;
  for (const o of [mod, cjs]) {
    if (!o) continue;
    if (typeof o.default === 'function') return o.default as ScriptFn;
    if (typeof o.assert === 'function') return o.assert as ScriptFn;
  }
  for (const o of [mod, cjs]) {
    if (!o) continue;
    const fns = functionExports(o);
    if (fns.length === 1) return o[fns[0]] as ScriptFn;
    if (fns.length > 1)
      throw new JudgeError(
        `script ${display} exports several functions (${fns.join(', ')}) and no default: name one, e.g. "${spec.file}#${fns[0]}"`,
      );
  }
  throw new JudgeError(
    `script ${display} exports no function: export default a function (output, input, expected) => boolean`,
  );
}

function abortable<T>(p: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((res, rej) => {
    const onAbort = (): void => rej(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        res(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        rej(e);
      },
    );
  });
}

function describeThrow(e: unknown): string {
  if (e instanceof Error) return `${e.name === 'Error' ? '' : `${e.name}: `}${e.message}`;
  return short(e, 300);
}

/**
 * Is this `script` a Yao process name (`scripts.tests.Validate`) rather than a module path: no
 * path separator, dotted words, not ending in a JavaScript/TypeScript/JSON extension, no `#`.
 */
export function isYaoProcessName(script: string): boolean {
  const ext = extname(script).toLowerCase();
  return (
    !/[/\\#]/.test(script) &&
    /^[\w-]+(\.[\w-]+)+$/.test(script) &&
    !EXTENSIONS.has(ext) &&
    !['.ts', '.mts', '.cts', '.json'].includes(ext)
  );
}

/** Go's %T of a value the bridge hands back (assert.go: "script returned unexpected type: %T"). */
function goType(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float64';
  if (Array.isArray(v)) return '[]interface {}';
  return typeof v;
}

/**
 * assert.go assertScript: the process gets (output, input, value) and returns a bool or
 * `{pass, message}` (a missing or non-bool `pass` fails). A process that cannot be run, or that
 * throws, fails the assertion (`script execution failed: …`), as in Yao.
 */
async function evaluateProcess(a: Assertion, name: string, ctx: JudgeContext): Promise<Outcome> {
  const fail = (message: string): Outcome => failedOutcome(a, ctx, message);
  if (!ctx.callProcess)
    return fail(`script execution failed: ${name}: this run cannot call Yao processes`);
  const r = await ctx.callProcess(
    name,
    [ctx.output ?? null, ctx.case.input, a.value ?? null],
    ctx.signal ?? new AbortController().signal,
  );
  if (ctx.signal?.aborted) throw ctx.signal.reason;
  if ('error' in r) return fail(`script execution failed: ${r.error}`);
  const v = r.value;
  if (typeof v === 'boolean') {
    const message = v ? 'script assertion passed' : 'script assertion failed';
    return { pass: v, expected: a.value, actual: ctx.output, failure: message, success: message };
  }
  if (isPlainObject(v)) {
    const pass = typeof v.pass === 'boolean' ? v.pass : false;
    const message = typeof v.message === 'string' ? v.message : '';
    return {
      pass,
      expected: a.value,
      actual: ctx.output,
      ...(message ? { note: message } : {}),
      failure: message || `script ${name} failed`,
      success: message || `script ${name} passed`,
    };
  }
  return fail(`script returned unexpected type: ${goType(v)}`);
}

async function evaluate(a: Assertion, ctx: JudgeContext): Promise<Outcome> {
  if (a.script !== undefined && isYaoProcessName(a.script.trim()))
    return evaluateProcess(a, a.script.trim(), ctx);
  // assertScript: an empty script name fails the assertion in Yao.
  if (ctx.dialect === 'yao' && (a.script === undefined || a.script.trim() === ''))
    return failedOutcome(a, ctx, 'script assertion requires a script name');
  const problems = validate(a);
  if (problems.length > 0 || a.script === undefined) throw new JudgeError(problems.join('; '));
  const display = a.script;
  const spec = parseScriptSpec(a.script.trim());
  const abs = await resolveScriptPath(spec.file, ctx);
  let mod: ModuleNamespace;
  try {
    mod = await abortable(loadModule(abs), ctx.signal);
  } catch (e) {
    if (ctx.signal?.aborted) throw e;
    throw new JudgeError(`script ${display} could not be loaded: ${describeThrow(e)}`, {
      cause: e,
    });
  }
  const fn = pickFunction(mod, spec, display);
  const expected = a.value !== undefined ? a.value : ctx.case.expected;
  const extras = {
    value: a.value,
    options: a.options ?? {},
    case: ctx.case,
    transcript: ctx.transcript,
  };

  let ret: unknown;
  try {
    ret = await abortable(
      Promise.resolve().then(() => fn(ctx.output, ctx.case.input, expected, extras)),
      ctx.signal,
    );
  } catch (e) {
    if (ctx.signal?.aborted) throw e;
    throw new JudgeError(`script ${display} threw: ${describeThrow(e)}`, { cause: e });
  }

  let pass: boolean;
  let message: string | undefined;
  let score: number | undefined;
  if (typeof ret === 'boolean') pass = ret;
  else if (
    isPlainObject(ret) &&
    (typeof ret.pass === 'boolean' || typeof ret.passed === 'boolean')
  ) {
    pass = typeof ret.pass === 'boolean' ? ret.pass : ret.passed === true;
    if (typeof ret.message === 'string' && ret.message !== '') message = ret.message;
    else if (typeof ret.reason === 'string' && ret.reason !== '') message = ret.reason;
    if (typeof ret.score === 'number' && Number.isFinite(ret.score)) score = ret.score;
  } else {
    throw new JudgeError(
      `script ${display} returned ${ret === undefined ? 'nothing' : short(ret, 200)}; return true/false or {pass, message}`,
    );
  }
  return {
    pass,
    expected,
    actual: ctx.output,
    score,
    note: message,
    success: message ? `script ${display} passed: ${message}` : `script ${display} returned true`,
    failure: message ? `script ${display} failed: ${message}` : `script ${display} returned false`,
  };
}

function validate(a: Assertion): string[] {
  if (a.script === undefined || a.script.trim() === '')
    return ['script needs a "script": a module path such as "./checks/answer.mjs#checkAnswer"'];
  const spec = parseScriptSpec(a.script.trim());
  const ext = extname(spec.file).toLowerCase();
  // A Yao process (`scripts.tests.Validate`) runs the app's script or its stub.
  if (isYaoProcessName(a.script.trim())) return [];
  if (!EXTENSIONS.has(ext))
    return [
      `script ${JSON.stringify(a.script)} must be a .js, .mjs or .cjs file (compile TypeScript to JavaScript first)`,
    ];
  if (spec.exportName !== undefined && !/^[A-Za-z_$][\w$]*$/.test(spec.exportName))
    return [
      `script ${JSON.stringify(a.script)}: "${spec.exportName}" after "#" is not an export name`,
    ];
  return [];
}

export const scriptJudge: Judge = {
  validate,
  label: (a) => `script ${a.script ?? '?'}`,
  evaluate,
};
