import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { errorMessage, stderrHeadline } from '../../src/lib/error-message.js';

describe('errorMessage', () => {
  it("is an Error's message, without its name or stack", () => {
    expect(errorMessage(new TypeError('bad input'))).toBe('bad input');
  });
  it('is any other thrown value as text', () => {
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage({ code: 'E' })).toBe('[object Object]');
  });
});

describe('stderrHeadline: the line of a crashed program that says what went wrong', () => {
  it('is the Error line of a real Node crash, not its version footer or the closing brace', () => {
    const r = spawnSync(process.execPath, ['/nowhere/agnet.mjs'], { encoding: 'utf8' });
    expect(r.stderr).toMatch(/Node\.js v\d/);
    expect(stderrHeadline(r.stderr)).toBe("Error: Cannot find module '/nowhere/agnet.mjs'");
  });

  it('is the coded Error line of an ESM import that fails', () => {
    const r = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "import 'agentci-no-such-package-xyz';"],
      { encoding: 'utf8' },
    );
    expect(stderrHeadline(r.stderr)).toMatch(
      /^Error \[ERR_MODULE_NOT_FOUND\]: Cannot find package 'agentci-no-such-package-xyz'/,
    );
  });

  it('is the last line of a real Python traceback, the exception raised last', () => {
    const r = spawnSync(
      'python3',
      ['-c', 'try:\n  {}["k"]\nexcept KeyError:\n  raise RuntimeError("model said no")'],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toContain('During handling of the above exception');
    expect(stderrHeadline(r.stderr)).toBe('RuntimeError: model said no');
  });

  it.each([
    [
      'a thrown Error with a cause (the top error, not the indented cause)',
      'file:///a/agent.mjs:3\n  throw new Error("outer", { cause });\n  ^\n\nError: outer\n    at x (file:///a/agent.mjs:3:9)\n  [cause]: Error: inner\n\nNode.js v22.1.0\n',
      'Error: outer',
    ],
    [
      'Java, the root cause',
      'Exception in thread "main" java.lang.RuntimeException: wrap\n\tat A.main(A.java:3)\nCaused by: java.io.IOException: disk full\n\tat A.f(A.java:9)\n\t... 1 more\n',
      'Caused by: java.io.IOException: disk full',
    ],
    [
      'a Go panic',
      'panic: runtime error: index out of range [3] with length 2\n\ngoroutine 1 [running]:\nmain.main()\n\t/x/main.go:5 +0x1d\nexit status 2\n',
      'panic: runtime error: index out of range [3] with length 2',
    ],
    [
      'an error line among log lines',
      'loading model\nerror: OPENAI_API_KEY is not set\nshutting down\n',
      'error: OPENAI_API_KEY is not set',
    ],
    [
      'no error line: the last line said',
      'starting\nout of tokens, giving up\n}\n',
      'out of tokens, giving up',
    ],
    ['the shell', '/bin/sh: 1: agnet: not found\n', '/bin/sh: 1: agnet: not found'],
  ])('%s', (_name, stderr, line) => {
    expect(stderrHeadline(stderr)).toBe(line);
  });

  it('is undefined for empty stderr and cut (marked) when a line is very long', () => {
    expect(stderrHeadline('')).toBeUndefined();
    expect(stderrHeadline('\n  \n')).toBeUndefined();
    expect(stderrHeadline(`Error: ${'x'.repeat(500)}`, 50)).toBe(`Error: ${'x'.repeat(43)}…`);
  });
});
