import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { runSuites } from '../../src/runner/run.js';
import { renderFlakyTable } from '../../src/cli/flaky-command.js';
import { agentShare, flakiness } from '../../src/report/flaky.js';
import { FakeModelServer, openaiText, type FakeReply } from '../fakes/fake-model-server.js';
import { reportOf } from './verdict-fixtures.js';
import { FORMATS } from '../../src/formats/index.js';

/*
 * Whose doing a flaky case's failures are, from real runs: a judge model on 127.0.0.1 that answers
 * at random on identical transcripts (judge), a simulated user that says something else in its
 * first message of some runs (simulated user), an agent that skips a tool in some runs (agent),
 * and an agent that hangs in some runs (environment).
 */

let server: FakeModelServer;
beforeAll(async () => {
  server = await new FakeModelServer().start();
});
afterAll(() => server.stop());

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-flake-src-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const jsonl = (cases: unknown[]) => cases.map((c) => JSON.stringify(c)).join('\n') + '\n';

function run(dir: string, runs: number, env: Record<string, string> = {}): Promise<Report> {
  return runSuites(
    {
      inputs: [path.join(dir, 'cases.jsonl')],
      cwd: dir,
      configPath: path.join(dir, 'agentci.yaml'),
      runs,
      parallel: 1,
      timeoutMs: 20_000,
    },
    { formats: FORMATS, env: { PATH: process.env.PATH, JUDGE_KEY: 'judge-key-123', ...env } },
  );
}

const judgeModel = () =>
  `{provider: openai, model: judge, base_url: "${server.url}/v1", api_key_env: JUDGE_KEY, max_retries: 0}`;
const verdict = (passed: boolean): FakeReply =>
  openaiText(JSON.stringify({ passed, reason: passed ? 'names Paris' : 'does not name Paris' }));

