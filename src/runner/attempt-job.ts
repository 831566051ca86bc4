import type { FormatRecord } from '../contracts/format.js';
import type { QuarantineEntry } from '../model/quarantine.js';
import type { Case, CaseFormat, TestEnv } from '../model/case.js';
import type { AttemptResult, CaseResult } from '../model/result.js';
import { aggregateCase, type CaseIdentity } from '../report/aggregate.js';
import { quarantineFor } from '../report/quarantine.js';
import { nextBatch, runsReason, type AdaptivePlan } from './adaptive.js';
import { executeAttempt } from './attempt.js';
import { nestingProblem } from '../lib/json.js';
import { errorMessage } from '../lib/error-message.js';
import type { Budget, EvalMeter } from './budget.js';
import type { Redactor } from '../redaction.js';
import type { LimiterRegistry } from '../net/endpoint-limiter.js';
import type { FaultPatterns } from '../net/provider-faults.js';
import type { ResultsStream } from './results-stream.js';
import type { RunSettings } from '../model/run-settings.js';
import type { RunHooks } from './run-hooks.js';
import { runsOf, type Plan } from './run-plan.js';
import type { Runtimes } from './runtimes.js';
import { JobPool } from './scheduler.js';

/*
 * The attempts of a run and what follows each one: every case × run is a job on one bounded pool.
 * A job checks the budget, runs the attempt (by its format when the format runs its own, else
 * executeAttempt against the case's target), records its eval usage, streams it, applies --fail-fast, queues adaptive runs
 * while a case's verdict is open, and finishes the case (aggregate, quarantine mark, stream) when
 * its last attempt is in. This is the hot path: a bench runs it 100,000 times.
 */

/** One attempt to run: the case's index and the run number (from 1). */
export interface AttemptJob {
  i: number;
  run: number;
}

export interface AttemptJobsOptions {
  settings: Pick<RunSettings, 'failFast' | 'timeoutMs' | 'cwd'>;
  hooks: Pick<RunHooks, 'onAttemptStart' | 'onAttempt' | 'onCase' | 'formats'>;
  cases: Case[];
  identities: CaseIdentity[];
  envs: TestEnv[];
  plan: Plan;
  adaptive: AdaptivePlan | undefined;
  quarantine: readonly QuarantineEntry[];
  /** The run's day (quarantine expiry). */
  today: string;
  runtimes: Runtimes;
  budget: Budget;
  evalMeter: EvalMeter;
  stream: ResultsStream;
  /** Masks secrets in each attempt and case before anything sees it (stream, hooks, report). */
  redactor: Redactor;
  /** Stops new attempts and the running ones (signals, a failed stream). */
  signal: AbortSignal;
  /** The run's limiters (they account each attempt's waits and rate limits). */
  limits?: LimiterRegistry;
  /** The run's environment-fault patterns (`environment_faults:` over the built-in table). */
  faults?: FaultPatterns;
  /** `judge.rejudge`: how many more times a failed attempt's transcript is judged (0: never). */
  rejudge?: number;
}

/** Runs every attempt of a run's cases and keeps their results, case by case. */
export class AttemptJobs {
  /** Set when --fail-fast stopped the run: the error of every attempt it skipped. */
  failFastReason: string | undefined;
  /** Set when the budget was spent: why later attempts did not run. */
  budgetReason: string | undefined;

  private readonly settings: AttemptJobsOptions['settings'];
  private readonly hooks: AttemptJobsOptions['hooks'];
  private readonly cases: Case[];
  private readonly identities: CaseIdentity[];
  private readonly envs: TestEnv[];
  private readonly plan: Plan;
  private readonly adaptive: AdaptivePlan | undefined;
  private readonly quarantine: readonly QuarantineEntry[];
  private readonly today: string;
  private readonly runtimes: Runtimes;
  private readonly budget: Budget;
  private readonly evalMeter: EvalMeter;
  private readonly stream: ResultsStream;
  private readonly redactor: Redactor;
  private readonly signal: AbortSignal;
  private readonly limits: LimiterRegistry | undefined;
  private readonly faults: FaultPatterns | undefined;
  private readonly rejudge: { times: number; allowed: () => boolean } | undefined;
  private readonly attempts: AttemptResult[][];
  /** Attempts queued or running, per case: the case finishes when it reaches 0. */
  private readonly pending: number[];
  private readonly results: (CaseResult | undefined)[];
  private readonly pool: JobPool<AttemptJob>;
  private readonly stopReason = () => this.failFastReason;
  private readonly redactText = (s: string): string => this.redactor.text(s);

