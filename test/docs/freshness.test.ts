import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createProgram } from '../../src/cli/program.js';
import { ConfigSchema } from '../../src/model/config.js';
import { ROOT, renderActionDoc, renderDocs } from '../../scripts/gen-docs.js';

// docs/action.md, docs/cli.md and docs/config.md are written by scripts/gen-docs.ts from action.yml,
// commander's program and the zod schemas: a change to any of them must come with the pages.
const pages = renderDocs();
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('generated docs', () => {
  for (const [file, text] of Object.entries(pages)) {
    it(`${file} is fresh`, () => {
      let committed = '';
      try {
        committed = read(file);
      } catch {
        // A missing page is stale too; the message below says what to do.
      }
      expect(committed === text, `${file} is stale: run \`npm run docs\` and commit it`).toBe(true);
    });
  }

  it('docs/cli.md names every command and every option of the program', () => {
    const noop = () => Promise.resolve(0);
    const program = createProgram({ run: noop, report: noop, schema: noop });
    const cli = pages['docs/cli.md'] as string;
    const help = program.createHelp();
    let options = 0;
    for (const cmd of program.commands) {
      expect(cli, cmd.name()).toContain(`## \`agentci ${cmd.name()}\``);
      for (const o of help.visibleOptions(cmd)) {
        expect(cli, `${cmd.name()} ${o.flags}`).toContain(`| \`${o.flags.replace(/\|/g, '\\|')}\``);
        options++;
      }
    }
    expect(options).toBeGreaterThan(60);
  });

  it('docs/action.md names every input and output of action.yml', () => {
    const yml = parse(read('action.yml')) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, unknown>;
    };
    const doc = pages['docs/action.md'] as string;
    for (const name of [...Object.keys(yml.inputs), ...Object.keys(yml.outputs)])
      expect(doc, name).toContain(`| \`${name}\``);
    expect(Object.keys(yml.inputs).length).toBeGreaterThan(25);
  });

  it('docs/config.md names every key of agentci.yaml, with its description', () => {
    const doc = pages['docs/config.md'] as string;
    for (const [key, schema] of Object.entries(ConfigSchema.shape)) {
      expect(schema.description, `${key} has a .describe() text`).toBeTruthy();
      expect(doc, key).toContain(`| \`${key}\` |`);
    }
  });

  it('a new action input reaches docs/action.md on the next `npm run docs`', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-docs-'));
    try {
      const yml = read('action.yml').replace(
        /^inputs:\n/m,
        "inputs:\n  brand-new:\n    description: A new input | with a pipe.\n    required: false\n    default: ''\n",
      );
      writeFileSync(path.join(dir, 'action.yml'), yml);
      const doc = renderActionDoc(dir);
      expect(doc).toContain('| `brand-new` |  | A new input \\| with a pipe. |');
      expect(doc).not.toBe(read('docs/action.md'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
