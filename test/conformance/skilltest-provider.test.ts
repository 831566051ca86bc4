import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_PROVIDER,
  GREETER,
  cli,
  project,
  removeProject,
  requests,
  type StReport,
} from './skilltest-helpers.js';

/*
 * `agentci run --provider CMD` against skilltest's external provider protocol: skilltest-core
 * provider.rs / provider/command.rs CommandProvider (wire types Request, RespondPayload,
 * UserPayload, JudgePayload), runner.rs converse and score, docs/protocol.md §2 (1902b42c), exit
 * codes of exit.rs. The provider is test/fixtures/skilltest/fake-provider.mjs, which follows
 * skilltest's reference provider (crates/skilltest-cli/src/bin/fake_provider.rs), run as a real
 * process per operation; FAKE_PROVIDER_LOG records every request it received.
 */

const DEPLOYER = `---
name: deployer
---
Deploy.
fake-reply: Done.
fake-tool: bash git push origin
fake-tool: bash rm -rf /tmp/x
fake-tool: bash ls
`;

const CASES = {
  'cases/greet.yaml': `name: greet
skill: ../skills/greeter
input: "Greet Dr. Smith."
evals:
  - type: boolean
    name: names
    criterion: "greets \`Dr. Smith\`"
  - type: boolean
    name: no-goodbye
    criterion: "says \`Goodbye\`"
    expected: false
  - type: numeric
    name: coverage
    criterion: "mentions \`Dr. Smith\` and \`appointment\` and \`tomorrow\`"
    min: 0
    max: 9
    threshold: 6
`,
  'cases/talk.yaml': `name: talk
skill: ../skills/greeter
input: "I'd like to confirm."
user:
  persona: |
    A terse patient.
    say: Yes, go ahead.
  done_when: "the conversation reached turns>=3"
  max_turns: 3
evals:
  - type: boolean
    criterion: "turns>=3"
`,
  'cases/deploy.yaml': `name: deploy
skill: ../skills/deployer
input: deploy please
mocks:
  - name: push
    match: { contains: "git push" }
    stub: up-to-date
  - name: rm
    match: { tool: bash, input: { command: { contains: "rm -rf" } } }
    deny: blocked
  - name: every-bash
    match: { tool: BASH }
evals:
  - type: called
    mock: push
    times: 1
  - type: called
    mock: every-bash
    times: 3
  - type: called
    mock: rm
`,
};

let dir = '';
let log = '';
let run: { code: number; stdout: string; stderr: string };
let report: StReport;

beforeAll(async () => {
  dir = project(CASES, { greeter: GREETER, deployer: DEPLOYER });
  log = path.join(dir, 'requests.jsonl');
  run = await cli(
    ['skilltest', 'run', 'cases', '--provider', FAKE_PROVIDER, '--format', 'json', '--no-results'],
    dir,
    { FAKE_PROVIDER_LOG: log },
  );
  report = JSON.parse(run.stdout) as StReport;
}, 120_000);
afterAll(() => removeProject(dir));

const byCase = (name: string) => report.runs.find((r) => r.case === name);
const ops = (op: string, name?: string) =>
  requests(log).filter(
    (r) =>
      r.op === op &&
      (name === undefined ||
        JSON.stringify(r.messages).includes(name) ||
        (r.skill as { name?: string } | undefined)?.name === name),
  );

