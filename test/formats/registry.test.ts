import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/formats/index.js';
import { recordOf } from '../../src/runner/format-runtimes.js';
import { detectFormat } from '../../src/suites/detect.js';
import { needsJudge } from '../../src/runner/model-services.js';
import {
  CASE_FORMATS,
  CaseSchema,
  isFormat,
  oneOffCase,
  payloadOf,
  type Case,
} from '../../src/model/case.js';

const common = {
  id: 'T1',
  suite: 's.jsonl',
  source: { file: 's.jsonl', line: 1 },
  input: 'hi',
};

describe('format registry', () => {
  it('has one record per case format, each naming its own format', () => {
    expect(Object.keys(FORMATS).sort()).toEqual([...CASE_FORMATS].sort());
    for (const [k, r] of Object.entries(FORMATS)) expect(r.format).toBe(k);
  });

  it('detection asks the records in order: a YAML file with evals: and test_cases: is skilltest', () => {
    expect(detectFormat('a/b.yaml', 'evals: []\ntest_cases: []\n', FORMATS)).toBe('skilltest-yaml');
    expect(detectFormat('a/b.yaml', 'test_cases: []\n', FORMATS)).toBe('thinkingbox-python');
    expect(detectFormat('a\\test_case\\t.py', '', FORMATS)).toBe('thinkingbox-python');
    expect(detectFormat('a/x_test.ts', '', FORMATS)).toBe('yao-script');
    expect(detectFormat('a/r.jsonl', '{"type":"start"}\n', FORMATS)).toBeUndefined();
    expect(detectFormat('a/r.jsonl', '{"id":"T1","input":"hi"}\n', FORMATS)).toBe('yao-jsonl');
  });

  it("a record gives a skilltest case's skill to its attempt, and nothing for a message case", () => {
    const skill = fileURLToPath(new URL('../fixtures/harness/skills/greeter', import.meta.url));
    const c = CaseSchema.parse({ ...common, format: 'skilltest-yaml', payload: { skill } });
    expect(recordOf(FORMATS, c).attempt?.fields?.(c)).toMatchObject({
      skill: { name: 'greeter', path: skill },
    });
    const msg = oneOffCase('gen', 'hello', {});
    expect(recordOf(FORMATS, msg).attempt?.fields).toBeUndefined();
    expect(recordOf(FORMATS, msg).attempt?.messages).toBeUndefined();
  });
});

describe('what a format decides alone', () => {
  it('a script test needs the judge only when its file calls t.assert.Agent', () => {
    const script = (usesAgent?: boolean) =>
      CaseSchema.parse({
        ...common,
        format: 'yao-script',
        payload: {
          script: { scriptId: 's', assistantId: 'a', module: 'm', testFile: 'a/src/m_test.ts' },
          function: 'TestA',
          ...(usesAgent !== undefined ? { usesAgent } : {}),
        },
      });
    expect(needsJudge(script(true), FORMATS)).toBe(true);
    expect(needsJudge(script(), FORMATS)).toBe(false);
    // Other formats: their assertions decide.
    const yao = (type: string) =>
      CaseSchema.parse({ ...common, format: 'yao-jsonl', assert: [{ type }] });
    expect(needsJudge(yao('agent'), FORMATS)).toBe(true);
    expect(needsJudge(yao('contains'), FORMATS)).toBe(false);
  });
});

describe('typed case payloads', () => {
  it('a case is validated with its format’s payload: skilltest needs its skill, script tests their ref', () => {
    expect(CaseSchema.safeParse({ ...common, format: 'skilltest-yaml' }).success).toBe(false);
    expect(
      CaseSchema.safeParse({ ...common, format: 'skilltest-yaml', payload: { skill: '/s' } })
        .success,
    ).toBe(true);
    expect(
      CaseSchema.safeParse({ ...common, format: 'yao-script', payload: { function: 'TestA' } })
        .success,
    ).toBe(false);
    // A Yao case has a payload only when its hooks need the assert as written.
    expect(CaseSchema.safeParse({ ...common, format: 'yao-jsonl' }).success).toBe(true);
    expect(CaseSchema.safeParse({ ...common, format: 'nope' }).success).toBe(false);
  });

  it('payloadOf narrows to the format asked for and refuses a case of another', () => {
    const c: Case = CaseSchema.parse({
      ...common,
      format: 'skilltest-yaml',
      payload: { skill: '/skills/greeter' },
    });
    expect(payloadOf(c, 'skilltest-yaml').skill).toBe('/skills/greeter');
    expect(isFormat(c, 'skilltest-yaml')).toBe(true);
    expect(isFormat(c, 'yao-jsonl')).toBe(false);
    expect(() => payloadOf(c, 'thinkingbox-python')).toThrow(
      `case ${c.id} is not a thinkingbox-python case`,
    );
  });
});
