/**
 * A port of the Actions runner's workflow-command parser, to feed it every output that reaches a
 * step log, line by line.
 *
 * The port follows actions/runner at 258d6c857db3519913f7deb6004b60172f8043ae:
 * - src/Runner.Sdk/ProcessInvoker.cs: output is read with `StreamReader.ReadLine` (lines end at
 *   `\n`, `\r` or `\r\n`);
 * - src/Runner.Worker/Handlers/OutputManager.cs `OnDataReceived`: a line holding `##[` or `::` goes
 *   to `ActionCommandManager.TryProcessCommand`, which tries `ActionCommand.TryParseV2`, then
 *   `ActionCommand.TryParse`;
 * - src/Runner.Common/ActionCommand.cs: V2 = `message.TrimStart()` starts with `::`, the name runs
 *   from index 2 to a space within the text before the next `::`; legacy = the first `##[`, the
 *   name from just after it to a space within the text before the next `]`; names are looked up in
 *   a case-insensitive ordinal HashSet of the registered commands.
 * The runner finds `::`/`##[` with culture-sensitive `StartsWith`/`IndexOf` (ICU), which skip
 * zero-width characters, then cuts the name with ordinal `Substring`. The port runs both ways:
 * ordinal, and skipping the zero-width characters a neutraliser might insert.
 */
// ActionCommandManager registers stop-commands and every IActionCommandExtension's Command.
const REGISTERED = new Set(
  [
    'stop-commands',
    'set-env',
    'set-output',
    'save-state',
    'add-mask',
    'add-path',
    'add-matcher',
    'remove-matcher',
    'debug',
    'warning',
    'error',
    'notice',
    'group',
    'endgroup',
    'echo',
  ].map((c) => c.toLowerCase()),
);

// .NET char.IsWhiteSpace, what String.TrimStart() removes.
const DOTNET_WHITESPACE =
  /^[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*/;
// Characters ICU collation ignores that a neutraliser might use.
const IGNORABLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/;

/** Index of `pat` in `s` from `from`; `skipIgnorable` lets zero-width characters sit inside the match. */
function indexOf(s: string, pat: string, from: number, skipIgnorable: boolean): number {
  for (let i = from; i < s.length; i++) {
    let j = i;
    let k = 0;
    while (k < pat.length && j < s.length) {
      if (s[j] === pat[k]) {
        j++;
        k++;
      } else if (skipIgnorable && k > 0 && IGNORABLE.test(s[j])) j++;
      else break;
    }
    if (k === pat.length) return i;
  }
  return -1;
}

function startsWith(s: string, pat: string, skipIgnorable: boolean): boolean {
  if (!skipIgnorable) return s.startsWith(pat);
  // Only `::` is ever asked for: two colons with zero-width characters anywhere before or between.
  return /^[\u200B-\u200D\u2060\uFEFF\u00AD]*:[\u200B-\u200D\u2060\uFEFF\u00AD]*:/.test(s);
}

function tryParseV2(line: string, skipIgnorable: boolean): string | undefined {
  const message = line.replace(DOTNET_WHITESPACE, '');
  if (!startsWith(message, '::', skipIgnorable)) return undefined;
  const end = indexOf(message, '::', 2, skipIgnorable);
  if (end < 0) return undefined;
  const info = message.substring(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.substring(0, space);
  return REGISTERED.has(name.toLowerCase()) ? name : undefined;
}

function tryParseLegacy(line: string, skipIgnorable: boolean): string | undefined {
  const prefix = indexOf(line, '##[', 0, skipIgnorable);
  if (prefix < 0) return undefined;
  const rb = line.indexOf(']', prefix);
  if (rb < 0) return undefined;
  const info = line.substring(prefix + 3, rb);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.substring(0, space);
  return REGISTERED.has(name.toLowerCase()) ? name : undefined;
}

/** Every workflow command the runner would run from this step output. */
export function commandsIn(output: string): string[] {
  const found: string[] = [];
  for (const line of output.split(/\r\n|\r|\n/)) {
    for (const skip of [false, true]) {
      const cmd = tryParseV2(line, skip) ?? tryParseLegacy(line, skip);
      if (cmd) found.push(`${cmd}: ${line}`);
    }
  }
  return found;
}

/** Agent text that the runner reads as commands when printed raw. */
export const ATTACKS = [
  '::set-output name=x::pwned',
  '  ::add-mask::hidden',
  '\u00A0::error::nbsp',
  '\u3000::warning::ideographic space',
  '\u2003\u2009::notice::em and thin spaces',
  '\u0085::debug::next line',
  '\u202F\u205F\u1680::group::narrow nbsp, math space, ogham',
  'before ##[set-output name=x]legacy anywhere',
  '##[add-mask]hidden',
  'text ##[error]legacy error',
  '###[warning]three hashes',
  'x ##[ERROR]upper case',
  ':::error::three colons',
  '::stop-commands::token',
].join('\n');
