/**
 * Escaping for every output format. Agent text is hostile: it may contain `</script>`, `</details>`,
 * `@mentions`, Markdown fences, pipes, control characters, or `::cmd` / `##[cmd]` (a GitHub
 * workflow command when a file is printed in a step log). Each function here makes text inert for
 * exactly one context; renderers pick the one matching where the text lands.
 */

import { stripVTControlCharacters } from 'node:util';
import { utf8Prefix } from '../lib/utf8.js';

// Everything XML 1.0 forbids: C0 controls except tab/LF/CR, lone surrogates (the `u` flag makes them
// single code points), U+FFFE and U+FFFF.
const XML_FORBIDDEN = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// Lone surrogates anywhere (they make invalid UTF-8 when written).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0/C1 controls other than tab and newline, and the noncharacters U+FFFE/U+FFFF: terminals and
// Markdown renderers misbehave on them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\0-\x08\x0B-\x1F\x7F-\x9F\uFFFE\uFFFF]/g;

/** Removes characters XML 1.0 forbids (vitest's junit reporter does the same), and ANSI escapes. */
export function stripXmlForbidden(s: string): string {
  s = stripAnsi(s);
  XML_FORBIDDEN.lastIndex = 0;
  return XML_FORBIDDEN.test(s) ? s.replace(XML_FORBIDDEN, '') : s;
}

const XML_TEXT_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#13;',
};
const XML_ATTR_ENTITIES: Record<string, string> = {
  ...XML_TEXT_ENTITIES,
  '"': '&quot;',
  '\n': '&#10;',
  '\t': '&#9;',
};
const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// Escaping runs once per attribute of every testcase of reports with 10,000 cases: one pass with a
// lookup table, and no pass at all for the common plain strings.
/** Text content of an XML element. */
export function xmlText(s: string): string {
  const t = stripXmlForbidden(s);
  const e = /[&<>\r]/.test(t) ? t.replace(/[&<>\r]/g, (c) => XML_TEXT_ENTITIES[c]) : t;
  // A workflow command in the file's raw text (`cat junit.xml` in a step) becomes a character
  // reference, which every XML reader decodes back to the same text.
  if (!mayHoldCommand(e)) return e;
  return e.replace(V2_COMMAND, '$1&#58;').replace(LEGACY_COMMAND, '##&#91;');
}

/** An XML attribute value (double-quoted); whitespace is encoded so parsers do not normalise it. */
export function xmlAttr(s: string): string {
  const t = stripXmlForbidden(s);
  const e = /[&<>"\n\r\t]/.test(t) ? t.replace(/[&<>"\n\r\t]/g, (c) => XML_ATTR_ENTITIES[c]) : t;
  // Line breaks are encoded, so a value never starts a raw line: only the legacy form can appear.
  return e.includes('##[') ? e.replace(LEGACY_COMMAND, '##&#91;') : e;
}

/** HTML text or attribute value. */
export function htmlEscape(s: string): string {
  return /[&<>"']/.test(s) ? s.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]) : s;
}

// ESC and CSI start every ANSI escape sequence; strings without them skip the full scan.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANSI_START = /[\x1B\x9B]/;

/**
 * Removes ANSI escape sequences (colours, cursor moves) with Node's own parser, so an agent's
 * coloured stderr reads as text instead of `[31m` next to a box.
 */
export function stripAnsi(s: string): string {
  return ANSI_START.test(s) ? stripVTControlCharacters(s) : s;
}

// The explicit embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI): they
// reorder the text around them ("Trojan Source"), so `txt\u202Eexe.` shows as `exe.txt`. Natural
// right-to-left text needs none of them; the implicit marks (LRM, RLM, ALM) stay.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;

/** Shows each bidi embedding/override/isolate as a visible `[U+202E]` instead of obeying it. */
export function neutraliseBidi(s: string): string {
  BIDI_CONTROL.lastIndex = 0;
  return BIDI_CONTROL.test(s)
    ? s.replace(
        BIDI_CONTROL,
        (c) => `[U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}]`,
      )
    : s;
}

/**
 * The shared sanitising of agent text for display (Markdown, the comment, the HTML page): ANSI
 * escapes removed, bidi overrides made visible, other control characters removed and lone
 * surrogates replaced; tab and newline are kept.
 */
export function stripControls(s: string): string {
  // Most text has none of these: one scan, and no copies.
  if (!NEEDS_CLEANING.test(s)) return s;
  return neutraliseBidi(stripAnsi(s)).replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}

// Anything stripControls changes (controls incl. ESC/CSI, bidi controls, surrogates, U+FFFE/F).
const NEEDS_CLEANING =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\0-\x08\x0B-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF\uFFFE\uFFFF]/;

