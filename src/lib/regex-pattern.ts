import { RE2JS } from 're2js';
import { errorMessage } from './error-message.js';

/*
 * The one regex engine for every pattern a suite can hold: RE2 (re2js, a pure-JavaScript port), so
 * patterns mean what they mean in the seeds' own code — Go's `regexp` for Yao (assertions,
 * `regex:` leaves, script `t.assert.Match`, `--run`) and Rust's `regex` crate for skilltest (mock
 * `pattern`s, `where`). Both are RE2 syntax (https://pkg.go.dev/regexp/syntax): `(?i:…)` groups,
 * `(?U)`, `\x{4e00}`, `\p{Han}`, `\pL`, `[[:digit:]]`, `\A`/`\z`, `(?P<n>…)`; and both refuse
 * look-around and backreferences, so a pattern either compiles here exactly as there or is
 * refused with the engine's own reason. A `/…/` pattern is an ordinary pattern (slashes included).
 * Matching is an unanchored search, as Go's `MatchString` and Rust's `is_match`.
 *
 * The Rust dialect is translated to RE2 first, for the few things the crate spells or means
 * differently: `(?x)` verbose mode, the `u` flag, `\u`/`\U` escapes, and Unicode-aware `\d` `\s`
 * `\w`; what cannot be translated (nested classes and class set operations `&&` `--` `~~`, octal
 * escapes, `\<` `\>` `\b{…}`) is refused rather than silently read another way. Left as RE2 has
 * them: `\b` and, inside a class, `\S` `\W` stay ASCII (a class cannot hold a negated union).
 */

export type RegexDialect = 'go' | 'rust';

export interface CompiledPattern {
  /** The pattern as written in the suite. */
  readonly pattern: string;
  readonly dialect: RegexDialect;
  /** The pattern for labels and messages (as written). */
  readonly display: string;
  /** Whether the pattern matches somewhere in `text` (unanchored, like MatchString / is_match). */
  test(text: string): boolean;
  /** The leftmost-first match in `text`, or null. */
  find(text: string): string | null;
}

/** Thrown for a pattern that cannot be compiled; the message says what is wrong. */
export class PatternError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatternError';
  }
}

const ENGINE: Record<RegexDialect, string> = {
  go: "Go's regexp (RE2)",
  rust: "Rust's regex crate",
};

const cache = new Map<string, CompiledPattern>();
const CACHE_LIMIT = 1000;

/**
 * Compiles a suite pattern for `dialect` (Go's regexp for Yao, Rust's regex for skilltest).
 * Compiled patterns are cached, so a pattern checked on every attempt is compiled once. Throws
 * PatternError with a sentence a suite author can act on.
 */
