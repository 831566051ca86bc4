/**
 * agentci's JUnit read by ports of the readers people publish it with, each kept to what that
 * reader does with a file:
 * - dorny/test-reporter, src/parsers/java-junit/java-junit-parser.ts (commit 035c1f9d2157…):
 *   xml2js (the same parser, same version), a case is `failed` if it has `<failure>` or `<error>`,
 *   else `skipped` if it has `<skipped>`, else `success`; suite time from `testsuite@time`, the
 *   run's from `testsuites@time`.
 * - EnricoMi/publish-unit-test-result-action, python/publish/junit.py and unittestresults.py
 *   (commit c9bbcabcaf28…), over junitparser (weiwei/junitparser src/junitparser/junitparser.py,
 *   commit ab3451b51271…): a case's results are the `failure`/`error`/`skipped` elements among its
 *   descendants (`TestCase.__iter__` walks `_elem.iter()`), the most severe wins (error, failure,
 *   success, skipped), no result = success; stdout is the `system-out` child; run counts and the
 *   duration are sums of the suites' attributes (`int(sum(suite.time))`); a suite's properties
 *   are its `<properties>` child.
 * Neither reads `flakyFailure`/`flakyError` (not in junitparser's result types, not in dorny's
 * checks), which is why the flaky and quarantine facts must be where they look.
 */
import { describe, expect, it } from 'vitest';
import { parseStringPromise } from 'xml2js';
import type { Report } from '../../src/model/index.js';
import { renderJunit } from '../../src/render/index.js';
import { buildReport, type AttemptSpec } from '../fixtures/reports/builder.js';
import { validateExtended, validateStrict } from './junit-schemas.js';

interface XmlNode {
  $?: Record<string, string>;
  _?: string;
  [child: string]: unknown;
}

function children(node: XmlNode, tag: string): XmlNode[] {
  const list = node[tag];
  if (!Array.isArray(list)) return [];
  // xml2js gives a plain string for an element without attributes.
  return list.map((c: unknown) => (typeof c === 'string' ? { _: c } : (c as XmlNode)));
}

function text(node: XmlNode | undefined): string | undefined {
  return node?._;
}

async function parse(xml: string): Promise<XmlNode> {
  const doc = (await parseStringPromise(xml)) as { testsuites?: XmlNode; testsuite?: XmlNode };
  // Both readers accept a <testsuite> root as a run of one suite.
  return doc.testsuites ?? { testsuite: [doc.testsuite] };
}

// ---- dorny/test-reporter ----------------------------------------------------------------------
interface DornyCase {
  name: string;
  result: 'success' | 'skipped' | 'failed';
  time: number;
  message?: string;
}
interface DornyRun {
  time?: number;
  suites: Array<{ name: string; time: number; cases: DornyCase[] }>;
}

async function dorny(xml: string): Promise<DornyRun> {
  const root = await parse(xml);
  const suites = children(root, 'testsuite').map((ts) => ({
    name: (ts.$?.name ?? '').trim(),
    time: parseFloat(ts.$?.time ?? '') * 1000,
    cases: children(ts, 'testcase').map((tc): DornyCase => {
      const failures = children(tc, 'failure').length
        ? children(tc, 'failure')
        : children(tc, 'error');
      const result =
        children(tc, 'failure').length || children(tc, 'error').length
          ? 'failed'
          : children(tc, 'skipped').length
            ? 'skipped'
            : 'success';
      return {
        name: (tc.$?.name ?? '').trim(),
        result,
        time: parseFloat(tc.$?.time ?? '') * 1000,
        message: failures[0]?.$?.message,
      };
    }),
  }));
  const seconds = parseFloat(root.$?.time ?? '');
  return { time: Number.isNaN(seconds) ? undefined : seconds * 1000, suites };
}

