import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderJunit } from '../../src/render/index.js';
import { JUNIT_SYSTEM_OUT_MAX_BYTES } from '../../src/render/junit.js';
import { buildReport } from '../fixtures/reports/builder.js';
import { FIXTURES } from '../fixtures/reports/definitions.js';
import { loadFixture, writeOut, XSD, xmllint, xpath } from './helpers.js';

/**
 * Maven Surefire's schema describes one `<testsuite>` per file. agentci adds the extensions JUnit
 * consumers read (see test/fixtures/junit/README.md); this derives that schema from the verbatim
 * upstream text with edits that must each apply exactly once.
 */
function extendedXsd(): string {
  let xsd = readFileSync(XSD, 'utf8');
  const edit = (find: string, replace: string) => {
    const n = xsd.split(find).length - 1;
    if (n !== 1)
      throw new Error(
        `XSD edit expected exactly one match of ${JSON.stringify(find.slice(0, 60))}, found ${n}`,
      );
    xsd = xsd.replace(find, replace);
  };
  const properties = `<xs:element name="properties" minOccurs="0">
    <xs:complexType><xs:sequence>
      <xs:element name="property" minOccurs="0" maxOccurs="unbounded">
        <xs:complexType>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="value" type="xs:string" use="required"/>
        </xs:complexType>
      </xs:element>
    </xs:sequence></xs:complexType>
  </xs:element>`;
  // testcase: <properties> first, then file/line attributes.
  edit(
    '<xs:sequence>\n                            <xs:element name="failure"',
    `<xs:sequence>\n${properties}\n                            <xs:element name="failure"`,
  );
  edit(
    '<xs:attribute name="time" type="SUREFIRE_TIME" use="required"/>',
    '<xs:attribute name="time" type="SUREFIRE_TIME" use="required"/>\n<xs:attribute name="file" type="xs:string"/>\n<xs:attribute name="line" type="xs:positiveInteger"/>',
  );
  // testsuite: timestamp.
  edit(
    '<xs:attribute name="version" type="xs:string"/>',
    '<xs:attribute name="version" type="xs:string"/>\n<xs:attribute name="timestamp" type="xs:dateTime"/>',
  );
  // The <testsuites> root.
  edit(
    '</xs:schema>',
    `<xs:element name="testsuites">
  <xs:complexType>
    <xs:sequence><xs:element ref="testsuite" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
    <xs:attribute name="name" type="xs:string"/>
    <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
    <xs:attribute name="failures" type="xs:nonNegativeInteger" use="required"/>
    <xs:attribute name="errors" type="xs:nonNegativeInteger" use="required"/>
    <xs:attribute name="skipped" type="xs:nonNegativeInteger" use="required"/>
    <xs:attribute name="time" type="SUREFIRE_TIME"/>
    <xs:attribute name="timestamp" type="xs:dateTime"/>
  </xs:complexType>
</xs:element>
</xs:schema>`,
  );
  return xsd;
}

/**
 * Each `<testsuite>` on its own with the extensions removed, as Surefire itself would write it. The
 * output puts every element on its own line and escapes `<` and newlines in agent text, so line-wise
 * editing is exact here.
 */
function surefireDocuments(xml: string): string[] {
  const docs: string[] = [];
  let cur: string[] | undefined;
  let inCaseProps = false;
  for (const line of xml.split('\n')) {
    if (line.startsWith('  <testsuite ')) cur = [];
    if (!cur) continue;
    if (/^ {6}<properties>$/.test(line)) inCaseProps = true;
    if (!inCaseProps) cur.push(line.replace(/ (timestamp|file|line)="[^"]*"/g, ''));
    if (/^ {6}<\/properties>$/.test(line)) inCaseProps = false;
    if (line === '  </testsuite>') {
      docs.push(`<?xml version="1.0" encoding="UTF-8"?>\n${cur.join('\n')}\n`);
      cur = undefined;
    }
  }
  return docs;
}

function validate(name: string, xml: string): void {
  const file = writeOut(`${name}.xml`, xml);
  const ext = writeOut('agentci-junit.xsd', extendedXsd());
  const full = xmllint(['--noout', '--schema', ext, file]);
  expect(full.stderr, `${name}.xml against Surefire + extensions`).toContain('validates');
  expect(full.status).toBe(0);
  const docs = surefireDocuments(xml);
  expect(docs.length).toBeGreaterThan(0);
  docs.forEach((doc, i) => {
    const f = writeOut(`${name}.suite-${i}.xml`, doc);
    const strict = xmllint(['--noout', '--schema', XSD, f]);
    expect(strict.stderr, `${name} suite ${i} against the verbatim Surefire XSD`).toContain(
      'validates',
    );
    expect(strict.status).toBe(0);
  });
}

describe('renderJunit', () => {
  for (const name of Object.keys(FIXTURES)) {
    it(`${name}: valid against Maven Surefire's schema`, () =>
      validate(name, renderJunit(loadFixture(name))));
  }

  it('the schema check is real: a testcase without time is rejected', () => {
    const xml = renderJunit(loadFixture('passing')).replace(
      /(<testcase [^>]*?) time="[^"]*"/,
      '$1',
    );
    const file = writeOut('broken.xml', xml);
    const r = xmllint(['--noout', '--schema', writeOut('agentci-junit.xsd', extendedXsd()), file]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/time/);
  });

  it('one testsuite per suite file with counts, time and timestamp', () => {
    const file = writeOut('flaky.xml', renderJunit(loadFixture('flaky')));
    expect(xpath(file, 'count(/testsuites/testsuite)')).toBe('2');
    expect(xpath(file, 'string(/testsuites/testsuite[@name="suites/basic.jsonl"]/@tests)')).toBe(
      '3',
    );
    expect(xpath(file, 'string(/testsuites/testsuite[@name="suites/slow.jsonl"]/@timestamp)')).toBe(
      '2025-06-01T12:00:00Z',
    );
    expect(xpath(file, 'string(/testsuites/@tests)')).toBe('4');
    // classname = suite, name = case id, file present.
    expect(xpath(file, 'string(//testcase[@name="timeout-once"]/@classname)')).toBe(
      'suites/slow.jsonl',
    );
    expect(xpath(file, 'string(//testcase[@name="timeout-once"]/@file)')).toBe('suites/slow.jsonl');
    expect(xpath(file, 'string(//testcase[@name="timeout-once"]/@time)')).toBe('32.100');
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
    expect(xpath(file, 'count(//testcase[@name="always-right"]/*[not(self::properties)])')).toBe(
      '0',
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
      '{"answer": 41}',
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
    const file = writeOut('failing.xml', renderJunit(loadFixture('failing')));
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
    expect(out.startsWith('startxxx')).toBe(true);
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