export function compilePattern(pattern: string, dialect: RegexDialect = 'go'): CompiledPattern {
  const key = `${dialect}\0${pattern}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const compiled = build(pattern, dialect);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, compiled);
  return compiled;
}

/** Why `pattern` cannot be compiled for `dialect`, or undefined when it can. */
export function patternProblem(pattern: string, dialect: RegexDialect = 'go'): string | undefined {
  try {
    compilePattern(pattern, dialect);
    return undefined;
  } catch (e) {
    return errorMessage(e);
  }
}

function build(pattern: string, dialect: RegexDialect): CompiledPattern {
  const fail = (reason: string): PatternError =>
    new PatternError(`invalid regex ${JSON.stringify(pattern)}: ${reason}`);
  let source = pattern;
  if (dialect === 'rust') {
    try {
      source = rustToRe2(pattern);
    } catch (e) {
      if (e instanceof PatternError) throw fail(e.message);
      throw e;
    }
  }
  let re: RE2JS;
  try {
    re = RE2JS.compile(source);
  } catch (e) {
    const reason = errorMessage(e);
    throw fail(`${reason}${hint(reason, dialect)}`);
  }
  return {
    pattern,
    dialect,
    display: pattern,
    test: (text) => re.test(text),
    find: (text) => {
      const m = re.exec(text);
      return m ? (m[0] as string) : null;
    },
  };
}

/** A sentence on why RE2 refuses what other engines accept. */
function hint(reason: string, dialect: RegexDialect): string {
  const engine = ENGINE[dialect];
  if (/Perl syntax: `\(\?[=!]|named capture: `\(\?<[=!]/.test(reason))
    return ` (look-ahead and look-behind are not supported by ${engine}; match the text itself, or use a negated check)`;
  if (/invalid escape sequence: `\\[1-9]/.test(reason))
    return ` (backreferences are not supported by ${engine})`;
  if (dialect === 'go' && /Perl syntax: `\(\?[a-zA-Z-]*x/.test(reason))
    return " (verbose mode (?x) is Rust and PCRE syntax; Go's regexp has no x flag)";
  return '';
}

const VERBOSE_SPACE = /\s/u;
/** Rust's Unicode `\s` (White_Space) as RE2 class items. */
const UNICODE_SPACE =
  '\\t\\n\\x{0B}\\f\\r\\x{20}\\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}';
/** Rust's Unicode `\w` (letters, marks, decimal digits, connector punctuation, joiners). */
const UNICODE_WORD = '\\p{L}\\p{M}\\p{Nd}\\p{Nl}\\p{Pc}\\x{200C}\\x{200D}';
const PERL_CLASS: Record<string, { inner: string; outside: string }> = {
  d: { inner: '\\p{Nd}', outside: '\\p{Nd}' },
  D: { inner: '\\P{Nd}', outside: '\\P{Nd}' },
  s: { inner: UNICODE_SPACE, outside: `[${UNICODE_SPACE}]` },
  S: { inner: '\\S', outside: `[^${UNICODE_SPACE}]` },
  w: { inner: UNICODE_WORD, outside: `[${UNICODE_WORD}]` },
  W: { inner: '\\W', outside: `[^${UNICODE_WORD}]` },
};
const RUST_FLAGS = new Set(['i', 'm', 's', 'U', 'u', 'x']);

interface Mode {
  x: boolean;
  u: boolean;
}

/**
 * Rewrites a Rust `regex` pattern into the RE2 syntax re2js reads, keeping its meaning. Throws
 * PatternError for Rust syntax RE2 has no way to say.
 */
function rustToRe2(src: string): string {
  let out = '';
  let mode: Mode = { x: false, u: true };
  const stack: Mode[] = [];
  let i = 0;
  const n = src.length;

  const escape = (inClass: boolean): void => {
    // src[i] is the backslash.
    const c = src[i + 1];
    if (c === undefined) {
      out += '\\';
      i += 1;
      return;
    }
    if (c === 'u' || c === 'U') {
      const m =
        /^\{([0-9A-Fa-f]{1,8})\}/.exec(src.slice(i + 2)) ??
        (c === 'u' ? /^([0-9A-Fa-f]{4})/ : /^([0-9A-Fa-f]{8})/).exec(src.slice(i + 2));
      if (!m) throw new PatternError(`invalid escape sequence: \`\\${c}\``);
      out += `\\x{${m[1]}}`;
      i += 2 + m[0].length;
      return;
    }
    if (c === 'Q') throw new PatternError("\\Q…\\E quoting is not supported by Rust's regex crate");
    if (c === '<' || c === '>' || (c === 'b' && src[i + 2] === '{'))
      throw new PatternError(
        'word-boundary assertions \\<, \\> and \\b{…} are not supported here; use \\b',
      );
    if (/[0-9]/.test(c))
      throw new PatternError(
        `backreferences and octal escapes are not supported by Rust's regex crate: \`\\${c}\``,
      );
    if (VERBOSE_SPACE.test(c)) {
      out += `\\x{${c.codePointAt(0)!.toString(16)}}`;
      i += 2;
      return;
    }
    const perl = mode.u ? PERL_CLASS[c] : undefined;
    if (perl) {
      out += inClass ? perl.inner : perl.outside;
      i += 2;
      return;
    }
    // Other escapes (\p{…}, \x{…}, punctuation) are the same in RE2; copy them whole so a
    // verbose-mode pass never looks inside.
    const braced = /^[pPx]\{[^}]*\}/.exec(src.slice(i + 1));
    if (braced) {
      out += `\\${braced[0]}`;
      i += 1 + braced[0].length;
      return;
    }
    out += src.slice(i, i + 2);
    i += 2;
  };

  const klass = (): void => {
    // src[i] is '['.
    out += '[';
    i += 1;
    if (src[i] === '^') {
      out += '^';
      i += 1;
    }
    let first = true;
    while (i < n) {
      const c = src[i];
      if (mode.x && VERBOSE_SPACE.test(c)) {
        i += 1;
        continue;
      }
      if (mode.x && c === '#') {
        // Rust's parser skips verbose-mode comments inside classes too.
        const nl = src.indexOf('\n', i);
        i = nl < 0 ? n : nl + 1;
        continue;
      }
      if (c === ']' && !first) {
        out += ']';
        i += 1;
        return;
      }
      first = false;
      if (c === '\\') {
        escape(true);
        continue;
      }
      if (c === '[') {
        const posix = /^\[:\^?[a-z]+:\]/.exec(src.slice(i));
        if (posix) {
          out += posix[0];
          i += posix[0].length;
          continue;
        }
        throw new PatternError(
          'nested character classes are not supported here; write the characters in one class',
        );
      }
      const pair = src.slice(i, i + 2);
      if (pair === '&&' || pair === '--' || pair === '~~')
        throw new PatternError(
          `class set operation \`${pair}\` is not supported here; write the resulting characters in one class`,
        );
      out += c;
      i += 1;
    }
    // Unclosed: let RE2 report it.
  };

  while (i < n) {
    const c = src[i];
    if (c === '\\') {
      escape(false);
      continue;
    }
    if (c === '[') {
      klass();
      continue;
    }
    if (mode.x) {
      if (VERBOSE_SPACE.test(c)) {
        i += 1;
        continue;
      }
      if (c === '#') {
        const nl = src.indexOf('\n', i);
        i = nl < 0 ? n : nl + 1;
        continue;
      }
    }
    if (c === '(') {
      const flags = /^\(\?([A-Za-z-]*)(\)|:)/.exec(src.slice(i));
      if (flags && flags[1] !== '') {
        const next: Mode = { ...mode };
        let on = true;
        let kept = '';
        for (const f of flags[1]) {
          if (f === '-') {
            on = false;
            kept += f;
          } else if (!RUST_FLAGS.has(f)) {
            kept += f; // RE2 reports the unknown flag.
          } else if (f === 'x') next.x = on;
          else if (f === 'u') next.u = on;
          else kept += f;
        }
        kept = kept.replace(/-+$/, '');
        if (flags[2] === ')') {
          if (kept !== '') out += `(?${kept})`;
          mode = next;
        } else {
          out += kept === '' ? '(?:' : `(?${kept}:`;
          stack.push(mode);
          mode = next;
        }
        i += flags[0].length;
        continue;
      }
      stack.push(mode);
      out += c;
      i += 1;
      continue;
    }
    if (c === ')') {
      mode = stack.pop() ?? mode;
      out += c;
      i += 1;
      continue;
    }
    out += c;
    i += 1;
  }
  return out;
}
