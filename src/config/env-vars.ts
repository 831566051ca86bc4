/*
 * `${VAR}` in config strings: an HTTP agent's URL and headers, a model's headers, a command agent's
 * `env:`. One rule everywhere: a variable that is not set is an error naming the field and the
 * variable, because an empty API key or URL part would only fail later, far from its cause.
 */

/** `${NAME}` with a shell-style name. */
export const ENV_VAR_REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Thrown when a `${VAR}` names a variable the environment does not have. */
export class UnsetVariableError extends Error {
  constructor(
    readonly field: string,
    readonly variable: string,
  ) {
    super(`${field}: the environment variable ${variable} is not set (used as \${${variable}})`);
    this.name = 'UnsetVariableError';
  }
}

/**
 * `value` with each `${VAR}` replaced by its value in `env`. `onValue` is told each value used
 * (the caller masks them as secrets).
 */
export function expandEnvVars(
  value: string,
  env: Record<string, string | undefined>,
  field: string,
  onValue?: (v: string) => void,
): string {
  return value.replace(ENV_VAR_REF, (_m, name: string) => {
    const v = env[name];
    if (v === undefined) throw new UnsetVariableError(field, name);
    onValue?.(v);
    return v;
  });
}
