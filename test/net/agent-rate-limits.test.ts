import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AgentConfig } from '../../src/model/config.js';
import { runSuites } from '../../src/runner/run.js';
import { FORMATS } from '../../src/formats/index.js';

/*
 * Command and module agents make their own model calls, so agentci cannot see their 429s: the
 * agent says it was rate limited (a `rate_limited` reply, exit code 75, or a thrown SDK error with
 * status 429), and the attempt waits and is tried again instead of failing.
 */

function suite(cases: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-agent-rl-'));
  writeFileSync(
    path.join(dir, 'cases.jsonl'),
    cases
      .map((id) => JSON.stringify({ id, input: id, assert: { type: 'contains', value: 'ok' } }))
      .join('\n') + '\n',
  );
  return dir;
}

function run(
  dir: string,
  agent: AgentConfig,
  o: { runs?: number; parallel?: number; timeoutMs?: number } = {},
) {
  return runSuites(
    {
      inputs: [path.join(dir, 'cases.jsonl')],
      cwd: dir,
      agent,
      runs: o.runs ?? 1,
      parallel: o.parallel ?? 1,
      timeoutMs: o.timeoutMs ?? 20_000,
    },
    { formats: FORMATS, env: {} },
  );
}

/** A command agent that counts its calls in a file and is rate limited on the first `limited`. */
function countingCommand(dir: string, limited: number, limitedReply: string): AgentConfig {
  const script = path.join(dir, 'agent.cjs');
  writeFileSync(
    script,
    `const fs = require('fs');
const f = ${JSON.stringify(path.join(dir, 'calls'))};
const n = (fs.existsSync(f) ? Number(fs.readFileSync(f, 'utf8')) : 0) + 1;
fs.writeFileSync(f, String(n));
if (n <= ${limited}) { ${limitedReply} } else process.stdout.write('ok');
`,
  );
  return { command: [process.execPath, script], mode: 'process', output: 'auto' };
}
const callsOf = (dir: string) => Number(readFileSync(path.join(dir, 'calls'), 'utf8'));

