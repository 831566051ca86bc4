import type { Assertion, AttemptInput, Case, CaseFormat, CaseOf, TestEnv } from '../model/case.js';
import type { Message } from '../model/message.js';
import type { ScriptRef } from '../model/payloads/yao-script.js';
import type { Problem } from '../suites/problems.js';
import type { AgentConfig, Config } from '../model/config.js';
import type { LoadedConfig } from '../config/load-config.js';
import type { YamlSource } from '../config/yaml-source.js';
import type { AttemptResult } from '../model/result.js';
import type { ResponseCache } from '../harness/response-cache.js';
import type { LimiterRegistry } from '../net/endpoint-limiter.js';
import type { LlmJudge } from '../judges/llm-judge.js';
import type { ProviderJudge } from '../judges/evals.js';
import type { JudgeContext } from '../judges/judge.js';
import type { TargetReply, Target } from '../targets/target.js';
import type { Judge } from '../runner/attempt.js';
import type { EvalMeter } from '../runner/budget.js';
import type { Runtimes } from '../runner/runtimes.js';

/** A case of this format cannot be run as written: its attempt errors with this message. */
export class CaseInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaseInputError';
  }
}

/** What a loader makes of one suite file. */
export interface Loaded {
  cases: Case[];
  problems: Problem[];
  /** What the seed's own tool reads anyway (unknown fields, ignored settings): said, not refused. */
  warnings?: Problem[];
}

/**
 * A loader for one suite format: the file's text and display path in, cases and problems out.
 * `yaml`: a YAML file's text as detection parsed it (YAML 1.2 core schema), so the loader need
 * not parse it again (a reading of its own composes `yaml.lexed`).
 */
export type SuiteLoader = (
  text: string,
  file: string,
  yaml?: YamlSource,
) => Loaded | Promise<Loaded>;

/** What a format's loader is given besides the file. */
export interface LoadContext {
  /** The run's working directory (suite paths are relative to it). */
  cwd: string;
  /** The run's environment (thinkingbox finds its Python through it). */
  env?: Record<string, string | undefined>;
  /** Yao script tests named `scripts.<assistant>.<module>`, by the test file they resolved to. */
  scriptRefs?: ReadonlyMap<string, ScriptRef>;
  /** Checks each assertion beyond its shape; each returned string is a problem on the case's line. */
  validateAssertion?: (a: Assertion) => string[];
  /** What refuses a Yao suite at load (patterns RE2 cannot compile). */
  refuseAssertion?: (a: Assertion) => string[];
}

/** The run's options a format may apply to its loaded cases (the seeds' own run-wide flags). */
export interface CaseRunOptions {
  cwd: string;
  /** skilltest's `--provider` (or skilltest.yaml's): its cases run on each `platforms` × `models` cell. */
  provider?: string | readonly string[];
  platforms?: string[];
  models?: string[];
  /** `--max-turns`, else the config's `max_turns`. */
  maxTurns?: number;
  /** `--spy`. */
  spy?: boolean;
  /** `--mocks FILE`. */
  mocksFile?: string;
}

/** A format's reading of `--name` / `--test-list` test names under the inputs' roots. */
export interface NamedSelection {
  /** The files to load (the inputs, or the files the names found). */
  inputs: string[];
  problems: Problem[];
  /** The loaded cases the names select, in the names' order. */
  select(cases: Case[]): { cases: Case[]; problems: Problem[] };
}

/** Cases a format generates from an input that names a generator (Yao's `agents:` / `scripts:`). */
export type CaseGenerator = (ctx: {
  cwd: string;
  env: Record<string, string | undefined>;
  loaded: LoadedConfig;
  /** `-n`: the agent the cases are for. */
  agentName: string | undefined;
}) => Promise<{ cases: Case[]; warnings: Problem[] }>;

/** What a `--provider` run gives the format that has a provider mode (FormatRecord.providerRun). */
export interface ProviderRunContext {
  /** The `--provider` command (whitespace-split), or skilltest.yaml's argv. */
  command: string | readonly string[];
  cwd: string;
  env: Record<string, string | undefined>;
  /** `-m`: the models the cases run on. */
  models?: string[];
  /** `--judge-model`. */
  judgeModel?: string;
  /** The per-attempt timeout. */
  timeoutMs: number;
  meter: EvalMeter;
  /**
   * skilltest.yaml's `judge: {kind: api}` (SplitProvider): the judge model that judges and plays
   * the user instead of the provider, scoped to the attempt.
   */
  judgeFor?: (scope: { suite: string; caseId: string; run: number }) => LlmJudge | undefined;
}