  constructor(o: AttemptJobsOptions) {
    this.settings = o.settings;
    this.hooks = o.hooks;
    this.cases = o.cases;
    this.identities = o.identities;
    this.envs = o.envs;
    this.plan = o.plan;
    this.adaptive = o.adaptive;
    this.quarantine = o.quarantine;
    this.today = o.today;
    this.runtimes = o.runtimes;
    this.budget = o.budget;
    this.evalMeter = o.evalMeter;
    this.stream = o.stream;
    this.redactor = o.redactor;
    this.signal = o.signal;
    this.limits = o.limits;
    this.faults = o.faults;
    // Judging again is spending like any judge call: not once the budget is spent.
    this.rejudge = o.rejudge
      ? { times: o.rejudge, allowed: () => this.budget.exhausted() === undefined }
      : undefined;
    this.attempts = o.cases.map(() => []);
    this.pending = o.cases.map((c) => runsOf(c, o.plan));
    this.results = o.cases.map(() => undefined);
    this.pool = new JobPool<AttemptJob>(o.plan.parallel, this.runJob);
  }

  /**
   * Queues every attempt and runs them until all are done or the signal stops the run (the rest
   * are then streamed as skipped).
   */
  async run(): Promise<void> {
    // Case-major order: every run of a case is queued together so cases finish (and stream) early.
    const jobs: AttemptJob[] = [];
    this.cases.forEach((c, i) => {
      for (let run = 1; run <= runsOf(c, this.plan); run++) jobs.push({ i, run });
    });
    this.pool.pushAll(jobs);
    // The pool drops jobs as they start; this list must not keep 100,000 of them alive meanwhile.
    jobs.length = 0;
    const stopOnCancel = () => {
      for (const job of this.pool.stop()) this.skip(job.i, job.run, 'not run: the run was stopped');
    };
    this.signal.addEventListener('abort', stopOnCancel, { once: true });
    if (this.signal.aborted) stopOnCancel();
    try {
      await this.pool.run();
    } finally {
      this.signal.removeEventListener('abort', stopOnCancel);
    }
  }

  /** Finishes the cases that never did (the pool threw) and returns every case's result. */
  finishRemaining(): CaseResult[] {
    this.cases.forEach((_, i) => {
      if (!this.results[i]) this.finishCase(i);
    });
    return this.results as CaseResult[];
  }

  private readonly runJob = async ({ i, run }: AttemptJob): Promise<void> => {
    const c = this.cases[i] as Case;
    // Budgets: once spent, no new attempt starts; the rest are reported as skipped with the reason.
    this.budgetReason ??= this.budget.exhausted();
    if (this.budgetReason) return this.skip(i, run, `not run: ${this.budgetReason}`, 'budget');
    this.hooks.onAttemptStart?.(c, run, this.envs[i] as TestEnv);
    let a: AttemptResult;
    try {
      a = await this.attempt(c, i, run);
    } catch (e) {
      // No exception of one attempt ends the run: whatever escaped (a value a stage could not
      // walk, a bug) fails this attempt with the reason, and every other case keeps its result.
      a = this.redactor.value(crashedAttempt(c, run, e));
    }
    this.record(c, i, a);
  };

  /** Runs one attempt and returns it redacted and checked fit to store. */
  private async attempt(c: Case, i: number, run: number): Promise<AttemptResult> {
    // A format that runs its attempts by itself (Yao script tests) gets the run's --timeout, not
    // the agent default: it has a default of its own.
    const own = this.runtimes.formats[c.format]?.runAttempt;
    const ran = own
      ? await own(c, run, {
          env: this.envs[i] as TestEnv,
          timeoutMs: c.timeout_ms ?? this.settings.timeoutMs,
          signal: this.signal,
          stopReason: this.stopReason,
        })
      : await executeAttempt(c, run, {
          target: this.runtimes.targetFor(c),
          judge: this.runtimes.judge,
          conversation: this.runtimes.conversation,
          format: this.hooks.formats[c.format] as FormatRecord<CaseFormat>,
          env: this.envs[i] as TestEnv,
          timeoutMs: c.timeout_ms ?? this.plan.timeoutMs,
          signal: this.signal,
          cwd: this.settings.cwd,
          redact: this.redactText,
          ...(this.limits ? { limits: this.limits } : {}),
          ...(this.faults ? { faults: this.faults } : {}),
          ...(this.rejudge ? { rejudge: this.rejudge } : {}),
          ...(this.runtimes.hooks ? { hooks: this.runtimes.hooks } : {}),
          // Tracing is of the agent under test, not of a format's own target.
          ...(this.runtimes.tracing && !this.runtimes.formats[c.format]?.target
            ? { tracing: this.runtimes.tracing }
            : {}),
        });
    const evalUsage = this.evalMeter.take({ suite: c.suite, caseId: c.id, run });
    if (evalUsage) ran.eval_usage = evalUsage;
    // What a format's own runner or a judge added is agent data too (a script test's value).
    const problem = nestingProblem(ran);
    if (problem) throw new Error(`the attempt's result ${problem}`);
    // Judges have seen the real text; everything after this point sees it redacted.
    return this.redactor.value(ran);
  }

