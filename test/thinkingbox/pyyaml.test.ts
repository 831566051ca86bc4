import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTbYaml } from '../../src/formats/thinkingbox/load.js';
import { PYYAML_RESOLVERS, pyFloatRepr } from '../../src/formats/thinkingbox/pyyaml.js';
import { ROOT } from './fixtures.js';

/** Written by test/fixtures/thinkingbox-yaml/generate.py with PyYAML and pydantic. */
interface Row {
  resolver: string;
  yaml: string;
  python?: string;
  json?: string;
  error_type?: string;
  error?: string;
}
const table = JSON.parse(
  readFileSync(path.join(ROOT, 'test/fixtures/thinkingbox-yaml/pyyaml-resolvers.json'), 'utf8'),
) as { pyyaml: string; pydantic: string; cases: Row[] };

/** A value as a record holds it: written as JSON and read back (NaN and ±inf are null, as pydantic writes them). */
const asRecord = (v: unknown) => JSON.stringify(JSON.parse(JSON.stringify(v) ?? 'null'));

describe(`thinkingbox YAML: every PyYAML implicit resolver, against PyYAML ${table.pyyaml} and pydantic ${table.pydantic}`, () => {
  it('the table covers every resolver of resolver.py, merge and value included', () => {
    const covered = new Set(table.cases.map((c) => c.resolver));
    for (const r of Object.keys(PYYAML_RESOLVERS)) expect(covered).toContain(r);
    expect(table.cases.length).toBeGreaterThan(200);
  });

  for (const row of table.cases) {
    const title = `${row.resolver}: ${JSON.stringify(row.yaml)} → ${row.json ?? `error: ${row.error}`}`;
    it(title, () => {
      const src = parseTbYaml(row.yaml);
      if (row.json !== undefined) {
        expect(src.errors).toEqual([]);
        // Same values, same key order (both texts read back by JSON.parse, so 1.0 and 1 are one number).
        expect(asRecord(src.value)).toBe(asRecord(JSON.parse(row.json)));
        return;
      }
      expect(src.value).toBeUndefined();
      expect(src.errors).toHaveLength(1);
      const message = src.errors[0]?.message ?? '';
      // PyYAML's own words where it has some (a KeyError's text is only the key).
      if (row.error_type === 'ConstructorError' || row.error_type === 'ValueError') {
        expect(message.length).toBeGreaterThan(10);
        expect(row.error?.startsWith(message)).toBe(true);
      } else expect(message).toContain(row.yaml.split('!!bool ')[1] ?? '');
    });
  }

  it('an error names the line of the value', () => {
    const src = parseTbYaml('a: 1\nb:\n  c: 2024-02-30\n');
    expect(src.errors).toEqual([{ line: 3, message: 'day is out of range for month' }]);
  });

  it('a collection inside itself and an alias bomb are refused (a record cannot hold them)', () => {
    expect(parseTbYaml('a: &x [1, *x]').errors).toEqual([
      { line: 1, message: 'found a recursive alias (a collection inside itself)' },
    ]);
    expect(parseTbYaml('a: &x {<<: *x}').errors).toEqual([
      { line: 1, message: 'found a recursive merge (a mapping merged into itself)' },
    ]);
    const uses = (n: number) =>
      parseTbYaml(['x: &a 1', ...Array.from({ length: n }, (_, i) => `k${i}: *a`)].join('\n'));
    expect(uses(99).errors).toEqual([]);
    expect(uses(100).errors).toEqual([
      { line: 101, message: 'Excessive alias count indicates a resource exhaustion attack' },
    ]);
    // Aliases share the value, as PyYAML's constructor does.
    const shared = parseTbYaml('a: &x {k: 1}\nb: *x').value as { a: unknown; b: unknown };
    expect(shared.b).toBe(shared.a);
  });

  it('Python writes a float key as repr does', () => {
    expect([1, 0.5, 1e16, 1.5e-5, 0.0001, -2, 123456789.125, 1e22].map(pyFloatRepr)).toEqual([
      '1.0',
      '0.5',
      '1e+16',
      '1.5e-05',
      '0.0001',
      '-2.0',
      '123456789.125',
      '1e+22',
    ]);
  });
});
