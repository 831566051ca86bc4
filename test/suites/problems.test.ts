import { describe, expect, it } from 'vitest';
import { InputError, formatProblem, type Problem } from '../../src/suites/index.js';

describe('formatProblem / InputError', () => {
  it('formats file:line: field: message, with column and without empty parts', () => {
    const ps: Problem[] = [
      { file: 'a.jsonl', line: 3, field: 'assert[1].type', message: 'bad' },
      { file: 'a.jsonl', line: 4, column: 7, field: '', message: 'invalid JSON: x' },
      { file: 'missing/', line: 0, field: '', message: 'no such file or folder' },
      // No file (no config file, nothing given): it starts at its field, never at ": ".
      { file: '', line: 0, field: 'agent', message: 'no agent to test' },
    ];
    expect(ps.map(formatProblem)).toEqual([
      'a.jsonl:3: assert[1].type: bad',
      'a.jsonl:4:7: invalid JSON: x',
      'missing/: no such file or folder',
      'agent: no agent to test',
    ]);
    const err = new InputError(ps);
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('InputError');
    expect(err.problems).toBe(ps);
    expect(err.message.split('\n')).toEqual(ps.map(formatProblem));
  });
});
