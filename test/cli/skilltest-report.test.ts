import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

/*
 * agentci's skilltest output against skilltest's own contract: the report and error JSON Schemas
 * copied from nickderobertis/skilltest (test/fixtures/skilltest/README.md), exit codes 0/1/2/3 as
 * skilltest's exit.rs fixes them. The CLI runs in-process with the scripted model: no network.
 */

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'skilltest');
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
const validateReport = ajv.compile(
  JSON.parse(readFileSync(path.join(FIXTURES, 'report.schema.json'), 'utf8')) as object,
);
const validateError = ajv.compile(
  JSON.parse(readFileSync(path.join(FIXTURES, 'error.schema.json'), 'utf8')) as object,
);

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A folder with a skill, the given cases (name → YAML) and agentci.yaml. */
function project(cases: Record<string, string>, config: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-st-report-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'skill'));
  writeFileSync(path.join(dir, 'skill', 'SKILL.md'), '---\nname: deployer\n---\n# Deployer\n');
  for (const [name, text] of Object.entries(cases)) writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, 'agentci.yaml'), config);
  return dir;
}

async function cli(args: string[], cwd: string, env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdout: { write: (s: string) => void (stdout += s), isTTY: false },
    stderr: { write: (s: string) => void (stderr += s) },
  });
  return { code, stdout, stderr };
}

const AGENT = `agent:
  harness:
    model:
      provider: scripted
      rules:
        - when: { tool_result_of: deploy }
          reply: "Deployed to prod."
        - when: { contains: "please deploy" }
          reply: { tool_calls: [{ name: deploy, arguments: { env: "prod" } }] }
      default: "Hello."
`;
const JUDGE = `judge:
  model:
    provider: scripted
    rules:
      - when: { contains: "Score how well" }
        reply: '{"value": 12, "reason": "very clear"}'
      - when: { contains: "says it deployed" }
        reply: '{"value": true, "reason": "it says Deployed to prod"}'
      - when: { contains: "mentions staging" }
        reply: '{"value": true, "reason": "it does not"}'
`;

const MOCKED = `skill: skill
input: please deploy
mocks:
  - name: deploy
    match: { tool: deploy }
    stub: "deployed ok"
  - name: watch
    match: { tool: deploy }
evals:
  - type: called
    mock: deploy
    times: 1
  - type: not_called
    mock: watch
  - type: boolean
    criterion: says it deployed
  - type: numeric
    criterion: clarity
    min: 0
    max: 10
    threshold: 7
    comparator: gt
`;
const PLAIN = `skill: skill
input: hello
evals:
  - type: boolean
    name: staging
    criterion: mentions staging
    expected: false
`;
const SPY_NO_CALLS = `skill: skill
input: hello
spy: true
evals:
  - type: boolean
    criterion: mentions staging
`;

