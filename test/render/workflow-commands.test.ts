/**
 * Agent text never becomes a workflow command: every output that reaches a step log is fed, line by
 * line, to a port of the Actions runner's own parser.
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
import { describe, expect, it } from 'vitest';
import { inert, oneLine } from '../../src/cli/terminal-text.js';
import { mdFence, neutraliseWorkflowCommands, xmlAttr, xmlText } from '../../src/render/escape.js';
import { renderJunit, renderMarkdown } from '../../src/render/index.js';
import { buildReport } from '../fixtures/reports/builder.js';

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
function commandsIn(output: string): string[] {
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
const ATTACKS = [
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

describe('the runner port (the test is real)', () => {
  it('finds every attack in the raw text', () => {
    const lines = ATTACKS.split('\n');
    const found = lines.filter((l) => commandsIn(l).length > 0);
    // `:::error::` is not a command for the runner (the name would be `:error`).
    expect(found).toEqual(lines.filter((l) => !l.startsWith(':::')));
  });

  it("finds the runner's own test lines (ActionCommandL0.cs)", () => {
    expect(commandsIn('##[set-env name=foo;]')).toHaveLength(2);
    expect(commandsIn('::set-env name=foo::bar')).toHaveLength(2);
    expect(commandsIn('   ::debug::message')).toHaveLength(2);
    expect(commandsIn('##[unknown-cmd]x')).toHaveLength(0);
  });

  it('the old leading-space fix was not enough: TrimStart removes it', () => {
    expect(commandsIn(' ::set-output name=x::y')).toHaveLength(2);
  });
});

describe('neutraliseWorkflowCommands', () => {
  it('leaves no command in any line, in both forms and after Unicode whitespace', () => {
    const out = neutraliseWorkflowCommands(ATTACKS);
    expect(commandsIn(out)).toEqual([]);
    // The text reads the same: only zero-width spaces were added.
    expect(out.replace(/\u200B/g, '')).toBe(ATTACKS);
  });

  it('keeps text without commands as it is', () => {
    const plain = 'a: b :: c\nurl https://x.example/a::b\n# [link]';
    expect(neutraliseWorkflowCommands(plain)).toBe(plain);
  });

  it('lines split by \\r and \\r\\n, as ReadLine splits them', () => {
    const out = neutraliseWorkflowCommands('ok\r::error::cr\r\n\u00A0::warning::crlf');
    expect(commandsIn(out)).toEqual([]);
  });
});

describe('every place agent text reaches a log', () => {
  it('terminal text (inert, oneLine)', () => {
    for (const line of ATTACKS.split('\n')) {
      // Printed alone, after indentation (as the final table and merge warnings do), and in a list.
      for (const printed of [inert(line), `  ${inert(line)}`, `\u00A0${inert(line, 40)}`]) {
        expect(commandsIn(printed), JSON.stringify(printed)).toEqual([]);
      }
    }
    expect(commandsIn(inert(ATTACKS))).toEqual([]);
    expect(commandsIn(oneLine({ text: '##[set-output name=x]y' }))).toEqual([]);
  });

  it('a Markdown summary and its code fences, printed to a log', () => {
    expect(commandsIn(mdFence(ATTACKS))).toEqual([]);
    const report = buildReport({
      cases: [
        {
          id: '##[error]id',
          attempts: [{ status: 'failed', output: ATTACKS, error: ATTACKS }],
        },
      ],
    });
    const md = renderMarkdown(report);
    expect(md).toContain('pwned');
    expect(commandsIn(md)).toEqual([]);
  });

  it('JUnit printed with cat: raw text inert, the parsed text unchanged', () => {
    expect(commandsIn(xmlText(ATTACKS))).toEqual([]);
    expect(commandsIn(`<x a="${xmlAttr(ATTACKS)}"/>`)).toEqual([]);
    const report = buildReport({
      cases: [
        {
          id: '##[error]id',
          attempts: [{ status: 'failed', output: ATTACKS, error: ATTACKS }],
        },
      ],
    });
    const xml = renderJunit(report);
    expect(commandsIn(xml)).toEqual([]);
    // Character references decode back to the agent's own text.
    expect(xml).toContain('##&#91;error]id');
  });
});