describe('the source of a flaky case', () => {
  it('a judge answering at random on identical transcripts: judge, with the re-judged evidence', async () => {
    // The agent answers the same every run; the judge's answers follow a fixed random draw.
    const draws = [1, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0];
    server.script(...draws.map((d) => verdict(d === 1)));
    const dir = workspace({
      'agent.mjs': "process.stdout.write('The capital of France is Paris.');\n",
      'agentci.yaml': `agent: {command: [node, agent.mjs]}\njudge: {model: ${judgeModel()}}\n`,
      'cases.jsonl': jsonl([
        {
          id: 'capital',
          input: 'Capital of France?',
          assert: { type: 'agent', use: 'agents:judge', value: 'The answer names Paris' },
        },
      ]),
    });
    const report = await run(dir, 4);
    const c = report.results[0]!;
    expect(c.flaky).toBe(true);
    const failing = c.run_details.filter((a) => a.status === 'failed');
    // Every failed run was judged twice more on its own transcript, no agent call.
    for (const a of failing) expect(a.rejudged?.verdicts).toHaveLength(2);
    expect(server.requests.length).toBe(4 + 2 * failing.length);
    // Metered like every judge call: each failed run's eval usage holds its three judgings.
    for (const a of failing)
      expect(a.eval_usage).toMatchObject({ input_tokens: 30, output_tokens: 9 });
    const src = c.flaky_why!.source!;
    expect(src.label).toBe('judge');
    expect(src.shares).toEqual({ judge: 1 });
    expect(src.runs.map((r) => r.run)).toEqual(failing.map((a) => a.run));
    for (const r of src.runs)
      expect(r.evidence).toMatch(
        /^(the same transcript was judged pass in [12] of 3|the same answer and steps as run \d, which was judged pass)$/,
      );
    expect(src.summary).toMatch(/^judge \(runs? [\d, ]+\): /);
  });

  it('`judge.rejudge: 0` judges each transcript once; identical transcripts still show the judge', async () => {
    server.script(verdict(true), verdict(false), verdict(true), verdict(false));
    const dir = workspace({
      'agent.mjs': "process.stdout.write('The capital of France is Paris.');\n",
      'agentci.yaml': `agent: {command: [node, agent.mjs]}\njudge: {model: ${judgeModel()}, rejudge: 0}\n`,
      'cases.jsonl': jsonl([
        {
          id: 'capital',
          input: 'Capital of France?',
          assert: { type: 'agent', use: 'agents:judge', value: 'The answer names Paris' },
        },
      ]),
    });
    const report = await run(dir, 4);
    expect(server.requests.length).toBe(4);
    const c = report.results[0]!;
    expect(c.run_details.some((a) => a.rejudged)).toBe(false);
    expect(c.flaky_why!.source!.runs).toEqual([
      {
        run: 2,
        source: 'judge',
        evidence: 'the same answer and steps as run 1, which was judged pass',
      },
      {
        run: 4,
        source: 'judge',
        evidence: 'the same answer and steps as run 1, which was judged pass',
      },
    ]);
  });

  it('a scripted simulated user that varies its second message: simulated user', async () => {
    const say = (message: string, done = false): FakeReply =>
      openaiText(JSON.stringify({ message, goal_achieved: done }));
    // Per run: the user's next message, then "goal achieved". Run 2 asks for Lyon instead.
    server.script(
      say('Paris on Friday, please'),
      say('thanks', true),
      say('Lyon on Friday, please'),
      say('thanks', true),
      say('Paris on Friday, please'),
      say('thanks', true),
    );
    const agent = new URL('../fixtures/conversation/travel-agent.mjs', import.meta.url).pathname;
    const dir = workspace({
      'agentci.yaml': [
        `agent: {command: [node, ${JSON.stringify(agent)}]}`,
        `simulators:`,
        `  traveller: {model: ${judgeModel()}}`,
        '',
      ].join('\n'),
      'cases.jsonl': jsonl([
        {
          id: 'book',
          input: 'Hi, I need a flight',
          simulator: { use: 'traveller', options: { metadata: { goal: 'a flight' } } },
          max_turns: 4,
          assert: { type: 'contains', value: 'ABC123' },
        },
      ]),
    });
    const report = await run(dir, 3);
    const c = report.results[0]!;
    expect(c.run_details.map((a) => a.status)).toEqual(['passed', 'failed', 'passed']);
    const src = c.flaky_why!.source!;
    expect(src).toMatchObject({ label: 'simulated_user', shares: { simulated_user: 1 } });
    expect(src.runs).toEqual([
      {
        run: 2,
        source: 'simulated_user',
        evidence:
          "the simulated user's message 2 was `Lyon on Friday, please` where run 1's was `Paris on Friday, please`, before any agent step differed",
      },
    ]);
  });

  it('an agent that skips a tool in some runs: agent, at the first divergent tool call', async () => {
    const dir = workspace({
      // Even runs answer from memory, without looking anything up.
      'agent.mjs': `let raw = '';
for await (const c of process.stdin) raw += c;
const { run } = JSON.parse(raw);
const calls = run % 2 === 0 ? [] : [{ name: 'search', arguments: { q: 'capital of France' }, result: 'Paris' }];
process.stdout.write(JSON.stringify({ output: run % 2 === 0 ? 'Lyon' : 'Paris', tool_calls: calls }));
`,
      'agentci.yaml': 'agent: {command: [node, agent.mjs]}\n',
      'cases.jsonl': jsonl([
        {
          id: 'lookup',
          input: 'Capital of France?',
          assert: [
            { type: 'tool_called', value: 'search' },
            { type: 'contains', value: 'Paris' },
          ],
        },
      ]),
    });
    const report = await run(dir, 4);
    const src = report.results[0]!.flaky_why!.source!;
    expect(src.label).toBe('agent');
    expect(src.runs).toEqual([
      {
        run: 2,
        source: 'agent',
        evidence: '`search` was not called; passing runs called it first',
      },
      {
        run: 4,
        source: 'agent',
        evidence: '`search` was not called; passing runs called it first',
      },
    ]);
    expect(src.summary).toBe(
      'agent (runs 2, 4): `search` was not called; passing runs called it first',
    );
  });

  it('an agent that hangs in one run and answers wrong in another: mixed, with the shares', async () => {
    const dir = workspace({
      'agent.mjs': `let raw = '';
for await (const c of process.stdin) raw += c;
const { run } = JSON.parse(raw);
if (run === 2) await new Promise((r) => setTimeout(r, 60_000));
process.stdout.write(run === 3 ? 'Lyon' : 'Paris');
`,
      'agentci.yaml': 'agent: {command: [node, agent.mjs]}\ntimeout: 1s\n',
      'cases.jsonl': jsonl([
        {
          id: 'capital',
          input: 'Capital of France?',
          assert: { type: 'contains', value: 'Paris' },
        },
      ]),
    });
    const report = await runSuites(
      {
        inputs: [path.join(dir, 'cases.jsonl')],
        cwd: dir,
        configPath: path.join(dir, 'agentci.yaml'),
        runs: 4,
        parallel: 1,
      },
      { formats: FORMATS, env: { PATH: process.env.PATH } },
    );
    const src = report.results[0]!.flaky_why!.source!;
    expect(src.label).toBe('mixed');
    expect(src.shares).toEqual({ agent: 0.5, environment: 0.5 });
    expect(src.runs.map((r) => [r.run, r.source, r.evidence])).toEqual([
      [2, 'environment', 'timed out'],
      [3, 'agent', '`contains "Paris"` failed; passing runs passed it'],
    ]);
    expect(src.summary).toBe('mixed: agent 50 % (run 3), environment 50 % (run 2)');
  });
});

