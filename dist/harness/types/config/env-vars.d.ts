/** `${NAME}` with a shell-style name. */
export declare const ENV_VAR_REF: RegExp;
/** Thrown when a `${VAR}` names a variable the environment does not have. */
export declare class UnsetVariableError extends Error {
    readonly field: string;
    readonly variable: string;
    constructor(field: string, variable: string);
}
/**
 * `value` with each `${VAR}` replaced by its value in `env`. `onValue` is told each value used
 * (the caller masks them as secrets).
 */
export declare function expandEnvVars(value: string, env: Record<string, string | undefined>, field: string, onValue?: (v: string) => void): string;
