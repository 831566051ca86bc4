import { neutraliseBidi, neutraliseWorkflowCommands, stripAnsi } from '../render/escape.js';

/**
 * Agent text printed to a terminal or a CI log is hostile: ANSI escapes could rewrite the screen,
 * bidi overrides reorder what is read (`txt\u202Eexe.` shows as `exe.txt`) and a line starting
 * with `::` (after any whitespace) or `##[cmd]` anywhere is a GitHub workflow command. This makes
 * it inert.
 */
export function inert(text: string, max = 400): string {
  // The same ANSI removal and bidi neutralising as every other output (render/escape.ts).
  let s = neutraliseBidi(stripAnsi(text))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u009b]/g, '�')
    .replace(/\r?\n/g, '⏎ ');
  if (s.length > max) s = `${s.slice(0, max)}…`;
  return neutraliseWorkflowCommands(s);
}

/** A value as one readable line: strings quoted, JSON compact. */
export function oneLine(v: unknown, max = 200): string {
  if (v === undefined) return '(nothing)';
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return inert(s, max);
}

export interface Colors {
  green: (s: string) => string;
  red: (s: string) => string;
  yellow: (s: string) => string;
  dim: (s: string) => string;
  bold: (s: string) => string;
}

export function colors(enabled: boolean): Colors {
  const wrap = (a: number, b: number) => (s: string) =>
    enabled ? `\u001b[${a}m${s}\u001b[${b}m` : s;
  return {
    green: wrap(32, 39),
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22),
  };
}

/**
 * Whether to colour, decided here for every command. `--color always|never` (an explicit choice
 * on the command line) wins; then `NO_COLOR` set to anything non-empty turns colour off
 * (https://no-color.org), over everything below; then `FORCE_COLOR` non-empty turns it on (`0` and
 * `false` off, as chalk and Node read it), and so does `GITHUB_ACTIONS=true` (the Actions log
 * renders ANSI colours although stdout is a pipe); else colour only on a terminal.
 */
export function wantColor(
  flag: unknown,
  stdout: { isTTY: boolean },
  env: Record<string, string | undefined>,
): boolean {
  if (flag === 'always') return true;
  if (flag === 'never') return false;
  if (env.NO_COLOR) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  if (env.GITHUB_ACTIONS === 'true') return true;
  return stdout.isTTY;
}