// ---- EnricoMi/publish-unit-test-result-action over junitparser --------------------------------
type State = 'error' | 'failure' | 'success' | 'skipped';
interface EnricoCase {
  className?: string;
  testName?: string;
  result: State;
  message?: string;
  stdout?: string;
  time?: number;
}
interface EnricoResults {
  suiteTests: number;
  suiteSkipped: number;
  suiteFailures: number;
  suiteErrors: number;
  /** Seconds, as `int(sum(suite.time))`. */
  duration: number;
  cases: EnricoCase[];
  /** Per test (class, name): the aggregated state. */
  tests: Map<string, State>;
  suiteProperties: Array<Record<string, string>>;
}

/** junitparser's TestCase iteration: result elements among all descendants. */
function resultsOf(node: XmlNode): Array<{ tag: State; message?: string }> {
  const out: Array<{ tag: State; message?: string }> = [];
  for (const [tag, value] of Object.entries(node)) {
    if (tag === '$' || tag === '_' || !Array.isArray(value)) continue;
    for (const child of children(node, tag)) {
      if (tag === 'failure' || tag === 'error' || tag === 'skipped')
        out.push({ tag, message: child.$?.message });
      out.push(...resultsOf(child));
    }
  }
  return out;
}

async function enricoMi(xml: string): Promise<EnricoResults> {
  const root = await parse(xml);
  const suites = children(root, 'testsuite');
  const num = (s: XmlNode, a: string) => {
    const v = Number(s.$?.[a]);
    return Number.isNaN(v) ? 0 : v;
  };
  const sum = (a: string) => suites.reduce((t, s) => t + num(s, a), 0);
  const cases: EnricoCase[] = suites.flatMap((s) =>
    children(s, 'testcase').map((tc) => {
      const results = resultsOf(tc);
      // get_results: the most severe state present; none = success.
      const state = (['error', 'failure', 'skipped'] as const).find((st) =>
        results.some((r) => r.tag === st),
      );
      const picked = results.filter((r) => r.tag === state);
      return {
        className: tc.$?.classname,
        testName: tc.$?.name,
        result: state ?? 'success',
        message:
          picked
            .map((r) => r.message)
            .filter(Boolean)
            .join('\n') || undefined,
        stdout: text(children(tc, 'system-out')[0]),
        time: tc.$?.time !== undefined ? Number(tc.$.time) : undefined,
      };
    }),
  );
  const tests = new Map<string, State>();
  const rank: State[] = ['error', 'failure', 'success', 'skipped'];
  for (const c of cases) {
    const key = `${c.className}\u0000${c.testName}`;
    const prev = tests.get(key);
    tests.set(key, !prev || rank.indexOf(c.result) < rank.indexOf(prev) ? c.result : prev);
  }
  return {
    suiteTests: sum('tests'),
    suiteSkipped: sum('skipped'),
    suiteFailures: sum('failures'),
    suiteErrors: sum('errors'),
    duration: Math.trunc(sum('time')),
    cases,
    tests,
    suiteProperties: suites.map((s) => {
      const props: Record<string, string> = {};
      for (const p of children(children(s, 'properties')[0] ?? {}, 'property'))
        props[p.$?.name ?? ''] = p.$?.value ?? '';
      return props;
    }),
  };
}

// ---- the report ---------------------------------------------------------------------------------
const P: AttemptSpec = { status: 'passed' };
const F: AttemptSpec = {
  status: 'failed',
  output: 'Madrid',
  checks: [{ type: 'contains', label: 'contains Paris', passed: false, expected: 'Paris' }],
};
const E: AttemptSpec = { status: 'error', error: 'agent exited with code 1' };
const T: AttemptSpec = { status: 'timeout', error: 'timed out after 30s' };
const Q = { reason: 'upstream API flaky (#123)', expires: '2099-12-31' };

