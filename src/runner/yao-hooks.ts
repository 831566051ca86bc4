import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { CtxFile } from '../config/ctx-file.js';
import type { Case } from '../model/case.js';
import type { YaoJsonlPayload } from '../model/payloads/yao-jsonl.js';
import type { AttemptResult } from '../model/result.js';
import type { FunctionCallOutcome } from '../scripts/exec.js';
import {
  ScriptSession,
  scriptWorkerLaunch,
  type HostHandlers,
  type WorkerLaunch,
} from '../scripts/session.js';
import type { ProcessStub } from '../scripts/runtime.js';

/** A hook reference: the `*_test.ts` file below the assistant's `src/` (none = the first one), and the function. */
export interface HookRef {
  scriptFile?: string;
  function: string;
}

/**
 * Yao's ParseHookRef (agent/test/script_hooks.go): split at the last dot; no dot = just the
 * function (in the first `*_test` script); else the part before it gets `_test` unless it ends
 * so, then `.ts`, and a leading `src/` is dropped: `Before`, `env_test.Before`, `env.Before` and
 * `src/env_test.Before` → `env_test.ts` / `Before`. An empty reference is an error.
 */
export function parseHookRef(ref: string): HookRef {
  if (ref === '') throw new Error('empty hook reference');
  const dot = ref.lastIndexOf('.');
  if (dot < 0) return { function: ref };
  let file = ref.slice(0, dot);
  if (!file.endsWith('_test')) file += '_test';
  file += '.ts';
  if (file.startsWith('src/')) file = file.slice('src/'.length);
  return { scriptFile: file, function: ref.slice(dot + 1) };
}

/*
 * Yao's test hooks (agent/test/script_hooks.go HookExecutor, called by runner.go): a case's
 * `before`/`after` and the run's `--before`/`--after` (BeforeAll/AfterAll) name functions of the
 * `*_test.ts` / `*_test.js` files below the agent's `src/` folder. The agent's folder is the one
 * holding `package.yao`, found upwards from the suite file as Yao's PathResolver does (without
 * one: the working directory, as Yao's `src` relative to the app root with `-n`). A file is named
 * as ParseHookRef reads it (`env.Before`, `env_test.Before`, `src/env_test.Before`; `a.env.Before`
 * is `src/a/env_test.ts`; a bare `Before` takes the first hook file). The functions run in the
 * script-test runtime (@yao/runtime, Process stubs, one worker per file).
 */

/** A `--before` BeforeAll that failed: Yao stops the run with "beforeAll script failed: …" (exit 1). */
export class HookRunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HookRunError';
  }
}