const ZWJ = '\u200D';

/**
 * Breaks `@name` mentions (and `@org/team`) with a zero-width joiner after the `@`, so GitHub does
 * not notify anyone; the text still reads the same. An `@` inside a word (an e-mail address such as
 * `ann@example.com`) is no mention on GitHub and is left alone, so the address can be copied.
 */
export function neutraliseMentions(s: string): string {
  return s.replace(/(?<![A-Za-z0-9_.+-])@(?=[A-Za-z0-9_-])/g, `@${ZWJ}`);
}

/**
 * What the Actions runner takes as a workflow command in a line of a step's output
 * (actions/runner src/Runner.Common/ActionCommand.cs; OutputManager.OnDataReceived hands it every
 * line, ActionCommandManager.TryProcessCommand tries both forms):
 * - `TryParseV2`: `message.TrimStart()` (.NET's `char.IsWhiteSpace`: ASCII whitespace and U+0085,
 *   U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000) must start with `::`,
 *   then the command name runs from index 2 to a space or the next `::`.
 * - `TryParse`, the legacy form: `##[` anywhere in the line, the command name from just after it to
 *   a space or `]`.
 * The name is looked up in the registered commands ordinally (ignoring case only), so one
 * character put where the name would start makes the line plain text. The runner finds `::` and
 * `##[` with culture-sensitive `StartsWith`/`IndexOf`, which skip zero-width characters; the
 * insertion points below are where its ordinal `Substring` lands whatever those calls matched.
 */
const V2_COMMAND =
  /^([\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]*):(?=:)/gm;
const LEGACY_COMMAND = /##\[/g;

/** Whether a string may hold a workflow command at all (most strings do not: no regex pass). */
function mayHoldCommand(s: string): boolean {
  return s.includes('::') || s.includes('##[');
}

/**
 * Makes agent text inert when a line of it reaches a step log (terminal output in CI, `core.info`,
 * a report file printed with `cat`): a zero-width space goes between the colons of a `::` that
 * starts a line after any whitespace the runner trims, and right after every `##[`. The text
 * still reads the same.
 */
export function neutraliseWorkflowCommands(s: string): string {
  if (!mayHoldCommand(s)) return s;
  return s.replace(V2_COMMAND, '$1:\u200B').replace(LEGACY_COMMAND, '##[\u200B');
}

