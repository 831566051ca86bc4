/** A plain JSON-like object: not null, not an array. */
export declare function isPlainObject(v: unknown): v is Record<string, unknown>;
/** JSON with object keys sorted at every level and undefined dropped: equal requests, equal text. */
export declare function stableJson(v: unknown): string;
/** Any object, arrays included (JS values: maps, sets, dates…). */
export declare function isObjectLike(v: unknown): v is Record<string, unknown>;
/**
 * Deep equality with JSON semantics (Yao compares the JSON of both sides): key order does not
 * matter, a key holding `undefined` equals a missing key, prototypes are ignored; Dates compare
 * by time, RegExps by source and flags, Maps and Sets by content; NaN equals NaN.
 */
export declare function deepEqual(a: unknown, b: unknown, seen?: WeakMap<object, object>): boolean;
/**
 * How deep agent data may nest. Real replies nest a few dozen levels; every stage after the
 * reply (judges, the redactor, JSON writers, the HTML page) walks values recursively, and a
 * value thousands of levels deep exhausts the stack. Checked where agent data enters.
 */
export declare const MAX_AGENT_DEPTH = 500;
/**
 * What makes a value unfit to keep as agent data, in words (`is nested deeper than 500 levels`,
 * `refers to itself`), or undefined when it is fine. Iterative with an explicit stack, so a
 * 100,000-level value is measured without recursion; an object met twice (shared, not a cycle) is
 * measured once.
 */
export declare function nestingProblem(v: unknown, max?: number): string | undefined;
/** JSON text with a U+200B after every `##[` (see above); `##[` only ever occurs inside strings. */
export declare function inertJsonText(json: string): string;
/** The exact inverse of inertJsonText, on JSON text (either spelling of the U+200B). */
export declare function restoreJsonText(json: string): string;
/** restoreJsonText on a decoded string (a value read with another JSON reader, e.g. `jq -r`). */
export declare function restoreCommandText(s: string): string;
/** Parses JSON text, or says it is not JSON. */
export declare function tryParseJson(text: string): {
    ok: true;
    value: unknown;
} | {
    ok: false;
};