  /** Keeps a finished attempt: budget, stream, hooks, --fail-fast, and the case when it is done. */
  private record(c: Case, i: number, ran: AttemptResult): void {
    let a = ran;
    try {
      this.stream.result(a);
    } catch (e) {
      // A value JSON cannot hold (a module agent's BigInt): the attempt fails, the run goes on.
      a = this.redactor.value(crashedAttempt(c, a.run, e));
      this.stream.result(a);
    }
    const attempts = this.attempts[i] as AttemptResult[];
    attempts.push(a);
    this.budget.add(a.usage ?? a.transcript?.usage);
    this.budget.add(a.eval_usage);
    this.hooks.onAttempt?.(a);
    this.pending[i] = (this.pending[i] as number) - 1;
    if (
      this.settings.failFast &&
      !this.failFastReason &&
      a.status !== 'passed' &&
      a.status !== 'skipped'
    ) {
      const id = this.identities[i] as CaseIdentity;
      const failures = attempts.filter(
        (x) => x.status !== 'passed' && x.status !== 'skipped',
      ).length;
      const runs = runsOf(c, this.plan);
      if ((runs - failures) / runs < id.threshold) {
        const reason = `not run: --fail-fast stopped the run after case ${c.id} failed`;
        this.failFastReason = reason;
        for (const job of this.pool.stop()) this.skip(job.i, job.run, reason);
      }
    }
    if (this.pending[i] === 0 && !this.moreRuns(i)) this.finishCase(i);
  }

  /** Adaptive runs count for cases without their own `runs`. */
  private isAdaptive(c: Case): boolean {
    return this.adaptive !== undefined && c.runs === undefined && c.skip === false;
  }

  /** Adaptive runs: when a case's batch is done and its verdict is still open, queue another. */
  private moreRuns(i: number): boolean {
    const c = this.cases[i] as Case;
    const adaptive = this.adaptive;
    if (!adaptive || !this.isAdaptive(c) || this.pool.isStopped) return false;
    const attempts = this.attempts[i] as AttemptResult[];
    const ran = attempts.filter((a) => a.status !== 'skipped');
    const passed = ran.filter((a) => a.status === 'passed').length;
    const more = nextBatch(
      passed,
      ran.length,
      (this.identities[i] as CaseIdentity).threshold,
      adaptive,
    );
    if (more === 0) return false;
    this.pending[i] = (this.pending[i] as number) + more;
    const next = attempts.length;
    this.pool.pushAll(Array.from({ length: more }, (_, k) => ({ i, run: next + k + 1 })));
    return true;
  }

  /** Aggregates a case, marks it quarantined, streams it. */
  private finishCase(i: number): void {
    const r = aggregateCase(
      this.identities[i] as CaseIdentity,
      this.attempts[i] as AttemptResult[],
    );
    const adaptive = this.adaptive;
    if (adaptive && this.isAdaptive(this.cases[i] as Case)) {
      r.runs_reason = runsReason(r.passed, r.runs, r.threshold, adaptive);
      if (r.verdict === 'flaky' && r.runs >= adaptive.maxRuns) r.verdict = 'inconclusive';
    }
    // Marked before streaming, so the stream's case lines say it too.
    const q = this.quarantine.length ? quarantineFor(this.quarantine, r, this.today) : undefined;
    if (q?.state === 'active')
      Object.assign(r, {
        quarantined: true,
        quarantine: { reason: q.entry.reason, expires: q.entry.expires },
      });
    const redacted = this.redactor.value(r);
    this.results[i] = redacted;
    this.stream.case(redacted);
    this.hooks.onCase?.(redacted);
  }

  /** Records an attempt that did not run, with the reason as its error (and `cause: budget`). */
  private skip(i: number, run: number, reason: string, cause?: 'budget'): void {
    const c = this.cases[i] as Case;
    const a: AttemptResult = this.redactor.value({
      id: c.id,
      suite: c.suite,
      run,
      status: 'skipped',
      duration_ms: 0,
      error: reason,
      checks: [],
      ...(cause ? { cause } : {}),
    });
    (this.attempts[i] as AttemptResult[]).push(a);
    this.stream.result(a);
    this.pending[i] = (this.pending[i] as number) - 1;
    if (this.pending[i] === 0) this.finishCase(i);
  }
}

/** The error attempt that stands for one whose running or recording threw. */
function crashedAttempt(c: Case, run: number, e: unknown): AttemptResult {
  return {
    id: c.id,
    suite: c.suite,
    run,
    started_at: new Date().toISOString(),
    status: 'error',
    duration_ms: 0,
    error: `agentci could not run or record this attempt: ${errorMessage(e)}`,
    checks: [],
  };
}
