import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS, schemaText } from '../../src/cli/schema-command.js';

// The committed copies in schemas/ are what editors and other tools point at: they must match the
// zod schemas. `UPDATE_SCHEMAS=1 npx vitest run test/schemas` rewrites them.
const dir = path.resolve(import.meta.dirname, '../../schemas');

describe('committed JSON Schemas', () => {
  for (const name of Object.keys(SCHEMAS)) {
    it(`schemas/${name}.schema.json is fresh`, () => {
      const file = path.join(dir, `${name}.schema.json`);
      const text = schemaText(name) as string;
      if (process.env.UPDATE_SCHEMAS === '1') writeFileSync(file, text);
      expect(existsSync(file), `${file} is missing: run UPDATE_SCHEMAS=1 npx vitest run test/schemas`).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(text);
    });
  }

  it('the case schema has the skilltest shape', () => {
    const s = JSON.parse(schemaText('case') as string) as {
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, { items?: { oneOf?: { properties: { type: { const: string } } }[] } }>;
    };
    expect(s.required.sort()).toEqual(['evals', 'input', 'skill']);
    expect(s.additionalProperties).toBe(false);
    const kinds = s.properties.evals?.items?.oneOf?.map((o) => o.properties.type.const);
    expect(kinds).toEqual(['boolean', 'numeric', 'called', 'not_called']);
  });
});
