/*
 * Patterns in suites are written for Go's RE2 (Yao) or as JavaScript literals. This translates the
 * common RE2 spellings to a JavaScript RegExp so the same suite behaves the same under agentci:
 * leading inline flags `(?i)`, `(?s)`, `(?m)` (combinable: `(?is)`), named groups `(?P<name>…)`,
 * and the text anchors `\A` and `\z`.
 */

export interface CompiledPattern {
  regex: RegExp;
  /** The pattern as a JavaScript literal, e.g. `/paris/i`, for labels and messages. */
  display: string;
}

const JS_FLAGS = /^[dgimsuyv]*$/;
const GO_FLAG_TO_JS: Record<string, string> = { i: 'i', m: 'm', s: 's' };

/** Thrown for a pattern that cannot be compiled; the message says what is wrong. */
export class PatternError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatternError';
  }
}

/**
 * Compiles a suite pattern: `/source/flags` literal, or an RE2-style pattern with optional
 * leading inline flags. Throws PatternError with a sentence a suite author can act on.
 */
export function compilePattern(pattern: string): CompiledPattern {
  let source = pattern;
  const flags = new Set<string>();

  const literal = /^\/([\s\S]+)\/([a-z]*)$/.exec(pattern);
  if (literal && JS_FLAGS.test(literal[2]) && new Set(literal[2]).size === literal[2].length) {
    source = literal[1];
    for (const f of literal[2]) flags.add(f);
  } else {
    // RE2 allows several leading flag groups, e.g. `(?i)(?s)`; JavaScript wants them as flags.
    let m: RegExpExecArray | null;
    while ((m = /^\(\?([A-Za-z]+)\)/.exec(source)) !== null) {
      for (const f of m[1]) {
        const js = GO_FLAG_TO_JS[f];
        if (!js)
          throw new PatternError(
            f === 'U'
              ? `invalid regex ${JSON.stringify(pattern)}: flag U (ungreedy) has no JavaScript equivalent; write lazy quantifiers (*?, +?) instead`
              : `invalid regex ${JSON.stringify(pattern)}: unknown inline flag "${f}" (supported: i, m, s)`,
          );
        flags.add(js);
      }
      source = source.slice(m[0].length);
    }
    source = translateRe2Syntax(source);
  }
  // `g`/`y` make RegExp.test stateful, which would make repeated checks disagree.
  flags.delete('g');
  flags.delete('y');
  const flagStr = [...flags].sort().join('');
  try {
    const regex = new RegExp(source, flagStr);
    return { regex, display: `/${source}/${flagStr}` };
  } catch (e) {
    const reason =
      e instanceof Error ? e.message.replace(/^Invalid regular expression: /, '') : String(e);
    const hint = /\(\?[a-zA-Z-]+[):]/.test(source)
      ? ' (inline flags such as (?i) are only supported at the very start of the pattern)'
      : '';
    throw new PatternError(`invalid regex ${JSON.stringify(pattern)}: ${reason}${hint}`);
  }
}

/** RE2 spellings JavaScript lacks, rewritten outside character classes and escapes. */
function translateRe2Syntax(src: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\' && i + 1 < src.length) {
      const n = src[i + 1];
      if (!inClass && n === 'A') out += '(?<![\\s\\S])';
      else if (!inClass && n === 'z') out += '(?![\\s\\S])';
      else out += c + n;
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      // A `]` right after `[` or `[^` is literal in RE2 and must not close the class here.
      if (src[i + 1] === '^') {
        out += '^';
        i++;
      }
      if (src[i + 1] === ']') {
        out += '\\]';
        i++;
      }
      continue;
    }
    if (c === '(' && src.startsWith('(?P<', i)) {
      out += '(?<';
      i += 3;
      continue;
    }
    out += c;
  }
  return out;
}
