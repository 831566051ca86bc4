import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import {
  parseSkilltestVerdict,
  SKILLTEST_JUDGE_SYSTEM,
  skilltestJudgePrompt,
} from '../../src/formats/skilltest/judge.js';
import { FakeModelServer, openaiText } from '../fakes/fake-model-server.js';

/*
 * skilltest's judge contract (skilltest-core provider.rs: JUDGE_SYSTEM, render_transcript,
 * build_judge_prompt, extract_json_object, parse_verdict), kept when a skilltest case is judged by
 * agentci's `judge:` model. The judge here is a fake OpenAI endpoint on 127.0.0.1.
 */

const MESSAGES = [
  { role: 'user' as const, content: 'please deploy' },
  {
    role: 'assistant' as const,
    content: 'Deployed to prod.',
    events: [{ kind: 'tool_call' as const, index: 0, name: 'deploy', input: {}, output: null }],
  },
];

describe('provider.rs build_judge_prompt', () => {
  it('boolean: criterion, then the transcript as Role: content lines (no tool events)', () => {
    expect(skilltestJudgePrompt({ kind: 'boolean', criterion: 'says it deployed' }, MESSAGES)).toBe(
      'You are a strict, careful evaluator of an AI assistant\'s behavior.\n\nCriterion: says it deployed\n\nTranscript:\nUser: please deploy\nAssistant: Deployed to prod.\n\nDecide whether the criterion is satisfied. Respond with ONLY a single-line JSON object and nothing else:\n{"value": true or false, "reason": "<one short sentence>"}',
    );
  });
  it('numeric: the scale as Rust prints f64 (1, 2.5), (0, 10) without one', () => {
    const p = skilltestJudgePrompt({ kind: 'numeric', criterion: 'clear', scale: [1, 2.5] }, []);
    expect(p).toContain(
      'Score how well the criterion is satisfied on a scale from 1 to 2.5 (inclusive). Respond with ONLY a single-line JSON object and nothing else:\n{"value": <number between 1 and 2.5>, "reason": "<one short sentence>"}',
    );
    expect(skilltestJudgePrompt({ kind: 'numeric', criterion: 'c' }, [])).toContain(
      'from 0 to 10 (inclusive)',
    );
  });
});

describe('provider.rs parse_verdict', () => {
  it('takes the first { to the last }, prose and fences around it', () => {
    expect(
      parseSkilltestVerdict('boolean', 'Sure:\n```json\n{"value": true, "reason": "ok"}\n```'),
    ).toEqual({
      value: true,
      reason: 'ok',
    });
    expect(parseSkilltestVerdict('numeric', '{"value": 7}')).toEqual({ value: 7, reason: '' });
    expect(parseSkilltestVerdict('boolean', '{"value": false, "reason": 3}').reason).toBe('');
  });
  it('refuses what skilltest refuses: no object, bad JSON, no value, wrong type', () => {
    expect(() => parseSkilltestVerdict('boolean', 'Yes')).toThrow(
      'judge did not return a JSON object; got: Yes',
    );
    expect(() => parseSkilltestVerdict('boolean', '{value: true}')).toThrow(
      'judge verdict was not valid JSON',
    );
    expect(() => parseSkilltestVerdict('boolean', '{"verdict": true}')).toThrow(
      'judge verdict has no `value` field',
    );
    expect(() => parseSkilltestVerdict('boolean', '{"value": "yes"}')).toThrow(
      'boolean judge `value` was not a bool: "yes"',
    );
    expect(() => parseSkilltestVerdict('numeric', '{"value": true}')).toThrow(
      'numeric judge `value` was not a number: true',
    );
  });
});

