/**
 * One thing wrong with the input (a suite file, a path on the command line). Problems are collected,
 * never thrown one at a time, so a user fixes every mistake of every suite in one round.
 */
export interface Problem {
  /** Display path (relative to the working directory, forward slashes) or the path as given. */
  file: string;
  /** 1-based line; 0 when the problem is about the file or path as a whole. */
  line: number;
  /** 1-based column, when known (JSON syntax errors). */
  column?: number;
  /** Where in the record, e.g. `assert[1].type`; empty when the problem is about the whole line. */
  field: string;
  /** What is wrong, in plain words, saying what was expected. */
  message: string;
  /**
   * An unknown field that nearly spells this known one (`asert` → `assert`). A seed's tool
   * ignores it (a warning under the seed's command line); agentci's own `run` and the action
   * refuse it, since a typo'd assertion silently asserts nothing.
   */
  nearMiss?: { key: string; known: string };
}

/**
 * Formats a problem as `file:line: field: message` (the shape editors and CI logs turn into links).
 * The column follows the line when known (`file:line:column:`); a line of 0 and an empty field are
 * left out rather than printed as noise.
 */
export function formatProblem(p: Problem): string {
  let where = p.file;
  if (p.line > 0) {
    where += `:${p.line}`;
    if (p.column !== undefined && p.column > 0) where += `:${p.column}`;
  }
  const field = p.field === '' ? '' : `${p.field}: `;
  // A problem of no file (no config file, nothing given) starts at its field, not at ": ".
  return `${where === '' ? '' : `${where}: `}${field}${p.message}`;
}

/**
 * Thrown by callers that refuse to go on while the input has problems; lists every problem.
 * `warnings`: what was found beside them that is no error (said with them, so one pass shows all).
 */
export class InputError extends Error {
  readonly problems: Problem[];
  readonly warnings: Problem[];

  constructor(problems: Problem[], warnings: Problem[] = []) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'InputError';
    this.problems = problems;
    this.warnings = warnings;
  }
}

/**
 * Nothing to run: no case in the suites, or none matching `--run`. Yao ends such a run with an
 * error (exit 1: "no test cases found in …", "no test cases match pattern: …"), and so does agentci:
 * a run that tested nothing must never pass a gate.
 */
export class NoCasesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoCasesError';
  }
}
