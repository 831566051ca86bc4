import { describe, expect, it } from 'vitest';
import { compilePattern, patternProblem } from '../../src/lib/regex-pattern.js';

/*
 * Patterns × inputs with the verdict Go's regexp.MatchString gives (syntax:
 * https://pkg.go.dev/regexp/syntax; `$` without `m` is the end of the text, `\d` `\w` `\s` `\b` are
 * ASCII, matching is leftmost-first) and the verdict Rust's `Regex::is_match` gives
 * (https://docs.rs/regex/latest/regex/#syntax: the same RE2 syntax, plus `(?x)`, `\u{…}`, and
 * Unicode-aware `\d` `\w` `\s`).
 */

type Row = [pattern: string, input: string, matches: boolean];

const GO: Row[] = [
  ['(?i:abc)d', 'xABCd', true],
  ['(?i:abc)d', 'ABCD', false],
  ['[\\x{4e00}-\\x{9fa5}]+', '你好', true],
  ['[\\x{4e00}-\\x{9fa5}]+', 'hello', false],
  ['\\p{Han}', '中文回答', true],
  ['\\p{Han}', 'kanji', false],
  ['^\\pL+$', 'Éclair', true],
  ['^\\pL+$', 'R2D2', false],
  ['\\PL', 'abc1', true],
  ['[[:digit:]]{3}', 'order 123', true],
  ['[[:digit:]]{3}', 'order 12', false],
  ['^[[:^alpha:]]+$', '42!', true],
  ['[[:upper:]][[:lower:]]+', 'Paris', true],
  ['(?s)a.b', 'a\nb', true],
  ['a.b', 'a\nb', false],
  ['(?m)^b$', 'a\nb\nc', true],
  ['^b$', 'a\nb\nc', false],
  ['(?m)\\Afirst$', 'first\nsecond', true],
  ['(?m)\\Afirst$', 'zero\nfirst', false],
  ['end\\z', 'the end\n', false],
  ['end$', 'the end\n', false],
  ['end\\z', 'the end', true],
  ['(?P<code>\\d{3})-\\d{4}', 'call 555-1234', true],
  ['(?<code>\\d{3})-\\d{4}', 'call 555-1234', true],
  ['\\d', '\u0663', false], // ARABIC-INDIC DIGIT THREE: Go's \d is ASCII
  ['\\w', 'é', false],
  ['\\s', '\u00a0', false],
  ['\\bcat\\b', 'a cat sat', true],
  ['\\bcat\\b', 'concatenate', false],
  ['/hello/i', 'HELLO', false], // slashes are ordinary characters, `i` a letter
  ['/hello/i', 'say /hello/i', true],
  ['/etc/', 'cat /etcetera', false],
  ['/etc/', 'cat /etc/hosts', true],
  ['\\Q.*\\E', 'a.*b', true],
  ['\\Q.*\\E', 'ab', false],
  ['a{,2}', 'a{,2}', true], // not a repetition in Go: literal text
  ['a{,2}', 'aa', false],
  ['(?i)k', '\u212a', true], // KELVIN SIGN folds to k
  ['^.$', '😀', true], // one code point
  ['^\\x41\\x{42}$', 'AB', true],
  ['[\\]a]z', ']z', true],
  ['\\\\A', 'x\\A', true],
  ['(?U)a+b', 'aaab', true],
];

