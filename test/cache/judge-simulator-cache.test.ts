import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/harness/response-cache.js';
import { CaseSchema } from '../../src/model/case.js';
import { ConfigSchema } from '../../src/model/config.js';
import type { Report } from '../../src/model/report.js';
import { createModelServices } from '../../src/runner/model-services.js';
import { ChatServer, wireText, type ChatRequest, serveForFile } from '../fakes/chat-server.js';
import { filesUnder, readReport, writeTree } from './helpers.js';
import { runMain } from '../helpers/cli.js';

/*
 * --cache records and replays the judge and the simulated users, not only the harness agent: a
 * real OpenAI-compatible server on 127.0.0.1 plays both (it tells them apart by their system
 * prompts), a command agent (which has no model of its own) talks to them.
 */

const AGENT = fileURLToPath(new URL('../fixtures/conversation/travel-agent.mjs', import.meta.url));
const JUDGE_KEY = 'sk-judge-SECRET-0123456789abcdef';
const JUDGE_HEADER = 'hdr-judge-SECRET-fedcba9876543210';
const SIM_KEY = 'sk-sim-SECRET-00112233445566778899';

interface Seen {
  model: string;
  role: 'judge' | 'simulator' | 'other';
  auth: string | undefined;
  header: string | undefined;
}

/** A fake OpenAI chat/completions endpoint answering as a judge or as a simulated user. */
class JudgeAndUserServer extends ChatServer {
  readonly requests: Seen[] = [];
  /** Poisoned: every answer is wrong (a replay that reached the server would show). */
  poisoned = false;
  protected answer(body: ChatRequest): Record<string, unknown> | undefined {
    const system = wireText(body.messages[0]);
    const last = wireText(body.messages[body.messages.length - 1]);
    // agentci's judge prompt, or skilltest's (provider.rs JUDGE_SYSTEM) for the skilltest case.
    const skilltest = last.startsWith("You are a strict, careful evaluator of an AI assistant's");
    const role =
      system.includes('impartial evaluator') || skilltest
        ? 'judge'
        : system.includes('role-playing a user')
          ? 'simulator'
          : 'other';
    this.requests.push({
      model: body.model,
      role,
      auth: body.headers.authorization,
      header: body.headers['x-judge-token'] as string | undefined,
    });
    let answer: string;
    if (role === 'judge') {
      const verdict = this.poisoned
        ? false
        : last.includes('Has this condition been met')
          ? last.includes('ABC123')
          : true;
      if (skilltest) {
        // provider.rs build_judge_prompt: the done_when condition is the criterion.
        const v = this.poisoned
          ? false
          : last.includes('Criterion: the flight is booked')
            ? last.includes('ABC123')
            : true;
        answer = JSON.stringify({ value: v, reason: v ? 'it happened' : 'not yet' });
      } else
        answer = last.includes('"passed"')
          ? JSON.stringify({ passed: verdict, reason: verdict ? 'looks right' : 'poisoned' })
          : JSON.stringify({ verdict, reason: verdict ? 'it happened' : 'not yet' });
    } else if (role === 'simulator') {
      // Yao's simulator gets one user message, the SimulatorInput JSON, holding the conversation.
      answer = this.poisoned ? 'crash' : last.includes('Booked') ? '[DONE]' : 'Paris, please.';
    } else {
      return undefined;
    }
    return { role: 'assistant', content: answer };
  }
}

const server = new JudgeAndUserServer();
const tempDir = serveForFile(server);