describe('a skilltest case judged by agentci.yaml judge: asks and reads as skilltest', () => {
  const server = new FakeModelServer();
  let dir = '';
  beforeAll(async () => {
    await server.start();
    dir = mkdtempSync(path.join(tmpdir(), 'agentci-st-judge-'));
    mkdirSync(path.join(dir, 'skill'));
    writeFileSync(path.join(dir, 'skill', 'SKILL.md'), '---\nname: deployer\n---\n# Deployer\n');
    writeFileSync(
      path.join(dir, 'a.yaml'),
      'skill: skill\ninput: please deploy\nevals:\n  - type: boolean\n    criterion: says it deployed\n  - type: numeric\n    criterion: clear\n    min: 0\n    max: 5\n    threshold: 3\n',
    );
    writeFileSync(
      path.join(dir, 'agentci.yaml'),
      `agent:\n  harness:\n    model:\n      provider: scripted\n      replies: ["Deployed to prod."]\njudge:\n  model:\n    provider: openai\n    model: judge-1\n    base_url: ${server.url}/v1\n    api_key_env: ST_JUDGE_KEY\n`,
    );
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const run = async () => {
    let stdout = '';
    let stderr = '';
    const code = await main(['skilltest', 'run', 'a.yaml', '--format', 'json', '--no-results'], {
      cwd: dir,
      env: { PATH: process.env.PATH, ST_JUDGE_KEY: 'k' },
      stdout: { write: (s: string) => void (stdout += s), isTTY: false },
      stderr: { write: (s: string) => void (stderr += s) },
    });
    return { code, stdout, stderr };
  };

  it("sends JUDGE_SYSTEM and build_judge_prompt; the reason is the judge's", async () => {
    server.script(
      openaiText('{"value": true, "reason": "it says so"}'),
      openaiText('{"value": 9, "reason": "very clear"}'),
    );
    const r = await run();
    expect(r.code, r.stderr).toBe(0);
    const sent = server.requests.map(
      (q) => (q.body as { messages: { role: string; content: string }[] }).messages,
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual([
      { role: 'system', content: SKILLTEST_JUDGE_SYSTEM },
      {
        role: 'user',
        content: skilltestJudgePrompt({ kind: 'boolean', criterion: 'says it deployed' }, [
          { role: 'user', content: 'please deploy' },
          { role: 'assistant', content: 'Deployed to prod.' },
        ]),
      },
    ]);
    expect(sent[1]?.[1]?.content).toContain('on a scale from 0 to 5 (inclusive)');
    const rep = JSON.parse(r.stdout) as {
      runs: { evals: { reason: string; detail: { value: unknown } }[] }[];
    };
    expect(rep.runs[0]?.evals.map((e) => [e.reason, e.detail.value])).toEqual([
      ['it says so', true],
      // eval.rs clamps the score into [min, max].
      ['very clear', 5],
    ]);
  });

  it('a reply parse_verdict refuses is a judge failure: exit 3, no corrective retry', async () => {
    server.script(openaiText('Yes'));
    const r = await run();
    expect(r.code).toBe(3);
    // One request per eval (two evals), none repeated with a corrective message.
    expect(server.requests).toHaveLength(2);
    const err = JSON.parse(r.stdout) as { code: string; message: string; context: string };
    expect(err).toMatchObject({ code: 'provider', context: 'judge' });
    expect(err.message).toContain('judge did not return a JSON object; got: Yes');
  });
});

describe('skilltest judge asked k times (--judge-runs, an agentci extra)', () => {
  it('takes the majority and the median, and reports the agreement; k = 1 is the one call', async () => {
    const { judgeEvals } = await import('../../src/judges/evals.js');
    const c = {
      id: 'k',
      suite: 's.yaml',
      source: { file: 's.yaml', line: 1 },
      format: 'skilltest-yaml' as const,
      payload: { skill: 'skills/x' },
      input: 'hi',
      assert: [],
      evals: [
        { type: 'boolean' as const, criterion: 'polite', expected: true },
        {
          type: 'numeric' as const,
          criterion: 'clear',
          min: 0,
          max: 10,
          threshold: 7,
          comparator: 'gte' as const,
        },
      ],
      mocks: [],
      spy: false,
      skip: false,
      tags: [],
    };
    const answers = { boolean: [true, false, true], numeric: [9, 4, 8] };
    let calls = 0;
    const provider = (q: { kind: 'boolean' | 'numeric' }) => {
      const list = answers[q.kind];
      const value = list[calls++ % 3] as boolean | number;
      return Promise.resolve({ value, reason: `said ${String(value)}` });
    };
    const checks = await judgeEvals(c as never, { messages: [] } as never, 'ok', {
      provider,
      providerRuns: 3,
    });
    expect(checks.map((k) => [k.passed, k.actual, k.judge?.runs, k.judge?.agreement])).toEqual([
      [true, true, 3, 0.667],
      [true, 8, 3, 0.667],
    ]);
    calls = 0;
    const once = await judgeEvals(c as never, { messages: [] } as never, 'ok', { provider });
    expect(once.map((k) => [k.passed, k.message, k.judge])).toEqual([
      [true, 'said true', undefined],
      [false, 'said 4', undefined],
    ]);
  });
});
