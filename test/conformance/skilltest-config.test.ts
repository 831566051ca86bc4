import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeModelServer, openaiText } from '../fakes/fake-model-server.js';
import {
  FAKE_PROVIDER,
  cli,
  project,
  removeProject,
  requests,
  type StReport,
} from './skilltest-helpers.js';

/*
 * skilltest's project config, skilltest.yaml (skilltest-core config.rs Config), read as cli.rs
 * cmd_run reads it: `--config FILE` (a global flag, before or after `run`) else ./skilltest.yaml
 * (Config::load_or_default); `provider: {kind: command, command}` is the provider's argv,
 * `platforms` × `models` the matrix, `judge_model` the model of every judge and user request,
 * `max_turns` the turn cap of `user:` cases, `judge: {kind: api}` a judge model API of its own
 * (SplitProvider); the command line's flags override it (Config::apply_overrides).
 */

const [NODE, SCRIPT] = FAKE_PROVIDER.split(' ') as [string, string];

const CONFIG = `provider:
  kind: command
  command: [${JSON.stringify(NODE)}, ${JSON.stringify(SCRIPT)}]
platforms: [pa, pb]
models: [m1]
judge_model: jm
max_turns: 2
`;

const CASES = {
  'cases/chat.yaml': `name: chat
skill: ../skills/greeter
input: Hi
user:
  persona: "say: tell me more"
evals:
  - type: boolean
    criterion: "the reply names \`Dr. Smith\`"
`,
  'cases/once.yaml': `name: once
skill: ../skills/greeter
input: Greet Dr. Smith
evals:
  - type: boolean
    criterion: "the reply says \`confirmed\`"
`,
};

interface Req {
  op: string;
  platform?: string;
  model?: string;
  messages?: { role: string }[];
}

let dir = '';
beforeAll(() => {
  dir = project({ 'skilltest.yaml': CONFIG, ...CASES });
});
afterAll(() => removeProject(dir));

let n = 0;
/** A fresh request log for one run. */
function logFile(): string {
  return path.join(dir, `requests-${++n}.jsonl`);
}

