/** Commander's parsed flags of one command, by camel-cased name. */
export type Flags = Record<string, unknown>;

/** A command's handler: its arguments and flags in, its exit code out. */
export type Handler<A = string[]> = (args: A, flags: Flags) => Promise<number>;

/** Runs a handler that may be absent (exit 2, as for a usage mistake). */
export type Done = (code: Promise<number> | number | undefined) => Promise<void>;