/** Six flaky cases of every kind, two quarantined cases that missed their threshold, one stable. */
function mixedReport(): Report {
  return buildReport({
    cases: [
      { id: 'flaky-passed', attempts: [P, F, P], threshold: 0.6 },
      { id: 'flaky-passed-timeout', attempts: [P, T, P], threshold: 0.6 },
      { id: 'flaky-failed', attempts: [P, F, F] },
      { id: 'flaky-error', attempts: [P, E, E] },
      { id: 'flaky-quarantined-failed', attempts: [F, P, F], quarantine: Q },
      { id: 'flaky-quarantined-passed', attempts: [P, P, F], threshold: 0.6, quarantine: Q },
      { id: 'quarantined-failed', attempts: [F, F, F], quarantine: Q },
      { id: 'stable', attempts: [P, P, P] },
    ],
  });
}

describe('JUnit as its readers see it', () => {
  const report = mixedReport();
  const strict = renderJunit(report);
  const ext = renderJunit(report, { junitExtensions: true });

  it('the report under test is what it claims', () => {
    expect(report.summary.flaky).toBe(6);
    const byId = new Map(report.results.map((c) => [c.id, c]));
    expect(byId.get('flaky-quarantined-failed')?.status).toBe('failed');
    expect(byId.get('quarantined-failed')?.status).toBe('failed');
    expect(byId.get('flaky-error')?.status).toBe('error');
    validateStrict('readers', strict);
    validateExtended('readers', ext);
  });

  it('a quarantined case that missed its threshold is not failing for dorny or EnricoMi', async () => {
    // agentci gates on flaky-failed and flaky-error only; the quarantined ones are waived.
    const gating = report.results.filter(
      (c) => (c.status === 'failed' || c.status === 'error') && c.quarantined !== true,
    );
    expect(gating.map((c) => c.id)).toEqual(['flaky-failed', 'flaky-error']);

    for (const xml of [strict, ext]) {
      const d = await dorny(xml);
      const failed = d.suites.flatMap((s) => s.cases).filter((c) => c.result === 'failed');
      expect(failed.map((c) => c.name)).toEqual(['flaky-failed', 'flaky-error']);
      const skipped = d.suites.flatMap((s) => s.cases).filter((c) => c.result === 'skipped');
      expect(skipped.map((c) => c.name)).toEqual([
        'flaky-quarantined-failed',
        'quarantined-failed',
      ]);

      const e = await enricoMi(xml);
      expect(e.suiteFailures).toBe(1);
      expect(e.suiteErrors).toBe(1);
      expect(e.suiteSkipped).toBe(2);
      expect([...e.tests.values()].filter((s) => s === 'failure' || s === 'error')).toHaveLength(2);
      const q = e.cases.find((c) => c.testName === 'quarantined-failed');
      expect(q?.result).toBe('skipped');
      // The reason and the numbers are in the skipped message EnricoMi shows.
      expect(q?.message).toContain('quarantined until 2099-12-31: upstream API flaky (#123)');
      expect(q?.message).toContain('0/3 runs passed');
    }
  });

  it('quarantined cases keep their failing runs as rerun elements', () => {
    const block = strict.slice(
      strict.indexOf('<testcase name="quarantined-failed"'),
      strict.indexOf('</testcase>', strict.indexOf('<testcase name="quarantined-failed"')),
    );
    expect(block.match(/<rerunFailure /g)).toHaveLength(2);
    expect(block).toMatch(/<skipped message="quarantined until 2099-12-31/);
  });

  it('every flaky case shows as flaky, with a passing and a failing run, to EnricoMi', async () => {
    for (const xml of [strict, ext]) {
      const e = await enricoMi(xml);
      const flaky = e.cases.filter((c) => /^agentci: flaky: /m.test(c.stdout ?? ''));
      expect(flaky).toHaveLength(report.summary.flaky);
      for (const c of flaky) {
        const line = /^agentci: flaky: (.*)$/m.exec(c.stdout ?? '')?.[1] ?? '';
        expect(line, c.testName).toMatch(
          /^runs? [\d, ]+ passed; runs? [\d, ]+ (failed|errored|timed out)/,
        );
      }
      // A failing flaky case: the failure EnricoMi reports, and the passing run it did not see.
      const failed = e.cases.find((c) => c.testName === 'flaky-failed');
      expect(failed?.result).toBe('failure');
      expect(failed?.stdout).toContain('agentci: flaky: run 1 passed; runs 2, 3 failed');
      // The suite counts flaky cases in a property junitparser reads.
      const counted = e.suiteProperties.reduce((t, p) => t + Number(p.flaky_cases), 0);
      expect(counted).toBe(6);
    }
  });

  it('a failing flaky case names its passing runs in the message dorny shows', async () => {
    const d = await dorny(strict);
    const failed = d.suites.flatMap((s) => s.cases).find((c) => c.name === 'flaky-failed');
    expect(failed?.message).toMatch(/^1\/3 runs passed/);
  });

  it('keeps flakyFailure / flakyError / rerunFailure; extensions add Surefire flakes and properties', async () => {
    expect(strict.match(/<flakyFailure /g)).toHaveLength(2);
    expect(strict.match(/<flakyError /g)).toHaveLength(1);
    expect(strict.match(/<rerunFailure /g)?.length).toBeGreaterThanOrEqual(3);
    const root = await parse(ext);
    const suites = children(root, 'testsuite');
    expect(suites.reduce((t, s) => t + Number(s.$?.flakes), 0)).toBe(6);
    const flakyProps = suites
      .flatMap((s) => children(s, 'testcase'))
      .filter((tc) =>
        children(children(tc, 'properties')[0] ?? {}, 'property').some(
          (p) => p.$?.name === 'flaky' && p.$?.value === 'true',
        ),
      );
    expect(flakyProps).toHaveLength(6);
    // Strict output has no attribute or element outside the schemas.
    expect(strict).not.toMatch(/ flakes="| file="| line="/);
  });
});

describe('durations: wall time where readers expect it', () => {
  const t0 = Date.parse('2025-06-01T12:00:00.000Z');
  const at = (ms: number) => new Date(t0 + ms).toISOString();
  /** Five 2.5 s attempts started 0.2 s apart (3.3 s on the clock, 12.5 s summed), then a 0.2 s one. */
  function timedReport(): Report {
    const run = (start: number, duration: number): AttemptSpec => ({
      status: 'passed',
      started_at: at(start),
      duration_ms: duration,
    });
    const report = buildReport({
      cases: [
        {
          id: 'parallel',
          suite: 'suites/a.jsonl',
          attempts: [0, 200, 400, 600, 800].map((s) => run(s, 2500)),
        },
        { id: 'later', suite: 'suites/b.jsonl', attempts: [run(3300, 200)] },
      ],
    });
    return { ...report, summary: { ...report.summary, duration_ms: 3500 } };
  }

  it('dorny shows the run, each suite and each case with their wall time', async () => {
    const report = timedReport();
    expect(report.results[0].duration_ms).toBe(12_500);
    const d = await dorny(renderJunit(report));
    expect(d.time).toBe(3500);
    expect(d.suites.map((s) => s.time)).toEqual([3300, 200]);
    expect(d.suites[0].cases[0].time).toBe(3300);
  });

  it("EnricoMi's duration (the sum of the suites) is the run's, not the agents' summed time", async () => {
    const e = await enricoMi(renderJunit(timedReport()));
    expect(e.duration).toBe(3);
  });

  it('without start times (older reports) the summed durations are all there is', async () => {
    const report = timedReport();
    const untimed = {
      ...report,
      results: report.results.map((c) => ({
        ...c,
        run_details: c.run_details.map((a) => ({ ...a, started_at: undefined })),
      })),
    };
    const d = await dorny(renderJunit(untimed));
    expect(d.suites.map((s) => s.time)).toEqual([12_500, 200]);
  });

  it('the summed agent time stays available as a property with the extensions', async () => {
    const root = await parse(renderJunit(timedReport(), { junitExtensions: true }));
    const tc = children(children(root, 'testsuite')[0], 'testcase')[0];
    const props = children(children(tc, 'properties')[0], 'property');
    expect(props.find((p) => p.$?.name === 'attempts_time')?.$?.value).toBe('12.500');
  });
});
