import { describe, expect, it } from 'vitest';
import type { Case, JudgeConfig } from '../../src/model/index.js';
import { parseYaoJsonl } from '../../src/formats/yao/jsonl-load.js';
import { caseFingerprint, fingerprintValue, usesJudge } from '../../src/report/fingerprint.js';

function cases(text: string): Case[] {
  const r = parseYaoJsonl(text, 'suites/s.jsonl');
  expect(r.problems).toEqual([]);
  return r.cases;
}
const one = (line: string) => cases(line)[0] as Case;

const openai = {
  provider: 'openai' as const,
  model: 'gpt-4.1-mini',
  stream: false,
  max_retries: 3,
};
const judge: JudgeConfig = { model: openai, runs: 1 };

describe('case fingerprints', () => {
  it('do not change with key order, spacing, the line, tags, runs or threshold', () => {
    const a = one('{"id":"t","input":"2+2?","assert":{"type":"contains","value":"4"}}');
    const b = cases(
      `\n\n{ "assert": { "value": "4", "type": "contains" },   "input": "2+2?", "id": "t", "tags": ["math"], "runs": 7, "threshold": 0.5 }`,
    )[0] as Case;
    expect(b.source.line).toBe(3);
    expect(caseFingerprint(b)).toBe(caseFingerprint(a));
    expect(caseFingerprint(a)).toMatch(/^sha256:[0-9a-f]{16}$/);
  });

  it('change with the input, a check, a mock-free option or the timeout', () => {
    const base = caseFingerprint(
      one('{"id":"t","input":"2+2?","assert":{"type":"contains","value":"4"}}'),
    );
    for (const line of [
      '{"id":"t","input":"2+3?","assert":{"type":"contains","value":"4"}}',
      '{"id":"t","input":"2+2?","assert":{"type":"contains","value":"four"}}',
      '{"id":"t","input":"2+2?","assert":{"type":"contains","value":"4","negate":true}}',
      '{"id":"t","input":"2+2?","assert":{"type":"contains","value":"4"},"options":{"temperature":0}}',
      '{"id":"t","input":"2+2?","assert":{"type":"contains","value":"4"},"timeout":"10s"}',
    ])
      expect(caseFingerprint(one(line)), line).not.toBe(base);
  });

  it('cover the judge model and its instructions only for cases the judge takes part in', () => {
    const judged = one('{"id":"j","input":"hi","assert":{"type":"agent","value":"is polite"}}');
    const plain = one('{"id":"p","input":"hi","assert":{"type":"contains","value":"hello"}}');
    expect(usesJudge(judged)).toBe(true);
    expect(usesJudge(plain)).toBe(false);
    // A format whose test code is its assertion (it may call the judge) takes the judge in.
    expect(usesJudge(plain, true)).toBe(true);
    const other: JudgeConfig = { ...judge, model: { ...openai, model: 'gpt-4.1' } };
    expect(caseFingerprint(judged, { judge })).not.toBe(caseFingerprint(judged, { judge: other }));
    expect(caseFingerprint(judged, { judge })).not.toBe(
      caseFingerprint(judged, { judge: { ...judge, instructions: 'Answer in French.' } }),
    );
    expect(caseFingerprint(plain, { judge })).toBe(caseFingerprint(plain, { judge: other }));
    // The judge's endpoint settings (keys, retries, rate limits) are not the test.
    expect(caseFingerprint(judged, { judge })).toBe(
      caseFingerprint(judged, {
        judge: { ...judge, model: { ...openai, api_key_env: 'KEY', max_retries: 5 } },
      }),
    );
  });

  it('make absolute paths under the run folder relative, so the checkout location does not matter', () => {
    const c = one('{"id":"t","input":"x","assert":{"type":"contains","value":"x"}}');
    const at = (root: string) => ({ ...c, options: { file: `${root}/fixtures/a.txt` } }) as Case;
    expect(caseFingerprint(at('/home/runner/work/x'), { root: '/home/runner/work/x' })).toBe(
      caseFingerprint(at('/Users/me/src/x'), { root: '/Users/me/src/x' }),
    );
    expect(fingerprintValue(at('/r'), { root: '/r' })).toMatchObject({
      options: { file: 'fixtures/a.txt' },
    });
  });
});
