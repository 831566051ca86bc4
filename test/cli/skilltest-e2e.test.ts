import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runMain } from '../helpers/cli.js';

interface SkilltestReport {
  runs: {
    case: string;
    passed: boolean;
    turns: number;
    evals: { label: string; passed: boolean; detail: Record<string, unknown>; reason: string }[];
    transcript: { messages: { role: string; content: string }[] };
    usage?: unknown;
    mock_calls: { tool: string; action: string; mock: string | null }[] | null;
  }[];
  summary: { cases: number; runs: number; passed: number; failed: number };
}

describe('skilltest cases end to end', () => {
  it('runs examples/skilltest offline and prints the skilltest report', async () => {
    const r = await runMain(
      [
        'skilltest',
        'run',
        'examples/skilltest/refund.yaml',
        '--config',
        'examples/skilltest/agentci.yaml',
        '--runs',
        '1',
        '--no-results',
        '--format',
        'skilltest',
      ],
      { cwd: ROOT },
    );
    expect(r.code, r.stderr).toBe(0);
    const rep = JSON.parse(r.stdout) as SkilltestReport;
    // Other cases of the example folder (the multi-turn one) may sit beside it.
    expect(rep.summary.failed).toBe(0);
    const run = rep.runs.find((x) => x.case === 'refund');
    expect(run?.case).toBe('refund');
    expect(run?.turns).toBe(1);
    // skilltest's transcript starts with the case input (the skill is not a message).
    expect(run?.transcript.messages[0]?.role).toBe('user');
    expect(run?.transcript.messages[0]?.content).toContain('Please refund order 42');
    expect(run?.mock_calls?.map((m) => `${m.tool}:${m.action}:${m.mock ?? ''}`)).toEqual([
      'lookup_order:stub:lookup',
      'delete_account:deny:delete_account',
      'issue_refund:allow:',
      'send_email:allow:',
    ]);
    expect(run?.evals.map((e) => [e.label, e.passed])).toEqual([
      ['called: lookup', true],
      ['refunded the order total', true],
      ['called: email', true],
      ['never refunds another order', true],
    ]);
  }, 60_000);

  it('--case-json runs cases built in code; bad ones exit 2 naming the file and field', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-casejson-'));
    mkdirSync(path.join(dir, 'skill'));
    writeFileSync(path.join(dir, 'skill', 'SKILL.md'), 'Answer.\n');
    writeFileSync(
      path.join(dir, 'agentci.yaml'),
      'agent:\n  harness:\n    model: { provider: scripted, replies: ["hi"] }\n',
    );
    const good = {
      skill: 'skill',
      input: 'hello',
      spy: true,
      evals: [{ type: 'called', mock: 's', times: 1 }],
      mocks: [{ name: 's', match: { tool: 'x' } }],
    };
    writeFileSync(
      path.join(dir, 'cases.json'),
      JSON.stringify([good, { ...good, name: 'second' }]),
    );
    const r = await runMain(
      ['skilltest', 'run', '--case-json', 'cases.json', '--no-results', '-o', 'r.json'],
      {
        cwd: dir,
      },
    );
    // Neither case calls the spied tool: both fail their `called` eval.
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/case\b/);
    expect(r.stdout).toMatch(/second/);

    writeFileSync(
      path.join(dir, 'bad.json'),
      JSON.stringify({ ...good, evals: [], extra: 1 }, null, 2),
    );
    const bad = await runMain(['skilltest', 'run', '--case-json', 'bad.json'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('bad.json:');
    expect(bad.stderr).toContain('evals: must have at least one eval');
    expect(bad.stderr).toContain("unknown field 'extra'");
  }, 60_000);

  it('a bad YAML case exits 2 with file:line: field: problem, and nothing runs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-badyaml-'));
    writeFileSync(path.join(dir, 'agentci.yaml'), 'agent:\n  command: "echo hi"\n');
    writeFileSync(
      path.join(dir, 'c.yaml'),
      'skill: nope\ninput: hi\nevals:\n  - type: numeric\n    criterion: x\n    min: 2\n    max: 1\n    threshold: 1\n',
    );
    const r = await runMain(['skilltest', 'run', 'c.yaml', '--no-results'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('c.yaml:7: evals[0].max: max (1) must be greater than min (2)');
  }, 60_000);

  // skilltest-cli cli.rs cmd_schema: `skilltest schema report|validation|case` prints the
  // draft-07 schemas skilltest commits as schemas/*.schema.json (scripts/gen-contract.sh gates
  // the bytes); the copies in test/fixtures/skilltest/ name their source commits.
  for (const name of ['report', 'validation', 'case'])
    it(`agentci schema ${name} prints skilltest's schemas/${name}.schema.json byte for byte`, async () => {
      const r = await runMain(['skilltest', 'schema', name]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe(
        readFileSync(path.join(ROOT, `test/fixtures/skilltest/${name}.schema.json`), 'utf8'),
      );
      expect((JSON.parse(r.stdout) as { $schema: string }).$schema).toBe(
        'http://json-schema.org/draft-07/schema#',
      );
    }, 60_000);

  it("agentci schema case --agentci prints agentci's own case schema", async () => {
    const r = await runMain(['schema', 'case', '--agentci']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as { title: string; required: string[] };
    expect(s.title).toBe('agentci case');
    expect(s.required).toContain('evals');
    const rep = JSON.parse((await runMain(['schema', 'report', '--agentci'])).stdout) as {
      title: string;
    };
    expect(rep.title).toBe('agentci report');
    // skilltest has no agentci-only schema: validation is skilltest's name only.
    const v = await runMain(['schema', 'validation', '--agentci']);
    expect(v.code).toBe(2);
    expect(v.stderr).toContain('unknown schema "validation"');
  }, 60_000);
});
