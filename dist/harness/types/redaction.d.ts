/** What a secret becomes. */
export declare const MASK = "***";
/**
 * Known secrets shorter than this are not masked: replacing every "abc" would garble reports
 * without protecting anything.
 */
export declare const MIN_SECRET_LENGTH = 4;
/**
 * An environment variable is taken for a secret by its name alone only when its value is at least
 * this long and not a plain number or flag (`MY_TOKEN_TTL=3600`, `USE_KEYRING=true` are not).
 */
export declare const MIN_ENV_SECRET_LENGTH = 8;
export interface Redactor {
    /** Adds secret values (shorter than MIN_SECRET_LENGTH, empty or undefined ones are ignored). */
    add(values: Iterable<string | undefined>): void;
    /** The text with every secret (and its JSON-, URL- and HTML-escaped forms) replaced by `***`. */
    text(s: string): string;
    /**
     * A deep copy of JSON-like data with every string (keys included) redacted. Objects and arrays
     * that hold no secret are returned as they are (no copy), and data already redacted is not
     * walked again, so redacting attempts as they finish and the whole report at the end stays cheap.
     */
    value<T>(v: T): T;
    /** How many secret values are known. */
    readonly size: number;
}
/**
 * A redactor for the given secret values. `onAdd` is told each new value once (the action
 * registers them with the runner's own masking).
 */
export declare function createRedactor(values?: Iterable<string | undefined>, opts?: {
    onAdd?: (secret: string) => void;
}): Redactor;
/** `text` with every given secret replaced by `***` (for one-off messages). */
export declare function redactText(text: string, secrets: Iterable<string | undefined>): string;
/**
 * Values of environment variables whose names say they are secret (`*KEY*`, `*TOKEN*`,
 * `*SECRET*`, `*PASSWORD*`, `*CREDENTIAL*`, case-insensitive): at least MIN_ENV_SECRET_LENGTH
 * characters and not a plain number or flag. GitHub's `GITHUB_TOKEN` and the runner's
 * `ACTIONS_RUNTIME_TOKEN` / `ACTIONS_ID_TOKEN_REQUEST_TOKEN` are among them.
 */
export declare function secretsFromEnv(env: Record<string, string | undefined>): string[];
/**
 * The secret values of request headers: every `${VAR}` expansion is passed in `expanded`; here the
 * literal values of credential-like headers (`Authorization: Bearer sk-…`), with the bare token too
 * since it may be echoed back alone.
 */
export declare function headerSecrets(headers: Record<string, string>): string[];
/**
 * Every secret a config names, resolved against `env`: the variables named in `maskNames` (the
 * config's `mask:`), every
 * model's API key (`api_key_env`, or the provider's default variable), every `${VAR}` expanded in a
 * string (URLs, headers), and literal credential headers. `sources` are the parsed config and any
 * agent given apart from it (a flag or an action input); they are walked whole, so a key nested in
 * `agent.harness`, `judge` or `simulators` is found without knowing each format's layout.
 */
export declare function secretsFromConfig(sources: ReadonlyArray<unknown>, env: Record<string, string | undefined>, maskNames?: readonly string[]): string[];
/**
 * Wraps a writer (a terminal stream) so everything written through it is redacted. Writes are
 * whole lines or progress redraws, so a secret is never split across two writes.
 */
export declare function redactingWriter<W extends {
    write(s: string): void;
}>(w: W, redactor: Redactor): W;
