/**
 * The CLI end to end: `agentci run` with an agent that prints workflow commands leaves none in its
 * terminal output (as a CI step log reads it) or in the JUnit file; `--junit-extensions` switches
 * the JUnit dialect.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runMain } from '../helpers/cli.js';
import { FIXTURES_DIR } from './helpers.js';
import { validateExtended, validateStrict } from './junit-schemas.js';
import { commandsIn } from './runner-commands.js';

const AGENT = path.join(ROOT, 'test/fixtures/runner/agent.mjs');

function workdir(cases: object[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-outputs-'));
  writeFileSync(
    path.join(dir, 'cases.jsonl'),
    cases.map((c) => JSON.stringify(c)).join('\n') + '\n',
  );
  return dir;
}

describe('agentci run: agent text in the step log', () => {
  it('prints no workflow command, in either form, after any whitespace', async () => {
    // The test agent prints what follows `echo `; `expected` never matches, so the final table
    // shows the output as "actual" and -v prints every failing attempt.
    const outputs = [
      '##[set-output name=x]pwned',
      'say ##[add-mask]hidden',
      '\u00A0::error::nbsp',
      '\u3000::warning::ideographic',
      ' ::set-output name=y::leading space',
    ];
    const dir = workdir(
      outputs.map((o, i) => ({ id: `case-${i}`, input: `echo ${o}`, expected: 'nope' })),
    );
    const r = await runMain(
      ['run', 'cases.jsonl', '--agent', `node ${AGENT}`, '--no-results', '-v', '--junit', 'j.xml'],
      { cwd: dir, env: { CI: 'true', GITHUB_ACTIONS: 'true' } },
    );
    expect(r.code).toBe(1);
    // The agent's text is there, readable…
    expect(r.stdout).toContain('pwned');
    expect(r.stdout).toContain('ideographic');
    // …and the runner would run none of it (stdout and stderr both land in the step log).
    expect(commandsIn(r.stdout)).toEqual([]);
    expect(commandsIn(r.stderr)).toEqual([]);
    // `cat j.xml` in a later step.
    const xml = readFileSync(path.join(dir, 'j.xml'), 'utf8');
    expect(xml).toContain('pwned');
    expect(commandsIn(xml)).toEqual([]);
  });
});

describe('--junit-extensions', () => {
  it('report: strict JUnit by default, the extensions with the flag', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-junit-'));
    const fixture = path.join(FIXTURES_DIR, 'flaky.json');
    const plain = await runMain(['report', fixture, '--junit', 'strict.xml'], { cwd: dir });
    const ext = await runMain(['report', fixture, '--junit', 'ext.xml', '--junit-extensions'], {
      cwd: dir,
    });
    expect(plain.stderr).toBe('');
    expect(ext.stderr).toBe('');
    const strictXml = readFileSync(path.join(dir, 'strict.xml'), 'utf8');
    const extXml = readFileSync(path.join(dir, 'ext.xml'), 'utf8');
    expect(strictXml).not.toContain(' file="');
    expect(extXml).toContain(' file="suites/basic.jsonl" line="1"');
    validateStrict('cli-strict', strictXml);
    validateExtended('cli-ext', extXml);
  });
});
