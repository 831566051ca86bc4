import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { splitPlainCommand } from '../../src/targets/shell-words.js';

/** What `/bin/sh -c` hands to the program it runs: one argument per line, NUL-free. */
function shellArgv(command: string): string[] {
  const out = execFileSync(
    '/bin/sh',
    ['-c', `set -- ${command}; for a in "$@"; do printf '%s\\0' "$a"; done`],
    { encoding: 'utf8' },
  );
  return out.split('\0').slice(0, -1);
}

describe('splitPlainCommand', () => {
  const plain = [
    'python agent.py',
    'node dist/agent.js --mode=fast --n 3',
    "sh -c 'cat > /dev/null; echo ok'",
    'sh agent.sh',
    `node -e "console.log(1)"`,
    `python3  'my agent.py'   "a b"  c'd'e`,
    './bin/agent --url=http://127.0.0.1:8080/v1 user@host 50%',
    `node ''`,
  ];
  it.each(plain)('splits %s exactly as the shell would', (cmd) => {
    const argv = splitPlainCommand(cmd);
    expect(argv).toBeDefined();
    expect(argv).toEqual(shellArgv(cmd));
  });

  const needShell = [
    'echo $HOME',
    'FOO=1 node agent.js',
    'node agent.js > out.txt',
    'node a.js | tee log',
    'node a.js && echo done',
    'node a.js; echo done',
    'ls *.js',
    'cat ~/x',
    'node "$AGENT"',
    'node "a`b`"',
    'node a\\ b.js',
    'cd sub && node a.js',
    'echo ok',
    'exec node a.js',
    'true',
    "node 'unterminated",
    'node a.js # comment',
    'node a.js &',
    '(node a.js)',
    'node {a,b}.js',
    'node a.js\nnode b.js',
    '',
    '   ',
  ];
  it.each(needShell)('leaves %j to the shell', (cmd) => {
    expect(splitPlainCommand(cmd)).toBeUndefined();
  });
});