/** What a run gives a format's runtime to build with (built once, before the first attempt). */
export interface RuntimeContext {
  /** The run's working directory. */
  cwd: string;
  /** The folder of agentci.yaml (relative paths in it are relative to this). */
  baseDir: string;
  config: Config;
  /** The agent under test as configured (after `-n` and `-c`); undefined without one. */
  agent: AgentConfig | undefined;
  /** agentci.yaml's display path, for problems ('' without a file). */
  configFile: string;
  env: Record<string, string | undefined>;
  log?: (line: string) => void;
  /** `--cache`: model calls are recorded and replayed under each attempt's scope. */
  cache?: ResponseCache;
  /** Meters judge and simulated-user calls per attempt (`eval_usage`). */
  meter?: EvalMeter;
  /** The run's limiters, one per endpoint. */
  limits?: LimiterRegistry;
  /** The attempt's judge model (`judge:`), scoped for the cache; undefined without one. */
  judgeFor(scope: { suite: string; caseId: string; run: number }): LlmJudge | undefined;
  /** Yao's validator agents (`agents:` of agentci.yaml), when there are any. */
  validator?: JudgeContext['validator'];
}

/** What an attempt that a format runs by itself is given. */
export interface OwnAttemptDeps {
  env: TestEnv;
  /** The case's or the run's `--timeout`; undefined: the format's own default. */
  timeoutMs: number | undefined;
  signal: AbortSignal;
  /** Set when the run stops starting attempts (fail-fast): the reason, and the attempt is skipped. */
  stopReason?: () => string | undefined;
}

/**
 * What a format adds to a run when its cases need more than the agent under test and the common
 * judge. Every part is optional; what is absent is the run's own.
 */
export interface FormatRuntime {
  /** The target this format's attempts run against, instead of the agent under test. */
  target?: Target;
  /** Judges this format's attempts, instead of the assertions and evals judge. */
  judge?: Judge;
  /** Runs a whole attempt by itself (no target, no judge): Yao's script tests run in a worker. */
  runAttempt?(c: Case, run: number, deps: OwnAttemptDeps): Promise<AttemptResult>;
  /** Stops what the runtime started (called once, when the run ends). */
  close(): Promise<void>;
}

/**
 * What one test format brings, in one record of the same shape for every format: how its files
 * are recognised and what it adds to an attempt. Stages ask the registry (src/formats/index.ts),
 * never the format's own modules, so a new format is a folder of its own and one registry line.
 */