function workdir(): string {
  const dir = tempDir('agentci-cache-judge-');
  const files: Record<string, string> = {
    'agentci.yaml': [
      'agent:',
      `  command: ${JSON.stringify(['node', AGENT])}`,
      'judge:',
      `  model: {provider: openai, model: judge-test, base_url: "${server.url}/v1", api_key_env: JUDGE_KEY, max_retries: 0, headers: {x-judge-token: "\${JUDGE_HDR}"}}`,
      'simulators:',
      '  traveller:',
      `    model: {provider: openai, model: sim-test, base_url: "${server.url}/v1", api_key_env: SIM_KEY, max_retries: 0}`,
      '',
    ].join('\n'),
    // Yao: an `agent` assertion (single turn), and a named simulator + a final `agent` assertion.
    'cases.jsonl': [
      // The secrets in the input reach the judge's prompt: the cache must mask them (addSecrets).
      {
        id: 'judged',
        input: `Thanks a lot! (pasted by mistake: ${JUDGE_KEY} ${JUDGE_HEADER} ${SIM_KEY})`,
        assert: { type: 'agent', use: 'agents:judge', value: 'The agent is polite' },
      },
      {
        id: 'talk',
        input: 'Hi, I need a flight',
        simulator: {
          use: 'traveller',
          options: { metadata: { persona: 'Ann', goal: 'a flight to Paris' } },
        },
        max_turns: 4,
        assert: { type: 'agent', use: 'agents:judge', value: 'The agent booked a flight' },
      },
    ]
      .map((c) => JSON.stringify(c))
      .join('\n'),
    // skilltest: the default simulator (the judge's model), done_when and a boolean eval.
    'sk/SKILL.md': '---\nname: travel\n---\nBook flights.\n',
    'booking.yaml': [
      'skill: sk',
      'input: "Hi, I need a flight"',
      'user:',
      '  persona: Ann, who wants to fly to Paris',
      '  done_when: the flight is booked',
      '  max_turns: 4',
      'evals:',
      '  - type: boolean',
      '    criterion: The agent booked the flight',
      '',
    ].join('\n'),
  };
  writeTree(dir, files);
  return dir;
}

/** `case run → status` and the check outcomes of every attempt, for comparing runs. */
function verdicts(r: Report): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of r.results)
    for (const a of c.run_details)
      out[`${c.id}#${a.run}`] =
        `${a.status} ${a.checks.map((k) => `${k.label}=${k.passed}`).join(', ')} ${a.transcript?.finish_reason ?? ''}`;
  return out;
}

const run = (dir: string, mode: string, out: string, env: Record<string, string | undefined>) =>
  runMain(
    [
      'run',
      'cases.jsonl',
      'booking.yaml',
      '--runs',
      '2',
      '--cache',
      'rec',
      '--cache-mode',
      mode,
      '--no-results',
      '--report',
      out,
    ],
    { cwd: dir, env },
  );