const GO_REFUSED: [pattern: string, reason: RegExp][] = [
  ['(?=a)', /look-ahead and look-behind are not supported by Go's regexp/],
  ['^(?!42$)', /look-ahead/],
  ['(?<=a)b', /look-ahead and look-behind/],
  ['(?<!a)b', /look-ahead and look-behind/],
  ['(a)\\1', /backreferences are not supported by Go's regexp/],
  [
    '(?x) a b',
    /unsupported Perl syntax: `\(\?x` \(verbose mode \(\?x\) is Rust and PCRE syntax; Go's regexp has no x flag\)/,
  ],
  ['end\\Z', /invalid escape sequence: `\\Z`/],
  ['a**', /invalid nested repetition operator/],
  ['a{1001}', /invalid repeat count/],
  ['[z-a]', /invalid character class range/],
  ['\\p{Klingon}', /invalid character class range/],
  ['a(b', /missing closing \)/],
];

const RUST: Row[] = [
  ['(?x) a b # comment\n c', 'abc', true],
  ['(?x) a b # comment\n c', 'a b c', false],
  ['(?x)[a b]', ' ', false], // verbose mode ignores whitespace inside classes too
  ['(?x)[a b]', 'b', true],
  ['(?x)a\\ b', 'a b', true],
  ['(?x:a b)c d', 'abc d', true],
  ['(?x:a b)c d', 'abcd', false],
  ['(?ix)A B', 'ab', true],
  ['(?x)(?-x)a b', 'a b', true],
  ['\\d', '\u0663', true], // Unicode \d by default
  ['(?-u)\\d', '\u0663', false],
  ['^\\w+$', 'café', true],
  ['\\s', '\u00a0', true],
  ['^\\S+$', 'a\u00a0b', false],
  ['^[\\d_]+$', '\u0663_1', true],
  ['\\u{e9}', 'é', true],
  ['\\u00E9', 'é', true],
  ['\\U0001F600', '😀', true],
  ['[[:digit:]]+', 'v7', true],
  ['\\pL', 'é', true],
  ['(?i:abc)', 'ABC', true],
  ['(?U)a+', 'aaa', true],
  ['git push( --force)?', '{"tool_name":"bash","tool_input":{"command":"git push --force"}}', true],
  ['/etc/', 'cat /etcetera', false],
];

const RUST_REFUSED: [pattern: string, reason: RegExp][] = [
  ['^(?!42$)', /look-ahead and look-behind are not supported by Rust's regex crate/],
  ['(?<=a)b', /look-ahead/],
  ['(a)\\1', /backreferences and octal escapes are not supported/],
  ['[a-z&&[^aeiou]]', /class set operation `&&`/],
  ['[a[bc]]', /nested character classes/],
  ['\\Q.\\E', /quoting is not supported/],
  ['\\<word', /word-boundary assertions/],
];

describe('regex engine: Go dialect (Yao)', () => {
  it.each(GO)('%j on %j → %s', (pattern, input, want) => {
    expect(compilePattern(pattern, 'go').test(input)).toBe(want);
  });

  it.each(GO_REFUSED)('refuses %j', (pattern, reason) => {
    const p = patternProblem(pattern, 'go');
    expect(p).toMatch(/^invalid regex /);
    expect(p).toMatch(reason);
    expect(() => compilePattern(pattern, 'go')).toThrow(reason);
  });

  it('finds the leftmost-first match, lazily under (?U)', () => {
    expect(compilePattern('<.+>', 'go').find('<a><b>')).toBe('<a><b>');
    expect(compilePattern('(?U)<.+>', 'go').find('<a><b>')).toBe('<a>');
    expect(compilePattern('a|ab', 'go').find('ab')).toBe('a');
    expect(compilePattern('x', 'go').find('abc')).toBeNull();
  });

  it('compiles a pattern once and keeps it', () => {
    expect(compilePattern('(?i)paris', 'go')).toBe(compilePattern('(?i)paris', 'go'));
    expect(compilePattern('(?i)paris', 'go')).not.toBe(compilePattern('(?i)paris', 'rust'));
    expect(compilePattern('(?i)paris').display).toBe('(?i)paris');
  });
});

describe('regex engine: Rust dialect (skilltest)', () => {
  it.each(RUST)('%j on %j → %s', (pattern, input, want) => {
    expect(compilePattern(pattern, 'rust').test(input)).toBe(want);
  });

  it.each(RUST_REFUSED)('refuses %j', (pattern, reason) => {
    const p = patternProblem(pattern, 'rust');
    expect(p).toMatch(/^invalid regex /);
    expect(p).toMatch(reason);
  });
});
