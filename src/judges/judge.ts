import type { Assertion, Case } from '../model/case.js';
import type { Transcript } from '../model/transcript.js';

/** What the `agent` assertion asks of a judge model. */
export interface LlmJudgeRequest {
  criteria: string;
  output: unknown;
  transcript: Transcript;
  input: unknown;
  options?: Record<string, unknown>;
  /** Aborted when the attempt times out or the run is cancelled. */
  signal?: AbortSignal;
}

/** A judge model's verdict on one output. */
export interface LlmJudgeVerdict {
  passed: boolean;
  reason: string;
  score?: number;
}

/** Everything a judge may look at for one attempt. */
export interface JudgeContext {
  case: Case;
  /** The agent's final output: a string, or a JSON value the target returned. */
  output: unknown;
  /** Messages and tool calls (arguments parsed, results attached). */
  transcript: Transcript;
  /** Working directory; script paths resolve against the case file's folder first, then this. */
  cwd: string;
  signal?: AbortSignal;
  /** Optional LLM judge for the `agent` assertion; absent → that check is an error. */
  llmJudge?: (req: LlmJudgeRequest) => Promise<LlmJudgeVerdict>;
  /**
   * Yao's validator agents for the `agent` assertion (`use: "agents:<id>"`): asks agent `id`
   * with one user message; undefined when agentci.yaml's `agents:` has no such agent.
   */
  validator?: (
    id: string,
    content: string,
    opts: { connector?: string; signal: AbortSignal },
  ) => Promise<{ output: unknown } | { error: string } | undefined>;
  /**
   * How the case's format reads its assertions when they run (FormatRecord.judging.dialect):
   * 'yao', as Yao's assert.go does (an unknown type or a bad value fails its check in Yao's words,
   * `agent` asks Yao's validator agents, `script` needs a script name); absent, agentci's.
   */
  dialect?: 'yao';
  /** Runs a Yao process (`scripts.tests.Validate`) with arguments, for the `script` assertion. */
  callProcess?: (
    name: string,
    args: unknown[],
    signal: AbortSignal,
  ) => Promise<{ value: unknown } | { error: string }>;
}

/**
 * What a judge found, before `negate` and `message` are applied. `failure` explains why the
 * assertion did not hold; `success` states what held, so a negated assertion can say what it saw.
 */
export interface Outcome {
  pass: boolean;
  expected?: unknown;
  actual?: unknown;
  failure: string;
  success: string;
  score?: number;
  /** Shown even when the check passes (a judge's or script's own reason). */
  note?: string;
}

/**
 * Thrown by a judge when the check cannot be evaluated (bad assertion, script crash, judge
 * unavailable): the check gets `error` and the attempt becomes an `error`, not a failure.
 */
export class JudgeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JudgeError';
  }
}

/** One assertion family. */
export interface Judge {
  /**
   * What makes the assertion fail every time it runs, as plain sentences (empty when fine). Yao
   * loads such an assertion and fails its case; agentci says so at load (a warning) and the check
   * fails with the same words when it runs.
   */
  validate(a: Assertion): string[];
  /** What agentci refuses at load (exit 2, file:line): patterns RE2 cannot compile. */
  refuse?(a: Assertion): string[];
  /** A short label without the `not ` of negation, e.g. `contains "Paris"`. */
  label(a: Assertion): string;
  evaluate(a: Assertion, ctx: JudgeContext): Outcome | Promise<Outcome>;
}

/** `options[key]` when it is a boolean, else the default. */
/**
 * A Yao assertion that did not hold, with one message either way (Yao reports a failed validator or
 * process the same whether the assertion is negated or not).
 */
export function failedOutcome(a: Assertion, ctx: JudgeContext, message: string): Outcome {
  return { pass: false, expected: a.value, actual: ctx.output, failure: message, success: message };
}

export function boolOption(a: Assertion, key: string, dflt = false): boolean {
  const v = a.options?.[key];
  return typeof v === 'boolean' ? v : dflt;
}

/** A problem sentence when `options[key]` is set but not a boolean. */
export function checkBoolOption(a: Assertion, key: string): string[] {
  const v = a.options?.[key];
  return v === undefined || typeof v === 'boolean'
    ? []
    : [`options.${key} must be true or false, got ${JSON.stringify(v)}`];
}