export interface FormatRecord<F extends CaseFormat> {
  format: F;
  /**
   * Is this file a suite of this format, judged by its name and its content? The registry asks
   * the formats in its order; the first to say yes reads the file.
   *
   * @param file a path with forward slashes
   * @param head the file's content, or at least its beginning (all of it for a YAML file)
   * @param yaml a `.yaml`/`.yml` file parsed (its document decides, never a pattern over its
   *   text); the loader is given the same parse
   */
  detect?(file: string, head: string, yaml?: YamlSource): boolean;
  /**
   * A file of this format that a folder search or a glob leaves alone, and why (said in a count,
   * each named with `--verbose`): data beside the suites, a test file the seed's tool would not
   * run. A file named on the command line is read anyway. No file that could be a suite with a
   * mistake may be left out: it is read, and its problems refuse the run.
   *
   * @param file a path relative to the run's folder, forward slashes
   * @param head the file's content, or its beginning (whole lines)
   * @param exists whether a path relative to the run's folder exists
   */
  leftOut?(file: string, head: string, exists: (file: string) => boolean): string | undefined;
  /**
   * Is a file of this name, named on the command line, this format's suite when no format
   * recognised its content? (skilltest's discover_cases: a named file is a case.)
   */
  namedFile?(file: string): boolean;
  /**
   * The loader of this format for one load of suites (called once, so it may keep what its files
   * share, such as thinkingbox's scenario files): it reads one suite file, checking its cases'
   * assertions with the context's validators. Absent: the format has no files.
   */
  loader?(ctx: LoadContext): SuiteLoader;
  /**
   * An input that is a name rather than a path (Yao's `scripts.<assistant>.<module>`), resolved
   * to the suite file to load; undefined when the input is not such a name. The ref reaches the
   * loader through LoadContext.scriptRefs.
   */
  resolveInput?(
    input: string,
    cwd: string,
  ): { file: string; ref: ScriptRef } | { problem: Problem } | undefined;
  /** Is this input (a path or a name) a suite of this format by its name alone? */
  ownsInput?(input: string): boolean;
  /**
   * A run whose inputs are all this format's (ownsInput) and that has nothing to run, or that
   * `--run` leaves nothing, ends with the warning "No tests to run" and passes (Yao's script.go).
   */
  noCasesPasses?: boolean;
  /** `--name` / `--test-list` (thinkingbox's test names): the names resolved under the roots. */
  resolveNames?(names: string[], roots: string[], cwd: string): NamedSelection;
  /** `--case-json FILE` (skilltest's): one case of this format given as a JSON file. */
  caseJson?(file: string, cwd: string): Promise<{ cases: Case[]; problems: Problem[] }>;
  /** The generator an input names (it is then the run's only input), if it names one. */
  generator?(input: string): CaseGenerator | undefined;
  /**
   * The run's options applied to the run's cases of this format, before they are selected
   * (skilltest's matrix and run-wide overrides): for each case, in order, the cases that run in
   * its place.
   */
  prepareCases?(cases: CaseOf<F>[], opts: CaseRunOptions): Promise<Case[][]>;
  /**
   * Whether the case asks anything of the judge model, when its format decides alone (absent or
   * undefined: its assertions, evals and simulated user decide).
   */
  needsJudge?(c: CaseOf<F>): boolean | undefined;
  /** What the target receives for an attempt of this format's case, beyond the common fields. */
  attemptFields?(c: CaseOf<F>): Partial<AttemptInput>;
  /**
   * The attempt's messages as the agent must get them (run before each attempt; `cwd` is the
   * run's working directory). Throws CaseInputError when the case cannot be run as written.
   */
  prepareMessages?(c: CaseOf<F>, messages: Message[], cwd: string): Promise<Message[]>;
  /**
   * The output this format's cases are judged on, from the agent's reply (one turn's in a
   * conversation). Absent: the reply's output.
   */
  judgedOutput?(reply: Pick<TargetReply, 'output' | 'tool_calls'>): unknown;
  /**
   * What this format's cases run with besides the agent under test (built once per run from the
   * run's cases of this format, skipped ones included; called only when there are some).
   * Throws InputError (exit 2) when the run cannot serve them.
   */
  runtime?(cases: CaseOf<F>[], ctx: RuntimeContext): Promise<FormatRuntime | undefined>;
  /**
   * How this format's boolean and numeric evals (and a simulated user's `done_when`) are put to
   * the judge model, when the format has a prompt of its own (skilltest's). Absent: agentci's.
   */
  evalsJudge?(llm: LlmJudge): ProviderJudge;
  /**
   * How a case's test environment departs from DESIGN §4's layers (flags > case > `--ctx` >
   * config): `caseMetadata: false`, the case's metadata is not in it (Yao's ctx.Metadata comes
   * from `--ctx` alone); `ctxWins`, the `--ctx` file wins over the flags (Yao's script tests).
   */
  testEnv?: { caseMetadata?: false; ctxWins?: true };
  /**
   * `--provider COMMAND` (skilltest's own run mode): the command plays the agent, the simulated
   * user and the judge, and this builds what the whole run runs with. Throws InputError when
   * the run has cases the mode cannot run.
   */
  providerRun?(cases: Case[], ctx: ProviderRunContext): Runtimes;
  /** Its cases never reach the agent under test (a run of only these needs no agent). */
  agentless?: boolean;
  /**
   * The case's function is its assertion (Yao script tests, thinkingbox tests): a case of this
   * format without assertions still asserts something.
   */
  assertsItself?: boolean;
  /**
   * A run whose cases are all of such formats runs one attempt at a time, as the seed's tool
   * does, unless `--parallel` says otherwise ('flag'), or unless either `--parallel` or the
   * config's `parallel:` does ('config'); a mixed run takes the stricter 'config'.
   */
  sequential?: 'flag' | 'config';
}
