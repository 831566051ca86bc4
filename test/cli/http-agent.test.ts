/**
 * HTTP agents as real endpoints take them, through the bundled CLI: an OpenAI-compatible server on
 * 127.0.0.1 as strict as OpenAI's (one route, known models only, no unknown request fields,
 * string metadata values).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/model/report.js';
import { ChatServer, serveForFile, wireText, type ChatRequest } from '../fakes/chat-server.js';
import { runBundled } from '../helpers/cli.js';

/** The request fields OpenAI's chat completions define (a subset: what agentci could send). */
const STANDARD = new Set(['model', 'messages', 'user', 'metadata', 'store', 'temperature']);

class StrictOpenAI extends ChatServer {
  readonly bodies: Record<string, unknown>[] = [];
  readonly paths: string[] = [];

  protected answer(req: ChatRequest): Record<string, unknown> {
    const { headers: _h, ...body } = req as ChatRequest & Record<string, unknown>;
    this.bodies.push(body);
    return { role: 'assistant', content: `ok: ${wireText(req.messages.at(-1))}` };
  }

  protected refuse(p: string, body: Record<string, unknown>) {
    this.paths.push(p);
    if (p !== '/v1/chat/completions') return { status: 404, message: `Invalid URL (POST ${p})` };
    const unknown = Object.keys(body).find((k) => !STANDARD.has(k));
    if (unknown)
      return { status: 400, message: `Unrecognized request argument supplied: ${unknown}` };
    if (body.model !== 'gpt-4o-mini')
      return {
        status: 404,
        code: 'model_not_found',
        message: `The model \`${String(body.model)}\` does not exist or you do not have access to it.`,
      };
    for (const [k, v] of Object.entries((body.metadata ?? {}) as Record<string, unknown>))
      if (typeof v !== 'string')
        return {
          status: 400,
          message: `Invalid type for 'metadata.${k}': expected a string, but got ${typeof v} instead.`,
        };
    return undefined;
  }

  reset(): void {
    this.bodies.length = 0;
    this.paths.length = 0;
  }
}

const server = new StrictOpenAI();
const tempDir = serveForFile(server);

async function project(cases: number, config?: string): Promise<string> {
  const dir = tempDir('agentci-http-agent-');
  const lines = Array.from({ length: cases }, (_v, i) =>
    JSON.stringify({ id: `c${i + 1}`, input: 'hi', assert: { type: 'contains', value: 'ok: hi' } }),
  );
  await writeFile(path.join(dir, 'cases.jsonl'), `${lines.join('\n')}\n`);
  if (config) await writeFile(path.join(dir, 'agentci.yaml'), config);
  return dir;
}

describe('an HTTP agent (openai format)', () => {
  it('takes a base URL ending in /v1 and sends only standard fields, with --agent-model', async () => {
    server.reset();
    const cwd = await project(1);
    const r = await runBundled(
      [
        'run',
        'cases.jsonl',
        '--agent-url',
        `${server.url}/v1`,
        '--agent-model',
        'gpt-4o-mini',
        '--no-results',
      ],
      { cwd },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`against POST ${server.url}/v1/chat/completions`);
    expect(server.paths).toEqual(['/v1/chat/completions']);
    expect(server.bodies).toEqual([
      { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] },
    ]);
  });

  it('sends user and metadata {case_id, run} as strings when asked (metadata: true)', async () => {
    server.reset();
    const cwd = await project(
      1,
      `agent:\n  url: ${server.url}/v1/chat/completions\n  model: gpt-4o-mini\n  metadata: true\nruns: 2\n`,
    );
    const r = await runBundled(['run', 'cases.jsonl', '--no-results'], { cwd });
    expect(r.code).toBe(0);
    // Both runs may be in flight together: compared in run order.
    const sent = server.bodies
      .map((b) => [b.user, b.metadata] as [unknown, { run: string }])
      .sort((a, b) => a[1].run.localeCompare(b[1].run));
    expect(sent).toEqual([
      ['test-user', { case_id: 'c1', run: '1' }],
      ['test-user', { case_id: 'c1', run: '2' }],
    ]);
    expect(
      server.bodies.every((b) => Object.keys(b).sort().join() === 'messages,metadata,model,user'),
    ).toBe(true);
  });

  it('a 404 for the URL: the hint once, the other attempts fail at once without a request', async () => {
    server.reset();
    const cwd = await project(5);
    const r = await runBundled(
      [
        'run',
        'cases.jsonl',
        '--agent-url',
        `${server.url}/api`,
        '--agent-model',
        'gpt-4o-mini',
        '--runs',
        '2',
        '--parallel',
        '1',
        '--report',
        'r.json',
        '--no-results',
      ],
      { cwd },
    );
    expect(r.code).toBe(1);
    // One request reached the server; nine attempts were not sent.
    expect(server.paths).toEqual(['/api']);
    const report = ReportSchema.parse(JSON.parse(await readFile(path.join(cwd, 'r.json'), 'utf8')));
    const attempts = report.results.flatMap((c) => c.run_details);
    expect(attempts).toHaveLength(10);
    const hint =
      'not a chat-completions URL: give the full …/v1/chat/completions URL, or a base URL ending in /v1';
    const from = `HTTP 404 from POST ${server.url}/api`;
    // The first attempt: the hint and what the endpoint said; the others the hint, not sent.
    expect(
      attempts.filter((a) => a.error === `${hint} (${from}: "Invalid URL (POST /api)")`),
    ).toHaveLength(1);
    expect(
      attempts.filter((a) => a.error === `${hint} (not sent: an earlier attempt got ${from})`),
    ).toHaveLength(9);
    // Not the agent's doing: no evidence about it.
    expect(attempts.every((a) => a.status === 'error' && a.cause === 'not_started')).toBe(true);
    expect(r.stdout).toContain(hint);
  });

  it('a 404 for the model names it and says how to set it', async () => {
    server.reset();
    const cwd = await project(2);
    const r = await runBundled(
      [
        'run',
        'cases.jsonl',
        '--agent-url',
        `${server.url}/v1/chat/completions`,
        '--parallel',
        '1',
        '--no-results',
      ],
      { cwd },
    );
    expect(r.code).toBe(1);
    expect(server.bodies).toEqual([]);
    expect(server.paths).toHaveLength(1);
    expect(r.stdout).toContain(
      `unknown model "agentci": set model: on the agent, or --agent-model with --agent-url (HTTP 404 from POST ${server.url}/v1/chat/completions: "The model \`agentci\` does not exist or you do not have access to it.")`,
    );
  });

  it('--agent-model goes with --agent-url (exit 2)', async () => {
    const cwd = await project(1);
    const r = await runBundled(
      ['run', 'cases.jsonl', '--agent', 'cat', '--agent-model', 'gpt-4o-mini', '--no-results'],
      { cwd },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--agent-model: goes with --agent-url');
  });
});
