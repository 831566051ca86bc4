import { z } from 'zod';
type Schema = z.core.$ZodType;
type Issue = z.core.$ZodIssue;
type Key = PropertyKey;
/** A problem before it is placed in a file: the field path and the plain-words message. */
export interface FieldProblem {
    /** The path as people read it: `assert[1].type`. */
    field: string;
    message: string;
    /** An unknown key that nearly spells a known one (see `nearMiss`). */
    nearMiss?: {
        key: string;
        known: string;
    };
}
/** A problem found in a value by its schema: also the path as zod gives it (for a line lookup). */
export interface PathProblem extends FieldProblem {
    path: Key[];
}
/**
 * Plain words for what a schema accepts, e.g. "a string, a message {role, content} or a list of
 * messages": used when a union fails outright or a value has the wrong type.
 */
export type SchemaWords = ReadonlyMap<Schema, string>;
/**
 * The candidate closest to `word` by edit distance (case-insensitive), if close enough to be a
 * plausible typo: one edit for words up to 3 characters, two up to 6, three beyond.
 */
export declare function suggest(word: string, candidates: Iterable<string>): string | undefined;
/**
 * The known key that `word` nearly spells, when it is so close that it can only be a typo of it
 * (`asert`, `valeu`, `expeted`): at most one edit per three characters, at least one. Looser
 * matches stay suggestions (`suggest`): `note` is not taken for `name`, nor `user_id` for `user`.
 */
export declare function nearMiss(word: string, candidates: Iterable<string>): string | undefined;
/** `assert[1].type`, `input[0].role`, `metadata["a b"]`. */
export declare function formatPath(path: readonly Key[]): string;
/**
 * Turns zod issues into problems a person can act on: one per issue (one per unknown key), the field
 * as a path like `assert[1].type`, the message saying what was expected. Failed unions are resolved
 * to the branch the user evidently meant, or else described with `words` ("expected a string, a
 * message {role, content} or a list of messages"); `words` also names objects of the wrong type. Unknown keys get a did-you-mean from the keys the
 * schema knows at that place.
 */
export declare function describeIssues(root: Schema | undefined, value: unknown, issues: readonly Issue[], words?: SchemaWords): PathProblem[];
/**
 * The same problems on one line, `field: message; …` (at most `max`, then how many more), for
 * errors that are a sentence rather than a list: a reply of the wrong shape, a bad config value.
 */
export declare function issuesLine(root: Schema | undefined, value: unknown, issues: readonly Issue[], max?: number): string;
export {};