/** Backslash-escapes Markdown punctuation so agent text cannot form links, images, emphasis… */
function mdPunctuation(s: string): string {
  return s.replace(/[\\`*_[\]#|~]/g, '\\$&');
}

/** Escapes HTML's three special characters as entities (GitHub renders them as text). */
function mdEntities(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An empty HTML comment (GitHub's sanitiser drops it) between the parts of what GFM would turn into
 * a link: `https:<!-- -->//…`, `www<!-- -->.…`, `ann@<!-- -->example.com`. The comment ends the
 * text node, so neither cmark-gfm's autolink extension nor GitHub's later pass sees a URL, and the
 * rendered text (and a copy of it) is unchanged.
 */
const AUTOLINK_BREAK = '<!-- -->';

/** Keeps agent URLs, `www.` hosts and e-mail addresses from becoming links. Runs on escaped text. */
function breakAutolinks(s: string): string {
  if (!/:\/\/|www\.|@/i.test(s)) return s;
  return s
    .replace(/:(?=\/\/)/g, `:${AUTOLINK_BREAK}`)
    .replace(/\b(www)\./gi, `$1${AUTOLINK_BREAK}.`)
    .replace(/(?<=[A-Za-z0-9_.+-])@(?=[A-Za-z0-9_-])/g, `@${AUTOLINK_BREAK}`);
}

/**
 * A backslash before what would open a block at the start of a line (`1. `, `2) `, `- `, `+ `, a
 * setext `=` underline), so a case id such as `1. setup` stays text in a paragraph or list.
 */
function escapeLineStart(s: string): string {
  return s
    .replace(/^(\d{1,9})([.)])(?=[ \t]|$)/, '$1\\$2')
    .replace(/^([-+])(?=[ \t]|$)/, '\\$1')
    .replace(/^(=+[ \t]*)$/, '\\$1');
}

/**
 * Words escaping must not change. The Actions runner masks the secrets it knows (a `DB_PASS` from
 * `secrets.*` that agentci cannot recognise) in the job summary by exact text, line by line; an
 * escape inside such a value (`p\_w`, `a&amp;b`, `https:<!-- -->//…`) would make it text the
 * runner no longer matches. So a word (a run of non-blank characters) that escaping would change
 * is written as a code span instead, character for character: inside one, Markdown, HTML,
 * mentions, autolinks and `$…$` maths are inert. Shorter words than this are escaped as before
 * (a secret is at least MIN_SECRET_LENGTH characters).
 */
const MIN_VERBATIM_WORD = 4;

/**
 * A code span holding `s` exactly: its fence is longer than any backtick run in it, with a space
 * inside each end when `s` starts or ends with a backtick (CommonMark strips one on each side),
 * and a zero-width space after any `##[` (see neutraliseWorkflowCommands).
 */
function codeSpan(s: string): string {
  const fence = '`'.repeat(longestRun(s, '`') + 1);
  const pad = /^`|`$/.test(s) ? ' ' : '';
  // The file may be printed to a log: `##[` is a workflow command anywhere in a line.
  const body = s.includes('##[') ? s.replace(LEGACY_COMMAND, '##[\u200B') : s;
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** What a code span would not make safe everywhere: a tag's `<`/`>` or a live `@mention`. */
const NOT_VERBATIM = /[<>]|(?<![A-Za-z0-9_.+-])@(?=[A-Za-z0-9_-])/;

/**
 * `text` with each word escaped by `escape`, or written verbatim as a code span when escaping
 * would change the word's core (the word less its leading and trailing punctuation) of at least
 * MIN_VERBATIM_WORD characters (`p@ss_w0rd`, `https://…`, `a&b`; not `[6.1–79.2%]` or
 * `**bold**`), or when it holds a `$` (GitHub reads `$…$` as maths; a code span is the one place
 * it does not). A word with `<`, `>` or an `@mention` is always escaped: a user template may put
 * text inside an HTML block, where a code span is not parsed and would be raw HTML. Blanks
 * between words stay.
 */
function escapeWords(
  text: string,
  escape: (word: string, first: boolean) => string,
  inTable = false,
): string {
  let first = true;
  return text.replace(/[^ \t]+/g, (word) => {
    const escaped = escape(word, first);
    first = false;
    // In a table a `|` ends the cell even in a code span: such a word is escaped as before.
    if (NOT_VERBATIM.test(word) || (inTable && word.includes('|')))
      return escaped.replace(/\$/g, '\\$');
    if (word.includes('$')) return codeSpan(word);
    if (escaped === word) return word;
    const core = word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    return core.length >= MIN_VERBATIM_WORD && escape(core, false) !== core
      ? codeSpan(word)
      : escaped;
  });
}

/** The escaping of one word of inline text (see mdInline). */
function escapeInlineWord(word: string, first: boolean): string {
  const p = mdPunctuation(word);
  return breakAutolinks(neutraliseMentions(mdEntities(first ? escapeLineStart(p) : p)));
}

/**
 * Inline Markdown text (a paragraph or list item): no HTML, no Markdown syntax, no mentions, no
 * autolinks, no maths, one line. Backslash is escaped first so later escapes cannot be undone. A
 * word that escaping would change is a code span instead (see MIN_VERBATIM_WORD), so a value the
 * runner masks stays one it can match.
 */
export function mdInline(s: string): string {
  const one = stripControls(s)
    .replace(/\r\n?|\n/g, ' ')
    .replace(/^[ \t]+/, '');
  return escapeWords(one, escapeInlineWord);
}

/**
 * A Markdown table cell: escapes `\` first, then every `|`, then turns newlines into `<br>` (our own
 * markup; agent HTML is escaped before that). Words are kept verbatim as in {@link mdInline}.
 */
export function mdCell(s: string): string {
  const t = stripControls(s).replace(/\r\n?/g, '\n').trim();
  return t
    .split('\n')
    .map((line) =>
      escapeWords(
        line,
        (word) => breakAutolinks(neutraliseMentions(mdEntities(mdPunctuation(word)))),
        true,
      ),
    )
    .join('<br>');
}

/**
 * Inline text whose backtick pairs are code spans (a flaky explanation: names and values in
 * backticks). Text outside the spans is escaped as {@link mdInline}; inside a span Markdown is
 * inert already, so it only loses control characters and line breaks. An unpaired last backtick
 * is escaped as text.
 */
export function mdCodeSpans(s: string): string {
  const parts = s.split('`');
  if (parts.length % 2 === 0) parts[parts.length - 2] += `\`${parts.pop() ?? ''}`;
  return parts
    .map((p, i) => {
      // mdInline drops leading blanks (a line start); between spans they are words' spacing.
      if (i % 2 === 0) return (i > 0 ? (/^[ \t]*/.exec(p)?.[0] ?? '') : '') + mdInline(p);
      const inner = stripControls(p).replace(/\r\n?|\n/g, ' ');
      return `\`${inner === '' ? ' ' : inner}\``;
    })
    .join('');
}

/**
 * Text inside an HTML element of a Markdown document (`<summary>`, `<b>`): entities, mentions, no
 * autolinks, and `$` as `&#36;` so no `$…$` can be read as maths.
 */
export function mdHtmlText(s: string): string {
  const one = stripControls(s).replace(/\r\n?|\n/g, ' ');
  const text = neutraliseWorkflowCommands(breakAutolinks(neutraliseMentions(htmlEscape(one))));
  return text.includes('$') ? text.replace(/\$/g, '&#36;') : text;
}

/** The longest run of a character in a string. */
function longestRun(s: string, ch: string): number {
  let best = 0;
  let cur = 0;
  for (const c of s) {
    if (c === ch) {
      cur++;
      if (cur > best) best = cur;
    } else cur = 0;
  }
  return best;
}

/**
 * A fenced code block the content cannot break out of: the fence is longer than any backtick run
 * in the text. Mentions and HTML are inert inside fences; `::` lines are still neutralised because
 * the file may be printed to a log.
 */
export function mdFence(s: string, lang = ''): string {
  const body = neutraliseWorkflowCommands(stripControls(s).replace(/\r\n?/g, '\n')).replace(
    /\n+$/,
    '',
  );
  const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
  return `${fence}${lang}\n${body}\n${fence}`;
}

/**
 * JSON for a `<script type="application/json">` block: `<` (so `</script>` and `<!--` cannot end
 * or change the block), `>`, `&` and the JS line separators are escaped as `\uXXXX`, which
 * `JSON.parse` reads back unchanged.
 */
const SCRIPT_JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
export function jsonForScript(value: unknown): string {
  return escapeScriptJson(JSON.stringify(value) ?? 'null');
}

/** The escaping of {@link jsonForScript} applied to JSON text that is already serialised. */
export function escapeScriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_JSON_ESCAPES[c]);
}

/** Any value as display text: strings as they are, everything else as pretty JSON. */
export function toText(v: unknown, indent = 2): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v, null, indent) ?? String(v);
  } catch {
    return String(v);
  }
}

/**
 * Cuts a string to at most `maxBytes` UTF-8 bytes without splitting a character, adding a note of
 * how much was cut.
 */
export function capBytes(
  s: string,
  maxBytes: number,
  note = (n: number) => `\n… (${n} more bytes)`,
): string {
  const total = Buffer.byteLength(s, 'utf8');
  if (total <= maxBytes) return s;
  const kept = utf8Prefix(s, maxBytes);
  return kept + note(total - Buffer.byteLength(kept, 'utf8'));
}
