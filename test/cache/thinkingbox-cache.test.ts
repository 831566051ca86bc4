import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { ChatServer, wireText, type ChatRequest, serveForFile } from '../fakes/chat-server.js';
import { filesUnder, readReport, writeTree } from './helpers.js';
import { runMain, ROOT } from '../helpers/cli.js';

/*
 * --cache on thinkingbox Python test files: the harness agent, the simulated user (user_context)
 * and the judge behind judge.text_yesno (called back from python3) are all recorded per attempt
 * and replayed offline. A real OpenAI-compatible server on 127.0.0.1 plays the three (told apart
 * by their system prompts); the scenario server is the real cloud_drive example MCP server.
 */

const CLOUD_DRIVE = path.join(ROOT, 'examples', 'thinkingbox', 'servers', 'cloud_drive.mjs');
const AGENT_KEY = 'sk-agent-SECRET-0123456789abcdef';
const JUDGE_KEY = 'sk-judge-SECRET-fedcba9876543210';
const SIM_KEY = 'sk-sim-SECRET-00112233445566778899';
const SIM_HDR = 'hdr-sim-SECRET-99887766554433221100';
const SECRETS = [AGENT_KEY, JUDGE_KEY, SIM_KEY, SIM_HDR];

type Role = 'agent' | 'judge' | 'simulator' | 'other';
interface Seen {
  role: Role;
  model: string;
  auth: string | undefined;
  header: string | undefined;
}
/** A fake OpenAI chat/completions endpoint playing the agent, the simulated user and the judge. */
class TbModelServer extends ChatServer {
  readonly requests: Seen[] = [];
  /** Every answer wrong: a replay that reached the server would change the verdicts. */
  poisoned = false;
  protected answer(body: ChatRequest): Record<string, unknown> | undefined {
    const system = wireText(body.messages[0]);
    const last = body.messages[body.messages.length - 1];
    const role: Role = system.includes('You are a judge')
      ? 'judge'
      : system.includes('role-playing a user')
        ? 'simulator'
        : system.includes('cloud drive assistant')
          ? 'agent'
          : 'other';
    this.requests.push({
      role,
      model: body.model,
      auth: body.headers.authorization,
      header: body.headers['x-sim-token'] as string | undefined,
    });
    let message: Record<string, unknown>;
    if (role === 'agent') {
      const first = wireText(body.messages.find((m) => m.role === 'user'));
      let content: string;
      if (this.poisoned) content = 'Sorry, I cannot do that.';
      else if (last?.role === 'tool') content = "Done: I appended 'END' to Documents/more.txt.";
      else if (last?.role === 'user' && wireText(last).includes('Yes')) {
        message = {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: {
                name: 'append_file',
                arguments: JSON.stringify({ path: 'Documents/more.txt', text_content: '\nEND' }),
              },
            },
          ],
        };
        return message;
      } else if (first.includes('List my files'))
        content = 'You have Documents/file.txt and Documents/more.txt.';
      else content = 'Should I append END to Documents/more.txt?';
      message = { role: 'assistant', content };
    } else if (role === 'simulator') {
      // The agent's latest message is the simulated user's last `user` message.
      const content = this.poisoned
        ? '[DONE]'
        : wireText(last).includes('Done')
          ? '[DONE]'
          : 'Yes, please.';
      message = { role: 'assistant', content };
    } else if (role === 'judge') {
      // thinkingbox's judge prompt asks for a single word.
      message = { role: 'assistant', content: this.poisoned ? 'No' : 'Yes' };
    } else {
      return undefined;
    }
    return message;
  }
}

const server = new TbModelServer();
const tempDir = serveForFile(server);

const TEST_FILE = `"""!
scenario: cloud
"""


def test_append(x, judge):
    """!
    query: "Append END to more.txt (pasted by mistake: ${SECRETS.join(' ')})"
    user_context: "Say yes when asked to confirm"
    max_user_sim_turns: 3
    init:
      cloud_drive:
        files:
          - path: Documents/more.txt
            text_content: "more text"
    """
    # The runner tells the test which run it is (the cache scope of its judge calls).
    assert x.metadata["run"] in (1, 2), x.metadata
    files = {f["path"]: f["text_content"] for f in x.effects["cloud_drive"]["files"]}
    assert files["Documents/more.txt"] == "more text\\nEND", files
    assert judge.text_yesno(x.response, "Does the message confirm that more.txt was modified?")


def test_list(x, judge):
    """!
    query: "List my files"
    """
    # A lenient test: a judge failure does not fail it (a missing recording still must).
    try:
        ok = judge.text_yesno(x.response, "Does the message list the files?")
    except Exception:
        ok = True
    assert ok
`;

