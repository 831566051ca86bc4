import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseAssertion, validateAssertion } from '../../src/judges/index.js';
import { formatProblem, loadSuites } from '../../src/suites/index.js';
import { FORMATS } from '../../src/formats/index.js';

/*
 * Patterns RE2 refuses (Go's regexp for Yao, Rust's regex for skilltest) stop the load with the
 * file and line of the pattern; patterns only RE2 reads (group flags, POSIX and Unicode classes,
 * verbose mode) load.
 */

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'agentci-regex-load-'));
  await mkdir(path.join(root, 'skills', 'desk'), { recursive: true });
  await writeFile(path.join(root, 'skills', 'desk', 'SKILL.md'), 'Help.\n');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('regex patterns at load time', () => {
  it('Yao JSONL: Go-only syntax loads; look-around and backreferences are problems at file:line', async () => {
    const lines = [
      '{"id": "ok", "input": "x", "assert": [{"type": "regex", "value": "(?i:paris) [[:digit:]]+ \\\\p{Han}\\\\pL [\\\\x{4e00}-\\\\x{9fa5}] (?U)a+"}, {"type": "tool_result", "value": {"tool": "t", "result": "regex:(?s)^ok.*"}}]}',
      '{"id": "ahead", "input": "x", "assert": {"type": "regex", "value": "^(?!no)"}}',
      '{"id": "backref", "input": "x", "assert": {"type": "tool_result", "value": {"tool": "t", "result": {"a": "regex:(x)\\\\1"}}}}',
      '{"id": "behind", "input": "x", "assert": {"type": "tool_called", "value": {"name": "t", "arguments": {"q": "regex:(?<=a)b"}}}}',
      '{"id": "slash", "input": "x", "assert": {"type": "regex", "value": "/hello/i"}}',
    ];
    await writeFile(path.join(root, 'cases.jsonl'), `${lines.join('\n')}\n`);
    const r = await loadSuites(['cases.jsonl'], {
      formats: FORMATS,
      cwd: root,
      validateAssertion,
      refuseAssertion,
    });
    // tool_called arguments are compared exactly, as Yao's matchArguments does: no pattern there.
    expect(r.cases.map((c) => c.id)).toEqual(['ok', 'behind', 'slash']);
    expect(r.problems.map(formatProblem)).toEqual([
      'cases.jsonl:2: assert[0]: invalid regex "^(?!no)": error parsing regexp: invalid or unsupported Perl syntax: `(?!` (look-ahead and look-behind are not supported by Go\'s regexp (RE2); match the text itself, or use a negated check)',
      'cases.jsonl:3: assert[0]: tool_result result: invalid regex "(x)\\\\1": error parsing regexp: invalid escape sequence: `\\1` (backreferences are not supported by Go\'s regexp (RE2))',
    ]);
  });

  it("skilltest YAML: Rust-regex syntax loads; look-around is a problem at the pattern's line", async () => {
    const ok = [
      'skill: skills/desk',
      'input: hi',
      'mocks:',
      '  - name: push',
      "    match: { pattern: '(?x) git \\s+ push  # verbose mode' }",
      '  - name: order',
      "    match: { input: { id: { pattern: '^[[:digit:]]+$' }, who: { pattern: '^\\pL+$' } } }",
      'evals:',
      '  - type: not_called',
      '    mock: order',
      "    where: { id: { pattern: '/etc/' } }",
    ];
    const bad = [
      'skill: skills/desk',
      'input: hi',
      'mocks:',
      '  - name: refund',
      '    match: { tool: issue_refund }',
      '  - name: peek',
      "    match: { pattern: 'a(?=b)' }",
      'evals:',
      '  - type: not_called',
      '    mock: refund',
      "    where: { order_id: { pattern: '^(?!42$)' } }",
    ];
    await writeFile(path.join(root, 'ok.yaml'), `${ok.join('\n')}\n`);
    await writeFile(path.join(root, 'bad.yaml'), `${bad.join('\n')}\n`);
    const r = await loadSuites(['ok.yaml', 'bad.yaml'], {
      formats: FORMATS,
      cwd: root,
      validateAssertion,
    });
    expect(r.cases.map((c) => c.id)).toEqual(['ok']);
    expect(r.problems.map(formatProblem)).toEqual([
      'bad.yaml:7: mocks[1].match.pattern: invalid regex "a(?=b)": error parsing regexp: invalid or unsupported Perl syntax: `(?=` (look-ahead and look-behind are not supported by Rust\'s regex crate; match the text itself, or use a negated check)',
      'bad.yaml:11: evals[0].where.order_id.pattern: invalid regex "^(?!42$)": error parsing regexp: invalid or unsupported Perl syntax: `(?!` (look-ahead and look-behind are not supported by Rust\'s regex crate; match the text itself, or use a negated check)',
    ]);
  });

  it('examples/skilltest loads: its cases use no look-around', async () => {
    const repo = path.resolve(import.meta.dirname, '..', '..');
    const r = await loadSuites(['examples/skilltest'], {
      formats: FORMATS,
      cwd: repo,
      validateAssertion,
    });
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.cases.map((c) => c.id)).toContain('refund');
  });
});
