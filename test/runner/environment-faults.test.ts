import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AgentConfig } from '../../src/model/config.js';
import { evidenceOf } from '../../src/report/evidence.js';
import { runSuites } from '../../src/runner/run.js';
import { HostedModel } from '../fakes/hosted-model.js';
import { FORMATS } from '../../src/formats/index.js';

/*
 * Environment faults in an agent agentci does not wrap: a Python command agent that raises the
 * provider SDKs' errors uncaught (test/fixtures/agents/sdk_fault_agent.py builds them as
 * openai/openai-python src/openai/_base_client.py and anthropics/anthropic-sdk-python
 * src/anthropic/_client.py do). A failed try that matches waits on the agent's limiter and is
 * asked again, never graded; the agent's own failures stay failures.
 */

const AGENT = fileURLToPath(new URL('../fixtures/agents/sdk_fault_agent.py', import.meta.url));
const SDK_AGENT = fileURLToPath(new URL('../fixtures/agents/openai_py_agent.py', import.meta.url));

function suite(ids: string[], assert: unknown = { type: 'equals', value: 'ok' }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-env-faults-'));
  writeFileSync(
    path.join(dir, 'cases.jsonl'),
    ids.map((id) => JSON.stringify({ id, input: id, assert })).join('\n') + '\n',
  );
  return dir;
}

function agent(dir: string, fault: string, calls: number[], mod: number): AgentConfig {
  return {
    command: ['python3', AGENT],
    mode: 'process',
    output: 'auto',
    env: {
      STATE_DIR: dir,
      FAULT: fault,
      FAULT_CALLS: calls.join(','),
      FAULT_MOD: String(mod),
    },
  };
}

const callsOf = (dir: string) => Number(readFileSync(path.join(dir, 'calls'), 'utf8'));

function run(
  dir: string,
  a: AgentConfig,
  o: { runs?: number; parallel?: number; timeoutMs?: number; configPath?: string } = {},
) {
  return runSuites(
    {
      inputs: [path.join(dir, 'cases.jsonl')],
      cwd: dir,
      agent: a,
      runs: o.runs ?? 1,
      parallel: o.parallel ?? 2,
      timeoutMs: o.timeoutMs ?? 30_000,
      ...(o.configPath ? { configPath: o.configPath } : {}),
    },
    { formats: FORMATS, env: { PATH: process.env.PATH } },
  );
}