describe('skilltest --provider: the respond operation (command.rs Request::Respond)', () => {
  it('sends op, platform, model, skill {name, path, instructions} and messages, no session', () => {
    expect(run.code).toBe(0);
    const first = ops('respond').find((r) => JSON.stringify(r.messages).includes('Greet Dr.'));
    expect(first).toBeDefined();
    expect(Object.keys(first as object)).toEqual(['op', 'platform', 'model', 'skill', 'messages']);
    expect(first).toMatchObject({
      op: 'respond',
      // config.rs Config::default: platforms [claude-code], models [claude-opus-4-8].
      platform: 'claude-code',
      model: 'claude-opus-4-8',
      skill: {
        name: 'greeter',
        path: path.join(dir, 'skills', 'greeter'),
        // skill.rs load_skill: the body after the front matter, trimmed.
        instructions: GREETER.split('---\n')[2]?.trim(),
      },
      // conversation.rs Transcript::from_input: the case input is the first user message.
      messages: [{ role: 'user', content: 'Greet Dr. Smith.' }],
    });
  });

  it('makes the reply the assistant turn, with its tool events (runner.rs with_events)', () => {
    const deploy = byCase('deploy');
    const assistant = deploy?.transcript.messages[1];
    expect(assistant?.role).toBe('assistant');
    expect(assistant?.content).toBe('Done. up-to-date denied: blocked');
    expect(assistant?.events).toEqual([
      expect.objectContaining({ kind: 'tool_call', name: 'bash', index: 0 }),
      expect.objectContaining({ kind: 'tool_call', name: 'bash', index: 1 }),
      { kind: 'tool_call', name: 'bash', input: { command: 'ls' }, index: 2 },
    ]);
  });
});

describe('skilltest --provider: judging (runner.rs score, eval.rs outcome)', () => {
  it('asks the provider once per eval with kind, criterion, scale and the conversation', () => {
    const judged = ops('judge').filter((r) => JSON.stringify(r.messages).includes('Greet Dr.'));
    expect(judged.map((r) => r.criterion)).toEqual([
      'greets `Dr. Smith`',
      'says `Goodbye`',
      'mentions `Dr. Smith` and `appointment` and `tomorrow`',
    ]);
    expect(Object.keys(judged[2] as object)).toEqual([
      'op',
      'model',
      'kind',
      'criterion',
      'min',
      'max',
      'messages',
    ]);
    expect(judged[2]).toMatchObject({
      kind: 'numeric',
      min: 0,
      max: 9,
      // config.rs effective_judge_model: no judge_model → the first model.
      model: 'claude-opus-4-8',
      messages: [
        { role: 'user', content: 'Greet Dr. Smith.' },
        { role: 'assistant', content: 'Hello, Dr. Smith! Your appointment is confirmed.' },
      ],
    });
    expect(judged[0]).not.toHaveProperty('min');
  });

  it('passes a boolean when the value equals expected, a score by its comparator; the reason is the judge’s', () => {
    const greet = byCase('greet');
    expect(greet?.passed).toBe(true);
    expect(greet?.evals.map((e) => [e.label, e.passed, e.detail])).toEqual([
      ['names', true, { kind: 'boolean', value: true, expected: true }],
      ['no-goodbye', true, { kind: 'boolean', value: false, expected: false }],
      // 2 of 3 substrings → 6 on [0, 9], >= 6.
      ['coverage', true, { kind: 'numeric', value: 6, threshold: 6, comparator: 'gte' }],
    ]);
    expect(greet?.evals[0]?.reason).toBe('1/1 required substrings present, turns_ok=true');
  });
});

describe('skilltest --provider: the simulated user (runner.rs converse, Request::User)', () => {
  it('sends op, model, persona and the conversation; its message is the next user turn', () => {
    const users = ops('user').filter((r) => JSON.stringify(r.messages).includes('confirm.'));
    expect(users.length).toBe(2);
    expect(Object.keys(users[0] as object)).toEqual(['op', 'model', 'persona', 'messages']);
    expect(users[0]).toMatchObject({
      model: 'claude-opus-4-8',
      persona: 'A terse patient.\nsay: Yes, go ahead.\n',
    });
    const talk = byCase('talk');
    expect(talk?.transcript.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', "I'd like to confirm."],
      ['assistant', 'Hello, Dr. Smith! Your appointment is confirmed.'],
      ['user', 'Yes, go ahead.'],
      ['assistant', 'Hello, Dr. Smith! Your appointment is confirmed.'],
      ['user', 'Yes, go ahead.'],
      ['assistant', 'Hello, Dr. Smith! Your appointment is confirmed.'],
    ]);
    expect(talk?.turns).toBe(3);
  });

  it('judges done_when after every turn but the last allowed one (the cap is checked first)', () => {
    const doneWhen = ops('judge').filter(
      (r) => r.criterion === 'the conversation reached turns>=3',
    );
    // After turns 1 and 2; the cap (3) ends the loop before a third done_when call.
    expect(doneWhen.map((r) => (r.messages as unknown[]).length)).toEqual([2, 4]);
  });
});