describe('response cache: judges and simulated users', () => {
  it('records judge and simulator calls per run without secrets, replays them offline, and a missing recording fails exactly its attempt', async () => {
    const dir = workdir();
    const keys = { JUDGE_KEY, JUDGE_HDR: JUDGE_HEADER, SIM_KEY };

    // ---- record ----
    const rec = await run(dir, 'record', 'rec.json', keys);
    expect(rec.stderr).toBe('');
    expect(rec.code).toBe(0);
    const recorded = readReport(path.join(dir, 'rec.json'));
    expect(recorded.results.map((c) => [c.id, c.passed, c.runs])).toEqual(
      expect.arrayContaining([
        ['judged', 2, 2],
        ['talk', 2, 2],
        [expect.stringContaining('booking'), 2, 2],
      ]),
    );
    // The server really served judge and simulator calls, with the keys and the header.
    const judgeCalls = server.requests.filter((r) => r.role === 'judge');
    const simCalls = server.requests.filter((r) => r.role === 'simulator');
    expect(judgeCalls.length).toBeGreaterThan(0);
    expect(simCalls.length).toBeGreaterThan(0);
    expect(server.requests.some((r) => r.role === 'other')).toBe(false);
    expect(judgeCalls.every((r) => r.auth === `Bearer ${JUDGE_KEY}`)).toBe(true);
    expect(judgeCalls.every((r) => r.header === JUDGE_HEADER)).toBe(true);
    // The named simulator uses its own model; the skilltest user (default) the judge's.
    // (talk: the user answers the greeting, then ends once booked; twice per run.)
    expect(simCalls.filter((r) => r.model === 'sim-test')).toHaveLength(4);
    expect(simCalls.some((r) => r.model === 'judge-test' && r.auth === `Bearer ${JUDGE_KEY}`)).toBe(
      true,
    );
    expect(simCalls.some((r) => r.model === 'sim-test' && r.auth === `Bearer ${SIM_KEY}`)).toBe(
      true,
    );

    const cacheDir = path.join(dir, 'rec');
    const files = filesUnder(cacheDir);
    // One file per call: exactly as many as the server answered.
    expect(files).toHaveLength(server.requests.length);
    for (const f of files)
      expect(f).toMatch(/\/run-[12]\/(judge|simulator)-[0-9a-f]{16}(-\d+)?\.json$/);
    // Every attempt has its own recordings: both runs of every case, judge and simulator apart.
    for (const runDir of ['cases.jsonl/judged/run-1/judge-', 'cases.jsonl/judged/run-2/judge-'])
      expect(files.filter((f) => f.startsWith(runDir))).toHaveLength(1);
    for (const n of [1, 2]) {
      expect(
        files.filter((f) => f.startsWith(`cases.jsonl/talk/run-${n}/simulator-`)),
      ).toHaveLength(2);
      expect(files.filter((f) => f.startsWith(`cases.jsonl/talk/run-${n}/judge-`))).toHaveLength(1);
      const sk = files.filter((f) => new RegExp(`booking[^/]*/[^/]+/run-${n}/`).test(f));
      // done_when after turn 1 and 2, the boolean eval; one simulator turn.
      expect(sk.filter((f) => f.includes('/judge-'))).toHaveLength(3);
      expect(sk.filter((f) => f.includes('/simulator-'))).toHaveLength(1);
    }
    for (const f of files) {
      const text = readFileSync(path.join(cacheDir, f), 'utf8');
      for (const secret of [JUDGE_KEY, JUDGE_HEADER, SIM_KEY]) expect(text).not.toContain(secret);
      expect(text.toLowerCase()).not.toContain('authorization');
      expect(text).not.toContain('x-judge-token');
      const entry = JSON.parse(text) as {
        role: string;
        run: number;
        request: { model: string; params: Record<string, unknown> };
      };
      expect(f).toContain(`/run-${entry.run}/${entry.role}-`);
      expect(['judge-test', 'sim-test']).toContain(entry.request.model);
    }
    const judgedFile = files.find((f) => f.startsWith('cases.jsonl/judged/run-1/')) as string;
    expect(readFileSync(path.join(cacheDir, judgedFile), 'utf8')).toContain(
      'pasted by mistake: ***',
    );

    // ---- replay: no keys, and a server that would answer everything wrongly ----
    server.requests.length = 0;
    server.poisoned = true;
    const noKeys = { JUDGE_KEY: undefined, JUDGE_HDR: undefined, SIM_KEY: undefined };
    const rep = await run(dir, 'replay', 'rep.json', noKeys);
    expect(rep.stderr).toBe('');
    expect(rep.code).toBe(0);
    expect(server.requests).toHaveLength(0);
    expect(verdicts(readReport(path.join(dir, 'rep.json')))).toEqual(verdicts(recorded));

    // Without --cache-mode replay, the missing keys still stop the run before it starts.
    const noCache = await runMain(['run', 'cases.jsonl', '--no-results'], {
      cwd: dir,
      env: noKeys,
    });
    expect(noCache.code).toBe(2);
    expect(noCache.stderr).toContain(
      'judge.model.api_key_env: the environment variable JUDGE_KEY is not set',
    );

    // ---- a deleted recording: the server is gone, exactly that attempt errors, naming the call ----
    await server.stop();
    const victim = files.find((f) => f.startsWith('cases.jsonl/judged/run-2/judge-')) as string;
    rmSync(path.join(cacheDir, victim));
    const miss = await run(dir, 'replay', 'miss.json', noKeys);
    expect(miss.code).toBe(1);
    const missed = verdicts(readReport(path.join(dir, 'miss.json')));
    const failing = Object.entries(missed).filter(([, v]) => !v.startsWith('passed'));
    expect(failing.map(([k]) => k)).toEqual(['judged#2']);
    const attempt = readReport(path.join(dir, 'miss.json'))
      .results.find((c) => c.id === 'judged')
      ?.run_details.find((a) => a.run === 2);
    expect(attempt?.status).toBe('error');
    const key = /judge-([0-9a-f]{16})\.json$/.exec(victim)?.[1] as string;
    expect(attempt?.error).toMatch(
      new RegExp(
        `no recording for case judged \\(cases\\.jsonl\\) run 2, judge call 1, key ${key}[0-9a-f]{48} \\(expected cases\\.jsonl/judged/run-2/judge-${key}\\.json\\)`,
      ),
    );

    // A deleted simulator recording fails its conversation the same way.
    const simVictim = files.find((f) =>
      f.startsWith('cases.jsonl/talk/run-1/simulator-'),
    ) as string;
    rmSync(path.join(cacheDir, simVictim));
    const simMiss = await run(dir, 'replay', 'sim-miss.json', noKeys);
    expect(simMiss.code).toBe(1);
    const talk = readReport(path.join(dir, 'sim-miss.json')).results.find((c) => c.id === 'talk');
    const talk1 = talk?.run_details.find((a) => a.run === 1);
    expect(talk1?.status).toBe('error');
    expect(talk1?.error).toMatch(
      /no recording for case talk \(cases\.jsonl\) run 1, simulator call 1/,
    );
    expect(talk?.run_details.find((a) => a.run === 2)?.status).toBe('passed');
    await server.start();
  }, 120_000);
});

