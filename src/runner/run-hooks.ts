import type { Case, TestEnv } from '../model/case.js';
import type { AttemptResult, CaseResult } from '../model/result.js';
import type { Redactor } from '../redaction.js';
import type { Target } from '../contracts/target.js';
import type { FormatRegistry } from '../contracts/format.js';
import type { LimitWait } from '../net/endpoint-limiter.js';
import type { CaseSourcing } from './load-cases.js';
import type { AttemptJudge, ConversationRunner } from '../contracts/judge.js';
import type { EvalMeter } from './budget.js';
import type { FormatRuntimes } from './format-runtimes.js';
import type { YaoHooks } from './yao-hooks.js';
import type { AttemptTracing } from './tracing.js';
import type { LeftOut } from '../suites/discover.js';
import type { LlmJudge } from '../judges/llm-judge.js';
import type { Report } from '../model/report.js';

/** What a front door gives a run besides its settings: the world, the formats, the callbacks. */
export interface RunHooks {
  env: Record<string, string | undefined>;
  /** Every format's record: the front door's registry (src/formats/index.ts). */
  formats: FormatRegistry;
  /** What a seed's command line adds to finding the cases (its adapter's); agentci's run has none. */
  sourcing?: CaseSourcing;
  /** What the whole run runs with, when the front door provides it (skilltest's `--provider`). */
  runtimes?: RuntimesOverride;
  /**
   * Masks secrets in everything the run hands out: attempt and case results (hooks and stream),
   * log lines and the report. The front end fills it (environment, tokens, `mask` input); the run
   * adds the keys its config names. Without it, only those config keys are masked.
   */
  redactor?: Redactor;
  log?: (line: string) => void;
  /** A load warning (`file:line: field: message`), said before anything runs. */
  onWarning?: (line: string) => void;
  /**
   * The files the folder searches and globs found and left alone (data beside the suites), with
   * the reason: said before anything runs, never a warning (`--strict` does not refuse them).
   */
  onLeftOut?: (files: LeftOut[]) => void;
  onStart?: (info: {
    cases: Case[];
    totalAttempts: number;
    runsPerCase: number;
    target?: Target;
  }) => void;
  /** An attempt is about to start (script tests print `► [TestName] ...` here). */
  onAttemptStart?: (c: Case, run: number, env: TestEnv) => void;
  onAttempt?: (a: AttemptResult) => void;
  onCase?: (c: CaseResult) => void;
  /**
   * The run's calls to some endpoint started or stopped waiting on its rate limit (the progress
   * line says so); `waits` lists the endpoints waiting now.
   */
  onRateLimitWait?: (waits: LimitWait[]) => void;
  /**
   * The front door's last word on the report before it is saved: the comparison with the base
   * branch and the gate applied again with it (`--baseline`, the action's baseline). It runs
   * after the attempts and before the results stream's summary line, so the stream, the report
   * files and the exit code hold the same gate. Its report is masked again; if it throws, the
   * stream is closed without a summary line (a run that did not finish) and the error is thrown.
   */
  completeReport?: (report: Report) => Report | Promise<Report>;
  /** Aborting stops new attempts, kills running agents, and ends the run with exit code 3. */
  signal?: AbortSignal;
  now?: () => Date;
}

/** What the attempts run with, built once before the first one (runtimes.ts). */
export interface Runtimes {
  /** The agent under test; undefined when no case needs one (script tests only, all skipped). */
  target: Target | undefined;
  /** What the formats of the run's cases add (their own target, judge or whole attempt). */
  formats: FormatRuntimes;
  /** The target an attempt of this case runs against (its format's, else the agent under test). */
  targetFor(c: Case): Target;
  /** Judges an attempt: its format's judge, else the case's assertions then its evals. */
  judge: AttemptJudge;
  /** Multi-turn cases: the simulated user talks to the target. */
  conversation: ConversationRunner;
  /** Yao's before/after hooks and --before/--after; undefined when the run has none. */
  hooks: YaoHooks | undefined;
  /** The workers of Yao processes (`script` assertions), the validator agents and the formats' runtimes, to close. */
  extras: { close(): Promise<void> };
  /** The agent's tracing (`trace: otlp`, `--trace`); undefined when it is not traced. */
  tracing?: AttemptTracing;
}

/**
 * What the whole run runs with, when a front door provides it instead of the agent under test
 * and the judge model (skilltest's `--provider`: the provider command plays all three).
 * `judgeFor`: with the settings' `judgeApi` (skilltest.yaml's `judge: {kind: api}`, skilltest's
 * SplitProvider), the judge model that judges and plays the user instead, scoped to the attempt.
 */
export type RuntimesOverride = (
  cases: Case[],
  ctx: {
    timeoutMs: number;
    meter: EvalMeter;
    judgeFor?: (scope: { suite: string; caseId: string; run: number }) => LlmJudge | undefined;
  },
) => Runtimes;
