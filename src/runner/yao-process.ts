import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Assertion, Case } from '../model/case.js';
import { normaliseAssert } from '../model/assert-field.js';
import { isYaoProcessName } from '../judges/script.js';
import {
  ScriptSession,
  SCRIPT_TIMEOUT_MS,
  scriptWorkerLaunch,
  type HostHandlers,
  type WorkerLaunch,
} from '../scripts/session.js';
import type { ProcessStub } from '../scripts/runtime.js';

/*
 * Yao processes named by a `script` assertion (assert.go assertScript: process.Of(name, output,
 * input, value).Exec()), run in the script-test runtime. gou's process.go reads the name:
 * `scripts.<a>.<b>.<Method>` is function Method of the app's `scripts/a/b.ts` (or .js),
 * `agents.<a>.<b>.<Method>` (also `assistants.`) of `assistants/a/b/src/index.ts`. Any other
 * process is answered by its stub under `processes:` in agentci.yaml, the same stubs `Process()`
 * calls in script tests.
 */

export type ProcessCall = (
  name: string,
  args: unknown[],
  signal: AbortSignal,
) => Promise<{ value: unknown } | { error: string }>;

type Target = { file: string; fn: string } | { error: string };

/** Where a process name leads: an app script's function, a stub, or why neither. */
export function resolveProcess(
  name: string,
  cwd: string,
  stubs: Record<string, ProcessStub>,
  exists: (abs: string) => boolean = existsSync,
): Target {
  const parts = name.split('.');
  const group = (parts[0] ?? '').toLowerCase();
  const method = parts[parts.length - 1] as string;
  const mid = parts.slice(1, -1);
  const candidates: string[] = [];
  if (group === 'scripts' && mid.length > 0)
    for (const ext of ['ts', 'js']) candidates.push(path.join(cwd, 'scripts', ...mid) + `.${ext}`);
  if ((group === 'agents' || group === 'assistants') && mid.length > 0)
    for (const ext of ['ts', 'js'])
      candidates.push(path.join(cwd, 'assistants', ...mid, 'src', `index.${ext}`));
  for (const c of candidates) if (exists(c)) return { file: c, fn: method };
  const stub = Object.entries(stubs).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  if (stub)
    return stub.export === 'default'
      ? { error: `${name}: its stub under processes: needs a named export ("file#fn")` }
      : { file: stub.file, fn: stub.export };
  const looked = candidates.map((c) => path.relative(cwd, c).split(path.sep).join('/'));
  return {
    error: `${name}: ${looked.length ? `no ${looked.join(' or ')} in the app, and ` : ''}no stub for it under processes: in agentci.yaml`,
  };
}

function scriptAssertions(c: Case): Assertion[] {
  const all = [...c.assert, ...(c.checkpoints ?? []).flatMap((cp) => normaliseAssert(cp.assert))];
  return all.filter((a) => a.type === 'script' && a.script && isYaoProcessName(a.script.trim()));
}

/**
 * The process caller of a run, or undefined when no `script` assertion names a Yao process.
 * Every function a file is asked for is known before its worker loads it.
 */
export function createProcessCaller(opts: {
  cwd: string;
  cases: Case[];
  processes: Record<string, ProcessStub>;
  log?: (line: string) => void;
  launch?: () => WorkerLaunch;
  host?: HostHandlers;
}): { call: ProcessCall; close(): Promise<void> } | undefined {
  const names = [
    ...new Set(opts.cases.flatMap(scriptAssertions).map((a) => (a.script as string).trim())),
  ];
  if (names.length === 0) return undefined;
  const targets = new Map(names.map((n) => [n, resolveProcess(n, opts.cwd, opts.processes)]));
  const fns = new Map<string, Set<string>>();
  for (const t of targets.values())
    if ('file' in t) fns.set(t.file, (fns.get(t.file) ?? new Set()).add(t.fn));
  const sessions = new Map<string, ScriptSession>();
  const launch = opts.launch ?? (() => scriptWorkerLaunch());
  const sessionFor = (file: string) => {
    let s = sessions.get(file);
    if (!s) {
      s = new ScriptSession(
        {
          testFile: file,
          testDisplay: path.relative(opts.cwd, file).split(path.sep).join('/'),
          appRoot: path.resolve(opts.cwd),
          processes: opts.processes,
        },
        [...(fns.get(file) ?? [])],
        launch,
        opts.log,
        opts.host ?? {},
      );
      sessions.set(file, s);
    }
    return s;
  };
  return {
    async call(name, args, signal) {
      const t = targets.get(name) ?? resolveProcess(name, opts.cwd, opts.processes);
      if ('error' in t) return { error: t.error };
      const o = await sessionFor(t.file).invoke(t.fn, args, SCRIPT_TIMEOUT_MS, signal);
      for (const l of o.logs) opts.log?.(`${name}: ${l}`);
      return o.error !== undefined ? { error: `${name}: ${o.error}` } : { value: o.value };
    },
    async close() {
      await Promise.all([...sessions.values()].map((s) => s.close()));
    },
  };
}
