import { isAbsolute, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ModuleAgentSchema, type ModuleAgentConfig } from '../model/config.js';
import type { CaseInput, Message } from '../model/message.js';
import type { SkillPayload, TestEnv } from '../model/case.js';
import {
  abortFailure,
  isStructuredReply,
  normaliseStructuredReply,
  rateLimitFailure,
  replyRateLimit,
  thrownRateLimit,
} from './reply.js';
import {
  AttemptFailure,
  type Target,
  type TargetContext,
  type TargetReply,
  type TargetRequest,
} from '../contracts/target.js';

/** The second argument a module agent's function receives. */
export interface ModuleAgentContext {
  id: string;
  run: number;
  messages: Message[];
  env: TestEnv;
  metadata: Record<string, unknown>;
  /** A Yao case's context options (connector, mode, search, skip, metadata), when it has some. */
  options?: Record<string, unknown>;
  /** A skilltest case's skill `{name, path, instructions}`, as skilltest's providers get it. */
  skill?: SkillPayload;
  /** Aborted on timeout or cancellation: the agent should stop its work when it fires. */
  signal: AbortSignal;
  /**
   * With tracing on (`trace: otlp`): the attempt's W3C trace context, for the agent's spans to
   * continue, and the OTLP/HTTP traces URL to export them to (docs/tracing.md).
   */
  traceparent?: string;
  tracesEndpoint?: string;
}

/**
 * The module as reports show it: relative to the config's folder when inside it (the CLI resolves
 * `--agent-module` to an absolute path, which would put the runner's home folder in every header).
 */
function shownPath(file: string, baseDir: string): string {
  const rel = relative(baseDir, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

/** A module agent: `(input, ctx) → string | {output, messages?, tool_calls?, usage?, …}`. */
export type ModuleAgentFunction = (input: CaseInput, ctx: ModuleAgentContext) => unknown;

/**
 * The `module` target: imports the module once (path resolved against the config's folder) and
 * calls its export (default `run`) in-process for every attempt. A string result is the output; an
 * object with an `output` key is the structured reply; any other value is the output as is.
 * Throws a clear Error now when the module cannot be loaded or lacks the export.
 *
 * Plain JS (`.js`, `.mjs`, `.cjs`) loads under any Node; `.ts` modules need a runtime that strips
 * types (Node ≥ 22.6 with type stripping, tsx, vitest).
 */
export async function createModuleTarget(
  agent: ModuleAgentConfig,
  ctx: TargetContext,
): Promise<Target> {
  const config = ModuleAgentSchema.parse(agent);
  const file = isAbsolute(config.module) ? config.module : resolve(ctx.baseDir, config.module);
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (e) {
    throw new Error(`agent.module: cannot load ${file}: ${(e as Error).message}`, { cause: e });
  }
  const fn = findExport(mod, config.export);
  if (!fn) {
    const names = Object.keys(mod).filter((k) => k !== 'default' || mod.default !== undefined);
    throw new Error(
      `agent.export: ${file} has no exported function "${config.export}" ` +
        `(exports: ${names.length > 0 ? names.join(', ') : 'none'})`,
    );
  }

  async function run(req: TargetRequest): Promise<TargetReply> {
    if (req.aborted ? req.aborted() : req.signal.aborted)
      throw abortFailure(req.signal, req.timeoutMs);
    const a = req.attempt;
    const agentCtx: ModuleAgentContext = {
      id: a.id,
      run: a.run,
      messages: a.messages,
      env: a.env,
      metadata: a.metadata,
      ...(a.options ? { options: a.options } : {}),
      ...(a.skill ? { skill: a.skill } : {}),
      ...(req.env?.TRACEPARENT ? { traceparent: req.env.TRACEPARENT } : {}),
      ...(req.env?.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
        ? { tracesEndpoint: req.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT }
        : {}),
      // Read on use: the runner makes the signal only when something asks for it.
      get signal() {
        return req.signal;
      },
    };
    // In-process code cannot be killed: on abort we stop waiting and reject, but the function
    // keeps running in the background unless it honours `ctx.signal`.
    let result: unknown;
    let onAbort: (() => void) | undefined;
    try {
      result = fn!(a.input, agentCtx);
      // Only a pending promise needs racing against the signal; a plain value is the answer.
      if (result !== null && typeof (result as { then?: unknown })?.then === 'function') {
        const signal = req.signal;
        const aborted = new Promise<never>((_res, rej) => {
          onAbort = () => rej(abortFailure(signal, req.timeoutMs));
          signal.addEventListener('abort', onAbort, { once: true });
        });
        result = await Promise.race([result as Promise<unknown>, aborted]);
      }
    } catch (e) {
      if (e instanceof AttemptFailure) throw e;
      if (req.aborted ? req.aborted() : req.signal.aborted)
        throw abortFailure(req.signal, req.timeoutMs);
      const err = e instanceof Error ? e : new Error(String(e));
      const thrown = thrownRateLimit(e);
      if (thrown)
        throw rateLimitFailure(thrown, `${config.export}() threw: ${err.message}`, {
          cause: e,
        });
      throw new AttemptFailure(`${config.export}() threw: ${err.message}`, {
        cause: e,
        stderr: err.stack,
      });
    } finally {
      if (onAbort) req.signal.removeEventListener('abort', onAbort);
    }
    if (typeof result === 'string') return { output: result };
    const limit = replyRateLimit(result, `${config.export}() result`);
    if (limit) throw rateLimitFailure(limit, `${config.export}() returned rate_limited`);
    if (result === undefined) {
      throw new AttemptFailure(
        `${config.export}() returned undefined (expected a string or {output, …})`,
      );
    }
    if (isStructuredReply(result))
      return normaliseStructuredReply(result, `${config.export}() result`);
    return { output: result };
  }

  return {
    kind: 'module',
    description: `${shownPath(file, ctx.baseDir)}#${config.export}`,
    run,
    close: () => Promise.resolve(),
  };
}

/** The named export, or the same name on a default-exported object (CommonJS `module.exports`). */
function findExport(mod: Record<string, unknown>, name: string): ModuleAgentFunction | undefined {
  const direct = mod[name];
  if (typeof direct === 'function') return direct as ModuleAgentFunction;
  const def = mod.default;
  if (def && typeof def === 'object') {
    const inner = (def as Record<string, unknown>)[name];
    if (typeof inner === 'function') return inner as ModuleAgentFunction;
  }
  return undefined;
}
