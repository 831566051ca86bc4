import { cutEnd } from './cut.js';

/**
 * What went wrong, as text: an Error's message, any other thrown value as a string. The one
 * wording that every message agentci prints or records takes from a caught value.
 */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A line that names what went wrong: an exception or error line, a panic, a fatal message. */
const ERROR_LINE =
  /^(?:Uncaught |Caused by: |panic: |thread '.*' panicked|(?:[Ff]atal|FATAL)(?: error)?:|(?:[Ee]rror|ERROR)(?:\[\w+\])?:|[\w$.]*(?:Error|Exception|Interrupt|Exit)\b(?: \[\w+\])?:?)/;

/** Lines that never say what went wrong: stack frames, runtime footers, code excerpts' punctuation. */
const NOISE = [
  /^\s+at\s/, // a JavaScript or Java stack frame
  /^\s*File ".*", line \d+/, // a Python stack frame
  /^Node\.js v\d/, // Node's version footer after an uncaught exception
  /^exit status \d+$/, // `go run`'s footer
  /^[\s{}()[\]^~;,.]*$/, // braces, carets under a code excerpt, blank
  /^\s*throw\b/, // the source line Node quotes above its caret
  /^(?:node:|file:\/\/).*:\d+$/, // Node's location line above the source excerpt
  /^Require stack:$/,
  /^- \//, // Node's require stack entries
];

/**
 * The one line of a crashed program's stderr that says what went wrong, for a message: the last
 * line (not indented) naming an error, exception, panic or fatal error — with a Python traceback,
 * its last line; else the last line that is not a stack frame, Node's `Node.js vX` footer or
 * punctuation. `Error: Cannot find module '/x/agnet.mjs'`, never `}` or `Node.js v20.20.2`.
 * Undefined when stderr says nothing. The full stderr is kept elsewhere (the transcript).
 */
export function stderrHeadline(stderr: string | undefined, max = 300): string | undefined {
  if (!stderr) return undefined;
  const lines = stderr.split(/\r?\n/).map((l) => l.replace(/\s+$/, ''));
  const meaningful = (l: string) => l.trim() !== '' && !NOISE.some((re) => re.test(l));
  const traceback = lines.findLastIndex((l) => l.startsWith('Traceback (most recent call last)'));
  const after = traceback >= 0 ? lines.slice(traceback + 1) : lines;
  const pick =
    (traceback >= 0 ? after.findLast((l) => meaningful(l) && !/^\s/.test(l)) : undefined) ??
    lines.findLast((l) => meaningful(l) && !/^\s/.test(l) && ERROR_LINE.test(l)) ??
    lines.findLast((l) => meaningful(l) && !/^\s/.test(l)) ??
    lines.findLast(meaningful);
  return pick === undefined ? undefined : cutEnd(pick.trim(), max);
}