describe('skilltest --provider: mocks and spies (protocol.md §2 mocks, mock.rs MockSet)', () => {
  it('sends the compiled oneharness ruleset with respond; spies compile to no rule', () => {
    const r = ops('respond', 'deployer')[0];
    expect(r?.mocks).toEqual({
      rules: {
        rules: [
          {
            match: { event_contains: 'git push' },
            action: { stub: { output: 'up-to-date', exit_code: 0 } },
          },
          {
            match: { tool: 'bash', input: { command: { contains: 'rm -rf' } } },
            action: { deny: { message: 'blocked' } },
          },
        ],
      },
    });
  });

  it('scores called evals on the provider’s records; each record names its mock by rule', () => {
    const deploy = byCase('deploy');
    expect(deploy?.mock_calls).toEqual([
      {
        tool: 'bash',
        input: { command: 'git push origin' },
        action: 'stub',
        rule: 0,
        mock: 'push',
      },
      { tool: 'bash', input: { command: 'rm -rf /tmp/x' }, action: 'deny', rule: 1, mock: 'rm' },
      { tool: 'bash', input: { command: 'ls' }, action: 'allow', rule: null, mock: null },
    ]);
    expect(deploy?.evals.map((e) => [e.label, e.passed, e.detail.count])).toEqual([
      ['called: push', true, 1],
      ['called: every-bash', true, 3],
      ['called: rm', true, 1],
    ]);
  });

  it('sends no mocks block and reports null mock_calls when the case has neither mocks nor spy', () => {
    expect(ops('respond', 'greeter').every((r) => !('mocks' in r))).toBe(true);
    expect(byCase('greet')?.mock_calls).toBeNull();
  });
});

describe('skilltest --provider: what ends a conversation early (runner.rs converse)', () => {
  it('a skill reply with done: true ends it; a user reply with stop: true is kept, then ends it', async () => {
    const d = project(
      {
        'done.yaml': `name: done
skill: skills/quick
input: hi
user: { persona: "say: more", max_turns: 5 }
evals: [{ type: boolean, criterion: "\`Hi\`" }]
`,
        'stop.yaml': `name: stop
skill: skills/greeter
input: hi
user: { persona: "say: bye\\nstop: yes", max_turns: 5 }
evals: [{ type: boolean, criterion: "\`Dr. Smith\`" }]
`,
      },
      { greeter: GREETER, quick: '# Quick\nfake-reply: Hi\nfake-done\n' },
    );
    try {
      const r = await cli(
        [
          'skilltest',
          'run',
          'done.yaml',
          'stop.yaml',
          '--provider',
          FAKE_PROVIDER,
          '--format',
          'json',
          '--no-results',
        ],
        d,
      );
      expect(r.code).toBe(0);
      const rep = JSON.parse(r.stdout) as StReport;
      const roles = (n: string) =>
        rep.runs.find((x) => x.case === n)?.transcript.messages.map((m) => m.role);
      expect(roles('done')).toEqual(['user', 'assistant']);
      expect(roles('stop')).toEqual(['user', 'assistant', 'user']);
    } finally {
      removeProject(d);
    }
  }, 60_000);
});

