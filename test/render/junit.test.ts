import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderJunit } from '../../src/render/index.js';
import { JUNIT_SYSTEM_OUT_MAX_BYTES } from '../../src/render/junit.js';
import { buildReport } from '../fixtures/reports/builder.js';
import { FIXTURES } from '../fixtures/reports/definitions.js';
import {
  JUNIT10_XSD,
  loadFixture,
  SUREFIRE_30_XSD,
  SUREFIRE_XSD,
  writeOut,
  xmllint,
  xpath,
} from './helpers.js';
import { schemaCheck, suiteDocuments, validateExtended, validateStrict } from './junit-schemas.js';

describe('renderJunit', () => {
  for (const name of Object.keys(FIXTURES)) {
    it(`${name}: valid against Jenkins xUnit's junit-10.xsd and (per suite) Surefire's XSD`, () =>
      validateStrict(name, renderJunit(loadFixture(name))));
    it(`${name} with junitExtensions: valid against Surefire's XSD plus the extensions`, () =>
      validateExtended(name, renderJunit(loadFixture(name), { junitExtensions: true })));
  }

  // Maven's readers check Surefire 3.0's schema: a testsuite has only name/time/tests/errors/
  // skipped/failures/group/version and holds properties and testcase; a testcase has only
  // name/classname/group/time, the time matching SUREFIRE_TIME.
  it('every testsuite and testcase of the default file keeps to Surefire 3.0: attributes, children, time pattern', () => {
    const SUITE_ATTRS = [
      'name',
      'time',
      'tests',
      'errors',
      'skipped',
      'failures',
      'group',
      'version',
    ];
    const CASE_ATTRS = ['name', 'classname', 'group', 'time'];
    const TIME = /^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]{0,3})?$/;
    for (const name of Object.keys(FIXTURES)) {
      const file = writeOut(`${name}.attrs.xml`, renderJunit(loadFixture(name)));
      const list = (x: string) => xmllint(['--xpath', x, file]).stdout;
      const attrNames = (x: string) =>
        [...list(x).matchAll(/ ([\w-]+)="/g)].map((m) => m[1] as string);
      for (const a of attrNames('//testsuite/@*'))
        expect(SUITE_ATTRS, `${name}: testsuite @${a}`).toContain(a);
      for (const a of attrNames('//testcase/@*'))
        expect(CASE_ATTRS, `${name}: testcase @${a}`).toContain(a);
      expect(xpath(file, 'count(//testsuite/*[not(self::properties or self::testcase)])')).toBe(
        '0',
      );
      for (const m of list('//testcase/@time | //testsuite/@time').matchAll(/time="([^"]*)"/g))
        expect(m[1]).toMatch(TIME);
    }
    // The extended file is not Surefire 3.0's: its testsuite timestamp is refused.
    const ext = writeOut(
      'ext-30.xml',
      renderJunit(loadFixture('flaky'), { junitExtensions: true }),
    );
    const suite = writeOut('ext-30.suite.xml', suiteDocuments(ext)[0] as string);
    const r = schemaCheck(suite, SUREFIRE_30_XSD);
    expect(r.ok).toBe(false);
    expect(r.stderr).toMatch(/timestamp|flakes|properties|file/);
  });

  it('the schema checks are real: the extensions fail both XSDs, a testcase without time too', () => {
    const ext = writeOut(
      'ext-only.xml',
      renderJunit(loadFixture('flaky'), { junitExtensions: true }),
    );
    const jenkins = schemaCheck(ext, JUNIT10_XSD);
    expect(jenkins.ok).toBe(false);
    expect(jenkins.stderr).toMatch(/attribute 'skipped' is not allowed|attribute 'file'/);
    const suite = writeOut('ext-only.suite.xml', suiteDocuments(ext)[0]);
    const surefire = schemaCheck(suite, SUREFIRE_XSD);
    expect(surefire.ok).toBe(false);
    expect(surefire.stderr).toMatch(/properties|file/);

    const xml = renderJunit(loadFixture('passing')).replace(
      /(<testcase [^>]*?) time="[^"]*"/,
      '$1',
    );
    const broken = writeOut('broken.suite.xml', suiteDocuments(writeOut('broken.xml', xml))[0]);
    const r = schemaCheck(broken, SUREFIRE_XSD);
    expect(r.ok).toBe(false);
    expect(r.stderr).toMatch(/time/);
  });

  it('one testsuite per suite file with counts and time; its timestamp only with the extensions', () => {
    const file = writeOut('flaky.xml', renderJunit(loadFixture('flaky')));
    expect(xpath(file, 'count(/testsuites/testsuite)')).toBe('2');
    expect(xpath(file, 'string(/testsuites/testsuite[@name="suites/basic.jsonl"]/@tests)')).toBe(
      '3',
    );
    // Surefire 3.0's schema has no testsuite timestamp.
    expect(xpath(file, 'count(//testsuite/@timestamp)')).toBe('0');
    const withTs = writeOut(
      'flaky.ts.xml',
      renderJunit(loadFixture('flaky'), { junitExtensions: true }),
    );
    expect(
      xpath(withTs, 'string(/testsuites/testsuite[@name="suites/slow.jsonl"]/@timestamp)'),
    ).toBe('2025-06-01T12:00:00Z');
    expect(xpath(file, 'string(/testsuites/@tests)')).toBe('4');
    // classname = suite, name = case id; file and line only with the extensions.
    expect(xpath(file, 'string(//testcase[@name="timeout-once"]/@classname)')).toBe(
      'suites/slow.jsonl',
    );
    expect(xpath(file, 'count(//testcase/@file)')).toBe('0');
    const ext = writeOut(
      'flaky.ext.xml',
      renderJunit(loadFixture('flaky'), { junitExtensions: true }),
    );
    expect(xpath(ext, 'string(//testcase[@name="timeout-once"]/@file)')).toBe('suites/slow.jsonl');
    expect(xpath(ext, 'string(//testcase[@name="timeout-once"]/@line)')).toBe('1');
  });

  it('cases that met their threshold with failing runs carry flakyFailure / flakyError', () => {
    const file = writeOut('flaky.xml', renderJunit(loadFixture('flaky')));
    // sometimes-right: 4/5 with threshold 0.6 → passed, one failing run.
    expect(xpath(file, 'count(//testcase[@name="sometimes-right"]/flakyFailure)')).toBe('1');
    expect(xpath(file, 'count(//testcase[@name="sometimes-right"]/failure)')).toBe('0');
    expect(
      xpath(file, 'string(//testcase[@name="sometimes-right"]/flakyFailure/@message)'),
    ).toContain('run 2/5 failed');
    expect(
      xpath(file, 'string(//testcase[@name="sometimes-right"]/flakyFailure/stackTrace)'),
    ).toContain('expected: Paris');
    // timeout-once: the timeout is a flakyError.
    expect(xpath(file, 'count(//testcase[@name="timeout-once"]/flakyError)')).toBe('1');
    expect(xpath(file, 'string(//testcase[@name="timeout-once"]/flakyError/@type)')).toBe(
      'timeout',
    );
    // coin-flip: 2/5 < 0.6 → failure plus reruns.
    expect(xpath(file, 'count(//testcase[@name="coin-flip"]/failure)')).toBe('1');
    expect(xpath(file, 'count(//testcase[@name="coin-flip"]/rerunFailure)')).toBe('2');
    // A stable passing case has only its stability line.
    expect(xpath(file, 'count(//testcase[@name="always-right"]/*[not(self::system-out)])')).toBe(
      '0',
    );
    expect(xpath(file, 'string(//testcase[@name="always-right"]/system-out)')).toBe(
      'agentci: 3/3 runs passed (100.0%), threshold 60%, verdict pass, stable',
    );
  });

  it('failing cases: failure + rerunFailure, errors: error + rerunError, skipped with message', () => {
    const failing = writeOut('failing.xml', renderJunit(loadFixture('failing')));
    expect(xpath(failing, 'string(/testsuites/testsuite/@failures)')).toBe('2');
    expect(xpath(failing, 'count(//testcase[@name="json-shape"]/failure)')).toBe('1');
    expect(xpath(failing, 'count(//testcase[@name="json-shape"]/rerunFailure)')).toBe('2');
    expect(xpath(failing, 'string(//testcase[@name="json-shape"]/failure/@type)')).toBe(
      'json_path',
    );
    expect(xpath(failing, 'string(//testcase[@name="json-shape"]/failure)')).toContain(
      'expected: 42',
    );
    expect(xpath(failing, 'string(//testcase[@name="json-shape"]/system-out)')).toBe(
      'agentci: 0/3 runs passed (0.0%), threshold 100%, verdict fail, failing\n' +
        'agentci: output of run 1/3 (failed):\n{"answer": 41}',
    );
    expect(xpath(failing, 'string(//testcase[@name="json-shape"]/system-err)')).toContain(
      'warning: model returned a number',
    );

    const errors = writeOut('errors.xml', renderJunit(loadFixture('errors')));
    expect(xpath(errors, 'string(/testsuites/testsuite/@errors)')).toBe('1');
    expect(xpath(errors, 'string(/testsuites/testsuite/@failures)')).toBe('1');
    expect(xpath(errors, 'count(//testcase[@name="agent-crash"]/error)')).toBe('1');
    expect(xpath(errors, 'count(//testcase[@name="agent-crash"]/rerunError)')).toBe('2');
    expect(
      xpath(errors, 'string(//testcase[@name="agent-crash"]/rerunError/system-err)'),
    ).toContain("KeyError: 'OPENAI_API_KEY'");
    // A failed case with an error run: failure for the failed run, rerunError for the error.
    expect(xpath(errors, 'count(//testcase[@name="mixed-error-failure"]/failure)')).toBe('1');
    expect(xpath(errors, 'count(//testcase[@name="mixed-error-failure"]/rerunError)')).toBe('1');

    const skipped = writeOut('skipped.xml', renderJunit(loadFixture('skipped')));
    expect(xpath(skipped, 'string(/testsuites/testsuite/@skipped)')).toBe('2');
    expect(xpath(skipped, 'string(//testcase[@name="not-yet"]/skipped/@message)')).toBe(
      'waiting for tool support',
    );
  });

  it('per-case properties: runs, passed, pass_rate, wilson bounds, class, verdict, threshold', () => {
    const file = writeOut(
      'failing.ext.xml',
      renderJunit(loadFixture('failing'), { junitExtensions: true }),
    );
    const prop = (n: string) =>
      xpath(
        file,
        `string(//testcase[@name="capital-spain"]/properties/property[@name="${n}"]/@value)`,
      );
    expect(prop('runs')).toBe('3');
    expect(prop('passed')).toBe('1');
    expect(prop('pass_rate')).toBe('33.3');
    expect(prop('wilson_low')).toBe('0.0615');
    expect(prop('wilson_high')).toBe('0.7923');
    expect(prop('class')).toBe('highly_unstable');
    expect(prop('verdict')).toBe('fail');
    expect(prop('threshold')).toBe('1');
  });

  it('caps system-out at 64 KiB and strips characters XML forbids', () => {
    const big = `${'x'.repeat(100 * 1024)}`;
    const report = buildReport({
      cases: [
        {
          id: 'bad\u0000chars\u0007\uFFFE\uD800',
          attempts: [
            {
              status: 'failed',
              output: `start\u0001\u001b[31m${big}`,
              error: 'nul \u0000 here',
              transcript: { stderr: 'e\u0008rr' },
            },
          ],
        },
      ],
    });
    const xml = renderJunit(report);
    const file = writeOut('forbidden.xml', xml);
    expect(xmllint(['--noout', file]).status).toBe(0);
    expect(xpath(file, 'string(//testcase/@name)')).toBe('badchars');
    const out = xpath(file, 'string(//testcase/system-out)');
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(JUNIT_SYSTEM_OUT_MAX_BYTES + 64);
    expect(Buffer.byteLength(out)).toBeGreaterThan(JUNIT_SYSTEM_OUT_MAX_BYTES - 64);
    // The colour code goes with the forbidden ESC: no `[31m` left over in a JUnit viewer.
    expect(out).toContain('agentci: output of run 1/1 (failed):\nstartxxx');
    expect(out).toMatch(/more bytes cut by agentci\)$/);
    expect(xpath(file, 'string(//testcase/system-err)')).toBe('err');
  });

  it('hostile text stays text: attributes and bodies round-trip through a real parser', () => {
    const file = writeOut('hostile.xml', renderJunit(loadFixture('hostile')));
    const name = xpath(file, 'string(//testcase[1]/@name)');
    expect(name).toBe('hostile-<img src=x onerror=alert(1)>|@octocat');
    expect(xpath(file, 'string(//testcase[1]/@classname)')).toBe('suites/evil|"quoted".jsonl');
    expect(xpath(file, 'string(//testcase[1]/system-out)')).toContain(
      '</script><script>alert(1)</script>',
    );
    // Newlines and tabs in attributes survive (encoded as &#10; / &#9;), not normalised to spaces.
    const multi = writeOut(
      'multiline.xml',
      renderJunit(
        buildReport({
          cases: [{ id: 'two\nlines\tand "quotes" & <tags>', attempts: [{ status: 'passed' }] }],
        }),
      ),
    );
    expect(readFileSync(multi, 'utf8')).toContain(
      'two&#10;lines&#9;and &quot;quotes&quot; &amp; &lt;tags&gt;',
    );
    expect(xpath(multi, 'string(//testcase/@name)')).toBe('two\nlines\tand "quotes" & <tags>');
  });
});
