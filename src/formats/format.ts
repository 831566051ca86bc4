import type { Assertion, AttemptInput, Case, CaseFormat, CaseOf } from '../model/case.js';
import type { Message } from '../model/message.js';
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

/** What a format's loader is given besides the file. */
export interface LoadContext {
  /** The run's working directory (suite paths are relative to it). */
  cwd: string;
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
   * Reads one suite file of this format, checking its cases' assertions with the context's
   * validators. Absent: the run supplies the loader (it needs more than the file, see
   * LoadSuitesOptions.loaders).
   */
  load?(text: string, file: string, ctx: LoadContext): Loaded;
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
