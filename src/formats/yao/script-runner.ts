import path from 'node:path';
import { payloadOf, type Case, type TestEnv } from '../../model/case.js';
import type { AttemptResult } from '../../model/result.js';
import type { Transcript } from '../../model/transcript.js';
import type { ScriptRef } from '../../model/payloads/yao-script.js';
import { formatMs } from '../../lib/units.js';
import type { ScriptOutcome } from '../../scripts/exec.js';
import type { ProcessStub } from '../../scripts/runtime.js';
import type { FormatRuntime, OwnAttemptDeps } from '../../contracts/format.js';
import {
  fetchForScript,
  ScriptSession,
  scriptWorkerLaunch,
  type HostHandlers,
  type RunResult,
  SCRIPT_TIMEOUT_MS,
  type WorkerLaunch,
} from '../../scripts/session.js';
import { errorMessage } from '../../lib/error-message.js';

/*
 * Runs the attempts of Yao script tests: each test function is called in its file's session
 * (src/scripts/session.ts), one at a time in file order, with the `ctx` Yao builds, and its
 * outcome becomes the attempt (its assertions the checks, its logs and failure on the transcript).
 */

/**
 * The `ctx` a test function receives, as Yao builds it: agent/test/context.go NewTestContext +
 * buildAuthorizedInfo, turned into a JS object by agent/context/jsapi.go NewObject. snake_case
 * keys; `authorized` is always there (sub/user_id from -u, team_id/tenant_id from -t, the --ctx
 * `authorized` fields over them), `metadata` always an object, `client.user_agent` Yao's fixed
 * "yao-agent-test/1.0" unless the context file gives one. The assistant id keeps Yao's `/`
 * between nested folders (`workers/keyword`).
 */
export function buildScriptContext(
  env: TestEnv,
  ref: Pick<ScriptRef, 'assistantId'>,
  testName: string,
): Record<string, unknown> {
  const client = env.client ?? {};
  const str = (v: unknown, d: string) => (typeof v === 'string' && v !== '' ? v : d);
  return {
    chat_id: `script-test-${testName}`,
    assistant_id: ref.assistantId.split('.').join('/'),
    locale: env.locale,
    theme: '',
    referer: env.referer ?? 'test',
    accept: 'standard',
    route: '',
    client: {
      type: str(client.type, 'test'),
      user_agent: str(client.user_agent, 'yao-agent-test/1.0'),
      ip: str(client.ip, '127.0.0.1'),
    },
    metadata: { ...env.metadata },
    authorized: buildAuthorized(env),
  };
}

/**
 * Yao's buildAuthorizedInfo (agent/test/context.go) marshalled with the json tags of
 * openapi/oauth/types.AuthorizedInfo: `client_id` and `constraints` always present, the other
 * fields omitted when empty (omitempty).
 */
function buildAuthorized(env: TestEnv): Record<string, unknown> {
  const a = env.authorized ?? {};
  const s = (k: string) => (typeof a[k] === 'string' && a[k] !== '' ? (a[k] as string) : undefined);
  const out: Record<string, unknown> = {
    sub: s('sub') ?? env.user,
    client_id: s('client_id') ?? '',
  };
  const scope = s('scope');
  if (scope) out.scope = scope;
  const session = s('session_id');
  if (session) out.session_id = session;
  out.user_id = s('user_id') ?? env.user;
  out.team_id = s('team_id') ?? env.team;
  out.tenant_id = s('tenant_id') ?? env.team;
  if (a.remember_me === true) out.remember_me = true;
  const c =
    a.constraints && typeof a.constraints === 'object'
      ? (a.constraints as Record<string, unknown>)
      : {};
  const constraints: Record<string, unknown> = {};
  for (const k of ['owner_only', 'creator_only', 'editor_only', 'team_only'])
    if (c[k] === true) constraints[k] = true;
  if (c.extra && typeof c.extra === 'object' && Object.keys(c.extra).length)
    constraints.extra = c.extra;
  out.constraints = constraints;
  return out;
}

/** The script tests of a run: each attempt runs in its file's session. */
export interface ScriptRunner extends FormatRuntime {
  runAttempt(c: Case, run: number, deps: OwnAttemptDeps): Promise<AttemptResult>;
}

/** One event on the attempt's transcript keeps Yao's exact error text and AssertionInfo. */
export interface ScriptTestEvent {
  type: 'script_test';
  error?: string;
  assertion?: ScriptOutcome['assertion'];
  location?: string;
}

function transcriptOf(logs: string[], event: ScriptTestEvent): Transcript {
  return {
    messages: [],
    tool_calls: [],
    mock_calls: [],
    events: [{ ...event }],
    ...(logs.length ? { logs } : {}),
  };
}

