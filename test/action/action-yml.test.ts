import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { INPUT_DEFAULTS } from '../../src/action/inputs.js';
import { OUTPUT_NAMES, ROOT } from './e2e-harness.js';

// action.yml is what the runner reads: it must be valid YAML (a plain scalar with ": " in it is
// not), declare node24 and the bundle, and agree with the inputs the code parses.
const ActionYml = z.object({
  name: z.string(),
  description: z.string().min(1),
  inputs: z.record(
    z.string(),
    z.object({ description: z.string().min(1), required: z.boolean(), default: z.string() }),
  ),
  outputs: z.record(z.string(), z.object({ description: z.string().min(1) })),
  runs: z.object({ using: z.string(), main: z.string() }),
});

const yml = ActionYml.parse(
  parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8'), { strict: true, uniqueKeys: true }),
);

describe('action.yml', () => {
  it('runs dist/index.js on node24', () => {
    expect(yml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('declares exactly the inputs the action parses, with the same defaults', () => {
    expect(Object.keys(yml.inputs).sort()).toEqual(Object.keys(INPUT_DEFAULTS).sort());
    for (const [name, def] of Object.entries(INPUT_DEFAULTS)) {
      // The token default is an expression the runner evaluates; the code has no token without it.
      const expected = name === 'github-token' ? '${{ github.token }}' : def;
      expect(yml.inputs[name]?.default, `default of ${name}`).toBe(expected);
      expect(yml.inputs[name]?.required, `${name} is optional`).toBe(false);
    }
  });

  it('declares every output the action sets', () => {
    expect(Object.keys(yml.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  });
});