function workdir(): string {
  const dir = tempDir('agentci-cache-tb-');
  const model = (name: string, key: string, extra = '') =>
    `{provider: openai, model: ${name}, base_url: "${server.url}/v1", api_key_env: ${key}, max_retries: 0${extra}}`;
  const files: Record<string, string> = {
    'agentci.yaml': [
      'agent:',
      '  harness:',
      `    model: ${model('agent-test', 'AGENT_KEY')}`,
      'servers:',
      `  cloud_drive: {command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(CLOUD_DRIVE)}]}`,
      'judge:',
      `  model: ${model('judge-test', 'JUDGE_KEY')}`,
      'simulators:',
      '  default:',
      `    model: ${model('sim-test', 'SIM_KEY', ', headers: {x-sim-token: "${SIM_HDR}"}')}`,
      'timeout: 60s',
      '',
    ].join('\n'),
    'scenario/cloud.yaml': [
      'world_state:',
      '  cloud_drive:',
      '    files:',
      '      - {path: Documents/file.txt, text_content: "some text"}',
      'tools: [{name: list_files}, {name: read_file}, {name: append_file}]',
      'bot_instructions: "You are a cloud drive assistant."',
      '',
    ].join('\n'),
    'test_case/test_cloud.py': TEST_FILE,
  };
  writeTree(dir, files);
  return dir;
}

/** `function#run → status, checks, finish reason, reward` of every attempt, for comparing runs. */
function verdicts(r: Report): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of r.results)
    for (const a of c.run_details)
      out[`${c.id.slice(c.id.lastIndexOf(':') + 1)}#${a.run}`] =
        `${a.status} ${a.checks.map((k) => `${k.label}=${k.passed}`).join(', ')} ${a.transcript?.finish_reason ?? ''} ${a.reward ?? ''}`;
  return out;
}

function attempt(r: Report, fn: string, run: number) {
  return r.results.find((c) => c.id.endsWith(`:${fn}`))?.run_details.find((a) => a.run === run);
}

const NO_KEYS = {
  AGENT_KEY: undefined,
  JUDGE_KEY: undefined,
  SIM_KEY: undefined,
  SIM_HDR: undefined,
};

