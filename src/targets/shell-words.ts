/**
 * Most agent commands are plain (`python agent.py --fast`, `node dist/agent.js`, `sh agent.sh`):
 * words, spaces and quotes, nothing a shell would expand. Starting `/bin/sh -c` for those costs a
 * whole extra process start per attempt (an exec, the shell's start-up), which on a CI machine is
 * a good part of the per-attempt overhead. So a command string that the shell would only split
 * into words is split here and spawned directly; anything else — variables, globs, redirections,
 * pipes, `;`, `&&`, `~`, `VAR=x cmd`, shell keywords and builtins, backslashes, newlines — still
 * runs through `/bin/sh -c`, unchanged.
 */

/** Characters a shell leaves alone outside quotes (besides blanks, which split words). */
const PLAIN = /[A-Za-z0-9_@%+=:,./-]/;

/**
 * Words that mean something different (or only exist) inside a shell. A builtin such as `echo` or
 * `kill` also exists as a program, but not with the same options (dash's `echo` vs coreutils'),
 * so they keep going through the shell.
 */
const SHELL_ONLY = new Set(
  (
    '! . : [ [[ { } alias bg break builtin case cd command continue declare do done echo elif ' +
    'else esac eval exec exit export false fc fg fi for function getopts hash if in jobs kill ' +
    'let local printf pwd read readonly return select set shift source test then time times ' +
    'trap true type typeset ulimit umask unalias unset until wait while'
  ).split(' '),
);

/**
 * The argv `/bin/sh -c <command>` would exec, when the shell would do nothing but split words and
 * remove quotes; undefined when the command needs a shell.
 */
export function splitPlainCommand(command: string): string[] | undefined {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  while (i < command.length) {
    const ch = command[i]!;
    if (ch === ' ' || ch === '\t') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      i++;
    } else if (ch === "'") {
      const end = command.indexOf("'", i + 1);
      if (end < 0) return undefined;
      word += command.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (ch === '"') {
      const end = command.indexOf('"', i + 1);
      if (end < 0) return undefined;
      const inner = command.slice(i + 1, end);
      // Inside double quotes a shell still expands $, ` and \ (and bash's history `!`).
      if (/[$`\\!]/.test(inner)) return undefined;
      word += inner;
      inWord = true;
      i = end + 1;
    } else if (PLAIN.test(ch)) {
      // `VAR=value cmd` is an assignment only in the first word, before any quote.
      if (ch === '=' && words.length === 0 && !inWord) return undefined;
      if (ch === '=' && words.length === 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(word))
        return undefined;
      word += ch;
      inWord = true;
      i++;
    } else {
      return undefined;
    }
  }
  if (inWord) words.push(word);
  if (words.length === 0 || words[0] === '' || SHELL_ONLY.has(words[0]!)) return undefined;
  return words;
}