describe('environment faults in a command agent', () => {
  it("the OpenAI Python SDK's 429 on 30 % of calls: no attempt counted failed, all retried, counted in the report", async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `c${i}`);
    const dir = suite(ids);
    // Calls 1, 4, 7, 11, 14, 17, … crash: 3 in every 10.
    const report = await run(dir, agent(dir, 'openai-429', [1, 4, 7], 10), { runs: 2 });
    const attempts = report.results.flatMap((r) => r.run_details);
    expect(attempts).toHaveLength(20);
    expect(attempts.filter((a) => a.status !== 'passed')).toEqual([]);
    expect(report.summary.attempts).toMatchObject({ passed: 20, failed: 0, error: 0 });
    const crashed = callsOf(dir) - 20;
    expect(crashed).toBeGreaterThanOrEqual(6);
    // Every crash was a try asked again: counted, per attempt and in the summary, never graded.
    const hit = attempts.filter((a) => a.environment_faults?.length);
    expect(hit.length).toBeGreaterThan(0);
    for (const a of hit)
      expect(a.environment_faults).toEqual([
        expect.objectContaining({
          kind: 'rate_limit',
          pattern: 'openai-rate-limit-exceeded',
          text: expect.stringMatching(/^openai\.RateLimitError: Error code: 429 - \{'error'/),
        }),
      ]);
    expect(report.summary.environment_faults).toEqual({
      attempts: hit.length,
      faults: crashed,
      lost: 0,
      by_kind: [{ kind: 'rate_limit', attempts: hit.length, faults: crashed, lost: 0 }],
    });
    // They waited on the agent's own limiter, which saw every one of them.
    expect(report.rate_limits).toEqual([
      expect.objectContaining({
        endpoint: expect.stringMatching(/^agent python3 /),
        rate_limited: crashed,
      }),
    ]);
    console.log(
      `${crashed} of ${callsOf(dir)} agent calls failed with the OpenAI 429 over ${hit.length} attempts: ${hit.length} attempts saved from being graded as failures, ${crashed} failed tries not graded`,
    );
  });

  it("an agent's own AssertionError is still a failure: not retried, no fault", async () => {
    const dir = suite(['a']);
    const report = await run(dir, agent(dir, 'assertion', [0], 1));
    const a = report.results[0]!.run_details[0]!;
    expect(callsOf(dir)).toBe(1);
    expect(a.status).toBe('error');
    expect(a.error).toMatch(/AssertionError: Lyon/);
    expect(a.environment_faults).toBeUndefined();
    expect(a.cause).toBeUndefined();
    expect(report.summary.environment_faults).toBeUndefined();
  });

  it('a wrong answer is still a failure', async () => {
    const dir = suite(['a']);
    const report = await run(dir, agent(dir, 'wrong', [0], 1));
    expect(callsOf(dir)).toBe(1);
    expect(report.results[0]!.run_details[0]).toMatchObject({ status: 'failed', output: 'wrong' });
    expect(report.summary.environment_faults).toBeUndefined();
  });

  it('an answer that is a provider error body with exit 0 is an environment fault', async () => {
    const dir = suite(['a']);
    const report = await run(dir, agent(dir, 'body-429', [1], 1000));
    expect(callsOf(dir)).toBe(2);
    const a = report.results[0]!.run_details[0]!;
    expect(a).toMatchObject({ status: 'passed', output: 'ok' });
    expect(a.environment_faults).toEqual([
      expect.objectContaining({
        kind: 'rate_limit',
        pattern: 'openai-rate-limit-exceeded',
        times: 1,
      }),
    ]);
  });

  it('an error body that passes its checks changes nothing: graded as it is, not asked again', async () => {
    const dir = suite(['a'], { type: 'contains', value: 'rate_limit_exceeded' });
    const report = await run(dir, agent(dir, 'body-429', [1], 1000));
    expect(callsOf(dir)).toBe(1);
    const a = report.results[0]!.run_details[0]!;
    expect(a.status).toBe('passed');
    expect(a.environment_faults).toBeUndefined();
  });

  it('still overloaded at the deadline: an error with the cause environment_fault, left out of the evidence', async () => {
    const dir = suite(['a']);
    const report = await run(dir, agent(dir, 'anthropic-529', [0], 1), { timeoutMs: 2500 });
    const r = report.results[0]!;
    const a = r.run_details[0]!;
    expect(a.status).toBe('error');
    expect(a.cause).toBe('environment_fault');
    expect(a.error).toMatch(
      /^the model provider kept failing \(overloaded, \d+ tr(y|ies): anthropic\.OverloadedError: Error code: 529/,
    );
    expect(callsOf(dir)).toBeGreaterThan(1);
    expect(a.environment_faults![0]).toMatchObject({
      kind: 'overloaded',
      pattern: 'anthropic-overloaded',
    });
    expect(report.summary.environment_faults).toMatchObject({ attempts: 1, lost: 1 });
    expect(evidenceOf(r).lost.environment_fault).toBe(1);
    expect(evidenceOf(r).runs).toBe(0);
  });

  it('environment_faults: in agentci.yaml removes a built-in pattern: that text is a failure again', async () => {
    const dir = suite(['a']);
    const config = path.join(dir, 'agentci.yaml');
    writeFileSync(
      config,
      'environment_faults:\n  remove: [openai-rate-limit-exceeded, openai-python-rate-limit]\n',
    );
    const report = await run(dir, agent(dir, 'openai-429', [1], 1000), { configPath: config });
    expect(callsOf(dir)).toBe(1);
    const a = report.results[0]!.run_details[0]!;
    expect(a.status).toBe('error');
    expect(a.environment_faults).toBeUndefined();
  });
});

describe('against a rate-limited fake provider', () => {
  it("every 429 the agent's SDK raised was asked again, none graded: the attempts saved, printed", async () => {
    // A token bucket of 4 requests a second (burst 2) answering 429 beyond it; the agent calls it
    // as the OpenAI Python SDK with max_retries=0 does and crashes with the SDK's error on a 429.
    const server = await new HostedModel({ latencyMs: 10, ratePerSec: 4, burst: 2 }).start();
    try {
      const dir = suite(
        Array.from({ length: 8 }, (_, i) => `c${i}`),
        { type: 'contains', value: 'ok' },
      );
      const report = await run(
        dir,
        {
          command: ['python3', SDK_AGENT],
          mode: 'process',
          output: 'text',
          env: { MODEL_URL: server.url },
        },
        { runs: 2, parallel: 4, timeoutMs: 60_000 },
      );
      const attempts = report.results.flatMap((r) => r.run_details);
      expect(attempts.filter((a) => a.status !== 'passed')).toEqual([]);
      // Every 429 the server sent crashed one try, and each of those tries was counted, not graded.
      const faults = report.summary.environment_faults;
      expect(server.limited).toBeGreaterThan(0);
      expect(faults?.faults).toBe(server.limited);
      expect(faults?.lost).toBe(0);
      expect(server.answered).toBe(16);
      const saved = attempts.filter((a) => a.environment_faults?.length).length;
      expect(faults?.attempts).toBe(saved);
      console.log(
        `rate-limited fake provider (4/s): ${saved} of 16 attempts saved from being graded as failures; ${server.limited} failed tries (the SDK's 429) asked again, none graded; 0 lost`,
      );
    } finally {
      await server.stop();
    }
  });
});
