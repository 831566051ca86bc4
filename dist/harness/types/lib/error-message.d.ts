/**
 * What went wrong, as text: an Error's message, any other thrown value as a string. The one
 * wording that every message agentci prints or records takes from a caught value.
 */
export declare function errorMessage(e: unknown): string;
/**
 * The one line of a crashed program's stderr that says what went wrong, for a message: the last
 * line (not indented) naming an error, exception, panic or fatal error — with a Python traceback,
 * its last line; else the last line that is not a stack frame, Node's `Node.js vX` footer or
 * punctuation. `Error: Cannot find module '/x/agnet.mjs'`, never `}` or `Node.js v20.20.2`.
 * Undefined when stderr says nothing. The full stderr is kept elsewhere (the transcript).
 */
export declare function stderrHeadline(stderr: string | undefined, max?: number): string | undefined;
