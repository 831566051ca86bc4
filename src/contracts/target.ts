import type { ResponseCache } from '../harness/response-cache.js';
import type { LimiterRegistry } from '../net/endpoint-limiter.js';
import type { AttemptInput, Case } from '../model/case.js';
import type { Message } from '../model/message.js';
import type { AttemptTrace } from '../model/trace.js';
import type {
  AgentEvent,
  CheckpointRecord,
  MockCall,
  ToolCall,
  TurnRecord,
  Usage,
} from '../model/transcript.js';

/** One attempt handed to a target. */
export interface TargetRequest {
  case: Case;
  attempt: AttemptInput;
  /**
   * Aborted when the attempt times out (reason: a DOMException named "TimeoutError") or the run
   * is cancelled (reason: a DOMException named "AbortError"). The target must stop the agent
   * promptly (kill the whole process tree, abort the request) and reject.
   */
  signal: AbortSignal;
  /**
   * Whether `signal` has fired, without reading it: the runner makes an attempt's signal only on
   * first use (a fast in-process agent never needs one). Absent: read `signal.aborted`.
   */
  aborted?: () => boolean;
  timeoutMs: number;
  /**
   * Extra environment for this attempt's agent (the MCP proxy's address: AGENTCI_MCP_URL, …; a
   * traced attempt's TRACEPARENT and OTEL_* variables). Command targets add it to the process env;
   * HTTP targets send AGENTCI_MCP_URL as the `x-agentci-mcp-url` header and TRACEPARENT as the
   * `traceparent` header; module targets pass TRACEPARENT as `ctx.traceparent`.
   */
  env?: Record<string, string>;
}

/** What an agent answered, normalised. `output` is text or the agent's JSON output. */
export interface TargetReply {
  output: unknown;
  messages?: Message[];
  tool_calls?: ToolCall[];
  mock_calls?: MockCall[];
  events?: AgentEvent[];
  usage?: Usage;
  stderr?: string;
  exit_code?: number | null;
  finish_reason?: string;
  effects?: Record<string, unknown>;
  init_result?: Record<string, unknown>;
  session_id?: string;
  logs?: string[];
  /** Set by a conversation: its turns and (Yao) checkpoints. */
  turns?: TurnRecord[];
  checkpoints?: CheckpointRecord[];
  /** Set by the runner for a traced attempt: the spans its agent sent (src/trace/). */
  trace?: AttemptTrace;
}

/**
 * Thrown by a target when an attempt cannot produce an answer: the agent crashed, exited non-zero,
 * printed undeclared garbage, the endpoint kept failing. The runner turns it into an `error`
 * attempt (or `timeout` when its signal timed out) and the suite goes on.
 */
export class AttemptFailure extends Error {
  readonly kind: 'error' | 'timeout';
  readonly stderr?: string;
  readonly exitCode?: number | null;
  /** Set when the agent said its own model call was refused for a rate limit (see reply.ts). */
  readonly rateLimit?: AgentRateLimit;
  /** The agent's process could not be started at all: no evidence about the agent. */
  readonly notStarted?: boolean;
  constructor(
    message: string,
    opts: {
      kind?: 'error' | 'timeout';
      stderr?: string;
      exitCode?: number | null;
      cause?: unknown;
      rateLimit?: AgentRateLimit;
      notStarted?: boolean;
    } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'AttemptFailure';
    this.kind = opts.kind ?? 'error';
    this.stderr = opts.stderr;
    this.exitCode = opts.exitCode;
    if (opts.rateLimit) this.rateLimit = opts.rateLimit;
    if (opts.notStarted) this.notStarted = true;
  }
}

/**
 * A command or module agent makes its own model calls, so agentci cannot see their 429s: the agent
 * says so itself (a `rate_limited` reply, exit code 75, or a thrown SDK error with status 429), and
 * the attempt waits and is tried again instead of failing.
 */
export interface AgentRateLimit {
  /** How long the agent was told to wait (its Retry-After), if it knows. */
  retryAfterMs?: number;
  /** What refused the call, as the agent names it (e.g. "openai gpt-4o"). */
  endpoint?: string;
}

/** How a case reaches the agent under test. One instance serves a whole run. */
export interface Target {
  readonly kind: 'command' | 'http' | 'module' | 'harness';
  /** A short description for reports, e.g. the command line or URL (secrets masked). */
  readonly description: string;
  run(req: TargetRequest): Promise<TargetReply>;
  /** Releases long-lived resources (session processes, MCP servers). */
  close(): Promise<void>;
}

/** What targets may use from the outside world, passed in so the core never reads globals. */
export interface TargetContext {
  /** Folder that relative paths in the agent config resolve against (the config file's folder). */
  baseDir: string;
  /** Environment for child processes and `${VAR}` expansion. */
  env: Record<string, string | undefined>;
  /** Debug lines (shown with -v). */
  log?: (line: string) => void;
  /** Record/replay of model calls (`--cache`): the harness wraps its models with it. */
  cache?: ResponseCache;
  /** The run's limiters, one per endpoint (HTTP agents, models), shared by every role calling it. */
  limits?: LimiterRegistry;
}
