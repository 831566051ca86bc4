import type { Case } from '../model/case.js';
import type { AgentConfig } from '../model/config.js';
import type { AttemptTrace } from '../model/trace.js';
import type { Usage } from '../model/transcript.js';
import { parseDuration } from '../lib/units.js';
import { computeCost, type PriceTable } from '../harness/pricing.js';
import { totalUsage, type TracedToolCall, type TracedUsage } from '../trace/genai.js';
import type { RunTracing } from '../trace/run-tracing.js';
import type { ReceiverStats } from '../trace/receiver.js';
import type { Target, TargetRequest } from '../contracts/target.js';

/*
 * Tracing in a run (docs/tracing.md): whether the agent under test is traced, the receiver that
 * gets its spans (src/trace/, loaded only when tracing is on), the trace context each attempt's
 * agent is given, and what the attempt collects when its agent has finished.
 */

/** How long an attempt waits for its spans by default (`trace_flush`, `--trace-flush`). */
export const DEFAULT_TRACE_FLUSH_MS = 2000;

/**
 * What agentci sets in the agent's environment unless the environment (or the agent's `env:`)
 * does: SDKs' batch span processors export every 200 ms instead of every 5 s, so the spans of an
 * agent that lives on (a session process) arrive within the flush window; and GenAI
 * instrumentations record message and tool-call content (most leave it out by default), without
 * which a tool call's arguments and result are not in its span.
 */
const TRACE_DEFAULTS: Record<string, string> = {
  OTEL_BSP_SCHEDULE_DELAY: '200',
  OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'true',
};

/** Tracing of a run's agent, resolved. */
export interface TracePlan {
  flushMs: number;
  port: number;
}

/**
 * The run's tracing: `--trace` / `--no-trace` (the action input `trace`) over the agent's `trace:`;
 * `--trace-flush` over its `trace_flush:`. Undefined when off; a string when asked for an agent
 * that cannot be traced (the built-in harness records its trajectory itself).
 */
export function tracePlan(
  agent: AgentConfig | undefined,
  settings: { trace?: boolean; traceFlushMs?: number },
): TracePlan | undefined | string {
  const own = agent && !('harness' in agent) ? agent : undefined;
  const on = settings.trace ?? own?.trace === 'otlp';
  if (!on || !agent) return undefined;
  if (!own)
    return 'tracing applies to command, HTTP and module agents; the harness agent records its own tool calls and usage';
  const flush = own.trace_flush;
  return {
    flushMs:
      settings.traceFlushMs ??
      (flush !== undefined ? parseDuration(flush) : undefined) ??
      DEFAULT_TRACE_FLUSH_MS,
    port: own.trace_port ?? 0,
  };
}

/** What an attempt's spans came to. */
export interface TracedAttempt {
  trace: AttemptTrace;
  toolCalls: TracedToolCall[];
  /** The spans' counted usage, priced with the run's table (undefined: no span carried tokens). */
  usage?: Usage;
}

/** The per-attempt side of tracing, as an attempt uses it. */
export interface AttemptTracing {
  /**
   * Opens attempt `run` of `c`'s trace context (before its agent is called); `finish` waits for
   * its spans (not when `signal` has aborted) and reads them.
   */
  begin(c: Case, run: number): { finish(signal?: AbortSignal): Promise<TracedAttempt> };
}

/** A run's tracing, started. */
export interface RunTraces extends AttemptTracing {
  /** The environment the agent's processes start with: where to export, and how often. */
  processEnv(base: Record<string, string | undefined>): Record<string, string | undefined>;
  /** The target with each attempt's trace context added to its requests. */
  wrap(target: Target): Target;
  readonly stats: ReceiverStats;
  readonly endpoint: string;
  close(): Promise<void>;
}

/** Starts the receiver (src/trace/ is loaded now, not before) and returns the run's tracing. */
export async function startTracing(
  plan: TracePlan,
  opts: { prices: PriceTable; log?: (line: string) => void; maxBodyBytes?: number },
): Promise<RunTraces> {
  const { RunTracing } = await import('../trace/run-tracing.js');
  const tracing: RunTracing = await RunTracing.start({
    flushMs: plan.flushMs,
    port: plan.port,
    ...(opts.log ? { log: opts.log } : {}),
    ...(opts.maxBodyBytes !== undefined ? { maxBodyBytes: opts.maxBodyBytes } : {}),
  });
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => (closing ??= tracing.close());
  const price = (model: string, u: TracedUsage): number | undefined =>
    computeCost(model, u, opts.prices);
  return {
    stats: tracing.stats,
    endpoint: tracing.endpoint,
    close,
    processEnv: (base) => ({ ...TRACE_DEFAULTS, ...base, ...tracing.runEnv() }),
    begin(c, run) {
      const session = tracing.begin(c, c.id, run);
      return {
        async finish(signal) {
          const { trace, findings } = await tracing.end(c, session, {
            ...(signal ? { signal } : {}),
          });
          const usage = totalUsage(findings.usage, price);
          return { trace, toolCalls: findings.toolCalls, ...(usage ? { usage } : {}) };
        },
      };
    },
    wrap(inner) {
      return {
        kind: inner.kind,
        description: inner.description,
        async close() {
          await inner.close();
          await close();
        },
        run(req) {
          const s = tracing.sessionFor(req.case, req.attempt.run);
          if (!s) return inner.run(req);
          // The request's signal is made on first read: pass the getter on, not its value.
          const traced: TargetRequest = {
            case: req.case,
            attempt: req.attempt,
            get signal() {
              return req.signal;
            },
            ...(req.aborted ? { aborted: req.aborted } : {}),
            timeoutMs: req.timeoutMs,
            env: { ...req.env, ...tracing.runEnv(), ...tracing.attemptEnv(s) },
          };
          return inner.run(traced);
        },
      };
    },
  };
}
