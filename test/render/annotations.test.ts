import { describe, expect, it } from 'vitest';
import type { Check } from '../../src/model/index.js';
import { applyGate } from '../../src/report/gate.js';
import {
  annotationLevel,
  annotationPath,
  buildAnnotations,
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
