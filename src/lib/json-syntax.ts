/** Where a JSON text goes wrong: a 0-based offset into the text and what is wrong there. */
export interface JsonSyntaxError {
  offset: number;
  message: string;
}

const WS = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;

/** Shows one character of the input in a message (agent- or user-written text, kept short). */
function show(c: string): string {
  if (c === "'") return `"'"`;
  const code = c.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f)
    return `character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${c}'`;
}

/**
 * Finds the first JSON syntax error in `text`, or undefined when the text is valid JSON.
 *
 * `JSON.parse` says what is wrong, but its wording and whether it gives a position differ between
 * Node versions; this scanner gives the same column and plain-words message everywhere. It is
 * iterative (an explicit stack) so deeply nested input cannot overflow the call stack.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const stack: ('{' | '[')[] = [];
  let pos = 0;
  // value: a value must come; item: a value or `]` (just after `[`); key: a field name must come;
  // key-or-end: a field name or `}` (just after `{`); after: a value just ended.
  let state: 'value' | 'item' | 'key' | 'key-or-end' | 'after' = 'value';
  const fail = (message: string, at = pos): JsonSyntaxError => ({ offset: at, message });
  const end = (): JsonSyntaxError => {
    const closer =
      stack.length > 0 ? ` (missing '${stack[stack.length - 1] === '{' ? '}' : ']'}')` : '';
    return fail(`unexpected end of line${closer}`);
  };

  /** Scans a string starting at the opening quote; returns an error or moves `pos` past it. */
  const scanString = (): JsonSyntaxError | undefined => {
    const start = pos;
    pos++;
    while (pos < text.length) {
      const c = text[pos];
      if (c === '"') {
        pos++;
        return undefined;
      }
      if (c === '\\') {
        const e = text[pos + 1];
        if (e === undefined) break;
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6)))
            return fail('bad \\u escape in string (expected 4 hex digits)');
          pos += 6;
          continue;
        }
        if (!ESCAPES.has(e)) return fail(`bad escape '\\${e}' in string`);
        pos += 2;
        continue;
      }
      if (c.charCodeAt(0) < 0x20)
        return fail(`${show(c)} inside a string (write it as an escape such as \\n or \\t)`);
      pos++;
    }
    return fail('unterminated string (missing closing ")', start);
  };

  /** Scans a scalar value (string, number, true/false/null). */
  const scanScalar = (): JsonSyntaxError | undefined => {
    const c = text[pos];
    if (c === '"') return scanString();
    if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = pos;
      const m = NUMBER.exec(text);
      if (!m || m[0] === '-') return fail('invalid number');
      const next = text[pos + m[0].length];
      if (next !== undefined && /[0-9.eE+-]/.test(next)) return fail('invalid number');
      pos += m[0].length;
      return undefined;
    }
    WORD.lastIndex = pos;
    const w = WORD.exec(text);
    if (w) {
      if (w[0] === 'true' || w[0] === 'false' || w[0] === 'null') {
        pos += w[0].length;
        return undefined;
      }
      return fail(`unexpected word '${w[0].slice(0, 20)}' (strings need double quotes)`);
    }
    if (c === "'") return fail(`unexpected "'" (strings need double quotes)`);
    return fail(`unexpected ${show(c)} (expected a value)`);
  };

  for (;;) {
    while (pos < text.length && WS.has(text[pos])) pos++;
    const c = text[pos];
    if (state === 'after' && stack.length === 0) {
      if (c === undefined) return undefined;
      return fail(`unexpected ${show(c)} after the end of the JSON value`);
    }
    if (c === undefined) return end();

    if (state === 'value' || state === 'item') {
      if (c === ']' && state === 'item') {
        stack.pop();
        pos++;
        state = 'after';
      } else if (c === ']' && stack[stack.length - 1] === '[') {
        return fail("trailing comma before ']'");
      } else if (c === '}' && stack[stack.length - 1] === '{') {
        return fail("unexpected '}' (expected a value after ':')");
      } else if (c === '{') {
        stack.push('{');
        pos++;
        state = 'key-or-end';
      } else if (c === '[') {
        stack.push('[');
        pos++;
        state = 'item';
      } else {
        const err = scanScalar();
        if (err) return err;
        state = 'after';
      }
      continue;
    }

    if (state === 'key' || state === 'key-or-end') {
      if (c === '}') {
        if (state === 'key') return fail("trailing comma before '}'");
        stack.pop();
        pos++;
        state = 'after';
        continue;
      }
      if (c !== '"') {
        const hint = c === "'" || /[A-Za-z_$]/.test(c) ? ' in double quotes' : '';
        return fail(`expected a field name${hint}, found ${show(c)}`);
      }
      const err = scanString();
      if (err) return err;
      while (pos < text.length && WS.has(text[pos])) pos++;
      if (text[pos] === undefined) return end();
      if (text[pos] !== ':')
        return fail(`expected ':' after the field name, found ${show(text[pos])}`);
      pos++;
      state = 'value';
      continue;
    }

    // state === 'after' inside a container
    const top = stack[stack.length - 1];
    const closer = top === '{' ? '}' : ']';
    if (c === ',') {
      pos++;
      state = top === '{' ? 'key' : 'value';
    } else if (c === closer) {
      stack.pop();
      pos++;
    } else {
      return fail(`expected ',' or '${closer}', found ${show(c)}`);
    }
  }
}
