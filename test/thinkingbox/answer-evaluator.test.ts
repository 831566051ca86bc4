import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { FakeModelServer, openaiText } from '../fakes/fake-model-server.js';
import { py, tree } from './fixtures.js';

/*
 * thinkingbox.fixtures.GeneratedAnswerEvaluator (thinkingbox/fixtures/answer_evaluator.py,
 * docs/generated_answer_evaluator.md) from agentci's stand-in: a fixture named in a scenario's
 * `fixtures:`, `judge` and `x` injected, its questions put to agentci's `judge:` model (a fake
 * OpenAI endpoint on 127.0.0.1 answering thinkingbox's Yes/No).
 */

interface Detail {
  status: string;
  reward: number;
  error?: string;
  checks: { actual?: { metadata?: Record<string, unknown> } }[];
}

const judge = new FakeModelServer();
beforeAll(async () => {
  await judge.start();
});
afterAll(async () => {
  await judge.stop();
});

function dataset(): string {
  return tree({
    'agentci.yaml': `
agent:
  harness:
    model: { provider: scripted, rules: [], default: "It costs $125, see bar.pdf page 3." }
judge:
  model: { provider: openai, model: judge-1, base_url: "${judge.url}/v1", api_key_env: TB_JUDGE_KEY }
runs: 1
timeout: 60s
`,
    'scenario/rag.yaml': `
world_state: {}
tools: []
fixtures:
  answer_evaluator:
    type: thinkingbox.fixtures.GeneratedAnswerEvaluator
    fail_on_mismatch: true
`,
    'test_case/rag.py': py`
      """!
      scenario: rag
      query: How much is the fee?
      """
      from thinkingbox.fixtures import GeneratedAnswerEvaluator

      def test_fee(x, judge, answer_evaluator: GeneratedAnswerEvaluator):
          """!
          {}
          """
          assert answer_evaluator.evaluate(reference="$125", ref_doc="bar.pdf", ref_loc="p3,p8+p9")
    `,
  });
}

async function run(root: string): Promise<{ code: number; detail: Detail; stderr: string }> {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-ae-')), 'r.json');
  const r = await runCli(['run', '.', '--no-results', '--report', out], {
    cwd: root,
    env: { TB_JUDGE_KEY: 'k' },
  });
  const report = JSON.parse(readFileSync(out, 'utf8')) as { results: { run_details: Detail[] }[] };
  return {
    code: r.code ?? -1,
    stderr: r.stderr,
    detail: report.results[0]?.run_details[0] as Detail,
  };
}

const sent = () =>
  judge.requests.map((q) => (q.body as { messages: { role: string; content: string }[] }).messages);

describe('thinkingbox.fixtures.GeneratedAnswerEvaluator', () => {
  it('asks the reference question, then rates citation and quality rubrics; all Yes passes', async () => {
    judge.script(openaiText('Yes'));
    const r = await run(dataset());
    expect(r.detail, r.stderr).toMatchObject({ status: 'passed', reward: 1 });
    const asked = sent();
    // candidate_answer_matches_reference first: thinkingbox's system prompt, the tagged answers.
    expect(asked[0]?.[0]?.content).toContain(
      'determine if the candidate answer communicates the full and complete semantics of the reference.',
    );
    expect(asked[0]?.[1]?.content).toBe(
      '<query>\nHow much is the fee?\n</query>\n<reference>\n$125\n</reference>\n<candidate>\nIt costs $125, see bar.pdf page 3.\n</candidate>\n',
    );
    // Then one rubric question each: document, location, clarity, concision.
    expect(asked).toHaveLength(5);
    const scores = r.detail.checks[0]?.actual?.metadata?.rubric_scores as { criterion: string }[];
    expect(scores.map((s) => s.criterion)).toEqual([
      "Does the response cite, mention, or reference the source document 'bar.pdf'?",
      'Does the response indicate that the information comes from page 3, or both page 8 and page 9 of the source document?',
      'Is the response written in clear, readable language that directly addresses the query without being confusing or hard to follow?',
      'Is the response concise \u2014 does it avoid unnecessary verbosity, filler phrases, or repetition while remaining complete?',
    ]);
    expect(r.detail.checks[0]?.actual?.metadata?.rubric_reward).toBe(1);
  }, 120_000);

  it('a No to the reference question fails the test with "Answer Mismatch", before any rubric', async () => {
    judge.script(openaiText('No'));
    const r = await run(dataset());
    expect(r.detail.status, r.stderr).toBe('failed');
    expect(r.detail.error).toContain(
      'Answer Mismatch:\nIt costs $125, see bar.pdf page 3.\ndoes not match reference:\n$125',
    );
    expect(sent()).toHaveLength(1);
  }, 120_000);
});
