import type { Assertion, AttemptInput, Case, CaseFormat, CaseOf } from '../model/case.js';
import type { Message } from '../model/message.js';
import type { ScriptRef } from '../model/payloads/yao-script.js';
import type { Problem } from '../suites/problems.js';

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

/** A loader for one suite format: the file's text and display path in, cases and problems out. */
export type SuiteLoader = (text: string, file: string) => Loaded | Promise<Loaded>;

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

/**
 * What one test format brings, in one record of the same shape for every format: how its files
 * are recognised and what it adds to an attempt. Stages ask the registry (src/formats/index.ts),
 * never the format's own modules, so a new format is a folder of its own and one registry line.
 */
export interface FormatRecord<F extends CaseFormat> {
  format: F;
  /**
   * Is this file a suite of this format, judged by its name and the start of its content? The
   * registry asks the formats in its order; the first to say yes reads the file.
   *
   * @param file a path with forward slashes
   * @param head the file's content, or at least its beginning
   */
  detect?(file: string, head: string): boolean;
  /**
   * The loader of this format for one load of suites (called once, so it may keep what its files
   * share, such as thinkingbox's scenario files): it reads one suite file, checking its cases'
   * assertions with the context's validators. Absent: the format has no files.
   */
  loader?(ctx: LoadContext): SuiteLoader;
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
}
