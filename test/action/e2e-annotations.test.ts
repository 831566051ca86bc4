import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORK_TOKEN,
  prEvent,
  startE2E,
  TOKEN,
  workflowRun,
  workflowRunEvent,
  type ActionRun,
  type E2E,
} from './e2e-harness.js';

// Annotations of a big failing suite through the bundled action under Node 24, against the fake
// GitHub REST server: capped (one request by default, the last annotation counting the rest),
// plain text without bidi overrides or control characters (in the check run and in the
// workflow-command fallback), and a plain 429 with Retry-After waited out, so nothing is lost.
const CASES = 300;
/** Reads "passed" in a plain-text view that obeys the override. */
const SPOOFED_ID = 'verdict: \u202Edessap\u202C';
const CONTROLS = 'bell\x07 nul\0 bs\x08 esc\x1B[2J nel\x85 cr\r! ::error::pwned';
// eslint-disable-next-line no-control-regex -- looking for control characters
const UNSAFE = /[\0-\x08\x0B-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]/;

let e: E2E;

beforeAll(async () => {
  e = await startE2E();
  const suite = Array.from({ length: CASES }, (_, i) => ({
    // Worst first, then by id: the spoofed one sorts first.
    id: i === 0 ? SPOOFED_ID : `w-${String(i).padStart(3, '0')}`,
    input: String(i),
    assert: { type: 'contains', value: 'ok' },
  }));
  await writeFile(path.join(e.work, 'big.jsonl'), suite.map((c) => JSON.stringify(c)).join('\n'));
  // Every case fails, with hostile output.
  await writeFile(
    path.join(e.work, 'big-agent.mjs'),
    `export function run(input) {
  const i = Number(typeof input === 'string' ? input : JSON.stringify(input).replace(/\\D/g, ''));
  return ${JSON.stringify(CONTROLS)} + ' case ' + i;
}
`,
  );
}, 120_000);

afterAll(async () => {
  await e?.close();
});

const inputs = (over: Record<string, string> = {}) => ({
  suites: 'big.jsonl',
  agent: 'module: ./big-agent.mjs',
  runs: '2',
  parallel: '1',
  baseline: 'none',
  'check-name': 'agentci',
  ...over,
});

/** The workflow commands the step printed (`::error file=…::…`), as the runner reads them. */
const commands = (r: ActionRun) =>
  r.stdout.split('\n').filter((l) => /^::(error|warning|notice) [^:]*file=/.test(l));

