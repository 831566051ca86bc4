import { describe, expect, it } from 'vitest';
import type { Check } from '../../src/model/index.js';
import { applyGate } from '../../src/report/gate.js';
import {
  annotationLevel,
  annotationPath,
  buildAnnotations,
  capAnnotations,
  CHECK_SUMMARY_MAX_BYTES,
  checkConclusion,
  checkRunOutput,
} from '../../src/render/annotations.js';
import { buildCase, buildReport } from '../fixtures/reports/builder.js';

const AT = { cwd: '/repo', workspace: '/repo' };

const containsParis = (actual: string): Check => ({
  label: 'contains "Paris"',
  type: 'contains',
  passed: false,
  expected: 'Paris',
  actual,
  message: 'the output does not contain "Paris"',
});

function gateOf(report: ReturnType<typeof buildReport>) {
  return applyGate(report, {
    threshold: 1,
    caseThreshold: 1,
    waived: new Set(report.results.filter((r) => r.quarantined).map((r) => r.id)),
  });
}

describe('annotation levels', () => {
  it('fails a failing case, warns on a flaky one, notes a quarantined one, skips clean ones', () => {
    const failing = buildCase({
      id: 'f',
      attempts: [{ status: 'failed', checks: [containsParis('Lyon')] }, { status: 'failed' }],
    });
    // Threshold 0.5: 2 of 3 leaves the Wilson interval across 0.5, so the verdict is flaky.
    const flaky = buildCase(
      {
        id: 'k',
        threshold: 0.5,
        attempts: [{ status: 'passed' }, { status: 'failed' }, { status: 'passed' }],
      },
      1,
    );
    const quarantined = buildCase({
      id: 'q',
      attempts: [{ status: 'failed' }],
      quarantine: { reason: 'known bug', expires: '2099-01-01' },
    });
    const clean = buildCase({ id: 'p', attempts: [{ status: 'passed' }] });
    const skipped = buildCase({ id: 's', attempts: [{ status: 'skipped' }], skip_reason: 'later' });
    expect(flaky.verdict).toBe('flaky');
    expect(annotationLevel(failing)).toBe('failure');
    expect(annotationLevel(flaky)).toBe('warning');
    expect(annotationLevel(quarantined)).toBe('notice');
    expect(annotationLevel(clean)).toBeUndefined();
    expect(annotationLevel(skipped)).toBeUndefined();
  });

  it('orders failures first, then warnings, then notices', () => {
    const report = buildReport({
      cases: [
        {
          id: 'q',
          line: 4,
          attempts: [{ status: 'failed' }],
          quarantine: { reason: 'r', expires: '2099-01-01' },
        },
        {
          id: 'k',
          line: 3,
          threshold: 0.5,
          attempts: [{ status: 'passed' }, { status: 'failed' }, { status: 'passed' }],
        },
        { id: 'f', line: 2, attempts: [{ status: 'failed' }] },
        { id: 'p', line: 1, attempts: [{ status: 'passed' }] },
      ],
    });
    const a = buildAnnotations(report, AT);
    expect(a.map((x) => [x.title.split(':')[0], x.annotation_level, x.start_line])).toEqual([
      ['f', 'failure', 2],
      ['k', 'warning', 3],
      ['q', 'notice', 4],
    ]);
  });
});

describe('an annotation', () => {
  it('has the case id and verdict as title and the first failing check with expected/actual', () => {
    const report = buildReport({
      cases: [
        {
          id: 'capital',
          suite: 'suites/geo.jsonl',
          line: 7,
          attempts: [
            { status: 'passed' },
            {
              status: 'failed',
              checks: [
                { label: 'type string', type: 'type', passed: true },
                containsParis('The capital is Lyon'),
                { label: 'regex /x/', type: 'regex', passed: false, expected: 'x', actual: 'y' },
              ],
            },
          ],
        },
      ],
    });
    const [a] = buildAnnotations(report, AT);
    expect(a).toEqual({
      path: 'suites/geo.jsonl',
      start_line: 7,
      end_line: 7,
      annotation_level: 'failure',
      title: 'capital: failed (1 of 2 runs passed)',
      message: [
        'run 2 of 2: contains "Paris" failed',
        'the output does not contain "Paris"',
        'expected: Paris',
        'actual: The capital is Lyon',
        'pass rate 50%, threshold 100%',
      ].join('\n'),
    });
  });

  it('says the error of a run that failed without a check', () => {
    const report = buildReport({
      cases: [{ id: 'boom', attempts: [{ status: 'error', error: 'agent exited with code 2' }] }],
    });
    const [a] = buildAnnotations(report, AT);
    expect(a.title).toBe('boom: error (0 of 1 run passed)');
    expect(a.message.split('\n')[0]).toBe('run 1 of 1: error: agent exited with code 2');
  });

  it("points at a check's own line (a skilltest eval) before the case's", () => {
    const check: Check = { ...containsParis('x'), line: 12 };
    const report = buildReport({
      cases: [{ id: 'c', line: 1, attempts: [{ status: 'failed', checks: [check] }] }],
    });
    expect(buildAnnotations(report, AT)[0]).toMatchObject({ start_line: 12, end_line: 12 });
  });

  it('caps huge expected/actual values and one-lines the title', () => {
    const report = buildReport({
      cases: [
        {
          id: 'big\ncase',
          attempts: [{ status: 'failed', checks: [containsParis('x'.repeat(100_000))] }],
        },
      ],
    });
    const [a] = buildAnnotations(report, AT);
    expect(a.title).not.toMatch(/\n/);
    expect(Buffer.byteLength(a.message)).toBeLessThanOrEqual(4_000);
  });
});