describe('createModelServices with a response cache', () => {
  const config = ConfigSchema.parse({
    judge: { model: { provider: 'openai', model: 'j', api_key_env: 'NO_SUCH_KEY_VAR' } },
    simulators: {
      u: { model: { provider: 'anthropic', model: 's', api_key_env: 'NO_SUCH_SIM_KEY' } },
    },
  });
  const cases = [
    CaseSchema.parse({
      id: 'a',
      suite: 's.jsonl',
      source: { file: 's.jsonl', line: 1 },
      format: 'yao-jsonl',
      input: 'hi',
      simulator: { use: 'u' },
      assert: [{ type: 'agent', use: 'agents:judge', value: 'ok' }],
    }),
  ];

  it('replay mode starts without keys; record mode and no cache still need them', () => {
    const dir = tempDir('agentci-cache-svc-');
    const replay = createModelServices(config, {}, cases, {
      cache: new ResponseCache({ dir, mode: 'replay' }),
    });
    expect(replay.problems).toEqual([]);
    expect(replay.services.judgeFor({ suite: 's.jsonl', caseId: 'a', run: 1 })).toBeDefined();
    for (const mode of ['record', 'auto'] as const) {
      const p = createModelServices(config, {}, cases, {
        cache: new ResponseCache({ dir, mode }),
      }).problems.map((x) => x.message);
      expect(p).toEqual([
        'judge.model.api_key_env: the environment variable NO_SUCH_KEY_VAR is not set',
        'simulators.u.model.api_key_env: the environment variable NO_SUCH_SIM_KEY is not set',
      ]);
    }
    expect(createModelServices(config, {}, cases).problems).toHaveLength(2);
  });

  it('a replayed judge with no recording fails the question naming it (even with several runs)', async () => {
    const dir = tempDir('agentci-cache-svc-');
    const { services } = createModelServices(config, {}, cases, {
      judgeRuns: 3,
      cache: new ResponseCache({ dir, mode: 'replay' }),
    });
    const judge = services.judgeFor({ suite: 's.jsonl', caseId: 'a', run: 2 });
    await expect(
      judge?.askBoolean({ transcript: { messages: [], tool_calls: [] }, output: 'x' }, 'ok?'),
    ).rejects.toThrow(/no recording for case a \(s\.jsonl\) run 2, judge call 1, key [0-9a-f]{64}/);
    const sim = services.simulatorFor(cases[0] as (typeof cases)[number], 2);
    await expect(sim.next([{ role: 'user', content: 'hi' }])).rejects.toThrow(
      /the simulated user's model failed: --cache-mode replay: no recording for case a \(s\.jsonl\) run 2, simulator call 1/,
    );
  });
});