describe('skilltest --provider: provider failures are exit 3 (exit.rs ProviderError, command.rs call)', () => {
  const cases = [
    [
      'a non-zero exit',
      { FAKE_PROVIDER_FAIL: 'respond' },
      'respond',
      'protocol',
      'provider exited with exit status: 1: fake-provider: out of quota',
    ],
    [
      'no output',
      { FAKE_PROVIDER_EMPTY: 'judge' },
      'judge',
      'protocol',
      'provider produced no output (expected one JSON response object)',
    ],
    [
      'a reply that is not JSON',
      { FAKE_PROVIDER_GARBAGE: 'judge' },
      'judge',
      'protocol',
      'provider response was not valid JSON for `judge`',
    ],
    [
      'a verdict of the wrong type',
      { FAKE_PROVIDER_WRONG_TYPE: 'judge' },
      'judge',
      'protocol',
      'expected a boolean verdict value, got a number',
    ],
  ] as const;
  for (const [what, env, op, kind, text] of cases)
    it(`${what}: the error object names the op and its kind`, async () => {
      const d = project({ 'c.yaml': CASES['cases/greet.yaml'].replace('../skills', 'skills') });
      try {
        const r = await cli(
          [
            'skilltest',
            'run',
            'c.yaml',
            '--provider',
            FAKE_PROVIDER,
            '--format',
            'json',
            '--no-results',
          ],
          d,
          env,
        );
        expect(r.code).toBe(3);
        const err = JSON.parse(r.stdout) as Record<string, string>;
        expect(err).toMatchObject({ code: 'provider', kind, context: op });
        expect(err.message).toContain(`provider error (${op}): ${text}`);
      } finally {
        removeProject(d);
      }
    }, 60_000);

  it('a command that cannot start is a spawn failure', async () => {
    const d = project({ 'c.yaml': CASES['cases/greet.yaml'].replace('../skills', 'skills') });
    try {
      const r = await cli(
        [
          'skilltest',
          'run',
          'c.yaml',
          '--provider',
          'no-such-provider-xyz --flag',
          '--format',
          'json',
          '--no-results',
        ],
        d,
      );
      expect(r.code).toBe(3);
      expect(JSON.parse(r.stdout)).toMatchObject({
        code: 'provider',
        kind: 'spawn',
        context: 'respond',
      });
      expect(r.stderr).toContain('could not run provider `no-such-provider-xyz`');
    } finally {
      removeProject(d);
    }
  }, 60_000);

  it('a reply without mock_calls to a request with a mocks block is a provider error', async () => {
    const d = project(
      { 'c.yaml': CASES['cases/deploy.yaml'].replace('../skills', 'skills') },
      { deployer: DEPLOYER },
    );
    try {
      const r = await cli(
        [
          'skilltest',
          'run',
          'c.yaml',
          '--provider',
          FAKE_PROVIDER,
          '--format',
          'json',
          '--no-results',
        ],
        d,
        { FAKE_PROVIDER_NO_MOCK_CALLS: 'respond' },
      );
      expect(r.code).toBe(3);
      expect(JSON.parse(r.stdout)).toMatchObject({ kind: 'protocol', context: 'respond' });
    } finally {
      removeProject(d);
    }
  }, 60_000);
});

describe('skilltest --provider: usage (runner.rs run_case_on totals, report.rs Summary)', () => {
  it('a run’s usage adds up its skill, simulated-user and judge calls; absent when none reports any', async () => {
    const d = project({ 't.yaml': CASES['cases/talk.yaml'].replace('../skills', 'skills') });
    try {
      const args = [
        'skilltest',
        'run',
        't.yaml',
        '--provider',
        FAKE_PROVIDER,
        '--format',
        'json',
        '--no-results',
      ];
      const withUsage = JSON.parse(
        (await cli(args, d, { FAKE_PROVIDER_USAGE: '1' })).stdout,
      ) as StReport;
      // 3 respond + 2 done_when + 2 user + 1 eval judge calls, 10 in / 2 out tokens each.
      expect(withUsage.runs[0]?.usage).toEqual({ input_tokens: 80, output_tokens: 16 });
      const without = JSON.parse((await cli(args, d)).stdout) as StReport;
      expect(without.runs[0]).not.toHaveProperty('usage');
    } finally {
      removeProject(d);
    }
  }, 60_000);
});

describe('skilltest --provider: usage', () => {
  it('only skilltest cases run through a provider; another format is exit 2', async () => {
    const d = project({
      'y.jsonl': '{"id": "a", "input": "hi", "assert": {"type": "contains", "value": "x"}}\n',
    });
    try {
      const r = await cli(
        ['skilltest', 'run', 'y.jsonl', '--provider', FAKE_PROVIDER, '--no-results'],
        d,
      );
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        'a skilltest provider (--provider, or provider: in skilltest.yaml) runs skilltest cases only',
      );
    } finally {
      removeProject(d);
    }
  }, 60_000);
});