describe('agent text in annotations (plain text)', () => {
  it('shows bidi overrides and drops ESC, CR, NUL, BEL, BS, NEL and ANSI colours', () => {
    const report = buildReport({
      cases: [
        {
          id: 'verdict: \u202Edessap\u202C',
          attempts: [
            {
              status: 'failed',
              checks: [
                {
                  ...containsParis('Ly\x1B[31mon\x1B[0m\r\nnext\0\x07\x08\x85 line\rover'),
                  message: 'reads \u2066backwards\u2069 \x1B]0;title\x07',
                },
              ],
            },
          ],
        },
      ],
    });
    const gate = gateOf(report);
    const out = checkRunOutput(report, { ...AT, gate });
    const [a] = out.annotations;
    expect(a.title).toBe('verdict: [U+202E]dessap[U+202C]: failed (0 of 1 run passed)');
    expect(a.message).toContain('actual: Lyon\nnext line');
    expect(a.message).toContain('reads [U+2066]backwards[U+2069] ');
    for (const text of [a.title, a.message, out.title])
      // eslint-disable-next-line no-control-regex -- looking for control characters
      expect(text).not.toMatch(/[\0-\x08\x0B-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]/);
  });
});

describe('the cap on annotations', () => {
  const many = buildReport({
    cases: [
      ...Array.from({ length: 4_000 }, (_, i) => ({
        id: `f${i}`,
        line: i + 1,
        attempts: [{ status: 'failed' as const }],
      })),
      ...Array.from({ length: 900 }, (_, i) => ({
        id: `k${i}`,
        line: 5_000 + i,
        threshold: 0.5,
        attempts: [
          { status: 'passed' as const },
          { status: 'failed' as const },
          { status: 'passed' as const },
        ],
      })),
      ...Array.from({ length: 100 }, (_, i) => ({
        id: `q${i}`,
        line: 6_000 + i,
        attempts: [{ status: 'failed' as const }],
        quarantine: { reason: 'r', expires: '2099-01-01' },
      })),
    ],
  });
  const URL = 'https://github.com/acme/agent/actions/runs/1/artifacts/2';

  it('keeps the most severe cases first and one annotation counting the rest, within the cap', () => {
    const all = buildAnnotations(many, AT);
    expect(all).toHaveLength(5_000);
    const capped = buildAnnotations(many, { ...AT, max: 50, reportUrl: URL });
    expect(capped).toHaveLength(50);
    expect(capped.slice(0, 49)).toEqual(all.slice(0, 49));
    expect(capped.slice(0, 49).every((a) => a.annotation_level === 'failure')).toBe(true);
    expect(capped[49]).toEqual({
      path: all[49].path,
      start_line: all[49].start_line,
      end_line: all[49].start_line,
      annotation_level: 'failure',
      title: 'and 4,951 more cases: see the job summary or the report',
      message: `4,951 more cases to look at (3,951 failures, 900 warnings, 100 notices) are not annotated, to keep this check within 50 annotations (the max-annotations input). Every case is in the job summary and the full report (${URL}).`,
    });
  });

  it('takes warnings before notices when the failures fit, at the level of the worst left out', () => {
    // 10 failures, 900 warnings, 100 notices.
    const list = buildAnnotations({ results: many.results.slice(3_990) }, { ...AT, max: 1_000 });
    expect(list).toHaveLength(1_000);
    const levels = list.map((a) => a.annotation_level);
    expect(levels.filter((l) => l === 'failure')).toHaveLength(10);
    expect(levels.filter((l) => l === 'warning')).toHaveLength(900);
    expect(levels.filter((l) => l === 'notice')).toHaveLength(90);
    expect(list.at(-1)).toMatchObject({
      annotation_level: 'notice',
      title: 'and 11 more cases: see the job summary or the report',
      message: expect.stringMatching(/^11 more cases to look at \(11 notices\) are not annotated/),
    });
  });

  it('sends every case under the cap, none at 0, one per case without a cap', () => {
    const three = buildAnnotations(many, AT).slice(0, 3);
    expect(capAnnotations(three, 3)).toEqual(three);
    expect(capAnnotations(three, 0)).toEqual([]);
    expect(capAnnotations(three, 1)).toEqual([
      expect.objectContaining({
        title: 'and 3 more cases: see the job summary or the report',
        message: expect.stringMatching(/in the job summary and the report artifact\.$/),
      }),
    ]);
    const report = buildReport({
      cases: Array.from({ length: 120 }, (_, i) => ({
        id: `c${i}`,
        line: i + 1,
        attempts: [{ status: 'failed' as const }],
      })),
    });
    expect(checkRunOutput(report, { ...AT, gate: gateOf(report) }).annotations).toHaveLength(120);
    const capped = checkRunOutput(report, { ...AT, gate: gateOf(report), max: 100 });
    expect(capped.annotations).toHaveLength(100);
    expect(capped.annotations[99].title).toBe(
      'and 21 more cases: see the job summary or the report',
    );
  });
});