describe('agentci run --format json: the skilltest report', () => {
  it("validates against skilltest's report.schema.json, with skilltest's shapes", async () => {
    const dir = project(
      { 'a_mocked.yaml': MOCKED, 'b_plain.yaml': PLAIN, 'c_spy.yaml': SPY_NO_CALLS },
      AGENT + JUDGE,
    );
    const r = await cli(['skilltest', 'run', '.', '--format', 'json', '--no-results'], dir);
    const rep = JSON.parse(r.stdout) as {
      passed: boolean;
      summary: Record<string, unknown>;
      runs: {
        case: string;
        passed: boolean;
        turns: number;
        evals: { label: string; passed: boolean; detail: Record<string, unknown> }[];
        transcript: { messages: { role: string; content: string; events?: unknown[] }[] };
        mock_calls: unknown[] | null;
      }[];
    };
    expect(validateReport(rep), JSON.stringify(validateReport.errors, null, 2)).toBe(true);
    // a_mocked fails its not_called (the spy saw the stubbed call); b_plain expects false and the
    // judge says true; c_spy passes.
    expect(r.code, r.stderr).toBe(1);
    expect(rep.passed).toBe(false);
    expect(rep.summary).toMatchObject({ cases: 3, runs: 3, passed: 1, failed: 2 });
    expect(rep.runs.map((x) => x.evals.map((e) => e.passed))).toEqual([
      [true, false, true, true],
      [false],
      [true],
    ]);
    const [mocked, plain, spy] = rep.runs;
    expect(mocked?.case).toBe('a_mocked');
    expect(mocked?.turns).toBe(1);
    expect(mocked?.transcript.messages).toEqual([
      { role: 'user', content: 'please deploy' },
      {
        role: 'assistant',
        content: 'Deployed to prod.',
        events: [
          { kind: 'tool_call', index: 0, name: 'deploy', input: { env: 'prod' }, output: null },
          { kind: 'tool_result', index: 1, name: null, input: null, output: 'deployed ok' },
        ],
      },
    ]);
    expect(mocked?.evals.map((e) => e.detail)).toEqual([
      { kind: 'calls', count: 1, times: 1, negated: false },
      // A spy observes every call its matcher covers, intercepted or not.
      { kind: 'calls', count: 1, times: null, negated: true },
      { kind: 'boolean', value: true, expected: true },
      // The judge's 12 is clamped into the scale.
      { kind: 'numeric', value: 10, threshold: 7, comparator: 'gt' },
    ]);
    expect(mocked?.mock_calls).toEqual([
      { tool: 'deploy', input: { env: 'prod' }, action: 'stub', rule: 0, mock: 'deploy' },
    ]);
    // The channel is off without mocks or spy (null); on with `spy: true` and no calls ([]).
    expect(plain?.mock_calls).toBeNull();
    expect(plain?.passed).toBe(false);
    expect(spy?.mock_calls).toEqual([]);
  });

  it('--format human prints skilltest to_human lines', async () => {
    const dir = project({ 'a.yaml': MOCKED }, AGENT + JUDGE);
    const human = await cli(
      ['skilltest', 'run', 'a.yaml', '--format', 'human', '--no-results'],
      dir,
    );
    expect(human.code).toBe(1);
    expect(human.stdout).toMatch(/^FAIL {2}a \[agentci:harness\/.*\]$/m);
    expect(human.stdout).toContain('      - not_called: watch: 1 call, expected none (');
    expect(human.stdout).toMatch(/^0\/1 runs passed$/m);
  });

  it('--format json-stream ends with the result line holding the report', async () => {
    const dir = project({ 'a.yaml': MOCKED }, AGENT + JUDGE);
    const r = await cli(
      ['skilltest', 'run', 'a.yaml', '--format', 'json-stream', '--no-results'],
      dir,
    );
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; event?: { kind: string }; report?: unknown });
    expect(lines.map((l) => l.type)).toEqual(['event', 'event', 'result']);
    expect(lines[0]?.event?.kind).toBe('tool_call');
    expect(validateReport(lines[2]?.report)).toBe(true);
  });
});

describe('skilltest exit codes and errors (exit.rs, error.schema.json)', () => {
  it('a judge that cannot answer is exit 3, with the error object instead of a report', async () => {
    const dir = project(
      { 'a.yaml': PLAIN },
      `${AGENT}judge:\n  model:\n    provider: scripted\n    replies: ["no idea"]\n`,
    );
    const r = await cli(['skilltest', 'run', 'a.yaml', '--format', 'json', '--no-results'], dir);
    expect(r.code, r.stderr).toBe(3);
    const err = JSON.parse(r.stdout) as { code: string; message: string; context?: string };
    expect(validateError(err), JSON.stringify(validateError.errors)).toBe(true);
    expect(err.code).toBe('provider');
    expect(err.context).toBe('judge');
    expect(err.message).toMatch(/^a: /);
    // The table format keeps the exit code too.
    const table = await cli(['skilltest', 'run', 'a.yaml', '--no-results'], dir);
    expect(table.code).toBe(3);
  });

  it('a missing API key is exit 3 (provider, auth); bad input is exit 2 (usage)', async () => {
    const dir = project(
      { 'a.yaml': PLAIN },
      `${AGENT}judge:\n  model:\n    provider: openai\n    model: gpt-4o-mini\n    api_key_env: AGENTCI_TEST_UNSET_KEY\n`,
    );
    const r = await cli(['skilltest', 'run', 'a.yaml', '--format', 'json', '--no-results'], dir);
    expect(r.code, r.stderr).toBe(3);
    const err = JSON.parse(r.stdout) as { code: string; kind?: string };
    expect(validateError(err)).toBe(true);
    expect(err).toMatchObject({ code: 'provider', kind: 'auth' });

    writeFileSync(path.join(dir, 'bad.yaml'), 'skill: skill\ninput: hi\nevals: []\n');
    const bad = await cli(
      ['skilltest', 'run', 'bad.yaml', '--format', 'json', '--no-results'],
      dir,
    );
    expect(bad.code).toBe(2);
    const usage = JSON.parse(bad.stdout) as { code: string; message: string };
    expect(validateError(usage)).toBe(true);
    expect(usage.code).toBe('usage');
    expect(usage.message).toContain('evals: must have at least one eval');
  });
});

