/**
 * An agent that prints the secrets it can see (the thing an agent test exists to catch) must not
 * put them in any output: the terminal, the results stream, report.json, JUnit, Markdown, HTML.
 * Runs the CLI in-process with a real agent process.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

const SECRETS = {
  OPENAI_API_KEY: 'sk-proj-FAKEopenai0123456789',
  DEPLOY_TOKEN: 'ghp_FAKE_deploy_token_42',
  // Not secret by its name: listed under `mask:` in agentci.yaml.
  LICENSE_ID: 'lic-FAKE-98765',
  // Named in the config as a judge key (`api_key_env`).
  JUDGE_CREDS_VAR: 'judge-FAKE-creds-value',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-redaction-'));
  await writeFile(
    path.join(dir, 'leaky.mjs'),
    `const e = process.env;
const all = [e.OPENAI_API_KEY, e.DEPLOY_TOKEN, e.LICENSE_ID, e.JUDGE_CREDS_VAR];
process.stderr.write('debug: ' + all.join(' ') + '\\n');
process.stdout.write(JSON.stringify({
  output: 'my keys: ' + all.join(', ') + ' json:' + JSON.stringify(e.DEPLOY_TOKEN) + ' url:' + encodeURIComponent(e.DEPLOY_TOKEN),
  tool_calls: [{ name: 'http_get', arguments: { headers: { authorization: 'Bearer ' + e.OPENAI_API_KEY } }, result: { echoed: e.LICENSE_ID } }],
}));
`,
  );
  await writeFile(
    path.join(dir, 'agentci.yaml'),
    `agent:
  command: node leaky.mjs
mask: [LICENSE_ID]
judge:
  model: { provider: openai, model: gpt-test, api_key_env: JUDGE_CREDS_VAR }
`,
  );
  await writeFile(
    path.join(dir, 'suite.jsonl'),
    [
      { id: 'leaks-and-fails', input: 'hi', assert: { type: 'contains', value: 'never there' } },
      { id: 'leaks-and-passes', input: 'hi', assert: { type: 'contains', value: 'my keys' } },
    ]
      .map((c) => JSON.stringify(c))
      .join('\n'),
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('an agent that prints its secrets', () => {
  it('leaves none of them in the terminal or any report file, in any escaped form', async () => {
    let out = '';
    let err = '';
    const code = await main(
      [
        'run',
        'suite.jsonl',
        '--runs',
        '2',
        '-v',
        '--report',
        'r.json',
        '--results',
        'r.jsonl',
        '-o',
        'r-yao.json',
        '-o',
        'r.xml',
        '-o',
        'r.md',
        '-o',
        'r.html',
      ],
      {
        cwd: dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1', ...SECRETS },
        stdout: { write: (s: string) => void (out += s), isTTY: false },
        stderr: { write: (s: string) => void (err += s) },
      },
    );
    expect(code).toBe(1); // one case fails: the run happened and was judged
    const files = Object.fromEntries(
      await Promise.all(
        ['r.json', 'r.jsonl', 'r-yao.json', 'r.xml', 'r.md', 'r.html'].map(
          async (f) => [f, await readFile(path.join(dir, f), 'utf8')] as const,
        ),
      ),
    );
    const outputs = { terminal: out + err, ...files };
    const leaks: string[] = [];
    for (const [where, text] of Object.entries(outputs))
      for (const [name, value] of Object.entries(SECRETS))
        for (const form of [value, encodeURIComponent(value), value.replace(/_/g, '\\_')])
          if (text.includes(form)) leaks.push(`${name} in ${where}`);
    expect(leaks).toEqual([]);

    // The masked text is there instead: the agent's answer, its tool call and stderr were kept.
    const report = JSON.parse(files['r.json'] as string) as { results: Array<{ id: string }> };
    const failing = report.results.find((c) => c.id === 'leaks-and-fails');
    expect(JSON.stringify(failing)).toContain('my keys: ***, ***, ***, ***');
    expect(files['r.jsonl']).toContain('Bearer ***');
    expect(files['r.xml']).toContain('***');
    expect(files['r.md']).toContain('leaks-and-fails');
  });
});