const run = (dir: string, mode: string, out: string, env: Record<string, string | undefined>) =>
  runMain(
    [
      'run',
      'test_case/test_cloud.py',
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

describe('response cache: thinkingbox Python test files', () => {
  it('records agent, simulated user and text_yesno judge per run without secrets, replays them with no keys and no requests, and a missing recording fails exactly its attempt', async () => {
    const dir = workdir();

    // ---- record ----
    const rec = await run(dir, 'record', 'rec.json', { AGENT_KEY, JUDGE_KEY, SIM_KEY, SIM_HDR });
    expect(rec.stderr).toBe('');
    expect(rec.code).toBe(0);
    const recorded = readReport(path.join(dir, 'rec.json'));
    expect(verdicts(recorded)).toEqual({
      'test_append#1': 'passed test_append=true user_done 1',
      'test_append#2': 'passed test_append=true user_done 1',
      'test_list#1': 'passed test_list=true done 1',
      'test_list#2': 'passed test_list=true done 1',
    });
    const byRole = (role: Role) => server.requests.filter((r) => r.role === role);
    expect(server.requests.some((r) => r.role === 'other')).toBe(false);
    // Per run: test_append 3 agent calls, 2 simulator turns, 1 judge; test_list 1 agent, 1 judge.
    expect(byRole('agent')).toHaveLength(8);
    expect(byRole('simulator')).toHaveLength(4);
    expect(byRole('judge')).toHaveLength(4);
    expect(byRole('agent').every((r) => r.auth === `Bearer ${AGENT_KEY}`)).toBe(true);
    expect(byRole('judge').every((r) => r.auth === `Bearer ${JUDGE_KEY}`)).toBe(true);
    expect(
      byRole('simulator').every((r) => r.auth === `Bearer ${SIM_KEY}` && r.header === SIM_HDR),
    ).toBe(true);

    const cacheDir = path.join(dir, 'rec');
    const files = filesUnder(cacheDir);
    // One file per call, each in its attempt's folder under its role.
    expect(files).toHaveLength(server.requests.length);
    const at = (fn: string, n: number, role: string) =>
      files.filter((f) =>
        new RegExp(
          `^test_case_test_cloud\\.py-[0-9a-f]{8}/test_cloud\\.py_${fn}-[0-9a-f]{8}/run-${n}/${role}-[0-9a-f]{16}(-\\d+)?\\.json$`,
        ).test(f),
      );
    for (const n of [1, 2]) {
      expect(at('test_append', n, 'agent')).toHaveLength(3);
      expect(at('test_append', n, 'simulator')).toHaveLength(2);
      expect(at('test_append', n, 'judge')).toHaveLength(1);
      expect(at('test_list', n, 'agent')).toHaveLength(1);
      expect(at('test_list', n, 'simulator')).toHaveLength(0);
      expect(at('test_list', n, 'judge')).toHaveLength(1);
    }
    for (const f of files) {
      const text = readFileSync(path.join(cacheDir, f), 'utf8');
      // Every model's secrets are registered with the cache: the query's pasted keys are masked.
      for (const secret of SECRETS) expect(text).not.toContain(secret);
      expect(text.toLowerCase()).not.toContain('authorization');
      expect(text).not.toContain('x-sim-token');
      const entry = JSON.parse(text) as { role: string; run: number; request: { model: string } };
      expect(f).toContain(`/run-${entry.run}/${entry.role}-`);
      expect(entry.request.model).toBe(`${entry.role === 'simulator' ? 'sim' : entry.role}-test`);
    }
    const firstAgent = at('test_append', 1, 'agent')
      .map((f) => readFileSync(path.join(cacheDir, f), 'utf8'))
      .find((t) => t.includes('pasted by mistake'));
    expect(firstAgent).toContain('pasted by mistake: *** *** *** ***');

    // ---- replay: no keys, and a server that would answer everything wrongly ----
    server.requests.length = 0;
    server.poisoned = true;
    const rep = await run(dir, 'replay', 'rep.json', NO_KEYS);
    expect(rep.stderr).toBe('');
    expect(rep.code).toBe(0);
    expect(server.requests).toHaveLength(0);
    expect(verdicts(readReport(path.join(dir, 'rep.json')))).toEqual(verdicts(recorded));

    // Without replay, the missing keys still stop the run before it starts (exit 2).
    const noCache = await runMain(['run', 'test_case/test_cloud.py', '--no-results'], {
      cwd: dir,
      env: NO_KEYS,
    });
    expect(noCache.code).toBe(2);
    expect(noCache.stderr).toContain('the environment variable');
    expect(server.requests).toHaveLength(0);

    // ---- deleted recordings, with the server gone: exactly those attempts fail, naming the call ----
    await server.stop();
    const judgeVictim = at('test_append', 2, 'judge')[0] as string;
    // test_list swallows judge errors: a missing recording must fail it anyway.
    const lenientVictim = at('test_list', 1, 'judge')[0] as string;
    rmSync(path.join(cacheDir, judgeVictim));
    rmSync(path.join(cacheDir, lenientVictim));
    const miss = await run(dir, 'replay', 'miss.json', NO_KEYS);
    expect(miss.code).toBe(1);
    const missed = readReport(path.join(dir, 'miss.json'));
    expect(
      Object.entries(verdicts(missed))
        .filter(([, v]) => !v.startsWith('passed'))
        .map(([k]) => k)
        .sort(),
    ).toEqual(['test_append#2', 'test_list#1']);
    const keyOf = (f: string) => /-([0-9a-f]{16})\.json$/.exec(f)?.[1] as string;
    const a2 = attempt(missed, 'test_append', 2);
    expect(a2?.status).toBe('error');
    expect(a2?.error).toMatch(
      new RegExp(
        `no recording for case test_cloud\\.py:test_append \\(test_case/test_cloud\\.py\\) run 2, judge call 1, key ${keyOf(judgeVictim)}[0-9a-f]{48} \\(expected ${judgeVictim.replace(/[.]/g, '\\.')}\\)`,
      ),
    );
    const l1 = attempt(missed, 'test_list', 1);
    expect(l1?.status).toBe('error');
    expect(l1?.error).toMatch(
      new RegExp(`run 1, judge call 1, key ${keyOf(lenientVictim)}[0-9a-f]{48}`),
    );

    // A deleted simulator recording fails its conversation the same way (not as an agent error).
    const simVictim = at('test_append', 1, 'simulator').find((f) =>
      readFileSync(path.join(cacheDir, f), 'utf8').includes('Yes, please.'),
    ) as string;
    rmSync(path.join(cacheDir, simVictim));
    const simMiss = await run(dir, 'replay', 'sim-miss.json', NO_KEYS);
    expect(simMiss.code).toBe(1);
    const simReport = readReport(path.join(dir, 'sim-miss.json'));
    const s1 = attempt(simReport, 'test_append', 1);
    expect(s1?.status).toBe('error');
    expect(s1?.error).toMatch(
      new RegExp(
        `^--cache-mode replay: no recording for case test_cloud\\.py:test_append \\(test_case/test_cloud\\.py\\) run 1, simulator call 1, key ${keyOf(simVictim)}`,
      ),
    );
    expect(attempt(simReport, 'test_list', 2)?.status).toBe('passed');

    // And a deleted agent recording.
    const agentVictim = at('test_list', 2, 'agent')[0] as string;
    rmSync(path.join(cacheDir, agentVictim));
    const agentMiss = await run(dir, 'replay', 'agent-miss.json', NO_KEYS);
    const l2 = attempt(readReport(path.join(dir, 'agent-miss.json')), 'test_list', 2);
    expect(l2?.status).toBe('error');
    expect(l2?.error).toMatch(
      new RegExp(`run 2, agent call 1, key ${keyOf(agentVictim)}[0-9a-f]{48}`),
    );
    expect(agentMiss.code).toBe(1);
    await server.start();
  }, 180_000);
});