describe('`agentci flaky` over history', () => {
  // Three reports: `noisy` flips every time but only through judge noise; `real` flips less, by
  // the agent's own failures; `env` times out now and then.
  const reports = [
    reportOf([
      { id: 'noisy', runs: 'PJPP' },
      { id: 'real', runs: 'PPPP' },
      { id: 'env', runs: 'PTPP' },
    ]),
    reportOf([
      { id: 'noisy', runs: 'PPPP' },
      { id: 'real', runs: 'PFPF' },
      { id: 'env', runs: 'PPPP' },
    ]),
    reportOf([
      { id: 'noisy', runs: 'JJPP' },
      { id: 'real', runs: 'PFPP' },
      { id: 'env', runs: 'PPTP' },
    ]),
  ].map((r, i) => ({
    ...r,
    metadata: { ...r.metadata, started_at: `2025-06-0${i + 1}T00:00:00.000Z` },
  }));

  it("ranks the agent's own flakiness first, judge and environment noise after, with the sources summed over reports", () => {
    const rows = flakiness(reports);
    // Every report passed each case (threshold 0): the ranking is the sources' doing alone.
    expect(rows.map((r) => [r.id, r.history, r.mixed, r.source])).toEqual([
      ['real', 'PPP', 2, { label: 'agent', shares: { agent: 1 }, runs: 3 }],
      ['env', 'PPP', 2, { label: 'environment', shares: { environment: 1 }, runs: 2 }],
      ['noisy', 'PPP', 2, { label: 'judge', shares: { judge: 1 }, runs: 3 }],
    ]);
    expect(agentShare(rows[0]!)).toBe(1);
    expect(renderFlakyTable(rows, 3).split('\n').slice(2, 4)).toEqual([
      'flip rate\tflips\tmixed\thistory\tsource\tcase',
      '0%\t0\t2\tPPP\tagent\treal  (suite.jsonl)',
    ]);
  });

  it('--source keeps the cases whose failing runs were put down to that source', () => {
    expect(flakiness(reports, { source: 'judge' }).map((r) => r.id)).toEqual(['noisy']);
    expect(flakiness(reports, { source: 'simulated_user' })).toEqual([]);
  });
});