describe('./skilltest.yaml (config.rs Config::load_or_default)', () => {
  it('the issue’s minimal case: 4 runs, the user: case for 2 turns, jm with every judge and user request', async () => {
    const log = logFile();
    const r = await cli(['skilltest', 'run', 'cases', '--format', 'json', '--no-results'], dir, {
      FAKE_PROVIDER_LOG: log,
    });
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as StReport;
    expect(report.runs.map((x) => `${x.case} ${x.platform} ${x.model} ${x.turns}`)).toEqual([
      'chat pa m1 2',
      'chat pb m1 2',
      'once pa m1 1',
      'once pb m1 1',
    ]);
    const reqs = requests(log) as unknown as Req[];
    const respond = reqs.filter((q) => q.op === 'respond');
    // 2 turns × 2 platforms for chat, 1 × 2 for once.
    expect(respond).toHaveLength(6);
    expect(new Set(respond.map((q) => `${q.platform}/${q.model}`))).toEqual(
      new Set(['pa/m1', 'pb/m1']),
    );
    const judged = reqs.filter((q) => q.op === 'judge' || q.op === 'user');
    // One user turn per chat run (between its 2 turns), one judge call per eval.
    expect(judged.map((q) => q.op).sort()).toEqual([
      'judge',
      'judge',
      'judge',
      'judge',
      'user',
      'user',
    ]);
    for (const q of judged) expect(q.model).toBe('jm');
  });

  it('the command line overrides the file: -p, -m, --judge-model, --max-turns', async () => {
    const log = logFile();
    const r = await cli(
      [
        'skilltest',
        'run',
        'cases/chat.yaml',
        '-p',
        'pc',
        '-m',
        'm2',
        '--judge-model',
        'j2',
        '--max-turns',
        '3',
      ],
      dir,
      { FAKE_PROVIDER_LOG: log },
    );
    expect(r.code, r.stderr).toBe(0);
    const reqs = requests(log) as unknown as Req[];
    const respond = reqs.filter((q) => q.op === 'respond');
    expect(respond.map((q) => `${q.platform}/${q.model}`)).toEqual(['pc/m2', 'pc/m2', 'pc/m2']);
    for (const q of reqs.filter((x) => x.op !== 'respond')) expect(q.model).toBe('j2');
  });

  it('an --agent on the command line runs instead of the file’s provider', async () => {
    const log = logFile();
    const agent = path.join(dir, 'agent.mjs');
    writeFileSync(agent, "process.stdout.write('Hello, Dr. Smith! confirmed.');\n");
    const r = await cli(
      [
        'skilltest',
        'run',
        'cases/once.yaml',
        '--agent',
        `${JSON.stringify(NODE)} ${JSON.stringify(agent)}`,
      ],
      dir,
      { FAKE_PROVIDER_LOG: log },
    );
    // No judge model in agentci.yaml: the eval cannot be judged, but no provider ran.
    expect(requests(log)).toEqual([]);
    expect(r.stderr).toContain(
      'agentci: warning: skilltest.yaml: its provider is not used: --agent runs the cases',
    );
  });

  it('agentci run does not read skilltest.yaml, and says which command does', async () => {
    const log = logFile();
    const agent = path.join(dir, 'agent-run.mjs');
    writeFileSync(agent, "process.stdout.write('Hello there');\n");
    writeFileSync(
      path.join(dir, 'run.jsonl'),
      '{"id":"R1","input":"hi","assert":{"type":"contains","value":"Hello"}}\n',
    );
    const r = await cli(
      ['run', 'run.jsonl', '--agent', `${JSON.stringify(NODE)} ${JSON.stringify(agent)}`],
      dir,
      { FAKE_PROVIDER_LOG: log },
    );
    expect(r.code, r.stderr).toBe(0);
    // Its provider ran nothing: agentci's own front door reads agentci.yaml only.
    expect(requests(log)).toEqual([]);
    expect(r.stderr).toContain(
      "agentci: warning: ./skilltest.yaml is skilltest's project config: agentci run does not read it",
    );
    expect(r.stderr).toContain('`agentci skilltest run` does');
  });

  it('agentci run --config skilltest.yaml is refused with the command that reads it', async () => {
    const log = logFile();
    const r = await cli(['run', 'run.jsonl', '--config', 'skilltest.yaml'], dir, {
      FAKE_PROVIDER_LOG: log,
    });
    expect(r.code).toBe(2);
    expect(requests(log)).toEqual([]);
    expect(r.stderr).toContain(
      "--config: skilltest.yaml is skilltest's project config, which `agentci skilltest --config skilltest.yaml run` reads; agentci run's --config is an agentci.yaml",
    );
    // Not also the note that it goes unread: one message, the one that says what to do.
    expect(r.stderr).not.toContain('agentci run does not read it');
  });

  it('Yao’s command line (agentci yao) does not read skilltest.yaml', async () => {
    const log = logFile();
    const agent = path.join(dir, 'agent-yao.mjs');
    writeFileSync(agent, "process.stdout.write('Hello there');\n");
    writeFileSync(
      path.join(dir, 'yao.jsonl'),
      '{"id":"T1","input":"hi","assert":{"type":"contains","value":"Hello"}}\n',
    );
    const r = await cli(
      [
        'yao',
        '-i',
        'yao.jsonl',
        '--agent',
        `${JSON.stringify(NODE)} ${JSON.stringify(agent)}`,
        '--no-results',
      ],
      dir,
      { FAKE_PROVIDER_LOG: log },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(requests(log)).toEqual([]);
    // Not even a note about its provider: the file is no part of Yao's command line.
    expect(r.stderr).not.toContain('skilltest.yaml');
  });
});

describe('--config FILE (a global flag of skilltest, valid before or after run)', () => {
  const other = `provider: {kind: command, command: [${JSON.stringify(NODE)}, ${JSON.stringify(SCRIPT)}]}
platforms: [px]
judge_model: jx
`;
  beforeAll(() => writeFileSync(path.join(dir, 'other.yaml'), other));

  for (const where of ['before', 'after'] as const)
    it(`--config ${where} run replaces ./skilltest.yaml (Config::load, no merge)`, async () => {
      const log = logFile();
      const args =
        where === 'before'
          ? ['skilltest', '--config', 'other.yaml', 'run', 'cases/once.yaml']
          : ['skilltest', 'run', 'cases/once.yaml', '--config', 'other.yaml'];
      const r = await cli([...args, '--format', 'json', '--no-results'], dir, {
        FAKE_PROVIDER_LOG: log,
      });
      expect(r.code, r.stderr).toBe(0);
      const report = JSON.parse(r.stdout) as StReport;
      // models: the default (the file sets none); ./skilltest.yaml's m1 is not read.
      expect(report.runs.map((x) => `${x.platform}/${x.model}`)).toEqual(['px/claude-opus-4-8']);
      const reqs = requests(log) as unknown as Req[];
      expect(reqs.filter((q) => q.op === 'judge').map((q) => q.model)).toEqual(['jx']);
    });

  it('a file that is agentci.yaml stays agentci.yaml', async () => {
    writeFileSync(path.join(dir, 'ci.yaml'), 'runs: 2\n');
    const log = logFile();
    const r = await cli(
      [
        'skilltest',
        'run',
        'cases/once.yaml',
        '--config',
        'ci.yaml',
        '--format',
        'json',
        '--no-results',
      ],
      dir,
      { FAKE_PROVIDER_LOG: log },
    );
    expect(r.code, r.stderr).toBe(0);
    // runs: 2 from ci.yaml, the provider and matrix from ./skilltest.yaml.
    const report = JSON.parse(r.stdout) as StReport;
    expect(report.runs.map((x) => x.platform)).toEqual(['pa', 'pa', 'pb', 'pb']);
  });
});

describe('skilltest.yaml as config.rs validates it', () => {
  let bad = '';
  afterEach(() => bad && removeProject(bad));

  it('unknown fields, wrong types and Config::validate are exit 2 with file:line', async () => {
    bad = project({
      'skilltest.yaml': 'provider: {kind: command, command: []}\nplatfroms: [a]\nmax_turns: 0\n',
      ...CASES,
    });
    const r = await cli(['skilltest', 'run', 'cases'], bad);
    expect(r.code).toBe(2);
    // serde stops at the unknown field: Config::validate's checks come after a clean parse.
    expect(r.stderr).toContain(
      "skilltest.yaml:2: platfroms: unknown field 'platfroms' (did you mean 'platforms'?)",
    );
    expect(r.stderr).not.toContain('max_turns');
    writeFileSync(
      path.join(bad, 'skilltest.yaml'),
      'provider: {kind: command, command: []}\nmax_turns: 0\n',
    );
    const invalid = await cli(['skilltest', 'run', 'cases'], bad);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('skilltest.yaml:1: provider.command: must name a command');
    expect(invalid.stderr).toContain('skilltest.yaml:2: max_turns: must be at least 1');
  });

  it("the scaffold's oneharness config: max_turns applies, the oneharness matrix is said to be unused", async () => {
    bad = project({
      'skilltest.yaml':
        'provider:\n  kind: oneharness\n  bin: oneharness\n  judge_harness: claude-code\nplatforms:\n  - claude-code\nmodels:\n  - sonnet\njudge_model: haiku\nmax_turns: 1\n',
      'agentci.yaml':
        'agent:\n  harness:\n    model: {provider: scripted, replies: ["Hello, Dr. Smith"]}\njudge:\n  model: {provider: scripted, replies: [\'{"value": true, "reason": "ok"}\']}\n',
      ...CASES,
    });
    const r = await cli(
      ['skilltest', 'run', 'cases/chat.yaml', '--format', 'json', '--no-results'],
      bad,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      'skilltest.yaml: platforms, models, judge_model pick oneharness harnesses and models, which agentci does not run',
    );
    const report = JSON.parse(r.stdout) as StReport;
    expect(report.runs.map((x) => x.turns)).toEqual([1]);
  });
});

describe('judge: {kind: api} (SplitProvider: the provider runs the skill, the model API judges and plays the user)', () => {
  let server: FakeModelServer;
  let split = '';
  beforeAll(async () => {
    server = await new FakeModelServer().start();
    split = project({
      'skilltest.yaml': `${CONFIG}judge:
  kind: api
  vendor: openai
  api_key_env: FAKE_JUDGE_KEY
  base_url: ${server.url}/v1/chat/completions
  timeout_secs: 30
`,
      ...CASES,
    });
  });
  afterAll(async () => {
    await server.stop();
    removeProject(split);
  });

  it('sends every judge and user request to the API on 127.0.0.1 with jm; respond goes to the provider', async () => {
    server.script(openaiText('{"value": true, "reason": "fine"}'));
    const log = path.join(split, 'requests.jsonl');
    const r = await cli(['skilltest', 'run', 'cases', '--format', 'json', '--no-results'], split, {
      FAKE_PROVIDER_LOG: log,
      FAKE_JUDGE_KEY: 'sk-test-judge',
    });
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as StReport;
    expect(report.runs.map((x) => `${x.case} ${x.platform} ${x.turns}`)).toEqual([
      'chat pa 2',
      'chat pb 2',
      'once pa 1',
      'once pb 1',
    ]);
    // The provider only ran the skill.
    expect(new Set((requests(log) as unknown as Req[]).map((q) => q.op))).toEqual(
      new Set(['respond']),
    );
    // 2 user turns + 4 evals, each one call to the API, with the judge model and the key.
    expect(server.requests).toHaveLength(6);
    for (const q of server.requests) {
      expect(q.url).toBe('/v1/chat/completions');
      expect(q.headers.authorization).toBe('Bearer sk-test-judge');
      const body = q.body as {
        model: string;
        max_tokens: number;
        messages: { role: string; content: string }[];
      };
      expect(body.model).toBe('jm');
      expect(body.max_tokens).toBe(1024);
      // provider.rs JUDGE_SYSTEM, then build_judge_prompt or build_user_prompt.
      expect(body.messages[0]).toEqual({
        role: 'system',
        content: "Follow the user's instructions exactly and respond with only what they ask for.",
      });
    }
    const prompts = server.requests.map(
      (q) => (q.body as { messages: { content: string }[] }).messages[1]?.content ?? '',
    );
    expect(prompts.filter((p) => p.startsWith('You are role-playing the USER'))).toHaveLength(2);
    expect(prompts.filter((p) => p.startsWith('You are a strict, careful evaluator'))).toHaveLength(
      4,
    );
  });

  it('a base_url that is not the whole endpoint is exit 2 naming the field', async () => {
    const wrong = project({
      'skilltest.yaml': `${CONFIG}judge: {kind: api, vendor: openai, base_url: "${server.url}/v1"}\n`,
      ...CASES,
    });
    try {
      const r = await cli(['skilltest', 'run', 'cases'], wrong);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        'skilltest.yaml:8: judge.base_url: must be the whole openai endpoint, ending in /chat/completions',
      );
    } finally {
      removeProject(wrong);
    }
  });
});