describe('annotation paths', () => {
  it('are relative to the workspace, from paths relative to the working directory', () => {
    expect(annotationPath('suites/a.jsonl', { cwd: '/repo/agent', workspace: '/repo' })).toBe(
      'agent/suites/a.jsonl',
    );
    expect(annotationPath('./a.jsonl', AT)).toBe('a.jsonl');
  });

  it('are left out for files outside the workspace and one-off suites', () => {
    expect(annotationPath('../elsewhere/a.jsonl', AT)).toBeUndefined();
    expect(annotationPath('/tmp/a.jsonl', AT)).toBeUndefined();
    expect(annotationPath('(message)', AT)).toBeUndefined();
    const report = buildReport({
      cases: [{ id: 'x', suite: '(message)', attempts: [{ status: 'failed' }] }],
    });
    expect(buildAnnotations(report, AT)).toEqual([]);
  });
});

describe('check conclusion and output', () => {
  it('is success when every gate passed, failure when one failed', () => {
    const passing = buildReport({ cases: [{ id: 'p', attempts: [{ status: 'passed' }] }] });
    expect(checkConclusion(passing, gateOf(passing))).toBe('success');
    const failing = buildReport({ cases: [{ id: 'f', attempts: [{ status: 'failed' }] }] });
    expect(checkConclusion(failing, gateOf(failing))).toBe('failure');
  });

  it('is neutral when only quarantined cases failed, and the title says so', () => {
    const report = buildReport({
      cases: [
        { id: 'p', attempts: [{ status: 'passed' }] },
        {
          id: 'q',
          attempts: [{ status: 'failed' }],
          quarantine: { reason: 'r', expires: '2099-01-01' },
        },
      ],
    });
    const gate = gateOf(report);
    expect(gate.passed).toBe(true);
    const out = checkRunOutput(report, { ...AT, gate });
    expect(out.conclusion).toBe('neutral');
    expect(out.title).toBe('agentci passed: every gate met (1 quarantined case failed)');
  });

  it('keeps the summary within 65,535 bytes for a huge report and links the artifact', () => {
    const cases = Array.from({ length: 600 }, (_, i) => ({
      id: `case-${i}-${'long-name-'.repeat(5)}`,
      attempts: [
        {
          status: 'failed' as const,
          output: 'o'.repeat(2_000),
          checks: [containsParis('y'.repeat(2_000))],
        },
      ],
    }));
    const report = buildReport({ cases });
    const gate = gateOf(report);
    const out = checkRunOutput(report, {
      ...AT,
      gate,
      reportUrl: 'https://github.com/acme/agent/actions/runs/1/artifacts/2',
    });
    expect(Buffer.byteLength(out.summary, 'utf8')).toBeGreaterThan(30_000);
    expect(Buffer.byteLength(out.summary, 'utf8')).toBeLessThanOrEqual(CHECK_SUMMARY_MAX_BYTES);
    expect(out.summary).toContain('https://github.com/acme/agent/actions/runs/1/artifacts/2');
    expect(out.title).toMatch(/^agentci failed \(/);
    expect(out.annotations).toHaveLength(600);
  });
});