describe('skill: reaches every kind of agent as skilltest providers get it', () => {
  const CASE = `skill: skill\ninput: hello\nevals:\n  - type: boolean\n    criterion: mentions staging\n    expected: false\n`;
  const NO_JUDGE = `judge:\n  model:\n    provider: scripted\n    replies: ['{"value": false, "reason": "no"}']\n`;
  const want = (dir: string) => ({
    name: 'deployer',
    path: realpathSync(path.join(dir, 'skill')),
    instructions: '# Deployer',
  });
  const skillOf = async (dir: string) => {
    const r = await cli(['skilltest', 'run', 'a.yaml', '--format', 'json', '--no-results'], dir);
    expect(r.code, r.stderr).toBe(0);
    const rep = JSON.parse(r.stdout) as {
      runs: { transcript: { messages: { role: string; content: string }[] } }[];
    };
    const last = rep.runs[0]?.transcript.messages.at(-1)?.content ?? '';
    return {
      ...(JSON.parse(last) as object),
      path: realpathSync((JSON.parse(last) as { path: string }).path),
    };
  };

  it('a command agent reads `skill` from the request on stdin', async () => {
    const dir = project({ 'a.yaml': CASE }, '');
    const agent = path.join(dir, 'agent.mjs');
    writeFileSync(
      agent,
      "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>process.stdout.write(JSON.stringify({output: JSON.stringify(JSON.parse(s).skill)})));\n",
    );
    writeFileSync(
      path.join(dir, 'agentci.yaml'),
      `agent:\n  command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(agent)}]\n${NO_JUDGE}`,
    );
    expect(await skillOf(dir)).toEqual(want(dir));
  });

  it('a module agent gets it as ctx.skill', async () => {
    const dir = project({ 'a.yaml': CASE }, '');
    writeFileSync(
      path.join(dir, 'agent.mjs'),
      'export function run(input, ctx) { return JSON.stringify(ctx.skill); }\n',
    );
    writeFileSync(path.join(dir, 'agentci.yaml'), `agent:\n  module: agent.mjs\n${NO_JUDGE}`);
    expect(await skillOf(dir)).toEqual(want(dir));
  });

  it('an HTTP agent gets it in the request body', async () => {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        const skill = (JSON.parse(body) as { skill?: unknown }).skill;
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: JSON.stringify(skill) } }],
          }),
        );
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    try {
      const port = (server.address() as AddressInfo).port;
      const dir = project({ 'a.yaml': CASE }, '');
      writeFileSync(
        path.join(dir, 'agentci.yaml'),
        `agent:\n  url: http://127.0.0.1:${port}/v1/chat/completions\n${NO_JUDGE}`,
      );
      expect(await skillOf(dir)).toEqual(want(dir));
    } finally {
      await new Promise<void>((ok) => server.close(() => ok()));
    }
  });
});