export interface YaoHooks {
  /** ExecuteBefore: the data handed to After, or why it failed (the case is then an error). */
  before(
    c: Case,
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<{ data: unknown } | { error: string }>;
  /** ExecuteAfter: a failure is only a warning, the case keeps its verdict. */
  after(
    c: Case,
    result: AttemptResult,
    beforeData: unknown,
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<void>;
  /** `--before`: ExecuteBeforeAll(ctx, cases); throws HookRunError when it fails. */
  beforeAll(cases: Case[], signal: AbortSignal, timeoutMs: number): Promise<unknown>;
  /** `--after`: ExecuteAfterAll(ctx, results, beforeData); a failure is a warning. */
  afterAll(
    results: AttemptResult[],
    beforeData: unknown,
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<void>;
  close(): Promise<void>;
}

export interface YaoHooksOptions {
  cwd: string;
  cases: Case[];
  /**
   * Cases that never reach the agent under test (FormatRecord.agentless): Yao's script tests run
   * without BeforeAll/AfterAll (RunScriptTests never calls them), and neither do the others.
   */
  agentless: (c: Case) => boolean;
  /** `--before` / `--after`. */
  beforeAll?: string;
  afterAll?: string;
  /** The `--ctx` file: Yao builds the hooks' ctx from it when given. */
  ctx?: CtxFile;
  processes?: Record<string, ProcessStub>;
  /** Said always (Yao prints these warnings): a failed After or AfterAll. */
  warn: (line: string) => void;
  /** Console and log output of the hook functions. */
  log?: (line: string) => void;
  launch?: () => WorkerLaunch;
  host?: HostHandlers;
}

/** The folder with `package.yao` above the suite file, else the working directory. */
export function agentDirOf(suite: string, cwd: string): string {
  let dir = path.dirname(path.resolve(cwd, suite));
  for (;;) {
    if (existsSync(path.join(dir, 'package.yao'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(cwd);
    dir = parent;
  }
}

/** LoadTestScripts + generateHookScriptID: `hook.<path below src, / as .>` → file. */
function hookScripts(agentDir: string): Map<string, string> {
  const src = path.join(agentDir, 'src');
  const out = new Map<string, string>();
  if (!existsSync(src)) return out;
  const files = (readdirSync(src, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /_test\.[jt]s$/.test(f))
    .sort();
  for (const f of files) {
    const id = `hook.${f
      .replace(/\.[jt]s$/, '')
      .split('/')
      .join('.')}`;
    // Both env_test.ts and env_test.js: the TypeScript one.
    if (!out.has(id) || f.endsWith('.ts')) out.set(id, path.join(src, f));
  }
  return out;
}

type Resolved = { file: string; fn: string } | { error: string };

/** FindTestScript for a reference; a bare function takes the first file (Yao: any one). */
function resolveRef(ref: string, scripts: Map<string, string>): Resolved {
  let parsed;
  try {
    parsed = parseHookRef(ref);
  } catch (e) {
    return { error: (e as Error).message };
  }
  if (parsed.scriptFile) {
    const id = `hook.${parsed.scriptFile.replace(/\.ts$/, '').replace(/\.js$/, '')}`;
    const file = scripts.get(id);
    return file
      ? { file, fn: parsed.function }
      : { error: `hook script not found: ${parsed.scriptFile} (id: ${id})` };
  }
  const first = [...scripts.keys()].find((id) => id.includes('_test'));
  return first
    ? { file: scripts.get(first) as string, fn: parsed.function }
    : { error: 'no hook test script found' };
}

/** buildCtxArg / buildHookArgs: `{locale: "en"}`, the --ctx file's fields, else the case's ids. */
export function hookContext(ctx: CtxFile | undefined, c?: Case): Record<string, unknown> {
  const out: Record<string, unknown> = { locale: 'en' };
  if (ctx) {
    if (ctx.locale) out.locale = ctx.locale;
    if (ctx.authorized) {
      const a: Record<string, unknown> = {};
      for (const k of ['user_id', 'team_id', 'tenant_id', 'sub'] as const)
        if (ctx.authorized[k]) a[k] = ctx.authorized[k];
      out.authorized = a;
    }
    if (ctx.metadata) out.metadata = ctx.metadata;
  } else if (c) {
    const a: Record<string, unknown> = {};
    if (c.user) out.user_id = a.user_id = c.user;
    if (c.team) out.team_id = a.team_id = c.team;
    if (Object.keys(a).length) out.authorized = a;
  }
  return out;
}

/** The testCase argument: id, input, metadata, assert (as written) and simulator. */
function hookCase(c: Case): Record<string, unknown> {
  // Only a case with hooks has them as written: its format kept them in its payload (Yao's).
  const own: unknown = 'payload' in c ? c.payload : undefined;
  const payload =
    c.hooks && own !== null && typeof own === 'object' ? (own as YaoJsonlPayload) : undefined;
  const raw = payload?.hook_assert;
  return {
    id: c.id,
    input: payload && 'written_input' in payload ? payload.written_input : c.input,
    ...(c.metadata ? { metadata: c.metadata } : {}),
    ...(raw !== undefined && raw !== null ? { assert: raw } : {}),
    ...(c.simulator ? { simulator: c.simulator } : {}),
  };
}

/** The result argument of After / items of AfterAll's: id, status, duration_ms, output, error. */
function hookResult(r: AttemptResult): Record<string, unknown> {
  return {
    id: r.id,
    status: r.status,
    duration_ms: Math.round(r.duration_ms),
    ...(r.output !== undefined && r.output !== null ? { output: r.output } : {}),
    ...(r.error ? { error: r.error } : {}),
  };
}

/** A hook's return value: its `data` field when it is an object with one (executeHookFunction). */
function hookData(v: unknown): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v) && 'data' in v)
    return (v as Record<string, unknown>).data;
  return v;
}

function callError(fn: string, o: FunctionCallOutcome): string {
  return o.threw ? `hook function ${fn} failed: ${o.error}` : (o.error ?? '');
}

/** Hook references resolved to a script file and function, once each, per agent folder. */
class HookRefs {
  private readonly indexes = new Map<string, Map<string, string>>();
  private readonly resolved = new Map<string, Resolved>();
  private readonly names = new Map<string, Set<string>>();

  resolve(dir: string, ref: string): Resolved {
    const key = `${dir}\0${ref}`;
    let r = this.resolved.get(key);
    if (!r) {
      let index = this.indexes.get(dir);
      if (!index) this.indexes.set(dir, (index = hookScripts(dir)));
      r = resolveRef(ref, index);
      this.resolved.set(key, r);
      if ('file' in r) this.names.set(r.file, (this.names.get(r.file) ?? new Set()).add(r.fn));
    }
    return r;
  }

  /** Every function asked of a file so far (its worker is told them when it loads the file). */
  functionsOf(file: string): string[] {
    return [...(this.names.get(file) ?? [])];
  }
}

/** Calls hook functions, a script worker (session) per file, made on first use. */
class HookCaller {
  private readonly sessions = new Map<string, ScriptSession>();
  constructor(
    private readonly opts: YaoHooksOptions,
    private readonly refs: HookRefs,
  ) {}

  private sessionFor(file: string): ScriptSession {
    let s = this.sessions.get(file);
    if (!s) {
      const o = this.opts;
      s = new ScriptSession(
        {
          testFile: file,
          testDisplay: path.relative(o.cwd, file).split(path.sep).join('/'),
          appRoot: path.resolve(o.cwd),
          processes: o.processes ?? {},
        },
        this.refs.functionsOf(file),
        o.launch ?? (() => scriptWorkerLaunch()),
        o.log,
        o.host ?? {},
      );
      this.sessions.set(file, s);
    }
    return s;
  }

  async call(
    r: Resolved,
    args: unknown[],
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<{ value: unknown } | { error: string }> {
    if ('error' in r) return { error: r.error };
    const o = await this.sessionFor(r.file).invoke(r.fn, args, timeoutMs, signal);
    const where = path.relative(this.opts.cwd, r.file).split(path.sep).join('/');
    for (const l of o.logs) this.opts.log?.(`${where}: ${r.fn}: ${l}`);
    return o.error !== undefined ? { error: callError(r.fn, o) } : { value: o.value };
  }

  async close(): Promise<void> {
    await Promise.all([...this.sessions.values()].map((s) => s.close()));
  }
}

/** The hooks of a run, or undefined when no case has one and no --before/--after is given. */
export function createYaoHooks(opts: YaoHooksOptions): YaoHooks | undefined {
  const hooked = opts.cases.filter((c) => c.hooks?.before || c.hooks?.after);
  const agentCases = opts.cases.filter((c) => !opts.agentless(c));
  const global = agentCases.length > 0 && Boolean(opts.beforeAll || opts.afterAll);
  if (hooked.length === 0 && !global) return undefined;

  const refs = new HookRefs();
  const resolve = (dir: string, ref: string) => refs.resolve(dir, ref);
  // Every function a file is asked for is known before its worker loads it.
  const dirs = new Map<string, string>();
  const dirOf = (c: Case) => {
    let d = dirs.get(c.suite);
    if (!d) dirs.set(c.suite, (d = agentDirOf(c.suite, opts.cwd)));
    return d;
  };
  for (const c of hooked)
    for (const ref of [c.hooks?.before, c.hooks?.after]) if (ref) resolve(dirOf(c), ref);
  // BeforeAll/AfterAll: the agent of the run's first suite (Yao: of its input file).
  const first = agentCases[0];
  const runDir = first ? dirOf(first) : path.resolve(opts.cwd);
  for (const ref of [opts.beforeAll, opts.afterAll]) if (ref) resolve(runDir, ref);

  const caller = new HookCaller(opts, refs);
  const call = caller.call.bind(caller);

  return {
    async before(c, signal, timeoutMs) {
      const ref = c.hooks?.before;
      if (!ref) return { data: null };
      const r = await call(
        resolve(dirOf(c), ref),
        [hookContext(opts.ctx, c), hookCase(c)],
        signal,
        timeoutMs,
      );
      return 'error' in r ? r : { data: hookData(r.value) };
    },
    async after(c, result, beforeData, signal, timeoutMs) {
      const ref = c.hooks?.after;
      if (!ref) return;
      // buildHookArgs: beforeData is passed only when Before gave something.
      const args: unknown[] = [hookContext(opts.ctx, c), hookCase(c), hookResult(result)];
      if (beforeData !== undefined && beforeData !== null) args.push(beforeData);
      const r = await call(resolve(dirOf(c), ref), args, signal, timeoutMs);
      if ('error' in r) opts.warn(`warning: ${c.id}: after script failed: ${r.error}`);
    },
    async beforeAll(cases, signal, timeoutMs) {
      if (!opts.beforeAll || !global) return null;
      const list = cases
        .filter((c) => c.skip === false && !opts.agentless(c))
        .map((c) => ({
          id: c.id,
          input: c.input,
          ...(c.metadata ? { metadata: c.metadata } : {}),
        }));
      const r = await call(
        resolve(runDir, opts.beforeAll),
        [hookContext(opts.ctx), list],
        signal,
        timeoutMs,
      );
      if ('error' in r) throw new HookRunError(`beforeAll script failed: ${r.error}`);
      return hookData(r.value);
    },
    async afterAll(results, beforeData, signal, timeoutMs) {
      if (!opts.afterAll || !global) return;
      const r = await call(
        resolve(runDir, opts.afterAll),
        [hookContext(opts.ctx), results.map(hookResult), beforeData ?? null],
        signal,
        timeoutMs,
      );
      if ('error' in r) opts.warn(`warning: afterAll script failed: ${r.error}`);
    },
    close: () => caller.close(),
  };
}
