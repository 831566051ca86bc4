import { describe, expect, it } from 'vitest';
import { detectFormat, detectInputMode } from '../../src/suites/index.js';
import { FORMATS } from '../../src/formats/index.js';

describe('detectFormat', () => {
  const table: [string, string, string | undefined][] = [
    ['tests/inputs.jsonl', '{"id": "T001", "input": "Hello"}\n', 'yao-jsonl'],
    ['tests/INPUTS.JSONL', '{"id": "T001", "input": "Hello"}\n', 'yao-jsonl'],
    ['tests/empty.jsonl', '', 'yao-jsonl'],
    ['tests/commented.jsonl', '// header\n\n{"id": "a", "input": "x"}', 'yao-jsonl'],
    // A case whose metadata says type: start is still a case: only a top-level type counts.
    ['tests/meta.jsonl', '{"id": "a", "input": "x", "metadata": {"type": "start"}}', 'yao-jsonl'],
    ['tests/case-with-type.jsonl', '{"type": "other", "id": "a"}', 'yao-jsonl'],
    ['tests/output.jsonl', '{"type": "start", "timestamp": "2024-12-17T10:00:00Z"}\n', undefined],
    ['tests/out.jsonl', '\uFEFF\n{"type":"result","id":"T001"}\n', undefined],
    ['tests/out.jsonl', '{"type": "summary", "total": 3}', undefined],
    // Only the head of a big file was read: the first line is cut off.
    [
      'tests/big.jsonl',
      '{"type": "start", "timestamp": "2024-12-17T10:00:00Z", "agent_id": "key',
      undefined,
    ],
    [
      'skills/greet.yaml',
      'name: greet\ninput: hi\nevals:\n  - boolean: {criterion: x}\n',
      'skilltest-yaml',
    ],
    ['skills/greet.yml', 'evals: []\n', 'skilltest-yaml'],
    ['skills/greet.yaml', 'evals :\n  - x\n', 'skilltest-yaml'],
    // The parsed document decides, however the key is written.
    ['skills/quoted.yaml', '"evals": []\nskill: x\n', 'skilltest-yaml'],
    ['skills/single.yaml', "'evals':\n  - type: boolean\n", 'skilltest-yaml'],
    ['skills/flow.yaml', '{"skill": "./s", "input": "hi", "evals": []}', 'skilltest-yaml'],
    ['skills/flow.yml', '{\n  "skill": "./s",\n  "evals": [\n  ]\n}\n', 'skilltest-yaml'],
    // A case whose evals key is misspelt still holds skill and input.
    ['skills/typo.yaml', 'skill: ./s\ninput: hi\neval: []\n', 'skilltest-yaml'],
    // A syntax error later in the file: the keys that parsed still decide.
    ['skills/broken.yaml', 'skill: ./s\nevals:\n  - type: boolean\n   bad: [\n', 'skilltest-yaml'],
    ['skills/skill-only.yaml', 'skill: ./s\nprompt: hi\n', undefined],
    // A line that merely starts with `evals:` inside a block scalar is no key.
    ['notes.yaml', 'text: |\n  evals: []\n', undefined],
    ['tb/cases.yaml', '"test_cases": []\n', 'thinkingbox-python'],
    ['tb/flow.yaml', '{test_cases: [{uid: a}]}', 'thinkingbox-python'],
    ['tb/x.meta.yaml', 'test_cases: []\n', undefined],
    ['config/agentci.yaml', 'agent:\n  command: x\n', undefined],
    // Nested `evals:` is not the top-level key.
    ['other.yaml', 'stuff:\n  evals:\n    - x\n', undefined],
    ['thinkingbox/test_case/booking.py', 'def test_x(x):\n    pass\n', 'thinkingbox-python'],
    ['a/test_case/sub/booking.py', 'def test_x(x): pass\n', 'thinkingbox-python'],
    ['a\\test_case\\booking.py', 'def test_x(x): pass\n', 'thinkingbox-python'],
    ['anywhere/booking.py', '"""!\nscenario: s\n"""\n', 'thinkingbox-python'],
    ['anywhere/booking.py', "def t(x):\n    '''!\n    query: hi\n    '''\n", 'thinkingbox-python'],
    ['anywhere/helper.py', 'import os\n', undefined],
    ['a/test_case/__init__.py', '', undefined],
    ['a/test_case/conftest.py', 'import pytest\n', undefined],
    ['assistants/expense/src/setup_test.ts', 'export function TestX(t) {}', 'yao-script'],
    ['setup_test.js', '', 'yao-script'],
    ['src/setup.test.ts', '', undefined],
    ['src/setup.ts', '', undefined],
    ['README.md', '# hi', undefined],
  ];
  it.each(table)('%s → %s', (file, head, want) => {
    expect(detectFormat(file, head, FORMATS)).toBe(want);
  });
});

describe('detectInputMode', () => {
  const existing = new Set(['tests/inputs.json', 'tests', 'suites/dir']);
  const exists = (p: string): boolean => existing.has(p);
  const table: [string, string][] = [
    ['scripts.expense.setup', 'script'],
    ['scripts.x', 'script'],
    ['tests/inputs.jsonl', 'file'], // by name, even when it does not exist
    ['missing.jsonl', 'file'],
    ['tests/inputs.json', 'file'], // exists
    ['tests', 'file'], // an existing folder
    ['suites/dir', 'file'],
    ['Hello, how are you?', 'message'],
    ['tests/missing.json', 'file'], // resolver.go DetectInputMode: a .json suffix is file mode
    ['missing.json', 'file'],
    ['script.expense', 'message'],
    ['', 'message'],
  ];
  it.each(table)('%j → %s', (input, want) => {
    expect(detectInputMode(input, exists)).toBe(want);
  });

  it('does not ask about paths when the prefix decides', () => {
    const asked: string[] = [];
    detectInputMode('scripts.a.b', (p) => {
      asked.push(p);
      return true;
    });
    expect(asked).toEqual([]);
  });
});