describe('an agent that reports its own rate limit', () => {
  it('a command agent printing {"rate_limited": {…}} is waited out and asked again: the case passes', async () => {
    const dir = suite(['a']);
    const agent = countingCommand(
      dir,
      2,
      `process.stdout.write(JSON.stringify({ rate_limited: { retry_after: 0.05, endpoint: 'openai gpt-4o' } }));`,
    );
    const report = await run(dir, agent);
    expect(callsOf(dir)).toBe(3);
    const a = report.results[0]!.run_details[0]!;
    expect(a).toMatchObject({ status: 'passed', output: 'ok' });
    expect(a.cause).toBeUndefined();
    // The time spent waiting on the limit is recorded, and not counted as the agent's work.
    expect(a.limit_wait_ms).toBeGreaterThan(0);
    expect(report.rate_limits).toEqual([
      expect.objectContaining({ endpoint: 'openai gpt-4o', rate_limited: 2 }),
    ]);
  });

  it('a command agent exiting with code 75 (EX_TEMPFAIL) is a rate limit of the agent itself', async () => {
    const dir = suite(['a']);
    const agent = countingCommand(dir, 1, `process.exit(75);`);
    const report = await run(dir, agent);
    expect(callsOf(dir)).toBe(2);
    expect(report.results[0]!.run_details[0]).toMatchObject({ status: 'passed' });
    expect(report.rate_limits).toHaveLength(1);
    expect(report.rate_limits![0]!.endpoint).toMatch(/^agent .*agent\.cjs/);
    expect(report.rate_limits![0]!.rate_limited).toBe(1);
  });

  it('other exit codes stay failures of the agent, not rate limits', async () => {
    const dir = suite(['a']);
    const agent = countingCommand(dir, 1, `process.exit(3);`);
    const report = await run(dir, agent);
    expect(callsOf(dir)).toBe(1);
    const a = report.results[0]!.run_details[0]!;
    expect(a).toMatchObject({ status: 'error' });
    expect(a.cause).toBeUndefined();
    expect(a.error).toMatch(/exited with code 3/);
    expect(report.rate_limits ?? []).toEqual([]);
  });

  it('a malformed rate_limited field is an error naming it', async () => {
    const dir = suite(['a']);
    const agent = countingCommand(
      dir,
      1,
      `process.stdout.write(JSON.stringify({ rate_limited: { retry_after: 'soon' } }));`,
    );
    const report = await run(dir, agent);
    const a = report.results[0]!.run_details[0]!;
    expect(a.status).toBe('error');
    expect(a.error).toMatch(/rate_limited must be true or \{retry_after/);
  });

  it('a module agent that lets an SDK RateLimitError (status 429, retry-after header) through is retried', async () => {
    const dir = suite(['a']);
    const mod = path.join(dir, 'agent.mjs');
    writeFileSync(
      mod,
      `let n = 0;
export function run() {
  n++;
  if (n === 1) {
    const e = new Error('429 Rate limit reached for gpt-4o');
    e.name = 'RateLimitError';
    e.status = 429;
    e.headers = { 'retry-after': '0' };
    throw e;
  }
  return { output: 'ok', usage: { input_tokens: 3, output_tokens: 1 }, calls: n };
}
`,
    );
    const report = await run(dir, { module: mod, export: 'run' });
    expect(report.results[0]!.run_details[0]).toMatchObject({ status: 'passed', output: 'ok' });
    expect(report.rate_limits![0]).toMatchObject({ rate_limited: 1 });
    // A thrown error without a rate-limit status is the agent's failure, as before.
    const dir2 = suite(['b']);
    const mod2 = path.join(dir2, 'agent.mjs');
    writeFileSync(
      mod2,
      `export function run() { const e = new Error('bad request'); e.status = 400; throw e; }\n`,
    );
    const r2 = await run(dir2, { module: mod2, export: 'run' });
    expect(r2.results[0]!.run_details[0]).toMatchObject({ status: 'error' });
    expect(r2.results[0]!.run_details[0]!.error).toMatch(/run\(\) threw: bad request/);
  });

  it('still rate limited at the deadline: an error with the cause rate_limited, never a plain failure', async () => {
    const dir = suite(['a']);
    const mod = path.join(dir, 'agent.mjs');
    writeFileSync(
      mod,
      `export let calls = 0;
export function run() { calls++; return { rate_limited: { retry_after: 0.02, endpoint: 'anthropic claude' } }; }
`,
    );
    const report = await run(dir, { module: mod, export: 'run' }, { timeoutMs: 600 });
    const a = report.results[0]!.run_details[0]!;
    expect(a).toMatchObject({
      status: 'error',
      cause: 'rate_limited',
      rate_limited_by: 'anthropic claude',
    });
    expect(a.error).toMatch(/^rate limited by anthropic claude: /);
    const { calls } = (await import(mod)) as { calls: number };
    // Retried to the deadline, not a fixed number of times.
    expect(calls).toBeGreaterThan(3);
    expect(report.results[0]).toMatchObject({ errors: 1, pass_rate: 0 });
    expect(report.warnings.some((w) => w.includes('rate limited by anthropic claude'))).toBe(true);
  });

  it('one report pauses every attempt of that agent: no later call starts until the pause is over', async () => {
    const dir = suite(['a', 'b', 'c', 'd']);
    const mod = path.join(dir, 'agent.mjs');
    // The first call is told "rate limited, retry after 300 ms"; the agent's own gate opens exactly
    // then. The second call, already running beside it, takes a while; every call after it starts
    // once the runner knew of the limit, and must wait for the gate.
    writeFileSync(
      mod,
      `export const state = { calls: 0, whileClosed: 0, open: true };
export async function run() {
  const n = ++state.calls;
  if (n > 2 && !state.open) state.whileClosed++;
  if (n === 1) {
    state.open = false;
    setTimeout(() => (state.open = true), 300);
    return { rate_limited: { retry_after: 0.3 } };
  }
  if (n === 2) await new Promise((r) => setTimeout(r, 50));
  return 'ok';
}
`,
    );
    const report = await run(dir, { module: mod, export: 'run' }, { runs: 3, parallel: 2 });
    const { state } = (await import(mod)) as {
      state: { calls: number; whileClosed: number };
    };
    expect(state.whileClosed).toBe(0);
    expect(state.calls).toBe(13);
    expect(
      report.results.flatMap((r) => r.run_details.filter((a) => a.status !== 'passed')),
    ).toEqual([]);
    expect(report.results.map((r) => r.pass_rate)).toEqual([100, 100, 100, 100]);
    expect(report.rate_limits![0]).toMatchObject({ rate_limited: 1, min_concurrency: 1 });
  });
});
