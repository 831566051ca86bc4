/**
 * Secret redaction: the one place that decides what is a secret and replaces it with `***`.
 *
 * Every output agentci writes or sends (terminal, results stream, report.json, JUnit, Markdown,
 * the PR comment, the HTML report, the artifact) is rendered from data that went through a
 * Redactor first, so a secret is gone before any format escapes it: `ghp_x` can never come out as
 * `ghp\_x` (Markdown) or `ghp_x&amp;` (XML) and slip past a runner that masks exact text.
 *
 * The front ends collect the values (src/cli: the environment; src/action: the environment, the
 * `github-token` and `mask` inputs); the run adds what its config names as keys. Nothing here
 * reads process.env: environments come in as arguments.
 */
import { CUT_MARK } from './lib/cut.js';
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
 * A redacted text may have been cut (a preview, a stored tail): the cut point is marked with this
 * character, and a piece of a secret's start just before it, or of its end just after it, is
 * masked like the whole secret (see SecretRedactor.maskAtCuts).
 */
export { CUT_MARK };
/**
 * The shortest piece of a secret masked next to a cut. Shorter pieces (`sk-`) say nothing a
 * reader does not know, and masking every 3 letters before an ellipsis would garble text.
 */
export declare const MIN_PARTIAL = 4;
/**
 * A redactor for the given secret values. `onAdd` is told each new value once (the action
 * registers them with the runner's own masking).
 */
export declare function createRedactor(values?: Iterable<string | undefined>, opts?: {
    onAdd?: (secret: string) => void;
}): Redactor;
/** `text` with every given secret replaced by `***` (for one-off messages). */
export declare function redactText(text: string, secrets: Iterable<string | undefined>): string;
/** The shortest value the high-entropy rule looks at. */
export declare const MIN_RANDOM_LENGTH = 32;
/** The least entropy (bits per character) of a value the high-entropy rule takes for random. */
export declare const MIN_RANDOM_ENTROPY = 4.3;
/**
 * Shannon entropy of a string's characters in bits per character: −Σ p·log2(p) over the share p
 * of each distinct character. `aaaa` has 0; 32 distinct characters have 5 (log2 32).
 */
export declare function charEntropy(s: string): number;
/**
 * The high-entropy rule: a value that is one token of at least MIN_RANDOM_LENGTH characters of
 * the base64/base62 alphabets, holds upper-case and lower-case letters and digits, is not a
 * hexadecimal string (commit SHAs, digests and ids are hex, and are no secrets) and does not start
 * with `/` (a path), and whose character entropy is at least MIN_RANDOM_ENTROPY bits. Random
 * base62 tokens of 32 characters pass 96% of the time, of 40 characters 99.9%; identifiers,
 * branch names and paths (`AbstractSingletonProxyFactoryBean2024`: 4.26 bits) do not.
 */
export declare function looksRandom(value: string): boolean;
/**
 * The credentials a value holds by its look alone (see KNOWN_TOKENS, URL_CREDENTIALS and
 * looksRandom): each known token in it, a URL's `user:password` and password (also
 * percent-decoded) with the whole URL, or the whole value when it looks random.
 */
export declare function credentialsIn(value: string): string[];
/**
 * The secrets of an environment. By name: variables whose names say they are secret (see
 * SECRET_NAME; case-insensitive), at least MIN_ENV_SECRET_LENGTH characters and not a plain
 * number or flag; GitHub's `GITHUB_TOKEN` and the runner's `ACTIONS_RUNTIME_TOKEN` /
 * `ACTIONS_ID_TOKEN_REQUEST_TOKEN` are among them. By value, whatever the name: what
 * credentialsIn finds (known token shapes, URL passwords, random-looking values).
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
 * config's `mask:`), every variable visitConfigSecrets finds (model API keys, `${VAR}` expansions)
 * and literal credential headers.
 */
export declare function secretsFromConfig(sources: ReadonlyArray<unknown>, env: Record<string, string | undefined>, maskNames?: readonly string[]): string[];
/**
 * The environment variables a config reads its secrets from (model API keys by `api_key_env` or
 * the provider's default, every `${VAR}`), each once, in the order found: what a run cannot do
 * without (the action waits for approval on a fork PR whose run has them empty).
 */
export declare function secretVariables(sources: ReadonlyArray<unknown>): string[];
/**
 * Wraps a writer (a terminal stream) so everything written through it is redacted. Writes are
 * whole lines or progress redraws, so a secret is never split across two writes.
 */
export declare function redactingWriter<W extends {
    write(s: string): void;
}>(w: W, redactor: Redactor): W;
