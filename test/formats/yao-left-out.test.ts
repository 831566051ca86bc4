import { describe, expect, it } from 'vitest';
import { yaoDataFile, yaoScriptOutsideAssistant } from '../../src/formats/yao/left-out.js';

/*
 * What a folder search leaves out of a Yao tree (src/formats/yao/left-out.ts): data `.jsonl` files
 * (no line holds a case's id and input, loader.go LoadFile's two required fields, even as a near
 * miss) and, in a Yao app, `*_test.ts` files outside an assistant's src/ (script.go ResolveScript).
 */

const DATA = "data: no line holds a case's id and input";

describe('yaoDataFile', () => {
  const table: [string, string, string | undefined][] = [
    // yao-dev-app mcps/mapping/echo/resources/health.jsonl and schemes/echo.jsonl.
    [
      'MCP resource mapping',
      '{"name":"basic_health","description":"Basic health check","uri":"echo://health","data":{"status":"healthy"}}\n',
      DATA,
    ],
    [
      'MCP scheme mapping (input without id)',
      '{"name":"simple_echo","description":"Echo","input":{"message":"Hello"},"output":{"echo":"Hello"}}\n',
      DATA,
    ],
    ['records with an id and no input', '{"id": 1, "text": "a"}\n{"id": 2, "text": "b"}\n', DATA],
    ['lists and numbers', '[1, 2]\n3\n', DATA],
    ['a case', '{"id": "T001", "input": "Hello"}\n', undefined],
    ['a case after data lines', '{"name": "x"}\n{"id": "a", "input": "hi"}\n', undefined],
    ['a misspelt input', '{"id": "x", "inptu": "hi"}\n', undefined],
    ['a misspelt id', '{"idd": "x", "input": "hi"}\n', undefined],
    ["Go's case-insensitive keys", '{"ID": "x", "Input": "hi"}\n', undefined],
    ['broken JSON', '{"id": "x", "input": "hi"\n', undefined],
    ['empty', '', undefined],
    ['comments only', '// nothing yet\n\n', undefined],
  ];
  it.each(table)('%s', (_name, text, want) => {
    expect(yaoDataFile(text)).toBe(want);
  });
});

describe('yaoScriptOutsideAssistant', () => {
  const app = new Set(['app.yao', 'sub/app.json']);
  const exists = (f: string): boolean => app.has(f);
  const OUT = "not an agent test: Yao runs script tests from an assistant's src/ folder";
  const table: [string, string | undefined][] = [
    ['assistants/expense/src/setup_test.ts', undefined],
    ['assistants/yao/keeper/src/tests/seed_test.ts', undefined],
    ['assistants/tests/sui-pages/pages/dashboard/dashboard.backend_test.ts', OUT],
    ['scripts/lib/expr_test.ts', OUT],
    ['sub/scripts/a_test.js', OUT],
    ['sub/assistants/a/src/a_test.js', undefined],
  ];
  it.each(table)('%s in a Yao app', (file, want) => {
    expect(yaoScriptOutsideAssistant(file, exists)).toBe(want);
  });

  it('keeps every *_test.ts outside a Yao app', () => {
    expect(yaoScriptOutsideAssistant('scripts/expense_test.ts', () => false)).toBeUndefined();
  });
});