/** What a test function's run in its worker makes of the attempt. */
function attemptOf(
  base: Pick<AttemptResult, 'id' | 'suite' | 'run' | 'started_at'>,
  r: RunResult,
  fn: string,
  timeoutMs: number,
): AttemptResult {
  if (r.kind === 'cancelled')
    return {
      ...base,
      status: 'skipped',
      duration_ms: 0,
      error: 'not run: the run was stopped',
      checks: [],
    };
  if (r.kind === 'timeout') {
    const error = `timeout: ${fn} did not finish within ${formatMs(timeoutMs)} (its worker was stopped; later tests of the file start afresh)`;
    return {
      ...base,
      status: 'timeout',
      duration_ms: r.ms,
      error,
      checks: [],
      transcript: transcriptOf([], { type: 'script_test', error }),
    };
  }
  if (r.kind === 'crashed') {
    const error = `the test crashed the script worker: ${r.error}`;
    return {
      ...base,
      status: 'error',
      duration_ms: r.ms,
      error,
      checks: [],
      transcript: transcriptOf([], { type: 'script_test', error }),
    };
  }
  const o = r.outcome;
  const event: ScriptTestEvent = {
    type: 'script_test',
    ...(o.error !== undefined ? { error: o.error } : {}),
    ...(o.assertion ? { assertion: o.assertion } : {}),
    ...(o.location ? { location: o.location } : {}),
  };
  let error = o.error;
  if (error !== undefined && o.status !== 'skipped') {
    if (o.location) error += ` (at ${o.location})`;
    if (o.status === 'error' && o.stack) error += `\n${o.stack}`;
  }
  const logs = o.uncounted
    ? [
        ...o.logs,
        `(${o.uncounted} more assertions passed or failed beyond the ${o.checks.length} recorded)`,
      ]
    : o.logs;
  return {
    ...base,
    status: o.status,
    duration_ms: o.durationMs,
    ...(error !== undefined ? { error } : {}),
    checks: o.checks,
    transcript: transcriptOf(logs, event),
  };
}

/**
 * The script runner of one run: a session (worker) per test file, created on first use.
 * `cases` are all script-test cases of the run (their names are what each file is asked for).
 */
export function createScriptRunner(
  cases: Case[],
  opts: {
    cwd: string;
    log?: (line: string) => void;
    launch?: () => WorkerLaunch;
    /** `processes:` of agentci.yaml, stub files absolute. */
    processes?: Record<string, ProcessStub>;
    /** Answers for `http` (default: a real fetch) and `t.assert.Agent` (default: none). */
    host?: HostHandlers;
  },
): ScriptRunner {
  const host: HostHandlers = { fetch: (p, signal) => fetchForScript(p, signal), ...opts.host };
  const names = new Map<string, string[]>();
  for (const c of cases) {
    if (c.format !== 'yao-script') continue;
    const x = payloadOf(c, 'yao-script');
    const list = names.get(x.script.testFile) ?? [];
    list.push(x.function);
    names.set(x.script.testFile, list);
  }
  const sessions = new Map<string, ScriptSession>();
  const launch = opts.launch ?? (() => scriptWorkerLaunch());
  const session = (ref: ScriptRef) => {
    let s = sessions.get(ref.testFile);
    if (!s) {
      s = new ScriptSession(
        {
          testFile: path.resolve(opts.cwd, ref.testFile),
          testDisplay: ref.testFile,
          appRoot: path.resolve(opts.cwd),
          processes: opts.processes ?? {},
        },
        names.get(ref.testFile) ?? [],
        launch,
        opts.log,
        host,
      );
      sessions.set(ref.testFile, s);
    }
    return s;
  };

  return {
    async runAttempt(c, run, deps) {
      const x = payloadOf(c, 'yao-script');
      const startedAt = new Date().toISOString();
      const base = { id: c.id, suite: c.suite, run, started_at: startedAt };
      const stop = deps.stopReason?.();
      if (stop) return { ...base, status: 'skipped', duration_ms: 0, error: stop, checks: [] };
      const ctx = buildScriptContext(deps.env, x.script, x.function);
      // Script tests default to 30 s per test (Yao), not the agent timeout.
      const timeoutMs = deps.timeoutMs ?? SCRIPT_TIMEOUT_MS;
      let r: RunResult;
      try {
        r = await session(x.script).run(x.function, ctx, timeoutMs, deps.signal);
      } catch (e) {
        const error = errorMessage(e);
        return {
          ...base,
          status: 'error',
          duration_ms: 0,
          error,
          checks: [],
          transcript: transcriptOf([], { type: 'script_test', error }),
        };
      }
      return attemptOf(base, r, x.function, timeoutMs);
    },
    async close() {
      await Promise.all([...sessions.values()].map((s) => s.close()));
    },
  };
}
