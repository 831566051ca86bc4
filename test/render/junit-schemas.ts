/** The JUnit schema checks: the vendored XSDs (test/fixtures/junit/xsd/) through xmllint (xmllint-wasm). */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { JUNIT10_XSD, SUREFIRE_30_XSD, SUREFIRE_XSD, writeOut, xmllint, xpath } from './helpers.js';

/**
 * The extended schema for `junitExtensions: true`: Surefire's schema, verbatim, plus exactly the
 * extensions (edits that must each apply once, so a change upstream fails loudly).
 */
export function extendedXsd(): string {
  let xsd = readFileSync(SUREFIRE_XSD, 'utf8');
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
    '<xs:sequence>\n              <xs:element name="failure"',
    `<xs:sequence>\n${properties}\n              <xs:element name="failure"`,
  );
  edit(
    '<xs:attribute name="time" type="xs:float" use="required"/>',
    '<xs:attribute name="time" type="xs:float" use="required"/>\n<xs:attribute name="file" type="xs:string"/>\n<xs:attribute name="line" type="xs:positiveInteger"/>',
  );
  // The <testsuites> root, with skipped and timestamp.
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
    <xs:attribute name="time" type="xs:float"/>
    <xs:attribute name="timestamp" type="xs:dateTime"/>
  </xs:complexType>
</xs:element>
</xs:schema>`,
  );
  return xsd;
}

/** xmllint's verdict on a file against a schema: `validates` in stderr and exit 0, or the errors. */
export function schemaCheck(file: string, xsd: string): { ok: boolean; stderr: string } {
  const r = xmllint(['--noout', '--schema', xsd, file]);
  return { ok: r.status === 0 && r.stderr.includes('validates'), stderr: r.stderr };
}

/**
 * Each `<testsuite>` as its own document, the way Surefire writes one file per suite: cut out by
 * xmllint's XPath (a real parser, so nothing is edited by hand).
 */
export function suiteDocuments(file: string): string[] {
  const n = Number(xpath(file, 'count(/testsuites/testsuite)'));
  const docs: string[] = [];
  for (let i = 1; i <= n; i++) {
    const r = xmllint(['--xpath', `/testsuites/testsuite[${i}]`, file]);
    if (r.status !== 0) throw new Error(r.stderr);
    docs.push(`<?xml version="1.0" encoding="UTF-8"?>\n${r.stdout}\n`);
  }
  return docs;
}

/**
 * The default (strict) output: the whole file against junit-10.xsd, every suite against Surefire
 * 3.0's schema (what Maven's readers check) and the current one.
 */
export function validateStrict(name: string, xml: string): void {
  const file = writeOut(`${name}.xml`, xml);
  const jenkins = schemaCheck(file, JUNIT10_XSD);
  expect(jenkins.stderr, `${name}.xml against Jenkins xUnit junit-10.xsd`).toContain('validates');
  expect(jenkins.ok).toBe(true);
  const docs = suiteDocuments(file);
  expect(docs.length).toBeGreaterThan(0);
  docs.forEach((doc, i) => {
    const f = writeOut(`${name}.suite-${i}.xml`, doc);
    for (const [schema, xsd] of [
      ['Surefire 3.0', SUREFIRE_30_XSD],
      ['Surefire (current)', SUREFIRE_XSD],
    ] as const) {
      const surefire = schemaCheck(f, xsd);
      expect(surefire.stderr, `${name} suite ${i} against ${schema}'s XSD`).toContain('validates');
      expect(surefire.ok).toBe(true);
    }
  });
}

/** With the extensions: the whole file against Surefire's schema plus exactly those extensions. */
export function validateExtended(name: string, xml: string): void {
  const file = writeOut(`${name}.ext.xml`, xml);
  const r = schemaCheck(file, writeOut('agentci-junit-ext.xsd', extendedXsd()));
  expect(r.stderr, `${name}.ext.xml against Surefire + extensions`).toContain('validates');
  expect(r.ok).toBe(true);
}
