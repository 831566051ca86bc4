import type { Assertion, AttemptInput, Case, CaseFormat, CaseOf, TestEnv } from '../model/case.js';
import type { Message } from '../model/message.js';
import type { ScriptRef } from '../model/payloads/yao-script.js';
import type { Problem } from '../lib/problems.js';
import type { YamlSource } from '../lib/yaml-source.js';
import type { AgentConfig, Config } from '../model/config.js';
import type { AttemptResult } from '../model/result.js';
import type { ResponseCache } from '../harness/response-cache.js';
import type { LimiterRegistry } from '../net/endpoint-limiter.js';
import type { LlmJudge } from '../judges/llm-judge.js';
import type { ProviderJudge } from '../judges/evals.js';
import type { JudgeContext } from '../judges/judge.js';
import type { TargetReply, Target } from './target.js';
import type { AttemptJudge } from './judge.js';
import type { Log, Meter } from './host.js';

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

/** Test names (thinkingbox's `--name` / `--test-list`) resolved under the inputs' roots. */
export interface NamedSelection {
  /** The files to load (the inputs, or the files the names found). */
  inputs: string[];
  problems: Problem[];
  /** The loaded cases the names select, in the names' order. */
  select(cases: Case[]): { cases: Case[]; problems: Problem[] };
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
  log?: Log;
  /** `--cache`: model calls are recorded and replayed under each attempt's scope. */
  cache?: ResponseCache;
  /** Meters judge and simulated-user calls per attempt (`eval_usage`). */
  meter?: Meter;
  /** The run's limiters, one per endpoint. */
  limits?: LimiterRegistry;
  /** The attempt's judge model (`judge:`), scoped for the cache; undefined without one. */
  judgeFor(scope: { suite: string; caseId: string; run: number }): LlmJudge | undefined;
  /** Yao's validator agents (`agents:` of agentci.yaml), when there are any. */
  validator?: JudgeContext['validator'];
}

/**
 * What a format's setup check is given: the run's config and agent, nothing started
 * (`agentci validate` checks with it as `agentci run` does).
 */
export type SetupContext = Pick<
  RuntimeContext,
  'cwd' | 'baseDir' | 'config' | 'agent' | 'configFile' | 'env' | 'cache' | 'limits'
>;

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
  judge?: AttemptJudge;
  /** Runs a whole attempt by itself (no target, no judge): Yao's script tests run in a worker. */
  runAttempt?(c: Case, run: number, deps: OwnAttemptDeps): Promise<AttemptResult>;
  /** Stops what the runtime started (called once, when the run ends). */
  close(): Promise<void>;
}

/** What the agent is sent for an attempt of a format's case, and what of its reply is judged. */
export interface AttemptShape<F extends CaseFormat> {
  /** What the target receives for an attempt, beyond the common fields. */
  fields?(c: CaseOf<F>): Partial<AttemptInput>;
  /**
   * The attempt's messages as the agent must get them (run before each attempt; `cwd` is the
   * run's working directory). Throws CaseInputError when the case cannot be run as written.
   */
  messages?(c: CaseOf<F>, messages: Message[], cwd: string): Promise<Message[]>;
  /**
   * The output the case is judged on, from the agent's reply (one turn's in a conversation).
   * Absent: the reply's output.
   */
  output?(reply: Pick<TargetReply, 'output' | 'tool_calls'>): unknown;
}

/** How a format's cases are judged where it departs from agentci's judging. */
export interface JudgingTraits<F extends CaseFormat> {
  /**
   * Whether the case asks anything of the judge model, when its format decides alone (absent or
   * undefined: its assertions, evals and simulated user decide).
   */
  needsJudge?(c: CaseOf<F>): boolean | undefined;
  /**
   * How its assertions are read when they run ('yao': Yao's assert.go, see JudgeContext.dialect);
   * absent: agentci's (a bad assertion errors its check).
   */
  dialect?: 'yao';
  /**
   * How its boolean and numeric evals (and a simulated user's `done_when`) are put to the judge
   * model, when the format has a prompt of its own (skilltest's). Absent: agentci's.
   */
  evals?(llm: LlmJudge): ProviderJudge;
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
   * How this format's files are found beyond `detect`, when its tool finds them otherwise.
   * `named`: a file named on the command line (never one found in a folder) whose path matches is
   * read as this format when no format detects it. `claimsFolder`: a folder holding one of this
   * format's files directly is a suite of it: every file directly inside whose name matches
   * `cases` is one of its cases, and files matching `shadows` are found neither beside them nor
   * in the folder's subfolders.
   */
  discovery?: { named?: RegExp; claimsFolder?: { cases: RegExp; shadows: RegExp } };
  /**
   * The loader of this format for one load of suites (called once, so it may keep what its files
   * share, such as thinkingbox's scenario files): it reads one suite file, checking its cases'
   * assertions with the context's validators. Absent: the format has no files.
   */
  loader?(ctx: LoadContext): SuiteLoader;
  /**
   * What the agent is sent for an attempt of this format's case, and what of its reply is judged.
   * Every part is optional; what is absent is the run's own.
   */
  attempt?: AttemptShape<F>;
  /**
   * How this format's cases are judged, where the format departs from agentci's judging. Every
   * part is optional.
   */
  judging?: JudgingTraits<F>;
  /**
   * What this format's cases run with besides the agent under test (built once per run from the
   * run's cases of this format, skipped ones included; called only when there are some).
   * Throws InputError (exit 2) when the run cannot serve them.
   */
  runtime?(cases: CaseOf<F>[], ctx: RuntimeContext): Promise<FormatRuntime | undefined>;
  /**
   * The problems of this format's setup that are known without starting anything (the agent it
   * needs, the servers its cases name, its models and their keys): `agentci run` refuses them
   * before any attempt, and `agentci validate` says them. Called with the run's cases of this
   * format, when there are some; its runtime checks the same (it may be built alone).
   */
  check?(cases: CaseOf<F>[], ctx: SetupContext): Problem[];
  /**
   * How a case's test environment departs from DESIGN §4's layers (flags > case > `--ctx` >
   * config): `caseMetadata: false`, the case's metadata is not in it (Yao's ctx.Metadata comes
   * from `--ctx` alone); `ctxWins`, the `--ctx` file wins over the flags (Yao's script tests).
   */
  testEnv?: { caseMetadata?: false; ctxWins?: true };
  /** Its cases never reach the agent under test (a run of only these needs no agent). */
  agentless?: boolean;
  /**
   * The case's function is its assertion (Yao script tests, thinkingbox tests): a case of this
   * format without assertions still asserts something.
   */
  assertsItself?: boolean;
}

/** Every format's record, by format: what a front door hands the runner and the loaders. */
export type FormatRegistry = { [F in CaseFormat]: FormatRecord<F> };