describe("skilltest's run options and simulated user", () => {
  const SIM = `simulators:\n  default:\n    model:\n      provider: scripted\n      replies: ["[DONE]"]\n`;
  const TALK = `skill: skill
input: hello
user:
  persona: a terse customer
evals:
  - type: boolean
    criterion: mentions staging
    expected: false
`;
  const NO = `judge:\n  model:\n    provider: scripted\n    replies: ['{"value": false, "reason": "no"}']\n`;
  type Rep = {
    runs: {
      turns: number;
      transcript: { messages: { role: string; content: string }[] };
      mock_calls: unknown[] | null;
    }[];
  };
  const runJson = async (dir: string, args: string[] = []) => {
    const r = await cli(
      ['skilltest', 'run', 'a.yaml', '--format', 'json', '--no-results', ...args],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    const rep = JSON.parse(r.stdout) as Rep;
    expect(validateReport(rep)).toBe(true);
    return rep.runs[0] as Rep['runs'][number];
  };

  it('goes 8 turns by default; a [DONE] from the simulated user is just its next message', async () => {
    const dir = project({ 'a.yaml': TALK }, AGENT + NO + SIM);
    const run = await runJson(dir);
    expect(run.turns).toBe(8);
    const users = run.transcript.messages.filter((m) => m.role === 'user').map((m) => m.content);
    expect(users).toEqual(['hello', ...Array<string>(7).fill('[DONE]')]);
  });

  it('--max-turns, else the config key max_turns, caps user: cases without their own', async () => {
    const dir = project({ 'a.yaml': TALK }, `${AGENT + NO + SIM}max_turns: 2\n`);
    expect((await runJson(dir)).turns).toBe(2);
    expect((await runJson(dir, ['--max-turns', '3'])).turns).toBe(3);
    writeFileSync(
      path.join(dir, 'a.yaml'),
      TALK.replace('a terse customer', 'a terse customer\n  max_turns: 1'),
    );
    expect((await runJson(dir, ['--max-turns', '3'])).turns).toBe(1);
  });

  it('--spy turns the channel on; --mocks puts shared declarations before the case’s own', async () => {
    const dir = project({ 'a.yaml': PLAIN }, AGENT + NO);
    expect((await runJson(dir)).mock_calls).toBeNull();
    expect((await runJson(dir, ['--spy'])).mock_calls).toEqual([]);
    writeFileSync(path.join(dir, 'a.yaml'), PLAIN.replace('input: hello', 'input: please deploy'));
    writeFileSync(
      path.join(dir, 'mocks.yaml'),
      '- name: shared\n  match: { tool: deploy }\n  stub: shared stub\n  deny: null\n',
    );
    const run = await runJson(dir, ['--mocks', 'mocks.yaml']);
    expect(run.mock_calls).toEqual([
      { tool: 'deploy', input: { env: 'prod' }, action: 'stub', rule: 0, mock: 'shared' },
    ]);
    writeFileSync(path.join(dir, 'bad.yaml'), '- match: {}\n');
    const bad = await cli(
      ['skilltest', 'run', 'a.yaml', '--mocks', 'bad.yaml', '--no-results'],
      dir,
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('bad.yaml');
  });
});

describe('agentci validate (skilltest validate)', () => {
  const validateValidation = ajv.compile(
    JSON.parse(readFileSync(path.join(FIXTURES, 'validation.schema.json'), 'utf8')) as object,
  );
  it('checks name, description and body; exit 1 on findings; json is a ValidationReport', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-st-validate-'));
    dirs.push(dir);
    const skill = (name: string, text: string) => {
      mkdirSync(path.join(dir, 'skills', name), { recursive: true });
      writeFileSync(path.join(dir, 'skills', name, 'SKILL.md'), text);
    };
    skill(
      'greeter',
      '---\nname: greeter\ndescription: Greets people by name, politely.\n---\nGreet.\n',
    );
    expect((await cli(['skilltest', 'validate', 'skills/greeter'], dir)).stdout).toBe(
      'OK    all skill definitions valid\n',
    );
    skill('other', '---\nname: wrong\ndescription: short\n---\n\n');
    skill('plain', '# no front matter\n');
    const human = await cli(['skilltest', 'validate', 'skills'], dir);
    expect(human.code).toBe(1);
    expect(human.stderr.split('\n')).toEqual([
      'INVALID  skills/other: frontmatter `name` (wrong) does not match the directory name (other)',
      'INVALID  skills/other: frontmatter `description` is too short to be useful (< 16 chars)',
      'INVALID  skills/other: SKILL.md has no instruction body after the frontmatter',
      'INVALID  skills/plain: SKILL.md has no YAML frontmatter (expected a leading `---` fenced block)',
      'FAIL  4 validation finding(s)',
      '',
    ]);
    const json = await cli(['skilltest', 'validate', 'skills', '--format', 'json'], dir);
    expect(json.code).toBe(1);
    const rep = JSON.parse(json.stdout) as { valid: boolean; findings: unknown[] };
    expect(validateValidation(rep)).toBe(true);
    expect(rep.valid).toBe(false);
    expect(rep.findings).toHaveLength(4);
    expect((await cli(['skilltest', 'validate', 'nowhere'], dir)).code).toBe(2);
  });
});