describe('annotations of a big failing suite', { timeout: 300_000 }, () => {
  it('sends 50 by default in one request, the last counting the rest, all as plain text', async () => {
    const sha = '7'.repeat(40);
    e.gh.runs.push(workflowRun({ id: 70, head_sha: sha }));
    const r = await e.run({
      runId: 70,
      event: 'pull_request',
      payload: prEvent(70, { headSha: sha }),
      inputs: inputs(),
    });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ total: String(CASES), failed: String(CASES) });
    const [c, ...more] = e.gh.checkRuns.filter((x) => x.head_sha === sha);
    expect(more).toEqual([]);
    expect(c.calls).toEqual([{ method: 'POST', annotations: 50 }]);
    expect(c.annotations.map((a) => a.annotation_level)).toEqual(Array(50).fill('failure'));
    const last = c.annotations[49];
    expect(last.title).toBe('and 251 more cases: see the job summary or the report');
    expect(last.message).toBe(
      `251 more cases to look at (251 failures) are not annotated, to keep this check within 50 annotations (the max-annotations input). Every case is in the job summary and the full report (${r.outputs['artifact-url']}).`,
    );
    expect(r.stdout).toContain('agentci: check run "agentci" (failure, 50 annotations)');

    // The spoofed id reads as what it is; no control character reaches the API.
    const spoofed = c.annotations.find((a) => a.start_line === 1);
    expect(spoofed?.title).toBe('verdict: [U+202E]dessap[U+202C]: failed (0 of 2 runs passed)');
    // A lone CR is a line break, as in the other plain-text renderings.
    expect(spoofed?.message).toContain('actual: bell nul bs esc nel cr\n! ::error::pwned case 0');
    for (const a of c.annotations) expect(`${a.title ?? ''}\n${a.message}`).not.toMatch(UNSAFE);
    expect(c.output.title).not.toMatch(UNSAFE);
  });

  it('prints the same capped, plain annotations as workflow commands on a fork PR', async () => {
    const sha = '8'.repeat(40);
    e.gh.runs.push(workflowRun({ id: 71, head_sha: sha, head_repository: 'fork/agent' }));
    const r = await e.run({
      runId: 71,
      event: 'pull_request',
      payload: prEvent(71, { headSha: sha, headRepo: 'fork/agent' }),
      token: FORK_TOKEN,
      inputs: inputs({ 'max-annotations': '20' }),
    });
    expect(r.code).toBe(1);
    expect(e.gh.checkRuns.filter((x) => x.head_sha === sha)).toEqual([]);
    // GitHub shows 10 per level per step: the 10 worst failures are printed.
    const printed = commands(r);
    expect(printed).toHaveLength(10);
    expect(printed[0]).toMatch(
      /^::error title=verdict%3A \[U\+202E\]dessap\[U\+202C\]%3A failed \(0 of 2 runs passed\),file=big\.jsonl,line=1,endLine=1::/,
    );
    for (const l of printed) expect(l).not.toMatch(UNSAFE);
    expect(r.stdout).toMatch(
      /^::warning::agentci: could not create the check run "agentci" \(403: .*; the 20 annotations are printed as workflow commands instead \(10 shown/m,
    );
  });

  it('creates the same capped check from the triggering run’s artifact (workflow_run)', async () => {
    const sha = '8'.repeat(40);
    const job = await e.run({
      runId: 72,
      event: 'workflow_run',
      payload: workflowRunEvent(71, sha),
      workflow: 'agentci comment',
      inputs: { mode: 'comment-from-artifact', 'check-name': 'agentci', 'max-annotations': '30' },
      token: TOKEN,
    });
    expect(job.code).toBe(0);
    const [c] = e.gh.checkRuns.filter((x) => x.head_sha === sha);
    expect(c.calls).toEqual([{ method: 'POST', annotations: 30 }]);
    expect(c.annotations[29].title).toBe('and 271 more cases: see the job summary or the report');
    for (const a of c.annotations) expect(`${a.title ?? ''}\n${a.message}`).not.toMatch(UNSAFE);
  });

  it('waits out a plain 429 with Retry-After on the comment and the check run: nothing lost', async () => {
    const sha = '9'.repeat(40);
    e.gh.runs.push(workflowRun({ id: 73, head_sha: sha }));
    // GitHub's plain "Too Many Requests", which does not say "secondary rate limit".
    const limited = { 'retry-after': '1' };
    e.gh.fail('POST', /\/issues\/73\/comments$/, 429, 1, 'Too Many Requests', limited);
    e.gh.fail('POST', /\/check-runs$/, 429, 1, 'Too Many Requests', limited);
    e.gh.fail('PATCH', /\/check-runs\/\d+$/, 429, 1, 'Too Many Requests', limited);
    const r = await e.run({
      runId: 73,
      event: 'pull_request',
      payload: prEvent(73, { headSha: sha }),
      inputs: inputs({ 'max-annotations': '120' }),
    });
    expect(r.code).toBe(1);
    expect(r.stdout).not.toMatch(/^::warning::agentci: (could not|check run)/m);
    expect(e.gh.comments.filter((x) => x.issue === 'acme/agent#73')).toHaveLength(1);
    const [c] = e.gh.checkRuns.filter((x) => x.head_sha === sha);
    expect(c.calls).toEqual([
      { method: 'POST', annotations: 50 },
      { method: 'PATCH', annotations: 50 },
      { method: 'PATCH', annotations: 20 },
    ]);
    expect(c.annotations).toHaveLength(120);
    expect(new Set(c.annotations.map((a) => a.start_line)).size).toBe(120);
    expect(r.stdout).toContain('agentci: check run "agentci" (failure, 120 annotations)');
    const waits = r.stdout.split('\n').filter((l) => /rate limit on .*: waiting 1 s/.test(l));
    expect(waits).toHaveLength(3);
  });
});
