/** Marks where text was cut. */
export declare const CUT_MARK = "\u2026";
/** The first `max` characters of `s` followed by CUT_MARK, or `s` when it is no longer. */
export declare function cutEnd(s: string, max: number): string;
/** CUT_MARK followed by the last `max` characters of `s`, or `s` when it is no longer. */
export declare function cutStart(s: string, max: number): string;
