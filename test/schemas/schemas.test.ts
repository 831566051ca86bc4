import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SCHEMAS, schemaText } from '../../src/cli/schema-command.js';
import { schemaId } from '../../src/model/schema-id.js';

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

describe('JSON Schemas editors can use', () => {
  const committed = (name: string) =>
    JSON.parse(readFileSync(path.join(dir, `${name}.schema.json`), 'utf8')) as {
      $id?: string;
      description?: string;
    };

  it('every committed schema has its own $id, the address of its committed file', () => {
    for (const name of Object.keys(SCHEMAS)) {
      const id = committed(name).$id;
      expect(id, name).toBe(schemaId(name as Parameters<typeof schemaId>[0]));
      expect(id?.endsWith(`/schemas/${name}.schema.json`)).toBe(true);
    }
    expect(new Set(Object.keys(SCHEMAS).map((n) => committed(n).$id)).size).toBe(4);
  });

  it('the report schema describes every field, at every depth', () => {
    const missing: string[] = [];
    let fields = 0;
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((n) => walk(n, at));
      for (const [k, v] of Object.entries(node)) {
        if (k === 'properties')
          for (const [field, sub] of Object.entries(v as Record<string, { description?: string }>)) {
            fields++;
            if (!sub.description) missing.push(`${at}.${field}`);
            walk(sub, `${at}.${field}`);
          }
        else walk(v, at);
      }
    };
    const report = committed('report');
    walk(report, '');
    expect(fields).toBeGreaterThan(250);
    expect(missing).toEqual([]);
    expect(report.description).toMatch(/^An agentci report \(report\.json\)/);
  });

  it("the examples' agentci.yaml and the docs point the YAML language server at the schemas", () => {
    const root = path.resolve(dir, '..');
    const line = /^# yaml-language-server: \$schema=(\S+)$/m;
    for (const ex of readdirSync(path.join(root, 'examples'))) {
      const file = path.join(root, 'examples', ex, 'agentci.yaml');
      if (!existsSync(file)) continue;
      const first = readFileSync(file, 'utf8').split('\n')[0];
      const target = line.exec(first)?.[1];
      expect(target, `${file}: first line`).toBe('../../schemas/config.schema.json');
      expect(existsSync(path.resolve(path.dirname(file), target as string))).toBe(true);
    }
    const docs = ['README.md', 'docs/running.md', 'docs/config.md', 'docs/formats/skilltest.md'];
    for (const doc of docs) {
      const urls = [...readFileSync(path.join(root, doc), 'utf8').matchAll(/\$schema=(\S+?\.schema\.json)/g)].map(
        (m) => m[1],
      );
      expect(urls.length, doc).toBeGreaterThan(0);
      for (const url of urls) expect(Object.keys(SCHEMAS).map((n) => committed(n).$id)).toContain(url);
    }
  });

  it('`agentci schema report --agentci` (the bundled CLI) prints the described schema with its $id', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.resolve(dir, '..', 'bin', 'agentci.js'), 'schema', 'report', '--agentci'],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    expect(stdout).toBe(readFileSync(path.join(dir, 'report.schema.json'), 'utf8'));
  });
});
